"""Text forms of the NVIDIA diagnosis and before/after reports (lines within 100 columns)."""

from __future__ import annotations

import json
import textwrap


def _n(x) -> str:
    return f"{x:,.0f}"


def _wrap(head: str, text: str, width: int) -> list:
    """``text`` after ``head``, wrapped to ``width`` columns under the head's indent."""
    return textwrap.wrap(text, width, initial_indent=head, subsequent_indent=" " * len(head),
                         break_on_hyphens=False) or [head.rstrip()]


def format_diagnosis(rep: dict, top: int = 10, width: int = 100) -> str:
    L = [ln for w in rep["trace"]["warnings"] for ln in _wrap("WARNING ", w, width)]
    L += [f"kernel  {rep['kernel'][:width - 8]}",
         f"arch    {rep['arch']}, block {'x'.join(map(str, rep['block'])) if rep['block'] else '?'}"
         + (f" (from {rep['block_from']})" if rep.get("block_from") else ""),
         f"code    {rep['instructions']} SASS instructions, {rep['shared_instructions']} shared-memory "
         f"({rep['language']}" + (f": {rep['language_from']}" if rep.get("language_from") else "") + ")"]
    tot = rep["total_stall"]
    pct = (lambda v: f"{100 * v / tot:.1f}%") if tot else (lambda v: "-")
    b = rep["breakdown"]
    L.append(f"stall   {_n(tot)} warp-stall samples; shared memory {_n(rep['lds_stall'])} "
             f"({pct(rep['lds_stall'])})")
    L += _wrap("        ", f"short scoreboard {_n(b['short_scoreboard'])} ({_n(b['short_scoreboard_on_shared'])} "
               f"on shared loads); MIO throttle {_n(b['mio_throttle'])} ({_n(b['mio_throttle_on_shared'])} "
               f"at shared instructions); barrier {_n(b['barrier'])} ({pct(b['barrier'])})", width)
    L += _wrap("shared  ", f"{_n(b['shared_wavefronts'])} wavefronts, {_n(b['excess_wavefronts'])} above "
               f"ideal; prediction equals the measurement on {rep['prediction']['match']} of "
               f"{rep['prediction']['compared']} resolved instructions", width)
    hot = sorted(rep["shared"], key=lambda d: -d["measured"]["excess_total"])[:top]
    if hot and hot[0]["measured"]["excess_total"] > 0:
        L.append("")
        L.append(f"  {'pc':>6} {'meas':>6} {'ideal':>6} {'pred':>6}  {'instruction':<38} source")
        for d in hot:
            if d["measured"]["excess_total"] <= 0:
                break
            pr = d["predicted"]
            pw = "-" if not pr or pr["wavefronts"] is None else f"{pr['wavefronts']:.2f}"
            m = d["measured"]
            L.append(f"  {d['pc']:#06x} {m['wavefronts'] or 0:>6.2f} {m['ideal'] or 0:>6.2f} {pw:>6}"
                     f"  {d['sass'][:38]:<38} {(d['source'] or '')[:width - 72]}"[:width])
    fs = rep["findings"]
    L.append("")
    L.append(f"findings ({len(fs)})" + ("" if fs else ": none"))
    for f in fs[:top]:
        where = f" {f['pc']:#06x} {f['sass'][:40]}" if f.get("pc") is not None else ""
        L.append(f"  #{f['rank']} [{f['type']}] {f['title']}:{where}"[:width])
        L += _wrap("       ", f"cost {_n(f['cost'])} {f['cost_unit']}, {100 * f['share']:.1f}% of stall"
                   + (f", {f['source']}" if f.get("source") else ""), width)
        for e in f["evidence"]:
            L += textwrap.wrap(f"evidence: {e}", width, initial_indent="       ",
                               subsequent_indent="         ")
        fx = f["fix"]
        L += textwrap.wrap(f"fix: {fx['method']}" + (f": {fx['action']}" if fx.get("action") else ""),
                           width, initial_indent="       ", subsequent_indent="         ")
        if fx.get("code"):
            for line in fx["code"].splitlines():
                L.append(f"         {line}"[:width + 40])
            L.append(f"       (or: {fx['command']} with problem.json = "
                     f"{json.dumps(fx['problem'])[:60]}...)"[:width - 4] + "...)")
    if len(fs) > top:
        L.append(f"  ... {len(fs) - top} more (--top N or --json)")
    for n in rep["notes"][:top]:
        L += _wrap("note    ", n, width)
    return "\n".join(L)


def format_diff(d: dict) -> str:
    from ldsopt.render.diagnose_text import metric_table
    L = [ln for w in d["warnings"] for ln in _wrap("WARNING ", w, 100)]
    L += [f"kernel  {d['kernel_before']}" + ("" if d["kernel_after"] == d["kernel_before"]
                                           else f" -> {d['kernel_after']}"),
          f"per {d['per']}; findings matched by {d['matched_by']}", ""]
    names = {"total_stall": "stall samples", "shared_wavefronts": "shared wavefronts",
             "excess_wavefronts": "excess wavefronts", "lds_stall": "shared-memory stall",
             "lds_share": "shared share", "barrier_stall": "barrier stall"}
    L += metric_table(d, names, 22, ",.0f")
    for key in ("resolved", "new", "remaining"):
        L.append("")
        L.append(f"{key} findings ({len(d[key])})")
        for f in d[key]:
            extra = f", was {f['cost_before']:,.0f}" if "cost_before" in f else ""
            where = f" {f['pc']:#06x} {(f['sass'] or '')[:40]}" if f.get("pc") is not None else ""
            L.append(f"  [{f['type']}]{where}: {f['cost']:,.0f} {f['cost_unit']}{extra}")
    return "\n".join(L)
