"""Replay the committed measurements of Hopper's asynchronous shared-memory instructions
(docs/validation/wgmma: wgmma operand reads through descriptors, TMA and bulk copies, 32/64-bit and
spin shared atomics; one set on an H200, one on an H100) through the static SASS model.  The
expectations are Nsight Compute's per-instruction counters of the launches; the launch parameters
come from the case table the probe program launched (tools/wgmma_validation/gen_probe*.py)."""

import csv
import gzip
from pathlib import Path

import numpy as np
import pytest

from ldsopt.core import nvidia_atomics as atomics
from ldsopt.nvidia.ncu import parse_source_csv
from ldsopt.nvidia.replay import Replay, replay_report
from ldsopt.nvidia.wgmma import decode

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "wgmma"
SETS = ("h200_set1", "h100_set2")
GMMA = ("HGMMA", "QGMMA", "IGMMA")
# kernel -> constant-bank offset of each value in the case's params (after its tag)
PARAMS = {"atom_": (0x210, 0x214, 0x218), "atom2_": (0x210, 0x214, 0x218, 0x21C)}


def _cases(s):
    f = ROOT / s / "faults.txt"
    faults = {int(x.split()[1]) for x in f.read_text().splitlines() if x} if f.is_file() else set()
    return [r for r in csv.DictReader(open(ROOT / s / "cases.csv")) if int(r["case"]) not in faults]


def _kernels(s):
    return parse_source_csv(gzip.open(ROOT / s / "probe.source.csv.gz", "rt").read())


def _replay(s):
    cases = _cases(s)

    def args_for(index, name):
        c = cases[index]
        assert name.split("(")[0] == c["kernel"], (index, name, c["kernel"])
        if c["kernel"] == "wg_loop":
            return [(None, ("c", 0x218), 6)]             # steps (the host passes 6)
        for prefix, offs in sorted(PARAMS.items(), key=lambda kv: -len(kv[0])):
            if c["kernel"].startswith(prefix):
                vals = [int(v) for v in c["params"].split(";")[1:]]
                return [(None, ("c", o), v) for o, v in zip(offs, vals)]
        return []
    return replay_report(s, ROOT / s / "probe.source.csv.gz", args_for, Replay())


@pytest.fixture(scope="module")
def reps():
    return {s: _replay(s) for s in SETS}


def test_data_is_complete():
    for s, gpu, n in (("h200_set1", "H200", 377), ("h100_set2", "H100", 135)):
        env = (ROOT / s / "environment.txt").read_text()
        assert gpu in env and "ncu:" in env and "nvcc:" in env and "date:" in env
        assert len(_cases(s)) == n == len(_kernels(s))


def test_every_wgmma_operand_read_equals_the_measurement(reps):
    total = 0
    for s, n in (("h200_set1", 293), ("h100_set2", 79)):
        rows = [r for r in reps[s].rows if r.sass.startswith(GMMA)]
        bad = [r for r in rows if not (r.resolved and r.equal)]
        print(f"\n{s}: wgmma operand reads: {len(rows)} instructions, {len(rows) - len(bad)} equal to ncu")
        assert len(rows) == n
        assert not bad, bad[:3]
        total += len(rows)
    assert total == 372


def test_the_measurements_do_not_depend_on_the_descriptor():
    """Hand derivation from the shapes (PTX ISA: A is 64 rows, B N rows, each row 32 bytes of K,
    64 for sparse shapes, of which sparse A stores half): per warp (A bytes [in shared memory] +
    B bytes) / 512 wavefronts, whatever the swizzle, offsets or start."""
    swizzles = set()
    seen = 0
    for s in SETS:
        for k, c in zip(_kernels(s), _cases(s)):
            if not c["desc_a"]:
                continue
            n = int(c["kernel"].split("_n")[1].split("_")[0])
            sparse = c["kernel"].startswith("wg_sp")
            a = 0 if c["kernel"].startswith("wg_rs") else (2048 if not sparse else 2048)
            b = n * (64 if sparse else 32)
            r = next(r for r in k.rows if r.sass.startswith(GMMA))
            ex = r.num("Instructions Executed")
            want = (a + b) / 512
            assert r.num("L1 Wavefronts Shared") / ex == want == r.num("L1 Wavefronts Shared Ideal") / ex
            swizzles |= {decode(int(c["desc_a"], 16)).swizzle, decode(int(c["desc_b"], 16)).swizzle}
            seen += 1
    assert seen == 360 and swizzles == {"none", "32B", "64B", "128B"}


