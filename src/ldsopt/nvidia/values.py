"""Register values of the per-lane SASS emulator.

A 32-bit register holds, for every thread of the block at once, a :class:`V`:

* ``c``: the known part, an ``int`` when every thread has the same value, else an int64 array with
  one entry per thread, always reduced modulo 2**32;
* ``t``: a sum of *uniform unknowns* (``((symbol, coefficient), ...)``): values the same for every
  thread of the block but unknown without a launch (kernel parameters, the block index, the CTA's
  shared-window base).  Coefficients are integers, identical for every thread;
* ``u``: set (to the reason) when the value differs between threads in a way the emulator cannot
  follow (data loaded from memory, a floating-point result, a parameter multiplied by the thread
  index...).  ``c`` and ``t`` mean nothing then.

Additions and multiplications by known numbers keep the form exact.  Bitwise operations, shifts
right and comparisons stay exact in the low bits that the unknown terms cannot reach (their
coefficients' trailing zero bits); above those bits a result that is the same for every thread
becomes a fresh uniform unknown.  Predicates are :class:`ldsopt.simt.pred.Pred`.
"""

from __future__ import annotations

import numpy as np

M32 = 0xFFFFFFFF


class Syms:
    """The uniform unknowns of one emulation: id -> (kind, label, base kinds it derives from)."""

    def __init__(self):
        self.info: list = []

    def new(self, kind: str, label: str, bases=None) -> int:
        self.info.append((kind, label, frozenset(bases) if bases else frozenset({label})))
        return len(self.info) - 1

    def bases(self, sid: int) -> frozenset:
        return self.info[sid][2]

    def describe(self, terms) -> str:
        labels = sorted({b for s, _ in terms for b in self.bases(s)})
        return ", ".join(labels)


class V:
    """``u`` set and ``m`` None: unknown on every thread; ``u`` set and ``m`` a bool array: unknown
    on the threads marked in ``m`` only (e.g. a register written under a condition: the other
    threads hold leftovers that no instruction of theirs will use)."""

    __slots__ = ("c", "t", "u", "m")

    def __init__(self, c=0, t=(), u=None, m=None):
        self.c = c
        self.t = t
        self.u = u
        self.m = m

    # ------------------------------------------------------------------ queries
    @property
    def known(self) -> bool:
        """Fully known for every thread (no unknown of any kind)."""
        return self.u is None and not self.t

    @property
    def dead(self) -> bool:
        """Unknown on every thread."""
        return self.u is not None and self.m is None

    def bad(self, n: int) -> np.ndarray:
        """Threads whose value is unknown."""
        if self.u is None:
            return np.zeros(n, bool)
        return np.ones(n, bool) if self.m is None else self.m

    def is_uniform(self) -> bool:
        if self.u is not None:
            return False
        c = self.c
        return isinstance(c, int) or bool((c == c[0]).all())

    def low_zero_bits(self) -> int:
        """Trailing zero bits shared by every unknown coefficient (32 when there is none)."""
        tz = 32
        for _, k in self.t:
            k &= M32
            tz = min(tz, (k & -k).bit_length() - 1 if k else 32)
        return tz

    def __repr__(self):
        if self.dead:
            return f"V(unknown: {self.u})"
        c = self.c if isinstance(self.c, int) else f"array[{len(self.c)}]"
        extra = f", unknown on {int(self.m.sum())} threads" if self.u else ""
        return f"V({c}, {self.t}{extra})" if self.t else f"V({c}{extra})"


ZERO = V(0)


def const(x: int) -> V:
    return V(int(x) & M32)


def lanes(arr) -> V:
    a = np.asarray(arr, dtype=np.int64) & M32
    return V(a)


def unknown(reason: str) -> V:
    return V(0, (), reason)


def uniform_int(c):
    """``c`` as an int when it is the same for every thread, else None."""
    if isinstance(c, int):
        return c
    return int(c[0]) if (c == c[0]).all() else None


def _norm_c(c):
    if isinstance(c, int):
        return c & M32
    if c.ndim == 0:
        return int(c) & M32
    return c & M32


def _merge_terms(a, b, sign=1):
    if not b:
        return a
    d = dict(a)
    for s, k in b:
        d[s] = (d.get(s, 0) + sign * k) & M32
    return tuple(sorted((s, k) for s, k in d.items() if k))


