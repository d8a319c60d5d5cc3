"""Text output of `ldsopt diagnose` and `ldsopt diff`: at most 100 columns, warnings first, and
every string that comes from a trace (kernel names, ISA, source lines) made printable first: a
control character (terminal escape sequences included) is shown as `\\xNN`, never sent raw."""

from __future__ import annotations

import textwrap

WIDTH = 100

_WORDS = {"lds_issue": "LDS issue", "wait:lds_read": "waits on LDS reads", "wait:lds_write": "waits on LDS writes",
          "wait:lds_xchg": "waits on cross-lane exchanges", "wait:lds_other": "waits on other LDS ops",
          "wait:smem": "waits on scalar loads", "wait:dma": "waits on direct-to-LDS loads",
          "wait:vmem_load": "waits on vector loads", "wait:vmem_store": "waits on vector stores",
          "wait:flat": "waits on FLAT ops", "wait:none": "waits with nothing outstanding",
          "wait:unresolved": "waits, producers unknown", "wait:mixed_static": "waits on mixed memory, unsplit",
          "barrier:sync": "barriers (own cost)", "barrier:late_memory": "barriers (a wave late from memory)",
          "barrier:late_other": "barriers (a wave late from other work)", "barrier:unsplit": "barriers (unsplit)",
          "vmem_issue": "VMEM issue", "smem_issue": "SMEM issue", "mfma": "MFMA", "valu": "VALU", "salu": "SALU",
          "nop": "s_nop", "other": "other"}


_SHORT = {"wait:lds_read": "read", "wait:lds_write": "write", "wait:lds_xchg": "xchg", "wait:lds_other": "lds",
          "wait:smem": "scalar", "wait:dma": "dma", "wait:vmem_load": "vload", "wait:vmem_store": "vstore",
          "wait:flat": "flat", "wait:none": "none", "wait:unresolved": "?", "wait:mixed_static": "mixed"}


def printable(s) -> str:
    """`s` with control and format characters escaped (\\x1b -> '\\x1b'), so text from a trace
    cannot drive the terminal."""
    s = "" if s is None else str(s)
    out = []
    for ch in s:
        o = ord(ch)
        if o < 0x20 or o == 0x7F or 0x80 <= o < 0xA0 or ch in "\u200b\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069":
            out.append(f"\\x{o:02x}" if o < 0x100 else f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)


def _clip(s, n: int) -> str:
    s = printable(s)
    return s if len(s) <= n else s[:max(n - 3, 1)] + "..."


def _wrap(head: str, text: str, indent: int) -> list[str]:
    return textwrap.wrap(printable(text), WIDTH, initial_indent=head, subsequent_indent=" " * indent,
                         break_long_words=True, break_on_hyphens=False) or [head.rstrip()]


def _n(x) -> str:
    return f"{int(round(x)):,}"


def _pct(v, tot) -> str:
    return f"{100 * v / tot:.1f}%" if tot else "-"


