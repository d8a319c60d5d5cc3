// OpenCL C LDS access patterns for ldsopt's ISA emulator tests (see lds_kernels.hip for the tags).
// -nogpulib: the work-item functions and barrier() are spelled with the builtins they lower to.
// Written for ldsopt.
#define LX ((int)__builtin_amdgcn_workitem_id_x())
#define LY ((int)__builtin_amdgcn_workitem_id_y())
#define GX ((int)__builtin_amdgcn_workgroup_id_x())
#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
                       __builtin_amdgcn_s_barrier(); \
                       __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)

// transpose with a loop over rows (j from the work-item's row), block 32x8
__kernel __attribute__((reqd_work_group_size(32, 8, 1)))
void cl_transpose_loop(__global const float *in, __global float *out, int n) {
  __local float tile[32][32];
  for (int j = LY; j < 32; j += 8)
    tile[j][LX] = in[j * n + LX];  // LDS:cl_tl_w
  BARRIER();
  for (int j = LY; j < 32; j += 8)
    out[j * n + LX] = tile[LX][j];  // LDS:cl_tl_r
}

// 16x16 GEMM tile loads with a K loop (reqd size: the compiler sees the shape)
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void cl_gemm16(__global const float *a, __global const float *b, __global float *c, int n) {
  __local float as[16][17];
  __local float bs[16][17];
  int tx = LX, ty = LY;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += 16) {
    as[ty][tx] = a[ty * n + k0 + tx];  // LDS:cl_g_wa
    bs[ty][tx] = b[(k0 + ty) * n + tx];  // LDS:cl_g_wb
    BARRIER();
    for (int k = 0; k < 16; ++k) acc += as[ty][k] * bs[k][tx];  // LDS:cl_g_r
    BARRIER();
  }
  c[ty * n + tx] = acc;
}

// masked tree sum over 128 items whose first level depends on an argument
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void cl_reduce_masked(__global const float *in, __global float *out, int n) {
  __local float s[128];
  int l = LX;
  s[l] = l < n ? in[GX * 128 + l] : 0.0f;  // LDS:cl_rm_w
  BARRIER();
  for (int k = 64; k > 0; k >>= 1) {
    if (l < k) s[l] += s[l + k];  // LDS:cl_rm_step
    BARRIER();
  }
  if (l == 0) out[GX] = s[0];  // LDS:cl_rm_out
}

// a __local pointer argument (its LDS address is chosen at launch) and byte / short elements
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void cl_local_arg(__local float *buf, __global uchar *o8, __global ushort *o16) {
  __local uchar b8[1024];
  __local ushort b16[512];
  int l = LX;
  buf[l * 2] = (float)l;  // LDS:cl_la_w
  b8[l * 4 + 1] = (uchar)l;  // LDS:cl_b8_w
  b16[l * 2] = (ushort)l;  // LDS:cl_b16_w
  BARRIER();
  o8[l] = b8[(l * 4 + 5) % 1024] + (uchar)buf[(l + 64) % 512];  // LDS:cl_mix_r
  o16[l] = b16[(l * 6) % 512];  // LDS:cl_b16_r
}
