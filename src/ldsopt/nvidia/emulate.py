"""The per-lane SASS emulator: every thread of one block at once, as numpy vectors over threads.

Control flow runs on the shared SIMT engine (:mod:`ldsopt.simt.engine`, :mod:`ldsopt.simt.cfg`):
*paths* (a program counter per thread, the threads on it, their registers); the path of the
lowest walk rank runs first, so paths that diverged at a branch meet again at the join and are
joined there, thread by thread.  The walk order is the address order, except that a block the
compiler placed after the code it jumps back to (a retry after ``EXIT``) runs before that code
(:mod:`ldsopt.simt.cfg`), so that each thread runs the code after the join once.  What SASS itself defines is here:

* A branch whose condition differs between threads splits the path by thread.
* A branch whose condition is unknown (on a kernel parameter, the block index, loaded data) is
  followed both ways; where the two ways meet, each register is exact where they agree
  (:func:`ldsopt.simt.engine.join_value`).
* Loops are the natural loops of the listing's control-flow graph, followed by the engine's one
  policy: a way round taken while its condition is known, up to ``iterations`` iterations begun
  per entry into the loop; a way round on an unknown condition (a test at
  the bottom, the top or the middle of the loop) follows one pass of the body.  Shared-memory
  instructions of loops cut short say so.
* ``@P EXIT`` with an unknown P is assumed not taken; any other instruction whose guard is unknown is
  assumed to execute (a bounds check assumed to pass, as in every interior block).

Each shared-memory instruction records, every time it executes, the threads on its path, the
threads whose guard is true and their addresses; :mod:`ldsopt.nvidia.shared` turns those into
wavefronts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from ldsopt.nvidia import ops
from ldsopt.nvidia.machine import WARP, Launch
from ldsopt.nvidia.operands import pand
from ldsopt.simt import cfg
from ldsopt.simt.engine import Budget, Context, LoopBook, join_pred, join_value, merge, walk
from ldsopt.simt.pred import PTRUE, Pred, pnot
from ldsopt.simt.values import M32, Val, select
from ldsopt.nvidia.wgmma import ASYNC_OPS, descriptor_registers

_WAY = ("which way a branch on an unknown value went",)
_LOOP = ("how often a loop whose way round depends on an unknown value ran",)
SHARED_OPS = {"LDS", "STS", "LDSM", "STSM", "ATOMS", "LDGSTS"}


class Path(Context):
    """An engine context (:class:`ldsopt.simt.engine.Context`: registers, a counter per thread)
    with the predicate registers and the call stack (the loop bookkeeping is the engine's).  ``mask``: the threads running the current instruction.  The threads of a path sit at
    one instruction: a branch that sends them different ways splits the path (the engine joins the
    parts where they meet), so that registers are written without masks."""

    __slots__ = ("preds", "stack", "mask", "full")

    def __init__(self, idx: int, mask: np.ndarray, regs: dict, preds: dict, loops: LoopBook | None = None):
        super().__init__(regs, np.where(mask, idx, -1).astype(np.int64), loops=loops)
        self.preds = preds
        self.stack: list = []     # return indices (CALL/RET)
        self.mask = mask
        self.full = True          # mask holds every live thread of the context

    def fork(self, threads: np.ndarray, idx: int) -> "Path":
        q = Path(idx, threads, dict(self.regs), dict(self.preds), self.loops.copy())
        q.stack = list(self.stack)
        return q


@dataclass
class Event:
    """One execution of a shared-memory instruction."""
    path_mask: np.ndarray     # threads that reached it
    active: np.ndarray        # threads that executed it (guard true or assumed)
    addr: Val | None          # byte address per thread (shared side)
    gaddr: Val | None = None  # LDGSTS: the global address (low 32 bits)
    assumed: str = ""         # the guard was unknown and assumed true: why
    guard_data: str = ""      # the guard depends on per-thread data on some threads: why
    regs: dict | None = None  # wgmma / bulk copies: the descriptor registers' values (nvidia/wgmma.py)


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
        self.by_pc = {ins.pc: i for i, ins in enumerate(self.ins)}
        self.g = cfg.analyze(successors(self.ins, self.by_pc), walk_order=False, n=len(self.ins))
        # --iterations: the iterations of a loop begun per entry (the same meaning as for AMDGPU)
        self.budget = Budget(self.iterations, self.max_steps)
        self._watch = self.g.watch
        # the engine's walk order (the address order, but a block the compiler placed after the
        # code it jumps back to runs before that code, so that paths meet there)
        self._rank = np.asarray(self.g.rank, np.int64)
        self._order = self.g.rank if self.g.rank is not self.g.by_rank else None
        self._complete = True

    def note(self, text: str) -> None:
        if text not in self._note_set:
            self._note_set.add(text)
            self.notes.append(text)

    # ------------------------------------------------------------------ running
    def run(self) -> Result:
        n = len(self.ins)
        steps = walk([Path(0, np.ones(self.n, bool), {}, {}, LoopBook(keep=True))], self._rank, self.g.by_rank, n,
                     self, self.budget, self.g)
        return Result(self.events, self.cut_loops, self.notes, steps, self._complete)

    # ------------------------------------------------------------------ engine hooks
    def past_end(self, p: Path, ended: np.ndarray) -> None:
        return None

    def stop(self, ctxs: list, steps: int, why: str | None = None) -> None:
        self._complete = False
        self.note((f"stopped: {why}" if why else f"stopped after {self.max_steps} instruction executions (the "
                   "emulation budget)") + "; instructions not reached are reported as not executed")

    def merge(self, here: list, idx: int) -> None:
        """Paths meeting at one instruction join the oldest (:func:`ldsopt.simt.engine.merge`)."""
        merge(here, idx, self._join)

    def _join(self, a: Path, b: Path, both: np.ndarray, only: np.ndarray) -> None:
        """b's registers and predicates into a's: b's where only b holds a thread, where both do
        (the two ways of a branch on an unknown value) exact where the two agree."""
        sp = self.L.sp
        rid = self.L.env.reason("a value that depends on which way a branch on an unknown value went")
        a.regs = _join_map(a.regs, b.regs, lambda k, vb, va: join_value(
            sp, va, vb, both, only, rid, "a value that depends on which way a branch went", _WAY))
        a.preds = _join_map(a.preds, b.preds, lambda k, pb, pa: join_pred(
            pa, pb, both, only, _WAY[0]))

    def step(self, p: Path, idx: int, sel: np.ndarray) -> list:
        """Run instruction `idx` for the threads `sel` of `p` (an engine hook); returns forks."""
        ins = self.ins[idx]
        if idx in self._watch:       # loop headers and exits (ldsopt.simt.engine.LoopBook)
            sel = self._loops(p, idx, sel)
            if not sel.any():
                return []
        p.mask = sel
        p.full = sel is p._live_mask or np.count_nonzero(sel) == p.nlive
        g = PTRUE if ins.guard is None else self.guard(p, ins)
        op = ins.opcode
        if op in _FLOW:
            if op in ("BRA", "JMP"):
                return self._branch(p, idx, ins, g)
            if op == "EXIT":
                return self._exit(p, idx, ins, g)
            if op in ("CALL", "RET"):
                return self._call(p, idx, ins, g)
            return self._indirect(p, idx, ins, g)
        if ins.guard is None:         # the common case: every thread of the path executes it
            ex, data, why = sel, None, ""
        else:
            ex, data, why = self._exec_mask(p, g)
        if op in SHARED_OPS:          # a warp executes it even when its guard is false
            self._record(p, idx, ex, why, data)
        elif op in ASYNC_OPS:         # wgmma, bulk copies: keep the registers their descriptors are in
            self.events.setdefault(idx, []).append(Event(
                p.mask.copy(), ex.copy(), None, regs={r: self.reg(p, r) for r in descriptor_registers(ins)}))
        if data is not None:          # written on threads whose guard is unknown: unknown there
            before = dict(p.regs), dict(p.preds)
            ops.execute(self, p, ins, ex | data)
            self._poison(p, before, data, f"written under a guard that depends on {why}")
        elif ex is sel or ex.any():
            ops.execute(self, p, ins, ex)
        if p.full:                    # every live thread moves on to the next instruction
            p.moved_on(idx + 1, idx + 1 if self._order is None else self._order[idx + 1], sel)
        else:
            p.pc[sel] = idx + 1
        return []

    def _loops(self, p: Path, idx: int, sel: np.ndarray) -> np.ndarray:
        """The engine's loop bookkeeping before `idx` runs (:class:`ldsopt.simt.engine.LoopBook`):
        threads past the followed iterations leave the loop by its exit, with a note."""
        sel, over = p.loops.arrive(self.g, idx, sel, lambda: _file(p), self.budget)
        for lid, units, why in over:
            lp = self.g.loops[lid]
            if why == "iterations":
                self._cut(lid, f"more than {self.iterations} iterations (--iterations)")
            self._leave_joined(p, lid, units, why)
            p.pc[units] = lp.exit if lp.exit is not None and lp.exit < len(self.ins) else -1
        sel, stop, limit = p.loops.rerun(self.g, idx, sel, self.budget)
        if stop is not None:
            self._complete = False
            self.note(f"stopped at {self.ins[idx].pc:#06x} after running it {limit} times (a cycle of "
                      "irreducible control flow is not followed further)")
            p.pc[stop] = -1
        return sel

    def _step(self, p: Path) -> list:
        """Run the instruction of `p`'s lowest walk rank for the threads there."""
        live = p.pc[p.pc >= 0]
        idx = int(self.g.by_rank[int(self._rank[live].min())])
        p.nlive = live.size
        return self.step(p, idx, p.pc == idx)

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

    def _indirect(self, p: Path, idx: int, ins, g: Pred) -> list:
        """``BRX Ra imm`` (a ``switch`` through a jump table): each thread goes to ``Ra + imm + the
        next instruction's address`` (``JMX Ra imm``: to ``Ra + imm``), where Ra is known, as read
        from the table in a constant bank; threads whose target is not known stop, with a note."""
        sel = p.mask & (np.asarray(g.v, bool) if not isinstance(g.v, bool) else np.full(self.n, g.v))
        if g.unk is not None:
            sel = sel & ~g.unk
        skip = p.mask & ~sel
        p.pc[skip] = idx + 1
        m = re.match(r"\s*(U?R\d+|U?RZ)\s*(?:([+-])\s*(0x[0-9a-fA-F]+|\d+))?", ins.operands[0].text if ins.operands else "")
        v = self.reg(p, m.group(1)) if m else None
        imm = (int(m.group(3), 0) * (-1 if m.group(2) == "-" else 1)) if m and m.group(3) else 0
        if v is None or v.u is not None and (v.u[sel] != 0).any() or v.sym and any((c[sel] != 0).any() for c in v.sym.values()):
            tis = [self.by_pc[t] for t in ins.targets if t in self.by_pc]
            if tis:               # the listing names the targets: every way followed, as an unknown branch
                self.note(f"indirect branch at {ins.pc:#06x} depends on unknown values: all {len(tis)} targets "
                          "the listing names followed")
                p.pc[sel] = tis[0]
                return [p.fork(sel, t) for t in tis[1:]]
            self.note(f"indirect branch {ins.text} at {ins.pc:#06x}: its target is not known (a jump table "
                      "this input does not hold, or an index that depends on unknown values): not followed")
            p.pc[sel] = -1
            return []
        base = (ins.pc + 16 if ins.opcode == "BRX" else 0) + imm
        tgt = (v.c.astype(np.int64) + base) & M32
        for t in np.unique(tgt[sel]):
            ti = self.by_pc.get(int(t))
            lanes = sel & (tgt == t)
            if ti is None:
                self.note(f"indirect branch at {ins.pc:#06x} to {int(t):#06x}, not an instruction: not followed")
                p.pc[lanes] = -1
            else:
                p.pc[lanes] = ti
        return []

    def _branch(self, p: Path, idx: int, ins, g: Pred) -> list:
        sel = p.mask
        tgt = ins.target
        ti = self.by_pc.get(tgt) if tgt is not None else None
        if ti is None:
            self.note(f"branch at {ins.pc:#06x} to an address outside the function: not followed")
            p.pc[sel] = idx + 1
            return []
        cond = g
        for o in ins.operands:        # BRA.U !UP0, target / BRA P0, target forms
            if o.kind in ("pred", "upred"):
                c = self.pred(p, o.name)
                if o.neg:
                    c = pnot(c)
                cond = pand(cond, c)
        if "DIV" in ins.mods:         # taken only when the warp has diverged: assume converged
            p.pc[sel] = idx + 1
            return []
        v = cond.v if not isinstance(cond.v, bool) else np.full(self.n, cond.v)
        unk = cond.unk & sel if cond.unk is not None else np.zeros(self.n, bool)
        taken = sel & v & ~unk
        lid = self.g.way_round(idx, ti, idx + 1) if unk.any() else None
        if lid is not None:           # the way round a loop: one pass where it is unknown
            body = self.g.loops[lid].body
            in_ti = ti < len(body) and bool(body[ti])
            stay = p.loops.unknown_way(self.g, lid, idx, ti if in_ti else idx + 1, unk)
            if (unk & ~stay).any() and in_ti != (idx + 1 < len(body) and bool(body[idx + 1])):
                self._leave_joined(p, lid, unk & ~stay, "unknown")   # these leave the loop here
            taken = taken | (stay if in_ti else unk & ~stay)
            self._cut(lid, ("per-thread data: " if cond.data else "") +
                      f"the loop's condition depends on {cond.why or 'unknown values'}")
            unk = np.zeros(self.n, bool)
        # threads with an unknown condition go both ways
        go = taken | unk
        stay = sel & ~taken
        if unk.any():
            self.note(f"branch at {ins.pc:#06x} depends on {cond.why or 'unknown values'}: "
                      "both ways followed")
        if go.any() and stay.any():
            back = ti <= idx if self._order is None else self._order[ti] <= self._order[idx]
            if back and not unk.any():            # a way back: the threads that leave go on apart
                q = p.fork(stay, idx + 1)
                p.pc[stay] = -1
                p.pc[go] = ti
                return [q]
            q = p.fork(go, ti)                    # the taken way is a new path
            p.pc[go & ~stay] = -1
            p.pc[stay] = idx + 1
            return [q]
        p.pc[sel] = ti if go.any() else idx + 1
        return []

    def _leave_joined(self, p: Path, lid: int, threads: np.ndarray, why: str) -> None:
        """Threads leaving loop `lid` before its end (`why`: "iterations", past ``--iterations``;
        "unknown", one pass of a loop whose way round is unknown): every register and predicate
        the loop changed is joined with its value at their entry into the loop (the loop may run
        more times), as AMDGPU does (:func:`ldsopt.amd.emu.flow._leave_loop`): exact where the two
        agree, a warp-uniform unknown where they differ by a uniform step."""
        sp = self.L.sp
        ran = f"{self.iterations} iterations" if why == "iterations" else "one pass, its way round unknown"
        rid = self.L.env.reason(f"a value after a loop followed {ran}; the loop may run more times")
        now = _file(p)
        for k, cur, old, ws in p.loops.changed(lid, threads, now):
            if isinstance(k, tuple):
                old = old if old is not None else Pred(np.zeros(self.n, bool), np.ones(self.n, bool), _LOOP[0])
                p.preds[k[1]] = now[k] = join_pred(cur, old, ws, None, _LOOP[0])
            else:
                old = old if old is not None else self.L.unknown(f"{k} is read before the listing writes it")
                p.regs[k] = now[k] = join_value(sp, cur, old, ws, None, rid,
                                                "a value a loop changes by a uniform step", _LOOP)

    def _cut(self, lid: int, why: str) -> None:
        body = np.flatnonzero(self.g.loops[lid].body)
        first, last = int(body.min()), int(body.max())
        if (first, last, why) not in self.cut_loops:
            self.cut_loops.append((first, last, why))

    def _exit(self, p: Path, idx: int, ins, g: Pred) -> list:
        sel = p.mask
        v = g.v if not isinstance(g.v, bool) else np.full(self.n, g.v)
        known = ~g.unk if g.unk is not None else np.ones(self.n, bool)
        leave = sel & v & known
        if g.unk is not None and (g.unk & sel).any():
            self.note(f"EXIT at {ins.pc:#06x} depends on {g.why or 'unknown values'}: assumed not "
                      "taken (threads inside the problem bounds)")
        p.pc[leave] = -1
        p.pc[sel & ~leave] = idx + 1
        return []

    def _call(self, p: Path, idx: int, ins, g: Pred) -> list:
        sel = p.mask
        if ins.opcode == "RET":
            p.pc[sel] = p.stack.pop() if p.stack else -1
            return []
        ti = self.by_pc.get(ins.target) if ins.target is not None else None
        if ti is None:
            self.note(f"call at {ins.pc:#06x}: target not in the listing, not followed")
            p.pc[sel] = idx + 1
            return []
        if len(p.stack) > 16:
            self.note("call depth over 16: recursion not followed")
            p.pc[sel] = idx + 1
            return []
        p.stack.append(idx + 1)
        p.pc[sel] = ti
        return []

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
        if p.full and (ex is p.mask or not (p.mask & ~ex).any()):
            p.regs[name] = v
        elif old is None:             # threads at other instructions have not written it
            p.regs[name] = select(ex, v, self.L.unknown(f"{name} is read before the listing writes it"))
        else:
            p.regs[name] = select(ex, v, old)

    def write_pred(self, p: Path, name: str, pr: Pred, ex: np.ndarray) -> None:
        if name in ("PT", "UPT"):
            return
        old = p.preds.get(name)
        if p.full and (ex is p.mask or not (p.mask & ~ex).any()):
            p.preds[name] = pr
        elif old is None:
            p.preds[name] = _psel(ex, pr, Pred(np.zeros(self.n, bool), np.ones(self.n, bool),
                                               f"{name} is read before it is set"))
        else:
            p.preds[name] = _psel(ex, pr, old)

    # ------------------------------------------------------------------ shared-memory events
    def _record(self, p: Path, idx: int, ex: np.ndarray, why: str, data) -> None:
        ins = self.ins[idx]
        addr, gaddr = ops.shared_address(self, p, ins)
        ev = Event(p.mask.copy(), ex | data if data is not None else ex.copy(), addr, gaddr,
                   why if why and data is None else "")
        if data is not None:
            ev.guard_data = why
        self.events.setdefault(idx, []).append(ev)

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


_FLOW = frozenset(("BRA", "JMP", "BRX", "JMX", "JMXU", "EXIT", "RET", "CALL"))


def successors(ins: list, by_pc: dict) -> dict:
    """The control-flow graph of a SASS function in the sparse form of
    :func:`ldsopt.simt.cfg.analyze`: the instructions that do not just go on to the next, and
    where they go (index ``len(ins)``: past the end).  ``BRA`` / ``JMP`` go to their target, and on
    when guarded or conditional (``BRA.DIV`` only on: the warp is taken as converged); ``BRX`` /
    ``JMX`` to the targets the listing names; ``EXIT`` ends the thread unless guarded; ``CALL``
    goes to its target and on, ``RET`` back to the instruction after every ``CALL`` (so a loop that
    calls a function holds the function's code)."""
    n = len(ins)
    out = {}
    flow = [i for i, x in enumerate(ins) if x.opcode in _FLOW]
    calls = [i + 1 for i in flow if ins[i].opcode == "CALL"]
    for i in flow:
        x = ins[i]
        op = x.opcode
        cond = x.guard is not None or any(o.kind in ("pred", "upred") for o in x.operands)
        nxt = [i + 1]
        if op in ("BRA", "JMP"):
            t = by_pc.get(x.target) if x.target is not None else None
            s = nxt if "DIV" in x.mods or t is None else [t] + (nxt if cond else [])
        elif op in ("BRX", "JMX", "JMXU"):
            s = [by_pc[t] for t in x.targets if t in by_pc] + (nxt if cond or not x.targets else [])
        elif op == "EXIT":
            s = nxt if x.guard is not None else []
        elif op == "RET":              # back to every call's next instruction
            s = calls + (nxt if x.guard is not None else [])
        else:                          # CALL
            t = by_pc.get(x.target) if x.target is not None else None
            s = ([t] if t is not None else []) + nxt
        out[i] = sorted({min(t, n) for t in s})
    return out


def _file(p: Path) -> dict:
    """A path's registers and predicates in one dict (a predicate under the key ("pred", name))."""
    out = dict(p.regs)
    for k, v in p.preds.items():
        out[("pred", k)] = v
    return out


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
