// Held-out kernels, seventh batch: more integer forms in shared addresses (block 128 each, n = 7 at
// launch where a kernel takes it).  HIP and CUDA (nvcc -x cu) from one source.
#ifdef __HIP__
#include <hip/hip_runtime.h>
static __device__ __forceinline__ int dp4a(int a, int b, int c) {
  int r = c;
  for (int k = 0; k < 4; ++k) r += (int)(signed char)(a >> (8 * k)) * (int)(signed char)(b >> (8 * k));
  return r; }
#else
#include <cuda_runtime.h>
#define dp4a __dp4a
#endif
#define T threadIdx
#define SY __syncthreads()
#define K(name, expr_w, expr_r) __global__ void name(float* o, const float* i) { \
  __shared__ float s[512]; int t = T.x; s[expr_w] = i[t]; SY; o[t] = s[expr_r]; }
K(dot4, dp4a(t, 0x01FF0203, 7) & 511, dp4a(t * 0x01010101, 0x02020202, -t) & 511)
K(vshift64, (int)(((1ull << (t & 63)) >> 58) + t) & 511, (int)((0x8000000000000000ull >> (t & 63)) >> 55) & 511)
K(square_mod, (t * t) % 97 * 5, ((unsigned)(t ^ (t >> 3)) * 0x45d9f3bu >> 20) & 511u)
K(bit_insert, (t & ~0x18) | ((t >> 2) & 0x18), (max(t * 3 - 100, -t) + 128) & 511)
K(min64, (int)min((unsigned long long)t * 5ull, 300ull), (int)(max((long long)t - 90, 0ll) * 4))
__global__ void sdiv_rt(float* o, const float* i, int n) {
  __shared__ float s[512];
  int t = T.x;
  s[(t - 64) / n + 64] = i[t];
  SY;
  o[t] = s[((t - 50) % n + n) * 9];
}
