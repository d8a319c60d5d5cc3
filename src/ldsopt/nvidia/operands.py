"""Operand access for the SASS emulator: register, immediate, constant-bank and special-register
operands as values (with negation, inversion, half/byte selects), predicates, destinations."""

from __future__ import annotations

import re

import numpy as np

from ldsopt.nvidia.values import M32, V, bitwise, const, inv, neg, opaque, uniform_int, unknown
from ldsopt.simt.pred import PTRUE, Pred, plogic

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

