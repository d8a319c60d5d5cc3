"""FlyDSL kernels whose shared tensors conflict through their layouts (ldsopt's fix tests).

`column_pitch48`: a 32x48 float tile (rows 48 floats apart) viewed over an fx.Array; a wave's
32-lane half reads a column (lane i: row i): word 48 i + c is in bank (16 i + c) % 32, 16-way.
`transpose_ordered`: a compact row-major 32x32 float tile read by columns: 32-way.
"""
import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import gpu


@fx.struct
class Tile48:
    t: fx.Array[fx.Float32, 1567, 16]


@fx.struct
class Tile32:
    t: fx.Array[fx.Float32, 32 * 32, 16]


@flyc.kernel(known_block_size=[32, 8, 1])
def column_pitch48(out: fx.Tensor, inp: fx.Tensor):
    tx = gpu.thread_idx.x
    ty = gpu.thread_idx.y
    tile = fx.SharedAllocator().allocate(Tile48).peek().t.view(fx.make_layout((32, 48), (49, 1)))
    for j in fx.range_constexpr(4):
        tile[ty + 8 * j, tx] = inp[(ty + 8 * j) * 32 + tx]
    gpu.barrier()
    for j in fx.range_constexpr(4):
        out[(ty + 8 * j) * 32 + tx] = tile[tx, ty + 8 * j]


@flyc.kernel(known_block_size=[32, 8, 1])
def transpose_ordered(out: fx.Tensor, inp: fx.Tensor):
    tx = gpu.thread_idx.x
    ty = gpu.thread_idx.y
    layout = fx.make_composed_layout(fx.static(fx.SwizzleType.get(5, 0, 5)), fx.make_ordered_layout((32, 32), (1, 0)))
    tile = fx.SharedAllocator().allocate(Tile32).peek().t.view(layout)
    for j in fx.range_constexpr(4):
        tile[ty + 8 * j, tx] = inp[(ty + 8 * j) * 32 + tx]
    gpu.barrier()
    for j in fx.range_constexpr(4):
        out[(ty + 8 * j) * 32 + tx] = tile[tx, ty + 8 * j]


@flyc.jit
def run_pitch48(out: fx.Tensor, inp: fx.Tensor, stream: fx.Stream = fx.Stream(None)):
    column_pitch48(out, inp).launch(grid=(1, 1, 1), block=(32, 8, 1), stream=stream)


@flyc.jit
def run_ordered(out: fx.Tensor, inp: fx.Tensor, stream: fx.Stream = fx.Stream(None)):
    transpose_ordered(out, inp).launch(grid=(1, 1, 1), block=(32, 8, 1), stream=stream)


if __name__ == "__main__":
    import torch
    x = torch.zeros(1024, dtype=torch.float32)
    y = torch.zeros(1024, dtype=torch.float32)
    run_pitch48(y, x)
    run_ordered(y, x)
