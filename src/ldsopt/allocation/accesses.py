"""Every shared-memory access of an analysed kernel with the lane addresses of each execution.

Both emulators already produce, for each LDS / shared instruction, the byte address of every lane
of every wave (AMD, :class:`ldsopt.amd.emu.analyze.WaveResult`) or warp-level execution (NVIDIA,
``SharedInstruction.lanes`` of :mod:`ldsopt.nvidia.analyze`).  This module puts them in one shape,
:class:`LaneAccess`, and costs them again at other addresses (:func:`cost`) with the same bank
model the analysis used, so that a layout change is judged on the kernel's own accesses.

>>> from ldsopt.amd.emu import analyze_kernel
>>> k = analyze_kernel(["v_lshlrev_b32 v1, 7, v0", "ds_read_b32 v2, v1", "s_endpgm"], "gfx942",
...                    block=(64, 1, 1))
>>> (a,), bad = from_amd(k)
>>> a.kind, a.width, a.addresses.shape, cost(a)
('read', 4, (1, 64, 1), (64, 2))
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

_AMD_KIND = {"read": "read", "read2": "read", "read_tr": "read", "write": "write", "write2": "write",
             "dma": "write", "atomic": "atomic"}
_NV_KIND = {"LDS": "read", "LDSM": "read", "STS": "write", "STSM": "write", "LDGSTS": "write",
            "ATOMS": "atomic", "RED": "atomic"}


@dataclass(frozen=True)
class LaneAccess:
    """One shared-memory instruction: what it is and every execution's lane addresses.

    ``addresses`` has shape (executions, lanes, k): the byte address each lane asks for, k = 2 for
    the two-address forms (``ds_read2*`` / ``ds_write2*``, the second at ``unit`` bytes times the
    offset field), else 1; ``active`` (executions, lanes).  ``width`` is the bytes per lane per
    address; ``kind`` "read", "write" or "atomic".  ``base`` names a wave-uniform unknown added to
    every address (a dynamic shared-memory base), "" when the addresses are absolute."""
    vendor: str
    arch: str
    source: str | None
    isa: str
    op: str
    kind: str
    width: int
    addresses: np.ndarray
    active: np.ndarray
    unit: int = 0
    base: str = ""
    offsets: tuple = ()               # AMD: the original (offset0, offset1) per execution
    at: int | None = None             # the instruction's line in its listing (AMD) or its pc (NVIDIA)

    @property
    def line(self) -> int | None:
        """The source line number, when the instruction carries one."""
        m = re.search(r":(\d+)(?::\d+)?$", self.source or "")
        return int(m.group(1)) if m else None

    def touched(self) -> np.ndarray:
        """Every active lane's byte address (all k addresses), flattened."""
        act = np.repeat(self.active[:, :, None], self.addresses.shape[2], axis=2)
        return self.addresses[act]


def _amd_width(arch: str, op: str) -> int:
    from ldsopt.core.arch import get_arch
    from ldsopt.core.instructions import get_instruction
    return int(get_instruction(get_arch(arch), op).width)


def _single(op: str) -> str:
    """ds_read2_b32 / ds_write2st64_b64 -> the one-address form of the same width."""
    return re.sub(r"2(st64)?_", "_", op, count=1)


def from_amd(kernel) -> tuple:
    """(accesses, unresolved) of a :class:`ldsopt.amd.emu.analyze.KernelAnalysis`: a
    :class:`LaneAccess` per LDS instruction whose every wave is known, and (source, isa, reason)
    for each one that is not (lane exchanges through the LDS unit touch no memory: left out)."""
    out, bad = [], []
    for ins in kernel.instructions:
        kind = _AMD_KIND.get(ins.kind)
        if kind is None or ins.model_op is None:
            continue
        ok = [w for w in ins.waves if w.status == "ok"]
        unres = [w for w in ins.waves if w.status == "unresolved"]
        if unres:
            bad.append((ins.source, ins.isa, unres[0].reason))
            continue
        if not ok:
            continue
        bases = {w.base for w in ok}
        if len(bases) > 1:
            bad.append((ins.source, ins.isa, "waves add different unknown bases to their addresses"))
            continue
        op = ins.model_op
        width = _amd_width(kernel.arch, op)
        addr = np.array([w.addresses for w in ok], np.int64)
        act = np.array([w.active for w in ok], bool)
        unit = 0
        if ins.kind in ("read2", "write2"):
            unit = width * (64 if "st64" in op else 1)
            o0 = np.array([w.offset0 for w in ok], np.int64)[:, None]
            o1 = np.array([w.offset1 for w in ok], np.int64)[:, None]
            addr3 = np.stack([addr + o0 * unit, addr + o1 * unit], axis=2)
        else:
            o0 = np.array([w.offset0 for w in ok], np.int64)[:, None]
            addr3 = (addr + o0)[:, :, None]
        out.append(LaneAccess("amd", kernel.arch, ins.source, ins.isa, op, kind, width, addr3, act, unit,
                              bases.pop(), tuple((w.offset0, w.offset1) for w in ok), ins.line))
    return out, bad


