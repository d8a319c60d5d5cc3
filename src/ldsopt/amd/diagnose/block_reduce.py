"""Two-barrier block reductions, found from code.json's hit counts alone.

The shape a compiler emits for a reduction across the waves of a workgroup when one wave finishes it::

    ds_write  partial[wave]        (every wave)          hit H
    s_barrier                      (B1)                  hit H
    ds_read   partial[lane]        (one wave of k)       hit H/k   <- the serial re-reduce
    cross-lane steps, v_max/v_add                          hit H/k
    ds_write  result                                       hit H/k
    s_barrier                      (B2)                  hit H
    ds_read   result               (every wave)          hit H

Hit counts are the number of traced waves that ran a row, so the rows run by one wave of each
workgroup carry H/k where H is the hit count of the barriers around them (every wave reaches a
barrier).  While that wave re-reduces, the other k-1 wait at B2; the write, B2 and the broadcast
read exist only to hand the result over.  The fix: one barrier, after which every wave reads all k
partials and reduces them itself (k values: k-1 VALU ops, no cross-lane step).

Cost (cycles a fix recovers, from code.json's Stall column; each part hand-checkable):

- the re-reduce rows' stall (the serial work the waiting waves are delayed by),
- B2's stall (the other waves waiting for it, plus the barrier's own cost),
- the waits between the re-reduce and B2 (on the result's write) and the first wait after the
  broadcast read (on that read),
- minus what the fix keeps: every wave still waits once for its read of the partials, priced at
  the re-reduce's first wait after its partial read, per wave that ran it, times H.

No wave file is needed: the structure and the costs are in code.json.
"""

from __future__ import annotations

from ldsopt.amd.isa import ds_kind, is_lds_write

_CROSS = ("ds_swizzle", "ds_bpermute", "ds_permute", "v_permlane", "row_", "quad_perm", "wave_")


def _is_read(op: str) -> bool:
    return ds_kind(op) in ("read", "read2")


def _cross_lane(r) -> bool:
    return any(m in r.op or m in r.isa for m in _CROSS)


def block_reductions(rows: list) -> list[dict]:
    """Every two-barrier block reduction in `rows` (code.json rows sorted by line).

    Returns dicts with positions: ``b1``, ``b2`` (the barriers), ``serial`` (the re-reduce rows),
    ``waves`` (k: H / the re-reduce's hit count), ``hit`` (H), ``partial_write`` (the write before
    B1), ``partial_read`` / ``result_write`` (in the re-reduce), ``broadcast_read`` (after B2).

    Examples
    --------
    >>> from types import SimpleNamespace as R
    >>> rows = [R(op=o, isa=o, hit=h, stall=0, line=i) for i, (o, h) in enumerate([
    ...     ("ds_swizzle_b32", 8), ("ds_write_b32", 8), ("s_barrier", 8), ("ds_read_b32", 2),
    ...     ("v_permlane32_swap_b32", 2), ("ds_write_b32", 2), ("s_barrier", 8), ("ds_read_b32", 8)])]
    >>> [(r["b1"], r["b2"], r["waves"]) for r in block_reductions(rows)]
    [(2, 6, 4)]
    """
    bars = [i for i, r in enumerate(rows) if r.op == "s_barrier" and r.hit > 0]
    out = []
    for b1, b2 in zip(bars, bars[1:]):
        H = rows[b1].hit
        if rows[b2].hit != H or b2 - b1 < 3:
            continue
        serial = [j for j in range(b1 + 1, b2) if 0 < rows[j].hit < H]
        if not serial:
            continue
        # the re-reducing wave runs the most of these rows (branches inside it may skip some)
        h = max(rows[j].hit for j in serial)
        if H % h or H // h < 2:
            continue
        p_read = next((j for j in serial if _is_read(rows[j].op)), None)
        r_write = next((j for j in reversed(serial) if is_lds_write(rows[j].op)), None)
        if p_read is None or r_write is None or r_write < p_read:
            continue
        lo = bars[bars.index(b1) - 1] if bars.index(b1) else -1
        p_write = next((j for j in range(b1 - 1, max(lo, b1 - 65), -1) if is_lds_write(rows[j].op)), None)
        bcast = next((j for j in range(b2 + 1, min(len(rows), b2 + 33)) if _is_read(rows[j].op)
                      and rows[j].hit == H), None)
        if p_write is None or bcast is None:
            continue
        before = range(max(lo + 1, b1 - 64), b1)
        if not any(_cross_lane(rows[j]) for j in list(before) + serial):
            continue     # a hand-off without any reduction step is not a block reduction
        out.append({"b1": b1, "b2": b2, "serial": serial, "waves": H // h, "hit": H, "serial_hit": h,
                    "partial_write": p_write, "partial_read": p_read, "result_write": r_write,
                    "broadcast_read": bcast})
    return out


def reduction_cost(rows: list, red: dict, lds_part=None) -> dict:
    """The parts of a block reduction's cost (see the module docstring), in stall cycles.
    `lds_part(row)` gives the part of a wait's stall spent on LDS (default: all of it); the
    hand-over waits count only that part (a wait there may also cover kernel-argument loads).

    Examples
    --------
    >>> from types import SimpleNamespace as R
    >>> ops = [("ds_swizzle_b32", 8, 0), ("ds_write_b32", 8, 0), ("s_barrier", 8, 10),
    ...        ("ds_read_b32", 2, 0), ("s_waitcnt lgkmcnt(0)", 2, 6), ("v_permlane32_swap_b32", 2, 4),
    ...        ("ds_write_b32", 2, 0), ("s_waitcnt lgkmcnt(0)", 8, 3), ("s_barrier", 8, 50),
    ...        ("ds_read_b32", 8, 1), ("s_waitcnt lgkmcnt(0)", 8, 16)]
    >>> rows = [R(op=o.split()[0], isa=o, hit=h, stall=s, line=i) for i, (o, h, s) in enumerate(ops)]
    >>> c = reduction_cost(rows, block_reductions(rows)[0])
    >>> (c["serial"], c["barrier"], c["handoff"], c["kept"], c["cost"])
    (10, 50, 19, 24, 55)
    """
    serial = sum(rows[j].stall for j in red["serial"])
    barrier = rows[red["b2"]].stall
    last = red["serial"][-1]
    handoff_lines = [j for j in range(last + 1, red["b2"]) if rows[j].op.startswith("s_waitcnt")]
    after = next((j for j in range(red["broadcast_read"] + 1, min(len(rows), red["broadcast_read"] + 9))
                  if rows[j].op.startswith("s_waitcnt")), None)
    if after is not None:
        handoff_lines.append(after)
    part = lds_part or (lambda r: r.stall)
    handoff = sum(int(part(rows[j])) for j in handoff_lines)
    w = next((j for j in red["serial"] if j > red["partial_read"] and rows[j].op.startswith("s_waitcnt")), None)
    kept = 0
    # the waves behind a row's Stall: its Hit, or the wave files that ran it when the stall was
    # summed from the wave files (a code.json without a Stall column)
    runs = lambda r: getattr(r, "extra", {}).get("waves_run", r.hit)  # noqa: E731
    if w is not None and runs(rows[w]):
        kept = round(part(rows[w]) / runs(rows[w]) * runs(rows[red["b1"]]))
    return {"serial": serial, "barrier": barrier, "handoff": handoff, "handoff_lines": handoff_lines,
            "kept": kept, "kept_line": w, "cost": max(0, serial + barrier + handoff - kept)}
