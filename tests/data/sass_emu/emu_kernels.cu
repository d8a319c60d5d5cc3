// Kernels for the SASS emulator's division, mask, parameter and block-shape handling
// (tests/test_nvidia_emu_gaps.py).  Written for ldsopt.
__global__ __launch_bounds__(128) void divmod_idx(float* out) {
  __shared__ float s[512];
  int t = threadIdx.x;
  s[t] = out[t];
  __syncthreads();
  out[t] = s[(t * 40) % (blockDim.x * 3)];
}

__global__ __launch_bounds__(256) void mask_idx(float* out) {
  __shared__ float s[2048];
  int t = threadIdx.x;
  s[(t * 2 + blockIdx.x) & 2047] = out[t];
  __syncthreads();
  out[t] = s[t];
}

extern "C" __global__ __launch_bounds__(128) void strided_c(float* out, int stride) {
  __shared__ float s[128 * 64];
  int t = threadIdx.x;
  s[t * stride] = out[t];
  __syncthreads();
  out[t] = s[t];
}

__global__ __launch_bounds__(256) void tile_yx(float* out) {
  __shared__ float t[16][17];
  int x = threadIdx.x, y = threadIdx.y;
  t[x][y] = out[y * 16 + x];
  __syncthreads();
  out[y * 16 + x] = t[y][x];
}
