// LDS access patterns for ldsopt's ISA emulator tests.  Each line that touches LDS carries a tag
// `LDS:<name>`; tests/test_isa_emulate.py holds, for each tag, the byte address every work-item
// uses, written from this source.  Launch shapes are in the test too.  Written for ldsopt.
#include "hip_shim.h"

// 2-D transpose through a 32x32 tile, block 32x8 (each thread moves 4 elements)
__global__ void __launch_bounds__(256) transpose32(float* out, const float* in, int n) {
  __shared__ float tile[32][32];
  int x = bid_x * 32 + tid_x, y = bid_y * 32 + tid_y;
  for (int j = 0; j < 32; j += 8) tile[tid_y + j][tid_x] = in[(y + j) * n + x];  // LDS:t32_w
  __syncthreads();
  x = bid_y * 32 + tid_x; y = bid_x * 32 + tid_y;
  for (int j = 0; j < 32; j += 8) out[(y + j) * n + x] = tile[tid_x][tid_y + j];  // LDS:t32_r
}

// the same with one float of padding per row
__global__ void __launch_bounds__(256) transpose32_pad(float* out, const float* in, int n) {
  __shared__ float tile[32][33];
  int x = bid_x * 32 + tid_x, y = bid_y * 32 + tid_y;
  for (int j = 0; j < 32; j += 8) tile[tid_y + j][tid_x] = in[(y + j) * n + x];  // LDS:t33_w
  __syncthreads();
  x = bid_y * 32 + tid_x; y = bid_x * 32 + tid_y;
  for (int j = 0; j < 32; j += 8) out[(y + j) * n + x] = tile[tid_x][tid_y + j];  // LDS:t33_r
}

// 16x16 block (x below the wave size: lanes 16-31 are row 1)
__global__ void __launch_bounds__(256) transpose16(float* out, const float* in, int n) {
  __shared__ float tile[16][17];
  tile[tid_y][tid_x] = in[(bid_y * 16 + tid_y) * n + bid_x * 16 + tid_x];  // LDS:t16_w
  __syncthreads();
  out[(bid_x * 16 + tid_y) * n + bid_y * 16 + tid_x] = tile[tid_x][tid_y];  // LDS:t16_r
}

// tree reduction over 256 floats, lanes switched off with `if (t < s)`
__global__ void __launch_bounds__(256) reduce256(float* out, const float* in) {
  __shared__ float s[256];
  int t = tid_x;
  s[t] = in[bid_x * 256 + t];  // LDS:r256_w
  __syncthreads();
  for (int k = 128; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];  // LDS:r256_step
    __syncthreads();
  }
  if (t == 0) out[bid_x] = s[0];  // LDS:r256_out
}

// reduction over a 1024-item block with a loop the compiler keeps
__global__ void __launch_bounds__(1024) reduce1024(float* out, const float* in, int levels) {
  __shared__ float s[1024];
  int t = tid_x;
  s[t] = in[bid_x * 1024 + t];  // LDS:r1k_w
  __syncthreads();
  for (int k = 512; k >= (1 << (10 - levels)); k >>= 1) {
    if (t < k) s[t] += s[t ^ k];  // LDS:r1k_step
    __syncthreads();
  }
  if (t < 32) out[bid_x * 32 + t] = s[t];  // LDS:r1k_out
}

// tiled GEMM, 16x16 block, K loop of unknown length
__global__ void __launch_bounds__(256) gemm16(float* c, const float* a, const float* b, int n) {
  __shared__ float as[16][16];
  __shared__ float bs[16][16];
  int tx = tid_x, ty = tid_y;
  int row = bid_y * 16 + ty, col = bid_x * 16 + tx;
  float acc = 0.f;
  for (int k0 = 0; k0 < n; k0 += 16) {
    as[ty][tx] = a[row * n + k0 + tx];  // LDS:g16_wa
    bs[ty][tx] = b[(k0 + ty) * n + col];  // LDS:g16_wb
    __syncthreads();
    for (int k = 0; k < 16; ++k) acc += as[ty][k] * bs[k][tx];  // LDS:g16_r
    __syncthreads();
  }
  c[row * n + col] = acc;
}

// strided float access: lane i at 4*stride*i bytes
__global__ void __launch_bounds__(64) stride33(float* out) {
  __shared__ float s[64 * 33];
  int t = tid_x;
  s[t * 33] = (float)t;  // LDS:st33_w
  __syncthreads();
  out[t] = s[(t * 2) % 64];  // LDS:st33_r
}

