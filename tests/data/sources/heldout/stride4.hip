#include <hip/hip_runtime.h>
__global__ void __launch_bounds__(64) stride4(float* o) {
  __shared__ float s[64 * 4];
  s[threadIdx.x * 4] = o[threadIdx.x];
  __syncthreads();
  o[threadIdx.x] = s[threadIdx.x];
}
