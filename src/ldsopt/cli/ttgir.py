"""`ldsopt ttgir FILE`: the shared-memory ops of a Triton GPU (TTGIR) module, costed.

For every ``ttg.local_alloc`` with a source tensor, ``ttg.local_store`` and ``ttg.local_load``,
and every op Triton lowers through its scratch shared memory (``ttg.convert_layout`` between
register layouts, cross-warp ``tt.reduce`` and ``tt.scan``, ``tt.histogram``; one row per
instruction kind), and on sm_90 the wgmma operand reads of ``ttng.warp_group_dot`` and the TMA
copies (0 wavefronts):
the instruction Triton's lowering issues, how many (all warps, one execution of the op), cycles,
ideal and conflicts, with the TTGIR line and the source location; then, per allocation, a
Triton shared layout that costs fewer cycles, when there is one.
"""

from __future__ import annotations

import json

HELP = "cost the shared-memory ops of a Triton TTGIR file (and suggest a better shared layout)"
# exit 0: every op costed (a module without shared-memory traffic totals 0); exit 1: some op could
# not be modelled (the table still prints, the total leaves it out); exit 2: bad input


def add_arguments(p):
    p.add_argument("file", metavar="FILE", help="TTGIR text (e.g. a kernel's .ttgir from Triton's "
                                                "cache or compiled.asm['ttgir']); '-' for stdin")
    p.add_argument("--target", help="override the module's ttg.target (hip:gfx942, cuda:90, or an "
                                    "arch name: gfx950, sm_80, ...)")
    p.add_argument("--no-suggest", action="store_true", help="skip the search for a better layout")
    p.add_argument("--addresses", action="store_true",
                   help="with --json: every lane's byte address, per warp and instruction")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> int:
    from pathlib import Path

    import ldsopt
    from ldsopt.errors import Unsatisfiable
    res = ldsopt.analyze_ttgir(Path(args.file), target=args.target, suggest=not args.no_suggest,
                               addresses=args.addresses)
    if args.json:
        print(json.dumps(res.to_json(aliases=True)))
    else:
        print(format_text(res))
    bad = [o for o in res.ops if o.error]
    if bad:
        raise Unsatisfiable(f"{len(bad)} of {len(res.ops)} shared-memory ops could not be costed "
                            f"(line {bad[0].line}: {bad[0].error}); the total leaves them out")
    return 0


def format_text(res) -> str:
    rows = [("line", "op", "instruction", "instrs", "cycles", "ideal", "conflicts", "loc")]
    for o in res.ops:
        if o.error:
            rows.append((str(o.line), o.op, o.instruction or "-", str(o.instructions or "-"), "?",
                         "?", "?", f"{o.loc}  ({o.error})"))
        else:
            rows.append((str(o.line), o.op, o.instruction, str(o.instructions), str(o.cycles),
                         str(o.ideal), str(o.conflicts), o.loc))
    w = [max(len(r[i]) for r in rows) for i in range(7)]
    out = [f"target {res.target} ({res.arch}), {res.num_warps} warps of {res.lanes} lanes; "
           "totals over every warp's instructions for one execution of each op"]
    for r in rows:
        out.append("  ".join(c.ljust(w[i]) if i < 7 else c for i, c in enumerate(r)).rstrip())
    tot_c = sum(o.cycles for o in res.ops if not o.error)
    tot_i = sum(o.ideal for o in res.ops if not o.error)
    bad = sum(1 for o in res.ops if o.error)
    if not res.ops:
        out.append("no op of the module moves data through shared memory")
    out.append(f"total: {tot_c} cycles, ideal {tot_i}, conflicts {tot_c - tot_i}"
               + (f" (without the {bad} ops not costed)" if bad else ""))
    noted = {}
    for o in res.ops:
        if o.note and not o.error:
            noted.setdefault((o.line, o.note), []).append(o.instruction)
    for (line, note), ins in noted.items():
        out.append(f"note (line {line}, {', '.join(ins)}): {note}")
    for s in res.suggestions:
        out.append("")
        out.append(f"allocation {s.allocation} (line {s.line}): {s.current}")
        out.append(f"  better ({s.description}): {s.layout}")
        out.append(f"  Gluon: {s.gluon}")
        out.append(f"  {s.current_cycles} -> {s.cycles} cycles over its ops, {s.bytes} bytes")
    return "\n".join(out)
