"""Before/after comparison of two diagnose reports, per traced wave.

code.json's totals grow with the number of traced waves, so two traces of the same kernel with
different wave counts cannot be compared as totals: every stall figure here is divided by the
traced waves of its report (the Hit count of the kernel's first instruction).  Findings are
matched by type and the source lines of their LDS instructions when both reports have source
information, else by type and the LDS instructions' opcodes and address registers.
"""

from __future__ import annotations

from ldsopt.amd.diagnose.kinds import address_vgpr
from ldsopt.amd.isa import opcode

DIFF_SCHEMA = "ldsopt.diff/2"


def _key(f: dict, use_source: bool) -> tuple:
    if use_source:
        locs = sorted({s["source"] for s in f.get("lds_sources", []) if s.get("source") and not s.get("collapsed")})
        if locs:
            return (f["type"], tuple(locs))
    isas = f.get("lds_isa") or [f["isa"]]
    return (f["type"], tuple(sorted({f"{opcode(t)} v{address_vgpr(t)}" for t in isas})))


def _metrics(rep: dict) -> dict:
    n = max(int(rep.get("per_wave_stall", {}).get("waves") or 1), 1)
    bd = rep["breakdown"]
    lgkm = bd["wait_lds_read"] + bd["wait_lds_write"] + bd["wait_lds_xchg"] + bd["wait_lds_other"]
    vals = {"total_stall": rep["total_stall"], "lds_stall": rep["lds_stall"], "lds_issue_stall": bd["lds_issue"],
            "lds_wait_stall": lgkm, "smem_wait_stall": bd["wait_smem"],
            "vmem_wait_stall": bd["wait_vmem"] + bd["wait_dma"], "barrier_stall": bd["barrier"]}
    out = {k: round(v / n, 1) for k, v in vals.items()}
    out["lds_share"] = rep["lds_share"]
    out["waves"] = n
    return out


def match_findings(before: list, after: list, use_source: bool) -> tuple[list, list, list]:
    """(pairs, resolved, new): findings matched by type and source lines first, then the rest by
    type and the LDS instructions' opcodes and address registers (a debug-info change moves or
    drops source lines but not the instructions), then by type and the LDS opcodes alone.

    Examples
    --------
    >>> a = {"type": "D", "isa": "s_waitcnt", "lds_isa": ["ds_read_b128 v[8:11], v1"],
    ...      "lds_sources": [{"source": "k.py:10", "collapsed": False}]}
    >>> b = dict(a, lds_sources=[{"source": "k.py:41", "collapsed": True}])
    >>> [len(x) for x in match_findings([a], [b], True)]
    [1, 0, 0]
    """
    pairs, left_b, left_a = [], list(before), list(after)
    keys = [lambda f: _key(f, True), lambda f: _key(f, False),
            lambda f: (f["type"], tuple(sorted({opcode(t) for t in (f.get("lds_isa") or [f["isa"]])})))]
    for key in (keys if use_source else keys[1:]):
        ka: dict = {}
        for f in left_a:
            ka.setdefault(key(f), []).append(f)
        rest = []
        for f in left_b:
            cand = ka.get(key(f))
            if cand:
                pairs.append((f, cand.pop(0)))
            else:
                rest.append(f)
        matched = {id(g) for _f, g in pairs}
        left_b, left_a = rest, [g for g in left_a if id(g) not in matched]
    return pairs, left_b, left_a


def diff_reports(before: dict, after: dict) -> dict:
    use_source = before["has_source"] and after["has_source"]
    pairs, resolved, new = match_findings(before["findings"], after["findings"], use_source)

    mb, ma = _metrics(before), _metrics(after)

    def brief(f, waves, other=None):
        d = {"type": f["type"], "title": f["title"], "line": f["line"], "isa": f["isa"], "source": f["source"],
             "cost_per_wave": round(f["cost"] / waves, 1), "share": f["share"]}
        if other is not None:
            d["cost_per_wave_before"] = round(other["cost"] / mb["waves"], 1)
            d["share_before"] = other["share"]
            d["line_before"] = other["line"]
        return d
    warn = []
    for side, rep in (("before", before), ("after", after)):
        if not rep["trace"]["usable"]:
            warn.append(f"the {side} trace is unusable ({rep['trace']['reason']}): the comparison means nothing")
    keys = [k for k in mb if k != "waves"]
    tb = before.get("per_wave_stall", {}).get("loop_trips")
    ta = after.get("per_wave_stall", {}).get("loop_trips")
    per_iter = None
    if tb and ta and abs(ta - tb) > 0.05 * max(ta, tb):
        warn.append(f"the hottest loop runs {tb:g} times per wave before and {ta:g} after (a different problem "
                    f"size?): per-wave figures differ for that alone; per loop iteration they are in "
                    f"`per_iteration`")
        per_iter = {side: {k: round(m[k] / t, 1) for k in keys if k != "lds_share"}
                    for side, m, t in (("before", mb, tb), ("after", ma, ta))}
        per_iter["change"] = {k: round(per_iter["after"][k] - per_iter["before"][k], 1) for k in per_iter["after"]}
    return {
        "schema": DIFF_SCHEMA, "vendor": "amd", "kernel_before": before["kernel"], "kernel_after": after["kernel"],
        "matched_by": "source line" if use_source else "ISA text", "per": "traced wave",
        "warnings": warn, "before": mb, "after": ma,
        "change": {k: round(ma[k] - mb[k], 4) for k in keys},
        "loop_trips": {"before": tb, "after": ta}, "per_iteration": per_iter,
        "resolved": [brief(f, mb["waves"]) for f in resolved],
        "new": [brief(f, ma["waves"]) for f in new],
        "remaining": [brief(g, ma["waves"], f) for f, g in pairs],
    }
