// Each thread owns one row of a 32x24 float tile (row pitch 96 bytes): writes it, then sums it.
__global__ void __launch_bounds__(32) rows24(float* out, const float* in) {
  __shared__ float t[32][24 + 4];
  for (int c = 0; c < 24; ++c) t[threadIdx.x][c] = in[c * 32 + threadIdx.x];
  __syncwarp();
  float s = 0.0f;
  for (int c = 0; c < 24; ++c) s += t[threadIdx.x][c] * c;
  out[threadIdx.x] = s;
}
