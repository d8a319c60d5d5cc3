"""Predicates, selects, special registers, the constant bank, lane exchanges and everything that
only marks its destination unknown (loads, floating point, matrix units, unknown opcodes)."""

from __future__ import annotations

import re

import numpy as np

from ldsopt.nvidia.operands import WARP, _known_int, _regname, _unknown_dest, pval, val, why_of
from ldsopt.simt import approx, arith
from ldsopt.simt.derived import describe, lanewise, reason_text, unknown_lanes
from ldsopt.simt.pred import PTRUE, Pred, plogic, plut3
from ldsopt.simt.values import M32, Val, gather, same_lanes, select


def op_plop3(em, p, ins, ex):
    o = ins.operands
    dsts = [x for x in o[:2]]
    srcs = [pval(em, p, x) for x in o[2:5]]
    luts = [x.value for x in o[5:7] if x.kind == "imm"]
    for dst, lut in zip(dsts, luts):
        em.write_pred(p, dst.name, plut3(lut & 0xFF, *srcs, em.n), ex)

def op_sel(em, p, ins, ex):
    o = ins.operands
    a, b = val(em, p, o[1]), val(em, p, o[2])
    pr = pval(em, p, o[3])
    em.write(p, o[0].name, _select_pred(em, pr, a, b), ex)


def _select_pred(em, pr: Pred, a: Val, b: Val) -> Val:
    """a where the predicate holds, else b; unknown on threads whose predicate is unknown, unless
    a and b are the same value there."""
    if a is b:
        return a
    if pr.unk is not None and np.count_nonzero(pr.unk):
        r = select(pr.value(em.n), a, b)
        bad = pr.unk & ~same_lanes(a, b)
        if np.count_nonzero(bad):
            r = select(bad, em.L.unknown(f"a value chosen by a condition that depends on "
                                         f"{pr.why or 'unknown values'}"), r)
        return r
    v = pr.v
    if isinstance(v, bool):
        return a if v else b
    return select(v, a, b)


_CMP = {"LT": np.less, "LE": np.less_equal, "GT": np.greater, "GE": np.greater_equal,
        "EQ": np.equal, "NE": np.not_equal}


def _compare(em, a: Val, b: Val, cmp: str, signed: bool) -> Pred:
    """a <cmp> b per thread: known where both are, and where both carry the same wave-uniform
    unknowns (which then cancel: the known parts decide, :func:`ldsopt.simt.approx.compare_by_known_parts`
    says on what assumption)."""
    n = em.n
    if cmp in ("F", "T"):
        return Pred(np.full(n, cmp == "T"))
    if a.plain and b.plain:
        ac, bc = (a.c.view(np.int32), b.c.view(np.int32)) if signed else (a.c, b.c)
        return Pred(_CMP[cmp](ac, bc))
    decided, r = approx.compare_by_known_parts(a, b, cmp.lower(), signed)
    if np.count_nonzero(decided) == decided.size:
        return Pred(r)
    unk = ~decided
    bad = unknown_lanes(a) | unknown_lanes(b)
    diff = unk & ~bad
    env = em.L.env
    if np.count_nonzero(diff):
        syms = {k for k in set(a.sym or {}) | set(b.sym or {})
                if ((a.sym or {}).get(k, 0) != (b.sym or {}).get(k, 0))[diff].any()}
        return Pred(r & ~unk, unk, describe(env, syms), data=bool(bad.any()))
    return Pred(r & ~unk, unk, reason_text(env, a, bad) or reason_text(env, b, bad), True)


