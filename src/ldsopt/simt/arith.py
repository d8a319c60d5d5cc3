"""Integer arithmetic on :class:`~ldsopt.simt.values.Val`: exact where the value is known,
linear in wave-uniform unknowns where that stays exact, known-bits rules otherwise.

Shared by the scalar and vector instruction tables.  Every function takes the :class:`Space`
(workgroup shape and the :class:`Env` of symbols and reasons) first.
"""

from __future__ import annotations

import numpy as np

from ldsopt.simt.lut import lut3, lut3_known
from ldsopt.simt.pred import Pred
from ldsopt.simt.modular import masked_sum
from ldsopt.simt.values import (M32, Env, Val, _sym_lin, by_lane, from_bits, high_from, known, low_mask,
                                   merge_why, normalize, same_lanes, select, sym_align, sym_reason, to_bits, tz,
                                   wave_uniform)

_U32 = np.uint32
FULL = _U32(M32)


class Space:
    """The workgroup: N work-items, wave of each, number of waves; plus the Env."""

    def __init__(self, n: int, wave_size: int, env: Env):
        self.n = n
        self.wave_size = wave_size
        self.nwaves = -(-n // wave_size)
        self.lane = np.arange(n) % wave_size
        self.wave = np.arange(n) // wave_size
        self.env = env
        self.all = np.ones(n, bool)
        self._unknowns: dict = {}

    def const(self, value: int) -> Val:
        return Val(np.full(self.n, value & M32, _U32))

    def unknown(self, rid: int, mask=None) -> Val:
        """Unknown bits in every lane (or in `mask`), caused by reason `rid`.  Values are never
        changed in place, so the all-lanes one is shared."""
        n = self.n
        if mask is None:
            v = self._unknowns.get(rid)
            if v is None:
                if not self._unknowns:
                    self._zero_c, self._full_u = np.zeros(n, _U32), np.full(n, M32, _U32)
                # values are never changed in place: every such value shares its c and u arrays
                v = self._unknowns[rid] = Val(self._zero_c, self._full_u, None, np.full(n, rid, np.int32))
            return v
        u = np.where(mask, FULL, _U32(0)).astype(_U32)
        return normalize(Val(np.zeros(n, _U32), u, None, np.full(n, rid, np.int32)))

    def uniform_waves(self, arr: np.ndarray) -> np.ndarray:
        """Per lane: `arr` has one value over every lane of this lane's wave."""
        if arr[0] == arr[-1] and (arr == arr[0]).all():
            return self.all
        ws, nw = self.wave_size, self.nwaves
        if self.n != ws * nw:
            return self.uniform(arr, self.all)
        a = arr.reshape(nw, ws)
        if not np.count_nonzero(a[:, 0] == a[:, 1]):     # no wave's first two lanes agree
            return np.zeros(self.n, bool)
        return np.repeat((a == a[:, :1]).all(axis=1), ws)

    def uniform(self, arr: np.ndarray, lanes: np.ndarray) -> np.ndarray:
        return wave_uniform(arr, lanes, self.wave, self.nwaves)


def _uni_sym(sp: Space, v: Val, lanes: np.ndarray) -> np.ndarray:
    """Per lane: every symbol coefficient of `v` is the same over `lanes` of this wave."""
    ok = np.ones(sp.n, bool)
    for arr in (v.sym or {}).values():
        ok &= sp.uniform(arr, lanes)
    return ok


def _bits_result(sp: Space, c, u, why) -> Val:
    return from_bits(c.astype(_U32), u.astype(_U32), why)


MAX_SYMBOLS = 32     # wave-uniform unknowns one value carries before they are summed into one


def bound_symbols(sp: Space, v: Val) -> Val:
    """``v`` with at most :data:`MAX_SYMBOLS` symbols.  Code that joins paths many times (a long run
    of divergent ifs that each bump a pointer) adds a wave-uniform unknown per join; every later
    operation walks them all, so the work grows with the square of the code.  Past the bound, the
    symbols whose coefficients are the same on every lane of each wave are replaced by one new
    symbol: their sum is itself a wave-uniform unknown, aligned at the least alignment of its
    terms.  Exact relations between those terms are lost (a later difference of two such values
    becomes a wave-uniform unknown instead of a constant): less known, never wrong."""
    if not v.sym or len(v.sym) <= MAX_SYMBOLS:
        return v
    every = np.ones(sp.n, bool)
    uni = [k for k, arr in v.sym.items() if sp.uniform(arr, every).all()]
    if len(uni) < 2:
        return v
    part = Val(np.zeros(sp.n, _U32), None, {k: v.sym[k] for k in uni})
    al = sym_align(sp.env, part)
    nz = al < 32
    origin = frozenset().union(*(sp.env.sym_origin[k] for k in uni))
    sym = {k: a for k, a in v.sym.items() if k not in uni}
    if np.count_nonzero(nz):
        names = sp.env.sym_name
        t = sp.env.new_sym(f"{names[uni[0]]} and {len(uni) - 1} other path-dependent offsets",
                           int(al[nz].min()), origin)
        sym[t] = np.where(nz, _U32(1), _U32(0)).astype(_U32)
    return normalize(Val(v.c, v.u, sym or None, v.why))


# ----------------------------------------------------------------------------- add / sub / neg
def _all_unknown(v: Val) -> bool:
    """Every bit of every lane unknown, and a reason for each (a loaded value, a float)."""
    return v.u is not None and v.u[0] == FULL and not v.sym and not np.count_nonzero(v.u != FULL) and \
        v.why is not None and np.count_nonzero(v.why) == v.why.size


def add(sp: Space, a: Val, b: Val) -> Val:
    if a.plain and b.plain:
        return Val(a.c + b.c)
    if a.u is None and b.u is None:
        sym = _sym_lin(a.sym, b.sym)
        if a.sym and b.sym:      # only coefficients of symbols in both can cancel
            for k in a.sym.keys() & b.sym.keys():
                if not sym[k].any():
                    del sym[k]
        return bound_symbols(sp, Val(a.c + b.c, None, sym or None))
    if _all_unknown(a):          # nothing of the sum is known: a, with its reasons
        return a
    if a.plain and _all_unknown(b):
        return b
    lin = bound_symbols(sp, normalize(Val(a.c + b.c, None, _sym_lin(a.sym, b.sym))))
    ca, ua, wa = to_bits(sp.env, a)
    cb, ub, wb = to_bits(sp.env, b)
    hb = high_from(tz(ua | ub))
    bits = _bits_result(sp, (ca + cb) & ~hb, hb, merge_why(wa, wb))
    bm = ((a.u if a.u is not None else 0) | (b.u if b.u is not None else 0)) != 0
    return select(bm, bits, lin)


def neg(sp: Space, a: Val) -> Val:
    if a.plain:
        return Val(~a.c + _U32(1))
    lin = normalize(Val(~a.c + _U32(1), None, {k: ~x + _U32(1) for k, x in (a.sym or {}).items()}))
    if a.u is None:
        return lin
    c, u, w = to_bits(sp.env, a)
    hb = high_from(tz(u))
    bits = _bits_result(sp, (~c + _U32(1)) & ~hb, hb, w)
    return select(a.u != 0, bits, lin)


def sub(sp: Space, a: Val, b: Val) -> Val:
    if a.plain and b.plain:
        return Val(a.c - b.c)
    return add(sp, a, neg(sp, b))


# ----------------------------------------------------------------------------- multiply
def _known_low(c, u):
    """(lowest unknown bit, known-zero low bits) of bits-form values."""
    p = tz(u)
    return p, np.minimum(tz(c), p)


def mul(sp: Space, a: Val, b: Val) -> Val:
    if a.plain and b.plain:
        return Val(a.c * b.c)
    if b.plain and a.u is None or a.plain and b.u is None:   # linear part times a known number
        s_, k_ = (a, b) if b.plain else (b, a)
        sym = {}
        for k, x in s_.sym.items():
            y = x * k_.c
            if np.count_nonzero(y):
                sym[k] = y
        return Val(s_.c * k_.c, None, sym or None)
    n = sp.n
    asym = np.zeros(n, bool)
    bsym = np.zeros(n, bool)
    for x in (a.sym or {}).values():
        asym |= x != 0
    for x in (b.sym or {}).values():
        bsym |= x != 0
    sym = {}
    for k, x in (a.sym or {}).items():
        sym[k] = x * b.c
    for k, x in (b.sym or {}).items():
        sym[k] = sym[k] + x * a.c if k in sym else x * a.c
    lin = normalize(Val(a.c * b.c, None, sym or None))
    bad = asym & bsym
    if a.u is not None:
        bad |= a.u != 0
    if b.u is not None:
        bad |= b.u != 0
    if not np.count_nonzero(bad):
        return lin
    ca, ua, wa = to_bits(sp.env, a)
    cb, ub, wb = to_bits(sp.env, b)
    pa, za = _known_low(ca, ua)
    pb, zb = _known_low(cb, ub)
    k = np.maximum(np.minimum(pa, pb), np.minimum(za + zb, 32))
    lm = low_mask(k)
    why = merge_why(wa, wb)
    if np.count_nonzero(asym) or np.count_nonzero(bsym):
        why = np.where(why == 0, sym_reason(sp.env, a if a.sym else b), why)
    bits = _bits_result(sp, (ca * cb) & lm, ~lm, why)
    return select(bad, bits, lin)


def mul_hi(sp: Space, a: Val, b: Val, signed: bool, rid: int) -> Val:
    def exact():
        if signed:
            p = a.c.view(np.int32).astype(np.int64) * b.c.view(np.int32).astype(np.int64)
            return Val((p >> 32).astype(np.int64).astype(_U32))
        p = a.c.astype(np.uint64) * b.c.astype(np.uint64)
        return Val((p >> np.uint64(32)).astype(_U32))
    return by_lane([a, b], exact, lambda: sp.unknown(rid))


# ----------------------------------------------------------------------------- shifts
def _amount(sp: Space, k: Val, mask: int, rid: int):
    return (k.c & _U32(mask)).astype(_U32)


def _unknown_amount(sp: Space, k: Val, rid: int, fn) -> Val:
    """`fn()` where the shift amount is known, unknown bits elsewhere."""
    if k.plain:
        return fn()
    kk = known(k)
    if not np.count_nonzero(kk):
        return sp.unknown(rid)
    return select(kk, fn(), sp.unknown(rid))


def shl(sp: Space, a: Val, k: Val, rid: int, width: int = 32) -> Val:
    return _unknown_amount(sp, k, rid, lambda: _shl(sp, a, k, rid, width))


def _shl(sp: Space, a: Val, k: Val, rid: int, width: int) -> Val:
    s = _amount(sp, k, width - 1, rid)
    if a.plain:
        return Val(a.c << s)
    sym = {kk: x << s for kk, x in (a.sym or {}).items()} if a.sym else None
    u = None if a.u is None else a.u << s
    return normalize(Val(a.c << s, u, sym, a.why))


def _split_ok(sp: Space, a: Val):
    """Lanes where the known part lies entirely below the symbolic part's alignment (value = c | S)."""
    al = sym_align(sp.env, a)
    ok = np.where(al < 32, a.c <= low_mask(al), True)
    return al, ok


def _fresh_from(sp: Space, a: Val, lanes: np.ndarray, align: np.ndarray, what: str) -> int:
    used = [s for s, x in (a.sym or {}).items() if (x[lanes] != 0).any()]
    names = sorted({sp.env.sym_name[s] for s in used})
    al = int(align[lanes].min()) if lanes.any() else 0
    origin = frozenset().union(*(sp.env.sym_origin[s] for s in used)) if used else ("other",)
    return sp.env.new_sym(f"{what} of " + ", ".join(names[:2]), al, origin)


def _lshr_bits(sp: Space, a: Val, s, arith: bool):
    c, u, w = to_bits(sp.env, a)
    if arith:
        cc = (c.view(np.int32) >> s.astype(np.int32)).view(_U32)
        uu = (u.view(np.int32) >> s.astype(np.int32)).view(_U32)
        # a known sign bit shifts in known bits, an unknown one unknown bits
        return _bits_result(sp, cc & ~uu, uu, w)
    return _bits_result(sp, c >> s, u >> s, w)


def lshr(sp: Space, a: Val, k: Val, rid: int, arith: bool = False, width: int = 32) -> Val:
    return _unknown_amount(sp, k, rid, lambda: _lshr(sp, a, k, rid, arith, width))


def _lshr(sp: Space, a: Val, k: Val, rid: int, arith: bool, width: int) -> Val:
    s = _amount(sp, k, width - 1, rid)
    if a.plain:
        if arith:
            return Val((a.c.view(np.int32) >> s.astype(np.int32)).view(_U32))
        return Val(a.c >> s)
    bits = _lshr_bits(sp, a, s, arith)
    if not a.sym:
        return bits
    # value = S | c with S uniform: (S >> k) is a new uniform unknown, c >> k stays known
    al, ok = _split_ok(sp, a)
    has = al < 32
    cand = has & ok & (a.u == 0 if a.u is not None else True)
    cand &= _uni_sym(sp, a, cand) & sp.uniform(s, cand) & known(k)
    if not np.count_nonzero(cand):
        return bits
    t = _fresh_from(sp, a, cand, np.maximum(al - s.astype(np.int64), 0), "shifted value")
    lin = Val(a.c >> s, None, {t: np.where(cand, _U32(1), _U32(0)).astype(_U32)})
    return select(cand, normalize(lin), bits)


# ----------------------------------------------------------------------------- bitwise
def _bits3(op: str, ca, ua, cb, ub):
    z = _U32(0)
    if op == "and":
        c = ca & cb
        u = (ua & ub) | (ua & cb) | (ub & ca)
    elif op == "or":
        c = ca | cb
        u = (ua | ub) & ~c
    else:
        u = ua | ub
        c = (ca ^ cb) & ~u
    return c & ~u, u | z


def bitwise(sp: Space, op: str, a: Val, b: Val) -> Val:
    """and / or / xor; an AND the rules below leave partly unknown may still be a uniform addend
    under a power-of-two mask (:mod:`ldsopt.simt.modular`)."""
    r = _bitwise(sp, op, a, b)
    if op == "and" and r.u is not None and (r.u != 0).any() and (a.sym or b.sym) and not (a.sym and b.sym):
        s_, k_ = (a, b) if a.sym else (b, a)
        m = masked_sum(sp, s_, k_)
        if m is not None:
            return m
    return r


def _bitwise(sp: Space, op: str, a: Val, b: Val) -> Val:
    """and / or / xor."""
    if a.plain and b.plain:
        return Val(a.c & b.c if op == "and" else a.c | b.c if op == "or" else a.c ^ b.c)
    ca, ua, wa = to_bits(sp.env, a)
    cb, ub, wb = to_bits(sp.env, b)
    c, u = _bits3(op, ca, ua, cb, ub)
    why = merge_why(wa, wb)
    bits = _bits_result(sp, c, u, why)
    if not (a.sym or b.sym):
        return bits
    # one side symbolic (value = c | S, S uniform), the other known: split the bits
    if a.sym and b.sym:
        return bits
    s_, k_ = (a, b) if a.sym else (b, a)
    if not k_.plain:
        return bits
    al, ok = _split_ok(sp, s_)
    has = al < 32
    cand = has & ok & (s_.u == 0 if s_.u is not None else True)
    if not np.count_nonzero(cand):
        return bits
    hi = k_.c & high_from(al)
    lo = k_.c & low_mask(al)
    low = s_.c & lo if op == "and" else s_.c | lo if op == "or" else s_.c ^ lo
    if op == "and":
        gone = (hi == 0) & cand                            # S & hi == 0
        keep = ((hi | low_mask(al)) == FULL) & cand & ~gone  # S & hi == S
    else:
        gone = np.zeros(sp.n, bool)
        keep = (hi == 0) & cand                            # S | 0, S ^ 0 == S
    res = bits
    if np.count_nonzero(gone):
        res = select(gone, Val(low.astype(_U32)), res)
    if np.count_nonzero(keep):
        res = select(keep, normalize(Val(low.astype(_U32), None, dict(s_.sym))), res)
    rest = cand & ~keep & ~gone
    rest &= _uni_sym(sp, s_, rest) & sp.uniform(hi, rest)
    if np.count_nonzero(rest):
        t = _fresh_from(sp, s_, rest, al, f"{op} of a constant with")
        res = select(rest, Val(low.astype(_U32), None, {t: np.where(rest, _U32(1), _U32(0)).astype(_U32)}), res)
    return res


def not_(sp: Space, a: Val) -> Val:
    if a.plain:
        return Val(~a.c)
    if a.u is None:
        return add(sp, neg(sp, a), sp.const(M32))
    c, u, w = to_bits(sp.env, a)
    return _bits_result(sp, ~c & ~u, u, w)


def bfe(sp: Space, a: Val, off: Val, width: Val, signed: bool, rid: int) -> Val:
    if not (off.plain and width.plain):
        kk = known(off) & known(width)
        if not np.count_nonzero(kk):
            return sp.unknown(rid)
        return select(kk, bfe(sp, a, Val(off.c), Val(width.c), signed, rid), sp.unknown(rid))
    o = off.c & _U32(31)
    w = width.c & _U32(31)
    if a.plain:
        x = (a.c >> o) & low_mask(w.astype(np.int64))
        if signed:
            sh = (32 - w.astype(np.int64)) & 31
            x = np.where(w == 0, _U32(0), ((x << sh.astype(_U32)).view(np.int32) >> sh.astype(np.int32)).view(_U32))
        return Val(x.astype(_U32))
    v = lshr(sp, a, Val(o), rid)
    if signed:
        sh = Val(((32 - w.astype(np.int64)) & 31).astype(_U32))
        v = lshr(sp, shl(sp, v, sh, rid), sh, rid, arith=True)
        return select(w == 0, sp.const(0), v)
    return bitwise(sp, "and", v, Val(low_mask(w.astype(np.int64))))


def bitop3(sp: Space, table: int, a: Val, b: Val, c: Val) -> Val:
    """gfx950 v_bitop3: bit i of the result is table[(a_i << 2) | (b_i << 1) | c_i]."""
    if a.plain and b.plain and c.plain:
        return Val(lut3(table, a.c, b.c, c.c))
    # common tables as operations that keep symbolic values linear
    na, nb, nc = (lambda: not_(sp, a)), (lambda: not_(sp, b)), (lambda: not_(sp, c))
    simple = {0x96: lambda: bitwise(sp, "xor", bitwise(sp, "xor", a, b), c),
              0xF0: lambda: a, 0xCC: lambda: b, 0xAA: lambda: c,
              0xFC: lambda: bitwise(sp, "or", a, b), 0xFA: lambda: bitwise(sp, "or", a, c),
              0xEE: lambda: bitwise(sp, "or", b, c), 0xFE: lambda: bitwise(sp, "or", bitwise(sp, "or", a, b), c),
              0xC0: lambda: bitwise(sp, "and", a, b), 0xA0: lambda: bitwise(sp, "and", a, c),
              0x88: lambda: bitwise(sp, "and", b, c), 0x80: lambda: bitwise(sp, "and", bitwise(sp, "and", a, b), c),
              0x3C: lambda: bitwise(sp, "xor", a, b), 0x5A: lambda: bitwise(sp, "xor", a, c),
              0x66: lambda: bitwise(sp, "xor", b, c), 0x0F: na, 0x33: nb, 0x55: nc}
    if table in simple:
        return simple[table]()
    # general: the truth table in three-valued bit logic
    ca, ua, wa = to_bits(sp.env, a)
    cb, ub, wb = to_bits(sp.env, b)
    cc, uc, wc = to_bits(sp.env, c)
    rc, ru = lut3_known(table, ca, ua, cb, ub, cc, uc)
    return _bits_result(sp, rc, ru, merge_why(wa, wb, wc))


# ----------------------------------------------------------------------------- byte moves
def perm(sp: Space, s0: Val, s1: Val, sel: Val, rid: int) -> Val:
    """v_perm_b32: each result byte picks a byte of {s0, s1} (s1 = bytes 0-3) or a constant."""
    if not sel.plain:
        kk = known(sel)
        return select(kk, perm(sp, s0, s1, Val(sel.c), rid), sp.unknown(rid)) if kk.any() else sp.unknown(rid)
    c0, u0, w0 = to_bits(sp.env, s0)
    c1, u1, w1 = to_bits(sp.env, s1)
    data_c = (c0.astype(np.uint64) << np.uint64(32)) | c1.astype(np.uint64)
    data_u = (u0.astype(np.uint64) << np.uint64(32)) | u1.astype(np.uint64)
    out_c = np.zeros(sp.n, _U32)
    out_u = np.zeros(sp.n, _U32)
    for byte in range(4):
        sb = ((sel.c >> _U32(8 * byte)) & _U32(0xFF)).astype(np.uint64)
        pick = np.minimum(sb, 7)
        bc = ((data_c >> (pick * np.uint64(8))) & np.uint64(0xFF))
        bu = ((data_u >> (pick * np.uint64(8))) & np.uint64(0xFF))
        sign_bit = np.array([15, 31, 47, 63], np.uint64)[np.clip(sb.astype(np.int64) - 8, 0, 3)]
        sc = ((data_c >> sign_bit) & np.uint64(1)) * np.uint64(0xFF)
        su = ((data_u >> sign_bit) & np.uint64(1)) * np.uint64(0xFF)
        bc = np.where(sb >= 13, np.uint64(0xFF), np.where(sb == 12, np.uint64(0),
                      np.where(sb >= 8, sc, bc)))
        bu = np.where(sb >= 12, np.uint64(0), np.where(sb >= 8, su, bu))
        out_c |= (bc << np.uint64(8 * byte)).astype(_U32)
        out_u |= (bu << np.uint64(8 * byte)).astype(_U32)
    return _bits_result(sp, out_c, out_u, merge_why(w0, w1))


def alignbit(sp: Space, s0: Val, s1: Val, sh: Val, rid: int, unit: int = 1) -> Val:
    """({s0, s1} >> shift)[31:0]; unit 8 for v_alignbyte."""
    if not sh.plain:
        kk = known(sh)
        return select(kk, alignbit(sp, s0, s1, Val(sh.c), rid, unit), sp.unknown(rid)) if kk.any() else sp.unknown(rid)
    amount = ((sh.c & _U32(31 if unit == 1 else 3)) * _U32(unit)).astype(np.uint64)
    c0, u0, w0 = to_bits(sp.env, s0)
    c1, u1, w1 = to_bits(sp.env, s1)
    dc = (c0.astype(np.uint64) << np.uint64(32)) | c1.astype(np.uint64)
    du = (u0.astype(np.uint64) << np.uint64(32)) | u1.astype(np.uint64)
    return _bits_result(sp, (dc >> amount).astype(_U32), (du >> amount).astype(_U32), merge_why(w0, w1))


# ----------------------------------------------------------------------------- compare / select
def compare(sp: Space, a: Val, b: Val, kind: str, signed: bool, rid: int) -> Pred:
    """The comparison per lane for kind in eq, ne, lt, le, gt, ge, t, f, as a :class:`Pred` whose
    ``unk`` is a lane mask and ``why`` per-lane reason ids (None where every lane is known)."""
    n = sp.n
    if kind in ("t", "f"):
        return Pred(np.full(n, kind == "t"), None, None)
    x, y = (a.c.view(np.int32), b.c.view(np.int32)) if signed else (a.c, b.c)
    exact = {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[kind]
    if a.plain and b.plain:
        return Pred(exact, None, None)
    kk = known(a) & known(b)
    unk = ~kk
    val = exact & kk
    if kind in ("eq", "ne"):
        d = sub(sp, a, b)
        dz = known(d)                       # the unknown parts cancel
        ca, ua, _ = to_bits(sp.env, a)
        cb, ub, _ = to_bits(sp.env, b)
        differ = ((ca ^ cb) & ~(ua | ub)) != 0
        decided = unk & (dz | differ)
        equal = dz & (d.c == 0) & ~differ
        val = np.where(decided, equal if kind == "eq" else ~equal, val)
        unk &= ~decided
    why = None
    if np.count_nonzero(unk):
        w = merge_why(a.why, b.why)
        r = sym_reason(sp.env, a if a.sym else b) if (a.sym or b.sym) else rid
        why = np.where((w if w is not None else 0) != 0, w if w is not None else 0, r).astype(np.int32)
    return Pred(val & ~unk, unk if unk.any() else None, why)


def minmax(sp: Space, a: Val, b: Val, which: str, signed: bool, rid: int) -> Val:
    def exact():
        x, y = (a.c.view(np.int32), b.c.view(np.int32)) if signed else (a.c, b.c)
        r = np.minimum(x, y) if which == "min" else np.maximum(x, y)
        return Val(r.view(_U32) if signed else r)
    return by_lane([a, b], exact, lambda: select(same_lanes(a, b), a, sp.unknown(rid)))


def join(sp: Space, a: Val, b: Val, lanes: np.ndarray, rid: int, what: str) -> Val:
    """In `lanes`: a value that is `a` or `b` (which one is not known); elsewhere `a`.

    Where the two differ by a wave-uniform amount d the result is b + T, T a new wave-uniform
    unknown (0 or d) aligned like d; otherwise the bits where both agree stay known."""
    eq = same_lanes(a, b)
    jl = lanes & ~eq
    if not np.count_nonzero(jl):
        return a
    d = sub(sp, a, b)
    lin = d.u is None or not (d.u[jl] != 0).any()
    out = a
    if lin:
        cand = lanes.copy()
        cand &= sp.uniform(d.c, lanes) & _uni_sym(sp, d, lanes)
        # whole waves only: a wave with some equal and some different lanes is not uniform
        cand &= (d.u == 0) if d.u is not None else True
        cj = cand & jl
        if np.count_nonzero(cj):
            al = np.minimum(tz(d.c), sym_align(sp.env, d))
            t = sp.env.new_sym(what, int(al[cj].min()))
            bt = add(sp, b, Val(np.zeros(sp.n, _U32), None, {t: np.where(cj, _U32(1), _U32(0)).astype(_U32)}))
            out = select(cj, bt, out)
            jl = jl & ~cj
    if np.count_nonzero(jl):
        ca, ua, wa = to_bits(sp.env, a)
        cb, ub, wb = to_bits(sp.env, b)
        agree = ~(ua | ub) & ~(ca ^ cb)
        why = np.where(~agree != 0, rid, 0).astype(np.int32)
        out = select(jl, _bits_result(sp, ca & agree, ~agree, why), out)
    return bound_symbols(sp, out)


def uniformize(sp: Space, v: Val, what: str) -> Val:
    """A scalar result whose bits are partly unknown: the unknown part (which is the same in every
    lane of a wave, as for any SGPR) becomes a new wave-uniform symbol aligned at its lowest unknown
    bit, so that sums with it stay exact."""
    if v.u is None:
        return v
    m = v.u != 0
    if not np.count_nonzero(m):
        return normalize(Val(v.c, None, v.sym))
    p = tz(v.u)
    t = sp.env.new_sym(what, int(p[m].min()))
    lm = low_mask(p)
    c = np.where(m, v.c & lm, v.c).astype(_U32)
    sym = dict(v.sym) if v.sym else {}
    sym[t] = np.where(m, _U32(1), _U32(0)).astype(_U32)
    return bound_symbols(sp, normalize(Val(c, None, sym)))
