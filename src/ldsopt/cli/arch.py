"""`ldsopt arch`: the architecture datasheet and each instruction's lane groups."""

from __future__ import annotations

import json

HELP = "show the architecture datasheet, or one arch's instructions and lane groups"


def add_arguments(p):
    p.add_argument("name", nargs="?", help="an arch (e.g. gfx950) to list its instructions")
    p.add_argument("--json", action="store_true")


_HEADERS = {"bank_bytes": "bank B", "lds_per_cu": "LDS/CU B", "lds_per_wg": "LDS/WG B",
            "lds_granule": "granule B", "peak_bytes_per_clk": "B/clk"}


def run(args) -> int:
    import ldsopt
    from ldsopt import api
    from ldsopt.render.text import wrap
    from ldsopt.render.text import table as fmt

    if not args.name:
        d = api.datasheet()
        rows = d["arches"]
        if args.json:
            print(json.dumps(d))
        else:
            print(fmt(rows, list(rows[0]), _HEADERS))
            print(wrap("bank model only (same banks as the arch named; no occupancy data): "
                       + ", ".join(f"{k} -> {v}" for k, v in d["aliases"].items()), indent="  "))
            print("\nsources:")
            for k, v in d["sources"].items():
                print(wrap(f"  {k}: {v}", indent="      "))
        return 0
    t = ldsopt.arch_table(args.name)
    if args.json:
        print(json.dumps(t.to_json()))
    else:
        if t.note:
            print(wrap("note: " + t.note, indent="  "))
        print(f"{t.arch} ({t.product}): {t.banks} banks x {t.bank_bytes} B, wave {t.wave}")
        print(_groups_table(list(t.instructions)))
    return 0


def _groups_table(rows: list) -> str:
    """op, bytes and lane groups; long group lists continue on indented lines (100 columns)."""
    from ldsopt.render.text import WIDTH
    ow = max(len("op"), *(len(r["op"]) for r in rows))
    gw = WIDTH - ow - 2 - 5 - 2
    lines = [f"{'op':<{ow}}  {'bytes':<5}  groups", f"{'-' * ow}  -----  {'-' * gw}"]
    for r in rows:
        parts = r["groups"].split(" | ") if " | " in r["groups"] else [r["groups"]]
        cur, chunks = "", []
        for p in parts:
            nxt = p if not cur else cur + " | " + p
            if cur and len(nxt) > gw:
                chunks.append(cur + " |")
                cur = p
            else:
                cur = nxt
        chunks.append(cur)
        lines.append(f"{r['op']:<{ow}}  {r['bytes']:<5}  {chunks[0]}".rstrip())
        lines += [f"{'':<{ow}}  {'':<5}  {c}" for c in chunks[1:]]
    return "\n".join(lines)
