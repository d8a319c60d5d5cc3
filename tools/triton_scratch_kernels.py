"""Compile Triton kernels whose shared-memory traffic comes from ops without a ``ttg.local_*``
(layout conversions between register layouts, cross-warp reductions, scans, histograms) and a
matmul with a transposed B, offline, for gfx942, gfx950 and sm_90; keep what ``ldsopt ttgir``
and the ISA / SASS emulators read.

Needs Triton 3.9 (no GPU)::

    TRITON_DEFAULT_FP_FUSION=1 python tools/triton_scratch_kernels.py tests/data/triton/scratch

``--variants`` compiles ``VARIANTS`` (the same kernels at other sizes, warps and element types)
instead::

    TRITON_DEFAULT_FP_FUSION=1 python tools/triton_scratch_kernels.py tests/data/triton/variants --variants

Writes, per kernel and target, ``NAME_TARGET.ttgir`` and ``NAME_TARGET.s`` (amdgcn) or
``NAME_TARGET.sass`` (``nvdisasm -g -c`` of the cubin, Triton's bundled nvdisasm), and
``meta.json`` (Triton's shared-memory bytes, warps, block).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

SRC = r'''
import triton
import triton.language as tl


@triton.jit
def rowsum(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rm, tl.sum(x, 1))


@triton.jit
def colmax(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rn, tl.max(x, 0))


@triton.jit
def softmax2d(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :]).to(tl.float32)
    z = x - tl.max(x, 1)[:, None]
    e = tl.exp(z)
    y = e / tl.sum(e, 1)[:, None]
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], y.to(tl.float16))


@triton.jit
def argmax_rows(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rn, tl.argmax(x, 0))


@triton.jit
def transpose(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rn[:, None] * M + rm[None, :], tl.trans(x))


@triton.jit
def matmul_bt(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * K + rk[None, :]
    b = b_ptr + rn[:, None] * K + rk[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = tl.load(a)
        y = tl.load(b)
        acc += tl.dot(x, tl.trans(y))
        a += BK
        b += BK
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.float16))


@triton.jit
def cumsum_rows(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], tl.cumsum(x, 1))


@triton.jit
def cumsum_1d(x_ptr, y_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r)
    tl.store(y_ptr + r, tl.cumsum(x, 0))


@triton.jit
def histogram(x_ptr, y_ptr, BLOCK: tl.constexpr, BINS: tl.constexpr):
    r = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r)
    tl.store(y_ptr + tl.arange(0, BINS), tl.histogram(x, BINS))


@triton.jit
def elementwise(x_ptr, y_ptr, BLOCK: tl.constexpr):
    r = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + r, tl.load(x_ptr + r) * 2.0)
'''

F16_2D = {"x_ptr": "*fp16", "y_ptr": "*fp32", "N": "i32", "BM": "constexpr", "BN": "constexpr"}
KERNELS = {
    "rowsum": (F16_2D, {"BM": 64, "BN": 128}, 4),
    "colmax": ({"x_ptr": "*fp32", "y_ptr": "*fp32", "N": "i32", "BM": "constexpr", "BN": "constexpr"},
               {"BM": 256, "BN": 64}, 8),
    "softmax2d": ({"x_ptr": "*fp16", "y_ptr": "*fp16", "N": "i32", "BM": "constexpr", "BN": "constexpr"},
                  {"BM": 16, "BN": 512}, 4),
    "argmax_rows": ({"x_ptr": "*fp32", "y_ptr": "*i32", "N": "i32", "BM": "constexpr", "BN": "constexpr"},
                    {"BM": 128, "BN": 32}, 4),
    "transpose": ({"x_ptr": "*fp16", "y_ptr": "*fp16", "M": "i32", "N": "i32", "BM": "constexpr",
                   "BN": "constexpr"}, {"BM": 64, "BN": 64}, 4),
    "matmul_bt": ({"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32",
                   "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}, {"BM": 64, "BN": 64, "BK": 32}, 4),
    "cumsum_rows": ({"x_ptr": "*i32", "y_ptr": "*i32", "N": "i32", "BM": "constexpr", "BN": "constexpr"},
                    {"BM": 32, "BN": 256}, 4),
    "cumsum_1d": ({"x_ptr": "*fp32", "y_ptr": "*fp32", "BLOCK": "constexpr"}, {"BLOCK": 2048}, 4),
    "histogram": ({"x_ptr": "*i32", "y_ptr": "*i32", "BLOCK": "constexpr", "BINS": "constexpr"},
                  {"BLOCK": 1024, "BINS": 64}, 4),
    "elementwise": ({"x_ptr": "*fp32", "y_ptr": "*fp32", "BLOCK": "constexpr"}, {"BLOCK": 1024}, 4),
}
# the same kernels at other sizes, warps and element types, compiled after the model was fixed
# (a check of its generality): `python tools/triton_scratch_kernels.py DIR --variants`
VARIANTS = {
    "rowsum_w8": ("rowsum", {**F16_2D}, {"BM": 32, "BN": 256}, 8),
    "rowsum_f32": ("rowsum", {**F16_2D, "x_ptr": "*fp32"}, {"BM": 128, "BN": 64}, 4),
    "colmax_i8": ("colmax", {"x_ptr": "*i8", "y_ptr": "*i8", "N": "i32", "BM": "constexpr",
                             "BN": "constexpr"}, {"BM": 128, "BN": 128}, 4),
    "softmax2d_w8": ("softmax2d", {"x_ptr": "*bf16", "y_ptr": "*bf16", "N": "i32", "BM": "constexpr",
                                   "BN": "constexpr"}, {"BM": 8, "BN": 1024}, 8),
    "argmax_w2": ("argmax_rows", {"x_ptr": "*fp16", "y_ptr": "*i32", "N": "i32", "BM": "constexpr",
                                  "BN": "constexpr"}, {"BM": 64, "BN": 64}, 2),
    "transpose_f32": ("transpose", {"x_ptr": "*fp32", "y_ptr": "*fp32", "M": "i32", "N": "i32",
                                    "BM": "constexpr", "BN": "constexpr"}, {"BM": 64, "BN": 128}, 8),
    "transpose_i8": ("transpose", {"x_ptr": "*i8", "y_ptr": "*i8", "M": "i32", "N": "i32",
                                   "BM": "constexpr", "BN": "constexpr"}, {"BM": 128, "BN": 64}, 4),
    "matmul_bt_w8": ("matmul_bt", {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32",
                                   "N": "i32", "K": "i32", "BM": "constexpr", "BN": "constexpr",
                                   "BK": "constexpr"}, {"BM": 128, "BN": 128, "BK": 64}, 8),
    "histogram_w8": ("histogram", {"x_ptr": "*i32", "y_ptr": "*i32", "BLOCK": "constexpr",
                                   "BINS": "constexpr"}, {"BLOCK": 2048, "BINS": 256}, 8),
}
TARGETS = ["gfx942", "gfx950", "sm_90"]


def compile_all(src_text: str, module: str, todo: dict, targets: list, out: str) -> None:
    """Compile ``todo`` (``{name: (function, signature, constexprs, warps)}`` of the kernels in
    ``src_text``) for every target; write the files and update ``out/meta.json``."""
    import importlib.util

    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    os.makedirs(out, exist_ok=True)
    d = tempfile.mkdtemp(prefix="ldsopt_sk_")
    p = os.path.join(d, module + ".py")
    with open(p, "w") as f:
        f.write(src_text)
    spec = importlib.util.spec_from_file_location(module, p)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    nvdisasm = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "nvdisasm")
    mpath = os.path.join(out, "meta.json")
    meta = {"triton": triton.__version__, "kernels": {}}
    if os.path.exists(mpath):
        with open(mpath) as f:
            meta = json.load(f)
    for name, (fn, sig, consts, nw, *opts) in todo.items():
        for t in targets:
            target = GPUTarget("hip", t, 64) if t.startswith("gfx") else GPUTarget("cuda", int(t[3:]), 32)
            src = ASTSource(getattr(mod, fn), signature=sig, constexprs=consts)
            c = triton.compile(src, target=target, options={"num_warps": nw, **(opts[0] if opts else {})})
            base = os.path.join(out, f"{name}_{t}")
            with open(base + ".ttgir", "w") as f:
                f.write(c.asm["ttgir"].replace(d, "SRC"))
            if t.startswith("gfx"):
                with open(base + ".s", "w") as f:
                    f.write(c.asm["amdgcn"].replace(d, "SRC"))
            else:
                cub = os.path.join(d, "k.cubin")
                with open(cub, "wb") as f:
                    f.write(c.asm["cubin"])
                sass = subprocess.run([nvdisasm, "-g", "-c", cub], capture_output=True, text=True,
                                      timeout=120).stdout
                with open(base + ".sass", "w") as f:
                    f.write(sass.replace(d, "SRC"))
            meta["kernels"][f"{name}_{t}"] = {"shared_bytes": c.metadata.shared, "num_warps": nw,
                                             "block": nw * target.warp_size}
            print(name, t, "shared", c.metadata.shared, file=sys.stderr)
            with open(mpath, "w") as f:
                json.dump(meta, f, indent=1, sort_keys=True)


def main(out: str, only=None) -> None:
    todo = {n: (n, *k) for n, k in KERNELS.items()}
    if only == ["--variants"]:
        todo, only = VARIANTS, None
    todo = {n: k for n, k in todo.items() if not only or n in only}
    compile_all(SRC, "triton_scratch_src", todo, TARGETS, out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/triton/scratch", sys.argv[2:] or None)
