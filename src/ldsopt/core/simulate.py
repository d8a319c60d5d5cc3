"""The bank model: addresses in, cycles / ideal / conflicts and a per-phase bank map out.

Rule (both vendors; see docs/design.md): a lane of width ``w`` at byte address ``a`` needs the
4-byte words ``a//4 .. (a+w-1)//4``; word ``x`` lives in bank ``x % banks``.  Within one phase
(a group of lanes served together) the cost is the largest number of *distinct* words any one
bank must serve; lanes asking for the same word share it (broadcast).  ``cycles`` sums the phases,
``ideal`` sums ``max(1, ceil(distinct words / banks))`` over phases with an active lane, and
``conflicts = cycles - ideal``.

Two implementations live here: :func:`simulate_batch` (numpy, vectorized over many instructions)
and :func:`simulate_reference` (plain Python loops over sets).  The property tests hold them equal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ldsopt.core import nvidia_rules as nvidia
from ldsopt.core.arch import Arch, get_arch
from ldsopt.core.banks import group_cost, lane_words
from ldsopt.core.cost import BatchResult, cost_lanes, prepare
from ldsopt.core.instructions import Instruction, get_instruction, lane_phase_table

__all__ = ["LaneAccess", "Phase", "SimResult", "BatchResult", "simulate", "simulate_batch",
           "simulate_reference", "reference_cost", "prepare"]


# ----------------------------------------------------------------------------- results
@dataclass(frozen=True)
class LaneAccess:
    """One lane's access in a phase: its address, the 4-byte words and banks it touches."""
    lane: int
    slot: int            # 0, or 1 for the second address of read2/write2
    address: int
    words: tuple
    banks: tuple
    conflict: bool = False    # its bank serves more than one distinct word in this phase
    broadcast: bool = False   # another lane of the phase reads one of the same words


@dataclass(frozen=True)
class Phase:
    """One group of lanes the hardware serves together, with its cost."""
    index: int
    lanes: tuple                 # LaneAccess of the active lanes in this phase
    cycles: int
    ideal: int
    bank_words: dict = field(default_factory=dict, hash=False)   # bank -> sorted distinct words


