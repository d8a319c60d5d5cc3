#!/usr/bin/env python3
"""Resolved fraction of `ldsopt isa` over compiled kernels: LDS instructions with no unresolved wave
(every wave has lane-exact addresses or no active lane), instruction-waves resolved (of those with a
lane active), and the commonest reasons for the rest.

Usage:  python3 tools/isa_resolved.py FILE_OR_BUNDLE ...   (.s files, ATT code.json folders)
e.g.    python3 tools/isa_resolved.py tests/data/isa/*.s
        python3 tools/isa_resolved.py $(dirname $(find tests/data/att -name code.json)) --block 64
"""

from __future__ import annotations

import argparse
import re
from collections import Counter

import ldsopt


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--block", help="XxYxZ (default: the metadata's)")
    ap.add_argument("--no-assume-in-bounds", action="store_true", help="leave bounds checks against kernel "
                                                                        "arguments unknown")
    a = ap.parse_args()
    block = tuple(int(x) for x in (a.block.split("x") + ["1", "1"])[:3]) if a.block else None
    tot = Counter()
    why = Counter()
    for p in a.paths:
        try:
            ks = ldsopt.analyze_isa(p, block=block, assume_in_bounds=not a.no_assume_in_bounds)
        except ldsopt.UsageError as e:
            print(f"skipped: {e}")
            continue
        for k in ks:
            ok = 0
            for ins in k.instructions:
                st = [w.status for w in ins.waves]
                ok += "unresolved" not in st
                tot["idle"] += "unresolved" not in st and "ok" not in st
                tot["assumed"] += bool(getattr(ins, "assumed", ()))
                tot["waves"] += sum(s != "inactive" for s in st)
                tot["waves_ok"] += st.count("ok")
                for w in ins.waves:
                    if w.status == "unresolved":
                        why[re.sub(r"line \d+", "line N", w.reason)[:110]] += 1
                        break
            tot["kernels"] += 1
            tot["lds"] += len(k.instructions)
            tot["lds_ok"] += ok
            if ok < len(k.instructions):
                print(f"{p} {k.name}: {ok}/{len(k.instructions)} resolved")
    print(f"{tot['kernels']} kernels, {tot['lds']} LDS instructions: {tot['lds_ok']} resolved "
          f"({100 * tot['lds_ok'] / max(1, tot['lds']):.1f}%); instruction-waves {tot['waves_ok']}/{tot['waves']} "
          f"({100 * tot['waves_ok'] / max(1, tot['waves']):.1f}%)")
    print(f"  resolved instructions with no lane active in any wave: {tot['idle']}; resting on bounds checks "
          f"assumed in bounds: {tot['assumed']}")
    for r, n in why.most_common(12):
        print(f"  {n:5d}  {r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
