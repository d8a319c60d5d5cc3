"""Cost every shared-memory op of a TTGIR module with the bank model.

For each ``local_alloc`` with a source tensor, ``local_store`` and ``local_load``:
:func:`ldsopt.triton.lowering.lower` gives the instructions Triton's lowering issues and every
lane's address for every warp; :func:`ldsopt.core.cost.cost_lanes` gives cycles and ideal
per instruction; the op's totals are the sums over all warps' instructions for one execution of
the op.  Scratch ops (conversions, reductions, scans, histograms) are lowered by
:mod:`ldsopt.triton.scratch`; Hopper's wgmma operand reads and TMA copies are costed by the
measured rule of :mod:`ldsopt.triton.wgmma`; an op whose lane addresses are the data keeps its
instructions and gets the reason instead of a figure.  :func:`better_layout` then asks the solver for a shared layout that costs fewer cycles
for the allocation's stores and loads together, among the layouts Triton can express.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import numpy as np

from ldsopt.core.arch import get_arch
from ldsopt.core.cost import cost_lanes
from ldsopt.errors import LdsoptError, UsageError
from ldsopt.triton.lowering import Lowered, Target, lower
from ldsopt.triton.module import Module, Op, arch_of, parse_module


@dataclass
class OpCost:
    op: Op
    lowered: Lowered | None
    cycles: int = 0
    ideal: int = 0
    error: str = ""
    per_instruction: list = field(default_factory=list)
    ways: list = field(default_factory=list)      # per instruction, as per_instruction

    @property
    def conflicts(self) -> int:
        return self.cycles - self.ideal

    def to_dict(self) -> dict:
        d = {"op": self.op.name, "line": self.op.line, "loc": self.op.loc}
        if self.lowered is None:
            d.update({"instruction": None, "instructions": 0, "cycles": None, "ideal": None,
                      "conflicts": None, "error": self.error})
            return d
        lo = self.lowered
        d.update({"instruction": lo.instruction, "instructions": lo.instructions,
                  "cycles": self.cycles, "ideal": self.ideal, "conflicts": self.conflicts,
                  "path": lo.path, "elements_per_lane": lo.vec, "per_warp": lo.per_warp,
                  "warps": lo.warps})
        return d


def target_of(mod: Module, override: str | None = None) -> Target:
    name, vendor, cc = arch_of(override or mod.target)
    arch = get_arch(name)          # refuses archs without a bank model, naming the known ones
    lanes = mod.threads_per_warp or arch.wave
    if lanes != arch.wave:
        raise UsageError(f"the module has {lanes} threads per warp but {arch.name} runs {arch.wave}")
    if arch.name != name and not (vendor == "nvidia"):
        raise UsageError(f"{name} is modelled as {arch.name}")
    return Target(arch.name, vendor, lanes, cc if vendor == "nvidia" else 0)


def lower_op(op: Op, target: Target, shared=None) -> Lowered:
    if op.tensor is None:
        raise UsageError("no register tensor")
    if op.tensor.encoding is None or op.memdesc.encoding is None:
        raise UsageError("the tensor or memdesc type has no layout")
    if op.tensor.shape != op.memdesc.shape:
        raise UsageError(f"tensor shape {list(op.tensor.shape)} differs from the memdesc shape "
                         f"{list(op.memdesc.shape)} (subviews are not modelled)")
    kind = "load" if op.name == "local_load" else "store"
    return lower(kind, op.tensor.encoding, shared or op.memdesc.encoding, op.memdesc.shape,
                 op.memdesc.bits, target)


def cost_lowered(lo: Lowered, target: Target, settings=None, ways: bool = False):
    """``(cycles, ideal, (cycles per instruction, ideal per instruction))`` summed over every
    warp's instructions; with ``ways``, the per-instruction ways too (a third array).

    An AMD vector access that is not naturally aligned (Triton vectorizes a padded layout whose
    padding breaks the alignment, e.g. ``ds_read_b128`` at 8-byte steps) runs on hardware in the
    unaligned LDS mode ROCm enables; it is costed with the word rule (``unaligned="words"`` of
    :func:`ldsopt.core.cost.cost_lanes`, the rule the AMD ISA emulator uses for misaligned known
    addresses; assumed, no public measurement)."""
    r = cost_lanes(target.name, lo.instruction, lo.addresses, lo.active, settings=settings,
                   unaligned="words" if target.vendor == "amd" else "error", ways=ways)
    c, i = np.asarray(r.cycles), np.asarray(r.ideal)
    return int(c.sum()), int(i.sum()), ((c, i, r.ways) if ways else (c, i))


def analyse(text_or_module, target: str | None = None, settings=None) -> tuple:
    """``(module, target, [OpCost])`` for every modelled op (ops without a source tensor, i.e.
    ``local_alloc`` of an empty buffer, are skipped)."""
    mod = text_or_module if isinstance(text_or_module, Module) else parse_module(text_or_module)
    tgt = target_of(mod, target)
    out = []
    done: dict = {}
    for op in mod.ops:
        if op.name == "local_alloc" and op.tensor is None:
            continue
        # the lowering is a function of the op's kind, types and attributes only: ops alike
        # share one Lowered (its lane arrays) and its cost, so memory grows with the distinct
        # ops, not with the module's length
        key = (op.name, repr(op.tensor), repr(op.memdesc), repr(op.inputs), repr(op.outputs),
               repr(sorted(op.attrs.items())))
        if key not in done:
            done[key] = _costs(op, tgt, settings)
        out += [replace(c, op=op) for c in done[key]]      # per_instruction shared, read-only
    return mod, tgt, out


def _costs(op: Op, tgt: Target, settings=None) -> list:
    if op.scratch:
        return scratch_costs(op, tgt, settings)
    from ldsopt.triton.wgmma import ASYNC_OPS, NOT_MODELLED, tma_row, wgmma_cost
    if op.name in NOT_MODELLED:
        return [OpCost(op, None, error=NOT_MODELLED[op.name])]
    if op.name in ASYNC_OPS:
        try:
            if op.name != "warp_group_dot":
                return [OpCost(op, tma_row(op, tgt))]
            lo, per = wgmma_cost(op, tgt)
        except LdsoptError as e:
            return [OpCost(op, None, error=str(e))]
        n = lo.warps * lo.per_warp
        tot = round(per * n)
        per = int(per) if float(per).is_integer() else per    # 4.5 for m64n8k16 with A shared
        return [OpCost(op, lo, tot, tot, per_instruction=[(per, per)] * n, ways=[1] * n)]
    try:
        return [_op_cost(op, lower_op(op, tgt), tgt, settings)]
    except LdsoptError as e:
        return [OpCost(op, None, error=str(e))]


def _op_cost(op: Op, lo, tgt: Target, settings=None) -> OpCost:
    why = lo.details.get("data_dependent")
    if why:          # lane addresses that depend on the data: the instructions, no figure
        return OpCost(op, lo, error=why)
    c, i, r = cost_lowered(lo, tgt, settings, ways=True)
    return OpCost(op, lo, c, i, per_instruction=[(int(a), int(b)) for a, b in zip(r[0], r[1])],
                  ways=[int(w) for w in r[2]])


def scratch_costs(op: Op, tgt: Target, settings=None) -> list:
    """One :class:`OpCost` per instruction kind of a scratch op (none when it moves nothing
    through shared memory; one with the error when it cannot be modelled)."""
    from ldsopt.triton.scratch import lower_scratch
    try:
        return [_op_cost(op, lo, tgt, settings) for lo in lower_scratch(op, tgt)]
    except LdsoptError as e:
        return [OpCost(op, None, error=str(e))]


def allocation_of(op: Op, mod: Module) -> str:
    """The SSA name of the allocation an op touches (its result for ``local_alloc``, its memdesc
    operand otherwise; a memdesc produced by another op keeps that op's name)."""
    if op.scratch:
        return "scratch"
    if op.name == "local_alloc":
        return op.result or f"line {op.line}"
    for o in op.operands:
        if o in mod.allocs:
            return o
    return op.operands[-1] if op.operands else f"line {op.line}"


def suggestions(mod: Module, tgt: Target, costs, settings=None) -> dict:
    """``{allocation: Better}`` (named by its first op's allocation) for every shared buffer
    whose ops a Triton layout serves in fewer cycles."""
    from ldsopt.triton.better import better_layout
    # ops on the same buffer: a local_load often reads a subview (ttg.memdesc_index of a
    # multi-buffered allocation), which the SSA names do not link to its stores; the ops that
    # share a memdesc type (shape, element type, shared layout) are costed together
    from ldsopt.triton.legal import constraint
    groups: dict = {}
    for c in costs:
        if c.lowered is not None and not c.op.scratch and c.op.memdesc is not None:
            md = c.op.memdesc
            key = (md.shape, md.elem, md.encoding)
            groups.setdefault(key, []).append(c)
    out = {}
    for (shape, elem, enc), cs in groups.items():
        name = allocation_of(cs[0].op, mod)
        why = constraint(mod.users.get((shape[-2:], elem, enc), set()), enc)
        if why:
            mod.warnings.append(f"allocation {name}: no layout proposed: {why}")
            continue
        b = better_layout(cs, tgt, lambda lo: cost_lowered(lo, tgt, settings)[0],
                          lambda op, attr: lower_op(op, tgt, attr))
        if b is not None:
            out[name] = b
    return out


def addresses_by_warp(lo: Lowered) -> np.ndarray:
    """(warps, per_warp, lanes) view of the addresses."""
    return lo.addresses.reshape(lo.warps, lo.per_warp, lo.lanes)
