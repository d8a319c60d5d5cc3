"""Nsight Compute diagnosis: the kernel's language from its report, findings ranked by warp-stall
samples, reuse across launches of one kernel, and the HTML report.  Built from the committed H200
report of the classic CUDA kernels (docs/validation/sass/h200_run1); expectations from its CSV
columns read with plain csv."""

from __future__ import annotations

import csv
import gzip
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ldsopt.nvidia.diagnose import diagnose_kernel, diagnose_report
from ldsopt.nvidia.ncu import load_report

RUN = Path(__file__).resolve().parents[1] / "docs" / "validation" / "sass" / "h200_run1"


def _write(tmp_path: Path, rename=None, process=None) -> Path:
    src = gzip.open(RUN / "classic.source.csv.gz", "rt").read()
    det = gzip.open(RUN / "classic.details.csv.gz", "rt").read()
    if rename:
        src, det = rename(src), rename(det)
    if process:
        det = det.replace('"classic"', f'"{process}"')
    (tmp_path / "r.source.csv").write_text(src)
    (tmp_path / "r.details.csv").write_text(det)
    return tmp_path / "r.source.csv"


def _plain(text: str) -> str:
    # ncu's function-only names: transpose_plain(float *, ...) -> transpose_plain
    return re.sub(r'"(?:void )?(\w+)(?:<[^"]*>)?\([^"]*\)"', r'"\1"', text)


def test_plain_cuda_names_get_cuda_fixes(tmp_path):
    f = _write(tmp_path, _plain)
    reps = {r["kernel"]: r for r in diagnose_report(str(f))}
    r = reps["transpose_plain"]
    assert r["language"] == "cuda" and "'classic'" in r["language_from"]
    a = next(x for x in r["findings"] if x["type"] == "A")
    assert a["fix"]["language"] == "cuda"


def test_plain_names_from_python_are_triton(tmp_path):
    f = _write(tmp_path, _plain, process="python3.12")
    r = next(r for r in diagnose_report(str(f)) if r["kernel"] == "transpose_plain")
    assert r["language"] == "triton"


def _source_rows(kernel_prefix: str):
    text = gzip.open(RUN / "classic.source.csv.gz", "rt").read()
    rows, on, head = [], False, None
    for row in csv.reader(io.StringIO(text)):
        if row and row[0] == "Kernel Name":
            if on and rows:
                break
            on, head = row[1].startswith(kernel_prefix), None
            continue
        if on and "Address" in row and head is None:
            head = row
            continue
        if on and head and len(row) == len(head):
            rows.append(dict(zip(head, row)))
    return rows


def test_ranked_by_stall_samples_and_mio_counted(tmp_path):
    reps = diagnose_report(str(_write(tmp_path)))
    for r in reps:
        st = [f["stall"] for f in r["findings"]]
        assert st == sorted(st, reverse=True), r["kernel"]
    r = next(r for r in reps if r["kernel"].startswith("transpose_double"))
    m = next(f for f in r["findings"] if f["type"] == "M")
    rows = _source_rows("transpose_double")
    mio = sum(float(x["stall_mio"]) for x in rows if x["Source"].split()[0].split(".")[0] in ("LDS", "STS"))
    assert m["stall"] == pytest.approx(mio) and mio > 0
    assert [f["type"] for f in r["findings"]].index("M") < 3      # not hidden behind every A


def test_reuse_across_launches_changes_nothing(tmp_path):
    f = _write(tmp_path)
    shared = diagnose_report(str(f))
    fresh = [diagnose_kernel(k, cache={}) for k in load_report(str(f))]
    assert json.dumps(shared, sort_keys=True, default=str) == json.dumps(fresh, sort_keys=True, default=str)


def test_html_written_for_an_ncu_report(tmp_path):
    f = _write(tmp_path)
    out = tmp_path / "r.html"
    p = subprocess.run([sys.executable, "-m", "ldsopt", "diagnose", str(f), "--kernel", "transpose_plain",
                        "--html", str(out)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    text = out.read_text()
    assert 'id="findings"' in text and "shared-memory bank conflicts" in text and "language of the fixes" in text
