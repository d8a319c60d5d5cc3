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

from dataclasses import dataclass, field, replace

import numpy as np

from ldsopt.core import nvidia_rules as nvidia
from ldsopt.core.banks import entry_groups, group_cost, grouped_cost, lane_words, to_units
from ldsopt.core.arch import Arch, get_arch
from ldsopt.errors import UsageError
from ldsopt.core.instructions import Instruction, amd_slot_groups, get_instruction, lane_phase_table

_MAX_ADDR = 1 << 32


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


@dataclass(frozen=True)
class BatchResult:
    """Totals of a batch of instructions, one entry per instruction (int64 arrays)."""
    cycles: np.ndarray
    ideal: np.ndarray
    conflicts: np.ndarray

    def __len__(self) -> int:
        return len(self.cycles)

    def __getitem__(self, name: str) -> np.ndarray:
        # read-only mapping access (``res["cycles"]``) kept for callers written before the typed
        # result; attribute access is the documented form
        if name not in ("cycles", "ideal", "conflicts"):
            raise KeyError(name)
        return getattr(self, name)


# ----------------------------------------------------------------------------- input checks
def _as_int_array(x, what: str) -> np.ndarray:
    try:
        arr = np.asarray(x)
    except Exception:  # pragma: no cover - numpy raises many types for ragged input
        raise UsageError(f"{what} must be a list of integers")
    if arr.dtype == object or arr.dtype.kind not in "iub":
        if arr.dtype.kind == "f" and arr.size and np.all(np.isfinite(arr)) and np.all(arr == np.floor(arr)):
            arr = arr.astype(np.int64)
        elif arr.dtype == object and any(isinstance(v, int) and not -(1 << 63) <= v < 1 << 63 for v in arr.flat):
            big = next(v for v in arr.flat if isinstance(v, int) and not -(1 << 63) <= v < 1 << 63)
            raise UsageError(f"{what}: {big} does not fit in 64 bits (no LDS address is that large)")
        else:
            raise UsageError(f"{what} must be integers (got {arr.dtype.name} values)")
    return arr.astype(np.int64, copy=False)


def prepare(inst: Instruction, arch: Arch, addresses, active=None, offset0=0, offset1=0):
    """Validate a batch and return per-slot addresses ``(N, naddr*lanes)`` and validity."""
    addr = _as_int_array(addresses, "addresses")
    if addr.ndim == 1:
        addr = addr[None, :]
    if addr.ndim != 2:
        raise UsageError("addresses must be one list per instruction")
    n, lanes = addr.shape
    if lanes != inst.lanes and not (inst.matrices and lanes == inst.used_lanes):
        want = f"{inst.lanes}" + (f" (or {inst.used_lanes})" if inst.matrices and inst.used_lanes != inst.lanes else "")
        raise UsageError(f"{inst.name} on {arch.name} takes {want} lane addresses, got {lanes}")
    if lanes < inst.lanes:
        addr = np.concatenate([addr, np.zeros((n, inst.lanes - lanes), np.int64)], axis=1)
    if active is None:
        act = np.ones((n, inst.lanes), bool)
    else:
        act = np.asarray(active)
        if act.ndim == 1:
            act = act[None, :]
        if act.dtype != bool:
            if act.dtype.kind not in "iu" or not np.isin(act, (0, 1)).all():
                raise UsageError("active must be a list of booleans")
            act = act.astype(bool)
        if act.shape[1] != lanes or act.shape[0] != n:
            raise UsageError(f"active has {act.shape[1]} entries, addresses {lanes}")
        if lanes < inst.lanes:
            act = np.concatenate([act, np.zeros((n, inst.lanes - lanes), bool)], axis=1)
    if inst.matrices:
        act = act.copy()
        act[:, inst.used_lanes:] = False
    if (addr < 0).any():
        raise UsageError(f"negative address {int(addr.min())}")
    if inst.naddr == 2:
        o0 = _as_int_array(offset0, "offset0").reshape(-1)
        o1 = _as_int_array(offset1, "offset1").reshape(-1)
        for name, o in (("offset0", o0), ("offset1", o1)):
            if ((o < 0) | (o > 255)).any():
                raise UsageError(f"{name} must be 0..255 (8-bit field), got {int(o[(o < 0) | (o > 255)][0])}")
        o0 = np.broadcast_to(o0, (n,)).astype(np.int64)[:, None]
        o1 = np.broadcast_to(o1, (n,)).astype(np.int64)[:, None]
        addr = np.concatenate([addr + o0 * inst.offset_unit, addr + o1 * inst.offset_unit], axis=1)
        act = np.concatenate([act, act], axis=1)
    else:
        if np.any(np.asarray(offset0) != 0) or np.any(np.asarray(offset1) != 0):
            raise UsageError(f"{inst.name} has no offset0/offset1 (only read2/write2 do)")
    all_active = bool(act.all())
    mis = (addr & (inst.align - 1)) != 0 if inst.align & (inst.align - 1) == 0 else addr % inst.align != 0
    if not all_active:
        mis &= act
    if mis.any():
        bad = int(addr[mis][0])
        raise UsageError(f"address {bad} is not {inst.align}-byte aligned, as {inst.name} requires")
    hi = int(addr.max() if all_active else np.where(act, addr, 0).max()) if addr.size else 0
    if hi + inst.width > max(arch.lds_per_cu, arch.lds_per_wg) or hi + inst.width > _MAX_ADDR:
        raise UsageError(f"address {hi} + {inst.width} B is beyond the "
                         f"{arch.lds_per_cu} B of LDS/shared memory on {arch.name}")
    return addr, act


