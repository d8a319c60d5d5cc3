"""Findings about exchanges between lanes and waves: C (cross-wave reduce serialization) and E
(cross-lane exchange through the LDS unit)."""

from __future__ import annotations

from ldsopt.amd.diagnose.block_reduce import block_reductions, reduction_cost
from ldsopt.amd.diagnose.common import Ctx, fmt_lines, make_finding, material_groups, pct
from ldsopt.amd.diagnose.kinds import LDS_KINDS, operands
from ldsopt.amd.diagnose.lanemaps import classify, permute_map, swizzle_map, valu_replacement
from ldsopt.amd.isa import ds_kind, is_lds_write

_DPP_MARKS = ("row_shr", "row_shl", "row_ror", "row_bcast", "quad_perm", "row_mirror", "row_half_mirror",
              "wave_shr", "wave_shl", "wave_ror", "wave_rol")


def _is_cross_lane(r) -> bool:
    return (ds_kind(r.op) in ("bpermute", "swizzle", "permute") or r.op.startswith("v_permlane")
            or any(m in r.isa for m in _DPP_MARKS))


# ---------------------------------------------------------------------------------------- E


def lane_map(ctx: Ctx, pos: int) -> dict:
    """The lane map of the exchange at `pos`: classify()'s dict plus "how" it was read."""
    r = ctx.rows[pos]
    k = ds_kind(r.op)
    if k == "swizzle":
        m = swizzle_map(r.isa)
        if m is None:
            return {"map": "unknown", "words": "swizzle offset not decoded", "how": "offset"}
        d = classify(m)
        d["how"] = "swizzle offset"
        return d
    ops = operands(r.isa)
    if len(ops) < 2:
        return {"map": "unknown", "words": "no address operand", "how": ""}
    vals = ctx.lanes.value(pos, ops[1])
    if vals is not None:
        d = classify(permute_map(k, vals))
        d["how"] = "address evaluated per lane"
        return d
    # partial: address = base xor/add constant, with the base unresolved
    j = ctx.lanes._def(pos, ops[1])
    if j is not None:
        t = ctx.rows[j]
        src = operands(t.isa)
        op = t.op.rsplit("_e", 1)[0] if t.op.endswith(("_e32", "_e64")) else t.op
        consts = [int(s, 0) for s in src[1:] if _is_int(s)]
        if op == "v_xor_b32" and len(consts) == 1 and consts[0] % 4 == 0 and consts[0] < 256:
            x = consts[0] // 4
            return {"map": "xor", "k": x, "words": f"lane i reads lane i xor {x}, if the base address "
                    f"(line {t.line}) is the lane's own address (lane*4)", "how": "assumed base", "assumed": True}
    return {"map": "unknown", "words": "address not evaluated (it depends on values the trace does not give)",
            "how": ""}


def _is_int(s: str) -> bool:
    try:
        int(s, 0)
        return True
    except ValueError:
        return False


def find_e(ctx: Ctx) -> list[dict]:
    items = []
    serial = ctx.cache.get("block_reduce_claimed", set())   # re-reduces a Type C finding counts
    for pos, r in enumerate(ctx.rows):
        if ctx.att.kinds.get(r.line) != "lds_xchg" or r.line in serial:
            continue
        issue = ctx.line_cat(r.line, "lds_issue")
        waits = sum(ctx.prod_waits.get(r.line, {}).values())
        if issue + waits <= 0:
            continue
        items.append({"pos": pos, "line": r.line, "cost": issue + waits, "issue": issue, "waits": waits})
    return [_e_finding(ctx, sorted(grp, key=lambda it: it["line"]), cost) for grp, cost in
            material_groups(ctx, items, lambda it: [ctx.ident(it["line"])], lambda it: it["line"], gap=160)]


