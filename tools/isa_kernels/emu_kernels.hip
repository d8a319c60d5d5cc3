// Kernels for the emulator's control-flow and call handling (tests/test_isa_emu_paths.py).
// Written for ldsopt; compiled with hip_shim.h (see tools/gen_isa_fixtures.py).
extern "C" __device__ unsigned long __ockl_get_local_id(unsigned);
extern "C" __device__ unsigned long __ockl_get_group_id(unsigned);

// a 16x16 tile with a one-element halo: the halo rows and columns are written by divergent arms
__global__ __launch_bounds__(256) void stencil_halo(const float* in, float* out, int W) {
  __shared__ float tile[18][18];
  int tx = tid_x, ty = tid_y;
  int gx = bid_x * 16 + tx, gy = bid_y * 16 + ty;
  tile[ty + 1][tx + 1] = in[gy * W + gx];
  if (ty == 0) tile[0][tx + 1] = in[(gy - 1) * W + gx];
  if (ty == 15) tile[17][tx + 1] = in[(gy + 1) * W + gx];
  if (tx == 0) tile[ty + 1][0] = in[gy * W + gx - 1];
  if (tx == 15) tile[ty + 1][17] = in[gy * W + gx + 1];
  __syncthreads();
  out[gy * W + gx] = tile[ty][tx + 1] + tile[ty + 2][tx + 1] + tile[ty + 1][tx] + tile[ty + 1][tx + 2];
}

// work-item ids from the device library (a call each without -nogpulib's library)
__global__ __launch_bounds__(128) void ockl_rows(const float* in, float* out) {
  __shared__ float s[256];
  unsigned t = (unsigned)__ockl_get_local_id(0);
  unsigned g = (unsigned)__ockl_get_group_id(0);
  s[t * 2] = in[g * 128 + t];
  __syncthreads();
  out[g * 128 + t] = s[(127 - t) * 2];
}

// a persistent grouped kernel: groups from a pointer array, tiles per group from data
__global__ __launch_bounds__(256) void grouped_tiles(const float* const* ptrs, const int* tiles, int groups,
                                                     int nblocks, float* out) {
  __shared__ float t[16][16];
  int tx = tid_x & 15, ty = tid_x >> 4;
  float acc = 0.f;
  for (int g = 0; g < groups; ++g) {
    const float* p = ptrs[g];
    int n = tiles[g];
    for (int i = bid_x; i < n; i += nblocks) {
      t[ty][tx] = p[i * 256 + tid_x];
      __syncthreads();
      acc += t[tx][ty];
      __syncthreads();
    }
  }
  out[bid_x * 256 + tid_x] = acc;
}

// a 16x16 transpose through t[x][y]: indexed by tid_y, so a 1-D analysis reaches past the tile
__global__ __launch_bounds__(256) void tile_yx(float* out) {
  __shared__ float t[16][17];
  int x = tid_x, y = tid_y;
  t[x][y] = out[y * 16 + x];
  __syncthreads();
  out[y * 16 + x] = t[y][x];
}

// an integer remainder by a multiple of the workgroup size (a division by a runtime value)
__global__ __launch_bounds__(128) void divmod_idx(float* out) {
  __shared__ float s[512];
  int t = tid_x;
  s[t] = out[t];
  __syncthreads();
  out[t] = s[(t * 40) % (__builtin_amdgcn_workgroup_size_x() * 3)];
}
