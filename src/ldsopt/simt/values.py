"""What the emulator knows about a 32-bit register: per work-item numbers, partly unknown.

A :class:`Val` holds one 32-bit value per work-item of the workgroup (numpy arrays of length N).
Scalar registers are stored the same way, the wave's value repeated in each of its 64 lanes, so
that every operation is one vector operation over the workgroup.

In each lane the value is in one of two forms:

- **linear**: ``c + sum(coeff[s] * S_s) mod 2**32`` where ``c`` is known and each ``S_s`` is a
  *wave-uniform unknown* (a kernel argument, a workgroup id, a value read by ``v_readfirstlane``
  from data...): one number per wave, the same in all its lanes.  ``sym`` maps symbol ids to the
  per-lane coefficient arrays.  Each symbol has a known alignment (its low bits known to be 0).
- **bits**: where ``u`` (unknown-bit mask) is non-zero, those bits are unknown and may differ
  between lanes; the other bits are ``c``.  ``why`` names the cause (a reason id of the
  :class:`Env`).  Lanes in this form carry no symbols.

Operations keep values linear where that is exact (add, subtract, multiply by a known number,
shifts left, and bitwise operations whose known part does not overlap the unknown part) and fall
back to known-bits rules otherwise; a result is never more precise than what is known.
"""

from __future__ import annotations

import numpy as np

M32 = 0xFFFFFFFF
_U32 = np.uint32


class Env:
    """Symbols and reasons shared by all values of one emulation."""

    def __init__(self):
        self.sym_name: list[str] = []
        self.sym_align: list[int] = []
        self.sym_origin: list[frozenset] = []     # what a symbol derives from: "arg", "wgid", "data", "other"
        self.sym_mod: dict = {}                    # symbol -> (2**k, x') of a masked sum (simt/modular.py)
        self.reasons: list[str] = ["(no reason)"]
        self._reason_ids: dict[str, int] = {}

    def new_sym(self, name: str, align: int = 0, origin=("other",)) -> int:
        """A new wave-uniform unknown; `origin` says what it is computed from (kernel arguments
        "arg", workgroup ids "wgid", loaded data "data", anything else "other")."""
        self.sym_name.append(name)
        self.sym_align.append(max(0, min(32, int(align))))
        self.sym_origin.append(frozenset(origin))
        return len(self.sym_name) - 1

    def reason(self, text: str) -> int:
        rid = self._reason_ids.get(text)
        if rid is None:
            rid = len(self.reasons)
            self.reasons.append(text)
            self._reason_ids[text] = rid
        return rid


class Val:
    __slots__ = ("c", "u", "sym", "why")

    def __init__(self, c, u=None, sym=None, why=None):
        self.c = c
        self.u = u
        self.sym = sym
        self.why = why

    @property
    def plain(self) -> bool:
        return self.u is None and not self.sym

    def __repr__(self):  # pragma: no cover - debugging aid
        return f"Val(c={self.c[:4]}..., u={None if self.u is None else self.u[:4]}, sym={list(self.sym or {})})"


# ----------------------------------------------------------------------------- helpers
def const(n: int, value: int) -> Val:
    return Val(np.full(n, value & M32, _U32))


def unknown(n: int, rid: int) -> Val:
    return Val(np.zeros(n, _U32), np.full(n, M32, _U32), None, np.full(n, rid, np.int32))


def tz(x: np.ndarray) -> np.ndarray:
    """Trailing zero bits of each uint32 (32 for 0), as int64."""
    x = x.astype(_U32, copy=False)
    low = x & (~x + _U32(1))
    e = np.frexp(low)[1].astype(np.int64) - 1      # exponent of the lowest set bit; -1 for 0
    return np.where(e < 0, 32, e)


_LOW = np.array([(1 << b) - 1 for b in range(33)], dtype=np.uint64).astype(_U32)


def low_mask(bits: np.ndarray) -> np.ndarray:
    """(1 << bits) - 1 as uint32, for bits in 0..32."""
    return _LOW[np.clip(bits, 0, 32)]


def high_from(bits: np.ndarray) -> np.ndarray:
    """Mask of the bits at and above position `bits` (0 for bits >= 32)."""
    return ~low_mask(bits)


def normalize(v: Val) -> Val:
    """Drop empty parts; make bits-form lanes carry no symbols and zero known bits under u."""
    if v.u is not None:
        if not np.count_nonzero(v.u):
            v.u = None
            v.why = None
        else:
            v.c = v.c & ~v.u
            if v.sym:
                m = v.u != 0
                v.sym = {k: np.where(m, _U32(0), a) for k, a in v.sym.items()}
            if v.why is None:
                v.why = np.zeros(len(v.c), np.int32)
    if v.sym:
        v.sym = {k: a for k, a in v.sym.items() if np.count_nonzero(a)}
        if not v.sym:
            v.sym = None
    return v


def sym_align(env: Env, v: Val) -> np.ndarray:
    """Per lane: low bits known to be 0 in the symbolic part (32 where there is none)."""
    n = len(v.c)
    a = np.full(n, 32, np.int64)
    for s, coeff in (v.sym or {}).items():
        t = tz(coeff) + env.sym_align[s]
        a = np.minimum(a, np.where(coeff != 0, t, 32))
    return np.minimum(a, 32)


