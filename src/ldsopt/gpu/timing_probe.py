"""Shared-memory timing probe: how long a shared load takes, per conflict degree, when the SM is
kept busy (throughput, not latency).

Kernel: 2 blocks of 1024 threads per SM (64 warps, the most an sm_90 SM holds; 25 registers a
thread at most, no local memory), each thread issuing
``iters x 4`` independent ``ld.volatile.shared`` of 4, 8 or 16 bytes through inline PTX (the
``.volatile`` qualifier keeps ptxas from hoisting the loop-invariant loads out of the loop, which it
did to plain ``ld.shared`` in the first run even inside ``asm volatile``), lane ``i`` at byte
offset ``i * width * d``.  Each block reads the SM's
cycle counter (``clock64``) before and after its loop (between barriers) and its SM id; the span of
an SM is its last block's end minus its first block's start.  So the figures are in SM clock cycles
and do not depend on the clock frequency; the CUDA-event time gives the clock the run saw.

Reported per (width, d): cycles per warp-instruction per SM (span / warp-instructions on the SM),
bytes per clock per SM (against the 128 B/clk/SM of 32 banks x 4 B), and the model's wavefronts of
the pattern.  :func:`analyze` fits cycles per instruction against the modelled wavefronts.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import time
from pathlib import Path

from ldsopt.errors import UsageError

WIDTHS = (4, 8, 16)
DEGREES = (0, 1, 2, 4, 8, 16, 32)   # 0: every lane on the same address (broadcast)
PEAK_B_PER_CLK = 128

_SRC = r"""
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "probe: CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); exit(3); } } while (0)
#define UNROLL 4

__device__ __forceinline__ unsigned smid() { unsigned r; asm volatile("mov.u32 %0, %%smid;" : "=r"(r)); return r; }

