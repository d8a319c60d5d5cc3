"""Shared allocations from the lane addresses of their accesses: the tile and the solver problem.

The problem builder both diagnoses and ``ldsopt fix`` use.  :func:`lane_access` makes one
:class:`~ldsopt.allocation.accesses.LaneAccess` from raw lane addresses (a trace's, a profile's),
:func:`group_by_range` groups accesses into allocations (overlapping byte ranges),
:func:`allocation_of` recovers one allocation's tile (:func:`ldsopt.allocation.tile.recover_tile`)
and writes the solver problem of :mod:`ldsopt.solver.problem` with every write and read of it as
explicit per-lane coordinates (one access per instruction, its executions as instructions), and
:func:`allocations_from_lanes` does both for raw accesses.  (Grouping by the arrays of a kernel's
source is :func:`ldsopt.fixes.problem.allocation_problems`.)

>>> a = lane_access("gfx942", "ds_write_b32", [[256 + 4 * i for i in range(64)]])
>>> r = lane_access("gfx942", "ds_read2_b32", [[4 * i for i in range(64)]], offset0=0, offset1=64)
>>> (al,) = allocations_from_lanes("gfx942", [a, r])   # 128 floats written from 256, read from 0
>>> al.name, al.tile.rows, al.tile.cols, al.problem["tile"], len(al.problem["accesses"])
('lds@0x0', 4, 32, [4, 32], 3)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from ldsopt.allocation.accesses import LaneAccess, _single
from ldsopt.allocation.tile import Tile, recover_tile
from ldsopt.errors import Unsatisfiable, UsageError

_DTYPE = {1: "u8", 2: "f16", 4: "f32", 8: "f64"}


@dataclass(frozen=True)
class Allocation:
    """One shared allocation: its ``name`` (the array's name in the source, else ``lds@0xBASE``),
    ``accesses`` (:class:`~ldsopt.allocation.accesses.LaneAccess`), the recovered ``tile`` and the
    solver ``problem`` (a dict :func:`ldsopt.solver.problem.problem_from_dict` reads), or the
    ``reason`` they could not be built; ``unresolved`` lists (source, instruction, reason) of its
    accesses whose addresses are not known."""
    name: str
    accesses: tuple
    tile: Tile | None
    problem: dict | None
    reason: str = ""
    unresolved: tuple = ()
    kernel: str = ""           # the kernel's name, where :func:`ldsopt.allocation_problems` knows it


def lane_access(arch: str, op: str, addresses, active=None, *, offset0: int = 0, offset1: int = 0,
                source: str | None = None, kind: str | None = None) -> LaneAccess:
    """One :class:`LaneAccess` from raw lane addresses (what a trace or a profile gives): `op` the
    bank model's instruction name (``ds_read_b32``, ``ds_write2st64_b64``, ``ld.shared.v4.u32``,
    ...), `addresses` (executions, lanes) or (lanes,) byte addresses (for ``ds_read2*`` /
    ``ds_write2*`` the base, with `offset0` / `offset1` in the instruction's units), `kind`
    "read" / "write" / "atomic" (default: from the op's name).

    >>> a = lane_access("gfx942", "ds_read2_b32", [[0, 4]], offset0=0, offset1=32)
    >>> a.addresses[0].tolist(), a.kind
    ([[0, 128], [4, 132]], 'read')
    """
    from ldsopt.core.arch import get_arch
    from ldsopt.core.instructions import get_instruction
    a = get_arch(arch)
    inst = get_instruction(a, op)
    ad = np.atleast_2d(np.asarray(addresses, np.int64))
    act = np.ones(ad.shape, bool) if active is None else np.atleast_2d(np.asarray(active, bool))
    if act.shape != ad.shape:
        raise UsageError(f"{op}: active {list(act.shape)} does not match addresses {list(ad.shape)}")
    if kind is None:
        low = op.lower()
        kind = "atomic" if "atom" in low or "red" in low.split(".")[0] else \
            "write" if ("write" in low or low.startswith(("st", "cp"))) else "read"
    unit = 0
    if re.search(r"(read|write)2", op):
        unit = inst.width * (64 if "st64" in op else 1)
        ad3 = np.stack([ad + offset0 * unit, ad + offset1 * unit], axis=2)
        offs = ((offset0, offset1),) * ad.shape[0]
    else:
        ad3 = (ad + offset0)[:, :, None]
        offs = ((0, 0),) * ad.shape[0]
    return LaneAccess("amd" if a.is_amd else "nvidia", a.name, source, op, inst.name, kind, int(inst.width),
                      ad3, act, unit, "", offs)


def allocations_from_lanes(arch: str, accesses: list) -> list:
    """:class:`Allocation` list (tile, solver problem) from raw accesses (:func:`lane_access`
    results): for a profile or a trace, which has every access's lane addresses but no emulated
    kernel.  Grouped by overlapping address ranges, as for compiled code."""
    from ldsopt.core.arch import get_arch
    name = get_arch(arch).name
    return [allocation_of(name, g, f"lds@{min(_span(a)[0] for a in g):#x}") for g in group_by_range(list(accesses))]


def modelled(arch: str, op: str) -> bool:
    """Whether the bank model has a rule for `op` on `arch` (shared atomics on NVIDIA have none:
    such accesses bound a tile but are left out of its problem and its layout's cost).

    >>> modelled("gfx942", "ds_read_b128"), modelled("sm_90", "atomic")
    (True, False)
    """
    from ldsopt.core.arch import get_arch
    from ldsopt.core.instructions import get_instruction
    try:
        get_instruction(get_arch(arch), op)
    except (UsageError, KeyError, ValueError):
        return False
    return True


def _span(a: LaneAccess) -> tuple:
    t = a.touched()
    return int(t.min()), int(t.max()) + a.width


def group_by_range(accesses: list) -> list:
    """Accesses grouped into allocations: those whose touched byte ranges overlap (transitively)."""
    items = sorted(((_span(a), a) for a in accesses if a.touched().size), key=lambda x: x[0])
    groups: list = []
    hi = None
    for (lo, h), a in items:
        if groups and lo < hi and a.base == groups[-1][0].base:
            groups[-1].append(a)
            hi = max(hi, h)
        else:
            groups.append([a])
            hi = h
    return groups


def problem_from_accesses(accesses: list, tile: Tile, arch: str, name: str = "tile") -> dict:
    """The solver problem (JSON form) of one allocation: the tile and, per access and address of
    a two-address form, the (row, column) of the first element each lane asks for in every
    execution.  Element sizes over 8 bytes are counted in 4-byte units."""
    unit = tile.elem if tile.elem in _DTYPE else 4
    scale = tile.elem // unit
    acc = []
    seen: dict = {}
    for a in accesses:
        off = a.addresses - tile.base
        el = off // tile.elem
        r, c = np.divmod(el, tile.pitch)
        c = tile.logical(r, c) * scale + (off % tile.elem) // unit
        op = _single(a.op) if a.unit else a.op
        at = "" if a.at is None else (f" @{a.at:#06x}" if a.vendor == "nvidia" else f" @line {a.at}")
        for k in range(a.addresses.shape[2]):
            co = np.stack([np.where(a.active, r[:, :, k], 0), np.where(a.active, c[:, :, k], 0)], axis=2)
            nm = f"{a.source or '?'} {a.isa.strip()}{at}" + (f" #{k}" if a.unit else "")
            while nm in seen:            # one text for several instructions: numbered (names are unique)
                seen[nm] += 1
                nm = f"{nm} ({seen[nm]})"
            seen[nm] = 1
            acc.append({"name": nm, "op": op, "coords": co.tolist(), "active": a.active.tolist()})
    return {"name": name, "arch": arch, "tile": [tile.rows, tile.cols * scale], "dtype": _DTYPE[unit],
            "accesses": acc}


def allocation_of(arch: str, accesses: list, name: str, *, elem: int | None = None, dims: tuple | None = None,
                  swizzle: str | None = None, pitch: int | None = None, xor: tuple | None = None,
                  unresolved: tuple = ()) -> Allocation:
    """The :class:`Allocation` of `accesses` known to be one allocation: its tile
    (:func:`~ldsopt.allocation.tile.recover_tile`, with the keywords it takes: a declaration's `elem` /
    `dims` / `swizzle`, or the `pitch` and `xor` a kernel's code applies) and its solver problem
    (checked by :func:`ldsopt.solver.problem.problem_from_dict`); the reason instead when either
    cannot be built.

    >>> a = lane_access("gfx942", "ds_read_b32", [[128 * i for i in range(64)]])
    >>> al = allocation_of("gfx942", [a], "tile")
    >>> al.tile.pitch, al.tile.cols, al.problem["tile"], al.reason    # column 0 of 64 rows of 32 floats
    (32, 1, [64, 1], '')
    """
    from dataclasses import replace
    from ldsopt.core.arch import get_arch
    keep = [a for a in accesses if modelled(arch, a.op)]
    out_ops = sorted({a.op for a in accesses} - {a.op for a in keep})
    try:
        tile = recover_tile(list(accesses), banks=get_arch(arch).banks, elem=elem, dims=dims, swizzle=swizzle,
                            pitch=pitch, xor=xor)
        if out_ops:
            tile = replace(tile, notes=tile.notes + (
                f"{len(accesses) - len(keep)} access(es) ({', '.join(out_ops)}) left out of the problem and the "
                "layout's cost: the bank model has no rule for them (they are in the tile; a layout moves them too)",))
        if not keep:
            raise Unsatisfiable(f"no access the bank model costs ({', '.join(out_ops)})")
        accesses = keep
        prob = problem_from_accesses(list(accesses), tile, arch, name)
        from ldsopt.solver.problem import problem_from_dict
        problem_from_dict(prob)
    except (Unsatisfiable, UsageError) as e:
        return Allocation(name, tuple(accesses), None, None, f"`{name}`: {e}", unresolved)
    return Allocation(name, tuple(accesses), tile, prob, "", unresolved)
