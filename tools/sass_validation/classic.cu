// Classic shared-memory kernels: transposes, reductions, a stencil with halos, a SIMT GEMM,
// a histogram with shared atomics.  Built with nvcc -arch=sm_90 -O3 -lineinfo.
#include "common.cuh"
#define TILE 32
#define ROWS 8
__global__ void transpose_plain(float* out, const float* in, int n) {
  __shared__ float tile[TILE][TILE];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x; y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}
__global__ void transpose_padded(float* out, const float* in, int n) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x; y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}
__global__ void transpose_xor(float* out, const float* in, int n) {
  __shared__ float tile[TILE][TILE];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) {
    int r = threadIdx.y + j;
    tile[r][threadIdx.x ^ r] = in[(y + j) * n + x];
  }
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x; y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) {
    int c = threadIdx.y + j;
    out[(y + j) * n + x] = tile[threadIdx.x][c ^ threadIdx.x];
  }
}
// bounds-checked transpose (n a kernel parameter, not a multiple of the tile)
__global__ void transpose_checked(float* out, const float* in, int n, int m) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < n && y + j < m) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x; y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < m && y + j < n) out[(y + j) * m + x] = tile[threadIdx.x][threadIdx.y + j];
}
// 64-bit elements, plain (2-way conflicted halves) and padded
__global__ void transpose_double(double* out, const double* in, int n) {
  __shared__ double tile[TILE][TILE];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x; y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}
