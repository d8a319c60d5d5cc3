"""Integer datapath of the SASS emulator (vector and uniform): IMAD in all its forms, IADD3,
VIADD, LEA, LOP3 by truth table, funnel shifts, SGXT, BMSK, PRMT, min/max, bit counts."""

from __future__ import annotations

import numpy as np

from ldsopt.nvidia.operands import _known_int, _regname, _sx, _unknown_dest, pval, val
from ldsopt.nvidia.values import M32, ZERO, V, add, bitwise, const, mul, opaque, shl, shr, uniform_int, unknown
from ldsopt.simt.lut import lut3
from ldsopt.simt.pred import Pred

# ----------------------------------------------------------------------------- integer ops
def op_mov(em, p, ins, ex):
    em.write(p, ins.operands[0].name, val(em, p, ins.operands[1]), ex)


def _pred_args(em, p, ins, start):
    return [pval(em, p, o) for o in ins.operands[start:] if o.kind in ("pred", "upred")]


def _carry_in(em, p, preds):
    """Sum of carry-in predicates as a V (unknown if any is unknown)."""
    tot = ZERO
    for pr in preds:
        if pr.unk is not None and pr.unk.any():
            return unknown(f"carry depends on {pr.why or 'unknown values'}")
        v = pr.v
        tot = add(tot, const(int(v)) if isinstance(v, bool) else V(v.astype(np.int64)))
    return tot


def op_imad(em, p, ins, ex):
    o = ins.operands
    mods = set(ins.mods)
    d = o[0].name
    srcs = [x for x in o[1:] if x.kind not in ("pred", "upred")]
    a, b, c = (val(em, p, x) for x in srcs[:3])
    syms = em.L.syms
    if "WIDE" in mods:
        signed = "U32" not in mods
        chi = val(em, p, _hi_operand(srcs[2])) if srcs[2].kind in ("reg", "ureg") else (
            const(M32) if (uniform_int(c.c) or 0) & 0x80000000 and c.known and srcs[2].kind == "imm" else ZERO)
        lo = add(mul(a, b, syms, "64-bit product"), c)
        if a.known and b.known and c.known and chi.known:
            aa, bb = a.c, b.c
            if signed:
                aa, bb = _sx(aa), _sx(bb)
            prod = _wide_mul(aa, bb)
            full = prod + (np.asarray(c.c, dtype=np.int64) & M32) + (np.asarray(chi.c, dtype=np.int64) << 32)
            hi = V(_to_c((full >> 32) & M32))
        else:
            hi = opaque((a, b, c, chi), syms, "high word of a 64-bit product")
        em.write(p, d, lo, ex)
        em.write(p, _regname(d, 1), hi, ex)
        return
    if "HI" in mods:
        signed = "U32" not in mods
        if a.known and b.known:
            aa, bb = (a.c, b.c) if not signed else (_sx(a.c), _sx(b.c))
            h = V(_to_c((_wide_mul(aa, bb) >> 32) & M32))
        else:
            h = opaque((a, b), syms, "high word of a product")
        r = add(h, c)
    else:
        r = add(mul(a, b, syms, "product of unknowns"), c)
    if "X" in mods:
        r = add(r, _carry_in(em, p, _pred_args(em, p, ins, 4)))
    em.write(p, d, r, ex)


def _wide_mul(a, b):
    """Exact 64-bit product of (signed or unsigned) 32-bit values, as int64 (wrapping mod 2**64)."""
    if isinstance(a, int) and isinstance(b, int):
        return np.int64(((a * b) + (1 << 63)) % (1 << 64) - (1 << 63))
    a = np.asarray(a, dtype=np.int64)
    b = np.asarray(b, dtype=np.int64)
    return a * b          # |a|, |b| < 2**32: wraps mod 2**64, low 64 bits exact


def _to_c(x):
    x = np.asarray(x)
    if x.ndim == 0:
        return int(x) & M32
    return x.astype(np.int64) & M32


def _hi_operand(o):
    from ldsopt.nvidia.listing import Operand
    return Operand(o.kind, name=_regname(o.name, 1), text=o.text + "+1")


