"""Read-to-use waits (Type D) checked against the next vector-memory wait of the same step, on
synthetic bundles written by tests/att_synth.py from hand-chosen per-wave stall tables.  Every
expected figure is worked out from those tables."""

from __future__ import annotations

from att_synth import build

from ldsopt.amd.att import load_bundle
from ldsopt.amd.diagnose import diagnose_bundle

PROGRAM = [
    ("global_load_dwordx4 v[20:23], v[4:5], off", 1),                            # 1
    ("v_lshlrev_b32_e32 v1, 4, v0", 2),                                          # 2
    ("ds_read_b128 v[8:11], v1", 3),                                             # 3
    ("s_waitcnt lgkmcnt(0)", 4),                                                 # 4  waits on 3
    ("v_mfma_f32_16x16x16_f16 v[12:15], v[8:9], v[10:11], v[12:15]", 5),        # 5  uses 3's data
    ("s_waitcnt vmcnt(0)", 6),                                                   # 6  waits on 1
    ("v_mfma_f32_16x16x16_f16 v[12:15], v[20:21], v[22:23], v[12:15]", 7),      # 7
    ("s_endpgm", 8),                                                             # 8
]


def _report(tmp_path, name, lds_wait, vmem_wait):
    waves = [{"stall": {4: lds_wait, 6: vmem_wait}, "waits": {4: [[3]], 6: [[1]]}} for _ in range(4)]
    return diagnose_bundle(load_bundle(build(tmp_path, name, PROGRAM, waves)))


def test_longer_vmem_wait_next_means_no_finding(tmp_path):
    # 4 waves: 100 cycles on the LDS read, then 600 on the vector load in the same step; hiding
    # the 100 makes the vmcnt wait 700: nothing recovered
    rep = _report(tmp_path, "vmem_bound", 100, 600)
    assert rep["total_stall"] == 4 * 700
    assert not [f for f in rep["findings"] if f["type"] == "D"]
    note = next(n for n in rep["notes"] if n.startswith("LDS is not what this kernel waits on"))
    assert "vector loads are, 85.7%" in note                 # 2400 / 2800
    assert "400 cycles (14.3%)" in note and "6.0x" in note  # 4 x 100 waited; 600 / 100 per execution


def test_shorter_vmem_wait_leaves_the_difference(tmp_path):
    # 700 on the LDS read, 200 on the vector load after it: 500 per wave recoverable
    rep = _report(tmp_path, "lds_bound", 700, 200)
    d = [f for f in rep["findings"] if f["type"] == "D"]
    assert len(d) == 1
    assert d[0]["cost"] == 4 * (700 - 200) and d[0]["share"] == round(2000 / 3600, 4)
    assert "recoverable 2,000 of the 2,800 waited" in d[0]["critical_path"]


def test_no_vmem_wait_keeps_the_whole_wait(tmp_path):
    rep = _report(tmp_path, "no_vmem", 300, 0)
    d = [f for f in rep["findings"] if f["type"] == "D"]
    assert len(d) == 1 and d[0]["cost"] == 4 * 300
