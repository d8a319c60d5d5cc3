"""A kernel's instructions in order, with branch targets resolved, from any of the three inputs.

- a ``.s`` listing (labels name the branch targets),
- the ISA column of an ATT ``code.json`` or ``llvm-objdump -d`` output (branch operands are the
  SOPP 16-bit signed offset in dwords: target = address + 4 + 4 * offset, per the AMD ISA manuals'
  description of ``s_branch``/``s_cbranch_*``; the instruction addresses come with the text).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ldsopt.amd.emu.machine import ABASE, VBASE
from ldsopt.amd.emu.operands import Inst, parse_inst
from ldsopt.errors import UsageError

BRANCHES = {"s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
            "s_cbranch_execz", "s_cbranch_execnz", "s_cbranch_cdbgsys", "s_cbranch_cdbguser",
            "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user"}


@dataclass
class Program:
    insts: list                       # Inst per instruction
    lines: list                       # 1-based line of each instruction in its input (or row number)
    locs: list                        # source "file:line" per instruction, or None
    targets: dict = field(default_factory=dict)   # branch index -> target index (None: unknown)
    loops: list = field(default_factory=list)     # (header, last back-edge source) of each natural loop
    loop_body: list = field(default_factory=list)  # per loop: bool per instruction, in the loop
    loop_exit: list = field(default_factory=list)  # per loop: where a wave leaving it goes (None: no exit)
    loops_at: dict = field(default_factory=dict)  # instruction -> ids of the loops containing it
    name: str = ""
    rank: list = field(default_factory=list)      # walk order of each instruction (see _order)
    by_rank: list = field(default_factory=list)   # instruction at each rank
    undefined: dict = field(default_factory=dict)  # instruction -> register keys undefined before it

    def where(self, pc: int) -> str:
        if 0 <= pc < len(self.lines):
            return f"line {self.lines[pc]}"
        return "the end of the kernel"

    def __len__(self):
        return len(self.insts)


_NO_FALLTHROUGH = ("s_branch", "s_setpc_b64", "s_trap", "s_sethalt", "s_rfe_b64",
                   "s_cbranch_g_fork", "s_cbranch_join")


def _order(p: Program) -> None:
    """Reverse post-order of the control-flow graph from the first instruction (back edges of loops
    aside, every instruction comes after all the instructions that can jump or fall into it), then
    the unreachable ones in program order; index len(insts) (past the end) last.  The walk runs the
    lowest rank first, so the paths of an unknown branch meet at their join, also when the compiler
    placed a block out of line after the join and jumps back."""
    n = len(p.insts)
    post = _reachable(_succ(p))
    seen = set(post)
    order = [x for x in post if x != n] + [i for i in range(n) if i not in seen] + [n]
    p.by_rank = order
    rank = [0] * (n + 1)
    for r, i in enumerate(order):
        rank[i] = r
    p.rank = rank


def _succ(p: Program) -> list:
    """Successors of each instruction (index len(insts): past the end, none)."""
    n = len(p.insts)
    succ = []
    for i, inst in enumerate(p.insts):
        s = []
        if i in p.targets and p.targets[i] is not None:
            s.append(p.targets[i])
        if inst.base not in _NO_FALLTHROUGH and not inst.base.startswith("s_endpgm"):
            s.append(i + 1)
        succ.append([x for x in s if 0 <= x <= n])
    succ.append([])
    return succ


def _dominators(succ: list, order: list) -> list:
    """Immediate dominator of each instruction reachable from the first (Cooper, Harvey and
    Kennedy, "A Simple, Fast Dominance Algorithm", 2001); -1 where unreachable."""
    n = len(succ)
    pos = {v: i for i, v in enumerate(order)}
    preds: list = [[] for _ in range(n)]
    for u in order:
        for v in succ[u]:
            preds[v].append(u)
    idom = [-1] * n
    if not order:
        return idom
    idom[order[0]] = order[0]
    changed = True
    while changed:
        changed = False
        for v in order[1:]:
            new = -1
            for u in preds[v]:
                if idom[u] < 0:
                    continue
                if new < 0:
                    new = u
                    continue
                a, b = u, new
                while a != b:
                    while pos[a] > pos[b]:
                        a = idom[a]
                    while pos[b] > pos[a]:
                        b = idom[b]
                new = a
            if new >= 0 and idom[v] != new:
                idom[v] = new
                changed = True
    return idom


def _finish(p: Program) -> Program:
    """Loops: natural loops of the control-flow graph, one per header (a back edge goes to an
    instruction that dominates its source; the loop is the header and every instruction that reaches
    a back edge's source without passing the header), so that a latch block placed before its loop
    header, as LLVM does, is part of the loop.  ``loops[id]`` = (header, the last back edge's
    source), ``loop_body[id]`` the instructions in it, ``loop_exit[id]`` where a wave goes when it
    leaves the loop after the emulated iterations (the back edge's other way, or else the first exit
    after the loop)."""
    _order(p)
    n = len(p.insts)
    succ = _succ(p)
    idom = _dominators(succ, _reachable(succ))

    # h dominates u when u lies in h's subtree of the dominator tree: entry/exit numbers of one
    # walk of the tree answer each question at once (walking u's dominators up is quadratic on
    # long straight-line code)
    kids: list = [[] for _ in range(n + 1)]
    for v, d in enumerate(idom):
        if d >= 0 and d != v:
            kids[d].append(v)
    t_in = [-1] * (n + 1)
    t_out = [-1] * (n + 1)
    clock = 0
    for root in (v for v, d in enumerate(idom) if d == v):
        stack = [(root, 0)]
        while stack:
            v, k = stack.pop()
            if k == 0:
                t_in[v] = clock
                clock += 1
            if k < len(kids[v]):
                stack.append((v, k + 1))
                stack.append((kids[v][k], 0))
            else:
                t_out[v] = clock
                clock += 1

    def dominates(h, u):
        return t_in[h] >= 0 and t_in[u] >= 0 and t_in[h] <= t_in[u] and t_out[u] <= t_out[h]
    back: dict = {}
    for u in range(n):
        if idom[u] < 0:
            continue
        for h in succ[u]:
            if h < n and dominates(h, u):
                back.setdefault(h, []).append(u)
    preds: list = [[] for _ in range(n + 1)]
    for u in range(n):
        for v in succ[u]:
            preds[v].append(u)
    for h in sorted(back):
        body = np.zeros(n, bool)
        body[h] = True
        stack = [u for u in back[h] if not body[u]]
        for u in stack:
            body[u] = True
        while stack:
            v = stack.pop()
            for u in preds[v]:
                if not body[u] and idom[u] >= 0:
                    body[u] = True
                    stack.append(u)
        latch = max(back[h])
        exit_pc = None
        for u in sorted(back[h], reverse=True):
            out = [x for x in succ[u] if x >= n or not body[x]]
            if out:
                exit_pc = out[0]
                break
        if exit_pc is None:
            outs = sorted({x for u in np.nonzero(body)[0] for x in succ[u] if x >= n or not body[x]})
            last = int(np.nonzero(body)[0].max())
            after = [x for x in outs if x > last]
            exit_pc = after[0] if after else (outs[-1] if outs else None)
        lid = len(p.loops)
        p.loops.append((h, latch))
        p.loop_body.append(body)
        p.loop_exit.append(exit_pc)
        for pc in np.nonzero(body)[0]:
            p.loops_at.setdefault(int(pc), []).append(lid)
    return p


def _reachable(succ: list) -> list:
    """Instructions reachable from the first, in reverse post-order."""
    n = len(succ) - 1
    if not n:
        return []
    seen = [False] * (n + 1)
    post = []
    stack = [(0, 0)]
    seen[0] = True
    while stack:
        node, k = stack[-1]
        if k < len(succ[node]):
            stack[-1] = (node, k + 1)
            nxt = succ[node][k]
            if not seen[nxt]:
                seen[nxt] = True
                stack.append((nxt, 0))
        else:
            stack.pop()
            post.append(node)
    return list(reversed(post))


def _parse_all(texts: list[str], lines: list[int], what: str) -> list[Inst]:
    out = []
    for t, ln in zip(texts, lines):
        out.append(parse_inst(t, f"{what} line {ln}"))
    return out


def from_asm(kernel, path: str = "<asm>") -> Program:
    """From a kernel of :func:`ldsopt.amd.asm.parse_asm` (labels resolved by name)."""
    texts = [t for _, t in kernel.instrs]
    lines = [ln for ln, _ in kernel.instrs]
    insts = _parse_all(texts, lines, path)
    locs = list(kernel.locs) if len(kernel.locs) == len(insts) else [None] * len(insts)
    p = Program(insts, lines, locs, name=kernel.name)
    for i, inst in enumerate(insts):
        if inst.base in BRANCHES:
            tgt = None
            if inst.ops and inst.ops[0].kind == "label":
                tgt = kernel.labels.get(inst.ops[0].value)
            elif inst.ops and inst.ops[0].kind == "imm":
                tgt = None     # numeric offsets need addresses, which a .s does not give
            p.targets[i] = tgt
    for i, regs in getattr(kernel, "implicit_defs", {}).items():
        keys = []
        for r in regs:
            kind, n = r[0], int(r[1:])
            keys.append(n if kind == "s" else (VBASE if kind == "v" else ABASE) + n)
        p.undefined[i] = keys
    return _finish(p)


def from_rows(texts: list[str], addresses: list[int] | None = None, lines: list[int] | None = None,
              locs: list | None = None, name: str = "") -> Program:
    """From instruction texts in program order (an ATT code.json ISA column, objdump output);
    `addresses` (byte address of each) resolve numeric branch offsets.  Labels in the texts are
    resolved when a text is `label:`-free and another row defines them (rare outside .s files)."""
    lines = list(lines) if lines is not None else list(range(1, len(texts) + 1))
    insts = _parse_all(texts, lines, name or "input")
    p = Program(insts, lines, list(locs) if locs is not None else [None] * len(insts), name=name)
    at = {a: i for i, a in enumerate(addresses)} if addresses is not None else None
    for i, inst in enumerate(insts):
        if inst.base not in BRANCHES:
            continue
        tgt = None
        if inst.ops and inst.ops[0].kind == "imm" and at is not None:
            off = int(inst.ops[0].value) & 0xFFFF
            off = off - 0x10000 if off >= 0x8000 else off
            tgt = at.get(addresses[i] + 4 + 4 * off)
        p.targets[i] = tgt
    return _finish(p)


def check_program(p: Program) -> None:
    if not p.insts:
        raise UsageError(f"{p.name or 'kernel'}: no instructions")
