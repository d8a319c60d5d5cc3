// A 32x32 float tile transposed through local memory by a 32x8 work-group (4 elements per work-item).
// ldsopt analyze examples/transpose.cl --arch gfx942 --block 32x8
__kernel __attribute__((reqd_work_group_size(32, 8, 1)))
void transpose_plain(__global float* out, __global const float* in, int n) {
  __local float tile[32][32];
  int tx = get_local_id(0), ty = get_local_id(1);
  int x = get_group_id(0) * 32 + tx, y = get_group_id(1) * 32 + ty;
  for (int j = 0; j < 32; j += 8) tile[ty + j][tx] = in[(y + j) * n + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * 32 + tx;
  y = get_group_id(0) * 32 + ty;
  for (int j = 0; j < 32; j += 8) out[(y + j) * n + x] = tile[tx][ty + j];
}
