"""`ldsopt diff BEFORE AFTER`: before/after report of two thread traces of the same kernel, per
traced wave, or of two Nsight Compute reports (the NVIDIA path, `ldsopt.nvidia.cli`).  A thin dispatcher over `ldsopt.amd.diagnose` and `ldsopt.render.diagnose_text`."""

from __future__ import annotations

HELP = ("compare two ATT bundles (per traced wave) or two Nsight Compute reports (before/after a fix): "
        "stall by cause, shared-memory share, findings")


def add_arguments(p) -> None:
    p.add_argument("before", metavar="BEFORE", help="ATT bundle (ui_output_* folder) before the change")
    p.add_argument("after", metavar="AFTER", help="ATT bundle after the change")
    p.add_argument("--arch", help="GPU arch, for both (default: detected per bundle)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    from .nvidia_options import add_nvidia_arguments
    add_nvidia_arguments(p)


def one_report(path, arch):
    from ldsopt.amd.diagnose import diagnose_path
    from ldsopt.amd.diagnose_options import check_arch
    from ldsopt.errors import UsageError
    reps = diagnose_path(path, arch=check_arch(arch))
    if len(reps) != 1:
        raise UsageError(f"{path}: holds {len(reps)} bundles; give one ui_output_* folder")
    return reps[0]


def run(args) -> int:
    import json
    from ..nvidia.cli import is_nvidia_input, run_diff
    if is_nvidia_input(args.before) or is_nvidia_input(args.after):
        args.top = 10
        return run_diff(args)
    from ldsopt.amd.diagnose import diff_reports
    from ldsopt.errors import Unsatisfiable
    from ldsopt.render.diagnose_text import format_diff
    d = diff_reports(one_report(args.before, args.arch), one_report(args.after, args.arch))
    print(json.dumps(d, indent=1) if args.json else format_diff(d))
    if d["warnings"]:
        raise Unsatisfiable(d["warnings"][0])
    return 0
