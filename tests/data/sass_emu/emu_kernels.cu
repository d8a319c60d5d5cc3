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

// a switch on a parameter, compiled to BRX through jump tables in constant bank 2
__global__ __launch_bounds__(128) void switch_idx(float* out, int k) {
  __shared__ float s[128 * 33];
  int t = threadIdx.x, i;
  switch (k) {
    case 0: i = t; break;
    case 1: i = t * 2; break;
    case 2: i = t * 3; break;
    case 3: i = t * 4; break;
    case 4: i = t * 8; break;
    case 5: i = t * 16; break;
    case 6: i = t * 32; break;
    case 7: i = t * 33; break;
    default: i = 0;
  }
  s[i] = out[t];
  __syncthreads();
  out[t] = s[t];
}
