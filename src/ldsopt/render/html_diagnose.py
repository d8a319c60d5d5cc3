"""The diagnose section of the HTML report: trace warnings first, the summary with the stall
accounting, the findings (types A-F, share, LDS source lines, evidence, fixes per framework), the
hottest LDS instructions, waits that are not LDS, and the per-wave table.

Tables: ``table#summary`` (``#summary-N`` for the N-th bundle), ``table.findings`` (the first also
``#findings``), ``table.accounting``, ``table.hot``, ``table.not-lds``, ``table.waves``; warnings
are ``p.warning``."""

from __future__ import annotations

import json

from ldsopt.errors import UsageError
from ldsopt.render.diagnose_text import _WORDS
from ldsopt.render.html_parts import _e, _figure, _kv_table, _num, _table


def _stall_chart(rows, total: int):
    """A horizontal bar chart (Scene) of the LDS-caused stall of the hottest LDS rows."""
    from ldsopt.render.svg import COLORS, Rect, Scene, Text
    val = lambda r: r.get("lds_cycles", r.get("stall"))  # noqa: E731
    rows = [r for r in rows if isinstance(r, dict) and isinstance(val(r), (int, float))][:12]
    if not rows:
        return None
    top = max(val(r) for r in rows) or 1
    left, bw, bh = 300, 420, 16
    sc = Scene(width=left + bw + 140, height=34 + len(rows) * (bh + 6) + 10,
               title="LDS-caused stall of the hottest LDS instructions")
    sc.items.append(Rect(0, 0, sc.width, sc.height, "#ffffff"))
    sc.items.append(Text(8, 18, sc.title + (f" (kernel total {total:,} cycles)" if total else ""),
                         size=12, weight="bold"))
    for i, r in enumerate(rows):
        y = 30 + i * (bh + 6)
        label = f"L{r.get('line')} {str(r.get('isa', ''))[:40]}"
        sc.items.append(Text(left - 6, y + bh * 0.75, label, size=10, anchor="end"))
        v = val(r)
        w = bw * v / top
        kind = str(r.get("kind", "ds"))
        sc.items.append(Rect(left, y, max(w, 1), bh, COLORS["extra"] if kind == "ds" else "#d68910",
                             cls="bar", tip=f"line {r.get('line')}: {v:,} cycles", data={"line": r.get("line")}))
        sc.items.append(Text(left + w + 5, y + bh * 0.75, f"{v:,}", size=10))
    return sc


def _sources_cell(f: dict) -> str:
    out = []
    srcs = f.get("lds_sources") if isinstance(f.get("lds_sources"), list) else []
    for s in srcs[:6]:
        if not isinstance(s, dict) or not s.get("source"):
            continue
        lines = ", ".join(str(x) for x in (s.get("lines") or [])[:8])
        out.append(f'<div class="src">{_e(s["source"])} (lines {_e(lines)})</div>')
        if s.get("text"):
            out.append(f"<pre>{_e(s['text'])}</pre>")
    if not out and f.get("source"):
        out.append(f'<div class="src">{_e(f["source"])}</div>')
        if f.get("source_text"):
            out.append(f"<pre>{_e(f['source_text'])}</pre>")
    return "".join(out)


def _fix_cell(fix) -> str:
    fx = []
    if isinstance(fix, dict):
        if fix.get("method"):
            fx.append(f"<b>{_e(fix['method'])}</b>")
        if fix.get("action"):
            fx.append(_e(fix["action"]))
        if fix.get("code"):
            lang = f" ({fix['language']})" if fix.get("language") else ""
            fx.append(f"<details open><summary>code{_e(lang)}</summary><pre>{_e(fix['code'])}</pre></details>")
        if fix.get("command"):
            fx.append(f"run <code>{_e(fix['command'])}</code>")
        if fix.get("problem") is not None:
            fx.append("<details><summary>problem.json</summary><pre>"
                      + _e(json.dumps(fix["problem"], indent=1)) + "</pre></details>")
        fw = [f"<li><b>{label}</b>: {_e(fix[k])}</li>" for k, label in
              (("flydsl", "FlyDSL"), ("hip", "HIP"), ("triton", "Triton")) if fix.get(k)]
        if fw:
            fx.append('<ul class="ev">' + "".join(fw) + "</ul>")
        if fix.get("note"):
            fx.append(f"<i>{_e(fix['note'])}</i>")
    elif fix:
        fx.append(_e(fix))
    return "<br>".join(fx)