def _e_finding(ctx: Ctx, grp: list, cost: float) -> dict:
    arch = ctx.b.arch
    maps: dict = {}
    for it in grp:
        info = lane_map(ctx, it["pos"])
        it["map"] = info
        key = info["words"]
        maps.setdefault(key, {"info": info, "lines": []})["lines"].append(it["line"])
    ops = sorted({ctx.by_line[it["line"]].op for it in grp})
    issue = sum(it["issue"] for it in grp)
    waits = sum(it["waits"] for it in grp)
    top = max(grp, key=lambda it: it["cost"])
    ev = [f"{len(grp)} cross-lane exchange(s) through the LDS unit ({', '.join(ops)}, lines "
          f"{fmt_lines(it['line'] for it in grp)}) cost {int(cost):,} cycles ({pct(ctx.share(cost))} of the kernel's "
          f"stall): {int(waits):,} in the waits they end, {int(issue):,} in their own issue stall",
          "lane maps: " + "; ".join(f"{m['info']['words']} (lines {fmt_lines(m['lines'], 4)})" for m in maps.values())]
    repl, missing = [], []
    for m in maps.values():
        info = m["info"]
        if info["map"] == "unknown":
            missing.append(info["words"])
            continue
        v = valu_replacement(info, arch)
        if v["exact"]:
            repl.append(f"{_short_map(info)}: {v['exact']}"
                        + (f" (in a reduction: {v['reduction']})" if v["reduction"] else ""))
        elif v["reduction"]:
            repl.append(f"{_short_map(info)} (as a reduction step): {v['reduction']}")
        else:
            missing.append(f"{_short_map(info)}: no single VALU instruction on {arch or 'this arch'}")
    pairs = _same_map_pairs(ctx, grp)
    if pairs:
        ev.append(f"{pairs} pair(s) of exchanges move two values with the same lane map one after the other")
    steps = [m["info"] for m in maps.values() if m["info"]["map"] == "xor"]
    if len(steps) >= 2:
        ks = sorted({s["k"] for s in steps})
        ev.append(f"a butterfly over lane distances {', '.join(map(str, ks))}: a reduction or sort network inside "
                  f"the wave")
    action = []
    if repl:
        where = arch or "this arch (arch unknown: gfx950 also has v_permlane16_swap / v_permlane32_swap)"
        action.append(f"do the exchanges in VALU on {where}, without LDS: " + "; ".join(repl))
    if missing:
        action.append("keep ds_bpermute only where no VALU form exists (" + "; ".join(missing) + ")")
    if pairs:
        action.append("merge the exchanges that share a lane map: pack two 16-bit values (or value and index) into "
                      "one 32-bit word, one exchange instead of two")
    if not action:
        action.append("merge reduction steps so fewer exchanges run")
    fix = {"method": "cross-lane exchange in VALU (DPP / permlane) instead of the LDS unit",
           "action": "; ".join(action), "replacements": repl,
           "flydsl": "replace the shuffle (gpu.shuffle xor / ds_bpermute) with the MLIR AMDGPU dialect's amdgpu.dpp "
                     "(quad_perm, row_*) or, on gfx950, amdgpu.permlane_swap; or gpu.subgroup_reduce with a "
                     "cluster size where it lowers to DPP",
           "hip": "replace __shfl_xor / __shfl with __builtin_amdgcn_update_dpp (quad_perm, row_shr, row_ror, "
                  "row_mirror...) or, on gfx950, __builtin_amdgcn_permlane16_swap / __builtin_amdgcn_permlane32_swap",
           "triton": "keep the reduced axis inside one wave with tl.reduce / tl.max, which the AMD backend lowers "
                     "to DPP and permlane ops; an explicit shuffle or a sort network (e.g. top-k) lowers to "
                     "ds_bpermute"}
    return make_finding(ctx, "E", "cross-lane exchange through the LDS unit", cost, top["line"],
                        [it["line"] for it in grp], ev, fix,
                        lane_maps=[{"lines": m["lines"], **{k: v for k, v in m["info"].items()}}
                                   for m in maps.values()])


def _short_map(info: dict) -> str:
    m = info["map"]
    if m == "xor":
        return f"xor {info['k']}"
    if m == "broadcast":
        return f"broadcast of lane {info['lane']}" + (f" per {info['group']}" if info["group"] < 64 else "")
    if m in ("rotate", "shift"):
        return f"{m} by {info['by']}"
    return m


