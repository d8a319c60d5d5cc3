"""The canonical layout form: every family converts into it exactly, it is frozen, hashable,
callable and vectorised, and its checks decide bijectivity without overflow.

Expected offsets come from each family's own definition (its ``offsets()`` table, an independent
code path from the canonical maps) and, for the canonical class itself, from hand derivation."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import ldsopt
from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.layouts import (CanonicalLayout, CKPreshuffle, Composed, CuteSwizzle, Explicit, LinearMap,
                            PaddedRemap, Strided, TritonPadded, TritonSwizzled, XorCols, check_layout)
from ldsopt.layouts.convert import fit_table, to_canonical

SIDES = st.sampled_from([1, 2, 4, 8, 16, 32, 64, 3, 12, 48])
POW2 = st.sampled_from([1, 2, 4, 8, 16, 32, 64])
EB = st.sampled_from([1, 2, 4, 8])


def _same(lay):
    """canonical(x) == family(x) on every element, and the two bijectivity checks agree."""
    c = to_canonical(lay)
    assert np.array_equal(c.table(), lay.offsets())
    r, k = np.meshgrid(np.arange(lay.rows), np.arange(lay.cols), indexing="ij")
    assert np.array_equal(c(r, k), lay.offsets())                       # vectorised call
    assert c(lay.rows - 1, lay.cols - 1) == int(lay.offsets()[-1, -1])  # scalar call
    try:
        check_layout(lay)
        ok = True
    except Unsatisfiable:
        ok = False
    assert c.is_injective() == ok
    return c


@settings(max_examples=60)
@given(SIDES, SIDES, EB, st.integers(0, 40), st.booleans())
def test_strided_any_padding(rows, cols, eb, pad, col_major):
    _same(Strided(rows, cols, eb, pad, "col" if col_major else "row"))   # pad need not be a power of two


@settings(max_examples=40)
@given(SIDES, POW2, EB, st.sampled_from([1, 2, 4, 8]), st.sampled_from([0, 8, 16, 32]), st.integers(0, 2))
def test_ck_preshuffle(rows, cols, eb, kpack, kpb, pad):
    try:
        lay = CKPreshuffle(rows, cols, eb, kpack, kpb, pad * eb * 4)
    except UsageError:
        return
    _same(lay)


@settings(max_examples=60)
@given(SIDES, SIDES, EB, st.integers(0, 3), st.integers(0, 4), st.integers(3, 5),
       st.sampled_from(["element", "byte"]), st.integers(0, 2))
def test_cute_swizzle(rows, cols, eb, b, m, s, unit, pad):
    _same(CuteSwizzle(rows, cols, eb, b, m, s, unit, pad * eb * 8))


@settings(max_examples=60)
@given(SIDES, POW2, EB, st.sampled_from([1, 2, 4, 8]), st.sampled_from([1, 2, 4]), st.sampled_from([1, 2, 4, 8]))
def test_triton_swizzled(rows, cols, eb, vec, pp, mp):
    try:
        lay = TritonSwizzled(rows, cols, eb, vec, pp, mp)
    except UsageError:
        return
    if vec * min(mp, max(1, rows // pp)) > cols:
        with pytest.raises(Unsatisfiable, match="no canonical form"):
            to_canonical(lay)         # the phase overflows the row: not a bit field
        return
    _same(lay)


@settings(max_examples=40)
@given(SIDES, POW2, EB, st.lists(st.tuples(st.sampled_from([8, 32, 64, 256]), st.integers(1, 9)),
                                 min_size=1, max_size=3))
def test_triton_padded_and_remap(rows, cols, eb, pairs):
    _same(TritonPadded(rows, cols, eb, tuple(pairs)))
    if rows & (rows - 1) == 0:
        order = tuple(reversed(range(rows.bit_length() - 1)))
        _same(PaddedRemap(rows, cols, eb, order, tuple(pairs)))


@settings(max_examples=40)
@given(POW2, POW2, EB, st.data())
def test_linear_xor_and_compositions(rows, cols, eb, data):
    n = (rows * cols).bit_length() - 1
    basis = data.draw(st.lists(st.integers(0, (1 << n) - 1), min_size=n, max_size=n))
    _same(LinearMap(rows, cols, eb, tuple(basis), data.draw(st.sampled_from([0, 4 * eb]))))
    vec = data.draw(st.sampled_from([v for v in (1, 2, 4) if v <= cols]))
    nv = cols // vec
    imgs = data.draw(st.lists(st.integers(0, nv - 1), min_size=4, max_size=4))
    table = [0] * 16
    for r in range(16):                      # a GF(2)-linear table of the row
        for i in range(4):
            if r >> i & 1:
                table[r] ^= imgs[i]
    _same(XorCols(rows, cols, eb, vec, tuple(table[:data.draw(st.sampled_from([1, 2, 4, 16]))])))
    base = Strided(rows, cols, eb, data.draw(st.sampled_from([0, 8 * eb])))
    top = ("linear", tuple(data.draw(st.lists(st.integers(0, 63), max_size=8))))
    _same(Composed(rows, cols, eb, base, top))
    _same(Composed(rows, cols, eb, base, ("cute", 2, 1, 3, data.draw(st.sampled_from(["element", "byte"])))))


def test_explicit_tables_fit_or_say_why():
    plain = Strided(8, 16, 4, 12)
    assert np.array_equal(to_canonical(Explicit(8, 16, 4, plain.offsets())).table(), plain.offsets())
    shuffled = np.random.RandomState(0).permutation(plain.offsets().ravel()).reshape(8, 16)
    assert fit_table(8, 16, 4, shuffled) is None
    with pytest.raises(Unsatisfiable, match="neither GF\\(2\\)-linear"):
        to_canonical(Explicit(8, 16, 4, shuffled))


def test_non_linear_xor_table_says_why():
    # (0, 1, 3, 1): f(1) ^ f(2) = 1 ^ 3 = 2, but f(3) = 1: not linear
    with pytest.raises(Unsatisfiable, match="not GF\\(2\\)-linear"):
        XorCols(16, 32, 4, 2, (0, 1, 3, 1)).canonical()
    # (0, 3, 1, 2): f(1) ^ f(2) = 3 ^ 1 = 2 == f(3): linear, so it converts
    _same(XorCols(16, 32, 4, 2, (0, 3, 1, 2)))


def test_hand_derived_offsets():
    # 4 x 8 tile of 2-byte elements; A swaps nothing, row bit 0 XORs column bit 2 (element 4);
    # interval padding [8:+4 B] (one row of 8 elements, then 4 bytes); B identity.
    c = CanonicalLayout(4, 8, 2, (1, 2, 4, 8 | 4, 16), ((8, 4),))
    # (1, 0): y = 8 ^ 4 = 12 -> 12 * 2 + (12 >> 3) * 4 = 28
    assert c(1, 0) == 28
    # (3, 5): col 5 sets bits 0 and 2, row 3 bits 3 and 4: y = 1 ^ 4 ^ (8 ^ 4) ^ 16 = 25;
    # z = 25 * 2 + (25 >> 3) * 4 = 62
    assert c(3, 5) == 62
    assert c(29) == 62                            # element index row * cols + col
    assert c.is_injective() and not c.is_bijective()       # padding leaves holes
    assert CanonicalLayout(4, 8, 2, (1, 2, 4, 8, 16)).is_bijective()
    # B: byte bit 1 also sets bit 0, so odd elements start at odd bytes: misaligned
    assert not CanonicalLayout(4, 8, 2, (1, 2, 4, 8, 16), (), (1, 2 | 1)).is_injective()


def test_frozen_hashable_and_equal():
    a = ldsopt.layout("cute:3,3,3", 64, 64, "f16").canonical()
    b = ldsopt.layout("triton:vec=8,perPhase=1,maxPhase=8", 64, 64, "f16").canonical()
    assert a.table().tolist() == b.table().tolist()
    assert a == b and hash(a) == hash(b)            # one form: CuTe's B folds into A
    assert len({a, CanonicalLayout(**{k: getattr(a, k) for k in ("rows", "cols", "elem_bytes", "a", "pads", "b")})}) == 1
    with pytest.raises(Exception):
        a.rows = 3


def test_rank_check_decides_without_expanding():
    # a 1024 x 1024 tile of 16-byte elements: the closed form answers from the ranks alone
    n = 20
    ok = CanonicalLayout(1024, 1024, 16, tuple(1 << i for i in range(n)))
    assert ok.is_bijective() and ok.is_injective()
    bad = CanonicalLayout(1024, 1024, 16, tuple(1 << i for i in range(n - 1)) + (1,))
    assert not bad.is_injective()
    with pytest.raises(Unsatisfiable, match="not bijective"):
        bad.check()


@pytest.mark.parametrize("kw, msg", [
    (dict(a=(1, 2, 4, 1 << 63)), "out of range"),
    (dict(a=(1, 2, 4, -8)), "non-negative"),
    (dict(a=(1, 2, 4)), "needs 4 images"),
    (dict(a=(1, 2, 4, 8), pads=((3, 4),)), "power of two"),
    (dict(a=(1, 2, 4, 8), pads=((4, 1 << 50),)), "out of range"),
    (dict(a=(1, 2, 4, 8), b=(1 << 45,)), "out of range"),
])
def test_out_of_range_is_one_line(kw, msg):
    with pytest.raises(UsageError, match=msg):
        CanonicalLayout(4, 4, 2, **kw)


def test_docstring_example_runs():
    import doctest
    from ldsopt.layouts import canonical
    res = doctest.testmod(canonical)
    assert res.failed == 0 and res.attempted > 0


@pytest.mark.parametrize("lay", [
    Strided(16, 48, 2, 6), Strided(8, 32, 4, 0, "col"), CKPreshuffle(32, 64, 2, 8, 32, 16),
    CuteSwizzle(32, 64, 2, 3, 3, 3, "element", 16), CuteSwizzle(16, 64, 2, 2, 4, 3, "byte"),
    TritonSwizzled(64, 64, 1, 16, 2, 4), TritonPadded(32, 64, 4, ((64, 1), (128, 2))),
    PaddedRemap(128, 64, 2, (6, 5, 4, 0, 1, 2, 3), ((512, 8),)), XorCols(16, 32, 4, 2, (0, 3, 1, 2)),
    LinearMap(16, 16, 2, (1, 2, 4, 8, 16 | 1, 32 | 2, 64, 128), 8),
    Composed(16, 64, 2, Strided(16, 64, 2, 16), ("cute", 2, 4, 3, "byte")),
])
def test_code_read_off_the_canonical_form(lay):
    """The generic emitter (statements read off A, the padding and B) reproduces every family."""
    from ldsopt.layouts import TextLayout
    from ldsopt.solver.emit import emit
    t = TextLayout(lay.rows, lay.cols, lay.elem_bytes, text="canonical", canon=lay.canonical())
    ns = {}
    exec(emit(t, "python", "off"), ns)
    r, c = np.meshgrid(np.arange(lay.rows), np.arange(lay.cols), indexing="ij")
    assert np.array_equal(np.vectorize(ns["off"])(r, c), lay.offsets())
    code = emit(t, "cuda", "off")
    assert "inline int off(int row, int col)" in code