// 8-, 16- and 64-bit elements
__global__ void __launch_bounds__(256) widths(double* od, short* os, char* oc, int k) {
  __shared__ double d[512];
  __shared__ short h[512];
  __shared__ char c8[1024];
  int t = tid_x;
  d[t * 2] = (double)t;  // LDS:w64_w
  h[t] = (short)t;  // LDS:w16_w
  c8[t * 3] = (char)t;  // LDS:w8_w
  __syncthreads();
  od[t] = d[(t + 1) % 256];  // LDS:w64_r
  os[t] = h[t ^ 1];  // LDS:w16_r
  oc[t] = c8[t + 1];  // LDS:w8_r
}

// 16- and 8-byte vector accesses
__global__ void __launch_bounds__(256) vectors(float4_t* o4, float2_t* o2) {
  __shared__ float4_t v4[256];
  __shared__ float2_t v2[256];
  int t = tid_x;
  float4_t a = {1.f, 2.f, 3.f, (float)t};
  v4[t] = a;  // LDS:v4_w
  v2[(t * 5) % 256] = a.xy;  // LDS:v2_w
  __syncthreads();
  o4[t] = v4[(t * 8) % 256];  // LDS:v4_r
  o2[t] = v2[t ^ 16];  // LDS:v2_r
}

// block 8x32: 8 columns per row, a wave holds 8 rows
__global__ void __launch_bounds__(256) narrow8(float* out, const float* in) {
  __shared__ float tile[32][8];
  tile[tid_y][tid_x] = in[tid_y * 8 + tid_x];  // LDS:n8_w
  __syncthreads();
  out[tid_x * 32 + tid_y] = tile[(tid_y + tid_x) % 32][tid_x];  // LDS:n8_r
}

// 3-D block 8x4x4
__global__ void __launch_bounds__(128) cube(float* out) {
  __shared__ float s[4][4][9];
  s[tid_z][tid_y][tid_x] = (float)(tid_x + tid_y);  // LDS:c3_w
  __syncthreads();
  out[tid_z * 32 + tid_y * 8 + tid_x] = s[tid_x % 4][tid_z][tid_y];  // LDS:c3_r
}

// XOR swizzle of a 32x32 tile: column ^ row
__global__ void __launch_bounds__(256) xorswz(float* out, const float* in) {
  __shared__ float tile[32 * 32];
  int r = tid_y, c = tid_x;
  for (int j = 0; j < 32; j += 8) tile[(r + j) * 32 + (c ^ (r + j))] = in[(r + j) * 32 + c];  // LDS:x_w
  __syncthreads();
  for (int j = 0; j < 32; j += 8) out[(r + j) * 32 + c] = tile[c * 32 + ((r + j) ^ c)];  // LDS:x_r
}

// wave id from v_readfirstlane, lane id from v_mbcnt
__global__ void __launch_bounds__(256) waveid(float* out) {
  __shared__ float s[4][65];
  int w = __builtin_amdgcn_readfirstlane(tid_x / 64);
  int lane = __builtin_amdgcn_mbcnt_hi(-1, __builtin_amdgcn_mbcnt_lo(-1, 0));
  s[w][lane] = (float)lane;  // LDS:wl_w
  __syncthreads();
  out[tid_x] = s[3 - w][63 - lane];  // LDS:wl_r
}

// cross-lane exchanges through the LDS unit
__global__ void __launch_bounds__(64) exchange(int* out, int k) {
  int t = tid_x;
  int a = __builtin_amdgcn_ds_bpermute(((t + 1) % 64) * 4, t);  // LDS:bperm
  int b = __builtin_amdgcn_ds_swizzle(a, 0x041F);  // LDS:swz
  out[t] = a + b;
}

// LDS atomics
__global__ void __launch_bounds__(256) atomics(int* out, const int* in) {
  __shared__ int hist[64];
  int t = tid_x;
  if (t < 64) hist[t] = 0;  // LDS:at_zero
  __syncthreads();
  __hip_atomic_fetch_add(&hist[t % 64], 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);  // LDS:at_add
  __hip_atomic_fetch_add(&hist[in[t] & 63], 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);  // LDS:at_data
  __syncthreads();
  if (t < 64) out[t] = hist[t];  // LDS:at_out
}

// dynamic LDS plus a kernel-argument offset (a wave-uniform unknown)
extern __shared__ float dyn[];
__global__ void __launch_bounds__(256) dynoff(float* out, int off, int n) {
  int t = tid_x;
  dyn[off + t] = (float)t;  // LDS:dyn_w
  __syncthreads();
  if (t < n) out[t] = dyn[off + 255 - t];  // LDS:dyn_r
}

// a loop of unknown trip count reading a rotating window
__global__ void __launch_bounds__(256) window(float* out, int n) {
  __shared__ float s[512];
  int t = tid_x;
  s[t] = (float)t;  // LDS:win_w
  s[t + 256] = 0.f;  // LDS:win_w2
  __syncthreads();
  float acc = 0.f;
  for (int i = 0; i < n; ++i) acc += s[(t * 2 + i) & 511];  // LDS:win_r
  out[t] = acc;
}
