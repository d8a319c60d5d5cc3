"""Write a real bundle in the form rocprofv3's ATT decoder 3.0.0 (mid-2025) produced: code.json without
`header`, rows of 8 columns [ISA, _, index, Source, Codeobj, Vaddr, Hit, Latency] (no Stall, no Idle),
no realtime.json, an `att_output.csv` beside it; the wave files are kept as they are (their
`instructions` rows [cycle, type, stall, dur, code_id] carry the stall).

`python tests/att_old_format.py SRC_BUNDLE DEST_BUNDLE`."""

from __future__ import annotations

import csv
import json
import shutil
import sys
from pathlib import Path


def convert(src: Path, dest: Path) -> Path:
    src, dest = Path(src), Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    doc = json.loads((src / "code.json").read_text())
    rows = [r[:8] for r in doc["code"]]
    (dest / "code.json").write_text(json.dumps({"code": rows}))
    for f in src.iterdir():
        if f.name.startswith("se") or f.name.startswith("source_") or f.name == "snapshots.json":
            shutil.copy(f, dest / f.name)
    with open(dest / "att_output.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Line", "Instruction", "Hitcount", "Cycles", "Addr", "C++ Reference"])
        for r in rows:
            w.writerow([r[2], r[0], r[6], r[7], hex(r[5]), r[3]])
    for f in src.parent.glob("*agent_info.csv"):
        shutil.copy(f, dest.parent / f.name)
    return dest


if __name__ == "__main__":
    convert(Path(sys.argv[1]), Path(sys.argv[2]))
