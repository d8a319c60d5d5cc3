"""The AMDGPU front end of the shared path engine: one instruction for the selected waves, its
branch (taken, not taken, or both ways on an unknown condition), the join of two paths' registers
(implicit-defs, SGPRs), and what leaving a loop after the followed iterations does.

Walk order, joins, loop bookkeeping and bounds are :mod:`ldsopt.simt.engine`'s; see
:mod:`ldsopt.amd.emu.machine` for the rules.
"""

from __future__ import annotations

import numpy as np

from ldsopt.errors import UsageError

from ldsopt.simt import arith
from ldsopt.amd.emu.machine import EXEC_HI, EXEC_LO, VBASE, Ctx, Machine, key_name, key_of
from ldsopt.simt.engine import join_value, merge, walk
from ldsopt.simt.values import M32, Val, select

_U32 = np.uint32


def run(m: Machine, ctx0: Ctx, dispatch) -> None:
    """Run every wave to s_endpgm (or until it stops for a stated reason) on the SIMT path engine
    (:func:`ldsopt.simt.engine.walk`), the instruction of the lowest walk rank first (reverse
    post-order: forks meet at their joins)."""
    n = len(m.prog)
    walk([ctx0], np.asarray(m.prog.rank, np.int64), m.prog.by_rank, n, _Front(m, dispatch), m.budget,
         m.prog.graph)


class _Front:
    """The AMDGPU side of the engine: waves are the units, EXEC selects their lanes."""

    def __init__(self, m: Machine, dispatch):
        self.m = m
        self.dispatch = dispatch
        self.origin: dict = {}

    def step(self, c: Ctx, pc: int, sel: np.ndarray) -> list:
        new = _step(self.m, c, pc, sel, self.dispatch)
        if new is None:
            return []
        self.origin[id(new)] = self.m.reason(f"the branch at {self.m.where(pc)} depends on an unknown value; "
                                             "both ways were followed")
        return [new]

    def merge(self, here: list, pc: int) -> None:
        merge(here, pc, lambda a, b, both, only: _join(self.m, a, b, both, only, self.origin))

    def past_end(self, c: Ctx, ended: np.ndarray) -> None:
        for w in np.nonzero(ended)[0]:
            self.m.halted.setdefault(int(w), "ran past the last instruction without s_endpgm")

    def stop(self, ctxs: list, steps: int, why: str | None = None) -> None:
        why = why or f"the emulation stopped after {self.m.budget.max_steps} steps"
        for c in ctxs:
            for w in np.nonzero(c.pc >= 0)[0]:
                self.m.halted.setdefault(int(w), why)


def _scalar(sp, k, v: Val) -> Val:
    """An SGPR holds one value per wave: the unknown bits of a joined SGPR (not EXEC, whose bits
    are per-lane flags) become a wave-uniform unknown, so that sums with it stay exact."""
    if v.u is None or not isinstance(k, int) or k >= VBASE or k in (EXEC_LO, EXEC_HI):
        return v
    return arith.uniformize(sp, v, "an SGPR value that depends on the path taken")


def _join(m: Machine, a: Ctx, b: Ctx, both: np.ndarray, only: np.ndarray, origin: dict) -> None:
    """The AMDGPU side of a join (:func:`ldsopt.simt.engine.merge`): b's registers into a's, in the
    lanes of the waves `both` hold at the join (either path's value) and `only` b holds there."""
    sp = m.sp
    z = np.zeros(len(a.pc), bool)
    both = z if both is None else both
    only = z if only is None else only
    lanes, olanes = both[sp.wave], only[sp.wave]
    lb, lo = (lanes if lanes.any() else None), (olanes if olanes.any() else None)
    rid = origin.get(id(b)) or origin.get(id(a)) or m.reason("two paths of an unknown branch meet")
    if only.any():
        for pc, it in b.execs.items():
            mine = a.execs.get(pc)
            a.execs[pc] = np.where(only, it, mine if mine is not None else 0)
    for k in set(a.regs) | set(b.regs):
        va = a.regs.get(k)
        vb = b.regs.get(k)
        if va is vb:
            continue
        # a register one path never wrote (LLVM's implicit-def) holds the other path's value:
        # compiled code reads it only where that path was taken
        if va is None and k not in m.init_regs:
            a.regs[k] = select(lanes | olanes, vb, m.sp.unknown(m.reason(f"{key_name(k)} is never written")))
            continue
        if vb is None and k not in m.init_regs:
            continue
        m.ctx = a
        va = m.get(k)
        m.ctx = b
        vb = m.get(k)
        # lanes one path left undefined (an implicit-def) take the other path's value
        ua, ub = _undefined_lanes(m, va), _undefined_lanes(m, vb)
        if ua is not None:
            va = select(ua & lanes, vb, va)
        if ub is not None:
            vb = select(ub & lanes, va, vb)
        a.regs[k] = _scalar(sp, k, join_value(sp, va, vb, lb, lo, rid,
                                              "a value that depends on which way a branch went"))


