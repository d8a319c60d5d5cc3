"""The logical tile of one shared allocation, recovered from the addresses its accesses touch.

Given every access of one allocation (:class:`ldsopt.allocation.accesses.LaneAccess`) and, when the
source is at hand, the array's declaration, :func:`recover_tile` finds

- the element size: the declared type's, else the narrowest access's width;
- the stored row (pitch) and the logical row: the declared last dimension, else the touched bytes'
  runs: equal runs of ``cols`` elements every ``pitch`` elements mean a padding of
  ``pitch - cols``; one unbroken run gives no row of its own and rows of one pass over the banks
  are taken (``banks * 4`` bytes), which is said;
- the vector width of each access (its bytes per lane over the element size);
- the columns the accesses actually use (a padded declaration's extra columns untouched);
- an XOR swizzle already applied: a subscript of the array with ``^`` in its last index (source),
  or, without the source, accesses whose lane addresses are XOR-linear but not additive in the lane
  index (said as such, without an expression).

>>> import numpy as np
>>> from ldsopt.allocation.accesses import LaneAccess
>>> lanes = np.arange(64)
>>> w = LaneAccess("amd", "gfx942", None, "", "ds_write_b32", "write", 4,
...                (((lanes // 32) * 33 + lanes % 32) * 4)[None, :, None], np.ones((1, 64), bool))
>>> t = recover_tile([w], banks=32)
>>> t.elem, t.pitch, t.cols, t.padding
(4, 33, 32, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ldsopt.allocation.pitch import row_pitch
from ldsopt.errors import Unsatisfiable


@dataclass(frozen=True)
class Tile:
    """One allocation's logical tile: ``rows`` x ``cols`` elements of ``elem`` bytes stored with
    ``pitch`` elements per row (``padding = pitch - cols``) from byte ``base``; ``vec`` the widest
    access in elements; ``swizzle`` the XOR the kernel already applies (its text), or None;
    ``notes`` how each was found."""
    base: int
    elem: int
    rows: int
    cols: int
    pitch: int
    vec: int
    swizzle: str | None = None
    notes: tuple = ()
    xor: tuple | None = None          # (shift, bits, to): the XOR recovered from the addresses
    inner_rows: int | None = None     # a declaration of 3+ dimensions: its last-but-one dimension
    flat: int | None = None           # a one-dimensional declaration: its size in elements

    def logical(self, r: np.ndarray, c: np.ndarray) -> np.ndarray:
        """The logical column of stored (row `r`, column `c`): the recovered XOR undone."""
        if self.xor is None:
            return c
        s, b, t = self.xor
        return c ^ (((r >> s) & ((1 << b) - 1)) << t)

    @property
    def padding(self) -> int:
        return self.pitch - self.cols

    @property
    def bytes(self) -> int:
        return (self.flat or self.rows * self.pitch) * self.elem

    def describe(self) -> str:
        s = f"{self.rows}x{self.cols} of {self.elem}-byte elements, vectors of {self.vec}"
        if self.flat:
            s += f", one-dimensional ({self.flat} elements, rows computed by the kernel)"
        if self.padding:
            s += f", padded by {self.padding} element(s) per row (row pitch {self.pitch})"
        if self.swizzle:
            s += f", XOR-swizzled ({self.swizzle})"
        return s


def _runs(offsets: np.ndarray) -> list:
    """(start, length) of each run of consecutive integers in sorted unique `offsets`."""
    if offsets.size == 0:
        return []
    cut = np.nonzero(np.diff(offsets) != 1)[0]
    starts = np.concatenate([[0], cut + 1])
    ends = np.concatenate([cut + 1, [offsets.size]])
    return [(int(offsets[s]), int(e - s)) for s, e in zip(starts, ends)]


def element_offsets(accesses: list, base: int, elem: int) -> np.ndarray:
    """Sorted unique element indices (from `base`) every active lane touches, vectors expanded."""
    parts = []
    for a in accesses:
        t = a.touched() - base
        n = max(1, a.width // elem)
        parts.append((t[:, None] // elem + np.arange(n)[None, :]).ravel())
    return np.unique(np.concatenate(parts)) if parts else np.zeros(0, np.int64)


def _consistent(v: np.ndarray, act: np.ndarray) -> int:
    """Executions (rows of `v`, element index per lane) explained by one integer-affine map of the
    lane index: every lane active, v(lane) = v(0) + the sum of the images v(2^i) - v(0) of its set
    bits, and the same images in every execution.  Returns how many rows that covers (0 when the
    images differ between executions or some row is not affine)."""
    full = act.all(axis=1)
    v = v[full]
    rows, lanes = v.shape
    if rows == 0 or lanes & (lanes - 1):
        return 0
    bits = lanes.bit_length() - 1
    img = v[:, [1 << b for b in range(bits)]] - v[:, :1]
    if (img != img[:1]).any():
        return 0
    sel = ((np.arange(lanes)[:, None] >> np.arange(bits)[None, :]) & 1).astype(np.int64)
    return rows if (v[:, :1] + img @ sel.T == v).all() else 0


def score_max(parts: list) -> int:
    """The score of a perfectly explained set of parts: every fully active row."""
    return sum(int(act.all(axis=1).sum()) for _, _, act in parts)


def _xor_family(pitch: int, rows: int, vec: int):
    span = pitch & -pitch
    hi = span.bit_length() - 1
    rbits = max(1, (rows - 1).bit_length())
    for shift in range(0, rbits):
        for to in range(vec.bit_length() - 1, hi):
            for bits in range(1, min(hi - to, rbits - shift) + 1):
                yield (shift, bits, to)


def detect_xor(accesses: list, base: int, elem: int, pitch: int, rows: int, vec: int) -> tuple:
    """(xor, explained, total): the XOR ``col ^ (((row >> shift) & (2**bits - 1)) << to)``, as
    (shift, bits, to), whose undoing explains the most executions by one integer-affine lane map
    per instruction (:func:`_consistent`; the smallest shift, then the fewest bits, on a tie), or
    None when the stored addresses are explained as well without one."""
    parts = []
    by_line: dict = {}
    for a in accesses:
        for k in range(a.addresses.shape[2]):
            el = (a.addresses[:, :, k] - base) // elem
            parts.append((el // pitch, el % pitch, a.active))
            if a.line is not None:
                by_line.setdefault((a.line, a.kind, a.addresses.shape[1]), []).append(parts[-1])
    total = sum(int(act.all(axis=1).sum()) for _, _, act in parts)
    # the unrolled copies of one source line's access share one lane map too
    parts = parts + [tuple(np.concatenate(x) for x in zip(*g)) for g in by_line.values() if len(g) > 1]

    def score(x):
        n = 0
        for r, c, act in parts:
            if x is not None:
                s, b, t = x
                c = c ^ (((r >> s) & ((1 << b) - 1)) << t)
            n += _consistent(r * pitch + c, act)
        return n
    best, best_n = None, score(None)
    if best_n >= score_max(parts):
        return None, best_n, total
    for x in _xor_family(pitch, rows, vec):
        n = score(x)
        if n > best_n:
            best, best_n = x, n
    return best, best_n, total


def xor_text(x: tuple, row: str = "row", col: str = "col") -> str:
    """``col ^ (((row >> s) & m) << t)`` of an XOR (shift, bits, to), in element units."""
    s, b, t = x
    r = f"({row} >> {s})" if s else row
    e = f"{r} & {(1 << b) - 1}"
    return f"{col} ^ ({f'({e}) << {t}' if t else e})"


def recover_tile(accesses: list, *, banks: int, elem: int | None = None, dims: tuple | None = None,
                 swizzle: str | None = None, pitch: int | None = None, xor: tuple | None = None) -> Tile:
    """The :class:`Tile` of one allocation's `accesses`; `elem` and `dims` (the declared element
    size and dimensions) when the source declares them, `swizzle` the XOR text its subscripts
    apply; `pitch` (elements) and `xor` ((shift, bits, to), as :func:`detect_xor` gives) when the
    kernel's code is known to apply that XOR on rows of that pitch (recovered from its
    instructions: an XOR of stored columns with row bits cannot be told from an addition by the
    addresses alone).  Raises :class:`~ldsopt.errors.Unsatisfiable` naming why when no tile fits."""
    if not accesses:
        raise Unsatisfiable("no access with known addresses")
    notes = []
    base = min(int(a.touched().min()) for a in accesses if a.touched().size)
    widths = sorted({a.width for a in accesses})
    if elem is None:
        elem = widths[0]
        notes.append(f"element size {elem} B: the narrowest access")
    bad = [a for a in accesses if a.width % elem and a.width > elem]
    if bad:
        raise Unsatisfiable(f"{bad[0].isa.strip()}: {bad[0].width} B per lane is not whole {elem}-byte "
                            "elements")
    if any(a.width < elem for a in accesses):
        raise Unsatisfiable(f"an access narrower than the {elem}-byte element (a cast or a packed view)")
    if any(((a.touched() - base) % elem).any() for a in accesses):
        raise Unsatisfiable(f"an access starts inside a {elem}-byte element")
    vec = max(max(1, a.width // elem) for a in accesses)
    if pitch is not None:          # the kernel's XOR reads row bits of the absolute address
        base -= base % (pitch * elem)
    offs = element_offsets(accesses, base, elem)
    span = int(offs.max()) + 1
    if pitch is not None:
        cols = pitch
        rows = -(-span // pitch)
        notes.append(f"rows of {pitch} elements, as given")
    elif dims is not None and len(dims) == 1:
        pitch, cols, rows = _flat_rows(accesses, base, elem, int(dims[0]), span, offs, notes, swizzle)
    elif dims is not None:
        pitch = int(dims[-1])
        rows = int(np.prod(dims[:-1]))
        used_cols = int((offs % pitch).max()) + 1
        cols = _pow2_at_least(used_cols, pitch)
        if rows * pitch < span:
            raise Unsatisfiable(f"the accesses span {span} elements, more than the declared "
                                f"{rows}x{pitch}: lanes address past the array, as they do when the "
                                "block analysed is not the one the kernel is launched with (give it: "
                                "block= 32x8, say) or when the array is reached past its declaration")
        notes.append(f"rows and pitch from the declaration ({' x '.join(str(d) for d in dims)})")
        if cols < pitch:
            notes.append(f"columns {cols}: the highest column used is {used_cols - 1}")
    if pitch is None:
        runs = _runs(offs)
        lens = {n for _, n in runs}
        steps = {b[0] - a[0] for a, b in zip(runs, runs[1:])}
        if len(runs) > 1 and len(lens) == 1 and len(steps) == 1 and steps.pop() > runs[0][1]:
            cols = runs[0][1]
            pitch = runs[1][0] - runs[0][0]
            rows = len(runs)
            notes.append(f"rows of {cols} elements every {pitch} (runs of the touched addresses)")
        elif len(runs) == 1:
            pitch = cols = max(vec, banks * 4 // elem)
            rows = -(-span // cols)
            found = _pitch_from_xor(accesses, base, elem, span, vec, pitch) if swizzle is None else None
            if found:
                pitch = cols = found
                rows = -(-span // cols)
                notes.append(f"one unbroken run of {span} elements: rows of {cols} elements, the pitch "
                             "under which an XOR swizzle explains the lane addresses")
            else:
                notes.append(f"one unbroken run of {span} elements: no row pitch in the addresses; rows "
                             f"of {cols} elements ({banks * 4} B, one pass over the banks) taken")
        else:
            raise Unsatisfiable(f"the touched addresses form {len(runs)} runs of unequal length or "
                                "spacing: no rectangular tile fits")
    if xor is not None:
        swizzle = swizzle or xor_text(xor)
        notes.append(f"the kernel's own XOR swizzle: {xor_text(xor)} (element units); the problem's "
                     "coordinates have it undone")
    elif swizzle is None:
        xor = detect_xor(accesses, base, elem, pitch, rows, vec)[0]
        if xor is not None:
            swizzle = xor_text(xor)
            notes.append(f"an XOR swizzle recovered from the addresses: {swizzle} (element units); "
                         "the problem's coordinates have it undone")
    inner = int(dims[-2]) if dims is not None and len(dims) > 2 else None
    flat = int(dims[0]) if dims is not None and len(dims) == 1 else None
    return Tile(base, elem, rows, cols, pitch, vec, swizzle, tuple(notes), xor, inner, flat)


def _flat_rows(accesses: list, base: int, elem: int, n: int, span: int, offs: np.ndarray, notes: list,
               swizzle: str | None) -> tuple:
    """(pitch, cols, rows) of a one-dimensional array of `n` elements from its accesses' lane
    strides (:func:`ldsopt.allocation.pitch.row_pitch`), a manual padding (columns left unused at
    the end of each row) said; (None, None, None) when no access shows a row stride or the
    source's index is XOR-swizzled (its lane strides are then not rows)."""
    if span > n:
        raise Unsatisfiable(f"the accesses span {span} elements, more than the declared {n}: lanes address past "
                            "the array (is the block analysed the one the kernel is launched with?)")
    if swizzle is not None:
        notes.append(f"one-dimensional array of {n} elements, its index XOR-swizzled in the source ({swizzle})")
        return None, None, None
    pitch, why = row_pitch(accesses, base, elem)
    notes.append(f"one-dimensional array of {n} elements: {why}")
    if pitch is None:
        return None, None, None
    used = int((offs % pitch).max()) + 1
    cols = _pow2_at_least(used, pitch)
    if cols < pitch:
        notes.append(f"each row uses {cols} of its {pitch} elements: a manual padding of {pitch - cols}")
    return pitch, cols, -(-n // pitch)


def _pitch_from_xor(accesses: list, base: int, elem: int, span: int, vec: int, lo: int) -> int | None:
    """The largest power-of-two pitch from `lo` up under which an XOR swizzle explains the most
    executions (:func:`detect_xor`), with the swizzle's row shift 0; None when none does."""
    best, key = None, None
    p = lo
    while p * 2 <= span:
        x, n, total = detect_xor(accesses, base, elem, p, -(-span // p), vec)
        if x is not None:
            k = (n, x[0] == 0, p)
            if key is None or k > key:
                best, key = p, k
        p *= 2
    return best


def _pow2_at_least(n: int, cap: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p if p <= cap else cap
