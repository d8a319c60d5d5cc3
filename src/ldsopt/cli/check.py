"""`ldsopt check`: fail (exit 1) when a declared layout has bank conflicts above a threshold."""

from __future__ import annotations

HELP = "bank-conflict check of a declared layout against a problem's accesses (exit 1 on conflicts)"


def add_arguments(p) -> None:
    p.add_argument("problem", metavar="PROBLEM", help="problem file (.json, or .yaml with PyYAML)")
    p.add_argument("--layout", metavar="SPEC|FILE",
                   help="layout spec (e.g. 'cute:3,3,3', 'pad:8', 'ck:kpack=8'), Triton text "
                        "('#ttg.amd_rotating_shared<{...}>'), CuTe ('Swizzle<3,3,3> o (64,64):(64,1)') or a JSON file "
                        "(a layout object or `ldsopt solve --json` output); default: the problem's \"layout\"")
    p.add_argument("--threshold", type=int, default=0,
                   help="conflict cycles allowed per access (default 0)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def _layout_arg(spec):
    import os
    from pathlib import Path
    if spec is None:
        return None
    if spec.lower().endswith((".json", ".yaml", ".yml")) or os.path.exists(spec):
        return Path(spec)
    return spec


# library parameter -> flag, for error messages
PARAMS = {"problem": "PROBLEM"}


def run(args) -> int:
    import json
    import sys
    from pathlib import Path

    import ldsopt
    from ldsopt.errors import UsageError
    from ldsopt.render.text import printable, wrap
    if args.threshold < 0:
        raise UsageError("--threshold must be >= 0")
    res = ldsopt.check(ldsopt.problem(Path(args.problem)), _layout_arg(args.layout), args.threshold)
    layout = res.layout
    if args.json:
        print(json.dumps(res.to_dict()))
    else:
        print(f"layout  {layout.describe()}  ({res.lds_bytes} B)")
        for n in res.notes:
            print(f"note: {printable(n)}")
        for a in res.accesses:
            flag = "CONFLICT" if a.name in res.conflicting else "ok"
            print(f"  {flag:<9}{printable(a.name):<16}{a.op:<20}cycles {a.cycles:>6}  ideal {a.ideal:>6}"
                  f"  conflicts {a.conflicts:>6}")
            if a.name in res.why:
                print(wrap(f"           why: {res.why[a.name]}; `ldsopt solve` searches a layout "
                           "that removes it", indent="           "))
        if res.ok:
            print(f"PASS: no access has more than {args.threshold} conflict cycles")
        else:             # the verdict on stdout, as PASS is
            print(f"FAIL: {len(res.conflicting)} access(es) over {args.threshold} conflict "
                  "cycles: " + printable(", ".join(res.conflicting)))
    if not res.ok:     # exit 1 says why in one line on stderr, with --json too
        print(f"ldsopt check: FAIL: {len(res.conflicting)} access(es) over {args.threshold} conflict "
              "cycles: " + printable(", ".join(res.conflicting)), file=sys.stderr)
    return 0 if res.ok else 1
