"""Integer datapath of the SASS emulator (vector and uniform): IMAD in all its forms, IADD3,
VIADD, LEA, LOP3 by truth table, funnel shifts, SGXT, BMSK, PRMT, min/max, bit counts."""

from __future__ import annotations

import numpy as np

from ldsopt.nvidia.operands import _known_int, _regname, _sx, _unknown_dest, mul_v, pval, shl_n, shr_n, val, why_of
from ldsopt.simt import arith
from ldsopt.simt.derived import lanewise, opaque, uniform_int
from ldsopt.simt.lut import lut3
from ldsopt.simt.pred import Pred
from ldsopt.simt.values import M32, Val, known


def _add(em, a: Val, b: Val) -> Val:
    return arith.add(em.L.sp, a, b)

# ----------------------------------------------------------------------------- integer ops
def op_mov(em, p, ins, ex):
    em.write(p, ins.operands[0].name, val(em, p, ins.operands[1]), ex)


def _pred_args(em, p, ins, start):
    return [pval(em, p, o) for o in ins.operands[start:] if o.kind in ("pred", "upred")]


def _carry_in(em, p, preds):
    """Sum of carry-in predicates as a lane value (unknown if any is unknown)."""
    L = em.L
    tot = L.const_val(0)
    for pr in preds:
        if pr.unk is not None and np.count_nonzero(pr.unk):
            return L.unknown(f"carry depends on {pr.why or 'unknown values'}")
        v = pr.v
        tot = _add(em, tot, L.const_val(int(v)) if isinstance(v, bool) else Val(v.astype(np.uint32)))
    return tot


def op_imad(em, p, ins, ex):
    o = ins.operands
    mods = set(ins.mods)
    d = o[0].name
    srcs = [x for x in o[1:] if x.kind not in ("pred", "upred")]
    a, b, c = (val(em, p, x) for x in srcs[:3])
    L = em.L
    if "WIDE" in mods:
        return _imad_wide(em, p, ins, ex, a, b, c, srcs)
    if "HI" in mods:
        # the high word of IMAD.WIDE: the addend is the register pair (c, c+1).  ptxas's signed
        # division by a constant relies on it: for t / 7 it writes HFMA2.MMA R2, -RZ, RZ, 0, 0 then
        # IMAD.HI R2, R3, -0x6db6db6d, R2 with t in R3, i.e. mulhi(t, M) + t (the quotient is exact
        # only with the + t)
        signed = "U32" not in mods
        chi = _pair_high(em, p, L, srcs[2], c)
        if a.plain and b.plain and c.plain:
            aa, bb = a.c.astype(np.int64), b.c.astype(np.int64)
            if signed:
                aa, bb = _sx(aa), _sx(bb)
            h = Val(_to_c(((_wide_mul(aa, bb) + (c.c.astype(np.int64) & M32)) >> 32) & M32))
        else:
            h = opaque(L.sp, (a, b, c), None, "high word of a product")
        r = _add(em, h, chi)
    elif _zero(srcs[0]) or _zero(srcs[1]):     # IMAD.MOV / IMAD.X: a product of zero
        r = c
    else:
        r = _add(em, mul_v(L, a, b, "product of unknowns"), c)
    if "X" in mods:
        r = _add(em, r, _carry_in(em, p, _pred_args(em, p, ins, 4)))
    em.write(p, d, r, ex)


