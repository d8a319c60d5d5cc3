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
    if spec is None:
        return None
    if spec.lower().endswith((".json", ".yaml", ".yml")) or os.path.exists(spec):
        from ldsopt.errors import UsageError
        from ldsopt.inputs import load_file
        d = load_file(spec, "--layout")
        if not isinstance(d, dict):
            raise UsageError(f"--layout {spec}: a layout file must hold an object")
        return d
    return spec


def check(prob, layout, threshold: int = 0) -> dict:
    from ldsopt.errors import LdsoptError, Unsatisfiable
    from ldsopt.solver.search import evaluate
    reasons: list = []
    cand = evaluate(prob, [layout], collect_reasons=reasons)[0]
    if cand is None:
        raise Unsatisfiable(f"layout rejected: {reasons[0] if reasons else 'invalid'}")
    bad = [a for a in cand.per_access if a["conflicts"] > threshold]
    from ldsopt.solver.explain import worst_phase
    why = {}
    for k, a in enumerate(cand.per_access):
        if a in bad:
            try:
                why[a["name"]] = worst_phase(prob, prob.accesses[k], layout)
            except LdsoptError:
                pass
    return {"layout": layout.to_dict(), "threshold": threshold, "ok": not bad, "notes": list(prob.notes),
            "lds_bytes": cand.bytes, "accesses": cand.per_access,
            "conflicting": [a["name"] for a in bad], "why": why}


def run(args) -> int:
    import json
    import sys
    from ldsopt.errors import UsageError
    from ldsopt.solver.problem import load_problem
    from ldsopt.solver.search import declared_layout
    from ldsopt.render.text import printable, wrap
    if args.threshold < 0:
        raise UsageError("--threshold must be >= 0")
    prob = load_problem(args.problem)
    layout = declared_layout(prob, _layout_arg(args.layout))
    res = check(prob, layout, args.threshold)
    if args.json:
        print(json.dumps(res))
    else:
        print(f"layout  {layout.describe()}  ({res['lds_bytes']} B)")
        for n in res["notes"]:
            print(f"note: {printable(n)}")
        for a in res["accesses"]:
            flag = "CONFLICT" if a["name"] in res["conflicting"] else "ok"
            print(f"  {flag:<9}{printable(a['name']):<16}{a['op']:<20}cycles {a['cycles']:>6}  ideal {a['ideal']:>6}"
                  f"  conflicts {a['conflicts']:>6}")
            if a["name"] in res["why"]:
                print(wrap(f"           why: {res['why'][a['name']]}; `ldsopt solve` searches a layout "
                           "that removes it", indent="           "))
        if res["ok"]:
            print(f"PASS: no access has more than {args.threshold} conflict cycles")
        else:             # the verdict on stdout, as PASS is
            print(f"FAIL: {len(res['conflicting'])} access(es) over {args.threshold} conflict "
                  "cycles: " + printable(", ".join(res["conflicting"])))
    if not res["ok"]:     # exit 1 says why in one line on stderr, with --json too
        print(f"ldsopt check: FAIL: {len(res['conflicting'])} access(es) over {args.threshold} conflict "
              "cycles: " + printable(", ".join(res["conflicting"])), file=sys.stderr)
    return 0 if res["ok"] else 1
