"""A tile transposed by Triton, autotuned over tile sizes and warps.

ldsopt analyze examples/transpose_triton.py --arch gfx942,sm_90 --config all --param n=4096
"""
import triton
import triton.language as tl


@triton.autotune(configs=[triton.Config({"BM": 32, "BN": 32}, num_warps=4),
                          triton.Config({"BM": 64, "BN": 64}, num_warps=4),
                          triton.Config({"BM": 64, "BN": 32}, num_warps=8)], key=["n"])
@triton.jit
def transpose(x_ptr, y_ptr, n, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * n + rn[None, :])
    tl.store(y_ptr + rn[:, None] * n + rm[None, :], tl.trans(x))
