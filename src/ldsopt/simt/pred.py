"""The three-valued predicate of both emulators: per lane true, false or unknown (with the reason).

AMD compares (``v_cmp_*``, ``s_cmp_*``) and SASS predicates (``ISETP``, ``PLOP3``, guards) are
:class:`Pred` values.  ``why`` is the reason in the front end's form: a text (SASS) or per-lane
reason ids of the :class:`~ldsopt.simt.values.Env` (AMDGPU).
"""

from __future__ import annotations

import numpy as np

from ldsopt.simt.lut import lut3_known


class Pred:
    """Three-valued predicate: ``v`` (bool array or bool) where known, ``unk`` (bool array or None)
    marks lanes whose value is unknown, ``why`` says why.  ``data``: the unknown comes from
    per-lane data (loaded values, floating point); False when it comes only from values the same
    for the whole block (kernel parameters, the block index).

    Examples
    --------
    >>> import numpy as np
    >>> p = Pred(np.array([True, False]), np.array([False, True]), "loaded data")
    >>> p.any_unknown(), p.value(2).tolist(), p.unknown(2).tolist()
    (True, [True, False], [False, True])
    """

    __slots__ = ("v", "unk", "why", "data")

    def __init__(self, v, unk=None, why="", data=True):
        self.v = v
        self.unk = unk
        self.why = why
        self.data = data

    def any_unknown(self, mask=None) -> bool:
        if self.unk is None:
            return False
        return bool(self.unk.any() if mask is None else (self.unk & mask).any())

    def value(self, n: int) -> np.ndarray:
        """The known truth value per lane (False where unknown), as a bool array of `n` lanes."""
        v = np.broadcast_to(np.asarray(self.v, dtype=bool), (n,))
        return v & ~self.unk if self.unk is not None else v.copy()

    def unknown(self, n: int) -> np.ndarray:
        """Lanes whose value is unknown, as a bool array of `n` lanes."""
        return self.unk.copy() if self.unk is not None else np.zeros(n, bool)


PTRUE = Pred(True)
PFALSE = Pred(False)


def pnot(p: Pred) -> Pred:
    return Pred(~p.v if not isinstance(p.v, bool) else not p.v, p.unk, p.why, p.data)


def _unk_or(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return a | b


def _why_of(preds) -> tuple[str, bool]:
    """The reasons of the unknown inputs, sorted, each named once: a reason whose origins (its
    ", "-separated parts) all appear in another is left out ("c[0x0][0x230], which way ..."
    already says "which way ...")."""
    whys = sorted({str(g) for p in preds if p.unk is not None and p.why
                   for g in str(p.why).split("; ")})
    parts = {w: set(w.split(", ")) for w in whys}
    keep = [w for w in whys if not any(o != w and parts[w] <= parts[o] for o in whys)]
    return "; ".join(keep), any(p.data for p in preds if p.unk is not None)


def plogic(fn, preds) -> Pred:
    """Bitwise logic ``fn`` over three-valued predicates: a lane's result is known when it is the
    same for every value of its unknown inputs."""
    unk = None
    for p in preds:
        unk = _unk_or(unk, p.unk)
    vals = [p.v for p in preds]
    r = fn(*vals)
    if unk is None or not np.count_nonzero(unk):
        return Pred(r)
    # try flipping the unknown inputs: known if the result cannot change
    res_unk = np.zeros_like(unk)
    n = len(preds)
    base = [np.broadcast_to(np.asarray(v, dtype=bool), unk.shape) for v in vals]
    r0 = np.broadcast_to(np.asarray(r, dtype=bool), unk.shape)
    for bits in range(1, 1 << n):
        alt = []
        for i, p in enumerate(preds):
            if (bits >> i) & 1 and p.unk is not None:
                alt.append(np.where(p.unk, ~base[i], base[i]))
            else:
                alt.append(base[i])
        res_unk |= np.broadcast_to(np.asarray(fn(*alt), dtype=bool), unk.shape) != r0
    why, data = _why_of(preds)
    return Pred(r0.copy(), res_unk if res_unk.any() else None, why, data)


def plut3(table: int, a: Pred, b: Pred, c: Pred, n: int) -> Pred:
    """``PLOP3``: the 3-input truth table (:func:`~ldsopt.simt.lut.lut3_known`) over predicates."""
    if a.unk is None and b.unk is None and c.unk is None and all(isinstance(p.v, bool) for p in (a, b, c)):
        return Pred(bool(table >> (a.v << 2 | b.v << 1 | c.v) & 1))
    args = []
    for p in (a, b, c):
        args += [p.value(n), p.unknown(n)]
    v, u = lut3_known(table, *args)
    if not np.count_nonzero(u):
        return Pred(v)
    why, data = _why_of((a, b, c))
    return Pred(v, u, why, data)
