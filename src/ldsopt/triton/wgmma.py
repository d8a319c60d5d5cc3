"""Hopper's asynchronous ops of a TTGIR module: ``ttng.warp_group_dot`` (wgmma) operand reads from
shared memory, and the TMA copies (``ttng.async_tma_*``).

The rule is measured (``docs/validation/wgmma.md``: 450 wgmma instructions on an H100 and an H200,
every one equal to Nsight Compute): a wgmma instruction reads its shared operands at one wavefront
per 128 bytes whatever the descriptor (swizzle mode, K- or MN-major, offsets), so each warp of the
warpgroup counts ``(A bytes if A is in shared memory + B bytes) / 512`` wavefronts, the ideal
alike; ``A bytes = 64 x K x element size``, ``B bytes = N x K x element size`` for the
instruction's ``N`` and ``K`` (the ``#ttg.nvidia_mma`` version 3 ``instrShape`` = [16, N, K]).

Triton's MMA v3 lowering (what the compiled SASS of ``tests/data/triton`` shows, one ``HGMMA``
per repetition): the warps of ``warpsPerCTA = [wm, wn]`` form warpgroups of four along M; each
warpgroup issues ``M / (16 wm) x N / (instrN wn) x K / instrK`` instructions, and every warp of
it executes each one.

TMA copies move data by the copy engine: Nsight Compute counts 0 shared wavefronts for them
(measured on the H100/H200, same page); they are listed with 0 cycles so that the output says so.
"""

from __future__ import annotations

import numpy as np

from ldsopt.errors import UsageError
from ldsopt.triton.lowering import Lowered, Target

TMA_OPS = ("async_tma_copy_global_to_local", "async_tma_copy_local_to_global", "async_tma_gather",
           "async_tma_scatter", "async_tma_reduce")
# builds a TMA descriptor in the kernel: Triton 3.9's SASS writes and reads its fields in shared
# memory (STS / LDS at the descriptor's scratch) before copying it out; not modelled, said so
NOT_MODELLED = {"tensormap_create": "builds a TMA descriptor in the kernel, whose fields the "
                                    "compiled code writes and reads in shared memory: not modelled"}
ASYNC_OPS = ("warp_group_dot",) + TMA_OPS + tuple(NOT_MODELLED)


def _int_list(enc, key: str) -> list:
    v = enc.get(key)
    if not isinstance(v, (list, tuple)) or not all(isinstance(x, int) for x in v):
        raise UsageError(f"#ttg.nvidia_mma without an integer {key}")
    return list(v)


def wgmma_cost(op, target: Target) -> tuple:
    """``(Lowered, wavefronts per warp-level execution)`` of one execution of a
    ``ttng.warp_group_dot`` (every warp's wgmma instructions).

    Examples
    --------
    A 128x128x64 f16 tile on 4 warps with ``instrShape = [16, 128, 16]``: 2 x 1 x 4 = 8 wgmma per
    warp, each (64*16*2 + 128*16*2) / 512 = 12 wavefronts per warp.
    """
    if target.vendor != "nvidia" or target.cc < 90:
        raise UsageError("ttng.warp_group_dot: wgmma needs sm_90")
    a, b = (op.inputs + (None, None))[:2]
    out = op.outputs[0] if op.outputs else None
    if a is None or b is None or out is None or out.encoding is None:
        raise UsageError("ttng.warp_group_dot: cannot read the operand and result types")
    enc = out.encoding
    if enc.kind != "nvidia_mma" or enc.get("versionMajor") != 3:
        raise UsageError("ttng.warp_group_dot: the result is not an #ttg.nvidia_mma version 3 layout")
    if b.kind != "memdesc":
        raise UsageError("ttng.warp_group_dot: operand B is not in shared memory")
    _, in_n, in_k = _int_list(enc, "instrShape")
    wm, wn = _int_list(enc, "warpsPerCTA")
    if len(out.shape) != 2 or len(b.shape) != 2:
        raise UsageError("ttng.warp_group_dot: batched (3-d) operands are not modelled")
    m, n = out.shape
    k = b.shape[0]
    if wm % 4 or m % (16 * wm) or n % (in_n * wn) or k % in_k:
        raise UsageError(f"ttng.warp_group_dot: a {m}x{n}x{k} tile does not divide into wgmma "
                         f"m64n{in_n}k{in_k} over warpsPerCTA [{wm}, {wn}]")
    eb = max(1, b.bits // 8)
    a_bytes = 64 * in_k * eb if a.kind == "memdesc" else 0
    per_exec = (a_bytes + in_n * in_k * eb) / 512
    per_warp = (m // (16 * wm)) * (n // (in_n * wn)) * (k // in_k)
    warps = wm * wn
    name = f"wgmma.m64n{in_n}k{in_k}" + (".ss" if a_bytes else ".rs")
    lo = Lowered("load", "wgmma", name, 1, per_warp, warps, target.lanes,
                 np.full((warps * per_warp, target.lanes), -1, np.int64),
                 note="operands read through descriptors: no lane addresses (measured rule)",
                 details={"wavefronts_per_execution": per_exec})
    return lo, per_exec


def tma_row(op, target: Target) -> Lowered:
    """A TMA copy: no instruction of the threads touches the banks (0 shared wavefronts, measured)."""
    return Lowered("store" if "global_to_local" in op.name or "gather" in op.name else "load",
                   "tma", "tma." + op.name.replace("async_tma_", ""), 1, 0, 0, target.lanes,
                   np.zeros((0, target.lanes), np.int64),
                   note="copy engine: 0 shared wavefronts (measured)")
