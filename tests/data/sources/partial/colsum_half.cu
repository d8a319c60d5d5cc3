__global__ void __launch_bounds__(128) colsum(const double* a, double* o) {
  __shared__ double s[16][64];
  int t = threadIdx.x;
  for (int r = 0; r < 16; ++r) s[r][t % 64] = a[r * 64 + t % 64];
  __syncthreads();
  double acc = 0;
  if (t < 64) { for (int c = 0; c < 16; ++c) acc += s[t % 16][c * 4 + t / 16]; }
  o[t] = acc;
}
