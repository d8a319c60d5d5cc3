"""The SIMT path engine of both emulators: which instruction runs next, for which units, in which
register file.

A :class:`Context` is one register file over every lane of the workgroup (block) and a program
counter per *unit*: a wave on AMDGPU (EXEC selects its lanes), a thread in SASS.  Units of one
context that branch differently sit at different counters; the walk always runs the instruction of
the lowest *rank* next, for the units of every context that are there, so that units that diverged
meet again at the join before it runs (rank: reverse post-order of the control-flow graph on
AMDGPU, the address in SASS).  A branch whose condition is unknown forks a copy of the context for
the units that go both ways; contexts holding units at the same instruction are joined there
(the front end says how values that differ are joined).

:class:`Budget` is the one place that bounds the work: the instructions the walk runs in all
(``max_steps``), the paths of unknown branches followed at once (``max_paths``: the newest forks
past it stop, with the reason), the iterations of a loop followed (``iterations``) and how often a
cycle of irreducible flow may be run round (:meth:`Budget.reruns`).

Loops (:class:`LoopBook`, one per context): the natural loops of the control-flow graph
(:mod:`ldsopt.simt.cfg`); per loop and unit, the iterations begun (0: outside).  A unit arriving at
a loop's header begins an iteration; one that runs an instruction outside the loop's body has
left it.  The policy, the same for both ISAs:

- *per iteration with count*: a unit whose branches are known goes round while it has begun at
  most ``Budget.iterations`` iterations (``--iterations`` of both ISAs); the next arrival at the
  header leaves the loop by its exit;
- *first iteration*: where the way round depends on an unknown value (:meth:`LoopBook.unknown_way`,
  the branch :meth:`ldsopt.simt.cfg.Graph.loop_decided` finds), the unit follows one pass of the
  body, without a fork: an unknown way back to the header is not taken, any other unknown way
  round is taken and the unit leaves at its next arrival at the header;
- a unit leaving a loop before its end (either rule) has what the loop changed joined with its
  value at entry (:meth:`LoopBook.changed`; the front ends' joins), since the loop may run more
  times;
- cycles of irreducible flow (no natural loop) are bounded by :meth:`Budget.reruns`, counted at
  the targets of their retreating edges.

A unit that comes round to a loop's header waits there while another context holds the same
unit elsewhere in the loop's body (the other way of a branch on an unknown value, on its way to
another latch): that context runs first, so the two meet at the header in the same iteration.

Joins (:func:`merge`): where contexts hold units at one instruction, the units of the later ones
move into the oldest (where it does not hold them elsewhere); their registers are joined by
:func:`join_value`: the moving context's value where the oldest does not hold the unit, and where
both do (the two ways of a branch on an unknown value) a value exact where the two agree (a
wave-uniform symbol where they differ by a wave-uniform amount, unknown bits elsewhere).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np


@dataclass(frozen=True)
class Budget:
    """Bounds on the walk.

    Examples
    --------
    >>> Budget(iterations=1).reruns(0), Budget(iterations=1).reruns(1)
    (8, 16)
    """

    iterations: int = 1          # loop iterations followed
    max_steps: int = 400_000     # instructions run (per unit group) before the walk stops
    max_paths: int = 256         # contexts (paths of unknown branches) alive at once

    def reruns(self, depth: int) -> int:
        """Times the target of an irreducible retreating edge inside `depth` natural loops may run
        for a unit: each loop runs at most ``iterations + 1`` times per pass of the loop around
        it; more means a cycle that is no natural loop sends the units round again."""
        return 4 * (self.iterations + 1) ** (depth + 1)


class LoopBook:
    """Per context: for each loop, per unit, the iterations begun (0: outside the loop); with
    `keep`, the register file at each unit's entry (a front end that joins what a loop changes
    with its entry values); and how often each unit ran the target of an irreducible retreating
    edge.

    Examples
    --------
    Loop 0 of ``0 -> 1 -> 2 -> {1, 3}``, two units, two iterations followed:

    >>> from ldsopt.simt.cfg import analyze
    >>> g = analyze([[1], [2], [1, 3], [4], []])
    >>> book, both = LoopBook(), np.ones(2, bool)
    >>> [book.arrive(g, pc, both, {}, Budget(iterations=2))[1] for pc in (0, 1, 2, 1, 2)]
    [[], [], [], [], []]
    >>> book.count[0].tolist()
    [2, 2]
    >>> sel, over = book.arrive(g, 1, both, {}, Budget(iterations=2))
    >>> [(lid, u.tolist(), why) for lid, u, why in over], sel.tolist()
    ([(0, [True, True], 'iterations')], [False, False])
    >>> _ = book.arrive(g, 3, both, {}, Budget(iterations=2)); book.count
    {}
    """

    __slots__ = ("count", "snap", "runs", "keep", "last")

    def __init__(self, keep: bool = False):
        self.count: dict = {}     # loop id -> per unit: iterations begun (0: outside)
        self.last: dict = {}      # loop id -> per unit: on its last pass (its way round was unknown)
        self.snap: dict = {}      # loop id -> [(unit mask, registers at entry)] (with keep)
        self.runs: dict = {}      # irreducible retreating target -> per unit: arrivals
        self.keep = keep

    def copy(self) -> "LoopBook":
        b = LoopBook(self.keep)
        b.count = {k: v.copy() for k, v in self.count.items()}
        b.last = {k: v.copy() for k, v in self.last.items()}
        b.snap = {k: list(v) for k, v in self.snap.items()}
        b.runs = dict(self.runs)   # arrays are replaced, never changed in place
        return b

    def absorb(self, other: "LoopBook", units: np.ndarray) -> None:
        """`units` move here from `other` (a join): each keeps the larger count of the two."""
        for k, v in other.count.items():
            mine = self.count.get(k)
            self.count[k] = np.where(units, np.maximum(v, mine), mine) if mine is not None else np.where(units, v, 0)
        for k, v in other.last.items():
            mine = self.last.get(k)
            self.last[k] = np.where(units, v, mine) if mine is not None else (units & v)
        for k, v in other.runs.items():
            mine = self.runs.get(k)
            self.runs[k] = np.where(units, np.maximum(v, mine), mine) if mine is not None else np.where(units, v, 0)
        for k, v in other.snap.items():
            moved = [(w & units, r) for w, r in v if (w & units).any()]
            if moved:
                self.snap[k] = [(w & ~units, r) for w, r in self.snap.get(k, []) if (w & ~units).any()] + moved

    def arrive(self, g, pc: int, sel: np.ndarray, regs: dict, budget: "Budget") -> tuple:
        """Bookkeeping before instruction `pc` runs for the units `sel` (`regs`: their register
        file, or a function that returns a copy of it, called only where one is kept): units outside a loop's
        body leave it; at a loop's header, units begin an iteration.  Returns (the units that
        still run `pc`, [(loop id, units, why)]): units past ``budget.iterations`` (why
        "iterations") or on their last pass (why "unknown", :meth:`unknown_way`), which the front
        end sends out of the loop.  Only the instructions of ``g.watch`` have work here (a front
        end may skip the call elsewhere)."""
        lid = g.header_of.get(pc)
        if self.count and not self.count.keys() <= g.loop_set(pc):
            at = g.loop_set(pc)
            for k in [k for k in self.count if k not in at]:
                cnt = self.count[k]
                if (sel & (cnt > 0)).any():
                    cnt = self.count[k] = np.where(sel, 0, cnt)
                    if k in self.last:
                        self.last[k] = self.last[k] & ~sel
                if not cnt.any():
                    del self.count[k]
                    self.snap.pop(k, None)
                    self.last.pop(k, None)
        if lid is None:
            return sel, []
        cnt = self.count.get(lid)
        if cnt is None:
            cnt = self.count[lid] = np.zeros(len(sel), np.int64)
        fresh = cnt == 0
        new = sel & fresh
        if new.any():
            cnt += new
            if self.keep:
                keep = [(w & ~new, r) for w, r in self.snap.get(lid, []) if (w & ~new).any()]
                self.snap[lid] = [(new.copy(), regs() if callable(regs) else dict(regs))] + keep
        again = sel & ~fresh
        if not again.any():
            return sel, []
        cnt += again
        out = []
        over = again & (cnt > budget.iterations)
        if over.any():
            out.append((lid, over, "iterations"))
        last = self.last.get(lid)
        if last is not None:
            done = again & last & ~over
            if done.any():
                out.append((lid, done, "unknown"))
                over = over | done
            self.last[lid] = last & ~over
        if not out:
            return sel, []
        cnt[over] = 0
        return sel & ~over, out

    def unknown_way(self, g, lid: int, src: int, dst: int, units: np.ndarray) -> np.ndarray:
        """The *first iteration* policy: `units` at `src` in loop `lid`, whose way round (to `dst`,
        in the body) depends on an unknown value; returns those that take it.  A way back to the
        header is not taken (the body ran once); any other way round is taken, and the units
        leave the loop at their next arrival at its header (one pass of the body)."""
        if g.loop_of_edge(src, dst) == lid:
            return np.zeros(len(units), bool)
        last = self.last.get(lid)
        self.last[lid] = units.copy() if last is None else (last | units)
        return units

    def changed(self, lid: int, units: np.ndarray, regs: dict):
        """For `units` leaving loop `lid` (with `keep`): (key, value now, value at their entry or
        None, the units of that entry) for each register the loop changed, which the front end
        joins with its entry value (the loop may have run more times than followed).  Each value
        is read when its turn comes, so a join written back is seen by the next entry's."""
        for wmask, snap in self.snap.get(lid, []):
            ws = wmask & units
            if not ws.any():
                continue
            for k in set(regs) | set(snap):
                cur, old = regs.get(k), snap.get(k)
                if cur is not old and cur is not None:
                    yield k, cur, old, ws

    def rerun(self, g, pc: int, sel: np.ndarray, budget: "Budget") -> tuple:
        """The re-run bound at the targets of retreating edges that close no natural loop
        (irreducible flow; a natural loop is bounded by its count, and re-entering it by the
        loop around it): (units still running `pc`, units past :meth:`Budget.reruns`, the limit)."""
        if pc not in g.retreating:
            return sel, None, 0
        it = self.runs.get(pc)
        it = np.zeros(len(sel), np.int64) if it is None else it.copy()
        it[sel] += 1
        self.runs[pc] = it
        limit = budget.reruns(len(g.loop_set(pc)))
        over = sel & (it > limit)
        if not over.any():
            return sel, None, limit
        return sel & ~over, over, limit


