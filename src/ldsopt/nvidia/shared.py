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
``LDGSTS.*`` (cp.async)                the shared side as ``st.shared`` of 4/8/16 bytes; Nsight
                                       Compute's own per-instruction figure also counts the global
                                       side (see :func:`ldgsts_ncu`)
=====================================  ==========================================================

Wavefronts and ideal wavefronts of one execution are the mean over the warp-level executions the
emulator saw (a warp that reaches the instruction with no active thread counts 0), which is what
Nsight Compute's source counters divide by ("L1 Wavefronts Shared" / "Instructions Executed").
"""

from __future__ import annotations

import numpy as np

from ldsopt.core.arch import get_arch
from ldsopt.errors import UsageError
from ldsopt.core.simulate import simulate_batch
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
    op, mods = ins.opcode, set(ins.mods)
    if op in ("LDS", "STS"):
        w = width_of(ins.mods)
        vec = {1: "u8", 2: "u16", 4: "u32", 8: "v2.u32", 16: "v4.u32"}[w]
        return (f"{'ld' if op == 'LDS' else 'st'}.shared.{vec}", w, None)
    if op in ("LDSM", "STSM"):
        if "M88" not in mods and "MT88" not in mods:
            return (None, 16, f"{ins.full}: only the 8x8 (M88/MT88) matrix shapes are modelled")
        n = 4 if "4" in mods else 2 if "2" in mods else 1
        base = "ldmatrix" if op == "LDSM" else "stmatrix"
        return (f"{base}.x{n}" + (".trans" if "MT88" in mods else ""), 16, None)
    if op == "ATOMS":
        w = 8 if "64" in mods else 4
        if w != 4:
            return (None, w, f"{ins.full}: 64-bit shared atomics are not measured")
        if "POPC" in mods and "INC" in mods:
            return ("ld.shared.u32", 4, None)
        if "CAS" in mods:
            return ("atomic-cas", 8, None)
        return ("atomic", 4, None)
    if op == "LDGSTS":
        w = width_of(ins.mods)
        vec = {4: "u32", 8: "v2.u32", 16: "v4.u32"}.get(w)
        if vec is None:
            return (None, w, f"{ins.full}: unexpected width")
        return (f"st.shared.{vec}", w, None)
    return (None, 4, f"{ins.full} is not a shared-memory instruction")


def atomic_cost(addr: np.ndarray, act: np.ndarray, nbanks: int = 32, cas: bool = False):
    """32-bit shared atomics, per warp: the most active threads on one bank (same-address threads
    are not merged), ideal 1 per warp with an active thread.  Compare-and-swap carries two values
    per thread and costs twice that, ideal 2 (measured on the H200: distinct words 2/2; 8
    addresses x 4 threads 8/2)."""
    bank = (addr >> 2) % nbanks
    cyc = np.zeros(addr.shape[0], np.int64)
    for b in range(nbanks):
        cyc = np.maximum(cyc, ((bank == b) & act).sum(axis=1))
    idl = (act.any(axis=1)).astype(np.int64)
    if cas:
        return 2 * cyc, 2 * idl
    return cyc, idl


def neutral_terms(terms) -> bool:
    """Uniform unknown addends that cannot change banks or word sharing: multiples of 4 bytes
    added to every thread alike shift every word by the same amount (a rotation of the banks)."""
    return all((k & 3) == 0 for _, k in terms)


def warp_rows(vec: np.ndarray, n: int, nwarps: int, fill=0) -> np.ndarray:
    pad = nwarps * WARP - n
    if pad:
        vec = np.concatenate([vec, np.full(pad, fill, dtype=vec.dtype)])
    return vec.reshape(nwarps, WARP)


def cost_rows(arch, rule: str, addr: np.ndarray, act: np.ndarray, strict: bool = True):
    """(wavefronts, ideal, too_wide) per row of (rows, 32) addresses; rows without an active
    thread cost 0.

    A row whose active addresses span more than the shared memory raises ``UsageError``; with
    ``strict=False`` it costs 0 instead and ``too_wide`` marks it (the cost of a whole kernel's
    instructions in one call, each instruction judged on its own rows).  Rows are costed
    once per distinct pattern after the bank-neutral normalisation (a kernel repeats one pattern
    at other offsets: unrolled loops, the rows of a tile), and remembered across calls."""
    a = get_arch(arch)
    rows = addr.shape[0]
    cyc = np.zeros(rows, np.int64)
    idl = np.zeros(rows, np.int64)
    wide = np.zeros(rows, bool)
    live = act.any(axis=1)
    if live.any():
        ad = addr[live].astype(np.int64) & M32
        ac = act[live]
        # bank-neutral normalisation: subtract each row's lowest active address rounded down to 128 B
        low = np.where(ac, ad, np.iinfo(np.int64).max).min(axis=1)
        ad = np.where(ac, ad - (low - low % 128)[:, None], 0)
        too = ad.max(axis=1) >= a.lds_per_cu
        if too.any():
            if strict:
                raise UsageError(f"one warp's addresses span {int(ad.max())} bytes, more than "
                                 f"the {a.lds_per_cu} B of shared memory")
            wide[np.flatnonzero(live)[too]] = True
            ac = ac & ~too[:, None]
            ad = np.where(ac, ad, 0)
        c, i = _cost_unique(a, rule, ad, ac)
        cyc[live], idl[live] = c, i
    return cyc, idl, wide


def _cost_unique(a, rule: str, ad: np.ndarray, ac: np.ndarray):
    """The bank model on each distinct (addresses, active) row, looked up in the cache first."""
    keys = [ka + kb for ka, kb in zip(map(bytes, ad), map(bytes, ac))]
    out_c = np.zeros(len(keys), np.int64)
    out_i = np.zeros(len(keys), np.int64)
    todo: dict = {}
    for r, k in enumerate(keys):
        hit = _COST_CACHE.get((a.name, rule, k))
        if hit is None:
            todo.setdefault(k, []).append(r)
        else:
            out_c[r], out_i[r] = hit
    if todo:
        first = [rs[0] for rs in todo.values()]
        if rule in ("atomic", "atomic-cas"):
            c, i = atomic_cost(ad[first], ac[first], a.banks, rule == "atomic-cas")
        else:
            res = simulate_batch(a, rule, ad[first], ac[first])
            c, i = res["cycles"], res["ideal"]
        if len(_COST_CACHE) > 16384:
            _COST_CACHE.clear()
        for (k, rs), ck, ik in zip(todo.items(), c.tolist(), i.tolist()):
            _COST_CACHE[(a.name, rule, k)] = (ck, ik)
            out_c[rs] = ck
            out_i[rs] = ik
    return out_c, out_i


# (arch, rule, one normalised row's address and active bytes) -> (cycles, ideal)
_COST_CACHE: dict = {}


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
