// A third set of kernels, written after the emulator was done (a check of generality, not used to
// tune it): element types and strides not in the first two sets, 3-D blocks, stmatrix, wmma at
// other leading dimensions, broadcasts, shared atomics at fixed addresses, modular indexing.
#include "common.cuh"
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;

// 64x64 float2 tile transposed through shared memory, rows padded by PAD float2
template <int PAD>
__global__ void transpose_f2(float2* out, const float2* in) {
  __shared__ float2 t[64][64 + PAD];
  int x = threadIdx.x, y = threadIdx.y;          // block 32x8
  for (int r = y; r < 64; r += 8) { t[r][x] = in[r * 64 + x]; t[r][x + 32] = in[r * 64 + x + 32]; }
  __syncthreads();
  for (int r = y; r < 64; r += 8) { out[r * 64 + x] = t[x][r]; out[r * 64 + x + 32] = t[x + 32][r]; }
}
// array of structs of three floats: each lane reads one field (12-byte stride)
struct P3 { float x, y, z; };
__global__ void aos_float3(float* out, const float* in) {
  __shared__ P3 p[256];
  int i = threadIdx.x;
  p[i].x = in[3 * i]; p[i].y = in[3 * i + 1]; p[i].z = in[3 * i + 2];
  __syncthreads();
  int j = (i * 5) & 255;
  out[blockIdx.x * 256 + i] = p[j].x + p[(j + 1) & 255].y * p[i].z;
}
// doubles, 32x32 tile with and without one double of padding (8-byte words)
template <int PAD>
__global__ void transpose_f64(double* out, const double* in) {
  __shared__ double t[32][32 + PAD];
  int x = threadIdx.x, y = threadIdx.y;          // block 32x8
  for (int r = y; r < 32; r += 8) t[r][x] = in[r * 32 + x];
  __syncthreads();
  for (int r = y; r < 32; r += 8) out[r * 32 + x] = t[x][r];
}
// bytes and half-words at strides 1..8 elements
template <typename T, int S>
__global__ void narrow(T* out, const T* in) {
  __shared__ T s[256 * 8 + 64];
  int i = threadIdx.x;                            // block 128
  for (int k = i; k < 256 * 8 + 64; k += 128) s[k] = in[k];
  __syncthreads();
  out[blockIdx.x * 128 + i] = s[i * S] + s[(i * S + 3) % 2048];
}
// 2-D 5-point stencil, 16x16 block, tile with a one-element halo
__global__ void stencil5(float* out, const float* in, int n) {
  __shared__ float t[18][18];
  int x = threadIdx.x, y = threadIdx.y;
  int gx = blockIdx.x * 16 + x, gy = blockIdx.y * 16 + y;
  t[y + 1][x + 1] = in[gy * n + gx];
  if (x == 0) t[y + 1][0] = in[gy * n + (gx > 0 ? gx - 1 : 0)];
  if (x == 15) t[y + 1][17] = in[gy * n + (gx + 1 < n ? gx + 1 : gx)];
  if (y == 0) t[0][x + 1] = in[(gy > 0 ? gy - 1 : 0) * n + gx];
  if (y == 15) t[17][x + 1] = in[(gy + 1 < n ? gy + 1 : gy) * n + gx];
  __syncthreads();
  out[gy * n + gx] = t[y + 1][x + 1] * 4.f - t[y][x + 1] - t[y + 2][x + 1] - t[y + 1][x] - t[y + 1][x + 2];
}
// warp sums through shuffles, then one partial per warp in shared memory
__global__ void warp_partials(float* out, const float* in) {
  __shared__ float part[32];
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  int w = threadIdx.x / 32, l = threadIdx.x % 32;
  if (l == 0) part[w] = v;
  __syncthreads();
  if (w == 0) {
    float s = l < blockDim.x / 32 ? part[l] : 0.f;
    for (int o = 16; o; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if (l == 0) out[blockIdx.x] = s;
  }
}
// matrix-vector: the vector in shared memory read by every lane at once (broadcast)
__global__ void matvec(float* y, const float* A, const float* x, int n) {
  __shared__ float xs[256];
  xs[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  float acc = 0.f;
  int row = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 8
  for (int k = 0; k < 256; ++k) acc += A[k * n + row] * xs[k];
  y[row] = acc;
}
// shared atomics at addresses fixed by the thread index
__global__ void atomics_fixed(unsigned* out) {
  __shared__ unsigned c[64];
  if (threadIdx.x < 64) c[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&c[threadIdx.x % 8], 1u);
  atomicAdd(&c[(threadIdx.x * 2) % 64], threadIdx.x);
  atomicMax(&c[threadIdx.x / 4], threadIdx.x);
  __syncthreads();
  if (threadIdx.x < 64) out[blockIdx.x * 64 + threadIdx.x] = c[threadIdx.x];
}
// 3-D block 8x4x4: tile[z][y][x] read along z
__global__ void block3d(float* out, const float* in) {
  __shared__ float t[4][4][8 + 1];
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  t[z][y][x] = in[((blockIdx.x * 4 + z) * 4 + y) * 8 + x];
  __syncthreads();
  out[((blockIdx.x * 4 + z) * 4 + y) * 8 + x] = t[x % 4][y][z * 2] + t[z][x % 4][y];
}
// a loop with a known trip count and modular indexing
__global__ void modloop(float* out, const float* in) {
  __shared__ float s[1024];
  for (int i = threadIdx.x; i < 1024; i += 256) s[i] = in[i];
  __syncthreads();
  float a = 0.f;
#pragma unroll 1
  for (int i = 0; i < 8; ++i) a += s[(threadIdx.x * 33 + i * 7) % 1024];
  out[blockIdx.x * 256 + threadIdx.x] = a;
}
// 64x64 half tile in 16-byte chunks, chunk index XOR row (the CUTLASS-style swizzle) vs plain
template <int SWZ>
__global__ void half_chunks(uint4* out, const uint4* in) {
  __shared__ uint4 t[64 * 8];                    // 64 rows of 8 chunks of 8 halves
  int i = threadIdx.x;                           // block 128
  for (int k = i; k < 512; k += 128) { int r = k / 8, c = k % 8; t[r * 8 + (SWZ ? (c ^ (r & 7)) : c)] = in[k]; }
  __syncthreads();
  for (int k = i; k < 512; k += 128) { int c = k / 64, r = k % 64; out[blockIdx.x * 512 + k] = t[r * 8 + (SWZ ? (c ^ (r & 7)) : c)]; }
}
// float4 rows of 20 floats (80 bytes)
__global__ void f4_stride(float4* out, const float4* in) {
  __shared__ float4 s[32 * 5 + 8];
  int i = threadIdx.x;                           // block 32
  for (int k = i; k < 168; k += 32) s[k] = in[k];
  __syncthreads();
  out[blockIdx.x * 32 + i] = s[i * 5];
}
// wmma at leading dimensions not in the first set
template <int LD>
__global__ void __launch_bounds__(32) wmma2(float* out, const half* in) {
  __shared__ __align__(128) half a[16 * LD], b[16 * LD];
  __shared__ __align__(128) float c[16 * (LD + 8)];
  for (int i = threadIdx.x; i < 16 * LD; i += 32) { a[i] = in[i]; b[i] = in[i + 4096]; }
  __syncthreads();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.f);
  wmma::load_matrix_sync(fa, a, LD);
  wmma::load_matrix_sync(fb, b, LD);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, LD + 8, wmma::mem_col_major);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += 32) out[blockIdx.x * 256 + i] = c[(i / 16) * (LD + 8) + i % 16];
}
// stmatrix (sm_90) and ldmatrix x1 at a row pitch of STRIDE bytes
__device__ __forceinline__ unsigned sp(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
template <int STRIDE>
__global__ void __launch_bounds__(32) stsm(unsigned* out) {
  __shared__ __align__(1024) unsigned char s[32 * 512];
  int lane = threadIdx.x;
  unsigned a = sp(s) + lane * STRIDE;
  unsigned v = lane * 0x01010101u;
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%1,%1,%1};" :: "r"(a), "r"(v));
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1,%1};" :: "r"(a + 8192), "r"(v));
  __syncwarp();
  unsigned r0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(a));
  out[blockIdx.x * 32 + lane] = r0;
}
// cp.async of 8-byte pieces into a tile with rows of 72 bytes
__global__ void cpasync8(float* out, const float2* in) {
  __shared__ __align__(16) float2 t[64 * 9];
  int i = threadIdx.x;                           // block 64
  for (int k = i; k < 512; k += 64) {
    int r = k / 8, c = k % 8;
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" :: "r"(sp(&t[r * 9 + c])), "l"(in + k));
  }
  asm volatile("cp.async.wait_all;");
  __syncthreads();
  out[blockIdx.x * 64 + i] = t[i * 9 % 576].x + t[(i % 8) * 9 + i / 8].y;
}

