"""Why an access still conflicts under a layout, and what would make it conflict-free.

:func:`worst_phase` finds, in the access's worst instruction, the phase and bank where two lanes ask
for different words, and says which tile elements and byte addresses they are, and how far apart
(a multiple of the bank period: banks x 4 B).  :func:`explain` adds, for a solved problem, the best
searched layout under which the access is conflict-free and what it costs the other accesses (or
that no searched layout removes it, and whether the LDS budget is what stood in the way)."""

from __future__ import annotations

import numpy as np


def worst_phase(prob, access, layout) -> str:
    """One sentence: the worst conflict of ``access`` under ``layout``."""
    from ldsopt.core.simulate import simulate, simulate_batch
    from ldsopt.patterns import addresses

    pat = access.pattern
    eb = prob.elem_bytes
    addr = addresses(layout, pat, access.inst.width if access.inst.width >= eb else None)
    res = simulate_batch(prob.arch, access.op, addr, pat.active, settings=prob.settings)
    i = int(np.argmax(res["conflicts"]))
    act = None if pat.active is None else pat.active[i]
    r = simulate(prob.arch, access.op, addr[i], act, settings=prob.settings)
    ph = max(r.phases, key=lambda p: (p.cycles - p.ideal, -p.index))
    bank, words = max(ph.bank_words.items(), key=lambda kv: (len(kv[1]), -kv[0]))
    if len(words) < 2:
        return f"instruction {i}: {r.cycles} cycles for {r.ideal} ideal"
    lanes = []
    for w in words[:2]:
        la = next(x for x in ph.lanes if w in x.words)
        row, col = (int(v) for v in pat.coords[i, la.lane])
        lanes.append((la.lane, row, col, la.address))
    (l0, r0, c0, a0), (l1, r1, c1, a1) = lanes
    period = prob.arch.banks * prob.arch.bank_bytes
    gap = abs(a1 - a0)
    how = (f"{gap} B apart, {gap // period} x the {period} B bank period" if gap % period == 0
           else f"{gap} B apart")
    return (f"instruction {i}, phase {ph.index}: lane {l0} (row {r0}, col {c0}) and lane {l1} "
            f"(row {r1}, col {c1}) need different words of bank {bank} (bytes {a0} and {a1}, {how}); "
            f"{len(words)} words in that bank make the phase {len(words)}-way")


def explain(prob, best, candidates: list, rejected: list) -> list:
    """For each access with conflicts under ``best``: ``{"access", "conflicts", "why", "fix"}``."""
    out = []
    for k, acc in enumerate(best.per_access):
        if acc["conflicts"] <= 0:
            continue
        a = prob.accesses[k]
        try:
            why = worst_phase(prob, a, best.layout)
        except Exception as e:  # noqa: BLE001 - an explanation must never stop the answer
            why = f"(no detail: {type(e).__name__})"
        alts = [c for c in candidates if c.per_access[k]["conflicts"] == 0]
        if alts:
            alt = min(alts, key=lambda c: (c.total, c.allocated))
            worse = [f"{q['name']} +{q['cycles'] - p['cycles']} cycles"
                     for p, q in zip(best.per_access, alt.per_access) if q["cycles"] > p["cycles"]]
            fix = (f"conflict-free under {alt.layout.describe()} ({alt.bytes} B), but that costs "
                   f"{_n(alt.total - best.total)} more weighted cycles in all"
                   + (f" ({', '.join(worse)})" if worse else "")
                   + (f" and {alt.allocated - best.allocated} B more LDS" if alt.allocated > best.allocated else ""))
        else:
            budget = [r for r in rejected if "more than the" in r]
            n = len(candidates)
            fix = (f"none of the {n} searched layout{'s' * (n != 1)} that fit makes it conflict-free "
                   f"(families: {', '.join(prob.families)})"
                   + (f"; {len(budget)} larger one{'s' * (len(budget) != 1)} did not fit the LDS budget "
                      "(a larger lds_budget lets the solver use them)" if budget else ""))
        out.append({"access": a.name, "conflicts": acc["conflicts"], "why": why, "fix": fix})
    return out


def _n(x) -> str:
    return f"{int(x)}" if float(x).is_integer() else f"{x:.3g}"
