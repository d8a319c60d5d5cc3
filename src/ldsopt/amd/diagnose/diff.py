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


def diff_reports(before: dict, after: dict) -> dict:
    use_source = before["has_source"] and after["has_source"]
    kb = {_key(f, use_source): f for f in before["findings"]}
    ka = {_key(f, use_source): f for f in after["findings"]}

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
    return {
        "schema": DIFF_SCHEMA, "vendor": "amd", "kernel_before": before["kernel"], "kernel_after": after["kernel"],
        "matched_by": "source line" if use_source else "ISA text", "per": "traced wave",
        "warnings": warn, "before": mb, "after": ma,
        "change": {k: round(ma[k] - mb[k], 4) for k in keys},
        "resolved": [brief(kb[k], mb["waves"]) for k in kb if k not in ka],
        "new": [brief(ka[k], ma["waves"]) for k in ka if k not in kb],
        "remaining": [brief(ka[k], ma["waves"], kb[k]) for k in ka if k in kb],
    }