def _imad_wide(em, p, ins, ex, a, b, c, srcs):
    """IMAD.WIDE[.U32][.X] D, [Pc,] A, B, C[, Pin]: the 64-bit A * B + the pair (C, C+1) (+ the carry
    in, .X) into the pair (D, D+1); Pc, where present, the carry out of that 64-bit sum.  ptxas's
    64-bit multiply-high (a division of a 64-bit value by a constant) chains them."""
    L = em.L
    o = ins.operands
    d = o[0].name
    mods = set(ins.mods)
    signed = "U32" not in mods
    pdst = [x for x in o[1:2] if x.kind in ("pred", "upred")]
    chi = _pair_high(em, p, L, srcs[2], c)
    cin = _carry_in(em, p, _pred_args(em, p, ins, 1 + len(pdst))) if "X" in mods else L.const_val(0)
    lo = _add(em, _add(em, mul_v(L, a, b, "64-bit product"), c), cin)
    carry = None
    if a.plain and b.plain and c.plain and chi.plain and cin.plain:
        aa, bb = a.c.astype(np.int64), b.c.astype(np.int64)
        if signed:
            aa, bb = _sx(aa), _sx(bb)
        with np.errstate(over="ignore"):
            prod = _wide_mul(aa, bb).astype(np.uint64)
            addend = (c.c.astype(np.uint64) & np.uint64(M32)) | (chi.c.astype(np.uint64) << np.uint64(32))
            s1 = prod + addend
            s2 = s1 + cin.c.astype(np.uint64)
        hi = Val(((s2 >> np.uint64(32)) & np.uint64(M32)).astype(np.uint32))
        if not signed:
            carry = np.broadcast_to((s1 < prod) | (s2 < s1), (em.n,)).copy()
    else:
        hi = opaque(L.sp, (a, b, c, chi, cin), None, "high word of a 64-bit product")
    for pd in pdst:
        em.write_pred(p, pd.name, Pred(carry) if carry is not None else Pred(
            np.zeros(em.n, bool), np.ones(em.n, bool), "the carry of a 64-bit multiply-add"), ex)
    em.write(p, d, lo, ex)
    em.write(p, _regname(d, 1), hi, ex)


def _pair_high(em, p, L, o, c):
    """The high word of the 64-bit addend of IMAD.WIDE / IMAD.HI: the next register of a register
    pair, or the sign extension of an immediate."""
    if o.kind in ("reg", "ureg"):
        return val(em, p, _hi_operand(o))
    return L.const_val(M32) if (uniform_int(c) or 0) & 0x80000000 and o.kind == "imm" else L.const_val(0)


def _zero(o) -> bool:
    """The operand is the zero register (negated or not; inverted it is all ones)."""
    return o.kind in ("reg", "ureg") and o.name in ("RZ", "URZ") and not o.inv and not o.sel


def _wide_mul(a, b):
    """Exact 64-bit product of (signed or unsigned) 32-bit values, as int64 (wrapping mod 2**64)."""
    a = np.asarray(a, dtype=np.int64)
    b = np.asarray(b, dtype=np.int64)
    return a * b          # |a|, |b| < 2**32: wraps mod 2**64, low 64 bits exact


def _to_c(x):
    return (np.asarray(x, dtype=np.int64) & M32).astype(np.uint32)


def _hi_operand(o):
    from ldsopt.nvidia.listing import Operand
    key = (o.kind, o.name, o.text)
    hi = _hi_cache.get(key)
    if hi is None:
        hi = _hi_cache[key] = Operand(o.kind, name=_regname(o.name, 1), text=o.text + "+1")
    return hi


_hi_cache: dict = {}


