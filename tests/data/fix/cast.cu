// The tile is read through a cast to float4: a storage permutation would break it.
__global__ void __launch_bounds__(128) cast_read(float4* out, const float* in) {
  __shared__ float tile[32][32];
  for (int j = 0; j < 32; j += 4) tile[threadIdx.x / 32 + j][threadIdx.x % 32] = in[j * 32 + threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = *reinterpret_cast<float4*>(&tile[threadIdx.x % 32][0]);
}
