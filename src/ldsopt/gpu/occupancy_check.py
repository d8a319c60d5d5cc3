"""Ask CUDA's own occupancy calculator on a real GPU, over a table of cases.

Builds one register-heavy kernel several times, each translation unit with its own
``-maxrregcount`` (so each copy has a different register count), reads the count back with
``cudaFuncGetAttributes`` and asks ``cudaOccupancyMaxActiveBlocksPerMultiprocessor`` for every
(threads per block, dynamic shared memory, carve-out preference) of a grid of cases.  The raw
answers go to a JSON file (``docs/results/occupancy_sm90.json``); :func:`compare` checks
:func:`ldsopt.occupancy.nvidia_occupancy` against such a file (no GPU needed for that part).

Run on the GPU machine::

    PYTHONPATH=src python3 -m ldsopt.gpu.occupancy_check --out occ.json

Needs ``nvcc`` and a CUDA GPU; nothing is imported from a CUDA Python package.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ldsopt.toolchain import environment, nvcc, run, version

# -maxrregcount values; 0 = a small kernel with no cap (few registers)
REG_CAPS = [0, 16, 24, 32, 37, 40, 48, 56, 64, 72, 80, 96, 128, 168, 255]
THREADS = [32, 64, 96, 128, 192, 256, 288, 384, 512, 640, 768, 1024]
DYN_SMEM = [0, 1, 1024, 3072, 8192, 16384, 32768, 40000, 49152, 65536, 102400,
            131072, 167936, 200704, 232448, 232449]
CARVEOUT_PCT = [-1, 0, 25, 50, 100]  # -1: no preference (cudaSharedmemCarveoutDefault)

_KERNEL_TU = r"""
#include <cuda_runtime.h>
#ifndef NR
#define NR 256
#endif
#if SIMPLE
static __global__ void hog(const float* __restrict__ in, float* __restrict__ out, int iters) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = in[t] * 2.0f + (float)iters;
}
#else
static __global__ void hog(const float* __restrict__ in, float* __restrict__ out, int iters) {
    float r[NR];
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll
    for (int i = 0; i < NR; ++i) r[i] = in[t + i];
    for (int k = 0; k < iters; ++k) {
#pragma unroll
        for (int i = 0; i < NR; ++i) r[i] = fmaf(r[i], r[(i + 1) % NR], 1.0f);
    }
    float s = 0.0f;
#pragma unroll
    for (int i = 0; i < NR; ++i) s += r[i];
    out[t] = s;
}
#endif
extern "C" const void* KPTR() { return (const void*)hog; }
"""

_MAIN = r"""
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
%(decls)s
static const void* (*kptrs[])() = { %(ptrs)s };
static const int caps[] = { %(caps)s };
static const int threads[] = { %(threads)s };
static const long long dyn[] = { %(dyn)s };
static const int carve[] = { %(carve)s };
#define N(a) (int)(sizeof(a) / sizeof(a[0]))
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %%s at %%s:%%d: %%s\n", cudaGetErrorName(e_), __FILE__, __LINE__, #x); exit(3);} } while (0)
int main() {
    int dev = 0, drv = 0, rt = 0;
    CK(cudaSetDevice(dev));
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, dev));
    CK(cudaDriverGetVersion(&drv));
    CK(cudaRuntimeGetVersion(&rt));
    printf("{\"device\": {\"name\": \"%%s\", \"cc\": \"%%d.%%d\", \"driver_version\": %%d, \"runtime_version\": %%d, "
           "\"sharedMemPerMultiprocessor\": %%zu, \"sharedMemPerBlock\": %%zu, \"sharedMemPerBlockOptin\": %%zu, "
           "\"reservedSharedMemPerBlock\": %%zu, \"regsPerMultiprocessor\": %%d, \"regsPerBlock\": %%d, "
           "\"maxThreadsPerMultiProcessor\": %%d, \"maxBlocksPerMultiProcessor\": %%d, \"maxThreadsPerBlock\": %%d, "
           "\"warpSize\": %%d, \"multiProcessorCount\": %%d},\n",
           p.name, p.major, p.minor, drv, rt, p.sharedMemPerMultiprocessor, p.sharedMemPerBlock,
           p.sharedMemPerBlockOptin, p.reservedSharedMemPerBlock, p.regsPerMultiprocessor, p.regsPerBlock,
           p.maxThreadsPerMultiProcessor, p.maxBlocksPerMultiProcessor, p.maxThreadsPerBlock, p.warpSize,
           p.multiProcessorCount);
    printf("\"columns\": [\"regs\", \"threads\", \"dyn_smem\", \"carveout_pct\", \"blocks\", \"error\"],\n\"kernels\": [");
    for (int k = 0; k < N(kptrs); ++k) {
        const void* f = kptrs[k]();
        cudaFuncAttributes a;
        CK(cudaFuncGetAttributes(&a, f));
        printf("%%s{\"maxrregcount\": %%d, \"numRegs\": %%d, \"sharedSizeBytes\": %%zu, \"localSizeBytes\": %%zu, "
               "\"maxThreadsPerBlock\": %%d}", k ? ", " : "", caps[k], a.numRegs, a.sharedSizeBytes,
               a.localSizeBytes, a.maxThreadsPerBlock);
    }
    printf("],\n\"rows\": [\n");
    int first = 1;
    for (int k = 0; k < N(kptrs); ++k) {
        const void* f = kptrs[k]();
        cudaFuncAttributes a;
        CK(cudaFuncGetAttributes(&a, f));
        int maxdyn = (int)p.sharedMemPerBlockOptin - (int)a.sharedSizeBytes;
        CK(cudaFuncSetAttribute(f, cudaFuncAttributeMaxDynamicSharedMemorySize, maxdyn));
        for (int c = 0; c < N(carve); ++c) {
            CK(cudaFuncSetAttribute(f, cudaFuncAttributePreferredSharedMemoryCarveout, carve[c]));
            for (int t = 0; t < N(threads); ++t) {
                for (int d = 0; d < N(dyn); ++d) {
                    int blocks = -1;
                    cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, threads[t], (size_t)dyn[d]);
                    if (e != cudaSuccess) { blocks = -1; cudaGetLastError(); }
                    printf("%%s[%%d, %%d, %%lld, %%d, %%d, \"%%s\"]", first ? "" : ",\n", a.numRegs, threads[t], dyn[d],
                           carve[c], blocks, e == cudaSuccess ? "" : cudaGetErrorName(e));
                    first = 0;
                }
            }
        }
    }
    printf("\n]}\n");
    return 0;
}
"""


def build(workdir: Path, arch: str = "sm_90", caps=REG_CAPS) -> Path:
    """Compile one object per register cap and link them: returns the executable's path."""
    tu = workdir / "hog.cu"
    tu.write_text(_KERNEL_TU)
    objs = []

    def one(cap):
        obj = workdir / f"hog_{cap}.o"
        extra = ["-O3", f"-DKPTR=kptr_{cap}", f"-DSIMPLE={1 if cap == 0 else 0}"]
        if cap:
            extra.append(f"-maxrregcount={cap}")
        nvcc(tu, obj, arch, extra, mode="-c")
        return obj

    with ThreadPoolExecutor(max_workers=min(16, os.cpu_count() or 4)) as ex:
        objs = list(ex.map(one, caps))
    main = workdir / "main.cu"
    main.write_text(_MAIN % {
        "decls": "\n".join(f'extern "C" const void* kptr_{c}();' for c in caps),
        "ptrs": ", ".join(f"kptr_{c}" for c in caps),
        "caps": ", ".join(str(c) for c in caps),
        "threads": ", ".join(str(t) for t in THREADS),
        "dyn": ", ".join(f"{d}LL" for d in DYN_SMEM),
        "carve": ", ".join(str(c) for c in CARVEOUT_PCT),
    })
    exe = workdir / "occ"
    run("nvcc", ["-O2", f"-arch={arch}", main, *objs, "-o", exe], "link the occupancy check")
    return exe


