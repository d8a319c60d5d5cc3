"""Compile small Triton kernels (matmul, attention, softmax, layer norm) offline for gfx942,
gfx950, sm_80 and sm_90 and keep what `ldsopt ttgir` and the ISA emulators read.

Needs Triton (side venv, no GPU)::

    TRITON_DEFAULT_FP_FUSION=1 /tmp/tv/bin/python tools/triton_kernels.py tests/data/triton/kernels

Writes, per kernel and target, ``NAME_TARGET.ttgir`` and ``NAME_TARGET.s`` (amdgcn) or
``NAME_TARGET.sass`` (``nvdisasm -g`` of the cubin, with source lines),
and ``meta.json`` (Triton's shared-memory bytes, warps, block).
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
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * K + rk[None, :]
    b = b_ptr + rk[:, None] * N + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = tl.load(a)
        y = tl.load(b)
        acc += tl.dot(x, y)
        a += BK
        b += BK * N
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.float16))


@triton.jit
def attention(q_ptr, k_ptr, v_ptr, o_ptr, L, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :])
    m_i = tl.full((BM,), -float("inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    for start in range(0, L, BN):
        k = tl.load(k_ptr + (start + rn)[None, :] * D + rd[:, None])
        s = tl.dot(q, k)
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + (start + rn)[:, None] * D + rd[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def softmax(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=-float("inf"))
    z = x - tl.max(x, 0)
    e = tl.exp(z)
    tl.store(y_ptr + row * N + offs, e / tl.sum(e, 0), mask=offs < N)


@triton.jit
def layernorm(x_ptr, y_ptr, w_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=0.0).to(tl.float32)
    mean = tl.sum(x, 0) / N
    d = tl.where(offs < N, x - mean, 0.0)
    var = tl.sum(d * d, 0) / N
    w = tl.load(w_ptr + offs, mask=offs < N)
    tl.store(y_ptr + row * N + offs, (d / tl.sqrt(var + eps) * w).to(tl.float16), mask=offs < N)
'''

KERNELS = {
    "matmul": ({"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32",
                "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}, {"BM": 128, "BN": 128, "BK": 64}, 4),
    "attention": ({"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16", "L": "i32",
                   "BM": "constexpr", "BN": "constexpr", "D": "constexpr"}, {"BM": 64, "BN": 64, "D": 64}, 4),
    "softmax": ({"x_ptr": "*fp32", "y_ptr": "*fp32", "N": "i32", "BLOCK": "constexpr"}, {"BLOCK": 1024}, 4),
    "layernorm": ({"x_ptr": "*fp16", "y_ptr": "*fp16", "w_ptr": "*fp16", "N": "i32", "eps": "fp32",
                   "BLOCK": "constexpr"}, {"BLOCK": 1024}, 4),
}
TARGETS = ["gfx942", "gfx950", "sm_80", "sm_90"]


def main(out: str) -> None:
    import importlib.util

    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    os.makedirs(out, exist_ok=True)
    d = tempfile.mkdtemp(prefix="ldsopt_tk_")
    p = os.path.join(d, "triton_kernels_src.py")
    with open(p, "w") as f:
        f.write(SRC)
    spec = importlib.util.spec_from_file_location("triton_kernels_src", p)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    nvdisasm = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "nvdisasm")
    meta = {"triton": triton.__version__, "kernels": {}}
    for name, (sig, consts, nw) in KERNELS.items():
        for t in TARGETS:
            target = GPUTarget("hip", t, 64) if t.startswith("gfx") else GPUTarget("cuda", int(t[3:]), 32)
            src = ASTSource(getattr(mod, name), signature=sig, constexprs=consts)
            c = triton.compile(src, target=target, options={"num_warps": nw})
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
                sass = subprocess.run([nvdisasm, "-g", "-c", cub], capture_output=True, text=True).stdout
                with open(base + ".sass", "w") as f:
                    f.write(sass.replace(d, "SRC"))
            meta["kernels"][f"{name}_{t}"] = {"shared_bytes": c.metadata.shared, "num_warps": nw,
                                             "block": nw * target.warp_size}
            print(name, t, "shared", c.metadata.shared, file=sys.stderr)
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/triton/kernels")
