"""`ldsopt diff BEFORE AFTER`: before/after of one kernel: two kernel sources or compiled kernels
(per source line), two thread traces (per traced wave) or two Nsight Compute reports
(:func:`ldsopt.diff`, which dispatches by the kind of input)."""

from __future__ import annotations

HELP = ("compare two ATT bundles (per traced wave), two Nsight Compute reports, or two kernel sources / "
        "compiled kernels (per source line LDS cycles and conflicts, exit 1 on a regression)")

PARAMS = {"before": "BEFORE", "after": "AFTER"}


def add_arguments(p) -> None:
    p.add_argument("before", metavar="BEFORE", help="ATT bundle (ui_output_* folder) before the change")
    p.add_argument("after", metavar="AFTER", help="ATT bundle after the change")
    p.add_argument("--arch", help="GPU arch, for both (default: detected per bundle)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    from .nvidia_options import add_nvidia_arguments
    add_nvidia_arguments(p)


def run(args) -> int:
    import json

    import ldsopt
    from ldsopt.errors import Unsatisfiable

    from .sass import arg_options, block_options
    d = ldsopt.diff(args.before, args.after, arch=args.arch, kernel=args.kernel, block=block_options(args.block) or None,
                    args=arg_options(args.arg) or None, details=args.details, lang=args.lang)
    print(json.dumps(d.to_json(), indent=1) if args.json else d.text())
    if isinstance(d, ldsopt.StaticDiff):
        return 1 if d.regressions else 0
    if d.warnings:
        raise Unsatisfiable(d.warnings[0])
    return 0