def measure(out: Path, arch: str = "sm_90") -> dict:
    with tempfile.TemporaryDirectory() as d:
        exe = build(Path(d), arch)
        res = subprocess.run([str(exe)], check=True, capture_output=True, text=True)
    data = json.loads(res.stdout)
    data["what"] = ("cudaOccupancyMaxActiveBlocksPerMultiprocessor over a grid of cases; register counts "
                    "pinned with -maxrregcount per translation unit and read back with cudaFuncGetAttributes; "
                    "carve-out set with cudaFuncAttributePreferredSharedMemoryCarveout (-1 = default); "
                    "dynamic shared memory limit raised to sharedMemPerBlockOptin first")
    env = environment("name,driver_version,clocks.max.sm", tools=("nvcc",))
    data["date"], data["nvcc"], data["nvidia_smi"] = env["date"], env["nvcc"], env["gpu"]
    out.write_text(_dump(data))
    return data


def _dump(data: dict) -> str:
    """JSON with one table row per line (diffable, compact)."""
    rows = data.get("rows", [])
    head = {k: v for k, v in data.items() if k != "rows"}
    text = json.dumps(head, indent=1)[:-2]
    body = ",\n".join(json.dumps(r) for r in rows)
    return text + ',\n "rows": [\n' + body + "\n ]\n}\n"