def op_isetp(em, p, ins, ex):
    o = ins.operands
    mods = ins.mods
    cmp = next((m for m in mods if m in _CMP or m in ("F", "T")), "NE")
    signed = "U32" not in mods
    bop = next((m for m in mods if m in ("AND", "OR", "XOR")), "AND")
    pd, pq = o[0], o[1]
    a, b = val(em, p, o[2]), val(em, p, o[3])
    pc = pval(em, p, o[4]) if len(o) > 4 else PTRUE
    r = _compare(em, a, b, cmp, signed)
    if "EX" in mods and len(o) > 5:
        lo = pval(em, p, o[5])
        eq = _compare(em, a, b, "EQ", signed)
        if cmp in ("LT", "LE", "GT", "GE"):
            strict = _compare(em, a, b, {"LT": "LT", "LE": "LT", "GT": "GT", "GE": "GT"}[cmp], signed)
            r = plogic(lambda s, e, l: s | (e & l), (strict, eq, lo))
        elif cmp == "EQ":
            r = plogic(lambda e, l: e & l, (eq, lo))
        elif cmp == "NE":
            r = plogic(lambda e, l: (~e) | l, (eq, lo))
    if pc is PTRUE and bop == "AND" and r.unk is None and not isinstance(r.v, bool):
        # the common form (ISETP.xx.AND P, PT, a, b, PT): the comparison and its complement
        em.write_pred(p, pd.name, r, ex)
        if pq.name not in ("PT", "UPT"):
            em.write_pred(p, pq.name, Pred(~r.v), ex)
        return
    f = {"AND": np.logical_and, "OR": np.logical_or, "XOR": np.logical_xor}[bop]
    em.write_pred(p, pd.name, plogic(lambda x, y: f(x, y), (r, pc)), ex)
    if pq.name not in ("PT", "UPT"):
        em.write_pred(p, pq.name, plogic(lambda x, y: f(~np.asarray(x, bool), y), (r, pc)), ex)


def op_fsetp(em, p, ins, ex):
    why = "a floating-point comparison"
    for o in ins.operands[:2]:
        if o.kind in ("pred", "upred") and o.name not in ("PT", "UPT"):
            em.write_pred(p, o.name, Pred(np.zeros(em.n, bool), np.ones(em.n, bool), why), ex)

def op_s2r(em, p, ins, ex):
    o = ins.operands
    src = o[1]
    v = val(em, p, src) if src.kind == "sreg" else (em.L.const_val(0) if src.name == "SRZ" else val(em, p, src))
    em.write(p, o[0].name, v, ex)


def op_cs2r(em, p, ins, ex):
    o = ins.operands
    src = o[1]
    L = em.L
    zero = L.const_val(0)
    if src.name == "SRZ" or (src.kind == "reg" and src.name == "SRZ"):
        v = zero
    else:
        v = val(em, p, src) if src.kind == "sreg" else L.unknown("a clock or counter")
        if src.kind == "sreg" and src.name.startswith("SR_CLOCK"):
            v = L.unknown("a clock value")
    em.write(p, o[0].name, v, ex)
    if "32" not in ins.mods:
        em.write(p, _regname(o[0].name, 1), zero if v is zero else L.unknown("a clock value"), ex)


def op_r2ur(em, p, ins, ex):
    o = ins.operands
    em.write(p, o[0].name, val(em, p, o[-1]), ex)


def op_ldc(em, p, ins, ex):
    o = ins.operands
    c = o[1]
    if c.kind != "const":
        return _unknown_dest(em, p, ins, ex, "LDC of a non-constant operand")
    if any(m in ins.mods for m in ("U8", "S8", "U16", "S16")):
        return _unknown_dest(em, p, ins, ex, "sub-word constant load")
    n = 2 if "64" in ins.mods else 1
    for k in range(n):
        em.write(p, _regname(o[0].name, k), val(em, p, _const_word(c, k)), ex)


def _const_word(c, k: int):
    """The plain constant-bank operand `k` words past `c` (an LDC.64's second register: k = 1),
    one object per operand."""
    key = (c.bank, c.base, c.offset, c.text, k)
    ck = _CONST_WORDS.get(key)
    if ck is None:
        from ldsopt.nvidia.listing import Operand
        ck = _CONST_WORDS[key] = Operand("const", bank=c.bank, base=c.base, offset=c.offset + 4 * k, text=c.text)
    return ck


_CONST_WORDS: dict = {}


