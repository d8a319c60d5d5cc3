"""The SIMT core shared by both emulators (ldsopt.simt): the 3-input truth table against a bit-by-bit
truth-table lookup, the three-valued predicate against Kleene's strong three-valued logic and
against enumeration of the unknown inputs, and the lane-value operations against plain integer
arithmetic on concrete values (every symbol and unknown bit given a random value)."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings, strategies as st

from ldsopt.simt import arith
from ldsopt.simt.lut import lut3, lut3_known
from ldsopt.simt.pred import Pred, plogic, plut3
from ldsopt.simt.values import Env, Val, known

M = 0xFFFFFFFF
u32 = st.integers(0, M)


def _table_bit(table: int, a: int, b: int, c: int, i: int) -> int:
    """Bit i of the truth table applied to a, b, c: look up entry (a_i, b_i, c_i) of the table."""
    idx = ((a >> i) & 1) << 2 | ((b >> i) & 1) << 1 | ((c >> i) & 1)
    return (table >> idx) & 1


def _reference(table: int, a: int, b: int, c: int) -> int:
    return sum(_table_bit(table, a, b, c, i) << i for i in range(32))


# ----------------------------------------------------------------------------- truth table
@given(st.integers(0, 255), u32, u32, u32)
def test_lut3_is_the_truth_table_on_ints_and_arrays(table, a, b, c):
    ref = _reference(table, a, b, c)
    assert lut3(table, a, b, c) == ref
    arr = lut3(table, np.array([a], np.uint32), np.array([b], np.uint32), np.array([c], np.uint32))
    assert int(arr[0]) == ref
    wide = lut3(table, np.array([a], np.int64), np.array([b], np.int64), np.array([c], np.int64))
    assert int(wide[0]) == ref


def test_lut3_named_tables():
    # the tables PTX documents for lop3.b32: ta = 0xF0, tb = 0xCC, tc = 0xAA
    a, b, c = 0x12345678, 0x0F0F0F0F, 0xFF00FF00
    assert lut3(0xF0, a, b, c) == a and lut3(0xCC, a, b, c) == b and lut3(0xAA, a, b, c) == c
    assert lut3(0xF0 & 0xCC, a, b, c) == a & b
    assert lut3(0xF0 | 0xAA, a, b, c) == a | c
    assert lut3(0xF0 ^ 0xCC ^ 0xAA, a, b, c) == a ^ b ^ c
    assert lut3(0x00, a, b, c) == 0 and lut3(0xFF, a, b, c) == M


def test_lut3_on_bools_is_one_bit_per_element():
    v = np.array(list(itertools.product([False, True], repeat=3)))
    for table in range(256):
        out = lut3(table, v[:, 0], v[:, 1], v[:, 2])
        assert out.dtype == bool
        assert out.tolist() == [bool(_table_bit(table, int(x), int(y), int(z), 0)) for x, y, z in v]


@settings(max_examples=300)
@given(st.integers(0, 255), u32, u32, u32, u32, u32, u32)
def test_lut3_known_is_exact_per_bit(table, a, b, c, ua, ub, uc):
    ca, cb, cc = a & ~ua, b & ~ub, c & ~uc
    arr = [np.array([x], np.uint32) for x in (ca, ua, cb, ub, cc, uc)]
    rc, ru = lut3_known(table, *arr)
    rc, ru = int(rc[0]), int(ru[0])
    for i in range(32):
        outs = set()
        for bits in itertools.product([0, 1], repeat=3):
            xa = bits[0] if ua >> i & 1 else ca >> i & 1
            xb = bits[1] if ub >> i & 1 else cb >> i & 1
            xc = bits[2] if uc >> i & 1 else cc >> i & 1
            outs.add((table >> (xa << 2 | xb << 1 | xc)) & 1)
        if len(outs) == 2:
            assert ru >> i & 1 and not rc >> i & 1
        else:
            assert not ru >> i & 1 and (rc >> i & 1) == outs.pop()


# ----------------------------------------------------------------------------- predicates
tri = st.sampled_from([True, False, None])


def _pred(vals) -> Pred:
    v = np.array([bool(x) for x in vals])
    unk = np.array([x is None for x in vals])
    return Pred(v & ~unk, unk if unk.any() else None, "unknown input")


def _kleene_and(x, y):
    if x is False or y is False:
        return False
    return None if x is None or y is None else True


def _kleene_or(x, y):
    if x is True or y is True:
        return True
    return None if x is None or y is None else False


def _as_tri(p: Pred, n: int):
    return [None if u else bool(v) for v, u in zip(p.value(n), p.unknown(n))]


@given(st.lists(st.tuples(tri, tri), min_size=1, max_size=40))
def test_plogic_is_kleene_logic(pairs):
    a, b = _pred([x for x, _ in pairs]), _pred([y for _, y in pairs])
    n = len(pairs)
    assert _as_tri(plogic(lambda x, y: x & y, (a, b)), n) == [_kleene_and(x, y) for x, y in pairs]
    assert _as_tri(plogic(lambda x, y: x | y, (a, b)), n) == [_kleene_or(x, y) for x, y in pairs]


@given(st.integers(0, 255), st.lists(st.tuples(tri, tri, tri), min_size=1, max_size=27))
def test_plut3_enumerates_the_unknown_inputs(table, triples):
    n = len(triples)
    ps = [_pred([t[k] for t in triples]) for k in range(3)]
    got = _as_tri(plut3(table, *ps, n), n)
    for (x, y, z), g in zip(triples, got):
        outs = {(table >> (int(xa) << 2 | int(xb) << 1 | int(xc))) & 1
                for xa in ([x] if x is not None else [0, 1])
                for xb in ([y] if y is not None else [0, 1])
                for xc in ([z] if z is not None else [0, 1])}
        assert g == (None if len(outs) == 2 else bool(outs.pop()))


def test_plut3_scalar_predicates():
    t, f = Pred(True), Pred(False)
    assert plut3(0x80, t, t, t, 4).v is True          # a & b & c
    assert plut3(0x80, t, f, t, 4).v is False
    assert plut3(0xFE, f, f, t, 4).v is True          # a | b | c


# ----------------------------------------------------------------------------- lane values
N = 8                                  # two waves of four lanes


def _space() -> arith.Space:
    return arith.Space(N, 4, Env())


def _value(sp: arith.Space, c, sym=None, u=None) -> Val:
    from ldsopt.simt.values import normalize
    why = None if u is None else np.full(N, sp.env.reason("test input"), np.int32)
    return normalize(Val(np.array(c, np.uint32), None if u is None else np.array(u, np.uint32),
                         sym, why))


def _concrete(v: Val, svals: dict, fill: np.ndarray) -> np.ndarray:
    """v's number per lane with each symbol s = svals[s][wave] and unknown bits taken from `fill`."""
    wave = np.arange(N) // 4
    x = v.c.astype(np.uint64)
    for s, co in (v.sym or {}).items():
        x = x + co.astype(np.uint64) * svals[s][wave].astype(np.uint64)
    x = x & np.uint64(M)
    if v.u is not None:
        x = (x & ~v.u.astype(np.uint64)) | (fill.astype(np.uint64) & v.u.astype(np.uint64))
    return x.astype(np.uint32)


