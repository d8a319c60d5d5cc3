"""Diagnosis from an Nsight Compute report (source page): the NVIDIA counterpart of the AMD
thread-trace diagnosis, in the same report shape (``findings`` with ``type``, ``title``,
``evidence``, ``cost``, ``share``, ``fix``; ``total_stall``, ``lds_stall``, ``lds_share``).

Per SASS instruction the report joins what ncu measured (``L1 Wavefronts Shared`` and
``... Ideal`` per execution) with the static prediction of :mod:`ldsopt.nvidia.analyze`, ranks the
excess wavefronts, explains them from the emulated lane addresses and fixes them with the layout
solver.  The warp-stall sampling columns say where the kernel waits:

* ``stall_short_sb`` (short scoreboard) on an instruction that reads a register last written by a
  shared-memory load: the shared read is waited on right before its use;
* ``stall_mio`` (MIO throttle) on shared-memory instructions: the shared-memory queue is full;
* ``stall_barrier``: warps waiting at a barrier (reported beside, as on AMD).

Finding types: ``A`` bank conflicts (cost: excess wavefronts, measured); ``D`` shared read
waited on right before its use; ``M`` shared-memory queue full (MIO throttle); ``C`` barrier
waits; ``G`` cp.async (LDGSTS) copies whose Nsight Compute figure is above their shared side (the
global lines they read; not a bank conflict).  ``share`` is the finding's warp-stall samples over
the kernel's (for A: the MIO-throttle samples at its instructions and the short-scoreboard samples
of the instructions that use its loads, the parts ``lds_stall`` counts).
"""

from __future__ import annotations

from ldsopt.nvidia.analyze import analyze_function
from ldsopt.nvidia.conflict_fix import conflict_fix
from ldsopt.nvidia.emulate import SHARED_OPS
from ldsopt.nvidia.explain import cause
from ldsopt.nvidia.language import detect_language
from ldsopt.nvidia.report import launch_for

SCHEMA = "ldsopt.diagnose/2"     # the shape shared with the AMD report (ldsopt.core.report_shape)
DIFF_SCHEMA = "ldsopt.diff/2"
_MIO_PRODUCERS = {"LDS", "LDSM", "ATOMS"}


def _samples(row, col: str) -> float:
    return row.num(col)


def _per_exec(row, col: str):
    ex = row.num("Instructions Executed")
    return row.num(col) / ex if ex else None


def _last_writers(func) -> dict:
    """Instruction index -> {register it reads: index of the latest earlier writer} (straight-line
    order, the most recent writer above; loops wrap to the writer at the loop's end)."""
    out = {}
    last: dict = {}
    for i, ins in enumerate(func.instructions):
        reads = {}
        for o in ins.operands[1:] if ins.operands else []:
            for r in (o.name, o.base) if o.kind in ("reg", "mem") else ():
                if r and r.startswith("R") and r != "RZ" and r in last:
                    reads[r] = last[r]
        if ins.opcode in ("STS", "STG", "ST", "STSM", "RED") or not ins.operands:
            for o in ins.operands:
                for r in (o.name, o.base) if o.kind in ("reg", "mem") else ():
                    if r and r.startswith("R") and r != "RZ" and r in last:
                        reads[r] = last[r]
        out[i] = reads
        if ins.operands and ins.operands[0].kind == "reg" and ins.opcode not in (
                "STS", "STG", "ST", "STSM", "RED", "STL"):
            d = ins.operands[0].name
            n = 4 if "128" in ins.mods or "4" in ins.mods and ins.opcode == "LDSM" else \
                2 if "64" in ins.mods or "2" in ins.mods and ins.opcode == "LDSM" else 1
            if d.startswith("R") and d != "RZ":
                for k in range(n):
                    last[f"R{int(d[1:]) + k}"] = i
    return out


