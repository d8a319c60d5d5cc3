"""Which shared-memory instructions Triton's lowering issues for one ``local_load`` /
``local_store`` / ``local_alloc``, and every lane's address.

What is modelled (Triton 3.9 lowering, ``lib/Conversion/TritonGPUToLLVM/Utility.cpp``
``lowerLocalLdSt`` / ``largestVectorisation``, the NVIDIA backend's ``lowerLdStMatrix`` and the AMD
backend's ``TransLocalLoadOpConversion``; facts restated here, code written for ldsopt):

1. ``cvt`` = the register layout composed with the inverse of the shared layout: (register, lane,
   warp) -> element offset in shared memory (the padded layout's offset before padding).
   Registers whose offset is zero (broadcast copies) are dropped.
2. **NVIDIA** (``ttg.target = "cuda:NN"``): ``ldmatrix`` (loads, sm_75+) and ``stmatrix``
   (stores, sm_90+) are tried first, non-transposed then transposed (16-bit only), never for a
   padded layout.  Non-transposed: registers holding one 32-bit word and lanes 0-1 must cover 16
   contiguous bytes of a row, lanes 2-4 select 8 rows, the next registers select up to 4 matrices
   (``.x1/.x2/.x4``).  Transposed: lanes 2-4 cover 8 contiguous elements, lanes 0-1 and one
   register (chosen by Triton to minimise conflicts among the 8 rows) select rows.
3. **AMD gfx950** loads of 8- and 16-bit elements: ``ds_read_b64_tr_b16`` / ``_b8`` is tried first:
   the register layout's first 4 lane bases and first ``log2(64 / bits)`` register bases are
   rotated (registers take the first lane bases) and the result must vectorize to exactly 64 bits.
4. Otherwise the vector path: the widest vector ``v`` (at most 16 bytes; at most the smallest
   padding interval for a padded layout, and then without reordering registers) such that
   ``log2 v`` registers map to offsets 1, 2, ..., v/2 and every other register, lane and warp
   basis keeps the vector aligned.  One ``ds_read/ds_write`` (AMD) or ``ld/st.shared`` (NVIDIA) of
   ``v`` elements per lane per group of registers.  LLVM may pair two such AMD instructions into
   one ``ds_read2``/``ds_write2`` (the bank model serves each address of a pair in the
   single-width phases, so the cycles are the same).

Addresses are byte offsets from the start of the allocation: ``(o + sum((o >> log2 interval) *
pad)) * elem_bytes`` for a padded layout, ``o * elem_bytes`` otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ldsopt.errors import UsageError
from ldsopt.layouts.gf2 import Space, coordinates
from ldsopt.layouts.linear_layout import LinearLayout, log2, table, unflatten
from ldsopt.layouts.triton_attrs import Attr
from ldsopt.triton.layouts import distributed_ll, padded_intervals, shared_ll

MAX_ELEMENTS = 1 << 22


@dataclass(frozen=True)
class Cvt:
    """(register, lane, warp) -> shared-memory element offset, as basis lists."""
    reg: tuple
    lane: tuple
    warp: tuple
    reg_coords: tuple = ()      # element coordinates of each register basis (after dropping)
    lane_coords: tuple = ()
    warp_coords: tuple = ()


@dataclass
class Lowered:
    kind: str                    # "load" | "store"
    path: str                    # "vector" | "ldmatrix" | "ds_read_tr"
    instruction: str             # e.g. ds_read_b128, ld.shared.v4.u32, ldmatrix.x4.trans
    vec: int                     # elements per lane per address
    per_warp: int                # instructions per warp
    warps: int
    lanes: int
    addresses: np.ndarray        # (warps * per_warp, lanes) byte addresses
    active: np.ndarray | None = None
    coords: np.ndarray | None = None     # (n, lanes, rank): first element each lane touches
    note: str = ""
    details: dict = field(default_factory=dict)

    @property
    def instructions(self) -> int:
        """Instructions executed, all warps together (a row with no active lane is not)."""
        if self.active is None:
            return self.per_warp * self.warps
        return int(np.asarray(self.active).any(axis=1).sum())


# ----------------------------------------------------------------------------- cvt
def _span_table(values, rank: int | None = None) -> np.ndarray:
    """For every x in [0, 2**len(values)), in order, the XOR of the ``values[k]`` whose bit k is
    set in x: (2**n,) offsets, or (2**n, rank) coordinates when ``rank`` is given (built by
    doubling)."""
    tab = np.zeros((1,) if rank is None else (1, rank), dtype=np.int64)
    for v in values:
        tab = np.concatenate([tab, tab ^ np.asarray(v, dtype=np.int64)])
    return tab


def invert_compose(reg: LinearLayout, shared: LinearLayout) -> Cvt:
    """Offsets of every register/lane/warp basis of ``reg`` in ``shared`` (both over the same
    tensor dimensions): Triton's ``invertAndCompose`` for a shared layout whose offsets reach every
    element (a pseudo-inverse picks one offset where several hold the same element)."""
    if list(reg.out_dims) != list(shared.out_dims) or any(
            reg.out_size(d) != shared.out_size(d) for d in reg.out_dims):
        raise UsageError(f"register layout covers {[reg.out_size(d) for d in reg.out_dims]} but the "
                         f"shared layout {[shared.out_size(d) for d in shared.out_dims]}")
    # t, a combination of offset basis indices, is the offset value itself (bit i of the offset is
    # offset basis i)
    solve = coordinates(shared.flat_basis("offset"),
                        "the shared layout does not hold every element the register layout holds")

    def conv(dim):
        return tuple(solve(v) for v in reg.flat_basis(dim))
    return Cvt(conv("register"), conv("lane"), conv("warp"),
               tuple(reg.basis("register")), tuple(reg.basis("lane")), tuple(reg.basis("warp")))


def drop_broadcast(c: Cvt) -> Cvt:
    keep = [i for i, v in enumerate(c.reg) if v]
    return Cvt(tuple(c.reg[i] for i in keep), c.lane, c.warp, tuple(c.reg_coords[i] for i in keep),
               c.lane_coords, c.warp_coords)


def largest_vec(c: Cvt, max_vec: int, allow_perm: bool):
    """``(v, inside, rest)``: Triton's ``largestVectorisation``.

    ``v`` elements are contiguous for every lane when the offsets 1, 2, ..., v/2 lie in the span
    of the register offsets (Triton takes any basis of the register space: a register whose
    offset is 5 next to one whose offset is 1 gives offset 4) and every lane and warp offset keeps
    the vector aligned.  Without reordering (a padded layout) the first log2(v) registers must be
    exactly 1, 2, ..., v/2.  ``rest``: the registers that enumerate the vectors (independent once
    the offset bits below v are cleared); ``inside``: the others (within a vector)."""
    v = max(1, max_vec)
    v = 1 << (v.bit_length() - 1)
    while v >= 1:
        k = v.bit_length() - 1
        if any(b & (v - 1) for b in list(c.lane) + list(c.warp)):
            v //= 2
            continue
        if allow_perm:
            span = Space(c.reg)
            ok = all((1 << j) in span for j in range(k))
        else:
            ok = (all(j < len(c.reg) and c.reg[j] == 1 << j for j in range(k))
                  and not any(b & (v - 1) for b in c.reg[k:]))
        if ok:
            rest, seen = [], Space()
            for i, b in enumerate(c.reg):
                if (allow_perm or i >= k) and seen.add(b & ~(v - 1)):
                    rest.append(i)
            return v, [i for i in range(len(c.reg)) if i not in rest], rest
        v //= 2
    return 1, [], list(range(len(c.reg)))


# ----------------------------------------------------------------------------- helpers
def _bytes_of(off: np.ndarray, eb: int, intervals) -> np.ndarray:
    out = off.copy()
    for iv, pad in intervals:
        out = out + (off >> log2(iv)) * pad
    return out * eb


def _lane_table(c: Cvt, lanes: int) -> np.ndarray:
    n = len(c.lane)
    if 1 << n != lanes:
        raise UsageError(f"the layout has {1 << n} lanes per warp; the target has {lanes}")
    return _span_table(c.lane)


def _amd_name(kind: str, nbytes: int) -> str:
    if kind == "load":
        return {1: "ds_read_u8", 2: "ds_read_u16", 4: "ds_read_b32", 8: "ds_read_b64",
                16: "ds_read_b128"}[nbytes]
    return {1: "ds_write_b8", 2: "ds_write_b16", 4: "ds_write_b32", 8: "ds_write_b64",
            16: "ds_write_b128"}[nbytes]


def _nv_name(kind: str, nbytes: int) -> str:
    verb = "ld" if kind == "load" else "st"
    return f"{verb}.shared." + {1: "u8", 2: "u16", 4: "u32", 8: "v2.u32", 16: "v4.u32"}[nbytes]


# ----------------------------------------------------------------------------- paths
def _vector_path(c: Cvt, kind, eb, bits, target, intervals, max_vec=None, allow_perm=True,
                 rank=2, instr_name=None, path="vector") -> Lowered:
    mv = max_vec or max(1, 128 // bits)
    v, inside, rest_idx = largest_vec(c, mv, allow_perm)
    order = inside + rest_idx
    rest = [c.reg[i] & ~(v - 1) for i in rest_idx]
    rest_coords = [c.reg_coords[i] for i in rest_idx]
    lane_off = _lane_table(c, target.lanes)
    nw = 1 << len(c.warp)
    ninst = 1 << len(rest)
    L = target.lanes
    # row w * ninst + i, lane l: lane part ^ warp w's part ^ register group i's part
    addr = (lane_off[None, None, :] ^ _span_table(c.warp)[:, None, None]
            ^ _span_table(rest)[None, :, None]).reshape(nw * ninst, L)
    coords = (_span_table(c.lane_coords, rank)[None, None, :, :]
              ^ _span_table(c.warp_coords, rank)[:, None, None, :]
              ^ _span_table(rest_coords, rank)[None, :, None, :]).reshape(nw * ninst, L, rank)
    details = {"register_order": order, "triton_vec": v}
    m = 1
    if path == "vector":
        m = _llvm_merge(rest, list(c.lane) + list(c.warp), v, eb, intervals)
    if m > 1:
        # keep the instruction of each merged block that starts it (slot 0)
        slot = _span_table(rest) % (v * m)
        keep = np.nonzero(slot == 0)[0]
        sel = (np.arange(nw)[:, None] * ninst + keep[None, :]).ravel()
        addr, coords = addr[sel], coords[sel]
        details["llvm_merged"] = m
        ninst //= m
        v *= m
    nbytes = v * eb if bits >= 8 else max(1, v * bits // 8)
    name = instr_name or (_amd_name(kind, nbytes) if target.vendor == "amd" else _nv_name(kind, nbytes))
    return Lowered(kind, path, name, v, ninst, nw, target.lanes, _bytes_of(addr, eb, intervals),
                   coords=coords, details=details)


def _llvm_merge(rest, runtime, v: int, eb: int, intervals) -> int:
    """How many of Triton's accesses LLVM's load/store vectorizer joins into one (1, 2 or 4).

    Triton computes each register group's address as (lane/warp part) XOR (a constant); where the
    constants' bits are disjoint from every bit the lane and warp parts can set, LLVM proves the
    addresses differ by constants and joins accesses that together fill an aligned block of up to
    16 bytes (observed on Triton 3.9's amdgcn and PTX output, ``tools/triton_lowering_check.py``).  Joined
    only when every group joins the same way (the constants fill every slot of every block)."""
    runtime_bits = 0
    for b in runtime:
        runtime_bits |= b
    for m in (4, 2):
        blk = v * m
        if blk * eb > 16:
            continue
        if intervals and blk > min(i for i, _ in intervals):
            continue
        if runtime_bits & (blk - 1) or any(r & runtime_bits for r in rest):
            continue
        slots = Space([r % blk for r in rest if r % blk])
        if slots.dim == (m.bit_length() - 1) and all((x % v) == 0 for x in slots.basis()):
            return m
    return 1


def _phase_conflicts(vecs) -> int:
    """log2 ways of a phase of 16-byte rows (8 rows = one 128-byte wavefront)."""
    full = Space([int(v) for v in vecs])
    low = Space([int(v) & 7 for v in vecs])
    return full.dim - low.dim


def _ldst_matrix(c: Cvt, kind, eb, bits, target, transpose: bool, rank: int):
    """NVIDIA ldmatrix / stmatrix, or None when the layout does not fit (Triton falls back)."""
    if bits > 32 or (transpose and bits != 16):
        return None
    lanes = list(c.lane)
    if len(lanes) != 5:
        return None
    if not transpose:
        wr = 32 // bits                       # elements in one 32-bit word
        nwb = wr.bit_length() - 1
        idx = []
        for j in range(nwb):
            hit = [i for i, b in enumerate(c.reg) if b == 1 << j and i not in idx]
            if not hit:
                return None
            idx.append(hit[0])
        if lanes[0] != wr or lanes[1] != 2 * wr:
            return None
        row_lanes = [2, 3, 4]
        low = 4 * wr - 1
        order = idx + [i for i in range(len(c.reg)) if i not in idx]
        others = [c.reg[i] for i in order[nwb:]] + [lanes[i] for i in row_lanes] + list(c.warp)
        if any(b & low for b in others):
            return None
        regs_core = wr
        row_reg = []
        addr_lanes = row_lanes                  # addr bits 0-2
    else:
        # lanes 2-4 hold 8 contiguous elements (16 bytes) of a row; lanes 0-1 and one register
        # select rows
        if lanes[2] != 1 or lanes[3] != 2 or lanes[4] != 4:
            return None
        if len(c.reg) < 1:
            return None
        others = list(c.reg) + [lanes[0], lanes[1]] + list(c.warp)
        if any(b & 7 for b in others):
            return None
        nwb = 0
        regs_core = 2
        # Triton picks the row register that minimises conflicts among the 8 rows of a phase,
        # then prefers the register that was first (keeps the packed word), then keeps order
        best, best_cost = 0, None
        for i, b in enumerate(c.reg):
            cost = (_phase_conflicts([b >> 3, lanes[0] >> 3, lanes[1] >> 3]), -(i < 1), -(i == 0))
            if best_cost is None or cost < best_cost:
                best, best_cost = i, cost
        order = [best] + [i for i in range(len(c.reg)) if i != best]
        row_reg = [order[0]]
        addr_lanes = [0, 1]
    nreg = len(c.reg)
    if (1 << nreg) < regs_core:
        return None
    vec = min(128 // bits, 1 << nreg) // regs_core
    if vec not in (1, 2, 4):
        return None
    vb = vec.bit_length() - 1
    mat_regs = [order[nwb + len(row_reg) + j] for j in range(vb)]
    used = set(order[:nwb]) | set(row_reg) | set(mat_regs)
    inst_regs = [i for i in order if i not in used]
    nw = 1 << len(c.warp)
    ninst = 1 << len(inst_regs)
    L = target.lanes
    act = np.zeros((nw * ninst, L), dtype=bool)
    act[:, :8 * vec] = True

    def lane_addr(l: int):
        o = 0
        cc = np.zeros(rank, dtype=np.int64)
        bits_ = []
        if not transpose:
            for b, ln in enumerate(addr_lanes):
                bits_.append(("lane", ln, l >> b & 1))
        else:
            bits_.append(("reg", row_reg[0], l & 1))
            for b, ln in enumerate(addr_lanes):
                bits_.append(("lane", ln, l >> (b + 1) & 1))
        for j, ri in enumerate(mat_regs):
            bits_.append(("reg", ri, l >> (3 + j) & 1))
        for kind_, i, on in bits_:
            if not on:
                continue
            if kind_ == "lane":
                o ^= c.lane[i]
                cc ^= np.asarray(c.lane_coords[i], dtype=np.int64)
            else:
                o ^= c.reg[i]
                cc ^= np.asarray(c.reg_coords[i], dtype=np.int64)
        return o, cc
    la = [lane_addr(l) for l in range(L)]
    lo = np.array([x for x, _ in la], dtype=np.int64)
    lc = np.array([y for _, y in la], dtype=np.int64)
    addr = (lo[None, None, :] ^ _span_table(c.warp)[:, None, None]
            ^ _span_table([c.reg[ri] for ri in inst_regs])[None, :, None]).reshape(nw * ninst, L)
    coords = (lc[None, None, :, :] ^ _span_table(c.warp_coords, rank)[:, None, None, :]
              ^ _span_table([c.reg_coords[ri] for ri in inst_regs], rank)[None, :, None, :]
              ).reshape(nw * ninst, L, rank)
    addr[~act] = 0
    name = ("ldmatrix" if kind == "load" else "stmatrix") + f".x{vec}" + (".trans" if transpose else "")
    return Lowered(kind, "ldmatrix" if kind == "load" else "stmatrix", name, 8 * 2 // eb if eb <= 2 else 16 // eb,
                   ninst, nw, L, addr * eb, active=act, coords=coords,
                   details={"matrices": vec, "transposed": transpose})


def _rotate_for_tr(reg: LinearLayout, bits: int) -> LinearLayout:
    """Triton's ``chooseDsReadTrLayout`` for 64-bit transpose reads in 16-lane groups: the first
    ``log2(64 / bits)`` register bases and the first 4 lane bases are rotated."""
    nreg = (64 // bits).bit_length() - 1
    rb, lb = list(reg.basis("register")), list(reg.basis("lane"))
    if len(rb) < nreg or len(lb) < 4:
        return None
    unit = lb[:4] + rb[:nreg]
    rb = unit[:nreg] + rb[nreg:]
    lb = unit[nreg:] + lb[4:]
    return reg.with_bases("register", rb).with_bases("lane", lb)


# ----------------------------------------------------------------------------- the op
@dataclass(frozen=True)
class Target:
    name: str                 # ldsopt arch name (gfx942, sm_90, ...)
    vendor: str               # "amd" | "nvidia"
    lanes: int
    cc: int = 0               # NVIDIA compute capability (e.g. 90)


def lower(kind: str, reg_attr: Attr, shared_attr: Attr, shape, elem_bits: int, target: Target,
          alloc_shape=None) -> Lowered:
    """Model one ``local_load`` (``kind="load"``) or ``local_store`` / ``local_alloc`` with a
    source (``kind="store"``) of a ``shape`` tensor of ``elem_bits``-bit elements."""
    shape = [int(s) for s in shape]
    n = 1
    for s in shape:
        n *= s
    if n > MAX_ELEMENTS:
        raise UsageError(f"a {'x'.join(map(str, shape))} tensor is larger than ldsopt models "
                         f"({MAX_ELEMENTS} elements)")
    eb = max(1, elem_bits // 8)
    reg = distributed_ll(reg_attr, shape)
    sh = shared_ll(shared_attr, shape, elem_bits)
    intervals = padded_intervals(shared_attr) if shared_attr.kind == "padded_shared" else ()
    if reg.in_size("lane") != target.lanes:
        raise UsageError(f"the register layout has {reg.in_size('lane')} lanes per warp but "
                         f"{target.name} has {target.lanes}")
    rank = len(shape)
    full = invert_compose(reg, sh)
    c = drop_broadcast(full)
    if target.vendor == "nvidia" and not intervals:
        can = (kind == "load" and target.cc >= 75) or (kind == "store" and target.cc >= 90)
        if can:
            for tr in (False, True):
                low = _ldst_matrix(c, kind, eb, elem_bits, target, tr, rank)
                if low is not None:
                    return low
    if target.vendor == "amd" and kind == "load" and target.name == "gfx950" and elem_bits in (8, 16):
        rot = _rotate_for_tr(reg, elem_bits)
        if rot is not None:
            ct = drop_broadcast(invert_compose(rot, sh))
            need = 64 // elem_bits
            v = largest_vec(ct, need, allow_perm=False)[0]
            if intervals:
                v = min(v, min(i for i, _ in intervals))
            if v == need:
                low = _vector_path(ct, kind, eb, elem_bits, target, intervals, need, False, rank,
                                   instr_name=f"ds_read_b64_tr_b{elem_bits}", path="ds_read_tr")
                return low
    if intervals:
        return _vector_path(c, kind, eb, elem_bits, target, intervals,
                            min(max(1, 128 // elem_bits), min(i for i, _ in intervals)), False, rank)
    return _vector_path(c, kind, eb, elem_bits, target, intervals, None, True, rank)


def shared_offsets(shared_attr: Attr, shape, elem_bits: int) -> np.ndarray:
    """Byte offset of every element of the tensor (row-major over ``shape``)."""
    sh = shared_ll(shared_attr, shape, elem_bits)
    eb = max(1, elem_bits // 8)
    intervals = padded_intervals(shared_attr) if shared_attr.kind == "padded_shared" else ()
    flat = table(sh, ["offset"])
    coords = unflatten(sh, flat)
    n = 1
    for s in shape:
        n *= s
    out = np.full(n, -1, dtype=np.int64)
    lin = np.zeros(len(flat), dtype=np.int64)
    for d, s in enumerate(shape):
        lin = lin * s + coords[:, d]
    offs = _bytes_of(np.arange(len(flat), dtype=np.int64), eb, intervals)
    # first offset of each element (a broadcast layout repeats elements)
    order = np.argsort(lin, kind="stable")
    first = np.ones(len(order), dtype=bool)
    first[1:] = lin[order][1:] != lin[order][:-1]
    out[lin[order][first]] = offs[order][first]
    return out.reshape(shape)
