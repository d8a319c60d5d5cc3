"""The scratch layout Triton gives a layout conversion between two register layouts.

Triton 3.9 moves data between register layouts through shared memory with a scratch layout it
computes from the two layouts (``optimalSwizzlingLdSt`` in ``lib/Tools/GenericSwizzling.cpp``;
facts restated, code written for ldsopt).  Everything works on the tensor flattened to one index
(the first tensor dimension most minor, as Triton's ``flattenOuts``), and every layout is a list
of basis vectors over GF(2) (ints):

- ``vector``: the bases both layouts hold in registers (their intersection, in the source's
  order, at most 128 bits); while that is narrower than a 32-bit word, a basis that is a register
  on one side and a warp on the other, else a warp on one side and a lane on the other; for
  32-bit or wider elements on targets of 32 banks, widened (up to 128 bits) with the source's
  registers that are lanes of the destination's bank tile, where that adds no bank conflict and
  the destination has no register that is a lane of the source (what the compiled kernels show);
- ``segment``: bases that neither side's bank tile (its first 32 lanes, 64 on gfx950, less the
  lanes a wider-than-32-bit vector covers: the leading vector bases the side holds in registers,
  in any register order, since the lowering moves them first) touches, else XORs of a basis of one tile with one of
  the other (conflict-free), else bases of the tiles themselves (conflicts);
- ``bank``: the complement of vector + segment (the lowest free bits), as many as fill the banks
  of one segment (32 banks of 32 bits; 64 banks on gfx950);
- ``reps``: segment bases that are registers on both sides are taken out of the scratch: the
  conversion runs in that many rounds, each storing and loading one tile.

The scratch offset of a tensor element is its coordinates in the basis (vector, bank, segment),
vector bits lowest.  Where the compiled kernels of Triton 3.9 differ from the public source this
was read from, the compiled kernels win: the word fill of the vector, its widening, the 32-lane
tile of AMD wave64 accesses and the 64 banks of gfx950 are what the addresses in Triton 3.9's amdgcn for
gfx942/gfx950 show (``tests/data/triton/scratch``, checked lane by lane with the ISA emulator in
``tests/test_ttgir_vs_isa.py``).
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


def _log2(n: int) -> int:
    return max(0, n.bit_length() - 1)


def vector_basis(reg_src, reg_dst, lane_src, lane_dst, warp_src, warp_dst, bits: int,
                 dim: int) -> list:
    """The scratch's vector bases: the bases both layouts hold in registers (in the source's
    order, at most 128 bits), and while they span less than a 32-bit word, a basis that is a
    register on one side and a warp on the other, else a warp on one side and a lane on the
    other (the source's first): the two halves of a word are then written by different warps or
    read by neighbouring lanes, which costs no cycle."""
    v = intersection(list(reg_src), list(reg_dst), dim)[:_log2(128 // bits)]
    cands = ([x for x in reg_src if x in warp_dst] + [x for x in reg_dst if x in warp_src]
             + [x for x in warp_src if x in lane_dst] + [x for x in warp_dst if x in lane_src])
    for x in cands:
        if (1 << len(v)) * bits >= 32:
            break
        if x and x not in v:
            v.append(x)
    return v


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


def optimal_swizzling(reg_src, lane_src, warp_src, reg_dst, lane_dst, warp_dst, bits: int,
                      dim: int, banks: int = 32, tile_lanes: int = 5) -> Scratch:
    """The scratch layout of Triton's generic conversion through shared memory (plain
    ``ds_read/ds_write`` or ``ld/st.shared``), for register layouts given by their flat register
    bases (broadcast registers removed), lane and warp bases.  ``banks``: the banks of one
    segment (Triton's target: 32; 64 on gfx950); ``tile_lanes``: how many lane bases one access
    serves together (5: 32 lanes; 6 on gfx950)."""
    reg_src, reg_dst = list(reg_src), list(reg_dst)
    vb = vector_basis(reg_src, reg_dst, lane_src, lane_dst, warp_src, warp_dst, bits, dim)

    def vec_size(regs):
        # the leading vector bases this side holds in registers, in whatever register order:
        # the lowering permutes the registers so that they come first (one access holds them
        # all), so the lanes that access serves are fewer, whatever the register order
        i = 0
        for x in vb:
            if x not in regs:
                return i
            i += 1
        return len(vb)

    def tile(lanes, regs):
        t = list(lanes)[:tile_lanes]
        n = vec_size(regs)
        if (1 << n) * bits > 32:
            drop = _log2((1 << n) * bits // 32)
            t = t[:len(t) - drop] if drop else t
        return [x for x in t if x not in vb]

    t_src, t_dst = tile(lane_src, reg_src), tile(lane_dst, reg_dst)
    sc = _swizzle(vb, t_src, t_dst, reg_src, reg_dst, bits, dim, banks)
    if banks > 32 or bits < 32 or (1 << len(vb)) * bits >= 128:
        return sc
    # 32-bit or wider elements: the source's registers that are lanes of the destination's bank
    # tile (as the destination's own vector leaves it) join the vector, up to 128 bits, where that
    # adds no bank conflict on either side and no register of the destination is a lane of the
    # source (what Triton 3.9's compiled f32 row sums show on gfx942, sm_80 and sm_90: 30 shapes
    # and warp counts; never on the 64 banks of gfx950)
    extra = [r for r in reg_src if r and r not in vb and r in t_dst]
    extra = extra[:_log2(128 // bits) - len(vb)]
    if not extra or any(r and r in lane_src for r in reg_dst):
        # one side is widened only where the other has no register to widen with (Triton 3.9
        # keeps both narrow in the transposes and GEMM epilogues whose two sides could)
        return sc
    vb = vb + extra
    wide_src, wide_dst = tile(lane_src, reg_src), tile(lane_dst, reg_dst)
    wide = _swizzle(vb, wide_src, wide_dst, reg_src, reg_dst, bits, dim, banks)
    if _conflicts(wide, wide_src, wide_dst, dim) <= _conflicts(sc, t_src, t_dst, dim):
        return wide
    return sc


def _conflicts(sc: "Scratch", t_src, t_dst, dim: int) -> int:
    """Triton's bank-conflict count of a scratch: ``2^k - 1`` per side, ``k`` the dimension of
    the span its segment bases share with the side's tile."""
    seg = list(sc.segment)
    return sum((1 << len(intersection(seg, [x for x in t if x], dim))) - 1 for t in (t_src, t_dst))


def _swizzle(vb, t_src, t_dst, reg_src, reg_dst, bits: int, dim: int, banks: int = 32,
             leave_reps: int = 0) -> Scratch:
    """The scratch for a chosen vector and the two bank tiles."""
    vb = list(vb)
    len_b = min(_log2(banks * 32 // ((1 << len(vb)) * bits)), dim - len(vb))
    len_s = dim - len_b - len(vb)
    seg = _segment(vb + list(t_src), vb + list(t_dst), dim, len_s)
    bank = complement(vb + seg, dim)
    rs, rd = set(reg_src), set(reg_dst)
    keep, reps = [], []
    for x in seg:
        if x in rs and x in rd:
            if leave_reps > 0:
                leave_reps -= 1
                keep.append(x)
            else:
                reps.append(x)
        else:
            keep.append(x)
    return Scratch(tuple(vb), tuple(bank), tuple(keep), tuple(reps))


# NVIDIA instruction tiles (Triton's getSrcDstTiles): (name, lanes contiguous, lanes addressing)
LDST = ("ld/st.shared", (), (0, 1, 2))
MATRIX = ("ldmatrix/stmatrix", (0, 1), (2, 3, 4))
MATRIX_T = ("ldmatrix/stmatrix.trans", (2, 3, 4), (0, 1))


def nvidia_tiles(cc: int, bits: int) -> tuple:
    """``(source tiles, destination tiles)``: plain ld/st always; stmatrix (sm_90+) and
    ldmatrix (sm_75+) for elements of at most 32 bits, their transposed forms for 16 bits."""
    src, dst = [LDST], [LDST]
    if bits <= 32:
        if cc >= 90:
            src.append(MATRIX)
        if cc >= 75:
            dst.append(MATRIX)
    if bits == 16:
        if cc >= 90:
            src.append(MATRIX_T)
        if cc >= 75:
            dst.append(MATRIX_T)
    return src, dst


def _coordinates(regs, lanes, warps):
    """A function giving ``(register bits, lane bits)`` of a flat element in a layout's hardware
    index (``invertAndCompose``: broadcast bases skipped)."""
    basis = [(0, i, v) for i, v in enumerate(regs)] + [(1, i, v) for i, v in enumerate(lanes)] \
        + [(2, i, v) for i, v in enumerate(warps)]
    piv: dict = {}
    for kind, i, v in basis:
        tag = {(kind, i)}
        while v:
            top = v.bit_length() - 1
            if top not in piv:
                piv[top] = (v, tag)
                break
            pv, pt = piv[top]
            v ^= pv
            tag = tag ^ pt

    def solve(x: int):
        tag: set = set()
        while x:
            top = x.bit_length() - 1
            if top not in piv:
                return None
            pv, pt = piv[top]
            x ^= pv
            tag = tag ^ pt
        return (sum(1 << i for k, i in tag if k == 0), sum(1 << i for k, i in tag if k == 1))
    return solve


def _pair_tile(a_reg, a_lane, a_warp, b_reg, b_lane, b_warp, n_a, n_b, ids_a, ids_b, dim):
    """Triton's ``optimalSwizzlingTile``: the vector (registers both hold, then the destination
    tile's contiguous lanes) when the two instructions can share one, else None."""
    if n_a < n_b:
        return _pair_tile(b_reg, b_lane, b_warp, a_reg, a_lane, a_warp, n_b, n_a, ids_b, ids_a, dim)
    vb = intersection(list(a_reg), list(b_reg), dim)
    if len(vb) < n_b:
        return None
    vb = vb[:n_b]
    ta = [a_lane[i] for i in ids_a]
    tb = [b_lane[i] for i in ids_b]
    if any(x == 0 for x in ta + tb):
        return None
    solve = _coordinates(a_reg, a_lane, a_warp)
    for i in range(n_a - n_b):
        c = solve(b_lane[ids_b[i]])
        if c is None or c[0] == 0:
            return None
    for ia, ib in zip(ids_a, list(ids_b)[len(ids_b) - len(ids_a):]):
        c = solve(b_lane[ib])
        if c is None or c[1] != 1 << ia:
            return None
    return vb + tb


def nvidia_choice(reg_src, lane_src, warp_src, reg_dst, lane_dst, warp_dst, bits: int, dim: int,
                  cc: int):
    """``(scratch, (source tile, destination tile))`` as Triton chooses them on NVIDIA: every
    pair of instruction tiles that can share a vector gets its scratch; the one with the fewest
    bank conflicts wins (then the most rounds); no pair: the plain ld/st scratch
    (:func:`optimal_swizzling`)."""
    total = _log2(128 // bits)
    s_tiles, d_tiles = nvidia_tiles(cc, bits)
    best = None
    for ts in s_tiles:
        for td in d_tiles:
            vb = _pair_tile(reg_src, lane_src, warp_src, reg_dst, lane_dst, warp_dst,
                            total - len(ts[1]), total - len(td[1]), ts[1], td[1], dim)
            if vb is None:
                continue

            def get_tile(t, regs, lanes):
                need = 3 - len(t[2])
                tile = [r for r in regs if r not in vb][:need]
                if len(tile) < need:
                    return None
                return tile + [lanes[i] for i in t[2]]
            tsrc, tdst = get_tile(ts, reg_src, lane_src), get_tile(td, reg_dst, lane_dst)
            if tsrc is None or tdst is None:
                continue
            leave = min(len(ts[1]) + len(ts[2]) - 3, len(td[1]) + len(td[2]) - 3)
            sc = _swizzle(vb, tsrc, tdst, reg_src, reg_dst, bits, dim, 32, leave)
            read = (1 << len(intersection(list(sc.segment), tdst, dim))) - 1
            write = (1 << len(intersection(list(sc.segment), tsrc, dim))) - 1
            key = (read + write, -len(sc.reps))
            if best is None or key < best[0]:
                best = (key, sc, (ts[0], td[0]))
    if best is None:
        return (optimal_swizzling(reg_src, lane_src, warp_src, reg_dst, lane_dst, warp_dst, bits,
                                  dim), (LDST[0], LDST[0]))
    return best[1], best[2]