def _add64(em, p, ins, ex, d: str, srcs) -> None:
    """``IADD3.64`` / ``UIADD3.64``: register pairs (an immediate sign-extended), the sum written to
    d and d+1.  The low word is the usual sum; the high word is exact where every input is known,
    and otherwise the high words' sum plus a carry known only when the low words are known."""
    L = em.L
    los = [val(em, p, x) for x in srcs]
    his = []
    for x in srcs:
        if x.kind in ("reg", "ureg"):
            his.append(val(em, p, _hi_operand(x)) if x.name not in ("RZ", "URZ") else L.const_val(0))
        elif x.kind == "imm":
            his.append(L.const_val(M32 if (uniform_int(val(em, p, x)) or 0) & 0x80000000 else 0))
        else:
            his.append(None)
    lo = los[0]
    for v in los[1:]:
        lo = _add(em, lo, v)
    for i, x in enumerate(srcs):       # -x and ~x of a pair: val() gave the low word already
        if his[i] is None or not (x.neg or x.inv):
            continue
        if x.inv:
            his[i] = Val((~his[i].c).astype(np.uint32)) if his[i].plain else None
        elif los[i].plain and his[i].plain:
            borrow = (los[i].c == 0).astype(np.uint32)          # -x = ~x + 1 over 64 bits
            his[i] = Val(((~his[i].c).astype(np.uint32) + borrow).astype(np.uint32))
        else:
            his[i] = None
    if any(h is None for h in his):
        hi = L.unknown(f"the high word of a 64-bit sum of a negated unknown ({ins.opcode} at {ins.pc:#06x})")
    else:
        hi = his[0]
        for v in his[1:]:
            hi = _add(em, hi, v)
        if all(v.plain for v in los):
            tot = sum(v.c.astype(np.int64) for v in los)
            hi = _add(em, hi, Val(((tot >> 32) & 3).astype(np.uint32)))
        else:
            hi = opaque(L.sp, tuple(los) + tuple(his), None, "the high word of a 64-bit sum")
    em.write(p, d, lo, ex)
    em.write(p, _regname(d, 1), hi, ex)


def op_iadd3(em, p, ins, ex):
    o = ins.operands
    d = o[0].name
    pdst = [x for x in o[1:3] if x.kind in ("pred", "upred")]
    rest = o[1 + len(pdst):]
    srcs = [x for x in rest if x.kind not in ("pred", "upred")][:3]
    if "64" in ins.mods and not pdst:
        return _add64(em, p, ins, ex, d, srcs)
    vals = [val(em, p, x) for x in srcs]
    r = vals[0]
    for v in vals[1:]:
        r = _add(em, r, v)
    if "X" in ins.mods:
        r = _add(em, r, _carry_in(em, p, [pval(em, p, x) for x in rest if x.kind in ("pred", "upred")]))
    # carry out (64-bit chains): known only when every input is known
    if pdst:
        cy = None
        if all(v.plain for v in vals) and "X" not in ins.mods:
            tot = sum(v.c.astype(np.int64) for v in vals)
            # a negated operand is added as ~x + 1: for x = 0 that is 2**32, a carry (the high
            # word of a 64-bit negation, IADD3 RZ, P0, RZ, -lo, RZ then IMAD.X hi, ~hi, P0, needs it)
            for x, v in zip(srcs, vals):
                if x.kind in ("reg", "ureg") and x.neg:
                    tot = tot + np.where(v.c == 0, 1 << 32, 0)
            cy = np.broadcast_to((tot >> 32) & 1, (em.n,)).astype(bool)
        for k, pd in enumerate(pdst):
            pr = Pred(cy.copy()) if (cy is not None and k == 0) else Pred(
                np.zeros(em.n, bool), np.ones(em.n, bool), "a carry of a 64-bit addition")
            em.write_pred(p, pd.name, pr, ex)
    em.write(p, d, r, ex)


def op_viadd(em, p, ins, ex):
    o = ins.operands
    srcs = [x for x in o[1:] if x.kind not in ("pred", "upred")]
    r = val(em, p, srcs[0])
    for x in srcs[1:]:
        r = _add(em, r, val(em, p, x))
    em.write(p, o[0].name, r, ex)


