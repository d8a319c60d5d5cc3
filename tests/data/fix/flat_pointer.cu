// each thread sums its own run of 8 floats through a pointer into the shared array
__global__ void runs(const float* in, float* out) {
  __shared__ float s[128 * 8];
  int t = threadIdx.x;
  for (int i = 0; i < 8; i++) s[t * 8 + i] = in[t * 8 + i];
  __syncthreads();
  const float* p = s + t * 8;
  float a = 0;
  for (int i = 0; i < 8; i++) a += p[i];
  out[t] = a;
}