TYPE_NAMES = {"A": "bank conflicts", "B": "write waited on at once", "C": "cross-wave reduction",
              "D": "read waited on before its use", "E": "cross-lane exchange through LDS",
              "F": "direct-to-LDS loads drained early", "M": "shared-memory queue full",
              "G": "cp.async reading scattered lines"}


def _where(f: dict) -> str:
    """The finding's row: `L123` (a code.json line, never with a thousands separator) or a SASS
    address."""
    if isinstance(f.get("line"), int) and not isinstance(f.get("line"), bool):
        return f"L{f['line']}"
    if isinstance(f.get("pc"), int) and not isinstance(f.get("pc"), bool):
        return f"{f['pc']:#06x}"
    return "-"


def _anchor(n: int, k) -> str:
    return f"b{n}-f{_e(k)}"


def _finding_row(f: dict, n: int = 0) -> list:
    t = str(f.get("type", "?"))
    share = f.get("share")
    share = f"{100 * share:.1f}%" if isinstance(share, (int, float)) and not isinstance(share, bool) else "-"
    fix = f.get("fix") if isinstance(f.get("fix"), dict) else {}
    k = f.get("rank", "")
    link = f'<a href="#{_anchor(n, k)}">{_e(_where(f))}</a>'
    return [_e(k), f'<span class="tag t{_e(t)}">{_e(t)}</span> {_e(TYPE_NAMES.get(t, ""))}', _e(f.get("title", "")),
            _e(share), _num(f.get("cost", "")), link, f'<span class="isa">{_e(f.get("isa", ""))}</span>',
            _sources_cell(f), _e(fix.get("method", "")) if fix else _e(f.get("fix", ""))]


def _context_table(f: dict, n: int) -> str:
    """The finding's rows in their ISA context: a listing with the finding's rows marked."""
    rows = []
    for r in _dicts(f.get("context")):
        if "gap" in r:
            rows.append(f'<tr class="gap"><td colspan="4">... {_e(r["gap"])} row(s) ...</td></tr>')
            continue
        cls = "top" if r.get("top") else ("mark" if r.get("mark") else "")
        ln = r.get("line")
        rows.append(f'<tr id="b{n}-L{_e(ln)}"{f" class={chr(34)}{cls}{chr(34)}" if cls else ""}>'
                    f'<td class="num">{_e(ln)}</td><td><span class="isa">{_e(r.get("isa"))}</span></td>'
                    f'<td class="num">{_num(r.get("hit"))}</td><td class="num">{_num(r.get("stall"))}</td></tr>')
    if not rows:
        return ""
    return ('<table class="context"><thead><tr><th>line</th><th>instruction</th><th>hits</th><th>stall</th>'
            "</tr></thead><tbody>" + "".join(rows) + "</tbody></table>")


def _finding_card(f: dict, n: int) -> str:
    """One finding as a kernel author acts on it: what it is, the fix, its rows in ISA context, the
    evidence."""
    t = str(f.get("type", "?"))
    k = f.get("rank", "")
    share = f.get("share")
    share = f"{100 * share:.1f}% of the stall" if isinstance(share, (int, float)) and not isinstance(share, bool) else ""
    cost = f.get("cost")
    unit = f.get("cost_unit") or "stall cycles"
    head = (f'<h3 id="{_anchor(n, k)}">#{_e(k)} <span class="tag t{_e(t)}">{_e(t)}</span> '
            f'{_e(TYPE_NAMES.get(t, ""))}: {_e(f.get("title", ""))}</h3>')
    what = [f"<p><b>{_e(share)}</b>" + (f" ({_num(cost)} {_e(unit)})" if isinstance(cost, (int, float)) else "")
            + f' at <code>{_e(_where(f))}</code> <span class="isa">{_e(f.get("isa", ""))}</span></p>']
    if f.get("source_collapsed"):
        what.append('<p class="note">its source line is the kernel\'s collapsed line (see the evidence): the ISA '
                    "rows below are the reference</p>")
    src = _sources_cell(f)
    if src:
        what.append(f'<div class="where">{src}</div>')
    ev = [x for x in (f.get("evidence") or []) if isinstance(x, (str, int, float))] if isinstance(
        f.get("evidence"), list) else []
    parts = [head] + what
    parts.append("<h4>Fix</h4>" + f'<div class="fix">{_fix_cell(f.get("fix"))}</div>')
    ctx = _context_table(f, n)
    if ctx:
        parts.append("<h4>Its rows in ISA context</h4>" + ctx)
    if ev:
        parts.append("<h4>Evidence</h4>" + '<ul class="ev">' + "".join(f"<li>{_e(x)}</li>" for x in ev) + "</ul>")
    return '<div class="finding">' + "\n".join(parts) + "</div>"


