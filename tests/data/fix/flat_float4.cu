// 256 threads stage a 32x8 tile of float4 (row = t / 8) and read it back transposed
__global__ void transpose_vec(const float4* in, float4* out) {
  __shared__ float4 v[256];
  int t = threadIdx.x;
  v[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  out[blockIdx.x * 256 + t] = v[(t % 32) * 8 + t / 32];
}