class Context:
    """A register file and a program counter per unit (-1: the unit is done or held elsewhere),
    the loop bookkeeping (:class:`LoopBook`); ``state``: what else the front end keeps per
    context (predicates, call stack)."""

    __slots__ = ("regs", "_pc", "state", "_next", "nlive", "_at", "_live_mask", "loops")

    def __init__(self, regs: dict, pc: np.ndarray, state=None, loops: LoopBook | None = None):
        self.regs = regs
        self._pc = pc
        self.state = state
        self.loops = loops if loops is not None else LoopBook()
        self._next = None       # rank of the lowest live counter (-1: none), None: not known yet
        self.nlive = 0          # live units, with _next
        self._at = None         # set by moved_on: every live unit is at this instruction ...
        self._live_mask = None  # ... and these are the live units (the counters are not written)

    @property
    def pc(self) -> np.ndarray:
        """The counter per unit."""
        if self._at is not None:
            self._pc[self._live_mask] = self._at
            self._at = None
        return self._pc

    def moved_on(self, pc: int, rank: int, units: np.ndarray) -> None:
        """A front end's hint after a step: every live unit (`units`, which the caller no longer
        changes) moved to instruction `pc` of rank `rank` (straight-line code), so the walk need
        not look at the counters again; they are written when next read."""
        self._next = rank
        self._at = pc
        self._live_mask = units