# ----------------------------------------------------------------------------- vectorized core
def simulate_batch(arch, op, addresses, active=None, offset0=0, offset1=0, settings=None,
                   chunk: int = 4096):
    """Vectorized model of a batch of one instruction kind: a :class:`BatchResult` of int64 arrays
    ``cycles``, ``ideal``, ``conflicts``.  Works through the batch in cache-sized chunks."""
    a = arch if isinstance(arch, Arch) else get_arch(arch)
    inst = get_instruction(a, op, settings)
    addr_all = _as_int_array(addresses, "addresses")
    if addr_all.ndim == 1:
        addr_all = addr_all[None, :]
    n = addr_all.shape[0]
    act_all = None if active is None else np.asarray(active)
    o0, o1 = np.asarray(offset0), np.asarray(offset1)
    cycles = np.empty(n, np.int64)
    ideal = np.empty(n, np.int64)
    groups = None
    for s in range(0, max(n, 1), chunk):
        sl = slice(s, s + chunk)
        addr, act = prepare(inst, a, addr_all[sl],
                            None if act_all is None else (act_all[sl] if act_all.ndim > 1 else act_all),
                            o0[sl] if o0.ndim else o0, o1[sl] if o1.ndim else o1)
        if a.is_nvidia:
            c, i = nvidia.cost(inst, addr, act, a.banks)
        else:
            units, valid, k, slot = to_units(inst, addr, act)
            if groups is None:
                groups = entry_groups(amd_slot_groups(inst), slot)
            c, i = grouped_cost(units, valid, groups, k, a.banks)
        cycles[sl], ideal[sl] = c, i
    return BatchResult(cycles, ideal, cycles - ideal)


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


def simulate_reference(arch, op, addresses, active=None, offset0=0, offset1=0, settings=None,
                       detail: bool = True):
    """Plain-Python model of one instruction (the specification the vectorized code must meet)."""
    a = arch if isinstance(arch, Arch) else get_arch(arch)
    inst = get_instruction(a, op, settings)
    addr, act = prepare(inst, a, addresses, active, offset0, offset1)
    addr_row, act_row = [int(x) for x in addr[0]], [bool(x) for x in act[0]]
    cycles, ideal, phase_ids = reference_cost(inst, a, addr_row, act_row)
    phases = []
    for p in (sorted(set(phase_ids) - {-1}) if detail else []):
        slots = [s for s in range(len(addr_row)) if phase_ids[s] == p]
        c, i, bw = group_cost({s: lane_words(inst, addr_row[s]) for s in slots}, a.banks)
        word_users: dict = {}
        for s in slots:
            for w in lane_words(inst, addr_row[s]):
                word_users.setdefault(w, set()).add(s)
        lanes = []
        for s in slots:
            ws = lane_words(inst, addr_row[s])
            lanes.append(LaneAccess(lane=s % inst.lanes, slot=s // inst.lanes, address=addr_row[s],
                                    words=tuple(ws), banks=tuple(w % a.banks for w in ws),
                                    conflict=any(len(bw[w % a.banks]) > 1 for w in ws),
                                    broadcast=any(len(word_users[w]) > 1 for w in ws)))
        phases.append(Phase(index=len(phases), lanes=tuple(lanes), cycles=c, ideal=i, bank_words=bw))
    return SimResult(arch=a.name, op=inst.name, cycles=int(cycles), ideal=int(ideal),
                     conflicts=int(cycles - ideal), phases=tuple(phases), banks=a.banks)


def simulate(arch, op, addresses, active=None, offset0=0, offset1=0, settings=None) -> SimResult:
    """Model one instruction: totals from the vectorized model, the per-phase map from the
    reference walk (the two are held equal by the property tests)."""
    res = simulate_reference(arch, op, addresses, active, offset0, offset1, settings)
    fast = simulate_batch(arch, op, np.asarray(addresses)[None, :] if np.ndim(addresses) == 1 else addresses,
                          None if active is None else [active], offset0, offset1, settings)
    c, i = int(fast.cycles[0]), int(fast.ideal[0])
    return replace(res, cycles=c, ideal=i, conflicts=c - i)
