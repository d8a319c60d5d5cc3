"""SASS f32 arithmetic exact for known values: ``FMUL``, ``FADD``, ``FFMA`` in round-to-nearest-even
(IEEE 754 binary32, what these instructions do without a rounding modifier; PTX ISA, "mul.f32",
"add.f32", "fma.rn.f32"), with ``.FTZ`` flushing subnormal inputs and results to zero.  Shared
indices computed through exact float steps (``(int)(t * 0.5f)``, ``floorf(t / 4.0f)``) then resolve
where the thread ids are known; other forms (rounding modifiers, ``.SAT``, 16/64-bit) stay
floating-point results (unknown), as before.

>>> import numpy as np
>>> float(_fma(np.array([3.0]), np.array([0.5]), np.array([-64.0]))[0])
-62.5
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import numpy as np

from ldsopt.nvidia.operands import val
from ldsopt.nvidia.ops_pred import op_float
from ldsopt.simt.values import Val

_U32 = np.uint32
_TINY = float(np.finfo(np.float32).tiny)


def _fconst(o) -> float | None:
    """The f32 value of an immediate operand of a float instruction (None: not one)."""
    if o.kind == "fimm":
        t = o.text.replace("+", "").upper()
        if "NAN" in t:
            return None
        try:
            return float(np.float32(float(t.replace("INF", "inf"))))
        except ValueError:
            return None
    if o.kind == "imm":
        if o.text.lower().startswith(("0x", "-0x")):
            return float(np.array([o.value & 0xFFFFFFFF], _U32).view(np.float32)[0])
        return float(np.float32(o.value))
    return None


def _fval(em, p, o, n: int):
    """(float64 values, known) of one source operand, its -/|| applied to the float."""
    c = _fconst(o)
    if c is not None:
        return np.full(n, c), np.ones(n, bool)
    if o.kind not in ("reg", "ureg", "const") or getattr(o, "sel", None):
        return None, None
    v = val(em, p, replace(o, neg=False, abs=False) if o.kind != "const" else o)
    if not v.plain:
        return None, None
    f = np.broadcast_to(v.c.astype(_U32), (n,)).view(np.float32).astype(np.float64)
    if getattr(o, "abs", False):
        f = np.abs(f)
    if getattr(o, "neg", False):
        f = -f
    return f, np.ones(n, bool)


def _round32(x: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        return np.asarray(x, np.float64).astype(np.float32)


def _fma(a, b, c):
    """a * b + c rounded once to f32 (a * b is exact in f64; a sum that f64 rounds is redone
    exactly with fractions)."""
    prod = a * b
    s = prod + c
    # TwoSum: the rounding error of the f64 sum; zero means the f64 sum is exact
    bb = s - prod
    err = (prod - (s - bb)) + (c - bb)
    out = _round32(s)
    for i in np.nonzero((err != 0) & np.isfinite(s))[0]:
        exact = Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))
        lo = np.float32(float(exact))            # nearest f64, then candidates around it
        cands = [np.nextafter(lo, np.float32(-np.inf)), lo, np.nextafter(lo, np.float32(np.inf))]
        d = [abs(Fraction(float(x)) - exact) for x in cands]
        best = min(d)
        pick = [x for x, e in zip(cands, d) if e == best]
        even = [x for x in pick if int(np.array([x], np.float32).view(_U32)[0]) % 2 == 0]
        out[i] = (even or pick)[0]
    return out


def op_farith(em, p, ins, ex):
    mods = set(ins.mods) - {"FTZ"}
    op = ins.opcode
    o = ins.operands
    srcs = [x for x in o[1:] if x.kind not in ("pred", "upred")]
    need = 3 if op == "FFMA" else 2
    if mods or len(srcs) != need:
        return op_float(em, p, ins, ex)
    n = em.n
    for x in srcs:           # most float operands are loaded data: leave at once when one is
        if x.kind in ("reg", "ureg") and not getattr(x, "sel", None) and not em.reg(p, x.name).plain:
            return op_float(em, p, ins, ex)
    vals = []
    for x in srcs:
        f, _k = _fval(em, p, x, n)
        if f is None:
            return op_float(em, p, ins, ex)
        vals.append(f)
    ftz = "FTZ" in ins.mods
    if ftz:
        vals = [np.where(np.abs(v) < _TINY, 0.0 * v, v) for v in vals]
    with np.errstate(over="ignore", invalid="ignore"):
        if op == "FMUL":
            r = _round32(vals[0] * vals[1])          # exact in f64, one rounding
        elif op == "FADD":
            r = _fma(vals[0], np.ones(n), vals[1])   # far-apart exponents: one exact rounding
        else:
            r = _fma(*vals)
    if ftz:
        r = np.where(np.abs(r) < np.float32(_TINY), np.float32(0.0) * r, r).astype(np.float32)
    em.write(p, o[0].name, Val(np.ascontiguousarray(r, np.float32).view(_U32).copy()), ex)
