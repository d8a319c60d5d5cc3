"""Walking the program: lowest program counter first, branches, forks and joins, loops.

See :mod:`ldsopt.amd.emu.machine` for the rules; this module applies them.
"""

from __future__ import annotations

import numpy as np

from ldsopt.errors import UsageError

from ldsopt.simt import arith
from ldsopt.amd.emu.machine import EXEC_HI, EXEC_LO, VBASE, Ctx, Machine, key_name, key_of
from ldsopt.simt.engine import walk
from ldsopt.simt.values import M32, Val, select

_U32 = np.uint32


def run(m: Machine, ctx0: Ctx, dispatch) -> None:
    """Run every wave to s_endpgm (or until it stops for a stated reason) on the SIMT path engine
    (:func:`ldsopt.simt.engine.walk`), the instruction of the lowest walk rank first (reverse
    post-order: forks meet at their joins)."""
    n = len(m.prog)
    walk([ctx0], np.asarray(m.prog.rank, np.int64), m.prog.by_rank, n, _Front(m, dispatch), m.budget)


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
        _merge(self.m, here, pc, self.origin)

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


def _merge(m: Machine, here: list, pc: int, origin: dict) -> None:
    """Contexts holding the same wave at the same instruction (forks meeting again) are joined."""
    sp = m.sp
    for i, a in enumerate(here):
        for b in here[i + 1:]:
            both = (a.pc == pc) & (b.pc == pc)
            if not both.any():
                continue
            lanes = both[sp.wave]
            rid = origin.get(id(b)) or origin.get(id(a)) or m.reason("two paths of an unknown branch meet")
            for k in set(a.regs) | set(b.regs):
                va = a.regs.get(k)
                vb = b.regs.get(k)
                if va is vb:
                    continue
                # a register one path never wrote (LLVM's implicit-def) holds the other path's value:
                # compiled code reads it only where that path was taken
                if va is None and k not in m.init_regs:
                    a.regs[k] = select(lanes, vb, m.sp.unknown(m.reason(f"{key_name(k)} is never written")))
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
                a.regs[k] = _scalar(sp, k, arith.join(sp, va, vb, lanes, rid,
                                                    "a value that depends on which way a branch went"))
            b.pc[both] = -1


def _step(m: Machine, c: Ctx, pc: int, sel: np.ndarray, dispatch) -> Ctx | None:
    sp = m.sp
    inst = m.prog.insts[pc]
    m.ctx, m.pc, m.inst = c, pc, inst
    m.nowrite = None
    m.next_pc = None
    sel = _loops(m, c, pc, sel)
    if not sel.any():
        return None
    m.sel_waves = sel
    m.sel = sel[sp.wave]
    m.refresh_exec()
    it = c.iters.get(pc)
    it = np.zeros(len(sel), np.int64) if it is None else it.copy()
    it[sel] += 1
    c.iters[pc] = it
    # a bound on re-execution: each loop around pc runs at most iterations + 1 times per pass of
    # the loop around it (the last arrival leaves it); more means loops that overlap without
    # nesting send the waves round each other, so they stop here with the reason
    limit = m.budget.reruns(len(m.prog.loops_at.get(pc, ())))
    over = sel & (it > limit)
    if over.any():
        for w in np.nonzero(over)[0]:
            m.halted.setdefault(int(w), f"stopped at {m.where(pc)} after running it {limit} times (loops that "
                                        "overlap without nesting are not followed further)")
        c.pc[over] = -1
        sel = sel & ~over
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
    c.pc[tk] = target
    if uk.any():
        m.forks += 1
        new = c.copy()
        new.pc[:] = -1
        new.pc[uk] = target
        c.pc[uk] = pc + 1
        return new
    return None


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
        old = c.regs.get(k)
        c.regs[k] = sp.unknown(rid) if old is None or lanes.all() else select(lanes, sp.unknown(rid), old)


def _undefined_lanes(m: Machine, v: Val | None) -> np.ndarray | None:
    """Lanes where `v` is an implicit-def's unknown (every bit unknown for that reason)."""
    if v is None or v.u is None or not m.undefined_rids:
        return None
    hit = (v.u == M32) & np.isin(v.why, list(m.undefined_rids))
    return hit if hit.any() else None


def _loops(m: Machine, c: Ctx, pc: int, sel: np.ndarray) -> np.ndarray:
    """Loop bookkeeping before `pc` runs: a wave enters a loop (region [target, branch] of a
    backward branch) at the first instruction of it that it runs; each later arrival at that entry
    point starts a new iteration; after m.iterations iterations the wave leaves the loop there.
    Returns the waves that still run `pc`."""
    prog = m.prog
    if c.loop_entry:
        for lid in list(c.loop_entry):
            if prog.loop_body[lid][pc]:
                continue
            ent = c.loop_entry[lid]
            inside = ent >= 0
            if (inside & sel).any():
                ent = c.loop_entry[lid] = np.where(sel, -1, ent)   # these waves left the loop
                if not (ent >= 0).any():
                    del c.loop_entry[lid]
    for lid in prog.loops_at.get(pc, ()):
        ent = c.loop_entry.get(lid)
        if ent is None:
            ent = c.loop_entry[lid] = np.full(len(sel), -1, np.int64)
        cnt = c.loop_count.setdefault(lid, np.zeros(len(sel), np.int64))
        new = sel & (ent < 0)
        if new.any():
            ent[new] = pc
            cnt[new] = 1
            keep = [(w & ~new, r) for w, r in c.loop_snap.get(lid, []) if (w & ~new).any()]
            c.loop_snap[lid] = [(new.copy(), dict(c.regs))] + keep
        again = sel & ~new & (ent == pc)
        if again.any():
            cnt[again] += 1
            over = again & (cnt > m.iterations)
            if over.any():
                _leave_loop(m, c, lid, over)
                ent[over] = -1
                sel = sel & ~over
    return sel


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


def _leave_loop(m: Machine, c: Ctx, lid: int, waves: np.ndarray) -> None:
    """Leave the loop after the emulated iterations (see ldsopt.amd.emu.machine)."""
    sp = m.sp
    h, latch = m.prog.loops[lid]
    m.loops_cut += 1
    tgt = m.prog.loop_exit[lid]
    if tgt is None:
        for w in np.nonzero(waves)[0]:
            m.halted.setdefault(int(w), f"the loop ending at {m.where(latch)} has no exit")
        c.pc[waves] = -1
        return
    rid = m.reason(f"value after the loop ending at {m.where(latch)}, which the emulation ran "
                   f"{m.iterations} time(s); the loop changes it by a lane-varying amount")
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
    for wmask, snap in c.loop_snap.get(lid, []):
        ws = wmask & waves
        if not ws.any():
            continue
        lanes = ws[sp.wave]
        for k in set(c.regs) | set(snap):
            if k in skip:
                continue
            cur = c.regs.get(k)
            old = snap.get(k)
            if cur is old:
                continue
            if cur is None:
                continue
            if old is None:
                old = m.init_regs.get(k)
            if old is None:
                old = sp.unknown(rid)
            c.regs[k] = _scalar(sp, k, arith.join(sp, cur, old, lanes, rid,
                                                "a value a loop changes by a wave-uniform step"))
    c.pc[waves] = tgt
