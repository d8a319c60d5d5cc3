// Held-out OpenCL C kernels: local-memory idioms.
// matrix multiply with 16x16 local tiles, B tile padded (work-group 16x16)
__kernel void cl_matmul(__global float* c, __global const float* a, __global const float* b, int n) {
  __local float As[16][16], Bs[16][17];
  int x = get_local_id(0), y = get_local_id(1);
  float acc = 0.f;
  for (int t = 0; t < n; t += 16) {
    As[y][x] = a[y * n + t + x]; Bs[y][x] = b[(t + y) * n + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 16; ++k) acc += As[y][k] * Bs[k][x];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[y * n + x] = acc;
}
// tree reduction in local memory (work-group 256)
__kernel void cl_reduce(__global float* o, __global const float* i) {
  __local float s[256];
  int t = get_local_id(0);
  s[t] = i[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = 128; d > 0; d >>= 1) { if (t < d) s[t] += s[t + d]; barrier(CLK_LOCAL_MEM_FENCE); }
  if (t == 0) o[get_group_id(0)] = s[0];
}
// 1-D convolution of radius 4 with a halo (work-group 128)
__kernel void cl_conv1d(__global float* o, __global const float* i) {
  __local float s[136];
  int t = get_local_id(0), g = get_global_id(0);
  s[t + 4] = i[g + 4];
  if (t < 4) { s[t] = i[g]; s[t + 132] = i[g + 132]; }
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = 0.f;
  for (int k = -4; k <= 4; ++k) v += s[t + 4 + k];
  o[g] = v;
}
// transpose through local memory with one float of padding (work-group 16x16)
__kernel void cl_transpose(__global float* o, __global const float* i, int n) {
  __local float t[16][17];
  int x = get_local_id(0), y = get_local_id(1);
  t[y][x] = i[y * n + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  o[y * n + x] = t[x][y];
}
// local histogram whose bin is a function of the work-item (work-group 256)
__kernel void cl_hist_lid(__global uint* h) {
  __local uint b[32];
  int t = get_local_id(0);
  if (t < 32) b[t] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&b[(t * 13) & 31]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < 32) h[t] = b[t];
}
// vload4/vstore4 through local memory (work-group 64)
__kernel void cl_vec4(__global float* o, __global const float* i) {
  __local float s[512];
  int t = get_local_id(0);
  vstore4(vload4(t, i), t, s);
  vstore4(vload4(t + 64, i), t + 64, s);
  barrier(CLK_LOCAL_MEM_FENCE);
  vstore4(vload4((t * 3) & 127, s), t, o);
}
// array of structs in local memory: float3-sized records (work-group 128)
typedef struct { float x, y, z; } rec;
__kernel void cl_aos(__global float* o, __global const float* i) {
  __local rec r[128];
  int t = get_local_id(0);
  r[t].x = i[t]; r[t].y = i[t + 128]; r[t].z = i[t + 256];
  barrier(CLK_LOCAL_MEM_FENCE);
  o[t] = r[(t + 1) & 127].y + r[t].z;
}
// Hillis-Steele scan over 128 items with two buffers (work-group 128)
__kernel void cl_scan(__global float* o, __global const float* i) {
  __local float s[2][128];
  int t = get_local_id(0), p = 0;
  s[0][t] = i[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = 1; d < 128; d <<= 1) {
    s[p ^ 1][t] = s[p][t] + (t >= d ? s[p][t - d] : 0.f);
    p ^= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  o[t] = s[p][t];
}
// 3-D work-group 8x4x4, a z-major local box read along x with a stride of 5 (work-group 8x4x4)
__kernel void cl_box3d(__global float* o, __global const float* i) {
  __local float s[4][4][40];
  int x = get_local_id(0), y = get_local_id(1), z = get_local_id(2);
  s[z][y][x * 5] = i[(z * 4 + y) * 8 + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  o[(z * 4 + y) * 8 + x] = s[y][z][x * 5] + s[z][(y + 1) & 3][x];
}
// local pointer passed as a kernel argument (dynamic local memory; work-group 128)
__kernel void cl_dynlocal(__global float* o, __global const float* i, __local float* s) {
  int t = get_local_id(0);
  s[t * 2] = i[t]; s[t * 2 + 1] = i[t + 128];
  barrier(CLK_LOCAL_MEM_FENCE);
  o[t] = s[(t * 2 + 1) & 255] + s[255 - t];
}
