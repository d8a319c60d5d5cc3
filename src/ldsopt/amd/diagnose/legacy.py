"""Diagnosis of LDS bottlenecks from an ATT bundle: stall accounting, findings of types A/B/C,
ranking, fixes, and the before/after comparison.

What is counted (also in docs/diagnose.md):
- ``total_stall``: the Stall column summed over every row of code.json.
- ``lds_stall``: Stall of every ds_* row, plus Stall of every ``s_waitcnt`` with an lgkmcnt field
  whose LGKM producers are all LDS instructions and that does not also wait for vector memory.
  The producers come from the wave files' ``waitcnt`` lists when the traced waves executed that
  wait, otherwise from a straight-line walk back through the ISA (``producers: "static"``).
- ``lds_stall_upper``: lds_stall plus the waits that wait for LDS *and* something else (scalar or
  vector memory): the stall cannot be split between them.
- ``seed_lds_stall``: the seed's count (every ds_* row plus every wait naming lgkmcnt), for
  comparison; it also counts waits on scalar loads.
Barrier stall (s_barrier) is reported beside, not in lds_stall.
"""

from __future__ import annotations

from dataclasses import dataclass

from ldsopt.amd.isa import (counters_of, ds_kind, ds_offsets, ds_width, is_lds, is_lds_write, is_vmem,
                  is_flat, lane_stride, lgkm_producers, model_addresses, parse_waitcnt)
from ldsopt.amd.att import Bundle, load_bundle

SCHEMA = "ldsopt.diagnose/1"
DIFF_SCHEMA = "ldsopt.diff/1"


@dataclass
class Thresholds:
    """The seed's thresholds (its table and 'Signs' lists).  Stall figures are code.json row totals
    (summed over every traced wave that executed the row), as in the seed's examples."""
    a_ds_total: int = 500        # ds_read/ds_write stall "> 500 cycles per instance"
    a_ds_per_hit: float = 100.0  # "ds_* instructions with stall > 100 cycles per hit"
    a_min_per_hit: float = 16.0  # refinement: a row total grows with the traced waves, so the 500 total
                                 # also needs >= 16 cycles/hit (4x a conflict-free 64-lane b128 issue)
    b_wait_total: int = 2000     # "s_waitcnt lgkmcnt(0) with > 2000 stall cycles immediately after ds_write"
    b_max_distance: int = 8      # "very few instructions between ds_write and s_waitcnt" (refinement: a number)
    c_barrier_total: int = 5000  # "barrier stall > 5000"
    c_min_barriers: int = 4      # "multiple barriers (> 4) in a reduce region"
    share: float = 0.15          # "total LDS-related stall > 15% of kernel stall"
    top: int = 10

    def to_dict(self) -> dict:
        return dict(self.__dict__)


# ----------------------------------------------------------------------------------------------
# wait classification


def _classify_wait(b: Bundle, rows, pos: int, by_line: dict, ops=None, texts=None) -> dict | None:
    r = rows[pos]
    w = parse_waitcnt(r.isa)
    if w is None or "lgkmcnt" not in w:
        return None
    deps = b.wait_deps.get(r.line)
    if deps is not None:
        prod_rows = [by_line[d] for d in deps if d in by_line]
        how = "trace"
    else:
        ops = ops if ops is not None else [x.op for x in rows]
        texts = texts if texts is not None else [x.isa for x in rows]
        prod_rows = [rows[j] for j in lgkm_producers(ops, texts, pos, w["lgkmcnt"])]
        how = "static"
    lgkm = [p for p in prod_rows if "lgkm" in counters_of(p.op)]
    vm = [p for p in prod_rows if is_vmem(p.op)] if how == "trace" else []
    lds = [p for p in lgkm if is_lds(p.op)]
    other = [p for p in lgkm if not is_lds(p.op)]
    if lds and not other and not vm:
        cls = "lds"
    elif lds:
        cls = "mixed"
    elif other:
        cls = "smem" if all(not is_flat(p.op) for p in other) else "flat"
    elif vm:
        cls = "vmem"      # the trace says the wait only waited for vector memory
    else:
        cls = "none"
    return {"class": cls, "producers": how, "lds": [p.line for p in lds],
            "other": [p.line for p in other], "vmem": [p.line for p in vm], "lgkmcnt": w["lgkmcnt"]}