def _parts(cats, n: int) -> str:
    """The first ``n`` stall categories of a ``{category: cycles}`` dict in words, as the text report
    says them (``waits on LDS reads 460``), not as JSON keys.

    >>> _parts({"wait:lds_read": 460, "barrier:sync": 8, "x": "?"}, 3)
    'waits on LDS reads 460, barriers (own cost) 8'
    """
    return ", ".join(f"{_WORDS.get(k, k)} {v:,}" for k, v in list((cats or {}).items())[:n]
                     if isinstance(v, (int, float)))


def _dicts(x, any_type: bool = False) -> list:
    if not isinstance(x, list):
        return []
    return list(x) if any_type else [e for e in x if isinstance(e, dict)]


def _pct(v, total) -> str:
    return f" ({100 * v / total:.1f}%)" if total and isinstance(v, (int, float)) else ""


def _amd_pairs(rep: dict, tr: dict, total) -> list:
    pairs = [("bundle", _e(rep.get("bundle", ""))),
             ("kernel", f'<code>{_e(rep.get("kernel") or "(no kernel marker)")}</code>'),
             ("arch", _e(f"{rep.get('arch') or 'unknown'}" + (f" [{rep['arch_evidence']}]" if rep.get("arch_evidence") else "")))]
    if tr:
        pairs.append(("trace", _e(f"{'usable' if tr.get('usable') else 'UNUSABLE'}: {tr.get('executed')} of "
                                  f"{tr.get('instructions')} instructions executed, LDS {tr.get('lds_executed')} of "
                                  f"{tr.get('lds_instructions')}, {tr.get('wave_files')} wave file(s), "
                                  f"{tr.get('early_exit_waves')} exited early")))
    pairs.append(("total stall", _num(total)))
    pw = rep.get("per_wave_stall") if isinstance(rep.get("per_wave_stall"), dict) else {}
    if pw.get("waves"):
        pairs.append(("stall per traced wave", _e(f"{pw.get('total_stall')} over {pw.get('waves')} waves")))
    pairs.append(("LDS stall", _num(rep.get("lds_stall")) + _e(_pct(rep.get("lds_stall"), total))))
    bd = rep.get("breakdown") if isinstance(rep.get("breakdown"), dict) else {}
    if "naive_lds_stall" in bd:
        pairs.append(("every ds_* and lgkmcnt wait (the hand method's count)",
                      _num(bd["naive_lds_stall"]) + _e(_pct(bd["naive_lds_stall"], total))))
    return pairs


def _nvidia_pairs(rep: dict, total) -> list:
    bd = rep.get("breakdown") if isinstance(rep.get("breakdown"), dict) else {}
    lang = str(rep.get("language") or "")
    pairs = [("kernel", f'<code>{_e(rep.get("kernel"))}</code>'), ("arch", _e(rep.get("arch"))),
             ("language of the fixes", _e(lang + (f" ({rep['language_from']})" if rep.get("language_from") else ""))),
             ("block", _e(rep.get("block"))),
             ("warp-stall samples", _num(total)),
             ("shared-memory stall samples", _num(rep.get("lds_stall")) + _e(_pct(rep.get("lds_stall"), total)))]
    for k, label in (("shared_wavefronts", "shared wavefronts"), ("excess_wavefronts", "excess wavefronts"),
                     ("mio_throttle_on_shared", "MIO throttle on shared instructions"),
                     ("short_scoreboard_on_shared", "short scoreboard on shared loads' users"),
                     ("barrier", "barrier samples")):
        if k in bd:
            pairs.append((label, _num(bd[k])))
    return pairs


