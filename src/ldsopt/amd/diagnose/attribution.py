"""Per-wave attribution of every stall cycle of an ATT trace.

Each wave file lists the instructions the wave executed, with their stall, and for every
`s_waitcnt` the producers it actually waited on.  For each executed wait of each wave:

- the producers are grouped by counter domain (LDS, scalar memory, vector memory incl. direct-to-
  LDS loads); within a domain the newest producer is the one whose completion ends the wait (LDS
  and vector loads complete in order), and it gets the domain's share of the stall;
- a wait that waited on several domains (`vmcnt(N) lgkmcnt(M)`, or LDS and an `s_load` under one
  lgkmcnt) is split by estimated completion times: each domain is done at the issue time of its
  newest producer plus the domain's median latency, measured on the same trace from the waits
  that waited on that domain alone (``latency``); the stall from the wait's start to the first
  estimated completion goes to the domain finishing first, the next interval to the next one, and
  the rest of the stall to the domain finishing last (so each domain carries the stall it alone
  would have caused beyond the ones before it);
- `s_barrier` stall is split per workgroup (see `barriers.py`);
- the stall of any other instruction is its issue stall, by unit (LDS, VMEM, SMEM, MFMA, VALU...).

code.json's Stall column is the sum over all wave files of the dispatch.  When only some wave
files are present (the test fixtures keep a few), each line's attribution from the waves present
is scaled to the line's code.json total; lines no present wave executed are attributed from a
straight-line walk of the ISA (``static``), and a wait there that covers several domains stays
unsplit (``wait:mixed_static``).  Every cycle of code.json lands in exactly one category.
"""

from __future__ import annotations

import statistics
from collections import deque
from dataclasses import dataclass, field

import numpy as np

from ldsopt.amd.diagnose.kinds import DOMAIN, producer_kind, stall_category
from ldsopt.amd.isa import counters_of, parse_waitcnt

# Median completion latency per domain (cycles from issue to the end of a wait that waited on that
# domain alone), used only when a trace has no such wait.  Measured: medians over the 22 public
# gfx950 bundles of jhinpan/flydsl-kernel-profiling-lib (commit bce529c) with this module's own
# sampling (`python -m ldsopt.amd.diagnose.attribution DIR` prints them for any set of bundles).
DEFAULT_LATENCY = {"lds": 124, "smem": 604, "vmem": 1272}


@dataclass
class WaitInstance:
    wave: int
    line: int
    time: int
    stall: int
    producers: list          # [(line, issue time or None)]


@dataclass
class Attribution:
    parts: dict                       # line -> {key: cycles}; key ("cat", name) or ("prod", line)
    categories: dict                  # category -> cycles over the kernel (code.json units)
    latency: dict                     # domain -> {"median", "samples", "source"}
    coverage: float                   # share of code.json stall the wave files present account for
    static_lines: list                # lines attributed without a wave file
    waves: list                       # per-wave records
    barrier: dict = field(default_factory=dict)
    wait_instances: list = field(default_factory=list)   # WaitInstance of every wave
    kinds: dict = field(default_factory=dict)             # line -> producer kind
    executed_lines: set = field(default_factory=set)      # lines some wave file ran
    # (line, wave files' stall, code.json's stall) where the wave files present hold more stall for
    # a line than code.json's sum over every wave file of the dispatch: files that do not belong
    over: list = field(default_factory=list)

    def wait_producer_cycles(self, wait_line: int) -> dict:
        """producer line -> cycles of this wait attributed to it (0: nothing outstanding)."""
        return {k[1]: v for k, v in self.parts.get(wait_line, {}).items() if k[0] == "prod"}


def category_of_producer(kind: str) -> str:
    return "wait:" + kind


# ---------------------------------------------------------------------------------------------


