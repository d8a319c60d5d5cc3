// Held-out kernels, fifth batch: integer idioms in shared addresses (signed and unsigned division by
// constants, negative dividends, 64-bit division, per-lane shifts, bit counts, byte permutes, funnel
// shifts, multiply-high, min/max/abs, hashes).  HIP and CUDA (nvcc -x cu) from one source.
#ifdef __HIP__
#include <hip/hip_runtime.h>
static __device__ __forceinline__ unsigned umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
static __device__ __forceinline__ unsigned funnel_l(unsigned lo, unsigned hi, unsigned s) { return (unsigned)((((unsigned long long)hi << 32) | lo) << (s & 31) >> 32); }
static __device__ __forceinline__ unsigned byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned long long v = ((unsigned long long)y << 32) | x; unsigned r = 0;
  for (int k = 0; k < 4; ++k) r |= (unsigned)((v >> (((s >> (4 * k)) & 7) * 8)) & 0xff) << (8 * k);
  return r; }
#else
#include <cuda_runtime.h>
#define umulhi __umulhi
#define funnel_l __funnelshift_l
#define byte_perm __byte_perm
#endif
#define T threadIdx
#define SY __syncthreads()
#define K(name, expr_w, expr_r, n) __global__ void name(float* o, const float* i) { \
  __shared__ float s[n]; int t = T.x; s[expr_w] = i[t]; SY; o[t] = s[expr_r]; }
// signed division and remainder with negative dividends (block 128)
K(sdiv_neg, ((t - 64) / 3 + 22) * 2, ((t - 100) % 5 + 4) * 7 + (t & 3), 512)
// division by 6 and remainder by 10 (block 128)
K(div6_rem10, (t / 6) * 10 + t % 10, (t % 6) * 32 + t / 10, 512)
// unsigned division by 7 and remainder by 11 (block 128)
K(udiv7, (unsigned)t / 7u * 12u + (unsigned)t % 7u, ((unsigned)t * 5u) % 11u * 33u + (unsigned)t / 11u, 512)
// per-lane shift amounts (block 64)
K(lane_shift, ((1u << (t & 7)) + t) & 511, ((256u >> (t & 7)) * 3u + (unsigned)t) & 511, 512)
// bit counts and reversal (block 128)
K(bitcount, __popc(t) * 64 + (t & 63), (31 - __clz(t | 1)) * 40 + __ffs(t) , 512)
// byte permute and funnel shift (block 128)
K(perm_funnel, byte_perm((unsigned)t, 0x01020304u, 0x4410u) & 511u, funnel_l((unsigned)t << 24, (unsigned)t, 4u) & 511u, 512)
// multiply-high, min, max, abs (block 128)
K(mulhi_minmax, umulhi((unsigned)t * 0x12345679u, 0x100u) & 511u, (min(t, 70) + max(t - 50, 0) + abs(t - 64)) & 511, 512)
// 64-bit division and remainder by 3 (block 128)
__global__ void div64(float* o, const float* i, long long b) {
  __shared__ float s[512];
  long long g = b + T.x;
  s[(g / 3) % 256 + (g % 3) * 128] = i[T.x];
  SY;
  o[T.x] = s[(g * 7 / 5) & 511];
}
// a multiplicative hash (block 256)
K(hash_idx, (((unsigned)t * 2654435761u) >> 23) & 511u, (((unsigned)t * 40503u) >> 7) & 511u, 512)
// division by the runtime block size (block 96)
__global__ void div_bdim(float* o, const float* i) {
  __shared__ float s[1024];
  int t = T.x;
  s[(t * 4) % (blockDim.x * 3) + (t * 4) / (blockDim.x * 3)] = i[t];
  SY;
  o[t] = s[(t * 7) % blockDim.x * 5];
}
