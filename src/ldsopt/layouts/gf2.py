"""GF(2) linear algebra for constructing XOR swizzles (the linear-layout approach).

Vectors over GF(2) are Python ints (bit i = coordinate i); a subspace is kept as a reduced
echelon basis (:class:`Space`).

The construction (:func:`construct_swizzle`) works on **byte-address bits** of a tile stored
row-major: input bits ``[0, cb)`` are the byte-within-row bits (``cb = log2(row bytes)``) and
``[cb, cb + R)`` the row bits.  A swizzle keeps every input bit at its own position except that
each row bit ``j`` also XORs a vector ``c_j`` into the column bits above the vector bits::

    offset = row * row_bytes + (col_bytes ^ sum_j row_bit_j * c_j)

which is bijective for any choice of ``c_j``.  Banks are the offset bits ``[2, 2 + log2(banks))``
(4-byte banks).  For one phase of one access, let ``U`` be the span of the differences of the
byte addresses the phase touches (lane coordinates plus the bytes within each lane's vector)
and ``S`` the sub-word bits ``{0, 1}``.  The offset bits above the banks (``high``) are the
images of a subspace ``H``; the phase's words land in distinct banks exactly when
``dim((U + S) ∩ H) = max(0, dim((U + S) / S) - log2(banks))`` (the banks' projection of the
phase's words then has full rank).  ``H`` is built one row bit at a time: adding ``h = (c_j, e_j)``
raises ``dim((U + S) ∩ H)`` by one exactly when ``h ∈ U + S + H``, so for each phase the forbidden
``c_j`` are the solutions of one linear membership test, and the construction picks the simplest
``c_j`` that no phase forbids (or, where every ``c_j`` is forbidden by some phase, the one that
costs the least weighted conflict).  This is the approach of Triton's linear-layout swizzling:
make the bank bits of each phase's vectors distinct by solving over address bits.

:func:`construct_linear` (what the solver uses) adds one freedom: when a row is narrower than the
bank window, some bank bits are row bits, and it tries each choice of which row bits sit there.
:func:`invert` turns the chosen preimages into the layout's images of the input bits.
"""

from __future__ import annotations

import numpy as np


class Space:
    """A subspace of GF(2)^n as a reduced echelon basis (pivot bit -> vector)."""

    __slots__ = ("piv",)

    def __init__(self, vecs=()):
        self.piv: dict = {}
        for v in vecs:
            self.add(v)

    def reduce(self, v: int) -> int:
        while v:
            top = v.bit_length() - 1
            b = self.piv.get(top)
            if b is None:
                return v
            v ^= b
        return 0

    def __contains__(self, v: int) -> bool:
        return self.reduce(v) == 0

    def add(self, v: int) -> bool:
        v = self.reduce(v)
        if not v:
            return False
        self.piv[v.bit_length() - 1] = v
        return True

    @property
    def dim(self) -> int:
        return len(self.piv)

    def basis(self) -> list:
        return sorted(self.piv.values())

    def copy(self) -> "Space":
        s = Space()
        s.piv = dict(self.piv)
        return s

    def __add__(self, other: "Space") -> "Space":
        s = self.copy()
        for v in other.piv.values():
            s.add(v)
        return s


def span_of_differences(points) -> Space:
    """Span of ``p ^ p0`` over a set of points (the linear part of their affine hull)."""
    pts = [int(p) for p in points]
    s = Space()
    if pts:
        p0 = pts[0]
        for p in pts[1:]:
            s.add(p ^ p0)
    return s


def coordinates(basis, missing: str = "the vector is not in the span of the basis"):
    """A function giving a vector's coordinates in ``basis`` (bit i set: ``basis[i]`` is in the sum);
    a vector outside the span is a ``UsageError`` carrying ``missing``.  When the basis is not
    independent, one of the combinations is given.

    >>> c = coordinates([0b011, 0b110])
    >>> c(0b101), c(0b110)
    (3, 2)
    """
    from ldsopt.errors import UsageError
    piv: dict = {}
    tag: dict = {}
    for i, v in enumerate(basis):
        r, t = v, 1 << i
        while r:
            top = r.bit_length() - 1
            if top in tag:
                r ^= piv[top]
                t ^= tag[top]
            else:
                piv[top] = r
                tag[top] = t
                break

    def solve(e: int) -> int:
        t = 0
        while e:
            top = e.bit_length() - 1
            if top not in tag:
                raise UsageError(missing)
            e ^= piv[top]
            t ^= tag[top]
        return t
    return solve


