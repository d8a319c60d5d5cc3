"""Can this trace say anything about LDS?  Executed fractions, early-exit and idle waves, coverage
of the wave files, and the warnings printed before anything else."""

from __future__ import annotations

# A trace whose traced waves ran less than this share of the kernel's instructions did not run the
# kernel body: the stall it shows is the prologue's (kernel-argument loads, the exit test).
MIN_EXECUTED = 0.10
# A wave that ran fewer distinct instructions than this share of the fullest traced wave left early
# (a wave with no work: grid tail, masked-out partition, early return).
EARLY_EXIT = 0.5


def _branch_target(r, by_vaddr: dict):
    """The row a SOPP branch jumps to: its address + 4 + 4 x the signed 16-bit word offset (the
    AMDGPU ISA guides' SOPP branch rule), looked up by code.json's Vaddr; None when not found."""
    parts = r.isa.split()
    if len(parts) < 2 or not r.vaddr:
        return None
    try:
        simm = int(parts[1], 0) & 0xFFFF
    except ValueError:
        return None
    simm -= 0x10000 if simm >= 0x8000 else 0
    return by_vaddr.get(r.vaddr + 4 + 4 * simm)


def _exit_path(rows, start: int) -> int | None:
    """How many rows from position `start` run straight to an s_endpgm (it included), with no
    branch or barrier in between; None when they do not."""
    for k, r in enumerate(rows[start:]):
        if r.op == "s_endpgm":
            return k + 1
        if r.op.startswith(("s_cbranch", "s_branch", "s_setpc", "s_barrier")):
            return None
    return None


