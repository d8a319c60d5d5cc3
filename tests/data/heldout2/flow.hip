// Held-out HIP kernels, fourth batch: ballot compaction, grid-stride loops, byte-addressed dynamic
// LDS, pointer increments in a runtime loop, partial unrolling, warp specialisation.  Also compiled as
// CUDA (nvcc -x cu) for the SASS side, without the two kernels written for 64-lane waves.
#ifdef __HIP__
#include <hip/hip_runtime.h>
#else
#include <cuda_runtime.h>
#endif
#define T threadIdx
#define SY __syncthreads()
#ifdef __HIP__
// stream compaction of the lanes whose index is a multiple of 3, by ballot and popcount (block 128)
__global__ void ballot_compact(float* o, const float* i) {
  __shared__ float s[128];
  int t = T.x, lane = t & 63;
  bool keep = (t % 3) == 0;
  unsigned long long m = __ballot(keep);
  int pos = __popcll(m & ((1ull << lane) - 1)) + (t >> 6) * 22;
  if (keep) s[pos] = i[t];
  SY;
  if (t < 43) o[t] = s[t];
}
#endif
// grid-stride loop, its step gridDim.x * blockDim.x (block 256)
__global__ void grid_stride(float* o, const float* i, int n) {
  __shared__ float s[256];
  float a = 0.f;
  for (int k = blockIdx.x * blockDim.x + T.x; k < n; k += gridDim.x * blockDim.x) a += i[k];
  s[T.x ^ 1] = a;
  SY;
  o[T.x] = s[(T.x + 128) & 255];
}
// byte-addressed dynamic LDS carved into a float4 area and a short area (block 128)
__global__ void dyn_bytes(float* o, const float4* i) {
  extern __shared__ __attribute__((aligned(16))) char smem[];
  float4* a = reinterpret_cast<float4*>(smem);
  short* b = reinterpret_cast<short*>(smem + 128 * 16);
  a[T.x] = i[T.x];
  b[T.x * 3] = (short)T.x;
  SY;
  o[T.x] = a[(T.x * 5) & 127].y + (float)b[(T.x * 3 + 3) % 384];
}
// a pointer walked down a padded column, the trip count a launch value (block 64, n = 6)
__global__ void ptr_walk(float* o, const float* i, int n) {
  __shared__ float s[64 * 33];
  for (int k = T.x; k < 64 * 33; k += 64) s[k] = i[k];
  SY;
  const float* p = s + T.x;
  float a = 0.f;
  for (int k = 0; k < n; ++k) { a += *p; p += 33; }
  o[T.x] = a;
}
// a loop unrolled by 3 with a remainder (block 128, n = 7)
__global__ void unroll3(float* o, const float* i, int n) {
  __shared__ float s[1024];
  s[T.x] = i[T.x]; s[T.x + 128] = i[T.x + 128];
  SY;
  float a = 0.f;
#pragma unroll 3
  for (int k = 0; k < n; ++k) a += s[(T.x + k * 17) & 255];
  o[T.x] = a;
}
#ifdef __HIP__
// warp specialisation: wave 0 fills, the other waves read with their own stride (block 256)
__global__ void wave_roles(float* o, const float* i) {
  __shared__ float s[512];
  int w = T.x >> 6, l = T.x & 63;
  if (w == 0) { for (int k = 0; k < 8; ++k) s[k * 64 + l] = i[k * 64 + l]; }
  SY;
  if (w != 0) o[T.x] = s[(l * (w + 1)) & 511];
}
#endif
