"""Triton layouts as linear layouts: ``to_linear_layout(attr, shape)``.

Distributed layouts map ``(register, lane, warp, block)`` to tensor coordinates; shared layouts
map ``offset`` (an element index in shared memory, before any padding) to tensor coordinates.
Each function below restates the definition Triton gives the layout in
``lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp`` (checked against Triton 3.9's own
``to_linear_layout`` on random parameters: ``tests/test_triton_layouts.py`` and the recorded
results in ``tests/data/ttgir/triton_ll_crosscheck.json``).  Only one CTA per CGA is modelled; a
multi-CTA (``CGALayout``) layout is refused.
"""

from __future__ import annotations

from ldsopt.errors import UsageError
from ldsopt.layouts.linear_layout import (LinearLayout, fit_to_shape, identity_nd, log2,
                                         standard_dims)
from ldsopt.triton.attrs import Attr

ID = LinearLayout.identity1d
ZERO = LinearLayout.zeros1d
REG, LANE, WARP, OFF = "register", "lane", "warp", "offset"

DISTRIBUTED = ("blocked", "linear", "slice", "amd_mfma", "amd_wmma", "nvidia_mma", "dot_op")
SHARED = ("swizzled_shared", "padded_shared", "amd_rotating_shared", "nvmma_shared", "shared_linear")


def _ints(attr: Attr, key: str, n: int | None = None, default=None) -> tuple:
    v = attr.get(key, default)
    if v is None:
        raise UsageError(f"#ttg.{attr.kind} needs {key}")
    if not isinstance(v, tuple) or not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise UsageError(f"#ttg.{attr.kind}: {key} must be a list of integers, got {v!r}")
    if n is not None and len(v) != n:
        raise UsageError(f"#ttg.{attr.kind}: {key} has {len(v)} entries, the tensor has rank {n}")
    if any(x <= 0 for x in v) and key not in ("order",):
        raise UsageError(f"#ttg.{attr.kind}: {key} must be positive, got {list(v)}")
    return v


def _int(attr: Attr, key: str, default=None, lo: int = 0, hi: int = 1 << 16) -> int:
    v = attr.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        raise UsageError(f"#ttg.{attr.kind}: {key} must be an integer, got {v!r}")
    if not lo <= v <= hi:
        raise UsageError(f"#ttg.{attr.kind}: {key} = {v} is outside {lo}..{hi}")
    return v


def _order(attr: Attr, rank: int) -> tuple:
    o = _ints(attr, "order", rank, default=tuple(range(rank - 1, -1, -1)))
    if sorted(o) != list(range(rank)):
        raise UsageError(f"#ttg.{attr.kind}: order {list(o)} is not a permutation of 0..{rank - 1}")
    return o


def _one_cta(attr: Attr) -> None:
    for key in ("CGALayout", "cga_layout", "CTAsPerCGA", "block"):
        v = attr.get(key)
        if key == "CTAsPerCGA" and v is not None and any(x != 1 for x in v):
            raise UsageError(f"#ttg.{attr.kind}: more than one CTA per CGA is not modelled")
        if key in ("CGALayout", "cga_layout", "block") and v:
            raise UsageError(f"#ttg.{attr.kind}: CTA (block) bases are not modelled; one CTA only")


def _matrix_order(rank: int, row_major: bool) -> tuple:
    o = list(range(rank - 1, -1, -1))
    if not row_major:
        o[0], o[1] = o[1], o[0]
    return tuple(o)


def _broadcast_dot(shape, order, kdim: int, in_dim: str) -> LinearLayout:
    names = standard_dims(len(shape))
    out = LinearLayout.empty()
    for d in order:
        out = out * (ZERO(shape[d], in_dim, names[d]) if d == kdim else ID(shape[d], in_dim, names[d]))
    return out


def _pow2_list(vals, what):
    for v in vals:
        log2(v) if v else None
    return vals


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
    if not isinstance(a, Attr):
        raise UsageError("expected a Triton layout attribute")
    shape = [int(s) for s in shape]
    for s in shape:
        log2(s)
    _one_cta(a)
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