def _check(res: Val, ref: np.ndarray, svals: dict):
    """Where `res` is exact (no unknown bits, only the input symbols) it equals `ref`; where it has
    unknown bits, its known bits equal ref's."""
    inputs_only = np.ones(N, bool)
    for s, co in (res.sym or {}).items():
        if s not in svals:
            inputs_only &= co == 0
    u = res.u if res.u is not None else np.zeros(N, np.uint32)
    got = _concrete(Val(res.c, None, {s: co for s, co in (res.sym or {}).items() if s in svals}), svals,
                    np.zeros(N, np.uint32))
    ok = inputs_only
    assert (((got ^ ref) & ~u)[ok] == 0).all(), (got, ref, u)


lanes8 = st.lists(u32, min_size=N, max_size=N)
BINARY = {
    "add": (arith.add, lambda x, y: x + y),
    "sub": (arith.sub, lambda x, y: x - y),
    "mul": (arith.mul, lambda x, y: x * y),
    "and": (lambda sp, a, b: arith.bitwise(sp, "and", a, b), lambda x, y: x & y),
    "or": (lambda sp, a, b: arith.bitwise(sp, "or", a, b), lambda x, y: x | y),
    "xor": (lambda sp, a, b: arith.bitwise(sp, "xor", a, b), lambda x, y: x ^ y),
}


@settings(max_examples=60)
@given(st.sampled_from(sorted(BINARY)), lanes8, lanes8)
def test_binary_ops_on_known_values_are_integer_arithmetic(name, xa, xb):
    sp = _space()
    f, ref = BINARY[name]
    a, b = np.array(xa, np.uint32), np.array(xb, np.uint32)
    r = f(sp, _value(sp, a), _value(sp, b))
    assert known(r).all()
    assert r.c.tolist() == [ref(x, y) & M for x, y in zip(xa, xb)]


@settings(max_examples=60)
@given(st.sampled_from(sorted(BINARY)), lanes8, lanes8, lanes8, st.lists(u32, min_size=2, max_size=2),
       st.integers(0, 8), lanes8, lanes8)
