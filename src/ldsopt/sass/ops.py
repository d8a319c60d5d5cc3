"""What each SASS opcode does to the registers, per thread (integer and predicate datapath, uniform
datapath, special registers, constant bank, shuffles).  Floating-point results, loaded data and
opcodes not listed here make their destination registers *unknown*, with the reason, so that an
address computed from them is reported unresolved instead of guessed.
"""

from __future__ import annotations

import re

import numpy as np

from .values import (M32, ZERO, PTRUE, V, Pred, add, as_array, bitwise, const, inv, mul, neg,
                     opaque, plogic, select, shl, shr, uniform_int, unknown)

WARP = 32


# ----------------------------------------------------------------------------- operand access
def val(em, p, o) -> V:
    k = o.kind
    if k in ("reg", "ureg"):
        v = em.reg(p, o.name)
        if o.sel:
            v = _apply_sel(em, v, o.sel)
    elif k == "imm":
        v = const(o.value & M32)
    elif k == "const":
        if o.base is None:
            v = em.L.const(o.bank, o.offset)
        else:
            b = em.reg(p, o.base)
            bi = uniform_int(b.c) if b.known else None
            v = em.L.const(o.bank, o.offset + bi) if bi is not None else unknown(
                f"constant-bank read indexed by {o.base}")
    elif k == "sreg":
        v = em.L.special(o.name)
        if v is None:
            v = unknown(f"{o.name} (a per-thread counter)")
    elif k == "fimm":
        v = unknown("a floating-point constant")
    else:
        v = unknown(f"operand {o.text!r}")
    if o.abs:
        v = opaque((v,), em.L.syms, "absolute value", lambda x: np.abs(((x & M32) ^ 0x80000000) - 0x80000000))
    if o.neg:
        v = neg(v)
    if o.inv:
        v = inv(v)
    return v


def _apply_sel(em, v: V, sel) -> V:
    for s in sel:
        if s in ("H0", "H1"):
            sh = 16 if s == "H1" else 0
            v = bitwise((v,), lambda x, sh=sh: (x >> sh) & 0xFFFF, em.L.syms, "half-word select")
        elif re.fullmatch(r"B[0-3]", s):
            sh = 8 * int(s[1])
            v = bitwise((v,), lambda x, sh=sh: (x >> sh) & 0xFF, em.L.syms, "byte select")
    return v


def pval(em, p, o) -> Pred:
    pr = em.pred(p, o.name)
    if o.neg:
        pr = Pred(~pr.v if not isinstance(pr.v, bool) else not pr.v, pr.unk, pr.why, pr.data)
    return pr


def pand(a: Pred, b: Pred) -> Pred:
    if a is PTRUE:
        return b
    if b is PTRUE:
        return a
    return plogic(lambda x, y: np.logical_and(x, y), (a, b))


def _regname(name: str, k: int) -> str:
    if name in ("RZ", "URZ"):
        return name
    pre = "UR" if name.startswith("UR") else "R"
    return f"{pre}{int(name[len(pre):]) + k}"


def _known_int(v: V):
    return uniform_int(v.c) if v.known else None


# ----------------------------------------------------------------------------- helpers
def _dests(ins):
    """(register destinations, predicate destinations) = leading reg / pred operands."""
    regs, preds = [], []
    return regs, preds


def _set(em, p, ins, name, v, ex):
    em.write(p, name, v, ex)


def _unknown_dest(em, p, ins, ex, why, n=None):
    ops = ins.operands
    if not ops or ops[0].kind not in ("reg", "ureg"):
        for o in ops:
            if o.kind in ("pred", "upred") and o.name not in ("PT", "UPT"):
                em.write_pred(p, o.name, Pred(np.zeros(em.n, bool), np.ones(em.n, bool), why), ex)
                break
        return
    name = ops[0].name
    if n is None:
        n = _width_regs(ins)
    for k in range(n):
        em.write(p, _regname(name, k), unknown(why), ex)


def _width_regs(ins) -> int:
    for m in ins.mods:
        if m == "64":
            return 2
        if m == "128":
            return 4
    return 1


def _sx(c):
    return ((c & M32) ^ 0x80000000) - 0x80000000


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
            A = as_array(a.c, em.n).astype(object) if False else None
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
    from .listing import Operand
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


