"""Walking the program: lowest program counter first, branches, forks and joins, loops.

See :mod:`ldsopt.amd.emu.machine` for the rules; this module applies them.
"""

from __future__ import annotations

import numpy as np

from ldsopt.amd.emu import alu
from ldsopt.amd.emu.machine import EXEC_LO, Ctx, Machine, key_name, key_of
from ldsopt.amd.emu.values import Val, select

_U32 = np.uint32


def run(m: Machine, ctx0: Ctx, dispatch) -> None:
    """Run every wave to s_endpgm (or until it stops for a stated reason)."""
    ctxs = [ctx0]
    origin = {id(ctx0): None}
    n = len(m.prog)
    steps = 0
    while True:
        best = None
        for c in ctxs:
            live = c.pc[c.pc >= 0]
            if live.size:
                p = int(live.min())
                best = p if best is None or p < best else best
        if best is None:
            break
        if best >= n:
            for c in ctxs:
                ended = c.pc == best
                for w in np.nonzero(ended)[0]:
                    m.halted.setdefault(int(w), "ran past the last instruction without s_endpgm")
                c.pc[ended] = -1
            continue
        here = [c for c in ctxs if (c.pc == best).any()]
        if len(here) > 1:
            _merge(m, here, best, origin)
        for c in here:
            sel = c.pc == best
            if not sel.any():
                continue
            new = _step(m, c, best, sel, dispatch)
            if new is not None:
                origin[id(new)] = m.reason(f"the branch at {m.where(best)} depends on an unknown value; "
                                           "both ways were followed")
                ctxs.append(new)
        ctxs = [c for c in ctxs if (c.pc >= 0).any()]
        steps += 1
        if steps > m.max_steps:
            for c in ctxs:
                for w in np.nonzero(c.pc >= 0)[0]:
                    m.halted.setdefault(int(w), f"the emulation stopped after {m.max_steps} steps")
                c.pc[:] = -1
            break


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
                a.regs[k] = alu.join(sp, va, vb, lanes, rid, "a value that depends on which way a branch went")
            for h, cnt in b.hdr_count.items():
                mine = a.hdr_count.setdefault(h, np.zeros(len(a.pc), np.int64))
                mine[both] = np.maximum(mine[both], cnt[both])
            b.pc[both] = -1


def _step(m: Machine, c: Ctx, pc: int, sel: np.ndarray, dispatch) -> Ctx | None:
    sp = m.sp
    inst = m.prog.insts[pc]
    m.ctx, m.pc, m.inst = c, pc, inst
    m.sel_waves = sel
    m.sel = sel[sp.wave]
    m.refresh_exec()
    m.nowrite = None
    m.next_pc = None
    vb = c.via_back & sel
    c.via_back[sel] = False
    if pc in m.prog.headers:
        _enter_header(c, pc, sel, vb)
    it = c.iters.setdefault(pc, np.zeros(len(sel), np.int64))
    it[sel] += 1
    dispatch(m, inst)
    if m.next_pc is None:
        c.pc[sel] = pc + 1
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
    if target is None:
        go = tk | uk
        for w in np.nonzero(go)[0]:
            m.halted.setdefault(int(w), f"the branch target at {m.where(pc)} is not known")
        c.pc[go] = -1
        return None
    if target <= pc:
        return _back_edge(m, c, pc, target, tk | uk)
    c.pc[tk] = target
    if uk.any():
        m.forks += 1
        new = c.copy()
        new.pc[:] = -1
        new.pc[uk] = target
        c.pc[uk] = pc + 1
        return new
    return None


def _enter_header(c: Ctx, h: int, sel: np.ndarray, via_back: np.ndarray) -> None:
    cnt = c.hdr_count.setdefault(h, np.zeros(len(sel), np.int64))
    fresh = sel & ~via_back
    cnt[fresh] = 1
    cnt[via_back] += 1
    if fresh.any():
        keep = [(w & ~fresh, r) for w, r in c.hdr_snap.get(h, []) if (w & ~fresh).any()]
        c.hdr_snap[h] = [(fresh.copy(), dict(c.regs))] + keep


def _back_edge(m: Machine, c: Ctx, pc: int, h: int, want: np.ndarray) -> None:
    cnt = c.hdr_count.get(h)
    if cnt is None:
        cnt = c.hdr_count.setdefault(h, np.zeros(len(want), np.int64))
    go = want & (cnt < m.iterations)
    cut = want & ~go
    if go.any():
        covered = np.zeros(len(want), bool)
        for w, _ in c.hdr_snap.get(h, []):
            covered |= w
        first = go & ~covered
        if first.any():      # a loop entered at its bottom: the state before its first iteration
            c.hdr_snap.setdefault(h, []).append((first.copy(), dict(c.regs)))
        c.pc[go] = h
        c.via_back[go] = True
    if cut.any():
        _leave_loop(m, c, pc, h, cut)
    return None


def _exit_pc(m: Machine, latch: int, h: int) -> int | None:
    inst = m.prog.insts[latch]
    if inst.base != "s_branch":
        return latch + 1
    outs = [t for i, t in m.prog.targets.items() if h <= i <= latch and t is not None and t > latch]
    return min(outs) if outs else None


def _acc_register(m: Machine, latch: int, h: int):
    """For a loop whose lanes leave one by one: the register pair X of the last
    `s_andn2_b64 exec, exec, X` before the latch (LLVM's structurized loop exit)."""
    for i in range(latch - 1, h - 1, -1):
        inst = m.prog.insts[i]
        if not inst.ops or inst.ops[0].kind != "s" or inst.ops[0].index != EXEC_LO:
            continue
        if inst.base in ("s_andn2_b64", "s_andn2_b32") and len(inst.ops) == 3:
            src = inst.ops[2] if inst.ops[1].kind == "s" and inst.ops[1].index == EXEC_LO else None
            if src is not None and src.kind == "s":
                return src
        return None
    return None


def _leave_loop(m: Machine, c: Ctx, latch: int, h: int, waves: np.ndarray) -> None:
    """Leave the loop after the emulated iterations (see ldsopt.amd.emu.machine)."""
    sp = m.sp
    m.loops_cut += 1
    tgt = _exit_pc(m, latch, h)
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
        acc = _acc_register(m, latch, h)
        if acc is not None:
            m.sel = lanes_all
            for i in range(min(acc.count, 2)):
                k = key_of(acc, i)
                e = m.get(EXEC_LO + i)
                c.regs[k] = select(lanes_all, alu.bitwise(sp, "or", m.get(k), e), m.get(k))
                c.regs[EXEC_LO + i] = select(lanes_all, m.const(0), e)
                skip |= {k, EXEC_LO + i}
    for wmask, snap in c.hdr_snap.get(h, []):
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
            c.regs[k] = alu.join(sp, cur, old, lanes, rid, "a value a loop changes by a wave-uniform step")
    c.pc[waves] = tgt