def op_p2r(em, p, ins, ex):
    o = ins.operands
    base = val(em, p, o[2])
    mask = _known_int(val(em, p, o[3])) if len(o) > 3 else 0x7F
    if mask is None:
        return _unknown_dest(em, p, ins, ex, "P2R with an unknown mask")
    pre = "UP" if o[1].name == "UPR" else "P"
    bits = np.zeros(em.n, np.int64)
    for i in range(7):
        if (mask >> i) & 1:
            pr = em.pred(p, f"{pre}{i}")
            if pr.unk is not None and np.count_nonzero(pr.unk):
                return _unknown_dest(em, p, ins, ex, f"P2R of {pre}{i}, which depends on {pr.why}")
            bits |= np.broadcast_to(np.asarray(pr.v, np.int64), (em.n,)) << i
    r = lanewise(em.L.sp, (base,), lambda x: x & ~mask & M32, "P2R")
    em.write(p, o[0].name, arith.add(em.L.sp, r, Val(bits.astype(np.uint32))), ex)


def op_r2p(em, p, ins, ex):
    o = ins.operands
    src = val(em, p, o[1])
    mask = _known_int(val(em, p, o[2])) if len(o) > 2 else 0x7F
    pre = "UP" if o[0].name == "UPR" else "P"
    for i in range(7):
        if mask is None or (mask >> i) & 1:
            if src.plain:
                em.write_pred(p, f"{pre}{i}", Pred(((src.c >> np.uint32(i)) & 1).astype(bool)), ex)
            else:
                em.write_pred(p, f"{pre}{i}", Pred(np.zeros(em.n, bool), np.ones(em.n, bool),
                                                   why_of(em, src, "R2P")), ex)


def op_shfl(em, p, ins, ex):
    o = ins.operands
    k = 0
    pdst = None
    if o[0].kind in ("pred", "upred"):
        pdst, k = o[0], 1
    d, a, bo, co = o[k], o[k + 1], o[k + 2], o[k + 3] if len(o) > k + 3 else None
    av = val(em, p, a)
    b = _known_int(val(em, p, bo))
    bvec = None
    if b is None:
        bv = val(em, p, bo)
        if bv.plain:
            bvec = bv.c.astype(np.int64)
        else:
            return _unknown_dest(em, p, ins, ex, "shuffle with an unknown lane")
    c = _known_int(val(em, p, co)) if co is not None else 0x1F
    if c is None:
        return _unknown_dest(em, p, ins, ex, "shuffle with an unknown clamp")
    lane = em.L.lane
    bb = bvec if bvec is not None else b
    seg = (c >> 8) & 0x1F
    minl = lane & seg
    maxl = minl | ((c & 0x1F) & ~seg)
    mode = next((m for m in ins.mods if m in ("IDX", "UP", "DOWN", "BFLY")), "IDX")
    if mode == "UP":
        j = lane - bb
        ok = j >= maxl
    elif mode == "DOWN":
        j = lane + bb
        ok = j <= maxl
    elif mode == "BFLY":
        j = lane ^ bb
        ok = j <= maxl
    else:
        j = minl | (np.asarray(bb) & 0x1F & ~seg)
        ok = j <= maxl
    j = np.where(ok, j, lane)
    src = (em.L.warp * WARP + j).clip(0, em.n - 1)
    em.write(p, d.name, gather(av, src), ex)
    if pdst is not None:
        em.write_pred(p, pdst.name, Pred(np.broadcast_to(ok, (em.n,)).copy()), ex)


