#!/usr/bin/env python3
"""Speed of `ldsopt diagnose` / `ldsopt isa` (recorded in docs/performance.md).

- a ~700 KB code.json (the largest public one is about that size), made by repeating the rows of
  the real softmax bundle with fresh line numbers: load + diagnose, median of 5 (target: < 2 s);
- 20,000 flagged LDS rows (ds_read / wait / MFMA / ds_write / wait, every one a finding candidate)
  and 10,000 of them: the work must grow linearly;
- 2,056 wave files (softmax's wave files copied to the count of the real dispatch): per-wave
  attribution of every wait and barrier;
- every bundle in tests/data/att (at any depth);
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
from ldsopt.amd.asm import read_asm  # noqa: E402
from ldsopt.amd.att import find_bundles  # noqa: E402

ATT = ROOT / "tests" / "data" / "att"


def timed(fn, n=5):
    ts = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return statistics.median(ts)


def flagged(n: int) -> list:
    """n copies of read -> wait -> MFMA -> write -> wait, stall on every LDS row and wait."""
    rows = [["; flagged", 0, 0, "", 1, 0, 0, 0, 0, 0], ["v_lshlrev_b32_e32 v1, 4, v0", 0, 1, "/k.py:1", 1, 0, 4, 0, 0, 0]]
    line = 2
    for i in range(n):
        for isa, st in ((f"ds_read_b128 v[4:7], v1 offset:{16 * (i % 1000)}", 1000), ("s_waitcnt lgkmcnt(0)", 3000),
                        ("v_mfma_f32_16x16x16_f16 v[8:11], v[4:5], v[6:7], v[8:11]", 10), ("ds_write_b32 v1, v2", 700),
                        ("s_waitcnt lgkmcnt(0)", 2500)):
            rows.append([isa, 0, line, f"/k.py:{line % 50 + 2}", 1, 0, 4, st, st, 0])
            line += 1
    rows.append(["s_endpgm", 0, line, "/k.py:99", 1, 0, 4, 0, 0, 0])
    return rows


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
    for n in (2000, 4000):
        with tempfile.TemporaryDirectory() as td:
            d = Path(td) / "ui_output_agent_0_dispatch_0"
            d.mkdir()
            rows = flagged(n)
            (d / "code.json").write_text(json.dumps({"code": rows}))
            res[f"{len(rows) - 1:,} rows, {2 * n:,} flagged LDS rows"] = {
                "bytes": (d / "code.json").stat().st_size,
                "seconds": round(timed(lambda: diagnose_path(d, arch="gfx950"), 3), 3)}
    with tempfile.TemporaryDirectory() as td:
        src = next((ATT / "softmax").glob("ui_output_*"))
        d = Path(td) / src.name
        d.mkdir()
        (d / "code.json").write_bytes((src / "code.json").read_bytes())
        waves = sorted(src.glob("se*.json"))
        for k in range(2056):
            (d / f"se9_sm{k % 4}_sl{k // 4 % 8}_wv{k // 32}.json").write_bytes(waves[k % len(waves)].read_bytes())
        res["softmax code.json + 2,056 wave files"] = {
            "bytes": sum(f.stat().st_size for f in d.iterdir()), "seconds": round(timed(lambda: diagnose_path(d), 3), 3)}
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
