"""The warp-stall samples an Nsight Compute diagnosis counts, checked against the CSV columns with
plain csv (the measured H200 report of the classic transposes, docs/validation/sass/h200_run1)."""

from __future__ import annotations

import csv
import gzip
import re
from pathlib import Path

import pytest

import ldsopt

RUN = Path(__file__).resolve().parents[1] / "docs" / "validation" / "sass" / "h200_run1"


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("ncu")
    for part in ("source", "details"):
        (d / f"classic.{part}.csv").write_text(gzip.open(RUN / f"classic.{part}.csv.gz", "rt").read())
    return d / "classic.source.csv"


def _first_block(path, kernel):
    rows = list(csv.reader(open(path)))
    start = next(i for i, r in enumerate(rows) if r[:1] == ["Kernel Name"] and r[1].startswith(kernel))
    hdr = rows[start + 1]
    out = []
    for r in rows[start + 2:]:
        if r[:1] == ["Kernel Name"]:
            break
        out.append({h: r[k] for k, h in enumerate(hdr)})
    return out


def _n(r, col):
    return float(r[col] or 0)


def test_barrier_samples_are_counted_where_ncu_puts_them(report):
    rows = _first_block(report, "transpose_plain")
    srcs = [r["Source"].strip() for r in rows]
    # the warps waiting at BAR.SYNC are sampled at the LDS after it; the BAR row itself has none
    b = next(i for i, s in enumerate(srcs) if s.startswith("BAR.SYNC"))
    assert _n(rows[b], "stall_barrier") == 0 and srcs[b + 1].startswith("LDS") and _n(rows[b + 1], "stall_barrier") > 0
    barrier = sum(_n(r, "stall_barrier") for r in rows)
    total = sum(_n(r, "Warp Stall Sampling (All Samples)") for r in rows)
    j = ldsopt.diagnose_run(report, kernel="transpose_plain").reports[0].to_dict()
    assert j["breakdown"]["barrier"] == barrier == 179
    assert j["total_stall"] == total


def test_bank_conflict_share_is_its_shared_memory_samples(report):
    rows = _first_block(report, "transpose_plain")
    total = sum(_n(r, "Warp Stall Sampling (All Samples)") for r in rows)
    lds = {}                                              # destination register -> row, of each LDS
    for r in rows:
        m = re.match(r"LDS\S* (R\d+),", r["Source"].strip())
        if m:
            lds[m.group(1)] = r
    mio = sum(_n(r, "stall_mio") for r in lds.values())
    # short-scoreboard samples of the instructions that read an LDS result (the STGs storing them)
    users = [r for r in rows if r not in lds.values()
             and set(re.findall(r"\bR\d+\b", r["Source"].split(",", 1)[-1])) & set(lds)]
    sb = sum(_n(r, "stall_short_sb") for r in users)
    assert (mio, sb) == (102, 278)
    j = ldsopt.diagnose_run(report, kernel="transpose_plain").reports[0].to_dict()
    (a,) = [f for f in j["findings"] if f["type"] == "A"]
    assert a["stall"] == mio + sb
    assert a["share"] == pytest.approx((mio + sb) / total, abs=1e-4)
    assert a["share"] <= j["lds_share"]              # a part of the shared-memory stall, not more


def test_one_barrier_kernel_is_not_told_to_use_fewer_barriers(report):
    rows = _first_block(report, "transpose_padded")
    bars = [r for r in rows if r["Source"].strip().startswith("BAR")]
    barrier = sum(_n(r, "stall_barrier") for r in rows)
    total = sum(_n(r, "Warp Stall Sampling (All Samples)") for r in rows)
    assert len(bars) == 1 and barrier / total >= 0.10          # above the finding's 10% threshold
    j = ldsopt.diagnose_run(report, kernel="transpose_padded").reports[0].to_dict()
    (c,) = [f for f in j["findings"] if f["type"] == "C"]
    assert c["stall"] == barrier and c["fix"]["method"] == "shorten the wait for the slowest warp"
    assert f"executed {_n(bars[0], 'Instructions Executed'):,.0f} times" in c["evidence"][1]
    # sgemm_tiled has two barriers per K step: there fewer barriers (double buffering) is the fix
    j = ldsopt.diagnose_run(report, kernel="sgemm_tiled").reports[0].to_dict()
    (c,) = [f for f in j["findings"] if f["type"] == "C"]
    assert c["fix"]["method"] == "fewer barriers"
    assert sum(1 for r in _first_block(report, "sgemm_tiled") if r["Source"].strip().startswith("BAR")) == 2


def test_text_summary_across_kernels(report):
    rows = list(csv.reader(open(report)))
    names = {r[1] for r in rows if r[:1] == ["Kernel Name"]}
    text = ldsopt.diagnose_run(report).text()
    assert f"summary across {len(names)} kernel(s)" in text
