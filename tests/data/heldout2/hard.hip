// Held-out HIP kernels, second batch: integer division, runtime sizes, block dimensions read at run
// time, narrow and odd-width LDS accesses, float atomics, lane-id built-ins.  Also compiled as CUDA
// (nvcc -x cu) for the SASS side, without the kernel of AMD built-ins.
#ifdef __HIP__
#include <hip/hip_runtime.h>
#else
#include <cuda_fp16.h>
#endif
#define T threadIdx
#define SY __syncthreads()
// row-major tile indexed with blockDim.x read at run time (block 32x8)
__global__ void bdim_index(float* o, const float* i) {
  __shared__ float s[8][33];
  int t = T.y * blockDim.x + T.x;
  s[t / 32][t % 32] = i[t];
  SY;
  o[t] = s[T.x % 8][T.y + (T.x / 8) * 8];
}
// division and remainder by small constants (magic-number multiplies; block 256)
__global__ void div_const(float* o, const float* i) {
  __shared__ float s[3 * 86 + 7 * 37];
  int t = T.x;
  s[(t / 3) * 3 + t % 3] = i[t];
  s[258 + (t % 7) * 37 + t / 7] = i[t + 256];
  SY;
  o[t] = s[(t * 5) % 258] + s[258 + t % 259];
}
// remainder by a runtime value (block 128, n = 96 at launch)
__global__ void rem_runtime(float* o, const float* i, int n) {
  __shared__ float s[256];
  int t = T.x;
  s[t % n] = i[t];
  SY;
  o[t] = s[(t * 3) % n];
}
// strided loop over a runtime size with blockDim.x as the step (block 192, n = 1000 at launch)
__global__ void block_stride(float* o, const float* i, int n) {
  __shared__ float s[1024];
  for (int k = T.x; k < n; k += blockDim.x) s[k] = i[k];
  SY;
  o[T.x] = s[(T.x * 5) % 1000];
}
// float3 records (12-byte accesses) and double accesses (block 128)
__global__ void f3_double(double* o, const float3* i) {
  __shared__ float3 p[128];
  __shared__ double d[130];
  int t = T.x;
  p[t] = i[t];
  d[t + 2] = (double)i[t].x;
  SY;
  float3 a = p[(t + 3) & 127];
  o[t] = a.x + a.z + d[t ^ 1];
}
// half2 elements: the high half read alone (block 128)
__global__ void half_hi(__half* o, const __half2* i) {
  __shared__ __half2 h[256];
  int t = T.x;
  h[t] = i[t]; h[t + 128] = i[t + 128];
  SY;
  o[t] = h[(t * 2 + 1) & 255].y;
}
// float atomicAdd and atomicMax on LDS (block 256)
__global__ void float_atomics(float* o, const float* i) {
  __shared__ float acc[64];
  __shared__ int mx[16];
  int t = T.x;
  if (t < 64) acc[t] = 0.f;
  if (t < 16) mx[t] = 0;
  SY;
  atomicAdd(&acc[t & 63], i[t]);
  atomicMax(&mx[t >> 4], (int)i[t]);
  SY;
  if (t < 64) o[t] = acc[t] + (float)mx[t & 15];
}
#ifdef __HIP__
// lane id from mbcnt, wave id from readfirstlane (block 256)
__global__ void lane_builtins(float* o, const float* i) {
  __shared__ float s[4][65];
  int lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  int wave = __builtin_amdgcn_readfirstlane(T.x / 64);
  s[wave][lane] = i[T.x];
  SY;
  o[T.x] = s[lane & 3][wave * 16 + (lane >> 2)];
}
#endif
// a do-while loop whose trip count depends on the thread (block 64)
__global__ void tid_loop(float* o, const float* i) {
  __shared__ float s[512];
  int t = T.x, k = 0;
  float v = 0.f;
  s[t] = i[t]; s[t + 64] = i[t + 64];
  SY;
  do { v += s[(t + k * 64) & 127]; ++k; } while (k <= (t & 3));
  o[t] = v;
}
// unsigned char histogram bins indexed by the thread (block 256): byte atomics are emulated as words
__global__ void word_bins(unsigned* o) {
  __shared__ unsigned b[256];
  int t = T.x;
  b[t] = 0;
  SY;
  atomicAdd(&b[(t * 17) & 255], 1u);
  atomicAdd(&b[255 - t], 2u);
  SY;
  o[t] = b[t];
}
// 2-D 16x16 block with the x index swizzled by y in groups of 4 (block 16x16)
__global__ void swz4(float* o, const float* i) {
  __shared__ float s[16][16];
  int x = T.x, y = T.y;
  s[y][x ^ ((y & 3) << 2)] = i[y * 16 + x];
  SY;
  o[y * 16 + x] = s[x][y ^ ((x & 3) << 2)];
}
// the address depends on gridDim and blockIdx (bank-neutral offsets; block 128)
__global__ void grid_offsets(float* o, const float* i) {
  __shared__ float s[1024];
  int t = T.x;
  s[(t + blockIdx.x * 128) & 1023] = i[t];
  SY;
  o[t] = s[(t * 4 + gridDim.x * 32) & 1023];
}
