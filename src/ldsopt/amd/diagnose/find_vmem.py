"""Finding F: a vector-memory wait that drains direct-to-LDS loads before an LDS read.

Direct-to-LDS loads (`buffer_load_* ... lds`, `global_load_lds_*`) write LDS at M0 (+ the lane's
slot) and no VGPR, and count on VM_CNT.  Before an LDS read that may alias their destination the
compiler must wait for them (LLVM SIInsertWaitcnts waits for every outstanding LDS DMA unless
alias information proves the read disjoint).  When the loads fill the next tile and the read is
of the current one, that wait pays the loads' full latency for nothing.  This rule finds the waits
whose stall (per-wave attribution) went to direct-to-LDS loads and that are followed by an LDS
read, and states what the trace shows about the buffers: the M0 expressions of the loads, the
read's address, and whether the two ranges are disjoint when both are known.
"""

from __future__ import annotations

import re

import numpy as np

from ldsopt.amd.diagnose.addresses import lds_range
from ldsopt.amd.diagnose.common import Ctx, fmt_lines, make_finding, pct, region_groups
from ldsopt.amd.diagnose.kinds import address_vgpr, defs_uses, operands
from ldsopt.amd.isa import counters_of, ds_kind, ds_offsets, ds_width


def _m0(ctx: Ctx, pos: int) -> dict:
    """The M0 value before `pos`: {"expr": text, "value": int or None, "line": defining line}."""
    for j in range(pos - 1, max(-1, pos - 400), -1):
        r = ctx.rows[j]
        ops = operands(r.isa)
        if not ops or ops[0] != "m0":
            continue
        src = ops[1:]
        op = r.op
        vals = [_const(ctx, j, s) for s in src]
        if op in ("s_mov_b32", "s_movk_i32") and src:
            return {"expr": src[0], "value": vals[0], "line": r.line}
        if op.startswith(("s_add_i32", "s_add_u32")) and len(src) == 2:
            v = None if None in vals else (vals[0] + vals[1]) & 0xFFFFFFFF
            return {"expr": f"{src[0]} + {src[1]}", "value": v, "line": r.line}
        return {"expr": f"{op} {', '.join(src)}", "value": None, "line": r.line}
    return {"expr": "unknown", "value": None, "line": None}


def _const(ctx: Ctx, j: int, tok: str):
    try:
        return int(tok, 0)
    except ValueError:
        pass
    v = ctx.lanes.value(j, tok) if re.fullmatch(r"s\d+", tok) else None
    return int(v[0]) if v is not None else None


def _dma_width(r) -> int:
    m = re.search(r"dwordx(\d)", r.op)
    if m:
        return 4 * int(m.group(1))
    if "dword" in r.op:
        return 4
    return max(ds_width(r.op.replace("buffer_load_", "ds_read_").replace("global_load_lds_", "ds_read_")), 1)


def _next_lds_read(ctx: Ctx, wpos: int, limit: int = 48):
    for j in range(wpos + 1, min(len(ctx.rows), wpos + 1 + limit)):
        r = ctx.rows[j]
        if r.op.startswith("ds_"):
            return j if ds_kind(r.op) in ("read", "read2", "read_tr") else None
        if r.op.startswith(("s_cbranch", "s_branch", "s_endpgm")):
            return None
    return None


