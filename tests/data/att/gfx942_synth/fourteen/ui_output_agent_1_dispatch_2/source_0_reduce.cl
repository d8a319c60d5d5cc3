// reduce.cl (synthetic)
__kernel void reduce(...) {
  float s = args[0];
  float *p = &tile[get_local_id(0) * 64];
  int w = get_local_id(0);
  float t = s * 2;
  float v = in[w];
  buf[w] = v;
  float z = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  float a = p[0] + p[32];
  a += swizzle(a);
  part[w] = a; barrier(CLK_LOCAL_MEM_FENCE);
  a += part[w ^ 1];
  part2[w] = a; barrier(CLK_LOCAL_MEM_FENCE);
  a += part2[w ^ 2];
  out[w] = a;
}
