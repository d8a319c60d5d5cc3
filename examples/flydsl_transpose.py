"""A 32x32 float tile transposed through LDS by a 32x8 workgroup, in FlyDSL.

`transpose_plain` reads a column of the row-major tile: 32 lanes in one bank (32-way on gfx942);
`transpose_swizzled` stores element (r, c) at column c ^ r and has no conflict.

ldsopt analyze examples/flydsl_transpose.py --arch gfx942
(ldsopt runs this file with FlyDSL's COMPILE_ONLY=1: the launches below compile without a GPU.)
"""
import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu


@fx.struct
class Tile:
    t: fx.Array[fx.Float32, 32 * 32, 16]


@flyc.kernel(known_block_size=[32, 8, 1])
def transpose_plain(out: fx.Tensor, inp: fx.Tensor):
    tx = gpu.thread_idx.x
    ty = gpu.thread_idx.y
    tile = fx.SharedAllocator().allocate(Tile).peek().t
    for j in fx.range_constexpr(4):
        tile[(ty + 8 * j) * 32 + tx] = inp[(ty + 8 * j) * 32 + tx]
    gpu.barrier()
    for j in fx.range_constexpr(4):
        out[(ty + 8 * j) * 32 + tx] = tile[tx * 32 + ty + 8 * j]


@flyc.kernel(known_block_size=[32, 8, 1])
def transpose_swizzled(out: fx.Tensor, inp: fx.Tensor):
    tx = gpu.thread_idx.x
    ty = gpu.thread_idx.y
    tile = fx.SharedAllocator().allocate(Tile).peek().t
    for j in fx.range_constexpr(4):
        r = ty + 8 * j
        tile[r * 32 + (tx ^ r)] = inp[r * 32 + tx]
    gpu.barrier()
    for j in fx.range_constexpr(4):
        c = ty + 8 * j
        out[c * 32 + tx] = tile[tx * 32 + (c ^ tx)]


@flyc.jit
def run_plain(out: fx.Tensor, inp: fx.Tensor, stream: fx.Stream = fx.Stream(None)):
    transpose_plain(out, inp).launch(grid=(1, 1, 1), block=(32, 8, 1), stream=stream)


@flyc.jit
def run_swizzled(out: fx.Tensor, inp: fx.Tensor, stream: fx.Stream = fx.Stream(None)):
    transpose_swizzled(out, inp).launch(grid=(1, 1, 1), block=(32, 8, 1), stream=stream)


if __name__ == "__main__":
    import torch
    x = torch.zeros(1024, dtype=torch.float32)
    y = torch.zeros(1024, dtype=torch.float32)
    run_plain(y, x)
    run_swizzled(y, x)