def compare(path, arch: str = "sm_90") -> dict:
    """Our model against every row of a measured table: counts and the disagreeing rows.

    A row where CUDA says 0 blocks (or refuses) must be one where the model raises UsageError."""
    from ldsopt.errors import UsageError
    from ldsopt.budgets.occupancy import carveout_kib_from_percent, nvidia_occupancy

    data = json.loads(Path(path).read_text())
    cols = data["columns"]
    agree, bad = 0, []
    for row in data["rows"]:
        r = dict(zip(cols, row))
        carve = None if r["carveout_pct"] < 0 else carveout_kib_from_percent(arch, r["carveout_pct"])
        try:
            got = nvidia_occupancy(arch, r["regs"], r["dyn_smem"], r["threads"], carveout_kib=carve).blocks_per_sm
        except UsageError:
            got = 0
        want = max(r["blocks"], 0)
        if got == want:
            agree += 1
        else:
            bad.append({**r, "model": got})
    return {"rows": len(data["rows"]), "agree": agree, "disagree": bad}


# ------------------------------------------------------------------ CUDA's header-only calculator
# Device properties per arch from the CUDA Programming Guide's compute-capability table (the same
# facts as ldsopt.arch); the combination rules and the per-arch constants (allocation units, block
# limits, carve-out sizes) then come from NVIDIA's own cuda_occupancy.h, not from ldsopt.
HEADER_ARCHES = {  # name: (major, minor, maxThreadsPerSM, smemPerSM, smemPerBlockOptin, reserved)
    "sm_70": (7, 0, 2048, 96 * 1024, 96 * 1024, 0),
    "sm_75": (7, 5, 1024, 64 * 1024, 64 * 1024, 0),
    "sm_80": (8, 0, 2048, 164 * 1024, 163 * 1024, 1024),
    "sm_86": (8, 6, 1536, 100 * 1024, 99 * 1024, 1024),
    "sm_89": (8, 9, 1536, 100 * 1024, 99 * 1024, 1024),
    "sm_90": (9, 0, 2048, 228 * 1024, 227 * 1024, 1024),
}
HEADER_REGS = [0, 16, 24, 32, 37, 40, 48, 64, 72, 96, 128, 168, 255]
HEADER_THREADS = [32, 64, 96, 128, 192, 256, 384, 512, 768, 1024]
HEADER_DYN = [0, 1, 1024, 3000, 8192, 16384, 19500, 32768, 49152, 65536, 98304, 101376, 131072, 166912, 232448, 232449]
HEADER_CARVE = [-1, 0, 25, 50, 100]

