"""``tt.scan`` across warps and ``tt.histogram`` through Triton's scratch shared memory.

Facts of Triton 3.9's lowering (``ScanOpToLLVM.cpp``, ``ScanLoweringHelper`` in
``lib/Analysis/Utility.cpp``, the AMD backend's ``HistogramOpToLLVM.cpp``; restated, code written
for ldsopt):

**scan** (blocked layouts; nothing in shared memory when one warp spans the axis): each thread
scans its contiguous elements along the axis and each warp its lanes (shuffles); then for every
*chunk* (a register that ends a run of contiguous elements along the axis, in register order),
the lane that is last along the axis stores its partial result (32-bit per operand byte width)
at ``parallel + warp_axis * P + chunk * P * W`` (``P``: threads of the CTA holding different
non-axis data, ``parallel`` the thread's index among them, ``W``: warps along the axis); after a
barrier every thread loads, per chunk, the ``W`` partial results ``parallel + P * (i + chunk *
W)``.  The last warp's value of a chunk is only needed by a later chunk of the same row; where
there is none, the load is dead code and is not issued.  Where every thread loads the same
words (``P == 1``), LLVM joins them into wider loads (:func:`_joined_uniform_loads`; on AMD,
LLVM's SLP vectorizer pairs them at 8-byte alignment for a forward ``arith.addf`` /
``arith.mulf`` scan over 2 or 4 warps, which the combine region in the TTGIR shows).

**histogram**: the bins (at least one per lane) are zeroed by every thread
(``(thread + i * threads) % bins``, 32-bit stores), then counted, and the result is loaded in
the result layout (32-bit loads, as a ``local_load`` of a contiguous buffer; a result that only reaches
``tt.store`` is loaded by the threads holding unique data only, as for reductions).  AMD: each warp's
histogram (built in registers) is added with a shared atomic add per lane (``lane * bins / lanes
+ i``).  NVIDIA (what Triton 3.9's SASS for sm_80 / sm_90 shows): every element of the operand
adds 1 to its own bin, one ``atom.shared.add.u32`` (``ATOMS.POPC.INC.32``) per register, under
``0 <= value < bins``: the lane addresses are the data, so the bank pattern is not known.  Those
atomics are reported with the reason and bounds, never costed: the measured rule of
``ATOMS.POPC.INC`` (:mod:`ldsopt.nvidia.shared`: threads on one word are served once, as
``ld.shared.u32``) gives 1 wavefront when the lanes' bins share words or sit in different banks,
and at most ``ceil(bins / 32)`` (the distinct words one bank holds in the bins), 32 at most.
"""

from __future__ import annotations

import numpy as np

from ldsopt.errors import UsageError
from ldsopt.layouts.linear_layout import log2
from ldsopt.triton.lowering import Cvt, Lowered, Target, _span_table, _vector_path
from ldsopt.layouts.triton_params import _ints, _order
from ldsopt.triton.convert import LANE, REG, WARP, _unique_threads, standard
from ldsopt.triton.layouts import distributed_ll


def _lowered(kind: str, name: str, addr: np.ndarray, active: np.ndarray, warps: int,
             target: Target, note: str = "") -> Lowered:
    """``addr``/``active``: (warps, per_warp, lanes)."""
    w, n, lanes = addr.shape
    return Lowered(kind, "vector", name, 1, n, warps, lanes, addr.reshape(w * n, lanes).astype(np.int64),
                   active=active.reshape(w * n, lanes), note=note)


def _name(target: Target, kind: str, nbytes: int) -> str:
    if target.vendor == "amd":
        return {("load", 4): "ds_read_b32", ("store", 4): "ds_write_b32", ("load", 8): "ds_read_b64",
                ("store", 8): "ds_write_b64", ("load", 2): "ds_read_u16", ("store", 2): "ds_write_b16",
                ("load", 1): "ds_read_u8", ("store", 1): "ds_write_b8"}[(kind, nbytes)]
    verb = "ld" if kind == "load" else "st"
    return f"{verb}.shared." + {1: "u8", 2: "u16", 4: "u32", 8: "v2.u32"}[nbytes]


def _coords(idx: np.ndarray, counts, order) -> list:
    """Delinearise ``idx`` over ``counts`` with ``order[0]`` fastest."""
    out = [None] * len(counts)
    for d in order:
        out[d] = idx % counts[d]
        idx = idx // counts[d]
    return out


