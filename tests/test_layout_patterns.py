"""Layouts and access patterns: formulas from their documentation, bijectivity, alignment, coverage."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.layouts.families import (CKPreshuffle, CuteSwizzle, Explicit, LinearMap, Strided, TritonPadded,
                           TritonSwizzled, XorCols, check_layout, vector_misfits)
from ldsopt.layouts.spec import layout_from_dict, parse_layout
from ldsopt.patterns import addresses, col_read, get_pattern, ldmatrix, mfma_operand, row_copy

ALL = [Strided(64, 64, 2), Strided(32, 32, 4, pad_bytes=16), Strided(16, 64, 2, order="col"),
       CKPreshuffle(64, 64, 2, kpack=8), CKPreshuffle(32, 128, 2, kpack=8, kperblock=64),
       CuteSwizzle(64, 64, 2, 3, 3, 3), CuteSwizzle(64, 64, 2, 3, 4, 3, unit="byte"),
       TritonSwizzled(64, 64, 2, 8, 1, 8), TritonSwizzled(32, 32, 4, 4, 2, 4),
       TritonPadded(64, 64, 2, ((64, 8),)), TritonPadded(32, 64, 2, ((128, 8), (32, 4))),
       XorCols(16, 32, 4, 1, tuple(2 * r % 32 for r in range(16))), LinearMap(16, 16, 4)]


@pytest.mark.parametrize("lay", ALL, ids=lambda l: l.describe())
def test_every_family_is_bijective(lay):
    assert check_layout(lay)
    off = lay.offsets()
    assert len(np.unique(off)) == off.size
    assert lay.footprint >= off.size * lay.elem_bytes
    # round trip through the dict form
    assert (layout_from_dict(lay.to_dict()).offsets() == off).all()


def test_triton_swizzle_formula():
    # Triton SwizzledSharedLayout: phase = (row / perPhase) % maxPhase; col' = ((col/vec) ^ phase)*vec + col%vec
    lay = TritonSwizzled(8, 32, 2, vec=4, per_phase=2, max_phase=4)
    off = lay.offsets() // 2
    assert off[5, 9] == 5 * 32 + ((9 // 4) ^ ((5 // 2) % 4)) * 4 + 9 % 4


def test_triton_padded_formula():
    # padded_shared<[64:+4]>: offset += (offset // 64) * 4 (elements)
    lay = TritonPadded(4, 64, 2, ((64, 4),))
    assert lay.offset(3, 5) == (3 * 64 + 5 + 3 * 4) * 2


def test_linear_identity_is_row_major_and_xor_basis():
    assert (LinearMap(8, 16, 2).offsets() == Strided(8, 16, 2).offsets()).all()
    # row bit 0 also flips column bit 2: row r's vector column 4 flips
    basis = [1, 2, 4, 8, 16 | 4, 32, 64]
    lay = LinearMap(8, 16, 2, tuple(basis))
    assert lay.offset(1, 0) == (16 ^ 4) * 2
    assert check_layout(lay)


def test_non_bijective_and_misaligned_are_caught():
    t = Strided(4, 4, 4).offsets().copy()
    t[0, 1] = t[0, 0]
    with pytest.raises(Unsatisfiable, match="not bijective"):
        check_layout(Explicit(4, 4, 4, t))
    # the LDS-optimization guide's "+1 element" pad on a 64-wide fp16 row breaks 16-byte vectors
    lay = parse_layout("pad:1", 64, 64, 2)
    assert vector_misfits(lay, 16) == (1, 0)
    with pytest.raises(Unsatisfiable, match="16-byte vector"):
        check_layout(lay, align=16)
    assert vector_misfits(parse_layout("pad:8", 64, 64, 2), 16) is None


@pytest.mark.parametrize("spec", ["", "pad:x", "cute:1,2", "triton:vec=0", "zzz", "ck:kpack=3",
                                  "padded:[7:+1]", "linear:1,2", "xor:vec=3,table=1"])
def test_bad_specs(spec):
    with pytest.raises(UsageError):
        parse_layout(spec, 64, 64, 2)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_spec_parser_fuzz(text):
    try:
        lay = parse_layout(text, 16, 16, 2)
        lay.offsets()
    except (UsageError, Unsatisfiable):
        pass


def _covers_once(p, rows, cols):
    seen = np.zeros((rows, cols), int)
    act = p.active if p.active is not None else np.ones(p.coords.shape[:2], bool)
    for (r, c), a in zip(p.coords.reshape(-1, 2), act.ravel()):
        if a:
            seen[r, c:c + p.vec] += 1
    return (seen == 1).all()


@pytest.mark.parametrize("p,rows,cols", [
    (row_copy(64, 64, 8), 64, 64), (row_copy(64, 128, 8, threads_per_row=8), 64, 128),
    (row_copy(32, 64, 8, lanes=32), 32, 64), (col_read(64, 32, 4), 64, 32),
    (mfma_operand(64, 64, "16x16x16_f16", read_elems=8), 64, 64),
    (mfma_operand(64, 32, "32x32x8_f16"), 64, 32), (mfma_operand(32, 64, "16x16x32_fp8"), 32, 64),
    (ldmatrix(32, 32, 4), 32, 32), (ldmatrix(16, 64, 2), 16, 64),
], ids=lambda x: getattr(x, "name", str(x)))
def test_patterns_cover_tile_once(p, rows, cols):
    assert _covers_once(p, rows, cols)


def test_mfma_lane_layout_32x32x8():
    # CDNA3 ISA: v_mfma_f32_32x32x8f16 A operand: lane l holds A[l % 32][4*(l//32) .. +3]
    p = mfma_operand(32, 8, "32x32x8_f16")
    assert p.coords.shape == (1, 64, 2)
    assert p.coords[0, 37].tolist() == [5, 4] and p.vec == 4


def test_ldmatrix_x4_fragment_order():
    # mma.sync m16n8k16 A via ldmatrix.x4: lanes 8-15 address rows 8-15 at k 0; lanes 16-23 rows 0-7 at k 8
    p = ldmatrix(16, 16, 4)
    assert p.coords[0, 9].tolist() == [9, 0] and p.coords[0, 17].tolist() == [1, 8]


def test_addresses_reject_non_contiguous_vectors():
    with pytest.raises(Unsatisfiable, match="not contiguous"):
        addresses(Strided(64, 64, 2, order="col"), row_copy(64, 64, 8))


def test_get_pattern_errors():
    with pytest.raises(UsageError):
        get_pattern("nope", 8, 8)
    with pytest.raises(UsageError):
        get_pattern("row_copy", 8, 8, vec=3)


def test_composition_swizzle_over_any_base():
    from ldsopt.solver.emit import emit
    from ldsopt.layouts.families import Composed, compose
    # Swizzle<3,3,3> composed over plain row-major is exactly CuTe's composition
    c = compose(Strided(64, 64, 2), ("cute", 3, 3, 3))
    assert (c.offsets() == CuteSwizzle(64, 64, 2, 3, 3, 3).offsets()).all()
    # a byte swizzle over a padded base stays bijective and keeps 16 B vectors whole
    c = parse_layout("pad:16B+cute:2,4,3,byte", 16, 64, 2)
    assert isinstance(c, Composed) and check_layout(c, align=16)
    # hand-computed: element (1, 8) = byte 144 + 16 = 160 = 0b1010_0000 -> bits 7-8 (=1) into bits 4-5
    assert c.offset(1, 8) == 160 ^ ((160 & 0x180) >> 3)
    # an identity linear map over any base changes nothing; round trip through the dict form
    base = TritonPadded(32, 64, 2, ((64, 8),))
    assert (compose(base, ("linear", [1, 2, 4, 8])).offsets() == base.offsets()).all()
    assert (layout_from_dict(c.to_dict()).offsets() == c.offsets()).all()
    # the emitted index function gives the same offsets
    ns = {}
    exec(emit(c, "python", name="f"), ns)
    assert all(ns["f"](r, col) == c.offset(r, col) for r in range(16) for col in range(64))
    with pytest.raises(UsageError):
        parse_layout("row+triton:vec=8,perPhase=1,maxPhase=8", 16, 64, 2)
