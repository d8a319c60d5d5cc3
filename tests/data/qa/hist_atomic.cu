#include <cuda_runtime.h>
__global__ __launch_bounds__(128) void hist(unsigned* out, const unsigned char* in) {
    __shared__ unsigned bins[256];
    int t = threadIdx.x;
    bins[t] = 0;
    bins[t + 128] = 0;
    __syncthreads();
    atomicAdd(&bins[(t * 8) % 256], 1u);
    __syncwarp();
    __syncthreads();
    out[t] = bins[t] + __shfl_sync(0xffffffffu, bins[t + 128], 0);
}
