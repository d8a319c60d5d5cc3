"""Second set of Hopper shared-memory probes (written after the first set's rule):

    python3 tools/wgmma_validation/gen_probe2.py OUTDIR

wgmma shapes and types the first set did not cover (int8, f16 accumulators, N 24 and 136, sparse
f16), two warpgroups in one block, a K loop that advances its descriptors, the TMA shapes whose
probe faulted in the first set, and 32/64-bit CAS and exchange atomics with active lanes chosen
without a per-lane shift.  Same output as gen_probe.py: OUTDIR/probe.cu and OUTDIR/cases.csv.
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gen_probe as g1  # noqa: E402

WG = [  # name, N, ptx type suffix, accumulator ("f32", "f16", "s32"), K, sparse, ta, tb, imm scales
    dict(name="wg_ss_s8_n64", n=64, typ="s32.s8.s8", acc="s32", k=32, sp=False, ta=None, tb=None),
    dict(name="wg_ss_f16acc_n64_t11", n=64, typ="f16.f16.f16", acc="f16", k=16, sp=False, ta=1, tb=1),
    dict(name="wg_ss_f16_n24_t00", n=24, typ="f32.f16.f16", acc="f32", k=16, sp=False, ta=0, tb=0),
    dict(name="wg_ss_f16_n136_t11", n=136, typ="f32.f16.f16", acc="f32", k=16, sp=False, ta=1, tb=1),
    dict(name="wg_sp_f16_n64_t00", n=64, typ="f32.f16.f16", acc="f32", k=32, sp=True, ta=0, tb=0),
    dict(name="wg_sp_f16_n64_t11", n=64, typ="f32.f16.f16", acc="f32", k=32, sp=True, ta=1, tb=1),
]


def kernel_src(k):
    n = k["n"]
    nreg = {"f32": n // 2, "s32": n // 2, "f16": n // 4}[k["acc"]]
    ctype, con = ("float", "f") if k["acc"] == "f32" else ("unsigned", "r")
    dl = ",".join(f"%{i}" for i in range(nreg))
    outs = ", ".join(f'"+{con}"(d[{i}])' for i in range(nreg))
    a, b = nreg, nreg + 1
    ins = '"l"(da), "l"(db), "r"(scale)'
    sc = nreg + 2
    sp = ""
    if k["sp"]:
        ins = '"l"(da), "l"(db), "r"(0x44444444u), "r"(scale)'
        sp, sc = f", %{nreg + 2}, 0", nreg + 3
    tail = "p" if k["acc"] == "s32" else "p, 1, 1"
    if k["ta"] is not None:
        tail += f", {k['ta']}, {k['tb']}"
    ptx = (f"{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{sc}, 0;\\n"
           f"wgmma.mma_async{'.sp' if k['sp'] else ''}.sync.aligned.m64n{n}k{k['k']}.{k['typ']} "
           f"{{{dl}}}, %{a}, %{b}{sp}, {tail};\\n}}\\n")
    return f'''
{g1.kernel_head(k['name'])}  {ctype} d[{nreg}];
#pragma unroll
  for (int i = 0; i < {nreg}; ++i) d[i] = 0;
  asm volatile("wgmma.fence.sync.aligned;\\n" ::: "memory");
  asm volatile("{ptx}" : {outs} : {ins});
  asm volatile("wgmma.commit_group.sync.aligned;\\nwgmma.wait_group.sync.aligned 0;\\n" ::: "memory");
#pragma unroll
  for (int i = 0; i < {nreg}; ++i) out[threadIdx.x * {nreg} + i] = (float)d[i];
}}
'''


FIXED = r'''
// Two warpgroups, each with its own tiles (32 KB apart), descriptors from the shared address.
extern "C" __global__ void __launch_bounds__(256, 1) wg_2wg(float* out) {
  extern __shared__ __align__(1024) unsigned char smem[];
  unsigned a = (unsigned)__cvta_generic_to_shared(smem) + (threadIdx.x / 128) * 32768, b = a + 8192;
  float d[32];
#pragma unroll
  for (int i = 0; i < 32; ++i) d[i] = 0.f;
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
  mma64(d, mkdesc(a, 16, 1024, 1), mkdesc(b, 16, 1024, 1));
  asm volatile("wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned 0;\n" ::: "memory");
#pragma unroll
  for (int i = 0; i < 32; ++i) out[threadIdx.x * 32 + i] = d[i];
}
// A K loop of `steps` k16 steps over 64-byte swizzled tiles, the descriptors advanced by 32 bytes
// inside each 64-byte row and by the 512-byte atom after two steps.
extern "C" __global__ void __launch_bounds__(128, 1) wg_loop(float* out, int steps) {
  extern __shared__ __align__(1024) unsigned char smem[];
  unsigned a = (unsigned)__cvta_generic_to_shared(smem), b = a + 65536;
  float d[32];
#pragma unroll
  for (int i = 0; i < 32; ++i) d[i] = 0.f;
#pragma unroll 1
  for (int k = 0; k < steps; ++k) {
    unsigned off = (k >> 1) * 4096 + (k & 1) * 32;
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    mma64(d, mkdesc(a + off, 16, 512, 2), mkdesc(b + off, 16, 512, 2));
    asm volatile("wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
#pragma unroll
  for (int i = 0; i < 32; ++i) out[threadIdx.x * 32 + i] = d[i];
}
#define ATOM2_KERNEL(NAME, T, N, OP) \
extern "C" __global__ void NAME(int mul, int shift, int act_n, int amask, T* out) { \
  __shared__ T s[N]; \
  for (int i = threadIdx.x; i < N; i += blockDim.x) s[i] = (T)0; \
  __syncthreads(); \
  int lane = threadIdx.x & 31; \
  int idx = ((lane >> shift) * mul + (threadIdx.x >> 5)) & (N - 1); \
  if (lane < act_n && (lane & amask) == 0) { OP; } \
  __syncthreads(); \
  for (int i = threadIdx.x; i < N; i += blockDim.x) out[i] = s[i]; \
}
ATOM2_KERNEL(atom2_u32_cas, unsigned, 4096, atomicCAS(&s[idx], 0u, threadIdx.x + 1u))
ATOM2_KERNEL(atom2_u32_exch, unsigned, 4096, atomicExch(&s[idx], threadIdx.x))
ATOM2_KERNEL(atom2_u64_exch, unsigned long long, 2048, atomicExch(&s[idx], (unsigned long long)threadIdx.x))
ATOM2_KERNEL(atom2_u64_cas, unsigned long long, 2048, atomicCAS(&s[idx], 0ull, (unsigned long long)threadIdx.x + 1))
'''
ATOMK = ["atom2_u32_cas", "atom2_u32_exch", "atom2_u64_exch", "atom2_u64_cas"]
PATTERNS = [(1, 0, 32, 0), (0, 0, 32, 0), (2, 0, 32, 0), (16, 0, 32, 0), (1, 1, 32, 0),
            (1, 0, 16, 0), (1, 0, 32, 1), (4, 0, 32, 0), (8, 0, 32, 0), (3, 0, 32, 0),
            (1, 0, 5, 0), (32, 0, 32, 1)]
FIXED_KERNELS = [("wg_fixed", 128, "out"), ("wg_2wg", 256, "out"), ("wg_loop", 128, "out, 6")]


def main(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20261127)
    rows = []
    for k in WG:
        for pair in g1.wg_cases(dict(k, n=k["n"]), rng, 12):
            rows.append(dict(kernel=k["name"], kind=0, p=[g1.desc(*p) for p in pair]))
    for t in g1.TMA:
        rows.append(dict(kernel="tma_load_store", kind=1, p=list(t[1:]), tag=t[0]))
    for a in ATOMK:
        for pat in PATTERNS:
            rows.append(dict(kernel=a, kind=3, p=list(pat),
                             tag="mul{}_shift{}_active{}_amask{}".format(*pat)))
    for name, _, _ in FIXED_KERNELS:
        rows.append(dict(kernel=name, kind=4, p=[0], tag="in-kernel descriptors"))
    for i, r in enumerate(rows):
        r["grid"] = 1 + i % 3
    dev = g1.DEV_REST.replace("out[threadIdx.x] = ((float*)(smem + 1024))[threadIdx.x];",
                              "if (threadIdx.x * 4 < bytes) out[threadIdx.x] = ((float*)(smem + 1024))[threadIdx.x];")
    src = [g1.HOST_PRE] + [kernel_src(k) for k in WG] + [dev, FIXED]
    src.append("struct Case { int kind; int kid; unsigned grid; unsigned long long p[6]; const char* name; };")
    kid = ({k["name"]: i for i, k in enumerate(WG)} | {a: i for i, a in enumerate(ATOMK)}
           | {f[0]: i for i, f in enumerate(FIXED_KERNELS)})
    src.append(f"#define NCASES {len(rows)}\nstatic const Case CASES[NCASES] = {{")
    for r in rows:
        ps = ", ".join(f"{int(v)}ull" for v in r["p"])
        src.append(f'  {{{r["kind"]}, {kid.get(r["kernel"], 0)}, {r["grid"]}u, {{{ps}}}, "{r["kernel"]}"}},')
    src.append("};")
    attrs = "\n".join(f"  CK(cudaFuncSetAttribute({n}, cudaFuncAttributeMaxDynamicSharedMemorySize, {g1.SMEM}));"
                      for n in [k["name"] for k in WG] + ["wg_2wg", "wg_loop"])
    disp = "switch (k.kid) {\n" + "\n".join(
        f"      case {i}: {k['name']}<<<grid, 128, {g1.SMEM}>>>(k.p[0], k.p[1], out, 0); break;"
        for i, k in enumerate(WG)) + "\n      }"
    fdisp = "switch (k.kid) {\n" + "\n".join(
        f"      case {i}: {n}<<<grid, {b}, {g1.SMEM if n != 'wg_fixed' else 32768}>>>({a}); break;"
        for i, (n, b, a) in enumerate(FIXED_KERNELS)) + "\n      }"
    adisp = "switch (k.kid) {\n" + "\n".join(
        f"      case {i}: {a}<<<grid, 64>>>((int)k.p[0], (int)k.p[1], (int)k.p[2], (int)k.p[3], "
        f"({'unsigned' if 'u32' in a else 'unsigned long long'}*)out); break;"
        for i, a in enumerate(ATOMK)) + "\n      }"
    host = g1.HOST_MAIN.replace("WG_ATTRS", attrs).replace("WG_DISPATCH", disp)
    host = host.replace("ATOM_DISPATCH", adisp).replace("wg_fixed<<<grid, 128, 32768>>>(out);", fdisp)
    src.append(host)
    (out / "probe.cu").write_text("\n".join(src))
    g1.write_cases(out, rows)


if __name__ == "__main__":
    main(sys.argv[1])