def find_f(ctx: Ctx) -> list[dict]:
    from ldsopt.amd.diagnose.common import producer_cycles
    cands = []
    for wl, dmas in producer_cycles(ctx, "dma").items():
        wpos = ctx.pos.get(wl)
        if wpos is None or not ctx.rows[wpos].op.startswith("s_waitcnt"):
            continue
        rd = _next_lds_read(ctx, wpos)
        if rd is None:
            continue
        drained = set(dmas)
        for inst in ctx.att.wait_instances:
            if inst.line == wl:
                drained.update(p for p, _i in inst.producers if ctx.att.kinds.get(p) == "dma")
        cands.append({"wait": wl, "dmas": dmas, "drained": sorted(drained), "read": rd, "cost": sum(dmas.values())})
    out = []
    groups: dict = {}
    for run in region_groups([c["wait"] for c in cands], gap=200):
        key = run[0]
        for ln in run:
            groups.setdefault(key, []).extend(c for c in cands if c["wait"] == ln)
    for grp in groups.values():
        verdicts = [_need(ctx, c) for c in grp]
        keep = [(c, v) for c, v in zip(grp, verdicts) if v["verdict"] != "overlap"]
        needed = [c for c, v in zip(grp, verdicts) if v["verdict"] == "overlap"]
        if needed and ctx.share(sum(c["cost"] for c in needed)) >= ctx.th.min_share:
            ctx.notes.append(f"the waits at lines {fmt_lines(c['wait'] for c in needed)} stall "
                             f"{pct(ctx.share(sum(c['cost'] for c in needed)))} of the kernel on direct-to-LDS loads "
                             f"that the reads after them need (their lane addresses overlap): the loads come right "
                             f"before their use; issuing them a pipeline stage earlier hides them")
        cost = sum(c["cost"] for c, _v in keep)
        if not keep or ctx.share(cost) < ctx.th.min_share:
            continue
        out.append(_f_finding(ctx, keep, cost))
    return out


def _reads_after(ctx: Ctx, wpos: int, first: int, limit: int = 16) -> list[int]:
    """The LDS reads the wait guards: from the first one on, the reads among the next `limit`
    instructions, up to the next wait, barrier or LDS write."""
    out = []
    for j in range(first, min(len(ctx.rows), first + limit)):
        op = ctx.rows[j].op
        if j > first and (op.startswith(("s_waitcnt", "s_barrier")) or ds_kind(op) in ("write", "write2")):
            break
        if ds_kind(op) in ("read", "read2", "read_tr"):
            out.append(j)
    return out


def _need(ctx: Ctx, c: dict) -> dict:
    """Do the drained loads write what the reads after the wait read?  'disjoint' / 'overlap'
    when every range is known (addresses.lds_range) with the same wave-uniform base, else
    'unknown'."""
    loads = []
    ranges = []
    for p in c["drained"]:
        pos = ctx.pos[p]
        m0 = _m0(ctx, pos)
        w = _dma_width(ctx.rows[pos])
        rng = lds_range(ctx, pos, w, m0["value"])
        loads.append({"line": p, "m0": m0["expr"], "m0_value": m0["value"], "m0_line": m0["line"],
                      "bytes": 64 * w, "range": None if rng is None else [rng[0], rng[1]]})
        ranges.append(rng)
    reads = []
    rranges = []
    for rpos in _reads_after(ctx, ctx.pos[c["wait"]], c["read"]):
        r = ctx.rows[rpos]
        reg = address_vgpr(r.isa)
        offs = ds_offsets(r.isa)
        rng = lds_range(ctx, rpos, max(ds_width(r.op), 1))
        reads.append({"line": r.line, "isa": r.isa, "range": None if rng is None else [rng[0], rng[1]],
                      "address": f"v{reg}" + (f" + {offs['offset']}" if offs["offset"] else "")})
        rranges.append(rng)
    read = reads[0]
    known = ranges + rranges
    if any(x is None for x in known) or len({x[2] for x in known}) != 1:
        return {"verdict": "unknown", "loads": loads, "read": read, "reads": reads}
    overlap = any(a[0] < b[1] and b[0] < a[1] for a in ranges for b in rranges)
    return {"verdict": "overlap" if overlap else "disjoint", "loads": loads, "read": read, "reads": reads}


def _vmcnt_hint(ctx: Ctx, c: dict) -> str:
    """The counted wait that would keep only what the read can need: VMEM loads with a VGPR
    result used after the wait must complete; newer direct-to-LDS loads need not."""
    sp = ctx.static
    wpos = ctx.pos[c["wait"]]
    prods = [j for j in sp.get(wpos, []) if "vm" in counters_of(ctx.rows[j].op)]
    if not prods:
        return ""
    uses = set()
    for j in range(wpos + 1, min(len(ctx.rows), wpos + 40)):
        uses |= defs_uses(ctx.rows[j].op, ctx.rows[j].isa)[1]
    needed = [k for k, j in enumerate(prods) if ctx.att.kinds.get(ctx.rows[j].line) != "dma"
              and defs_uses(ctx.rows[j].op, ctx.rows[j].isa)[0] & uses]
    n = len(prods) - 1 - max(needed) if needed else len(prods)
    if n <= 0:
        return ""
    return f"vmcnt({n}) instead of the wait at line {c['wait']} keeps the {n} newest direct-to-LDS load(s) in flight"