def rank(vecs) -> int:
    return Space(vecs).dim


def intersect_dim(a: Space, b: Space) -> int:
    return a.dim + b.dim - (a + b).dim


# ----------------------------------------------------------------------------- phase subspaces
def phase_spaces(byte_addr: np.ndarray, active: np.ndarray, phases: list, width: int):
    """Distinct subspaces ``U + S`` of the phases of one access.

    ``byte_addr`` (n_instr, lanes) are the *unswizzled* row-major byte addresses of each lane's
    first byte; ``phases`` lists the lane indices served together; ``width`` bytes per lane.
    Returns ``{basis tuple: (Space, dim of words, count of phases)}``."""
    wbits = [1 << i for i in range(max(2, (max(width, 1) - 1).bit_length()))]
    wbits = [b for b in wbits if b < max(width, 4)]
    out: dict = {}
    for i in range(byte_addr.shape[0]):
        for g in phases:
            pts = [int(byte_addr[i, l]) for l in g if l < byte_addr.shape[1] and active[i, l]]
            if not pts:
                continue
            s = span_of_differences(pts)
            for b in wbits:
                s.add(b)
            for b in (1, 2):
                s.add(b)
            key = tuple(s.basis())
            if key in out:
                out[key][2] += 1
            else:
                out[key] = [s, s.dim - 2, 1]
    return out


def construct_swizzle(row_bits: int, col_byte_bits: int, vec_bits: int, bank_bits: int,
                      spaces: list, prefer: str = "low"):
    """Choose ``c_j`` (byte-offset XOR images, within the column bits ``[vec_bits, col_byte_bits)``)
    for each row bit, by the construction in the module docstring.

    ``spaces``: list of ``(Space, words_dim, weight)`` for every phase class of every access.
    Returns ``(images, unmet)``: ``images[j]`` the XOR vector of row bit ``j`` (0 for row bits that
    sit at bank positions or below, which need none), and the weighted count of phase classes whose
    rank condition could not be met."""
    hi = 2 + bank_bits                              # first offset bit above the banks
    free_lo, free_hi = vec_bits, min(col_byte_bits, hi)
    nfree = max(0, free_hi - free_lo)
    H = Space(1 << b for b in range(hi, col_byte_bits))        # high column bits stay in H
    allowed = [max(0, wd - bank_bits) for (_, wd, _) in spaces]
    used = [intersect_dim(sp, H) for (sp, _, _) in spaces]
    cands = sorted(range(1 << nfree), key=lambda c: (bin(c).count("1"), c if prefer == "low" else -c))
    images = [0] * row_bits
    unmet = 0.0
    for j in range(row_bits):
        pos = col_byte_bits + j
        if pos < hi:
            continue                                 # this row bit is itself a bank bit
        e = 1 << pos
        Z = [sp + H for (sp, _, _) in spaces]
        best, best_cost = None, None
        for c in cands:
            h = e | (c << free_lo)
            cost = 0.0
            for k, (_, _, w) in enumerate(spaces):
                if used[k] >= allowed[k] and Z[k].reduce(h) == 0:
                    cost += w
            if best_cost is None or cost < best_cost:
                best, best_cost = c, cost
                if cost == 0:
                    break
        h = e | (best << free_lo)
        for k in range(len(spaces)):
            if Z[k].reduce(h) == 0:
                used[k] += 1
        H.add(h)
        images[j] = best << free_lo
        unmet += best_cost
    return images, unmet


