"""Knobs and helpers in the kernel's own source that do what a finding's fix says.

The source snapshots copied into a bundle (`snapshots.json` + `source_*`) are searched for
assignments and definitions whose names say what they control: a read-preload switch
(`dsrd_preload = 0`), a prefetch or pipeline depth (`_QK_PREFETCH_DEPTH = 1`, `num_stages=2`), a
DPP helper module or function (`from ... import dpp_utils`, `def dpp_reduce(...)`), a swizzle or
padding parameter.  A finding whose fix one of them carries out names it, with file and line, so
the change is made with the kernel's own switch instead of new code.

The patterns are names, not semantics: a match is offered as "this looks like the knob", with its
text, never applied.
"""

from __future__ import annotations

import re

_ASSIGN = r"\s*(?::\s*[\w\[\], .]+)?\s*=(?!=)"     # `name = ...`, `name: int = ...`, not `==`
# finding type -> [(pattern with one group naming the knob, what it does)]
KNOBS = {
    "D": [(re.compile(r"\b(\w*(?:preload|prefetch)\w*)" + _ASSIGN, re.I), "read-preload / prefetch setting"),
          (re.compile(r"[\"']--(\w*(?:preload|prefetch)\w*)[\"']", re.I), "read-preload / prefetch option"),
          (re.compile(r"\b(\w*(?:num_stages|_DEPTH|_STAGES?)\w*)" + _ASSIGN, re.I), "pipeline depth")],
    "F": [(re.compile(r"\b(\w*(?:prefetch|num_stages|_DEPTH|_STAGES?)\w*)" + _ASSIGN, re.I),
           "prefetch / pipeline depth")],
    "B": [(re.compile(r"\b(\w*(?:prefetch|num_stages|_DEPTH)\w*)" + _ASSIGN, re.I), "prefetch depth")],
    "E": [(re.compile(r"^\s*(?:from\s+\S+\s+)?import\s+.*?\b(\w*dpp\w*)", re.I), "DPP helper module"),
          (re.compile(r"^\s*from\s+\S*?(\w*dpp\w*)\S*\s+import\b", re.I), "DPP helper module"),
          (re.compile(r"^\s*def\s+(\w*(?:dpp|permlane)\w*)\s*\(", re.I), "DPP / permlane helper"),
          (re.compile(r"\b(\w*(?:dpp|permlane)\w*)\s*\(", re.I), "DPP / permlane helper")],
    "C": [(re.compile(r"^\s*def\s+(\w*(?:block|cta|wg|workgroup)_?reduce\w*)\s*\(", re.I), "block-reduce helper")],
    "A": [(re.compile(r"\b(\w*(?:swizzle|swz|xor_mask|pad(?:ding)?)\w*)" + _ASSIGN, re.I), "swizzle / padding setting"),
          (re.compile(r"\b(\w*(?:swizzle|swz)\w*)\s*\(", re.I), "swizzle helper")],
}
_MAX_PER_FINDING = 3


def find_knobs(sources: dict, ftype: str) -> list[dict]:
    """Knobs for a finding type in `sources` ({file name: list of lines}).

    Examples
    --------
    >>> find_knobs({"k.py": ["x = 1", "    dsrd_preload = 0  # bf16", "def dpp_max(v):"]}, "D")
    [{'name': 'dsrd_preload', 'file': 'k.py', 'line': 2, 'text': 'dsrd_preload = 0  # bf16', 'what': 'read-preload / prefetch setting'}]
    >>> [k["name"] for k in find_knobs({"f.py": ["  k_swz_mask = (row & 7) << 4", "  off = _swz_k(r, c)"]}, "A")]
    ['k_swz_mask', '_swz_k']
    >>> [k["name"] for k in find_knobs({"f.py": ["from kernels.utils import dpp_utils"]}, "E")]
    ['dpp_utils']
    """
    out, seen = [], set()
    for fname in sorted(sources):
        for i, text in enumerate(sources[fname], 1):
            if len(text) > 400:
                continue
            for pat, what in KNOBS.get(ftype, []):
                m = pat.search(text)
                if not m:
                    continue
                name = next(g for g in m.groups() if g)
                if name.lower() in seen:
                    break
                seen.add(name.lower())
                out.append({"name": name, "file": fname, "line": i, "text": text.strip()[:120], "what": what})
                break
            if len(out) >= _MAX_PER_FINDING:
                return out
    return out


def bundle_sources(b) -> dict:
    """{source path: lines} of every snapshot copy present in the bundle."""
    out = {}
    for path, snap in sorted(b.snapshots.items()):
        lines = b._snapshot_lines(snap)
        if lines:
            out[path.rsplit("/", 1)[-1]] = lines
    return out


def attach(findings: list, sources: dict) -> None:
    """Add `fix.knobs` and a sentence to the action of each finding whose fix a knob carries out."""
    by_type: dict = {}
    for f in findings:
        if f["type"] not in by_type:
            by_type[f["type"]] = find_knobs(sources, f["type"])
        ks = by_type[f["type"]]
        if not ks:
            continue
        f["fix"]["knobs"] = ks
        f["fix"]["action"] += ("; the kernel's source already has " + "; ".join(
            f"`{k['text']}` ({k['file']}:{k['line']}, a {k['what']})" for k in ks)
            + ": use it for this change")
