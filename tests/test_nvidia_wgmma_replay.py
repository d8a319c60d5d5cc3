"""Replay the committed H200 measurements of Hopper's asynchronous shared-memory instructions
(docs/validation/wgmma: wgmma operand reads through descriptors, TMA and bulk copies, 64-bit and
spin shared atomics) through the static SASS model.  The expectations are Nsight Compute's
per-instruction counters of the launches; the launch parameters come from the case table the probe
program launched (tools/wgmma_validation/gen_probe.py)."""

import csv
from pathlib import Path

import pytest

from ldsopt.nvidia.replay import Replay, replay_report
from ldsopt.nvidia.wgmma import decode

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "wgmma"
GMMA = ("HGMMA", "QGMMA")


def _cases():
    faults = {int(line.split()[1]) for line in (ROOT / "faults.txt").read_text().splitlines() if line}
    rows = [r for r in csv.DictReader(open(ROOT / "cases.csv")) if int(r["case"]) not in faults]
    return rows


@pytest.fixture(scope="module")
def rep():
    cases = _cases()

    def args_for(index, name):
        c = cases[index]
        assert name.split("(")[0] == c["kernel"], (index, name, c["kernel"])
        if c["kernel"].startswith("atom_"):      # (mul, shift, mask): kernel parameters 0-2
            vals = [int(v) for v in c["params"].split(";")[1:]]
            return [(None, ("c", 0x210 + 4 * i), v) for i, v in enumerate(vals)]
        return []
    return replay_report("wgmma", ROOT / "probe.source.csv.gz", args_for, Replay())


def test_data_is_complete():
    env = (ROOT / "environment.txt").read_text()
    assert "H200" in env and "ncu:" in env and "nvcc:" in env and "date:" in env
    assert len(_cases()) == 377


def test_every_wgmma_operand_read_equals_the_measurement(rep):
    rows = [r for r in rep.rows if r.sass.startswith(GMMA)]
    bad = [r for r in rows if not (r.resolved and r.equal)]
    print(f"\nwgmma operand reads: {len(rows)} instructions, {len(rows) - len(bad)} equal to ncu")
    assert len(rows) == 293
    assert not bad, bad[:3]


def test_the_measurements_do_not_depend_on_the_descriptor():
    """Hand derivation from the shapes (PTX ISA: A is 64 rows, every row 32 bytes of K): per warp
    (2048 [A in shared memory] + 32 N) / 512 wavefronts, whatever the swizzle, offsets or start."""
    import gzip
    from ldsopt.nvidia.ncu import parse_source_csv
    ks = parse_source_csv(gzip.open(ROOT / "probe.source.csv.gz", "rt").read())
    swizzles = set()
    for k, c in zip(ks, _cases()):
        if not c["kernel"].startswith("wg_") or c["kernel"] == "wg_fixed":
            continue
        n = int(c["kernel"].split("_n")[1].split("_")[0])
        a_smem = c["kernel"].startswith("wg_ss")
        r = next(r for r in k.rows if r.sass.startswith(GMMA))
        ex = r.num("Instructions Executed")
        want = ((2048 if a_smem else 0) + 32 * n) / 512
        assert r.num("L1 Wavefronts Shared") / ex == want == r.num("L1 Wavefronts Shared Ideal") / ex
        swizzles |= {decode(int(c["desc_a"], 16)).swizzle, decode(int(c["desc_b"], 16)).swizzle}
    assert swizzles == {"none", "32B", "64B", "128B"}


def test_bulk_copies_are_listed_with_what_ncu_counts(rep):
    rows = [r for r in rep.rows if r.sass.startswith(("UTMALDG", "UTMASTG", "UBLKCP"))]
    assert len(rows) == 26 and all(r.measured == (0.0, 0.0) and r.equal for r in rows)


PER_LANE_SHIFT = ("mask0000ffff", "mask55555555")   # active lanes chosen by (mask >> lane) & 1


def test_64_bit_and_spin_atomics(rep):
    """Through the whole emulator.  The two patterns that pick their active lanes with
    ``(mask >> lane) & 1`` compile to a shift by the lane id, which the emulator does not follow
    (it takes both ways of the branch, every lane active): those are checked on the rule alone
    below."""
    cases = _cases()
    rows = [r for r in rep.rows if r.sass.startswith("ATOMS")]
    tally = {}
    for r in rows:
        op = r.sass.split()[0]
        t = tally.setdefault(op, [0, 0, 0])
        t[0] += 1
        t[1] += r.resolved
        t[2] += r.resolved and r.equal
    print(f"\nshared atomics (instructions, resolved, equal): {tally}")
    for op in ("ATOMS.EXCH.64", "ATOMS.CAS.64", "ATOMS.CAST.SPIN", "ATOMS.POPC.INC.32"):
        assert tally[op][:2] == [12, 12], (op, tally[op])
    wrong = [r for r in rows if r.resolved and not r.equal]
    assert {cases[r.launch]["params"].split(";")[0].split("_")[-1] for r in wrong} <= set(PER_LANE_SHIFT)
    assert tally["ATOMS.CAST.SPIN"][2] == 12 and tally["ATOMS.POPC.INC.32"][2] == 12
    # the 64-bit spin loop: only the first iteration is known to a static emulation
    spin64 = [r for r in rows if r.sass.startswith("ATOMS.CAST.SPIN.64")]
    assert len(spin64) == 24 and all(not r.resolved and "loop" in r.why for r in spin64)


def test_atomic_rules_on_every_measured_pattern():
    """The rules of ldsopt.nvidia.atomics on the lanes each launch used (derived here from the
    probe's source: word = ((lane >> shift) * mul + warp) % words, active = (mask >> lane) & 1,
    two warps), against the measured per-execution figures: all 12 patterns of each op."""
    import gzip

    import numpy as np

    from ldsopt.nvidia import atomics
    from ldsopt.nvidia.ncu import parse_source_csv
    ks = parse_source_csv(gzip.open(ROOT / "probe.source.csv.gz", "rt").read())
    checked = {}
    lane = np.arange(32)
    for k, c in zip(ks, _cases()):
        rule = {"atom_u64_exch": "atomic64", "atom_u64_cas": "atomic64-cas",
                "atom_f32_add": "atomic-spin"}.get(c["kernel"])
        if rule is None:
            continue
        mul, shift, mask = (int(v) for v in c["params"].split(";")[1:])
        words, size = (4096, 4) if rule == "atomic-spin" else (2048, 8)
        addr = np.stack([(((lane >> shift) * mul + w) % words) * size for w in (0, 1)])
        act = np.stack([((mask >> lane) & 1).astype(bool)] * 2)
        cyc, idl = atomics.cost(rule, addr, act)
        r = next(r for r in k.rows if r.sass.startswith("ATOMS"))
        ex = r.num("Instructions Executed")
        got = (r.num("L1 Wavefronts Shared") / ex, r.num("L1 Wavefronts Shared Ideal") / ex)
        assert (cyc.mean(), idl.mean()) == got, (c["kernel"], c["params"], got, cyc, idl)
        checked[rule] = checked.get(rule, 0) + 1
    assert checked == {"atomic64": 12, "atomic64-cas": 12, "atomic-spin": 12}
