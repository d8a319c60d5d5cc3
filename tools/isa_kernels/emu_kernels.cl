// OpenCL C work-item functions as calls (clang -nogpulib): tests/test_isa_emu_paths.py. Written for ldsopt.
__kernel __attribute__((reqd_work_group_size(64, 4, 1))) void colsum4(__global const float* in, __global float* out) {
  __local float t[4][65];
  int x = get_local_id(0), y = get_local_id(1);
  int g = get_group_id(0);
  t[y][x] = in[(g * 4 + y) * get_local_size(0) + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (y == 0) out[g * 64 + x] = t[0][x] + t[1][x] + t[2][x] + t[3][x];
}
