// OpenCL C: a 16x32 int tile written by rows and read with a stride of two rows per work-item.
#define ROWS 16
#define COLS 32
__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void strided(__global int* out, __global const int* in) {
  __local int t[ROWS][COLS];
  int x = get_local_id(0);
  for (int r = 0; r < ROWS; ++r) t[r][x] = in[r * COLS + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[x] = t[(x * 2) % ROWS][x / 8] + t[x % ROWS][3];  /* "t[a][b]" in a comment and a string */
}
