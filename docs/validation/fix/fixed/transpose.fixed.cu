// A 32x32 float tile transposed through LDS by a 32x8 block (each thread moves 4 elements).
// ldsopt analyze examples/transpose.cu --arch gfx942,sm_90 --block 32x8
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256) transpose_plain(float* out, const float* in, int n) {
  __shared__ float tile[32][32];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) tile[threadIdx.y + j][threadIdx.x ^ ((threadIdx.y + j) & 31)] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) out[(y + j) * n + x] = tile[threadIdx.x][(threadIdx.y + j) ^ (threadIdx.x & 31)];
}

// the same tile with an XOR swizzle: element (r, c) at column c ^ r, so a row and a column
// both spread over the 32 banks (no padding)
__global__ void __launch_bounds__(256) transpose_swizzled(float* out, const float* in, int n) {
  __shared__ float tile[32][32];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) {
    int r = threadIdx.y + j;
    tile[r][threadIdx.x ^ r] = in[(y + j) * n + x];
  }
  __syncthreads();
  int ox = blockIdx.y * 32 + threadIdx.x, oy = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8) out[(oy + j) * n + ox] = tile[threadIdx.x][(threadIdx.y + j) ^ threadIdx.x];
}
