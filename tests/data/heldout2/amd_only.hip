// Held-out HIP kernels using AMD-specific idioms (wave64 cross-lane built-ins, DPP, LDS widths).
#include <hip/hip_runtime.h>
#define T threadIdx
#define SY __syncthreads()
// wave sum through DPP row shifts and a ds_bpermute across rows; one partial per wave (block 256)
__global__ void dpp_reduce(float* o, const float* i) {
  __shared__ float part[4];
  int v = __builtin_bit_cast(int, i[T.x]);
  v = __builtin_bit_cast(int, __builtin_bit_cast(float, v) + __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false)));
  v = __builtin_bit_cast(int, __builtin_bit_cast(float, v) + __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false)));
  int lane = T.x & 63;
  float w = __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute(((lane + 16) & 63) << 2, v));
  if (lane == 0) part[T.x >> 6] = w;
  SY;
  if (T.x < 4) o[T.x] = part[T.x];
}
// rotate values by 5 lanes with ds_bpermute, then store them strided (block 128)
__global__ void bperm_rotate(float* o, const float* i) {
  __shared__ float s[256];
  int lane = T.x & 63;
  float v = __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute(((lane + 5) & 63) * 4, __builtin_bit_cast(int, i[T.x])));
  s[T.x * 2] = v;
  SY;
  o[T.x] = s[(T.x * 2 + 64) & 255];
}
// ds_swizzle in bitmask mode (xor 1 within 32 lanes), result to LDS (block 64)
__global__ void swizzle_xor(float* o, const float* i) {
  __shared__ float s[64];
  int v = __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, i[T.x]), (1 << 10) | 0x1f);
  s[T.x ^ 3] = __builtin_bit_cast(float, v);
  SY;
  o[T.x] = s[T.x];
}
// wave64 reduction by __shfl_down, partials per wave (block 256)
__global__ void shfl_down_reduce(float* o, const float* i) {
  __shared__ float p[4];
  float v = i[T.x];
  for (int d = 32; d > 0; d >>= 1) v += __shfl_down(v, d);
  if ((T.x & 63) == 0) p[T.x >> 6] = v;
  SY;
  if (T.x == 0) o[0] = p[0] + p[1] + p[2] + p[3];
}
// 64x64 float tile read as float4 rows for an outer-product GEMM step (block 256)
__global__ void gemm_f4(float* c, const float4* a) {
  __shared__ float4 As[16][16];
  __shared__ float4 Bs[16][17];
  int t = T.x, tx = t & 15, ty = t >> 4;
  As[ty][tx] = a[t]; Bs[ty][tx] = a[t + 256];
  SY;
  float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
  for (int k = 0; k < 16; ++k) { float4 x = As[k][ty], y = Bs[k][tx]; acc.x += x.x * y.x; acc.y += x.y * y.y; acc.z += x.z * y.z; acc.w += x.w * y.w; }
  c[t] = acc.x + acc.y + acc.z + acc.w;
}
// 64x64 half transpose with 2 halfs of padding (16-bit LDS accesses; block 64x4)
__global__ void transpose_half(__half* o, const __half* i) {
  __shared__ __half t[64][66];
  for (int r = T.y; r < 64; r += 4) t[r][T.x] = i[r * 64 + T.x];
  SY;
  for (int r = T.y; r < 64; r += 4) o[r * 64 + T.x] = t[T.x][r];
}
// 64-bit shared atomics on 32 counters (block 256)
__global__ void atomics_u64(unsigned long long* o) {
  __shared__ unsigned long long c[32];
  if (T.x < 32) c[T.x] = 0;
  SY;
  atomicAdd(&c[(T.x * 7) & 31], (unsigned long long)T.x);
  SY;
  if (T.x < 32) o[T.x] = c[T.x];
}
// bytes at a 4-byte stride and a 1-byte stride (block 256)
__global__ void bytes_stride(unsigned char* o, const unsigned char* i) {
  __shared__ unsigned char s[1024];
  s[T.x * 4] = i[T.x]; s[T.x * 4 + 1] = i[T.x + 256];
  SY;
  o[T.x] = s[T.x] + s[(T.x * 4 + 1) & 1023];
}
// 2-D block 64x3 (the last wave's lanes partly unused), row-major with a stride of 2 (block 64x3)
__global__ void block_64x3(float* o, const float* i) {
  __shared__ float s[3][130];
  s[T.y][T.x * 2] = i[T.y * 64 + T.x];
  SY;
  o[T.y * 64 + T.x] = s[(T.y + 1) % 3][T.x * 2 + 1];
}
// per-lane switch (divergent arms, different strides; block 128)
__global__ void lane_switch(float* o, const float* i) {
  __shared__ float s[1024];
  int t = T.x;
  switch (t & 3) {
    case 0: s[t] = i[t]; break;
    case 1: s[t * 2 + 256] = i[t]; break;
    case 2: s[(t * 3) & 1023] = i[t]; break;
    default: s[1023 - t] = i[t];
  }
  SY;
  o[t] = s[(t * 5) & 1023];
}
// a whole wave leaves early; the rest loop over dynamic LDS with a runtime count (block 256)
__global__ void wave_exit_dyn(float* o, const float* i, int n) {
  extern __shared__ float d[];
  int t = T.x;
  if ((t >> 6) == 2) return;
  for (int k = 0; k < n; ++k) d[(t + k * 256) % 2048] = i[t + k];
  SY;
  o[t] = d[(t * 9) & 2047];
}