@dataclass(frozen=True)
class SimResult:
    """The model's answer for one instruction.

    ``cycles`` is the number of bank cycles (wavefronts on NVIDIA) the access takes, ``ideal``
    the number a conflict-free access of the same data would take, ``conflicts = cycles - ideal``;
    ``phases`` gives the per-phase detail (lanes, banks, distinct words per bank)."""
    arch: str
    op: str
    cycles: int
    ideal: int
    conflicts: int
    phases: tuple = ()
    banks: int = 32

    @property
    def ways(self) -> int:
        """Worst phase's words per bank (the 'n-way' of the conflict)."""
        return max((p.cycles // max(p.ideal, 1) for p in self.phases), default=0)

    def to_json(self, arch_given: str | None = None) -> dict:
        """``ldsopt sim --json``: :meth:`to_dict` with the detail; ``arch_given``: the name asked
        for when another arch's bank datasheet models it (``sm_100`` -> ``sm_90``), said as
        ``modelled_as`` / ``arch_given``."""
        d = self.to_dict(detail=True)
        if arch_given:
            d["modelled_as"] = d["arch"]
            d["arch_given"] = arch_given
        return d

    def to_dict(self, detail: bool = False) -> dict:
        d = {"arch": self.arch, "op": self.op, "cycles": self.cycles, "ideal": self.ideal,
             "conflicts": self.conflicts}
        if detail:
            d["phases"] = [{"phase": p.index, "cycles": p.cycles, "ideal": p.ideal,
                            "lanes": [{"lane": la.lane, "slot": la.slot, "address": la.address,
                                       "banks": list(la.banks), "conflict": la.conflict,
                                       "broadcast": la.broadcast} for la in p.lanes]}
                           for p in self.phases]
        return d


# ----------------------------------------------------------------------------- vectorized core
def simulate_batch(arch, op, addresses, active=None, offset0=0, offset1=0, settings=None,
                   chunk: int = 4096) -> BatchResult:
    """Vectorized model of a batch of one instruction kind: a :class:`BatchResult` of int64 arrays
    ``cycles``, ``ideal``, ``conflicts`` (the strict form of :func:`ldsopt.core.cost.cost_lanes`:
    misaligned or out-of-range addresses raise ``UsageError``)."""
    return cost_lanes(arch, op, addresses, active, offset0, offset1, settings, chunk=chunk)


# ----------------------------------------------------------------------------- reference
def phases_of(inst: Instruction, arch: Arch, addr_row, act_row) -> list:
    """Phase index of every slot (plain Python); -1 for inactive slots."""
    if arch.is_nvidia:
        return nvidia.phases_reference(inst, list(addr_row), list(act_row))
    table = lane_phase_table(inst)
    return [int(table[i]) if act_row[i] else -1 for i in range(len(addr_row))]


def reference_cost(inst: Instruction, arch: Arch, addr_row: list, act_row: list):
    """Plain-Python cost of one instruction from its slot addresses: (cycles, ideal, phase ids)."""
    if arch.is_nvidia:
        return nvidia.cost_reference(inst, addr_row, act_row, arch.banks)
    phase_ids = phases_of(inst, arch, addr_row, act_row)
    cycles = ideal = 0
    for p in sorted(set(phase_ids) - {-1}):
        c, i, _ = group_cost({s: lane_words(inst, addr_row[s]) for s in range(len(addr_row))
                              if phase_ids[s] == p}, arch.banks)
        cycles += c
        ideal += i
    return cycles, ideal, phase_ids


def _phases(inst: Instruction, a: Arch, addr_row: list, phase_ids: list) -> tuple:
    """The per-phase detail (lanes, banks, distinct words per bank) of one instruction."""
    phases = []
    for p in sorted(set(phase_ids) - {-1}):
        slots = [s for s in range(len(addr_row)) if phase_ids[s] == p]
        words = {s: lane_words(inst, addr_row[s]) for s in slots}
        c, i, bw = group_cost(words, a.banks)
        word_users: dict = {}
        for s in slots:
            for w in words[s]:
                word_users.setdefault(w, set()).add(s)
        lanes = []
        for s in slots:
            ws = words[s]
            lanes.append(LaneAccess(lane=s % inst.lanes, slot=s // inst.lanes, address=addr_row[s],
                                    words=tuple(ws), banks=tuple(w % a.banks for w in ws),
                                    conflict=any(len(bw[w % a.banks]) > 1 for w in ws),
                                    broadcast=any(len(word_users[w]) > 1 for w in ws)))
        phases.append(Phase(index=len(phases), lanes=tuple(lanes), cycles=c, ideal=i, bank_words=bw))
    return tuple(phases)


def _one_row(arch, op, addresses, active, offset0, offset1, settings):
    a = arch if isinstance(arch, Arch) else get_arch(arch)
    inst = get_instruction(a, op, settings)
    addr, act = prepare(inst, a, addresses, active, offset0, offset1)
    return a, inst, [int(x) for x in addr[0]], [bool(x) for x in act[0]]


def simulate_reference(arch, op, addresses, active=None, offset0=0, offset1=0, settings=None,
                       detail: bool = True) -> SimResult:
    """Plain-Python model of one instruction (the specification the vectorized code must meet)."""
    a, inst, addr_row, act_row = _one_row(arch, op, addresses, active, offset0, offset1, settings)
    cycles, ideal, phase_ids = reference_cost(inst, a, addr_row, act_row)
    return SimResult(arch=a.name, op=inst.name, cycles=int(cycles), ideal=int(ideal),
                     conflicts=int(cycles - ideal),
                     phases=_phases(inst, a, addr_row, phase_ids) if detail else (), banks=a.banks)


def simulate(arch, op, addresses, active=None, offset0=0, offset1=0, settings=None) -> SimResult:
    """Model one instruction: totals from :func:`ldsopt.core.cost.cost_lanes`, and the per-phase
    map (lanes, banks, distinct words per bank) of its phases."""
    a, inst, addr_row, act_row = _one_row(arch, op, addresses, active, offset0, offset1, settings)
    fast = cost_lanes(a, op, np.asarray(addresses)[None, :] if np.ndim(addresses) == 1 else addresses,
                      None if active is None else [active], offset0, offset1, settings)
    c, i = int(fast.cycles[0]), int(fast.ideal[0])
    return SimResult(arch=a.name, op=inst.name, cycles=c, ideal=i, conflicts=c - i,
                     phases=_phases(inst, a, addr_row, phases_of(inst, a, addr_row, act_row)),
                     banks=a.banks)
