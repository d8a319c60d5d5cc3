"""Operand access for the SASS emulator: register, immediate, constant-bank and special-register
operands as lane values (:mod:`ldsopt.simt`, with negation, inversion, half/byte selects),
predicates, destinations; and the SASS forms of the shared operations (shifts by an immediate
amount, products whose two factors are unknown)."""

from __future__ import annotations

import functools
import re

import numpy as np

from ldsopt.simt import approx, arith
from ldsopt.simt.derived import lanewise, opaque, reason_text, sym_lanes, uniform_int
from ldsopt.simt.pred import PTRUE, Pred, plogic, pnot
from ldsopt.simt.values import M32, Val, normalize, select

WARP = 32


# ----------------------------------------------------------------------------- operand access
def val(em, p, o) -> Val:
    k = o.kind
    L = em.L
    if k in ("reg", "ureg"):
        v = em.reg(p, o.name)
        if o.sel:
            v = _apply_sel(em, v, o.sel)
    elif k == "imm":
        v = L.const_val(o.value & M32)
    elif k == "const":
        if o.base is None:
            v = L.const(o.bank, o.offset)
        else:
            idx = em.reg(p, o.base)
            bi = uniform_int(idx)
            v = L.const(o.bank, o.offset + bi) if bi is not None else (
                L.table(o.bank, idx.c.astype(np.int64) + o.offset) if idx.plain else None)
            if v is None:
                v = L.unknown(f"constant-bank read indexed by {o.base}")
    elif k == "sreg":
        v = L.special(o.name)
        if v is None:
            v = L.unknown(f"{o.name} (a per-thread counter)")
    elif k == "fimm":
        v = L.unknown("a floating-point constant")
    else:
        v = L.unknown(f"operand {o.text!r}")
    if o.abs:
        v = opaque(L.sp, (v,), lambda x: np.abs(_sx(x)), "absolute value")
    if o.neg:
        v = arith.neg(L.sp, v)
    if o.inv:
        v = arith.not_(L.sp, v)
    return v


def _apply_sel(em, v: Val, sel) -> Val:
    for s in sel:
        if s in ("H0", "H1"):
            sh = 16 if s == "H1" else 0
            v = lanewise(em.L.sp, (v,), lambda x, sh=sh: (x >> sh) & 0xFFFF, "half-word select")
        elif re.fullmatch(r"B[0-3]", s):
            sh = 8 * int(s[1])
            v = lanewise(em.L.sp, (v,), lambda x, sh=sh: (x >> sh) & 0xFF, "byte select")
    return v


def pval(em, p, o) -> Pred:
    pr = em.pred(p, o.name)
    return pnot(pr) if o.neg else pr


def pand(a: Pred, b: Pred) -> Pred:
    if a is PTRUE:
        return b
    if b is PTRUE:
        return a
    return plogic(lambda x, y: np.logical_and(x, y), (a, b))


@functools.lru_cache(maxsize=4096)
def _regname(name: str, k: int) -> str:
    if name in ("RZ", "URZ"):
        return name
    pre = "UR" if name.startswith("UR") else "R"
    return f"{pre}{int(name[len(pre):]) + k}"


def _known_int(v: Val):
    return uniform_int(v)


def why_of(em, v: Val, what: str) -> str:
    """The reason `v` is unknown on some lane, else ``what of unknown values``."""
    return reason_text(em.L.env, v) or f"{what} of unknown values"


# ----------------------------------------------------------------------------- SASS value forms
def shl_n(L, a: Val, n: int) -> Val:
    """a << n for an immediate n (0 from 32 on)."""
    n &= 63
    if n >= 32:
        return L.const_val(0)
    if n == 0:
        return a
    s = np.uint32(n)
    if a.plain:
        return Val(a.c << s)
    sym = {k: x << s for k, x in a.sym.items()} if a.sym else None
    return normalize(Val(a.c << s, None if a.u is None else a.u << s, sym, a.why))


def shr_n(L, a: Val, n: int, signed: bool, what: str) -> Val:
    """a >> n (logical or arithmetic) for an immediate n.  A symbolic part whose coefficients are
    multiples of 2**n is divided by it (:func:`ldsopt.simt.approx.shr_aligned`, which says when
    that is exact); otherwise the bits the shift brings down are treated by
    :func:`~ldsopt.simt.derived.lanewise`."""
    n &= 63
    if a.plain:                  # the 32-bit words shifted as they are (signed: as int32)
        if signed:
            return Val((a.c.view(np.int32) >> np.int32(min(n, 31))).view(np.uint32))
        return Val(a.c >> np.uint32(n)) if n < 32 else L.const_val(0)
    if not a.sym:
        if n >= 32:
            return arith.lshr(L.sp, a, L.const_val(31), 0, arith=True) if signed else L.const_val(0)
        return arith.lshr(L.sp, a, L.const_val(n), 0, arith=signed)
    if not signed:
        if n == 0:
            return a
        r = approx.shr_aligned(L.env, a, n)
        if r is not None:
            return r
    return lanewise(L.sp, (a,), lambda x: (x & M32) >> n if not signed else (_sx(x & M32) >> n), what)


def mul_v(L, a: Val, b: Val, what: str) -> Val:
    """Low 32 bits of a * b; where both factors have a symbolic part, a product of unknowns."""
    if a.sym and b.sym:
        both = sym_lanes(a) & sym_lanes(b)
        k = np.count_nonzero(both)
        if k == both.size:       # every lane a product of unknowns
            return opaque(L.sp, (a, b), None, what)
        if k:
            return select(both, opaque(L.sp, (a, b), None, what), arith.mul(L.sp, a, b))
    return arith.mul(L.sp, a, b)


# ----------------------------------------------------------------------------- helpers
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
    u = em.L.unknown(why)
    for k in range(n):
        em.write(p, _regname(name, k), u, ex)


def _width_regs(ins) -> int:
    for m in ins.mods:
        if m == "64":
            return 2
        if m == "128":
            return 4
    return 1


def _sx(c):
    return ((c & M32) ^ 0x80000000) - 0x80000000


def mem_value(em, p, m) -> Val:
    """The address a memory operand names, as lane values: base register (times its scale), plus
    the uniform register, plus the offset."""
    L = em.L
    v = L.const_val(0)
    if m.base is not None:
        v = em.reg(p, m.base)
        if m.scale != 1:
            v = mul_v(L, v, L.const_val(m.scale), "scaled address")
    if m.ubase is not None:
        v = arith.add(L.sp, v, em.reg(p, m.ubase))
    if m.offset:
        v = arith.add(L.sp, v, L.const_val(m.offset & M32))
    return v
