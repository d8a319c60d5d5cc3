// Second set: loops with known trip counts (scans, bitonic sort), convolution, n-body tile, and
// single-instruction probes of the pair-merge, partial-warp and atomic rules (inline PTX).
#include "common.cuh"
#define NB 512
__global__ void __launch_bounds__(256) scan_blelloch(float* out, const float* in) {   // classic, conflicting
  __shared__ float t[NB];
  int tid = threadIdx.x, off = 1;
  t[2 * tid] = in[blockIdx.x * NB + 2 * tid];
  t[2 * tid + 1] = in[blockIdx.x * NB + 2 * tid + 1];
  for (int d = NB >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d) { int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1; t[bi] += t[ai]; }
    off *= 2;
  }
  if (tid == 0) t[NB - 1] = 0;
  for (int d = 1; d < NB; d *= 2) {
    off >>= 1;
    __syncthreads();
    if (tid < d) { int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1; float x = t[ai]; t[ai] = t[bi]; t[bi] += x; }
  }
  __syncthreads();
  out[blockIdx.x * NB + 2 * tid] = t[2 * tid];
  out[blockIdx.x * NB + 2 * tid + 1] = t[2 * tid + 1];
}
#define CFO(n) ((n) >> 5)
__global__ void __launch_bounds__(256) scan_padded(float* out, const float* in) {     // padded every 32 elements
  __shared__ float t[NB + NB / 32];
  int tid = threadIdx.x, off = 1;
  int a = tid, b = tid + NB / 2;
  t[a + CFO(a)] = in[blockIdx.x * NB + a];
  t[b + CFO(b)] = in[blockIdx.x * NB + b];
  for (int d = NB >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d) { int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1; ai += CFO(ai); bi += CFO(bi); t[bi] += t[ai]; }
    off *= 2;
  }
  __syncthreads();
  out[blockIdx.x * NB + a] = t[a + CFO(a)];
  out[blockIdx.x * NB + b] = t[b + CFO(b)];
}
__global__ void __launch_bounds__(512) bitonic_sort(float* data) {
  __shared__ float s[1024];
  int t = threadIdx.x;
  s[t] = data[blockIdx.x * 1024 + t];
  s[t + 512] = data[blockIdx.x * 1024 + t + 512];
  for (int k = 2; k <= 1024; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      __syncthreads();
      int i = 2 * t - (t & (j - 1)), p = i + j;
      bool up = (i & k) == 0;
      float x = s[i], y = s[p];
      if ((x > y) == up) { s[i] = y; s[p] = x; }
    }
  __syncthreads();
  data[blockIdx.x * 1024 + t] = s[t];
  data[blockIdx.x * 1024 + t + 512] = s[t + 512];
}
// 2-D convolution 5x5 with a 20x20 input tile for a 16x16 output block (halo loaded in a loop)
__global__ void conv5x5(float* out, const float* in, const float* w, int n) {
  __shared__ float tile[20][21];
  __shared__ float wt[25];
  int tx = threadIdx.x, ty = threadIdx.y, t = ty * 16 + tx;
  if (t < 25) wt[t] = w[t];
  for (int i = t; i < 400; i += 256) {
    int r = i / 20, c = i % 20;
    int gy = blockIdx.y * 16 + r - 2, gx = blockIdx.x * 16 + c - 2;
    tile[r][c] = (gy >= 0 && gy < n && gx >= 0 && gx < n) ? in[gy * n + gx] : 0.f;
  }
  __syncthreads();
  float acc = 0.f;
#pragma unroll
  for (int dy = 0; dy < 5; ++dy)
#pragma unroll
    for (int dx = 0; dx < 5; ++dx) acc += wt[dy * 5 + dx] * tile[ty + dy][tx + dx];
  out[(blockIdx.y * 16 + ty) * n + blockIdx.x * 16 + tx] = acc;
}
// n-body style tile: every thread reads every element (broadcast), float4
__global__ void __launch_bounds__(128) nbody_tile(float4* out, const float4* pos, int n) {
  __shared__ float4 sp[128];
  float4 me = pos[blockIdx.x * 128 + threadIdx.x], acc = make_float4(0, 0, 0, 0);
  for (int tile = 0; tile < n / 128; ++tile) {
    sp[threadIdx.x] = pos[tile * 128 + threadIdx.x];
    __syncthreads();
#pragma unroll 8
    for (int j = 0; j < 128; ++j) { float4 o = sp[j]; acc.x += (o.x - me.x) * o.w; acc.y += (o.y - me.y) * o.w; acc.z += (o.z - me.z) * o.w; }
    __syncthreads();
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
// single-instruction probes: address per lane from a formula, optional predicate
__device__ __forceinline__ unsigned sb(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
#define LDV4(A, P) asm volatile("{ .reg .pred q; setp.ne.u32 q, %5, 0; @q ld.shared.v4.u32 {%0,%1,%2,%3}, [%4]; }" : "+r"(r0), "+r"(r1), "+r"(r2), "+r"(r3) : "r"(A), "r"((unsigned)(P)) : "memory"); acc ^= r0 ^ r1 ^ r2 ^ r3;
#define LDV2(A, P) asm volatile("{ .reg .pred q; setp.ne.u32 q, %3, 0; @q ld.shared.v2.u32 {%0,%1}, [%2]; }" : "+r"(r0), "+r"(r1) : "r"(A), "r"((unsigned)(P)) : "memory"); acc ^= r0 ^ r1;
#define STV4(A, P) asm volatile("{ .reg .pred q; setp.ne.u32 q, %1, 0; @q st.shared.v4.u32 [%0], {%2,%3,%4,%5}; }" :: "r"(A), "r"((unsigned)(P)), "r"(acc), "r"(acc), "r"(acc), "r"(acc) : "memory");
#define ATADD(A, V) asm volatile("{ .reg .u32 x; atom.shared.add.u32 x, [%0], %1; }" :: "r"(A), "r"(V) : "memory");
#define ATCAS(A) asm volatile("{ .reg .u32 x; atom.shared.cas.b32 x, [%0], %1, %2; }" :: "r"(A), "r"(acc), "r"(acc + 1) : "memory");
#define ATEXCH(A) asm volatile("{ .reg .u32 x; atom.shared.exch.b32 x, [%0], %1; }" :: "r"(A), "r"(acc) : "memory");
#define ATMAX(A) asm volatile("{ .reg .u32 x; atom.shared.max.u32 x, [%0], %1; }" :: "r"(A), "r"(acc) : "memory");
#define ATADD64(A) asm volatile("{ .reg .u64 x; atom.shared.add.u64 x, [%0], %1; }" :: "r"(A), "l"((unsigned long long)acc) : "memory");
#define REDADD(A) asm volatile("red.shared.add.u32 [%0], %1;" :: "r"(A), "r"(acc) : "memory");
__global__ void __launch_bounds__(64) probes(unsigned* out) {
  __shared__ __align__(1024) unsigned char s[32768];
  const unsigned L = threadIdx.x % 32, B = sb(s);
  unsigned r0 = 0, r1 = 0, r2 = 0, r3 = 0, acc = L;
  LDV4(B + (L / 2) * 16, L % 2 == 1)            // pairs share, only the odd lane of each pair active
  LDV4(B + (L / 2) * 16, L % 2 == 0)            // pairs share, only the even lane active
  LDV4(B + L * 16, L % 2 == 1)                  // no pairs, odd lanes
  LDV4(B, L < 16)                               // broadcast, half warp
  LDV4(B, 1)                                    // broadcast
  LDV4(B + (L / 2) * 16, L < 16)                // pairs share, lanes 0-15
  LDV4(B + (L / 4) * 16, L % 4 != 3)            // groups of four, one lane off
  LDV4(B + (L / 2) * 32, L % 2 == 1)            // odd lanes, 32 B apart
  LDV4(B + (L / 2) * 16, L % 4 == 1 || L % 4 == 2)   // pairs (i, i^1) split, (i, i^2) ...
  LDV4(B + (L ^ 1) / 2 * 16 + (L % 2) * 128, L % 2 == 1)
  LDV2(B + (L / 2) * 8, L % 2 == 1)
  LDV2(B + (L / 2) * 8, L % 2 == 0)
  LDV2(B + L * 8, L % 2 == 1)
  LDV2(B, 1)
  LDV2(B + (L / 2) * 16, L % 2 == 1)
  STV4(B + L * 16, L % 2 == 1)
  STV4(B + L * 16, L < 8)
  STV4(B + L * 32, L % 4 == 0)
  STV4(B, L < 4)
  __syncthreads();
  ATADD(B + L * 4, 1u)                          // distinct words
  ATADD(B + (L % 16) * 4, 2u)                   // two lanes per word
  ATADD(B + (L % 16) * 4 + (L / 16) * 128, 3u)  // two words per bank, one lane each
  ATADD(B + (L % 8) * 128, 1u)                  // 8 words in one bank, 4 lanes each
  ATADD(B + 0, acc)                             // one word, every lane
  ATCAS(B + L * 4)
  ATCAS(B + (L % 8) * 4)
  ATEXCH(B + (L % 16) * 4)
  ATMAX(B + (L / 4) * 4)
  REDADD(B + (L % 4) * 4)
  ATADD64(B + L * 8)
  ATADD64(B + (L % 16) * 8)
  __syncthreads();
  out[blockIdx.x * 64 + threadIdx.x] = acc + ((unsigned*)s)[threadIdx.x];
}
// cp.async where the threads of one 128-byte global line are not the threads of one shared phase
__global__ void __launch_bounds__(32) cpasync_lines(unsigned* out, const unsigned char* g) {
  __shared__ __align__(1024) unsigned char s[8192];
  const unsigned L = threadIdx.x, B = sb(s);
  const unsigned char* gb = g + blockIdx.x * 16384;
  unsigned gi = ((L % 4) * 8 + L / 4) * 16;   // line k holds lanes k, k+4, k+8, ...
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(B + L * 16), "l"(gb + gi));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(B + 4096 + gi), "l"(gb + 4096 + L * 16));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" :: "r"(B + L * 8), "l"(gb + ((L % 4) * 8 + L / 4) * 8));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(B + 6144 + L * 4), "l"(gb + 8192 + L * 64));
  asm volatile("cp.async.wait_all;" ::: "memory");
  __syncthreads();
  out[blockIdx.x * 32 + L] = ((unsigned*)s)[L * 7];
}
int main() {
  float* a = dalloc<float>(1 << 22);
  float* o = dalloc<float>(1 << 22);
  LAUNCH(scan_blelloch, 1024, 256, 0, o, a);
  LAUNCH(scan_padded, 1024, 256, 0, o, a);
  LAUNCH(bitonic_sort, 512, 512, 0, o);
  LAUNCH(conv5x5, dim3(64, 64), dim3(16, 16), 0, o, a, a + 2048 * 1024, 1024);
  LAUNCH(nbody_tile, 64, 128, 0, (float4*)o, (const float4*)a, 8192);
  LAUNCH(probes, 4, 64, 0, (unsigned*)o);
  LAUNCH(cpasync_lines, 4, 32, 0, (unsigned*)o, (const unsigned char*)a);
  printf("done\n");
  return 0;
}
