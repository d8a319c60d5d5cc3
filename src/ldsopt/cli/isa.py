"""`ldsopt isa FILE`: every LDS instruction of a compiled AMD kernel, lane-exact, plus the kernel's
resources and occupancy."""

from __future__ import annotations

HELP = ("every LDS instruction of an AMD kernel (.s, ATT code.json, or code object), lane-exact per wave: "
        "cycles, ideal, conflicts; registers, LDS and occupancy")


def add_arguments(p) -> None:
    p.add_argument("file", metavar="FILE", help="AMDGPU assembly (.s) as LLVM, hipcc, Triton or FlyDSL dump it; "
                                                "an ATT code.json (or its folder); a code object (needs llvm-objdump)")
    p.add_argument("--arch", help="GPU arch (default: the file's target)")
    p.add_argument("--kernel", help="only this kernel (default: all)")
    p.add_argument("--block", metavar="XxYxZ", help="workgroup shape, e.g. 16x16 or 256 (default: the metadata's "
                                                    "required size, else 1-D of its maximum workgroup size)")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=VALUE",
                   help="a kernel argument's value (name from the metadata's .args, or argN for the N-th); repeat")
    p.add_argument("--no-assume-in-bounds", dest="assume_in_bounds", action="store_false",
                   help="leave bounds checks against kernel arguments (i < n, with n a kernel argument) unknown; "
                        "by default they are taken to pass (the whole tile), and the answers resting on that "
                        "are marked")
    p.add_argument("--iterations", type=int, default=1, help="iterations of each loop followed per entry into it, where its way round is known "
                        "(default 1: the first); one pass where it depends on an unknown value")
    p.add_argument("--wg-size", type=int, help="workgroup size for occupancy (default: the block size)")
    p.add_argument("--lds-bytes", type=int, help="LDS bytes per workgroup for occupancy, e.g. Triton's dynamic "
                                                 "shared memory (default: the file's static LDS size)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def parse_args_values(items) -> dict:
    from ldsopt.errors import UsageError
    out = {}
    for it in items:
        name, sep, val = it.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--arg {it}: expected NAME=VALUE")
        try:
            out[name.strip()] = int(val, 0)
        except ValueError:
            raise UsageError(f"--arg {it}: the value must be an integer")
    return out


# ----------------------------------------------------------------------------- report
def _cut(s: str, n: int) -> str:
    return s if len(s) <= n else s[:n - 1] + "~"


def _waves_text(ws) -> str:
    if len(ws) == 1:
        return f"w{ws[0]}"
    if ws == list(range(ws[0], ws[-1] + 1)):
        return f"w{ws[0]}-{ws[-1]}"
    return "w" + ",".join(str(w) for w in ws)


def format_lds(r) -> list[str]:
    """The per-instruction table, at most 100 columns wide."""
    lines = [f"  {'line':>6} {'instruction':<38} {'source':<16} {'cyc':>5} {'ideal':>5} {'confl':>5} {'way':>3}  waves"]
    for i in r.instructions:
        groups: dict = {}
        for w in i.waves:
            key = (w.iteration, w.status, w.cycles, w.ideal, w.conflicts, w.ways, w.reason, w.assumed)
            groups.setdefault(key, []).append(w.wave)
        src = (i.source or "").rsplit("/", 1)[-1]
        src = src if len(src) <= 16 else "~" + src[-15:]
        first = True
        for (it, st, cyc, ide, con, way, why, assumed), ws in groups.items():
            head = f"  {i.line:>6} {_cut(' '.join(i.isa.split()), 38):<38} {src:<16}" if first else " " * 64
            wt = _waves_text(ws) + (f" it{it}" if it != 1 else "")
            if len(groups) == 1 and len(i.waves) > 1:
                wt = "all " + str(len(ws))
            if assumed:
                wt += " *"
            if st == "ok":
                lines.append(f"{head} {cyc:>5} {ide:>5} {con:>5} {way:>3}  {wt}")
            elif st == "inactive":
                lines.append(f"{head} {'-':>5} {'-':>5} {'-':>5} {'-':>3}  {wt} idle")
            else:
                import textwrap
                chunks = textwrap.wrap(f"unresolved ({wt}): {why}", 35)
                lines.append(f"{head} {chunks[0]}")
                lines += [" " * 65 + c for c in chunks[1:]]
            first = False
    if any(w.assumed for i in r.instructions for w in i.waves):
        lines.append("  * rests on bounds checks taken as in bounds (assumed: above); --no-assume-in-bounds "
                     "turns it off")
    return lines


def format_kernel(r, res: dict | None) -> str:
    import textwrap
    L = [f"kernel {r.name}  ({r.arch})"]
    if res is not None:
        def v(x):
            return "?" if x is None else str(x)
        L.append(f"  VGPR {v(res['vgprs'])}  AGPR {v(res['agprs'])}  unified {v(res['total_vgprs'])}  "
                 f"SGPR {v(res['sgprs'])}  scratch {v(res['scratch'])} B  LDS {v(res['lds_bytes'])} B  "
                 f"workgroup {v(res['wg_size'])}")
        for d in res["disagreements"]:
            L += textwrap.wrap(d, 100, initial_indent="  DISAGREE ", subsequent_indent="    ")
        o = res["occupancy"]
        if "skipped" in o:
            L.append(f"  occupancy: {o['skipped']}" + (f"; LLVM says {o['llvm']}" if o["llvm"] is not None else ""))
        else:
            s = f"  occupancy: {o['waves_per_simd']} waves/SIMD (limited by {o['limiter']})"
            if o["llvm"] is not None:
                s += f"; LLVM says {o['llvm']}: " + ("same" if o["agrees_with_llvm"] else "DIFFERENT")
            L.append(s)
            for key in ("difference", "granule_note"):
                if o.get(key):
                    L += textwrap.wrap(o[key], 100, initial_indent="  occupancy note: ", subsequent_indent="    ")
    for a in r.assumptions:
        L += textwrap.wrap(a, 100, initial_indent="  assumed: ", subsequent_indent="    ")
    for n in r.notes:
        L += textwrap.wrap(n, 100, initial_indent="  note: ", subsequent_indent="    ")
    s = r.summary
    if not r.instructions:
        L.append("  no LDS instructions")
        return "\n".join(L)
    L += format_lds(r)
    L.append(f"  summary: {s.instructions} LDS instructions; {s.instruction_waves} instruction-waves: "
             f"{s.resolved} resolved, {s.unresolved} unresolved,")
    L.append(f"           {s.inactive} idle (no lane active); {s.conflicted} instruction(s) with bank conflicts;")
    L.append(f"           {s.lds_cycles} LDS cycles per workgroup, {s.lds_cycles_lost} of them lost to conflicts")
    return "\n".join(L)


# library parameter -> flag, for error messages
PARAMS = {"args": "--arg", "source": "FILE"}


def run(args) -> int:
    import json

    import ldsopt
    res = ldsopt.analyze_isa(args.file, arch=args.arch, kernel=args.kernel, block=args.block,
                             args=parse_args_values(args.arg), iterations=args.iterations,
                             assume_in_bounds=args.assume_in_bounds, wg_size=args.wg_size,
                             lds_bytes=args.lds_bytes)
    if args.json:
        print(json.dumps(res.to_json(aliases=True), indent=1))
    else:
        print("\n\n".join(format_kernel(k, k.resources) for k in res))
    return 0
