"""Lane-exact truth for the AMD held-out kernels (tests/data/heldout2), derived by hand from the
sources, independent of the emulator: for every LDS access of every kernel, a function of the
work-item id (x, y, z, numpy arrays) and of the loop counters around the access, giving the byte
offset of the access inside its array, or -1 for a work-item that does not execute it.

Where an array starts in LDS is the compiler's choice, not the source's: each access names its
array, the comparison finds the start that explains the emulated addresses and then requires one
start per array for the whole kernel (and none for an address with a wave-uniform unknown addend,
which the emulator reports relative).

The comparison (:func:`score`) takes :func:`ldsopt.amd.emu.analyze_asm_kernel`'s per-wave lane
addresses and classifies each (instruction, wave, iteration) row: equal (the emulated active lanes
and addresses are one access of the source), wrong (resolved, but no access of the source, or not at
its array's start), unresolved, excluded (a row whose address depends on data: not knowable
statically, listed in ``EXCLUDED`` with the reason).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import numpy as np


def on(cond, addr):
    """``addr`` where ``cond`` holds, -1 (not executed) elsewhere."""
    return np.where(cond, addr, -1)


@dataclass
class Acc:
    kind: str                  # r (read), w (write), a (atomic), x (cross-lane exchange)
    array: str
    fn: object                 # fn(x, y, z, **loop) -> byte offset in the array or -1
    loops: dict = field(default_factory=dict)   # name -> iterable of values
    # the compiler may split the work-items of one access over several copies of a loop body (a
    # trip count that differs per work-item, unrolled): a row's active lanes are a subset
    partial: bool = False


def R(array, fn, **loops):
    return Acc("r", array, fn, loops)


def W(array, fn, **loops):
    return Acc("w", array, fn, loops)


def A(array, fn, **loops):
    return Acc("a", array, fn, loops)


def X():
    """ds_bpermute / ds_swizzle: no memory is addressed; the cost model reads lane*4 of each lane."""
    return Acc("x", "-", lambda x, y, z, lane=None: 0, {})


P2 = lambda lo, hi: [1 << i for i in range(lo, hi)]   # noqa: E731  powers of two 2**lo .. 2**(hi-1)
F = 4                                                 # bytes of a float


def _ws(x, y, z, bx, by, wave):
    t = x + bx * (y + by * z)
    return t % wave


# ----------------------------------------------------------------------------- idioms.cu (HIP side)
def _gemm_db():
    A_ = lambda s, yy, xx: F * (s * 272 + yy * 17 + xx)   # noqa: E731  As[2][16][17]
    B_ = lambda s, yy, xx: F * (s * 256 + yy * 16 + xx)   # noqa: E731  Bs[2][16][16]
    return [W("As", lambda x, y, z, s: A_(s, y, x), s=[0, 1]),
            W("Bs", lambda x, y, z, s: B_(s, y, x), s=[0, 1]),
            R("As", lambda x, y, z, s, k: A_(s, y, k) + 0 * x, s=[0, 1], k=range(16)),
            R("Bs", lambda x, y, z, s, k: B_(s, k, x) + 0 * y, s=[0, 1], k=range(16))]


def _tr_pad(p):
    return [W("t", lambda x, y, z, j: F * ((y + 8 * j) * (32 + p) + x), j=range(4)),
            R("t", lambda x, y, z, j: F * (x * (32 + p) + y + 8 * j), j=range(4))]


def _tr_xor():
    return [W("t", lambda x, y, z, j: F * ((y + 8 * j) * 32 + (x ^ (y + 8 * j))), j=range(4)),
            R("t", lambda x, y, z, j: F * (x * 32 + ((y + 8 * j) ^ x)), j=range(4))]


def _stencil3d():
    s = lambda zz, yy, xx: F * (zz * 100 + yy * 10 + xx)   # noqa: E731  s[4][10][10]
    return [W("s", lambda x, y, z: s(z, y + 1, x + 1)),
            W("s", lambda x, y, z: on(x == 0, s(z, y + 1, 0))),
            W("s", lambda x, y, z: on(x == 7, s(z, y + 1, 9))),
            W("s", lambda x, y, z: on(y == 0, s(z, 0, x + 1))),
            W("s", lambda x, y, z: on(y == 7, s(z, 9, x + 1))),
            # the compiler may merge the two halo stores of one axis into one store, its address a select
            W("s", lambda x, y, z: on((x == 0) | (x == 7), np.where(x == 0, s(z, y + 1, 0), s(z, y + 1, 9)))),
            W("s", lambda x, y, z: on((y == 0) | (y == 7), np.where(y == 0, s(z, 0, x + 1), s(z, 9, x + 1)))),
            R("s", lambda x, y, z, d: s(z, y + 1 + d[0], x + 1 + d[1]),
              d=[(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)]),
            R("s", lambda x, y, z: on(z > 0, s(z - 1, y + 1, x + 1))),
            R("s", lambda x, y, z: on(z < 3, s(z + 1, y + 1, x + 1)))]


def _wred(ws=64):
    return [X(), W("p", lambda x, y, z: on(x % ws == 0, F * (x // ws))),
            R("p", lambda x, y, z: on(x < 256 // ws, F * x))]


def _blelloch():
    up = [(128 >> i, 1 << i) for i in range(8)]            # (d, f) of the up-sweep
    down = [(1 << i, 128 >> i) for i in range(8)]          # (d, f) of the down-sweep
    both = up + down
    a = lambda t, d, f: on(t < d, F * (f * (2 * t + 1) - 1))   # noqa: E731
    b = lambda t, d, f: on(t < d, F * (f * (2 * t + 2) - 1))   # noqa: E731
    return [W("s", lambda x, y, z, e: F * (2 * x + e), e=[0, 1]),
            R("s", lambda x, y, z, e: F * (2 * x + e), e=[0, 1]),
            R("s", lambda x, y, z, df: a(x, *df), df=both), R("s", lambda x, y, z, df: b(x, *df), df=both),
            W("s", lambda x, y, z, df: b(x, *df), df=both), W("s", lambda x, y, z, df: a(x, *df), df=down),
            W("s", lambda x, y, z: on(x == 0, F * 255))]


def _hillis():
    steps = [(1 << i, i & 1) for i in range(8)]
    return [W("s", lambda x, y, z: F * x), R("s", lambda x, y, z: F * x),
            R("s", lambda x, y, z, dp: F * (256 * dp[1] + x), dp=steps),
            R("s", lambda x, y, z, dp: on(x >= dp[0], F * (256 * dp[1] + x - dp[0])), dp=steps),
            W("s", lambda x, y, z, dp: F * (256 * (dp[1] ^ 1) + x), dp=steps)]


def _hist():
    return [W("c", lambda x, y, z: on(x < 64, F * x)), R("c", lambda x, y, z: on(x < 64, F * x))]


def _bitonic():
    kj = [(k, j) for k in P2(1, 9) for j in P2(0, 8) if j < k]
    return [W("s", lambda x, y, z: F * x), R("s", lambda x, y, z: F * x),
            R("s", lambda x, y, z, kj: F * (x ^ kj[1]), kj=kj),
            W("s", lambda x, y, z, kj: on((x ^ kj[1]) > x, F * x), kj=kj),
            W("s", lambda x, y, z, kj: on((x ^ kj[1]) > x, F * (x ^ kj[1])), kj=kj)]


def _softmax():
    return [W("red", lambda x, y, z: F * x), R("red", lambda x, y, z: 0 * x),
            R("red", lambda x, y, z, s: on(x < s, F * x), s=P2(0, 8)),
            R("red", lambda x, y, z, s: on(x < s, F * (x + s)), s=P2(0, 8)),
            W("red", lambda x, y, z, s: on(x < s, F * x), s=P2(0, 8))]


def _lnorm():
    return [X(), W("p", lambda x, y, z: on(x % 32 == 0, 8 * (x // 32))),
            R("p", lambda x, y, z, j: 8 * j + 0 * x, j=range(4))]


def _im2col():
    return [W("t", lambda x, y, z: F * (y * 16 + x)), W("t", lambda x, y, z: on(y * 16 + x < 68, F * (y * 16 + x + 256))),
            R("t", lambda x, y, z, a, b: F * ((y + a) * 18 + x + b), a=range(3), b=range(3))]


def _matvec80():
    return [W("s", lambda x, y, z, j: F * (x + 80 * j), j=range(4)),
            R("s", lambda x, y, z, k: F * ((k + x) % 320), k=range(320))]


def _swmode():
    return [W("s", lambda x, y, z: F * (9 * x)), R("s", lambda x, y, z: F * ((9 * x + 1) % 1152))]


def _early():
    return [W("s", lambda x, y, z, e: on(x < 200, F * (2 * x + e)), e=[0, 1]),
            R("s", lambda x, y, z: on(x < 200, F * ((2 * x + 2) % 400))),
            R("s", lambda x, y, z: on(x < 200, F * (2 * x + 1)))]


def _rtloop():
    return [W("s", lambda x, y, z, j: F * (x + 128 * j), j=range(8)),
            R("s", lambda x, y, z, k: F * ((x * (k + 1)) & 1023), k=range(5))]


def _idx64():
    return [W("s", lambda x, y, z: F * ((3 * (1024 + x)) & 2047)), R("s", lambda x, y, z: F * ((17 * x + 5) & 2047))]


def _vecs():
    return [W("v", lambda x, y, z, j: 16 * (x + 128 * j), j=[0, 1]), W("h", lambda x, y, z: F * ((3 * x) % 512)),
            R("v", lambda x, y, z, e: 16 * ((2 * x) & 255) + 4 * e, e=[0, 3]),    # a.x, a.w (or all of a)
            R("v", lambda x, y, z, e: 8 * (4 * x + 1) + 4 * e, e=[0, 1]),
            R("h", lambda x, y, z: F * x)]


def _dyn():
    return [W("d", lambda x, y, z, j: F * (x + 256 * j), j=[0, 1, 2]), R("d", lambda x, y, z: F * (512 + ((x + 1) & 255))),
            R("d", lambda x, y, z: F * ((33 * x) & 511))]


def _tile(w):
    return [W("s", lambda x, y, z, k: F * (x * w + k), k=range(w)),
            R("s", lambda x, y, z, k: F * (k * 128 + x), k=range(w)),
            R("s", lambda x, y, z, k: F * (x * w + k), k=range(w))]


# ----------------------------------------------------------------------------- amd_only.hip
def _dpp_reduce():
    return [X(), W("part", lambda x, y, z: on(x % 64 == 0, F * (x // 64))), R("part", lambda x, y, z: on(x < 4, F * x))]


def _bperm_rotate():
    return [X(), W("s", lambda x, y, z: 8 * x), R("s", lambda x, y, z: F * ((2 * x + 64) & 255))]


def _swizzle_xor():
    return [X(), W("s", lambda x, y, z: F * (x ^ 3)), R("s", lambda x, y, z: F * x)]


def _shfl_down_reduce():
    return [X(), W("p", lambda x, y, z: on(x % 64 == 0, F * (x // 64))),
            R("p", lambda x, y, z, j: on(x == 0, F * j), j=range(4))]


def _gemm_f4():
    return [W("As", lambda x, y, z: 16 * x), W("Bs", lambda x, y, z: 16 * ((x >> 4) * 17 + (x & 15))),
            R("As", lambda x, y, z, k: 16 * (k * 16 + (x >> 4)), k=range(16)),
            R("Bs", lambda x, y, z, k: 16 * (k * 17 + (x & 15)), k=range(16))]


def _transpose_half():
    return [W("t", lambda x, y, z, j: 2 * ((y + 4 * j) * 66 + x), j=range(16)),
            R("t", lambda x, y, z, j: 2 * (x * 66 + y + 4 * j), j=range(16))]


def _atomics_u64():
    return [W("c", lambda x, y, z: on(x < 32, 8 * x)), A("c", lambda x, y, z: 8 * ((7 * x) & 31)),
            R("c", lambda x, y, z: on(x < 32, 8 * x))]


def _bytes_stride():
    return [W("s", lambda x, y, z, e: 4 * x + e, e=[0, 1]), R("s", lambda x, y, z: x),
            R("s", lambda x, y, z: (4 * x + 1) & 1023)]


def _block_64x3():
    return [W("s", lambda x, y, z: F * (y * 130 + 2 * x)), R("s", lambda x, y, z: F * (((y + 1) % 3) * 130 + 2 * x + 1))]


def _lane_switch():
    arms = [lambda t: t, lambda t: 2 * t + 256, lambda t: (3 * t) & 1023, lambda t: 1023 - t]
    return [W("s", lambda x, y, z, c: on((x & 3) == c, F * arms[c](x)), c=range(4)),
            W("s", lambda x, y, z: F * np.choose(x & 3, [f(x) for f in arms])),
            R("s", lambda x, y, z: F * ((5 * x) & 1023))]


def _wave_exit_dyn():
    live = lambda x: (x >> 6) != 2   # noqa: E731
    return [W("d", lambda x, y, z, k: on(live(x), F * ((x + 256 * k) % 2048)), k=range(3)),
            R("d", lambda x, y, z: on(live(x), F * ((9 * x) & 2047)))]


# ----------------------------------------------------------------------------- heldout.cl
def _cl_matmul():
    return [W("As", lambda x, y, z: F * (16 * y + x)), W("Bs", lambda x, y, z: F * (17 * y + x)),
            R("As", lambda x, y, z, k: F * (16 * y + k) + 0 * x, k=range(16)),
            R("Bs", lambda x, y, z, k: F * (17 * k + x) + 0 * y, k=range(16))]


def _cl_reduce():
    return [W("s", lambda x, y, z: F * x), R("s", lambda x, y, z: on(x == 0, 0 * x)),
            R("s", lambda x, y, z, d: on(x < d, F * x), d=P2(0, 8)),
            R("s", lambda x, y, z, d: on(x < d, F * (x + d)), d=P2(0, 8)),
            W("s", lambda x, y, z, d: on(x < d, F * x), d=P2(0, 8))]


def _cl_conv1d():
    return [W("s", lambda x, y, z: F * (x + 4)), W("s", lambda x, y, z: on(x < 4, F * x)),
            W("s", lambda x, y, z: on(x < 4, F * (x + 132))),
            R("s", lambda x, y, z, k: F * (x + 4 + k), k=range(-4, 5))]


def _cl_transpose():
    return [W("t", lambda x, y, z: F * (17 * y + x)), R("t", lambda x, y, z: F * (17 * x + y))]


def _cl_hist_lid():
    return [W("b", lambda x, y, z: on(x < 32, F * x)), A("b", lambda x, y, z: F * ((13 * x) & 31)),
            R("b", lambda x, y, z: on(x < 32, F * x))]


def _cl_vec4():
    return [W("s", lambda x, y, z, j, e: 16 * (x + 64 * j) + 4 * e, j=[0, 1], e=range(4)),
            R("s", lambda x, y, z, e: 16 * ((3 * x) & 127) + 4 * e, e=range(4))]


def _cl_aos():
    return [W("r", lambda x, y, z, e: 12 * x + 4 * e, e=range(3)), R("r", lambda x, y, z: 12 * ((x + 1) & 127) + 4),
            R("r", lambda x, y, z: 12 * x + 8)]


def _cl_scan():
    steps = [(1 << i, i & 1) for i in range(7)]
    return [W("s", lambda x, y, z: F * x), R("s", lambda x, y, z: F * (128 + x)),
            R("s", lambda x, y, z, dp: F * (128 * dp[1] + x), dp=steps),
            R("s", lambda x, y, z, dp: on(x >= dp[0], F * (128 * dp[1] + x - dp[0])), dp=steps),
            W("s", lambda x, y, z, dp: F * (128 * (dp[1] ^ 1) + x), dp=steps)]


def _cl_box3d():
    return [W("s", lambda x, y, z: F * (z * 160 + y * 40 + 5 * x)), R("s", lambda x, y, z: F * (y * 160 + z * 40 + 5 * x)),
            R("s", lambda x, y, z: F * (z * 160 + ((y + 1) & 3) * 40 + x))]


def _cl_dynlocal():
    return [W("s", lambda x, y, z, e: F * (2 * x + e), e=[0, 1]), R("s", lambda x, y, z: F * ((2 * x + 1) & 255)),
            R("s", lambda x, y, z: F * (255 - x))]


# ----------------------------------------------------------------------------- hard.hip
def _bdim_index():
    return [W("s", lambda x, y, z: F * (y * 33 + x)), R("s", lambda x, y, z: F * ((x % 8) * 33 + y + (x // 8) * 8))]


def _div_const():
    return [W("s", lambda x, y, z: F * x), W("s", lambda x, y, z: F * (258 + (x % 7) * 37 + x // 7)),
            R("s", lambda x, y, z: F * ((5 * x) % 258)), R("s", lambda x, y, z: F * (258 + x % 259))]


def _rem_runtime():
    return [W("s", lambda x, y, z: F * (x % 96)), R("s", lambda x, y, z: F * ((3 * x) % 96))]


def _block_stride():
    return [W("s", lambda x, y, z, j: on(x + 192 * j < 1000, F * (x + 192 * j)), j=range(6)),
            R("s", lambda x, y, z: F * ((5 * x) % 1000))]


def _f3_double():
    return [W("p", lambda x, y, z, e: 12 * x + 4 * e, e=range(3)), W("d", lambda x, y, z: 8 * (x + 2)),
            R("p", lambda x, y, z, e: 12 * ((x + 3) & 127) + 4 * e, e=range(3)), R("d", lambda x, y, z: 8 * (x ^ 1))]


def _half_hi():
    return [W("h", lambda x, y, z, j: F * (x + 128 * j), j=[0, 1]), R("h", lambda x, y, z: F * ((2 * x + 1) & 255) + 2)]


def _float_atomics():
    return [W("acc", lambda x, y, z: on(x < 64, F * x)), W("mx", lambda x, y, z: on(x < 16, F * x)),
            A("acc", lambda x, y, z: F * (x & 63)), A("mx", lambda x, y, z: F * (x >> 4)),
            R("acc", lambda x, y, z: on(x < 64, F * x)), R("mx", lambda x, y, z: on(x < 64, F * (x & 15))),
            # where the float add is a compare-and-swap loop (sm_90): its first read of the word
            R("acc", lambda x, y, z: F * (x & 63))]


def _lane_builtins():
    return [W("s", lambda x, y, z: F * ((x // 64) * 65 + x % 64)),
            R("s", lambda x, y, z: F * ((x % 4) * 65 + (x // 64) * 16 + (x % 64) // 4))]


def _tid_loop():
    return [W("s", lambda x, y, z, j: F * (x + 64 * j), j=[0, 1]),
            Acc("r", "s", lambda x, y, z, k: on(k <= (x & 3), F * ((x + 64 * k) & 127)), {"k": range(4)}, True)]


def _word_bins():
    return [W("b", lambda x, y, z: F * x), A("b", lambda x, y, z: F * ((17 * x) & 255)),
            A("b", lambda x, y, z: F * (255 - x)), R("b", lambda x, y, z: F * x)]


def _swz4():
    return [W("s", lambda x, y, z: F * (16 * y + (x ^ ((y & 3) << 2)))),
            R("s", lambda x, y, z: F * (16 * x + (y ^ ((x & 3) << 2))))]


def _grid_offsets():
    return [W("s", lambda x, y, z: F * x), R("s", lambda x, y, z: F * ((4 * x) & 1023))]


# ----------------------------------------------------------------------------- more.hip
def _mfma_tile():
    # As: h4 [16*5] (8 bytes each, rows of 5); Bs: half [16][16] (32-byte rows)
    return [W("As", lambda x, y, z: 8 * ((x // 4) * 5 + x % 4)), W("Bs", lambda x, y, z: 8 * x),
            R("As", lambda x, y, z: 8 * ((x % 16) * 5 + x // 16)),
            R("Bs", lambda x, y, z, i: 32 * (4 * (x // 16) + i) + 2 * (x % 16), i=range(4))]


def _priv_index():
    return [W("s", lambda x, y, z: 32 * x), R("s", lambda x, y, z: F * ((3 * x) & 1023))]


def _shfl_seg():
    return [X(), W("s", lambda x, y, z: F * ((3 * x) & 127)), R("s", lambda x, y, z: F * x)]


def _red1024():
    return [W("s", lambda x, y, z: F * x), R("s", lambda x, y, z: on(x == 0, 0 * x)),
            R("s", lambda x, y, z, d: on(x < min(d, 32) if d <= 32 else x < d, F * x), d=P2(0, 10)),
            R("s", lambda x, y, z, d: on(x < (32 if d <= 32 else d), F * (x + d)), d=P2(0, 10)),
            W("s", lambda x, y, z, d: on(x < (32 if d <= 32 else d), F * x), d=P2(0, 10))]


def _half_pack():
    return [W("s", lambda x, y, z, j: 2 * (x + 256 * j), j=[0, 1]),
            R("s", lambda x, y, z: 2 * ((2 * x) & 511)), R("s", lambda x, y, z: 2 * ((2 * x + 257) & 511))]


def _nested_rt():
    return [W("s", lambda x, y, z, p, q: F * ((x + 256 * p + 64 * q) & 2047), p=range(3), q=range(4)),
            R("s", lambda x, y, z, p, q: F * ((x * (q + 1) + p) & 2047), p=range(3), q=range(4))]


def _dma_lds():
    return [W("s", lambda x, y, z: F * x), R("s", lambda x, y, z: F * ((7 * x) & 1023))]


# ----------------------------------------------------------------------------- flow.hip
def _compact_pos(t):
    """Slot of thread t in ballot_compact: the kept threads (t % 3 == 0) below it in its wave, plus
    22 per earlier wave."""
    w = t // 64
    below = np.array([sum(1 for u in range(64 * wv, tt) if u % 3 == 0) for tt, wv in zip(t, w)])
    return below + 22 * w


def _ballot_compact():
    return [W("s", lambda x, y, z: on(x % 3 == 0, F * _compact_pos(x))), R("s", lambda x, y, z: on(x < 43, F * x))]


def _grid_stride():
    return [W("s", lambda x, y, z: F * (x ^ 1)), R("s", lambda x, y, z: F * ((x + 128) & 255))]


def _dyn_bytes():
    return [W("d", lambda x, y, z: 16 * x), W("d", lambda x, y, z: 2048 + 6 * x),
            R("d", lambda x, y, z, e: 16 * ((5 * x) & 127) + 4 * e, e=[0, 1]),   # .y, or the whole float4
            R("d", lambda x, y, z: 2048 + 2 * ((3 * x + 3) % 384))]


def _ptr_walk():
    return [W("s", lambda x, y, z, j: F * (x + 64 * j), j=range(33)),
            R("s", lambda x, y, z, k: F * (x + 33 * k), k=range(6))]


def _unroll3():
    return [W("s", lambda x, y, z, j: F * (x + 128 * j), j=[0, 1]),
            R("s", lambda x, y, z, k: F * ((x + 17 * k) & 255), k=range(7))]


def _wave_roles():
    return [W("s", lambda x, y, z, k: on(x < 64, F * (64 * k + x % 64)), k=range(8)),
            R("s", lambda x, y, z: on(x >= 64, F * (((x % 64) * (x // 64 + 1)) & 511)))]


# ----------------------------------------------------------------------------- intops.hip
def _cdiv(a, b):
    """C's integer division: the quotient truncated toward zero."""
    q = np.abs(a) // abs(b)
    return np.where((a < 0) != (b < 0), -q, q)


