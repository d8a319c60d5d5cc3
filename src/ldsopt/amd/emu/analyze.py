"""Every LDS instruction of a kernel, lane-exact, per wave: the public entry points.

>>> from ldsopt.amd.emu import analyze_kernel
>>> k = analyze_kernel(["v_lshlrev_b32 v1, 8, v0", "ds_read_b32 v2, v1", "s_endpgm"], "gfx942",
...                    block=(64, 1, 1))
>>> w = k.instructions[0].waves[0]
>>> w.addresses[:3], w.cycles, w.ideal, w.ways
((0, 256, 512), 64, 2, 32)

Costs come from the bank model (:func:`ldsopt.core.simulate.simulate_batch`) on the emulated
addresses; ``ways`` is the worst phase's words per bank, as :attr:`SimResult.ways`.
"""

from __future__ import annotations

import re

from dataclasses import dataclass, replace

import numpy as np

from ldsopt.amd.emu import abi, calls, flow, lds, salu, valu
from ldsopt.simt.arith import Space
from ldsopt.amd.emu.machine import VBASE, Ctx, Machine
from ldsopt.amd.emu.program import BRANCHES, Program, from_asm, from_rows
from ldsopt.simt.table import Table
from ldsopt.simt.values import Env
from ldsopt.amd.isa import ds_kind
from ldsopt.errors import UsageError

_VMEM = ("buffer_", "global_", "flat_", "scratch_", "image_", "tbuffer_")
_HALT = {"s_setpc_b64": "a jump through s_setpc_b64 (indirect branch or return) is not followed",
         "s_call_b64": "a function call (s_call_b64) is not followed",
         "s_trap": "s_trap stops the wave", "s_sethalt": "s_sethalt stops the wave",
         "s_rfe_b64": "s_rfe_b64 is not followed", "s_cbranch_g_fork": "s_cbranch_g_fork is not followed",
         "s_cbranch_join": "s_cbranch_join is not followed"}


_DATA_OP = re.compile(r"f(16|32|64)|bf16|fp8|bf8|mfma|wmma|dot\d|cvt|_(exp|log|rcp|rsq|sqrt|sin|cos)")


@dataclass(frozen=True)
class WaveResult:
    """One wave's execution of one LDS instruction."""
    wave: int
    status: str                       # "ok" | "unresolved" | "inactive"
    iteration: int = 1
    active_lanes: int = 0
    cycles: int = 0
    ideal: int = 0
    conflicts: int = 0
    ways: int = 0
    addresses: tuple = ()             # per lane (active lanes; 0 elsewhere), bytes
    active: tuple = ()
    offset0: int = 0
    offset1: int = 0
    base: str = ""                    # wave-uniform unknowns added to every address (bank-neutral)
    misaligned: bool = False
    reason: str = ""
    assumed: bool = False             # this answer rests on bounds checks taken as in bounds


@dataclass(frozen=True)
class LdsInstruction:
    """One LDS instruction of a kernel (ds_*, or a direct-to-LDS load) with a `WaveResult` per wave
    (and per emulated loop iteration)."""
    index: int                        # position in the kernel's instruction list
    line: int                         # line in the input (row number for code.json)
    isa: str
    op: str
    kind: str                         # read, write, read2, write2, read_tr, atomic, bpermute, permute,
    #                                   swizzle, dma, other
    source: str | None
    model_op: str | None              # the bank model's name for the access
    waves: tuple = ()
    assumed: tuple = ()               # modelling choices the answer rests on ("in_bounds")

    @property
    def resolved(self) -> bool:
        return all(w.status != "unresolved" for w in self.waves)

    @property
    def conflicts(self) -> int:
        return max((w.conflicts for w in self.waves if w.status == "ok"), default=0)


@dataclass(frozen=True)
class Summary:
    """Totals of one kernel's analysis."""
    instructions: int
    instruction_waves: int
    resolved: int                     # instruction-waves with addresses (ok)
    inactive: int
    unresolved: int
    conflicted: int                   # instructions with a conflict in some wave
    lds_cycles: int                   # sum over resolved instruction-waves (one pass of the kernel)
    lds_cycles_lost: int              # of which bank conflicts