template <int W>
__global__ void __launch_bounds__(1024, 2) probe(const unsigned* __restrict__ lane_off, int iters,
                                                  long long* __restrict__ rec, unsigned* __restrict__ sink) {
  extern __shared__ __align__(16) unsigned char smem[];
  const unsigned lane = threadIdx.x & 31;
  const unsigned base = (unsigned)__cvta_generic_to_shared(smem) + lane_off[lane];
  unsigned acc = 0;
  __syncthreads();
  long long t0 = clock64();
#pragma unroll 1
  for (int it = 0; it < iters; ++it) {
    unsigned x[UNROLL][4];
#pragma unroll
    for (int u = 0; u < UNROLL; ++u) {   // UNROLL independent loads in flight per warp
      if (W == 4) {
        asm volatile("ld.volatile.shared.u32 %0, [%1];" : "=r"(x[u][0]) : "r"(base));
      } else if (W == 8) {
        asm volatile("ld.volatile.shared.v2.u32 {%0,%1}, [%2];" : "=r"(x[u][0]), "=r"(x[u][1]) : "r"(base));
      } else {
        asm volatile("ld.volatile.shared.v4.u32 {%0,%1,%2,%3}, [%4];"
                     : "=r"(x[u][0]), "=r"(x[u][1]), "=r"(x[u][2]), "=r"(x[u][3]) : "r"(base));
      }
    }
    // one volatile asm consumes all results, so all UNROLL loads are issued before any is used
    unsigned y0 = x[0][0], y1 = x[1][0], y2 = x[2][0], y3 = x[3][0];
    if (W >= 8) { y0 ^= x[0][1]; y1 ^= x[1][1]; y2 ^= x[2][1]; y3 ^= x[3][1]; }
    if (W == 16) { y0 ^= x[0][2] ^ x[0][3]; y1 ^= x[1][2] ^ x[1][3]; y2 ^= x[2][2] ^ x[2][3]; y3 ^= x[3][2] ^ x[3][3]; }
    asm volatile("{ .reg .b32 t; xor.b32 t, %1, %2; xor.b32 t, t, %3; xor.b32 t, t, %4; xor.b32 %0, %0, t; }"
                 : "+r"(acc) : "r"(y0), "r"(y1), "r"(y2), "r"(y3));
  }
  __syncthreads();
  long long t1 = clock64();
  if (threadIdx.x == 0) { rec[blockIdx.x * 3] = t0; rec[blockIdx.x * 3 + 1] = t1; rec[blockIdx.x * 3 + 2] = smid(); }
  if (acc == 0x12345678u) sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

int main(int argc, char** argv) {
  int iters = argc > 1 ? atoi(argv[1]) : 1024;
  int reps = argc > 2 ? atoi(argv[2]) : 5;
  cudaDeviceProp prop; CK(cudaGetDeviceProperties(&prop, 0));
  int nsm = prop.multiProcessorCount, blocks = 2 * nsm, threads = 1024;
  const int widths[3] = {4, 8, 16}; const int degs[7] = {0, 1, 2, 4, 8, 16, 32};
  unsigned* d_off; long long* d_rec; unsigned* d_sink;
  CK(cudaMalloc(&d_off, 32 * 4)); CK(cudaMalloc(&d_rec, blocks * 3 * 8));
  CK(cudaMalloc(&d_sink, (size_t)blocks * threads * 4));
  int smem = 20 * 1024;
  CK(cudaFuncSetAttribute(probe<4>, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  CK(cudaFuncSetAttribute(probe<8>, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  CK(cudaFuncSetAttribute(probe<16>, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
  printf("{\"gpu\": \"%s\", \"sms\": %d, \"iters\": %d, \"unroll\": %d, \"blocks\": %d, \"threads\": %d, \"rows\": [\n",
         prop.name, nsm, iters, UNROLL, blocks, threads);
  bool firstrow = true;
  for (int wi = 0; wi < 3; ++wi) for (int di = 0; di < 7; ++di) {
    int W = widths[wi], d = degs[di];
    unsigned off[32]; for (int i = 0; i < 32; ++i) off[i] = (unsigned)(i * W * d);
    CK(cudaMemcpy(d_off, off, sizeof(off), cudaMemcpyHostToDevice));
    for (int r = 0; r < reps + 1; ++r) {
      CK(cudaEventRecord(e0));
      if (W == 4) probe<4><<<blocks, threads, smem>>>(d_off, iters, d_rec, d_sink);
      else if (W == 8) probe<8><<<blocks, threads, smem>>>(d_off, iters, d_rec, d_sink);
      else probe<16><<<blocks, threads, smem>>>(d_off, iters, d_rec, d_sink);
      CK(cudaGetLastError()); CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1));
      float ms; CK(cudaEventElapsedTime(&ms, e0, e1));
      std::vector<long long> rec(blocks * 3);
      CK(cudaMemcpy(rec.data(), d_rec, rec.size() * 8, cudaMemcpyDeviceToHost));
      if (r == 0) continue;  // warm-up
      std::vector<long long> lo(nsm, -1), hi(nsm, -1); std::vector<int> cnt(nsm, 0);
      for (int b = 0; b < blocks; ++b) {
        int s = (int)rec[b * 3 + 2];
        if (s < 0 || s >= nsm) continue;
        if (lo[s] < 0 || rec[b * 3] < lo[s]) lo[s] = rec[b * 3];
        if (hi[s] < 0 || rec[b * 3 + 1] > hi[s]) hi[s] = rec[b * 3 + 1];
        cnt[s]++;
      }
      printf("%s{\"width\": %d, \"d\": %d, \"rep\": %d, \"ms\": %.6f, \"spans\": [", firstrow ? "" : ",\n", W, d, r, ms);
      firstrow = false;
      bool f = true;
      for (int s = 0; s < nsm; ++s) {
        printf("%s[%d, %lld]", f ? "" : ", ", cnt[s], cnt[s] ? hi[s] - lo[s] : 0LL); f = false;
      }
      printf("]}");
    }
  }
  printf("\n]}\n");
  return 0;
}
"""


def source() -> str:
    return _SRC


def run_probe(out_dir: Path, iters: int = 1024, reps: int = 5, arch: str = "sm_90") -> dict:
    """Build and run the probe on the local GPU; writes ``timing_raw.json`` and returns the
    analysis (see :func:`analyze`)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    work = Path("/tmp") / f"ldsopt-probe-{int(time.time())}"
    work.mkdir(parents=True, exist_ok=True)
    (work / "probe.cu").write_text(_SRC)
    from ldsopt.toolchain import cuobjdump_sass, nvcc
    ptxas = nvcc(work / "probe.cu", work / "probe", arch, ["-O3", "-Xptxas", "-v"]).stderr
    r = subprocess.run([str(work / "probe"), str(iters), str(reps)], capture_output=True, text=True,
                       timeout=300)
    if r.returncode:
        raise UsageError("timing probe failed: " + (r.stderr.strip().splitlines() or ["?"])[-1])
    raw = json.loads(r.stdout)
    raw["ptxas"] = ptxas
    d = cuobjdump_sass(work / "probe")   # the shared loads of the compiled loop, for the record
    raw["sass_shared"] = None if d is None else [ln.strip() for ln in d.splitlines()
                                                 if "LDS" in ln or "Function" in ln]
    (out_dir / "timing_raw.json").write_text(json.dumps(raw))
    return analyze(raw)


def modelled_wavefronts(width: int, d: int, arch: str = "sm_90") -> int:
    from ldsopt.core.simulate import simulate_batch
    op = {4: "ld.shared.u32", 8: "ld.shared.v2.u32", 16: "ld.shared.v4.u32"}[width]
    res = simulate_batch(arch, op, [[i * width * d for i in range(32)]])
    return int(res["cycles"][0])


def _fit(xs, ys):
    """Least squares y = a + b x: (b, a, standard error of b)."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    if n < 2 or sxx == 0:
        raise UsageError("need two distinct wavefront counts to fit a slope")
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    a = my - b * mx
    if n > 2:
        res = sum((y - a - b * x) ** 2 for x, y in zip(xs, ys))
        se = (res / (n - 2) / sxx) ** 0.5
    else:
        se = 0.0
    return b, a, se


def analyze(raw: dict, arch: str = "sm_90") -> dict:
    """Per (width, d): median over repeats of the median SM's cycles per warp-instruction, B/clk/SM,
    the clock the events imply, the modelled wavefronts; then the fit of cycles per instruction
    against wavefronts (overall and per width)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("rows"), list) or not raw["rows"]:
        raise UsageError("timing data has no rows")
    iters, unroll, threads = raw["iters"], raw["unroll"], raw["threads"]
    groups: dict = {}
    for row in raw["rows"]:
        groups.setdefault((row["width"], row["d"]), []).append(row)
    table = []
    for (w, d), rows in sorted(groups.items()):
        cpi, bpc, mhz = [], [], []
        for row in rows:
            per_sm = []
            for blocks_on_sm, span in row["spans"]:
                if blocks_on_sm and span > 0:
                    warp_inst = blocks_on_sm * (threads // 32) * iters * unroll
                    per_sm.append((span / warp_inst, blocks_on_sm * threads * iters * unroll * w / span, span))
            if not per_sm:
                continue
            per_sm.sort()
            mid = per_sm[len(per_sm) // 2]
            cpi.append(mid[0])
            bpc.append(mid[1])
            mhz.append(max(s for _, _, s in per_sm) / (row["ms"] * 1e3))
        if not cpi:
            continue
        table.append({"width": w, "d": d, "wavefronts": modelled_wavefronts(w, d, arch),
                      "cycles_per_inst": round(statistics.median(cpi), 4),
                      "cycles_per_inst_spread": round(max(cpi) - min(cpi), 4),
                      "bytes_per_clk_sm": round(statistics.median(bpc), 2),
                      "pct_of_128": round(100 * statistics.median(bpc) / PEAK_B_PER_CLK, 1),
                      "clock_mhz": round(statistics.median(mhz), 0)})
    xs = [r["wavefronts"] for r in table]
    ys = [r["cycles_per_inst"] for r in table]
    b, a, se = _fit(xs, ys)
    per_width = {}
    for w in sorted({r["width"] for r in table}):
        sub = [r for r in table if r["width"] == w]
        if len({r["wavefronts"] for r in sub}) > 1:
            bw, aw, sew = _fit([r["wavefronts"] for r in sub], [r["cycles_per_inst"] for r in sub])
            per_width[w] = {"slope": round(bw, 4), "intercept": round(aw, 3), "stderr": round(sew, 4)}
    slopes = [v["slope"] for v in per_width.values()]
    free16 = [r for r in table if r["width"] == 16 and r["d"] == 1]
    return {"gpu": raw.get("gpu"), "sms": raw.get("sms"), "table": table,
            "fit": {"slope_cycles_per_wavefront": round(b, 4), "intercept": round(a, 3),
                    "stderr": round(se, 4), "per_width": per_width,
                    "slope_range": [min(slopes), max(slopes)] if slopes else None},
            "conflict_free_16B_pct_of_128": free16[0]["pct_of_128"] if free16 else None}


def format_table(res: dict) -> str:
    lines = [f"GPU: {res.get('gpu')}  ({res.get('sms')} SMs)",
             f"{'width':>5} {'d':>3} {'wavefronts':>10} {'cyc/inst':>9} {'B/clk/SM':>9} {'%128':>6} {'MHz':>6}"]
    for r in res["table"]:
        lines.append(f"{r['width']:>5} {r['d']:>3} {r['wavefronts']:>10} {r['cycles_per_inst']:>9.3f} "
                     f"{r['bytes_per_clk_sm']:>9.1f} {r['pct_of_128']:>6.1f} {r['clock_mhz']:>6.0f}")
    f = res["fit"]
    lines.append(f"fit: cycles/inst = {f['intercept']:.3f} + {f['slope_cycles_per_wavefront']:.4f} x wavefronts "
                 f"(stderr {f['stderr']:.4f}); per width: " +
                 ", ".join(f"{w} B {v['slope']:.3f}" for w, v in f["per_width"].items()))
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover - run on the GPU machine
    import sys
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    res = run_probe(out)
    (out / "timing_result.json").write_text(json.dumps(res, indent=1))
    print(format_table(res))