class Front(Protocol):
    """What a front end supplies to :func:`walk`."""

    def step(self, ctx: Context, pc: int, sel: np.ndarray) -> list:
        """Run instruction `pc` for the units `sel` of `ctx` and move their counters; returns the
        contexts a fork made (empty if none)."""

    def merge(self, here: list, pc: int) -> None:
        """Join the contexts of `here`, which hold units at instruction `pc` (the oldest first)."""

    def past_end(self, ctx: Context, units: np.ndarray) -> None:
        """Units that ran past the last instruction."""

    def stop(self, ctxs: list, steps: int, why: str | None = None) -> None:
        """The budget ran out (`why`: which bound, None: the step budget): the live units of
        `ctxs` stop."""


def walk(ctxs: list, rank: np.ndarray, by_rank, n: int, front: Front, budget: Budget, g=None) -> int:
    """Run the contexts to their end (every counter -1) or to the step budget; returns the number
    of steps.  `rank[i]` orders instruction i (index n: past the end), `by_rank[r]` inverts it.
    With the control-flow graph `g` (:mod:`ldsopt.simt.cfg`), units that come round to a loop's
    header wait there while another context holds the same units elsewhere in the loop's body
    (:func:`_held_back`)."""
    steps = 0
    heads = g.header_of if g is not None and g.loops else None
    while True:
        best, here = None, []
        for c in ctxs:
            nx = c._next
            if nx is None:
                pcs = c.pc
                live = pcs[pcs >= 0]
                c.nlive = live.size
                nx = c._next = int(rank[np.minimum(live, n)].min()) if live.size else -1
            if nx < 0:
                continue
            if best is None or nx < best:
                best, here = nx, [c]
            elif nx == best:
                here.append(c)
        if best is None:
            return steps
        pc = int(by_rank[best])
        if heads is not None and pc in heads and len(ctxs) > len(here):
            other = _held_back(ctxs, here, pc, g, rank, n)
            if other is not None:
                pc = int(by_rank[other])
                here = [c for c in ctxs if (c.pc == pc).any()]
        if pc >= n:
            for c in here:
                ended = c.pc >= n
                front.past_end(c, ended)
                c.pc[ended] = -1
                c._next = None
            ctxs[:] = [c for c in ctxs if _live(c)]
            continue
        if len(here) > 1:
            front.merge(here, pc)
            for c in here:
                c._next = None
                c.nlive = int(np.count_nonzero(c.pc >= 0))
        dead = False
        for c in here:
            if c._at == pc:                      # straight-line code: the units moved on together
                sel = c._live_mask
            else:
                sel = c.pc == pc
                if not sel.any():
                    continue
            c._next = None
            ctxs.extend(front.step(c, pc, sel))
            dead = dead or not _live(c)
        if dead or len(here) > 1:
            ctxs[:] = [c for c in ctxs if _live(c)]
        if len(ctxs) > budget.max_paths:
            extra = ctxs[budget.max_paths:]
            front.stop(extra, steps, f"more than {budget.max_paths} paths of branches on unknown values "
                                     "at once; the newest stop here")
            for c in extra:
                c.pc[:] = -1
            del ctxs[budget.max_paths:]
        steps += 1
        if steps > budget.max_steps:
            front.stop(ctxs, steps)
            for c in ctxs:
                c.pc[:] = -1
            ctxs.clear()
            return steps