def _f_finding(ctx: Ctx, keep: list, cost: float) -> dict:
    top, top_v = max(keep, key=lambda cv: cv[0]["cost"])
    waits = sorted(c["wait"] for c, _v in keep)
    dmas = sorted({p for c, _v in keep for p in c["drained"]})
    reads = sorted({ctx.rows[c["read"]].line for c, _v in keep})
    verdicts = {v["verdict"] for _c, v in keep}
    lead = []
    for inst in ctx.att.wait_instances:
        if inst.line in set(waits):
            ts = [i for p, i in inst.producers if i is not None and ctx.att.kinds.get(p) == "dma"]
            if ts:
                lead.append(inst.time - max(ts))
    loads = [ld for _c, v in keep for ld in v["loads"]]
    m0s = []
    for ld in loads:
        s = f"m0 = {ld['m0']}" + (f" (= {ld['m0_value']:#x})" if ld["m0_value"] is not None else "")
        if s not in m0s:
            m0s.append(s)
    ev = [f"{len(waits)} wait(s) (lines {fmt_lines(waits)}) stall {int(cost):,} cycles ({pct(ctx.share(cost))} of the "
          f"kernel's stall) on direct-to-LDS loads (lines {fmt_lines(dmas)})"
          + (f", issued a median of {int(np.median(lead))} cycles before the wait" if lead else "")
          + f"; the next LDS access after each wait is a read (lines {fmt_lines(reads)})",
          f"the loads write LDS at {'; '.join(m0s[:6])}{' ...' if len(m0s) > 6 else ''} (64 lanes x "
          f"{loads[0]['bytes'] // 64} B each)",
          f"the read after the costliest wait (line {top_v['read']['line']}) addresses {top_v['read']['address']}"]
    if verdicts == {"disjoint"}:
        lr = sorted({tuple(ld["range"]) for ld in loads})
        rr = sorted({tuple(r["range"]) for _c, v in keep for r in v["reads"]})
        show = lambda xs: ", ".join(f"[{a:#x}, {b:#x})" for a, b in xs[:4]) + (" ..." if len(xs) > 4 else "")  # noqa: E731
        ev.append(f"the loads write LDS bytes {show(lr)}; the {len(rr)} read(s) after the waits read {show(rr)}: "
                  f"disjoint, the reads do not need these loads")
        need = "the read does not need these loads"
    else:
        ev.append("whether the read covers the loads' bytes is not decidable from the trace (M0 or the read "
                  "address depends on runtime values); this is the wait a compiler must emit when it cannot "
                  "prove the read and the loads disjoint")
        need = "if the read is of another buffer (the current tile while these loads fill the next)"
    hint = _vmcnt_hint(ctx, top)
    action = (f"{need}: let the compiler see the buffers are disjoint (separate LDS allocations or alias scopes "
              f"on the direct-to-LDS loads and the reads), or wait with a counted vmcnt"
              + (f" ({hint})" if hint else "")
              + "; if the read does need them, issue these loads one pipeline stage earlier (one more LDS buffer) "
                "so the wait finds them done")
    fix = {"method": "do not drain direct-to-LDS loads the next read does not need", "action": action,
           "flydsl": "allocate the ping-pong tiles as separate SmemAllocator buffers (or mark them non-aliasing) so "
                     "the wait before reading the current tile only covers its own loads",
           "hip": "give the two LDS tiles distinct __shared__ arrays / __restrict__ pointers, or place an explicit "
                  "__builtin_amdgcn_s_waitcnt with a vmcnt that leaves the newest loads outstanding",
           "triton": "with the AMD stream pipeliner's direct-to-LDS loads, use num_stages >= 3 so the buffer being "
                     "read was filled a stage earlier"}
    return make_finding(ctx, "F", "vector-memory wait drains direct-to-LDS loads before an LDS read", cost,
                        top["wait"], dmas, ev, fix, lines=waits, buffers=loads[:16],
                        need=("disjoint" if verdicts == {"disjoint"} else "unknown"),
                        reads=[r for _c, v in keep for r in v["reads"]][:8])
