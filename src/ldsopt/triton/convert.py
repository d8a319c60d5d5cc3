"""Layout conversions between register layouts (``ttg.convert_layout``, and the conversions a
cross-warp ``tt.reduce`` makes): whether Triton moves the data through shared memory, and the
instructions and lane addresses when it does.

Facts of Triton 3.9's lowering (``ConvertLayoutOpToLLVM.cpp``, ``lib/Analysis/Utility.cpp``;
restated, code written for ldsopt):

- the conversion is the destination layout's hardware index mapped onto the source's; data that
  stays in each thread is reordered in registers; data that moves only between the lanes of a
  warp uses warp shuffles when the permutation of lane and register bits needs fewer than two
  register-lane transpositions; anything else (every conversion between warps) goes through
  shared memory;
- through shared memory: broadcast registers are dropped, the scratch layout is
  :func:`ldsopt.triton.swizzle.optimal_swizzling` (AMD, and NVIDIA when no ``ldmatrix`` /
  ``stmatrix`` tile fits) or the instruction-tile choice :func:`~ldsopt.triton.swizzle.nvidia_choice`
  (NVIDIA), and each of its ``reps`` rounds stores the source registers of one tile and loads
  the destination's, with the vectorisation of a ``local_store`` / ``local_load``
  (:func:`ldsopt.triton.lowering._vector_path`, no padding) or the chosen ``stmatrix`` /
  ``ldmatrix`` (``.trans``) of the same lowering;
- elements narrower than 8 bits move as 8-bit integers, pointers as 64-bit integers.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ldsopt.errors import UsageError
from ldsopt.layouts.gf2 import Space, coordinates
from ldsopt.layouts.linear_layout import LinearLayout, standard_dims
from ldsopt.triton.lowering import Cvt, Lowered, Target, _ldst_matrix, _vector_path, drop_broadcast
from ldsopt.triton.swizzle import LDST, Scratch, nvidia_choice, optimal_swizzling

REG, LANE, WARP = "register", "lane", "warp"


def standard(ll: LinearLayout) -> LinearLayout:
    """The layout with its outputs in tensor-dimension order (dim0 first, i.e. most minor when
    flattened, as Triton flattens)."""
    names = standard_dims(len(ll.out_dims))
    return ll if tuple(ll.out_dims) == tuple(names) else ll.transpose_outs(list(names))


def hw_bases(ll: LinearLayout) -> tuple:
    """``(registers, lanes, warps)`` as flat element indices; zero (broadcast) registers
    dropped, zero lanes and warps kept."""
    ll = standard(ll)
    return ([b for b in ll.flat_basis(REG) if b], ll.flat_basis(LANE), ll.flat_basis(WARP))


def _span_equal(a, b) -> bool:
    sa, sb = Space(a), Space(b)
    return sa.dim == sb.dim and all(x in sa for x in b)


def movement(src: LinearLayout, dst: LinearLayout) -> str:
    """``"none"`` (the same layout), ``"register"`` (a reorder in each thread), ``"lane"`` (within
    warps) or ``"warp"`` (across warps)."""
    rs, ls, ws = hw_bases(src)
    rd, ld, wd = hw_bases(dst)
    if not (ws == wd and _span_equal(rs + ls, rd + ld)):
        return "warp"
    if not (ls == ld and _span_equal(rs, rd)):
        return "lane"
    return "none" if rs == rd else "register"


def lane_transpositions(src: LinearLayout, dst: LinearLayout) -> int:
    """How many register bits of the source become lane bits of the destination (the mixed
    register-lane transpositions of a conversion within warps)."""
    rs, ls, _ = hw_bases(src)
    _, ld, _ = hw_bases(dst)
    sl = Space([x for x in ls if x])
    return sum(1 for x in ld if x and x not in sl and x in Space(rs))


def needs_shared(src: LinearLayout, dst: LinearLayout) -> bool:
    m = movement(src, dst)
    if m == "warp":
        return True
    return m == "lane" and lane_transpositions(src, dst) >= 2


def _coords(flat, shape) -> tuple:
    out = []
    for s in shape:
        out.append(flat % s)
        flat //= s
    return tuple(out)


def _side(ll: LinearLayout, sc: Scratch, shape, solve) -> tuple:
    """(Cvt of one round, the register count of one round) for one side of the conversion."""
    regs, lanes, warps = hw_bases(ll)
    noff = len(sc.offsets)
    mask = (1 << noff) - 1
    tile_regs = []
    reps = set(sc.reps)
    for r in regs:
        if r in reps:
            continue
        c = solve(r)
        if c >> noff:
            raise UsageError("a register of the conversion mixes scratch rounds (not modelled)")
        tile_regs.append((c & mask, r))
    lo, wo = [], []
    for vs, out in ((lanes, lo), (warps, wo)):
        for x in vs:
            c = solve(x) if x else 0
            if c >> noff:
                raise UsageError("a lane or warp of the conversion maps to a scratch round "
                                 "(not modelled)")
            out.append(c & mask)
    cvt = Cvt(tuple(o for o, _ in tile_regs), tuple(lo), tuple(wo),
              tuple(_coords(r, shape) for _, r in tile_regs),
              tuple(_coords(x, shape) for x in lanes), tuple(_coords(x, shape) for x in warps))
    return cvt


def _repeat(lo: Lowered, n: int) -> Lowered:
    """The instructions of one round, ``n`` rounds (the same addresses each round)."""
    if n == 1:
        return lo
    w = lo.warps
    a = lo.addresses.reshape(w, lo.per_warp, lo.lanes)
    a = np.concatenate([a] * n, axis=1).reshape(-1, lo.lanes)
    act = None
    if lo.active is not None:
        act = np.concatenate([lo.active.reshape(w, lo.per_warp, lo.lanes)] * n, axis=1).reshape(-1, lo.lanes)
    co = None
    if lo.coords is not None:
        co = lo.coords.reshape(w, lo.per_warp, lo.lanes, -1)
        co = np.concatenate([co] * n, axis=1).reshape(-1, lo.lanes, co.shape[-1])
    d = dict(lo.details)
    d["rounds"] = n
    return replace(lo, per_warp=lo.per_warp * n, addresses=a, active=act, coords=co, details=d)


def scratch_bits(elem_bits: int) -> int:
    """Bits per element in the scratch (8 for narrower types, 64 for pointers)."""
    return max(8, elem_bits)


def _unique_threads(lo: Lowered, ll: LinearLayout) -> Lowered:
    """The load ``lo`` executed only by the threads holding data no other thread holds (lane and
    warp bits whose bases are zero all clear): a value only stored is stored under Triton's
    mask of those threads, and LLVM moves its loads under the same mask (plain loads only:
    a convergent ``ldmatrix`` stays where it is, in every warp)."""
    _, lanes, warps = hw_bases(ll)
    lm = sum(1 << i for i, b in enumerate(lanes) if not b)
    wm = sum(1 << i for i, b in enumerate(warps) if not b)
    if not lm and not wm:
        return lo
    act = np.ones((lo.warps, lo.per_warp, lo.lanes), bool) if lo.active is None else \
        np.asarray(lo.active, bool).reshape(lo.warps, lo.per_warp, lo.lanes).copy()
    act &= ((np.arange(lo.warps) & wm) == 0)[:, None, None]
    act &= ((np.arange(lo.lanes) & lm) == 0)[None, None, :]
    d = dict(lo.details)
    d["masked_to_unique_threads"] = True
    return replace(lo, active=act.reshape(-1, lo.lanes), details=d)


def convert(src: LinearLayout, dst: LinearLayout, shape, elem_bits: int, target: Target,
            stored_only: bool = False) -> list:
    """``[]`` when Triton moves nothing through shared memory, else the ``[store, load]``
    :class:`Lowered` of one conversion (every round, every warp).  ``stored_only``: the result
    only reaches stores, so its loads run in the threads holding unique data only."""
    src, dst = standard(src), standard(dst)
    if src.in_size(LANE) != target.lanes or dst.in_size(LANE) != target.lanes:
        raise UsageError(f"the register layouts have {src.in_size(LANE)} / {dst.in_size(LANE)} "
                         f"lanes per warp; {target.name} has {target.lanes}")
    if src.in_size(WARP) != dst.in_size(WARP):
        raise UsageError(f"the two layouts have {src.in_size(WARP)} and {dst.in_size(WARP)} warps")
    if not needs_shared(src, dst):
        return []
    bits = scratch_bits(elem_bits)
    n = 1
    for s in shape:
        n *= int(s)
    dim = n.bit_length() - 1
    rs, ls, ws = hw_bases(src)
    rd, ld, wd = hw_bases(dst)
    tiles = (LDST[0], LDST[0])
    if target.vendor == "nvidia":
        sc, tiles = nvidia_choice(rs, ls, ws, rd, ld, wd, bits, dim, target.cc)
    else:
        wide = target.name == "gfx950"
        sc = optimal_swizzling(rs, ls, ws, rd, ld, wd, bits, dim, 64 if wide else 32,
                               6 if wide else 5)
    solve = coordinates(list(sc.offsets) + list(sc.reps),
                        "the conversion's scratch layout does not cover the tensor")
    eb = bits // 8
    rank = len(shape)
    out = []
    for (kind, ll), tile in zip((("store", src), ("load", dst)), tiles):
        cvt = _side(ll, sc, shape, solve)
        if tile == LDST[0]:
            lo = _vector_path(cvt, kind, eb, bits, target, (), None, True, rank)
        else:
            lo = _ldst_matrix(drop_broadcast(cvt), kind, eb, bits, target, tile.endswith(".trans"),
                              rank)
            if lo is None:
                raise UsageError(f"the conversion's {kind} does not fit Triton's {tile} tile")
        lo = _repeat(lo, 1 << len(sc.reps))
        lo.details["scratch_bytes"] = sc.elements * eb
        if kind == "load" and stored_only and lo.path == "vector":
            # ldmatrix is convergent (.sync.aligned): LLVM does not sink it under a mask
            lo = _unique_threads(lo, dst)
        out.append(lo)
    return out