def _held_back(ctxs: list, here: list, pc: int, g, rank, n: int) -> int | None:
    """Header `pc` of a loop: where units of `here` come round to it (an iteration begun) while
    another context holds the same units elsewhere in the loop's body (the other way of a branch
    on an unknown value in the body, on its way to another latch), the instruction of that
    context to run first (its rank, the lowest), so that the two meet at the header in the same
    iteration, as the hardware's convergence barrier of the loop would make them (None: nothing
    holds them back)."""
    lid = g.header_of[pc]
    body = g.loops[lid].body
    best = None
    for c in here:
        cnt = c.loops.count.get(lid)
        if cnt is None:
            continue
        units = (c.pc == pc) & (cnt > 0)
        if not units.any():
            continue
        for d in ctxs:
            if d is c:
                continue
            dp = d.pc[units]
            dp = dp[(dp >= 0) & (dp < n) & (dp != pc)]
            dp = dp[body[dp]] if dp.size else dp
            if dp.size:
                r = int(rank[dp].min())
                best = r if best is None or r < best else best
    return best


def merge(here: list, pc: int, join) -> None:
    """Join the contexts of `here` (the oldest first), which hold units at instruction `pc`: the
    units of each later one that the oldest does not hold elsewhere move into it.
    ``join(a, b, both, only)`` joins b's registers into a's for the units both hold at `pc`
    (`both`) and those only b holds there (`only`), as :func:`join_value` does per value (None:
    no such unit)."""
    a = here[0]
    for b in here[1:]:
        sa = a.pc == pc
        move = (b.pc == pc) & ((a.pc < 0) | sa)
        if not move.any():
            continue
        both = move & sa
        only = move & ~sa
        join(a, b, both if both.any() else None, only if only.any() else None)
        a.loops.absorb(b.loops, move)
        a.pc[only] = pc
        b.pc[move] = -1


