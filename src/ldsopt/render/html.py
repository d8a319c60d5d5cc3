"""Self-contained HTML reports for ``sim``, ``solve`` and ``diagnose`` results (``--html FILE``).

One file, nothing fetched: CSS is inline, pictures are inline SVG (pure Python, so no extra
dependency) and a ``Content-Security-Policy`` meta tag forbids the browser any network request
(``default-src 'none'``).  No JavaScript.  Every value from the input is HTML-escaped.

Tables carry ids / classes that tests and scripts can find: ``table#summary``, ``table#phases``,
``table#lanes`` (sim); ``table#layouts``, ``table#accesses`` (solve); for diagnose see
:mod:`ldsopt.render.html_diagnose` (``table.findings``, the first also ``#findings``, ``table.hot``,
``table.not-lds``, ``table.accounting``, ``table.waves``, ``p.warning``).

Inputs (what :func:`page_for` accepts):

- sim: a :class:`ldsopt.SimResult`, a list of them, or ``to_dict(detail=True)`` dicts
  (``ldsopt sim --json`` output; with ``--pattern`` its ``"map"`` field is used).
- solve: a ``ldsopt.solve.Solution`` or its ``to_dict(offsets=True)`` (``ldsopt solve --json``):
  ``layout`` (+ top-level ``offsets``) is the chosen layout, ``plain.layout`` the plain one,
  ``total.chosen`` / ``total.plain`` the weighted cycles, ``accesses[*].chosen/plain`` the per-access
  costs, ``problem`` (rebuilt to outline the worst phase) and ``code`` (``{"lang", "name", "text"}``,
  or pass it as ``extra``).
- diagnose: a ``ldsopt.diagnose`` report dict (schema ``ldsopt.diagnose/2``), a list of them, or the
  ``diagnose DIR --json`` object whose ``reports`` holds them.

Run as a module to render saved JSON: ``python -m ldsopt.render.html {sim,solve,diagnose} IN.json OUT.html``.
"""

from __future__ import annotations

import json

from ldsopt.errors import UsageError
from ldsopt.render.html_parts import _e, _figure, _kv_table, _num, _table  # noqa: F401  (used below)

CSS = """
body{font-family:DejaVu Sans,Arial,Helvetica,sans-serif;margin:24px;color:#111;max-width:1500px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:26px 0 8px;border-bottom:1px solid #ccc}
h3{font-size:14px;margin:16px 0 6px}
p.sub{color:#555;margin:0 0 12px;font-size:13px}
table{border-collapse:collapse;margin:6px 0 14px;font-size:13px}
th,td{border:1px solid #c8c8c8;padding:3px 7px;text-align:left;vertical-align:top}
th{background:#eef1f5}
td.num{text-align:right;font-variant-numeric:tabular-nums}
tr.bad td{background:#fdecea}
code,pre,.isa{font-family:DejaVu Sans Mono,Consolas,monospace;font-size:12px}
pre{background:#f6f8fa;border:1px solid #ddd;padding:8px;overflow-x:auto}
.figure{overflow-x:auto;border:1px solid #e2e2e2;padding:6px;margin:8px 0}
.figure svg{max-width:100%;height:auto}
.tag{display:inline-block;padding:0 6px;border-radius:3px;color:#fff;font-weight:bold}
.tA{background:#c0392b}.tB{background:#d68910}.tC{background:#2e6fb7}.tD{background:#7d3c98}
.tE{background:#17806d}.tF{background:#5d6d7e}
p.warning{background:#fdecea;border-left:4px solid #c0392b;padding:6px 8px;margin:4px 0;font-weight:bold}
ul.ev{margin:2px 0;padding-left:18px}
.src{color:#444}
.note{background:#fff8e1;border-left:4px solid #f0b400;padding:4px 8px;margin:4px 0}
footer{color:#777;font-size:12px;margin-top:30px}
.tM{background:#a04000}.tG{background:#566573}
div.finding{border:1px solid #d0d4da;border-radius:4px;padding:4px 12px 10px;margin:12px 0}
h4{font-size:13px;margin:10px 0 4px;color:#333}
table.context tr.mark td{background:#fff3cd}table.context tr.top td{background:#fde2b5;font-weight:bold}
table.context tr.gap td{color:#888;font-style:italic}
"""

CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"


def page(title: str, body: str, subtitle: str = "") -> str:
    from ldsopt import __version__
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        f"<meta http-equiv=\"Content-Security-Policy\" content=\"{CSP}\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{_e(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n"
        f"<h1>{_e(title)}</h1>\n" + (f'<p class="sub">{_e(subtitle)}</p>\n' if subtitle else "")
        + body + f"\n<footer>ldsopt {_e(__version__)}: self-contained report (inline SVG, no network "
                 "fetches)</footer>\n</body>\n</html>\n")


