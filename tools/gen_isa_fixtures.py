#!/usr/bin/env python3
"""Regenerate the real-ISA fixtures in tests/data/isa/.

- OpenCL C kernels of tools/lds_kernels.cl (LDS transposes with and without padding, a tree
  reduction, a row-pair read) compiled by clang-19 for gfx906, gfx90a and gfx942:
  `clang-19 -target amdgcn-amd-amdhsa -mcpu=ARCH -nogpulib -O3 -S`.
- Triton kernels (an fp16 GEMM and a row softmax, below) compiled offline by Triton's HIP backend
  for gfx90a, gfx942 and gfx950: the AMDGPU assembly (`amdgcn`) and the TTGIR (shared layouts Triton
  chose), plus Triton's dynamic shared-memory size in triton_meta.json.

Usage:  python3 tools/gen_isa_fixtures.py [--clang clang-19] [--triton-python PY] [--out tests/data/isa]
Triton is not a dependency of ldsopt: install it in a separate venv (`python3 -m venv /tmp/tritonvenv &&
/tmp/tritonvenv/bin/pip install triton`) and pass that venv's python.  No GPU is needed.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CL_ARCHES = ("gfx906", "gfx90a", "gfx942")
TRITON_ARCHES = ("gfx90a", "gfx942", "gfx950")

TRITON_SCRIPT = r'''
import json, sys
import triton, triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

@triton.jit
def gemm_fp16(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        acc += tl.dot(tl.load(a), tl.load(b))
        a += BLOCK_K * stride_ak
        b += BLOCK_K * stride_bk
    c = c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn
    tl.store(c, acc.to(tl.float16))

@triton.jit
def softmax_rows(x_ptr, y_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    y = e / tl.sum(e, axis=0)
    tl.store(y_ptr + row * stride + cols, y.to(tl.float16), mask=mask)

out = sys.argv[1]
meta = {"triton": triton.__version__, "kernels": {}}
for arch in sys.argv[2:]:
    sig = {n: "i32" for n in ["M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm", "stride_cn"]}
    sig.update(a_ptr="*fp16", b_ptr="*fp16", c_ptr="*fp16", BLOCK_M="constexpr", BLOCK_N="constexpr", BLOCK_K="constexpr")
    jobs = [("gemm_fp16_128x128x64", gemm_fp16, sig, {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}),
            ("softmax_rows_4096", softmax_rows,
             {"x_ptr": "*fp16", "y_ptr": "*fp16", "stride": "i32", "n_cols": "i32", "BLOCK": "constexpr"},
             {"BLOCK": 4096})]
    for name, fn, s, cx in jobs:
        k = triton.compile(ASTSource(fn=fn, signature=s, constexprs=cx), target=GPUTarget("hip", arch, 64))
        stem = f"triton_{name}_{arch}"
        open(f"{out}/{stem}.s", "w").write(k.asm["amdgcn"])
        open(f"{out}/{stem}.ttgir", "w").write(k.asm["ttgir"])
        md = k.metadata
        meta["kernels"][stem] = {"arch": arch, "shared_bytes": int(md.shared), "num_warps": int(md.num_warps),
                                 "wg_size": int(md.num_warps) * 64, "constexprs": cx}
json.dump(meta, open(f"{out}/triton_meta.json", "w"), indent=1, sort_keys=True)
'''


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--triton-python", help="python of a venv with triton (skip Triton when absent)")
    ap.add_argument("--out", default=str(ROOT / "tests" / "data" / "isa"))
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    src = ROOT / "tools" / "lds_kernels.cl"
    ver = subprocess.run([a.clang, "--version"], capture_output=True, text=True, check=True).stdout.splitlines()[0]
    for arch in CL_ARCHES:
        dst = out / f"cl_lds_kernels_{arch}.s"
        subprocess.run([a.clang, "-target", "amdgcn-amd-amdhsa", f"-mcpu={arch}", "-nogpulib", "-O3", "-S",
                        str(src), "-o", str(dst)], check=True)
        print(f"wrote {dst.relative_to(ROOT) if dst.is_relative_to(ROOT) else dst}  ({ver})")
    if a.triton_python:
        import tempfile
        with tempfile.TemporaryDirectory() as td:  # @triton.jit reads the function's source file
            script = Path(td) / "triton_fixtures.py"
            script.write_text(TRITON_SCRIPT)
            subprocess.run([a.triton_python, str(script), str(out), *TRITON_ARCHES], check=True)
        print(f"wrote Triton fixtures for {', '.join(TRITON_ARCHES)} into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
