"""Results the linear form cannot carry (products of two unknowns, byte permutes, sign extensions,
min/max, bit counts): exact in lanes whose inputs are known, a fresh wave-uniform symbol in lanes
whose inputs are the same over their wave, unknown bits elsewhere -- never more precise than what is
known.  Also the queries both front ends ask of a value (a known number common to every lane, the
reason a lane is unknown, the names of the symbols it depends on).
"""

from __future__ import annotations

import numpy as np

from ldsopt.simt.arith import Space, _all_unknown
from ldsopt.simt.values import M32, Env, Val, known, merge_why, normalize, select, sym_align

_U32 = np.uint32


def uniform_int(v: Val) -> int | None:
    """The value as an int when it is known and the same in every lane, else None.

    Examples
    --------
    >>> import numpy as np
    >>> uniform_int(Val(np.full(4, 7, np.uint32))), uniform_int(Val(np.arange(4, dtype=np.uint32)))
    (7, None)
    """
    if not v.plain:
        return None
    c = v.c
    return int(c[0]) if (c == c[0]).all() else None


def dead(v: Val) -> bool:
    """Every bit of every lane unknown."""
    return v.u is not None and bool((v.u == M32).all())


def unknown_lanes(v: Val) -> np.ndarray:
    """Lanes with an unknown bit."""
    return v.u != 0 if v.u is not None else np.zeros(len(v.c), bool)


def sym_lanes(v: Val) -> np.ndarray:
    """Lanes whose value has a symbolic part."""
    m = np.zeros(len(v.c), bool)
    for co in (v.sym or {}).values():
        m |= co != 0
    return m


def reason_text(env: Env, v: Val, lanes: np.ndarray | None = None) -> str | None:
    """Why the first lane (of `lanes`) with unknown bits is unknown; None when there is none."""
    if v.u is None:
        return None
    bad = v.u != 0
    if lanes is not None:
        bad = bad & lanes
    idx = np.flatnonzero(bad)
    if not idx.size:
        return None
    rid = int(v.why[idx[0]]) if v.why is not None else 0
    return env.reasons[rid]


def describe(env: Env, syms) -> str:
    """What the symbols `syms` derive from, as sorted names."""
    labels: set = set()
    for s in syms:
        labels |= env.sym_origin[s]
    return ", ".join(sorted(labels))


def _int64(v: Val) -> np.ndarray:
    return v.c.astype(np.int64)


def _apply(fn, inputs, n: int) -> np.ndarray:
    r = np.asarray(fn(*[_int64(v) for v in inputs]), dtype=np.int64) & M32
    return r.astype(_U32) if r.shape == (n,) else np.broadcast_to(r, (n,)).astype(_U32)


def _fresh(sp: Space, inputs, lanes: np.ndarray, what: str, scale: int = 0) -> Val:
    """A new wave-uniform symbol (times ``2**scale``) in `lanes`, derived from the inputs' symbols."""
    origin: set = set()
    for v in inputs:
        for s, co in (v.sym or {}).items():
            if (co[lanes] != 0).any():
                origin |= sp.env.sym_origin[s]
    t = sp.env.new_sym(what, 0, origin or {what})
    return Val(np.zeros(sp.n, _U32), None, {t: np.where(lanes, _U32(1 << scale), _U32(0)).astype(_U32)})


def _uniform_lanes(sp: Space, inputs, lanes: np.ndarray, hi=None) -> np.ndarray:
    """Lanes of `lanes` whose wave holds one value of every input (its bits under `hi`) in all its
    lanes."""
    ok = lanes.copy()
    for v in inputs:
        ok &= sp.uniform_waves(v.c if hi is None else v.c & _U32(hi))
        for co in (v.sym or {}).values():
            ok &= sp.uniform_waves(co)
        if not np.count_nonzero(ok):
            break
    return ok


def _unknown_where(sp: Space, inputs, bad: np.ndarray, mixed: np.ndarray, what: str) -> Val:
    """Unknown bits: the inputs' reasons in `bad` lanes, "mixes per-thread values" in `mixed` ones."""
    why = merge_why(*[v.why for v in inputs])
    why = np.where(bad, why if why is not None else 0, 0).astype(np.int32)
    if np.count_nonzero(mixed):
        syms = {s for v in inputs for s, co in (v.sym or {}).items() if (co[mixed] != 0).any()}
        rid = sp.env.reason(f"{what} mixes per-thread values with {describe(sp.env, syms) or 'unknown values'}")
        why = np.where(mixed & (why == 0), rid, why).astype(np.int32)
    m = bad | mixed
    return normalize(Val(np.zeros(sp.n, _U32), np.where(m, _U32(M32), _U32(0)).astype(_U32), None, why))


