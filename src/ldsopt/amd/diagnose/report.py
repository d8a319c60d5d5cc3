"""The diagnose report of one ATT bundle, and the summary across bundles.

What is counted (docs/diagnose.md has the long form):
- ``total_stall``: the Stall column summed over every row of code.json.
- ``accounting``: every one of those cycles in one category, from the per-wave attribution
  (``attribution.py``): waits by what they waited on (``wait:lds_read``, ``wait:lds_write``,
  ``wait:lds_xchg``, ``wait:smem``, ``wait:dma``, ``wait:vmem_load``, ...), barriers split per
  workgroup (``barrier:sync``, ``barrier:late_memory``, ``barrier:late_other``,
  ``barrier:unsplit``), and the issue stall of other instructions by unit (``lds_issue``, ...).
- ``lds_stall``: ``lds_issue`` plus every ``wait:lds_*`` part: the stall the LDS unit caused.
"""

from __future__ import annotations

from ldsopt.errors import UsageError

from ldsopt.amd.att import Bundle, find_bundles, load_bundle
from ldsopt.amd.diagnose.attribution import attribute
from ldsopt.amd.diagnose.common import Ctx, Thresholds, first_location, fmt_lines
from ldsopt.amd.diagnose.kinds import KIND_WORDS, LDS_KINDS
from ldsopt.amd.diagnose.usability import usability
from ldsopt.core.report_shape import summarize  # noqa: F401  (re-exported)

SCHEMA = "ldsopt.diagnose/2"
ORDER = "ABCDEF"


def _lds_categories():
    return {"lds_issue"} | {"wait:" + k for k in LDS_KINDS}


def _no_bank_model(arch: str | None) -> str | None:
    """A warning when the trace's arch has no LDS bank model here (an RDNA gfx11, say): Type A is
    then not judged, while waits, barriers and the other findings come from the trace alone."""
    if not arch:
        return None
    from ldsopt.core.arch import get_arch
    from ldsopt.errors import UsageError
    try:
        get_arch(arch)
        return None
    except UsageError:
        return (f"{arch} has no LDS bank model in ldsopt: bank conflicts (Type A) are not judged on this "
                "trace; the stall accounting and the other findings read the trace alone")


def diagnose_bundle(b: Bundle, th: Thresholds | None = None, dtype: str = "f16") -> dict:
    th = th or Thresholds()
    wg = _wg_waves(b)
    att = attribute(b, wg)
    ctx = Ctx.build(b, att, th)
    trace = usability(b, att)
    no_model = _no_bank_model(b.arch)
    if no_model and trace["usable"]:
        trace["warnings"].append(no_model)
    total = ctx.total
    acc = att.categories
    lds_stall = sum(v for c, v in acc.items() if c in _lds_categories())
    naive = (sum(r.stall for r in b.rows if r.op.startswith("ds_"))
             + sum(r.stall for r in b.rows if r.op.startswith("s_waitcnt") and "lgkmcnt" in r.isa))
    findings: list = []
    status = "analysed"
    if trace["usable"]:
        from ldsopt.amd.diagnose.find_exchange import find_c, find_e
        from ldsopt.amd.diagnose.find_lds import find_a, find_b, find_d
        from ldsopt.amd.diagnose.find_vmem import find_f
        for rule in (lambda: find_a(ctx, dtype), lambda: find_b(ctx), lambda: find_c(ctx), lambda: find_d(ctx),
                     lambda: find_e(ctx), lambda: find_f(ctx)):
            findings.extend(rule())
        findings.sort(key=lambda f: (-f["cost"], ORDER.index(f["type"]), f["line"]))
        from ldsopt.amd.diagnose.knobs import attach, bundle_sources
        if findings and b.snapshots:
            attach(findings, bundle_sources(b))
        for i, f in enumerate(findings, 1):
            f["rank"] = i
            f["context"] = isa_context(ctx, f)
    else:
        status = "not analysed: " + (trace["reason"] or "the trace is unusable")
    share = lds_stall / total if total else 0.0
    notes = list(b.notes)
    if not b.has_source and b.rows:
        notes.append("no source information in code.json (Source column empty): ISA-only report")
    if trace["usable"] and share > th.share:
        notes.append(f"the LDS unit causes {100 * share:.1f}% of the kernel's stall (above the {100 * th.share:.0f}% "
                     f"worth a look)")
    notes += ctx.notes
    unsplit = acc.get("barrier:unsplit", 0)
    if trace["usable"] and total and unsplit / total >= th.min_share:
        ks = sorted({red["waves"] for red in ctx.cache.get("block_reductions", [])})
        wg_txt = (f"a workgroup has {wg} waves" if wg else
                  f"a workgroup has {ks[0]} waves, from the hit counts of its block reduction" if len(ks) == 1
                  else "the workgroup size is unknown")
        notes.append(f"{100 * unsplit / total:.1f}% of the stall is barrier time the wave files cannot split "
                     f"({b.wave_files} wave file(s) for {traced_waves(b)} traced waves; {wg_txt}, and a barrier "
                     f"is split only when every wave of its workgroup has a file): late arrival and the barriers' "
                     f"own cost are unknown there, so a cross-wave reduce finding counts only what code.json's "
                     f"rows show (a two-barrier block reduction is found from the hit counts alone)")
    if "emu_note" in ctx.cache:
        notes.append(ctx.cache["emu_note"])
    if ctx.unmeasured:
        notes.append(f"{len(ctx.unmeasured)} LDS instruction(s) conflict in the bank model, but its lane grouping for "
                     f"them is inferred, not measured: not reported as Type A (lines {fmt_lines(ctx.unmeasured)})")
    if ctx.unresolved:
        why = "; ".join(f"line {ln}: {reason}" for ln, reason in ctx.unresolved[:5])
        notes.append(f"{len(ctx.unresolved)} stalled LDS instruction(s) have lane addresses the ISA emulator could not "
                     f"resolve, so Type A does not judge them ({why}"
                     + (f"; and {len(ctx.unresolved) - 5} more" if len(ctx.unresolved) > 5 else "") + ")")
    hot, not_lds = _hot(ctx, th.top)
    return {
        "schema": SCHEMA, "vendor": "amd", "bundle": str(b.path), "arch": b.arch, "arch_evidence": b.arch_evidence,
        "kernel": b.kernel, "kernels": b.kernels, "rows": b.n_code_rows, "instructions": len(b.rows),
        "has_source": b.has_source, "wave_files": b.wave_files, "trace": trace,
        "format": {k: v for k, v in (b.format or {}).items()},
        "column_sums": b.column_sums, "total_stall": total,
        "lds_stall": int(lds_stall), "lds_share": round(share, 4),
        "accounting": {k: int(v) for k, v in acc.items()},
        "breakdown": _breakdown(acc, naive, b),
        "latency": att.latency, "barriers": att.barrier,
        "hot": hot, "findings": findings, "findings_status": status, "not_lds": not_lds,
        "waves": att.waves[:64], "waves_total": len(att.waves),
        "per_wave_stall": _per_wave(att, b),
        "notes": notes, "thresholds": th.to_dict(),
        "counted": ("every Stall cycle of code.json is attributed per wave: a wait to the producers it waited on "
                    "(the newest of each counter domain; waits on several domains split by estimated completion "
                    "time), a barrier to late arrival or its own cost, any other instruction to its unit's issue "
                    "stall; lds_stall = LDS issue stall + waits on LDS; findings count only the part a fix recovers"),
    }


