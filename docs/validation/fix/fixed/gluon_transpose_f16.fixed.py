"""A 64x64 fp16 tile loaded by rows (8 contiguous halves a thread), stored to shared memory
row-major without swizzle and read back in a column-major register layout (a transpose through
shared memory), 4 warps."""
from triton.experimental import gluon
from triton.experimental.gluon import language as gl


@gluon.jit
def transpose_f16(x_ptr, y_ptr):
    rows: gl.constexpr = gl.BlockedLayout([1, 8], [8, 4], [4, 1], [1, 0])
    cols: gl.constexpr = gl.BlockedLayout([8, 1], [4, 8], [1, 4], [0, 1])
    r = gl.arange(0, 64, layout=gl.SliceLayout(1, rows))
    c = gl.arange(0, 64, layout=gl.SliceLayout(0, rows))
    x = gl.load(x_ptr + r[:, None] * 64 + c[None, :])
    layout: gl.constexpr = gl.SwizzledSharedLayout(vec=8, per_phase=8, max_phase=4, order=[1, 0])
    smem = gl.allocate_shared_memory(gl.float16, [64, 64], layout, x)
    y = smem.load(cols)
    rc = gl.arange(0, 64, layout=gl.SliceLayout(1, cols))
    cc = gl.arange(0, 64, layout=gl.SliceLayout(0, cols))
    gl.store(y_ptr + cc[None, :] * 64 + rc[:, None], y)
