"""The bank model against documented and published facts (expected values from the sources,
never from the model)."""

import numpy as np
import pytest

from ldsopt.layouts.families import CKPreshuffle, CuteSwizzle, Strided, cute_swizzle
from ldsopt.patterns import ldmatrix, mfma_operand, row_copy, simulate_pattern
from ldsopt.core.simulate import simulate


# MI300X stride sweeps, nod-ai/amd-shark-ai docs/empirical-lds: conflicts per instruction when
# lane i reads at i * stride.
@pytest.mark.parametrize("op,table", [
    ("ds_read_b32", {4: 0, 8: 2, 16: 6, 32: 14, 64: 30, 128: 62}),
    ("ds_read_b64", {8: 0, 16: 4, 32: 12, 64: 28, 128: 60}),
    ("ds_read_b128", {16: 0, 32: 8, 64: 24, 128: 56}),
])
def test_mi300x_stride_sweeps(op, table):
    for stride, conflicts in table.items():
        assert simulate("gfx942", op, [i * stride for i in range(64)]).conflicts == conflicts, stride


def test_gfx942_ideal_cycles_are_bytes_over_128():
    for op, w in (("ds_read_b32", 4), ("ds_read_b64", 8), ("ds_read_b128", 16)):
        assert simulate("gfx942", op, [i * w for i in range(64)]).ideal == 64 * w // 128


def test_ck_tile_mfma_read_is_4way_and_preshuffle_fixes_it():
    # CK Tile docs: the MFMA-style ds_read_b128 of a 64-element fp16 row "can generate 4-way bank
    # conflicts in every phase"; the XOR preshuffle x' = (y mod (64/8)) ^ x makes it conflict-free.
    pat = mfma_operand(64, 64, "16x16x16_f16", read_elems=8)
    plain = simulate_pattern("gfx942", "ds_read_b128", Strided(64, 64, 2), pat)
    assert (plain["cycles"] == 4 * plain["ideal"]).all()
    fixed = simulate_pattern("gfx942", "ds_read_b128", CKPreshuffle(64, 64, 2, kpack=8), pat)
    assert fixed["total_conflicts"] == 0
    # and the contiguous ds_write_b128 row copy is conflict-free in both (CK Tile docs)
    for lay in (Strided(64, 64, 2), CKPreshuffle(64, 64, 2, kpack=8)):
        assert simulate_pattern("gfx942", "ds_write_b128", lay, row_copy(64, 64, 8))["total_conflicts"] == 0


def test_ck_preshuffle_formula():
    lay = CKPreshuffle(16, 64, 2, kpack=8)
    off = lay.offsets()
    for y in range(16):
        for x in range(8):
            assert off[y, 8 * x] == y * 128 + (((y % 8) ^ x) * 8) * 2


@pytest.mark.parametrize("words,wavefronts", [(1, 1), (2, 2), (32, 32), (33, 1)])
def test_nvidia_32bit_strides(words, wavefronts):
    # CUDA C++ Programming Guide, shared memory: stride s words -> gcd-based conflict degree
    r = simulate("sm_90", "ld.shared.u32", [i * words * 4 for i in range(32)])
    assert r.cycles == wavefronts
    assert r.conflicts == wavefronts - 1


def test_ldmatrix_x4_128B_rows_and_cute_swizzle():
    # each 8x8 matrix: 8 rows of 16 B at a 128 B stride all hit banks 0-3: 8 wavefronts per matrix
    addr = [(l % 8) * 128 + (l // 8) * 1024 for l in range(32)]
    assert simulate("sm_90", "ldmatrix.x4", addr).cycles == 32
    # CuTe Swizzle<3,4,3> on byte offsets spreads the 8 rows over all 32 banks
    sw = [cute_swizzle(a, 3, 4, 3) for a in addr]
    assert simulate("sm_90", "ldmatrix.x4", sw).cycles == 4
    tile = simulate_pattern("sm_90", "ldmatrix.x4", CuteSwizzle(64, 64, 2, 3, 4, 3, unit="byte"),
                            ldmatrix(64, 64, 4))
    assert tile["total_cycles"] == 4 * tile["instructions"]


def test_cute_swizzle_vectors():
    # CuTe swizzle.hpp documentation examples
    assert cute_swizzle(0x380, 3, 4, 3) == 0x3F0
    assert cute_swizzle(0x180, 2, 4, 3) == 0x1B0
    assert cute_swizzle(0x7F, 3, 4, 3) == 0x7F  # bits above M+S unset: unchanged


def test_broadcast_same_word_is_free():
    r = simulate("gfx942", "ds_read_b32", [0] * 64)
    assert (r.cycles, r.conflicts) == (2, 0)
    r = simulate("sm_90", "ld.shared.u32", [0] * 32)
    assert (r.cycles, r.conflicts) == (1, 0)


def test_sub_word_accesses_share_words():
    # two ds_read_u16 lanes in the same dword are one word: no conflict
    r = simulate("gfx942", "ds_read_u16", [2 * i for i in range(64)])
    assert r.conflicts == 0
    r = simulate("gfx942", "ds_read_u8", [i * 128 for i in range(64)])
    assert r.conflicts == 62


def test_gfx950_64_banks_stride_256_is_full_conflict():
    # 64 banks x 4 B: a 256 B stride puts every lane of a group on one bank
    r = simulate("gfx950", "ds_read_b32", [i * 256 for i in range(64)])
    assert r.cycles == 64 and r.ideal == 1
    # 128 B stride on 64 banks: lanes alternate between banks 0 and 32 (not the LDS-optimization guide's "2-way")
    r = simulate("gfx950", "ds_read_b32", [i * 128 for i in range(64)])
    assert r.cycles == 32
    r = simulate("gfx950", "ds_read_b32", [i * 128 for i in range(64)], settings={"gfx950_b32": "halves"})
    assert r.cycles == 32  # 2 groups x 16-way


def test_gfx950_read_b128_groups_of_16():
    # lanes {0-3,12-15,20-23,24-27} form one group: 16 lanes x 16 B = 256 B = 64 banks
    r = simulate("gfx950", "ds_read_b128", [i * 16 for i in range(64)])
    assert r.cycles == 4 and r.conflicts == 0


def test_read2_offsets_in_units():
    # ds_read2_b32 offset1:32 -> +128 B: the second address lands on the same bank, own pass
    r = simulate("gfx942", "ds_read2_b32", [i * 4 for i in range(64)], offset0=0, offset1=32)
    assert r.conflicts == 0 and r.cycles == 4
    # st64: units of 64 dwords (256 B)
    r = simulate("gfx942", "ds_read2st64_b64", [i * 8 for i in range(64)], offset0=0, offset1=1)
    assert r.cycles == 8 and r.conflicts == 0


def test_nvidia_merge_hints_measured_on_h200():
    # measured: an H200 measured 2 wavefronts (not 4) for ld.shared.v4 when all 32 lanes read the
    # same 16 bytes, and 1 (not 2) for ld.shared.v2 when lanes pair up on the same 8 bytes
    assert simulate("sm_90", "ld.shared.v4.u32", [0] * 32).cycles == 2
    assert simulate("sm_90", "ld.shared.v2.u32", [8 * (i // 2) for i in range(32)]).cycles == 1
    # the plain half-/quarter-warp counts for distinct consecutive addresses
    assert simulate("sm_90", "ld.shared.v4.u32", [16 * i for i in range(32)]).cycles == 4
    assert simulate("sm_90", "ld.shared.v2.u32", [8 * i for i in range(32)]).cycles == 2
