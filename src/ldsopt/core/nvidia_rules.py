"""NVIDIA shared-memory rules of the bank model: which lanes are served together.

Measured on an H200 (sm_90) with Nsight Compute, every rule checked against every pattern of the
calibration suite (docs/validation/nvidia.md has the evidence, docs/validation/data/ the counters):

* 1-, 2- and 4-byte loads and stores: one phase of all 32 lanes.
* 8-byte stores: two phases, lanes 0-15 and 16-31.  16-byte stores: four phases of 8 lanes.
* 8- and 16-byte **loads** are served like the stores, unless the warp's addresses come in pairs:
  if every pair of lanes ``(i, i^1)`` whose lanes are both active asks for the same address, or
  every such pair ``(i, i^2)`` does (a pair with an inactive lane never breaks the condition), the
  phases are twice as wide: one phase of 32 lanes for 8 bytes, two phases of 16 lanes (0-15,
  16-31) for 16 bytes.  No other pairing merges (``i^4``, ``i^8``, ``i^16``, fewer distinct
  addresses), and stores never merge.
* ldmatrix / stmatrix (``.trans`` or not): one phase per 8x8 matrix, the 16-byte row addresses of
  lanes ``8m .. 8m+7``; addresses of lanes past ``8 x count`` are ignored.

Within a phase the cost is the usual distinct-words-per-bank maximum, and ``ideal`` is
``max(1, ceil(distinct words / 32))`` per phase with an active lane: the measured bank-conflict
counter (``l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld/st``) equals ``cycles - ideal`` on
every pattern, and ``cycles`` equals the wavefront counter of the same op.
"""

from __future__ import annotations

import numpy as np

from ldsopt.core.banks import entry_groups, group_cost, grouped_cost, lane_words, to_units

# lanes per phase: without and with the pair merge (None: the width never merges)
_PER = {"w1": (32, None), "w2": (32, None), "w4": (32, None), "w8": (16, 32), "w16": (8, 16)}


def _per(inst, merged: bool) -> int:
    if inst.nv_rule == "matrix":
        return 8
    base, wide = _PER[inst.nv_rule]
    return wide if merged and wide else base


def static_phases(inst) -> np.ndarray:
    """Phase of each lane when no pair merge applies (stores; loads without paired addresses).
    The merge only ever joins two static phases into one, which never costs more cycles (a bank's
    distinct words over the union are at most the sum over the two halves)."""
    return np.arange(inst.lanes) // _per(inst, False)


_static_phase = static_phases   # the name ldsopt.solve imports


def can_merge(inst) -> bool:
    """Whether the instruction's phases depend on the addresses (8/16-byte loads)."""
    return inst.kind == "load" and inst.nv_rule in ("w8", "w16")


def merged_rows(addr: np.ndarray, act: np.ndarray) -> np.ndarray:
    """Vectorized pair condition, (N,) bool: for d = 1 or d = 2, every pair (i, i^d) with both
    lanes active has equal addresses.  (Reshaped views: lane i = 4q + 2h + l.)"""
    n, lanes = addr.shape
    a = addr.reshape(n, lanes // 4, 2, 2)
    v = act.reshape(n, lanes // 4, 2, 2)
    out = ((a[..., 0] == a[..., 1]) | ~(v[..., 0] & v[..., 1])).all(axis=(1, 2))      # i, i^1
    out |= ((a[:, :, 0] == a[:, :, 1]) | ~(v[:, :, 0] & v[:, :, 1])).all(axis=(1, 2))  # i, i^2
    return out


def _groups(inst, per: int) -> list:
    return [list(range(s, s + per)) for s in range(0, inst.lanes, per)]


def phase_groups(inst, addr: np.ndarray, act: np.ndarray, slot: np.ndarray):
    """``([phase groups over entry columns], [rows they serve])``: the static phases for every
    row, or static and merged phases with the rows of each (8/16-byte loads)."""
    static = entry_groups(_groups(inst, _per(inst, False)), slot)
    if not can_merge(inst) or addr.shape[0] == 0:
        return [static], [np.ones(addr.shape[0], bool)]
    m = merged_rows(addr, act)
    wide = entry_groups(_groups(inst, _per(inst, True)), slot)
    return [static, wide], [~m, m]


def cost(inst, addr: np.ndarray, act: np.ndarray, nbanks: int):
    """Vectorized: (cycles, ideal) for a batch of slot addresses (N, 32)."""
    units, valid, k, slot = to_units(inst, addr, act)
    groups, rows = phase_groups(inst, addr, act, slot)
    if len(groups) == 1 or not rows[1].any():
        return grouped_cost(units, valid, groups[0], k, nbanks)
    if rows[1].all():
        return grouped_cost(units, valid, groups[1], k, nbanks)
    cyc = np.empty(addr.shape[0], np.int64)
    idl = np.empty(addr.shape[0], np.int64)
    for sel, g in zip(rows, groups):
        cyc[sel], idl[sel] = grouped_cost(units[sel], valid[sel], g, k, nbanks)
    return cyc, idl


# the two 32-bit shared-atomic rules (see atomic_cost)
ATOMIC_RULES = ("atomic", "atomic-cas")


def atomic_cost(addr: np.ndarray, act: np.ndarray, nbanks: int = 32, cas: bool = False):
    """32-bit shared atomics, per warp: the most active threads on one bank (same-address threads
    are not merged), ideal 1 per warp with an active thread.  Compare-and-swap carries two values
    per thread and costs twice that, ideal 2.  Measured on the H200 with Nsight Compute
    (docs/validation/sass.md): 8 addresses x 4 threads, 4 wavefronts; pairs, 2; compare-and-swap
    on distinct words 2 (ideal 2), on 8 addresses x 4 threads 8 (ideal 2)."""
    bank = (addr >> 2) % nbanks
    cyc = np.zeros(addr.shape[0], np.int64)
    for b in range(nbanks):
        cyc = np.maximum(cyc, ((bank == b) & act).sum(axis=1))
    idl = (act.any(axis=1)).astype(np.int64)
    if cas:
        return 2 * cyc, 2 * idl
    return cyc, idl


def merged_reference(inst, addr_row: list, act_row: list) -> bool:
    """Plain Python: does the pair merge apply to this instruction?"""
    if not can_merge(inst):
        return False
    for d in (1, 2):
        if all(addr_row[i] == addr_row[i ^ d] for i in range(len(addr_row))
               if act_row[i] and act_row[i ^ d]):
            return True
    return False


def phases_reference(inst, addr_row: list, act_row: list) -> list:
    per = _per(inst, merged_reference(inst, addr_row, act_row))
    return [i // per if act_row[i] else -1 for i in range(len(addr_row))]


def cost_reference(inst, addr_row: list, act_row: list, nbanks: int):
    """Plain Python: (cycles, ideal, phase of each lane)."""
    ids = phases_reference(inst, addr_row, act_row)
    cycles = ideal = 0
    for p in sorted(set(ids) - {-1}):
        c, i, _ = group_cost({s: lane_words(inst, addr_row[s]) for s in range(len(addr_row))
                              if ids[s] == p}, nbanks)
        cycles += c
        ideal += i
    return cycles, ideal, ids
