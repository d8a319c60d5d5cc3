// Held-out kernels, eighth batch: shared indices computed through float arithmetic that is exact
// (scales by powers of two and small integers, conversions both ways; block 128 each).  HIP and
// CUDA (nvcc -x cu) from one source.
#ifdef __HIP__
#include <hip/hip_runtime.h>
#else
#include <cuda_runtime.h>
#endif
#define T threadIdx
#define SY __syncthreads()
#define K(name, expr_w, expr_r) __global__ void name(float* o, const float* i) { \
  __shared__ float s[512]; int t = T.x; s[expr_w] = i[t]; SY; o[t] = s[expr_r]; }
K(f_half, (int)((float)t * 0.5f) * 3, (int)((float)t * 1.5f) & 511)
K(f_floor, (int)floorf((float)t / 4.0f) * 5, (int)((float)t * 0.25f + 0.5f) * 7)
K(f_affine, (int)((float)t * 2.0f + 100.0f) & 511, (int)fmaf((float)t, 3.0f, -64.0f) & 511)
K(f_round, __float2int_rn((float)t * 0.5f) + 200, __float2int_rd((float)(t - 64) * 0.125f) + 300)