def from_nvidia(report) -> tuple:
    """(accesses, unresolved) of a :class:`ldsopt.nvidia.analyze.KernelReport` (its instructions
    keep every warp's addresses in ``lanes``)."""
    out, bad = [], []
    for si in report.shared:
        opc = re.sub(r"^@!?U?P\w+\s+", "", si.sass.strip()).split(None, 1)[0].split(".")[0]
        kind = _NV_KIND.get(opc)
        if kind is None:
            continue
        if si.lanes is None:
            bad.append((si.source, si.sass, si.why or "the addresses are not known"))
            continue
        addr, act, width = si.lanes
        out.append(LaneAccess("nvidia", report.arch, si.source, si.sass, si.rule, kind, int(width),
                              np.asarray(addr, np.int64)[:, :, None], np.asarray(act, bool), at=si.pc))
    return out, bad


def _nvidia_rows(arch: str, rule: str, addr: np.ndarray, act: np.ndarray) -> tuple:
    """(wavefronts, ideal) per warp-level row, as the SASS analysis costs them
    (:func:`ldsopt.nvidia.shared.cost_rows`, non-strict): relative to a bank-neutral base, a row
    wider than shared memory costing 0."""
    from ldsopt.core.cost import cost_lanes
    r = cost_lanes(arch, rule, addr, act, relative=True, too_wide="skip", memo=True)
    return r.cycles, r.ideal


def cost(a: LaneAccess, addresses: np.ndarray | None = None) -> tuple:
    """(cycles, ideal) of `a` summed over its executions, at its own addresses or at `addresses`
    (same shape as ``a.addresses``: the accesses of a changed layout).

    A two-address AMD access stays one instruction when its two new addresses are the same
    distance apart in every lane (a whole number of offset units, at most 255), as the compiler
    would then still issue it; else it is costed as two one-address instructions."""
    from ldsopt.core.simulate import simulate_batch
    if a.vendor == "nvidia":
        ad = a.addresses if addresses is None else addresses
        cyc, idl = _nvidia_rows(a.arch, a.op, ad[:, :, 0], a.active)
        return int(cyc.sum()), int(idl.sum())
    act = a.active
    if addresses is None:
        o = np.array(a.offsets, np.int64).reshape(-1, 2)
        if a.unit:
            vaddr = a.addresses[:, :, 0] - o[:, :1] * a.unit
            r = simulate_batch(a.arch, a.op, vaddr, act, o[:, 0], o[:, 1])
        else:
            r = simulate_batch(a.arch, a.op, a.addresses[:, :, 0], act)
        return int(r.cycles.sum()), int(r.ideal.sum())
    if a.unit:
        a0, a1 = addresses[:, :, 0], addresses[:, :, 1]
        d = np.where(act, a1 - a0, -1)
        d0 = d[act] if act.any() else np.array([0])
        if (d0 == d0[0]).all() and d0[0] % a.unit == 0 and 0 <= d0[0] // a.unit <= 255:
            r = simulate_batch(a.arch, a.op, a0, act, 0, int(d0[0] // a.unit))
            return int(r.cycles.sum()), int(r.ideal.sum())
        one = _single(a.op)
        r0 = simulate_batch(a.arch, one, a0, act)
        r1 = simulate_batch(a.arch, one, a1, act)
        return int(r0.cycles.sum() + r1.cycles.sum()), int(r0.ideal.sum() + r1.ideal.sum())
    r = simulate_batch(a.arch, a.op, addresses[:, :, 0], act)
    return int(r.cycles.sum()), int(r.ideal.sum())


def cost_many(accesses: list, addresses: list | None = None) -> list:
    """:func:`cost` of each access (at its own addresses, or at ``addresses[i]``), the one-address
    accesses of one instruction costed in one batch of the bank model (an allocation of thousands
    of accesses is costed per layout in a few calls, not one call per access).

    >>> i = np.arange(64)
    >>> a = LaneAccess("amd", "gfx942", None, "", "ds_read_b32", "read", 4, (i * 128)[None, :, None],
    ...                np.ones((1, 64), bool))
    >>> cost_many([a, a]) == [cost(a), cost(a)]
    True
    """
    from ldsopt.core.simulate import simulate_batch
    out: list = [None] * len(accesses)
    groups: dict = {}
    for i, a in enumerate(accesses):
        ad = a.addresses if addresses is None else addresses[i]
        if a.vendor == "amd" and a.unit:          # two-address forms: their offsets decide
            out[i] = cost(a, None if addresses is None else ad)
            continue
        groups.setdefault((a.vendor, a.arch, a.op, ad.shape[1]), []).append((i, ad[:, :, 0]))
    for (vendor, arch, op, _n), items in groups.items():
        addr = np.concatenate([ad for _, ad in items])
        act = np.concatenate([accesses[i].active for i, _ in items])
        if vendor == "nvidia":
            cyc, idl = _nvidia_rows(arch, op, addr, act)
        else:
            r = simulate_batch(arch, op, addr, act)
            cyc, idl = r.cycles, r.ideal
        k = 0
        for i, ad in items:
            n = ad.shape[0]
            out[i] = (int(cyc[k:k + n].sum()), int(idl[k:k + n].sum()))
            k += n
    return out
