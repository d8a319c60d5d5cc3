"""Forms of an Nsight Compute source-page CSV a user may hold: unquoted cells, columns in another
order, thousands separators, a decimal comma, no per-reason stall columns.  Each variant is written
from the measured H200 report (docs/validation/sass/h200_run1/classic) with plain csv; the figures it
must give are summed from the original's columns here."""

from __future__ import annotations

import csv
import gzip
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import ldsopt
from ldsopt.errors import UsageError

ROOT = Path(__file__).resolve().parents[1]
RUN = ROOT / "docs" / "validation" / "sass" / "h200_run1"


@pytest.fixture(scope="module")
def first_kernel():
    """The first kernel block (its name row, header and instruction rows) and the details page."""
    rows = list(csv.reader(gzip.open(RUN / "classic.source.csv.gz", "rt")))
    end = next(i for i in range(1, len(rows)) if rows[i][:1] == ["Kernel Name"])
    return rows[:end], gzip.open(RUN / "classic.details.csv.gz", "rt").read()


def _write(tmp_path, name, rows, details, quoting=csv.QUOTE_MINIMAL):
    with open(tmp_path / f"{name}.source.csv", "w", newline="") as f:
        csv.writer(f, quoting=quoting).writerows(rows)
    (tmp_path / f"{name}.details.csv").write_text(details)
    return tmp_path / f"{name}.source.csv"


def _col(rows, name):
    i = rows[1].index(name)
    return sum(float(r[i] or 0) for r in rows[2:])


def test_unquoted_reordered_and_grouped_forms_read_alike(tmp_path, first_kernel):
    rows, det = first_kernel
    total = _col(rows, "Warp Stall Sampling (All Samples)")
    excess = _col(rows, "L1 Wavefronts Shared") - _col(rows, "L1 Wavefronts Shared Ideal")
    assert (total, excess) == (2644, 4063232)
    perm = list(range(len(rows[1])))
    random.Random(7).shuffle(perm)
    reordered = rows[:1] + [[r[p] for p in perm] for r in rows[1:]]

    def grouped(v):                       # 1048576 -> "1,048,576", as ncu prints counters
        return f"{int(v):,}" if v.isdigit() else v
    forms = {"unquoted": _write(tmp_path, "unquoted", rows, det),          # csv quotes only when needed
             "reordered": _write(tmp_path, "reordered", reordered, det, csv.QUOTE_ALL),
             "grouped": _write(tmp_path, "grouped", rows[:2] + [[grouped(c) for c in r] for r in rows[2:]],
                               det, csv.QUOTE_ALL)}
    assert not (tmp_path / "unquoted.source.csv").read_text().startswith('"')
    for name, path in forms.items():
        (d,) = ldsopt.diagnose(path)
        j = d.to_dict()
        assert (j["total_stall"], j["breakdown"]["excess_wavefronts"]) == (total, excess), name


def test_a_decimal_comma_in_a_count_is_a_one_line_error(tmp_path, first_kernel):
    rows, det = first_kernel
    rows = [list(r) for r in rows]
    rows[2][rows[1].index("stall_mio")] = "1,5"            # not a thousands grouping: not read as 15
    path = _write(tmp_path, "comma", rows, det, csv.QUOTE_ALL)
    with pytest.raises(UsageError, match="'1,5' is not a count"):
        ldsopt.diagnose(path)


def test_no_per_reason_columns_is_said(tmp_path, first_kernel):
    rows, det = first_kernel
    keep = [i for i, h in enumerate(rows[1]) if not h.startswith("stall_")]
    path = _write(tmp_path, "noreason", rows[:1] + [[r[i] for i in keep] for r in rows[1:]], det, csv.QUOTE_ALL)
    r = subprocess.run([sys.executable, "-m", "ldsopt", "diagnose", str(path)], capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=str(ROOT / "src")))
    assert r.returncode == 0
    assert r.stdout.startswith("WARNING the source page has warp-stall samples but no per-reason columns")
    # text lines within 100 columns (the fix's code block aside)
    assert all(len(ln) <= 100 for ln in r.stdout.splitlines() if not ln.startswith("         "))
