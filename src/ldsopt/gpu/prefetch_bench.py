"""Single- against double-buffered tiled loop on a real GPU: the proof for ``ldsopt prefetch``.

One CUDA kernel, a loop over ``N`` tiles: each iteration loads one tile (one float4 per thread)
from global memory, stores it to shared memory, synchronizes, and runs a compute chain on a
neighbour's element.  Both forms use two shared-memory buffers and one ``__syncthreads`` per
iteration; they differ only in *when* the global load is issued:

- ``single``: at the top of the iteration, so the store to shared memory waits for it
  (``N * (load + compute)``);
- ``double``: the next tile's load is issued right after the barrier, before the compute on the
  current tile (prologue load, loop, last compute: ``load + (N-1) * max(load, compute) + compute``).

Two calibration forms give the advisor its inputs, in SM cycles per iteration: ``load`` (loads, no
compute) and ``compute`` (compute, no loads).  Time is read with ``clock64()`` around the loop in
each block (thread 0), averaged over blocks, median over repetitions; L2 is flushed between
repetitions so every tile comes from DRAM.  ``B`` blocks of 128 threads per SM give ``B`` warps
per SM sub-partition (scheduler): the occupancy the advisor's refinement needs.

Run on the GPU machine::

    PYTHONPATH=src python3 -m ldsopt.gpu.prefetch_bench --out prefetch_sm90.json
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from ldsopt.toolchain import cuobjdump_sass, environment, nvcc

NS = [1, 2, 4, 8, 16, 64, 256]
CITERS = [16, 64, 256]
BLOCKS_PER_SM = [1, 4]
REPS = 7

_SRC = r"""
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "CUDA error %%s at line %%d: %%s\n", cudaGetErrorName(e_), __LINE__, #x); exit(3);} } while (0)

constexpr int T = 128;  // threads per block; one float4 per thread per tile (2 KiB tiles)

template <bool PREFETCH, bool LOAD, bool COMPUTE>
__global__ void __launch_bounds__(T) tiled_loop(const float4* __restrict__ in, float* __restrict__ out,
                                                int ntiles, int citer, long long* __restrict__ cycles) {
    __shared__ float4 buf[2][T];
    const int t = threadIdx.x;
    const float4* src = in + (size_t)blockIdx.x * ntiles * T + t;
    float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
    float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
    long long t0 = clock64();
    if (PREFETCH) v = LOAD ? src[0] : make_float4((float)t, 1.f, 2.f, 3.f);
#pragma unroll 1
    for (int it = 0; it < ntiles; ++it) {
        if (!PREFETCH) v = LOAD ? src[(size_t)it * T] : make_float4((float)it, (float)t, 2.f, 3.f);
        buf[it & 1][t] = v;
        __syncthreads();
        if (PREFETCH && it + 1 < ntiles)
            v = LOAD ? src[(size_t)(it + 1) * T] : make_float4((float)it, (float)t, 2.f, 3.f);
        float4 x = buf[it & 1][(t + 1) & (T - 1)];
        if (COMPUTE) {
#pragma unroll 4
            for (int k = 0; k < citer; ++k) {
                x.x = fmaf(x.x, 0.999f, 0.25f);
                x.y = fmaf(x.y, 0.999f, 0.25f);
                x.z = fmaf(x.z, 0.999f, 0.25f);
                x.w = fmaf(x.w, 0.999f, 0.25f);
            }
        }
        acc.x += x.x; acc.y += x.y; acc.z += x.z; acc.w += x.w;
    }
    long long t1 = clock64();
    out[(size_t)blockIdx.x * T + t] = acc.x + acc.y + acc.z + acc.w;
    if (t == 0) cycles[blockIdx.x] = t1 - t0;
}

typedef void (*kfn)(const float4*, float*, int, int, long long*);
struct Form { const char* name; kfn f; };

