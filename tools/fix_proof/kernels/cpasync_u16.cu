// A 64x64 tile of 16-bit values (128-byte rows) filled with 16-byte cp.async copies by 256
// threads, then read down its columns: lane i of warp w reads rows i and i + 32 of column 2w.
#include <cuda_pipeline.h>
__global__ void __launch_bounds__(256) cpasync_u16(unsigned* out, const unsigned short* in) {
  __shared__ __align__(16) unsigned short tile[64][64];
  for (int k = 0; k < 2; ++k) {
    int r = threadIdx.x / 8 + 32 * k, c = (threadIdx.x % 8) * 8;
    __pipeline_memcpy_async(&tile[r][c], &in[r * 64 + c], 16);
  }
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  out[threadIdx.x] = (unsigned)tile[lane][2 * w] * 65536u + tile[lane + 32][2 * w + 1];
}
