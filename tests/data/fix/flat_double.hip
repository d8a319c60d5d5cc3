#include <hip/hip_runtime.h>
// each of 64 lanes owns a run of 16 doubles of a one-dimensional array
__global__ void rowsum(const double* in, double* out) {
  __shared__ double d[64 * 16];
  int l = threadIdx.x;
  for (int i = 0; i < 16; i++) d[l * 16 + i] = in[l * 16 + i];
  __syncthreads();
  double s = 0;
  for (int i = 0; i < 16; i++) s += d[l * 16 + i];
  out[l] = s;
}