def _same_map_pairs(ctx: Ctx, grp: list) -> int:
    n = 0
    for a, b in zip(grp, grp[1:]):
        if b["pos"] - a["pos"] <= 2 and a["map"]["words"] == b["map"]["words"] and a["map"]["map"] != "unknown":
            n += 1
    return n


# ---------------------------------------------------------------------------------------- C


def reduce_regions(ctx: Ctx) -> list[dict]:
    """`_reduce_regions`, computed once per diagnosis."""
    if "reduce_regions" not in ctx.cache:
        ctx.cache["reduce_regions"] = _reduce_regions(ctx)
    return ctx.cache["reduce_regions"]


def _reduce_regions(ctx: Ctx) -> list[dict]:
    """Cross-wave exchange chains ds_write -> (wait) -> s_barrier -> ds_read, grouped into regions
    when the next chain starts within 64 instructions; a region is a reduce when it starts with a
    cross-lane step (ds_bpermute / ds_swizzle / ds_permute, DPP, v_permlane)."""
    rows = ctx.rows
    n = len(rows)
    bars = [i for i, r in enumerate(rows) if r.op == "s_barrier"]
    writes = [i for i, r in enumerate(rows) if is_lds_write(r.op)]
    reads = [i for i, r in enumerate(rows) if ds_kind(r.op) in ("read", "read2")]
    import bisect
    chains = []
    for i in bars:
        k = bisect.bisect_left(writes, i) - 1
        m = bisect.bisect_right(reads, i)
        if k >= 0 and i - writes[k] <= 16 and m < len(reads) and reads[m] - i <= 16:
            chains.append((writes[k], i, reads[m]))
    # a chain ends at the wait that makes its read's data usable
    chains = [(w, i, next((j for j in range(r + 1, min(n, r + 5)) if rows[j].op.startswith("s_waitcnt")), r))
              for w, i, r in chains]
    regions: list = []
    for c in chains:
        if regions and c[0] - regions[-1]["end"] <= 64:
            regions[-1]["chains"].append(c)
            regions[-1]["end"] = c[2]
        else:
            regions.append({"start": c[0], "end": c[2], "chains": [c]})
    cross_pos = [i for i, r in enumerate(rows) if _is_cross_lane(r)]
    out = []
    for reg in regions:
        lo = max(0, reg["start"] - 64)
        cross = [j for j in cross_pos if lo <= j <= reg["end"]]
        if not cross:
            continue     # an exchange without a cross-lane step is a tile hand-off (GEMM), not a reduce
        start = min(cross)
        chains = [c for c in reg["chains"] if c[1] > start]
        if not chains:
            continue
        out.append({"start": start, "end": reg["end"], "chains": chains, "cross_lane": cross,
                    "barriers": [j for j in range(start, reg["end"] + 1) if rows[j].op == "s_barrier"],
                    "reads": [j for j in range(start, reg["end"] + 1) if ds_kind(rows[j].op) in ("read", "read2")]})
    return out


def block_reductions_of(ctx: Ctx) -> list[dict]:
    """`block_reduce.block_reductions` of the kernel, computed once per diagnosis."""
    if "block_reductions" not in ctx.cache:
        reds = block_reductions(ctx.rows)
        ctx.cache["block_reductions"] = reds
        ctx.cache["block_reduce_lines"] = {ctx.rows[j].line for red in reds
                                           for j in red["serial"] + [red["broadcast_read"]]}
    return ctx.cache["block_reductions"]


