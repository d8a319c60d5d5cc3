"""Triton distributed layouts as linear layouts: ``distributed_ll(attr, shape)``.

Distributed layouts map ``(register, lane, warp, block)`` to tensor coordinates (shared layouts,
``offset`` to tensor coordinates, are in :mod:`ldsopt.layouts.triton_shared`; ``shared_ll`` and
``padded_intervals`` are importable from here too).  Each function below restates the definition
Triton gives the layout in ``lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp`` (checked
against Triton 3.9's own ``to_linear_layout`` on random parameters: ``tests/test_triton_layouts.py``
and the recorded results in ``tests/data/triton/linear_layouts.json``).  Only one CTA per CGA is
modelled; a multi-CTA (``CGALayout``) layout is refused.
"""

from __future__ import annotations

from ldsopt.errors import UsageError
from ldsopt.layouts.linear_layout import LinearLayout, fit_to_shape, identity_nd, log2, standard_dims
from ldsopt.layouts.triton_attrs import Attr
from ldsopt.layouts.triton_params import (DISTRIBUTED, ID, LANE, REG, SHARED, WARP, ZERO, _broadcast_dot,
                                  _checked, _int, _ints, _matrix_order, _one_cta, _order, _pow2_list)
from ldsopt.layouts.triton_shared import padded_intervals, shared_ll  # noqa: F401 (re-exported)


# ----------------------------------------------------------------------------- distributed
def _blocked(a: Attr, shape) -> LinearLayout:
    r = len(shape)
    order = _order(a, r)
    spt = _pow2_list(_ints(a, "sizePerThread", r), "sizePerThread")
    tpw = _pow2_list(_ints(a, "threadsPerWarp", r), "threadsPerWarp")
    wpc = _pow2_list(_ints(a, "warpsPerCTA", r), "warpsPerCTA")
    cta = identity_nd(REG, spt, order) * identity_nd(LANE, tpw, order) * identity_nd(WARP, wpc, order)
    return fit_to_shape(cta, shape, broadcast_registers=False)


def _linear(a: Attr, shape) -> LinearLayout:
    r = len(shape)
    names = standard_dims(r)
    bases = []
    for k in (REG, LANE, WARP):
        vs = a.get(k, ())
        if not isinstance(vs, tuple) or not all(isinstance(v, tuple) and len(v) == r for v in vs):
            raise UsageError(f"#ttg.linear: {k} must be a list of {r}-element bases")
        for v in vs:
            if any(not isinstance(x, int) or x < 0 or x >= s for x, s in zip(v, shape)):
                raise UsageError(f"#ttg.linear: basis {list(v)} is outside the {list(shape)} tensor")
        bases.append((k, vs))
    ll = LinearLayout.make(bases + [("block", ())], list(zip(names, shape)))
    if not ll.is_surjective():
        raise UsageError("#ttg.linear: the bases do not cover every element of the tensor")
    return ll


def _slice(a: Attr, shape, ctx) -> LinearLayout:
    dim = _int(a, "dim", lo=0, hi=len(shape))
    parent = a.get("parent")
    if not isinstance(parent, Attr):
        raise UsageError("#ttg.slice needs a parent layout")
    pshape = list(shape[:dim]) + [1] + list(shape[dim:])
    p = distributed_ll(parent, pshape, ctx)
    names = standard_dims(len(pshape))
    keep = [i for i in range(len(pshape)) if i != dim]
    new = standard_dims(len(shape))
    bases = []
    for k, vs in p.bases:
        nv = tuple(tuple(v[i] for i in keep) for v in vs)
        if k == REG:
            nv = tuple(v for v in nv if any(v))
        bases.append((k, nv))
    return LinearLayout(tuple(bases), tuple((new[j], p.out_size(names[i])) for j, i in enumerate(keep)))