def _static(k, blocks, args, arch, iterations, cache: dict | None):
    """What does not depend on the measurement: the parsed SASS, the launch, the emulated shared
    accesses (`analyze_function`) and the register writers.  Launches of one kernel with the same
    SASS and launch facts share it through `cache` (a report of 3,000 launches of a few kernels
    emulates each kernel once)."""
    key = (k.name, tuple((r.pc, r.sass) for r in k.rows), k.launch.get("block"), k.launch.get("cc"),
           tuple(map(str, blocks)), tuple(map(str, args)), arch, iterations)
    if cache is not None and key in cache:
        return cache[key]
    func = k.function()
    if k.launch.get("block"):
        func.attributes["launch_block"] = k.launch["block"]
    launch, src = launch_for(func, blocks, args, arch)
    notes, pred, kr = [], {}, None
    if launch is None:
        notes.append(src + "; without it the measured figures are reported unexplained")
    else:
        kr = analyze_function(func, launch, src, iterations=iterations)
        pred = {s.pc: s for s in kr.shared}
        notes += kr.notes
    st = {"func": func, "launch": launch, "src": src, "notes": notes, "pred": pred, "report": kr,
          "writers": _last_writers(func), "fixes": {}}
    if cache is not None:
        cache[key] = st
    return st


def diagnose_kernel(k, blocks=(), args=(), arch=None, lang=None, iterations=64, top=10,
                    cache: dict | None = None) -> dict:
    """One ncu kernel (:class:`~ldsopt.nvidia.ncu.NcuKernel`) -> report dict.  `cache` (a dict
    kept across the launches of one report) reuses the static analysis and the layout fixes of a
    kernel seen before."""
    st = _static(k, blocks, args, arch, iterations, cache)
    func, launch, src, pred = st["func"], st["launch"], st["src"], st["pred"]
    rep_arch = launch.arch if launch else (arch or func.arch or "sm_90")
    notes = list(st["notes"])
    if lang:
        lang_from = "--lang"
    else:
        lang, lang_from = detect_language(k.name, sorted({r.source for r in k.rows if r.source})[:64],
                                          k.launch.get("process", ""))
    rows = k.rows
    total = sum(_samples(r, "Warp Stall Sampling (All Samples)") for r in rows)
    writers = st["writers"]
    # ------------------------------------------------------------------ stall attribution
    sb_on_shared: dict = {}
    sb_total = mio_total = mio_shared = barrier = 0.0
    for i, r in enumerate(rows):
        ins = func.instructions[i]
        sb = r.num("stall_short_sb")
        sb_total += sb
        mio = r.num("stall_mio")
        mio_total += mio
        if ins.opcode in SHARED_OPS:
            mio_shared += mio
        # a warp waiting at BAR.SYNC is sampled at the instruction after it (every measured report
        # under docs/validation/sass has its barrier samples there, none at a BAR row): count the
        # column wherever it is
        barrier += r.num("stall_barrier")
        if sb:
            prods = [w for w in writers.get(i, {}).values()
                     if func.instructions[w].opcode in _MIO_PRODUCERS]
            if prods:
                p = max(prods)
                sb_on_shared[p] = sb_on_shared.get(p, 0.0) + sb
    lds_stall = sum(sb_on_shared.values()) + mio_shared
    # what a bank conflict at a shared instruction costs in samples: the parts lds_stall counts
    # there (not a barrier wait or a long-scoreboard wait for global data sampled at the same PC)
    lds_part = {func.instructions[i].pc: r.num("stall_mio") + sb_on_shared.get(i, 0.0)
                for i, r in enumerate(rows) if func.instructions[i].opcode in SHARED_OPS}
    at_shared: dict = {}
    for i, r in enumerate(rows):
        if func.instructions[i].opcode in SHARED_OPS:
            for col, v in r.values.items():
                if col.startswith("stall_") and "(Not Issued)" not in col and isinstance(v, float) and v:
                    at_shared[col[6:]] = at_shared.get(col[6:], 0.0) + v
    # ------------------------------------------------------------------ per instruction join
    joined = []
    tot_wf = tot_ex = 0.0
    for i, r in enumerate(rows):
        ins = func.instructions[i]
        if ins.opcode not in SHARED_OPS:
            continue
        ex = r.num("Instructions Executed")
        wf, idl = r.num("L1 Wavefronts Shared"), r.num("L1 Wavefronts Shared Ideal")
        tot_wf += wf
        tot_ex += max(0.0, wf - idl)
        p = pred.get(ins.pc)
        d = {"pc": ins.pc, "sass": ins.text, "source": r.source or (p.source if p else None),
             "executions": ex,
             "measured": {"wavefronts": round(wf / ex, 4) if ex else None,
                          "ideal": round(idl / ex, 4) if ex else None,
                          "excess_total": wf - idl},
             "stall": r.num("Warp Stall Sampling (All Samples)") + sb_on_shared.get(i, 0.0),
             "predicted": None}
        if p is not None:
            pw = p.ncu_wavefronts if ins.opcode == "LDGSTS" and p.ncu_wavefronts is not None else p.wavefronts
            d["predicted"] = {"wavefronts": None if pw is None else round(pw, 4),
                              "ideal": None if p.ideal is None else round(p.ideal, 4),
                              "resolved": p.resolved, "why": p.why, "loop": p.loop}
            lg_unknown = ins.opcode == "LDGSTS" and p.ncu_wavefronts is None   # global side unknown
            if ex and p.resolved and pw is not None and not lg_unknown:
                mw = wf / ex
                d["match"] = abs(pw - mw) <= 0.02 * max(mw, 1e-9) + 1e-9
        joined.append(d)
    # ------------------------------------------------------------------ findings
    findings = []
    for d in sorted(joined, key=lambda x: -x["measured"]["excess_total"]):
        exc = d["measured"]["excess_total"]
        if exc <= 0 or "LDGSTS" in d["sass"]:
            continue
        solve = len(findings) < top       # a layout solve for the costliest `top` only
        p = pred.get(d["pc"])
        ev = [f"measured {d['measured']['wavefronts']} wavefronts per execution against an ideal "
              f"of {d['measured']['ideal']}, over {int(d['executions'])} executions: "
              f"{exc:,.0f} excess wavefronts ({100 * exc / tot_wf if tot_wf else 0:.1f}% of the "
              "kernel's shared wavefronts)"]
        fix = {"method": "rearrange the shared tile (padding or an XOR swizzle) so that the threads "
                         "of one phase use different banks"}
        if p is not None and p.resolved:
            ev.append(f"the static model predicts {p.wavefronts:.2f} (ideal {p.ideal:.2f}) from the "
                      "emulated lane addresses" + (f" ({p.loop})" if p.loop else ""))
            c = cause(p.rule, p.sample, rep_arch)
            if c:
                ev.append(c)
            # the allocations are built once per analysed kernel (launches of one kernel share them)
            fx = conflict_fix(st["report"], p.pc, lang, st["fixes"]) if solve else None
            if fx and "before" in fx:
                fix = dict(fx)
            elif fx:
                fix["note"] = fx.get("why", "")
                if fx.get("problem"):
                    fix.update(problem=fx["problem"], command=fx["command"])
        elif p is not None:
            ev.append(f"no static explanation: {p.why}")
        findings.append({"type": "A", "title": "shared-memory bank conflicts", "pc": d["pc"],
                         "sass": d["sass"], "isa": d["sass"], "source": d["source"], "cost": exc,
                         "cost_unit": "excess wavefronts", "share": _share(lds_part[d["pc"]], total),
                         "stall": lds_part[d["pc"]], "evidence": ev, "fix": fix})
    findings = _group(findings, pred)
    g = _ldgsts_finding(joined, pred, total, tot_wf)
    if g:
        findings.append(g)
    sb_sum = sum(sb_on_shared.values())
    if total and sb_sum / total >= 0.05:
        tops = sorted(sb_on_shared.items(), key=lambda kv: -kv[1])
        p_idx = tops[0][0]
        ins = func.instructions[p_idx]
        listed = ", ".join(f"{func.instructions[j].pc:#06x} ({v:,.0f})" for j, v in tops[:6])
        findings.append({"type": "D", "title": "shared-memory reads waited on right before their use",
                         "pc": ins.pc, "sass": ins.text, "isa": ins.text, "source": rows[p_idx].source,
                         "pcs": [func.instructions[j].pc for j, _ in tops], "cost": sb_sum,
                         "cost_unit": "stall samples", "share": _share(sb_sum, total), "stall": sb_sum,
                         "evidence": [f"{sb_sum:,.0f} short-scoreboard stall samples "
                                      f"({100 * sb_sum / total:.1f}% of the kernel's) on instructions "
                                      f"that use the result of a shared load; by load: {listed}"],
                         "fix": {"method": "load earlier (software pipelining)",
                                 "action": "issue the shared loads of the next step before the math "
                                           "of this step (double-buffer the registers), so the "
                                           "loads' latency overlaps independent work"}})
    if total and mio_shared / total >= 0.05:
        findings.append({"type": "M", "title": "shared-memory queue full (MIO throttle)",
                         "pc": None, "sass": None, "isa": None, "source": None, "cost": mio_shared,
                         "cost_unit": "stall samples", "share": _share(mio_shared, total),
                         "stall": mio_shared,
                         "evidence": [f"{mio_shared:,.0f} MIO-throttle samples on shared-memory "
                                      f"instructions ({100 * mio_shared / total:.1f}% of the kernel's)"],
                         "fix": {"method": "fewer, wider shared instructions",
                                 "action": "use 16-byte accesses (LDS.128) or ldmatrix instead of "
                                           "several narrow loads, and remove bank conflicts (each "
                                           "extra wavefront holds the queue)"}})
    if total and barrier / total >= 0.10:
        bars = [(i, r.num("Instructions Executed")) for i, r in enumerate(rows)
                if func.instructions[i].opcode == "BAR"]
        ev = [f"{barrier:,.0f} barrier stall samples ({100 * barrier / total:.1f}% of the kernel's), "
              "sampled at the instructions after the BARs",
              f"the code has {len(bars)} BAR instruction(s), executed {sum(ex for _, ex in bars):,.0f} times"]
        if len(bars) == 1:
            fix = {"method": "shorten the wait for the slowest warp",
                   "action": "one barrier: the warps wait there for the slowest warp of the block to "
                             "finish what comes before it (typically its global loads into the shared "
                             "tile); fewer barriers cannot help: overlap those loads (more resident "
                             "blocks per SM, or cp.async / prefetch of the next tile)"}
        else:
            fix = {"method": "fewer barriers",
                   "action": "double-buffer the shared tiles so one barrier per step suffices, or "
                             "exchange within a warp (shuffles) where the data stays inside a warp"}
        findings.append({"type": "C", "title": "warps waiting at barriers", "pc": None, "sass": None,
                         "isa": None, "source": None, "cost": barrier, "cost_unit": "stall samples",
                         "share": _share(barrier, total), "stall": barrier, "evidence": ev, "fix": fix})
    # ranked by what the warp-stall samples say (a bank conflict's cost is in wavefronts, the others'
    # in samples: the samples are the common measure); then by cost
    findings.sort(key=lambda f: (-f.get("stall", 0.0), f["type"] != "A", -f["cost"]))
    for n, f in enumerate(findings, 1):
        f["rank"] = n
    mism = [d for d in joined if d.get("match") is False]
    for d in mism[:top]:
        notes.append(f"{d['pc']:#06x} {d['sass'][:40]}: predicted {d['predicted']['wavefronts']} "
                     f"wavefronts, measured {d['measured']['wavefronts']}"
                     + (f" ({d['predicted']['loop']})" if d["predicted"].get("loop") else ""))
    resolved = [d for d in joined if d.get("match") is not None]
    trace = _usability(rows, joined, total, launch is None, len(mism), len(resolved))
    if not trace["usable"]:
        findings = []
    return {"schema": SCHEMA, "vendor": "nvidia", "kernel": k.name, "arch": rep_arch, "trace": trace,
            "findings_status": "analysed" if trace["usable"] else "not analysed: " + trace["reason"],
            "block": list(launch.block) if launch else None, "block_from": src if launch else None,
            "language": lang, "language_from": lang_from, "instructions": len(rows), "shared_instructions": len(joined),
            "total_stall": total, "lds_stall": lds_stall, "lds_share": _share(lds_stall, total),
            "breakdown": {"short_scoreboard": sb_total,
                          "short_scoreboard_on_shared": sum(sb_on_shared.values()),
                          "mio_throttle": mio_total, "mio_throttle_on_shared": mio_shared,
                          "barrier": barrier, "shared_wavefronts": tot_wf,
                          "excess_wavefronts": tot_ex},
            "prediction": {"compared": len(resolved), "match": sum(d["match"] for d in resolved)},
            "stall_at_shared_instructions": dict(sorted(at_shared.items(), key=lambda kv: -kv[1])),
            "counted": ("lds_stall = short-scoreboard samples on instructions that use the result of "
                        "a shared load (LDS/LDSM/ATOMS, the latest writer of a register they read) + "
                        "MIO-throttle samples on shared instructions; other samples at shared "
                        "instructions (e.g. a long-scoreboard wait for the global data an STS "
                        "stores) are listed in stall_at_shared_instructions, not counted; barrier "
                        "samples are reported beside"),
            "shared": joined, "findings": findings, "notes": notes}


