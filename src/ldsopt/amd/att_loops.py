"""Per-iteration load latency and compute time of the hottest loop in an ATT bundle: what the
prefetch advisor (:func:`ldsopt.budgets.prefetch.advise`) takes as a measured loop."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

from ldsopt.errors import Unsatisfiable, UsageError

_VMEM_LOADS = ("buffer_load", "global_load", "flat_load", "scratch_load", "tbuffer_load")


def att_loop_timing(path, wait_line: int | None = None) -> dict:
    """Per-iteration load latency and compute time of the hottest loop in an ATT bundle.

    In each wave file the loop is the ``s_waitcnt`` that waits for vector-memory loads, runs more
    than once, and stalls longest in total (or the one at ``wait_line``).  For each of its
    executions: ``load`` = the wait's end (issue time + duration) minus the issue time of the latest
    execution of the load it waits for; the iteration period = time between two executions of the
    wait; ``compute`` = period - the wait's stall (the part of an iteration that is not waiting).
    Medians over executions and waves.  Unsatisfiable (exit 1) when no such loop is found;
    UsageError for an unreadable wave file."""
    from ldsopt.amd.att import WAVE_RE, check_inside, find_bundles, load_bundle
    from ldsopt.inputs import read_text

    bundles = find_bundles(path)
    loads, computes, iters, stalls, per_wave = [], [], [], [], []
    periods, hidden = [], []
    ahead = checked = 0
    chosen = set()
    for bp in bundles:
        b = load_bundle(bp, read_waves=False)
        ops = {r.line: r.op for r in b.rows}
        for wf in sorted(Path(bp).iterdir()):
            if not WAVE_RE.match(wf.name):
                continue
            check_inside(wf, "wave file")
            try:
                w = json.loads(read_text(wf, "wave file"))["wave"]
                ins = w["instructions"]
                waits = w.get("waitcnt") or []
                execs: dict = {}
                for e in ins:
                    t, stall, dur, line = (int(e[0]), int(e[2]), int(e[3]), int(e[4]))
                    execs.setdefault(line, []).append((t, stall, dur))
                deps: dict = {}
                for entry in waits:
                    wl = int(entry[0])
                    prods = [int(p[0] if isinstance(p, list) else p) for p in entry[1]]
                    deps.setdefault(wl, set()).update(prods)
            except (OSError, ValueError, KeyError, TypeError, IndexError, RecursionError) as ex:
                raise UsageError(f"{wf}: not a readable ATT wave file ({type(ex).__name__})") from None
            cands = []
            for wl, prods in deps.items():
                vm = [p for p in prods if ops.get(p, "").startswith(_VMEM_LOADS)]
                if not vm or len(execs.get(wl, [])) < 2:
                    continue
                if wait_line is not None and wl != wait_line:
                    continue
                cands.append((sum(s for _, s, _ in execs[wl]), wl, vm))
            if not cands:
                continue
            _, wl, vm = max(cands)
            chosen.add(wl)
            ex_w = sorted(execs[wl])
            lat_w, comp_w = [], []
            for i, (tw, sw, dw) in enumerate(ex_w):
                end = tw + dw
                issue = [max((t for t, _, _ in execs.get(p, []) if t <= tw), default=None) for p in vm]
                issue = [x for x in issue if x is not None]
                if issue:
                    lat_w.append(end - min(issue))
                    hidden.append(max(0, end - min(issue) - sw))
                    if i > 0:     # issued before the previous execution of this wait: a whole iteration ahead
                        checked += 1
                        ahead += min(issue) < ex_w[i - 1][0]
                if i + 1 < len(ex_w):
                    comp_w.append(ex_w[i + 1][0] - tw - sw)
                    periods.append(ex_w[i + 1][0] - tw)
                stalls.append(sw)
            loads += lat_w
            computes += comp_w
            iters.append(len(ex_w))
            per_wave.append({"file": wf.name, "wait_line": wl, "executions": len(ex_w),
                             "load_median": statistics.median(lat_w) if lat_w else None,
                             "compute_median": statistics.median(comp_w) if comp_w else None})
    if not loads or not computes:
        where = f" at line {wait_line}" if wait_line is not None else ""
        # a readable trace without such a loop: well-formed, but this question has no answer in it
        raise Unsatisfiable(f"{path}: no loop found{where}: no s_waitcnt on vector-memory loads runs more than "
                         "once in any wave file (give load= and compute= instead)")
    return {"load": float(statistics.median(loads)), "compute": float(statistics.median(computes)),
            "iterations": int(statistics.median(iters)), "wait_stall": float(statistics.median(stalls)),
            "period": float(statistics.median(periods)), "hidden": float(statistics.median(hidden)),
            "issued_an_iteration_ahead": ahead, "executions_checked": checked,
            "wait_lines": sorted(chosen), "waves": per_wave}
