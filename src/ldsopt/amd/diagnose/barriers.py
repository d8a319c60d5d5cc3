"""Barrier stall split per workgroup: waiting for a late wave vs the barrier's own cost.

A workgroup's waves run on one CU and leave an `s_barrier` together: the same cycle, within the
trace's 4-cycle time resolution (checked on the public gfx950 bundles: the waves of a workgroup
resume within 4 cycles of each other).  So the barrier instances of the wave files on one CU
that end within ``RELEASE_WINDOW`` cycles of each other are one barrier of one workgroup.  For
each wave of such a group, with `a` its arrival (issue time of the s_barrier) and `a_last` the
last arrival in the group:

- ``barrier:late_memory``: the part of `a_last - a` that the last wave spent, since its previous
  barrier, stalled on scalar or vector memory (waits on loads, and loads that could not issue)
  beyond what this wave spent so: this wave waits because another wave's loads were slow.  Merging reductions does not recover it.
- ``barrier:late_other``: the rest of `a_last - a` (the last wave had more work or more LDS stall).
- ``barrier:sync``: the stall after the last wave arrived (the barrier itself; with all waves on
  time this is all there is).  This is what fewer barriers recover.

A barrier instance with no other traced wave of its workgroup stays ``barrier:unsplit`` (the
trace does not show when the other waves arrived), unless the workgroup is known to be one wave
(then it is all ``barrier:sync``).
"""

from __future__ import annotations

import numpy as np

RELEASE_WINDOW = 8


def split_barriers(waves, inst, mem_marks, wg_waves: int | None = None) -> dict:
    """`inst`: [(wave index, line, arrival time, stall)]; `mem_marks[w]`: [(time, memory-wait
    stall)] of wave w.  Returns {"per_instance": {(wave, line): {category: cycles}}, "summary"}."""
    per: dict = {}
    summary = {"instances": len(inst), "groups": 0, "grouped_instances": 0, "unsplit_instances": 0,
               "waves_per_group": None}
    if not inst:
        return {"per_instance": per, "summary": summary}
    cum = []
    for marks in mem_marks:
        if marks:
            ts = np.array([m[0] for m in marks], dtype=np.int64)
            cs = np.cumsum([m[1] for m in marks])
            cum.append((ts, cs))
        else:
            cum.append(None)

    def mem_between(w, lo, hi):
        c = cum[w]
        if c is None:
            return 0
        ts, cs = c
        a = int(np.searchsorted(ts, lo, side="left"))
        z = int(np.searchsorted(ts, hi, side="left"))
        if z <= a:
            return 0
        return int(cs[z - 1] - (cs[a - 1] if a > 0 else 0))

    # previous release per wave instance (or the wave's begin)
    by_wave: dict = {}
    for k, (w, _ln, t, s) in enumerate(inst):
        by_wave.setdefault(w, []).append(k)
    prev_rel = {}
    for w, ks in by_wave.items():
        ks.sort(key=lambda k: inst[k][2])
        last = waves[w].begin
        for k in ks:
            prev_rel[k] = last
            last = inst[k][2] + inst[k][3]
    # clusters per CU by release time
    groups: dict = {}
    for k, (w, _ln, t, s) in enumerate(inst):
        groups.setdefault((waves[w].se, waves[w].cu), []).append(k)
    sizes = []

    def add(w, line, cat, cyc):
        if cyc > 0:
            d = per.setdefault((w, line), {})
            d[cat] = d.get(cat, 0) + cyc

    for ks in groups.values():
        ks.sort(key=lambda k: inst[k][2] + inst[k][3])
        clusters, cur, seen = [], [], set()
        for k in ks:
            w = inst[k][0]
            rel = inst[k][2] + inst[k][3]
            if cur and (rel - (inst[cur[0]][2] + inst[cur[0]][3]) > RELEASE_WINDOW or w in seen
                        or (wg_waves and len(cur) >= wg_waves)):
                clusters.append(cur)
                cur, seen = [], set()
            cur.append(k)
            seen.add(w)
        if cur:
            clusters.append(cur)
        for cl in clusters:
            if len(cl) == 1:
                w, line, t, s = inst[cl[0]]
                if wg_waves == 1:
                    add(w, line, "barrier:sync", s)
                else:
                    add(w, line, "barrier:unsplit", s)
                    summary["unsplit_instances"] += 1
                continue
            summary["groups"] += 1
            summary["grouped_instances"] += len(cl)
            sizes.append(len(cl))
            last = max(cl, key=lambda k: inst[k][2])
            wl, _l, a_last, _s = inst[last]
            mem_last = mem_between(wl, prev_rel[last], a_last)
            for k in cl:
                w, line, a, s = inst[k]
                late = min(max(a_last - a, 0), s)
                mem_w = mem_between(w, prev_rel[k], a)
                late_mem = min(max(mem_last - mem_w, 0), late)
                add(w, line, "barrier:late_memory", late_mem)
                add(w, line, "barrier:late_other", late - late_mem)
                add(w, line, "barrier:sync", s - late)
    if sizes:
        summary["waves_per_group"] = round(float(np.mean(sizes)), 2)
    return {"per_instance": per, "summary": summary}