def op_lea(em, p, ins, ex):
    o = ins.operands
    d = o[0].name
    pdst = [x for x in o[1:2] if x.kind in ("pred", "upred")]
    rest = [x for x in o[1 + len(pdst):]]
    srcs = [x for x in rest if x.kind not in ("pred", "upred")]
    mods = set(ins.mods)
    L = em.L
    sv = val(em, p, srcs[-1])
    s = _known_int(sv)
    a = val(em, p, srcs[0])
    b = val(em, p, srcs[1])
    if s is None:
        if not sv.plain or "HI" in mods:
            return _unknown_dest(em, p, ins, ex, "LEA with an unknown shift")
        # a shift amount known per thread (not the same for all): a << s + b lane by lane
        part = arith.shl(L.sp, a, Val(sv.c & np.uint32(31)), L.env.reason("LEA with an unknown shift"))
        r = _add(em, part, b)
    elif "HI" in mods:
        s &= 31
        if "SX32" in mods:
            hi_src = shr_n(L, a, 31, True, "sign of a LEA.HI operand")
        else:
            hi_src = val(em, p, srcs[2]) if len(srcs) > 3 else L.const_val(0)
        part = _add(em, shr_n(L, a, (32 - s) & 63, False, "LEA.HI"), shl_n(L, hi_src, s)) if s else hi_src
        r = _add(em, b, part)
    else:
        part = shl_n(L, a, s & 31)
        r = _add(em, part, b)
    cin = L.const_val(0)
    if "X" in mods:
        cin = _carry_in(em, p, [pval(em, p, x) for x in rest if x.kind in ("pred", "upred")])
        r = _add(em, r, cin)
    # the carry out of the 32-bit sum b + part (+ carry in): known where every term is
    carry = None
    if pdst and b.plain and part.plain and cin.plain:
        tot = b.c.astype(np.int64) + part.c.astype(np.int64) + cin.c.astype(np.int64)
        carry = np.broadcast_to((tot >> 32) & 1, (em.n,)).astype(bool)
    for pd in pdst:
        em.write_pred(p, pd.name, Pred(carry.copy()) if carry is not None else Pred(
            np.zeros(em.n, bool), np.ones(em.n, bool), "a carry of a 64-bit address"), ex)
    em.write(p, d, r, ex)


def op_lop3(em, p, ins, ex):
    o = ins.operands
    pdst = o[0] if o[0].kind in ("pred", "upred") else None
    k = 1 if pdst else 0
    d = o[k].name
    a, b, c = (val(em, p, x) for x in o[k + 1:k + 4])
    lut = o[k + 4].value if o[k + 4].kind == "imm" else None
    if lut is None:
        return _unknown_dest(em, p, ins, ex, "LOP3 without a truth table")
    if a.plain and b.plain and c.plain:      # known in every thread: the table on the 32-bit words
        r = Val(lut3(lut & 0xFF, a.c, b.c, c.c))
    else:
        r = lanewise(em.L.sp, (a, b, c), lambda x, y, z: lut3(lut & 0xFF, x, y, z), "bitwise logic", per_bit=True)
    two = {0xC0: (a, b), 0xA0: (a, c), 0x88: (b, c)}.get(lut & 0xFF)
    if two is not None and r.u is not None and (r.u != 0).any():
        # a plain AND of two inputs the truth table leaves partly unknown: the integer rules (a
        # uniform addend under a power-of-two mask, ldsopt.simt.modular)
        r2 = arith.bitwise(em.L.sp, "and", *two)
        if r2.u is None or not (r2.u != 0).any():
            r = r2
    em.write(p, d, r, ex)
    if pdst is not None:
        em.write_pred(p, pdst.name, _nonzero(em, r, "a bitwise test"), ex)


def op_lop(em, p, ins, ex):
    o = ins.operands
    d = o[0].name
    a, b = val(em, p, o[1]), val(em, p, o[2])
    fn = {"AND": lambda x, y: x & y, "OR": lambda x, y: x | y, "XOR": lambda x, y: x ^ y,
          "PASS_B": lambda x, y: y}
    m = next((x for x in ins.mods if x in fn), None)
    if m is None:
        return _unknown_dest(em, p, ins, ex, f"{ins.full} not emulated")
    em.write(p, d, lanewise(em.L.sp, (a, b), fn[m], "bitwise logic", per_bit=True), ex)