def _mfma(a: Attr, shape) -> LinearLayout:
    r = len(shape)
    if r not in (2, 3):
        raise UsageError("#ttg.amd_mfma needs a rank-2 or rank-3 tensor")
    names = standard_dims(r)
    order = _matrix_order(r, True)
    dim_m, dim_n = names[order[1]], names[order[0]]
    ishape = _ints(a, "instrShape")
    if len(ishape) < 2:
        raise UsageError("#ttg.amd_mfma: instrShape needs M and N")
    m, n = ishape[0], ishape[1]
    log2(m), log2(n)
    wpc = _ints(a, "warpsPerCTA", r)
    tpw = _ints(a, "tilesPerWarp", r, default=(1,) * r)
    bits = _int(a, "elementBitWidth", 32, 0, 64)
    height = 1 if bits == 64 else 4
    warp = 64
    tiles = (m * n) // (warp * height)
    if not a.get("isTransposed", False):
        tile = ID(height, REG, dim_m) * (ID(n, LANE, dim_n) * ID(max(1, warp // n), LANE, dim_m))
        if tiles > 0:
            tile = tile * ID(tiles, REG, dim_m)
    else:
        tile = ID(height, REG, dim_n) * (ID(m, LANE, dim_m) * ID(max(1, warp // m), LANE, dim_n))
        if tiles > 0:
            tile = tile * ID(tiles, REG, dim_n)
    tile = tile.transpose_outs([dim_n, dim_m])
    mi, ni = r - 2, r - 1
    tile = tile * ID(tpw[ni], REG, dim_n) * ID(wpc[ni], WARP, dim_n)
    rest = shape[ni] // (n * wpc[ni] * tpw[ni])
    if rest >= 2:
        tile = tile * ID(rest, REG, dim_n)
    tile = tile * ID(tpw[mi], REG, dim_m) * ID(wpc[mi], WARP, dim_m)
    if r == 3:
        tile = tile * ID(1, REG, names[0]) * ID(1, LANE, names[0]) * ID(wpc[0], WARP, names[0])
    return fit_to_shape(tile, shape)


def _mfma_dot(a: Attr, parent: Attr, shape) -> LinearLayout:
    r = len(shape)
    names = standard_dims(r)
    op = _int(a, "opIdx", lo=0, hi=1)
    kw = _int(a, "kWidth", lo=1, hi=256)
    log2(kw)
    ishape = _ints(parent, "instrShape")
    m, n = ishape[0], ishape[1]
    wpc = _ints(parent, "warpsPerCTA", r)
    tpw = _ints(parent, "tilesPerWarp", r, default=(1,) * r)
    nonk_i, k_i = (r - 2, r - 1) if op == 0 else (r - 1, r - 2)
    nonk = m if op == 0 else n
    dim_k, dim_nk = names[k_i], names[nonk_i]
    tile = ID(kw, REG, dim_k) * (ID(nonk, LANE, dim_nk) * ID(max(1, 64 // nonk), LANE, dim_k))
    ktile = max(1, 64 // nonk) * kw
    if (m == 64 and n == 4 and op == 0) or (m == 4 and n == 64 and op == 1):
        tile = tile * ID(16, REG, dim_k)
        ktile *= 16
    if shape[k_i] > ktile:
        tile = tile * ID(shape[k_i] // ktile, REG, dim_k)
    tile = tile * ID(tpw[nonk_i], REG, dim_nk)
    tile = tile.transpose_outs([dim_k, dim_nk])
    if r == 3:
        tile = tile * ID(1, REG, names[0]) * ID(1, LANE, names[0])
    warps = identity_nd(WARP, wpc, _matrix_order(r, True))
    return fit_to_shape(tile * warps, shape)


def _wmma_cta(p: Attr, rank: int):
    """The ``ctaLayout = {warp = [...], register = [...]}`` bases of a WMMA layout (in units of
    one instruction tile), or the older ``warpsPerCTA`` form."""
    cta = p.get("ctaLayout")
    if isinstance(cta, dict):
        out = {}
        for k in ("register", "warp"):
            vs = cta.get(k, ())
            if not isinstance(vs, tuple) or not all(isinstance(v, tuple) and len(v) == rank for v in vs):
                raise UsageError(f"#ttg.amd_wmma: ctaLayout {k} must be a list of {rank}-element bases")
            out[k] = vs
        return out
    wpc = _ints(p, "warpsPerCTA", rank)
    warps = identity_nd(WARP, wpc, _matrix_order(rank, True)).transpose_outs(standard_dims(rank))
    return {"register": (), "warp": warps.basis(WARP)}


def _scaled(vs, scale, keep=None):
    out = []
    for v in vs:
        out.append(tuple((x * s if (keep is None or i in keep) else 0) for i, (x, s) in enumerate(zip(v, scale))))
    return out


def _wmma(a: Attr, shape) -> LinearLayout:
    r = len(shape)
    if r != 2:
        raise UsageError("#ttg.amd_wmma: only rank-2 tensors are modelled")
    names = standard_dims(r)
    ver = _int(a, "version", 1, 1, 3)
    tr = bool(a.get("isTranspose", a.get("isTransposed", False)))
    ish = _ints(a, "instrShape", default=(16, 16, 16))
    to = _matrix_order(r, not tr)
    if ver == 1:
        tile = LinearLayout.make({REG: [[0, 2], [0, 4], [0, 8]],
                                  LANE: [[1, 0], [2, 0], [4, 0], [8, 0], [0, 1]]},
                                 {names[to[0]]: 16, names[to[1]]: 16})
    else:
        tile = LinearLayout.make({REG: [[0, 1], [0, 2], [0, 4]],
                                  LANE: [[1, 0], [2, 0], [4, 0], [8, 0], [0, 8]]},
                                 {names[to[0]]: 16, names[to[1]]: 16})
    tile = tile.transpose_outs([names[1], names[0]])
    cta = _wmma_cta(a, r)
    scale = (ish[0], ish[1])
    reps = LinearLayout.make({REG: _scaled(cta["register"], scale), WARP: _scaled(cta["warp"], scale)},
                             {names[0]: 1 << 20, names[1]: 1 << 20})
    lay = _add_bases(tile, reps)
    return fit_to_shape(lay, shape)


def _add_bases(tile: LinearLayout, extra: LinearLayout) -> LinearLayout:
    """``tile`` with the bases of ``extra`` (already in element units, same output dimensions)
    appended; output sizes grow to cover them."""
    od = list(tile.out_dims)
    idx = [list(extra.out_dims).index(d) for d in od]
    bases = []
    seen = []
    for k, vs in tile.bases:
        bases.append((k, vs + tuple(tuple(v[i] for i in idx) for v in extra.basis(k))))
        seen.append(k)
    for k, vs in extra.bases:
        if k not in seen:
            bases.append((k, tuple(tuple(v[i] for i in idx) for v in vs)))
    sizes = []
    for j, d in enumerate(od):
        m = max([tile.out_size(d) - 1] + [v[j] for _, vs in bases for v in vs])
        sizes.append((d, 1 << max(0, m.bit_length())))
    return LinearLayout(tuple(bases), tuple(sizes))


def _wmma_dot(a: Attr, parent: Attr, shape) -> LinearLayout:
    r = len(shape)
    if r != 2:
        raise UsageError("#ttg.amd_wmma: only rank-2 tensors are modelled")
    names = standard_dims(r)
    op = _int(a, "opIdx", lo=0, hi=1)
    kw = _int(a, "kWidth", lo=1, hi=256)
    ver = _int(parent, "version", 1, 1, 3)
    ishape = _ints(parent, "instrShape", default=(16, 16, 16))
    if len(ishape) != 3:
        raise UsageError("#ttg.amd_wmma: instrShape needs M, N and K")
    k_i, nonk_i = (1, 0) if op == 0 else (0, 1)
    dim_k, dim_nk = names[k_i], names[nonk_i]
    kdim, nonk = ishape[2], ishape[op]
    depth = max(1, 32 // nonk)
    tile = ID(kw, REG, dim_k) * ID(nonk, LANE, dim_nk)
    tile = tile * (ZERO(depth, LANE, dim_k) if ver == 1 else ID(depth, LANE, dim_k))
    tile = tile * ID(max(1, kdim // (depth * kw)), REG, dim_k)
    cta = _wmma_cta(parent, r)
    # the CTA bases are (M tile, N tile); this operand keeps its non-K tile index
    scale = [0, 0]
    scale[nonk_i] = nonk
    regs = [v for v in _scaled(cta["register"], scale) if any(v)]
    reps = LinearLayout.make({REG: regs, WARP: _scaled(cta["warp"], scale)},
                             {names[0]: 1 << 20, names[1]: 1 << 20})
    return fit_to_shape(_add_bases(tile, reps), shape)


def _nv_tile(tile_shape, kw: int, order, rep_order) -> LinearLayout:
    r = len(rep_order)
    names = standard_dims(r)
    cta = identity_nd(REG, [1] * r, rep_order)
    inner, outer = order[0], order[1]
    mm, nn = tile_shape[outer], tile_shape[inner]
    if mm % 8 or nn % (kw * 4):
        raise UsageError(f"NVIDIA MMA tile {list(tile_shape)} does not fit kWidth {kw}")
    return (cta * ID(kw, REG, names[inner]) * ID(4, LANE, names[inner]) * ID(8, LANE, names[outer])
            * ID(mm // 8, REG, names[outer]) * ID(nn // (kw * 4), REG, names[inner]))


def _nv_mma(a: Attr, shape) -> LinearLayout:
    r = len(shape)
    major = _int(a, "versionMajor", 2, 1, 5)
    if major not in (2, 3):
        raise UsageError(f"#ttg.nvidia_mma version {major}: only versions 2 (mma.sync) and 3 "
                         "(wgmma) are modelled")
    ish = _ints(a, "instrShape")
    tile = list(ish) if major == 2 else [ish[0], ish[1]]
    if len(tile) == 2 and r == 3:
        tile = [1] + tile
    order = _matrix_order(r, True)
    cta = _nv_tile(tile, 2, order, order)
    wpc = _ints(a, "warpsPerCTA", r)
    warps = identity_nd(WARP, wpc, _matrix_order(r, major != 3)).transpose_outs(cta.out_dims)
    return fit_to_shape(cta * warps, shape)


def _nv_dot(a: Attr, parent: Attr, shape) -> LinearLayout:
    r = len(shape)
    op = _int(a, "opIdx", lo=0, hi=1)
    kw = _int(a, "kWidth", lo=1, hi=64)
    major = _int(parent, "versionMajor", 2, 1, 5)
    if op == 1 and major != 2:
        raise UsageError("#ttg.dot_op opIdx = 1 of a version-3 (wgmma) parent is read from shared "
                         "memory, not a register layout")
    tile = [1] * r
    if op == 0:
        tile[r - 2], tile[r - 1] = 16, kw * 8
    else:
        tile[r - 2], tile[r - 1] = kw * 8, 8
    order = tuple([r - 1, r - 2] + list(range(r - 3, -1, -1))) if op == 0 else \
        tuple([r - 2, r - 1] + list(range(r - 3, -1, -1)))
    cta = _nv_tile(tile, kw, order, order)
    kdim = r - 1 if op == 0 else r - 2
    wpc = _ints(parent, "warpsPerCTA", r)
    warps = _broadcast_dot(wpc, _matrix_order(r, major != 3), kdim, WARP).transpose_outs(cta.out_dims)
    return fit_to_shape(cta * warps, shape)


def _fma_dot(a: Attr, parent: Attr, shape) -> LinearLayout:
    r = len(shape)
    op = _int(a, "opIdx", lo=0, hi=1)
    order = _order(parent, r)
    kdim = r - 1 if op == 0 else r - 2
    size = list(_ints(parent, "sizePerThread", r))
    size[kdim] = shape[kdim]
    names = standard_dims(r)
    rep = [names[d] for d in order]
    regs = identity_nd(REG, size, order)
    lanes = _broadcast_dot(_ints(parent, "threadsPerWarp", r), order, kdim, LANE)
    warps = _broadcast_dot(_ints(parent, "warpsPerCTA", r), order, kdim, WARP)
    return fit_to_shape(regs.transpose_outs(rep) * lanes.transpose_outs(rep) * warps.transpose_outs(rep),
                        shape)


def distributed_ll(a: Attr, shape, ctx=None) -> LinearLayout:
    """The linear layout (register, lane, warp, block) -> (dim0, dim1, ...) of a distributed
    layout over a tensor of ``shape``."""
    shape = _checked(a, shape)
    k = a.kind
    if k == "blocked":
        return _blocked(a, shape)
    if k == "linear":
        return _linear(a, shape)
    if k == "slice":
        return _slice(a, shape, ctx)
    if k == "amd_mfma":
        return _mfma(a, shape)
    if k == "amd_wmma":
        return _wmma(a, shape)
    if k == "nvidia_mma":
        return _nv_mma(a, shape)
    if k == "dot_op":
        p = a.get("parent")
        if not isinstance(p, Attr):
            raise UsageError("#ttg.dot_op needs a parent layout")
        _one_cta(p)
        if p.kind == "amd_mfma":
            return _mfma_dot(a, p, shape)
        if p.kind == "amd_wmma":
            return _wmma_dot(a, p, shape)
        if p.kind == "nvidia_mma":
            return _nv_dot(a, p, shape)
        if p.kind == "blocked":
            return _fma_dot(a, p, shape)
        raise UsageError(f"#ttg.dot_op with a {p.kind} parent is not modelled")
    if k in SHARED:
        raise UsageError(f"#ttg.{k} is a shared-memory layout; a register (distributed) layout "
                         f"is needed here ({', '.join(DISTRIBUTED)})")
    raise UsageError(f"unknown distributed layout #ttg.{k} (known: {', '.join(DISTRIBUTED)})")


def warp_size_of(a: Attr, default: int) -> int:
    """Lanes per warp the layout itself implies (MFMA: 64, WMMA and NVIDIA MMA: 32)."""
    if a.kind == "blocked":
        n = 1
        for x in a.get("threadsPerWarp", ()):
            n *= x
        return n
    if a.kind == "amd_mfma":
        return 64
    if a.kind in ("amd_wmma", "nvidia_mma"):
        return 32
    if a.kind in ("slice", "dot_op") and isinstance(a.get("parent"), Attr):
        return warp_size_of(a.get("parent"), default)
    return default
