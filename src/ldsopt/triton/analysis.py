"""Cost every shared-memory op of a TTGIR module with the bank model.

For each ``local_alloc`` with a source tensor, ``local_store`` and ``local_load``:
:func:`ldsopt.triton.lowering.lower` gives the instructions Triton's lowering issues and every
lane's address for every warp; :func:`ldsopt.core.simulate.simulate_batch` gives cycles and ideal
per instruction; the op's totals are the sums over all warps' instructions for one execution of
the op.  :func:`better_layout` then asks the solver for a shared layout that costs fewer cycles
for the allocation's stores and loads together, among the layouts Triton can express.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ldsopt.core.arch import get_arch
from ldsopt.core.simulate import simulate_batch
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


def lower_op(op: Op, target: Target) -> Lowered:
    if op.tensor is None:
        raise UsageError("no register tensor")
    if op.tensor.encoding is None or op.memdesc.encoding is None:
        raise UsageError("the tensor or memdesc type has no layout")
    if op.tensor.shape != op.memdesc.shape:
        raise UsageError(f"tensor shape {list(op.tensor.shape)} differs from the memdesc shape "
                         f"{list(op.memdesc.shape)} (subviews are not modelled)")
    kind = "load" if op.name == "local_load" else "store"
    return lower(kind, op.tensor.encoding, op.memdesc.encoding, op.memdesc.shape, op.memdesc.bits,
                 target)


def cost_lowered(lo: Lowered, target: Target, settings=None):
    r = simulate_batch(target.name, lo.instruction, lo.addresses, lo.active, settings=settings)
    return int(r["cycles"].sum()), int(r["ideal"].sum()), r


def analyse(text_or_module, target: str | None = None, settings=None) -> tuple:
    """``(module, target, [OpCost])`` for every modelled op (ops without a source tensor, i.e.
    ``local_alloc`` of an empty buffer, are skipped)."""
    mod = text_or_module if isinstance(text_or_module, Module) else parse_module(text_or_module)
    tgt = target_of(mod, target)
    out = []
    for op in mod.ops:
        if op.name == "local_alloc" and op.tensor is None:
            continue
        try:
            lo = lower_op(op, tgt)
            c, i, r = cost_lowered(lo, tgt, settings)
            pi = [(int(a), int(b)) for a, b in zip(r["cycles"], r["ideal"])]
            out.append(OpCost(op, lo, c, i, per_instruction=pi))
        except LdsoptError as e:
            out.append(OpCost(op, None, error=str(e)))
    return mod, tgt, out


def addresses_by_warp(lo: Lowered) -> np.ndarray:
    """(warps, per_warp, lanes) view of the addresses."""
    return lo.addresses.reshape(lo.warps, lo.per_warp, lo.lanes)
