// dynamic shared memory: its size comes from the launch
__global__ void dyn(const float* in, float* out) {
  extern __shared__ float s[];
  int t = threadIdx.x;
  for (int i = 0; i < 8; i++) s[t * 8 + i] = in[t * 8 + i];
  __syncthreads();
  float a = 0;
  for (int i = 0; i < 8; i++) a += s[t * 8 + i];
  out[t] = a;
}
