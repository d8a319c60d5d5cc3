"""Bounds checks against kernel arguments, taken as passing ("in bounds").

A modelling choice, not a fact of the hardware: a kernel's masks often compare a lane's index with a
problem size it receives as a kernel argument (``if (i < n)``, Triton's ``offs_k < K - k * BLOCK_K``,
the loop guard ``0 < cdiv(K, BLOCK_K)``).  Without the argument's value the active lanes are not
known.  The usual case, and the one a tuning engineer asks about, is the whole tile: problem sizes
that are multiples of the tile, and the first iteration of the main loop.  So, unless turned off,
such a comparison is decided as if the index is smaller than the bound.

What counts as a bounds check (:func:`in_bounds`): a less-than / greater-than comparison (signed or
unsigned; 32-bit, or 64-bit judged on the low halves with clean high halves) in which

- one side, the *bound*, is the same in every lane of the wave and exceeds the other side, the
  *index*, by an amount that adds a kernel argument with a positive factor (``bound - index =
  K + ...``); the index may be any known number (a lane's index, a loop counter, a wave's row) plus
  workgroup ids or kernel arguments;
- every unknown on either side is derived only from kernel arguments and workgroup ids
  (:attr:`~ldsopt.simt.values.Env.sym_origin`): a comparison with loaded data, or with a value
  whose bits the emulator has lost, is never decided this way;
- the other orientation does not qualify too (``K < M`` between two arguments stays unknown).

The outcome is "index < bound": ``lt``/``le`` true with the index first, ``gt``/``ge`` true with the
bound first, false otherwise.  An argument given a value (``--arg``) is a known number and is
compared exactly.  Equality tests are never decided.  Scalar comparisons (``s_cmp_*``) follow the
same rule, so a loop guarded by a size (``0 < cdiv(K, BLOCK_K)``) runs.  Not covered: a bound or
index whose unknown bits the emulator carries without their origin (a division by an argument, a
value joined across a branch), which stays unknown.
"""

from __future__ import annotations

import numpy as np

from ldsopt.simt.values import Val, _sym_lin

_U32 = np.uint32
_ORDER = ("lt", "le", "gt", "ge")
_ALLOWED = frozenset({"arg", "wgid"})


def _clean(sp, v: Val, ok: np.ndarray) -> np.ndarray:
    """Lanes of `ok` where `v` has no unknown bits and only unknowns from arguments / workgroup ids."""
    if v.u is not None:
        ok = ok & (v.u == 0)
    for s, co in (v.sym or {}).items():
        if not sp.env.sym_origin[s] <= _ALLOWED:
            ok = ok & (co == 0)
    return ok


def _uniform(sp, v: Val, ok: np.ndarray) -> np.ndarray:
    ok = ok & sp.uniform(v.c, ok)
    for co in (v.sym or {}).values():
        ok &= sp.uniform(co, ok)
    return ok


def _bound_lanes(sp, bound: Val, index: Val, lanes: np.ndarray) -> np.ndarray:
    """Lanes (of `lanes`) where `bound` is a bound for `index` in the sense of the module doc."""
    env = sp.env
    ok = _clean(sp, index, _clean(sp, bound, lanes))
    if not ok.any():
        return ok
    ok = _uniform(sp, bound, ok)
    # bound - index: its unknown part must add a kernel argument with a positive factor, the
    # same in every lane of the wave
    diff = _sym_lin(bound.sym, index.sym, -1) or {}
    pos = np.zeros(sp.n, bool)
    for s, co in diff.items():
        ok &= sp.uniform(co, ok)
        if "arg" in env.sym_origin[s]:
            pos |= (co != 0) & (co < _U32(1 << 31))
    return ok & pos


def in_bounds(sp, a, b, kind: str, unk: np.ndarray):
    """(decided lanes, outcome) for the comparison `a kind b` in the lanes `unk` whose result is
    not known: the lanes where it is a bounds check, and its value there if the index is below the
    bound.  None when no lane qualifies.  `a`, `b`: a Val, or (low, high) halves of a 64-bit value:
    the low halves are judged as above, the high halves must be free of unknown bits and of
    unknowns other than arguments and workgroup ids, the bound's the same in every lane."""
    if kind not in _ORDER or not unk.any():
        return None
    if isinstance(a, tuple):
        ok = _clean(sp, b[1], _clean(sp, a[1], unk))
        a_bound = _uniform(sp, a[1], _bound_lanes(sp, a[0], b[0], ok))
        b_bound = _uniform(sp, b[1], _bound_lanes(sp, b[0], a[0], ok))
    else:
        a_bound = _bound_lanes(sp, a, b, unk)
        b_bound = _bound_lanes(sp, b, a, unk)
    a_only = a_bound & ~b_bound
    b_only = b_bound & ~a_bound
    decided = a_only | b_only
    if not decided.any():
        return None
    outcome = np.where(a_only, kind in ("gt", "ge"), kind in ("lt", "le"))
    return decided, outcome & decided


def apply(m, a, b, kind: str, val: np.ndarray, unk: np.ndarray, why, lanes: np.ndarray):
    """The comparison result (val, unk, why per lane) with the bounds checks among `lanes` decided,
    when the machine assumes them in bounds (``m.assume_in_bounds``); the instruction is recorded in
    ``m.bounds_assumed``."""
    if not m.assume_in_bounds or not unk.any():
        return val, unk, why
    r = in_bounds(m.sp, a, b, kind, unk & lanes)
    if r is None:
        return val, unk, why
    decided, outcome = r
    m.bounds_assumed[m.pc] = m.where()
    val = np.where(decided, outcome, val)
    unk = unk & ~decided
    if why is not None:
        why = np.where(unk, why, 0).astype(np.int32)
    return val, unk, why
