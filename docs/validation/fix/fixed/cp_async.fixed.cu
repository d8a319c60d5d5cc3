// A 32x32 float tile filled with 16-byte cp.async copies, then read down its columns.
#include <cuda_pipeline.h>
__global__ void __launch_bounds__(256) colread_async(float* out, const float* in) {
  __shared__ __align__(16) float tile[32][32];
  int r = threadIdx.x / 8, c = (threadIdx.x % 8) * 4;
  __pipeline_memcpy_async(&tile[r][c ^ ((r & 7) << 2)], &in[r * 32 + c], 16);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  if (threadIdx.x < 32) out[threadIdx.x] = tile[threadIdx.x][5 ^ ((threadIdx.x & 7) << 2)];
}
