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
past it stop, with the reason), the iterations of a loop followed (``iterations``) and how often one
instruction may run again inside loops that overlap without nesting (:meth:`Budget.reruns`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol

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
        """Times one instruction may run for a unit inside `depth` loops: each loop runs at most
        ``iterations + 1`` times per pass of the loop around it; more means loops that overlap
        without nesting send the units round each other."""
        return 4 * (self.iterations + 1) ** (depth + 1)


class Context:
    """A register file and a program counter per unit (-1: the unit is done or held elsewhere);
    ``state``: what the front end keeps per context (loop bookkeeping, predicates, call stack)."""

    __slots__ = ("regs", "_pc", "state", "_next", "nlive", "_at", "_live_mask")

    def __init__(self, regs: dict, pc: np.ndarray, state=None):
        self.regs = regs
        self._pc = pc
        self.state = state
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


def walk(ctxs: list, rank: np.ndarray, by_rank, n: int, front: Front, budget: Budget) -> int:
    """Run the contexts to their end (every counter -1) or to the step budget; returns the number
    of steps.  `rank[i]` orders instruction i (index n: past the end), `by_rank[r]` inverts it."""
    steps = 0
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


def _live(c: Context) -> bool:
    return c._next >= 0 if c._next is not None else bool((c.pc >= 0).any())
