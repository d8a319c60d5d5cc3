// reduce.cl (synthetic)

__kernel void reduce(...)
{ int l = get_local_id(0);
  float *p = &tile[l * 64];
  int w = l * 4;
  s = args[0];
  float v = in[l];
  buf[w] = v;
  float z = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  float a = p[0] + p[32];
  a += swizzle(a);
  part[w] = a; barrier();
  a += part[w];
  part2[w] = a; barrier();
  a += part2[w];
}
