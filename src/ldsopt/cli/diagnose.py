"""`ldsopt diagnose DIR`: what costs LDS time in a thread trace (a rocprofv3 ATT bundle, or every
bundle under DIR at any depth), or in an Nsight Compute report (source-page CSV or .ncu-rep: the
NVIDIA path).  A thin layer over :func:`ldsopt.diagnose_run`; HTML in `ldsopt.render.html`."""

from __future__ import annotations

from ldsopt.workflows import THRESHOLDS as _THRESHOLDS

PARAMS = {"thresholds": "--threshold", "path": "DIR"}

HELP = ("diagnose LDS stalls from rocprofv3 ATT thread-trace output (code.json + wave files) or "
        "shared-memory stalls from an Nsight Compute report")


def add_arguments(p) -> None:
    p.add_argument("path", metavar="DIR", help="a ui_output_agent_*_dispatch_* folder, or a folder holding "
                                               "several at any depth")
    p.add_argument("--arch", help="GPU arch (default: from *_agent_info.csv / kernel-trace CSV beside the bundle, "
                                  "else gfx950-only opcodes)")
    p.add_argument("--json", action="store_true",
                   help="machine-readable output (one report; for several bundles an object with the summary and "
                        "`reports`)")
    p.add_argument("--top", type=int, default=10, help="findings and hottest instructions to print (default 10)")
    p.add_argument("--dtype", default="f16", choices=["f8", "i8", "f16", "bf16", "f32"],
                   help="element type written into the `ldsopt solve` problems of Type A fixes (default f16)")
    p.add_argument("--threshold", action="append", default=[], metavar="NAME=VALUE",
                   help="change a documented default (" + ", ".join(_THRESHOLDS) + "); repeatable")
    from ldsopt.render.output import add_picture_args
    add_picture_args(p, pictures=False)
    from .nvidia_options import add_nvidia_arguments
    add_nvidia_arguments(p)


def _thresholds(items) -> dict:
    """``--threshold NAME=VALUE`` (repeated) -> ``{name: value}`` (checked by the library)."""
    from ldsopt.errors import UsageError
    values = {}
    for it in items:
        name, sep, val = it.partition("=")
        if not sep:
            raise UsageError(f"--threshold {it!r}: expected NAME=VALUE with NAME one of " + ", ".join(_THRESHOLDS))
        values[name.strip()] = val
    return values


def run(args) -> int:
    import json
    import sys

    import ldsopt
    from ldsopt.errors import Unsatisfiable, UsageError
    from ldsopt.render.text import printable

    from .sass import arg_options, block_options
    if args.top < 1:
        raise UsageError("--top must be at least 1")
    r = ldsopt.diagnose_run(args.path, arch=args.arch, thresholds=_thresholds(args.threshold), dtype=args.dtype,
                            block=block_options(args.block) or None, args=arg_options(args.arg) or None, kernel=args.kernel,
                            lang=args.lang, details=args.details, top=args.top)
    for folder, err in r.skipped:
        print(f"ldsopt diagnose: skipped {printable(folder)}: {printable(err)}", file=sys.stderr)
    if getattr(args, "html", None):
        from ldsopt.render.output import write_pictures
        reps = [d.to_dict() for d in r.reports]
        write_pictures(args, "diagnose", reps[0] if len(reps) == 1 else reps)
    print(json.dumps(r.to_json(), indent=1) if args.json else r.text(args.top))
    if r.unusable:
        raise Unsatisfiable(r.unusable)
    return 0