template <int B>
__global__ void __launch_bounds__(B) reduce_interleaved(float* out, const float* in) {
  __shared__ float s[B];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * B + t];
  __syncthreads();
  for (unsigned st = 1; st < B; st *= 2) {       // divergent, conflicted strided index
    unsigned i = 2 * st * t;
    if (i < B) s[i] += s[i + st];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
template <int B>
__global__ void __launch_bounds__(B) reduce_modulo(float* out, const float* in) {
  __shared__ float s[B];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * B + t];
  __syncthreads();
  for (unsigned st = 1; st < B; st *= 2) {
    if (t % (2 * st) == 0) s[t] += s[t + st];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
template <int B>
__global__ void __launch_bounds__(B) reduce_sequential(float* out, const float* in) {
  __shared__ float s[B];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * B + t] + in[blockIdx.x * B + t + gridDim.x * B];
  __syncthreads();
  for (unsigned st = B / 2; st > 0; st >>= 1) {
    if (t < st) s[t] += s[t + st];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
// the loop bound is blockDim.x (not a compile-time constant): a real loop in SASS
__global__ void reduce_dynamic(float* out, const float* in) {
  extern __shared__ float s[];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned st = blockDim.x / 2; st > 0; st >>= 1) {
    if (t < st) s[t] += s[t + st];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
// 2-D 5-point stencil, 16x16 block, halo loaded by the edge threads
#define SB 16
__global__ void stencil2d(float* out, const float* in, int n) {
  __shared__ float t[SB + 2][SB + 2];
  int gx = blockIdx.x * SB + threadIdx.x, gy = blockIdx.y * SB + threadIdx.y;
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  t[ly][lx] = in[gy * n + gx];
  if (threadIdx.x == 0) t[ly][0] = in[gy * n + max(gx - 1, 0)];
  if (threadIdx.x == SB - 1) t[ly][SB + 1] = in[gy * n + min(gx + 1, n - 1)];
  if (threadIdx.y == 0) t[0][lx] = in[max(gy - 1, 0) * n + gx];
  if (threadIdx.y == SB - 1) t[SB + 1][lx] = in[min(gy + 1, n - 1) * n + gx];
  __syncthreads();
  out[gy * n + gx] = 0.2f * (t[ly][lx] + t[ly][lx - 1] + t[ly][lx + 1] + t[ly - 1][lx] + t[ly + 1][lx]);
}
// 1-D stencil, radius 3, 256 threads, halo by the first 3 and last 3 threads
#define R 3
__global__ void __launch_bounds__(256) stencil1d(float* out, const float* in) {
  __shared__ float t[256 + 2 * R];
  int g = blockIdx.x * 256 + threadIdx.x + R;
  t[threadIdx.x + R] = in[g];
  if (threadIdx.x < R) { t[threadIdx.x] = in[g - R]; t[threadIdx.x + 256 + R] = in[g + 256]; }
  __syncthreads();
  float acc = 0.f;
#pragma unroll
  for (int o = -R; o <= R; ++o) acc += t[threadIdx.x + R + o];
  out[g] = acc;
}
// tiled SIMT GEMM: 64x64 tile, BK=8, 256 threads, 4x4 per thread; A tile stored transposed
__global__ void __launch_bounds__(256) sgemm_tiled(float* C, const float* A, const float* B, int M, int N, int K) {
  __shared__ float As[8][64];
  __shared__ float Bs[8][64];
  int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  const float* a = A + blockIdx.y * 64 * K;
  const float* b = B + blockIdx.x * 64;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += 8) {
    int ar = threadIdx.x / 4, ac = (threadIdx.x % 4) * 2;
    As[ac][ar] = a[ar * K + k0 + ac];
    As[ac + 1][ar] = a[ar * K + k0 + ac + 1];
    int br = threadIdx.x / 32, bc = (threadIdx.x % 32) * 2;
    *(float2*)&Bs[br][bc] = *(const float2*)&b[(k0 + br) * N + bc];
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < 8; ++kk) {
      float4 av = *(float4*)&As[kk][ty * 4];
      float4 bv = *(float4*)&Bs[kk][tx * 4];
      float ar4[4] = {av.x, av.y, av.z, av.w}, br4[4] = {bv.x, bv.y, bv.z, bv.w};
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] += ar4[i] * br4[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      C[(blockIdx.y * 64 + ty * 4 + i) * N + blockIdx.x * 64 + tx * 4 + j] = acc[i][j];
}
// histogram with shared atomics: data-dependent bins, then per-lane fixed bins
__global__ void __launch_bounds__(256) histogram(unsigned* out, const unsigned char* in, int n) {
  __shared__ unsigned h[256];
  __shared__ unsigned fixed[4][33];
  h[threadIdx.x] = 0;
  if (threadIdx.x < 132) ((unsigned*)fixed)[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256) atomicAdd(&h[in[i]], 1u);
  unsigned lane = threadIdx.x % 32, w = threadIdx.x / 32;
  atomicAdd(&fixed[w % 4][lane], 1u);          // distinct words, distinct banks
  atomicAdd(&fixed[0][0], 1u);                 // one address for every lane
  atomicAdd(&fixed[1][(lane % 8) * 4], 2u);    // 8 addresses, 4 lanes each, banks 0,4,..
  atomicAdd(&fixed[2][lane / 2], 3u);          // pairs
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = h[threadIdx.x] + (threadIdx.x < 132 ? ((unsigned*)fixed)[threadIdx.x] : 0);
}
// shared addresses that depend on kernel parameters and the block index
__global__ void __launch_bounds__(128) param_index(float* out, const float* in, int stride, int off) {
  __shared__ float s[4096];
  unsigned t = threadIdx.x;
  s[t * stride] = in[blockIdx.x * 128 + t];           // scaled by a parameter (stride = 2 at launch)
  s[1024 + t + off] = in[blockIdx.x * 128 + t] + 1.f; // shifted by a parameter (off = 5)
  s[2048 + (blockIdx.x & 3) * 256 + t] = 2.f;         // shifted by the block index
  __syncthreads();
  out[blockIdx.x * 128 + t] = s[(t * 3) % 128 * stride] + s[1024 + t * 2 + off] + s[2048 + (blockIdx.x & 3) * 256 + (t ^ 1)];
}
int main() {
  const int n = 2048;
  float *in = dalloc<float>(n * n * 2), *out = dalloc<float>(n * n * 2);
  dim3 tg(n / TILE, n / TILE), tb(TILE, ROWS);
  LAUNCH(transpose_plain, tg, tb, 0, out, in, n);
  LAUNCH(transpose_padded, tg, tb, 0, out, in, n);
  LAUNCH(transpose_xor, tg, tb, 0, out, in, n);
  LAUNCH(transpose_checked, dim3((n - 5 + 31) / 32, (n - 7 + 31) / 32), tb, 0, out, in, n - 5, n - 7);
  LAUNCH(transpose_double, dim3(n / 2 / TILE, n / TILE), tb, 0, (double*)out, (const double*)in, n / 2);
  LAUNCH(reduce_interleaved<256>, 4096, 256, 0, out, in);
  LAUNCH(reduce_modulo<256>, 4096, 256, 0, out, in);
  LAUNCH(reduce_sequential<256>, 2048, 256, 0, out, in);
  LAUNCH(reduce_dynamic, 4096, 512, 512 * 4, out, in);
  LAUNCH(stencil2d, dim3(n / SB, n / SB), dim3(SB, SB), 0, out, in, n);
  LAUNCH(stencil1d, n * n / 256 - 2, 256, 0, out, in);
  LAUNCH(sgemm_tiled, dim3(1024 / 64, 1024 / 64), 256, 0, out, in, in + 1024 * 1024, 1024, 1024, 1024);
  LAUNCH(histogram, 264, 256, 0, (unsigned*)out, (const unsigned char*)in, n * n);
  LAUNCH(param_index, 1024, 128, 0, out, in, 2, 5);
  printf("done\n");
  return 0;
}
