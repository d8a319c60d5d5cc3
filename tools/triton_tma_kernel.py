"""Compile one Triton kernel that loads its tile by TMA (an in-kernel tensor descriptor) for
sm_90, offline; keep the TTGIR and the SASS (same files as ``tools/triton_scratch_kernels.py``).

Needs Triton 3.9 (no GPU)::

    TRITON_DEFAULT_FP_FUSION=1 python tools/triton_tma_kernel.py tests/data/triton/tma
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
def tma_rows(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    d = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    x = d.load([tl.program_id(0) * BM, 0])
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    tl.store(y_ptr + rm[:, None] * N + rn[None, :], tl.sum(x, 1)[:, None] + x)
'''

KERNELS = {"tma_rows": ("tma_rows", {"x_ptr": "*fp16", "y_ptr": "*fp16", "M": "i32", "N": "i32",
                                     "BM": "constexpr", "BN": "constexpr"}, {"BM": 64, "BN": 64}, 4)}

if __name__ == "__main__":
    compile_all(SRC, "triton_tma_src", KERNELS, ["sm_90"],
                sys.argv[1] if len(sys.argv) > 1 else "tests/data/triton/tma")
