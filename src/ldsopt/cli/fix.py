"""`ldsopt fix FILE --arch A [--diff | --apply] [--json]`: the cheapest layout that removes the bank
conflicts of each shared array, written into the kernel's own source and checked by compiling and
analysing the patched source again."""

from __future__ import annotations

HELP = ("fix the bank conflicts of a HIP, CUDA or OpenCL kernel in its own source (padding or an XOR "
        "swizzle of each shared array), re-analysed to prove it")


# library parameter -> flag, for error messages
PARAMS = {"params": "--param", "path": "FILE"}


def add_arguments(p) -> None:
    p.add_argument("file", metavar="FILE", help="kernel source (.hip, .cu, .cl, Gluon / Triton .py), or "
                   "compiled code (.s, .cubin, SASS: the fix is predicted, not applied)")
    p.add_argument("--arch", help="one target: gfx906/gfx90a/gfx942/gfx950 or sm_70..sm_90")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--diff", action="store_true", help="print the change as a unified diff (patch -p1)")
    g.add_argument("--apply", action="store_true", help="write the change into FILE (the original kept as FILE.orig)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--kernel", help="only this kernel")
    p.add_argument("--block", help="workgroup / block shape XxYxZ (default: from the source's launch bounds)")
    p.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                   help="a known parameter value (repeatable)")
    p.add_argument("--problems", metavar="DIR", help="write each allocation's solver problem (every write "
                   "and read of it, for `ldsopt solve`) as DIR/KERNEL.NAME.json")


def _params(items) -> dict:
    from ldsopt.errors import UsageError
    out = {}
    for it in items:
        k, sep, v = it.partition("=")
        if not sep or not k.strip():
            raise UsageError(f"--param {it!r}: expected NAME=VALUE")
        try:
            out[k.strip()] = int(v, 0)
        except ValueError:
            out[k.strip()] = v.strip()
    return out


def _write_problems(folder: str, path: str, arch, kernel, block, res) -> None:
    """The solver problem of every allocation: those the fix of compiled code kept, else built
    again from the source's compiled kernels."""
    import json
    import os

    import ldsopt
    probs = list(res.problems)
    if not probs:
        probs = [dict(al.problem, name=f"{al.kernel}.{al.name}")
                 for al in ldsopt.allocation_problems(path, arch, kernel=kernel, block=block) if al.problem]
    os.makedirs(folder, exist_ok=True)
    for p in probs:
        safe = "".join(ch if ch.isalnum() or ch in "._-@" else "_" for ch in p.get("name", "tile"))[:120]
        with open(os.path.join(folder, safe + ".json"), "w") as f:
            f.write(json.dumps(p) + "\n")


def run(args) -> int:
    import json
    import sys

    import ldsopt
    from ldsopt.errors import Unsatisfiable
    from ldsopt.render.fix_text import format_text
    res = ldsopt.fix(args.file, args.arch, kernel=args.kernel, block=args.block, params=_params(args.param),
                     apply=args.apply)
    if args.problems:
        _write_problems(args.problems, args.file, args.arch, args.kernel, args.block, res)
    if args.json:
        print(json.dumps(res.to_json(), indent=1))
    else:
        if args.diff:         # the diff alone on standard output (for `| patch -p1`), the report on stderr
            print(res.diff, end="")
        print(format_text(res), file=sys.stderr if args.diff else sys.stdout)
        if res.written:
            print(f"written: {res.written} (the original kept as {res.written}.orig)")
    # exit 1 when a conflicted array is left without a verified fix (refused, unknown addresses,
    # nothing cheaper, or a fix the re-analysis did not confirm; compiled code: a prediction is the
    # answer)
    failed = res.failed
    if failed and not args.json:
        raise Unsatisfiable(f"{failed[0].name}: {failed[0].reason}")
    return 1 if failed else 0
