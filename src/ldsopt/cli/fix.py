"""`ldsopt fix FILE --arch A [--diff | --apply] [--json]`: the cheapest layout that removes the bank
conflicts of each shared array, written into the kernel's own source and checked by compiling and
analysing the patched source again."""

from __future__ import annotations

HELP = ("fix the bank conflicts of a HIP, CUDA or OpenCL kernel in its own source (padding or an XOR "
        "swizzle of each shared array), re-analysed to prove it")


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


def _block(text):
    from ldsopt.errors import UsageError
    if text is None:
        return None
    parts = text.lower().split("x")
    if not all(x.strip().isdigit() and int(x) > 0 for x in parts) or len(parts) > 3:
        raise UsageError(f"--block {text!r}: expected X, XxY or XxYxZ (positive integers)")
    return tuple(int(x) for x in parts) + (1,) * (3 - len(parts))


def _write_problems(folder: str, path: str, arch, kernel, block, res) -> None:
    """The solver problem of every allocation: those fix_compiled kept, else built again from the
    source's compiled kernels."""
    import json
    import os

    from ldsopt.inputs import write_text
    probs = list(res.problems)
    if not probs:
        from ldsopt.fix.problem import allocation_problems
        from ldsopt.fix.build import kernels_of
        for kname, k in kernels_of(path, arch, kernel, block):
            probs += [dict(al.problem, name=f"{kname}.{al.name}") for al in allocation_problems(k) if al.problem]
    os.makedirs(folder, exist_ok=True)
    for p in probs:
        safe = "".join(ch if ch.isalnum() or ch in "._-@" else "_" for ch in p.get("name", "tile"))[:120]
        write_text(os.path.join(folder, safe + ".json"), json.dumps(p) + "\n", "problem")


def format_text(res) -> str:
    lines = []
    for a in res.allocations:
        head = f"{a.name} ({a.source}, kernel {a.kernel}): "
        b = a.before
        if a.tile is not None:
            lines.append(f"{a.name}: tile {a.tile.describe()}")
        if not a.change or not a.after:
            lines.append(head + f"{b['cycles']} cycles, {b['conflicts']} conflict cycles: {a.reason}")
            continue
        af = a.after or {}
        lines.append(head + f"{a.change}: {a.layout}")
        lines.append(f"  cycles {b['cycles']} -> {af.get('cycles')}, conflicts {b['conflicts']} -> "
                     f"{af.get('conflicts')}, LDS bytes {a.bytes_before} -> {a.bytes_after}, "
                     f"{'verified' if a.verified else 'NOT verified'}" + ("" if a.verified else f": {a.reason}"))
    if res.lines_after:
        try:
            from ldsopt.inputs import read_text
            src = read_text(res.path, "source").splitlines()
        except Exception:  # noqa: BLE001 - the table without the text
            src = []
        lines.append("per source line (cycles / conflicts, before -> after):")
        for ln in sorted(x for x in set(res.lines_before) | set(res.lines_after) if x is not None):
            cb, ib = res.lines_before.get(ln, (0, 0))
            ca, ia = res.lines_after.get(ln, (0, 0))
            text = src[ln - 1].strip()[:60] if 0 < ln <= len(src) else ""
            lines.append(f"  line {ln:>5}: {cb:>6} / {cb - ib:<6} -> {ca:>6} / {ca - ia:<6} {text}")
    return "\n".join(lines)


def run(args) -> int:
    import json
    import shutil

    from ldsopt.errors import Unsatisfiable
    from ldsopt.fix.dispatch import fix_source
    from ldsopt.inputs import write_text
    from ldsopt.errors import UsageError
    from ldsopt.fix.build import COMPILED_SUFFIXES
    if not args.arch and not args.file.lower().endswith(COMPILED_SUFFIXES):
        raise UsageError("--arch is required for a source (which target to compile for)")
    import os
    if args.apply and os.path.exists(args.file + ".orig"):
        raise UsageError(f"{args.file}.orig exists (an earlier --apply?): move it away first, so that the "
                         "original is not overwritten")
    res = fix_source(args.file, args.arch, kernel=args.kernel, block=_block(args.block),
                     params=_params(args.param))
    if args.problems:
        _write_problems(args.problems, args.file, args.arch, args.kernel, _block(args.block), res)
    if args.apply and res.patched is not None:
        shutil.copyfile(args.file, args.file + ".orig")
        write_text(args.file, res.patched, "source")
    if args.json:
        print(json.dumps(res.to_json(), indent=1))
    else:
        import sys
        if args.diff:         # the diff alone on standard output (for `| patch -p1`), the report on stderr
            print(res.diff, end="")
        print(format_text(res), file=sys.stderr if args.diff else sys.stdout)
        if args.apply and res.patched is not None:
            print(f"written: {args.file} (the original kept as {args.file}.orig)")
    # exit 1 when a conflicted array is left without a verified fix (refused, unknown addresses,
    # nothing cheaper, or a fix the re-analysis did not confirm)
    failed = [a for a in res.allocations if a.before["conflicts"] and not a.verified
              and not (res.compiled and a.change)]        # compiled code: a prediction is the answer
    if failed and not args.json:
        raise Unsatisfiable(f"{failed[0].name}: {failed[0].reason}")
    return 1 if failed else 0