@dataclass(frozen=True)
class KernelAnalysis:
    """Every LDS instruction of one kernel, lane-exact per wave (`instructions`, a tuple of
    `LdsInstruction`), with the `summary`, the `assumptions` used (block shape, loop iterations,
    kernel arguments) and `notes` (opcodes not emulated, waves that stopped early)."""
    name: str
    arch: str
    block: tuple
    iterations: int
    instructions: tuple
    summary: Summary
    assumptions: tuple = ()
    notes: tuple = ()


# ----------------------------------------------------------------------------- dispatch
def _gpr_idx(m: Machine, inst) -> None:
    rid = m.reason(f"VGPR indexing (s_set_gpr_idx_on at {m.where()}) is not emulated")
    for k in [k for k in m.ctx.regs if isinstance(k, int) and k >= VBASE]:
        m.write_v(k, m.sp.unknown(rid), force_lanes=m.sel)


# the AMDGPU table (the form of ldsopt.simt.table, as the SASS one): LDS, control flow, then the
# scalar and vector ALU tables, memory; anything else changes no register the emulator follows
AMDGPU = Table("AMDGPU", default=lambda m, inst: None)
AMDGPU.prefix(("ds_",), lds.execute_ds)
AMDGPU.names(BRANCHES, salu.branch)
AMDGPU.names(("s_endpgm",), lambda m, inst: m.branch(None, None, "end"))
AMDGPU.names(_HALT, lambda m, inst: m.branch(None, _HALT[inst.base], "halt"))
AMDGPU.names(("s_swappc_b64",), calls.call)
AMDGPU.names(("s_set_gpr_idx_on", "s_set_gpr_idx_mode"), _gpr_idx)
AMDGPU.prefix(("s_",), salu.execute)
AMDGPU.prefix(("v_",), valu.execute)
AMDGPU.prefix(_VMEM, lds.execute_vmem)


def _dispatch(m: Machine, inst) -> None:
    return AMDGPU.lookup(inst.base)(m, inst)


def _kind(op: str) -> str:
    if op.startswith("ds_"):
        return ds_kind(op)
    if op.startswith("s_swappc"):
        return "atomic"          # a device-library atomic on an LDS pointer (calls.py)
    return "dma"


def _is_lds(inst, m: Machine | None = None, pc: int = -1) -> bool:
    b = inst.base
    if b.startswith("ds_"):
        return not b.startswith(("ds_nop", "ds_gws"))
    if b.startswith("s_swappc"):
        return m is not None and pc in m.records
    return b.startswith(_VMEM) and ("lds" in inst.mods or "_load_lds_" in b)


# ----------------------------------------------------------------------------- costs
def _ways_and_cost(arch, op: str, addrs: np.ndarray, act: np.ndarray, o0, o1, misaligned: bool):
    """(cycles, ideal, ways) per row; the unaligned word rule for the rows the emulator found
    misaligned."""
    from ldsopt.core.cost import cost_lanes
    r = cost_lanes(arch, op, addrs, act, o0, o1, ways=True,
                   unaligned="words" if misaligned else "error", memo=True)
    return r.cycles, r.ideal, r.ways


def _rows(m: Machine, prog: Program) -> dict:
    """Instruction index -> the records of its executions (one per wave and iteration)."""
    nw = m.sp.nwaves
    per_pc: dict = {}
    for pc, inst in enumerate(prog.insts):
        if not _is_lds(inst, m, pc):
            continue
        recs = m.records.get(pc, [])
        byw: dict = {}
        for r in recs:
            byw.setdefault((r.wave, r.iteration), []).append(r)
        rows = []
        seen_w = {w for w, _ in byw}
        for (w, it), rs in sorted(byw.items()):
            r = rs[0]
            if len(rs) > 1 and any(x.status != r.status or (x.status == "ok" and not (
                    np.array_equal(x.addresses, r.addresses) and np.array_equal(x.active, r.active)))
                    for x in rs[1:]):
                r = lds.Record(w, it, "unresolved",
                               reason="the wave reaches this instruction on two paths with different addresses")
            rows.append(r)
        for w in range(nw):
            if w not in seen_w:
                why = m.halted.get(w)
                if why:
                    rows.append(lds.Record(w, 1, "unresolved", reason=f"not reached: {why}"))
                else:
                    rows.append(lds.Record(w, 1, "inactive"))
        rows.sort(key=lambda r: (r.iteration, r.wave))
        per_pc[pc] = rows
    return per_pc


