
// 32x32 float tile transposed through LDS by a 32x8 block (each thread moves 4 elements).
__global__ void __launch_bounds__(256) transpose_plain(float* out, const float* in, int n) {
  __shared__ float tile[32][32];
  int x = bid_x * 32 + tid_x, y = bid_y * 32 + tid_y;
  for (int j = 0; j < 32; j += 8) tile[tid_y + j][tid_x] = in[(y + j) * n + x];
  __syncthreads();
  x = bid_y * 32 + tid_x; y = bid_x * 32 + tid_y;
  for (int j = 0; j < 32; j += 8) out[(y + j) * n + x] = tile[tid_x][tid_y + j];
}
__global__ void __launch_bounds__(256) transpose_padded(float* out, const float* in, int n) {
  __shared__ float tile[32][33];
  int x = bid_x * 32 + tid_x, y = bid_y * 32 + tid_y;
  for (int j = 0; j < 32; j += 8) tile[tid_y + j][tid_x] = in[(y + j) * n + x];
  __syncthreads();
  x = bid_y * 32 + tid_x; y = bid_x * 32 + tid_y;
  for (int j = 0; j < 32; j += 8) out[(y + j) * n + x] = tile[tid_x][tid_y + j];
}
