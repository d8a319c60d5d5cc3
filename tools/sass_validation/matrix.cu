// wmma and ldmatrix/stmatrix at several leading dimensions; cp.async (LDGSTS) patterns.
#include "common.cuh"
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;
// wmma fp16 16x16x16: A/B fragments loaded from shared at leading dimension LD (halves)
template <int LD>
__global__ void __launch_bounds__(32) wmma_ld(float* out, const half* in) {
  __shared__ __align__(128) half a[16 * LD], b[16 * LD];
  __shared__ __align__(128) float c[16 * (LD + 4)];
  for (int i = threadIdx.x; i < 16 * LD; i += 32) { a[i] = in[i]; b[i] = in[i + 4096]; }
  __syncthreads();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.f);
  wmma::load_matrix_sync(fa, a, LD);
  wmma::load_matrix_sync(fb, b, LD);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, LD + 4, wmma::mem_row_major);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += 32) out[blockIdx.x * 256 + i] = c[(i / 16) * (LD + 4) + i % 16];
}
// ldmatrix / stmatrix through inline PTX.  Row r of matrix m is at byte (8m + r) * STRIDE (+ XOR swizzle)
__device__ __forceinline__ unsigned sptr(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
template <int STRIDE, int SWZ>
__global__ void __launch_bounds__(64) ldsm(unsigned* out) {
  __shared__ __align__(1024) unsigned char s[32 * 512];
  for (int i = threadIdx.x; i < 32 * 512 / 4; i += 64) ((unsigned*)s)[i] = i * 2654435761u;
  __syncthreads();
  int lane = threadIdx.x % 32;
  unsigned chunk = SWZ ? ((lane & 7) ^ (lane >> 3)) : 0;   // 16-byte chunk within a 128-byte row
  unsigned addr = sptr(s) + lane * STRIDE + chunk * 16;
  unsigned r0, r1, r2, r3, acc = 0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  acc ^= r0 ^ r1 ^ r2 ^ r3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  acc ^= r0 ^ r1 ^ r2 ^ r3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(addr + 16 * (threadIdx.x / 32)));
  acc ^= r0 ^ r1;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(addr));
  acc ^= r0;
  __syncthreads();
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};" :: "r"(addr), "r"(acc), "r"(acc + 1), "r"(acc + 2), "r"(acc + 3) : "memory");
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1,%2};" :: "r"(addr), "r"(acc), "r"(acc + 1) : "memory");
  __syncthreads();
  out[blockIdx.x * 64 + threadIdx.x] = acc + ((unsigned*)s)[threadIdx.x * 3];
}
// cp.async: which side do ncu's per-instruction figures follow?  (a) global coalesced, shared
// strided 128 B apart (shared conflicts); (b) global strided, shared contiguous; 4/8/16 bytes.
template <int BYTES>
__device__ __forceinline__ void cp_async(unsigned dst, const void* src) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2;" :: "r"(dst), "l"(src), "n"(BYTES));
}
__device__ __forceinline__ void cp_async16cg(unsigned dst, const void* src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(dst), "l"(src));
}
__global__ void __launch_bounds__(64) cpasync(unsigned* out, const unsigned char* g) {
  __shared__ __align__(128) unsigned char s[32768];
  int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  const unsigned char* gb = g + blockIdx.x * 65536 + w * 8192;
  unsigned sb = sptr(s) + w * 16384;
  cp_async<16>(sb + lane * 16, gb + lane * 16);         // both contiguous
  cp_async<16>(sb + lane * 128, gb + lane * 16);        // shared 128 B apart
  cp_async<16>(sb + lane * 16, gb + lane * 128);        // global 128 B apart
  cp_async16cg(sb + lane * 256, gb + lane * 16);        // shared 256 B apart, .cg
  cp_async<8>(sb + lane * 8, gb + lane * 8);
  cp_async<8>(sb + lane * 128, gb + lane * 8);
  cp_async<4>(sb + lane * 4, gb + lane * 4);
  cp_async<4>(sb + lane * 128, gb + lane * 4);
  cp_async<4>(sb + lane * 4, gb + lane * 128);
  asm volatile("cp.async.wait_all;" ::: "memory");
  __syncthreads();
  out[blockIdx.x * 64 + threadIdx.x] = ((unsigned*)s)[threadIdx.x * 5];
}
int main() {
  float* out = dalloc<float>(1 << 20);
  half* in = dalloc<half>(1 << 16);
  LAUNCH(wmma_ld<16>, 8, 32, 0, out, in);
  LAUNCH(wmma_ld<24>, 8, 32, 0, out, in);
  LAUNCH(wmma_ld<32>, 8, 32, 0, out, in);
  LAUNCH(wmma_ld<40>, 8, 32, 0, out, in);
  LAUNCH(wmma_ld<64>, 8, 32, 0, out, in);
  LAUNCH(wmma_ld<72>, 8, 32, 0, out, in);
  LAUNCH((ldsm<16, 0>), 8, 64, 0, (unsigned*)out);
  LAUNCH((ldsm<128, 0>), 8, 64, 0, (unsigned*)out);
  LAUNCH((ldsm<144, 0>), 8, 64, 0, (unsigned*)out);
  LAUNCH((ldsm<128, 1>), 8, 64, 0, (unsigned*)out);
  LAUNCH((ldsm<64, 0>), 8, 64, 0, (unsigned*)out);
  LAUNCH((ldsm<272, 0>), 8, 64, 0, (unsigned*)out);
  unsigned char* g = dalloc<unsigned char>(8 * 65536);
  LAUNCH(cpasync, 8, 64, 0, (unsigned*)out, g);
  printf("done\n");
  return 0;
}
