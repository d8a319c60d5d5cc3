"""A 32x32 float tile transposed through shared memory by a 32x8 block, in CuTe DSL.

`transpose_plain` reads a column of the row-major tile (32 lanes, one bank: 32-way);
`transpose_swizzled` stores element (r, c) at column c ^ r and has no conflict.

ldsopt analyze examples/cute_transpose.py --arch sm_90 --block 32x8
(ldsopt runs this file; the cute.compile calls below need no GPU.)
"""
import cutlass
import cutlass.cute as cute
from cutlass.memory import SmemAllocator


@cute.kernel
def transpose_plain(g_in: cute.Tensor, g_out: cute.Tensor):
    tx, ty, _ = cute.arch.thread_idx()
    tile = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_layout((32, 32), stride=(32, 1)), 16)
    for j in cutlass.range_constexpr(4):
        tile[ty + 8 * j, tx] = g_in[ty + 8 * j, tx]
    cute.arch.sync_threads()
    for j in cutlass.range_constexpr(4):
        g_out[ty + 8 * j, tx] = tile[tx, ty + 8 * j]


@cute.kernel
def transpose_swizzled(g_in: cute.Tensor, g_out: cute.Tensor):
    tx, ty, _ = cute.arch.thread_idx()
    tile = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_layout((32, 32), stride=(32, 1)), 16)
    for j in cutlass.range_constexpr(4):
        r = ty + 8 * j
        tile[r, tx ^ r] = g_in[r, tx]
    cute.arch.sync_threads()
    for j in cutlass.range_constexpr(4):
        c = ty + 8 * j
        g_out[c, tx] = tile[tx, c ^ tx]


@cute.jit
def run_plain(g_in: cute.Tensor, g_out: cute.Tensor):
    transpose_plain(g_in, g_out).launch(grid=[1, 1, 1], block=[32, 8, 1])


@cute.jit
def run_swizzled(g_in: cute.Tensor, g_out: cute.Tensor):
    transpose_swizzled(g_in, g_out).launch(grid=[1, 1, 1], block=[32, 8, 1])


if __name__ == "__main__":
    from cutlass.cute.runtime import make_fake_tensor
    a = make_fake_tensor(cutlass.Float32, (32, 32), (32, 1), assumed_align=16)
    b = make_fake_tensor(cutlass.Float32, (32, 32), (32, 1), assumed_align=16)
    cute.compile(run_plain, a, b)
    cute.compile(run_swizzled, a, b)
