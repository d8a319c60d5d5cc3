// Shared helpers of the SASS validation kernels (ldsopt issue: per-instruction check against ncu).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(3); } } while (0)
#define LAUNCH(name, grid, block, smem, ...) do { name<<<grid, block, smem>>>(__VA_ARGS__); CK(cudaGetLastError()); \
  CK(cudaDeviceSynchronize()); printf("launched %s grid (%d,%d,%d) block (%d,%d,%d)\n", #name, dim3(grid).x, dim3(grid).y, \
  dim3(grid).z, dim3(block).x, dim3(block).y, dim3(block).z); } while (0)
template <typename T> T* dalloc(size_t n, unsigned seed = 1) {
  T* d; CK(cudaMalloc(&d, n * sizeof(T)));
  unsigned char* h = (unsigned char*)malloc(n * sizeof(T));
  unsigned s = seed * 2654435761u + 12345u;
  for (size_t i = 0; i < n * sizeof(T); ++i) { s = s * 1664525u + 1013904223u; h[i] = (unsigned char)(s >> 24) & 0x3f; }
  CK(cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice)); free(h); return d;
}
