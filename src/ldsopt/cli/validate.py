"""`ldsopt validate`: check the NVIDIA bank model against a GPU (harness under Nsight Compute), or
replay committed measurements through the model without a GPU."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ldsopt.errors import UsageError

HELP = "check the NVIDIA model against a GPU (ncu) or replay committed measurements"

def measured_files() -> list:
    """The committed measurements (``*_measured.jsonl.gz``), installed with the package as
    ``ldsopt/data/validation`` so that ``validate --replay`` works after a plain ``pip install``."""
    from importlib.resources import files
    d = files("ldsopt") / "data" / "validation"
    try:
        return sorted((Path(str(f)) for f in d.iterdir() if "measured" in f.name and
                       f.name.endswith((".jsonl", ".jsonl.gz"))), key=lambda p: p.name)
    except (FileNotFoundError, NotADirectoryError):
        return []


def add_arguments(p) -> None:
    g = p.add_mutually_exclusive_group()
    g.add_argument("--batch", metavar="FILE.jsonl",
                   help="run these patterns (ldsopt sim --batch format) on the GPU under ncu")
    g.add_argument("--replay", metavar="FILE.jsonl[.gz]", nargs="?", const="",
                   help="compare committed measurements with the model (no GPU); default: the H100 and "
                        "H200 measurements installed with ldsopt (ldsopt/data/validation)")
    g.add_argument("--suite", metavar="OUT.jsonl",
                   help="write the calibration suite (fixed seed) as a batch file and stop")
    g.add_argument("--timing-probe", action="store_true",
                   help="run the shared-memory timing probe on the GPU")
    g.add_argument("--timing-analyze", metavar="timing_raw.json",
                   help="fit the timing probe's raw output (no GPU)")
    p.add_argument("--out", metavar="DIR", default="validate-out", help="where runs write (default %(default)s)")
    p.add_argument("--arch", default=None, help="NVIDIA arch of the patterns (default sm_90; with --replay, "
                                               "the arch each measurement was taken on)")
    p.add_argument("--deadline", type=float, default=420.0, metavar="S",
                   help="stop launching patterns after S seconds (default %(default)s)")
    p.add_argument("--exclude", metavar="MEASURED.jsonl[.gz]", action="append", default=[],
                   help="with --batch: skip patterns already in this measurement file (repeatable)")
    p.add_argument("--seed", type=int, default=None, help="suite seed (default: the fixed one)")
    p.add_argument("--show", type=int, default=10, metavar="N", help="mismatches to list (default 10)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def _replay_files(arg: str) -> list:
    if arg:
        return [Path(arg)]
    files = measured_files()
    if not files:
        raise UsageError("the measurements installed with ldsopt (ldsopt/data/validation) are missing: "
                         "reinstall ldsopt, or give a file (the repository has them under "
                         "src/ldsopt/data/validation)")
    return files


def run(args) -> int:
    arch_given, args.arch = args.arch, args.arch or "sm_90"
    if args.deadline <= 0:
        raise UsageError("--deadline must be positive")
    if args.show < 0:
        raise UsageError("--show must be >= 0")
    if args.suite:
        from ldsopt.gpu import suite
        recs = suite.generate(seed=args.seed if args.seed is not None else suite.DEFAULT_SEED,
                              arch=args.arch)
        from ldsopt.api import write_text
        write_text(args.suite, suite.to_jsonl(recs), "--suite")
        msg = {"patterns": len(recs), "file": args.suite}
        print(json.dumps(msg) if args.json else f"wrote {len(recs)} patterns to {args.suite}")
        return 0
    if args.timing_analyze:
        from ldsopt.gpu import timing_probe
        from ldsopt.api import load_data
        raw = load_data(args.timing_analyze, "--timing-analyze")
        try:
            res = timing_probe.analyze(raw, args.arch)
        except (KeyError, TypeError, ValueError, ZeroDivisionError) as e:
            raise UsageError(f"{args.timing_analyze}: not timing-probe output ({type(e).__name__})")
        print(json.dumps(res, indent=1) if args.json else timing_probe.format_table(res))
        return 0
    if args.timing_probe:
        from ldsopt.gpu import timing_probe
        out = Path(args.out)
        res = timing_probe.run_probe(out)
        (out / "timing_result.json").write_text(json.dumps(res, indent=1))
        print(json.dumps(res, indent=1) if args.json else timing_probe.format_table(res))
        return 0
    from ldsopt.gpu import validate as v
    if args.batch:
        recs = v.load_batch(args.batch, args.arch)
        for f in args.exclude:
            recs = v.exclude_measured(recs, v.load_measurements(f))
        if not recs:
            raise UsageError("every pattern of the batch is already measured (--exclude)")
        print(f"validate: {len(recs)} patterns to run", file=sys.stderr)
        res = v.run_validate(recs, Path(args.out), deadline_s=args.deadline, arch=args.arch,
                             log=lambda m: print(m, file=sys.stderr, flush=True))
    elif args.replay is not None:
        recs = []
        for f in _replay_files(args.replay):
            if args.replay:
                _check_input(f)
            got = v.load_measurements(f)
            for i, r in enumerate(got, 1):
                v.check_measured(r, f"{f} record {i}")
            recs += got
        if not recs:
            raise UsageError(f"{args.replay}: no measurements in the file")
        measured_on = sorted({r["arch"] for r in recs if isinstance(r.get("arch"), str)})
        if arch_given and measured_on and measured_on != [arch_given]:
            # each record is modelled on the arch it was measured on: another --arch would be ignored
            raise UsageError(f"--arch {arch_given}: these measurements were taken on {', '.join(measured_on)}; "
                             "--replay models each on its own arch (leave --arch out)")
        res = v.compare(recs, args.arch)
    else:
        raise UsageError("give one of --batch, --replay, --suite, --timing-probe, --timing-analyze")
    s = res["summary"]
    if args.json:
        print(json.dumps({"summary": s, "mismatches": [p for p in res["patterns"] if not p["match"]]}))
    else:
        print(f"{s['match']} of {s['patterns']} patterns match the model "
              f"({s.get('mismatch', 0)} mismatches)")
        for op, c in s.get("by_op", {}).items():
            print(f"  {op:20s} {c['match']:5d} / {c['patterns']}")
        bad = [p for p in res["patterns"] if not p["match"]]
        for p in bad[:args.show]:
            print(f"  mismatch {p['id']}: measured {p['measured']}, model {p['model']}")
    ok = bool(s.get("patterns")) and s["match"] == s["patterns"]
    if not ok:
        print(f"ldsopt validate: {s['patterns'] - s['match']} of {s['patterns']} patterns do not match the model",
              file=sys.stderr)
    return 0 if ok else 1


def _check_input(path) -> None:
    """A user's file must be a regular file (a FIFO or a device would hang or never end)."""
    from ldsopt.api import check_regular
    check_regular(path, "--replay")
