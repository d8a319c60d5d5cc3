"""Shared-memory SASS instructions -> ldsopt's measured NVIDIA rules -> wavefronts per execution.

Which rule serves each SASS instruction:

=====================================  ==========================================================
``LDS[.U8/.S8/.U16/.S16/.64/.128]``    ``ld.shared`` of 1, 2, 4, 8, 16 bytes
``STS[.U8/.U16/.64/.128]``             ``st.shared`` of the same widths
``LDSM.16.M88[.2/.4]``, ``.MT88``      ``ldmatrix.x1/x2/x4`` (``.trans``)
``STSM.16.M88[.2/.4]``, ``.MT88``      ``stmatrix.x1/x2/x4`` (``.trans``)
``ATOMS.POPC.INC``                     ``ld.shared.u32``: threads on one address are served once
                                       (measured on the H200: a warp on one word, 1 wavefront)
other ``ATOMS`` (32-bit)               one phase of 32 threads whose cost is the largest number
                                       of *threads* (not distinct words) on one bank: threads on
                                       the same address are not merged (measured on the H200:
                                       8 addresses x 4 threads, 4 wavefronts; pairs, 2)
``ATOMS.CAS``                           twice the above, ideal 2 (measured: distinct words 2;
                                       8 addresses x 4 threads, 8)
``ATOMS.EXCH.64``, ``ATOMS.CAS.64``,   :mod:`ldsopt.core.nvidia_atomics` (measured on the H200: two
``ATOMS.CAST.SPIN[.64]``               phases of 16 threads; the spin's conflicts cost loop trips)
``LDGSTS.*`` (cp.async)                the shared side as ``st.shared`` of 4/8/16 bytes; Nsight
                                       Compute's own per-instruction figure also counts the global
                                       side (see :func:`ldgsts_ncu`)
=====================================  ==========================================================

Wavefronts and ideal wavefronts of one execution are the mean over the warp-level executions the
emulator saw (a warp that reaches the instruction with no active thread counts 0), which is what
Nsight Compute's source counters divide by ("L1 Wavefronts Shared" / "Instructions Executed").
"""

from __future__ import annotations

import functools

import numpy as np

from ldsopt.core.cost import cost_lanes
from ldsopt.nvidia.machine import WARP
from ldsopt.simt.values import M32

_W = {"U8": 1, "S8": 1, "U16": 2, "S16": 2, "64": 8, "128": 16}


def width_of(mods) -> int:
    for m in mods:
        if m in _W:
            return _W[m]
    return 4


def rule_for(ins) -> tuple:
    """(ldsopt op or special rule name, width in bytes, why-not) for a shared-memory instruction."""
    return _rule(ins.opcode, tuple(ins.mods))


@functools.lru_cache(maxsize=1024)
def _rule(op: str, mod_list: tuple) -> tuple:
    """:func:`rule_for` of an opcode and its modifiers (a listing repeats a few dozen forms)."""
    mods = set(mod_list)
    full = ".".join((op,) + mod_list)
    if op in ("LDS", "STS"):
        w = width_of(mod_list)
        vec = {1: "u8", 2: "u16", 4: "u32", 8: "v2.u32", 16: "v4.u32"}[w]
        return (f"{'ld' if op == 'LDS' else 'st'}.shared.{vec}", w, None)
    if op in ("LDSM", "STSM"):
        if "M88" not in mods and "MT88" not in mods:
            return (None, 16, f"{full}: only the 8x8 (M88/MT88) matrix shapes are modelled")
        n = 4 if "4" in mods else 2 if "2" in mods else 1
        base = "ldmatrix" if op == "LDSM" else "stmatrix"
        return (f"{base}.x{n}" + (".trans" if "MT88" in mods else ""), 16, None)
    if op == "ATOMS":
        w = 8 if "64" in mods else 4
        if "CAST" in mods and "SPIN" in mods:           # rules in core/nvidia_atomics.py
            return ("atomic-spin" if w == 4 else "atomic64-spin", w, None)
        if w != 4:
            if "CAS" in mods or "EXCH" in mods:
                return ("atomic64-cas" if "CAS" in mods else "atomic64", 8, None)
            return (None, w, f"{full}: of the 64-bit shared atomics only CAS, EXCH and the "
                             "CAST.SPIN loop are measured")
        if "POPC" in mods and "INC" in mods:
            return ("ld.shared.u32", 4, None)
        if "CAS" in mods:
            return ("atomic-cas", 8, None)
        return ("atomic", 4, None)
    if op == "LDGSTS":
        w = width_of(mod_list)
        vec = {4: "u32", 8: "v2.u32", 16: "v4.u32"}.get(w)
        if vec is None:
            return (None, w, f"{full}: unexpected width")
        return (f"st.shared.{vec}", w, None)
    return (None, 4, f"{full} is not a shared-memory instruction")


