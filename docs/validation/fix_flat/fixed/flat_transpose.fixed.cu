// a 32x32 float transpose through a one-dimensional shared array, rows computed by the kernel
__global__ void flat_transpose(const float* in, float* out) {
  __shared__ float s[32 * 32];
  int tx = threadIdx.x, ty = threadIdx.y;
  for (int j = 0; j < 32; j += 8) s[((ty + j) * 32 + tx) ^ ((((ty + j) * 32 + tx) >> 5) & 31)] = in[(ty + j) * 32 + tx];
  __syncthreads();
  for (int j = 0; j < 32; j += 8) out[(ty + j) * 32 + tx] = s[(tx * 32 + ty + j) ^ (((tx * 32 + ty + j) >> 5) & 31)];
}