def _lut_fn(lut):
    def f(a, b, c):
        out = 0
        for i in range(8):
            if (lut >> i) & 1:
                ta = a if i & 4 else ~a
                tb = b if i & 2 else ~b
                tc = c if i & 1 else ~c
                out = out | (ta & tb & tc)
        return out & M32
    return f


def op_lop3(em, p, ins, ex):
    o = ins.operands
    pdst = o[0] if o[0].kind in ("pred", "upred") else None
    k = 1 if pdst else 0
    d = o[k].name
    a, b, c = (val(em, p, x) for x in o[k + 1:k + 4])
    lut = o[k + 4].value if o[k + 4].kind == "imm" else None
    if lut is None:
        return _unknown_dest(em, p, ins, ex, "LOP3 without a truth table")
    r = bitwise((a, b, c), _lut_fn(lut & 0xFF), em.L.syms, "bitwise logic")
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


def op_plop3(em, p, ins, ex):
    o = ins.operands
    dsts = [x for x in o[:2]]
    srcs = [pval(em, p, x) for x in o[2:5]]
    luts = [x.value for x in o[5:7] if x.kind == "imm"]
    for dst, lut in zip(dsts, luts):
        f = _lut_fn(lut & 0xFF)
        r = plogic(lambda a, b, c, f=f: f(np.asarray(a, np.int64), np.asarray(b, np.int64),
                                          np.asarray(c, np.int64)) & 1 == 1, srcs)
        em.write_pred(p, dst.name, r, ex)


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


def op_sel(em, p, ins, ex):
    o = ins.operands
    a, b = val(em, p, o[1]), val(em, p, o[2])
    pr = pval(em, p, o[3])
    em.write(p, o[0].name, _select_pred(pr, a, b, em.n), ex)


def _select_pred(pr: Pred, a: V, b: V, n: int) -> V:
    if a is b:
        return a
    if pr.unk is not None and pr.unk.any():
        if a.known and b.known and np.array_equal(as_array(a.c, n), as_array(b.c, n)):
            return a
        return unknown(f"a value chosen by a condition that depends on {pr.why or 'unknown values'}")
    v = pr.v
    if isinstance(v, bool):
        return a if v else b
    return select(v, a, b, "a selected value")


_CMP = {"LT": np.less, "LE": np.less_equal, "GT": np.greater, "GE": np.greater_equal,
        "EQ": np.equal, "NE": np.not_equal}


def _compare(em, a: V, b: V, cmp: str, signed: bool) -> Pred:
    n = em.n
    if cmp in ("F", "T"):
        return Pred(np.full(n, cmp == "T"))
    if a.dead or b.dead:
        return Pred(np.zeros(n, bool), np.ones(n, bool), a.u or b.u)
    bad = (a.bad(n) | b.bad(n)) if (a.u or b.u) else None
    if a.t != b.t:
        why = em.L.syms.describe(a.t + b.t)
        return Pred(np.zeros(n, bool), np.ones(n, bool), why, data=bool(a.u or b.u))
    ac, bc = np.asarray(a.c, np.int64), np.asarray(b.c, np.int64)
    if signed:
        ac, bc = _sx(ac), _sx(bc)
    r = np.broadcast_to(_CMP[cmp](ac, bc), (n,)).copy()
    if bad is not None and bad.any():
        return Pred(r, bad, a.u or b.u, True)
    return Pred(r)


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
    f = {"AND": np.logical_and, "OR": np.logical_or, "XOR": np.logical_xor}[bop]
    em.write_pred(p, pd.name, plogic(lambda x, y: f(x, y), (r, pc)), ex)
    if pq.name not in ("PT", "UPT"):
        em.write_pred(p, pq.name, plogic(lambda x, y: f(~np.asarray(x, bool), y), (r, pc)), ex)


def op_fsetp(em, p, ins, ex):
    why = "a floating-point comparison"
    for o in ins.operands[:2]:
        if o.kind in ("pred", "upred") and o.name not in ("PT", "UPT"):
            em.write_pred(p, o.name, Pred(np.zeros(em.n, bool), np.ones(em.n, bool), why), ex)


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