_HEADER_MAIN = r"""
#include <cstdio>
#include <cuda_occupancy.h>
int main() {
    struct A { const char* name; int major, minor, tpsm; size_t smsm, optin, resv; } arches[] = { %(arches)s };
    int regs[] = { %(regs)s }, threads[] = { %(threads)s }, carve[] = { %(carve)s };
    long long dyn[] = { %(dyn)s };
    const int nd = (int)(sizeof(dyn) / sizeof(dyn[0]));
    int first = 1;
    printf("{\"columns\": [\"arch\", \"regs\", \"threads\", \"carveout_pct\", \"blocks_by_dyn_smem\"],\n\"dyn_smem\": [");
    for (int i = 0; i < nd; ++i) printf("%%s%%lld", i ? ", " : "", dyn[i]);
    printf("],\n\"rows\": [\n");
    for (auto& a : arches) for (int r : regs) for (int t : threads) for (int c : carve) {
        printf("%%s[\"%%s\", %%d, %%d, %%d, [", first ? "" : ",\n", a.name, r, t, c);
        first = 0;
        for (int i = 0; i < nd; ++i) {
            long long d = dyn[i];
            int blocks = -1;  /* -1: more than one byte over the arch's opt-in limit: not asked */
            if ((size_t)d <= a.optin + 1) {
                cudaOccDeviceProp p;
                p.computeMajor = a.major; p.computeMinor = a.minor; p.maxThreadsPerBlock = 1024;
                p.maxThreadsPerMultiprocessor = a.tpsm; p.regsPerBlock = 65536; p.regsPerMultiprocessor = 65536;
                p.warpSize = 32; p.sharedMemPerBlock = 48 * 1024; p.sharedMemPerMultiprocessor = a.smsm;
                p.numSms = 1; p.sharedMemPerBlockOptin = a.optin; p.reservedSharedMemPerBlock = a.resv;
                cudaOccFuncAttributes f;
                f.maxThreadsPerBlock = 1024; f.numRegs = r; f.sharedSizeBytes = 0;
                f.partitionedGCConfig = PARTITIONED_GC_OFF; f.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
                f.maxDynamicSharedSizeBytes = a.optin; f.numBlockBarriers = 1;
                cudaOccDeviceState st; st.carveoutConfig = c;
                cudaOccResult res;
                cudaOccError e = cudaOccMaxActiveBlocksPerMultiprocessor(&res, &p, &f, &st, t, (size_t)d);
                blocks = e == CUDA_OCC_SUCCESS ? res.activeBlocksPerMultiprocessor : 0;
            }
            printf("%%s%%d", i ? ", " : "", blocks);
        }
        printf("]]");
    }
    printf("\n]}\n");
    return 0;
}
"""


