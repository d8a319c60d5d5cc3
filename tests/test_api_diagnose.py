"""`ldsopt.diagnose`: the typed, read-only view of the diagnose reports, one API for AMD thread
traces and Nsight Compute reports; the same numbers as `ldsopt diagnose --json`."""

import dataclasses
import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

import ldsopt
from ldsopt.errors import UsageError

HERE = Path(__file__).parent
BANK_A = HERE / "data" / "att" / "gfx942_synth" / "bank_a"
NCU = HERE.parent / "docs" / "validation" / "sass" / "h200_run1" / "classic.source.csv.gz"


def cli_json(*argv):
    p = subprocess.run([sys.executable, "-m", "ldsopt", *argv, "--json"], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout)


def test_amd_trace_typed_and_equal_to_the_cli():
    (d,) = ldsopt.diagnose(BANK_A)
    assert isinstance(d, ldsopt.Diagnosis) and d.vendor == "amd" and d.usable
    assert all(isinstance(f, ldsopt.Finding) for f in d.findings)
    assert [f.rank for f in d.findings] == list(range(1, len(d.findings) + 1))
    assert json.loads(json.dumps(d.to_dict())) == cli_json("diagnose", str(BANK_A))
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.usable = False
    with pytest.raises(TypeError):                       # the report is read-only too
        d.findings[0].fix["method"] = "x"


def test_thresholds_change_what_is_reported():
    (d,) = ldsopt.diagnose(BANK_A)
    (none,) = ldsopt.diagnose(BANK_A, thresholds={"min_share": 1.0})   # nothing costs all the stall
    assert d.findings and not none.findings
    with pytest.raises(UsageError, match="min_shar"):
        ldsopt.diagnose(BANK_A, thresholds={"min_shar": 0.1})


def test_nsight_compute_report_same_shape(tmp_path):
    f = tmp_path / "classic.source.csv"
    f.write_text(gzip.open(NCU, "rt").read())
    (tmp_path / "classic.details.csv").write_text(                # launch sizes, found beside it
        gzip.open(str(NCU).replace("source", "details"), "rt").read())
    ds = ldsopt.diagnose(f, kernel="transpose_plain")
    assert len(ds) == 1 and ds[0].vendor == "nvidia"
    a = [x for x in ds[0].findings if x.type == "A"]
    # four column reads of a plain 32x32 float transpose: lanes 128 B apart, 31 excess wavefronts each
    assert a and a[0].cost_unit == "excess wavefronts" and len(a[0].detail["pcs"]) == 4


@pytest.mark.parametrize("bad", [42, None, ["x"]])
def test_bad_path_is_a_usage_error(bad):
    with pytest.raises(UsageError):
        ldsopt.diagnose(bad)
