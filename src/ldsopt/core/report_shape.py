"""The one shape of a ``diagnose`` / ``diff`` report, AMD thread trace or NVIDIA Nsight Compute
report alike.  Each vendor's report carries more keys beside these; these are the ones a CI script
or an agent can rely on whichever GPU produced the measurement."""

from __future__ import annotations

REPORT_KEYS = ("schema", "vendor", "kernel", "arch", "trace", "total_stall", "lds_stall",
               "lds_share", "breakdown", "findings", "findings_status", "notes", "counted")
"""Top-level keys of one diagnose report."""

TRACE_KEYS = ("usable", "reason", "warnings")
"""Keys of ``report["trace"]``: can the measurement say anything, and the warnings printed first."""

FINDING_KEYS = ("rank", "type", "title", "source", "cost", "cost_unit", "share", "evidence", "fix")
"""Keys of every finding: ``cost`` in ``cost_unit``, ``share`` of the kernel's stall, ``evidence``
a list of sentences, ``fix`` a dict with at least ``method``."""

DIFF_KEYS = ("schema", "vendor", "kernel_before", "kernel_after", "matched_by", "per", "warnings",
             "before", "after", "change", "resolved", "new", "remaining")
"""Top-level keys of a before/after report."""


def shape_problems(rep: dict, diff: bool = False) -> list[str]:
    """The ways ``rep`` departs from the shared shape (empty when it conforms)."""
    keys = DIFF_KEYS if diff else REPORT_KEYS
    out = [f"missing key {k!r}" for k in keys if k not in rep]
    if diff:
        return out
    out += [f"trace: missing key {k!r}" for k in TRACE_KEYS if k not in rep.get("trace", {})]
    for i, f in enumerate(rep.get("findings", [])):
        out += [f"finding {i}: missing key {k!r}" for k in FINDING_KEYS if k not in f]
        if "fix" in f and "method" not in f["fix"]:
            out.append(f"finding {i}: fix without a method")
    return out


def distinct_names(paths: list[str]) -> list[str]:
    """Short names for bundle paths, distinct whenever the paths are: the folder above a
    ``ui_output_agent_A_dispatch_D`` folder and the dispatch (``softmax (dispatch 13)``), with
    more parent folders (and the agent) in front until no two are the same.

    Examples
    --------
    >>> distinct_names(["/r/a/sm/ui_output_agent_1_dispatch_13", "/r/b/sm/ui_output_agent_1_dispatch_13"])
    ['a/sm (dispatch 13)', 'b/sm (dispatch 13)']
    >>> distinct_names(["/r/sm/ui_output_agent_1_dispatch_3", "/r/sm/ui_output_agent_2_dispatch_3"])
    ['sm (agent 1, dispatch 3)', 'sm (agent 2, dispatch 3)']
    """
    import re
    split = [str(p).rstrip("/").split("/") for p in paths]

    def name(parts, k, agent):
        m = re.fullmatch(r"ui_output_agent_(\d+)_dispatch_(\d+)", parts[-1])
        if not m:
            return "/".join(parts[-k:])
        head = "/".join(parts[-1 - k:-1]) or parts[-1]
        return f"{head} (agent {m.group(1)}, dispatch {m.group(2)})" if agent else f"{head} (dispatch {m.group(2)})"
    for agent in (False, True):
        for k in range(1, max((len(p) for p in split), default=1) + 1):
            names = [name(p, k, agent) for p in split]
            if len(set(names)) == len(set(map(tuple, split))) == len(names):
                return names
    return [str(p) for p in paths]