def _step(m: Machine, c: Ctx, pc: int, sel: np.ndarray, dispatch) -> Ctx | None:
    sp = m.sp
    inst = m.prog.insts[pc]
    m.ctx, m.pc, m.inst = c, pc, inst
    m.nowrite = None
    m.next_pc = None
    g = m.prog.graph
    if pc in g.watch:                 # loop headers and exits (ldsopt.simt.engine.LoopBook)
        sel, over = c.loops.arrive(g, pc, sel, c.regs, m.budget)
        for lid, units, why in over:
            _leave_loop(m, c, lid, units, why=why)
        # the one bound on cycles that are no natural loop (irreducible flow): past it the waves
        # stop here with the reason
        sel, stop, limit = c.loops.rerun(g, pc, sel, m.budget)
        if stop is not None:
            for w in np.nonzero(stop)[0]:
                m.halted.setdefault(int(w), f"stopped at {m.where(pc)} after running it {limit} times (a cycle "
                                            "of irreducible control flow is not followed further)")
            c.pc[stop] = -1
        if not sel.any():
            return None
    m.sel_waves = sel
    m.sel = sel[sp.wave]
    m.refresh_exec()
    try:
        dispatch(m, inst)
    except IndexError:       # an operand the instruction needs is not there
        raise UsageError(f"{m.where()}: too few operands for {inst.op} in {inst.text!r}") from None
    if m.next_pc is None:
        c.pc[sel] = pc + 1
        _undefine(m, c, pc + 1, sel)
        return None
    taken, unknown, target = m.next_pc
    if target == "end":
        c.pc[sel] = -1
        return None
    if target == "halt":
        for w in np.nonzero(sel)[0]:
            m.halted.setdefault(int(w), unknown)
        c.pc[sel] = -1
        return None
    tk = taken & sel
    uk = unknown & sel
    nt = sel & ~tk & ~uk
    c.pc[nt] = pc + 1
    _undefine(m, c, pc + 1, nt)
    if target is None:
        go = tk | uk
        for w in np.nonzero(go)[0]:
            m.halted.setdefault(int(w), f"the branch target at {m.where(pc)} is not known")
        c.pc[go] = -1
        return None
    if uk.any():
        lid = g.way_round(pc, target, pc + 1)
        if lid is not None:       # the way round a loop: one pass where it is unknown
            tk, uk = _unknown_way_round(m, c, pc, lid, target, tk, uk)
    c.pc[tk] = target
    if uk.any():
        m.forks += 1
        new = c.copy()
        new.pc[:] = -1
        new.pc[uk] = target
        c.pc[uk] = pc + 1
        return new
    return None


def _unknown_way_round(m: Machine, c: Ctx, pc: int, lid: int, target: int, taken: np.ndarray,
                       unknown: np.ndarray) -> tuple:
    """A branch at `pc` that decides loop `lid`'s way round on an unknown value, for the waves
    `unknown`: the engine's first-iteration policy (:meth:`ldsopt.simt.engine.LoopBook.unknown_way`)
    instead of a fork.  A way back is not taken (from the loop's test, the waves leave the loop
    here, with every register the loop changed joined with its value at entry: the loop may
    have run more times; from the middle of the body, a ``continue``, they go on in the body);
    any other way round is taken and the waves leave at their next arrival at the header
    (through :func:`_leave_loop`, which joins the same way).  Sets the counters of the waves that
    do not take the branch; returns (waves taking the branch, waves still to fork: none)."""
    g = m.prog.graph
    body = g.loops[lid].body
    n = len(body)
    in_t = target < n and bool(body[target])
    stay = c.loops.unknown_way(g, lid, pc, target if in_t else pc + 1, unknown)
    go = stay if in_t else unknown & ~stay      # the waves that take the branch
    out = unknown & ~stay if in_t != (pc + 1 < n and bool(body[pc + 1])) else np.zeros_like(unknown)
    if out.any():                               # the waves that leave the loop now
        _leave_loop(m, c, lid, out, pc + 1 if in_t else target, "unknown")
        if in_t:
            _undefine(m, c, pc + 1, out)
    on = unknown & ~go & ~out                   # on to the next instruction, in the body
    c.pc[on] = pc + 1
    _undefine(m, c, pc + 1, on)
    return taken | go, np.zeros_like(unknown)


