"""Every layout family in the canonical form (:class:`ldsopt.layouts.canonical.CanonicalLayout`).

:func:`to_canonical` converts exactly: ``to_canonical(L)(r, c) == L.offsets()[r, c]`` for every
element (property-tested in ``tests/test_canonical.py``).  What does not fit says why:

- Triton's swizzled layout with a ``vec``, ``perPhase`` or ``maxPhase`` that is not a power of
  two, or ``maxPhase`` not dividing ``cols / vec`` (the phase is then not a bit field of the row);
- Triton's padded layout over a row that is not a power of two (its linear index
  ``row * cols + col`` is then not a bit field);
- an XOR table that is not GF(2)-linear in the row (``f(a ^ b) != f(a) ^ f(b)``);
- an explicit table that is neither linear nor linear over padded rows (:func:`fit_table`).
"""

from __future__ import annotations

import numpy as np

from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.layouts.canonical import CanonicalLayout, ceil_log2, compose_b, identity


def _pow2(x: int) -> bool:
    return x > 0 and x & (x - 1) == 0


def _row_pads(cols: int, eb: int, stride: int, rows: int) -> tuple:
    """The interval padding that puts row ``r`` at ``r * stride`` bytes when the input index is
    ``r << ceil(log2(cols)) | col`` (one interval of one power-of-two row)."""
    span = (1 << ceil_log2(cols)) * eb
    return () if rows == 1 or stride == span else (((1 << ceil_log2(cols)), stride - span),)


def _no_fit(layout, why: str):
    raise Unsatisfiable(f"{layout.describe()} has no canonical form: {why}")


def _row_major(L, a=None, pad_bytes: int = 0) -> CanonicalLayout:
    cb, rb = ceil_log2(L.cols), ceil_log2(L.rows)
    a = identity(cb + rb) if a is None else a
    return CanonicalLayout(L.rows, L.cols, L.elem_bytes, a,
                           _row_pads(L.cols, L.elem_bytes, L.cols * L.elem_bytes + pad_bytes, L.rows))


def _swizzle_b(b: int, m: int, s: int, shift: int) -> tuple:
    """CuTe ``Swizzle<B,M,S>`` on offsets whose bit 0 is address bit ``shift``: bits
    ``[M+S, M+S+B)`` also set bits ``[M, M+B)``."""
    out = list(identity(shift + m + s + b))
    for j in range(m + s, m + s + b):
        out[j + shift] |= 1 << (j - s + shift)
    return tuple(out)


