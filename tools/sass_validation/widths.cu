// Vector widths 1-16 B at several strides, pairs and broadcasts, partial warps; loads and stores.
// One kernel per element type; block of 64 threads (two warps; warp 1 sometimes differs).
#include "common.cuh"
#include <cstdint>
template <typename T> __device__ __forceinline__ T mk(int v);
template <> __device__ __forceinline__ int8_t mk<int8_t>(int v) { return (int8_t)v; }
template <> __device__ __forceinline__ uint16_t mk<uint16_t>(int v) { return (uint16_t)v; }
template <> __device__ __forceinline__ int mk<int>(int v) { return v; }
template <> __device__ __forceinline__ int2 mk<int2>(int v) { return make_int2(v, v + 1); }
template <> __device__ __forceinline__ int4 mk<int4>(int v) { return make_int4(v, v + 1, v + 2, v + 3); }
__device__ __forceinline__ int fold(int8_t v) { return v; }
__device__ __forceinline__ int fold(uint16_t v) { return v; }
__device__ __forceinline__ int fold(int v) { return v; }
__device__ __forceinline__ int fold(int2 v) { return v.x ^ v.y; }
__device__ __forceinline__ int fold(int4 v) { return v.x ^ v.y ^ v.z ^ v.w; }
#define FENCE() asm volatile("" ::: "memory")
// store then load at element index I (evaluated per thread), optional condition
#define SL(I) { int i_ = (I); b[i_] = mk<T>(lane + k); FENCE(); acc += fold(b[i_ ^ 0]); FENCE(); ++k; }
#define SLC(C, I) { int i_ = (I); if (C) b[i_] = mk<T>(lane + k); FENCE(); if (C) acc += fold(b[i_]); FENCE(); ++k; }
template <typename T>
__global__ void __launch_bounds__(64) widths(int* out) {
  __shared__ __align__(128) unsigned char buf[40960];
  T* b = (T*)buf;
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  int acc = 0, k = 0;
  SL(lane);
  SL(lane * 2);
  SL(lane * 3);
  SL(lane * 4);
  SL(lane * 8);
  SL(lane * 16);
  SL(lane * 32);
  SL(lane * 33);
  SL(lane * 2 + w);                 // warp 1 shifted by one element
  SL(lane * (1 + w));               // warp 0 stride 1, warp 1 stride 2
  SL(lane * (8 + 8 * w));           // warp 0 stride 8, warp 1 stride 16
  SL(lane / 2);                     // pairs (i, i^1) on one element
  SL((lane / 2) * 2 * 4 + (lane % 2)); // pairs spread
  SL(((lane >> 2) << 1) | ((lane >> 1) & 1)); // groups of four alias pairwise
  SL((lane & ~2) / 1);              // pairs (i, i^2)
  SL(lane % 16);                    // halves alias (i, i^16)
  SL(lane / 4 * 32);                // 8 addresses, 4 lanes each, stride 32 elements
  SL(0);                            // broadcast
  SL(w * 64);                       // broadcast per warp
  SL((lane * 5) % 32);              // a permutation
  SL((lane * 17) % 64);
  SLC(lane < 8, lane);
  SLC(lane < 8, lane * 32);
  SLC(lane % 4 == 0, lane);
  SLC(lane % 4 == 0, lane * 8);
  SLC(lane >= 16, lane * 2);
  SLC(lane % 2 == 1, lane / 2);
  SLC(w == 1, lane * 4);            // warp 0 has no active lane
  SLC(lane < 16 + 8 * w, lane * 3);
  out[blockIdx.x * 64 + threadIdx.x] = acc;
}
int main() {
  int* out = dalloc<int>(64 * 64);
  LAUNCH(widths<int8_t>, 4, 64, 0, out);
  LAUNCH(widths<uint16_t>, 4, 64, 0, out);
  LAUNCH(widths<int>, 4, 64, 0, out);
  LAUNCH(widths<int2>, 4, 64, 0, out);
  LAUNCH(widths<int4>, 4, 64, 0, out);
  printf("done\n");
  return 0;
}