def _undefine(m: Machine, c: Ctx, nxt: int, waves: np.ndarray) -> None:
    """LLVM's `; implicit-def: $vgprN` before instruction `nxt`: on the way that falls through to
    it (the end of an arm), N holds no defined value, but only in the lanes that ran the arm: a
    VGPR in the lanes EXEC has on, an SGPR in the waves that fell through.  Lanes of the other arm
    keep their value (a comment is not a write for them).  The value left is an unknown with its
    own reason, which a join with another path's value replaces by that value (see _merge)."""
    keys = m.prog.undefined.get(nxt)
    if not keys or not waves.any():
        return
    sp = m.sp
    m.sel_waves = waves
    m.sel = waves[sp.wave]
    m.refresh_exec()
    for k in keys:
        lanes = (m.on | m.maybe) if k >= VBASE else m.sel
        if not lanes.any():
            continue
        rid = m.reason(f"{key_name(k)} has no defined value on the path through {m.where(nxt - 1)} "
                       "(the compiler's implicit-def)")
        m.undefined_rids.add(rid)
        # the value the other lanes keep: the path's, else the register's value at launch (a
        # work-item id, a kernel argument's SGPR), which the path holds without having written it
        old = c.regs.get(k)
        if old is None:
            old = m.init_regs.get(k)
        c.regs[k] = sp.unknown(rid) if old is None or lanes.all() else select(lanes, sp.unknown(rid), old)


def _undefined_lanes(m: Machine, v: Val | None) -> np.ndarray | None:
    """Lanes where `v` is an implicit-def's unknown (every bit unknown for that reason)."""
    if v is None or v.u is None or not m.undefined_rids:
        return None
    hit = (v.u == M32) & np.isin(v.why, list(m.undefined_rids))
    return hit if hit.any() else None


def _acc_register(m: Machine, lid: int, latch: int):
    """For a loop whose lanes leave one by one: the register pair X of the last
    `s_andn2_b64 exec, exec, X` in the loop's block before the latch (LLVM's structurized loop exit)."""
    body = m.prog.loop_body[lid]
    i = latch - 1
    while i >= 0 and body[i]:
        inst = m.prog.insts[i]
        i -= 1
        if not inst.ops or inst.ops[0].kind != "s" or inst.ops[0].index != EXEC_LO:
            continue
        if inst.base in ("s_andn2_b64", "s_andn2_b32") and len(inst.ops) == 3:
            src = inst.ops[2] if inst.ops[1].kind == "s" and inst.ops[1].index == EXEC_LO else None
            if src is not None and src.kind == "s":
                return src
        return None
    return None


def _leave_loop(m: Machine, c: Ctx, lid: int, waves: np.ndarray, tgt: int | None = None,
                why: str = "iterations") -> None:
    """Leave the loop after the emulated iterations, or on an unknown way round (see
    ldsopt.amd.emu.machine), to `tgt` (default: the loop's exit)."""
    sp = m.sp
    h, latch = m.prog.loops[lid]
    m.loops_cut += 1
    tgt = m.prog.loop_exit[lid] if tgt is None else tgt
    if tgt is None:
        for w in np.nonzero(waves)[0]:
            m.halted.setdefault(int(w), f"the loop ending at {m.where(latch)} has no exit")
        c.pc[waves] = -1
        return
    ran = f"{m.iterations} time(s)" if why == "iterations" else "once (its way round depends on an unknown value)"
    rid = m.reason(f"value after the loop ending at {m.where(latch)}, which the emulation ran {ran}; "
                   "the loop changes it by a lane-varying amount")
    skip = set()
    lanes_all = waves[sp.wave]
    if m.prog.insts[latch].base == "s_cbranch_execnz":
        acc = _acc_register(m, lid, latch)
        if acc is not None:
            m.sel = lanes_all
            m.ctx = c
            for i in range(min(acc.count, 2)):
                k = key_of(acc, i)
                e = m.get(EXEC_LO + i)
                c.regs[k] = select(lanes_all, arith.bitwise(sp, "or", m.get(k), e), m.get(k))
                c.regs[EXEC_LO + i] = select(lanes_all, m.const(0), e)
                skip |= {k, EXEC_LO + i}
    for k, cur, old, ws in c.loops.changed(lid, waves, c.regs):
        if k in skip:
            continue
        if old is None:
            old = m.init_regs.get(k)
        if old is None:
            old = sp.unknown(rid)
        c.regs[k] = _scalar(sp, k, arith.join(sp, cur, old, ws[sp.wave], rid,
                                            "a value a loop changes by a wave-uniform step"))
    c.pc[waves] = tgt