def isa_context(ctx: Ctx, f: dict, around: int = 2, focus: int = 8, limit: int = 48) -> list[dict]:
    """The finding's rows in their ISA context: its representative row, LDS instructions and rows
    (the first `focus` of them), each with `around` rows either side; `mark` says which rows are the
    finding's.  At most `limit` rows; a gap between runs is a row {"gap": n}."""
    own = [f["line"]] + [x for x in f.get("lds_lines", []) + f.get("lines", []) if x != f["line"]]
    marked = set(f.get("lds_lines", [])) | set(f.get("lines", [])) | {f["line"]}
    keep: set = set()
    for ln in list(dict.fromkeys(own))[:focus]:
        p = ctx.pos.get(ln)
        if p is not None:
            keep.update(range(max(0, p - around), min(len(ctx.rows), p + around + 1)))
    out, prev = [], None
    for p in sorted(keep)[:limit]:
        if prev is not None and p > prev + 1:
            out.append({"gap": p - prev - 1})
        r = ctx.rows[p]
        out.append({"line": r.line, "isa": r.isa, "hit": r.hit, "stall": r.stall,
                    "mark": r.line in marked, "top": r.line == f["line"]})
        prev = p
    return out


def _wg_waves(b: Bundle) -> int | None:
    d = b.dispatch or {}
    try:
        x = int(d.get("Workgroup_Size_X") or 0) * int(d.get("Workgroup_Size_Y") or 1) * int(d.get("Workgroup_Size_Z") or 1)
    except (TypeError, ValueError):
        return None
    return -(-x // 64) if x else None


def _breakdown(acc: dict, naive: int, b: Bundle) -> dict:
    g = lambda *cs: int(sum(acc.get(c, 0) for c in cs))  # noqa: E731
    return {"ds": int(sum(r.stall for r in b.rows if r.op.startswith("ds_"))),
            "lds_issue": g("lds_issue"),
            "wait_lds_read": g("wait:lds_read"), "wait_lds_write": g("wait:lds_write"),
            "wait_lds_xchg": g("wait:lds_xchg"), "wait_lds_other": g("wait:lds_other"),
            "wait_smem": g("wait:smem"), "wait_vmem": g("wait:vmem_load", "wait:vmem_store", "wait:flat"),
            "wait_dma": g("wait:dma"), "wait_none": g("wait:none"),
            "wait_unresolved": g("wait:unresolved", "wait:mixed_static"),
            "barrier": g("barrier:sync", "barrier:late_memory", "barrier:late_other", "barrier:unsplit"),
            "barrier_sync": g("barrier:sync"), "barrier_late_memory": g("barrier:late_memory"),
            "barrier_late_other": g("barrier:late_other"), "barrier_unsplit": g("barrier:unsplit"),
            "naive_lds_stall": int(naive)}


def traced_waves(b: Bundle) -> int:
    """Waves behind code.json's totals: the Hit count of the kernel's first instruction (every wave
    runs it); the number of wave files when that row is missing or when the stall itself comes
    from the wave files (a code.json without a Stall column)."""
    if (b.format or {}).get("stall_from") == "wave files":
        return max(b.wave_files, 1)
    first = min(b.rows, key=lambda r: r.line) if b.rows else None
    if first is not None and first.hit > 0:
        return int(first.hit)
    return max(b.wave_files, 1)


def _per_wave(att, b: Bundle) -> dict:
    """Stall per traced wave: the figures `diff` compares (a trace of more waves has larger totals)."""
    n = traced_waves(b)
    out = {"waves": n, "total_stall": round(b.column_sums["stall"] / n, 1)}
    first = min(b.rows, key=lambda r: r.line) if b.rows else None
    if first is not None and first.hit > 0:
        # the hottest loop's trips per wave: Hit counts executions, every wave runs the first row once
        out["loop_trips"] = round(max(r.hit for r in b.rows) / first.hit, 2)
    for c, v in att.categories.items():
        out[c] = round(v / n, 1)
    return out


def _hot(ctx: Ctx, top: int):
    """Hottest LDS-related rows (ds_* issue stall, waits by their LDS part) and the hot waits that
    are not LDS at all."""
    lds_rows, other = [], []
    for r in ctx.rows:
        if r.stall <= 0:
            continue
        parts = ctx.att.parts.get(r.line, {})
        if r.op.startswith("ds_"):
            lds_rows.append((r.stall, r, None))
            continue
        if not r.op.startswith("s_waitcnt"):
            continue
        by_cat: dict = {}
        prods: dict = {}
        for key, cyc in parts.items():
            if key[0] == "prod":
                c = "wait:none" if key[1] == 0 else "wait:" + ctx.att.kinds.get(key[1], "other")
                if key[1]:
                    prods[key[1]] = prods.get(key[1], 0) + cyc
            else:
                c = key[1]
            by_cat[c] = by_cat.get(c, 0) + cyc
        lds = sum(v for c, v in by_cat.items() if c in _lds_categories())
        item = (lds, r, {"waits_for": dict(sorted(by_cat.items(), key=lambda kv: -kv[1])),
                         "producers": dict(sorted(prods.items(), key=lambda kv: -kv[1])[:6])})
        if lds > 0:
            lds_rows.append(item)
        if r.stall - lds > 0:
            other.append((r.stall - lds, r, item[2]))
    lds_rows.sort(key=lambda x: -x[0])
    other.sort(key=lambda x: -x[0])
    hot = [_row(ctx, r, lds_cycles=int(c), kind="ds" if extra is None else "wait", **(extra or {}))
           for c, r, extra in lds_rows[:top]]
    not_lds = []
    for c, r, extra in other[:top]:
        cats = [k for k in extra["waits_for"] if k not in _lds_categories()]
        why = ", ".join(_cat_words(k) for k in cats[:3]) or "nothing outstanding"
        not_lds.append(_row(ctx, r, other_cycles=int(c), why=f"waits on {why}", **extra))
    return hot, not_lds


def _cat_words(c: str) -> str:
    if c.startswith("wait:"):
        k = c[5:]
        return {"none": "nothing outstanding", "unresolved": "producers not found in straight-line order",
                "mixed_static": "several kinds of memory (not split: no wave file ran this wait)"}.get(k, KIND_WORDS.get(k, k))
    return c


def _row(ctx: Ctx, r, **extra) -> dict:
    d = {"line": r.line, "isa": r.isa, "source": first_location(r.source) or r.source,
         "source_text": ctx.b.source_text(r.source), "stall": r.stall, "hit": r.hit,
         "stall_per_hit": round(r.stall / r.hit, 1) if r.hit else None}
    d.update(extra)
    return d


def diagnose_path(path, arch: str | None = None, th: Thresholds | None = None, dtype: str = "f16",
                  skipped: list | None = None) -> list[dict]:
    """One report per bundle under ``path``.  With several bundles and a ``skipped`` list, a bundle
    that cannot be read is recorded there as ``(folder, error)`` and the others are still analysed
    (an error when none can be)."""
    bundles = find_bundles(path)
    if skipped is None or len(bundles) == 1:
        return [diagnose_bundle(load_bundle(p, arch=arch), th, dtype) for p in bundles]
    out, errors = [], []
    for p in bundles:
        try:
            out.append(diagnose_bundle(load_bundle(p, arch=arch), th, dtype))
        except UsageError as e:
            errors.append((str(p), str(e)))
    if not out:
        raise UsageError(f"none of the {len(bundles)} bundles under {path} could be read; the first: "
                         f"{errors[0][1]}")
    skipped.extend(errors)
    return out