int main(int argc, char** argv) {
    std::vector<int> Ns = { %(ns)s }, citers = { %(citers)s }, Bs = { %(bs)s };
    const int reps = %(reps)d;
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    int sms = p.multiProcessorCount, maxN = *std::max_element(Ns.begin(), Ns.end());
    int maxB = *std::max_element(Bs.begin(), Bs.end());
    size_t n4 = (size_t)sms * maxB * maxN * T;
    float4* in; float* out; long long* cyc; char* scratch;
    CK(cudaMalloc(&in, n4 * sizeof(float4)));
    CK(cudaMalloc(&out, (size_t)sms * maxB * T * sizeof(float)));
    CK(cudaMalloc(&cyc, (size_t)sms * maxB * sizeof(long long)));
    const size_t flush_bytes = 256u << 20;
    CK(cudaMalloc(&scratch, flush_bytes));
    {   // fill the input with small non-zero values
        std::vector<float> h(n4 * 4);
        for (size_t i = 0; i < h.size(); ++i) h[i] = (float)((i * 2654435761u) %% 1000) * 1e-3f + 0.001f;
        CK(cudaMemcpy(in, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
    }
    Form forms[] = {
        {"single", tiled_loop<false, true, true>},
        {"double", tiled_loop<true, true, true>},
        {"load", tiled_loop<false, true, false>},
        {"compute", tiled_loop<false, false, true>},
    };
    int occ[4];
    for (int i = 0; i < 4; ++i) CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ[i], (const void*)forms[i].f, T, 0));
    cudaFuncAttributes fa;
    CK(cudaFuncGetAttributes(&fa, (const void*)forms[1].f));
    printf("{\"device\": \"%%s\", \"sms\": %%d, \"threads_per_block\": %%d, \"max_blocks_per_sm\": [%%d, %%d, %%d, %%d], "
           "\"double_regs\": %%d,\n \"rows\": [\n", p.name, sms, T, occ[0], occ[1], occ[2], occ[3], fa.numRegs);
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
    std::vector<long long> hc((size_t)sms * maxB);
    bool first = true;
    for (int B : Bs) for (int citer : citers) for (int N : Ns) for (auto& fm : forms) {
        if (fm.name[0] == 'l' && citer != citers[0]) continue;  // load-only does not depend on citer
        int grid = sms * B;
        // warm-up
        fm.f<<<grid, T>>>(in, out, N, citer, cyc);
        CK(cudaGetLastError());
        CK(cudaDeviceSynchronize());
        std::vector<double> per_block, ms;
        for (int r = 0; r < reps; ++r) {
            CK(cudaMemset(scratch, r & 0xff, flush_bytes));  // evict the tiles from L2
            CK(cudaEventRecord(e0));
            fm.f<<<grid, T>>>(in, out, N, citer, cyc);
            CK(cudaEventRecord(e1));
            CK(cudaGetLastError());
            CK(cudaEventSynchronize(e1));
            float m; CK(cudaEventElapsedTime(&m, e0, e1));
            CK(cudaMemcpy(hc.data(), cyc, (size_t)grid * sizeof(long long), cudaMemcpyDeviceToHost));
            double s = 0; for (int b = 0; b < grid; ++b) s += (double)hc[b];
            per_block.push_back(s / grid);
            ms.push_back(m);
        }
        std::vector<double> sc = per_block, sm = ms;
        std::sort(sc.begin(), sc.end()); std::sort(sm.begin(), sm.end());
        printf("%%s  {\"form\": \"%%s\", \"blocks_per_sm\": %%d, \"citer\": %%d, \"N\": %%d, \"cycles_median\": %%.1f, "
               "\"cycles_min\": %%.1f, \"cycles_max\": %%.1f, \"ms_median\": %%.5f}", first ? "" : ",\n", fm.name, B,
               citer, N, sc[reps / 2], sc.front(), sc.back(), sm[reps / 2]);
        first = false;
    }
    printf("\n]}\n");
    return 0;
}
"""


def build(workdir: Path, arch: str = "sm_90") -> Path:
    src = workdir / "prefetch_bench.cu"
    src.write_text(_SRC % {"ns": ", ".join(map(str, NS)), "citers": ", ".join(map(str, CITERS)),
                           "bs": ", ".join(map(str, BLOCKS_PER_SM)), "reps": REPS})
    exe = workdir / "prefetch_bench"
    r = nvcc(src, exe, arch, ["-O3", "-Xptxas", "-v"])
    (workdir / "ptxas.txt").write_text(r.stderr)
    return exe


def _sass_summary(exe: Path) -> list[str]:
    """The loop's memory and barrier instructions per kernel, in order (where is each LDG?)."""
    text = cuobjdump_sass(exe)
    if text is None:
        return ["cuobjdump not found"]
    keep = ("Function", "LDG", "STS", "LDS", "BAR", "BRA", "CS2R")
    return [ln.strip() for ln in text.splitlines() if any(k in ln for k in keep)]