def neutral_terms(terms) -> bool:
    """Uniform unknown addends that cannot change banks or word sharing: multiples of 4 bytes
    added to every thread alike shift every word by the same amount (a rotation of the banks)."""
    return all((k & 3) == 0 for _, k in terms)


def warp_rows(vec: np.ndarray, n: int, nwarps: int, fill=0) -> np.ndarray:
    pad = nwarps * WARP - n
    if pad:
        vec = np.concatenate([vec, np.full(pad, fill, dtype=vec.dtype)])
    return vec.reshape(nwarps, WARP)


def cost_rows(arch, rule: str, addr: np.ndarray, act: np.ndarray, strict: bool = True,
              ways: bool = False):
    """(wavefronts, ideal, too_wide) per row of (rows, 32) addresses, and the ways with ``ways``;
    rows without an active thread cost 0.

    The addresses are known up to a bank-neutral amount the same in every thread (the shared
    window base, a kernel argument), so they are costed relative
    (:func:`ldsopt.core.cost.cost_lanes` with ``relative=True``) and memoized (a kernel repeats one
    pattern at other offsets: unrolled loops, the rows of a tile).  A row whose active addresses
    span more than the shared memory raises ``UsageError``; with ``strict=False`` it costs 0
    instead and ``too_wide`` marks it (a whole kernel's instructions in one call, each judged on
    its own rows)."""
    r = cost_lanes(arch, rule, addr, act, relative=True, too_wide="error" if strict else "skip",
                   memo=True, ways=ways)
    return (r.cycles, r.ideal, r.too_wide, r.ways) if ways else (r.cycles, r.ideal, r.too_wide)


def ldgsts_ncu(arch, rule: str, saddr: np.ndarray, gaddr: np.ndarray, act: np.ndarray):
    """What Nsight Compute reports per LDGSTS (measured on the H200, docs/validation/sass.md): the
    figure follows the global side.  The threads are grouped by the 128-byte global line they
    read; each group's shared writes cost their own wavefronts; the figure is the sum over the
    groups (a contiguous 16-byte copy: 4 lines of 8 threads, 1 wavefront each = 4; global
    addresses 128 B apart: 32 lines of one thread = 32, however conflict-free the shared side).
    Verified where each line's threads are consecutive lanes that write one 128-byte shared row
    (every tile copy measured, swizzled or not) or one row each; a line whose threads are
    interleaved with another line's, or that spreads over some shared rows, measured higher than
    this sum (two 16-byte probes: 32 against 16), so there the figure is None (unknown)."""
    rows = saddr.shape[0]
    line = ((gaddr.astype(np.int64) & M32) >> 7).tolist()
    srow = ((saddr.astype(np.int64) & M32) >> 7).tolist()
    owner, masks = [], []            # one (row, lanes of one global line) per group
    for r in range(rows):
        lanes = np.flatnonzero(act[r]).tolist()
        groups: dict = {}
        for k in lanes:
            groups.setdefault(line[r][k], []).append(k)
        pos = {k: i for i, k in enumerate(lanes)}
        for idx in groups.values():
            if pos[idx[-1]] - pos[idx[0]] + 1 != len(idx):
                return None          # a line's threads interleave with another line's
            nrows = len({srow[r][k] for k in idx})
            if 1 < nrows < len(idx):
                return None          # some but not all threads share a 128-byte shared row
            m = np.zeros(WARP, bool)
            m[idx] = True
            owner.append(r)
            masks.append(m)
    total = np.zeros(rows, np.int64)
    if masks:
        c, _, _ = cost_rows(arch, rule, saddr[owner], np.array(masks))
        np.add.at(total, owner, c)
    return total
