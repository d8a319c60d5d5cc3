"""The scratch layout Triton gives a layout conversion between two register layouts.

Triton 3.9 moves data between register layouts through shared memory with a scratch layout it
computes from the two layouts (``optimalSwizzlingLdSt`` in ``lib/Tools/GenericSwizzling.cpp``;
facts restated, code written for ldsopt).  Everything works on the tensor flattened to one index
(the first tensor dimension most minor, as Triton's ``flattenOuts``), and every layout is a list
of basis vectors over GF(2) (ints):

- ``vector``: the bases both layouts hold in registers (their intersection, in the source's
  order, at most ``128 / bits`` elements), filled up to one 32-bit word from the registers of the
  side whose order keeps them a prefix, then extended by registers of that side that are lanes of
  the other side;
- ``segment``: bases that neither side's bank tile (its lanes, less the ones the vector covers)
  touches, else XORs of a basis of one tile with one of the other (conflict-free), else bases of
  the tiles themselves (conflicts);
- ``bank``: the complement of vector + segment (lowest free bits);
- ``reps``: segment bases that are registers on both sides are taken out of the scratch: the
  conversion runs in that many rounds, each storing and loading one tile.

The scratch offset of a tensor element is its coordinates in the basis (vector, bank, segment),
vector bits lowest.
"""

from __future__ import annotations

from dataclasses import dataclass


def rref(vecs) -> dict:
    """Reduced row echelon form over GF(2) with the lowest set bit as each row's pivot:
    ``{pivot bit: row}`` (every pivot bit is set in its row only)."""
    piv: dict = {}
    for v in vecs:
        v = int(v)
        for b, r in piv.items():
            if v >> b & 1:
                v ^= r
        if not v:
            continue
        p = (v & -v).bit_length() - 1
        for b in piv:
            if piv[b] >> p & 1:
                piv[b] ^= v
        piv[p] = v
    return piv


def nullspace(vecs, dim: int) -> list:
    """A basis of ``{x : popcount(x & v) even for every v}`` in GF(2)^dim, one vector per
    non-pivot bit in increasing order."""
    piv = rref(vecs)
    out = []
    for f in range(dim):
        if f in piv:
            continue
        x = 1 << f
        for p, r in piv.items():
            if r >> f & 1:
                x ^= 1 << p
        out.append(x)
    return out


def complement(vecs, dim: int) -> list:
    """The unit vectors of the bits that are no pivot of ``vecs`` (a complement of their span)."""
    piv = rref(vecs)
    return [1 << i for i in range(dim) if i not in piv]


def intersection(b1, b2, dim: int) -> list:
    """A basis of span(b1) & span(b2): when both lists are powers of two, the vectors of ``b1``
    (in its order) that ``b2`` holds; otherwise through the null spaces."""
    pow2 = all(x > 0 and x & (x - 1) == 0 for x in list(b1) + list(b2))
    if pow2:
        s2 = set(b2)
        return [b for b in b1 if b in s2]
    return nullspace(nullspace(b1, dim) + nullspace(b2, dim), dim)


import os
FILL_BANK0 = os.environ.get("FB") == "1"


def _log2(n: int) -> int:
    return max(0, n.bit_length() - 1)