def test_binary_ops_on_symbolic_and_partly_unknown_values_are_sound(name, xa, xb, coef, s0, align, ub, fill):
    """a = c + coef * S (S wave-uniform, aligned), b with random unknown bits: the result,
    concretised at the same S and the same unknown bits, agrees with integer arithmetic wherever it
    claims to know the value."""
    sp = _space()
    s = sp.env.new_sym("S", align)
    svals = {s: np.array([(x >> align) << align for x in s0], np.uint32)}
    wave_coef = np.repeat(np.array(coef[:2], np.uint32), 4)
    a = _value(sp, xa, {s: wave_coef})
    b = _value(sp, xb, None, ub)
    f, ref = BINARY[name]
    fa = _concrete(a, svals, np.zeros(N, np.uint32))
    fb = _concrete(b, svals, np.array(fill, np.uint32))
    for x, y in ((a, b), (b, a)):
        r = f(sp, x, y)
        rx, ry = (fa, fb) if x is a else (fb, fa)
        want = (ref(rx.astype(np.uint64), ry.astype(np.uint64)) & M).astype(np.uint32)
        _check(r, want, svals)


@settings(max_examples=60)
@given(lanes8, st.lists(st.integers(0, 31), min_size=N, max_size=N), st.booleans())
def test_shifts_with_per_lane_amounts(xa, sh, arithmetic):
    sp = _space()
    a, k = np.array(xa, np.uint32), np.array(sh, np.uint32)
    left = arith.shl(sp, _value(sp, a), _value(sp, k), 0)
    assert (left.c == ((a.astype(np.uint64) << k.astype(np.uint64)) & M).astype(np.uint32)).all()
    right = arith.lshr(sp, _value(sp, a), _value(sp, k), 0, arith=arithmetic)
    want = [((x - (1 << 32) if arithmetic and x >> 31 else x) >> s) & M for x, s in zip(xa, sh)]
    assert right.c.tolist() == want


@settings(max_examples=60)
@given(lanes8, lanes8, st.sampled_from(["eq", "ne", "lt", "le", "gt", "ge"]), st.booleans())
def test_compare_and_minmax_on_known_values(xa, xb, kind, signed):
    sp = _space()
    a, b = _value(sp, xa), _value(sp, xb)
    sx = (lambda x: x - (1 << 32) if signed and x >> 31 else x)
    pr = arith.compare(sp, a, b, kind, signed, 0)
    ops = {"eq": int.__eq__, "ne": int.__ne__, "lt": int.__lt__, "le": int.__le__, "gt": int.__gt__,
           "ge": int.__ge__}
    assert not pr.any_unknown()
    assert pr.value(N).tolist() == [ops[kind](sx(x), sx(y)) for x, y in zip(xa, xb)]
    lo = arith.minmax(sp, a, b, "min", signed, 0)
    assert lo.c.tolist() == [x if sx(x) <= sx(y) else y for x, y in zip(xa, xb)]


@settings(max_examples=60)
@given(lanes8, st.integers(0, 31), st.integers(0, 31), st.booleans())
def test_bfe_is_bit_field_extract(xa, off, width, signed):
    sp = _space()
    r = arith.bfe(sp, _value(sp, xa), _value(sp, [off] * N), _value(sp, [width] * N), signed, 0)
    want = []
    for x in xa:
        f = (x >> off) & ((1 << width) - 1)
        if signed and width and f >> (width - 1):
            f -= 1 << width
        want.append(f & M)
    assert r.c.tolist() == want


def test_compare_of_two_values_with_the_same_unknown_part_is_decided():
    # a = S + lane, b = S + lane + 4: equality is decided (never), though neither is known
    sp = _space()
    s = sp.env.new_sym("S", 0)
    one = np.ones(N, np.uint32)
    a = _value(sp, np.arange(N), {s: one})
    b = _value(sp, np.arange(N) + 4, {s: one})
    pr = arith.compare(sp, a, b, "eq", False, 0)
    assert not pr.any_unknown() and not pr.value(N).any()
    pr = arith.compare(sp, a, b, "lt", False, 0)       # wraps with S: not decided
    assert pr.unknown(N).all()


# ----------------------------------------------------------------------------- derived results
@settings(max_examples=60)
@given(st.integers(0, 255), lanes8, lanes8, st.lists(u32, min_size=2, max_size=2), st.integers(2, 8),
       st.integers(0, 3))