def _row_dict(b: Bundle, r, **extra) -> dict:
    d = {"line": r.line, "isa": r.isa, "source": r.source, "source_text": b.source_text(r.source),
         "stall": r.stall, "hit": r.hit, "latency": r.latency, "idle": r.idle,
         "stall_per_hit": round(r.stall / r.hit, 1) if r.hit else None}
    d.update(extra)
    return d


# ----------------------------------------------------------------------------------------------
# bank model for Type A


def _bank_prediction(arch: str | None, r, stride: int | None = None) -> dict | None:
    """Run the bank model on the instruction: lane stride from the ISA when `stride` is known,
    else an assumed contiguous pattern; the assumption is stated in the result."""
    if not arch:
        return {"skipped": "arch unknown: pass --arch to run the bank model"}
    try:
        from ldsopt.core.simulate import simulate
        from ldsopt.core.arch import get_arch
        a = get_arch(arch)
    except Exception as e:  # core module missing or arch not in the datasheet
        return {"skipped": f"bank model unavailable ({e})"}
    width = ds_width(r.op)
    offs = ds_offsets(r.isa)
    kind = ds_kind(r.op)
    lanes = a.wave
    step = width if stride is None else stride
    try:
        from ldsopt.core.instructions import get_instruction
        unit = get_instruction(a, r.op).offset_unit
    except Exception as e:
        return {"skipped": f"bank model does not cover {r.op} on {arch} ({e})"}
    addresses, o0, o1, folded = model_addresses(lanes, step, width, a.lds_per_cu, a.banks,
                                                offs["offset0"], offs["offset1"], unit)
    if stride is None:
        pattern = (f"lane i at base + i*{width} B (contiguous: assumed, the trace does not record addresses "
                   f"and the ISA does not show the address as a linear function of the lane id)")
    else:
        pattern = (f"lane i at base + i*{stride} B (lane stride traced in the ISA from the work-item id; "
                   f"assumes the workgroup's x size is a multiple of {lanes} and all lanes active)")
    try:
        if kind in ("read2", "write2"):
            res = simulate(a, r.op, addresses, offset0=o0, offset1=o1)
            assumed = pattern + (f"; second address per lane from offset0={offs['offset0']}, "
                                 f"offset1={offs['offset1']} in {r.op}'s offset units")
        else:
            res = simulate(a, r.op, addresses)
            assumed = pattern
    except Exception as e:
        return {"skipped": f"bank model does not cover {r.op} on {arch} ({e})"}
    if folded:
        assumed += " (addresses folded modulo the bank period to fit the LDS size; banks unchanged)"
    return {"assumption": assumed, "stride_source": "isa" if stride is not None else "assumed",
            "lane_stride": step, "cycles": res.cycles, "ideal": res.ideal, "conflicts": res.conflicts,
            "ways": res.ways}


