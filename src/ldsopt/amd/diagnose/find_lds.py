"""Findings about LDS reads and writes: A (bank conflicts), B (write waited on right after it is
issued), D (read waited on right before its use)."""

from __future__ import annotations

import statistics

import numpy as np

from ldsopt.amd.diagnose.addresses import bank_model, lane_addresses, unresolved_reason
from ldsopt.amd.diagnose.critical_path import judge
from ldsopt.amd.diagnose.conflict_fix import bank_conflict_fix
from ldsopt.amd.diagnose.swizzle import recover
from ldsopt.amd.diagnose.common import producer_cycles, Ctx, fmt_lines, make_finding, material_groups, pct
from ldsopt.amd.diagnose.find_exchange import block_reductions_of, reduce_regions
from ldsopt.amd.diagnose.kinds import defs_uses, regs
from ldsopt.amd.isa import ds_kind, ds_offsets, ds_width, parse_waitcnt

_SKIP = ("s_nop", "s_waitcnt", "s_setprio", "s_barrier")


def _first_use(ctx: Ctx, wpos: int, dests: set, limit: int):
    """(position, distance) of the first instruction after `wpos` reading a register of `dests`."""
    n = 0
    for j in range(wpos + 1, min(len(ctx.rows), wpos + 1 + 4 * limit)):
        r = ctx.rows[j]
        if r.op.startswith(_SKIP):
            continue
        n += 1
        if n > limit:
            return None
        _d, uses = defs_uses(r.op, r.isa)
        if uses & dests:
            return j, n
        if r.op.startswith(("s_cbranch", "s_branch", "s_endpgm")):
            return None
    return None


def judged_groups(ctx: Ctx, cands: list, prods: str, what: str):
    """Waits grouped as one finding (same access or code region), each group with the cycles a
    fix recovers once the next vector-memory wait of the step is taken into account
    (`critical_path.judge`); a group left under the minimum share becomes a note."""
    for grp, _waited in material_groups(ctx, cands, lambda c: [ctx.ident(p) for p in c[prods]],
                                        lambda c: c["wait"]):
        cost, said, note = judge(ctx, grp, what)
        if note:
            ctx.notes.append(note)
            continue
        yield grp, cost, said


# ---------------------------------------------------------------------------------------- D


def find_d(ctx: Ctx) -> list[dict]:
    # reads of a cross-wave reduce exchange belong to Type C, not to read preloading
    exchange = {ctx.rows[j].line for reg in reduce_regions(ctx) for j in reg["reads"]}
    block_reductions_of(ctx)
    exchange |= ctx.cache["block_reduce_lines"]
    cands = []
    for wl, reads in producer_cycles(ctx, "lds_read").items():
        reads = {p: c for p, c in reads.items() if p not in exchange}
        if not reads:
            continue
        wpos = ctx.pos.get(wl)
        if wpos is None or not ctx.rows[wpos].op.startswith("s_waitcnt"):
            continue
        dests = set()
        for p in reads:
            d, _u = defs_uses(ctx.by_line[p].op, ctx.by_line[p].isa)
            dests |= d
        use = _first_use(ctx, wpos, dests, ctx.th.d_max_use_distance)
        if use is None:
            continue
        cost = sum(c * (1 - ctx.claimed.get(p, 0.0)) for p, c in reads.items())
        cands.append({"wait": wl, "reads": reads, "use": ctx.rows[use[0]].line, "use_distance": use[1],
                      "cost": cost, "dest_regs": len(dests)})
    out = []
    for grp, cost, said in judged_groups(ctx, cands, "reads", "Reading LDS right before its use (Type D)"):
        f = _d_finding(ctx, grp, cost)
        if said:
            f["evidence"].append(said)
            f["critical_path"] = said
        out.append(f)
    return out


