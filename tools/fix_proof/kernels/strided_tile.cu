// A 16x64 float tile (256-byte rows) filled by rows by 128 threads; each warp then reads a
// strided 16x2 patch: lane l takes row l % 16 and column (l / 16) * 32 + warp, so every lane of
// a read falls in the same bank (rows 256 bytes apart, the two column halves 128 bytes apart).
__global__ void __launch_bounds__(128) strided_tile(float* out, const float* in) {
  __shared__ float tile[16][64];
  for (int j = 0; j < 8; ++j) tile[j * 2 + threadIdx.x / 64][threadIdx.x % 64] = in[j * 128 + threadIdx.x];
  __syncthreads();
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  float s = 0.0f;
  for (int k = 0; k < 8; ++k) s += tile[lane % 16][(lane / 16) * 32 + warp + 4 * k];
  out[threadIdx.x] = s;
}
