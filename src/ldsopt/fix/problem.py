"""The solver problem of each shared allocation of an analysed kernel, built from its accesses.

:func:`allocation_problems` is the public entry (``diagnose`` and ``ldsopt fix`` use it): it groups
a kernel's accesses by allocation (by the array each source line subscripts when the source is
given, else by disjoint address ranges), recovers each allocation's tile
(:func:`ldsopt.fix.tile.recover_tile`) and writes the solver problem of
:mod:`ldsopt.solver.problem` with every write and read of the allocation over the whole workgroup
as explicit per-lane coordinates (one access per instruction, its executions as instructions).

>>> import numpy as np, ldsopt
>>> (k,) = ldsopt.analyze_isa(["v_lshlrev_b32 v1, 2, v0", "ds_write_b32 v1, v2 offset:256",
...                            "ds_read2_b32 v[4:5], v1 offset1:64", "s_endpgm"],
...                           arch="gfx942", block=(64, 1, 1))
>>> (al,) = allocation_problems(k)     # 128 floats written from byte 256, read from 0 (two halves)
>>> al.name, al.tile.rows, al.tile.cols, al.problem["tile"], len(al.problem["accesses"])
('lds@0x0', 4, 32, [4, 32], 3)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.fix.accesses import LaneAccess, _single, from_amd, from_nvidia
from ldsopt.fix.tile import Tile, recover_tile

_DTYPE = {1: "u8", 2: "f16", 4: "f32", 8: "f64"}


@dataclass(frozen=True)
class Allocation:
    """One shared allocation: its ``name`` (the array's name in the source, else ``lds@0xBASE``),
    ``accesses`` (:class:`~ldsopt.fix.accesses.LaneAccess`), the recovered ``tile`` and the
    solver ``problem`` (a dict :func:`ldsopt.solver.problem.problem_from_dict` reads), or the
    ``reason`` they could not be built; ``unresolved`` lists (source, instruction, reason) of its
    accesses whose addresses are not known."""
    name: str
    accesses: tuple
    tile: Tile | None
    problem: dict | None
    reason: str = ""
    unresolved: tuple = ()


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
    banks = get_arch(arch).banks
    out = []
    for g in group_by_range(list(accesses)):
        lo = min(_span(a)[0] for a in g)
        out.append(_allocation(None, f"lds@{lo:#x}", g, (), banks, get_arch(arch).name, None))
    return out


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


def lane_accesses(kernel) -> tuple:
    """(accesses, unresolved) of an AMD :class:`~ldsopt.amd.emu.analyze.KernelAnalysis` or an
    NVIDIA :class:`~ldsopt.nvidia.analyze.KernelReport`."""
    if hasattr(kernel, "instructions") and hasattr(kernel, "summary"):
        return from_amd(kernel)
    if hasattr(kernel, "shared"):
        return from_nvidia(kernel)
    raise UsageError(f"not an analysed kernel: {type(kernel).__name__}")


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


def allocation_problems(kernel, *, arrays: list | None = None, source_name: str | None = None,
                        macros: dict | None = None) -> list:
    """Every shared allocation of an analysed `kernel` (either vendor) as an :class:`Allocation`.

    Parameters
    ----------
    kernel : KernelAnalysis or KernelReport
        From :func:`ldsopt.analyze_isa` / :func:`ldsopt.amd.emu.analyze_kernel` (AMD), or
        :func:`ldsopt.nvidia.report.analyze_functions` (NVIDIA).
    arrays : list of :class:`ldsopt.fix.csource.SharedArray`, optional
        The kernel's shared arrays from its source: accesses are then grouped by the array their
        source line subscripts, and the declaration gives the element size and dimensions.
    source_name : str, optional
        The source file's base name (lines of other files are not matched to its arrays).
    macros : dict, optional
        Object-like macros of the source (for dimensions written with them).

    Returns
    -------
    list of Allocation

    Examples
    --------
    See the module docstring.
    """
    from ldsopt.core.arch import get_arch
    accesses, unresolved = lane_accesses(kernel)
    arch = kernel.arch
    banks = get_arch(arch).banks
    if arrays:
        groups, left = _by_array(accesses, arrays, source_name)
        # accesses of no line of the source (inlined from a header: an async-copy helper) join the
        # array whose addresses they overlap, when exactly one does
        for g in group_by_range(left) if left else []:
            lo, hi = min(_span(a)[0] for a in g), max(_span(a)[1] for a in g)
            hit = [x for x in groups if min(_span(a)[0] for a in x[1]) < hi and lo < max(_span(a)[1] for a in x[1])]
            if len(hit) == 1:
                hit[0][1].extend(g)
            else:
                groups.append((None, g))
    else:
        groups = [(None, g) for g in group_by_range(accesses)]
    line_arrays = _line_arrays(arrays or [], source_name)
    placed: set = set()
    out = []
    for arr, g in groups:
        lo = min(_span(a)[0] for a in g)
        name = arr.name if arr is not None else f"lds@{lo:#x}"
        srcs = {a.source for a in g}
        unres = tuple(u for u in unresolved if u[0] in srcs or (arr is not None and _line_of(u[0], source_name)
                                                                  in line_arrays.get(arr.name, ())))
        placed.update(unres)
        out.append(_allocation(arr, name, g, unres, banks, arch, macros))
    # arrays none of whose accesses has known addresses: said, not dropped
    rest = [u for u in unresolved if u not in placed]
    for arr in arrays or []:
        mine = tuple(u for u in rest if _line_of(u[0], source_name) in line_arrays.get(arr.name, ()))
        if mine:
            placed.update(mine)
            out.append(Allocation(arr.name, (), None, None, _unknown(arr.name, mine), mine))
    rest = tuple(u for u in rest if u not in placed)
    if rest:
        out.append(Allocation("lds@?", (), None, None, _unknown("shared memory", rest), rest))
    return out


def _unknown(name: str, unres: tuple) -> str:
    return (f"`{name}`: the addresses of {len(unres)} access(es) are not known ({unres[0][2]}): a layout "
            "chosen without them could be wrong")


def _line_of(src: str | None, source_name: str | None) -> int | None:
    if not src or ":" not in src:
        return None
    f, _, ln = src.rpartition(":")
    if source_name and f.rsplit("/", 1)[-1] != source_name:
        return None
    return int(ln) if ln.isdigit() else None


def _line_arrays(arrays: list, source_name: str | None) -> dict:
    """array name -> the lines that use it."""
    return {a.name: {u.line for u in a.uses} for a in arrays}


def _allocation(arr, name: str, g: list, unres: tuple, banks: int, arch: str, macros) -> Allocation:
    elem = dims = swz = None
    if arr is not None:
        elem = arr.elem_bytes
        dims = arr.dim_values(macros)
        swz = next((u.index_texts[-1] for u in arr.uses if u.ok and "^" in u.index_texts[-1]), None)
        if dims is None:
            return Allocation(name, tuple(g), None, None, f"`{name}`: the dimensions "
                              f"[{']['.join(arr.dims)}] are not integer constants here", unres)
        if elem is None:
            return Allocation(name, tuple(g), None, None, f"`{name}`: the size of element type "
                              f"`{arr.elem_type}` is not known", unres)
    return allocation_of(arch, g, name, elem=elem, dims=dims, swizzle=swz, unresolved=unres)


def allocation_of(arch: str, accesses: list, name: str, *, elem: int | None = None, dims: tuple | None = None,
                  swizzle: str | None = None, pitch: int | None = None, xor: tuple | None = None,
                  unresolved: tuple = ()) -> Allocation:
    """The :class:`Allocation` of `accesses` known to be one allocation: its tile
    (:func:`~ldsopt.fix.tile.recover_tile`, with the keywords it takes: a declaration's `elem` /
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


def _by_array(accesses: list, arrays: list, source_name: str | None) -> tuple:
    """[(array, accesses)] by the arrays each access's source line subscripts, and the accesses
    no array could be given (no line, another file, or a line naming several arrays whose ranges
    do not tell)."""
    by_line: dict = {}
    for arr in arrays:
        for u in arr.uses:
            by_line.setdefault(u.line, set()).add(arr.name)
    named = {arr.name: arr for arr in arrays}
    got: dict = {}
    multi, left = [], []
    for a in accesses:
        f = (a.source or "").rsplit(":", 1)[0].rsplit("/", 1)[-1]
        if a.line is None or (source_name and f and f != source_name):
            left.append(a)
            continue
        names = by_line.get(a.line, set())
        if len(names) == 1:
            got.setdefault(next(iter(names)), []).append(a)
        elif names:
            multi.append((a, names))
        else:
            left.append(a)
    spans = {n: (min(_span(a)[0] for a in g), max(_span(a)[1] for a in g)) for n, g in got.items()}
    for a, names in multi:
        lo, hi = _span(a)
        fit = [n for n in names if n in spans and spans[n][0] <= lo and hi <= spans[n][1]]
        if len(fit) == 1:
            got[fit[0]].append(a)
        else:
            left.append(a)
    return [(named[n], g) for n, g in got.items()], left
