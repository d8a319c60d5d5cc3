"""GEMM demonstrator on the GPU (issue 7): one script, one device call.

    PYTHONPATH=src python3 benchmarks/gemm.py --outdir $OUT [--sizes ...] [--tune]

Runs `ldsopt bench gemm` (build, correctness, timing beside cuBLAS, Nsight Compute), writes the
results JSON, and with --tune also times a few configurations of the tensor-core kernel
(pipeline depth, block rasterization) at 4096^3 to back the choice recorded in docs/gemm.md.
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


TUNE_CONFIGS = [
    dict(bm=128, bn=128, bk=32, warps_m=2, warps_n=4, stages=4, min_blocks=2),
    dict(bm=128, bn=128, bk=32, warps_m=2, warps_n=4, stages=5, min_blocks=2),
    dict(bm=128, bn=128, bk=32, warps_m=4, warps_n=2, stages=4, min_blocks=2),
    dict(bm=128, bn=128, bk=32, warps_m=2, warps_n=2, stages=3, min_blocks=2),
    dict(bm=128, bn=128, bk=32, warps_m=2, warps_n=2, stages=4, min_blocks=2),
    dict(bm=128, bn=128, bk=64, warps_m=2, warps_n=4, stages=3, min_blocks=2),
    dict(bm=128, bn=128, bk=64, warps_m=4, warps_n=2, stages=3, min_blocks=2),
    dict(bm=128, bn=128, bk=64, warps_m=2, warps_n=4, stages=3, min_blocks=1),
    dict(bm=128, bn=128, bk=64, warps_m=2, warps_n=4, stages=4, min_blocks=1),
    dict(bm=128, bn=128, bk=64, warps_m=2, warps_n=2, stages=3, min_blocks=2),
]


def tune_mma(outdir: Path, size: int = 4096, configs=None) -> list:
    """Time tensor-core configurations at size^3 (fp16), each checked against float64 first."""
    import torch

    from ldsopt import gemm_model as gm
    from ldsopt.gpu import gemm as G

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
    for cfg in cfgs:
        bl = built[(cfg, "f16")]
        launch = G._Launcher(bl)
        fn = lambda: launch(ac, bc, cc, size, size, size)  # noqa: E731
        c.fill_(float("nan")); fn(); torch.cuda.synchronize()
        err = float((c.double() - ref).abs().max()) / refmax
        t, *_ = G._time_ms(fn)
        t2, *_ = G._time_ms(lambda: torch.matmul(a, b))
        row = {"config": G.kernel_name(cfg, "f16"), "spec": G.mma_config_spec(cfg), "ms": t, "tflops": 2 * size ** 3 / t / 1e9,
               "ratio_to_cublas": t2 / t, "cublas_ms": t2, "err": err,
               "ptxas": [ln.strip() for ln in G.build_log(bl.cubin).splitlines() if "registers" in ln]}
        print("tune", json.dumps(row), flush=True)
        out.append(row)
    return out


def gpu_short() -> str:
    import torch

    name = torch.cuda.get_device_name(0).lower()
    for k in ("h200", "h100", "a100", "l40s", "b200"):
        if k in name:
            return k
    return "".join(ch for ch in name.split()[-1] if ch.isalnum()) or "gpu"


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
    a = p.parse_args()
    out = Path(a.outdir)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    spec = None
    if a.tune:
        try:
            rows = tune_mma(out)
            (out / "tune_mma.json").write_text(json.dumps(rows, indent=1))
            ok = [r for r in rows if r["err"] <= 1e-4]
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
    cmd = [sys.executable, "-m", "ldsopt.cli", "bench", "gemm", "--sizes", a.sizes, "--dtypes", a.dtypes,
           "--bf16-sizes", a.bf16_sizes, "--ncu-size", a.ncu_size, "--out", str(out / f"{name}.json"),
           "--outdir", str(out)] + (["--mma-config", spec] if spec else [])
    print(" ".join(cmd[2:]), flush=True)
    rc = subprocess.call(cmd, env=env)
    print(f"bench rc={rc}; total {time.time() - t0:.0f} s", flush=True)
    return rc


if __name__ == "__main__":
    sys.exit(main())