def summarize(reports: list[dict]) -> dict:
    """Several reports at once (``diagnose DIR`` over several AMD bundles, or an Nsight Compute
    report holding several kernels): one row per report and the totals; ``bundles`` counts the
    reports."""
    rows = []
    by_type: dict = {}
    for rep in reports:
        types: dict = {}
        for f in rep["findings"]:
            types[f["type"]] = types.get(f["type"], 0) + 1
            by_type[f["type"]] = by_type.get(f["type"], 0) + 1
        top = rep["findings"][0] if rep["findings"] else None
        where = None if top is None else top.get("line", top.get("pc"))
        rows.append({"bundle": rep.get("bundle", rep["kernel"]), "kernel": rep["kernel"],
                     "usable": rep["trace"]["usable"], "total_stall": rep["total_stall"],
                     "lds_share": rep["lds_share"], "findings": dict(sorted(types.items())),
                     "top": None if top is None else {"type": top["type"], "share": top["share"],
                                                      "line": where}})
    for r, name in zip(rows, distinct_names([r["bundle"] for r in rows])):
        r["name"] = name
    return {"schema": "ldsopt.diagnose-summary/1", "bundles": len(reports),
            "usable": sum(1 for r in rows if r["usable"]),
            "unusable": [r["bundle"] for r in rows if not r["usable"]],
            "findings_by_type": dict(sorted(by_type.items())), "rows": rows}


# ----------------------------------------------------------------------------- typed view
from dataclasses import dataclass  # noqa: E402  (kept beside the shape it types)
from types import MappingProxyType  # noqa: E402


def _frozen(x):
    """Read-only copy of JSON-like data: dicts become mapping proxies, lists tuples."""
    if isinstance(x, dict):
        return MappingProxyType({k: _frozen(v) for k, v in x.items()})
    if isinstance(x, list):
        return tuple(_frozen(v) for v in x)
    return x


@dataclass(frozen=True)
class Finding:
    """One ranked finding of a diagnosis: what costs stall, how much, why, and the fix.

    ``type`` is the finding's letter (AMD thread traces: A bank conflicts, B write then wait,
    C barrier-heavy reduction, D read waited on before its use, E cross-lane exchange through LDS,
    F direct-to-LDS loads drained early; NVIDIA reports: see docs/diagnose.md); ``cost`` is in
    ``cost_unit``; ``share`` is the part of the kernel's stall (0-1); ``evidence`` is a tuple of
    sentences; ``fix`` a read-only mapping with at least ``method``; ``detail`` the vendor's whole
    finding (read-only)."""
    rank: int
    type: str
    title: str
    source: object
    cost: float
    cost_unit: str
    share: float
    evidence: tuple
    fix: MappingProxyType
    detail: MappingProxyType


@dataclass(frozen=True)
class Diagnosis:
    """One diagnosed kernel (an AMD thread-trace bundle or one kernel of an Nsight Compute
    report): whether the measurement is usable, the stall accounting and the ranked findings.
    ``to_dict()`` gives the JSON report of ``ldsopt diagnose --json``."""
    vendor: str
    kernel: str
    arch: str
    usable: bool
    reason: str
    warnings: tuple
    total_stall: float
    lds_stall: float
    lds_share: float
    findings: tuple            # Finding, best first
    notes: tuple
    report: MappingProxyType   # the whole report, read-only

    def to_dict(self) -> dict:
        def thaw(x):
            if isinstance(x, MappingProxyType):
                return {k: thaw(v) for k, v in x.items()}
            if isinstance(x, tuple):
                return [thaw(v) for v in x]
            return x
        return thaw(self.report)


def as_diagnosis(rep: dict) -> Diagnosis:
    """The typed, read-only view of one report dict of the shared shape."""
    tr = rep["trace"]
    fs = tuple(Finding(f["rank"], f["type"], f["title"], _frozen(f["source"]), f["cost"],
                       f["cost_unit"], f["share"], _frozen(list(f["evidence"])), _frozen(f["fix"]),
                       _frozen(f)) for f in rep["findings"])
    return Diagnosis(rep["vendor"], rep["kernel"], rep.get("arch") or "", bool(tr["usable"]),
                     tr.get("reason") or "", _frozen(list(tr.get("warnings") or [])),
                     rep["total_stall"], rep["lds_stall"], rep["lds_share"], fs,
                     _frozen(list(rep.get("notes") or [])), _frozen(rep))
