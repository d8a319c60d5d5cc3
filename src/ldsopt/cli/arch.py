"""`ldsopt arch`: the architecture datasheet and each instruction's lane groups."""

from __future__ import annotations

import json

HELP = "show the architecture datasheet, or one arch's instructions and lane groups"


def add_arguments(p):
    p.add_argument("name", nargs="?", help="an arch (e.g. gfx950) to list its instructions")
    p.add_argument("--json", action="store_true")


def run(args) -> int:
    from ldsopt.core.arch import DISPUTES, SOURCES, get_arch, table
    from ldsopt.core.instructions import get_instruction, list_instructions
    from ldsopt.render.text import lane_ranges
    from ldsopt.render.text import table as fmt

    if not args.name:
        rows = table()
        if args.json:
            print(json.dumps({"arches": rows, "sources": SOURCES, "disputes": DISPUTES}))
        else:
            print(fmt(rows, list(rows[0])))
            print("\nsources:")
            for k, v in SOURCES.items():
                print(f"  {k}: {v}")
        return 0
    a = get_arch(args.name)
    out = []
    for op in list_instructions(a):
        inst = get_instruction(a, op)
        if a.is_amd:
            groups = " | ".join(lane_ranges(g) for g in inst.groups)
        else:
            groups = {"matrix": "one phase per 8x8 matrix",
                      "w8": ("half-warps; loads whose lanes pair up (i^1 or i^2 equal) as one phase"
                             if inst.kind == "load" else "half-warps"),
                      "w16": ("quarter-warps; loads whose lanes pair up (i^1 or i^2 equal) as half-warps"
                              if inst.kind == "load" else "quarter-warps")}.get(inst.nv_rule, "whole warp")
        out.append({"op": op, "bytes": inst.width, "groups": groups, "source": inst.source})
    if args.json:
        print(json.dumps({"arch": a.name, "instructions": out}))
    else:
        print(f"{a.name} ({a.product}): {a.banks} banks x {a.bank_bytes} B, wave {a.wave}")
        print(fmt([{k: v for k, v in r.items() if k != "source"} for r in out], ["op", "bytes", "groups"]))
    return 0