def find_c(ctx: Ctx) -> list[dict]:
    reds = block_reductions_of(ctx)
    out = []
    for red in reds:
        f = _block_finding(ctx, red, reds)
        if f is not None:
            out.append(f)
            # the re-reduce's exchanges are this finding's cost, not Type E's
            ctx.cache.setdefault("block_reduce_claimed", set()).update(ctx.rows[j].line for j in red["serial"])
    done = {red["b2"] for red in reds}
    for reg in reduce_regions(ctx):
        if len(reg["barriers"]) < ctx.th.c_min_barriers or done & set(reg["barriers"]):
            continue
        split = {"barrier:sync": 0, "barrier:late_memory": 0, "barrier:late_other": 0, "barrier:unsplit": 0}
        for j in reg["barriers"]:
            for c in split:
                split[c] += ctx.line_cat(ctx.rows[j].line, c)
        lds_wait, other_wait = 0, 0
        for j in range(reg["start"], reg["end"] + 1):
            r = ctx.rows[j]
            if not r.op.startswith("s_waitcnt") or r.line in ctx.counted_waits:
                continue
            for key, cyc in ctx.att.parts.get(r.line, {}).items():
                if key[0] == "prod" and key[1] and ctx.att.kinds.get(key[1]) in ("lds_read", "lds_write", "lds_other"):
                    lds_wait += cyc   # waits on exchanges in LDS memory; waits on ds_swizzle/bpermute are Type E
                elif key[0] == "prod" and key[1] and ctx.att.kinds.get(key[1]) in LDS_KINDS:
                    continue
                else:
                    other_wait += cyc
        cost = split["barrier:sync"] + lds_wait
        if ctx.share(cost) < ctx.th.min_share:
            continue
        first, last = ctx.rows[reg["start"]], ctx.rows[reg["end"]]
        hottest = max((ctx.rows[j] for j in reg["barriers"]), key=lambda x: x.stall)
        steps = sorted({ctx.rows[j].op for j in reg["cross_lane"]})
        ev = [f"lines {first.line}-{last.line}: {len(reg['chains'])} ds_write -> s_barrier -> ds_read exchange(s) "
              f"across waves after cross-lane steps ({', '.join(steps)}), {len(reg['barriers'])} barrier(s)",
              f"counted {int(cost):,} cycles ({pct(ctx.share(cost))}): the barriers' own cost once every wave had "
              f"arrived ({split['barrier:sync']:,}) and the waits on LDS reads/writes in the region "
              f"({int(lds_wait):,}; waits on cross-lane exchanges are Type E, waits counted by a Type B finding "
              f"are not counted again)",
              f"not counted: waves waiting for a wave delayed by memory ({split['barrier:late_memory']:,}) or by "
              f"other work ({split['barrier:late_other']:,}), and waits on scalar/vector memory in the region "
              f"({int(other_wait):,}): fewer barriers do not recover them"]
        if split["barrier:unsplit"]:
            ev.append(f"{split['barrier:unsplit']:,} cycles of barrier stall could not be split (no other wave of the "
                      f"workgroup in the wave files) and are not counted")
        fix = {"method": "merge reductions, fewer cross-wave exchanges",
               "action": "merge the reductions that share this exchange (e.g. max and sum of a softmax in one pass, "
                         "exchanging the pair) so the waves meet at one barrier instead of several; do the intra-wave "
                         "steps in VALU (DPP / permlane, see any Type E finding) before the single LDS exchange",
               "flydsl": "reduce (max, sum) as one tuple per wave, write both partials with one SmemPtr store and one "
                         "gpu.barrier()",
               "hip": "one __syncthreads() per merged reduction: write (max, sum) partials together, read them "
                      "after one barrier",
               "triton": "fuse the reductions into one tl.reduce over a tuple (combine_fn on (max, sum))"}
        out.append(make_finding(ctx, "C", "cross-wave reduce serialization", cost, hottest.line,
                                [ctx.rows[j].line for c in reg["chains"] for j in (c[0],)]
                                + [ctx.rows[j].line for j in reg["reads"]], ev, fix,
                                lines=[ctx.rows[j].line for j in reg["barriers"]],
                                region=[first.line, last.line], barriers=len(reg["barriers"]),
                                barrier_split=split))
    return out


def _lds_wait_part(ctx: Ctx, r) -> float:
    """The part of a wait's stall spent on LDS producers (the per-wave attribution's split)."""
    parts = ctx.att.parts.get(r.line)
    if not parts:
        return r.stall
    return sum(cyc for key, cyc in parts.items() if key[0] == "prod" and key[1]
               and ctx.att.kinds.get(key[1]) in LDS_KINDS)


