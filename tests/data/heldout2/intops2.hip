// Held-out kernels, sixth batch: HIP/CUDA integer intrinsics and narrow and 64-bit integer casts
// in shared addresses (block 128 each).  HIP and CUDA (nvcc -x cu) from one source.
#ifdef __HIP__
#include <hip/hip_runtime.h>
#else
#include <cuda_runtime.h>
#endif
#define T threadIdx
#define SY __syncthreads()
#define K(name, expr_w, expr_r) __global__ void name(float* o, const float* i) { \
  __shared__ float s[512]; int t = T.x; s[expr_w] = i[t]; SY; o[t] = s[expr_r]; }
K(mul24_hi, __mul24(t - 64, 3) + 200, (__mulhi((int)((unsigned)t << 28), 5) + 8) & 511)
K(sad_ops, __sad(t, 64, 10u), __usad((unsigned)t, (unsigned)(3 * t) & 127u, (unsigned)t & 7u))
K(funnel_rc, __funnelshift_r((unsigned)t << 28, (unsigned)t, 4u) & 511u, __funnelshift_lc((unsigned)t, (unsigned)t * 3u, (unsigned)t & 63u) & 511u)
K(umul24_brev, __umul24((unsigned)t | 0xff000000u, 3u) & 511u, (__brev((unsigned)t) >> 25) & 511u)
K(ll_bits, __popcll(((unsigned long long)t << 40) | (unsigned long long)t) * 16 + (t & 15), (__clzll((long long)t + 1) - 50) * 8 + __ffsll((long long)t << 33) % 8)
K(narrow_casts, ((signed char)(t * 3) + 128) * 2, (((short)(t * 1000) >> 8) + 128) & 511)
K(sel_cmp, t > 50 ? t - 50 : 300 - t, max((unsigned)t * 7u, 200u) & 511u)
K(perm_sel, __byte_perm((unsigned)t, (unsigned)t * 3u, 0x5140u) & 511u, __byte_perm((unsigned)t, (unsigned)t * 3u, 0x2604u) & 511u)
K(shift64, (((unsigned long long)t << 40) >> 35) & 511, (((long long)(t - 64) * (1ll << 36)) >> 40) & 511)
K(mul64hi, __umul64hi((unsigned long long)t << 40, 0x3000000ull) & 511, __mul64hi(((long long)t - 64) * 4294967296ll, 0x500000000ll) & 511)