def _nonzero(em, v: Val, why: str) -> Pred:
    """v != 0 per thread: known where v is."""
    k = known(v)
    if k.all():
        return Pred(v.c != 0)
    return Pred((v.c != 0) & k, ~k, why_of(em, v, why))


def _why(em, v: Val, what: str) -> str:
    return why_of(em, v, what)


def _funnel(mods):
    """SHF on int64 lane arrays: the low or high word of the 64-bit {b:a} shifted by s (wrapped to
    0-31 with .W, else clamped to the type's width), arithmetic for .S32/.S64."""
    wrap, wide = "W" in mods, bool(mods & {"U64", "S64"})
    signed, left, hi = bool(mods & {"S32", "S64"}), "L" in mods, "HI" in mods

    def f(a, s, b):
        s = (s & 31) if wrap else np.minimum(s, 64 if wide else 32)
        x = ((b & M32).astype(np.uint64) << np.uint64(32)) | (a & M32).astype(np.uint64)
        sh = np.minimum(s, 63).astype(np.uint64)
        if left:
            y = np.where(s >= 64, np.uint64(0), x << sh)
        elif signed:
            y = (x.view(np.int64) >> sh.astype(np.int64)).view(np.uint64)
        else:
            y = np.where(s >= 64, np.uint64(0), x >> sh)
        return ((y >> np.uint64(32)) if hi else y).astype(np.int64) & M32
    return f


def op_shf(em, p, ins, ex):
    o = ins.operands
    d = o[0].name
    a, sv, b = val(em, p, o[1]), val(em, p, o[2]), val(em, p, o[3])
    mods = set(ins.mods)
    s = _known_int(sv)
    L = em.L
    if s is None:
        # a shift amount per thread: exact where the operands are known
        return em.write(p, d, opaque(L.sp, (a, sv, b), _funnel(mods), "shift by an unknown amount"), ex)
    sgn = bool(mods & {"S32", "S64"})
    if "W" in mods:
        s &= 31
    else:
        s = min(s, 64 if mods & {"U64", "S64"} else 32)
    left = "L" in mods
    hi = "HI" in mods
    zero = L.const_val(0)
    if left:
        if hi:
            if s >= 32:
                r = shl_n(L, a, s - 32)
            else:
                r = _add(em, shl_n(L, b, s), shr_n(L, a, 32 - s, False, "funnel shift") if s else zero)
        else:
            r = shl_n(L, a, s) if s < 32 else zero
    else:
        if hi:
            r = shr_n(L, b, min(s, 63), sgn, "shift right")
            if s >= 32 and not sgn:
                r = zero
        else:
            if s == 0:
                r = a
            elif s < 32:
                r = _add(em, shr_n(L, a, s, False, "funnel shift"), shl_n(L, b, 32 - s))
            else:
                r = shr_n(L, b, s - 32, sgn, "shift right")
    em.write(p, d, r, ex)


def op_shl_old(em, p, ins, ex):
    o = ins.operands
    sv = val(em, p, o[2])
    s = _known_int(sv)
    a = val(em, p, o[1])
    L = em.L
    signed = "U32" not in ins.mods
    if s is None:
        if ins.opcode == "SHL":
            f = lambda x, k: np.where(k & 0xFF < 32, (x & M32) << np.minimum(k & 0xFF, 31), 0) & M32
        else:
            f = lambda x, k: ((_sx(x) if signed else x & M32) >> np.minimum(k & 0xFF, 63)) & M32
        return em.write(p, o[0].name, opaque(L.sp, (a, sv), f, "shift by an unknown amount"), ex)
    if ins.opcode == "SHL":
        r = shl_n(L, a, s) if s < 32 else L.const_val(0)
    else:
        r = shr_n(L, a, s, signed, "shift right")
    em.write(p, o[0].name, r, ex)


