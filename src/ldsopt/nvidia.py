"""NVIDIA shared-memory rules of the bank model: which lanes are served together.

PROVISIONAL (to be replaced by the rules measured in docs/validation/nvidia.md): accesses of at
most 4 bytes are one phase of 32 lanes; 8-byte accesses two half-warps; 16-byte accesses four
quarter-warps; ldmatrix/stmatrix one phase per 8x8 matrix (the 8 row addresses of lanes 8i..8i+7).
Within a phase the cost is the usual distinct-words-per-bank maximum (ldsopt.banks).
"""

from __future__ import annotations

import numpy as np

from .banks import entry_groups, group_cost, grouped_cost, lane_words, to_units


def _static_phase(inst) -> np.ndarray:
    lanes = np.arange(inst.lanes)
    if inst.nv_rule == "matrix":
        return lanes // 8
    per = {"w1": 32, "w2": 32, "w4": 32, "w8": 16, "w16": 8}[inst.nv_rule]
    return lanes // per


def cost(inst, addr: np.ndarray, act: np.ndarray, nbanks: int):
    """Vectorized: (cycles, ideal) for a batch of slot addresses (N, 32)."""
    units, valid, k, slot = to_units(inst, addr, act)
    ph = _static_phase(inst)
    groups = [np.nonzero(ph == p)[0] for p in range(int(ph.max()) + 1)]
    return grouped_cost(units, valid, entry_groups(groups, slot), k, nbanks)


def phases_reference(inst, addr_row: list, act_row: list) -> list:
    ph = _static_phase(inst)
    return [int(ph[i]) if act_row[i] else -1 for i in range(len(addr_row))]


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