def format_report(rep: dict, top: int = 10) -> str:
    L: list = []
    tr = rep.get("trace") or {}
    for w in tr.get("warnings", []):
        L += _wrap("WARNING  ", w, 9)
    L += _wrap("bundle   ", rep["bundle"], 9)
    L += _wrap("kernel   ", rep["kernel"] or "(no kernel marker)", 9)
    L += _wrap("arch     ", f"{rep['arch'] or 'unknown'}  [{rep['arch_evidence']}]", 9)
    if tr:
        lds = (f"; LDS {tr['lds_executed']} of {tr['lds_instructions']} executed" if tr["lds_instructions"]
               else "; no LDS instruction")
        L += _wrap("trace    ", f"{tr['executed']} of {tr['instructions']} instructions executed "
                               f"({100 * tr['executed_fraction']:.1f}%){lds}; {tr['wave_files']} wave file(s); "
                               f"source info: {'yes' if rep['has_source'] else 'no (ISA only)'}", 9)
    tot = rep["total_stall"]
    pw = rep.get("per_wave_stall") or {}
    L += _wrap("stall    ", f"total {_n(tot)} cycles" + (f" over {pw['waves']} traced waves ({_n(pw['total_stall'])} per "
                                                          f"wave)" if pw.get("waves") else ""), 9)
    acc = rep.get("accounting") or {}
    lds_parts = [(c, v) for c, v in acc.items() if c == "lds_issue" or c.startswith("wait:lds")]
    parts = ", ".join(f"{_WORDS.get(c, c)} {_pct(v, tot)}" for c, v in lds_parts if v)
    L += _wrap("         ", f"LDS unit {_n(rep['lds_stall'])} ({_pct(rep['lds_stall'], tot)})"
                            + (f": {parts}" if parts else ""), 9)
    rest = [(c, v) for c, v in acc.items() if (c, v) not in lds_parts and v]
    if rest:
        L += _wrap("         ", "other: " + ", ".join(f"{_WORDS.get(c, c)} {_pct(v, tot)}" for c, v in rest[:9]), 9)
    bd = rep.get("breakdown") or {}
    if "naive_lds_stall" in bd:
        L += _wrap("         ", f"(counting every ds_* row and every wait naming lgkmcnt as LDS would give "
                                f"{_pct(bd['naive_lds_stall'], tot)}: it takes waits on scalar loads for LDS)", 9)
    for n in rep.get("notes", []):
        L += _wrap("note     ", n, 9)
    L.append("")
    fs = rep["findings"]
    if not tr.get("usable", True):
        L.append(f"findings: {printable(rep.get('findings_status', 'not analysed'))}")
    else:
        L.append(f"findings ({len(fs)})" + ("" if fs else ": none costs the minimum share of the kernel's stall"))
    for f in fs[:top]:
        L += _finding(f)
    if len(fs) > top:
        L.append(f"  ... {len(fs) - top} more (--top N or --json)")
    if rep.get("hot"):
        L.append("")
        L.append("hottest LDS instructions (LDS-caused stall; a wait's split: read, write, xchg = LDS reads,")
        L.append("writes, cross-lane exchanges; scalar, vload, dma = scalar, vector, direct-to-LDS loads)")
        for h in rep["hot"][:top]:
            what = ""
            if h.get("waits_for"):
                what = " " + " ".join(f"{_SHORT.get(c, c)} {100 * v / h['stall']:.0f}%"
                                      for c, v in list(h["waits_for"].items())[:2] if h["stall"])
            src = _clip(h["source"].rsplit("/", 1)[-1], 22) if h.get("source") else ""
            L.append(_clip(f"  L{h['line']:<5} {_n(h['lds_cycles']):>10}  {_clip(h['isa'], 34):<34} {src:<22}{what}", WIDTH))
    if rep.get("not_lds"):
        L.append("")
        L.append("hot waits that are not LDS")
        for h in rep["not_lds"][:top]:
            L.append(_clip(f"  L{h['line']:<5} {_n(h['other_cycles']):>11}  {_clip(h['isa'], 38):<38} {h['why']}", WIDTH))
    return "\n".join(L)


def _finding(f: dict) -> list[str]:
    L = _wrap(f"  #{f['rank']} [{f['type']}] ", f"{f['title']}: {100 * f['share']:.1f}% of the stall "
                                                 f"({_n(f['cost'])} cycles)", 6)
    L += _wrap("      at ", f"L{f['line']} {f['isa']}", 9)
    for s in f.get("lds_sources", [])[:4]:
        if s.get("source"):
            txt = f" | {s['text']}" if s.get("text") else ""
            L += _wrap("      LDS source ", f"{s['source'].rsplit('/', 1)[-1]} (lines {_lines(s['lines'])}){txt}", 9)
    for e in f["evidence"]:
        L += _wrap("      - ", e, 8)
    fx = f["fix"]
    L += _wrap("      fix: ", f"{fx['method']}" + (f": {fx['action']}" if fx.get("action") else ""), 8)
    for k, label in (("flydsl", "FlyDSL"), ("hip", "HIP"), ("triton", "Triton")):
        if fx.get(k):
            L += _wrap(f"        {label}: ", fx[k], 10)
    if fx.get("command") and fx.get("problem"):
        p = fx["problem"]
        L += _wrap("      run: ", f"{fx['command']} with problem.json = the fix's `problem` in --json: a "
                                  f"{p['tile'][0]}x{p['tile'][1]} {p['dtype']} tile, {len(p['accesses'])} access(es)"
                                  + (f" ({p['description']})" if p.get("description") else ""), 8)
    return L


def _lines(xs, n: int = 6) -> str:
    xs = list(xs)
    return ", ".join(map(str, xs[:n])) + (f" +{len(xs) - n}" if len(xs) > n else "")


