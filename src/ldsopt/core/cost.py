"""The one cost entry of the bank model: lane addresses in, cycles / ideal / conflicts / ways out.

Every front end (the solver, ``ldsopt sim``, the AMD ISA emulator, the SASS emulator, the TTGIR
reader) costs lane addresses through :func:`cost_lanes`.  It takes a batch of instructions of one
kind (one row of lane addresses per instruction, with the active mask and the read2/write2
offsets) and gives per row:

* ``cycles``, ``ideal``, ``conflicts = cycles - ideal`` (the rule of :mod:`ldsopt.core.simulate`);
* ``ways`` (with ``ways=True``): the worst phase's ``cycles // ideal``, the "n-way" of a conflict;
* ``unaligned``: the rows costed with the unaligned word rule (``unaligned="words"``);
* ``too_wide``: the rows whose addresses span more than the shared memory (``relative=True``
  with ``too_wide="skip"``), costed 0.

Options that front ends used to re-implement each on their own:

``unaligned="words"``
    AMD's unaligned LDS mode (ROCm enables it): a row with an active lane off the instruction's
    natural alignment is costed with the word rule, each lane needing every 4-byte word its bytes
    touch, served in the instruction's lane groups.  Assumed from the documented mode, with no
    public measurement of the misaligned timing.  Default ``"error"``: a ``UsageError``, as the
    ISA requires the alignment.
``relative=True``
    The addresses are known only up to an amount the same in every lane that is a multiple of the
    bank row (a kernel argument, the shared window base): each row is shifted down by its lowest
    active address rounded down to 128 bytes (bank-neutral on both vendors: 128 is a multiple of
    32 banks x 4 bytes and of every access width) and taken modulo 2**32, as the registers hold
    it.  A row whose shifted span reaches the shared-memory size is too wide.
``memo=True``
    Rows are costed once per distinct (addresses, active, offsets) pattern and remembered across
    calls (a kernel repeats one pattern at many offsets: unrolled loops, the rows of a tile).

NVIDIA's 32-bit shared atomics are two further rules, ``op="atomic"`` and ``op="atomic-cas"``
(:func:`ldsopt.core.nvidia_rules.atomic_cost`).

Examples
--------
>>> from ldsopt.core.cost import cost_lanes
>>> r = cost_lanes("gfx942", "ds_read_b128", [[64 * i for i in range(64)]], ways=True)
>>> r.cycles.tolist(), r.ideal.tolist(), r.conflicts.tolist(), r.ways.tolist()
([32], [8], [24], [4])
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ldsopt.core import nvidia_atomics
from ldsopt.core import nvidia_rules as nvidia
from ldsopt.core.arch import Arch, get_arch
from ldsopt.core.banks import entry_groups, grouped_cost, phase_cost, to_units
from ldsopt.core.instructions import Instruction, amd_slot_groups, get_instruction
from ldsopt.errors import UsageError

_MAX_ADDR = 1 << 32
_M32 = 0xFFFFFFFF
_BANK_ROW = 128          # bank-neutral shift for relative addresses (see the module docstring)
_MEMO_MAX = 16384


@dataclass(frozen=True)
class BatchResult:
    """Costs of a batch of instructions, one entry per instruction (int64 / bool arrays).

    ``ways`` is None unless asked for; ``unaligned`` marks the rows costed with the unaligned
    word rule, ``too_wide`` the rows left at 0 because their addresses span more than the
    shared memory."""
    cycles: np.ndarray
    ideal: np.ndarray
    conflicts: np.ndarray
    ways: np.ndarray | None = None
    unaligned: np.ndarray | None = None
    too_wide: np.ndarray | None = None

    def __len__(self) -> int:
        return len(self.cycles)

    def __getitem__(self, name: str) -> np.ndarray:
        # read-only mapping access (``res["cycles"]``) kept for callers written before the typed
        # result; attribute access is the documented form
        if name not in ("cycles", "ideal", "conflicts"):
            raise KeyError(name)
        return getattr(self, name)


# ----------------------------------------------------------------------------- input checks
def as_int_array(x, what: str) -> np.ndarray:
    """``x`` as an int64 array, or a ``UsageError`` naming ``what``."""
    try:
        arr = np.asarray(x)
    except Exception:  # pragma: no cover - numpy raises many types for ragged input
        raise UsageError(f"{what} must be a list of integers")
    if arr.dtype == object or arr.dtype.kind not in "iub":
        if arr.dtype.kind == "f" and arr.size and np.all(np.isfinite(arr)) and np.all(arr == np.floor(arr)):
            arr = arr.astype(np.int64)
        elif arr.dtype == object and any(isinstance(v, int) and not -(1 << 63) <= v < 1 << 63 for v in arr.flat):
            big = next(v for v in arr.flat if isinstance(v, int) and not -(1 << 63) <= v < 1 << 63)
            raise UsageError(f"{what}: {big} does not fit in 64 bits (no LDS address is that large)")
        else:
            raise UsageError(f"{what} must be integers (got {arr.dtype.name} values)")
    return arr.astype(np.int64, copy=False)


def _misaligned_rows(inst: Instruction, addr: np.ndarray, act: np.ndarray) -> np.ndarray:
    if inst.align <= 1:
        return np.zeros(addr.shape[0], bool)
    mis = (addr & (inst.align - 1)) != 0 if inst.align & (inst.align - 1) == 0 else addr % inst.align != 0
    return (mis & act).any(axis=1)


def prepare(inst: Instruction, arch: Arch, addresses, active=None, offset0=0, offset1=0):
    """Validate a batch and return per-slot addresses ``(N, naddr*lanes)`` and validity."""
    addr = as_int_array(addresses, "addresses")
    if addr.ndim == 1:
        addr = addr[None, :]
    if addr.ndim != 2:
        raise UsageError("addresses must be one list per instruction")
    n, lanes = addr.shape
    if lanes != inst.lanes and not (inst.matrices and lanes == inst.used_lanes):
        want = f"{inst.lanes}" + (f" (or {inst.used_lanes})" if inst.matrices and inst.used_lanes != inst.lanes else "")
        raise UsageError(f"{inst.name} on {arch.name} takes {want} lane addresses, got {lanes}")
    if lanes < inst.lanes:
        addr = np.concatenate([addr, np.zeros((n, inst.lanes - lanes), np.int64)], axis=1)
    if active is None:
        act = np.ones((n, inst.lanes), bool)
    else:
        act = np.asarray(active)
        if act.ndim == 1:
            act = act[None, :]
        if act.dtype != bool:
            if act.dtype.kind not in "iu" or not np.isin(act, (0, 1)).all():
                raise UsageError("active must be a list of booleans")
            act = act.astype(bool)
        if act.shape[1] != lanes or act.shape[0] != n:
            raise UsageError(f"active has {act.shape[1]} entries, addresses {lanes}")
        if lanes < inst.lanes:
            act = np.concatenate([act, np.zeros((n, inst.lanes - lanes), bool)], axis=1)
    if inst.matrices:
        act = act.copy()
        act[:, inst.used_lanes:] = False
    if (addr < 0).any():
        raise UsageError(f"negative address {int(addr.min())}")
    if inst.naddr == 2:
        o0 = as_int_array(offset0, "offset0").reshape(-1)
        o1 = as_int_array(offset1, "offset1").reshape(-1)
        for name, o in (("offset0", o0), ("offset1", o1)):
            if ((o < 0) | (o > 255)).any():
                raise UsageError(f"{name} must be 0..255 (8-bit field), got {int(o[(o < 0) | (o > 255)][0])}")
        o0 = np.broadcast_to(o0, (n,)).astype(np.int64)[:, None]
        o1 = np.broadcast_to(o1, (n,)).astype(np.int64)[:, None]
        addr = np.concatenate([addr + o0 * inst.offset_unit, addr + o1 * inst.offset_unit], axis=1)
        act = np.concatenate([act, act], axis=1)
    else:
        if np.count_nonzero(offset0) or np.count_nonzero(offset1):
            raise UsageError(f"{inst.name} has no offset0/offset1 (only read2/write2 do)")
    all_active = bool(act.all())
    mis = _misaligned_rows(inst, addr, act)
    if mis.any():
        r = int(np.flatnonzero(mis)[0])
        bad = int(addr[r][((addr[r] % inst.align) != 0) & act[r]][0])
        raise UsageError(f"address {bad} is not {inst.align}-byte aligned, as {inst.name} requires")
    hi = int(addr.max() if all_active else np.where(act, addr, 0).max()) if addr.size else 0
    if hi + inst.width > max(arch.lds_per_cu, arch.lds_per_wg) or hi + inst.width > _MAX_ADDR:
        raise UsageError(f"address {hi} + {inst.width} B is beyond the "
                         f"{arch.lds_per_cu} B of LDS/shared memory on {arch.name}")
    return addr, act


# ----------------------------------------------------------------------------- the model per phase
def _phase_costs(inst: Instruction, a: Arch, addr: np.ndarray, act: np.ndarray, ways: bool):
    """(cycles, ideal, ways or None) per row of prepared slot addresses."""
    if a.is_nvidia and not ways:
        return (*nvidia.cost(inst, addr, act, a.banks), None)
    units, valid, k, slot = to_units(inst, addr, act)
    if not a.is_nvidia:
        groups = [entry_groups(amd_slot_groups(inst), slot)]
        rows = [np.ones(addr.shape[0], bool)]
    else:
        groups, rows = nvidia.phase_groups(inst, addr, act, slot)
    if not ways:
        c, i = grouped_cost(units, valid, groups[0], k, a.banks)
        return c, i, None
    n = addr.shape[0]
    cyc, idl, w = np.zeros(n, np.int64), np.zeros(n, np.int64), np.zeros(n, np.int64)
    for g, sel in zip(groups, rows):
        every = sel.all()
        if not every and not sel.any():
            continue
        u, v = (units, valid) if every else (units[sel], valid[sel])
        c, i = phase_cost(u, v, g, k, a.banks)          # (rows, phases)
        ways_p = (c // np.maximum(i, 1)).max(axis=1)
        if every:
            return c.sum(axis=1), i.sum(axis=1), ways_p
        cyc[sel], idl[sel], w[sel] = c.sum(axis=1), i.sum(axis=1), ways_p
    return cyc, idl, w


def _model(inst, a, op, addr, act, o0, o1, unaligned: str, ways: bool):
    """Cost rows already in range: (cycles, ideal, ways, unaligned rows)."""
    if op in nvidia_atomics.RULES:
        act = np.ones(addr.shape, bool) if act is None else np.asarray(act, bool)
        c, i = nvidia_atomics.cost(op, addr, act, a.banks)
        return c, i, (c // np.maximum(i, 1) if ways else None), np.zeros(len(c), bool)
    if op in nvidia.ATOMIC_RULES:
        if addr.shape[1] != inst.lanes:
            raise UsageError(f"{op} on {a.name} takes {inst.lanes} lane addresses, got {addr.shape[1]}")
        act = np.ones(addr.shape, bool) if act is None else np.asarray(act, bool)
        c, i = nvidia.atomic_cost(addr, act, a.banks, op == "atomic-cas")
        return c, i, (c // np.maximum(i, 1) if ways else None), np.zeros(len(c), bool)
    mis = np.zeros(addr.shape[0], bool)
    if unaligned == "words" and inst.align > 1:
        ad, ac = prepare(replace(inst, align=1), a, addr, act, o0, o1)
        mis = _misaligned_rows(inst, ad, ac)
    if mis.all() and mis.size:
        inst = replace(inst, align=1)
    elif mis.any():
        act = np.ones(addr.shape, bool) if act is None else np.asarray(act)
        o0a, o1a = np.broadcast_to(o0, mis.shape), np.broadcast_to(o1, mis.shape)
        out = [np.zeros(len(mis), np.int64) for _ in range(3)]
        for sel, it in ((~mis, inst), (mis, replace(inst, align=1))):
            c, i, w, _ = _model(it, a, op, addr[sel], act[sel], o0a[sel], o1a[sel], "error", ways)
            out[0][sel], out[1][sel] = c, i
            if ways:
                out[2][sel] = w
        return out[0], out[1], out[2] if ways else None, mis
    ad, ac = prepare(inst, a, addr, act, o0, o1)
    c, i, w = _phase_costs(inst, a, ad, ac, ways)
    return c, i, w, mis


_MEMO: dict = {}          # key0 -> {one row's bytes -> (cycles, ideal, ways, unaligned)}
_MEMO_SIZE = [0]


def _row_keys(addr: np.ndarray, act: np.ndarray, o0a: np.ndarray, o1a: np.ndarray) -> list:
    """One bytes object per row that tells rows apart: the addresses (as int32 where they all fit,
    else int64; the caller's key says which), the active lanes and the two offsets."""
    n = addr.shape[0]
    parts = [addr.view(np.uint8).reshape(n, -1), act.view(np.uint8).reshape(n, -1)]
    if o0a.any() or o1a.any():
        parts.append(np.stack([o0a, o1a], axis=1).view(np.uint8).reshape(n, -1))
    rows = np.ascontiguousarray(np.concatenate(parts, axis=1))
    return rows.view(np.dtype((np.void, rows.shape[1]))).ravel().tolist()


def _memo_model(inst, a, op, key0, addr, act, o0, o1, unaligned, ways):
    """:func:`_model` on each distinct row, looked up in the memo first."""
    n = addr.shape[0]
    o0a = np.broadcast_to(np.asarray(o0, np.int64), (n,))
    o1a = np.broadcast_to(np.asarray(o1, np.int64), (n,))
    small = n == 0 or (int(addr.min()) >= -(1 << 31) and int(addr.max()) < 1 << 31)
    keyed = addr.astype(np.int32 if small else np.int64)
    memo = _MEMO.setdefault(key0 + (small, addr.shape[1], bool(o0a.any() or o1a.any())), {})
    keys = _row_keys(keyed, np.ascontiguousarray(act, bool), o0a, o1a)
    got = list(map(memo.get, keys))
    if None in got:
        todo: dict = {}
        for r, (k, hit) in enumerate(zip(keys, got)):
            if hit is None:
                todo.setdefault(k, []).append(r)
        first = [rs[0] for rs in todo.values()]
        c, i, w, mis = _model(inst, a, op, addr[first], act[first], o0a[first], o1a[first], unaligned, True)
        if _MEMO_SIZE[0] > _MEMO_MAX:
            clear_memo()
            memo = _MEMO.setdefault(key0 + (small, addr.shape[1], bool(o0a.any() or o1a.any())), {})
        for (k, rs), vals in zip(todo.items(), zip(c.tolist(), i.tolist(), w.tolist(), mis.tolist())):
            memo[k] = vals
            for r in rs:
                got[r] = vals
        _MEMO_SIZE[0] += len(todo)
    out = np.array(got, np.int64).reshape(n, 4).T
    return out[0], out[1], (out[2] if ways else None), out[3].astype(bool)


def clear_memo() -> None:
    """Forget the remembered rows of ``memo=True`` calls."""
    _MEMO.clear()
    _MEMO_SIZE[0] = 0


# ----------------------------------------------------------------------------- the entry
def cost_lanes(arch, op: str, addresses, active=None, offset0=0, offset1=0, settings=None, *,
               ways: bool = False, unaligned: str = "error", relative: bool = False,
               too_wide: str = "error", memo: bool = False, chunk: int = 4096) -> BatchResult:
    """Cost a batch of one instruction kind.

    Parameters
    ----------
    arch : str or Arch
        ``"gfx942"``, ``"sm_90"`` ...
    op : str
        AMD ``ds_*`` mnemonic or NVIDIA PTX form (see :func:`ldsopt.instruction`), or the NVIDIA
        atomic rules ``"atomic"`` / ``"atomic-cas"``.
    addresses : array_like of int, shape (n, lanes) or (lanes,)
        The byte address of every lane, one row per instruction.
    active : array_like of bool, same shape, optional
        The lanes that run (default all).
    offset0, offset1 : int or array_like of int, shape (n,)
        ``ds_read2``/``ds_write2`` offsets, in the instruction's units.
    settings : dict, optional
        Choices for disputed rules (``{"gfx950_b32": "halves"}``).
    ways : bool
        Also give the worst phase's ways per row.
    unaligned : {"error", "words"}
        Misaligned rows: a ``UsageError``, or the unaligned word rule (see the module docstring).
    relative : bool
        Addresses known up to a bank-neutral amount the same in every lane (module docstring).
    too_wide : {"error", "skip"}
        With ``relative``: a row spanning more than the shared memory raises, or costs 0 and is
        marked in ``too_wide``.
    memo : bool
        Cost each distinct row once and remember it across calls.

    Returns
    -------
    BatchResult
        ``cycles``, ``ideal``, ``conflicts`` (int64 arrays of length n), ``ways`` (or None),
        ``unaligned`` and ``too_wide`` (bool arrays).  A row without an active lane costs 0.
    """
    if unaligned not in ("error", "words"):
        raise UsageError(f"unaligned: expected 'error' or 'words', not {unaligned!r}")
    if too_wide not in ("error", "skip"):
        raise UsageError(f"too_wide: expected 'error' or 'skip', not {too_wide!r}")
    a = arch if isinstance(arch, Arch) else get_arch(arch)
    if op in nvidia.ATOMIC_RULES or op in nvidia_atomics.RULES:
        if not a.is_nvidia:
            raise UsageError(f"op {op!r} is an NVIDIA shared-atomic rule; {a.name} is AMD")
        inst = replace(get_instruction(a, "st.shared.u32"), name=op)
    else:
        inst = get_instruction(a, op, settings)
    addr_all = as_int_array(addresses, "addresses")
    if addr_all.ndim == 1:
        addr_all = addr_all[None, :]
    n = addr_all.shape[0]
    act_all = None if active is None else np.asarray(active)
    if act_all is not None and act_all.ndim == 1:
        act_all = act_all[None, :]
    o0, o1 = np.asarray(offset0), np.asarray(offset1)
    cycles, ideal = np.zeros(n, np.int64), np.zeros(n, np.int64)
    wv = np.zeros(n, np.int64) if ways else None
    mis_all, wide_all = np.zeros(n, bool), np.zeros(n, bool)
    key0 = (a.name, op, None if settings is None else tuple(sorted(settings.items())), unaligned)
    for s in range(0, max(n, 1), chunk):
        sl = slice(s, s + chunk)
        addr = addr_all[sl]
        act = None if act_all is None else act_all[sl]
        c0, c1 = (o0[sl] if o0.ndim else o0), (o1[sl] if o1.ndim else o1)
        rows = np.arange(s, s + addr.shape[0])
        if relative:
            if act is None:
                act = np.ones(addr.shape, bool)
            live = act.any(axis=1)
            ad = addr[live] & _M32
            ac = act[live].astype(bool)
            low = np.where(ac, ad, np.iinfo(np.int64).max).min(axis=1)
            ad = np.where(ac, ad - (low - low % _BANK_ROW)[:, None], 0)
            too = ad.max(axis=1) >= a.lds_per_cu if ad.size else np.zeros(0, bool)
            if too.any():
                if too_wide == "error":
                    raise UsageError(f"one warp's addresses span {int(ad.max())} bytes, more than "
                                     f"the {a.lds_per_cu} B of shared memory")
                wide_all[rows[live][too]] = True
                ac = ac & ~too[:, None]
                ad = np.where(ac, ad, 0)
            addr, act, rows = ad, ac, rows[live]
            c0 = c0[live] if np.ndim(c0) else c0
            c1 = c1[live] if np.ndim(c1) else c1
            if not len(rows):
                continue
        if memo:
            c, i, w, mis = _memo_model(inst, a, op, key0, addr,
                                       np.ones(addr.shape, bool) if act is None else act,
                                       c0, c1, unaligned, ways)
        else:
            c, i, w, mis = _model(inst, a, op, addr, act, c0, c1, unaligned, ways)
        cycles[rows], ideal[rows], mis_all[rows] = c, i, mis
        if ways:
            wv[rows] = w
    return BatchResult(cycles, ideal, cycles - ideal, wv, mis_all, wide_all)
