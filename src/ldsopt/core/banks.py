"""The arithmetic of the bank model, shared by the AMD and NVIDIA paths.

A lane of width ``w`` at byte address ``a`` needs the 4-byte words ``a//4 .. (a+w-1)//4``; word
``x`` lives in bank ``x % banks``.  A phase costs the largest number of distinct words one bank
serves; ideal is ``max(1, ceil(distinct words / banks))`` per phase with an active lane.
"""

from __future__ import annotations

import math

import numpy as np


def to_units(inst, addr: np.ndarray, valid: np.ndarray):
    """Turn slot addresses (N, V) into access units for :func:`grouped_cost`.

    For an aligned power-of-two width of k >= 1 words a unit is the aligned block of k words a lane
    touches (``first word // k``): two entries with the same unit touch the same words, different
    units touch disjoint words.  Otherwise (b8/b16, b96, misaligned) each word is its own entry
    (k = 1).  Returns (units (N, E), valid (N, E), k, slot_of_entry (E,))."""
    k = inst.words_per_lane
    if inst.width >= 4 and inst.width == inst.align and k & (k - 1) == 0:
        # aligned power-of-two blocks are identical or disjoint: one entry per lane
        return addr >> (inst.width.bit_length() - 1), valid, k, np.arange(addr.shape[1])
    # words one by one (b8/b16: the word holding the bytes; b96: 3 words, maybe overlapping)
    words = addr[:, :, None] // 4 + np.arange(k)[None, None, :]
    n, v = addr.shape
    return (words.reshape(n, v * k), np.repeat(valid, k, axis=1), 1,
            np.repeat(np.arange(v), k))


def lane_words(inst, address: int) -> list:
    return [address // 4 + j for j in range((address % 4 + inst.width + 3) // 4)]


def group_cost(words_by_slot: dict, nbanks: int):
    """(cycles, ideal, bank -> distinct words) of one phase, plain Python."""
    per_bank: dict = {}
    for ws in words_by_slot.values():
        for w in ws:
            per_bank.setdefault(w % nbanks, set()).add(w)
    if not per_bank:
        return 0, 0, {}
    distinct = sum(len(s) for s in per_bank.values())
    return (max(len(s) for s in per_bank.values()), max(1, math.ceil(distinct / nbanks)),
            {b: sorted(s) for b, s in per_bank.items()})




def grouped_cost(units: np.ndarray, valid: np.ndarray, groups: np.ndarray, k: int, nbanks: int,
                 chunk: int = 1024):
    """Cost of a batch whose phases are static and equal-sized (every instruction the model has).

    ``groups`` (P, m) lists the entry columns of each phase.  Uses two facts: a block unit of k
    words (k dividing the bank count) covers the k banks of one "bank block" ``u % (banks/k)``,
    all with the same count; and for groups of at most 64 entries, comparing entries pairwise
    (first occurrence of each unit, then distinct units per bank block) beats sorting.
    Returns (cycles, ideal) per row, summed over the phases (:func:`phase_cost` gives each).
    """
    cyc, idl = phase_cost(units, valid, groups, k, nbanks, chunk)
    return cyc.sum(axis=1), idl.sum(axis=1)


def phase_cost(units: np.ndarray, valid: np.ndarray, groups: np.ndarray, k: int, nbanks: int,
               chunk: int = 1024):
    """(cycles, ideal) of each phase of each row, (N, P) int64 arrays: :func:`grouped_cost`
    before the sum over the phases."""
    n = units.shape[0]
    p, m = groups.shape
    if nbanks % k:
        raise ValueError("k must divide the bank count")
    nb = nbanks // k
    cyc = np.empty((n, p), np.int64)
    idl = np.empty((n, p), np.int64)
    earlier = np.tril(np.ones((m, m), bool), -1)  # earlier[i, j]: entry j comes before entry i
    dt = np.int32 if n == 0 or int(units.max(initial=0)) < 2 ** 31 else np.int64
    for s in range(0, n, chunk):
        u = units[s:s + chunk].astype(dt, copy=False)[:, groups]   # (c, P, m)
        v = valid[s:s + chunk][:, groups]
        eq = u[..., :, None] == u[..., None, :]
        eq &= earlier
        eq &= v[..., None, :]
        first = v & ~eq.any(axis=-1)                               # first lane of each unit
        r = u % nb                                                 # bank block of each unit
        same = r[..., :, None] == r[..., None, :]
        same &= first[..., None, :]
        cnt = same.sum(axis=-1, dtype=np.int16)                    # distinct units in my block
        cyc[s:s + chunk] = cnt.max(axis=-1)
        distinct = first.sum(axis=2) * k
        idl[s:s + chunk] = np.where(distinct > 0, np.maximum(1, -(-distinct // nbanks)), 0)
    return cyc, idl


_ENTRY_GROUPS: dict = {}


def entry_groups(slot_groups, slot_of_entry: np.ndarray) -> np.ndarray:
    """Phase groups over entry columns, from phase groups over lane slots (remembered: a handful of
    instruction shapes ask again and again).  The array returned is shared: read it only."""
    key = (tuple(map(tuple, slot_groups)), slot_of_entry.tobytes(), slot_of_entry.dtype.str)
    g = _ENTRY_GROUPS.get(key)
    if g is None:
        g = np.array([np.nonzero(np.isin(slot_of_entry, list(gr)))[0] for gr in slot_groups])
        g.flags.writeable = False
        if len(_ENTRY_GROUPS) > 256:
            _ENTRY_GROUPS.clear()
        _ENTRY_GROUPS[key] = g
    return g
