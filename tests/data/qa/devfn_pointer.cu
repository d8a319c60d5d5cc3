__device__ __forceinline__ void put(float* sh, int i, float v) { sh[i] = v; }
__device__ __forceinline__ float get(const float* sh, int i) { return sh[i]; }
__global__ __launch_bounds__(128) void devfn(float* out) {
    __shared__ float a[128 * 2];
    __shared__ float b[128];
    int t = threadIdx.x;
    put(a, t * 2, (float)t);
    put(b, t, 1.f);
    __syncthreads();
    out[t] = get(a, t) + get(b, (t * 3) % 128);
}