def _ldgsts_finding(joined, pred, total, tot_wf):
    """cp.async copies whose Nsight Compute figure is above their shared side's cost: the excess
    follows the global lines the threads read (docs/validation/sass.md), not shared-memory banks."""
    rows = []
    for d in joined:
        p = pred.get(d["pc"])
        ex = d["executions"]
        if "LDGSTS" not in d["sass"] or not ex or p is None or not p.resolved or p.wavefronts is None:
            continue
        extra = (d["measured"]["wavefronts"] - p.wavefronts) * ex
        if extra > 0.5:
            rows.append((extra, d, p))
    if not rows:
        return None
    cost = sum(r[0] for r in rows)
    stall = sum(r[1]["stall"] for r in rows)
    top_ = max(rows, key=lambda r: r[0])
    return {"type": "G", "title": "cp.async copies reading scattered global lines",
            "pc": top_[1]["pc"], "sass": top_[1]["sass"], "isa": top_[1]["sass"],
            "source": top_[1]["source"], "pcs": [r[1]["pc"] for r in rows], "cost": cost,
            "cost_unit": "wavefronts above the shared side", "share": _share(stall, total),
            "stall": stall,
            "evidence": [f"{len(rows)} LDGSTS measured above the bank cost of their shared writes "
                         f"({top_[1]['measured']['wavefronts']} per execution against "
                         f"{top_[2].wavefronts:.2f} at {top_[1]['pc']:#06x}); {cost:,.0f} wavefronts "
                         f"({100 * cost / tot_wf if tot_wf else 0:.1f}% of the kernel's shared "
                         "wavefronts)",
                         "Nsight Compute counts an LDGSTS per 128-byte global line its threads read "
                         "(measured on the H200): the excess is the copy's global granularity, which "
                         "no shared-memory layout removes"],
            "fix": {"method": "coalesce the global reads of the copy",
                    "action": "let consecutive threads copy consecutive 16-byte pieces of one global "
                              "row (8 threads per 128-byte line), and permute the shared destination "
                              "instead (XOR swizzle) if the shared side then conflicts"}}