def section(rep: dict, n: int) -> str:
    if not isinstance(rep, dict):
        raise UsageError("diagnose report must be a JSON object (ldsopt diagnose --json output)")
    if not isinstance(rep.get("findings"), list):
        raise UsageError("diagnose report needs a \"findings\" list (expected ldsopt diagnose --json output)")
    parts = []
    tr = rep.get("trace") if isinstance(rep.get("trace"), dict) else {}
    for w in _dicts(tr.get("warnings"), any_type=True):
        parts.append(f'<p class="warning">{_e(w)}</p>')
    total = rep.get("total_stall") if isinstance(rep.get("total_stall"), (int, float)) else 0
    if rep.get("vendor") == "nvidia":
        pairs = _nvidia_pairs(rep, total)
    else:
        pairs = _amd_pairs(rep, tr, total)
    sid = "summary" if n == 0 else f"summary-{n}"
    parts.append(f"<h2>Summary{'' if n == 0 else f' (bundle {n + 1})'}</h2>" + _kv_table(pairs, tid=sid))
    if rep.get("counted"):
        parts.append(f'<p class="sub">{_e(rep["counted"])}</p>')
    for note in _dicts(rep.get("notes"), any_type=True):
        parts.append(f'<p class="note">{_e(note)}</p>')
    acc = rep.get("accounting") if isinstance(rep.get("accounting"), dict) else {}
    if acc:
        parts.append("<h3>Where the stall goes (per-wave attribution)</h3>")
        parts.append(_table(["category", "cycles", "share"],
                            [[_e(_WORDS.get(k, k)), _num(v), _e(_pct(v, total).strip(" ()"))]
                             for k, v in acc.items()],
                            cls="accounting", num_cols=(1, 2)))
    fs = [f for f in rep["findings"] if isinstance(f, dict)]
    parts.append(f"<h2>Findings ({len(fs)})</h2>")
    tid = "findings" if n == 0 else f"findings-{n}"
    if fs:
        unit = next((f.get("cost_unit") for f in fs if f.get("cost_unit")), "stall cycles")
        parts.append(_table(["#", "type", "finding", "share of stall", f"cost ({unit})", "where", "instruction",
                             "source", "fix"], [_finding_row(f, n) for f in fs], tid=tid,
                            cls="findings", num_cols=(0, 3, 4)))
        parts.extend(_finding_card(f, n) for f in fs)
    else:
        msg = rep.get("findings_status") if not tr.get("usable", True) else "No finding costs the minimum share of the stall."
        parts.append(f'<p id="{tid}" class="findings none">{_e(msg)}</p>')
    hot = _dicts(rep.get("hot"))
    if hot:
        chart = _stall_chart(hot, total)
        if chart is not None:
            parts.append("<h2>Hottest LDS instructions</h2>" + _figure(chart))
        hrows = [[_e(h.get("line")), f'<span class="isa">{_e(h.get("isa"))}</span>', _e(h.get("kind", "")),
                  _num(h.get("lds_cycles", h.get("stall"))), _num(h.get("stall")), _num(h.get("hit")),
                  _e(_parts(h.get("waits_for"), 3)),
                  (f'<div class="src">{_e(h.get("source"))}</div>' if h.get("source") else "")
                  + (f"<pre>{_e(h['source_text'])}</pre>" if h.get("source_text") else "")] for h in hot]
        parts.append(_table(["line", "instruction", "kind", "LDS-caused stall", "stall", "hits", "waits for", "source"],
                            hrows, cls="hot", num_cols=(0, 3, 4, 5)))
    nl = _dicts(rep.get("not_lds"))
    if nl:
        parts.append("<h2>Hot waits that are not LDS</h2>")
        parts.append(_table(["line", "instruction", "stall", "why"],
                            [[_e(h.get("line")), f'<span class="isa">{_e(h.get("isa"))}</span>',
                              _num(h.get("other_cycles", h.get("stall"))), _e(h.get("why", ""))] for h in nl],
                            cls="not-lds", num_cols=(0, 2)))
    waves = _dicts(rep.get("waves"))
    if waves:
        parts.append(f"<h2>Traced waves ({_e(rep.get('waves_total', len(waves)))})</h2>")
        parts.append(_table(["wave file", "instructions", "stall", "where the stall goes"],
                            [[_e(w.get("file")), _num(w.get("executed")), _num(w.get("stall")),
                              _e(_parts(w.get("categories"), 4))] for w in waves],
                            cls="waves", num_cols=(1, 2)))
    return "\n".join(parts)


def diagnose_body(payload) -> tuple:
    if isinstance(payload, dict) and isinstance(payload.get("reports"), list):
        payload = payload["reports"]            # `diagnose DIR --json` with several bundles
    reps = payload if isinstance(payload, (list, tuple)) else [payload]
    if not reps:
        raise UsageError("no diagnose report to render")
    body = "\n".join(section(r, i) for i, r in enumerate(reps))
    k = reps[0].get("kernel") if isinstance(reps[0], dict) else ""
    return f"diagnose: {k or 'LDS stalls'}", body