def _d_finding(ctx: Ctx, grp: list, cost: float) -> dict:
    waits = sorted(c["wait"] for c in grp)
    reads = sorted({p for c in grp for p in c["reads"]})
    top = max(grp, key=lambda c: c["cost"])
    ops = sorted({ctx.by_line[p].op for p in reads})
    uses = sorted({ctx.by_line[c["use"]].op for c in grp})
    lat = ctx.att.latency["lds"]
    # issue-to-wait time and step period from the wave files
    wl_set = set(waits)
    gap, lead = [], []
    last_t: dict = {}
    for inst in ctx.att.wait_instances:
        if inst.line not in wl_set:
            continue
        rd = [i for p, i in inst.producers if i is not None and ctx.att.kinds.get(p) == "lds_read"]
        if rd:
            lead.append(inst.time - max(rd))
        if inst.wave in last_t:
            gap.append(inst.time - last_t[inst.wave])
        last_t[inst.wave] = inst.time + inst.stall
    dist = [ctx.pos[c["wait"]] - max(ctx.pos[p] for p in c["reads"]) - 1 for c in grp]
    waited = sum(c["cost"] for c in grp)
    ev = [f"{len(waits)} wait(s) (lines {fmt_lines(waits)}) stall {int(waited):,} cycles ({pct(ctx.share(waited))} of the "
          f"kernel's stall) waiting for {', '.join(ops)} (lines {fmt_lines(reads)}); the data is used right after "
          f"each wait ({', '.join(uses)}, at most {max(c['use_distance'] for c in grp)} instruction(s) later)",
          f"a median of {statistics.median(dist):g} instruction(s)"
          + (f" / {statistics.median(lead):g} cycles" if lead else "")
          + f" between a read and its wait; LDS latency on this trace: median {lat['median']:g} cycles ({lat['source']}, "
            f"{lat['samples']} waits)",
          "per-wave attribution from the wave files: only the part of each wait that the LDS read alone caused "
          "is counted (waits that also cover scalar or vector memory are split by completion time)"]
    step = statistics.median(gap) if gap else None
    depth = 1
    if step and step > 0:
        depth = int(min(4, max(1, -(-lat["median"] // step))))
    per_step = statistics.median([c["dest_regs"] for c in grp]) if grp else 0
    extra = int(per_step * depth)
    price = vgpr_price(ctx, extra)
    lg = _partial_lgkmcnt(ctx, grp)
    action = (f"issue the LDS reads of step k+{depth} before the MFMAs of step k, so each wait finds its data "
              f"already there; cost: about {extra} more VGPRs per lane ({per_step:g} per step x {depth} step(s) "
              f"ahead)")
    if price:
        action += f"; {price}"
    if lg:
        action += "; or, with no reordering, " + lg
    fix = {"method": "read preload (software pipelining of LDS reads)", "action": action,
           "vgprs_extra": extra, "preload_depth": depth, "occupancy": price or None,
           "flydsl": "load the next K-step's LDS fragments before the MFMAs of the current step and carry them "
                     "through the loop (`range(..., init=[frags_next, acc])`), or deepen the LDS->register stage "
                     "of the pipeline",
           "hip": "double-buffer the register fragments: read `a_next = lds[...]` / `b_next` for step k+1 before "
                  "the `__builtin_amdgcn_mfma_*` calls of step k, swap at the end of the step",
           "triton": "let the AMD stream pipeliner overlap LDS loads with the dot (num_stages >= 2), or split the "
                     "K loop by hand so tl.dot of step k uses operands loaded in step k-1"}
    return make_finding(ctx, "D", "LDS read waited on right before its use", cost, top["wait"], reads, ev, fix,
                        lines=waits, waits=waits, reads=reads)


def vgpr_price(ctx: Ctx, extra: int) -> str:
    """The VGPR limit on waves per SIMD before and after `extra` more VGPRs (occupancy model)."""
    if not extra or not ctx.b.arch:
        return ""
    try:
        from ldsopt.budgets.occupancy import total_vgprs, vgpr_waves
        from ldsopt.core.arch import get_arch
        a = get_arch(ctx.b.arch)
        v, ag, how = kernel_vgprs(ctx)
        before = vgpr_waves(a, total_vgprs(a, v, ag))
        after = vgpr_waves(a, total_vgprs(a, min(v + extra, 256), ag))
    except Exception:
        return ""
    word = f"keeps occupancy at {before}" if after == before else f"lowers occupancy from {before} to {after}"
    return (f"the VGPR limit {word} wave(s) per SIMD (ldsopt.budgets.occupancy; {v} VGPRs + {ag} AGPRs now, "
            f"{how})")


def kernel_vgprs(ctx: Ctx) -> tuple[int, int, str]:
    d = ctx.b.dispatch or {}
    try:
        if d.get("VGPR_Count"):
            return int(d["VGPR_Count"]), int(d.get("Accum_VGPR_Count") or 0), "from the kernel-trace CSV"
    except (TypeError, ValueError):
        pass
    vmax = amax = -1
    for t in ctx.texts:
        for kind, n in regs(t):
            if kind == "v":
                vmax = max(vmax, n)
            else:
                amax = max(amax, n)
    return vmax + 1, amax + 1, "the highest registers the ISA names"


def _partial_lgkmcnt(ctx: Ctx, grp: list) -> str:
    """A wait with lgkmcnt(0) whose first use needs only the older of several outstanding reads
    could wait with lgkmcnt(N) (LDS returns in order; only with no scalar load outstanding)."""
    sp = ctx.static
    tips = []
    for c in grp:
        wpos = ctx.pos[c["wait"]]
        w = parse_waitcnt(ctx.rows[wpos].isa) or {}
        if w.get("lgkmcnt", 1) != 0:
            continue
        prods = [ctx.rows[j] for j in sp.get(wpos, [])]
        lgkm = [r for r in prods if r.op.startswith("ds_") or r.op.startswith(("s_load", "s_buffer_load"))]
        if any(not r.op.startswith("ds_") for r in lgkm) or len(lgkm) < 2:
            continue
        _d, uses = defs_uses(ctx.by_line[c["use"]].op, ctx.by_line[c["use"]].isa)
        needed = [i for i, r in enumerate(lgkm) if defs_uses(r.op, r.isa)[0] & uses]
        if not needed:
            continue
        n = len(lgkm) - 1 - max(needed)
        if n > 0:
            tips.append((c["wait"], n))
    if not tips:
        return ""
    wl, n = tips[0]
    more = f" (and {len(tips) - 1} more wait(s) alike)" if len(tips) > 1 else ""
    return (f"wait with lgkmcnt({n}) instead of lgkmcnt(0) at line {wl}: the first use needs only the older "
            f"reads{more}")


# ---------------------------------------------------------------------------------------- B


def find_b(ctx: Ctx) -> list[dict]:
    cands = []
    for wl, writes in producer_cycles(ctx, "lds_write").items():
        wpos = ctx.pos.get(wl)
        if wpos is None:
            continue
        p = max(writes, key=lambda x: ctx.pos[x])
        dist = wpos - ctx.pos[p] - 1
        if dist > ctx.th.b_max_distance:
            continue
        cost = sum(c * (1 - ctx.claimed.get(q, 0.0)) for q, c in writes.items())
        cands.append({"wait": wl, "writes": writes, "distance": dist, "cost": cost, "write": p})
    out = []
    for grp, cost, said in judged_groups(ctx, cands, "writes", "Waiting on LDS writes right after them (Type B)"):
        top = max(grp, key=lambda c: c["cost"])
        waits = sorted(c["wait"] for c in grp)
        ctx.counted_waits.update(waits)
        writes = sorted({p for c in grp for p in c["writes"]})
        w = ctx.by_line[top["write"]]
        waited = sum(c["cost"] for c in grp)
        ev = [f"{len(waits)} wait(s) (lines {fmt_lines(waits)}) stall {int(waited):,} cycles ({pct(ctx.share(waited))}) "
              f"for LDS writes with at most {max(c['distance'] for c in grp)} instruction(s) between write and wait "
              f"(the costliest: {w.op} at line {w.line}, {top['distance']} instruction(s) before the wait at line "
              f"{top['wait']}; threshold: <= {ctx.th.b_max_distance})",
              "per-wave attribution: only the part of each wait the LDS write alone caused is counted; a wait "
              "whose last producer is a scalar load is not an LDS finding"]
        fix = {"method": "increase the write-to-read distance",
               "action": f"move independent work (next tile's global loads, address arithmetic, independent MFMAs) "
                         f"between the write at line {w.line} and the wait at line {top['wait']}; today "
                         f"{top['distance']} instruction(s)",
               "flydsl": "issue the next iteration's buffer_ops loads (and their offset computation) between the "
                         "SmemPtr store and gpu.barrier()",
               "hip": "place the next tile's global loads / independent math between the shared-memory store and "
                      "__syncthreads()",
               "triton": "raise num_stages so loads for the next iteration sit between the local store and the "
                         "barrier the compiler inserts"}
        if said:
            ev.append(said)
        out.append(make_finding(ctx, "B", "LDS write waited on right after it is issued", cost, top["wait"], writes,
                                ev, fix, lines=waits, distance=top["distance"], write_line=top["write"],
                                **({"critical_path": said} if said else {})))
    return out


# ---------------------------------------------------------------------------------------- A


def find_a(ctx: Ctx, dtype: str = "f16") -> list[dict]:
    """Bank conflicts, only where the lane addresses are known and the bank model says they
    conflict.  Cost: the instruction's own issue stall plus the waits it ends."""
    items = []
    for pos, r in enumerate(ctx.rows):
        if ds_kind(r.op) not in ("read", "write", "read2", "write2", "read_tr"):
            continue
        issue = ctx.line_cat(r.line, "lds_issue")
        waits = sum(ctx.prod_waits.get(r.line, {}).values())
        if issue + waits <= 0:
            continue
        addr = lane_addresses(ctx, pos)
        if addr is None:
            ctx.unresolved.append((r.line, unresolved_reason(ctx, pos)))
            continue
        bm = bank_model(ctx.b.arch, r.op, addr)
        if not bm or bm.get("conflicts", 0) <= 0:
            continue
        if not bm["measured"]:
            ctx.unmeasured.append(r.line)
            continue
        # what the conflict adds: the extra LDS cycles of each execution, at most the waits it ends
        extra = r.hit * (bm["cycles"] - bm["ideal"])
        claim = min(waits, extra)
        items.append({"pos": pos, "line": r.line, "cost": issue + claim, "addr": addr, "bank": bm,
                      "issue": issue, "claim": claim, "waits": waits})
    out = []
    for grp, cost in material_groups(ctx, items, lambda c: [ctx.ident(c["line"])], lambda c: c["line"]):
        for c in grp:    # the part of its waits this finding counts is not counted again by Type D
            ctx.claimed[c["line"]] = c["claim"] / c["waits"] if c["waits"] else 0.0
        top = max(grp, key=lambda c: c["cost"])
        r = ctx.rows[top["pos"]]
        bm = top["bank"] = bank_model(ctx.b.arch, r.op, top["addr"], detail=True)
        cause, better = _cause(ctx, top)
        ev = [f"{len(grp)} LDS instruction(s) (lines {fmt_lines(c['line'] for c in grp)}) conflict on {ctx.b.arch}: "
              f"{r.op} at line {r.line} takes {bm['cycles']} cycles for an ideal {bm['ideal']} "
              f"({bm['ways']}-way), on {bm['address_source']} addresses ({bm['assumption']})",
              f"cause: {cause}",
              f"cost {int(cost):,} cycles ({pct(ctx.share(cost))}): the instructions' own issue stall "
              f"({int(sum(c['issue'] for c in grp)):,}) plus, of the waits they end, the extra LDS cycles the conflict "
              f"adds per execution ({int(sum(c['claim'] for c in grp)):,})",
              f"bank model for {r.op} on {ctx.b.arch}: {bm['model']}"]
        if better:
            wide = {"method": "one wide access per lane", "action": better,
                    "flydsl": "store / load the vector as one 16-byte value (vec_width=8 for f16) at a 16-byte "
                              "aligned offset",
                    "hip": "load / store the 16 bytes as one `uint4` (or `float4`) through a 16-byte aligned pointer",
                    "triton": "keep the layout's vector width at 16 bytes (sizePerThread / vec in the shared "
                              "encoding)"}
        else:
            wide = None
        sw = recover(ctx, top["pos"])
        layout = bank_conflict_fix(ctx, top, sw, dtype)
        if sw is not None:
            ev.append(_swizzle_words(sw, "this address itself"))
        elif "kernel_swizzle" in layout:
            ev.append(_swizzle_words(layout["kernel_swizzle"], "another access of this allocation"))
        if wide:
            fix = dict(wide, layout_alternative={k: layout[k] for k in ("method", "action", "problem", "before",
                                                                        "after") if k in layout})
        else:
            fix = layout
        out.append(make_finding(ctx, "A", "LDS bank conflicts", cost, r.line, [c["line"] for c in grp], ev, fix,
                                bank_model=bm, cause=cause, confidence="addresses " + bm["address_source"],
                                **({"kernel_swizzle": layout["kernel_swizzle"]} if "kernel_swizzle" in layout
                                   else {})))
    return out


def _swizzle_words(sw: dict, what: str) -> str:
    src = f" (source: `{sw['source_text']}`)" if sw.get("source_text") else ""
    return (f"the kernel swizzles {what}: `{sw['term']}` is XOR-ed in at line {sw['line']} "
            f"(`{sw['isa']}`){src}")


def _affine_stride(addresses) -> int | None:
    a = np.asarray(addresses)
    d = np.diff(a)
    return int(d[0]) if len(d) and np.all(d == d[0]) else None


def _cause(ctx: Ctx, item: dict) -> tuple[str, str]:
    """(cause in words, wide-access fix or '')."""
    r = ctx.rows[item["pos"]]
    a = ctx.b.arch
    try:
        from ldsopt.core.arch import get_arch
        banks = get_arch(a).banks
    except Exception:
        banks = 32
    width = max(ds_width(r.op), 1)
    stride = _affine_stride(item["addr"]["addresses"])
    words = f"{item['bank']['ways']}-way"
    if stride is not None:
        cause = (f"lane stride {stride} B with {width}-byte accesses: lanes whose addresses differ by a multiple of "
                 f"{4 * banks} B ({banks} banks x 4 B) fall in the same bank ({words})")
    else:
        ex = item["bank"].get("example")
        cause = (f"lanes {', '.join(map(str, ex['lanes']))} of one phase reach {ex['words']} different words in bank "
                 f"{ex['bank']} ({words})" if ex else f"lanes of one phase map different words to one bank ({words})")
    better = _wide_alternative(ctx, item, banks)
    if better:
        cause += "; " + better[0]
        return cause, better[1]
    return cause, ""


def _wide_alternative(ctx: Ctx, item: dict, banks: int):
    """Nearby instructions whose lane addresses are this one's plus a constant and that together
    cover 16 contiguous bytes per lane: a 16-byte vector split into pieces.  Compare with one b128
    access per lane on the same addresses."""
    r = ctx.rows[item["pos"]]
    write = ds_kind(r.op) in ("write", "write2")
    own = np.asarray(item["addr"]["addresses"]) - (0 if ds_kind(r.op) in ("read2", "write2")
                                                     else ds_offsets(r.isa)["offset"])
    pieces = []          # (first byte relative to this instruction's lane base, width, line)
    for j in range(max(0, item["pos"] - 12), min(len(ctx.rows), item["pos"] + 13)):
        q = ctx.rows[j]
        k = ds_kind(q.op)
        if k not in ("read", "write", "read2", "write2") or (k in ("write", "write2")) != write:
            continue
        qa = item["addr"] if j == item["pos"] else lane_addresses(ctx, j)
        if qa is None:
            continue
        o = ds_offsets(q.isa)
        base = np.asarray(qa["addresses"]) - (0 if k in ("read2", "write2") else o["offset"])
        d = base - own
        if not np.all(d == d[0]):
            continue
        w = max(ds_width(q.op), 1)
        if k in ("read2", "write2"):
            unit = w * (64 if "st64" in q.op else 1)
            starts = [o["offset0"] * unit, o["offset1"] * unit]
        else:
            starts = [o["offset"]]
        for st in starts:
            pieces.append((int(d[0]) + st, w, q.line))
    if max(ds_width(r.op), 1) >= 16:
        return None
    mine = [p for p in pieces if p[2] == r.line]
    found = None
    for w0 in sorted({p[0] for p in pieces}):
        inside = [p for p in pieces if w0 <= p[0] and p[0] + p[1] <= w0 + 16]
        cover = set()
        for p in inside:
            cover.update(range(p[0], p[0] + p[1]))
        if cover == set(range(w0, w0 + 16)) and all(m in inside for m in mine):
            found = (w0, sorted({p[2] for p in inside}))
            break
    if found is None or len(found[1]) < 2:
        return None
    lo, sib = found
    addrs = [int(a) + lo for a in own]
    if any(a % 16 for a in addrs):
        return None      # a 16-byte access needs 16-byte aligned addresses
    wide = "ds_write_b128" if write else "ds_read_b128"
    bm = bank_model(ctx.b.arch, wide, {"addresses": addrs, "offset0": 0, "offset1": 0, "source": "", "assumption": ""},
                    detail=True)
    if not bm or "cycles" not in bm:
        return None
    n = len(sib)
    if bm["cycles"] >= n * item["bank"]["cycles"]:
        return None
    stride = _affine_stride(addrs)
    at = f" at a {stride}-byte lane stride" if stride is not None else ""
    note = "" if bm["measured"] else " (that model's lane grouping is inferred, not measured)"
    return (f"a 16-byte {'store' if write else 'load'} per lane split into {n} {r.op}{at} (lines {fmt_lines(sib)})",
            f"use one {wide} per lane at the same address: the bank model gives {bm['cycles']} cycles "
            f"({bm['ways']}-way) for it against {n} x {item['bank']['cycles']} for the {n} {r.op}{note}")