def early_exit_from_hits(rows) -> dict | None:
    """Waves that left right after the prologue, read from code.json's Hit column alone: the first
    conditional branch in the first tenth of the kernel after which the hit count drops below what
    every wave ran, and whose target (from its word offset and code.json's Vaddr) runs straight to
    s_endpgm in fewer rows than the branch skips.  A branch that skips a block and rejoins the body
    (a zero-fill done by one split-k slice, say) is not an exit.  When the target cannot be found by address, the drop counts as an
    exit only when no later row (before the straight-line exit path) ran in as many waves as the
    prologue did.  Hit counts executions, so the drop is the waves that took the branch away.
    {"waves", "of", "line", "ran"} or None.

    Examples
    --------
    >>> from types import SimpleNamespace as R
    >>> ops = [("s_load_dword", 56), ("s_cmp_lt_i32", 56), ("s_cbranch_scc1 40", 56)] + [("v_add_f32", 8)] * 40
    >>> rows = [R(op=o.split()[0], isa=o, hit=h, line=i + 1, vaddr=4 * i)
    ...         for i, (o, h) in enumerate(ops + [("s_endpgm", 56)])]
    >>> early_exit_from_hits(rows)
    {'waves': 48, 'of': 56, 'line': 3, 'ran': 4}
    >>> ops[2] = ("s_cbranch_scc1 10", 56)        # jumps over ten rows into the body: not an exit
    >>> rows = [R(op=o.split()[0], isa=o, hit=h, line=i + 1, vaddr=4 * i)
    ...         for i, (o, h) in enumerate(ops + [("s_endpgm", 56)])]
    >>> early_exit_from_hits(rows) is None
    True
    """
    rows = sorted(rows, key=lambda r: r.line)
    if len(rows) < 4 or rows[0].hit <= 0:
        return None
    h0 = rows[0].hit
    pos = {id(r): i for i, r in enumerate(rows)}
    by_vaddr = {r.vaddr: r for r in rows if getattr(r, "vaddr", 0)}
    for i in range(min(len(rows) - 1, max(1, len(rows) // 10))):
        r, nxt = rows[i], rows[i + 1]
        if not (r.op.startswith("s_cbranch") and r.hit == h0 and 0 <= nxt.hit < h0):
            continue
        tgt = _branch_target(r, by_vaddr) if hasattr(r, "isa") else None
        ran = i + 2
        if tgt is not None:
            path = _exit_path(rows, pos[id(tgt)])
            if path is None or path >= pos[id(tgt)] - i:
                continue
            ran = i + 1 + path
        else:
            tail = len(rows)
            while tail > i + 1 and rows[tail - 1].hit >= h0:      # the exit path every wave ran
                tail -= 1
            if any(x.hit >= h0 for x in rows[i + 1:tail]):
                continue
        # the exiting waves ran the rows up to the branch, then the exit path (s_endpgm at least)
        return {"waves": h0 - nxt.hit, "of": h0, "line": r.line, "ran": ran}
    return None


def usability(b, att) -> dict:
    rows = b.rows
    n = len(rows)
    executed = sum(1 for r in rows if r.hit > 0)
    lds = [r for r in rows if r.op.startswith("ds_")]
    lds_exec = sum(1 for r in lds if r.hit > 0)
    waves = att.waves
    lines = [w["lines"] for w in waves]
    full = max(lines, default=0)
    idle = [w["file"] for w in waves if w["executed"] == 0]
    early = [w for w in waves if w["executed"] and full and w["lines"] < EARLY_EXIT * full]
    frac = executed / n if n else 0.0
    lds_frac = lds_exec / len(lds) if lds else None
    usable, why = True, ""
    total = b.column_sums["stall"]
    if n == 0:
        usable, why = False, "code.json holds no instruction rows"
    elif total == 0 and executed == 0:
        usable, why = False, "no instruction executed in the traced waves"
    elif frac < MIN_EXECUTED:
        usable, why = False, (f"the traced waves ran {executed} of {n} instructions ({100 * frac:.1f}%)"
                              + (f" and {lds_exec} of the {len(lds)} LDS instructions" if lds else ""))
    elif lds and lds_exec == 0:
        usable, why = False, f"none of the {len(lds)} LDS instructions executed in the traced waves"
    warnings = []
    hx = early_exit_from_hits(rows) if n else None
    idle_files = []
    if hx:
        # wave files that ran no more than the exit path: waves that exited early
        idle_files = [w["file"] for w in waves if w["executed"] <= hx["ran"] + 2]
    if not usable:
        every = ""
        if waves and full <= MIN_EXECUTED * n:
            every = (f"; every traced wave exited early (each of the {len(waves)} ran at most {full} distinct "
                     f"instructions)")
        warnings.append(f"TRACE UNUSABLE: {why}{every}.  The kernel body did not run in the traced waves, so this "
                        f"trace says nothing about LDS; no findings are made.  Trace a dispatch (or CU / shader "
                        f"engine) whose waves do the work.")
    elif early:
        st = sum(w["stall"] for w in early)
        ws = sum(w["stall"] for w in waves) or 1
        warnings.append(f"{len(early)} of {len(waves)} traced waves exited early (ran {min(w['executed'] for w in early)}"
                        f"-{max(w['executed'] for w in early)} instructions; the fullest ran {max(w['executed'] for w in waves)}"
                        f"): {100 * st / ws:.0f}% of the wave files' stall is theirs (kernel-argument loads, exit test)")
    if hx and usable:
        warnings.append(f"{hx['waves']} of the {hx['of']} traced waves exited early, from code.json's hit counts: the "
                        f"branch at line {hx['line']} took them to the end after about {hx['ran']} instructions")
    if hx and waves and len(idle_files) == len(waves) and usable:
        body = sum(r.stall for r in rows if r.line > hx["line"] and r.hit and r.hit < hx["of"])
        warnings.append(f"every wave file ({len(waves)}) is a wave that exited early (at most {hx['ran'] + 2} "
                        f"instructions): no traced wave file ran the kernel body, so the body's stall ({body:,} cycles, "
                        f"{100 * body / total if total else 0:.0f}% of code.json's) is attributed from a static walk of "
                        f"the ISA, not from a wave; trace the waves that do the work for a measured split")
    elif idle_files:
        warnings.append(f"{len(idle_files)} of the {len(waves)} wave files are waves that exited early "
                        f"({', '.join(idle_files[:4])}{' ...' if len(idle_files) > 4 else ''})")
    if idle:
        warnings.append(f"{len(idle)} wave file(s) hold no executed instruction")
    if not waves and n:
        warnings.append("no wave files: every wait is attributed from the ISA in straight-line order and barrier "
                        "stall is not split")
    elif waves and att.coverage < 0.999 and usable:
        not_run = sum(1 for ln in att.static_lines if ln not in att.executed_lines)
        no_stall = len(att.static_lines) - not_run
        warnings.append(f"the {len(waves)} wave file(s) present account for {100 * att.coverage:.0f}% of code.json's "
                        f"stall: each line's attribution is scaled from them; {not_run} line(s) with stall that they "
                        f"did not run and {no_stall} they ran without stall are attributed from the ISA")
    over = getattr(att, "over", [])
    if over:
        ln, ws, cs = max(over, key=lambda o: o[1] - o[2])
        warnings.append(f"the wave files disagree with code.json: on {len(over)} line(s) they hold more stall than "
                        f"code.json's sum over every wave of the dispatch (line {ln}: {ws:,} > {cs:,}); they are "
                        f"not all from this dispatch, or a file was edited: each line is scaled to code.json's total")
    ghost = [r for r in rows if r.hit == 0 and r.stall > 0]
    if ghost:
        # Stall is summed over the executions that Hit counts: stall without a hit is a row whose
        # columns disagree (an edited or mis-merged code.json); said, and counted as recorded
        warnings.append(f"{len(ghost)} row(s) of code.json have Stall but Hit 0 (line(s) "
                        f"{', '.join(str(r.line) for r in ghost[:6])}{' ...' if len(ghost) > 6 else ''}: "
                        f"{sum(r.stall for r in ghost):,} cycles): its columns disagree; that stall is "
                        f"counted as recorded and those rows are not counted as executed")
    if lds and lds_frac is not None and usable and lds_frac < 0.5:
        warnings.append(f"only {lds_exec} of the {len(lds)} LDS instructions executed")
    return {"usable": usable, "reason": why or None, "instructions": n, "executed": executed,
            "executed_fraction": round(frac, 4), "lds_instructions": len(lds), "lds_executed": lds_exec,
            "lds_executed_fraction": None if lds_frac is None else round(lds_frac, 4),
            "wave_files": len(waves), "early_exit_waves": max(len(early), hx["waves"] if hx else 0),
            "early_exit_wave_files": sorted(set(idle_files) | {w["file"] for w in early}),
            "early_exit_from_hits": hx, "idle_waves": len(idle),
            "early_exit_files": [w["file"] for w in early][:16],
            "wave_coverage": round(att.coverage, 4), "static_lines": len(att.static_lines),
            "warnings": warnings}