def _finish(m: Machine, prog: Program, arch: str, plain: dict | None = None) -> list:
    """The typed results with costs; `plain`: the rows of the emulation without the bounds
    assumption, to mark the instruction-waves whose answer differs there."""
    out = []
    jobs: dict = {}
    per_pc = _rows(m, prog)
    for pc, rows in per_pc.items():
        for j, r in enumerate(rows):
            if r.status == "ok":
                jobs.setdefault((r.model_op, r.misaligned), []).append((pc, j))
    costs: dict = {}
    for (op, mis), items in jobs.items():
        addrs = np.stack([per_pc[pc][j].addresses for pc, j in items])
        act = np.stack([per_pc[pc][j].active for pc, j in items])
        o0 = np.array([per_pc[pc][j].offset0 for pc, j in items])
        o1 = np.array([per_pc[pc][j].offset1 for pc, j in items])
        try:
            cyc, idl, ways = _ways_and_cost(arch, op, addrs, act, o0, o1, mis)
        except UsageError as e:
            for pc, j in items:
                costs[(pc, j)] = str(e)
            continue
        for n, (pc, j) in enumerate(items):
            costs[(pc, j)] = (int(cyc[n]), int(idl[n]), int(ways[n]))
    for pc, rows in per_pc.items():
        inst = prog.insts[pc]
        before = {(r.wave, r.iteration): r for r in (plain or {}).get(pc, ())}
        waves = []
        for j, r in enumerate(rows):
            assumed = plain is not None and not _same(r, before.get((r.wave, r.iteration)))
            if r.status == "ok":
                c = costs[(pc, j)]
                if isinstance(c, str):
                    waves.append(WaveResult(r.wave, "unresolved", r.iteration, reason=f"the bank model: {c}"))
                    continue
                waves.append(WaveResult(r.wave, "ok", r.iteration, int(r.active.sum()), c[0], c[1], c[0] - c[1],
                                        c[2], tuple(r.addresses.tolist()), tuple(r.active.tolist()),
                                        r.offset0, r.offset1, r.base, r.misaligned, assumed=assumed))
            elif r.status == "inactive":
                waves.append(WaveResult(r.wave, "inactive", r.iteration, assumed=assumed))
            else:
                waves.append(WaveResult(r.wave, "unresolved", r.iteration, reason=r.reason))
        mop = lds.model_op(inst.base, ds_kind(inst.base)) if inst.base.startswith("ds_") else \
            next((r.model_op for r in rows if r.model_op), None)
        hit = any(w.assumed for w in waves) or (plain is not None and len(before) != len(rows))
        kind = _kind(inst.base) if mop or not inst.base.startswith("s_swappc") else "other"
        out.append(LdsInstruction(pc, prog.lines[pc], inst.text, inst.base, kind, prog.locs[pc],
                                  mop, tuple(waves), ("in_bounds",) if hit else ()))
    return out


def _same(x: lds.Record, y: lds.Record | None) -> bool:
    """The two emulations gave this wave the same answer (both unresolved counts as the same)."""
    if y is None or x.status != y.status:
        return False
    if x.status != "ok":
        return True
    return np.array_equal(x.addresses, y.addresses) and np.array_equal(x.active, y.active)