def op_sgxt(em, p, ins, ex):
    o = ins.operands
    a = val(em, p, o[1])
    bits = _known_int(val(em, p, o[2]))
    if bits is None:
        return _unknown_dest(em, p, ins, ex, "sign extension by an unknown width")
    bits = min(max(bits, 0), 32)
    if "U32" in ins.mods:
        f = (lambda x: x & ((1 << bits) - 1)) if bits < 32 else (lambda x: x)
    else:
        f = (lambda x: (((x & ((1 << bits) - 1)) ^ (1 << (bits - 1))) - (1 << (bits - 1))) & M32) if 0 < bits < 32 \
            else (lambda x: x if bits else x * 0)
    em.write(p, o[0].name, lanewise(em.L.sp, (a,), f, "sign extension"), ex)


def op_bmsk(em, p, ins, ex):
    o = ins.operands
    pos, w = val(em, p, o[1]), val(em, p, o[2])
    r = opaque(em.L.sp, (pos, w), lambda a, b: ((np.left_shift(1, np.minimum(b & 0x3F, 32)) - 1) << (a & 31)) & M32,
               "bit mask")
    em.write(p, o[0].name, r, ex)


def _prmt_fn(sel):
    """PRMT's default mode: result byte i is byte (nibble i of sel) & 7 of {b, a}, or its sign
    replicated when the nibble's bit 3 is set; `sel` a number or one per lane."""
    def f(a, b):
        out = 0
        for i in range(4):
            nib = (sel >> (4 * i)) & 0xF
            idx = nib & 7
            src = np.where(idx < 4, a, b)
            byte = (src >> (8 * (idx & 3))) & 0xFF
            byte = np.where(nib & 8, ((byte >> 7) & 1) * 0xFF, byte)
            out = out | (byte << (8 * i))
        return out & M32
    return f


def op_prmt(em, p, ins, ex):
    o = ins.operands
    a, sv, b = val(em, p, o[1]), val(em, p, o[2]), val(em, p, o[3])
    sel = _known_int(sv)
    if any(m in ins.mods for m in ("F4E", "B4E", "RC8", "ECL", "ECR", "RC16")):
        return em.write(p, o[0].name, opaque(em.L.sp, (a, sv, b), None, "byte permute"), ex)
    if sel is None:
        # a selector per thread: exact where the operands are known
        return em.write(p, o[0].name, opaque(em.L.sp, (a, sv, b), lambda x, k, y: _prmt_fn(k & 0xFFFF)(x, y),
                                             "byte permute"), ex)
    em.write(p, o[0].name, lanewise(em.L.sp, (a, b), _prmt_fn(sel & 0xFFFF), "byte permute"), ex)

def op_minmax(em, p, ins, ex):
    o = ins.operands
    srcs = [x for x in o[1:] if x.kind not in ("pred", "upred")]
    pr = next((x for x in o[1:] if x.kind in ("pred", "upred")), None)
    vals = [val(em, p, x) for x in srcs]
    if ins.opcode in ("VIADDMNMX",):
        vals = [_add(em, vals[0], vals[1])] + vals[2:]
    is_min = True
    if pr is not None:
        pv = pval(em, p, pr)
        if pv.unk is not None or not isinstance(pv.v, bool):
            return _unknown_dest(em, p, ins, ex, "min/max chosen per thread")
        is_min = pv.v
    signed = "U32" not in ins.mods
    fn = np.minimum if is_min else np.maximum

    def f(*cs):
        cs = [(_sx(c) if signed else c) for c in cs]
        r = cs[0]
        for c in cs[1:]:
            r = fn(r, c)
        return r
    em.write(p, o[0].name, opaque(em.L.sp, tuple(vals), f, "min/max"), ex)


def op_iabs(em, p, ins, ex):
    o = ins.operands
    a = val(em, p, o[1])
    em.write(p, o[0].name, opaque(em.L.sp, (a,), lambda x: np.abs(_sx(x)), "absolute value"), ex)


