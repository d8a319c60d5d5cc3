"""`ldsopt diff BEFORE AFTER`: before/after report of two ATT bundles of the same kernel."""

from __future__ import annotations

HELP = "compare two ATT bundles (before/after a fix): lgkmcnt and ds_* stall, LDS share, findings"


def add_arguments(p) -> None:
    p.add_argument("before", metavar="BEFORE", help="ATT bundle (ui_output_* folder) before the change")
    p.add_argument("after", metavar="AFTER", help="ATT bundle after the change")
    p.add_argument("--arch", help="GPU arch, for both (default: detected per bundle)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def _one(path, arch):
    from ldsopt.amd.diagnose import diagnose_path
    from ldsopt.errors import UsageError
    reps = diagnose_path(path, arch=arch)
    if len(reps) != 1:
        raise UsageError(f"{path}: holds {len(reps)} bundles; give one ui_output_* folder")
    return reps[0]


def format_diff(d: dict) -> str:
    L = [f"kernel  {d['kernel_before']}" + ("" if d["kernel_after"] == d["kernel_before"] else f" -> {d['kernel_after']}"),
         f"findings matched by {d['matched_by']}", "",
         f"{'':22}{'before':>14}{'after':>14}{'change':>14}"]
    names = {"total_stall": "total stall", "lgkm_wait_stall": "lgkmcnt wait stall", "ds_stall": "ds_* stall",
             "lds_stall": "LDS stall", "lds_share": "LDS share", "barrier_stall": "barrier stall"}
    for k, label in names.items():
        b, a, c = d["before"][k], d["after"][k], d["change"][k]
        if k == "lds_share":
            L.append(f"{label:22}{100 * b:>13.1f}%{100 * a:>13.1f}%{100 * c:>+12.1f}pp")
        else:
            pc = f" ({100 * c / b:+.0f}%)" if b else ""
            L.append(f"{label:22}{b:>14,}{a:>14,}{c:>+14,}{pc}")
    for key, title in (("resolved", "resolved"), ("new", "new"), ("remaining", "remaining")):
        L.append("")
        L.append(f"{title} findings ({len(d[key])})")
        for f in d[key]:
            extra = f", was {f['cost_before']:,} at L{f['line_before']}" if "cost_before" in f else ""
            src = f" {f['source'].rsplit('/', 1)[-1]}" if f["source"] else ""
            L.append(f"  [{f['type']}] L{f['line']} {f['isa'][:60]}{src}: {f['cost']:,} cycles{extra}")
    return "\n".join(L)


def run(args) -> int:
    import json
    from ldsopt.amd.diagnose import diff_reports
    b = _one(args.before, args.arch)
    a = _one(args.after, args.arch)
    d = diff_reports(b, a)
    print(json.dumps(d, indent=1) if args.json else format_diff(d))
    return 0