def op_vote(em, p, ins, ex):
    o = ins.operands
    dst = o[0] if o[0].kind in ("reg", "ureg") else None
    pd = next((x for x in o if x.kind in ("pred", "upred") and x is not o[-1]), None)
    src = pval(em, p, o[-1])
    if src.unk is not None and (src.unk & ex).any():
        return _unknown_dest(em, p, ins, ex, f"a vote on {src.why}")
    v = np.broadcast_to(np.asarray(src.v, bool), (em.n,)) & ex
    W = em.L.nwarps
    pad = W * WARP - em.n
    vv = np.concatenate([v, np.zeros(pad, bool)]) if pad else v
    bits = (vv.reshape(W, WARP).astype(np.int64) << np.arange(WARP)).sum(axis=1) & M32
    ballot = bits[em.L.warp]
    if dst is not None and dst.name not in ("RZ", "URZ"):
        em.write(p, dst.name, Val(ballot.astype(np.uint32)), ex)
    if pd is not None and pd.name not in ("PT", "UPT"):
        exv = np.concatenate([ex, np.zeros(pad, bool)]) if pad else ex
        exb = (exv.reshape(W, WARP).astype(np.int64) << np.arange(WARP)).sum(axis=1)[em.L.warp]
        res = (ballot != 0) if "ANY" in ins.mods else (ballot == exb)
        em.write_pred(p, pd.name, Pred(res), ex)


def op_nop(em, p, ins, ex):
    return None


def op_load(em, p, ins, ex):
    _unknown_dest(em, p, ins, ex, f"data loaded by {ins.full} at {ins.pc:#06x}")


def op_ldsm(em, p, ins, ex):
    n = 4 if "4" in ins.mods else 2 if "2" in ins.mods else 1
    _unknown_dest(em, p, ins, ex, f"data loaded by {ins.full} at {ins.pc:#06x}", n)


def op_float(em, p, ins, ex):
    _unknown_dest(em, p, ins, ex, f"a floating-point result ({ins.opcode} at {ins.pc:#06x})")


def _half_bits(o) -> int | None:
    """16-bit pattern of a half-precision immediate operand (0, 1, -1.5, +INF ...)."""
    if o.kind == "imm":
        return o.value & 0xFFFF if -0x8000 <= o.value <= 0xFFFF and o.text.lower().startswith(
            ("0x", "-0x")) else int(np.float16(o.value).view(np.uint16))
    if o.kind == "fimm":
        try:
            return int(np.float16(float(o.text.replace("+", "").replace("QNAN", "nan"))).view(np.uint16))
        except ValueError:
            return None
    return None


def op_hfma2(em, p, ins, ex):
    """HFMA2 / HFMA2.MMA with a zero product (one of the factors RZ): the compiler's idiom for
    moving a constant, ``HFMA2.MMA R0, -RZ, RZ, 0, 0`` (R0 = 0).  Other forms are floating point.

    The two halves of the immediate print high half first: nvdisasm shows
    ``HFMA2.MMA R13, -RZ, RZ, 0, 1.1920928955078125e-07`` for the encoding whose 32-bit immediate is
    0x00000002 (R13 = 2, the low half 2 * 2**-24) and ``HFMA2.MMA R13, -RZ, RZ, 2, 0`` for 0x40000000
    (docs/validation/sass/listings)."""
    o = ins.operands
    if len(o) >= 4 and (o[1].name == "RZ" or o[2].name == "RZ"):
        rest = o[3:]
        if len(rest) == 1 and rest[0].kind in ("reg", "ureg") and not rest[0].sel:
            return em.write(p, o[0].name, val(em, p, rest[0]), ex)
        if len(rest) == 2:
            hi, lo = _half_bits(rest[0]), _half_bits(rest[1])
            if lo is not None and hi is not None:
                return em.write(p, o[0].name, em.L.const_val(lo | (hi << 16)), ex)
    op_float(em, p, ins, ex)


def op_mma(em, p, ins, ex):
    n = 4
    for m in ins.mods:
        mm = re.fullmatch(r"64x(\d+)x\d+", m)
        if mm:
            n = max(1, int(mm.group(1)) // (2 if "F32" in ins.mods else 4))
    if "F16" in ins.mods and ins.opcode == "HMMA":
        n = 2
    _unknown_dest(em, p, ins, ex, f"a matrix-multiply result ({ins.opcode})", n)


def op_unknown(em, p, ins, ex):
    em.note(f"{ins.opcode} (first at {ins.pc:#06x}) is an opcode the emulator does not model: the "
            "registers it writes are unknown, and shared addresses computed from them unresolved")
    _unknown_dest(em, p, ins, ex, f"{ins.full} at {ins.pc:#06x} (an opcode the emulator does not model)")

