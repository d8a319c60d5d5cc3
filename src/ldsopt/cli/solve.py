"""`ldsopt solve`: find the LDS / shared-memory layout of a tile with the fewest conflict cycles."""

from __future__ import annotations

HELP = "find a conflict-free (or least-conflict) tile layout for a problem and emit its index code"


def add_arguments(p) -> None:
    p.add_argument("problem", nargs="?", metavar="PROBLEM",
                   help="problem file (.json, or .yaml with PyYAML); or build one with the flags below")
    p.add_argument("--arch", help="GPU arch (with --tile/--access)")
    p.add_argument("--tile", help="ROWSxCOLS (with --access)")
    p.add_argument("--dtype", default="f16", help="element type (default f16)")
    p.add_argument("--access", action="append", default=[], metavar="NAME:OP:PATTERN[:k=v,...]",
                   help="an access, e.g. store:ds_write_b128:row_copy:vec=8 (OP may be empty); repeat")
    p.add_argument("--lds-budget", type=int, help="most bytes the tile may take")
    p.add_argument("--layout", metavar="SPEC|FILE",
                   help="your current layout (a spec, Triton text like '#ttg.swizzled_shared<{...}>', "
                        "a CuTe layout or a JSON file): its cost is shown, and it is kept unless beaten")
    p.add_argument("--families", help="comma list to search: padding,ck,cute,triton,triton_padded,gf2,xor")
    p.add_argument("--emit", metavar="LANG", help="print index code: cuda, hip, python, flydsl, cute, gluon")
    p.add_argument("--name", default="ldsopt_offset", help="name of the emitted function (default ldsopt_offset)")
    p.add_argument("--json", action="store_true", help="machine-readable output (with \"offsets\")")
    from ldsopt.render.output import add_picture_args
    add_picture_args(p)


def load_from_args(args):
    import ldsopt
    from ldsopt.cli.check import _layout_arg
    from ldsopt.errors import UsageError
    fields: dict = {}
    if args.lds_budget is not None:
        if args.lds_budget <= 0:
            raise UsageError("--lds-budget must be a positive number of bytes")
        fields["lds_budget"] = args.lds_budget
    if args.layout:
        fields["layout"] = _layout_arg(args.layout)
    if args.families:
        fields["families"] = [x.strip() for x in args.families.split(",") if x.strip()]
    if args.problem:
        if args.access or args.tile:
            raise UsageError("give either a problem file or --tile/--access, not both")
        from pathlib import Path
        return ldsopt.problem(Path(args.problem), **fields)
    if not args.arch or not args.tile:
        raise UsageError("give a problem file, or --arch, --tile and --access")
    return ldsopt.problem(problem_from_flags(args.arch, args.tile, args.dtype, args.access), **fields)


def problem_from_flags(arch: str, tile: str, dtype: str = "f16", accesses=()) -> dict:
    """A problem object from ``--tile 64x64 --access store:ds_write_b128:row_copy:vec=8``.

    Each access is ``NAME:OP:PATTERN[:k=v,k=v]``; OP is an instruction, or ``load`` / ``store`` to
    derive it from the pattern's width, or empty for patterns that say which they are."""
    from ldsopt.errors import UsageError
    try:
        r, c = (int(x) for x in str(tile).lower().split("x"))
    except ValueError:
        raise UsageError(f"--tile must be ROWSxCOLS (e.g. 64x64), got {tile!r}")
    acc = []
    for s in accesses:
        parts = s.split(":")
        if len(parts) not in (3, 4) or not parts[0] or not parts[2]:
            raise UsageError(f"--access must be NAME:OP:PATTERN[:k=v,...], got {s!r}")
        pat = {"name": parts[2]}
        if len(parts) == 4 and parts[3].strip():
            for kv in parts[3].split(","):
                if "=" not in kv:
                    raise UsageError(f"--access {s!r}: expected k=v, got {kv!r}")
                k, v = kv.split("=", 1)
                k, v = k.strip(), v.strip()
                pat[k] = v if k == "shape" else _flag_int(v, s)
        a = {"name": parts[0], "pattern": pat}
        if parts[1] in ("load", "store"):
            a["kind"] = parts[1]
        elif parts[1]:
            a["op"] = parts[1]
        acc.append(a)
    if not acc:
        raise UsageError("give a problem file or at least one --access")
    return {"arch": arch, "tile": [r, c], "dtype": dtype, "accesses": acc}