def static_producers(rows) -> dict:
    """Straight-line walk of the ISA in program order: for each wait (by position), the producers
    (positions) its lgkmcnt / vmcnt fields force to complete.  Linear time: each producer leaves the
    outstanding queues once.  Branches are not followed."""
    lg: deque = deque()
    vm: deque = deque()
    out: dict = {}
    for i, r in enumerate(rows):
        op = r.op
        if op.startswith("s_waitcnt"):
            w = parse_waitcnt(r.isa) or {}
            got = []
            for name, q in (("lgkmcnt", lg), ("vmcnt", vm)):
                if name in w:
                    keep = max(0, w[name])
                    while len(q) > keep:
                        got.append(q.popleft())
            out[i] = sorted(got)
            continue
        if op == "s_endpgm":
            lg.clear()
            vm.clear()
            continue
        c = counters_of(op)
        if "lgkm" in c:
            lg.append(i)
        if "vm" in c:
            vm.append(i)
    return out


def _split(t0: int, stall: int, finish: dict) -> dict:
    """Chain split of a stall over domains by estimated completion times (see module doc)."""
    t1 = t0 + stall
    order = sorted(finish, key=lambda d: finish[d])
    out, prev = {}, t0
    for i, d in enumerate(order):
        end = t1 if i == len(order) - 1 else min(max(finish[d], t0), t1)
        out[d] = max(0, end - prev)
        prev = max(prev, end)
    return out


