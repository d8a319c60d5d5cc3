"""The vectorized simulator equals the plain reference on thousands of random patterns per
instruction and arch (random windows small enough to force duplicates, broadcasts and
partial overlaps; random active masks; random read2/write2 offsets)."""

import numpy as np
import pytest

from ldsopt.core.arch import ARCHES, get_arch
from ldsopt.core.instructions import get_instruction, list_instructions
from ldsopt.core.simulate import prepare, reference_cost, simulate_batch

N = 1000


def _random_batch(inst, rng, n):
    lanes = inst.lanes
    out = np.empty((n, lanes), np.int64)
    kinds = rng.integers(0, 5, n)
    for i, k in enumerate(kinds):
        align = inst.align
        if k == 0:      # small window: many duplicates and broadcasts
            out[i] = rng.integers(0, 8, lanes) * align
        elif k == 1:    # medium window
            out[i] = rng.integers(0, 256, lanes) * align
        elif k == 2:    # large window
            out[i] = rng.integers(0, 4096, lanes) * align
        elif k == 3:    # strides
            out[i] = (np.arange(lanes) * int(rng.choice([1, 2, 3, 4, 8, 16, 32, 33]))) * align
        else:           # lane-pair duplicates of a random XOR distance
            d = int(rng.choice([1, 2, 4, 8, 16]))
            base = rng.integers(0, 512, lanes) * align
            out[i] = base[np.arange(lanes) ^ d if rng.random() < 0.5 else np.arange(lanes)]
            out[i, ::2] = base[(np.arange(lanes) ^ d)[::2]]
    act = rng.random((n, lanes)) < rng.choice([1.0, 0.9, 0.5], size=(n, 1))
    return out, act


CASES = [(a, op) for a in ARCHES for op in list_instructions(a)]


@pytest.mark.parametrize("arch,op", CASES)
def test_vectorized_equals_reference(arch, op):
    a = get_arch(arch)
    inst = get_instruction(a, op)
    rng = np.random.default_rng(hash((arch, op)) % 2**32)
    addr, act = _random_batch(inst, rng, N)
    o0 = o1 = 0
    if inst.naddr == 2:
        top = min(255, (a.lds_per_cu - int(addr.max()) - inst.width) // inst.offset_unit)
        o0, o1 = rng.integers(0, top + 1, N), rng.integers(0, top + 1, N)
    fast = simulate_batch(a, op, addr, act, o0, o1)
    slots, sact = prepare(inst, a, addr, act, o0, o1)
    for i in range(N):
        c, d, _ = reference_cost(inst, a, [int(x) for x in slots[i]], [bool(x) for x in sact[i]])
        assert (fast["cycles"][i], fast["ideal"][i]) == (c, d), (i, addr[i].tolist())


@pytest.mark.parametrize("op,key,setting", [("ds_read_b32", "gfx950_b32", "wave64"),
                                            ("ds_write_b16", "gfx950_b32", "halves"),
                                            ("ds_write_b128", "gfx950_write", "4x16"),
                                            ("ds_write_b96", "gfx950_write", "8x8")])
def test_gfx950_settings_equal_reference(op, key, setting):
    a = get_arch("gfx950")
    inst = get_instruction(a, op, {key: setting})
    rng = np.random.default_rng(7)
    addr, act = _random_batch(inst, rng, N)
    fast = simulate_batch(a, op, addr, act, settings={key: setting})
    for i in range(N):
        c, d, _ = reference_cost(inst, a, [int(x) for x in addr[i]], [bool(x) for x in act[i]])
        assert (fast["cycles"][i], fast["ideal"][i]) == (c, d)


def test_cost_bounds():
    # cycles >= ideal >= number of phases with an active lane; conflicts >= 0
    rng = np.random.default_rng(3)
    for arch, op in [("gfx942", "ds_read_b128"), ("gfx950", "ds_read_b64"), ("sm_90", "ld.shared.v2.u32")]:
        inst = get_instruction(arch, op)
        addr, act = _random_batch(inst, rng, 500)
        r = simulate_batch(arch, op, addr, act)
        assert (r["conflicts"] >= 0).all()
        assert (r["cycles"][act.any(axis=1)] >= 1).all()
        assert (r["cycles"][~act.any(axis=1)] == 0).all()
