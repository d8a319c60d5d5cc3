__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void stride8(__global int* o) {
  __local int a[512];
  int l = get_local_id(0);
  a[8 * l] = o[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  o[l] = a[l];
}
