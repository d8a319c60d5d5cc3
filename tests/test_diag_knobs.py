"""A finding's fix names the knob the kernel's own source already has (read-preload switch, prefetch
depth, DPP helper), found in the bundle's source snapshot."""

from __future__ import annotations

from att_synth import build
from test_diag_critical_path import PROGRAM

from ldsopt.amd.att import load_bundle
from ldsopt.amd.diagnose import diagnose_bundle

SOURCE = ["import flydsl", "from kernels.utils import dpp_utils", "", "def kernel(a, b):",
          "    dsrd_preload = 0  # bf16: no LDS read preload", "    _QK_PREFETCH_DEPTH = 1", "    x = a == b"]


def test_d_fix_names_the_preload_switch(tmp_path):
    waves = [{"stall": {4: 700, 6: 0}, "waits": {4: [[3]]}} for _ in range(4)]
    b = build(tmp_path, "knob", PROGRAM, waves)
    (b / "source_0_synth.cl").write_text("\n".join(SOURCE) + "\n")
    rep = diagnose_bundle(load_bundle(b))
    d = next(f for f in rep["findings"] if f["type"] == "D")
    names = [(k["name"], k["line"]) for k in d["fix"]["knobs"]]
    assert names == [("dsrd_preload", 5), ("_QK_PREFETCH_DEPTH", 6)]     # lines of SOURCE, 1-based
    assert "`dsrd_preload = 0  # bf16: no LDS read preload` (synth.cl:5" in d["fix"]["action"]


def test_no_knob_no_sentence(tmp_path):
    waves = [{"stall": {4: 700, 6: 0}, "waits": {4: [[3]]}} for _ in range(4)]
    b = build(tmp_path, "plain", PROGRAM, waves)
    rep = diagnose_bundle(load_bundle(b))
    d = next(f for f in rep["findings"] if f["type"] == "D")
    assert "knobs" not in d["fix"] and "already has" not in d["fix"]["action"]


def test_e_fix_names_the_dpp_helper(tmp_path):
    import shutil
    from pathlib import Path
    src = Path(__file__).parent / "data" / "att" / "gfx942_synth" / "reduce_ce"
    dest = tmp_path / "reduce_ce"
    shutil.copytree(src, dest)
    b = next(dest.glob("ui_output_*"))
    (b / "source_0_synth.cl").write_text("\n".join(SOURCE) + "\n")
    rep = diagnose_bundle(load_bundle(b))
    e = next(f for f in rep["findings"] if f["type"] == "E")
    assert [(k["name"], k["line"]) for k in e["fix"]["knobs"]] == [("dpp_utils", 2)]