def opaque(sp: Space, inputs, fn, what: str) -> Val:
    """A function the linear form cannot follow: ``fn(*c)`` (on int64 arrays) in lanes whose inputs
    are known, a fresh wave-uniform symbol in lanes whose inputs are each the same over the wave
    (none unknown), unknown bits elsewhere.  ``fn`` None: no exact form."""
    n = sp.n
    for v in inputs:
        if _all_unknown(v):      # nothing of the result is known: that input, with its reasons
            return v
    if fn is not None and all(v.plain for v in inputs):
        return Val(_apply(fn, inputs, n))
    bad = np.zeros(n, bool)
    for v in inputs:
        if v.u is not None:
            bad |= v.u != 0
    if fn is None:
        kn = None
        rest = ~bad
    else:
        kn = np.ones(n, bool)
        for v in inputs:
            kn &= known(v)
        if kn.all():
            return Val(_apply(fn, inputs, n))
        rest = ~bad & ~kn
    cand = _uniform_lanes(sp, inputs, rest) if rest.any() else rest
    mixed = rest & ~cand
    if np.count_nonzero(mixed) == n and all(v.u is None and v.why is None for v in inputs):
        # the common case (per-thread values in every wave, none unknown): what _unknown_where
        # gives, unknown bits everywhere for one reason, as the shared value of that reason
        syms = {s for v in inputs for s, co in (v.sym or {}).items() if co.any()}
        return sp.unknown(sp.env.reason(f"{what} mixes per-thread values with "
                                        f"{describe(sp.env, syms) or 'unknown values'}"))
    if np.count_nonzero(bad) or np.count_nonzero(mixed):
        out = _unknown_where(sp, inputs, bad, mixed, what)
    else:                        # no lane unknown: what _unknown_where gives there, a plain 0
        out = Val(np.zeros(n, _U32))
    if np.count_nonzero(cand):
        f = _fresh(sp, inputs, cand, what)
        out = f if cand.all() else select(cand, f, out)
    if kn is not None and np.count_nonzero(kn):
        out = select(kn, Val(_apply(fn, inputs, n)), out)
    return out


# bit patterns that tell every bit position apart (bit j of pattern b is bit b of j), with 0 and
# all ones: a function that maps each to itself on the high bits moves no bit there
_PATTERNS = (0, M32, 0xAAAAAAAA, 0xCCCCCCCC, 0xF0F0F0F0, 0xFF00FF00, 0xFFFF0000)


def lanewise(sp: Space, inputs, fn, what: str, per_bit: bool = False) -> Val:
    """A bitwise or bit-moving function ``fn(*c)`` of 32-bit values (truth tables, byte permutes,
    sign extension, byte selects), on int64 arrays.

    Exact in known lanes.  Where some input has a wave-uniform symbolic part, the bits below its
    alignment are exact; above them the result is known when the symbolic inputs cannot change it
    (AND with 0, OR with all ones), keeps the symbolic part when ``fn`` passes the one symbolic
    input's high bits through unchanged (tested on patterns that tell every bit position apart),
    and is otherwise a fresh wave-uniform symbol where every input's high part is the same over
    the wave, unknown elsewhere.  ``per_bit``: each result bit depends only on the same bit of the
    inputs (truth tables), so all zeros and all ones are patterns enough."""
    n = sp.n
    if all(v.plain for v in inputs):
        return Val(_apply(fn, inputs, n))
    for v in inputs:
        if _all_unknown(v):
            return v
    bad = np.zeros(n, bool)
    syml = np.zeros(n, bool)
    for v in inputs:
        bad |= unknown_lanes(v)
        syml |= sym_lanes(v)
    syml &= ~bad
    if not np.count_nonzero(bad) and not np.count_nonzero(syml):
        return Val(_apply(fn, inputs, n))
    exact = ~bad & ~syml
    out = _unknown_where(sp, inputs, bad, np.zeros(n, bool), what)
    if np.count_nonzero(exact):
        out = select(exact, Val(_apply(fn, inputs, n)), out)
    if not np.count_nonzero(syml):
        return out
    tz = 32
    for v in inputs:
        if v.sym:
            al = sym_align(sp.env, v)[syml]
            tz = min(tz, int(al.min()))
    lo = (1 << tz) - 1
    hi = M32 & ~lo
    args = [_int64(v) for v in inputs]
    low = (np.asarray(fn(*args), np.int64) & lo).astype(_U32)
    symb = [i for i, v in enumerate(inputs) if v.sym and (sym_lanes(v) & syml).any()]
    known_hi = [a & hi for a in args]

    def outs_for(assign: dict) -> np.ndarray:
        xs = [assign.get(i, known_hi[i]) for i in range(len(inputs))]
        return np.broadcast_to(np.asarray(fn(*xs), np.int64) & hi, (n,))

    if len(symb) == 1:
        pats = [np.int64(p & hi) for p in (_PATTERNS[:2] if per_bit else _PATTERNS)]
        outs = [outs_for({symb[0]: p}) for p in pats]
        same = np.ones(n, bool)
        ident = np.ones(n, bool)
        for p, o in zip(pats, outs):
            same &= o == outs[0]
            ident &= o == p
    else:
        outs = [outs_for({i: np.int64(hi if bits >> k & 1 else 0) for k, i in enumerate(symb)})
                for bits in range(1 << len(symb))]
        same = np.ones(n, bool)
        for o in outs:
            same &= o == outs[0]
        ident = np.zeros(n, bool)
    done = syml & same
    if np.count_nonzero(done):
        out = select(done, Val((low + outs[0].astype(_U32)).astype(_U32)), out)
    keep = syml & ~same & ident
    if np.count_nonzero(keep):
        v = inputs[symb[0]]
        out = select(keep, normalize(Val((low + (v.c & _U32(hi))).astype(_U32), None, dict(v.sym))), out)
    rest = syml & ~same & ~ident
    if np.count_nonzero(rest):
        cand = _uniform_lanes(sp, inputs, rest, hi)
        if np.count_nonzero(cand):
            f = _fresh(sp, inputs, cand, what, tz)
            out = select(cand, Val(low, None, f.sym), out)
        mixed = rest & ~cand
        if np.count_nonzero(mixed):
            out = select(mixed, _unknown_where(sp, inputs, np.zeros(n, bool), mixed, what), out)
    return out
