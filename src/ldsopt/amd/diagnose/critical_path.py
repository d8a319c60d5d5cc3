"""Is a wait on LDS on the kernel's critical path, or would hiding it only move the cycles to the
next vector-memory wait of the same step?

A wave that stops waiting for LDS earlier reaches its next `s_waitcnt vmcnt` earlier; the vector
loads it waits for there were issued before and complete at the same time, so that wait grows by
what the LDS wait lost.  Per execution (cycles per Hit, the means code.json gives), a wait of `d`
cycles on LDS followed in the same step by a wait of `v` cycles on vector memory recovers
`max(0, d - v)`: nothing when the vector-memory wait is the longer one.

"The same step" is the rest of the innermost loop iteration that holds the wait: from the wait to
the loop's backward branch, then from the loop head back to the wait (the next iteration's
vector-memory wait at the top of the body is the one the wave reaches next).  Outside a loop, the
rows up to the end of the kernel.  Backward branches are read from the branch's signed 16-bit word
offset and the rows' Vaddr (target = Vaddr + 4 + 4 x offset, the SOPP encoding of the AMD ISA
guides).
"""

from __future__ import annotations

_VMEM = ("vmem_load", "vmem_store", "flat")


def _branch_target(rows: list, pos: int, by_vaddr: dict) -> int | None:
    r = rows[pos]
    if not r.op.startswith("s_cbranch") and r.op != "s_branch":
        return None
    parts = r.isa.split()
    if len(parts) < 2:
        return None
    try:
        off = int(parts[1], 0)
    except ValueError:
        return None
    if off >= 1 << 15:
        off -= 1 << 16
    return by_vaddr.get(r.vaddr + 4 + 4 * off)


def step_positions(rows: list, wpos: int) -> list[int]:
    """Positions the wave runs after `wpos` until it comes back to it (innermost loop), or to the
    end of the kernel.

    Examples
    --------
    >>> from types import SimpleNamespace as R
    >>> rows = [R(op=o.split()[0], isa=o, vaddr=4 * i) for i, o in enumerate(
    ...     ["s_mov_b32", "s_waitcnt vmcnt(0)", "v_mfma", "s_waitcnt lgkmcnt(0)", "s_cbranch_scc1 65532",
    ...      "s_endpgm"])]
    >>> step_positions(rows, 3)
    [4, 1, 2]
    """
    by_vaddr = {r.vaddr: i for i, r in enumerate(rows)}
    for j in range(wpos + 1, len(rows)):
        t = _branch_target(rows, j, by_vaddr)
        if t is not None and t <= wpos:
            return list(range(wpos + 1, j + 1)) + list(range(t, wpos))
    return list(range(wpos + 1, len(rows)))


def vmem_part(ctx, r) -> float:
    """Cycles of a wait spent on vector memory: the per-wave attribution's split when the wave files
    ran it, else the whole stall of a wait that names only vmcnt."""
    parts = ctx.att.parts.get(r.line)
    if parts:
        return sum(c for key, c in parts.items() if key[0] == "prod" and key[1]
                   and ctx.att.kinds.get(key[1]) in _VMEM)
    return r.stall if "vmcnt" in r.isa and "lgkmcnt" not in r.isa else 0.0


def _layout(ctx) -> tuple[list, list]:
    """(backward branches as (position, target), positions of waits on vector memory with their
    cycles), computed once per diagnosis."""
    if "vmem_layout" not in ctx.cache:
        rows = ctx.rows
        by_vaddr = {r.vaddr: i for i, r in enumerate(rows)}
        back = []
        for j in range(len(rows)):
            t = _branch_target(rows, j, by_vaddr)
            if t is not None and t <= j:
                back.append((j, t))
        vm = []
        for j, r in enumerate(rows):
            if r.op.startswith("s_waitcnt") and "vmcnt" in r.isa and r.hit:
                v = vmem_part(ctx, r)
                if v > 0:
                    vm.append((j, v))
        ctx.cache["vmem_layout"] = (back, vm)
    return ctx.cache["vmem_layout"]


def next_vmem_wait(ctx, wpos: int):
    """(position, vector-memory cycles) of the next wait of the same step that waits on vector
    memory (the order of `step_positions`); None when there is none."""
    import bisect
    back, vm = _layout(ctx)
    pos = [j for j, _v in vm]
    loop = next(((j, t) for j, t in back if j > wpos and t <= wpos), None)
    end = loop[0] if loop else len(ctx.rows) - 1
    k = bisect.bisect_right(pos, wpos)
    if k < len(pos) and pos[k] <= end:
        return vm[k]
    if loop:
        k = bisect.bisect_left(pos, loop[1])
        if k < len(pos) and pos[k] < wpos:
            return vm[k]
    return None


def recoverable(ctx, grp: list) -> dict:
    """The cycles of a group of LDS waits (items with "wait" line and "cost") that a fix recovers,
    wait by wait: max(0, d - v) per execution, times the wait's Hit."""
    total, rec, bound = 0.0, 0.0, []
    for c in grp:
        r = ctx.by_line[c["wait"]]
        total += c["cost"]
        nxt = next_vmem_wait(ctx, ctx.pos[c["wait"]])
        if nxt is None or not r.hit:
            rec += c["cost"]
            continue
        vr = ctx.rows[nxt[0]]
        d, v = c["cost"] / r.hit, nxt[1] / vr.hit
        rec += r.hit * max(0.0, d - v)
        bound.append((c["wait"], vr.line, d, v))
    return {"waited": total, "recoverable": rec, "bound": bound}


def vmem_share(ctx) -> float:
    acc = ctx.att.categories
    return sum(acc.get("wait:" + k, 0) for k in _VMEM) / ctx.total if ctx.total else 0.0


def judge(ctx, grp: list, what: str):
    """(recoverable cycles, an evidence sentence or None, a note or None) for a group of LDS waits:
    the note replaces the finding when what is left is under the minimum share."""
    from ldsopt.amd.diagnose.common import fmt_lines, pct
    res = recoverable(ctx, grp)
    if not res["bound"]:
        return res["recoverable"], None, None
    ratio = sorted(v / d for _w, _vl, d, v in res["bound"] if d > 0)
    mid = ratio[len(ratio) // 2] if ratio else 0.0
    longer = sum(1 for _w, _vl, d, v in res["bound"] if v >= d)
    said = (f"{len(res['bound'])} of the {len(grp)} waits (lines {fmt_lines([b[0] for b in res['bound']])}) are "
            f"followed in the same step by a wait on vector memory (lines "
            f"{fmt_lines(sorted({b[1] for b in res['bound']}))}, median {mid:.1f}x as long per execution"
            f"{f'; {longer} longer than the LDS wait' if longer else ''}): hiding an LDS wait moves up to that "
            f"wait's length there; recoverable {int(res['recoverable']):,} of the {int(res['waited']):,} waited")
    note = None
    if ctx.share(res["recoverable"]) < ctx.th.min_share:
        note = (f"LDS is not what this kernel waits on: vector loads are, {pct(vmem_share(ctx))} of the stall. "
                f"{what} waits {int(res['waited']):,} cycles ({pct(ctx.share(res['waited']))}), but {said}: no "
                f"finding; shorten the vector-memory waits first (prefetch the next tile's loads earlier)")
    return res["recoverable"], said, note
