"""A 32x32 fp32 tile stored column-major in shared memory (no swizzle) from rows held one per warp."""
from triton.experimental import gluon
from triton.experimental.gluon import language as gl


@gluon.jit
def colmajor(x_ptr, y_ptr):
    rows: gl.constexpr = gl.BlockedLayout([1, 1], [1, 32], [4, 1], [1, 0])
    r = gl.arange(0, 32, layout=gl.SliceLayout(1, rows))
    c = gl.arange(0, 32, layout=gl.SliceLayout(0, rows))
    offs = r[:, None] * 32 + c[None, :]
    x = gl.load(x_ptr + offs)
    layout: gl.constexpr = gl.SwizzledSharedLayout(vec=4, per_phase=1, max_phase=2, order=[1, 0])
    smem = gl.allocate_shared_memory(gl.float32, [32, 32], layout, x)
    y = smem.load(rows)
    gl.store(y_ptr + offs, y)
