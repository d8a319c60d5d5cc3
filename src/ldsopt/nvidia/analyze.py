"""Every shared-memory instruction of a kernel: emulate one block, apply the measured rules, report.

:func:`analyze_function` returns a :class:`KernelReport` whose ``shared`` list holds one
:class:`SharedInstruction` per LDS/STS/LDSM/STSM/ATOMS/LDGSTS, wgmma (HGMMA/QGMMA/IGMMA) and bulk
copy (UTMALDG/UTMASTG/UBLKCP) in address order, with wavefronts and ideal wavefronts of one
execution (mean over the emulated warp-level executions), conflicts, and, when the emulation could
not pin the addresses down, ``resolved=False`` and the reason.  wgmma rows also carry each
operand's decoded descriptor (``operands``, :mod:`ldsopt.nvidia.wgmma`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ldsopt.core import nvidia_atomics as atomics
from ldsopt.core.arch import get_arch
from ldsopt.nvidia.emulate import SHARED_OPS, Emulator, warps_of
from ldsopt.nvidia.machine import Launch
from ldsopt.nvidia.shared import cost_rows, ldgsts_ncu, rule_for, warp_rows, width_of
from ldsopt.nvidia.wgmma import ASYNC_OPS, async_row
from ldsopt.simt.derived import dead, describe, reason_text, unknown_lanes
from ldsopt.simt import modular
from ldsopt.simt.values import tz


@dataclass
class SharedInstruction:
    pc: int
    sass: str
    source: str | None
    rule: str | None
    executions: int = 0               # warp-level executions emulated
    wavefronts: float | None = None
    ideal: float | None = None
    conflicts: float | None = None
    resolved: bool = False
    why: str | None = None
    loop: str | None = None           # "first iteration" ... when a loop was cut short
    ncu_wavefronts: float | None = None   # LDGSTS: the figure Nsight Compute reports
    operands: dict | None = None      # wgmma: each operand's descriptor (nvidia/wgmma.py)
    sample: dict | None = None        # the costliest warp: addresses and active threads
    # every warp-level execution: (addresses (rows, 32), active (rows, 32), bytes per thread), for
    # the layout fixer (ldsopt.fixes); not part of the JSON
    lanes: tuple | None = field(default=None, repr=False, compare=False)
    per_warp: tuple = ()              # (warp, wavefronts, ideal, ways) per warp-level execution
    # the addresses are relative: a bank-neutral unknown other than the shared window's base was
    # left out (not part of the JSON)
    relative: bool = field(default=False, repr=False, compare=False)


    def to_json(self) -> dict:
        d = {"pc": self.pc, "sass": self.sass, "source": self.source,
             "wavefronts": _r(self.wavefronts), "ideal": _r(self.ideal),
             "conflicts": _r(self.conflicts), "resolved": self.resolved, "why": self.why,
             "executions": self.executions, "rule": self.rule, "loop": self.loop}
        if self.ncu_wavefronts is not None:
            d["ncu_wavefronts"] = _r(self.ncu_wavefronts)
        if self.operands is not None:
            d["operands"] = self.operands
        return d


def _odd_only_pairs(addr: np.ndarray, act: np.ndarray) -> bool:
    """Some warp with two or more active threads, all in odd lanes (so that no (i, i^1) pair
    has both threads active)."""
    return bool(((act.sum(axis=1) > 1) & ~act[:, 0::2].any(axis=1)).any())


def _matrices(rule: str) -> int:
    return int(rule.split(".x")[1][0])


def _r(x):
    return None if x is None else round(float(x), 4)


@dataclass
class KernelReport:
    name: str
    arch: str
    block: tuple
    block_source: str
    shared: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    instructions: int = 0
    steps: int = 0

    def to_json(self) -> dict:
        return {"name": self.name, "arch": self.arch, "block": list(self.block) if self.block else None,
                "block_from": self.block_source, "instructions": self.instructions,
                "notes": self.notes, "shared": [s.to_json() for s in self.shared]}


def _src(ins) -> str | None:
    """FILE:LINE of an instruction: with an inlining chain (``nvdisasm -gi``), the innermost frame
    in the folder of the kernel's own file (the outermost frame), so that a library header's
    function (CUDA's atomics, shuffles, half helpers) inlined into the kernel counts at its call,
    and a function of the user's own files at its own line."""
    if not ins.source:
        return None
    f, line = ins.source
    if ins.frames:
        home = ins.frames[-1][0].rpartition("/")[0]
        f, line = next((fr for fr in ins.frames if fr[0].rpartition("/")[0] == home), ins.frames[-1])
    return f"{f.rsplit('/', 1)[-1]}:{line}"


def analyze_function(func, launch: Launch, block_source: str = "--block",
                     iterations: int = 64, max_steps: int = 400_000) -> KernelReport:
    if func.attributes.get("cbanks") and not launch.cbanks:
        launch.cbanks = func.attributes["cbanks"]          # jump tables (BRX), literals
    em = Emulator(func, launch, iterations=iterations, max_steps=max_steps)
    res = em.run()
    rep = KernelReport(func.name, launch.arch, launch.block, block_source,
                       instructions=len(func.instructions), steps=res.steps)
    rep.notes = list(res.notes)
    cut = {}
    pending: list = []        # (instruction report, instruction, rule, rows) to cost
    for first, last, why in res.cut_loops:
        for i in range(first, last + 1):
            cut.setdefault(i, why)
    for idx, ins in enumerate(func.instructions):
        if ins.opcode in ASYNC_OPS:       # wgmma operand reads, bulk copies: nvidia/wgmma.py
            si = SharedInstruction(ins.pc, ins.text, _src(ins), None)
            for k, v in async_row(ins, res.events.get(idx, []), launch, func).items():
                setattr(si, k, v)
            if si.wavefronts is not None:
                si.conflicts = si.wavefronts - si.ideal
            rep.shared.append(si)
            continue
        if ins.opcode not in SHARED_OPS:
            continue
        rule, width, why_not = rule_for(ins)
        si = SharedInstruction(ins.pc, ins.text, _src(ins), rule)
        if idx in cut:
            si.loop = f"first iteration(s) only: {cut[idx]}"
        evs = res.events.get(idx, [])
        if why_not:
            si.why = why_not
            rep.shared.append(si)
            continue
        if not evs:
            si.why = ("not executed by the emulated block (a path no thread of the block takes "
                      "with these launch values, or beyond the emulation budget)")
            rep.shared.append(si)
            continue
        rows = _rows(si, ins, evs, launch)
        if rows is not None:
            pending.append((si, ins, rule, rows))
        rep.shared.append(si)
    _cost_all(pending, launch)
    span = _span(pending)
    static = func.attributes.get("static_shared")
    # offsets in the shared window: .nv.shared covers [0, size) (on sm_90 its first 1 KB is the
    # system's, the kernel's arrays follow); accesses that all start past it are dynamic shared memory
    if span is not None and static and span[0] < static < span[1]:
        rep.notes.append(
            f"shared accesses reach byte {span[1]:#x} of the shared window, past the {static} bytes of the "
            f"kernel's static shared memory (.nv.shared), with block {'x'.join(map(str, launch.block))} "
            f"({block_source}): the block shape is likely not the kernel's launch (a kernel indexed by "
            "threadIdx.y analysed 1-D); give --block.  Unless the kernel also uses dynamic shared memory, "
            "those rows are not what runs")
    return rep


def _span(pending: list) -> tuple | None:
    """(lowest, highest end) of the byte offsets the resolved accesses touch, over the rows whose
    addresses are absolute in the shared window; None when there are none."""
    lo, hi = None, None
    for si, ins, _, rows in pending:
        if si.relative or si.why or not np.count_nonzero(rows[1]):
            continue
        a = rows[0][rows[1]]
        a_lo, a_hi = int(a.min()), int(a.max()) + width_of(ins.mods)
        lo = a_lo if lo is None else min(lo, a_lo)
        hi = a_hi if hi is None else max(hi, a_hi)
    return None if lo is None else (lo, hi)


def _cost_all(pending: list, launch: Launch) -> None:
    """Cost every gathered instruction, one bank-model call per rule for the whole kernel."""
    by_rule: dict = {}
    for item in pending:
        by_rule.setdefault(item[2], []).append(item)
    for rule, items in by_rule.items():
        addr = np.concatenate([rows[0] for _, _, _, rows in items])
        act = np.concatenate([rows[1] for _, _, _, rows in items])
        cyc, idl, wide, ways = cost_rows(launch.arch, rule, addr, act, strict=False, ways=True)
        counts = [rows[0].shape[0] for _, _, _, rows in items]
        idl_ncu = _ncu_ideal(rule, [_per_lane(rule, ins) for _, ins, _, _ in items], counts, act, cyc, idl)
        lists = (cyc.tolist(), idl_ncu.tolist(), ways.tolist(), wide.tolist())
        at = 0
        for (si, ins, _, rows), k in zip(items, counts):
            part = slice(at, at + k)
            at += k
            if any(lists[3][part]):
                si.why = (f"one warp's addresses span more than the "
                          f"{get_arch(launch.arch).lds_per_cu} B of shared memory")
                continue
            _finish(si, ins, rule, rows, lists[0][part], lists[1][part], launch, lists[2][part])


def _per_lane(rule: str, ins) -> int:
    """Bytes each thread asks for."""
    return 16 if rule.startswith(("ldmatrix", "stmatrix")) else (8 if rule == "atomic-cas" else width_of(ins.mods))


def _ncu_ideal(rule: str, per_lane: list, counts: list, act: np.ndarray, cyc: np.ndarray,
               idl: np.ndarray) -> np.ndarray:
    """Nsight Compute's ideal per row: the fewer of the bytes the warp asks for / 128 and the rule's
    per-phase ideal; for a warp that conflicts, the bytes / 128 alone (measured on the H200,
    docs/validation/sass.md: the second part rests on 16 LDS.128 of one Triton kernel whose lanes
    share addresses in fours, 4-way conflicted: ideal 4, where the merged phases give 2).  The
    atomic rules give Nsight Compute's ideal themselves (compare-and-swap: 2 per warp with an
    active thread, also for a few threads; measured on the H100, docs/validation/wgmma.md)."""
    if rule in atomics.RULES or rule == "atomic-cas":
        return idl
    used = act[:, :8 * _matrices(rule)] if rule.startswith(("ldmatrix", "stmatrix")) else act
    nact = used.sum(axis=1)
    lane_bytes = np.repeat(np.asarray(per_lane, np.int64), counts)
    by_bytes = np.where(nact > 0, np.maximum(1, -(-nact * lane_bytes // 128)), 0)
    return np.where(cyc > idl, by_bytes, np.minimum(by_bytes, idl))


# the shared window's base (nvidia/machine.py: the "window" special registers): absolute offsets
_WINDOW = frozenset({"SR_CGACTAID", "SR_SWINHI", "SR_SMEMSZ"})


def _rows(si: SharedInstruction, ins, evs, launch: Launch):
    """(addresses, active, global addresses or None, assumed guards, data-dependent guard): one row
    per warp-level execution; None (with ``si.why`` set) when the addresses are not known."""
    n, nw = launch.n, launch.nwarps
    addr_rows, act_rows, g_rows, warp_ids = [], [], [], []
    assumed = []
    bound = None
    every_warp = np.arange(nw)
    for ev in evs:
        every = np.count_nonzero(ev.path_mask) == n      # the whole block reached it
        warps = None if every else warps_of(ev.path_mask, nw)
        act = ev.active
        a = ev.addr
        if np.count_nonzero(act):
            why = _unresolved(a, act, launch)
            if why is not None:
                si.why = why
                return None
        if ev.assumed:
            assumed.append(ev.assumed)
        if ev.guard_data:
            bound = bound or ev.guard_data
        if a.sym and any(not launch.env.sym_origin[k] <= _WINDOW and (co[act] != 0).any()
                         for k, co in a.sym.items()):
            si.relative = True
        every = every or bool(warps.all())
        ar = warp_rows(a.c.astype(np.int64), n, nw)
        mr = warp_rows(act, n, nw, False)
        addr_rows.append(ar if every else ar[warps])
        act_rows.append(mr if every else mr[warps])
        warp_ids.append(every_warp if every else np.flatnonzero(warps))
        if ins.opcode == "LDGSTS":
            g = ev.gaddr
            # the global side: per-thread offsets exact; the part common to the warp's threads
            # (tensor base pointer, block offset, a row stride times the warp's row) is taken as a
            # multiple of 128 B (a line-aligned tile; why, and why AMDGPU has no such step:
            # ldsopt.simt.approx)
            if g is None or dead(g) or (unknown_lanes(g) & act).any() or _varying_sym(g, act, launch):
                g_rows = None
            elif g_rows is not None:
                gr = warp_rows(g.c.astype(np.int64), n, nw)
                g_rows.append(gr if every else gr[warps])
    if len(evs) == 1:             # one execution: its rows as they are
        return addr_rows[0], act_rows[0].copy(), g_rows, assumed, bound, warp_ids[0]
    return (np.concatenate(addr_rows), np.concatenate(act_rows), g_rows, assumed, bound,
            np.concatenate(warp_ids))


def _uniform_in_warps(co: np.ndarray, act: np.ndarray, launch: Launch) -> bool:
    """The coefficient `co` is one number over the active threads of each warp."""
    ca = co[act]
    return bool((ca == ca[0]).all()) or bool(launch.sp.uniform(co, act)[act].all())


def _varying_sym(a, act: np.ndarray, launch: Launch) -> bool:
    """Some symbol of `a` has a coefficient that differs between the active threads of a warp."""
    return any(not _uniform_in_warps(co, act, launch) for co in (a.sym or {}).values()
               if (co[act] != 0).any())


def _unresolved(a, act: np.ndarray, launch: Launch) -> str | None:
    """Why the active threads' addresses cannot be costed, or None.  A wave-uniform unknown added
    to every thread of a warp alike (a parameter, the block index, the shared window's base) shifts
    every word by the same amount when it is a multiple of 4 bytes: banks rotate, conflicts stay."""
    if a.u is None and not a.sym:
        return None
    env = launch.env
    if a.u is not None:
        bad = (a.u != 0) & act
        if bad.any():
            why = reason_text(env, a, bad) or "an unknown value"
            return f"the address depends on {why.removeprefix('depends on ')}"
    fine = []
    for k, co in (a.sym or {}).items():
        if co[0] == co[-1] and not np.count_nonzero(co != co[0]):   # one coefficient over every thread
            ca, c0 = None, int(co[0])
        else:
            ca = co[act]
            c0 = int(ca[0])
        if ca is None or (ca == c0).all():     # one coefficient over every active thread
            if c0 == 0:
                continue
            al = (c0 & -c0).bit_length() - 1
        else:
            if not _uniform_in_warps(co, act, launch):
                return (f"the address depends on {describe(env, [k])} multiplied by a per-thread value "
                        "(give its value with --arg)")
            nz = ca[ca != 0]
            al = int(tz(nz).min())
        if al + env.sym_align[k] < 2:
            fine.append(k)
    if fine:
        used = [k for k, co in a.sym.items() if (co[act] != 0).any()]
        return (f"the address depends on {describe(env, used)} at a granularity finer than a "
                "4-byte word (give values with --arg)")
    # a uniform addend under a power-of-two mask: exact only in the form simt/modular.py states
    if not any(k in env.sym_mod for k in a.sym):
        return None
    return modular.check(env, a, act, get_arch(launch.arch).bank_window, launch.sp.uniform)


def _finish(si: SharedInstruction, ins, rule: str, rows, cyc: list, idl_ncu: list, launch: Launch,
            ways: list) -> None:
    """Fill `si` from its rows' costs (lists, one entry per warp-level execution; the ideal is
    Nsight Compute's, :func:`_ncu_ideal`)."""
    addr, act, g_rows, assumed, bound, _ = rows
    si.executions = int(addr.shape[0])
    if si.executions == 0:
        si.why = "not executed by the emulated block"
        return
    per_lane = _per_lane(rule, ins)
    si.wavefronts = sum(cyc) / len(cyc)
    si.ideal = sum(idl_ncu) / len(idl_ncu)
    si.per_warp = tuple(zip(rows[5].tolist(), cyc, idl_ncu, ways))
    si.conflicts = si.wavefronts - si.ideal
    si.resolved = True
    if bound:
        si.resolved = False
        si.why = (f"which threads execute it depends on {bound} (per-thread data): the figures "
                  "assume every such thread does, an upper bound")
    elif assumed:
        si.resolved = False
        si.why = (f"guard assumed true: it depends on {sorted(set(assumed))[0]} (the figures are "
                  "those of a block inside the problem bounds; give --arg values to decide it)")
    elif si.loop and "per-thread data" in si.loop and rule != "atomic-spin":
        si.resolved = False
        si.why = ("inside a loop whose trip count depends on per-thread data: the figures are the "
                  "first iteration's; later iterations run with an unknown subset of the threads")
    elif rule == "ld.shared.v4.u32" and _odd_only_pairs(addr, act):
        si.resolved = False
        si.why = ("a 16-byte load whose active threads are all odd lanes: measured on the H200 "
                  "between the rule's merged and unmerged counts (3 where it gives 2 or 4; three "
                  "probes); not modelled")
    si.lanes = (addr, act, per_lane)
    w = cyc.index(max(cyc))
    si.sample = {"addresses": addr[w].tolist(), "active": act[w].tolist(),
                 "wavefronts": cyc[w], "ideal": idl_ncu[w]}
    if ins.opcode == "LDGSTS" and g_rows:
        gaddr = np.concatenate(g_rows)
        tot = ldgsts_ncu(launch.arch, rule, addr, gaddr, act)
        if tot is not None:
            si.ncu_wavefronts = float(tot.mean())
    if ins.opcode == "LDGSTS" and si.ncu_wavefronts is None and si.why is None:
        si.why = ("the shared side's cost; Nsight Compute's per-instruction figure for LDGSTS follows "
                  "the global side (the 128-byte lines the threads read), which the emulation could "
                  "not pin down here (docs/validation/sass.md)")