def lower_scan(op, target: Target) -> list:
    axis = op.attrs.get("axis")
    src = op.inputs[0]
    rank = len(src.shape)
    if not isinstance(axis, int) or not 0 <= axis < rank:
        raise UsageError(f"tt.scan: axis {axis!r} is not a dimension of the {rank}-d operand")
    enc = src.encoding
    if enc is None or enc.kind != "blocked":
        raise UsageError("tt.scan: Triton lowers scans of blocked layouts only")
    shape = list(src.shape)
    spt = list(_ints(enc, "sizePerThread", rank))
    tpw = list(_ints(enc, "threadsPerWarp", rank))
    wpc = list(_ints(enc, "warpsPerCTA", rank))
    order = list(_order(enc, rank))
    for d in range(rank):
        if spt[d] * tpw[d] * wpc[d] > shape[d] and (tpw[d] > 1 and spt[d] * tpw[d] > shape[d]):
            raise UsageError("tt.scan: a layout with lanes repeating data is not modelled")
    W = wpc[axis]
    if W == 1:
        return []
    lanes, nwarps = target.lanes, 1
    for x in wpc:
        nwarps *= x
    scan_dim = min(tpw[axis], max(1, shape[axis] // spt[axis]))
    nonaxis_tpw = lanes // tpw[axis]
    P = (nwarps // W) * nonaxis_tpw
    # chunks: the registers ending a contiguous run along the axis, in register order
    ll = standard(distributed_ll(enc, shape))
    regs = [v for v in ll.basis(REG) if any(v)]
    table = _span_table([list(v) for v in regs], rank) if regs else np.zeros((1, rank), np.int64)
    chunks = [c for c in table if c[axis] % spt[axis] == spt[axis] - 1]
    # rows (non-axis coordinates within the thread) whose later chunks reuse the full sum
    last_of_row = {}
    for k, c in enumerate(chunks):
        key = tuple(int(x) for i, x in enumerate(c) if i != axis)
        last_of_row[key] = k
    lane_ids = np.arange(lanes)
    lc = _coords(lane_ids, tpw, order)
    lane_axis = lc[axis]
    lc_par = [lc[d] if d != axis else np.zeros_like(lane_ids) for d in range(rank)]
    tpw_par = [tpw[d] if d != axis else 1 for d in range(rank)]
    lane_par = np.zeros(lanes, np.int64)
    for d in reversed(order):
        lane_par = lane_par * tpw_par[d] + lc_par[d]
    wc = _coords(np.arange(nwarps), wpc, order)
    warp_axis = wc[axis]
    wpc_par = [wpc[d] if d != axis else 1 for d in range(rank)]
    warp_par = np.zeros(nwarps, np.int64)
    for d in reversed(order):
        warp_par = warp_par * wpc_par[d] + (wc[d] if d != axis else 0)
    par = lane_par[None, :] + warp_par[:, None] * nonaxis_tpw          # (warps, lanes)
    nops = len(op.inputs)
    out = []
    base = 0
    for t in op.inputs:
        eb = max(1, (t.bits + 7) // 8)
        st_addr, st_act, ld_addr = [], [], []
        for k, c in enumerate(chunks):
            idx = par + (warp_axis[:, None] * P) + k * P * W
            st_addr.append(base + idx * eb)
            st_act.append(np.broadcast_to(lane_axis[None, :] == scan_dim - 1, idx.shape))
            key = tuple(int(x) for i, x in enumerate(c) if i != axis)
            n_ld = W if last_of_row[key] != k else W - 1
            for i in range(n_ld):
                ld_addr.append(base + (par + P * (i + k * W)) * eb)
        st = np.stack(st_addr, axis=1)
        sa = np.stack(st_act, axis=1)
        out.append(_lowered("store", _name(target, "store", eb), st, sa, nwarps, target))
        ld = np.stack(ld_addr, axis=1)
        if P == 1 and eb == 4:
            out += _joined_uniform_loads(ld, nwarps, target, W, op.attrs.get("combine", ()),
                                         bool(op.attrs.get("reverse")))
        else:
            out.append(_lowered("load", _name(target, "load", eb), ld, np.ones(ld.shape, bool),
                                nwarps, target, note="32-bit loads as Triton issues them"))
        base += len(chunks) * P * W * eb if nops > 1 else 0
    return out


def _joined_uniform_loads(ld: np.ndarray, nwarps: int, target: Target, warps_axis: int = 0,
                          combine: tuple = (), reverse: bool = False) -> list:
    """One thread per parallel index (``P == 1``): every thread loads the same words at constant
    offsets from the 16-byte aligned shared base, and LLVM joins them (Triton 3.9's LLVM IR for
    sm_90 holds the 32-bit loads, its SASS ``LDS.128``; the joining is code generation's):

    - NVIDIA: per aligned 16-byte block, 3 or 4 words loaded become one ``ld.shared.v4`` (the
      missing word loaded too: there is no 3-word vector), otherwise each aligned 8-byte pair one
      ``ld.shared.v2`` and a lone word ``ld.shared.u32``;
    - AMD: each run of consecutive words is cut from its start into the widest access its
      alignment allows (the AMDGPU backend's LDS rules: ``ds_read_b128`` and ``ds_read_b96`` at
      16-byte alignment, ``ds_read_b64`` at 8, else ``ds_read_b32``), no word added -- except
      where LLVM's SLP vectorizer groups the loads first (:func:`_slp_pairs`).

    ``warps_axis``: warps along the scan axis; ``combine``: the ops of the combine region;
    ``reverse``: a reverse scan."""
    words = sorted({int(a) // 4 for a in np.unique(ld[0, :, 0])})
    pieces: dict = {16: [], 12: [], 8: [], 4: []}
    uncertain = ""
    if target.vendor == "nvidia":
        for blk in sorted({w // 4 for w in words}):
            got = [w for w in words if w // 4 == blk]
            if len(got) >= 3:
                pieces[16].append(blk * 16)
                continue
            for half in (2 * blk, 2 * blk + 1):
                h = [w for w in got if w // 2 == half]
                if len(h) == 2:
                    pieces[8].append(half * 8)
                else:
                    pieces[4] += [w * 4 for w in h]
    else:
        slp = tuple(combine) in SLP_OPS and not reverse and 2 <= warps_axis <= 4
        runs = _runs(words)
        paired = slp and all(n <= 4 or _slp_pairs(w, n) for w, n in runs)
        if slp and not paired:
            uncertain = SLP_GROUPING
        for w, n in runs:
            if paired and n > 4:
                pieces[8] += [4 * x for x in range(w, w + n - 1, 2)]
                pieces[4].append(4 * (w + n - 1))
                continue
            end = w + n
            while w < end:
                left = end - w
                k = (min(4, left) if w % 4 == 0 else 2 if w % 2 == 0 and left >= 2 else 1)
                pieces[4 * k].append(4 * w)
                w += k
    out = []
    note = "Triton's 32-bit loads as LLVM joins them (uniform addresses)"
    for nbytes, starts in pieces.items():
        if starts:
            a = np.broadcast_to(np.array(starts, np.int64)[None, :, None],
                                (nwarps, len(starts), target.lanes)).copy()
            name = ({16: "ds_read_b128", 12: "ds_read_b96"}.get(nbytes) if target.vendor == "amd"
                    else "ld.shared.v4.u32" if nbytes == 16 else None) or _name(target, "load", nbytes)
            lo = _lowered("load", name, a, np.ones(a.shape, bool), nwarps, target, note=note)
            if uncertain:
                lo.details["uncertain"] = uncertain
            out.append(lo)
    return out


# The combine regions whose partial results LLVM's SLP vectorizer (in Triton's O3 pipeline for
# AMD) groups at 8-byte alignment when 2 or 4 warps share the scan axis.  What Triton 3.9's
# gfx942 LLVM IR showed, per 1-D scan of 2, 4, 8, 16 warps and 2, 8, 16 chunks per thread (and
# row scans of 2 and 4 rows per thread: each row's run alike): a single arith.addf or
# arith.mulf, forward: each run of 8k-1 uniform words grouped as 2, then 4 (and 8) word vectors
# from its third word, the last word alone (W = 2, 4), or at 16-byte alignment (W = 8, 16);
# every other region seen (arith.addi, muli, xori, maxsi, minsi, maxnumf, minnumf, maximumf, a
# mulf + addf region, a reverse addf scan) kept 16-byte aligned groups.  The backend serves a
# 2-word vector as ds_read_b64 and a 4- or 8-word one at 8-byte alignment as ds_read2_b64 pairs.
SLP_OPS = (("arith.addf",), ("arith.mulf",))


def _slp_pairs(start: int, n: int) -> bool:
    """Whether a run of ``n`` uniform words from ``start`` is one the SLP vectorizer was seen to
    pair (see ``SLP_OPS``): 16-byte aligned, longer than one 16-byte block, 4k+3 words (the
    8k-1 words of a row's chunks)."""
    return start % 4 == 0 and n > 4 and (n - 2) % 4 == 1


def _runs(words: list) -> list:
    """``[(first word, length)]`` of the runs of consecutive words in the sorted ``words``."""
    out = []
    for w in words:
        if out and w == out[-1][0] + out[-1][1]:
            out[-1] = (out[-1][0], out[-1][1] + 1)
        else:
            out.append((w, 1))
    return out


# where the run is not the one observed, the grouping is not known
SLP_GROUPING = ("the width of these loads is not decided by the TTGIR: LLVM's SLP vectorizer groups "
                "the uniform partial results of a forward arith.addf / arith.mulf scan over 2 or 4 "
                "warps at 8-byte alignment where they form 16-byte aligned runs of 4k+3 words; these "
                "runs differ, so they are listed cut at 16-byte alignment (ds_read_b128 / ds_read_b96), "
                "while LLVM may give ds_read_b64 (ds_read2_b64 pairs) and ds_read_b32 instead (the "
                "same words; the cycles may differ)")


def lower_histogram(op, target: Target) -> list:
    dst = op.outputs[0]
    if dst.encoding is None or len(dst.shape) != 1:
        raise UsageError("tt.histogram: a 1-d result with a layout is needed")
    lanes = target.lanes
    bins = max(dst.shape[0], lanes)
    log2(bins)
    ll = standard(distributed_ll(dst.encoding, dst.shape))
    nwarps = ll.in_size(WARP)
    tid = np.arange(nwarps * lanes).reshape(nwarps, lanes)
    per_thread = -(-bins // (lanes * nwarps))
    init = np.stack([((tid + i * nwarps * lanes) % bins) * 4 for i in range(per_thread)], axis=1)
    out = [_lowered("store", _name(target, "store", 4), init, np.ones(init.shape, bool), nwarps,
                    target)]
    if target.vendor == "nvidia":
        out.append(_data_atomics(op, bins, nwarps, target))
    else:
        out.append(_warp_atomics(bins, nwarps, target))
    regs = [b for b in ll.flat_basis(REG) if b]
    cvt = Cvt(tuple(regs), tuple(ll.flat_basis(LANE)), tuple(ll.flat_basis(WARP)),
              tuple((b,) for b in regs), tuple((b,) for b in ll.flat_basis(LANE)),
              tuple((b,) for b in ll.flat_basis(WARP)))
    load = _vector_path(cvt, "load", 4, 32, target, (), 1, True, 1)
    if 0 in op.attrs.get("stored_only", ()):
        load = _unique_threads(load, ll)           # LLVM sinks the loads under the store's mask
    out.append(load)
    return out


def _warp_atomics(bins: int, nwarps: int, target: Target) -> Lowered:
    """AMD: one ``ds_add_u32`` per lane and bin of its share (``lane * bins / lanes + i``)."""
    lanes = target.lanes
    per_lane = bins // lanes
    lane = np.broadcast_to(np.arange(lanes)[None, :], (nwarps, lanes))
    add = np.stack([(lane * per_lane + i) * 4 for i in range(per_lane)], axis=1)
    return _lowered("atomic", "ds_add_u32", add, np.ones(add.shape, bool), nwarps, target)


def _data_atomics(op, bins: int, nwarps: int, target: Target) -> Lowered:
    """NVIDIA: one ``atom.shared.add.u32`` per register of the operand, at the bin its value
    names: a :class:`Lowered` whose ``details["data_dependent"]`` gives the reason and the
    bounds instead of addresses (no cost is computed from its placeholder addresses)."""
    src = op.inputs[0] if op.inputs else None
    if src is None or src.encoding is None or len(src.shape) != 1:
        raise UsageError("tt.histogram: a 1-d operand with a layout is needed")
    sll = standard(distributed_ll(src.encoding, src.shape))
    per_warp = 1 << sum(1 for b in sll.flat_basis(REG) if b)
    if sll.in_size(WARP) != nwarps:
        raise UsageError("tt.histogram: the operand and the result have different warps")
    worst = min(32, -(-bins // 32))
    why = (f"the lane addresses are the operand's values (its bins, data-dependent): {per_warp} "
           f"atom.shared.add.u32 (ATOMS.POPC.INC.32) per warp under 0 <= value < {bins}, each "
           f"1 to {worst} wavefronts (threads on one word are served once; {bins} bins hold at "
           f"most {worst} words per bank); not costed")
    addr = np.zeros((nwarps * per_warp, target.lanes), np.int64)
    return Lowered("atomic", "vector", "atom.shared.add.u32", 1, per_warp, nwarps, target.lanes, addr,
                   details={"data_dependent": why, "wavefronts_bounds": (1, worst)})