def _usability(rows, joined, total, no_launch: bool, mismatches: int, compared: int) -> dict:
    """Can this report say anything about shared memory?  The NVIDIA counterpart of the AMD trace
    usability block: same keys (usable, reason, warnings), warnings printed first."""
    executed = sum(1 for r in rows if r.num("Instructions Executed"))
    sh_exec = sum(1 for d in joined if d["executions"])
    usable, why, warnings = True, None, []
    if not rows or not executed:
        usable, why = False, "the report holds no executed instruction (was SourceCounters collected?)"
    elif joined and not sh_exec:
        usable, why = False, f"none of the {len(joined)} shared-memory instructions executed"
    if not usable:
        warnings.append(f"REPORT UNUSABLE: {why}; no findings are made")
    if usable and not total:
        warnings.append("no warp-stall samples in the report (collect the WarpStateStats and "
                        "SourceCounters sections with sampling on): stall shares are 0, only the "
                        "wavefront counters are used")
    elif usable and rows and not any(c.startswith("stall_") for c in rows[0].values):
        warnings.append("the source page has warp-stall samples but no per-reason columns (stall_mio, "
                        "stall_short_sb, stall_barrier, ...): what the samples wait on is unknown, so the "
                        "shared-memory share is not measured (shown as 0) and no read-to-use, MIO-throttle "
                        "or barrier finding can be made; export the page with ncu's per-reason sampling "
                        "columns (a newer ncu, --set full)")
    if no_launch:
        warnings.append("no block size: the static prediction is off (give --block or the details page)")
    if mismatches:
        warnings.append(f"{mismatches} of {compared} resolved predictions differ from the measurement "
                        "by more than 2% (listed in notes)")
    return {"usable": usable, "reason": why, "warnings": warnings, "instructions": len(rows),
            "executed": executed, "shared_instructions": len(joined), "shared_executed": sh_exec}


