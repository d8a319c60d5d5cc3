"""The layouts a kernel's source can say, evaluated exactly on the kernel's own accesses.

Two families, each a storage permutation of the tile that keeps every access's vector contiguous:

- **pad** ``P``: the declared last dimension grows by ``P`` elements; element (r, c) moves to
  ``r * (pitch + P) + c``.  ``P`` is a multiple of the widest vector (so vectors stay aligned) up
  to one pass over the banks.  Costs ``rows * P * elem`` bytes, no index operation.
- **xor** ``(shift, bits, to)``: the column becomes ``c ^ (((r >> shift) & (2**bits - 1)) << to)``
  with ``to`` at least log2 of the vector width (a vector's elements are never separated) and the
  XORed bits inside a power of two that divides the pitch (so every column stays in its row: a
  bijection).  No bytes; 2 to 4 index operations (``^``, ``&``, and ``>>`` / ``<<`` when their
  amount is not 0).

Every candidate moves each recorded lane address to where the element it asks for would be stored
and costs the access again with the bank model (:func:`ldsopt.allocation.accesses.cost`); the best is
the fewest cycles, then the fewest bytes, then the fewest index operations.

>>> import numpy as np
>>> from ldsopt.allocation.accesses import LaneAccess
>>> lanes = np.arange(64)    # lane i reads column 0 of row i of a 64x32 float tile
>>> rd = LaneAccess("amd", "gfx942", None, "", "ds_read_b32", "read", 4,
...                 (lanes * 128)[None, :, None], np.ones((1, 64), bool))
>>> from ldsopt.allocation.tile import Tile
>>> best = search([rd], Tile(0, 4, 64, 32, 32, 1))
>>> best.change, best.expr("r", "c"), best.cycles, best.extra_bytes
('xor', 'c ^ (r & 31)', 2, 0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace as _with

import numpy as np

from ldsopt.allocation.accesses import cost_many
from ldsopt.allocation.tile import Tile


@dataclass(frozen=True)
class Layout:
    """One candidate: ``change`` "pad" (``pad`` elements per row) or "xor" (``shift``, ``bits``,
    ``to``), or "none"; with its ``cycles`` / ``ideal`` over every access, ``extra_bytes`` and
    ``ops`` (index operations added)."""
    change: str
    pad: int = 0
    shift: int = 0
    bits: int = 0
    to: int = 0
    cycles: int = 0
    ideal: int = 0
    extra_bytes: int = 0
    ops: int = 0
    per_access: tuple = ()            # (cycles, ideal) per access, in the order given
    replace: bool = False             # xor: in place of the tile's own XOR (else on top of it)
    row: int = 0                      # a flat index's layout: its rows' length (elements), else 0
    grow: int = 0                     # a flat index's padding: elements added to the declared size

    def key(self) -> tuple:
        return (self.cycles, self.extra_bytes, self.ops)

    def expr(self, row: str, col: str) -> str:
        """The new column index in terms of the `row` and `col` expressions (xor only)."""
        r = f"({row} >> {self.shift})" if self.shift else row
        x = f"{r} & {(1 << self.bits) - 1}"
        if self.to:
            x = f"({x}) << {self.to}"
        return f"{col} ^ ({x})"

    def describe(self) -> str:
        if self.row and self.change == "pad":
            return f"pad every {self.row} elements of the flat index by {self.pad} element(s)"
        if self.row and self.change == "xor":
            x = f"(i >> {self.row.bit_length() - 1 + self.shift}) & {(1 << self.bits) - 1}"
            return (f"XOR the flat index i with {f'({x}) << {self.to}' if self.to else x} (its row bits, rows of "
                    f"{self.row} elements)")
        if self.change == "pad":
            return f"pad each row by {self.pad} element(s)"
        if self.change == "xor":
            return f"XOR the column with {self.expr('row', 'col').split(' ^ ', 1)[1][1:-1]}"
        return "the current layout"


def fig(c: int, i: int) -> dict:
    """{"cycles", "ideal", "conflicts"} of a cost.

    >>> fig(16, 8)
    {'cycles': 16, 'ideal': 8, 'conflicts': 8}
    """
    return {"cycles": int(c), "ideal": int(i), "conflicts": int(c - i)}


def remap(a, tile: Tile, lay: Layout) -> np.ndarray:
    """The byte addresses `a`'s lanes would ask for under `lay` (same shape as ``a.addresses``)."""
    off = a.addresses - tile.base
    el, within = np.divmod(off, tile.elem)
    r, c = np.divmod(el, tile.pitch)
    if lay.change == "pad":
        new = r * (tile.pitch + lay.pad) + c
    elif lay.change == "xor":
        x = ((r >> lay.shift) & ((1 << lay.bits) - 1)) << lay.to
        new = r * tile.pitch + ((tile.logical(r, c) if lay.replace else c) ^ x)
    else:
        new = el
    return np.where(a.active[:, :, None], tile.base + new * tile.elem + within, a.addresses)