# ----------------------------------------------------------------------------- shared
def _swizzled_bases(shape, order, vec, pp, mp, rotating: bool):
    rows, cols = shape[order[1]], shape[order[0]]
    bases = []
    c = 1
    while c < cols:
        bases.append((0, c))
        c *= 2
    row = 1
    while row < rows:
        phase = (row // pp) % mp
        if rotating:
            phase ^= row // mp // pp % mp
        bases.append((row, (vec * phase) % cols))
        row *= 2
    return bases


def _swizzled(a: Attr, shape, rotating=False) -> LinearLayout:
    r = len(shape)
    names = standard_dims(r)
    if r == 1:
        return fit_to_shape(ID(shape[0], OFF, names[0]), shape)
    order = _order(a, r)
    vec = _int(a, "vec", 1, 1, 1 << 12)
    pp = _int(a, "perPhase", 1, 1, 1 << 12)
    mp = _int(a, "maxPhase", 1, 1, 1 << 12)
    bases = _swizzled_bases(shape, order, vec, pp, mp, rotating)
    tile = LinearLayout.make({OFF: bases}, {names[order[1]]: shape[order[1]], names[order[0]]: shape[order[0]]})
    for d in order[2:]:
        tile = tile * ID(shape[d], OFF, names[d])
    return fit_to_shape(tile, shape)


def _tma_block(shape, bits: int, swizzle: int, fp4: bool, transposed: bool) -> list:
    blk = list(shape)
    cdim = 0 if transposed else len(blk) - 1
    if fp4:
        blk[cdim] *= 2
    blk = [min(s, 256) for s in blk]
    if swizzle:
        need = 8 * swizzle // bits
        if blk[cdim] < need:
            raise UsageError(f"#ttg.nvmma_shared: the tensor's contiguous dimension ({blk[cdim]}) is "
                             f"smaller than the {swizzle}-byte swizzle ({need} elements)")
        blk[cdim] = need
    if fp4:
        blk[cdim] //= 2
    return blk


def _nvmma(a: Attr, shape, elem_bits: int | None) -> LinearLayout:
    r = len(shape)
    names = standard_dims(r)
    sw = _int(a, "swizzlingByteWidth", 0, 0, 128)
    if sw not in (0, 32, 64, 128):
        raise UsageError(f"#ttg.nvmma_shared: swizzlingByteWidth must be 0, 32, 64 or 128, got {sw}")
    bits = _int(a, "elementBitWidth", elem_bits or 16, 1, 64)
    tr = bool(a.get("transposed", False))
    fp4 = bool(a.get("fp4Padded", False))
    if tr and sw == 0 and r > 2:
        raise UsageError("#ttg.nvmma_shared: a transposed unswizzled layout of rank > 2 is not modelled "
                         "(Triton 3.9 maps it onto repeated offsets)")
    tma = _tma_block(shape, bits, sw, fp4, tr)
    if sw == 0:
        # contiguous dimension first: the last one, or dim 0 when transposed (then the others
        # from the last down, as the transposed layout moves the outer dimension inside)
        dims = [0] + list(range(r - 1, 0, -1)) if tr else list(range(r - 1, -1, -1))
        lay = LinearLayout.empty()
        for i in dims:
            lay = lay * ID(tma[i], OFF, names[i])
        from ldsopt.layouts.linear_layout import ensure_not_smaller
        lay = ensure_not_smaller(lay.transpose_outs(names), dict(zip(names, shape)))
        return fit_to_shape(lay, shape)
    if r < 2:
        raise UsageError("#ttg.nvmma_shared with a swizzle needs a rank-2 (or more) tensor")
    coll = [1, tma[-1]]
    for i in range(r - 1):
        coll[0] *= tma[i]
    if tr:
        coll = [coll[1], coll[0]]
    vec = 128 // bits
    pp, mp = {32: (4, 2), 64: (2, 4), 128: (1, 8)}[sw]
    tcols = 8 * max(16, sw) // bits
    bases = []
    c = 1
    while c < tcols:
        bases.append((0, (c // 16 * 8 + c % 8) if fp4 else c))
        c *= 2
    row = 1
    while row < 8:
        cp = vec * ((row // pp) % mp)
        bases.append((row, (cp // 16 * 8 + cp % 8) if fp4 else cp))
        row *= 2
    tile = LinearLayout.make({OFF: bases}, {"dim0": 8, "dim1": tcols})
    pack = 2 if fp4 else 1
    if coll[1] * pack < tcols or coll[0] < 8:
        raise UsageError(f"#ttg.nvmma_shared: the tensor is smaller than one {8}x{tcols} core matrix")
    from ldsopt.layouts.linear_layout import ensure_not_smaller
    lay = ensure_not_smaller(tile, {"dim0": coll[0], "dim1": coll[1]})
    shp = list(tma)
    if tr:
        shp = shp[1:] + shp[:1]
    lay = _reshape(lay, shp)
    if tr:
        perm = [r - 1] + list(range(r - 1))
        lay = _transpose_dims(lay, perm)
    lay = ensure_not_smaller(lay.transpose_outs(names), dict(zip(names, shape)))
    return fit_to_shape(lay, shape)


def _reshape(lay: LinearLayout, shape) -> LinearLayout:
    """Reshape the (row-major flattened) outputs to ``shape`` (Triton's ``reshapeLayout`` for
    standard dims: dim0 most major)."""
    names = standard_dims(len(shape))
    # flatten outputs with the last dim most minor
    src = list(lay.out_dims)
    sizes = [lay.out_size(d) for d in src]

    def flat(v):
        x = 0
        for d in sorted(range(len(src)), key=lambda i: src[i]):       # dim0 major
            x = x * sizes[d] + v[d]
        return x

    def split(x):
        out = []
        for s in reversed(shape):
            out.append(x % s)
            x //= s
        return tuple(reversed(out))
    bases = tuple((k, tuple(split(flat(v)) for v in vs)) for k, vs in lay.bases)
    return LinearLayout(bases, tuple(zip(names, shape)))


def _transpose_dims(lay: LinearLayout, perm) -> LinearLayout:
    """Triton's ``transposeLinearLayout``: new dim i takes old dim perm[i]."""
    names = standard_dims(len(perm))
    old = list(lay.out_dims)
    idx = [old.index(f"dim{p}") for p in perm]
    bases = tuple((k, tuple(tuple(v[i] for i in idx) for v in vs)) for k, vs in lay.bases)
    return LinearLayout(bases, tuple((names[i], lay.out_size(f"dim{p}")) for i, p in enumerate(perm)))


def _linear_offsets(a: Attr, shape, key="offset") -> LinearLayout:
    r = len(shape)
    names = standard_dims(r)
    vs = a.get(key)
    if not isinstance(vs, tuple) or not all(isinstance(v, tuple) and len(v) == r for v in vs):
        raise UsageError(f"#ttg.{a.kind}: {key} must be a list of {r}-element bases")
    for v in vs:
        if any(not isinstance(x, int) or x < 0 or x >= s for x, s in zip(v, shape)):
            raise UsageError(f"#ttg.{a.kind}: offset basis {list(v)} is outside the {list(shape)} tensor")
    ll = LinearLayout.make({OFF: vs, "block": ()}, list(zip(names, shape)))
    if not ll.is_surjective():
        raise UsageError(f"#ttg.{a.kind}: the offset bases do not cover every element of the tensor")
    return ll


def padded_intervals(a: Attr) -> tuple:
    iv = a.get("intervals", ())
    if not iv:
        raise UsageError("#ttg.padded_shared needs [interval:+pad, ...]")
    out = []
    for i, p in iv:
        if not isinstance(i, int) or not isinstance(p, int) or i <= 0 or p <= 0 or i & (i - 1) or p & (p - 1):
            raise UsageError(f"#ttg.padded_shared: [{i}:+{p}]: intervals and paddings must be "
                             "positive powers of two")
        if i > 1 << 24 or p > 1 << 16:
            raise UsageError(f"#ttg.padded_shared: [{i}:+{p}] is out of range")
        out.append((i, p))
    return tuple(out)


def shared_ll(a: Attr, shape, elem_bits: int | None = None) -> LinearLayout:
    """The linear layout offset -> (dim0, dim1, ...) of a shared layout over ``shape`` (the
    padded layout's linear component: the element offset before padding)."""
    if not isinstance(a, Attr):
        raise UsageError("expected a Triton layout attribute")
    shape = [int(s) for s in shape]
    for s in shape:
        log2(s)
    _one_cta(a)
    k = a.kind
    if k == "swizzled_shared":
        return _swizzled(a, shape)
    if k == "amd_rotating_shared":
        return _swizzled(a, shape, rotating=True)
    if k == "nvmma_shared":
        return _nvmma(a, shape, elem_bits)
    if k == "shared_linear":
        return _linear_offsets(a, shape)
    if k == "padded_shared":
        padded_intervals(a)
        if "offset" in a:
            return _linear_offsets(a, shape)
        order = _order(a, len(shape))
        sh = a.get("shape")
        if sh is not None and tuple(sh) != tuple(shape):
            # the layout was built for another shape: Triton applies it to the memdesc's shape
            pass
        names = standard_dims(len(shape))
        lay = identity_nd(OFF, shape, order).transpose_outs(names)
        return lay.with_bases("block", ())
    if k in DISTRIBUTED:
        raise UsageError(f"#ttg.{k} is a register (distributed) layout; a shared-memory layout is "
                         f"needed here ({', '.join(SHARED)})")
    raise UsageError(f"unknown shared layout #ttg.{k} (known: {', '.join(SHARED)})")
