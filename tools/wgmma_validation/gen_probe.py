"""Write the probe kernels and the case table for the Hopper shared-memory measurements.

    python3 tools/wgmma_validation/gen_probe.py OUTDIR

writes OUTDIR/probe.cu (one ``extern "C"`` kernel per wgmma shape, dtype and transpose pair; TMA
load/store, bulk copy and shared-atomic kernels) and OUTDIR/cases.csv (one row per launch, in
launch order: kernel, grid, the two descriptors or the TMA/atomic parameters).  The host program
in probe.cu launches the table in order; each launch is one Nsight Compute result.  The case list
is deterministic (fixed seed) and covers every swizzle mode, K- and MN-major operands, start
addresses off the swizzle atom, leading/stride byte offsets canonical and not, and the matrix base
offset field.
"""
import csv
import random
import sys
from pathlib import Path

SMEM = 220 * 1024          # dynamic shared memory of the wgmma probes
# wgmma kernels: name, ptx shape/type suffix, N, accumulator regs, A from smem?, transposes, K bytes
WG = []


def wg(name, n, dtype, a_smem=True, ta=0, tb=0):
    WG.append(dict(name=name, n=n, dtype=dtype, a_smem=a_smem, ta=ta, tb=tb))


for t in ((0, 0), (1, 1), (0, 1), (1, 0)):
    wg(f"wg_ss_f16_n64_t{t[0]}{t[1]}", 64, "f16", True, *t)
for n in (8, 256):
    for t in ((0, 0), (1, 1)):
        wg(f"wg_ss_f16_n{n}_t{t[0]}{t[1]}", n, "f16", True, *t)
for tb in (0, 1):
    wg(f"wg_rs_f16_n64_t{tb}", 64, "f16", False, 0, tb)
wg("wg_ss_e4m3_n64", 64, "e4m3")
wg("wg_ss_tf32_n32", 32, "tf32")
wg("wg_ss_bf16_n128_t01", 128, "bf16", True, 0, 1)

KSTEP = {"f16": 16, "bf16": 16, "e4m3": 32, "tf32": 8}


def kernel_head(name):
    """The probe kernel's signature and its descriptors moved to the shared window."""
    return f'''extern "C" __global__ void __launch_bounds__(128, 1) {name}(unsigned long long da,
    unsigned long long db, float* out, int scale) {{
  extern __shared__ __align__(1024) unsigned char smem[];
  unsigned base = (unsigned)__cvta_generic_to_shared(smem);
  da += base >> 4; db += base >> 4;
'''


def kernel_src(k):
    n, dt = k["n"], k["dtype"]
    na = n // 2                                   # f32 accumulators per thread
    kk = KSTEP[dt]
    typ = {"f16": "f16.f16", "bf16": "bf16.bf16", "e4m3": "e4m3.e4m3", "tf32": "tf32.tf32"}[dt]
    dl = ",".join(f"%{i}" for i in range(na))
    outs = ", ".join(f'"+f"(d[{i}])' for i in range(na))
    if k["a_smem"]:
        a_op, b_op, sc = f"%{na}", f"%{na + 1}", na + 2
        ins = '"l"(da), "l"(db), "r"(scale)'
    else:
        a_op = "{" + ",".join(f"%{na + i}" for i in range(4)) + "}"
        b_op, sc = f"%{na + 4}", na + 5
        ins = '"r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "l"(db), "r"(scale)'
    tail = "p, 1, 1"
    if dt in ("f16", "bf16"):
        tail += f", {k['ta']}, {k['tb']}" if k["a_smem"] else f", {k['tb']}"
    ptx = (f"{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{sc}, 0;\\n"
           f"wgmma.mma_async.sync.aligned.m64n{n}k{kk}.f32.{typ} {{{dl}}}, {a_op}, {b_op}, {tail};\\n}}\\n")
    return f'''
{kernel_head(k['name'])}  float d[{na}];
#pragma unroll
  for (int i = 0; i < {na}; ++i) d[i] = 0.f;
  unsigned ra[4];
#pragma unroll
  for (int i = 0; i < 4; ++i) ra[i] = 0x3c003c00u ^ (threadIdx.x * 977u + i);
  (void)ra;
  asm volatile("wgmma.fence.sync.aligned;\\n" ::: "memory");
  asm volatile("{ptx}" : {outs} : {ins});
  asm volatile("wgmma.commit_group.sync.aligned;\\nwgmma.wait_group.sync.aligned 0;\\n" ::: "memory");
#pragma unroll
  for (int i = 0; i < {na}; ++i) out[threadIdx.x * {na} + i] = d[i];
}}
'''