def sym_reason(env: Env, v: Val, lanes=None) -> int:
    names = []
    for s, coeff in (v.sym or {}).items():
        if lanes is None or (coeff[lanes] != 0).any():
            names.append(env.sym_name[s])
    return env.reason("depends on " + ", ".join(names[:3]) + (" ..." if len(names) > 3 else ""))


def to_bits(env: Env, v: Val):
    """(c, u, why) of `v` with its symbolic part turned into unknown bits (no symbols)."""
    n = len(v.c)
    u = v.u if v.u is not None else np.zeros(n, _U32)
    why = v.why if v.why is not None else np.zeros(n, np.int32)
    c = v.c
    if v.sym:
        a = sym_align(env, v)
        has = a < 32
        hm = np.where(has, high_from(a), _U32(0))
        u = u | hm
        c = c & ~hm
        why = np.where(has & (why == 0), sym_reason(env, v), why)
    return c, u, why


def from_bits(c, u, why) -> Val:
    return normalize(Val(c, u, None, why))


def merge_why(*whys):
    out = None
    for w in whys:
        if w is None:
            continue
        out = w if out is None else np.where(out != 0, out, w)
    return out


def _sym_lin(a: dict | None, b: dict | None, sb: int = 1) -> dict | None:
    """a + sb*b over symbol coefficient dicts (mod 2**32)."""
    if not b:
        return dict(a) if a else None
    out = dict(a) if a else {}
    for k, arr in b.items():
        add = arr if sb == 1 else (~arr + _U32(1))
        out[k] = out[k] + add if k in out else add
    return out


def select(mask: np.ndarray, a: Val, b: Val) -> Val:
    """Lane-wise: a where mask else b."""
    if a.plain and b.plain:
        return Val(np.where(mask, a.c, b.c))
    k = np.count_nonzero(mask)
    if k == mask.size:
        return a
    if not k:
        return b
    c = np.where(mask, a.c, b.c)
    u = None if a.u is None and b.u is None else np.where(
        mask, a.u if a.u is not None else _U32(0), b.u if b.u is not None else _U32(0)).astype(_U32, copy=False)
    why = None
    if u is not None:
        wa = a.why if a.why is not None else 0
        wb = b.why if b.why is not None else 0
        why = np.where(mask, wa, wb).astype(np.int32, copy=False)
    sym = None
    if a.sym or b.sym:
        sym = {}
        for k in set(a.sym or {}) | set(b.sym or {}):
            x = (a.sym or {}).get(k)
            y = (b.sym or {}).get(k)
            sym[k] = np.where(mask, x if x is not None else _U32(0), y if y is not None else _U32(0)).astype(_U32)
    return normalize(Val(c, u, sym, why))


def same_lanes(a: Val, b: Val) -> np.ndarray:
    """Per lane: the two values are known to be identical (same form, same parts)."""
    eq = a.c == b.c
    ua = a.u if a.u is not None else None
    ub = b.u if b.u is not None else None
    if ua is not None or ub is not None:
        z = np.zeros(len(a.c), _U32)
        eq &= (ua if ua is not None else z) == (ub if ub is not None else z)
        eq &= ((ua if ua is not None else z) == 0)   # unknown bits are never known equal
    for k in set(a.sym or {}) | set(b.sym or {}):
        x = (a.sym or {}).get(k)
        y = (b.sym or {}).get(k)
        if x is None:
            eq &= y == 0
        elif y is None:
            eq &= x == 0
        else:
            eq &= x == y
    return eq


def wave_uniform(arr: np.ndarray, lanes: np.ndarray, wave: np.ndarray, nwaves: int) -> np.ndarray:
    """Per lane: `arr` has one value over the `lanes` of this lane's wave (True outside `lanes`)."""
    sel = arr[lanes]
    if sel.size == 0 or (sel == sel[0]).all():     # one value over all the lanes: uniform in each wave
        return np.ones(len(arr), bool)
    first = np.zeros(nwaves, arr.dtype)
    idx = np.nonzero(lanes)[0]
    # the value at the last selected lane of each wave (any one will do)
    first[wave[idx]] = arr[idx]
    ok = np.ones(nwaves, bool)
    bad = lanes & (arr != first[wave])
    ok[wave[bad]] = False
    return ok[wave]


def known(v: Val) -> np.ndarray:
    """Per lane: the value is a known number (no unknown bits, no symbolic part)."""
    k = np.ones(len(v.c), bool) if v.u is None else v.u == 0
    for x in (v.sym or {}).values():
        k &= x == 0
    return k


def by_lane(vals, exact, fallback) -> Val:
    """`exact()` (computed from the known parts) in lanes where every input is known, `fallback()`
    elsewhere; each is called only when some lane needs it."""
    if all(v.plain for v in vals):
        return exact()
    k = known(vals[0])
    for v in vals[1:]:
        k &= known(v)
    if not np.count_nonzero(k):
        return fallback()
    if k.all():
        return exact()
    return select(k, exact(), fallback())


def gather(v: Val, src: np.ndarray) -> Val:
    """Value of lane ``src[i]`` (an index over the workgroup) in lane i: cross-lane moves
    (``ds_swizzle``, DPP, ``SHFL``)."""
    c = v.c[src]
    u = None if v.u is None else v.u[src]
    why = None if v.why is None else v.why[src]
    sym = {k: x[src] for k, x in v.sym.items()} if v.sym else None
    return Val(c, u, sym, why)