def op_iadd3(em, p, ins, ex):
    o = ins.operands
    d = o[0].name
    pdst = [x for x in o[1:3] if x.kind in ("pred", "upred")]
    rest = o[1 + len(pdst):]
    srcs = [x for x in rest if x.kind not in ("pred", "upred")][:3]
    vals = [val(em, p, x) for x in srcs]
    r = vals[0]
    for v in vals[1:]:
        r = add(r, v)
    if "X" in ins.mods:
        r = add(r, _carry_in(em, p, [pval(em, p, x) for x in rest if x.kind in ("pred", "upred")]))
    # carry out (64-bit chains): known only when every input is known
    if pdst:
        cy = None
        if all(v.known for v in vals) and "X" not in ins.mods:
            tot = sum((np.asarray(v.c, dtype=np.int64) & M32) for v in vals)
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
        r = add(r, val(em, p, x))
    em.write(p, o[0].name, r, ex)


def op_lea(em, p, ins, ex):
    o = ins.operands
    d = o[0].name
    pdst = [x for x in o[1:2] if x.kind in ("pred", "upred")]
    rest = [x for x in o[1 + len(pdst):]]
    srcs = [x for x in rest if x.kind not in ("pred", "upred")]
    mods = set(ins.mods)
    syms = em.L.syms
    s = _known_int(val(em, p, srcs[-1]))
    if s is None:
        return _unknown_dest(em, p, ins, ex, "LEA with an unknown shift")
    s &= 31
    a = val(em, p, srcs[0])
    b = val(em, p, srcs[1])
    if "HI" in mods:
        if "SX32" in mods:
            hi_src = shr(a, 31, True, syms, "sign of a LEA.HI operand")
        else:
            hi_src = val(em, p, srcs[2]) if len(srcs) > 3 else ZERO
        part = add(shr(a, (32 - s) & 63, False, syms, "LEA.HI"), shl(hi_src, s)) if s else hi_src
        r = add(b, part)
    else:
        r = add(shl(a, s), b)
    if "X" in mods:
        r = add(r, _carry_in(em, p, [pval(em, p, x) for x in rest if x.kind in ("pred", "upred")]))
    for pd in pdst:
        em.write_pred(p, pd.name, Pred(np.zeros(em.n, bool), np.ones(em.n, bool),
                                       "a carry of a 64-bit address"), ex)
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
    r = bitwise((a, b, c), lambda x, y, z: lut3(lut & 0xFF, x, y, z), em.L.syms, "bitwise logic")
    em.write(p, d, r, ex)
    if pdst is not None:
        em.write_pred(p, pdst.name, _nonzero(r, em.n, "a bitwise test"), ex)


def op_lop(em, p, ins, ex):
    o = ins.operands
    d = o[0].name
    a, b = val(em, p, o[1]), val(em, p, o[2])
    fn = {"AND": lambda x, y: x & y, "OR": lambda x, y: x | y, "XOR": lambda x, y: x ^ y,
          "PASS_B": lambda x, y: y}
    m = next((x for x in ins.mods if x in fn), None)
    if m is None:
        return _unknown_dest(em, p, ins, ex, f"{ins.full} not emulated")
    em.write(p, d, bitwise((a, b), fn[m], em.L.syms, "bitwise logic"), ex)


def _nonzero(v: V, n: int, why: str) -> Pred:
    if not v.t and not v.dead:
        c = np.broadcast_to(np.asarray(v.c) != 0, (n,)).copy()
        return Pred(c, v.m if v.u else None, v.u or "")
    return Pred(np.zeros(n, bool), np.ones(n, bool), _why(v, why))


def _why(v: V, what: str) -> str:
    return v.u if v.u else f"{what} of unknown values"

def op_shf(em, p, ins, ex):
    o = ins.operands
    d = o[0].name
    a, sv, b = val(em, p, o[1]), val(em, p, o[2]), val(em, p, o[3])
    mods = set(ins.mods)
    s = _known_int(sv)
    syms = em.L.syms
    if s is None:
        r = opaque((a, sv, b), syms, "shift by an unknown amount")
        return em.write(p, d, r, ex)
    arith = bool(mods & {"S32", "S64"})
    if "W" in mods:
        s &= 31
    else:
        s = min(s, 64 if mods & {"U64", "S64"} else 32)
    left = "L" in mods
    hi = "HI" in mods
    if left:
        if hi:
            r = add(shl(b, s) if s < 32 else ZERO, shr(a, 32 - s, False, syms, "funnel shift") if 0 < s < 32
                    else (a if s == 32 else ZERO)) if s < 64 else ZERO
            if s >= 32:
                r = shl(a, s - 32)
        else:
            r = shl(a, s) if s < 32 else ZERO
    else:
        if hi:
            r = shr(b, min(s, 63), arith, syms, "shift right")
            if s >= 32 and not arith:
                r = ZERO
        else:
            if s == 0:
                r = a
            elif s < 32:
                r = add(shr(a, s, False, syms, "funnel shift"), shl(b, 32 - s))
            else:
                r = shr(b, s - 32, arith, syms, "shift right")
    em.write(p, d, r, ex)


