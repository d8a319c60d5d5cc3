#!/usr/bin/env python3
"""Speed of `ldsopt diagnose` on an Nsight Compute report with many launches (recorded in
docs/performance.md).

The committed H200 report of the classic kernels (docs/validation/sass/h200_run1: 28 launches of 14
kernels, source and details pages) is repeated to N launches (the source page's kernel blocks and
the details page's rows, with fresh IDs), written to a temporary folder, and diagnosed through the
public entry (`diagnose_report`: read, join, static analysis, findings); the static analysis and
the layout fixes are reused across launches of one kernel.  Also run: the same with the reuse off
(a fresh cache per launch), on fewer launches, to show what the reuse buys.
Usage: python benchmarks/ncu_launches.py [N ...] [--json]"""

from __future__ import annotations

import gzip
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from ldsopt.nvidia import diagnose as nvdiag  # noqa: E402

RUN = ROOT / "docs" / "validation" / "sass" / "h200_run1"


def _blocks(lines: list) -> tuple[list, list]:
    head, blocks = [], []
    for ln in lines:
        if ln.startswith('"Kernel Name"'):
            blocks.append([ln])
        elif blocks:
            blocks[-1].append(ln)
        else:
            head.append(ln)
    return head, blocks


def make_report(dest: Path, n: int) -> Path:
    src = gzip.open(RUN / "classic.source.csv.gz", "rt").read().splitlines(keepends=True)
    det = gzip.open(RUN / "classic.details.csv.gz", "rt").read().splitlines(keepends=True)
    head, blocks = _blocks(src)
    out = list(head)
    for i in range(n):
        out.extend(blocks[i % len(blocks)])
    (dest / "many.source.csv").write_text("".join(out))
    dhead = [ln for ln in det if ln.startswith('"ID"')][:1]
    rows: dict = {}
    for ln in det:
        if ln.startswith('"ID"') or not ln.startswith('"'):
            continue
        rows.setdefault(int(ln.split('","', 1)[0].strip('"')), []).append(ln)
    ids = sorted(rows)
    dout = list(dhead)
    for i in range(n):
        for ln in rows[ids[i % len(ids)]]:
            dout.append(f'"{i}"' + ln[ln.index('",') + 1:])
    (dest / "many.details.csv").write_text("".join(dout))
    return dest / "many.source.csv"


def run(n: int, reuse: bool = True) -> dict:
    with tempfile.TemporaryDirectory() as d:
        f = make_report(Path(d), n)
        t = time.process_time()
        if reuse:
            reps = nvdiag.diagnose_report(str(f))
        else:
            from ldsopt.nvidia.ncu import load_report
            reps = [nvdiag.diagnose_kernel(k, cache={}) for k in load_report(str(f))]
        cpu = time.process_time() - t
    return {"launches": n, "reuse": reuse, "reports": len(reps), "cpu_s": round(cpu, 2),
            "per_launch_ms": round(1000 * cpu / n, 2)}


def main() -> int:
    ns = [int(a) for a in sys.argv[1:] if a.isdigit()] or [300, 3000]
    res = [run(n) for n in ns] + [run(min(ns), reuse=False)]
    if "--json" in sys.argv:
        print(json.dumps(res, indent=1))
    else:
        for r in res:
            print(f"{r['launches']:>6} launches  reuse {'on ' if r['reuse'] else 'off'}  {r['cpu_s']:>8.2f} s CPU  "
                  f"{r['per_launch_ms']:>7.2f} ms a launch")
    return 0


if __name__ == "__main__":
    sys.exit(main())
