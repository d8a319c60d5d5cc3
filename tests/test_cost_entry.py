"""The one cost entry (core/cost.py) against the plain-Python reference model, row by row."""

from dataclasses import replace

import numpy as np
import pytest

from ldsopt.core.arch import get_arch
from ldsopt.core.cost import clear_memo, cost_lanes
from ldsopt.core.instructions import get_instruction
from ldsopt.core.simulate import prepare, reference_cost, simulate_reference
from ldsopt.errors import UsageError

CASES = [("gfx942", "ds_read_b128", 16, 64), ("gfx942", "ds_write_b64", 8, 64),
         ("gfx950", "ds_read_b64", 8, 64), ("gfx90a", "ds_read_b32", 4, 64),
         ("sm_90", "ld.shared.v4.u32", 16, 32), ("sm_90", "ld.shared.v2.u32", 8, 32),
         ("sm_90", "st.shared.u32", 4, 32)]


def _reference_ways(arch, op, row, act):
    r = simulate_reference(arch, op, row, act)
    return max((p.cycles // max(p.ideal, 1) for p in r.phases), default=0)


@pytest.mark.parametrize("arch,op,width,lanes", CASES)
def test_cycles_ideal_ways_equal_the_reference_per_row(arch, op, width, lanes):
    rng = np.random.default_rng(3)
    rows = rng.integers(0, 48, (12, lanes)) * width
    rows[4] = rows[4] // (2 * width) * (2 * width)        # pairs of lanes on one address (NVIDIA merge)
    rows[4, 1::2] = rows[4, 0::2]
    act = rng.random((12, lanes)) < 0.85
    act[4] = True
    r = cost_lanes(arch, op, rows, act, ways=True)
    for k in range(12):
        ref = simulate_reference(arch, op, rows[k].tolist(), act[k].tolist())
        assert (r.cycles[k], r.ideal[k], r.conflicts[k]) == (ref.cycles, ref.ideal, ref.conflicts)
        assert r.ways[k] == _reference_ways(arch, op, rows[k].tolist(), act[k].tolist())


def test_ways_of_a_64_byte_stride_read_is_four():
    # gfx942: 32 banks of 4 bytes (128 B); ds_read_b128 serves the lanes {0-3, 20-23} together
    # (ldsopt.instruction's groups).  At a 64-byte stride those 8 addresses are 0 or 64 mod 128:
    # four lanes on banks 0-3 and four on banks 16-19, so 4 cycles where 1 would do, per phase
    # of 8 lanes (8 phases: 32 cycles, ideal 8).
    r = cost_lanes("gfx942", "ds_read_b128", [[64 * i for i in range(64)]], ways=True)
    assert (int(r.cycles[0]), int(r.ideal[0]), int(r.ways[0])) == (32, 8, 4)


def test_unaligned_words_rule_equals_the_reference_with_alignment_one():
    a = get_arch("gfx942")
    inst = replace(get_instruction(a, "ds_read_b64"), align=1)
    rows = np.array([[4 * i for i in range(64)], [8 * i for i in range(64)]])
    with pytest.raises(UsageError, match="aligned"):
        cost_lanes("gfx942", "ds_read_b64", rows)
    r = cost_lanes("gfx942", "ds_read_b64", rows, unaligned="words", ways=True)
    assert r.unaligned.tolist() == [True, False]
    for k in range(2):
        addr, act = prepare(inst, a, rows[k])
        c, i, _ = reference_cost(inst, a, addr[0].tolist(), act[0].tolist())
        assert (r.cycles[k], r.ideal[k]) == (c, i)


def test_relative_rows_shift_by_whole_bank_rows_and_skip_too_wide():
    base = np.array([4 * i for i in range(32)])
    rows = np.stack([base, base + (1 << 31) + 128 * 7, base * 4096])
    with pytest.raises(UsageError, match="span"):
        cost_lanes("sm_90", "ld.shared.u32", rows, relative=True)
    r = cost_lanes("sm_90", "ld.shared.u32", rows, relative=True, too_wide="skip")
    assert r.cycles.tolist()[:2] == [1, 1] and r.too_wide.tolist() == [False, False, True]
    assert r.cycles[2] == 0


def test_memo_gives_the_same_rows_cold_and_warm():
    rng = np.random.default_rng(11)
    rows = rng.integers(0, 64, (30, 64)) * 8
    rows[10:20] = rows[0:10]
    o0 = rng.integers(0, 8, 30)
    plain = cost_lanes("gfx942", "ds_read2_b32", rows, None, o0, o0 + 1, ways=True)
    clear_memo()
    for _ in range(2):
        m = cost_lanes("gfx942", "ds_read2_b32", rows, None, o0, o0 + 1, ways=True, memo=True)
        for f in ("cycles", "ideal", "ways"):
            assert getattr(m, f).tolist() == getattr(plain, f).tolist()


def test_atomic_rule_counts_threads_not_words():
    # documented in nvidia_rules.atomic_cost: 8 addresses x 4 threads -> 4 wavefronts, CAS 8 (ideal 2)
    row = [[4 * (i % 8) for i in range(32)]]
    assert cost_lanes("sm_90", "atomic", row).cycles.tolist() == [4]
    r = cost_lanes("sm_90", "atomic-cas", row)
    assert (r.cycles.tolist(), r.ideal.tolist()) == ([8], [2])
    with pytest.raises(UsageError, match="NVIDIA"):
        cost_lanes("gfx942", "atomic", [[0] * 64])


@pytest.mark.parametrize("arch,op,width,lanes", CASES)
def test_memoized_relative_rows_equal_the_reference_cold_and_warm(arch, op, width, lanes):
    # the SASS report's call (relative, memoized, with ways): repeated rows, rows that differ only
    # by a whole bank row, and rows that differ in one lane must each get their own reference figures
    rng = np.random.default_rng(5)
    rows = rng.integers(0, 48, (16, lanes)) * width + 4096
    rows[8:12] = rows[0:4] + 128 * 3                       # the same pattern a whole bank row higher
    rows[12] = rows[0]
    rows[12, 5] += width                                   # one lane moved
    rows[13] = rows[13] // (2 * width) * (2 * width)
    rows[13, 1::2] = rows[13, 0::2]                        # pairs of lanes on one address
    act = rng.random((16, lanes)) < 0.9
    act[8:12] = act[0:4]
    act[12] = act[0]
    act[12, 5] = True
    # two rows whose shifted addresses are equal and whose active lanes differ in one lane at
    # offset 0: lane 7 breaks the pair (6, 7) only where it is active (the NVIDIA load merge)
    rows[14] = rows[13]
    rows[14, [0, 1, 7]] = 4096
    rows[15] = rows[14]
    act[14] = act[15] = True
    act[15, 7] = False
    clear_memo()
    for _ in range(2):                                     # cold, then from the memo
        r = cost_lanes(arch, op, rows, act, relative=True, memo=True, ways=True)
        for k in range(16):
            live = rows[k][act[k]]
            shift = int(live.min()) // 128 * 128 if live.size else 0
            row = [int(a) - shift if on else 0 for a, on in zip(rows[k], act[k])]
            ref = simulate_reference(arch, op, row, act[k].tolist())
            assert (r.cycles[k], r.ideal[k]) == (ref.cycles, ref.ideal)
            assert r.ways[k] == _reference_ways(arch, op, row, act[k].tolist())
