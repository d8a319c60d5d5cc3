"""A Triton fp16 matmul autotuned over three tile shapes: which configurations conflict?

ldsopt analyze examples/matmul_triton.py --arch gfx942,sm_90 --config all \
    --param a_ptr=*fp16 --param b_ptr=*fp16 --param c_ptr=*fp16 --param K=4096
"""
import triton
import triton.language as tl


@triton.autotune(configs=[triton.Config({"BM": 64, "BN": 64, "BK": 32}, num_warps=4),
                          triton.Config({"BM": 128, "BN": 64, "BK": 64}, num_warps=4),
                          triton.Config({"BM": 64, "BN": 128, "BK": 16}, num_warps=8)], key=["K"])
@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * K + rk[None, :]
    b = b_ptr + rk[:, None] * 4096 + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(tl.load(a), tl.load(b))
        a += BK
        b += BK * 4096
    tl.store(c_ptr + rm[:, None] * 4096 + rn[None, :], acc.to(tl.float16))
