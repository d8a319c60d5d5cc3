"""The per-lane SASS emulator: every thread of one block at once, as numpy vectors over threads.

Control flow is followed SIMT-style.  The emulator keeps a set of *paths* (a program counter, the
threads on it, their registers); it always runs the path with the lowest address, so paths that
diverged at a branch meet again at the join and merge there, thread by thread.

* A branch whose condition differs between threads splits the path by thread.
* A branch whose condition is unknown but the same for every thread (it depends on a kernel
  parameter or the block index) is followed both ways (the two paths hold the same threads; where
  they meet, the fall-through path's values win).
* A backward branch (a loop) is taken while its condition is known, up to ``iterations`` times;
  with an unknown condition the loop body runs once (the first iteration), unless it has not run at
  all yet (loops that jump to their test first).  Shared-memory instructions of loops cut short
  say so.
* ``@P EXIT`` with an unknown P is assumed not taken; any other instruction whose guard is unknown is
  assumed to execute (a bounds check assumed to pass, as in every interior block).

Each shared-memory instruction records, every time it executes, the threads on its path, the
threads whose guard is true and their addresses; :mod:`ldsopt.nvidia.shared` turns those into
wavefronts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ldsopt.nvidia import ops
from ldsopt.nvidia.machine import WARP, Launch
from ldsopt.nvidia.operands import pand
from ldsopt.simt.pred import PTRUE, Pred, pnot
from ldsopt.simt.values import Val, select

SHARED_OPS = {"LDS", "STS", "LDSM", "STSM", "ATOMS", "LDGSTS"}


@dataclass
class Path:
    idx: int                  # instruction index
    mask: np.ndarray          # threads on this path
    regs: dict
    preds: dict
    order: int                # priority where paths with the same threads meet (lower wins)
    loops: dict = field(default_factory=dict)     # backward-branch index -> times taken
    stack: list = field(default_factory=list)     # return indices (CALL/RET)


@dataclass
class Event:
    """One execution of a shared-memory instruction."""
    path_mask: np.ndarray     # threads that reached it
    active: np.ndarray        # threads that executed it (guard true or assumed)
    addr: Val | None          # byte address per thread (shared side)
    gaddr: Val | None = None  # LDGSTS: the global address (low 32 bits)
    assumed: str = ""         # the guard was unknown and assumed true: why
    guard_data: str = ""      # the guard depends on per-thread data on some threads: why


@dataclass
class Result:
    events: dict              # instruction index -> [Event]
    cut_loops: list           # (first index, last index, why) of loops not followed to the end
    notes: list
    steps: int
    complete: bool            # every path reached EXIT within the step budget


class Emulator:
    def __init__(self, func, launch: Launch, iterations: int = 64, max_steps: int = 400_000):
        self.f = func
        self.ins = func.instructions
        self.L = launch
        self.n = launch.n
        self.iterations = max(1, iterations)
        self.max_steps = max_steps
        self.events: dict = {}
        self.cut_loops: list = []
        self.notes: list = []
        self._note_set: set = set()
        self.visits = np.zeros(len(self.ins), np.int64)
        self.by_pc = {ins.pc: i for i, ins in enumerate(self.ins)}
        self._order = 0

    def note(self, text: str) -> None:
        if text not in self._note_set:
            self._note_set.add(text)
            self.notes.append(text)

    # ------------------------------------------------------------------ running
    def run(self) -> Result:
        start = Path(0, np.ones(self.n, bool), {}, {}, 0)
        paths = [start]
        steps = 0
        complete = True
        while paths:
            if len(paths) == 1:
                p = paths.pop()
            else:
                i = min(range(len(paths)), key=lambda k: (paths[k].idx, paths[k].order))
                p = paths.pop(i)
            # merge every other path waiting at the same instruction
            same = [q for q in paths if q.idx == p.idx]
            if same:
                paths = [q for q in paths if q.idx != p.idx]
                for q in sorted(same, key=lambda q: q.order):
                    p = self._merge(p, q)
            # every path holds a thread: branches, exits and joins only make paths that do
            if p.idx >= len(self.ins):
                continue
            steps += 1
            if steps > self.max_steps:
                complete = False
                self.note(f"stopped after {self.max_steps} instruction executions (the emulation "
                          "budget); instructions not reached are reported as not executed")
                break
            paths.extend(self._step(p))
        return Result(self.events, self.cut_loops, self.notes, steps, complete)

    def _merge(self, a: Path, b: Path) -> Path:
        """b joins a at the same instruction; where both hold a thread, a's values win."""
        if a.order > b.order:
            a, b = b, a
        only_b = b.mask & ~a.mask
        mask = a.mask | b.mask
        if not only_b.any():
            return Path(a.idx, mask, a.regs, a.preds, a.order, dict(a.loops), list(a.stack))
        regs = _join_map(a.regs, b.regs, lambda k, vb, va: select(only_b, vb, va))
        preds = _join_map(a.preds, b.preds, lambda k, pb, pa: _psel(only_b, pb, pa))
        loops = dict(a.loops)
        for k, v in b.loops.items():
            loops[k] = max(v, loops.get(k, 0))
        return Path(a.idx, mask, regs, preds, a.order, loops, list(a.stack))

    def _new_order(self) -> int:
        self._order += 1
        return self._order

    def _step(self, p: Path) -> list:
        ins = self.ins[p.idx]
        self.visits[p.idx] += 1
        g = self.guard(p, ins)
        op = ins.opcode
        if op in ("BRA", "JMP"):
            return self._branch(p, ins, g)
        if op == "EXIT":
            return self._exit(p, ins, g)
        if op in ("CALL", "RET"):
            return self._call(p, ins, g)
        if op in ("BRX", "JMX", "JMXU"):
            self.note(f"indirect branch {ins.text} at {ins.pc:#06x}: not followed")
            return []
        if ins.guard is None:         # the common case: every thread of the path executes it
            ex, data, why = p.mask, None, ""
        else:
            ex, data, why = self._exec_mask(p, g)
        if op in SHARED_OPS:          # a warp executes it even when its guard is false
            self._record(p, ins, ex, why, data)
        if data is not None:          # written on threads whose guard is unknown: unknown there
            before = dict(p.regs), dict(p.preds)
            ops.execute(self, p, ins, ex | data)
            self._poison(p, before, data, f"written under a guard that depends on {why}")
        elif ex is p.mask or ex.any():
            ops.execute(self, p, ins, ex)
        p.idx += 1
        return [p]

    # ------------------------------------------------------------------ guards, control flow
    def guard(self, p: Path, ins) -> Pred:
        if ins.guard is None:
            return PTRUE
        name, negated = ins.guard
        pr = self.pred(p, name)
        return pnot(pr) if negated else pr

    def _exec_mask(self, p: Path, g: Pred):
        """(threads that execute, threads whose guard depends on per-thread data or None when
        there are none, why).  A guard that depends only on values common to the block
        (parameters, block index) is assumed true: the interior blocks of a launch pass their
        bounds checks."""
        v = g.v
        if isinstance(v, bool):
            ex = p.mask if v else np.zeros(self.n, bool)
        else:
            ex = p.mask & v
        data = None
        why = ""
        if g.unk is not None:
            u = g.unk & p.mask
            if u.any():
                ex = ex & ~u
                why = g.why or "an unknown value"
                if g.data:
                    data = u
                else:
                    ex = ex | u
        return ex, data, why

    def _branch(self, p: Path, ins, g: Pred) -> list:
        tgt = ins.target
        ti = self.by_pc.get(tgt) if tgt is not None else None
        if ti is None:
            self.note(f"branch at {ins.pc:#06x} to an address outside the function: not followed")
            p.idx += 1
            return [p]
        cond = g
        for o in ins.operands:        # BRA.U !UP0, target / BRA P0, target forms
            if o.kind in ("pred", "upred"):
                c = self.pred(p, o.name)
                if o.neg:
                    c = pnot(c)
                cond = pand(cond, c)
        if "DIV" in ins.mods:         # taken only when the warp has diverged: assume converged
            p.idx += 1
            return [p]
        v = cond.v if not isinstance(cond.v, bool) else np.full(self.n, cond.v)
        unk = cond.unk & p.mask if cond.unk is not None else np.zeros(self.n, bool)
        taken = p.mask & v & ~unk
        back = ti <= p.idx
        out = []
        if back:
            count = p.loops.get(p.idx, 0)
            if unk.any():
                if self.visits[ti] == 0 and count == 0:
                    taken = taken | unk
                else:
                    self._cut(ti, p.idx, ("per-thread data: " if cond.data else "") +
                              f"the loop's condition depends on {cond.why or 'unknown values'}")
            if taken.any():
                if count >= self.iterations:
                    self._cut(ti, p.idx, f"more than {self.iterations} iterations (--iterations)")
                    taken = np.zeros(self.n, bool)
            stay = p.mask & ~taken
            if taken.any():
                loops = {k: v for k, v in p.loops.items() if not ti < k < p.idx}
                loops[p.idx] = count + 1
                out.append(Path(ti, taken, p.regs, p.preds, p.order, loops, list(p.stack)))
            if stay.any():
                out.append(Path(p.idx + 1, stay, dict(p.regs), dict(p.preds), p.order,
                                dict(p.loops), list(p.stack)))
            return out
        # forward branch: threads with an unknown condition go both ways
        go = taken | unk
        stay = p.mask & ~taken
        if go.any():
            order = p.order if not (go & stay).any() else self._new_order()
            out.append(Path(ti, go, dict(p.regs), dict(p.preds), order, dict(p.loops), list(p.stack)))
            if unk.any():
                self.note(f"branch at {ins.pc:#06x} depends on {cond.why or 'unknown values'}: "
                          "both ways followed")
        if stay.any():
            p.mask = stay
            p.idx += 1
            out.append(p)
        return out

    def _cut(self, first: int, last: int, why: str) -> None:
        if (first, last, why) not in self.cut_loops:
            self.cut_loops.append((first, last, why))

    def _exit(self, p: Path, ins, g: Pred) -> list:
        v = g.v if not isinstance(g.v, bool) else np.full(self.n, g.v)
        known = ~g.unk if g.unk is not None else np.ones(self.n, bool)
        leave = p.mask & v & known
        if g.unk is not None and (g.unk & p.mask).any():
            self.note(f"EXIT at {ins.pc:#06x} depends on {g.why or 'unknown values'}: assumed not "
                      "taken (threads inside the problem bounds)")
        stay = p.mask & ~leave
        if not stay.any():
            return []
        p.mask = stay
        p.idx += 1
        return [p]

    def _call(self, p: Path, ins, g: Pred) -> list:
        if ins.opcode == "RET":
            if not p.stack:
                return []
            p.idx = p.stack.pop()
            return [p]
        ti = self.by_pc.get(ins.target) if ins.target is not None else None
        if ti is None:
            self.note(f"call at {ins.pc:#06x}: target not in the listing, not followed")
            p.idx += 1
            return [p]
        if len(p.stack) > 16:
            self.note("call depth over 16: recursion not followed")
            p.idx += 1
            return [p]
        p.stack.append(p.idx + 1)
        p.idx = ti
        return [p]

    # ------------------------------------------------------------------ registers
    def reg(self, p: Path, name: str) -> Val:
        if name in ("RZ", "URZ", "SRZ"):
            return self.L.const_val(0)
        v = p.regs.get(name)
        if v is None:
            return self.L.unknown(f"{name} is read before the listing writes it")
        return v

    def pred(self, p: Path, name: str) -> Pred:
        if name in ("PT", "UPT"):
            return PTRUE
        pr = p.preds.get(name)
        if pr is None:
            return Pred(np.zeros(self.n, bool), np.ones(self.n, bool), f"{name} is read before it is set")
        return pr

    def write(self, p: Path, name: str, v: Val, ex: np.ndarray) -> None:
        if name in ("RZ", "URZ", "SRZ", "PT", "UPT"):
            return
        old = p.regs.get(name)
        if old is None or ex is p.mask or not (p.mask & ~ex).any():
            p.regs[name] = v
        else:
            p.regs[name] = select(ex, v, old)

    def write_pred(self, p: Path, name: str, pr: Pred, ex: np.ndarray) -> None:
        if name in ("PT", "UPT"):
            return
        old = p.preds.get(name)
        if old is None or ex is p.mask or not (p.mask & ~ex).any():
            p.preds[name] = pr
        else:
            p.preds[name] = _psel(ex, pr, old)

    # ------------------------------------------------------------------ shared-memory events
    def _record(self, p: Path, ins, ex: np.ndarray, why: str, data) -> None:
        addr, gaddr = ops.shared_address(self, p, ins)
        ev = Event(p.mask.copy(), ex | data if data is not None else ex.copy(), addr, gaddr,
                   why if why and data is None else "")
        if data is not None:
            ev.guard_data = why
        self.events.setdefault(p.idx, []).append(ev)

    def _poison(self, p: Path, before, lanes: np.ndarray, why: str) -> None:
        regs, preds = before
        u = self.L.unknown(why)
        for k, v in p.regs.items():
            if regs.get(k) is not v:
                p.regs[k] = select(lanes, u, v)
        for k, v in p.preds.items():
            if preds.get(k) is not v:
                unk = lanes if v.unk is None else (v.unk | lanes)
                p.preds[k] = Pred(v.v, unk, why, True)


