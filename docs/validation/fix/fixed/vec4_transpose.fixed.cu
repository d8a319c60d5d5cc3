// A 32x32 tile of float4 transposed through shared memory by a 32x8 block: 16-byte accesses,
// the transposed read walks a column (rows 512 bytes apart).
__global__ void __launch_bounds__(256) vec4_transpose(float4* out, const float4* in) {
  __shared__ float4 buf[32][32];
  for (int j = 0; j < 32; j += 8) buf[threadIdx.y + j][threadIdx.x ^ ((threadIdx.y + j) & 7)] = in[(threadIdx.y + j) * 32 + threadIdx.x];
  __syncthreads();
  for (int j = 0; j < 32; j += 8) out[(threadIdx.y + j) * 32 + threadIdx.x] = buf[threadIdx.x][(threadIdx.y + j) ^ (threadIdx.x & 7)];
}
