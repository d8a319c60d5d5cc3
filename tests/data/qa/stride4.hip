#include <hip/hip_runtime.h>
__global__ __launch_bounds__(64) void stride4(float* out) {
    __shared__ float s[64 * 4];
    int t = threadIdx.x;
    s[t * 4] = (float)t;
    __syncthreads();
    out[t] = s[t];
}
