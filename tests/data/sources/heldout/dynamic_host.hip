#include <hip/hip_runtime.h>
__global__ void dyn(float* o) {
  extern __shared__ float buf[];
  buf[threadIdx.x * 2] = o[threadIdx.x];
  __syncthreads();
  o[threadIdx.x] = buf[threadIdx.x];
}
int main() {
  float* d;
  hipMalloc(&d, 256 * sizeof(float));
  dyn<<<dim3(1), dim3(64), 512 * sizeof(float)>>>(d);
  hipLaunchKernelGGL(dyn, dim3(1), dim3(64), 2048, 0, d);
  hipDeviceSynchronize();
  hipFree(d);
  return 0;
}