def join_value(sp, va, vb, both, only, rid: int, what: str, origin=None):
    """One register at a join, per lane: `vb` where only the joining context holds the lane
    (`only`), where both hold it (`both`) a value exact where the two agree
    (:func:`ldsopt.simt.arith.join`), `va` elsewhere (a mask of None: no lane).  `origin`: what the
    new wave-uniform symbols of the join derive from (the front end's vocabulary; None: the
    domain's default)."""
    from ldsopt.simt import arith
    from ldsopt.simt.values import select
    if only is not None:
        va = select(only, vb, va)
    if both is not None:
        first = len(sp.env.sym_name)
        va = arith.join(sp, va, vb, both, rid, what)
        if origin is not None:
            for s in range(first, len(sp.env.sym_name)):
                sp.env.sym_origin[s] = frozenset(origin)
    return va


def join_pred(pa, pb, both, only, why: str):
    """One predicate at a join: as :func:`join_value`, unknown (with `why`) where both contexts
    hold a lane and the two differ there."""
    from ldsopt.simt.pred import Pred
    if both is None:
        if only is None:
            return pa
        if pa.unk is None and pb.unk is None:
            if isinstance(pa.v, bool) and isinstance(pb.v, bool) and pa.v == pb.v:
                return pa
            return Pred(np.where(only, pb.v, pa.v), None, "", pa.data or pb.data)
    n = len(both if both is not None else only)
    both = both if both is not None else np.zeros(n, bool)
    only = only if only is not None else np.zeros(n, bool)
    av = np.broadcast_to(np.asarray(pa.v, bool), (n,))
    bv = np.broadcast_to(np.asarray(pb.v, bool), (n,))
    au = pa.unk if pa.unk is not None else np.zeros(n, bool)
    bu = pb.unk if pb.unk is not None else np.zeros(n, bool)
    v = np.where(only, bv, av)
    unk = np.where(only, bu, au) | (both & (au | bu | (av != bv)))
    v = v & ~unk
    data = (pa.data if au.any() else False) or (pb.data if (bu & (both | only)).any() else False)
    return Pred(v, unk if unk.any() else None, (pa.why or pb.why or why) if unk.any() else "", data)


def _live(c: Context) -> bool:
    return c._next >= 0 if c._next is not None else bool((c.pc >= 0).any())