int main() {
  float* out = dalloc<float>(1 << 22);
  float* in = dalloc<float>(1 << 22, 2);
  LAUNCH(transpose_f2<0>, 8, dim3(32, 8), 0, (float2*)out, (const float2*)in);
  LAUNCH(transpose_f2<1>, 8, dim3(32, 8), 0, (float2*)out, (const float2*)in);
  LAUNCH(aos_float3, 8, 256, 0, out, in);
  LAUNCH(transpose_f64<0>, 8, dim3(32, 8), 0, (double*)out, (const double*)in);
  LAUNCH(transpose_f64<1>, 8, dim3(32, 8), 0, (double*)out, (const double*)in);
  LAUNCH((narrow<unsigned char, 1>), 8, 128, 0, (unsigned char*)out, (const unsigned char*)in);
  LAUNCH((narrow<unsigned char, 4>), 8, 128, 0, (unsigned char*)out, (const unsigned char*)in);
  LAUNCH((narrow<unsigned char, 8>), 8, 128, 0, (unsigned char*)out, (const unsigned char*)in);
  LAUNCH((narrow<unsigned short, 2>), 8, 128, 0, (unsigned short*)out, (const unsigned short*)in);
  LAUNCH((narrow<unsigned short, 3>), 8, 128, 0, (unsigned short*)out, (const unsigned short*)in);
  LAUNCH((narrow<short, 8>), 8, 128, 0, (short*)out, (const short*)in);
  LAUNCH(stencil5, dim3(4, 4), dim3(16, 16), 0, out, in, 64);
  LAUNCH(warp_partials, 8, 256, 0, out, in);
  LAUNCH(matvec, 4, 256, 0, out, in, in + 2048, 1024);
  LAUNCH(atomics_fixed, 8, 256, 0, (unsigned*)out);
  LAUNCH(block3d, 8, dim3(8, 4, 4), 0, out, in);
  LAUNCH(modloop, 8, 256, 0, out, in);
  LAUNCH(half_chunks<0>, 8, 128, 0, (uint4*)out, (const uint4*)in);
  LAUNCH(half_chunks<1>, 8, 128, 0, (uint4*)out, (const uint4*)in);
  LAUNCH(f4_stride, 8, 32, 0, (float4*)out, (const float4*)in);
  LAUNCH(wmma2<24>, 8, 32, 0, out, (const half*)in);
  LAUNCH(wmma2<48>, 8, 32, 0, out, (const half*)in);
  LAUNCH(wmma2<80>, 8, 32, 0, out, (const half*)in);
  LAUNCH(wmma2<128>, 8, 32, 0, out, (const half*)in);
  LAUNCH(stsm<16>, 8, 32, 0, (unsigned*)out);
  LAUNCH(stsm<128>, 8, 32, 0, (unsigned*)out);
  LAUNCH(stsm<144>, 8, 32, 0, (unsigned*)out);
  LAUNCH(cpasync8, 8, 64, 0, out, (const float2*)in);
  printf("done\n");
  return 0;
}