def vector_basis(reg_src, reg_dst, lane_src, lane_dst, bits: int, dim: int) -> tuple:
    """``(vbasis, vectorise_src)``: the scratch's vector bases and which side's register order
    they follow."""
    reg_src, reg_dst = list(reg_src), list(reg_dst)
    v = intersection(reg_src, reg_dst, dim)[:_log2(128 // bits)]
    per_bank = 0 if bits > 32 else _log2(32 // bits)
    max_extra = _log2(128 // max(bits, 32))

    def after_bank0(regs, vb, other_lanes):
        out = []
        for r in regs:
            if r in vb:
                continue
            if r in other_lanes:
                out.append(r)
            if len(out) == max_extra:
                break
        return out

    def prefix(p, regs):
        return len(p) <= len(regs) and all(a == b for a, b in zip(p, regs))

    def fill(regs, vb):
        out = list(vb)
        i = len(vb)
        while i < per_bank and i < len(regs):
            out.append(regs[i])
            i += 1
        return out

    vec_src = True
    if (1 << len(v)) * bits < 32:
        ps, pd = prefix(v, reg_src), prefix(v, reg_dst)
        if v and not ps and not pd:
            reg_src = v + [r for r in reg_src if r not in v]
            reg_dst = v + [r for r in reg_dst if r not in v]
            ps = pd = True
        if ps and pd:
            es = after_bank0(reg_src, fill(reg_src, v), set(lane_dst))
            ed = after_bank0(reg_dst, fill(reg_dst, v), set(lane_src))
            ps, pd = len(es) >= len(ed), len(ed) > len(es)
        vec_src = ps
        v = fill(reg_src if vec_src else reg_dst, v)
    v = v + (after_bank0(reg_src, v, set(lane_dst)) if vec_src
             else after_bank0(reg_dst, v, set(lane_src)))
    return v, vec_src


def _segment(bank_src, bank_dst, dim: int, length: int) -> list:
    ss = {x for x in bank_src if x}
    sd = {x for x in bank_dst if x}
    seg = [1 << b for b in range(dim) if (1 << b) not in ss and (1 << b) not in sd]
    if len(seg) >= length:
        return seg[:length]
    a = sorted(x for x in ss if x not in sd)
    b = sorted(x for x in sd if x not in ss)
    if len(a) > len(b):
        a, b = b, a
    conflicts = min(max(0, length - len(a) - len(seg)), len(a))
    seg += [a[i] ^ b[i] for i in range(conflicts, len(a))]
    seg += a[:conflicts] + b[:conflicts]
    return seg[:length]


@dataclass(frozen=True)
class Scratch:
    """The scratch layout of one conversion: bases (flat tensor indices) of each part."""
    vector: tuple
    bank: tuple
    segment: tuple
    reps: tuple

    @property
    def offsets(self) -> tuple:
        """The bases of the scratch offset, bit 0 first."""
        return self.vector + self.bank + self.segment

    @property
    def elements(self) -> int:
        return 1 << len(self.offsets)


def optimal_swizzling(reg_src, lane_src, reg_dst, lane_dst, bits: int, dim: int) -> Scratch:
    """The scratch layout Triton's generic conversion through shared memory (plain
    ``ld/st.shared`` or ``ds_read/ds_write``) uses, for register layouts given by their flat
    register bases (broadcast registers removed) and lane bases."""
    reg_src, reg_dst = list(reg_src), list(reg_dst)
    if FILL_BANK0:
        vb, _ = vector_basis(reg_src, reg_dst, lane_src, lane_dst, bits, dim)
    else:
        vb = intersection(reg_src, reg_dst, dim)[:_log2(128 // bits)]

    def vec_size(regs):
        i = 0
        for j, x in enumerate(vb):
            if j < len(regs) and regs[j] == x:
                i += 1
            else:
                return i
        return len(vb)

    def tile(lanes, regs):
        t = list(lanes)
        n = vec_size(regs)
        if (1 << n) * bits > 32:
            drop = _log2((1 << n) * bits // 32)
            t = t[:len(t) - drop] if drop else t
        return [x for x in t if x not in vb]

    t_src, t_dst = tile(lane_src, reg_src), tile(lane_dst, reg_dst)
    len_b = min(_log2(32 * 32 // ((1 << len(vb)) * bits)), dim - len(vb))
    len_s = dim - len_b - len(vb)
    seg = _segment(vb + t_src, vb + t_dst, dim, len_s)
    bank = complement(vb + seg, dim)
    rs, rd = set(reg_src), set(reg_dst)
    keep = [s for s in seg if not (s in rs and s in rd)]
    reps = [s for s in seg if s in rs and s in rd]
    return Scratch(tuple(vb), tuple(bank), tuple(keep), tuple(reps))
