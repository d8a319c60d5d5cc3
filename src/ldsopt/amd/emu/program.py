"""A kernel's instructions in order, with branch targets resolved, from any of the three inputs.

- a ``.s`` listing (labels name the branch targets),
- the ISA column of an ATT ``code.json`` or ``llvm-objdump -d`` output (branch operands are the
  SOPP 16-bit signed offset in dwords: target = address + 4 + 4 * offset, per the AMD ISA manuals'
  description of ``s_branch``/``s_cbranch_*``; the instruction addresses come with the text).
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
    loops: list = field(default_factory=list)     # (first, last) instruction of each loop region
    loops_at: dict = field(default_factory=dict)  # instruction -> ids of the loops containing it
    name: str = ""

    def where(self, pc: int) -> str:
        if 0 <= pc < len(self.lines):
            return f"line {self.lines[pc]}"
        return "the end of the kernel"

    def __len__(self):
        return len(self.insts)


def _finish(p: Program) -> Program:
    """Loop regions: [target, branch] of every backward branch (the same region once)."""
    seen = {}
    for i, t in sorted(p.targets.items()):
        if t is not None and t <= i and (t, i) not in seen:
            seen[(t, i)] = len(p.loops)
            p.loops.append((t, i))
    for lid, (t, b) in enumerate(p.loops):
        for pc in range(t, b + 1):
            p.loops_at.setdefault(pc, []).append(lid)
    return p


def _parse_all(texts: list[str], lines: list[int], what: str) -> list[Inst]:
    out = []
    for t, ln in zip(texts, lines):
        out.append(parse_inst(t, f"{what} line {ln}"))
    return out


def from_asm(kernel, path: str = "<asm>") -> Program:
    """From a kernel of :func:`ldsopt.amd.isa.parse_asm` (labels resolved by name)."""
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
