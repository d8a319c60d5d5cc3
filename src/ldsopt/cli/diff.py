"""`ldsopt diff BEFORE AFTER`: before/after report of two thread traces of the same kernel, per
traced wave, or of two Nsight Compute reports (the NVIDIA path, `ldsopt.nvidia.cli`).  A thin dispatcher over `ldsopt.amd.diagnose` and `ldsopt.render.diagnose_text`."""

from __future__ import annotations

HELP = ("compare two ATT bundles (per traced wave), two Nsight Compute reports, or two kernel sources / "
        "compiled kernels (per source line LDS cycles and conflicts, exit 1 on a regression)")


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
    from ldsopt.fix.static_diff import is_static_input
    if is_static_input(args.before) or is_static_input(args.after):
        return _run_static(args)
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


def _run_static(args) -> int:
    """Two kernel sources or compiled kernels (or one of each): per source line before/after."""
    import json
    from ldsopt.cli.fix import _block
    from ldsopt.errors import UsageError
    from ldsopt.fix.static_diff import format_diff, is_static_input, static_diff
    for p in (args.before, args.after):
        if not is_static_input(p):
            raise UsageError(f"{p}: compare a kernel source or compiled kernel with another one")
    blk = args.block[-1].rpartition("=")[2] if args.block else None
    d = static_diff(args.before, args.after, arch=args.arch, kernel=args.kernel, block=_block(blk))
    print(json.dumps(d, indent=1) if args.json else format_diff(d))
    return 1 if d["regressions"] else 0