def op_s2r(em, p, ins, ex):
    o = ins.operands
    src = o[1]
    v = val(em, p, src) if src.kind == "sreg" else (ZERO if src.name == "SRZ" else val(em, p, src))
    em.write(p, o[0].name, v, ex)


def op_cs2r(em, p, ins, ex):
    o = ins.operands
    src = o[1]
    if src.name == "SRZ" or (src.kind == "reg" and src.name == "SRZ"):
        v = ZERO
    else:
        v = val(em, p, src) if src.kind == "sreg" else unknown("a clock or counter")
        if src.kind == "sreg" and src.name.startswith("SR_CLOCK"):
            v = unknown("a clock value")
    em.write(p, o[0].name, v, ex)
    if "32" not in ins.mods:
        em.write(p, _regname(o[0].name, 1), ZERO if v is ZERO else unknown("a clock value"), ex)


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
        from .listing import Operand
        ck = Operand("const", bank=c.bank, base=c.base, offset=c.offset + 4 * k, text=c.text)
        em.write(p, _regname(o[0].name, k), val(em, p, ck), ex)


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
            if pr.unk is not None and pr.unk.any():
                return _unknown_dest(em, p, ins, ex, f"P2R of {pre}{i}, which depends on {pr.why}")
            bits |= np.broadcast_to(np.asarray(pr.v, np.int64), (em.n,)) << i
    r = bitwise((base,), lambda x: x & ~mask & M32, em.L.syms, "P2R")
    em.write(p, o[0].name, add(r, V(bits)), ex)