def test_lanewise_truth_table_is_sound_on_symbolic_values(table, xa, xb, s0, align, which):
    """A 3-input truth table of (c + S, b, b ^ lane) with S wave-uniform and aligned: concretised at
    S, every lane the result claims to know (no unknown bits, only input symbols) is exact."""
    from ldsopt.simt.derived import lanewise
    sp = _space()
    s = sp.env.new_sym("S", align)
    svals = {s: np.array([(x >> align) << align for x in s0], np.uint32)}
    low = np.array(xa, np.uint32) & np.uint32((1 << align) - 1)
    a = _value(sp, low, {s: np.ones(N, np.uint32)})
    b = _value(sp, xb)
    c = _value(sp, np.array(xb, np.uint32) ^ np.arange(N, dtype=np.uint32))
    ins = [a, b, c]
    ins[0], ins[which % 3] = ins[which % 3], ins[0]
    r = lanewise(sp, ins, lambda x, y, z: lut3(table, x, y, z), "test", per_bit=True)
    conc = [_concrete(v, svals, np.zeros(N, np.uint32)) for v in ins]
    want = np.array([lut3(table, int(x), int(y), int(z)) for x, y, z in zip(*conc)], np.uint32)
    _check(r, want, svals)


def test_lanewise_keeps_the_symbol_through_an_identity_and_opaque_is_exact_where_known():
    from ldsopt.simt.derived import lanewise, opaque
    sp = _space()
    s = sp.env.new_sym("S", 4)
    a = _value(sp, np.arange(N) % 16, {s: np.ones(N, np.uint32)})
    r = lanewise(sp, (a, _value(sp, [M] * N)), lambda x, y: x & y, "and with all ones", per_bit=True)
    assert r.u is None and set(r.sym) == {s} and (r.c == np.arange(N) % 16).all()
    # a byte swap of the high half moves bits: the symbol is not kept (it would be wrong)
    swap = lanewise(sp, (a,), lambda x: (x & 0xFFFF) | ((x >> 8) & 0xFF) << 16 | ((x >> 16) & 0xFF) << 24,
                    "byte swap")
    assert not (swap.sym and s in swap.sym)
    known_ = opaque(sp, (_value(sp, np.arange(N)), _value(sp, [3] * N)), lambda x, y: x * x + y, "square")
    assert known_.c.tolist() == [i * i + 3 for i in range(N)]
    mixed = opaque(sp, (a, _value(sp, np.arange(N))), None, "product")   # per-lane value with S
    assert mixed.u is not None and (mixed.u == M).all()
    uni = opaque(sp, (a, _value(sp, [5] * N)), None, "product")          # c differs in lanes: unknown
    assert uni.u is not None
    wave_uniform = _value(sp, [0] * N, {s: np.ones(N, np.uint32)})
    fresh = opaque(sp, (wave_uniform, _value(sp, [5] * N)), None, "product")
    assert fresh.u is None and fresh.sym and s not in fresh.sym      # a new wave-uniform symbol


# ----------------------------------------------------------------------------- table and engine
def test_table_first_matching_rule_wins_and_default():
    from ldsopt.simt.table import Table
    t = Table("t", default=lambda: "default")
    t.names(("s_mov_b32",), lambda: "mov")
    t.prefix(("s_",), lambda: "scalar")
    t.where(lambda b: b.endswith("_b32"), lambda: "b32")
    t.names(("s_add_u32",), lambda: "never: the prefix rule comes first")
    assert [t.lookup(x)() for x in ("s_mov_b32", "s_add_u32", "v_add_b32", "v_nop")] == \
        ["mov", "scalar", "b32", "default"]
    assert "s_mov_b32" in t and "v_nop" not in t


class _Toy:
    """Units 0-3 run 0: a; 1: units 0 and 1 jump to 3; 2: b; 3: join; 4: end (past the end)."""

    def __init__(self):
        self.ran = []

    def step(self, c, pc, sel):
        self.ran.append((pc, tuple(np.flatnonzero(sel))))
        if pc == 1:
            jump = sel & (np.arange(4) < 2)
            c.pc[jump] = 3
            c.pc[sel & ~jump] = 2
        else:
            c.pc[sel] = pc + 1
        return []

    def merge(self, here, pc):
        raise AssertionError("one context: nothing to join")

    def past_end(self, c, units):
        self.ended = tuple(np.flatnonzero(units))

    def stop(self, ctxs, steps):
        self.stopped = steps


def test_engine_runs_the_lowest_counter_first_so_diverged_units_meet():
    from ldsopt.simt.engine import Budget, Context, walk
    f = _Toy()
    order = np.arange(5)
    steps = walk([Context({}, np.zeros(4, np.int64))], order, order, 4, f, Budget())
    assert f.ran == [(0, (0, 1, 2, 3)), (1, (0, 1, 2, 3)), (2, (2, 3)), (3, (0, 1, 2, 3))]
    assert f.ended == (0, 1, 2, 3) and steps == 4
    g = _Toy()
    walk([Context({}, np.zeros(4, np.int64))], order, order, 4, g, Budget(max_steps=2))
    assert g.stopped == 3 and len(g.ran) == 3