def construct_linear(row_bits: int, col_byte_bits: int, vec_bits: int, bank_bits: int,
                     spaces: list, keep: int = 4) -> list:
    """General form of :func:`construct_swizzle` that may also move row bits.

    When a row is narrower than the bank window, some offset bits between the row's bytes and
    the top bank bit are row bits; which row bits sit there is a choice (Triton's padded layouts
    with an offset remapping make it).  For every choice of those ``k`` row bits (``C(R, k)``
    choices), the other row bits go above the banks, each XOR-ing a column vector chosen as in
    :func:`construct_swizzle`.  Returns up to ``keep`` preimage lists, fewest unmet phase classes
    first: ``pre[p]`` is the input vector (byte-address bits of the row-major tile) stored at
    offset bit ``p``; the layout is the inverse of that matrix (:func:`invert`)."""
    from itertools import combinations
    n = col_byte_bits + row_bits
    hi = 2 + bank_bits
    n_low = max(0, min(hi, n) - col_byte_bits)
    free_lo, free_hi = vec_bits, min(col_byte_bits, hi)
    nfree = max(0, free_hi - free_lo)
    results = []
    combos = list(combinations(range(row_bits), n_low))
    # the identity choice (lowest row bits) first, then the others
    combos.sort(key=lambda c: (c != tuple(range(n_low)), c))
    for low in combos[:64]:
        for prefer in ("low", "high"):
            cvals = sorted(range(1 << nfree), key=lambda c: (bin(c).count("1"), c if prefer == "low" else -c))
            pre = [0] * n
            for p in range(col_byte_bits):
                pre[p] = 1 << p
            for k, j in enumerate(low):
                pre[col_byte_bits + k] = 1 << (col_byte_bits + j)
            H = Space(1 << b for b in range(hi, col_byte_bits))
            allowed = [max(0, wd - bank_bits) for (_, wd, _) in spaces]
            used = [intersect_dim(sp, H) for (sp, _, _) in spaces]
            unmet = 0.0
            high_rows = [j for j in range(row_bits) if j not in low]
            for k, j in enumerate(high_rows):
                e = 1 << (col_byte_bits + j)
                Z = [sp + H for (sp, _, _) in spaces]
                best, best_cost = 0, None
                for c in cvals:
                    h = e | (c << free_lo)
                    cost = sum(w for q, (_, _, w) in enumerate(spaces)
                               if used[q] >= allowed[q] and Z[q].reduce(h) == 0)
                    if best_cost is None or cost < best_cost:
                        best, best_cost = c, cost
                        if cost == 0:
                            break
                h = e | (best << free_lo)
                for q in range(len(spaces)):
                    if Z[q].reduce(h) == 0:
                        used[q] += 1
                H.add(h)
                pre[col_byte_bits + n_low + k] = h
                unmet += best_cost or 0.0
            results.append((unmet, len(results), pre))
        if results and min(r[0] for r in results) == 0 and len(results) >= keep:
            break
    results.sort(key=lambda r: (r[0], r[1]))
    out, seen = [], set()
    for _, _, pre in results:
        if tuple(pre) not in seen:
            seen.add(tuple(pre))
            out.append(pre)
        if len(out) >= keep:
            break
    return out


def invert(pre: list) -> list:
    """Images of the input unit vectors under the inverse of the preimage matrix ``pre``
    (``pre[p]`` = input vector at output bit ``p``): ``out[i]`` = output vector of input bit ``i``."""
    n = len(pre)
    # Gauss-Jordan on [pre | I] by rows of the transposed system: solve M * y = e_i
    rows = [(pre[p], 1 << p) for p in range(n)]       # each row: (input vector, output bit)
    basis: dict = {}
    for v, tag in rows:
        while v:
            t = v.bit_length() - 1
            if t not in basis:
                basis[t] = (v, tag)
                break
            bv, bt = basis[t]
            v ^= bv
            tag ^= bt
        else:
            raise ValueError("preimages are not a basis")
    out = [0] * n
    for i in range(n):
        v, tag = 1 << i, 0
        while v:
            t = v.bit_length() - 1
            bv, bt = basis[t]
            v ^= bv
            tag ^= bt
        out[i] = tag
    return out


def is_linear_table(table) -> bool:
    """Whether ``table[a ^ b] == table[a] ^ table[b]`` (a GF(2)-linear function of the index)."""
    n = len(table)
    if n & (n - 1) or table[0] != 0:
        return False
    for i in range(n):
        for b in range(n.bit_length() - 1):
            if table[i ^ (1 << b)] != table[i] ^ table[1 << b]:
                return False
    return True
