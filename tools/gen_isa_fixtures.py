#!/usr/bin/env python3
"""Regenerate the real-ISA fixtures in tests/data/isa/.

- OpenCL C kernels of tools/lds_kernels.cl (LDS transposes with and without padding, a tree
  reduction, a row-pair read) compiled by clang-19 for gfx906, gfx90a and gfx942:
  `clang-19 -target amdgcn-amd-amdhsa -mcpu=ARCH -nogpulib -O3 -S`.
- The tagged LDS access patterns of tools/isa_kernels/ (HIP through a small header instead of
  ROCm, and OpenCL C), with line tables (`-gline-tables-only`) so that every instruction carries
  its source line; the DWARF sections are dropped from the .s files (the `.loc` lines stay).
- Triton kernels (an fp16 GEMM and a row softmax, below) compiled offline by Triton's HIP backend
  for gfx90a, gfx942 and gfx950: the AMDGPU assembly (`amdgcn`) and the TTGIR (shared layouts Triton
  chose), plus Triton's dynamic shared-memory size in triton_meta.json.  More Triton kernels
  (flash-attention forward, a column sum, a transpose, a small matmul) and Gluon kernels with
  explicit blocked and swizzled shared layouts for gfx942 and gfx950 (triton_meta.json records
  their parameters, from which the tests derive every lane's LDS address).

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


EXTRA_SCRIPT = r'''
import json, sys
import triton, triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon._runtime import GluonASTSource

@triton.jit
def attn_fwd(q_ptr, k_ptr, v_ptr, o_ptr, seqlen, sm_scale, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
             D: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :])
    m_i = tl.full([BLOCK_M], -float("inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32)
    acc = tl.zeros([BLOCK_M, D], tl.float32)
    for start in range(0, seqlen, BLOCK_N):
        rn = start + tl.arange(0, BLOCK_N)
        k = tl.load(k_ptr + rn[None, :] * D + rd[:, None])
        s = tl.dot(q, k) * sm_scale
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + rn[:, None] * D + rd[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], acc.to(tl.float16))

@triton.jit
def colsum(x_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr):
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rn, tl.sum(x, axis=0))

@triton.jit
def transpose2d(x_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr):
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rn[:, None] * M + rm[None, :], tl.trans(x))

@triton.jit
def matmul_small(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], acc.to(tl.bfloat16))

@gluon.jit
def swz_copy(x_ptr, y_ptr, M: gl.constexpr, N: gl.constexpr,
             W_SPT0: gl.constexpr, W_SPT1: gl.constexpr, W_TPW0: gl.constexpr, W_TPW1: gl.constexpr,
             W_WPC0: gl.constexpr, W_WPC1: gl.constexpr, W_O0: gl.constexpr, W_O1: gl.constexpr,
             R_SPT0: gl.constexpr, R_SPT1: gl.constexpr, R_TPW0: gl.constexpr, R_TPW1: gl.constexpr,
             R_WPC0: gl.constexpr, R_WPC1: gl.constexpr, R_O0: gl.constexpr, R_O1: gl.constexpr,
             VEC: gl.constexpr, PER: gl.constexpr, MAXP: gl.constexpr):
    wl: gl.constexpr = gl.BlockedLayout([W_SPT0, W_SPT1], [W_TPW0, W_TPW1], [W_WPC0, W_WPC1], [W_O0, W_O1])
    rl: gl.constexpr = gl.BlockedLayout([R_SPT0, R_SPT1], [R_TPW0, R_TPW1], [R_WPC0, R_WPC1], [R_O0, R_O1])
    sh: gl.constexpr = gl.SwizzledSharedLayout(VEC, PER, MAXP, [1, 0])
    rm = gl.arange(0, M, layout=gl.SliceLayout(1, wl))
    rn = gl.arange(0, N, layout=gl.SliceLayout(0, wl))
    x = gl.load(x_ptr + rm[:, None] * N + rn[None, :])
    s = gl.allocate_shared_memory(x_ptr.dtype.element_ty, [M, N], sh)
    s.store(x)
    y = s.load(rl)
    rm2 = gl.arange(0, M, layout=gl.SliceLayout(1, rl))
    rn2 = gl.arange(0, N, layout=gl.SliceLayout(0, rl))
    gl.store(y_ptr + rm2[:, None] * N + rn2[None, :], y)

# (name, dtype, M, N, write layout (spt, tpw, wpc, order), read layout, (vec, perPhase, maxPhase), warps)
GLUON = [
    ("g_f32_64x64_v4p1m8", "fp32", 64, 64, ([1, 4], [8, 8], [4, 1], [1, 0]), ([4, 1], [16, 4], [1, 4], [0, 1]), (4, 1, 8), 4),
    ("g_f16_32x128_v8p2m4", "fp16", 32, 128, ([1, 8], [4, 16], [4, 1], [1, 0]), ([1, 8], [16, 4], [2, 2], [1, 0]), (8, 2, 4), 4),
    ("g_f16_128x32_v4p1m4", "fp16", 128, 32, ([1, 8], [16, 4], [8, 1], [1, 0]), ([2, 1], [32, 2], [2, 4], [0, 1]), (4, 1, 4), 8),
    ("g_f32_32x32_noswz", "fp32", 32, 32, ([1, 1], [2, 32], [4, 1], [1, 0]), ([1, 1], [32, 2], [1, 4], [0, 1]), (1, 1, 1), 4),
    ("g_f16_64x64_v8p1m8", "fp16", 64, 64, ([1, 8], [8, 8], [4, 1], [1, 0]), ([8, 1], [8, 8], [1, 4], [0, 1]), (8, 1, 8), 4),
]

out = sys.argv[1]
meta = json.load(open(f"{out}/triton_meta.json"))
for arch in sys.argv[2:]:
    jobs = [("attn_fwd_64x32x64", attn_fwd, {"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16",
                                             "seqlen": "i32", "sm_scale": "fp32"},
             {"BLOCK_M": 64, "BLOCK_N": 32, "D": 64}, 4),
            ("colsum_64x64", colsum, {"x_ptr": "*fp32", "y_ptr": "*fp32"}, {"M": 64, "N": 64}, 4),
            ("transpose_64x64", transpose2d, {"x_ptr": "*fp16", "y_ptr": "*fp16"}, {"M": 64, "N": 64}, 4),
            ("matmul_bf16_64x64x32", matmul_small, {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*bf16", "K": "i32"},
             {"BM": 64, "BN": 64, "BK": 32}, 8)]
    for name, fn, sig, cx, nw in jobs:
        s = dict(sig)
        s.update({k: "constexpr" for k in cx})
        k = triton.compile(ASTSource(fn=fn, signature=s, constexprs=cx), target=GPUTarget("hip", arch, 64),
                           options={"num_warps": nw})
        stem = f"triton_{name}_{arch}"
        open(f"{out}/{stem}.s", "w").write(k.asm["amdgcn"])
        meta["kernels"][stem] = {"arch": arch, "shared_bytes": int(k.metadata.shared), "num_warps": nw,
                                 "wg_size": nw * 64, "constexprs": cx}
    for name, dt, M, N, wl, rl, sh, nw in GLUON:
        cx = {"M": M, "N": N, "VEC": sh[0], "PER": sh[1], "MAXP": sh[2]}
        for p, lay in (("W", wl), ("R", rl)):
            cx.update({f"{p}_SPT0": lay[0][0], f"{p}_SPT1": lay[0][1], f"{p}_TPW0": lay[1][0], f"{p}_TPW1": lay[1][1],
                       f"{p}_WPC0": lay[2][0], f"{p}_WPC1": lay[2][1], f"{p}_O0": lay[3][0], f"{p}_O1": lay[3][1]})
        sig = {"x_ptr": "*" + dt, "y_ptr": "*" + dt}
        sig.update({k: "constexpr" for k in cx})
        k = triton.compile(GluonASTSource(fn=swz_copy, signature=sig, constexprs=cx),
                           target=GPUTarget("hip", arch, 64), options={"num_warps": nw})
        stem = f"gluon_{name}_{arch}"
        open(f"{out}/{stem}.s", "w").write(k.asm["amdgcn"])
        meta["kernels"][stem] = {"arch": arch, "shared_bytes": int(k.metadata.shared), "num_warps": nw,
                                 "wg_size": nw * 64, "dtype": dt, "shape": [M, N], "write_layout": wl,
                                 "read_layout": rl, "swizzle": sh}
json.dump(meta, open(f"{out}/triton_meta.json", "w"), indent=1, sort_keys=True)
'''

EXTRA_ARCHES = ("gfx942", "gfx950")


def strip_debug(text: str) -> str:
    """Drop the DWARF sections of a .s (`.section .debug_*` up to the next other section); the
    `.loc` lines in the code stay, so every instruction keeps its source line."""
    out, skip = [], False
    for line in text.splitlines():
        s = line.strip()
        if s.startswith(".section"):
            skip = ".debug_" in s
        if not skip:
            out.append(line)
    return "\n".join(out) + "\n"


def compile_tagged(clang: str, out: Path) -> None:
    """tools/isa_kernels/*.hip and *.cl, with line tables, for gfx906, gfx90a and gfx942."""
    src = ROOT / "tools" / "isa_kernels"
    for arch in CL_ARCHES:
        for kind, name, extra in (("hip", "lds_kernels.hip", ["-x", "hip", "--cuda-device-only", "-nogpuinc",
                                                               f"--offload-arch={arch}", "-include", "hip_shim.h"]),
                                  ("cl", "lds_kernels.cl", ["-target", "amdgcn-amd-amdhsa", f"-mcpu={arch}"])):
            dst = out / f"{kind}_lds_tagged_{arch}.s"
            res = subprocess.run([clang, *extra, "-nogpulib", "-O3", "-gline-tables-only", "-S", name, "-o", "-"],
                                 cwd=src, check=True, capture_output=True, text=True)
            dst.write_text(strip_debug(res.stdout))
            print(f"wrote {dst}")
    # divergent arms, device-library calls, data-dependent loops (tests/test_isa_emu_paths.py)
    for arch in ("gfx90a", "gfx942"):
        for kind, name, extra in (("hip", "emu_kernels.hip", ["-x", "hip", "--cuda-device-only", "-nogpuinc",
                                                               f"--offload-arch={arch}", "-include", "hip_shim.h"]),
                                  ("cl", "emu_kernels.cl", ["-target", "amdgcn-amd-amdhsa", f"-mcpu={arch}"])):
            dst = out / f"{kind}_emu_{arch}.s"
            res = subprocess.run([clang, *extra, "-nogpulib", "-O3", "-gline-tables-only", "-S", name, "-o", "-"],
                                 cwd=src, check=True, capture_output=True, text=True)
            dst.write_text(strip_debug(res.stdout))
            print(f"wrote {dst}")
    # bounds checks against kernel arguments and against loaded data (the in-bounds assumption)
    dst = out / "hip_bounds_gfx942.s"
    res = subprocess.run([clang, "-x", "hip", "--cuda-device-only", "-nogpuinc", "--offload-arch=gfx942", "-include",
                          "hip_shim.h", "-nogpulib", "-O3", "-gline-tables-only", "-S", "bounds_kernels.hip", "-o",
                          "-"], cwd=src, check=True, capture_output=True, text=True)
    dst.write_text(strip_debug(res.stdout))
    print(f"wrote {dst}")


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
    compile_tagged(a.clang, out)
    if a.triton_python:
        import tempfile
        with tempfile.TemporaryDirectory() as td:  # @triton.jit reads the function's source file
            script = Path(td) / "triton_fixtures.py"
            script.write_text(TRITON_SCRIPT)
            subprocess.run([a.triton_python, str(script), str(out), *TRITON_ARCHES], check=True)
            script2 = Path(td) / "triton_more.py"
            script2.write_text(EXTRA_SCRIPT)
            subprocess.run([a.triton_python, str(script2), str(out), *EXTRA_ARCHES], check=True)
        for p in list(out.glob("triton_*.s")) + list(out.glob("gluon_*.s")):
            p.write_text(strip_debug(p.read_text()))
        print(f"wrote Triton fixtures for {', '.join(TRITON_ARCHES)} into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
