// A 32x32 float tile written by rows by a 32x8 block, then summed along its rows by the first
// warp: lane i walks row i, so the 32 lanes of each read sit 128 bytes apart (one bank, 32-way).
__global__ void __launch_bounds__(256) rowsum(float* out, const float* in) {
  __shared__ float tile[32][32 + 4];
  for (int j = 0; j < 32; j += 8) tile[threadIdx.y + j][threadIdx.x] = in[(threadIdx.y + j) * 32 + threadIdx.x];
  __syncthreads();
  if (threadIdx.y == 0) {
    float s = 0.0f;
    for (int c = 0; c < 32; ++c) s += tile[threadIdx.x][c] * (c + 1);
    out[threadIdx.x] = s;
  }
}
