"""A 32x32 fp32 tile stored to shared memory with explicit Gluon layouts and read back.

Registers: each warp holds whole rows (a lane per column); shared: column-major without swizzle,
so a row's 32 elements lie 128 bytes apart, in one bank (32-way on NVIDIA).  The swizzled
allocation (vec=1, perPhase=1, maxPhase=32) spreads them over the banks.

ldsopt analyze examples/gluon_shared.py --arch sm_90
"""
from triton.experimental import gluon
from triton.experimental.gluon import language as gl


@gluon.jit
def shared_roundtrip(x_ptr, y_ptr, SWIZZLE: gl.constexpr):
    rows: gl.constexpr = gl.BlockedLayout([1, 1], [1, 32], [4, 1], [1, 0])
    r = gl.arange(0, 32, layout=gl.SliceLayout(1, rows))
    c = gl.arange(0, 32, layout=gl.SliceLayout(0, rows))
    offs = r[:, None] * 32 + c[None, :]
    x = gl.load(x_ptr + offs)
    if SWIZZLE:
        layout: gl.constexpr = gl.SwizzledSharedLayout(1, 1, 32, [0, 1])
    else:
        layout: gl.constexpr = gl.SwizzledSharedLayout(1, 1, 1, [0, 1])
    smem = gl.allocate_shared_memory(gl.float32, [32, 32], layout, x)
    y = smem.load(rows)
    gl.store(y_ptr + offs, y)