def _allocation_keys(findings: list, pred: dict) -> list:
    """A key per finding naming its allocation: the accesses a layout fix rewrites; else the shared
    byte range the costliest warp touched (ranges that overlap are one allocation); else the
    source file of an instruction whose addresses are unknown."""
    spans = []
    for i, f in enumerate(findings):
        p = pred.get(f["pc"])
        addrs = [a for a in ((p.sample or {}).get("addresses") or [])] if p is not None and p.resolved else []
        addrs = [a for a in addrs if isinstance(a, int)]
        if addrs:
            spans.append((min(addrs), max(addrs), i))
    owner: dict = {}
    spans.sort()
    group, end = -1, None
    for lo, hi, i in spans:
        if end is None or lo > end:
            group += 1
            end = hi
        else:
            end = max(end, hi)
        owner[i] = ("bytes", group)
    keys = []
    for i, f in enumerate(findings):
        fx = f["fix"]
        if i in owner:
            keys.append(owner[i])
        elif fx.get("problem"):
            keys.append(tuple(a["name"] for a in fx["problem"]["accesses"]))
        else:
            keys.append(("unknown", (f.get("source") or "").rpartition(":")[0]))
    return keys


def _group(findings: list, pred: dict | None = None) -> list:
    """One finding per shared allocation: conflicts whose fix rewrites the same accesses, or whose
    lanes touch overlapping shared bytes, are one finding (see `_allocation_keys`)."""
    out, by = [], {}
    for f, key in zip(findings, _allocation_keys(findings, pred or {})):
        g = by.get(key)
        if g is None:
            f["pcs"] = [f["pc"]]
            by[key] = f
            out.append(f)
            continue
        g["pcs"].append(f["pc"])
        g["cost"] += f["cost"]
        g["stall"] += f["stall"]
        g["share"] = round(g["share"] + f["share"], 4)
    for g in out:
        if len(g["pcs"]) > 1:
            g["title"] = f"shared-memory bank conflicts ({len(g['pcs'])} instructions, one allocation)"
            g["evidence"].insert(0, "instructions " + ", ".join(f"{x:#06x}" for x in g["pcs"])
                                 + f": {g['cost']:,.0f} excess wavefronts together")
    return out