def to_canonical(L) -> CanonicalLayout:
    """The canonical form of any :class:`ldsopt.layouts.Layout` (exact), or
    :class:`Unsatisfiable` naming why the layout has none."""
    fam = L.family
    eb = L.elem_bytes
    cb, rb = ceil_log2(L.cols), ceil_log2(L.rows)
    if hasattr(L, "canon"):                        # a layout read from Triton / CuTe text
        return L.canon
    if fam == "strided":
        if L.order == "row":
            return _row_major(L, pad_bytes=L.pad_bytes)
        # column-major: the row is the contiguous dimension
        a = tuple(1 << (rb + j) for j in range(cb)) + tuple(1 << i for i in range(rb))
        span = (1 << rb) * eb
        stride = L.rows * eb + L.pad_bytes
        pads = () if L.cols == 1 or stride == span else ((1 << rb, stride - span),)
        return CanonicalLayout(L.rows, L.cols, eb, a, pads)
    if fam == "ck_preshuffle":
        kb, nb = L.kpack.bit_length() - 1, ((L.kperblock or L.cols) // L.kpack).bit_length() - 1
        a = list(identity(cb + rb))
        for i in range(min(nb, rb)):
            a[cb + i] |= 1 << (kb + i)
        return _row_major(L, tuple(a), L.pad_bytes)
    if fam == "cute_swizzle":
        base = _row_major(L, pad_bytes=L.pad_bytes)
        shift = L.elem_bytes.bit_length() - 1 if L.unit == "element" else 0
        return CanonicalLayout(L.rows, L.cols, eb, base.a, base.pads, _swizzle_b(L.b, L.m, L.s, shift))
    if fam == "triton_swizzled":
        v, pp, mp = L.vec, L.per_phase, L.max_phase
        lp = pp.bit_length() - 1
        bits = range(lp, min(rb, lp + mp.bit_length() - 1))      # the row bits the phase uses
        if not (_pow2(v) and _pow2(pp) and _pow2(mp)) or (L.cols // v) % (1 << len(bits)):
            _no_fit(L, "vec, perPhase and maxPhase must be powers of two with the phases the "
                       "rows reach dividing cols/vec, for the phase to be a bit field of the row")
        a = list(identity(cb + rb))
        for i in bits:
            a[cb + i] |= v << (i - lp)
        return _row_major(L, tuple(a))
    if fam == "triton_padded":
        if not _pow2(L.cols):
            _no_fit(L, "Triton's padded layout pads the linear index row * cols + col, a bit "
                       "field only for a power-of-two row")
        return CanonicalLayout(L.rows, L.cols, eb, identity(cb + rb),
                               tuple((iv, pad * eb) for iv, pad in L.intervals))
    if fam == "padded_remap":
        a = list(identity(cb))
        pos = {j: k for k, j in enumerate(L.row_order)}
        a += [1 << (cb + pos[j]) for j in range(rb)]
        return CanonicalLayout(L.rows, L.cols, eb, tuple(a), tuple((iv, pad * eb) for iv, pad in L.intervals))
    if fam == "xor_cols":
        r = np.arange(L.rows)
        f = np.asarray(L.table, dtype=np.int64)[r % len(L.table)]
        if not f.any():
            return _row_major(L, pad_bytes=L.pad_bytes)
        img = [int(f[1 << i]) for i in range(rb) if 1 << i < L.rows]
        lin = np.zeros_like(f)
        for i, v in enumerate(img):
            lin ^= ((r >> i) & 1) * v
        if not _pow2(L.vec) or not np.array_equal(lin, f):
            _no_fit(L, "the XOR table is not GF(2)-linear in the row (f(a ^ b) != f(a) ^ f(b))"
                    if _pow2(L.vec) else "vec is not a power of two")
        a = list(identity(cb + rb))
        for i, v in enumerate(img):
            a[cb + i] |= v * L.vec
        return _row_major(L, tuple(a), L.pad_bytes)
    if fam == "linear":
        pads = ((L.cols, L.pad_bytes),) if L.pad_bytes else ()
        return CanonicalLayout(L.rows, L.cols, eb, L.basis, pads)
    if fam == "composed":
        base = to_canonical(L.base)
        if not _aligned(base):
            _no_fit(L, "the base layout's offsets are not whole elements")
        t = L.transform
        e = eb.bit_length() - 1
        if t[0] == "cute":
            top = _swizzle_b(t[1], t[2], t[3], e if t[4] == "element" else 0)
        else:
            top = identity(e) + tuple(v << e for v in t[1])
        return CanonicalLayout(L.rows, L.cols, eb, base.a, base.pads, compose_b(top, base.b))
    if fam == "explicit":
        c = fit_table(L.rows, L.cols, eb, L.offsets())
        if c is None:
            _no_fit(L, "the table is neither GF(2)-linear in (row, col) nor linear over padded rows")
        return c
    _no_fit(L, f"no conversion for the {L.family!r} family")


def _aligned(c: CanonicalLayout) -> bool:
    return (all(p % c.elem_bytes == 0 for _, p in c.pads) and c._b_keeps_elements())


def fit_table(rows: int, cols: int, eb: int, off) -> CanonicalLayout | None:
    """A canonical layout equal to the offsets table ``off`` (rows x cols bytes), or None.

    Two shapes are tried: a GF(2)-linear map of ``(row, col)`` (images read at the unit
    vectors), and a linear map within rows over a uniform row stride (``row * stride`` plus a
    linear image in the row's columns).  Either is verified on every element."""
    off = np.asarray(off, dtype=np.int64)
    if off.shape != (rows, cols) or (off % eb).any() or off[0, 0] != 0:
        return None
    cb, rb = ceil_log2(cols), ceil_log2(rows)
    col_img = [int(off[0, 1 << j]) // eb if 1 << j < cols else 0 for j in range(cb)]
    row_at = [int(off[1 << i, 0]) if 1 << i < rows else 0 for i in range(rb)]
    tries = [(tuple(col_img + [v // eb for v in row_at]), ())]
    if rows > 1:
        stride = int(off[1, 0])
        span = 1 << cb
        inner = [(v - (1 << i) * stride) // eb for i, v in enumerate(row_at)]
        if all(0 <= v < span for v in inner) and all(0 <= v < span for v in col_img):
            a = tuple(col_img + [(1 << (cb + i)) | v for i, v in enumerate(inner)])
            tries.append((a, ((span, stride - span * eb),)))
    for a, pads in tries:
        try:
            c = CanonicalLayout(rows, cols, eb, a, pads)
        except UsageError:
            continue
        if np.array_equal(c.table(), off):
            return c
    return None