def _solve_problem(arch: str | None, r, dtype: str, stride: int | None = None) -> dict:
    """A problem in `ldsopt solve`'s format for the access of a Type A finding.  The lane
    coordinates are a template (lane i reads row i, column 0: the column access whose stride the
    layout must break); replace them with the kernel's real ones."""
    esize = {"f8": 1, "i8": 1, "f16": 2, "bf16": 2, "f32": 4}.get(dtype, 2)
    width = max(ds_width(r.op), 1)
    per_lane = max(width // esize, 1)
    cols = max(64, per_lane * 8)
    if stride and stride >= width and stride % esize == 0:
        cols = stride // esize      # one tile row per lane: the row length is the traced lane stride
    op = r.op.replace("read2st64", "read").replace("write2st64", "write").replace("read2", "read").replace("write2", "write")
    if ds_kind(r.op) in ("read2", "write2"):
        # the solver takes single-address instructions: model each half as the same instruction
        op = op
    return {"arch": arch or "gfx942", "tile": [64, cols], "dtype": dtype,
            "accesses": [{"name": f"L{r.line}", "op": op,
                          "coords": [[[lane, 0] for lane in range(64)]]}]}


# ----------------------------------------------------------------------------------------------
# Type C regions


def _reduce_regions(rows, waits: dict, th: Thresholds) -> list[dict]:
    """Cross-wave exchange chains: ds_write -> (wait) -> s_barrier -> ds_read, grouped into regions
    when the next chain starts within 64 instructions.  A region counts as a reduce when a
    cross-lane step (ds_bpermute / ds_swizzle / ds_permute, or DPP) or an exchange repeats."""
    n = len(rows)
    chains = []
    i = 0
    while i < n:
        if rows[i].op == "s_barrier":
            # last ds_write before it (within 16 instructions) and first ds_read after it (within 16)
            wr = next((j for j in range(i - 1, max(-1, i - 17), -1) if is_lds_write(rows[j].op)), None)
            rd = next((j for j in range(i + 1, min(n, i + 17)) if ds_kind(rows[j].op) in ("read", "read2")), None)
            if wr is not None and rd is not None:
                chains.append((wr, i, rd))
        i += 1
    regions = []
    for c in chains:
        if regions and c[0] - regions[-1]["end"] <= 64:
            regions[-1]["chains"].append(c)
            regions[-1]["end"] = c[2]
        else:
            regions.append({"start": c[0], "end": c[2], "chains": [c]})
    out = []
    for reg in regions:
        lo = max(0, reg["start"] - 64)
        hi = reg["end"]
        cross = [j for j in range(lo, hi + 1) if ds_kind(rows[j].op) in ("bpermute", "swizzle", "permute")
                 or "row_shr" in rows[j].isa or "row_bcast" in rows[j].isa or "quad_perm" in rows[j].isa
                 or rows[j].op.startswith("v_permlane")]
        if cross:
            # the reduce starts at its first cross-lane step; exchanges before it are tile hand-offs
            start = min(cross)
            chains = [c for c in reg["chains"] if c[1] > start]
            if not chains:
                continue
        else:
            start, chains = reg["start"], reg["chains"]
        barriers = [j for j in range(start, hi + 1) if rows[j].op == "s_barrier"]
        wait_idx = [j for j in range(start, hi + 1) if j in waits]
        barrier_stall = sum(rows[j].stall for j in barriers)
        wait_stall = sum(rows[j].stall for j in wait_idx)
        out.append({"start": start, "end": hi, "chains": chains, "cross_lane": cross,
                    "barriers": barriers, "barrier_stall": barrier_stall, "wait_stall": wait_stall})
    return out


# ----------------------------------------------------------------------------------------------


def diagnose_bundle(b: Bundle, th: Thresholds | None = None, dtype: str = "f16") -> dict:
    th = th or Thresholds()
    rows = sorted(b.rows, key=lambda r: r.line)
    by_line = {r.line: r for r in rows}
    total = b.column_sums["stall"]
    waits = {}
    ops = [x.op for x in rows]
    texts = [x.isa for x in rows]
    pos_of_line = {r.line: i for i, r in enumerate(rows)}
    for pos, r in enumerate(rows):
        if not r.op.startswith("s_waitcnt"):
            continue
        c = _classify_wait(b, rows, pos, by_line, ops, texts)
        if c is not None:
            waits[pos] = c
    ds_stall = sum(r.stall for r in rows if r.op.startswith("ds_"))
    wait_lds = sum(rows[p].stall for p, c in waits.items() if c["class"] == "lds")
    wait_mixed = sum(rows[p].stall for p, c in waits.items() if c["class"] == "mixed")
    wait_smem = sum(rows[p].stall for p, c in waits.items() if c["class"] in ("smem", "flat"))
    wait_none = sum(rows[p].stall for p, c in waits.items() if c["class"] == "none")
    wait_vmem = sum(rows[p].stall for p, c in waits.items() if c["class"] == "vmem")
    barrier = sum(r.stall for r in rows if r.op == "s_barrier")
    lds_stall = ds_stall + wait_lds
    seed = ds_stall + sum(r.stall for r in rows if r.op.startswith("s_waitcnt") and "lgkmcnt" in r.isa)

    # hottest LDS instructions
    hot_idx = [p for p, r in enumerate(rows) if r.op.startswith("ds_")] + \
              [p for p, c in waits.items() if c["class"] in ("lds", "mixed")]
    hot_idx.sort(key=lambda p: -rows[p].stall)
    hot = []
    for p in hot_idx[:th.top]:
        if rows[p].stall <= 0:
            break
        extra = {"kind": "ds" if rows[p].op.startswith("ds_") else "wait:" + waits[p]["class"]}
        if p in waits:
            extra["waits_for"] = {k: waits[p][k] for k in ("lds", "other", "vmem", "producers")}
        hot.append(_row_dict(b, rows[p], **extra))

    findings = []
    # Type A
    for p, r in enumerate(rows):
        k = ds_kind(r.op)
        if k not in ("read", "write", "read2", "write2", "read_tr"):
            continue
        per_hit = r.stall / r.hit if r.hit else 0.0
        if per_hit > th.a_ds_per_hit or (r.stall > th.a_ds_total and per_hit >= th.a_min_per_hit):
            pred = _bank_prediction(b.arch, r, lane_stride(texts, p))
            ev = [f"stall {r.stall} cycles on the {r.op} itself over {r.hit} hits ({per_hit:.1f}/hit; "
                  f"thresholds: > {th.a_ds_per_hit:g}/hit, or > {th.a_ds_total} total with >= {th.a_min_per_hit:g}/hit)",
                  "a stall on a ds_* instruction means the LDS queue could not take it: bank conflicts "
                  "of earlier LDS instructions are the usual cause, LDS traffic from other waves another"]
            if pred and "ways" in pred:
                ev.append(f"bank model on {b.arch}: {pred['cycles']} cycles vs ideal {pred['ideal']} "
                          f"({pred['ways']}-way) under: {pred['assumption']}")
                if pred["conflicts"] == 0 and pred["stride_source"] == "assumed":
                    ev.append("the bank model predicts no conflict for that pattern: either the lanes use another "
                              "pattern (check the kernel's indexing) or the stall is LDS queue pressure from "
                              "back-to-back LDS instructions")
            elif pred:
                ev.append(pred["skipped"])
            problem = _solve_problem(b.arch, r, dtype, (pred or {}).get("lane_stride")
                                     if (pred or {}).get("stride_source") == "isa" else None)
            conf = ("bank model predicts conflicts" if pred and pred.get("conflicts") else "stall only")
            findings.append(dict(_row_dict(b, r), type="A", title="LDS bank conflicts (stall on ds_* itself)",
                                 cost=r.stall, evidence=ev, bank_model=pred, confidence=conf,
                                 fix={"method": "seed method 1 (XOR swizzle) or 2 (padding), chosen by the solver",
                                      "command": "ldsopt solve problem.json",
                                      "problem": problem,
                                      "note": "the problem's coords are a template (lane i reads row i, col 0"
                                              + (f", rows of {pred['lane_stride']} B as traced in the ISA"
                                                 if (pred or {}).get("stride_source") == "isa" else "")
                                              + "); put the kernel's real lane coordinates in before solving"}))
    # Type B
    for p, c in waits.items():
        r = rows[p]
        if c["class"] not in ("lds", "mixed"):
            continue
        writes = [l for l in c["lds"] if is_lds_write(by_line[l].op)]
        if not writes:
            continue
        last = max(writes)
        dist = p - pos_of_line[last] - 1 if last in pos_of_line else sum(1 for x in rows if last < x.line < r.line)
        if r.stall > th.b_wait_total and dist <= th.b_max_distance:
            ev = [f"{r.isa} stalls {r.stall} cycles ({r.stall / r.hit if r.hit else 0:.1f}/hit) waiting for "
                  f"{by_line[last].op} at line {last}, {dist} instruction(s) earlier "
                  f"(threshold: > {th.b_wait_total} cycles and <= {th.b_max_distance} instructions)",
                  f"producers from {'the wave files (waitcnt dependencies)' if c['producers'] == 'trace' else 'a straight-line walk back through the ISA'}: "
                  f"LDS lines {c['lds']}" + (f", other LGKM lines {c['other']}" if c["other"] else "")
                  + (f", VMEM lines {c['vmem']}" if c["vmem"] else "")]
            if c["class"] == "mixed":
                ev.append("the wait also covers non-LDS producers: part of the stall may be theirs")
            findings.append(dict(_row_dict(b, r), type="B", title="exposed LDS write-to-read latency",
                                 cost=r.stall, distance=dist, write_line=last, evidence=ev,
                                 fix={"method": "seed method 3 (increase write-read distance)",
                                      "action": f"move independent work (next-phase global loads, address "
                                                f"arithmetic, independent MFMA) between line {last} "
                                                f"({by_line[last].op}) and line {r.line}; today {dist} instruction(s)"}))
    # Type C
    for reg in _reduce_regions(rows, waits, th):
        if not reg["cross_lane"]:
            continue  # an exchange without a cross-lane reduce step is a tile hand-off (GEMM), not a reduce
        cost = reg["barrier_stall"] + reg["wait_stall"]
        if reg["barrier_stall"] > th.c_barrier_total or len(reg["barriers"]) > th.c_min_barriers:
            first = rows[reg["start"]]
            hottest = max((rows[j] for j in reg["barriers"]), key=lambda x: x.stall)
            ev = [f"lines {first.line}-{rows[reg['end']].line}: {len(reg['chains'])} ds_write -> s_barrier -> ds_read "
                  f"exchange(s), {len(reg['barriers'])} barrier(s) stalling {reg['barrier_stall']} cycles, "
                  f"lgkmcnt waits {reg['wait_stall']} cycles (thresholds: barrier stall > {th.c_barrier_total} "
                  f"or > {th.c_min_barriers} barriers)"]
            if reg["cross_lane"]:
                ops = sorted({rows[j].op for j in reg["cross_lane"]})
                ev.append(f"cross-lane reduce steps before the exchange: {', '.join(ops)} "
                          f"({len(reg['cross_lane'])} instructions)")
            findings.append(dict(_row_dict(b, hottest), type="C", title="cross-wave reduce serialization",
                                 cost=cost, region=[first.line, rows[reg["end"]].line],
                                 barriers=len(reg["barriers"]), evidence=ev,
                                 fix={"method": "seed: merge reductions, fewer barriers",
                                      "action": "merge the reductions that share this exchange (e.g. max and sum) "
                                                "into one pass, keep the intra-wave part in DPP / ds_swizzle / "
                                                "ds_bpermute, and exchange across waves once per pass"}))
    findings.sort(key=lambda f: -f["cost"])
    for i, f in enumerate(findings, 1):
        f["rank"] = i

    # hot lgkm waits that are not LDS (explain, so nobody reads them as LDS problems)
    not_lds = []
    for p, c in sorted(waits.items(), key=lambda kv: -rows[kv[0]].stall):
        if c["class"] in ("smem", "flat", "vmem", "none") and rows[p].stall > 0 and len(not_lds) < th.top:
            prods = [by_line[l].op for l in c["other"]]
            not_lds.append(_row_dict(b, rows[p], waits_for=c["class"], producers=c["producers"],
                                     producer_lines=c["other"] or c["vmem"],
                                     why=(f"waits on {', '.join(sorted(set(prods)))} (scalar memory), not LDS"
                                          if c["class"] == "smem" else
                                          "waits only on vector memory (the lgkmcnt field had nothing to wait for)"
                                          if c["class"] == "vmem" else
                                          "no LGKM producer found in straight-line order (the producer is across a branch, e.g. a loop back-edge)" if c["class"] == "none" else
                                          f"waits on FLAT ops {c['other']}")))
    share = lds_stall / total if total else 0.0
    notes = list(b.notes)
    if not b.has_source and b.rows:
        notes.append("no source information in code.json (Source column empty): ISA-only report")
    if share > th.share:
        notes.append(f"LDS-related stall is {100 * share:.1f}% of the kernel's stall (seed threshold {100 * th.share:.0f}%)")
    return {
        "schema": SCHEMA, "bundle": str(b.path), "arch": b.arch, "arch_evidence": b.arch_evidence,
        "kernel": b.kernel, "kernels": b.kernels, "rows": b.n_code_rows, "instructions": len(rows),
        "has_source": b.has_source, "wave_files": b.wave_files,
        "column_sums": b.column_sums,
        "total_stall": total, "lds_stall": lds_stall, "lds_share": round(share, 4),
        "lds_stall_upper": lds_stall + wait_mixed,
        "breakdown": {"ds": ds_stall, "lgkm_wait_lds": wait_lds, "lgkm_wait_mixed": wait_mixed,
                      "lgkm_wait_smem": wait_smem, "lgkm_wait_vmem": wait_vmem, "lgkm_wait_unknown": wait_none,
                      "barrier": barrier,
                      "seed_lds_stall": seed},
        "counted": ("lds_stall = Stall of ds_* rows + Stall of s_waitcnt lgkmcnt rows whose LGKM producers "
                    "are all LDS and that wait for no vector memory; lds_stall_upper adds waits on LDS mixed "
                    "with other producers; seed_lds_stall is every ds_* and every lgkmcnt wait; s_barrier "
                    "stall is not counted"),
        "hot": hot, "findings": findings, "not_lds": not_lds, "notes": notes,
        "thresholds": th.to_dict(),
    }


def diagnose_path(path, arch: str | None = None, th: Thresholds | None = None, dtype: str = "f16") -> list[dict]:
    from ldsopt.amd.att import find_bundles
    return [diagnose_bundle(load_bundle(p, arch=arch), th, dtype) for p in find_bundles(path)]


# ----------------------------------------------------------------------------------------------
# before / after


def _fkey(f: dict, use_source: bool) -> tuple:
    if use_source and f.get("source"):
        return (f["type"], f["source"])
    return (f["type"], " ".join(f["isa"].split()))


def _lgkm_wait_stall(rep: dict) -> int:
    bd = rep["breakdown"]
    return (bd["lgkm_wait_lds"] + bd["lgkm_wait_mixed"] + bd["lgkm_wait_smem"] + bd["lgkm_wait_vmem"]
            + bd["lgkm_wait_unknown"])


def diff_reports(before: dict, after: dict) -> dict:
    use_source = before["has_source"] and after["has_source"]
    kb = {_fkey(f, use_source): f for f in before["findings"]}
    ka = {_fkey(f, use_source): f for f in after["findings"]}

    def brief(f, other=None):
        d = {"type": f["type"], "line": f["line"], "isa": f["isa"], "source": f["source"], "cost": f["cost"]}
        if other is not None:
            d["cost_before"] = other["cost"]
            d["line_before"] = other["line"]
        return d

    def metrics(r):
        return {"total_stall": r["total_stall"], "lgkm_wait_stall": _lgkm_wait_stall(r),
                "ds_stall": r["breakdown"]["ds"], "lds_stall": r["lds_stall"], "lds_share": r["lds_share"],
                "barrier_stall": r["breakdown"]["barrier"]}
    mb, ma = metrics(before), metrics(after)
    return {
        "schema": DIFF_SCHEMA, "kernel_before": before["kernel"], "kernel_after": after["kernel"],
        "matched_by": "source line" if use_source else "ISA text",
        "before": mb, "after": ma,
        "change": {k: (round(ma[k] - mb[k], 4) if isinstance(mb[k], float) else ma[k] - mb[k]) for k in mb},
        "resolved": [brief(kb[k]) for k in kb if k not in ka],
        "new": [brief(ka[k]) for k in ka if k not in kb],
        "remaining": [brief(ka[k], kb[k]) for k in ka if k in kb],
    }
