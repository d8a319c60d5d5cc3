"""CuTe DSL kernels whose shared tensors conflict through their layouts (ldsopt's fix tests).

`column_pitch48`: a 32x48 float tile, rows 48 floats apart; a warp reads a column (lane i: row i):
word 48 i + c is in bank (16 i + c) % 32, two banks, 16-way.
`transpose_ordered`: a compact row-major 32x32 float tile read by columns: 32-way.
"""
import cutlass
import cutlass.cute as cute
from cutlass.memory import SmemAllocator


@cute.kernel
def column_pitch48(g_in: cute.Tensor, g_out: cute.Tensor):
    tx, ty, _ = cute.arch.thread_idx()
    tile = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_layout((32, 48), stride=(48, 1)), 16)
    for j in cutlass.range_constexpr(4):
        tile[ty + 8 * j, tx] = g_in[ty + 8 * j, tx]
    cute.arch.sync_threads()
    for j in cutlass.range_constexpr(4):
        g_out[ty + 8 * j, tx] = tile[tx, ty + 8 * j]


@cute.kernel
def transpose_ordered(g_in: cute.Tensor, g_out: cute.Tensor):
    tx, ty, _ = cute.arch.thread_idx()
    layout = cute.make_ordered_layout((32, 32), order=(1, 0))
    tile = SmemAllocator().allocate_tensor(cutlass.Float32, layout, 16)
    for j in cutlass.range_constexpr(4):
        tile[ty + 8 * j, tx] = g_in[ty + 8 * j, tx]
    cute.arch.sync_threads()
    for j in cutlass.range_constexpr(4):
        g_out[ty + 8 * j, tx] = tile[tx, ty + 8 * j]


@cute.jit
def run_pitch48(g_in: cute.Tensor, g_out: cute.Tensor):
    column_pitch48(g_in, g_out).launch(grid=[1, 1, 1], block=[32, 8, 1])


@cute.jit
def run_ordered(g_in: cute.Tensor, g_out: cute.Tensor):
    transpose_ordered(g_in, g_out).launch(grid=[1, 1, 1], block=[32, 8, 1])


if __name__ == "__main__":
    from cutlass.cute.runtime import make_fake_tensor
    a = make_fake_tensor(cutlass.Float32, (32, 32), (32, 1), assumed_align=16)
    b = make_fake_tensor(cutlass.Float32, (32, 32), (32, 1), assumed_align=16)
    cute.compile(run_pitch48, a, b)
    cute.compile(run_ordered, a, b)