def test_bulk_copies_are_listed_with_what_ncu_counts(reps):
    rows = [r for s in SETS for r in reps[s].rows if r.sass.startswith(("UTMALDG", "UTMASTG", "UBLKCP"))]
    assert len(rows) == 26 + 24 and all(r.measured == (0.0, 0.0) and r.equal for r in rows)


def _tally(rows):
    tally = {}
    for r in rows:
        t = tally.setdefault(r.sass.split()[0], [0, 0, 0])
        t[0] += 1
        t[1] += r.resolved
        t[2] += r.resolved and r.equal
    return tally


def test_shared_atomics_through_the_emulator(reps):
    """Set 1 picks its active lanes with ``(mask >> lane) & 1``, a shift by the lane id (followed
    lane by lane since the SIMT core computes per-thread shift amounts); set 2 picks them with
    comparisons: every pattern of both sets through the whole emulator, equal to Nsight Compute."""
    t1 = _tally([r for r in reps["h200_set1"].rows if r.sass.startswith("ATOMS")])
    t2 = _tally([r for r in reps["h100_set2"].rows if r.sass.startswith("ATOMS")])
    print(f"\nshared atomics (instructions, resolved, equal): set 1 {t1}, set 2 {t2}")
    assert t1["ATOMS.CAST.SPIN"] == t1["ATOMS.POPC.INC.32"] == [12, 12, 12]
    assert t1["ATOMS.EXCH.64"] == t1["ATOMS.CAS.64"] == [12, 12, 12]
    for op in ("ATOMS.EXCH.64", "ATOMS.CAS.64", "ATOMS.EXCH", "ATOMS.CAS"):
        assert t2[op] == [12, 12, 12], (op, t2[op])
    spin64 = [r for r in reps["h200_set1"].rows if r.sass.startswith("ATOMS.CAST.SPIN.64")]
    assert len(spin64) == 24 and all(not r.resolved and "loop" in r.why for r in spin64)


def test_atomic_rules_on_every_measured_pattern():
    """The rules of ldsopt.core.nvidia_atomics on the lanes each launch used (derived here from the
    probes' source: word = ((lane >> shift) * mul + warp) % words, two warps; active lanes from
    the mask, or lane < n and (lane & m) == 0), against the measured per-execution figures."""
    lane = np.arange(32)
    rules = {"atom_u64_exch": "atomic64", "atom_u64_cas": "atomic64-cas", "atom_f32_add": "atomic-spin",
             "atom2_u64_exch": "atomic64", "atom2_u64_cas": "atomic64-cas"}
    checked = {}
    for s in SETS:
        for k, c in zip(_kernels(s), _cases(s)):
            rule = rules.get(c["kernel"])
            if rule is None:
                continue
            p = [int(v) for v in c["params"].split(";")[1:]]
            words, size = (4096, 4) if rule == "atomic-spin" else (2048, 8)
            addr = np.stack([(((lane >> p[1]) * p[0] + w) % words) * size for w in (0, 1)])
            on = ((p[2] >> lane) & 1).astype(bool) if len(p) == 3 else (lane < p[2]) & ((lane & p[3]) == 0)
            cyc, idl = atomics.cost(rule, addr, np.stack([on, on]))
            r = next(r for r in k.rows if r.sass.startswith("ATOMS"))
            ex = r.num("Instructions Executed")
            got = (r.num("L1 Wavefronts Shared") / ex, r.num("L1 Wavefronts Shared Ideal") / ex)
            assert (cyc.mean(), idl.mean()) == got, (c["kernel"], c["params"], got, cyc, idl)
            checked[rule] = checked.get(rule, 0) + 1
    assert checked == {"atomic64": 24, "atomic64-cas": 24, "atomic-spin": 12}
