#include <hip/hip_runtime.h>
#define P 34
// a 64x32 float tile padded by hand to a pitch of 34 floats (2 per row, to keep float2 rows
// aligned); one column per step is read by 64 lanes (rows): on 32 banks rows l and l + 16 meet
__global__ void colsum(const float* in, float* out) {
  __shared__ float s[64 * P];
  int l = threadIdx.x;
#pragma nounroll
  for (int r = 0; r < 64; r += 2) s[(r + (l >> 5)) * P + (l & 31)] = in[r * 32 + l];
  __syncthreads();
  float acc = 0;
#pragma nounroll
  for (int c = 0; c < 32; c++) acc += s[l * P + c];
  out[l] = acc;
}