def measure(out: Path, arch: str = "sm_90") -> dict:
    with tempfile.TemporaryDirectory() as d:
        exe = build(Path(d), arch)
        ptxas = (Path(d) / "ptxas.txt").read_text()
        sass = _sass_summary(exe)
        res = subprocess.run([str(exe)], capture_output=True, text=True)
        if res.returncode:
            raise SystemExit(res.stderr)
    data = json.loads(res.stdout)
    env = environment("name,driver_version,clocks.max.sm,clocks.sm", tools=("nvcc",))
    data["date"], data["nvcc"] = env["date"], env["nvcc"]
    data["ptxas"] = [ln for ln in ptxas.splitlines() if "registers" in ln]
    (out.parent / (out.stem + "_sass.txt")).write_text("\n".join(sass) + "\n")
    data["nvidia_smi"] = env["gpu"]
    data["what"] = __doc__.split("\n\n")[1].replace("\n", " ")
    rows = data.pop("rows")
    text = json.dumps(data, indent=1)[:-2] + ',\n "rows": [\n' + ",\n".join(json.dumps(r) for r in rows) + "\n ]\n}\n"
    out.write_text(text)
    data["rows"] = rows
    return data


def compare(path) -> list[dict]:
    """The advisor's predicted speedup next to the measured one, for every (B, citer, N) of a
    measured file (no GPU needed).  Advisor inputs, per (B, citer), from the calibration forms at
    N = 256 (steady state): load = load-only cycles per iteration, compute per wave = compute-only
    cycles per iteration / B (B warps share each scheduler), waves = B."""
    from ldsopt.budgets.prefetch import loop_times

    data = json.loads(Path(path).read_text())
    rows = data["rows"]
    nmax = max(r["N"] for r in rows)

    def cyc(form, B, citer, N):
        for r in rows:
            if r["form"] == form and r["blocks_per_sm"] == B and r["N"] == N and (
                    form == "load" or r["citer"] == citer):
                return r["cycles_median"]
        raise KeyError((form, B, citer, N))

    out = []
    for B in sorted({r["blocks_per_sm"] for r in rows}):
        for citer in sorted({r["citer"] for r in rows}):
            L = cyc("load", B, citer, nmax) / nmax
            C = cyc("compute", B, citer, nmax) / nmax / B
            for N in sorted({r["N"] for r in rows}):
                t = loop_times(L, C, N, B)
                s, d = cyc("single", B, citer, N), cyc("double", B, citer, N)
                out.append({"blocks_per_sm": B, "citer": citer, "N": N, "load": round(L, 1),
                            "compute_per_wave": round(C, 1), "single_cycles": s, "double_cycles": d,
                            "measured": round(s / d, 3), "predicted": round(t["speedup"], 3),
                            "predicted_interleaved": round(t["speedup_interleaved"], 3),
                            "predicted_single": round(t["without"]), "predicted_double": round(t["with"])})
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="prefetch_sm90.json")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--build-only", action="store_true", help="compile, do not run (no GPU needed)")
    ap.add_argument("--compare", metavar="JSON", help="advisor prediction against a measured file (no GPU)")
    a = ap.parse_args(argv)
    if a.compare:
        print("| B | citer | N | load | compute/wave | single | double | measured | predicted (in step) | "
              "predicted (interleaved) |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for r in compare(a.compare):
            print(f"| {r['blocks_per_sm']} | {r['citer']} | {r['N']} | {r['load']:.0f} | {r['compute_per_wave']:.0f} | "
                  f"{r['single_cycles']:.0f} | {r['double_cycles']:.0f} | {r['measured']:.2f} | "
                  f"{r['predicted']:.2f} | {r['predicted_interleaved']:.2f} |")
        return 0
    if a.build_only:
        with tempfile.TemporaryDirectory() as d:
            build(Path(d), a.arch)
            print((Path(d) / "ptxas.txt").read_text())
        return 0
    data = measure(Path(a.out), a.arch)
    print(f"{data['device']}: {len(data['rows'])} rows")
    for r in data["rows"]:
        if r["N"] in (1, 16, 256):
            print(f"  B={r['blocks_per_sm']} citer={r['citer']:4d} N={r['N']:4d} {r['form']:8s} "
                  f"{r['cycles_median'] / r['N']:9.1f} cycles/iter")
    return 0


if __name__ == "__main__":
    sys.exit(main())