def header_table(out: Path, cuda_include: str = "/usr/local/cuda/include") -> dict:
    """Evaluate CUDA's header-only occupancy calculator (cuda_occupancy.h) for sm_70 .. sm_90 on the
    host (a C++ compiler and the CUDA headers; no GPU) and write the table as JSON."""
    arches = ", ".join(f'{{"{n}", {a}, {b}, {c}, {d}, {e}, {f}}}' for n, (a, b, c, d, e, f) in HEADER_ARCHES.items())
    src = _HEADER_MAIN % {"arches": arches, "regs": ", ".join(map(str, HEADER_REGS)),
                          "threads": ", ".join(map(str, HEADER_THREADS)),
                          "dyn": ", ".join(f"{d}LL" for d in HEADER_DYN),
                          "carve": ", ".join(map(str, HEADER_CARVE))}
    with tempfile.TemporaryDirectory() as d:
        c = Path(d) / "occ_header.cpp"
        c.write_text(src)
        exe = Path(d) / "occ_header"
        subprocess.run(["g++", "-O1", "-std=c++14", f"-I{cuda_include}", str(c), "-o", str(exe)],
                       check=True, capture_output=True, text=True)
        res = subprocess.run([str(exe)], check=True, capture_output=True, text=True)
    data = json.loads(res.stdout)
    ver = ""
    vf = Path(cuda_include).parent / "version.json"
    if vf.exists():
        try:
            ver = json.loads(vf.read_text()).get("cuda", {}).get("version", "")
        except ValueError:
            ver = ""
    data["what"] = ("cudaOccMaxActiveBlocksPerMultiprocessor from CUDA's cuda_occupancy.h, evaluated on the "
                    "host; device properties from the CUDA Programming Guide (HEADER_ARCHES in "
                    "ldsopt.gpu.occupancy_check); function: 0 static shared memory, opted in to the "
                    "per-block maximum; carveout_pct -1 = no preference")
    if not ver:
        ver = version("nvcc") or ""
    data["cuda_version"] = ver
    data["date"] = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    out.write_text(_dump(data))
    return data


def compare_header(path) -> dict:
    """The model against a header table written by :func:`header_table`."""
    from ldsopt.errors import UsageError
    from ldsopt.budgets.occupancy import carveout_kib_from_percent, nvidia_occupancy

    data = json.loads(Path(path).read_text())
    agree, n, bad = 0, 0, []
    for arch, regs, threads, pct, blocks_by_dyn in data["rows"]:
        carve = None if pct < 0 else carveout_kib_from_percent(arch, pct)
        for dyn, want in zip(data["dyn_smem"], blocks_by_dyn):
            if want < 0:
                continue
            n += 1
            try:
                got = nvidia_occupancy(arch, regs, dyn, threads, carveout_kib=carve).blocks_per_sm
            except UsageError:
                got = 0
            if got == want:
                agree += 1
            else:
                bad.append({"arch": arch, "regs": regs, "threads": threads, "dyn_smem": dyn,
                            "carveout_pct": pct, "blocks": want, "model": got})
    return {"rows": n, "agree": agree, "disagree": bad}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="occupancy_sm90.json")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--compare", metavar="JSON", help="compare the model with a measured table (no GPU)")
    ap.add_argument("--build-only", action="store_true", help="compile, do not run (no GPU needed)")
    ap.add_argument("--header-table", metavar="JSON",
                    help="evaluate CUDA's cuda_occupancy.h for sm_70..sm_90 on the host (no GPU) into JSON")
    ap.add_argument("--compare-header", metavar="JSON", help="compare the model with a --header-table file")
    a = ap.parse_args(argv)
    if a.header_table:
        d = header_table(Path(a.header_table))
        n = sum(1 for r in d["rows"] for b in r[-1] if b >= 0)
        print(f"{n} cases from cuda_occupancy.h ({d['cuda_version'] or 'CUDA version unknown'})")
        return 0
    if a.compare_header:
        c = compare_header(a.compare_header)
        print(f"{c['agree']}/{c['rows']} rows agree")
        for b in c["disagree"][:20]:
            print("  disagree:", b)
        return 0 if not c["disagree"] else 1
    if a.compare:
        c = compare(a.compare, a.arch)
        print(f"{c['agree']}/{c['rows']} rows agree")
        for b in c["disagree"][:20]:
            print("  disagree:", b)
        return 0 if not c["disagree"] else 1
    if a.build_only:
        with tempfile.TemporaryDirectory() as d:
            exe = build(Path(d), a.arch)
            print("built", exe.name)
        return 0
    data = measure(Path(a.out), a.arch)
    regs = [k["numRegs"] for k in data["kernels"]]
    print(f"{data['device']['name']}: {len(data['rows'])} cases, register counts {regs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