def _short_bundle(path: str) -> str:
    """`.../softmax/ui_output_agent_47920_dispatch_13` -> `softmax (dispatch 13)`."""
    import re
    parts = str(path).rstrip("/").split("/")
    m = re.fullmatch(r"ui_output_agent_\d+_dispatch_(\d+)", parts[-1])
    if m and len(parts) > 1:
        return f"{parts[-2]} (dispatch {m.group(1)})"
    return parts[-1]


def format_summary(s: dict, what: str = "bundle") -> str:
    """The table across several reports: ``what`` is a ``"bundle"`` (AMD traces) or a
    ``"kernel"`` (the launches of an Nsight Compute report, stall in samples)."""
    L = [f"summary across {s['bundles']} {what}(s): {s['usable']} usable"
         + (f", {len(s['unusable'])} UNUSABLE" if s["unusable"] else "")]
    if s["findings_by_type"]:
        L.append("findings by type: " + ", ".join(f"{k} {v}" for k, v in s["findings_by_type"].items()))
    L.append(f"  {what:<44} {'total stall':>13} {'LDS':>6}  findings / top")
    for r in s["rows"]:
        name = _clip(r.get("name") or _short_bundle(r["bundle"]), 44)
        if not r["usable"]:
            tail = "UNUSABLE trace"
        else:
            ft = " ".join(f"{k}:{v}" for k, v in r["findings"].items()) or "-"
            tail = ft + (f" / {r['top']['type']} {100 * r['top']['share']:.1f}%" if r["top"] else "")
        L.append(_clip(f"  {name:<44} {_n(r['total_stall']):>13} {100 * r['lds_share']:>5.1f}%  {tail}", WIDTH))
    return "\n".join(L)


def metric_table(d: dict, names: dict, label_width: int, fmt: str) -> list[str]:
    """The before/after/change rows of a diff report (``*_share`` keys as percentages)."""
    L = [f"{'':{label_width}}{'before':>14}{'after':>14}{'change':>14}"]
    for k, label in names.items():
        b, a, c = d["before"][k], d["after"][k], d["change"][k]
        if k.endswith("_share"):
            L.append(f"{label:{label_width}}{100 * b:>13.1f}%{100 * a:>13.1f}%{100 * c:>+12.1f}pp")
        else:
            pc = f" ({100 * c / b:+.0f}%)" if b else ""
            L.append(f"{label:{label_width}}{b:>14{fmt}}{a:>14{fmt}}{c:>+14{fmt}}{pc}")
    return L


def format_diff(d: dict) -> str:
    L = []
    for w in d.get("warnings", []):
        L += _wrap("WARNING  ", w, 9)
    kb, ka = printable(d["kernel_before"]), printable(d["kernel_after"])
    L += _wrap("kernel  ", kb + ("" if ka == kb else f" -> {ka}"), 8)
    L.append(f"per traced wave (before {d['before']['waves']} waves, after {d['after']['waves']}); findings "
             f"matched by {d['matched_by']}")
    L.append("")
    names = {"total_stall": "total stall", "lds_stall": "LDS stall", "lds_issue_stall": "LDS issue stall",
             "lds_wait_stall": "waits on LDS", "smem_wait_stall": "waits on scalar loads",
             "vmem_wait_stall": "waits on vector memory", "barrier_stall": "barrier stall", "lds_share": "LDS share"}
    L += metric_table(d, names, 26, ",.1f")
    if d.get("per_iteration"):
        lt = d["loop_trips"]
        L.append("")
        L.append(f"per loop iteration (the hottest loop: {lt['before']:g} trips per wave before, {lt['after']:g} after)")
        L += metric_table(d["per_iteration"], {k: v for k, v in names.items() if k != "lds_share"}, 26, ",.1f")
    for key, title in (("resolved", "resolved"), ("new", "new"), ("remaining", "remaining")):
        L.append("")
        L.append(f"{title} findings ({len(d[key])})")
        for f in d[key]:
            extra = (f", was {f['cost_per_wave_before']:,.1f} at L{f['line_before']}" if "cost_per_wave_before" in f
                     else "")
            L += _wrap(f"  [{f['type']}] ", f"L{f['line']} {_clip(f['isa'], 50)}: {f['cost_per_wave']:,.1f} cycles per "
                                            f"wave{extra}", 6)
    return "\n".join(L)
