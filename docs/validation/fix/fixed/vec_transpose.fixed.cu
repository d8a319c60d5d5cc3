// A 32x32 tile of float2 transposed through shared memory by a 32x8 block: 8-byte accesses.
__global__ void __launch_bounds__(256) vec_transpose(float2* out, const float2* in) {
  __shared__ float2 buf[32][32];
  for (int j = 0; j < 32; j += 8) buf[threadIdx.y + j][threadIdx.x ^ ((threadIdx.y + j) & 15)] = in[(threadIdx.y + j) * 32 + threadIdx.x];
  __syncthreads();
  for (int j = 0; j < 32; j += 8) out[(threadIdx.y + j) * 32 + threadIdx.x] = buf[threadIdx.x][(threadIdx.y + j) ^ (threadIdx.x & 15)];
}
