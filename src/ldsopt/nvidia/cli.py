"""The NVIDIA branch of ``ldsopt diagnose`` and ``ldsopt diff``: the runners, called from the
commands when the input is an Nsight Compute report (see :func:`is_nvidia_input`); their options
are in :mod:`ldsopt.cli.nvidia_options`."""

from __future__ import annotations

from ldsopt.nvidia.inputs import is_nvidia_input  # noqa: F401  (the commands' test of the input)


def _reports(path, args):
    from ldsopt.errors import UsageError
    from ldsopt.nvidia.diagnose import diagnose_report
    from ldsopt.nvidia.report import parse_arg_options, parse_block_options
    arch = None
    if getattr(args, "arch", None):
        from ldsopt.core.arch import get_arch
        a = get_arch(args.arch)
        if not a.is_nvidia:
            raise UsageError(f"--arch {args.arch}: an Nsight Compute report is NVIDIA; expected sm_XX")
        arch = a.name
    return diagnose_report(path, getattr(args, "details", None),
                           parse_block_options(getattr(args, "block", [])),
                           parse_arg_options(getattr(args, "arg", [])), arch,
                           getattr(args, "lang", None), getattr(args, "kernel", None),
                           top=getattr(args, "top", 10))


def run_diagnose(args) -> int:
    import json
    from ldsopt.errors import Unsatisfiable
    from ldsopt.core.report_shape import summarize
    from ldsopt.nvidia.text import format_diagnosis
    reps = _reports(args.path, args)
    if getattr(args, "html", None):
        from ..render.output import write_pictures
        write_pictures(args, "diagnose", reps[0] if len(reps) == 1 else reps)
    if args.json:
        print(json.dumps(reps[0] if len(reps) == 1 else dict(summarize(reps), reports=reps), indent=1))
    else:
        print("\n\n".join(format_diagnosis(r, args.top) for r in reps))
    bad = [r for r in reps if not r["trace"]["usable"]]
    if bad and len(bad) == len(reps):
        raise Unsatisfiable(f"report unusable: {bad[0]['trace']['reason']}")
    return 0


def run_diff(args) -> int:
    import json
    from ldsopt.errors import UsageError
    from ldsopt.nvidia.diagnose import diff_reports
    from ldsopt.nvidia.text import format_diff
    one = []
    for path in (args.before, args.after):
        if not is_nvidia_input(path):
            raise UsageError(f"{path}: compare Nsight Compute reports with Nsight Compute reports "
                             "(both a source-page CSV or .ncu-rep)")
        reps = _reports(path, args)
        if len(reps) != 1:
            raise UsageError(f"{path}: holds {len(reps)} kernels; pick one with --kernel")
        one.append(reps[0])
    d = diff_reports(*one)
    print(json.dumps(d, indent=1) if args.json else format_diff(d))
    if d["warnings"]:
        from ldsopt.errors import Unsatisfiable
        raise Unsatisfiable(d["warnings"][0])
    return 0