def _emulate(prog, a, block, amdhsa, args_meta, values, iterations, max_steps, assume_in_bounds):
    nthreads = block[0] * block[1] * block[2]
    nwaves = -(-nthreads // a.wave)
    sp = Space(nwaves * a.wave, a.wave, Env())
    memory = abi.Memory(sp, block, args_meta, values)
    regs, notes = abi.initial_state(sp, a.name, block, amdhsa, memory, nthreads)
    m = Machine(prog, sp, a.name, regs, memory, iterations=iterations, max_steps=max_steps)
    m.lds_limit = max(a.lds_per_cu, a.lds_per_wg)
    m.assume_in_bounds = bool(assume_in_bounds)
    flow.run(m, Ctx({}, np.zeros(nwaves, np.int64)), _dispatch)
    return m, notes


def _summary(instrs: list) -> Summary:
    allw = [w for i in instrs for w in i.waves]
    ok = [w for w in allw if w.status == "ok"]
    return Summary(len(instrs), len(allw), len(ok), sum(w.status == "inactive" for w in allw),
                   sum(w.status == "unresolved" for w in allw),
                   sum(1 for i in instrs if any(w.status == "ok" and w.conflicts > 0 for w in i.waves)),
                   sum(w.cycles for w in ok), sum(w.conflicts for w in ok))


# ----------------------------------------------------------------------------- entry points
def _check_block(block, wave: int) -> tuple:
    try:
        b = tuple(int(x) for x in block)
    except (TypeError, ValueError):
        raise UsageError(f"block must be three positive integers, got {block!r}")
    if len(b) == 1:
        b = (b[0], 1, 1)
    if len(b) != 3 or any(x < 1 for x in b):
        raise UsageError(f"block must be three positive integers, got {block!r}")
    if b[0] > 1024 or b[1] > 1024 or b[2] > 1024 or b[0] * b[1] * b[2] > 1024:
        raise UsageError(f"block {b[0]}x{b[1]}x{b[2]} has more than 1024 work-items")
    return b


def run_program(prog: Program, arch: str, block, amdhsa: dict | None = None, args_meta: list | None = None,
                arg_values: dict | None = None, iterations: int = 1, max_steps: int = 400000,
                assume_in_bounds: bool = True) -> KernelAnalysis:
    """Emulate `prog` for one workgroup of shape `block` and cost every LDS instruction.
    `assume_in_bounds`: bounds checks against kernel arguments pass (:mod:`ldsopt.amd.emu.bounds`);
    the instructions whose answer rests on that are marked (a second emulation without it tells)."""
    from ldsopt.core.arch import get_arch
    a = get_arch(arch)
    if not a.is_amd:
        raise UsageError(f"{arch} is not an AMD arch")
    if iterations < 1 or iterations > 1024:
        raise UsageError("iterations must be between 1 and 1024")
    block = _check_block(block, a.wave)
    nwaves = -(-(block[0] * block[1] * block[2]) // a.wave)
    args_meta = list(args_meta or [])
    for i, am in enumerate(args_meta):
        if not am.get("name"):
            am.setdefault("_label", f"arg{i}")
    values = {}
    known = {am.get("name") or am.get("_label") for am in args_meta}
    for k, v in (arg_values or {}).items():
        if k not in known:
            raise UsageError(f"no kernel argument named {k!r} (known: {', '.join(sorted(x for x in known if x)) or 'none'})")
        values[k] = v
    m, notes = _emulate(prog, a, block, amdhsa, args_meta, values, iterations, max_steps, assume_in_bounds)
    plain = None
    if m.bounds_assumed:
        plain = _rows(_emulate(prog, a, block, amdhsa, args_meta, values, iterations, max_steps, False)[0], prog)
    instrs = _finish(m, prog, a.name, plain)
    n_rest = sum(1 for i in instrs if i.assumed)
    assumptions = [f"block {block[0]}x{block[1]}x{block[2]} ({nwaves} wave(s) of {a.wave})",
                   f"loops: the first {iterations} iteration(s) of each loop" if iterations > 1 else
                   "loops: the first iteration of each loop; after it, registers the loop changes are known "
                   "up to a wave-uniform step"]
    runs = max((w.iteration for i in instrs for w in i.waves), default=1)
    if runs > iterations:
        # rows, totals and this line say the same thing: every run of an instruction is a row
        assumptions[1] = (f"loops: {iterations} iteration(s) of each loop followed; instructions inside "
                          f"nested (or overlapping) loops ran up to {runs} times, each run a row (its iteration "
                          "number) and counted in the totals")
    if m.forks:
        assumptions.append(f"{m.forks} branch(es) on unknown values: both ways followed, instructions on "
                           "either way reported as if executed")
    known_calls = {k: name for k, name in m.calls.items() if not isinstance(k, tuple)}
    if known_calls:
        assumptions.append("device-library calls given their documented meaning (OpenCL C work-item "
                           "functions): " + "; ".join(f"{name}: {calls.note(k)}" for k, name in known_calls.items()))
    opaque = [name for k, name in m.calls.items() if isinstance(k, tuple)]
    if values:
        assumptions.append("kernel arguments: " + ", ".join(f"{k}={v}" for k, v in values.items()))
    if m.bounds_assumed:
        where = sorted(m.bounds_assumed.items())
        assumptions.append(
            f"bounds checks against kernel arguments assumed in bounds: {len(where)} instruction(s) ("
            + ", ".join(w for _, w in where[:6]) + (" ..." if len(where) > 6 else "")
            + f"); a lane index compared with a size the kernel receives is taken to be below it (the "
            f"whole tile, the first loop iteration); {n_rest} LDS instruction(s) rest on it (marked); "
            "turn off with --no-assume-in-bounds, or give the size with --arg")
    notes = list(notes)
    if opaque:
        notes.append(f"call(s) to {', '.join(opaque)}: {calls.NOTE['opaque']}")
    # floating-point and matrix opcodes compute data, not addresses: they are not emulated on purpose
    ops = sorted(((op, w) for op, w in m.not_emulated.items() if not _DATA_OP.search(op)), key=lambda x: x[1])
    if ops:
        notes.insert(0, f"{len(ops)} opcode(s) not emulated, their results unknown: "
                     + ", ".join(f"{op} ({where})" for op, where in ops[:8]) + (" ..." if len(ops) > 8 else ""))
    for w, why in sorted(m.halted.items()):
        notes.append(f"wave {w}: {why}")
    return KernelAnalysis(prog.name, a.name, block, iterations, tuple(instrs), _summary(instrs),
                          tuple(assumptions), tuple(notes[:20]))


def analyze_kernel(instructions, arch: str, block=(256, 1, 1), *, addresses=None, lines=None, sources=None,
                   name: str = "kernel", args: dict | None = None, iterations: int = 1,
                   descriptor: dict | None = None, args_meta: list | None = None,
                   assume_in_bounds: bool = True) -> KernelAnalysis:
    """Emulate a kernel given as instruction texts in program order (an ATT ``code.json`` ISA column,
    ``llvm-objdump`` lines, or a hand-written list).

    Parameters
    ----------
    instructions : list of str
        One instruction per entry; labels are not needed when `addresses` is given.
    arch : str
        gfx906, gfx90a, gfx942 or gfx950.
    block : (x, y, z)
        Workgroup shape.
    addresses : list of int, optional
        Byte address of each instruction (resolves numeric branch offsets, as in code.json).
    lines, sources : optional
        Line number and "file:line" source of each instruction, carried into the result.
    args : dict, optional
        Known kernel-argument values by name (needs `args_meta`).
    descriptor : dict, optional
        ``.amdhsa_*`` fields without the prefix (user SGPR layout); without it every SGPR starts
        as an unknown wave-uniform value.
    assume_in_bounds : bool
        Take bounds checks against kernel arguments as passing (:mod:`ldsopt.amd.emu.bounds`).
    """
    texts = [str(t) for t in instructions]
    keep = [i for i, t in enumerate(texts) if t.strip() and not t.strip().startswith((";", "//"))
            and not t.strip().endswith(":")]
    pick = (lambda xs: None if xs is None else [xs[i] for i in keep])
    prog = from_rows([texts[i] for i in keep], pick(addresses), pick(lines) or [i + 1 for i in keep],
                     pick(sources), name)
    if not prog.insts:
        raise UsageError(f"{name}: no instructions")
    return run_program(prog, arch, block, descriptor, args_meta, args, iterations,
                       assume_in_bounds=assume_in_bounds)


def default_block(kernel) -> tuple:
    """(block, how it was chosen) for a kernel of :func:`ldsopt.amd.asm.parse_asm`."""
    if kernel.reqd_workgroup_size:
        b = tuple(kernel.reqd_workgroup_size) + (1,) * (3 - len(kernel.reqd_workgroup_size))
        return b[:3], "the metadata's .reqd_workgroup_size"
    if kernel.wg_size:
        how = f"1-D of the metadata's maximum workgroup size ({kernel.wg_size})"
        dims = (getattr(kernel, "amdhsa", None) or {}).get("system_vgpr_workitem_id") or 0
        if dims:                        # the code reads the y (and z) work-item id: a 1-D guess gives y = 0
            how += (f"; the kernel reads the {'y' if dims == 1 else 'y and z'} work-item id, so its launch is "
                    f"likely {'2' if dims == 1 else '3'}-D: these figures are for a block it may never run as")
        return (kernel.wg_size, 1, 1), how
    return (256, 1, 1), "256 work-items, 1-D (the file gives no workgroup size)"


_WIDTH = {"b8": 1, "u8": 1, "i8": 1, "b16": 2, "u16": 2, "i16": 2, "d16": 2, "b32": 4, "b64": 8, "b96": 12,
          "b128": 16}


def _past_allocation(r: KernelAnalysis, lds_bytes) -> tuple | None:
    """(instructions, highest byte end) of the ds_* accesses whose lane addresses end past the
    static LDS allocation `lds_bytes` (rows with a bank-neutral unknown base are left out: their
    addresses are relative); None when none does or the size is not known (0: dynamic only)."""
    if not lds_bytes:
        return None
    hits, top = 0, 0
    for ins in r.instructions:
        if not ins.op.startswith("ds_") or ins.kind not in ("read", "write", "read2", "write2", "atomic", "read_tr"):
            continue
        parts = ins.op.split("_")
        width = next((_WIDTH[x] for x in reversed(parts) if x in _WIDTH), 4)
        two = ins.kind in ("read2", "write2")
        unit = width * (64 if "st64" in ins.op else 1)
        end = 0
        for w in ins.waves:
            if w.status != "ok" or w.base or not w.active_lanes:
                continue
            a = max(x for x, on in zip(w.addresses, w.active) if on)
            e = a + (max(w.offset0, w.offset1) * unit if two else 0) + width
            end = max(end, e)
        if end > lds_bytes:
            hits += 1
            top = max(top, end)
    return (hits, top) if hits else None


def _check_launch(kernel, block: tuple) -> None:
    """A workgroup the kernel cannot be launched with is refused: another shape than its
    ``.reqd_workgroup_size``, or more work-items than its ``.max_flat_workgroup_size``
    (``__launch_bounds__`` / ``amdgpu_flat_work_group_size``); the runtime rejects such a launch
    (HIP: hipErrorInvalidConfiguration; AMDGPUUsage, code object metadata), so there is none to
    analyse."""
    shown = "x".join(map(str, block))
    rw = kernel.reqd_workgroup_size
    if rw and tuple(rw) + (1,) * (3 - len(rw)) != tuple(block):
        raise UsageError(f"block={shown}: {kernel.name} requires a workgroup of {'x'.join(map(str, rw))} "
                         "(.reqd_workgroup_size); a launch of another shape fails")
    n = block[0] * block[1] * block[2]
    if kernel.wg_size and n > kernel.wg_size:
        raise UsageError(f"block={shown}: {kernel.name} is built for at most {kernel.wg_size} work-items "
                         "per workgroup (.max_flat_workgroup_size, __launch_bounds__); a larger launch fails")


def analyze_asm_kernel(kernel, arch: str, block=None, args: dict | None = None, iterations: int = 1,
                       path: str = "<asm>", assume_in_bounds: bool = True) -> KernelAnalysis:
    """Emulate one kernel of :func:`ldsopt.amd.asm.parse_asm`."""
    how = None
    if block is None:
        block, how = default_block(kernel)
    else:
        _check_launch(kernel, _check_block(block, 64))
    prog = from_asm(kernel, path)
    if not prog.insts:
        raise UsageError(f"{path}: kernel {kernel.name} has no instructions")
    if not any(i.base.startswith("s_endpgm") for i in prog.insts):
        raise UsageError(f"{path}: kernel {kernel.name} has no s_endpgm: the file looks truncated "
                         f"(its last instruction is at line {prog.lines[-1]})")
    r = run_program(prog, arch, block, kernel.amdhsa or None, kernel.args, args, iterations,
                    assume_in_bounds=assume_in_bounds)
    if how:
        r = replace(r, assumptions=(r.assumptions[0] + f": default, {how}; give --block to change it",)
                    + r.assumptions[1:])
    past = _past_allocation(r, kernel.lds_bytes)
    if past:
        n, end = past
        r = replace(r, notes=tuple(r.notes) + (
            f"{n} LDS instruction(s) reach past the kernel's static LDS allocation of {kernel.lds_bytes} bytes "
            f"(up to byte {end}) with block {'x'.join(map(str, r.block))}"
            + (" (the default)" if how else "") + ": the block shape is likely not the kernel's launch (a "
            "kernel indexed by the y or z work-item id analysed 1-D); give --block.  Unless the kernel "
            "also uses dynamic LDS, which the file does not show, those rows are not what runs",),
            assumptions=r.assumptions)
    if kernel.arch and kernel.arch != arch:
        r = replace(r, notes=tuple(r.notes) + (
            f"analysed as {arch} as asked, but this code was compiled for {kernel.arch} "
            f"(.amdgcn_target): the instructions are {kernel.arch}'s; recompile the source for {arch} "
            "to see its code",))
    return r
