#ifndef __HIP__
#include "common.cuh"
#include <cuda_fp16.h>
#define WS 32
#else
#include <hip/hip_runtime.h>
#define WS 64
#endif
#define T threadIdx
#define B blockIdx
#define SY __syncthreads()
#define K __global__ void
K gemm_db(float* c, const float* a, const float* b, int n, int m) {
  __shared__ float As[2][16][17], Bs[2][16][16];
  int x = T.x, y = T.y, r = B.y * 16 + y, q = B.x * 16 + x; float v = 0.f;
  As[0][y][x] = a[r * m + x]; Bs[0][y][x] = b[y * n + q]; SY;
  for (int t = 0; t < m / 16; ++t) {
    int s = t & 1;
    if (t + 1 < m / 16) { As[s ^ 1][y][x] = a[r * m + t * 16 + 16 + x]; Bs[s ^ 1][y][x] = b[(t * 16 + 16 + y) * n + q]; }
    for (int k = 0; k < 16; ++k) v += As[s][y][k] * Bs[s][k][x];
    SY;
  }
  c[r * n + q] = v;
}
template <int P> K tr_pad(float* o, const float* i) {
  __shared__ float t[32][32 + P];
  for (int r = T.y; r < 32; r += 8) t[r][T.x] = i[r * 32 + T.x];
  SY;
  for (int r = T.y; r < 32; r += 8) o[r * 32 + T.x] = t[T.x][r];
}
K tr_xor(float* o, const float* i) {
  __shared__ float t[32][32];
  for (int r = T.y; r < 32; r += 8) t[r][T.x ^ r] = i[r * 32 + T.x];
  SY;
  for (int r = T.y; r < 32; r += 8) o[r * 32 + T.x] = t[T.x][r ^ T.x];
}
K stencil3d(float* o, const float* i, int n) {
  __shared__ float s[4][10][10];
  int x = T.x, y = T.y, z = T.z, g = (z * n + B.y * 8 + y) * n + B.x * 8 + x;
  s[z][y + 1][x + 1] = i[g];
  if (x == 0) s[z][y + 1][0] = i[g - 1];
  if (x == 7) s[z][y + 1][9] = i[g + 1];
  if (y == 0) s[z][0][x + 1] = i[g - n];
  if (y == 7) s[z][9][x + 1] = i[g + n];
  SY;
  float v = 6.f * s[z][y + 1][x + 1] - s[z][y][x + 1] - s[z][y + 2][x + 1] - s[z][y + 1][x] - s[z][y + 1][x + 2];
  if (z > 0) v -= s[z - 1][y + 1][x + 1];
  if (z < 3) v -= s[z + 1][y + 1][x + 1];
  o[g] = v;
}
K wred(float* o, const float* i) {
  __shared__ float p[32];
  float v = i[T.x];
  for (int m = WS / 2; m > 0; m >>= 1) v += __shfl_xor_sync(~0u, v, m);
  if (T.x % WS == 0) p[T.x / WS] = v;
  SY;
  if (T.x < 256 / WS) o[T.x] = p[T.x];
}
K blelloch(float* o, const float* i) {
  __shared__ float s[256];
  int t = T.x, f = 1;
  s[2 * t] = i[2 * t]; s[2 * t + 1] = i[2 * t + 1];
  for (int d = 128; d > 0; d >>= 1) { SY; if (t < d) { int a = f * (2 * t + 1) - 1, b = f * (2 * t + 2) - 1; s[b] += s[a]; } f *= 2; }
  if (t == 0) s[255] = 0.f;
  for (int d = 1; d < 256; d *= 2) { f >>= 1; SY; if (t < d) { int a = f * (2 * t + 1) - 1, b = f * (2 * t + 2) - 1; float u = s[a]; s[a] = s[b]; s[b] += u; } }
  SY;
  o[2 * t] = s[2 * t]; o[2 * t + 1] = s[2 * t + 1];
}
K hillis(float* o, const float* i) {
  __shared__ float s[2][256];
  int t = T.x, p = 0;
  s[0][t] = i[t]; SY;
  for (int d = 1; d < 256; d *= 2) { float v = s[p][t]; if (t >= d) v += s[p][t - d]; s[p ^ 1][t] = v; p ^= 1; SY; }
  o[t] = s[p][t];
}
K hist(unsigned* h, const unsigned char* d, int n) {
  __shared__ unsigned c[64];
  if (T.x < 64) c[T.x] = 0;
  SY;
  for (int k = B.x * 256 + T.x; k < n; k += gridDim.x * 256) atomicAdd(&c[d[k] & 63], 1u);
  SY;
  if (T.x < 64) atomicAdd(&h[T.x], c[T.x]);
}
K bitonic(float* o, const float* i) {
  __shared__ float s[256];
  int t = T.x; s[t] = i[t]; SY;
  for (int k = 2; k <= 256; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      int u = t ^ j; float a = s[t], b = s[u]; SY;
      if (u > t) { bool up = (t & k) == 0; s[t] = up ? fminf(a, b) : fmaxf(a, b); s[u] = up ? fmaxf(a, b) : fminf(a, b); }
      SY;
    }
  o[t] = s[t];
}
K softmax(float* o, const float* i) {
  __shared__ float red[256];
  float m = -1e30f, z = 0.f;
  for (int c = T.x; c < 1024; c += 256) m = fmaxf(m, i[c]);
  red[T.x] = m; SY;
  for (int s = 128; s > 0; s >>= 1) { if (T.x < s) red[T.x] = fmaxf(red[T.x], red[T.x + s]); SY; }
  m = red[0]; SY;
  for (int c = T.x; c < 1024; c += 256) z += __expf(i[c] - m);
  red[T.x] = z; SY;
  for (int s = 128; s > 0; s >>= 1) { if (T.x < s) red[T.x] += red[T.x + s]; SY; }
  for (int c = T.x; c < 1024; c += 256) o[c] = __expf(i[c] - m) / red[0];
}
K lnorm(float* o, const float* i) {
  __shared__ float2 p[4];
  float s = 0.f, q = 0.f;
  for (int c = T.x; c < 512; c += 128) { float v = i[c]; s += v; q += v * v; }
  for (int m = 16; m > 0; m >>= 1) { s += __shfl_xor_sync(~0u, s, m, 32); q += __shfl_xor_sync(~0u, q, m, 32); }
  if ((T.x & 31) == 0) p[T.x >> 5] = make_float2(s, q);
  SY;
  float2 a = p[0], b = p[1], c = p[2], d = p[3];
  float mu = (a.x + b.x + c.x + d.x) / 512.f, r = rsqrtf((a.y + b.y + c.y + d.y) / 512.f - mu * mu);
  for (int k = T.x; k < 512; k += 128) o[k] = (i[k] - mu) * r;
}
K im2col(float* o, const float* i, int w) {
  __shared__ float t[18][18];
  int x = T.x, y = T.y;
  for (int k = y * 16 + x; k < 324; k += 256) t[k / 18][k % 18] = i[(k / 18) * w + k % 18];
  SY;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b) o[((a * 3 + b) * 16 + y) * w + x] = t[y + a][x + b];
}
K matvec80(float* y, const float* a, const float* x, int n) {
  __shared__ float s[320];
  for (int k = T.x; k < 320; k += 80) s[k] = x[k];
  SY;
  float v = 0.f; int r = B.x * 80 + T.x;
  for (int k = 0; k < 320; ++k) v += a[r * 320 + k] * s[(k + T.x) % 320];
  if (r < n) y[r] = v;
}
K swmode(float* o, const float* i, int mode) {
  __shared__ float s[1152];
  int t = T.x, a;
  switch (mode) { case 0: a = t; break; case 1: a = t * 2; break; case 2: a = t * 8; break; case 3: a = t * 9; break; default: a = (t * 5) & 127; }
  s[a] = i[t]; SY; o[t] = s[(a + 1) % 1152];
}
K early(float* o, const float* i, int n) {
  __shared__ float s[512];
  int t = T.x;
  if (t >= n) return;
  s[2 * t] = i[t]; s[2 * t + 1] = i[t + n];
  o[t] = s[(2 * t + 2) % 400] + s[2 * t + 1];
}
K rtloop(float* o, const float* i, int m) {
  __shared__ float s[1024];
  for (int k = T.x; k < 1024; k += 128) s[k] = i[k];
  SY;
  float a = 0.f;
  for (int k = 0; k < m; ++k) a += s[(T.x * (k + 1)) & 1023];
  o[T.x] = a;
}
K idx64(float* o, const float* i, long long b) {
  __shared__ float s[2048];
  long long g = b + (long long)B.x * 256 + T.x;
  s[(g * 3) & 2047] = i[g];
  SY;
  o[g] = s[((long long)T.x * 17 + 5) & 2047];
}
K vecs(float* o, const float4* i) {
  __shared__ float4 v[256];
  __shared__ __half2 h[512];
  int t = T.x;
  v[t] = i[t]; v[t + 128] = i[t + 128];
  h[t * 3 % 512] = __floats2half2_rn(i[t].x, i[t].y);
  SY;
  float4 a = v[(t * 2) & 255];
  float2 b = reinterpret_cast<float2*>(v)[t * 4 + 1];
  o[t] = a.x + a.w + b.x + b.y + __half2float(h[t].x);
}
K dyn(float* o, const float* i) {
  extern __shared__ float d[];
  int* b = (int*)(d + 512), t = T.x;
  d[t] = i[t]; d[t + 256] = i[t + 256]; b[t] = t * 7;
  SY;
  o[t] = d[b[(t + 1) & 255] & 511] + d[(t * 33) & 511];
}
template <int W> K __launch_bounds__(128) tile(float* o, const float* i) {
  __shared__ float s[128 * W];
  int t = T.x;
  for (int k = 0; k < W; ++k) s[t * W + k] = i[t * W + k];
  SY;
  for (int k = 0; k < W; ++k) o[k * 128 + t] = s[(k * 128 + t) % (128 * W)] + s[t * W + W - 1 - k];
}
#ifndef __HIP__
#define L(k, g, b, ...) LAUNCH(k, g, b, 0, o, i, ##__VA_ARGS__)
int main() {
  float* o = dalloc<float>(1 << 22); float* i = dalloc<float>(1 << 22, 2);
  LAUNCH(gemm_db, dim3(4, 4), dim3(16, 16), 0, o, i, i + 8192, 64, 64);
  L(tr_pad<0>, 8, dim3(32, 8)); L(tr_pad<1>, 8, dim3(32, 8)); L(tr_xor, 8, dim3(32, 8));
  L(stencil3d, dim3(4, 4), dim3(8, 8, 4), 32);
  L(wred, 8, 256); L(blelloch, 8, 128); L(hillis, 8, 256);
  LAUNCH(hist, 8, 256, 0, (unsigned*)o, (const unsigned char*)i, 65536);
  L(bitonic, 8, 256); L(softmax, 8, 256); L(lnorm, 8, 128); L(im2col, 4, dim3(16, 16), 64);
  LAUNCH(matvec80, 4, 80, 0, o, i, i + 131072, 300);
  L(swmode, 8, 128, 3); L(early, 8, 256, 200); L(rtloop, 8, 128, 5); L(idx64, 8, 256, 1024LL);
  LAUNCH(vecs, 8, 128, 0, o, (const float4*)i);
  LAUNCH(dyn, 8, 256, 3072, o, i);
  L(tile<3>, 8, 128); L(tile<4>, 8, 128);
  return 0;
}
#endif