def desc(start, lbo, sbo, swz, base_off=0):
    return ((start >> 4) & 0x3FFF) | (((lbo >> 4) & 0x3FFF) << 16) | (((sbo >> 4) & 0x3FFF) << 32) \
        | ((base_off & 7) << 49) | ((swz & 3) << 62)


# canonical (LBO, SBO) per swizzle field value (0 none, 1 128B, 2 64B, 3 32B), K-major and MN-major
CANON = {0: [(128, 256), (256, 128), (1024, 128)], 1: [(16, 1024), (8192, 1024)],
         2: [(16, 512), (4096, 512)], 3: [(16, 256), (2048, 256)]}


def wg_cases(k, rng, count):
    out = []
    big = 1024 if k["n"] >= 128 else 2048
    for i in range(count):
        row = []
        for op in ("a", "b"):
            swz = i % 4 if op == "a" else (i // 4) % 4
            mode = (i // 16) % 3
            if mode == 0:           # canonical strides, aligned start
                lbo, sbo = CANON[swz][i % len(CANON[swz])]
                start = 1024 * rng.randrange(0, 4)
            elif mode == 1:         # canonical strides, start off the swizzle atom (K advance)
                lbo, sbo = CANON[swz][0]
                start = 1024 * rng.randrange(0, 4) + 16 * rng.choice([1, 2, 3, 4, 6, 8, 12, 24, 40])
            else:                   # arbitrary multiples of 16 bytes
                lbo, sbo = 16 * rng.randrange(0, big // 16), 16 * rng.randrange(0, big // 16)
                start = 16 * rng.randrange(0, 256)
            boff = rng.randrange(0, 8) if (mode == 2 and swz and i % 3 == 0) else 0
            row.append((start, lbo, sbo, swz, boff))
        out.append(row)
    return out


TMA = [  # name, elem bytes, box inner (elements), box outer, swizzle (0 none,1 32B,2 64B,3 128B), x, y
    ("f16_64x8_sw128", 2, 64, 8, 3, 0, 0), ("f16_64x64_sw128", 2, 64, 64, 3, 0, 8),
    ("f16_32x16_sw64", 2, 32, 16, 2, 0, 0), ("f16_16x32_sw32", 2, 16, 32, 1, 16, 0),
    ("f16_64x16_none", 2, 64, 16, 0, 0, 0), ("f16_8x8_none", 2, 8, 8, 0, 0, 0),
    ("f32_32x32_none", 4, 32, 32, 0, 0, 0), ("f32_4x64_none", 4, 4, 64, 0, 4, 0),
    ("f16_24x8_none", 2, 24, 8, 0, 8, 3), ("f16_256x4_none", 2, 256, 4, 0, 0, 0),
    ("f32_16x8_sw64", 4, 16, 8, 2, 0, 0), ("f16_64x128_sw128", 2, 64, 128, 3, 64, 0),
]
BULK = [(16, 0), (128, 0), (1024, 0), (4096, 0), (256, 16), (4112, 48)]   # bytes, shared offset
ATOMK = ["atom_u32_add", "atom_u64_add", "atom_u64_cas", "atom_u64_exch", "atom_f32_add",
         "atom_f64_add"]
PATTERNS = [(1, 0, 0xFFFFFFFF), (0, 0, 0xFFFFFFFF), (2, 0, 0xFFFFFFFF), (16, 0, 0xFFFFFFFF),
            (32, 0, 0xFFFFFFFF), (1, 1, 0xFFFFFFFF), (1, 0, 0x0000FFFF), (1, 0, 0x55555555),
            (4, 0, 0xFFFFFFFF), (8, 0, 0xFFFFFFFF), (3, 0, 0xFFFFFFFF), (64, 0, 0xFFFFFFFF)]

HOST_PRE = r'''
// Generated by tools/wgmma_validation/gen_probe.py: Hopper shared-memory probes (wgmma operand
// reads through descriptors, TMA and bulk copies, shared atomics), one launch per case row.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); exit(3); } } while (0)
'''

DEV_REST = r'''
__device__ __forceinline__ unsigned long long mkdesc(unsigned addr, unsigned lbo, unsigned sbo, unsigned swz) {
  return (unsigned long long)((addr & 0x3FFFF) >> 4) | ((unsigned long long)(lbo >> 4) << 16)
       | ((unsigned long long)(sbo >> 4) << 32) | ((unsigned long long)swz << 62);
}
__device__ __forceinline__ void mma64(float (&d)[32], unsigned long long da, unsigned long long db) {
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"
    "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
      "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
      "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
      "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
    : "l"(da), "l"(db), "r"(1));
}
// Descriptors built in the kernel from the shared address (a 64x64 f16 K-major tile per operand, four
// k16 steps in the 128-byte swizzle, then one step in the no-swizzle layout): the form real GEMM code has.
extern "C" __global__ void __launch_bounds__(128, 1) wg_fixed(float* out) {
  extern __shared__ __align__(1024) unsigned char smem[];
  unsigned a = (unsigned)__cvta_generic_to_shared(smem), b = a + 8192;
  float d[32];
#pragma unroll
  for (int i = 0; i < 32; ++i) d[i] = 0.f;
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#pragma unroll
  for (int k = 0; k < 4; ++k) mma64(d, mkdesc(a + 32 * k, 16, 1024, 1), mkdesc(b + 32 * k, 16, 1024, 1));
  mma64(d, mkdesc(a + 16384, 128, 256, 0), mkdesc(b + 16384, 128, 256, 0));
  asm volatile("wgmma.commit_group.sync.aligned;\nwgmma.wait_group.sync.aligned 0;\n" ::: "memory");
#pragma unroll
  for (int i = 0; i < 32; ++i) out[threadIdx.x * 32 + i] = d[i];
}
__device__ __forceinline__ void bar_init(unsigned bar) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;\n" :: "r"(bar) : "memory");
}
__device__ __forceinline__ void bar_wait(unsigned bar) {
  asm volatile("{\n.reg .pred p;\nW: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n@!p bra W;\n}\n" :: "r"(bar) : "memory");
}
extern "C" __global__ void tma_load_store(const __grid_constant__ CUtensorMap tm, int x, int y, int bytes, float* out) {
  extern __shared__ __align__(1024) unsigned char smem[];
  unsigned base = (unsigned)__cvta_generic_to_shared(smem);
  unsigned bar = base, tile = base + 1024;
  if (threadIdx.x == 0) bar_init(bar);
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" :: "r"(bar), "r"(bytes) : "memory");
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\n"
                 :: "r"(tile), "l"(&tm), "r"(x), "r"(y), "r"(bar) : "memory");
  }
  bar_wait(bar);
  out[threadIdx.x] = ((float*)(smem + 1024))[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];\n"
                 :: "l"(&tm), "r"(x), "r"(y), "r"(tile) : "memory");
    asm volatile("cp.async.bulk.commit_group;\ncp.async.bulk.wait_group.read 0;\n" ::: "memory");
  }
}
extern "C" __global__ void bulk_copy(const float* src, int bytes, int soff, float* out) {
  extern __shared__ __align__(1024) unsigned char smem[];
  unsigned base = (unsigned)__cvta_generic_to_shared(smem);
  unsigned bar = base, dst = base + 1024 + soff;
  if (threadIdx.x == 0) bar_init(bar);
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" :: "r"(bar), "r"(bytes) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n"
                 :: "r"(dst), "l"(src), "r"(bytes), "r"(bar) : "memory");
  }
  bar_wait(bar);
  out[threadIdx.x] = ((float*)(smem + 1024))[threadIdx.x];
}
#define ATOM_KERNEL(NAME, T, N, OP) \
extern "C" __global__ void NAME(int mul, int shift, unsigned mask, T* out) { \
  __shared__ T s[N]; \
  for (int i = threadIdx.x; i < N; i += blockDim.x) s[i] = (T)0; \
  __syncthreads(); \
  int lane = threadIdx.x & 31; \
  int idx = ((lane >> shift) * mul + (threadIdx.x >> 5)) & (N - 1); \
  if ((mask >> lane) & 1u) { OP; } \
  __syncthreads(); \
  for (int i = threadIdx.x; i < N; i += blockDim.x) out[i] = s[i]; \
}
ATOM_KERNEL(atom_u32_add, unsigned, 4096, atomicAdd(&s[idx], 1u))
ATOM_KERNEL(atom_u64_add, unsigned long long, 2048, atomicAdd(&s[idx], 1ull))
ATOM_KERNEL(atom_u64_cas, unsigned long long, 2048, atomicCAS(&s[idx], 0ull, (unsigned long long)threadIdx.x + 1))
ATOM_KERNEL(atom_u64_exch, unsigned long long, 2048, atomicExch(&s[idx], (unsigned long long)threadIdx.x))
ATOM_KERNEL(atom_f32_add, float, 4096, atomicAdd(&s[idx], 1.0f))
ATOM_KERNEL(atom_f64_add, double, 2048, atomicAdd(&s[idx], 1.0))
'''

HOST_MAIN = r'''
int main(int argc, char** argv) {
  // argv[1]: first case to run; argv[2..]: cases to skip (found faulting by a plain run)
  int first = argc > 1 ? atoi(argv[1]) : 0;
  static bool skip[4096] = {false};
  for (int i = 2; i < argc; ++i) skip[atoi(argv[i])] = true;
  float* out; CK(cudaMalloc(&out, 1 << 22));
  unsigned short* g16; CK(cudaMalloc(&g16, 512 * 512 * 4));
  unsigned char* h = (unsigned char*)malloc(512 * 512 * 4);
  for (int i = 0; i < 512 * 512 * 4; ++i) h[i] = (unsigned char)((i * 2654435761u) >> 24) & 0x3f;
  CK(cudaMemcpy(g16, h, 512 * 512 * 4, cudaMemcpyHostToDevice));
  void* fn = nullptr; cudaDriverEntryPointQueryResult q;
  CK(cudaGetDriverEntryPoint("cuTensorMapEncodeTiled", &fn, cudaEnableDefault, &q));
  PFN_cuTensorMapEncodeTiled_v12000 encode = (PFN_cuTensorMapEncodeTiled_v12000)fn;
  WG_ATTRS
  CK(cudaFuncSetAttribute(tma_load_store, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024));
  CK(cudaFuncSetAttribute(wg_fixed, cudaFuncAttributeMaxDynamicSharedMemorySize, 32768));
  for (int c = first; c < NCASES; ++c) {
    if (skip[c]) continue;
    const Case& k = CASES[c];
    dim3 grid(k.grid);
    if (k.kind == 0) {
      WG_DISPATCH
    } else if (k.kind == 1) {
      CUtensorMap tm;
      int eb = (int)k.p[0];
      cuuint64_t dims[2] = {256, 256}; cuuint64_t strides[1] = {256ull * eb};
      cuuint32_t box[2] = {(cuuint32_t)k.p[1], (cuuint32_t)k.p[2]}; cuuint32_t es[2] = {1, 1};
      CUtensorMapSwizzle sw[4] = {CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_SWIZZLE_64B, CU_TENSOR_MAP_SWIZZLE_128B};
      CUresult r = encode(&tm, eb == 2 ? CU_TENSOR_MAP_DATA_TYPE_FLOAT16 : CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, g16, dims, strides, box, es,
                          CU_TENSOR_MAP_INTERLEAVE_NONE, sw[k.p[3]], CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
      if (r != CUDA_SUCCESS) { fprintf(stderr, "case %d: tensor map encode failed %d\n", c, (int)r); exit(3); }
      int bytes = (int)(k.p[1] * k.p[2] * eb);
      tma_load_store<<<grid, 128, 1024 + bytes>>>(tm, (int)k.p[4], (int)k.p[5], bytes, out);
    } else if (k.kind == 2) {
      bulk_copy<<<grid, 128, 1024 + 8192>>>((const float*)g16, (int)k.p[0], (int)k.p[1], out);
    } else if (k.kind == 4) {
      wg_fixed<<<grid, 128, 32768>>>(out);
    } else {
      ATOM_DISPATCH
    }
    cudaError_t e = cudaGetLastError(); if (e == cudaSuccess) e = cudaDeviceSynchronize();
    if (e != cudaSuccess) { printf("FAULT %d %s\n", c, cudaGetErrorString(e)); fflush(stdout); exit(4); }
    printf("case %d %s ok\n", c, k.name); fflush(stdout);
  }
  printf("all %d cases ran\n", NCASES);
  return 0;
}
'''


def main(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20261126)
    rows = []          # (kernel, kind, grid, params...)
    counts = {"wg_ss_f16_n64_t00": 48, "wg_ss_f16_n64_t11": 48, "wg_ss_f16_n64_t01": 24,
              "wg_ss_f16_n64_t10": 24}
    for k in WG:
        for pair in wg_cases(k, rng, counts.get(k["name"], 16)):
            da, db = (desc(*p) for p in pair)
            rows.append(dict(kernel=k["name"], kind=0, p=[da, db], pair=pair))
    for t in TMA:
        rows.append(dict(kernel="tma_load_store", kind=1, p=list(t[1:]), tag=t[0]))
    for b, off in BULK:
        rows.append(dict(kernel="bulk_copy", kind=2, p=[b, off], tag=f"{b}B_at_{off}"))
    for a in ATOMK:
        for (m, s, mask) in PATTERNS:  # noqa
            rows.append(dict(kernel=a, kind=3, p=[m, s, mask], tag=f"mul{m}_shift{s}_mask{mask:08x}"))
    rows.append(dict(kernel="wg_fixed", kind=4, p=[0], tag="in-kernel descriptors"))
    for i, r in enumerate(rows):       # consecutive launches differ in grid: no two reports alike
        r["grid"] = 1 + i % 3
    src = [HOST_PRE] + [kernel_src(k) for k in WG] + [DEV_REST]
    src.append("struct Case { int kind; int kid; unsigned grid; unsigned long long p[6]; const char* name; };")
    kid = {k["name"]: i for i, k in enumerate(WG)} | {a: i for i, a in enumerate(ATOMK)}
    src.append(f"#define NCASES {len(rows)}\nstatic const Case CASES[NCASES] = {{")
    for i, r in enumerate(rows):
        ps = ", ".join(f"{int(v)}ull" for v in r["p"])
        src.append(f'  {{{r["kind"]}, {kid.get(r["kernel"], 0)}, {r["grid"]}u, {{{ps}}}, "{r["kernel"]}"}},')
    src.append("};")
    attrs = "\n".join(f"  CK(cudaFuncSetAttribute({k['name']}, cudaFuncAttributeMaxDynamicSharedMemorySize, {SMEM}));"
                      for k in WG)
    disp = "switch (k.kid) {\n" + "\n".join(
        f"      case {i}: {k['name']}<<<grid, 128, {SMEM}>>>(k.p[0], k.p[1], out, 0); break;"
        for i, k in enumerate(WG)) + "\n      }"
    adisp = "switch (k.kid) {\n" + "\n".join(
        f"      case {i}: {a}<<<grid, 64>>>((int)k.p[0], (int)k.p[1], (unsigned)k.p[2], ({'unsigned' if a == 'atom_u32_add' else 'float' if a == 'atom_f32_add' else 'double' if a == 'atom_f64_add' else 'unsigned long long'}*)out); break;"
        for i, a in enumerate(ATOMK)) + "\n      }"
    src.append(HOST_MAIN.replace("WG_ATTRS", attrs).replace("WG_DISPATCH", disp).replace("ATOM_DISPATCH", adisp))
    (out / "probe.cu").write_text("\n".join(src))
    write_cases(out, rows)


def write_cases(out, rows):
    """OUT/cases.csv: one row per launch, in launch order."""
    with open(out / "cases.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["case", "kernel", "grid", "desc_a", "desc_b", "params"])
        for i, r in enumerate(rows):
            if r["kind"] == 0:
                w.writerow([i, r["kernel"], r["grid"], f"{r['p'][0]:#018x}", f"{r['p'][1]:#018x}", ""])
            else:
                w.writerow([i, r["kernel"], r["grid"], "", "", r["tag"] + ";" + ";".join(str(v) for v in r["p"])])
    print(f"{len(rows)} cases")


if __name__ == "__main__":
    main(sys.argv[1])
