// Held-out HIP kernels, third batch: MFMA operand loads, a private index array, segmented shuffles,
// a 1024-thread reduction, 16-bit packing loads, nested runtime loops, direct-to-LDS loads.
#include <hip/hip_runtime.h>
#define T threadIdx
#define SY __syncthreads()
typedef _Float16 h4 __attribute__((ext_vector_type(4)));
typedef float f4 __attribute__((ext_vector_type(4)));
// one 16x16x16 f16 MFMA step: A rows padded to 20 halfs, B k-major; one wave (block 64)
__global__ void mfma_tile(float* o, const h4* a, const h4* b) {
  __shared__ h4 As[16 * 5];
  __shared__ _Float16 Bs[16][16];
  int l = T.x;
  As[(l / 4) * 5 + l % 4] = a[l];
  *(h4*)&Bs[l / 4][4 * (l % 4)] = b[l];
  SY;
  h4 x = As[(l % 16) * 5 + l / 16];
  h4 y = {Bs[4 * (l / 16)][l % 16], Bs[4 * (l / 16) + 1][l % 16], Bs[4 * (l / 16) + 2][l % 16], Bs[4 * (l / 16) + 3][l % 16]};
#if defined(__gfx90a__) || defined(__gfx942__) || defined(__gfx950__)
  f4 c = __builtin_amdgcn_mfma_f32_16x16x16f16(x, y, f4{0.f, 0.f, 0.f, 0.f}, 0, 0, 0);
  o[l] = c[0] + c[3];
#else
  o[l] = (float)(x[0] * y[0] + x[3] * y[3]);
#endif
}
// a per-thread index table chosen by a runtime value (block 128, k = 2 at launch)
__global__ void priv_index(float* o, const float* i, int k) {
  __shared__ float s[1024];
  int idx[4] = {(int)T.x, (int)T.x * 2, (int)T.x * 3, (int)T.x * 5};
  s[T.x * 8] = i[T.x];
  SY;
  o[T.x] = s[idx[k & 3] & 1023];
}
// shuffles within 16-lane segments (block 128)
__global__ void shfl_seg(float* o, const float* i) {
  __shared__ float s[128];
  float v = i[T.x];
  v += __shfl_xor(v, 4, 16);
  v += __shfl_up(v, 1, 16);
  s[(T.x * 3) & 127] = v;
  SY;
  o[T.x] = s[T.x];
}
// 1024-thread tree reduction, the last 64 values by one wave through volatile LDS
__global__ void __launch_bounds__(1024) red1024(float* o, const float* i) {
  __shared__ float s[1024];
  s[T.x] = i[T.x];
  SY;
  for (int d = 512; d > 32; d >>= 1) { if (T.x < d) s[T.x] += s[T.x + d]; SY; }
  if (T.x < 32) {
    volatile float* v = s;
    v[T.x] += v[T.x + 32]; v[T.x] += v[T.x + 16]; v[T.x] += v[T.x + 8];
    v[T.x] += v[T.x + 4]; v[T.x] += v[T.x + 2]; v[T.x] += v[T.x + 1];
  }
  if (T.x == 0) o[blockIdx.x] = s[0];
}
// two halfs from different places packed into one half2 (block 256)
__global__ void half_pack(__half2* o, const __half* i) {
  __shared__ __half s[512];
  s[T.x] = i[T.x]; s[T.x + 256] = i[T.x + 256];
  SY;
  o[T.x] = __half2{s[(T.x * 2) & 511], s[(T.x * 2 + 257) & 511]};
}
// nested loops with runtime trip counts (block 256, n = 3, m = 4 at launch)
__global__ void nested_rt(float* o, const float* i, int n, int m) {
  __shared__ float s[2048];
  float a = 0.f;
  for (int p = 0; p < n; ++p) {
    for (int q = 0; q < m; ++q) s[(T.x + p * 256 + q * 64) & 2047] = i[q];
    SY;
    for (int q = 0; q < m; ++q) a += s[(T.x * (q + 1) + p) & 2047];
    SY;
  }
  o[T.x] = a;
}
// global memory straight into LDS (gfx942/gfx950: global_load_lds_dword), one 256-byte slab per wave
__global__ void dma_lds(float* o, const float* i) {
  __shared__ float s[1024];
#if defined(__gfx942__) || defined(__gfx950__)
  __builtin_amdgcn_global_load_lds((float*)i + T.x, s + (T.x / 64) * 64, 4, 0, 0);
#else
  s[T.x] = i[T.x];
#endif
  SY;
  o[T.x] = s[(T.x * 7) & 1023];
}
