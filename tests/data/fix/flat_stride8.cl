// each of 64 work-items owns a run of 8 ints of a one-dimensional array
__kernel __attribute__((reqd_work_group_size(64,1,1))) void k(__global const int* a, __global int* b) {
  __local int m[64*8];
  int l = get_local_id(0);
  for (int i = 0; i < 8; i++) m[l*8 + i] = a[l*8+i];
  barrier(CLK_LOCAL_MEM_FENCE);
  int s = 0;
  for (int i = 0; i < 8; i++) s += m[l*8 + i];
  b[l] = s;
}
