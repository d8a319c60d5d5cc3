// Column sums of a 64x64 float tile staged in LDS by a 64x4 block: each thread of the sum loop
// walks one column, so a wave's 64 lanes read 64 rows of one column at a time.
__global__ void __launch_bounds__(256) colsum(float* out, const float* in) {
  __shared__ float stage[64][64];  /* the staged tile */
  for (int r = tid_y; r < 64; r += 4) stage[r][tid_x] = in[r * 64 + tid_x];
  __syncthreads();
  if (tid_y == 0) {
    float s = 0.0f;
    for (int c = 0; c < 4; ++c) s += stage[tid_x][c];  // lane i reads row i: 64 B apart... 256 B
    out[tid_x] = s;
  }
}
