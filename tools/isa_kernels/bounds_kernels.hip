// Bounds checks for `ldsopt isa`'s in-bounds assumption (tests/test_isa_bounds.py): masks that compare
// a lane's index with a kernel argument, and masks that compare it with loaded data.  Written for ldsopt.
// Compiled by tools/gen_isa_fixtures.py into tests/data/isa/hip_bounds_gfx942.s.

// if (t < n): lane t writes word 4t (byte 16t); if (t >= n): lane t writes word t of the second array
__global__ void __launch_bounds__(256) bounded(float* out, int n) {
  __shared__ float s[1024];
  __shared__ float r[256];
  int t = tid_x;
  if (t < n) s[4 * t] = (float)t;  // LDS:bd_lt
  if (t >= n) r[t] = 1.f;  // LDS:bd_ge
  __syncthreads();
  out[t] = s[t] + r[t];
}

// the global index (workgroup id * 256 + t) against n; lane t writes word t
__global__ void __launch_bounds__(256) bounded_global(float* out, int n) {
  __shared__ float s[256];
  int t = tid_x;
  int i = bid_x * 256 + t;
  if (i < n) s[t] = (float)i;  // LDS:bg_w
  __syncthreads();
  out[i] = s[255 - t];
}

// the bound is loaded data: a scalar read through a pointer argument, and a per-lane read
__global__ void __launch_bounds__(256) data_bound(float* out, const int* lim) {
  __shared__ float s[256];
  __shared__ float q[256];
  int t = tid_x;
  int n = lim[0];
  if (t < n) s[t] = (float)t;  // LDS:db_s
  if (t < lim[t + 1]) q[t] = 2.f;  // LDS:db_v
  __syncthreads();
  out[t] = s[t] + q[t];
}