# ----------------------------------------------------------------------------- sim
def sim_body(payload, pick=None) -> tuple:
    from ldsopt.render.figures import _get, bank_map, pick_result, sim_results
    results, outer = sim_results(payload)
    idx, res = pick_result(results, pick)
    m = bank_map(res)
    parts = []
    pairs = [("arch", _e(m.arch)), ("instruction", f'<code>{_e(m.op)}</code>'), ("banks", _num(m.banks)),
             ("cycles", _num(m.cycles)), ("ideal", _num(m.ideal)),
             ("conflict cycles", _num(m.conflicts)), ("worst phase", f"{m.ways}-way" if m.conflicts else "no conflict")]
    if outer:
        for k in ("pattern", "layout", "instructions"):
            if k in outer:
                pairs.insert(2, (k, _e(outer[k])))
        if "mapped_instruction" in outer:
            pairs.insert(2, ("drawn instruction", _num(outer["mapped_instruction"])))
        if "cycles" in outer and outer is not res:
            n = outer.get("instructions")
            pairs.append((f"all {n} instructions" if n else "all instructions",
                          f"{_num(outer['cycles'])} cycles, ideal {_num(outer.get('ideal'))}, "
                          f"conflicts {_num(outer.get('conflicts'))}"))
    parts.append("<h2>Summary</h2>" + _kv_table(pairs))
    per = outer.get("per_instruction") if outer else None
    if isinstance(per, list) and per and len(results) == 1:
        mi = outer.get("mapped_instruction")
        rows = [[_num(i), _num(_get(r, "cycles")), _num(_get(r, "ideal")), _num(_get(r, "conflicts"))]
                for i, r in enumerate(per) if isinstance(r, dict)]
        parts.append("<details><summary>Every instruction of the pattern</summary>"
                     + _table(["#", "cycles", "ideal", "conflicts"], rows, tid="instructions", num_cols=(0, 1, 2, 3),
                              row_cls=lambda i: "bad" if i == mi else "") + "</details>")
    if len(results) > 1:
        rows = [[_num(i), f"<code>{_e(_get(r, 'op'))}</code>", _num(_get(r, "cycles")), _num(_get(r, "ideal")),
                 _num(_get(r, "conflicts"))] for i, r in enumerate(results)]
        parts.append("<h2>Instructions</h2>" + _table(["#", "op", "cycles", "ideal", "conflicts"], rows,
                                                      tid="instructions", num_cols=(0, 2, 3, 4),
                                                      row_cls=lambda i: "bad" if i == idx else ""))
        parts.append(f"<p>Drawn below: instruction {idx}.</p>")
    parts.append("<h2>Bank map</h2>" + _figure(m))
    if m.note:
        parts.append(f'<p class="note">{_e(m.note)}</p>')
    from ldsopt.render.figures import lane_ranges
    prow = [[_num(p.index), _e(lane_ranges(p.lanes)), _num(p.distinct_words), _num(p.cycles), _num(p.ideal),
             _e(f"{p.ways}-way" if p.cycles > p.ideal else "-"),
             _e(", ".join(map(str, p.worst_banks)) if p.cycles > p.ideal else "")] for p in m.phases]
    parts.append("<h2>Phases</h2>" + _table(["phase", "lanes", "distinct words", "cycles", "ideal", "conflict",
                                             "worst banks"], prow, tid="phases", num_cols=(0, 2, 3, 4),
                                            row_cls=lambda i: "bad" if m.phases[i].cycles > m.phases[i].ideal else ""))
    lrows = []
    for ph in (res["phases"] if isinstance(res, dict) else res.phases):
        if isinstance(ph, dict):
            pi, lanes = ph["phase"], [(la["lane"], la.get("slot", 0), la["address"], la["banks"],
                                       la.get("conflict"), la.get("broadcast")) for la in ph["lanes"]]
        else:
            pi, lanes = ph.index, [(la.lane, la.slot, la.address, la.banks, la.conflict, la.broadcast)
                                   for la in ph.lanes]
        for lane, slot, addr, banks, conf, bc in lanes:
            lrows.append([_num(lane), _num(slot), _num(pi), _num(addr), _e(", ".join(map(str, banks))),
                          "yes" if conf else "", "yes" if bc else ""])
    parts.append(f"<details><summary>Every lane ({len(lrows)} accesses)</summary>"
                 + _table(["lane", "slot", "phase", "byte address", "banks", "conflict", "broadcast"], lrows,
                          tid="lanes", num_cols=(0, 1, 2, 3)) + "</details>")
    return m.title, "\n".join(parts)


