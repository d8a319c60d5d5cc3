"""Compile Triton kernels written to check ``ldsopt ttgir`` after its model was fixed (none of
them was used to build it), offline, for gfx942, gfx950, sm_80 and sm_90; keep what ``ldsopt
ttgir`` and the ISA / SASS emulators read (same files as ``tools/triton_scratch_kernels.py``).

Needs Triton 3.9 (no GPU)::

    TRITON_DEFAULT_FP_FUSION=1 python tools/triton_heldout_kernels.py tests/data/triton/heldout
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from triton_scratch_kernels import compile_all  # noqa: E402

SRC = r'''
import triton
import triton.language as tl


@triton.jit
def softmax_wide(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    e = tl.exp(x - tl.max(x, 1)[:, None])
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], e / tl.sum(e, 1)[:, None])


@triton.jit
def ln_bwd_dw(dy_ptr, xhat_ptr, dw_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rn = tl.program_id(0) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for m in range(0, M, BM):
        rm = m + tl.arange(0, BM)
        dy = tl.load(dy_ptr + rm[:, None] * N + rn[None, :]).to(tl.float32)
        xh = tl.load(xhat_ptr + rm[:, None] * N + rn[None, :]).to(tl.float32)
        acc += dy * xh
    tl.store(dw_ptr + rn, tl.sum(acc, 0))


@triton.jit
def trans_tile(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    t = tl.trans(x)
    tl.store(y_ptr + rn[:, None] * M + rm[None, :], t * 2)


@triton.jit
def cumsum_cols(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], tl.cumsum(x, 0))


@triton.jit
def argmax_cols(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rm, tl.argmax(x, 1))


@triton.jit
def gemm_pipelined(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                   BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * K + rk[None, :]
    b = b_ptr + rk[:, None] * N + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a), tl.load(b))
        a += BK
        b += BK * N
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.float16))


@triton.jit
def bmm(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    z = tl.program_id(2)
    a_ptr += z * M * K
    b_ptr += z * K * N
    c_ptr += z * M * N
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


@triton.jit
def hist512(x_ptr, y_ptr, BLOCK: tl.constexpr, BINS: tl.constexpr):
    x = tl.load(x_ptr + tl.program_id(0) * BLOCK + tl.arange(0, BLOCK))
    tl.atomic_add(y_ptr + tl.arange(0, BINS), tl.histogram(x, BINS))


@triton.jit
def gather_rows(x_ptr, i_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    idx = tl.load(i_ptr + rm[:, None] * BN + rn[None, :])
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], tl.gather(x, idx, 1))


@triton.jit
def outer_norm(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :]).to(tl.float32)
    r = tl.sqrt(tl.sum(x * x, 1) / BN)
    c = tl.max(tl.abs(x), 0)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], x / r[:, None] / c[None, :])


@triton.jit
def scan_1d(x_ptr, y_ptr, BLOCK: tl.constexpr):
    r = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + r, tl.cumsum(tl.load(x_ptr + r), 0))


@triton.jit
def scan_rows(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], tl.cumsum(x, 1))


@triton.jit
def cumprod_1d(x_ptr, y_ptr, BLOCK: tl.constexpr):
    r = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + r, tl.cumprod(tl.load(x_ptr + r), 0))


@triton.jit
def scan_cols_f16(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :]).to(tl.float32)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], tl.cumsum(x, 0).to(tl.float16))


@triton.jit
def row_sum(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :]).to(tl.float32)
    tl.store(y_ptr + rm, tl.sum(x, 1))


@triton.jit
def col_sum(x_ptr, y_ptr, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.program_id(0) * BN + tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :]).to(tl.float32)
    tl.store(y_ptr + rn, tl.sum(x, 0))
'''

F32_2D = {"x_ptr": "*fp32", "y_ptr": "*fp32", "N": "i32", "BM": "constexpr", "BN": "constexpr"}
GEMM = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32",
        "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
KERNELS = {
    # (function, signature, constexprs, warps[, options])
    "softmax_wide": ("softmax_wide", F32_2D, {"BM": 4, "BN": 256}, 4),
    "ln_bwd_dw": ("ln_bwd_dw", {"dy_ptr": "*fp16", "xhat_ptr": "*fp16", "dw_ptr": "*fp32", "M": "i32",
                                "N": "i32", "BM": "constexpr", "BN": "constexpr"}, {"BM": 64, "BN": 64}, 4),
    "trans_tile": ("trans_tile", {"x_ptr": "*bf16", "y_ptr": "*bf16", "M": "i32", "N": "i32",
                                  "BM": "constexpr", "BN": "constexpr"}, {"BM": 32, "BN": 128}, 4),
    "cumsum_cols": ("cumsum_cols", {**F32_2D, "x_ptr": "*i32", "y_ptr": "*i32"}, {"BM": 256, "BN": 16}, 4),
    "argmax_cols": ("argmax_cols", {**F32_2D, "y_ptr": "*i32"}, {"BM": 16, "BN": 256}, 4),
    "gemm_s3": ("gemm_pipelined", GEMM, {"BM": 128, "BN": 128, "BK": 64}, 4, {"num_stages": 3}),
    "bmm": ("bmm", {**GEMM, "c_ptr": "*fp32"}, {"BM": 64, "BN": 64, "BK": 32}, 4, {"num_stages": 2}),
    "hist512": ("hist512", {"x_ptr": "*i32", "y_ptr": "*i32", "BLOCK": "constexpr", "BINS": "constexpr"},
                {"BLOCK": 2048, "BINS": 512}, 4),
    "gather_rows": ("gather_rows", {"x_ptr": "*fp32", "i_ptr": "*i32", "y_ptr": "*fp32", "N": "i32",
                                    "BM": "constexpr", "BN": "constexpr"}, {"BM": 32, "BN": 64}, 4),
    "outer_norm": ("outer_norm", {**F32_2D, "x_ptr": "*fp16"}, {"BM": 64, "BN": 128}, 8),
    # compiled after the fixes the kernels above showed
    "gemm_w8": ("gemm_pipelined", GEMM, {"BM": 128, "BN": 256, "BK": 64}, 8, {"num_stages": 3}),
    # compiled after the scan loads' joining on NVIDIA was modelled
    "scan_1d_w8": ("scan_1d", {"x_ptr": "*fp32", "y_ptr": "*fp32", "BLOCK": "constexpr"},
                   {"BLOCK": 4096}, 8),
    "scan_rows_w2": ("scan_rows", {**F32_2D, "x_ptr": "*i32", "y_ptr": "*i32"}, {"BM": 16, "BN": 128}, 2),
    # compiled before the scan-load pairing and the store widening were modelled
    "cumprod_1d_w2": ("cumprod_1d", {"x_ptr": "*fp32", "y_ptr": "*fp32", "BLOCK": "constexpr"},
                      {"BLOCK": 1024}, 2),
    "scan_1d_i32_w16": ("scan_1d", {"x_ptr": "*i32", "y_ptr": "*i32", "BLOCK": "constexpr"},
                        {"BLOCK": 2048}, 16),
    "scan_cols_f16": ("scan_cols_f16", {**F32_2D, "x_ptr": "*fp16", "y_ptr": "*fp16"}, {"BM": 128, "BN": 32}, 4),
    "rowsum_f16_w2": ("row_sum", {**F32_2D, "x_ptr": "*fp16"}, {"BM": 32, "BN": 128}, 2),
    "rowsum_f32_w8": ("row_sum", F32_2D, {"BM": 256, "BN": 32}, 8),
    "colsum_f16_w8": ("col_sum", {**F32_2D, "x_ptr": "*fp16"}, {"BM": 256, "BN": 64}, 8),
    # compiled after the scan-load pairing was modelled for 1-D scans, before it was per row
    "scan_rows_f32_w4": ("scan_rows", F32_2D, {"BM": 2, "BN": 2048}, 4),
    "scan_rows_f32_w2": ("scan_rows", F32_2D, {"BM": 4, "BN": 1024}, 2),
}
TARGETS = ["gfx942", "gfx950", "sm_80", "sm_90"]

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "tests/data/triton/heldout"
    only = sys.argv[2:]
    compile_all(SRC, "triton_heldout_src", {n: k for n, k in KERNELS.items() if not only or n in only},
                TARGETS, out)