def _fmt_res(d) -> str:
    return f"{d['cycles']:>7} {d['ideal']:>6} {d['conflicts']:>6}"


def _totals(c) -> dict:
    return {"cycles": _n(c.total), "ideal": _n(c.ideal), "conflicts": _n(c.conflicts)}


def format_solution(sol, yours=None) -> str:
    from ldsopt.render.text import printable, wrap
    p = sol.problem
    b, pl = sol.best, sol.plain
    a = p.arch
    L = [f"{a.name}  {p.rows}x{p.cols} {p.dtype} tile, {len(p.accesses)} accesses"
         f"  ({sol.candidates} candidate layouts, {sol.rejected} rejected, {sol.seconds:.3f} s)",
         *[f"note: {printable(n)}" for n in p.notes],
         "",
         f"chosen   {b.layout.describe()}",
         f"         family {b.layout.family} " + " ".join(f"{k}={v}" for k, v in b.layout.params().items()),
         *([f"         = {e}" for e in sol.equivalents()]),
         f"         {b.bytes} B ({b.allocated} B allocated at the {a.lds_granule} B granule; "
         f"{b.wgs_per_cu} {'blocks/SM by shared memory' if a.is_nvidia else 'workgroups/CU by LDS'}"
         f"), index ops {b.index_ops}",
         "",
         f"{'access':<14}{'op':<20}{'weight':>6}  {'chosen: cycles ideal confl':>26}  {'plain: cycles ideal confl':>26}"]
    for i, acc in enumerate(b.per_access):
        pa = pl.per_access[i] if pl else None
        L.append(f"{printable(acc['name'])[:13]:<14}{acc['op'][:19]:<20}{acc['weight']:>6}  {'':5}{_fmt_res(acc)}  "
                 f"{'':5}{_fmt_res(pa) if pa else '(plain layout rejected)':>21}")
    tot_c = _totals(b)
    tot_p = _totals(pl) if pl else None
    L.append(f"{'total (weighted)':<40}  {'':5}{_fmt_res(tot_c)}  {'':5}{_fmt_res(tot_p) if tot_p else '':>21}")
    if yours is not None:
        L.append(f"{'yours: ' + yours.layout.describe()[:60]:<40}  {'':5}{_fmt_res(_totals(yours))}  "
                 f"({yours.bytes} B)")
    for e in sol.explanations:
        L.append("")
        L.append(wrap(f"{printable(e['access'])} keeps {e['conflicts']} conflict cycles under the chosen layout. "
                      f"Why: {e['why']}.", indent="  "))
        L.append(wrap(f"To make it conflict-free: {e['fix']}.", indent="  "))
    L.append("")
    L.append("pareto (cycles, allocated bytes, index ops):")
    for c in sol.pareto:
        L.append(f"  {_n(c.total):>8} cyc {c.allocated:>7} B {c.index_ops:>3} ops  {c.layout.describe()}")
    return "\n".join(L)


def _n(x):
    return int(x) if float(x).is_integer() else round(float(x), 3)


def run(args) -> int:
    import json

    import ldsopt
    from ldsopt.cli.progress import Progress
    prob = load_from_args(args)
    with Progress("solve", unit="candidate layouts simulated") as prog:
        sol = ldsopt.solve(prob, progress=prog.update)
    code = ldsopt.emit(sol.layout, args.emit, args.name) if args.emit else None
    if any(getattr(args, k, None) for k in ("png", "svg", "html")):
        from ldsopt.render.output import write_pictures
        write_pictures(args, "solve", sol,
                       extra={"code": {"lang": args.emit, "name": args.name, "text": code}} if code else None)
    if args.json:
        print(json.dumps(sol.to_json({"lang": args.emit, "name": args.name, "text": code}
                                     if code is not None else None)))
    elif code is not None:
        print(code, end="")
    else:
        print(format_solution(sol, sol.declared_cost()))
    return 0


def _flag_int(v: str, s: str) -> int:
    from ldsopt.errors import UsageError
    try:
        return int(v)
    except ValueError:
        raise UsageError(f"--access {s!r}: {v!r} is not an integer")


# library parameter -> flag, for error messages
PARAMS = {"lang": "--emit", "problem": "PROBLEM"}