def op_shl_old(em, p, ins, ex):
    o = ins.operands
    s = _known_int(val(em, p, o[2]))
    a = val(em, p, o[1])
    if s is None:
        return _unknown_dest(em, p, ins, ex, "shift by an unknown amount")
    if ins.opcode == "SHL":
        r = shl(a, s) if s < 32 else ZERO
    else:
        r = shr(a, s, "U32" not in ins.mods, em.L.syms, "shift right")
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
    em.write(p, o[0].name, bitwise((a,), f, em.L.syms, "sign extension"), ex)


def op_bmsk(em, p, ins, ex):
    o = ins.operands
    pos, w = val(em, p, o[1]), val(em, p, o[2])
    r = opaque((pos, w), em.L.syms, "bit mask",
               lambda a, b: ((np.left_shift(1, np.minimum(b & 0x3F, 32)) - 1) << (a & 31)) & M32
               if not isinstance(a, int) or not isinstance(b, int)
               else (((1 << min(b & 0x3F, 32)) - 1) << (a & 31)) & M32)
    em.write(p, o[0].name, r, ex)


def _prmt_fn(sel):
    def f(a, b):
        out = 0
        for i in range(4):
            nib = (sel >> (4 * i)) & 0xF
            idx = nib & 7
            src = a if idx < 4 else b
            byte = (src >> (8 * (idx & 3))) & 0xFF
            if nib & 8:
                byte = ((byte >> 7) & 1) * 0xFF
            out = out | (byte << (8 * i))
        return out & M32
    return f


def op_prmt(em, p, ins, ex):
    o = ins.operands
    a, sv, b = val(em, p, o[1]), val(em, p, o[2]), val(em, p, o[3])
    sel = _known_int(sv)
    if sel is None or any(m in ins.mods for m in ("F4E", "B4E", "RC8", "ECL", "ECR", "RC16")):
        return em.write(p, o[0].name, opaque((a, sv, b), em.L.syms, "byte permute"), ex)
    em.write(p, o[0].name, bitwise((a, b), _prmt_fn(sel & 0xFFFF), em.L.syms, "byte permute"), ex)

def op_minmax(em, p, ins, ex):
    o = ins.operands
    srcs = [x for x in o[1:] if x.kind not in ("pred", "upred")]
    pr = next((x for x in o[1:] if x.kind in ("pred", "upred")), None)
    vals = [val(em, p, x) for x in srcs]
    if ins.opcode in ("VIADDMNMX",):
        vals = [add(vals[0], vals[1])] + vals[2:]
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
    em.write(p, o[0].name, opaque(tuple(vals), em.L.syms, "min/max", f), ex)


def op_iabs(em, p, ins, ex):
    o = ins.operands
    a = val(em, p, o[1])
    em.write(p, o[0].name, opaque((a,), em.L.syms, "absolute value", lambda x: np.abs(_sx(x))), ex)


def op_bitcount(em, p, ins, ex):
    o = ins.operands
    a = val(em, p, o[-1])

    def popc(x):
        x = np.asarray(x, np.int64) & M32
        return np.vectorize(lambda y: bin(int(y)).count("1"))(x) if x.ndim else bin(int(x)).count("1")

    def flo(x):
        x = np.asarray(x, np.int64) & M32
        g = np.vectorize(lambda y: int(y).bit_length() - 1 if y else M32)
        return g(x) if x.ndim else (int(x).bit_length() - 1 if x else M32)

    def brev(x):
        x = np.asarray(x, np.int64) & M32
        g = np.vectorize(lambda y: int(f"{int(y):032b}"[::-1], 2))
        return g(x) if x.ndim else int(f"{int(x):032b}"[::-1], 2)
    fn = {"POPC": popc, "UPOPC": popc, "FLO": flo, "UFLO": flo, "BREV": brev, "UBREV": brev}[ins.opcode]
    em.write(p, o[0].name, opaque((a,), em.L.syms, ins.opcode.lower(), fn), ex)