def _join_map(a: dict, b: dict, pick) -> dict:
    """a's entries, with b's where a has none, and ``pick(key, b_value, a_value)`` where both differ."""
    out = dict(a)
    for k, vb in b.items():
        va = out.get(k)
        if va is None:
            out[k] = vb
        elif va is not vb:
            out[k] = pick(k, vb, va)
    return out


def _psel(mask, a: Pred, b: Pred) -> Pred:
    av = np.broadcast_to(np.asarray(a.v, bool), mask.shape)
    bv = np.broadcast_to(np.asarray(b.v, bool), mask.shape)
    v = np.where(mask, av, bv)
    unk = None
    if a.unk is not None or b.unk is not None:
        au = a.unk if a.unk is not None else np.zeros(mask.shape, bool)
        bu = b.unk if b.unk is not None else np.zeros(mask.shape, bool)
        unk = np.where(mask, au, bu)
        if not unk.any():
            unk = None
    return Pred(v, unk, a.why or b.why, a.data or b.data)


def warps_of(mask: np.ndarray, nwarps: int) -> np.ndarray:
    """(nwarps,) bool: warps with at least one thread in mask."""
    pad = nwarps * WARP - len(mask)
    m = np.concatenate([mask, np.zeros(pad, bool)]) if pad else mask
    return m.reshape(nwarps, WARP).any(axis=1)
