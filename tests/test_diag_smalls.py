"""diff across a debug-info change, loop trip counts in diff, distinct names for two traces of one
kernel, findings on a collapsed source line.  Built from the real gfx950 bundles; expectations read
off their rows."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from ldsopt.amd.diagnose import diagnose_path, summarize
from ldsopt.amd.diagnose.common import Thresholds
from ldsopt.amd.diagnose.diff import diff_reports

ATT = Path(__file__).parent / "data" / "att"
SOFTMAX = ATT / "softmax" / "ui_output_agent_47920_dispatch_13"
GEMM = ATT / "preshuffle_gemm" / "ui_output_agent_58177_dispatch_135"


def _copy(src: Path, dest: Path, edit=None) -> Path:
    dest.mkdir(parents=True)
    for f in src.iterdir():
        shutil.copy(f, dest / f.name)
    if edit:
        doc = json.loads((dest / "code.json").read_text())
        for r in doc["code"]:
            edit(r)
        (dest / "code.json").write_text(json.dumps(doc))
    return dest


def test_diff_across_debug_info_change_keeps_findings_remaining(tmp_path):
    # the same trace with every Source moved 1000 lines down (a debug-info change: same ISA)
    def shift(r):
        if r[3]:
            path, _, ln = r[3].rpartition(":")
            r[3] = f"{path}:{int(ln) + 1000}" if ln.isdigit() else r[3]
    after = _copy(GEMM, tmp_path / "after" / GEMM.name, shift)
    b, a = diagnose_path(GEMM)[0], diagnose_path(after)[0]
    assert b["findings"] and len(b["findings"]) == len(a["findings"])
    d = diff_reports(b, a)
    assert not d["resolved"] and not d["new"] and len(d["remaining"]) == len(b["findings"])


def test_diff_per_iteration_when_trip_counts_differ(tmp_path):
    # the loop rows (Hit 1020 = 68 waves x 15 trips) twice as often, with twice their stall
    def double(r):
        if r[6] == 1020:
            r[6], r[7], r[8] = 2040, 2 * r[7], 2 * r[8]
    after = _copy(GEMM, tmp_path / "after" / GEMM.name, double)
    d = diff_reports(diagnose_path(GEMM)[0], diagnose_path(after)[0])
    assert d["loop_trips"] == {"before": 15.0, "after": 30.0}
    assert any("15 times per wave before and 30 after" in w for w in d["warnings"])
    pb = d["per_iteration"]["before"]["total_stall"]
    code = json.loads((GEMM / "code.json").read_text())["code"]
    assert pb == round(round(sum(r[8] for r in code) / 68, 1) / 15, 1)


def test_two_traces_of_one_kernel_have_distinct_names(tmp_path):
    for run in ("run1", "run2"):
        _copy(SOFTMAX, tmp_path / run / "softmax" / SOFTMAX.name)
    reps = diagnose_path(tmp_path, skipped=[])
    names = [r["name"] for r in summarize(reps)["rows"]]
    assert names == ["run1/softmax (dispatch 13)", "run2/softmax (dispatch 13)"]


def test_finding_on_collapsed_line_says_so():
    rows = [r for r in json.loads((SOFTMAX / "code.json").read_text())["code"] if not r[0].startswith("; ")]
    n41 = sum(1 for r in rows if r[3].endswith("softmax_kernel.py:41"))
    assert n41 > len(rows) / 2                    # line 41 tags most of the kernel: collapsed
    rep = diagnose_path(SOFTMAX, th=Thresholds(min_share=0.01))[0]
    e = next(f for f in rep["findings"] if f["type"] == "E")
    assert e["source_collapsed"] and e["source"].endswith(":41")
    assert f"tagged {n41} of the kernel's {len(rows)} instructions" in e["evidence"][-1]