def _ops(shift: int, to: int) -> int:
    return 2 + (shift > 0) + (to > 0)


def _log2(n: int) -> int:
    return n.bit_length() - 1


def candidates(tile: Tile, banks: int, replace: bool = False) -> list:
    """Every pad and xor candidate of `tile` (unevaluated), the current layout first; with
    `replace`, each XOR takes the place of the one the tile already has (``tile.xor``: a change of
    the kernel's own swizzle term) instead of being applied on top of it."""
    out = [Layout("none")]
    per_pass = max(1, banks * 4 // tile.elem)
    p = tile.vec
    while p <= max(per_pass, tile.vec):
        out.append(Layout("pad", pad=p, extra_bytes=tile.rows * p * tile.elem))
        p += tile.vec
    # the XORed bits stay inside the largest power of two dividing the pitch
    span = tile.pitch & -tile.pitch
    lo = _log2(tile.vec)
    hi = _log2(span)
    rbits = max(1, (tile.rows - 1).bit_length()) if tile.rows > 1 else 0
    for to in range(lo, hi):
        for bits in range(1, hi - to + 1):
            for shift in range(0, max(1, rbits - bits + 1)):
                if shift + bits > rbits:
                    continue
                # a source XOR reads the last-but-one index, the flat row's low bits only when that
                # dimension is a multiple of the bits read
                if tile.inner_rows and tile.inner_rows % (1 << (shift + bits)):
                    continue
                out.append(Layout("xor", shift=shift, bits=bits, to=to, ops=_ops(shift, to),
                                  replace=replace and tile.xor is not None))
    return out


def evaluate(accesses: list, tile: Tile, lay: Layout) -> Layout:
    """`lay` with its cost over `accesses`."""
    per = tuple(cost_many(accesses, None if lay.change == "none" else [remap(a, tile, lay) for a in accesses]))
    return _with(lay, cycles=sum(c for c, _ in per), ideal=sum(i for _, i in per), per_access=per)


def ranked(accesses: list, tile: Tile, banks: int = 32, allow: tuple = ("pad", "xor"),
           replace: bool = False) -> list:
    """Every layout of `allow` cheaper than the current one in cycles, best first (fewest cycles,
    then bytes, then index operations); for each change, only its best few (a verification that
    fails moves on to a layout of another kind soon)."""
    cur = evaluate(accesses, tile, Layout("none"))
    out = [e for e in (evaluate(accesses, tile, c) for c in candidates(tile, banks, replace)
                       if c.change in allow)
           if e.cycles < cur.cycles]
    return best_few(out)


def best_few(layouts: list, few: int = 3) -> list:
    """`layouts` best first (fewest cycles, then bytes, then index operations), only the best
    `few` of each change (a verification that fails moves on to a layout of another kind soon)."""
    layouts = sorted(layouts, key=Layout.key)
    keep, seen = [], {}
    for e in layouts:
        seen[e.change] = seen.get(e.change, 0) + 1
        if seen[e.change] <= few:
            keep.append(e)
    return keep


def search(accesses: list, tile: Tile, banks: int = 32, allow: tuple = ("pad", "xor")) -> Layout:
    """The best layout of `allow` for `accesses` (the current one when nothing is cheaper)."""
    r = ranked(accesses, tile, banks, allow)
    return r[0] if r else evaluate(accesses, tile, Layout("none"))