def _share(x: float, total: float) -> float:
    return round(x / total, 4) if total else 0.0


def diagnose_report(path: str, details=None, blocks=(), args=(), arch=None, lang=None,
                    kernel=None, iterations=64, top=10) -> list:
    from ldsopt.nvidia.ncu import load_report
    from ldsopt.errors import UsageError
    from ldsopt.nvidia.report import check_patterns
    ks = load_report(path, details)
    check_patterns([k.name for k in ks], blocks, args)
    if kernel:
        ks = [k for k in ks if kernel in k.name]
        if not ks:
            raise UsageError(f"no kernel matching {kernel!r} in {path}")
    cache: dict = {}
    return [diagnose_kernel(k, blocks, args, arch, lang, iterations, top, cache) for k in ks]


# ----------------------------------------------------------------------------- before / after
def _fkey(f: dict) -> tuple:
    return (f["type"], f.get("source") or " ".join((f.get("sass") or "").split()))


def _metrics(r: dict) -> dict:
    b = r["breakdown"]
    return {"total_stall": r["total_stall"], "shared_wavefronts": b["shared_wavefronts"],
            "excess_wavefronts": b["excess_wavefronts"], "lds_stall": r["lds_stall"],
            "lds_share": r["lds_share"], "barrier_stall": b["barrier"]}


def diff_reports(before: dict, after: dict) -> dict:
    kb = {_fkey(f): f for f in before["findings"]}
    ka = {_fkey(f): f for f in after["findings"]}

    def brief(f, other=None):
        d = {"type": f["type"], "pc": f.get("pc"), "sass": f.get("sass"), "source": f.get("source"),
             "cost": f["cost"], "cost_unit": f.get("cost_unit")}
        if other is not None:
            d["cost_before"] = other["cost"]
        return d
    mb, ma = _metrics(before), _metrics(after)
    warn = [f"the {side} report is unusable ({r['trace']['reason']}): the comparison means nothing"
            for side, r in (("before", before), ("after", after)) if not r["trace"]["usable"]]
    return {"schema": DIFF_SCHEMA, "vendor": "nvidia", "kernel_before": before["kernel"],
            "kernel_after": after["kernel"], "matched_by": "source line, else SASS text",
            "per": "launch", "warnings": warn,
            "before": mb, "after": ma,
            "change": {k: (round(ma[k] - mb[k], 4) if isinstance(mb[k], float) else ma[k] - mb[k])
                       for k in mb},
            "resolved": [brief(kb[k]) for k in kb if k not in ka],
            "new": [brief(ka[k]) for k in ka if k not in kb],
            "remaining": [brief(ka[k], kb[k]) for k in ka if k in kb]}