def _cmod(a, b):
    return a - b * _cdiv(a, b)


def _u32(x):
    return np.asarray(x, np.int64) & 0xFFFFFFFF


def _popc(x):
    return np.array([bin(int(v)).count("1") for v in x])


def _sdiv_neg():
    return [W("s", lambda x, y, z: F * ((_cdiv(x - 64, 3) + 22) * 2)),
            R("s", lambda x, y, z: F * ((_cmod(x - 100, 5) + 4) * 7 + (x & 3)))]


def _div6_rem10():
    return [W("s", lambda x, y, z: F * ((x // 6) * 10 + x % 10)), R("s", lambda x, y, z: F * ((x % 6) * 32 + x // 10))]


def _udiv7():
    return [W("s", lambda x, y, z: F * (x // 7 * 12 + x % 7)), R("s", lambda x, y, z: F * (((5 * x) % 11) * 33 + x // 11))]


def _lane_shift():
    return [W("s", lambda x, y, z: F * (((1 << (x & 7)) + x) & 511)),
            R("s", lambda x, y, z: F * (((256 >> (x & 7)) * 3 + x) & 511))]


def _bitcount():
    log2 = lambda v: np.array([int(u).bit_length() - 1 for u in v])           # noqa: E731  31 - clz
    ffs = lambda v: np.array([(int(u) & -int(u)).bit_length() for u in v])   # noqa: E731
    return [W("s", lambda x, y, z: F * (_popc(x) * 64 + (x & 63))), R("s", lambda x, y, z: F * (log2(x | 1) * 40 + ffs(x)))]


def _perm_funnel():
    # byte_perm(t, 0x01020304, 0x4410): bytes t.b0, t.b1, 0x04, 0x04; funnel_l(t << 24, t, 4)
    return [W("s", lambda x, y, z: F * ((x | (0x04 << 16) | (0x04 << 24)) & 511)),
            R("s", lambda x, y, z: F * ((_u32(x << 4) | ((_u32(x << 24)) >> 28)) & 511))]


def _mulhi_minmax():
    return [W("s", lambda x, y, z: F * ((_u32(x * 0x12345679) >> 24) & 511)),
            R("s", lambda x, y, z: F * ((np.minimum(x, 70) + np.maximum(x - 50, 0) + np.abs(x - 64)) & 511))]


def _div64():
    g = lambda x: 1024 + x   # noqa: E731
    return [W("s", lambda x, y, z: F * ((g(x) // 3) % 256 + (g(x) % 3) * 128)), R("s", lambda x, y, z: F * ((g(x) * 7 // 5) & 511))]


def _hash_idx():
    return [W("s", lambda x, y, z: F * ((_u32(x * 2654435761) >> 23) & 511)),
            R("s", lambda x, y, z: F * ((_u32(x * 40503) >> 7) & 511))]


def _div_bdim():
    return [W("s", lambda x, y, z: F * ((4 * x) % 288 + (4 * x) // 288)), R("s", lambda x, y, z: F * (((7 * x) % 96) * 5))]


# ----------------------------------------------------------------------------- intops2.hip
def _s32(x):
    x = np.asarray(x, np.int64) & 0xFFFFFFFF
    return np.where(x >= 1 << 31, x - (1 << 32), x)


def _each(f):
    """A per-thread Python function over the thread-id array (exact big-integer arithmetic)."""
    return lambda x, y, z: np.array([f(int(t)) for t in x], np.int64)


def _funnel_lc(t):
    lo, hi, sh = t, 3 * t, t & 63
    return lo if sh >= 32 else (((hi << 32) | lo) << sh >> 32) & 0xFFFFFFFF


def _int8(v):
    v &= 0xFF
    return v - 256 if v >= 128 else v


def _int16(v):
    v &= 0xFFFF
    return v - 65536 if v >= 32768 else v


_INTOPS2 = {
    "mul24_hi": (lambda t: (t - 64) * 3 + 200, lambda t: ((int(_s32(t << 28)) * 5 >> 32) + 8) & 511),
    "sad_ops": (lambda t: abs(t - 64) + 10, lambda t: abs(t - ((3 * t) & 127)) + (t & 7)),
    "funnel_rc": (lambda t: ((((t << 32) | ((t << 28) & 0xFFFFFFFF)) >> 4) & 0xFFFFFFFF) & 511,
                  lambda t: _funnel_lc(t) & 511),
    "umul24_brev": (lambda t: (3 * t) & 511, lambda t: int(f"{t:032b}"[::-1], 2) >> 25),
    "ll_bits": (lambda t: 2 * bin(t).count("1") * 16 + (t & 15),
                lambda t: (63 - ((t + 1).bit_length() - 1) - 50) * 8 + (((t << 33) & -(t << 33)).bit_length() % 8 if t else 0)),
    "narrow_casts": (lambda t: (_int8(3 * t) + 128) * 2, lambda t: ((_int16(1000 * t) >> 8) + 128) & 511),
    "sel_cmp": (lambda t: t - 50 if t > 50 else 300 - t, lambda t: max(7 * t, 200) & 511),
    "perm_sel": (lambda t: (t & 255) | (((3 * t) & 1) << 8), lambda t: ((3 * t) & 255) | ((t & 1) << 8)),
    "shift64": (lambda t: (t << 5) & 511, lambda t: ((t - 64) >> 4) & 511),
    "mul64hi": (lambda t: (3 * t) & 511, lambda t: (5 * (t - 64)) & 511),
}


_INTOPS3 = {
    "dot4": (lambda t: (3 * t + 7) & 511, lambda t: (7 * t) & 511),
    "vshift64": (lambda t: (((1 << (t & 63)) >> 58) + t) & 511, lambda t: (((1 << 63) >> (t & 63)) >> 55) & 511),
    "square_mod": (lambda t: (t * t) % 97 * 5, lambda t: (((t ^ (t >> 3)) * 0x45d9f3b & 0xFFFFFFFF) >> 20) & 511),
    "bit_insert": (lambda t: (t & ~0x18) | ((t >> 2) & 0x18), lambda t: (max(3 * t - 100, -t) + 128) & 511),
    "min64": (lambda t: min(5 * t, 300), lambda t: max(t - 90, 0) * 4),
    "sdiv_rt": (lambda t: int(_cdiv(np.array([t - 64]), 7)[0]) + 64,
                lambda t: (int(_cmod(np.array([t - 50]), 7)[0]) + 7) * 9),
}
_INTOPS2.update(_INTOPS3)
# fidx.hip: float arithmetic that is exact for these thread ids (C's float-to-int truncates)
_INTOPS2.update({
    "f_half": (lambda t: (t // 2) * 3, lambda t: (3 * t // 2) & 511),
    "f_floor": (lambda t: (t // 4) * 5, lambda t: ((t + 2) // 4) * 7),
    "f_affine": (lambda t: (2 * t + 100) & 511, lambda t: (3 * t - 64) & 511),
    "f_round": (lambda t: round(t / 2) + 200, lambda t: (t - 64) // 8 + 300),   # round: to even
})


def _intops2(key):
    w, r = _INTOPS2[key]
    return lambda: [W("s", _each(lambda t: F * w(t))), R("s", _each(lambda t: F * r(t)))]


# name fragment of the compiled kernel -> (block, argument values by position, accesses)
KERNELS = {
    "gemm_db": ((16, 16, 1), {3: 64, 4: 64}, _gemm_db),
    "tr_padILi0": ((32, 8, 1), {}, lambda: _tr_pad(0)),
    "tr_padILi1": ((32, 8, 1), {}, lambda: _tr_pad(1)),
    "tr_xor": ((32, 8, 1), {}, _tr_xor),
    "stencil3d": ((8, 8, 4), {2: 32}, _stencil3d),
    "wred": ((256, 1, 1), {}, _wred),
    "blelloch": ((128, 1, 1), {}, _blelloch),
    "hillis": ((256, 1, 1), {}, _hillis),
    "4hist": ((256, 1, 1), {2: 65536}, _hist),
    "bitonic": ((256, 1, 1), {}, _bitonic),
    "softmax": ((256, 1, 1), {}, _softmax),
    "lnorm": ((128, 1, 1), {}, _lnorm),
    "im2col": ((16, 16, 1), {2: 64}, _im2col),
    "matvec80": ((80, 1, 1), {3: 300}, _matvec80),
    "swmode": ((128, 1, 1), {2: 3}, _swmode),
    "early": ((256, 1, 1), {2: 200}, _early),
    "rtloop": ((128, 1, 1), {2: 5}, _rtloop),
    "idx64": ((256, 1, 1), {2: 1024}, _idx64),
    "vecs": ((128, 1, 1), {}, _vecs),
    "3dyn": ((256, 1, 1), {}, _dyn),
    "tileILi3": ((128, 1, 1), {}, lambda: _tile(3)),
    "tileILi4": ((128, 1, 1), {}, lambda: _tile(4)),
    "dpp_reduce": ((256, 1, 1), {}, _dpp_reduce),
    "bperm_rotate": ((128, 1, 1), {}, _bperm_rotate),
    "swizzle_xor": ((64, 1, 1), {}, _swizzle_xor),
    "shfl_down_reduce": ((256, 1, 1), {}, _shfl_down_reduce),
    "gemm_f4": ((256, 1, 1), {}, _gemm_f4),
    "transpose_half": ((64, 4, 1), {}, _transpose_half),
    "atomics_u64": ((256, 1, 1), {}, _atomics_u64),
    "bytes_stride": ((256, 1, 1), {}, _bytes_stride),
    "block_64x3": ((64, 3, 1), {}, _block_64x3),
    "lane_switch": ((128, 1, 1), {}, _lane_switch),
    "wave_exit_dyn": ((256, 1, 1), {2: 3}, _wave_exit_dyn),
    "bdim_index": ((32, 8, 1), {}, _bdim_index),
    "div_const": ((256, 1, 1), {}, _div_const),
    "rem_runtime": ((128, 1, 1), {2: 96}, _rem_runtime),
    "block_stride": ((192, 1, 1), {2: 1000}, _block_stride),
    "f3_double": ((128, 1, 1), {}, _f3_double),
    "half_hi": ((128, 1, 1), {}, _half_hi),
    "float_atomics": ((256, 1, 1), {}, _float_atomics),
    "lane_builtins": ((256, 1, 1), {}, _lane_builtins),
    "tid_loop": ((64, 1, 1), {}, _tid_loop),
    "word_bins": ((256, 1, 1), {}, _word_bins),
    "swz4": ((16, 16, 1), {}, _swz4),
    "grid_offsets": ((128, 1, 1), {}, _grid_offsets),
    "mfma_tile": ((64, 1, 1), {}, _mfma_tile),
    "priv_index": ((128, 1, 1), {2: 2}, _priv_index),
    "shfl_seg": ((128, 1, 1), {}, _shfl_seg),
    "red1024": ((1024, 1, 1), {}, _red1024),
    "half_pack": ((256, 1, 1), {}, _half_pack),
    "nested_rt": ((256, 1, 1), {2: 3, 3: 4}, _nested_rt),
    "dma_lds": ((256, 1, 1), {}, _dma_lds),
    "ballot_compact": ((128, 1, 1), {}, _ballot_compact),
    "grid_stride": ((256, 1, 1), {2: 100000}, _grid_stride),
    "dyn_bytes": ((128, 1, 1), {}, _dyn_bytes),
    "ptr_walk": ((64, 1, 1), {2: 6}, _ptr_walk),
    "unroll3": ((128, 1, 1), {2: 7}, _unroll3),
    "wave_roles": ((256, 1, 1), {}, _wave_roles),
    "sdiv_neg": ((128, 1, 1), {}, _sdiv_neg),
    "div6_rem10": ((128, 1, 1), {}, _div6_rem10),
    "udiv7": ((128, 1, 1), {}, _udiv7),
    "lane_shift": ((64, 1, 1), {}, _lane_shift),
    "bitcount": ((128, 1, 1), {}, _bitcount),
    "perm_funnel": ((128, 1, 1), {}, _perm_funnel),
    "mulhi_minmax": ((128, 1, 1), {}, _mulhi_minmax),
    "div64": ((128, 1, 1), {2: 1024}, _div64),
    "hash_idx": ((256, 1, 1), {}, _hash_idx),
    "div_bdim": ((96, 1, 1), {}, _div_bdim),
    **{k: ((128, 1, 1), {2: 7} if k == "sdiv_rt" else {}, _intops2(k)) for k in _INTOPS2},
    "cl_matmul": ((16, 16, 1), {3: 64}, _cl_matmul),
    "cl_reduce": ((256, 1, 1), {}, _cl_reduce),
    "cl_conv1d": ((128, 1, 1), {}, _cl_conv1d),
    "cl_transpose": ((16, 16, 1), {2: 64}, _cl_transpose),
    "cl_hist_lid": ((256, 1, 1), {}, _cl_hist_lid),
    "cl_vec4": ((64, 1, 1), {}, _cl_vec4),
    "cl_aos": ((128, 1, 1), {}, _cl_aos),
    "cl_scan": ((128, 1, 1), {}, _cl_scan),
    "cl_box3d": ((8, 4, 4), {}, _cl_box3d),
    "cl_dynlocal": ((128, 1, 1), {}, _cl_dynlocal),
}

# rows whose address depends on data the kernel loads: a static answer cannot exist
EXCLUDED = {
    "4hist": ("a", "the bin of the shared atomic is a byte loaded from global memory"),
    "3dyn": ("r", "the index is a value loaded from LDS (the emulator does not keep LDS contents)"),
    "cl_vec4": ("?", "vload4/vstore4 on local memory run inside the device library, which a -nogpulib "
                     "build leaves out: the call is listed, unresolved, and its accesses are not in the listing"),
}


def spec_for(name: str):
    hits = sorted((k for k in KERNELS if k in name), key=len)
    if not hits or any(h not in hits[-1] for h in hits):
        raise KeyError(f"{name}: {hits}")
    return hits[-1], KERNELS[hits[-1]]        # the longest fragment (vshift64 over shift64)


def _vectors(accs, block):
    """Each access at each loop point, over the whole block: (kind, array, int64 array)."""
    bx, by, bz = block
    t = np.arange(bx * by * bz)
    x, y, z = t % bx, (t // bx) % by, t // (bx * by)
    out = []
    for ai, a in enumerate(accs):
        names = list(a.loops)
        for vals in itertools.product(*[list(a.loops[n]) for n in names]):
            v = np.broadcast_to(np.asarray(a.fn(x, y, z, **dict(zip(names, vals))), np.int64), t.shape)
            out.append((a.kind, a.array, v, ai, a.partial))
    return out


_KIND = {"read": "r", "read2": "r", "read_tr": "r", "write": "w", "write2": "w", "atomic": "a", "dma": "w",
         "bpermute": "x", "permute": "x", "swizzle": "x"}


def _unit(op: str) -> int:
    return 8 if "b64" in op or "f64" in op or "u64" in op or "i64" in op else 4


def _matches(vecs, kind, lanes, act, e, relative: bool) -> set:
    """(array, start or None, point index) of every source access point whose lanes are the row's
    active lanes (a subset, for a partial access) at addresses that differ from the row's by one
    constant, the array's start (None: the row's addresses are relative)."""
    c = set()
    for vi, (k, arr, v, _ai, part) in enumerate(vecs):
        if k != kind:
            continue
        tv = v[lanes]
        if not (np.array_equal(tv >= 0, act) or part and (tv[act] >= 0).all()):
            continue
        d = e[act] - tv[act]
        if (d == d[0]).all():
            c.add((arr, None if relative else int(d[0]), vi))
    return c


def _decide(rows, cands):
    """One start per array (the one explaining most rows); each candidate row equal or wrong.
    Returns (rows with their verdict and the points each explains, the starts)."""
    votes = {}
    for pp in cands:
        for c in pp or []:
            for arr, s, _vi in c:
                if s is not None:
                    votes[(arr, s)] = votes.get((arr, s), 0) + 1
    start = {}
    for (arr, s), _nv in sorted(votes.items(), key=lambda kv: -kv[1]):
        start.setdefault(arr, s)
    out = []
    for (ins, w, st), pp in zip(rows, cands):
        hits = []
        if st == "candidate":
            hits = [[vi for arr, s, vi in c if s is None or start.get(arr) == s] for c in pp]
            st = "equal" if all(hits) else "wrong"
        out.append((ins, w, st, [vi for h in hits for vi in h]))
    return out, start


def score(ka, wave: int = 64) -> dict:
    """Classify every (instruction, wave, iteration) row of one analysed kernel against its truth."""
    key, (block, _args, accs) = spec_for(ka.name)
    accs_list = accs()
    vecs = _vectors(accs_list, block)
    n = block[0] * block[1] * block[2]
    excl = EXCLUDED.get(key)
    rows, cands, seen = [], [], set()
    dup = 0
    for ins in ka.instructions:
        kind = _KIND.get(ins.kind, "?")
        for w in ins.waves:
            ident = (ins.index, w.wave, w.iteration)
            dup += ident in seen
            seen.add(ident)
            lanes = np.arange(w.wave * wave, min((w.wave + 1) * wave, n))
            if excl and excl[0] == kind and w.status == "unresolved":
                rows.append((ins, w, "excluded"))
                cands.append(None)
                continue
            if w.status == "unresolved":
                rows.append((ins, w, "unresolved"))
                cands.append(None)
                continue
            if w.status == "inactive":
                # a path the launch does not take (the other side of a branch, an unrolled body the
                # trip count skips): checked from the other side, by `missed` below
                rows.append((ins, w, "inactive"))
                cands.append(None)
                continue
            act = np.asarray(w.active, bool)[:len(lanes)]
            emu = np.asarray(w.addresses, np.int64)[:len(lanes)]
            if kind == "x":
                good = (emu[act] == 4 * (lanes[act] % wave)).all() and act.all()
                rows.append((ins, w, "equal" if good else "wrong"))
                cands.append(None)
                continue
            if ins.kind in ("read2", "write2"):
                u = _unit(ins.op) * (64 if "st64" in ins.op else 1)
                parts = [emu + w.offset0 * u, emu + w.offset1 * u]
            else:
                parts = [emu]
            rows.append((ins, w, "candidate"))
            cands.append([_matches(vecs, kind, lanes, act, e, bool(w.base)) for e in parts])
    decided, start = _decide(rows, cands)
    out, seen_pts = [], set()
    for ins, w, st, pts in decided:
        seen_pts.update((vi, w.wave) for vi in pts)
        out.append((ins, w, st))
    # the other direction: a source access, active in a wave, that no emulated row of that wave
    # explains (an access the emulator missed, or one the compiler merged into a wider one)
    missed = []
    for vi, (k, arr, v, _ai, _p) in enumerate(vecs):
        if k == "x":
            continue
        for wv in range((n + wave - 1) // wave):
            if (v[wv * wave:(wv + 1) * wave] >= 0).any() and (vi, wv) not in seen_pts:
                missed.append((vi, wv))
    hit_acc = {vecs[vi][3] for vi, _w in seen_pts}
    unseen = [ai for ai, a in enumerate(accs_list) if a.kind != "x" and ai not in hit_acc]
    return {"rows": out, "duplicated": dup, "starts": start, "missed": missed, "points": len(vecs),
            "unseen_accesses": unseen}


def run_listing(path, arch: str) -> list:
    """Analyse every kernel of one compiled listing (``.s`` or ``.s.gz``) with its truth's launch;
    one dict per kernel: name, CPU seconds, the scored rows."""
    import gzip
    import time
    from ldsopt.amd.asm import parse_asm
    from ldsopt.amd.emu import analyze_asm_kernel
    opener = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "rt") as f:
        text = f.read()
    out = []
    for k in parse_asm(text, str(path)):
        key, (block, args, _a) = spec_for(k.name)
        t0 = time.process_time()
        names = [a.get("name") or f"arg{i}" for i, a in enumerate(k.args or [])]
        ka = analyze_asm_kernel(k, arch, block=block, args={names[i]: v for i, v in args.items()})
        cpu = time.process_time() - t0
        out.append({"kernel": key, "cpu": cpu, **score(ka)})
    return out


# ----------------------------------------------------------------------------- the SASS side
def _sass_kind(sass: str) -> str:
    op = sass.split()[1] if sass.startswith("@") else sass.split()[0]
    op = op.split(".")[0]
    return {"LDS": "r", "LDSM": "r", "STS": "w", "ATOMS": "a", "REDS": "a"}.get(op, "?")


# kernels whose source depends on the warp size (WS in idioms.cu): their truth for 32-thread warps
SASS_ACCESSES = {"wred": lambda: _wred(32)}


def score_sass(rep, name: str, warp: int = 32) -> dict:
    """Classify every warp-level execution of every shared instruction of one SASS report
    (:func:`ldsopt.nvidia.analyze.analyze_function`) against the truth of kernel ``name``: the
    lanes' addresses are one access of the source, at its array's start (one start per array)."""
    key, (block, _args, accs) = spec_for(name)
    accs_list = SASS_ACCESSES.get(key, accs)()
    vecs = _vectors(accs_list, block)
    n = block[0] * block[1] * block[2]
    excl = EXCLUDED.get(key)
    rows, cands = [], []
    for si in rep.shared:
        kind = _sass_kind(si.sass)
        if si.lanes is None:
            st = "excluded" if excl and excl[0] == kind else "unresolved"
            if si.why and si.why.startswith("not executed by the emulated block"):
                st = "inactive"          # a path the launch does not take (checked by unseen_accesses)
            rows.append((si, None, st))
            cands.append(None)
            continue
        addr, act, _bytes = si.lanes
        for j, pw in enumerate(si.per_warp):
            wv = int(pw[0])
            lanes = np.arange(wv * warp, min((wv + 1) * warp, n))
            a = np.asarray(act[j], bool)[:len(lanes)]
            e = np.asarray(addr[j], np.int64)[:len(lanes)]
            if not a.any():
                rows.append((si, wv, "inactive"))
                cands.append(None)
                continue
            rows.append((si, wv, "candidate"))
            cands.append([_matches(vecs, kind, lanes, a, e, si.relative)])
    decided, start = _decide(rows, cands)
    out, hit = [], set()
    for si, wv, st, pts in decided:
        hit.update(vecs[vi][3] for vi in pts)
        out.append((si, wv, st))
    unseen = [ai for ai, a in enumerate(accs_list) if a.kind != "x" and ai not in hit]
    return {"kernel": key, "rows": out, "starts": start, "unseen_accesses": unseen}


def run_sass(listing, cubin) -> list:
    """Analyse every kernel of an nvdisasm listing (``.sass.gz``; the cubin beside it gives the
    parameter layout and launch bounds) with its truth's launch; one dict per kernel."""
    import gzip
    import time
    from ldsopt.nvidia.analyze import analyze_function
    from ldsopt.nvidia.elfinfo import cubin_attributes
    from ldsopt.nvidia.listing import parse_listing
    from ldsopt.nvidia.report import launch_for
    with gzip.open(listing, "rt") as f:
        funcs = parse_listing(f.read(), arch="sm_90")
    with gzip.open(cubin, "rb") as f:
        attrs = cubin_attributes(f.read())
    out = []
    for fn in funcs:
        fn.attributes.update(attrs.get(fn.name, {}))
        key, (block, args, _a) = spec_for(fn.name)
        t0 = time.process_time()
        launch, how = launch_for(fn, [(fn.name, block)], [(None, i, v) for i, v in args.items()], "sm_90")
        rep = analyze_function(fn, launch, how)
        cpu = time.process_time() - t0
        out.append({"cpu": cpu, **score_sass(rep, fn.name)})
    return out