def attribute(b, wg_waves: int | None = None) -> Attribution:
    """Attribute every stall cycle of bundle `b` (see module doc)."""
    from ldsopt.amd.diagnose.barriers import split_barriers
    rows = sorted(b.rows, key=lambda r: r.line)
    by_line = {r.line: r for r in rows}
    kinds = {r.line: producer_kind(r.op, r.isa) for r in rows}
    cats = {r.line: stall_category(r.op, r.isa, kinds[r.line]) for r in rows}
    maxline = max(by_line, default=0)
    cat_names = sorted(set(cats.values()))
    cat_id = {c: i for i, c in enumerate(cat_names)}
    lut = np.full(maxline + 2, -1, dtype=np.int64)
    for ln, c in cats.items():
        if ln >= 0:
            lut[ln] = cat_id[c]

    # ---- pass 1: per wave, instruction categories and wait instances
    wave_line_stall: dict = {}          # line -> stall summed over the wave files present
    per_wave_cat = []
    instances: list[WaitInstance] = []
    barrier_inst = []                   # (wave, line, time, stall)
    mem_marks = [[] for _ in b.waves]   # per wave: (time, stall in memory) for the barrier split
    mem_cats = [cat_id[c] for c in ("vmem_issue", "smem_issue") if c in cat_id]
    static_by_line = None
    for wi, w in enumerate(b.waves):
        ins = w.instructions
        if len(ins) == 0:
            per_wave_cat.append({})
            continue
        t, st, ln = ins[:, 0], ins[:, 2], ins[:, 4]
        valid = (ln >= 0) & (ln <= maxline)
        lids = np.where(valid, lut[np.clip(ln, 0, maxline)], -1)
        cw = {}
        for ci, c in enumerate(cat_names):
            if c in ("wait", "barrier"):
                continue
            s = int(st[lids == ci].sum())
            if s:
                cw[c] = s
        unknown = int(st[lids < 0].sum())
        if unknown:
            cw["other"] = cw.get("other", 0) + unknown
        per_wave_cat.append(cw)
        if mem_cats:
            sel = np.isin(lids, mem_cats) & (st > 0)
            mem_marks[wi].extend(zip(t[sel].tolist(), st[sel].tolist()))
        uniq, inv = np.unique(ln, return_inverse=True)
        sums = np.bincount(inv, weights=st)
        for u, s in zip(uniq.tolist(), sums.tolist()):
            wave_line_stall[u] = wave_line_stall.get(u, 0) + int(s)
        # execution times per line, for producer issue times
        order = np.argsort(ln, kind="stable")
        sl, stimes = ln[order], t[order]
        starts = np.searchsorted(sl, uniq, side="left")
        ends = np.searchsorted(sl, uniq, side="right")
        times_of = {u: stimes[a:e] for u, a, e in zip(uniq.tolist(), starts.tolist(), ends.tolist())}
        entries = w.waitcnt
        if entries is None:
            # a wave file without `waitcnt` lists: each executed wait's producers from the
            # straight-line walk (what its counters force to complete), in execution order
            if static_by_line is None:
                sp = static_producers(rows)
                static_by_line = {rows[i].line: [rows[j].line for j in js] for i, js in sp.items()}
            entries = [(int(x), static_by_line.get(int(x), [])) for x in ln[lids == cat_id.get("wait", -2)]]
        ep = 0
        wait_rows = np.nonzero(lids == cat_id.get("wait", -2))[0]
        bar_rows = np.nonzero(lids == cat_id.get("barrier", -2))[0]
        for k in wait_rows.tolist():
            line = int(ln[k])
            prods: list = []
            while ep < len(entries) and entries[ep][0] == line:
                prods.extend(entries[ep][1])
                ep += 1
            t0 = int(t[k])
            withtime = []
            for p in dict.fromkeys(prods):
                ts = times_of.get(p)
                issue = None
                if ts is not None and len(ts):
                    j = int(np.searchsorted(ts, t0, side="right")) - 1
                    if j >= 0:
                        issue = int(ts[j])
                withtime.append((p, issue))
            instances.append(WaitInstance(wi, line, t0, int(st[k]), withtime))
        for k in bar_rows.tolist():
            barrier_inst.append((wi, int(ln[k]), int(t[k]), int(st[k])))

    # ---- latency per domain, from waits on one domain alone
    samples: dict = {"lds": [], "smem": [], "vmem": []}
    for inst in instances:
        if inst.stall <= 0 or not inst.producers:
            continue
        doms = {DOMAIN.get(kinds.get(p, "other"), "other") for p, _ in inst.producers}
        if len(doms) != 1:
            continue
        d = next(iter(doms))
        issues = [i for _, i in inst.producers if i is not None]
        if d in samples and issues:
            samples[d].append(inst.time + inst.stall - max(issues))
    latency = {}
    for d, xs in samples.items():
        if xs:
            latency[d] = {"median": float(statistics.median(xs)), "samples": len(xs), "source": "this trace"}
        else:
            latency[d] = {"median": float(DEFAULT_LATENCY[d]), "samples": 0,
                          "source": "default (median over the public gfx950 traces)"}

    # ---- pass 2: split each wait instance
    wave_parts: dict = {}               # line -> {key: cycles} from the waves present
    per_wave_wait = [dict() for _ in b.waves]
    for inst in instances:
        if inst.stall <= 0:
            continue
        lp = wave_parts.setdefault(inst.line, {})
        if not inst.producers:
            lp[("prod", 0)] = lp.get(("prod", 0), 0) + inst.stall
            per_wave_wait[inst.wave]["wait:none"] = per_wave_wait[inst.wave].get("wait:none", 0) + inst.stall
            continue
        newest: dict = {}
        for p, issue in inst.producers:
            d = DOMAIN.get(kinds.get(p, "other"), "other")
            key = (issue if issue is not None else -1, p)
            if d not in newest or key > newest[d][0]:
                newest[d] = (key, p)
        if len(newest) == 1:
            split = {next(iter(newest)): inst.stall}
        else:
            finish = {d: (k[0] if k[0] >= 0 else inst.time - 10**9) + latency.get(d, {"median": 0})["median"]
                      for d, (k, _p) in newest.items()}
            split = _split(inst.time, inst.stall, finish)
        mem = 0
        for d, cyc in split.items():
            if cyc <= 0:
                continue
            p = newest[d][1]
            lp[("prod", p)] = lp.get(("prod", p), 0) + cyc
            c = category_of_producer(kinds.get(p, "other"))
            per_wave_wait[inst.wave][c] = per_wave_wait[inst.wave].get(c, 0) + cyc
            if d in ("smem", "vmem"):
                mem += cyc
        if mem:
            mem_marks[inst.wave].append((inst.time, mem))

    for marks in mem_marks:
        marks.sort()
    bar = split_barriers(b.waves, barrier_inst, mem_marks, wg_waves)
    for (wi, line), cat_cycles in bar["per_instance"].items():
        lp = wave_parts.setdefault(line, {})
        for c, cyc in cat_cycles.items():
            lp[("cat", c)] = lp.get(("cat", c), 0) + cyc
            per_wave_wait[wi][c] = per_wave_wait[wi].get(c, 0) + cyc

    # non-wait, non-barrier lines: their category
    for line, s in wave_line_stall.items():
        c = cats.get(line, "other")
        if c in ("wait", "barrier") or not s:
            continue
        lp = wave_parts.setdefault(line, {})
        lp[("cat", c)] = lp.get(("cat", c), 0) + s

    # ---- scale to code.json, static fallback for lines no wave file covers
    parts: dict = {}
    static_lines = []
    static = None
    covered = 0
    pos_of = {r.line: i for i, r in enumerate(rows)}
    over = [(r.line, wave_line_stall[r.line], r.stall) for r in rows
            if wave_line_stall.get(r.line, 0) > r.stall]
    for r in rows:
        if r.stall <= 0:
            continue
        got = wave_parts.get(r.line)
        ws = wave_line_stall.get(r.line, 0)
        if got and ws > 0:
            covered += min(ws, r.stall)
            parts[r.line] = _scale(got, r.stall, ws)
            continue
        static_lines.append(r.line)
        c = cats[r.line]
        if c == "barrier":
            parts[r.line] = {("cat", "barrier:unsplit"): r.stall}
        elif c == "wait":
            if static is None:
                static = static_producers(rows)
            prods = [rows[j].line for j in static.get(pos_of[r.line], [])]
            parts[r.line] = _static_wait(prods, kinds, r.stall)
        else:
            parts[r.line] = {("cat", c): r.stall}
    categories: dict = {}
    for line, lp in parts.items():
        for key, cyc in lp.items():
            c = key[1] if key[0] == "cat" else ("wait:none" if key[1] == 0 else category_of_producer(kinds.get(key[1], "other")))
            categories[c] = categories.get(c, 0) + cyc
    total = b.column_sums["stall"]
    waves = []
    for wi, w in enumerate(b.waves):
        d = dict(per_wave_cat[wi])
        d.update(per_wave_wait[wi])
        waves.append({"file": w.name, "executed": int(w.executed),
                      "lines": int(len(np.unique(w.instructions[:, 4]))) if w.executed else 0,
                      "stall": int(w.instructions[:, 2].sum()) if w.executed else 0,
                      "categories": dict(sorted(d.items(), key=lambda kv: -kv[1]))})
    return Attribution(parts=parts, categories=dict(sorted(categories.items(), key=lambda kv: -kv[1])),
                       latency=latency, coverage=(covered / total) if total else 1.0,
                       static_lines=static_lines, waves=waves, barrier=bar["summary"],
                       executed_lines=set(int(x) for w in b.waves for x in np.unique(w.instructions[:, 4]).tolist()),
                       wait_instances=instances, kinds=kinds, over=over)


def _scale(got: dict, target: int, have: int) -> dict:
    """Scale a line's parts from the waves present (sum `have`) to code.json's total `target`,
    keeping integers that sum exactly to `target` (largest remainder)."""
    if have == target:
        return dict(got)
    keys = list(got)
    raw = [got[k] * target / have for k in keys]
    out = {k: int(v) for k, v in zip(keys, raw)}
    rest = target - sum(out.values())
    for k, _ in sorted(zip(keys, raw), key=lambda kv: -(kv[1] - int(kv[1])))[:max(0, rest)]:
        out[k] += 1
    return out


def _static_wait(prods: list, kinds: dict, stall: int) -> dict:
    if not prods:
        return {("cat", "wait:unresolved"): stall}
    doms: dict = {}
    for p in prods:
        doms.setdefault(DOMAIN.get(kinds.get(p, "other"), "other"), []).append(p)
    if len(doms) == 1:
        return {("prod", max(next(iter(doms.values())))): stall}
    return {("cat", "wait:mixed_static"): stall}
