"""`ldsopt diagnose DIR`: what costs LDS time in a thread trace (a rocprofv3 ATT bundle, or every
bundle under DIR at any depth), or in an Nsight Compute report (source-page CSV or .ncu-rep: the
NVIDIA path, `ldsopt.nvidia.cli`).  A thin dispatcher: reading and analysis live in
`ldsopt.amd.diagnose`, text in `ldsopt.render.diagnose_text`, HTML in `ldsopt.render.html`."""

from __future__ import annotations

from ldsopt.amd.diagnose_options import THRESHOLDS as _THRESHOLDS, check_arch, thresholds

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


def collect(args) -> list[dict]:
    """The reports for the input path (one per bundle).  Input kinds: a rocprofv3 ATT bundle folder
    or a folder holding bundles (AMD)."""
    from ldsopt.amd.diagnose import diagnose_path
    th = thresholds(args.threshold, args.top)
    args.skipped = []
    return diagnose_path(args.path, arch=check_arch(args.arch), th=th, dtype=args.dtype,
                         skipped=args.skipped)


def run(args) -> int:
    import json
    from ldsopt.errors import Unsatisfiable, UsageError
    from ldsopt.render.diagnose_text import format_report, format_summary
    if args.top < 1:
        raise UsageError("--top must be at least 1")
    from ..nvidia.cli import is_nvidia_input, run_diagnose
    if is_nvidia_input(args.path):
        return run_diagnose(args)
    reps = collect(args)
    summary = None
    if args.skipped:
        import sys
        from ldsopt.render.text import printable
        for folder, err in args.skipped:
            print(f"ldsopt diagnose: skipped {printable(folder)}: {printable(err)}", file=sys.stderr)
    if len(reps) > 1 or args.skipped:
        from ldsopt.amd.diagnose import summarize
        summary = summarize(reps)
        summary["skipped"] = [{"bundle": b, "error": e} for b, e in args.skipped]
    if getattr(args, "html", None):
        from ldsopt.render.output import write_pictures
        write_pictures(args, "diagnose", reps[0] if len(reps) == 1 else reps)
    if args.json:
        out = reps[0] if summary is None else dict(summary, reports=reps)
        print(json.dumps(out, indent=1))
    else:
        text = "\n\n".join(format_report(r, args.top) for r in reps)
        if summary is not None:
            text += "\n\n" + format_summary(summary)
        print(text)
    bad = [r for r in reps if not r["trace"]["usable"]]
    if bad and len(bad) == len(reps):
        raise Unsatisfiable(f"trace unusable: {bad[0]['trace']['reason']}"
                            + (f" (and {len(bad) - 1} more bundle(s))" if len(bad) > 1 else ""))
    return 0
