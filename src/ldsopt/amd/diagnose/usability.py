"""Can this trace say anything about LDS?  Executed fractions, early-exit and idle waves, coverage
of the wave files, and the warnings printed before anything else."""

from __future__ import annotations

# A trace whose traced waves ran less than this share of the kernel's instructions did not run the
# kernel body: the stall it shows is the prologue's (kernel-argument loads, the exit test).
MIN_EXECUTED = 0.10
# A wave that ran fewer distinct instructions than this share of the fullest traced wave left early
# (a wave with no work: grid tail, masked-out partition, early return).
EARLY_EXIT = 0.5


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
    if lds and lds_frac is not None and usable and lds_frac < 0.5:
        warnings.append(f"only {lds_exec} of the {len(lds)} LDS instructions executed")
    return {"usable": usable, "reason": why or None, "instructions": n, "executed": executed,
            "executed_fraction": round(frac, 4), "lds_instructions": len(lds), "lds_executed": lds_exec,
            "lds_executed_fraction": None if lds_frac is None else round(lds_frac, 4),
            "wave_files": len(waves), "early_exit_waves": len(early), "idle_waves": len(idle),
            "early_exit_files": [w["file"] for w in early][:16],
            "wave_coverage": round(att.coverage, 4), "static_lines": len(att.static_lines),
            "warnings": warnings}
