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


def tune_mma(outdir: Path, size: int = 4096) -> list:
    import cupy as cp
    import torch

    from ldsopt.gpu import gemm as G

    lays = G.variant_layouts("mma")
    base = G.kernel_source("mma", "f16", lays)
    a, b = G._inputs(size, size, size, "f16", 99)
    ref = a.double() @ b.double()
    refmax = float(ref.abs().max())
    c = torch.empty((size, size), dtype=torch.float32, device="cuda")
    ac, bc, cc = cp.from_dlpack(a.view(torch.int16)), cp.from_dlpack(b.view(torch.int16)), cp.from_dlpack(c)
    t_cub, *_ = G._time_ms(lambda: torch.matmul(a, b))
    out = []
    for stages in (2, 3, 4, 5):
        for group_m in (1, 8, 16):
            src = base.replace("#define STAGES 4", f"#define STAGES {stages}").replace(
                "#define KERNEL_NAME gemm_mma_f16", "#define KERNEL_NAME gemm_mma_f16_tune")
            src = src.replace("#ifndef GROUP_M", f"#define GROUP_M {group_m}\n#ifndef GROUP_M")
            cubin = G.build_cubin(src)
            smem = stages * (G.gm.stage_bytes(lays["A"].nbytes) + G.gm.stage_bytes(lays["B"].nbytes))
            mod = cp.RawModule(path=str(cubin))
            k = mod.get_function("gemm_mma_f16_tune")
            if smem > 48 * 1024:
                k.max_dynamic_shared_size_bytes = smem
            grid = ((size // 128) * (size // 128), 1, 1)
            fn = lambda: k(grid, (256, 1, 1), (ac, bc, cc, *(G.np.int32(size),) * 3), shared_mem=smem)  # noqa
            c.fill_(float("nan")); fn(); torch.cuda.synchronize()
            err = float((c.double() - ref).abs().max()) / refmax
            t, *_ = G._time_ms(fn)
            row = {"stages": stages, "group_m": group_m, "ms": t, "tflops": 2 * size ** 3 / t / 1e9,
                   "ratio_to_cublas": t_cub / t, "err": err}
            print("tune", json.dumps(row), flush=True)
            out.append(row)
    return out


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--outdir", required=True)
    p.add_argument("--sizes", default="1024,2048,4096,8192")
    p.add_argument("--dtypes", default="f16,bf16")
    p.add_argument("--bf16-sizes", default="4096")
    p.add_argument("--ncu-size", default="2048")
    p.add_argument("--tune", action="store_true")
    p.add_argument("--name", default="gemm")
    a = p.parse_args()
    out = Path(a.outdir)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    env = dict(__import__("os").environ, PYTHONPATH=str(Path(__file__).resolve().parents[1] / "src"),
               PYTHONUNBUFFERED="1")
    cmd = [sys.executable, "-m", "ldsopt.cli", "bench", "gemm", "--sizes", a.sizes, "--dtypes", a.dtypes,
           "--bf16-sizes", a.bf16_sizes, "--ncu-size", a.ncu_size, "--out", str(out / f"{a.name}.json"),
           "--outdir", str(out)]
    rc = subprocess.call(cmd, env=env)
    print(f"bench rc={rc} in {time.time() - t0:.0f} s", flush=True)
    if a.tune:
        rows = tune_mma(out)
        (out / "tune_mma.json").write_text(json.dumps(rows, indent=1))
    print(f"total {time.time() - t0:.0f} s")
    return rc


if __name__ == "__main__":
    sys.exit(main())
