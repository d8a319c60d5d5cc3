"""A batch of small fp8 matrix products, one 64x64x64 tile per program: A is M x K and B is
K x N, both row-major (B's rows are the reduction dimension), C = A @ B in fp32.

    fp8_tile_matmul[(batch,)](a, b, c, M=64, N=64, K=64, num_warps=4)
"""
import triton
import triton.language as tl


@triton.jit
def fp8_tile_matmul(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    t = tl.program_id(0)
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    rk = tl.arange(0, K)
    a = tl.load(a_ptr + t * M * K + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + t * K * N + rk[:, None] * N + rn[None, :])
    c = tl.dot(a, b)
    tl.store(c_ptr + t * M * N + rm[:, None] * N + rn[None, :], c)
