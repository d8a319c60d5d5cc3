"""Triton shared-memory layouts as linear layouts: ``shared_ll(attr, shape)`` maps ``offset`` (an
element index in shared memory, before any padding) to tensor coordinates; ``padded_intervals``
gives a padded layout's ``[interval:+pad]`` pairs.  The definitions restate Triton's
``LinearLayoutConversions.cpp`` (swizzled, AMD rotating, NVMMA, shared linear; the padded
layout's linear component), checked as :mod:`ldsopt.triton.layouts` is.
"""

from __future__ import annotations

from ldsopt.errors import UsageError
from ldsopt.layouts.linear_layout import LinearLayout, ensure_not_smaller, fit_to_shape, identity_nd, standard_dims
from ldsopt.layouts.triton_attrs import Attr
from ldsopt.layouts.triton_params import DISTRIBUTED, ID, OFF, SHARED, _checked, _int, _order


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
    shape = _checked(a, shape)
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
