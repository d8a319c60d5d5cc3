"""Shared atomics beyond the 32-bit rules of :mod:`ldsopt.nvidia.shared`: 64-bit compare-and-swap
and exchange, and the compare-and-store spin (``ATOMS.CAST.SPIN``) that compiled loops use for
``atomicAdd`` on ``float``, ``double`` and 64-bit integers in shared memory.

Measured on an H200 with Nsight Compute (``docs/validation/wgmma``, 12 lane patterns each:
consecutive, one address, strides of 2-64 words, pairs on one address, half or alternate lanes;
``docs/validation/wgmma.md``):

* ``ATOMS.EXCH.64``: two phases of 16 threads; each phase costs the largest number of active
  *threads* (same-address threads are not merged) whose 8-byte word touches one bank; the
  wavefronts are the sum over the phases.  Ideal: the active threads' bytes / 128, rounded up.
  (One address: 32/2; consecutive: 2/2; 128-byte stride: 32/2; 16 consecutive threads: 1/1.)
* ``ATOMS.CAS.64``: twice the exchange, wavefronts and ideal (compare and swap values: 64/4, 4/4).
* ``ATOMS.CAST.SPIN`` (32-bit): 2 wavefronts, ideal 2, for every execution with an active thread,
  whatever the addresses (one address and a 32-way bank conflict alike): threads that collide fail
  the store and the compiled loop runs again, so conflicts cost executions, not wavefronts.
* ``ATOMS.CAST.SPIN.64``: 2 wavefronts per 16-thread phase with an active thread (4 for a full
  warp, 2 for threads 0-15 alone), ideal twice the bytes / 128 (4 and 2).
"""

from __future__ import annotations

import numpy as np

RULES = ("atomic64", "atomic64-cas", "atomic-spin", "atomic64-spin")


def _phases(act: np.ndarray, lanes: int):
    return [slice(s, s + lanes) for s in range(0, act.shape[1], lanes)]


def exchange64_cost(addr: np.ndarray, act: np.ndarray, nbanks: int = 32):
    """(wavefronts, ideal) per row of (rows, 32) 8-byte shared atomics (``ATOMS.EXCH.64``).

    Examples
    --------
    >>> a = np.arange(32)[None, :] * 8                  # consecutive 8-byte words
    >>> exchange64_cost(a, np.ones((1, 32), bool))
    (array([2]), array([2]))
    >>> exchange64_cost(a * 0, np.ones((1, 32), bool))  # one address: no merging
    (array([32]), array([2]))
    """
    lo = (addr >> 2) % nbanks
    hi = (lo + 1) % nbanks
    cyc = np.zeros(addr.shape[0], np.int64)
    for ph in _phases(act, 16):
        worst = np.zeros(addr.shape[0], np.int64)
        for b in range(nbanks):
            on = ((lo[:, ph] == b) | (hi[:, ph] == b)) & act[:, ph]
            worst = np.maximum(worst, on.sum(axis=1))
        cyc += worst
    idl = -(-act.sum(axis=1) * 8 // 128)
    return cyc, idl


def spin_cost(act: np.ndarray, width: int):
    """(wavefronts, ideal) per row of ``ATOMS.CAST.SPIN`` (width 4) or ``.SPIN.64`` (width 8).

    Examples
    --------
    >>> spin_cost(np.ones((1, 32), bool), 4), spin_cost(np.ones((1, 32), bool), 8)
    ((array([2]), array([2])), (array([4]), array([4])))
    """
    lanes = 32 * 4 // width
    phases = sum(act[:, ph].any(axis=1).astype(np.int64) for ph in _phases(act, lanes))
    idl = 2 * (-(-act.sum(axis=1) * width // 128))
    return 2 * phases, np.where(phases > 0, idl, 0)


def cost(rule: str, addr: np.ndarray, act: np.ndarray, nbanks: int = 32):
    """(wavefronts, ideal) per row for one of :data:`RULES`."""
    if rule == "atomic-spin":
        return spin_cost(act, 4)
    if rule == "atomic64-spin":
        return spin_cost(act, 8)
    c, i = exchange64_cost(addr, act, nbanks)
    return (2 * c, 2 * i) if rule == "atomic64-cas" else (c, i)
