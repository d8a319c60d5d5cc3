"""GEMM demonstrator on the GPU: one script, one device call.

    PYTHONPATH=src python3 benchmarks/gemm.py --outdir $OUT [--sizes ...] [--tune]
    PYTHONPATH=src python3 benchmarks/gemm.py --outdir . --sass docs/results/gemm_sass_tiled.json  # no GPU

Runs `ldsopt bench gemm` (build, correctness, timing beside cuBLAS, Nsight Compute), writes the
results JSON.  With --tune it first measures the mma.sync throughput ceiling (kernels/hmma_peak.cu),
times the tensor-core kernels' configurations at 4096^3 (mma: the previous main loop against the
current one, tile shapes, stages; wgmma: tile shapes, stages, and a build with the B descriptor's
strides exchanged, which must fail the float64 check), and runs the bench with the fastest correct
mma and wgmma configurations; docs/gemm.md records the choice.
Needs a CUDA GPU, nvcc, CuPy, PyTorch and (for the counters) ncu.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))


#: tensor-core configurations timed by --tune at 4096^3 (fp16).  Warp tiles stay 64 x 64 (128 fp32
#: accumulators per thread; wider warp tiles would need more than 255 registers); BK=64 with the
#: double-buffered fragments spills (ptxas: 176-340 B), one such configuration is kept to show it.
TUNE_CONFIGS = [
    dict(bm=128, bn=128, bk=32, warps_m=2, warps_n=2, stages=3, min_blocks=2),
    dict(bm=128, bn=128, bk=32, warps_m=2, warps_n=2, stages=4, min_blocks=2),
    dict(bm=128, bn=256, bk=32, warps_m=2, warps_n=4, stages=4, min_blocks=1),
]
#: configurations tried in the first device run of this rework (docs/results/gemm_h200_tune.json)
#: and dropped as slower: stages=5; group_m=16; 256x128 (4x2 warps); 128x256 with 5 stages;
#: bk=64 (spills)

#: wgmma (variant 7) builds timed by --tune: (label, config changes, extra #defines).  The
#: second one exchanges the B descriptor's two stride fields: only the right encoding of the
#: MN-major 128B-swizzled operand passes the float64 check, which tests the encoding itself.
#: The first device run of this rework timed bn=256 with 4 stages (464 TFLOP/s), the same with the
#: strides exchanged (wrong result, rel. error 1.5), bn=128 with 6 stages (506) and bn=256 with 3
#: stages (398; ptxas serializes the wgmma there).
WGMMA_TUNE = [
    ("bm128_bn128_s6", dict(bm=128, bn=128, stages=6), ""),
    ("bm128_bn128_s6_swapped_b_strides", dict(bm=128, bn=128, stages=6), "#define WG_SWAP_B_LBO_SBO 1"),
    ("bm128_bn128_s7", dict(bm=128, bn=128, stages=7), ""),
    ("bm128_bn128_s5", dict(bm=128, bn=128, stages=5), ""),
    ("bm128_bn128_s6_g16", dict(bm=128, bn=128, stages=6, group_m=16), ""),
    ("bm128_bn256_s4", dict(bm=128, bn=256, stages=4), ""),
    ("bm256_bn128_s4", dict(bm=256, bn=128, stages=4), ""),
]


def hmma_peak(log=print) -> list:
    """Throughput of mma.sync.m16n8k16 (f16 in, f32 accumulate) with register operands only:
    the ceiling of the path variant 6 uses, at 8 and 16 warps per SM."""
    import cupy as cp
    import numpy as np
    import torch

    from ldsopt.demos.gemm import bench as G

    src = (G.KERNEL_DIR / "hmma_peak.cu").read_text()
    cubin = G.build_cubin(src)
    fn = cp.RawModule(path=str(cubin)).get_function("hmma_peak")
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    iters, nacc, warps = 8192, 16, 8
    out = []
    for per_sm in (1, 2):
        blocks = sms * per_sm
        buf = cp.empty(blocks * 256, cp.float32)
        run = lambda: fn((blocks,), (256,), (buf, np.int32(iters)))  # noqa: E731
        t, reps, tmin, tmax = G._time_ms(run)
        flop = blocks * warps * iters * nacc * 4096
        row = {"warps_per_sm": warps * per_sm, "ms": t, "ms_min": tmin, "ms_max": tmax,
               "tflops": flop / (t * 1e-3) / 1e12, "tflops_best": flop / (tmin * 1e-3) / 1e12}
        log("hmma_peak " + json.dumps(row))
        out.append(row)
    return out


def tune_mma(outdir: Path, size: int = 4096, configs=None) -> list:
    """Time tensor-core configurations at size^3 (fp16), each checked against float64 first.
    (The A/B of the previous main loop against this one, recorded in docs/results/gemm_h200_tune.json,
    used that loop from git history: commit 1a1cb28, src/ldsopt/gpu/kernels/mma.cu.)"""
    import torch

    from ldsopt.demos.gemm import model as gm
    from ldsopt.demos.gemm import bench as G

    cfgs = [gm.mma_config(**c) for c in (configs or TUNE_CONFIGS)]
    built = G.build_all(cfgs, ["f16"])
    a, b = G._inputs(size, size, size, "f16", 99)
    ref = a.double() @ b.double()
    refmax = float(ref.abs().max())
    c = torch.empty((size, size), dtype=torch.float32, device="cuda")
    import cupy as cp
    ac, bc, cc = cp.from_dlpack(a.view(torch.int16)), cp.from_dlpack(b.view(torch.int16)), cp.from_dlpack(c)
    t_cub, *_ = G._time_ms(lambda: torch.matmul(a, b))
    out = []
    todo = [(G.kernel_name(cfg, "f16"), cfg, built[(cfg, "f16")], G._Launcher(built[(cfg, "f16")])) for cfg in cfgs]
    for name, cfg, bl, launch in todo:
        fn = lambda: launch(ac, bc, cc, size, size, size)  # noqa: E731
        c.fill_(float("nan")); fn(); torch.cuda.synchronize()
        err = float((c.double() - ref).abs().max()) / refmax
        t, _, tmin, tmax = G._time_ms(fn)
        t2, *_ = G._time_ms(lambda: torch.matmul(a, b))
        row = {"config": name, "spec": G.mma_config_spec(cfg), "loop": "v2",
               "ms": t, "ms_min": tmin, "ms_max": tmax, "tflops": 2 * size ** 3 / t / 1e9,
               "ratio_to_cublas": t2 / t, "cublas_ms": t2, "err": err,
               "ptxas": [ln.strip() for ln in G.build_log(bl.cubin).splitlines() if "registers" in ln or "spill" in ln]}
        print("tune", json.dumps(row), flush=True)
        out.append(row)
    return out


def tune_wgmma(size: int = 4096) -> list:
    """Time the wgmma builds of WGMMA_TUNE at size^3 (fp16), each checked against float64."""
    import cupy as cp
    import torch

    from ldsopt.demos.gemm import model as gm
    from ldsopt.demos.gemm import bench as G

    a, b = G._inputs(size, size, size, "f16", 99)
    ref = a.double() @ b.double()
    refmax = float(ref.abs().max())
    c = torch.empty((size, size), dtype=torch.float32, device="cuda")
    ac, bc, cc = cp.from_dlpack(a.view(torch.int16)), cp.from_dlpack(b.view(torch.int16)), cp.from_dlpack(c)
    out = []
    for label, change, extra in WGMMA_TUNE:
        try:
            cfg = gm.wgmma_config(**change)
            lays = G.variant_layouts(cfg)
            src = G.kernel_source(cfg, "f16", lays)
            name = f"gemm_wgmma_f16_tune_{label}"
            src = src.replace(f"#define KERNEL_NAME {G.kernel_name(cfg, 'f16')}", f"#define KERNEL_NAME {name}\n{extra}")
            bl = G.Built(cfg, "f16", lays, src, G.build_cubin(src, "sm_90a"), G.dynamic_smem_bytes(cfg, lays))
            launch = G._Launcher(bl, name)
            fn = lambda: launch(ac, bc, cc, size, size, size)  # noqa: E731
            c.fill_(float("nan")); fn(); torch.cuda.synchronize()
            err = float((c.double() - ref).abs().max()) / refmax
            t, _, tmin, tmax = G._time_ms(fn)
            t2, *_ = G._time_ms(lambda: torch.matmul(a, b))
            row = {"config": label, "defines": extra, "spec": G.wgmma_config_spec(cfg), "ms": t, "ms_min": tmin,
                   "ms_max": tmax, "tflops": 2 * size ** 3 / t / 1e9, "ratio_to_cublas": t2 / t, "cublas_ms": t2,
                   "err": err, "correct": bool(err <= 1e-4),
                   "ptxas": [ln.strip() for ln in G.build_log(bl.cubin).splitlines() if "registers" in ln or "spill" in ln]}
        except Exception as e:  # one failing build must not stop the run
            row = {"config": label, "error": repr(e)[:2000]}
        print("tune_wgmma", json.dumps(row), flush=True)
        out.append(row)
    return out


def gpu_short() -> str:
    import torch

    name = torch.cuda.get_device_name(0).lower()
    for k in ("h200", "h100", "a100", "l40s", "b200"):
        if k in name:
            return k
    return "".join(ch for ch in name.split()[-1] if ch.isalnum()) or "gpu"


def sass_report(path: Path) -> int:
    """No GPU needed (nvcc and cuobjdump): registers and SASS instructions per k-tile of the SIMT
    tiled kernels, with the address split (tiled.cu as committed) and without it (every access
    calls the emitted function on the full coordinates: the kernel before the issue-7 fix)."""
    import re as _re

    from ldsopt.demos.gemm import model as gm
    from ldsopt.demos.gemm import bench as G

    missing = [t for t, f in (("nvcc", G.nvcc_path), ("cuobjdump", G.cuobjdump_path)) if not f()]
    if missing:   # no GPU needed, but the CUDA toolkit's compiler and disassembler are
        print(f"gemm.py --sass: {' and '.join(missing)} not found: install the CUDA toolkit (no GPU needed) "
              "or put its bin/ on PATH", file=sys.stderr)
        return 2
    rows = []
    orig = gm.split_defines
    for label, fn in (("split", orig), ("direct", lambda v, o: {g: ("direct", 0) for g in orig(v, o)})):
        gm.split_defines = fn
        try:
            for v in ("tiled_plain", "tiled_pad", "tiled_solver", "tiled_cp_async"):
                for d in ("f16", "bf16"):
                    cubin = G.build_cubin(G.kernel_source(v, d))
                    regs = _re.search(r"Used (\d+) registers", G.build_log(cubin))
                    loops = G.sass_loop_counts(cubin)
                    lays = G.variant_layouts(v)
                    rows.append({"variant": v, "dtype": d, "addressing": label,
                                 "registers": int(regs.group(1)) if regs else None,
                                 "loop_instructions": loops[0]["instructions"] if loops else None,
                                 "loop_ops": loops[0]["ops"] if loops else None,
                                 "split": {g: list(x) for g, x in fn(v, {t: l.offsets for t, l in lays.items()}).items()},
                                 "layouts": {t: l.description for t, l in lays.items()}})
                    print(json.dumps({k: rows[-1][k] for k in ("variant", "dtype", "addressing", "registers",
                                                                "loop_instructions")}), flush=True)
        finally:
            gm.split_defines = orig
    nvcc = subprocess.run([G.nvcc_path(), "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    cuobj = subprocess.run([G.cuobjdump_path(), "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    path.write_text(json.dumps({"what": sass_report.__doc__.strip(), "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                                "nvcc": nvcc, "cuobjdump": cuobj, "target": "sm_90, -O3", "rows": rows}, indent=1))
    return 0


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--outdir", required=True)
    p.add_argument("--sizes", default="1024,2048,4096,8192")
    p.add_argument("--dtypes", default="f16,bf16")
    p.add_argument("--bf16-sizes", default="4096")
    p.add_argument("--ncu-size", default="2048")
    p.add_argument("--tune", action="store_true",
                   help="time TUNE_CONFIGS first and run the bench with the fastest correct one")
    p.add_argument("--name", default=None, help="results file name (default gemm_<gpu>)")
    p.add_argument("--sass", metavar="JSON", default=None,
                   help="no GPU: write registers and SASS per k-tile of the tiled kernels, with and "
                        "without the address split, to JSON, and stop")
    a = p.parse_args()
    if a.sass:
        return sass_report(Path(a.sass))
    out = Path(a.outdir)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    spec = wspec = None
    from ldsopt.demos.gemm.model import VARIANTS
    variants = list(VARIANTS)
    if a.tune:
        try:
            peak = hmma_peak()
        except Exception as e:
            print(f"hmma_peak failed: {e!r}", flush=True)
            peak = None
        try:
            rows = tune_mma(out)
            try:
                wg_rows = tune_wgmma()
            except Exception as e:
                print(f"tune_wgmma failed: {e!r}", flush=True)
                wg_rows = []
            (out / "tune_mma.json").write_text(json.dumps({"hmma_peak": peak, "configs": rows,
                                                           "wgmma": wg_rows}, indent=1))
            wg_ok = [r for r in wg_rows if r.get("correct") and not r.get("defines")]
            if wg_ok:
                wbest = max(wg_ok, key=lambda r: r["tflops"])
                wspec = wbest["spec"]
                print(f"tune: best wgmma {wbest['config']} {wbest['tflops']:.1f} TFLOP/s "
                      f"({wbest['ratio_to_cublas']:.1%} of cuBLAS)", flush=True)
            elif wg_rows:
                variants = [v for v in variants if v != "wgmma"]
                print("wgmma failed its check in every configuration: left out of the bench", flush=True)
            ok = [r for r in rows if r["err"] <= 1e-4 and r["loop"] == "v2"]
            if ok:
                best = max(ok, key=lambda r: r["tflops"])
                spec = best["spec"]
                print(f"tune: best {best['config']} {best['tflops']:.1f} TFLOP/s "
                      f"({best['ratio_to_cublas']:.1%} of cuBLAS)", flush=True)
        except Exception as e:  # keep the committed configuration
            print(f"tune failed: {e!r}", flush=True)
    name = a.name or f"gemm_{gpu_short()}"
    env = dict(__import__("os").environ, PYTHONPATH=str(Path(__file__).resolve().parents[1] / "src"),
               PYTHONUNBUFFERED="1")
    cmd = [sys.executable, "-m", "ldsopt", "bench", "gemm", "--sizes", a.sizes, "--dtypes", a.dtypes,
           "--bf16-sizes", a.bf16_sizes, "--ncu-size", a.ncu_size,
           "--variants", ",".join(variants), "--out", str(out / f"{name}.json"),
           "--outdir", str(out)] + (["--mma-config", spec] if spec else []) + (
               ["--wgmma-config", wspec] if wspec else [])
    print(" ".join(cmd[2:]), flush=True)
    rc = subprocess.call(cmd, env=env)
    print(f"bench rc={rc}; total {time.time() - t0:.0f} s", flush=True)
    return rc


if __name__ == "__main__":
    sys.exit(main())