def op_r2p(em, p, ins, ex):
    o = ins.operands
    src = val(em, p, o[1])
    mask = _known_int(val(em, p, o[2])) if len(o) > 2 else 0x7F
    pre = "UP" if o[0].name == "UPR" else "P"
    for i in range(7):
        if mask is None or (mask >> i) & 1:
            if src.known:
                c = np.broadcast_to((np.asarray(src.c, np.int64) >> i) & 1, (em.n,)).astype(bool)
                em.write_pred(p, f"{pre}{i}", Pred(c.copy()), ex)
            else:
                em.write_pred(p, f"{pre}{i}", Pred(np.zeros(em.n, bool), np.ones(em.n, bool),
                                                   _why(src, "R2P")), ex)


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
        if bv.known:
            bvec = np.asarray(bv.c, np.int64)
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
    if av.dead or isinstance(av.c, int) and av.u is None:
        r = av
    else:
        r = V(as_array(av.c, em.n)[src], av.t)
        if av.u is not None:
            bad = av.bad(em.n)[src]
            if bad.any():
                r.u, r.m = av.u, bad
    em.write(p, d.name, r, ex)
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
        em.write(p, dst.name, V(ballot), ex)
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
    moving a constant, ``HFMA2.MMA R0, -RZ, RZ, 0, 0`` (R0 = 0).  Other forms are floating point."""
    o = ins.operands
    if len(o) >= 4 and (o[1].name == "RZ" or o[2].name == "RZ"):
        rest = o[3:]
        if len(rest) == 1 and rest[0].kind in ("reg", "ureg") and not rest[0].sel:
            return em.write(p, o[0].name, val(em, p, rest[0]), ex)
        if len(rest) == 2:
            lo, hi = _half_bits(rest[0]), _half_bits(rest[1])
            if lo is not None and hi is not None:
                return em.write(p, o[0].name, const(lo | (hi << 16)), ex)
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
    _unknown_dest(em, p, ins, ex, f"{ins.full} at {ins.pc:#06x} (an opcode the emulator does not model)")


OPS = {
    "MOV": op_mov, "UMOV": op_mov, "MOV32I": op_mov, "IMAD": op_imad, "UIMAD": op_imad,
    "IMUL": op_imad, "IADD3": op_iadd3, "UIADD3": op_iadd3, "VIADD": op_viadd, "IADD": op_viadd,
    "IADD32I": op_viadd, "UIADD": op_viadd, "LEA": op_lea, "ULEA": op_lea, "LOP3": op_lop3,
    "ULOP3": op_lop3, "LOP": op_lop, "ULOP": op_lop, "PLOP3": op_plop3, "UPLOP3": op_plop3,
    "SHF": op_shf, "USHF": op_shf, "SHL": op_shl_old, "SHR": op_shl_old, "SGXT": op_sgxt,
    "USGXT": op_sgxt, "BMSK": op_bmsk, "UBMSK": op_bmsk, "PRMT": op_prmt, "UPRMT": op_prmt,
    "SEL": op_sel, "USEL": op_sel, "FSEL": op_sel, "ISETP": op_isetp, "UISETP": op_isetp,
    "FSETP": op_fsetp, "DSETP": op_fsetp, "HSETP2": op_fsetp, "IMNMX": op_minmax,
    "VIMNMX": op_minmax, "UIMNMX": op_minmax, "VIADDMNMX": op_minmax, "IABS": op_iabs,
    "POPC": op_bitcount, "UPOPC": op_bitcount, "FLO": op_bitcount, "UFLO": op_bitcount,
    "BREV": op_bitcount, "UBREV": op_bitcount, "S2R": op_s2r, "S2UR": op_s2r, "CS2R": op_cs2r,
    "R2UR": op_r2ur, "LDC": op_ldc, "ULDC": op_ldc, "P2R": op_p2r, "P2UR": op_p2r, "R2P": op_r2p,
    "SHFL": op_shfl, "VOTE": op_vote, "VOTEU": op_vote,
    "LDSM": op_ldsm, "HFMA2": op_hfma2,
}
for _o in ("NOP", "BSSY", "BSYNC", "BAR", "MEMBAR", "DEPBAR", "WARPSYNC", "YIELD", "NANOSLEEP",
           "FENCE", "CCTL", "CCTLL", "ERRBAR", "LDGDEPBAR", "ARRIVES", "SYNCS", "WARPGROUP",
           "BMOV", "BREAK", "KILL", "PMTRIG", "SETMAXREG", "ACQBULK", "UCGABAR_ARV",
           "UCGABAR_WAIT", "ELECT", "STS", "STG", "ST", "STL", "STSM", "RED", "LDGSTS", "UTMALDG",
           "UTMASTG", "UBLKCP", "UTMAPF", "CGAERRBAR", "BPT", "B2R", "R2B", "UCLEA", "USETMAXREG"):
    OPS[_o] = op_nop
for _o in ("LDG", "LD", "LDL", "LDS", "ATOM", "ATOMG", "ATOMS", "TLD", "TEX", "TLD4", "TXQ",
           "SULD", "SUATOM", "LDTRAM", "MATCH", "REDUX", "QSPC", "ULDC_INDEXED"):
    OPS[_o] = op_load
for _o in ("HMMA", "IMMA", "HGMMA", "IGMMA", "QGMMA", "BGMMA", "DMMA", "BMMA"):
    OPS[_o] = op_mma


def execute(em, p, ins, ex) -> None:
    f = OPS.get(ins.opcode)
    if f is None:
        if ins.opcode[:1] in ("F", "H", "D", "M") or ins.opcode in ("I2F", "F2I", "I2FP", "F2IP",
                                                                     "I2I", "F2F", "FRND", "MUFU"):
            f = op_float
        else:
            f = op_unknown
    try:
        f(em, p, ins, ex)
    except (IndexError, AttributeError) as e:   # unexpected operand shapes
        _unknown_dest(em, p, ins, ex, f"{ins.full} at {ins.pc:#06x} with operands the emulator "
                                      f"does not read ({type(e).__name__})")


# ----------------------------------------------------------------------------- shared addresses
def _mem_value(em, p, m) -> V:
    v = ZERO
    if m.base is not None:
        v = em.reg(p, m.base)
        if m.scale != 1:
            v = mul(v, const(m.scale), em.L.syms, "scaled address")
    if m.ubase is not None:
        v = add(v, em.reg(p, m.ubase))
    if m.offset:
        v = add(v, const(m.offset & M32))
    return v


def shared_address(em, p, ins):
    """(shared address V, LDGSTS global address V or None) of a shared-memory instruction."""
    mems = [o for o in ins.operands if o.kind == "mem"]
    if ins.opcode == "LDGSTS":
        g = next((m for m in mems if m.desc or m.wide), None)
        s = next((m for m in mems if m is not g), None)
        return (_mem_value(em, p, s) if s is not None else unknown("no shared operand"),
                _mem_value(em, p, g) if g is not None else None)
    if not mems:
        return unknown("no address operand"), None
    return _mem_value(em, p, mems[0]), None