def _scale_terms(t, k):
    if not t:
        return t
    return tuple(sorted((s, (c * k) & M32) for s, c in t if (c * k) & M32))


def _bad(*vals):
    """(reason, mask) of the union of the inputs' unknown threads; mask None = every thread."""
    u, m = None, None
    for v in vals:
        if v.u is None:
            continue
        if v.m is None:
            return v.u, None
        u = u or v.u
        m = v.m if m is None else (m | v.m)
    return u, m


def first_unknown(*vals):
    """The reason when some input is unknown on every thread, else None."""
    for v in vals:
        if v.dead:
            return v.u
    return None


def _with_bad(v: V, u, m) -> V:
    if u is not None:
        v.u, v.m = u, m
    return v


# ------------------------------------------------------------------ linear arithmetic
def add(a: V, b: V) -> V:
    u, m = _bad(a, b)
    if u and m is None:
        return unknown(u)
    return _with_bad(V(_norm_c(a.c + b.c), _merge_terms(a.t, b.t)), u, m)


def neg(a: V) -> V:
    if a.dead:
        return a
    return _with_bad(V(_norm_c(-a.c), _scale_terms(a.t, -1)), a.u, a.m)


def sub(a: V, b: V) -> V:
    return add(a, neg(b))


def inv(a: V) -> V:
    """Bitwise not: ~x = -x - 1."""
    return add(neg(a), const(M32))


def mul(a: V, b: V, syms: Syms, why: str) -> V:
    """Low 32 bits of a * b."""
    u, m = _bad(a, b)
    if u and m is None:
        return unknown(u)
    if not a.t and not b.t:
        return _with_bad(V(_norm_c(a.c * b.c)), u, m)
    if a.t and b.t:
        return opaque((a, b), syms, why)
    s, k = (a, b) if a.t else (b, a)     # s symbolic, k known
    kk = _uniform_valid(k)
    if kk is None:
        return unknown(f"a per-thread value multiplies {syms.describe(s.t)}"
                       " (give its value with --arg)")
    return _with_bad(V(_norm_c(s.c * kk), _scale_terms(s.t, kk)), u, m)


def _uniform_valid(v: V):
    """The value of v.c when it is the same on every thread whose value is known."""
    c = v.c
    if isinstance(c, int):
        return c
    if v.u is not None and v.m is not None:
        ok = c[~v.m]
        if ok.size == 0:
            return None
        return int(ok[0]) if (ok == ok[0]).all() else None
    return uniform_int(c)


def shl(a: V, n: int) -> V:
    if a.dead:
        return a
    n &= 63
    if n >= 32:
        return ZERO
    return _with_bad(V(_norm_c(a.c << n), _scale_terms(a.t, 1 << n)), a.u, a.m)


def opaque(inputs, syms: Syms, why: str, fn=None) -> V:
    """A result the emulator cannot express linearly: known if every input is known (``fn`` gives
    it), a fresh uniform unknown if every input is the same for every thread, else unknown."""
    u, m = _bad(*inputs)
    if u and m is None:
        return unknown(u)
    if fn is not None and all(not v.t for v in inputs):
        return _with_bad(V(_norm_c(np.asarray(fn(*[v.c for v in inputs])) if not all(
            isinstance(v.c, int) for v in inputs) else fn(*[v.c for v in inputs]))), u, m)
    if u is None and all(v.is_uniform() for v in inputs):
        bases = set()
        for v in inputs:
            for s, _ in v.t:
                bases |= syms.bases(s)
        return V(0, ((syms.new("derived", why, bases), 1),))
    labels = syms.describe(tuple(x for v in inputs for x in v.t))
    return unknown(f"{why} mixes per-thread values with {labels or 'unknown values'}")


