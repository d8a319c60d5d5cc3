"""A bank-conflict fix for one allocation, said as a change of the kernel's own expression and
checked by costing every access of the allocation again under it.

A diagnosis (an ATT trace, an Nsight Compute report) has the allocation's accesses
(:class:`~ldsopt.fixes.problem.Allocation`, from the emulators) and sometimes the XOR term the kernel's
code applies to their addresses (:class:`KernelTerm`: recovered from the ISA, with the source line
that holds it when the trace carries the source).  :func:`propose` ranks the layouts a kernel can
say (:mod:`ldsopt.allocation.layouts`: padding of the row, or an XOR of the column with row bits, the XOR
in place of the kernel's own one), keeps the cheapest, and names it:

- a new XOR term in the kernel's own leaf (``change `(row & 3) << 4` to `(row & 7) << 4```): the
  new term's mask and shift, on the value the kernel's term masks, checked lane by lane to give
  the rows' bits the layout XORs in; in the source's words when its line shows the term (the
  source's shift may count in elements: the unit is found from the constants), else by register;
- padding: ``pad each 256-byte row by 16 B``;
- without a kernel term: the XOR of the tile's logical row and column, said as such.

>>> import numpy as np
>>> from ldsopt.allocation.problem import allocation_of, lane_access
>>> a = lane_access("gfx942", "ds_read_b32", [[128 * i for i in range(64)]])   # column 0 of 64 rows
>>> p = propose(allocation_of("gfx942", [a], "tile"), 32)
>>> p["change"], p["before"]["cycles"], p["after"]["cycles"], p["text"]    # doctest: +NORMALIZE_WHITESPACE
('xor', 64, 2, "XOR the byte address with `(row & 31) << 2`, row = the address's 128-byte row in the allocation")
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from ldsopt.allocation.layouts import Layout, evaluate, fig, ranked

_NUM = r"(0[xX][0-9a-fA-F]+|\d+)"
_SRC_TERM = re.compile(r"\(\s*(?P<leaf>[A-Za-z_][\w.\[\]]*(?:\s*>>\s*\d+)?)\s*&\s*(?P<m>" + _NUM[1:-1]
                       + r")\s*\)(?:\s*<<\s*(?P<s>" + _NUM[1:-1] + r"))?")


@dataclass(frozen=True)
class KernelTerm:
    """The XOR term the kernel's code applies to an allocation's byte addresses: ``text`` as the
    code says it (``(v3 & 7) << 4``), its ``leaf`` (the value masked), ``mask`` and ``shift``
    (bytes); ``leaf_values`` and ``rows``: per active lane of one execution, the leaf's value and
    the lane's row in the allocation's tile; ``where`` the instruction that applies it and
    ``source_text`` the source line that holds it (None when not known)."""
    text: str
    leaf: str
    mask: int
    shift: int
    leaf_values: np.ndarray
    rows: np.ndarray
    where: str
    source_text: str | None = None


def parse_term(text: str) -> tuple | None:
    """(leaf, mask, shift) of a term ``(leaf & mask) << shift`` or ``(leaf & mask)``.

    >>> parse_term("(v0 & 3) << 4"), parse_term("((v2 >> 1) & 7)")
    (('v0', 3, 4), ('(v2 >> 1)', 7, 0))
    """
    m = re.fullmatch(r"\((.+) & (\d+)\)(?: << (\d+))?", text.strip())
    if m is None:
        return None
    return m.group(1), int(m.group(2)), int(m.group(3) or 0)


def source_term(text: str | None, mask: int, shift: int) -> tuple | None:
    """(expression, leaf, unit) of the term in a source line with the same mask whose shift is
    `shift` bytes counted in units of ``2**unit`` bytes (the source may XOR an element index), or
    None when the line shows no such term.

    >>> source_term("int c = col ^ ((row & 3) << 4);", 3, 4)
    ('(row & 3) << 4', 'row', 0)
    >>> source_term("s[r][c ^ (r & 3)] = v;", 3, 2)       # 4-byte elements: r & 3 in elements
    ('(r & 3)', 'r', 2)
    """
    if not text:
        return None
    for m in _SRC_TERM.finditer(text):
        if int(m.group("m"), 0) != mask:
            continue
        s = int(m.group("s"), 0) if m.group("s") else 0
        if 0 <= shift - s <= 4:
            return m.group(0), m.group("leaf").strip(), shift - s
    return None


def term_text(leaf: str, down: int, mask: int, shift: int) -> str:
    """``((leaf >> down) & mask) << shift``, without the parts that are 0."""
    x = f"({leaf} >> {down})" if down else leaf
    return f"({x} & {mask}) << {shift}" if shift else f"({x} & {mask})"


def _log2(n: int) -> int:
    return n.bit_length() - 1


def _in_kernel_terms(lay: Layout, tile, term: KernelTerm | None) -> dict:
    """The new XOR term in the kernel's leaf (and source) words, when the leaf carries the row bits
    the layout XORs in on every lane."""
    mask = (1 << lay.bits) - 1
    shift = (lay.to + _log2(tile.elem))
    want = (term.rows >> lay.shift) & mask
    down = next((d for d in range(0, 17) if np.array_equal((term.leaf_values >> d) & mask, want)), None)
    if down is None:
        return {}
    out = {"replacement": term_text(term.leaf, down, mask, shift), "named_by": "register"}
    src = source_term(term.source_text, term.mask, term.shift)
    if src is not None and shift - src[2] >= 0:
        out.update(source_expr=src[0], source_replacement=term_text(src[1], down, mask, shift - src[2]),
                   named_by="source", source_unit=1 << src[2])
    return out


def propose(al, banks: int, term: KernelTerm | None = None) -> dict | None:
    """The cheapest padding or XOR layout of allocation `al` (every access costed again under
    it), named in the kernel's terms; None when no layout is cheaper or the tile is unknown.

    Returns a dict: ``layout`` (:class:`~ldsopt.allocation.layouts.Layout`), ``change`` ("pad" / "xor"),
    ``before`` / ``after`` ({"cycles", "ideal", "conflicts"} over the accesses' executions),
    ``text`` (the change in words) and, for an XOR with a kernel term, ``replacement`` (the new
    term by register), ``source_expr`` / ``source_replacement`` (in the source's words),
    ``named_by`` ("source", "register" or "tile")."""
    t = al.tile
    if t is None:
        return None
    cur = evaluate(list(al.accesses), t, Layout("none"))
    order = ranked(list(al.accesses), t, banks, replace=True)
    if not order:
        return None
    lay = order[0]
    out = {"layout": lay, "change": lay.change, "before": fig(cur.cycles, cur.ideal),
           "after": fig(lay.cycles, lay.ideal), "named_by": "tile"}
    row_b = t.pitch * t.elem
    if lay.change == "pad":
        out["text"] = f"pad each {row_b}-byte row by {lay.pad * t.elem} B"
        if t.swizzle:
            out["text"] += f" (the swizzle {term.text if term else t.swizzle} kept)"
        return out
    if term is not None and lay.replace:
        out.update(_in_kernel_terms(lay, t, term))
    if "replacement" in out:
        if out["named_by"] == "source":
            out["text"] = f"change `{out['source_expr']}` to `{out['source_replacement']}`"
        else:
            out["text"] = f"change the term `{term.text}` to `{out['replacement']}` ({term.where})"
        return out
    new = term_text("row", lay.shift, (1 << lay.bits) - 1, lay.to + _log2(t.elem))
    out["text"] = f"XOR the byte address with `{new}`, row = the address's {row_b}-byte row in the allocation"
    if t.swizzle:
        out["text"] += (f", in place of the kernel's term `{term.text}`" if term else
                        f", in place of the XOR the addresses show ({t.swizzle}, {t.elem}-byte elements)")
    return out