def _block_finding(ctx: Ctx, red: dict, reds: list) -> dict | None:
    rows = ctx.rows
    c = reduction_cost(rows, red, lambda r: _lds_wait_part(ctx, r))
    if ctx.share(c["cost"]) < ctx.th.min_share:
        return None
    k, H = red["waves"], red["hit"]
    ln = lambda j: rows[j].line  # noqa: E731
    first, last = ln(red["serial"][0]), ln(red["serial"][-1])
    steps = sorted({rows[j].op for j in red["serial"] if any(m in rows[j].isa for m in ("swizzle", "permute",
                                                                                          "permlane", "dpp"))})
    ev = [f"barriers at lines {ln(red['b1'])} and {ln(red['b2'])}: between them lines {first}-{last} ran in "
          f"{red['serial_hit']} of the {H} traced waves (1/{k}: one wave of each {k}-wave workgroup) and re-reduce "
          f"the partials written at line {ln(red['partial_write'])} (read at line {ln(red['partial_read'])}"
          + (f", {', '.join(steps)}" if steps else "") + f"), write the result at line {ln(red['result_write'])}, "
          f"which every wave reads after the second barrier (line {ln(red['broadcast_read'])})",
          f"counted {c['cost']:,} cycles ({pct(ctx.share(c['cost']))}): the re-reduce's own stall "
          f"({c['serial']:,}), the second barrier ({c['barrier']:,}: the other waves waiting for it), the waits "
          f"handing the result over (lines {fmt_lines([ln(j) for j in c['handoff_lines']])}: {c['handoff']:,}), "
          f"less what every wave still spends waiting for its read of the partials after the fix "
          f"({c['kept']:,}: line {ln(c['kept_line']) if c['kept_line'] is not None else '-'} per wave x {H})",
          "from code.json's hit counts and Stall column alone (no wave file needed)"]
    others = [r for r in reds if r is not red]
    action = (f"one barrier: every wave writes its partial, s_barrier, then every wave reads all {k} partials "
              f"and reduces them itself ({k - 1} VALU op(s), no cross-lane step); the second barrier, the result "
              f"write and the broadcast read go away")
    if others:
        action += (f"; the kernel has {len(others) + 1} such reductions (second barriers at lines "
                   f"{fmt_lines([ln(r['b2']) for r in reds])}): where one does not need the other's result, "
                   f"reduce them as one tuple through one exchange")
    fix = {"method": "single-barrier block reduction (every wave reads all partials)", "action": action,
           "flydsl": f"after the partials' store and gpu.barrier(), load all {k} partials in every wave "
                     f"(one vector load of {k} elements from the partials' SmemPtr) and reduce them in registers; "
                     f"drop the `if wave_id == 0` re-reduce, its store and the second gpu.barrier()",
           "hip": f"after __syncthreads(), every warp reads red[0..{k - 1}] (one float{k if k in (2, 4) else ''} "
                  f"load) and reduces them; remove the `if (warp == 0)` block, its store and the second "
                  f"__syncthreads()",
           "triton": "a tl.reduce over the whole block already lowers to this; the two-barrier form comes from a "
                     "hand-written two-stage reduction"}
    lds = [ln(red["partial_write"]), ln(red["partial_read"]), ln(red["result_write"]), ln(red["broadcast_read"])]
    return make_finding(ctx, "C", "two-barrier block reduction: one wave re-reduces the partials while the "
                        "others wait", c["cost"], ln(red["b2"]), lds, ev, fix,
                        lines=[ln(red["b1"]), ln(red["b2"])] + [ln(j) for j in red["serial"]],
                        region=[ln(red["partial_write"]), ln(red["broadcast_read"])], barriers=2,
                        block_reduction={"waves": k, "serial_lines": [first, last],
                                         **{key: v for key, v in c.items() if key not in ("handoff_lines",
                                                                                         "kept_line")}})