# ----------------------------------------------------------------------------- solve
def solve_body(payload, extra: dict | None = None) -> tuple:
    from ldsopt.render.figures import solve_layout_map
    lm = solve_layout_map(payload)
    d = payload.to_dict(offsets=False) if hasattr(payload, "to_dict") and not isinstance(payload, dict) else payload
    if not isinstance(d, dict):
        raise UsageError("solve report: expected a Solution or its JSON object")
    if extra:
        d = dict(d, **extra)
    parts = []
    pairs = [("arch", _e(d.get("arch", "")))]
    tile = d.get("tile")
    if isinstance(tile, (list, tuple)):
        pairs.append(("tile", _e("x".join(map(str, tile)) + (f" {d['dtype']}" if d.get("dtype") else ""))))
    prob = d.get("problem")
    if isinstance(prob, dict) and prob.get("name"):
        pairs.insert(0, ("problem", _e(prob["name"])))
    nv = str(d.get("arch", "")).startswith("sm_")
    for k, label in (("lds_bytes", "shared memory bytes" if nv else "LDS bytes"),
                     ("lds_bytes_allocated", "shared memory bytes allocated" if nv else "LDS bytes allocated"),
                     ("workgroups_per_cu", "blocks per SM (by shared memory)" if nv else
                      "workgroups per CU (by LDS)"), ("index_ops", "index ops")):
        if isinstance(d.get(k), (int, float)):
            pairs.append((label, _num(d[k])))
    s = d.get("searched")
    if isinstance(s, dict):
        pairs.append(("searched", _e(f"{s.get('candidates')} candidates, {s.get('rejected')} rejected, "
                                     f"{s.get('seconds')} s")))
    parts.append("<h2>Summary</h2>" + _kv_table(pairs))
    lrows = [[_e(p.label), _e(p.describe), _e(f"{p.rows}x{p.cols}"), _num(p.elem_bytes), _num(p.footprint),
              _e(p.cost or "-")] for p in lm.panels]
    parts.append("<h2>Layouts</h2>" + _table(["", "layout", "tile", "element bytes", "footprint (B)",
                                             "weighted cycles"], lrows, tid="layouts", num_cols=(3, 4)))
    acc = d.get("accesses")
    if isinstance(acc, (list, tuple)) and acc:
        def cyc(x, k):
            return x.get(k, "-") if isinstance(x, dict) else "-"
        arows = []
        for a in acc:
            if not isinstance(a, dict):
                continue
            pc, cc = a.get("plain"), a.get("chosen")
            arows.append([_e(a.get("name", "")), f"<code>{_e(a.get('op', ''))}</code>", _num(a.get("weight", "-")),
                          _num(cyc(pc, "cycles")), _num(cyc(pc, "conflicts")), _num(cyc(cc, "cycles")),
                          _num(cyc(cc, "conflicts")), _num(cyc(cc, "ideal"))])
        tot = d.get("total")
        if isinstance(tot, dict):
            pc, cc = tot.get("plain"), tot.get("chosen")
            arows.append(["<b>total (weighted)</b>", "", "", _num(cyc(pc, "cycles")), _num(cyc(pc, "conflicts")),
                          _num(cyc(cc, "cycles")), _num(cyc(cc, "conflicts")), _num(cyc(cc, "ideal"))])
        parts.append("<h2>Accesses</h2>" + _table(
            ["access", "op", "weight", "plain cycles", "plain conflicts", "chosen cycles", "chosen conflicts",
             "ideal"], arows, tid="accesses", num_cols=(2, 3, 4, 5, 6, 7),
            row_cls=lambda i: ""))
    parts.append("<h2>Tiles coloured by bank</h2>" + _figure(lm))
    code = d.get("code")
    if isinstance(code, dict):
        lang = code.get("lang", "")
        code = code.get("text", "")
        parts.append(f"<h2>Index code ({_e(lang)})</h2>")
    elif isinstance(code, str):
        parts.append("<h2>Index code</h2>")
    if isinstance(code, str) and code.strip():
        parts.append("<pre>" + _e(code) + "</pre>")
    return f"solve: {lm.panels[-1].describe}", "\n".join(parts)


# ----------------------------------------------------------------------------- entry points
def page_for(result_kind: str, payload, pick=None, extra: dict | None = None) -> str:
    """The whole HTML page for a command's result (see the module docstring for the inputs).
    ``extra`` (solve): fields added to the result's dict view, e.g. ``{"code": {...}}``."""
    if result_kind == "sim":
        title, body = sim_body(payload, pick)
        sub = "LDS / shared-memory bank model: one instruction"
    elif result_kind == "solve":
        title, body = solve_body(payload, extra)
        sub = "layout solver: plain and chosen layouts"
    elif result_kind == "diagnose":
        from ldsopt.render.html_diagnose import diagnose_body
        title, body = diagnose_body(payload)
        sub = "LDS stall diagnosis from an ATT thread trace"
    else:
        raise UsageError(f"unknown report kind {result_kind!r}")
    return page(title, body, sub)


def main(argv=None) -> int:
    import sys
    from ldsopt.errors import LdsoptError
    argv = sys.argv[1:] if argv is None else argv
    try:
        if len(argv) != 3 or argv[0] not in ("sim", "solve", "diagnose"):
            raise UsageError("usage: python -m ldsopt.render.html {sim,solve,diagnose} IN.json OUT.html")
        kind, src, dst = argv
        try:
            with open(src, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise UsageError(f"cannot read {src}: {e.strerror or e}")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise UsageError(f"{src}: malformed JSON ({e.msg}, line {e.lineno})")
        out = page_for(kind, data)
        try:
            with open(dst, "w", encoding="utf-8") as f:
                f.write(out)
        except OSError as e:
            raise UsageError(f"cannot write {dst}: {e.strerror or e}")
    except LdsoptError as e:
        print(f"ldsopt.render.html: error: {e}", file=sys.stderr)
        return e.exit_code
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