def op_vabsdiff(em, p, ins, ex):
    """VABSDIFF[.U32] D, A, B, C: |A - B| + C (PTX ``sad``; signed unless .U32).  The video forms
    with byte or half-word selects and merges are not modelled."""
    o = ins.operands
    if set(ins.mods) - {"U32", "S32"} or len(o) < 4 or any(x.sel for x in o[1:4] if x.kind in ("reg", "ureg")):
        return _unknown_dest(em, p, ins, ex, f"{ins.full} at {ins.pc:#06x} (a VABSDIFF form not modelled)")
    a, b, c = (val(em, p, x) for x in o[1:4])
    signed = "U32" not in ins.mods

    def f(x, y, z):
        x, y = (_sx(x), _sx(y)) if signed else (np.asarray(x, np.int64) & M32, np.asarray(y, np.int64) & M32)
        return (np.abs(x - y) + (np.asarray(z, np.int64) & M32)) & M32
    em.write(p, o[0].name, opaque(em.L.sp, (a, b, c), f, "absolute difference"), ex)


def op_idp(em, p, ins, ex):
    """IDP.4A.{S8|U8}.{S8|U8} D, A, B, C: the sum of the four byte products of A and B, plus C (PTX
    ``dp4a``; the modifiers say whether A's and B's bytes are signed).  IDP.2A is not modelled."""
    o = ins.operands
    mods = list(ins.mods)
    if "4A" not in mods or len(o) < 4:
        return _unknown_dest(em, p, ins, ex, f"{ins.full} at {ins.pc:#06x} (an IDP form not modelled)")
    kinds = [m for m in mods if m in ("S8", "U8")]
    sa, sb = ((kinds + ["S8", "S8"])[:2]) if kinds else ("S8", "S8")
    a, b, c = (val(em, p, x) for x in o[1:4])

    def f(x, y, z):
        x, y = np.asarray(x, np.int64) & M32, np.asarray(y, np.int64) & M32
        tot = np.asarray(z, np.int64) & M32
        for k in range(4):
            xa, yb = (x >> (8 * k)) & 0xFF, (y >> (8 * k)) & 0xFF
            if sa == "S8":
                xa = np.where(xa >= 128, xa - 256, xa)
            if sb == "S8":
                yb = np.where(yb >= 128, yb - 256, yb)
            tot = tot + xa * yb
        return tot & M32
    em.write(p, o[0].name, opaque(em.L.sp, (a, b, c), f, "a byte dot product"), ex)


def op_bitcount(em, p, ins, ex):
    o = ins.operands
    a = val(em, p, o[-1])

    def popc(x):
        x = np.asarray(x, np.int64) & M32
        return np.vectorize(lambda y: bin(int(y)).count("1"))(x) if x.ndim else bin(int(x)).count("1")

    # FLO is PTX's bfind: the position of the most significant 1 (signed: of the most significant
    # bit that differs from the sign), 0xffffffff when there is none; .SH (bfind.shiftamt) gives
    # 31 - position instead, the left shift that brings that bit to bit 31 (PTX ISA, "bfind")
    signed_flo = "U32" not in ins.mods
    shift = "SH" in ins.mods

    def flo1(y):
        y = int(y)
        if signed_flo and y & 0x80000000:
            y = ~y & M32
        if not y:
            return M32
        pos = y.bit_length() - 1
        return 31 - pos if shift else pos

    def flo(x):
        x = np.asarray(x, np.int64) & M32
        return np.vectorize(flo1)(x) if x.ndim else flo1(x)

    def brev(x):
        x = np.asarray(x, np.int64) & M32
        g = np.vectorize(lambda y: int(f"{int(y):032b}"[::-1], 2))
        return g(x) if x.ndim else int(f"{int(x):032b}"[::-1], 2)
    fn = {"POPC": popc, "UPOPC": popc, "FLO": flo, "UFLO": flo, "BREV": brev, "UBREV": brev}[ins.opcode]
    em.write(p, o[0].name, opaque(em.L.sp, (a,), fn, ins.opcode.lower()), ex)

