"""Options that only an Nsight Compute report takes, given with an AMD thread trace, and the kernel
filter on AMD bundles: a one-line usage error, never an option dropped without a word."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import ldsopt
from ldsopt.errors import UsageError

ROOT = Path(__file__).resolve().parents[1]
A = ROOT / "tests" / "data" / "att" / "gfx942_synth" / "bank_a"
B = ROOT / "tests" / "data" / "att" / "gfx942_synth" / "bank_a_padded"


def _cli(*argv):
    return subprocess.run([sys.executable, "-m", "ldsopt", *argv], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT / "src")))


@pytest.mark.parametrize("kw", [{"block": "32x8"}, {"lang": "cuda"}, {"args": {"0": 1}}])
def test_nvidia_options_on_an_amd_trace_are_refused(kw):
    with pytest.raises(UsageError, match="is for Nsight Compute reports"):
        ldsopt.diagnose_run(A, **kw)
    with pytest.raises(UsageError, match="is for Nsight Compute reports"):
        ldsopt.diagnose(A, **kw)
    with pytest.raises(UsageError, match="is for Nsight Compute reports"):
        ldsopt.diff(A, B, **kw)


def test_kernel_filter_on_amd_bundles():
    # the bundle's code.json names its kernel in the marker row "; bank_a_kernel"
    code = (A / "ui_output_agent_1_dispatch_3" / "code.json").read_text()
    assert "; bank_a_kernel" in code
    assert [d.kernel for d in ldsopt.diagnose(A, kernel="bank_a")] == ["bank_a_kernel"]
    with pytest.raises(UsageError, match="no kernel matching 'softmax'"):
        ldsopt.diagnose_run(A, kernel="softmax")
    r = _cli("diagnose", str(A), "--kernel", "softmax")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
    r = _cli("diff", str(A), str(B), "--block", "32x8")
    assert r.returncode == 2 and "--block is for Nsight Compute reports" in r.stderr


@pytest.mark.parametrize("kw", [{"thresholds": {"min_share": 0.5}}, {"dtype": "bf16"}])
def test_amd_options_on_an_nsight_compute_report_are_refused(tmp_path, kw):
    import gzip
    run = ROOT / "docs" / "validation" / "sass" / "h200_run1"
    for part in ("source", "details"):
        (tmp_path / f"c.{part}.csv").write_text(gzip.open(run / f"classic.{part}.csv.gz", "rt").read())
    with pytest.raises(UsageError, match="is for AMD thread traces"):
        ldsopt.diagnose_run(tmp_path / "c.source.csv", kernel="transpose_xor", **kw)
    with pytest.raises(UsageError, match="is for AMD thread traces"):
        ldsopt.diagnose(tmp_path / "c.source.csv", kernel="transpose_xor", **kw)


def test_prefetch_on_a_trace_without_a_loop_is_unanswerable_not_a_usage_error():
    # vec_add: 23 rows, straight-line, so no vector-memory wait runs twice in a wave
    import json
    vb = ROOT / "tests" / "data" / "att" / "vec_add"
    code = json.loads(next(vb.glob("ui_output_*/code.json")).read_text())["code"]
    assert not any(r[0].startswith(("s_cbranch", "s_branch")) for r in code)
    r = _cli("prefetch", "--att", str(vb))
    assert r.returncode == 1 and "no loop found" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_a_trace_of_an_arch_without_a_bank_model_says_type_a_is_not_judged(tmp_path):
    import shutil
    # bank_a's agent-info CSV renamed to an RDNA3 part (gfx1100), which ldsopt has no bank model for
    dst = tmp_path / "bank_a"
    shutil.copytree(A, dst)
    info = dst / "synth_agent_info.csv"
    assert "gfx942" in info.read_text()
    info.write_text(info.read_text().replace("gfx942", "gfx1100"))
    (d,) = ldsopt.diagnose(dst)
    assert d.to_dict()["arch"] == "gfx1100"
    assert any(w.startswith("gfx1100 has no LDS bank model") for w in d.to_dict()["trace"]["warnings"])
    assert "A" not in [f.type for f in d.findings]
    (ok,) = ldsopt.diagnose(A)                                  # the same trace on gfx942: no such warning
    assert not any("no LDS bank model" in w for w in ok.to_dict()["trace"]["warnings"])
