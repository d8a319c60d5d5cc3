"""A kernel's instructions in order, with branch targets resolved, from any of the three inputs.

- a ``.s`` listing (labels name the branch targets),
- the ISA column of an ATT ``code.json`` or ``llvm-objdump -d`` output (branch operands are the
  SOPP 16-bit signed offset in dwords: target = address + 4 + 4 * offset, per the AMD ISA manuals'
  description of ``s_branch``/``s_cbranch_*``; the instruction addresses come with the text).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ldsopt.amd.emu.machine import ABASE, VBASE
from ldsopt.amd.emu.operands import Inst, parse_inst
from ldsopt.errors import UsageError
from ldsopt.simt import cfg

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
    rank: list = field(default_factory=list)      # walk order of each instruction (ldsopt.simt.cfg)
    by_rank: list = field(default_factory=list)   # instruction at each rank
    undefined: dict = field(default_factory=dict)  # instruction -> register keys undefined before it
    graph: cfg.Graph | None = None                # the control-flow graph (ldsopt.simt.cfg)

    def where(self, pc: int) -> str:
        if 0 <= pc < len(self.lines):
            return f"line {self.lines[pc]}"
        return "the end of the kernel"

    def __len__(self):
        return len(self.insts)


_NO_FALLTHROUGH = ("s_branch", "s_setpc_b64", "s_trap", "s_sethalt", "s_rfe_b64",
                   "s_cbranch_g_fork", "s_cbranch_join")


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


def _finish(p: Program) -> Program:
    """The walk order and the natural loops of the control-flow graph (:func:`ldsopt.simt.cfg.analyze`):
    ``loops[id]`` = (header, the last back edge's source), ``loop_body[id]`` the instructions in
    it, ``loop_exit[id]`` where a wave goes when it leaves the loop after the emulated iterations."""
    g = cfg.analyze(_succ(p))
    p.graph = g
    p.rank, p.by_rank = g.rank, g.by_rank
    for lp in g.loops:
        p.loops.append((lp.header, lp.latch))
        p.loop_body.append(lp.body)
        p.loop_exit.append(lp.exit)
    p.loops_at = g.loops_at
    return p


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