def bitwise(inputs, fn, syms: Syms, why: str) -> V:
    """A bitwise function ``fn(*c)`` of 32-bit values (LOP3, byte permutes, SGXT...).

    Exact below the lowest bit an unknown term can reach; above it, exact when the unknown parts
    cancel out (AND with 0, OR with all ones, or the identity of one input), a fresh uniform
    unknown when every input's high part is the same for every thread, else unknown."""
    u, m = _bad(*inputs)
    if u and m is None:
        return unknown(u)
    if all(not v.t for v in inputs):
        return _with_bad(V(_norm_c(fn(*[v.c for v in inputs]))), u, m)
    tz = min(v.low_zero_bits() for v in inputs)
    lo_mask = (1 << tz) - 1
    hi_mask = M32 & ~lo_mask
    low = _norm_c(fn(*[v.c for v in inputs])) & lo_mask
    sym_idx = [i for i, v in enumerate(inputs) if v.t]
    known_hi = {}
    for i, v in enumerate(inputs):
        if i not in sym_idx:
            known_hi[i] = _uniform_valid(V(v.c & hi_mask, (), v.u, v.m))
    if all(h is not None for h in known_hi.values()):
        outs = []
        for bits in range(1 << len(sym_idx)):
            args = []
            for i in range(len(inputs)):
                if i in sym_idx:
                    args.append(hi_mask if (bits >> sym_idx.index(i)) & 1 else 0)
                else:
                    args.append(known_hi[i])
            outs.append(fn(*args) & hi_mask)
        if len(set(outs)) == 1:          # the unknowns do not matter
            return _with_bad(V(_norm_c(low + outs[0])), u, m)
        if len(sym_idx) == 1 and outs[0] == 0 and outs[1] == hi_mask:
            v = inputs[sym_idx[0]]       # identity of the unknown input above bit tz
            return _with_bad(V(_norm_c(low + (v.c & hi_mask)), v.t), u, m)
    if all(_uniform_valid(V(v.c & hi_mask, (), v.u, v.m)) is not None for v in inputs):
        bases = set()
        for v in inputs:
            for s, _ in v.t:
                bases |= syms.bases(s)
        sid = syms.new("derived", why, bases)
        return _with_bad(V(low, ((sid, 1 << tz),)), u, m)
    labels = syms.describe(tuple(x for v in inputs for x in v.t))
    return unknown(f"{why} mixes per-thread values with {labels}")


def shr(a: V, n: int, arith: bool, syms: Syms, why: str) -> V:
    """a >> n (logical or arithmetic), n known."""
    if a.dead:
        return a
    n &= 63
    if not a.t:
        c = a.c
        if arith:
            c = (c ^ 0x80000000) - 0x80000000
        return _with_bad(V(_norm_c(c >> min(n, 63))), a.u, a.m)
    tz = a.low_zero_bits()
    if n <= tz and not arith:
        return _with_bad(V(_norm_c(a.c >> n), tuple(sorted((s, k >> n) for s, k in a.t if k >> n))),
                         a.u, a.m)
    return bitwise((a,), lambda x: (x & M32) >> n if not arith else
                   ((((x & M32) ^ 0x80000000) - 0x80000000) >> n), syms, why)


def select(mask, a: V, b: V, why: str, prefer_a: bool = False) -> V:
    """Per thread: a where mask, else b (mask: bool array or bool).  Where the two have different
    unknown parts, one form is kept and the other threads become unknown: ``a``'s when
    ``prefer_a`` (a register written under a guard: the guarded threads are the ones that will use
    it), else the larger group's."""
    if mask is True or (not isinstance(mask, bool) and mask.all()):
        return a
    if mask is False or (not isinstance(mask, bool) and not mask.any()):
        return b
    if a is b:
        return a
    if a.dead and b.dead:
        return a
    if a.dead:
        n = len(mask)
        return _with_bad(V(b.c, b.t), b.u or a.u, mask | b.bad(n))
    if b.dead:
        n = len(mask)
        return _with_bad(V(a.c, a.t), a.u or b.u, ~mask | a.bad(n))
    n = len(mask)
    if a.t != b.t:
        # threads hold values with different unknown parts: keep the larger group's form
        if prefer_a or mask.sum() * 2 >= n:
            return _with_bad(V(a.c, a.t), f"{why}: other threads hold a different value",
                             ~mask | a.bad(n))
        return _with_bad(V(b.c, b.t), f"{why}: other threads hold a different value",
                         mask | b.bad(n))
    if isinstance(a.c, int) and isinstance(b.c, int) and a.c == b.c and a.u is None and b.u is None:
        return a
    c = np.where(mask, a.c, b.c)
    if a.u is None and b.u is None:
        return V(c, a.t)
    bad = np.where(mask, a.bad(n), b.bad(n))
    return _with_bad(V(c, a.t), a.u or b.u, bad) if bad.any() else V(c, a.t)


def as_array(c, n: int) -> np.ndarray:
    if isinstance(c, int):
        return np.full(n, c, dtype=np.int64)
    return c
