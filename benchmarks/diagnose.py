#!/usr/bin/env python3
"""Speed of `ldsopt diagnose` / `ldsopt isa` (recorded in docs/performance.md).

- a ~700 KB code.json (the largest public one is about that size), made by repeating the rows of
  the real softmax bundle with fresh line numbers: load + diagnose, median of 5 (target: < 2 s);
- every real bundle in tests/data/att;
- `ldsopt isa` parsing of the largest .s fixture.
Usage: python benchmarks/diagnose.py [--json]"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from ldsopt.amd.diagnose import diagnose_path  # noqa: E402
from ldsopt.amd.isa import read_asm  # noqa: E402
from ldsopt.amd.att import find_bundles  # noqa: E402

ATT = ROOT / "tests" / "data" / "att"


def timed(fn, n=5):
    ts = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return statistics.median(ts)


def main() -> int:
    res = {}
    for kernel in ("softmax", "preshuffle_gemm"):   # few findings / ~60 Type A findings per copy
        src = json.loads(next((ATT / kernel).glob("ui_output_*/code.json")).read_text())["code"]
        rows, line = [src[0]], 1
        while len(json.dumps(rows)) < 700_000:
            for r in src[1:]:
                rows.append([r[0], 0, line] + r[3:])
                line += 1
        with tempfile.TemporaryDirectory() as td:
            d = Path(td) / "ui_output_agent_0_dispatch_0"
            d.mkdir()
            (d / "code.json").write_text(json.dumps({"code": rows}))
            size = (d / "code.json").stat().st_size
            res[f"700KB code.json from {kernel} rows"] = {
                "bytes": size, "rows": len(rows),
                "seconds": round(timed(lambda: diagnose_path(d, arch="gfx950")), 3)}
    for b in find_bundles(ATT):
        name = f"{b.parent.name}/{b.name}"
        res[name] = {"bytes": (b / "code.json").stat().st_size, "seconds": round(timed(lambda: diagnose_path(b)), 3)}
    big = max((ROOT / "tests" / "data" / "isa").glob("*.s"), key=lambda p: p.stat().st_size)
    res["isa:" + big.name] = {"bytes": big.stat().st_size, "seconds": round(timed(lambda: [k.inventory() for k in read_asm(big)]), 3)}
    if "--json" in sys.argv:
        print(json.dumps(res, indent=1))
    else:
        for k, v in res.items():
            print(f"{k:70} {v['bytes']:>9,} B  {v['seconds']:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
