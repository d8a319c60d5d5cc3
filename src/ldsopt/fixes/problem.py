"""The solver problem of each shared allocation of an analysed kernel, built from its accesses.

:func:`allocation_problems` is the public entry (``diagnose`` and ``ldsopt fix`` use it): it groups
a kernel's accesses by allocation (by the array each source line subscripts when the source is
given, else by disjoint address ranges), recovers each allocation's tile
(:func:`ldsopt.allocation.problem.allocation_of`) and writes the solver problem of
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

from ldsopt.allocation.accesses import from_amd, from_nvidia
from ldsopt.allocation.problem import Allocation, _span, allocation_of, group_by_range
from ldsopt.errors import UsageError


def lane_accesses(kernel) -> tuple:
    """(accesses, unresolved) of an AMD :class:`~ldsopt.amd.emu.analyze.KernelAnalysis` or an
    NVIDIA :class:`~ldsopt.nvidia.analyze.KernelReport`."""
    if hasattr(kernel, "instructions") and hasattr(kernel, "summary"):
        return from_amd(kernel)
    if hasattr(kernel, "shared"):
        return from_nvidia(kernel)
    raise UsageError(f"not an analysed kernel: {type(kernel).__name__}")


def allocation_problems(kernel, *, arrays: list | None = None, source_name: str | None = None,
                        macros: dict | None = None) -> list:
    """Every shared allocation of an analysed `kernel` (either vendor) as an :class:`Allocation`.

    Parameters
    ----------
    kernel : KernelAnalysis or KernelReport
        From :func:`ldsopt.analyze_isa` / :func:`ldsopt.amd.emu.analyze_kernel` (AMD), or
        :func:`ldsopt.nvidia.report.analyze_functions` (NVIDIA).
    arrays : list of :class:`ldsopt.fixes.csource.SharedArray`, optional
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
    # an instruction no lane performs (``@!PT LDS RZ, [RZ]`` that an inlined helper leaves) touches
    # nothing and costs nothing: it belongs to no allocation
    accesses = [a for a in accesses if a.touched().size]
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
        # a dynamic array (`extern __shared__ T a[]`): its size is the launch's, its tile the addresses'
        dims = arr.dim_values(macros) if arr.dims[-1] else None
        swz = next((u.index_texts[-1] for u in arr.uses if u.ok and "^" in u.index_texts[-1]), None)
        if dims is None and arr.dims[-1]:
            return Allocation(name, tuple(g), None, None, f"`{name}`: the dimensions "
                              f"[{']['.join(arr.dims)}] are not integer constants here", unres)
        if elem is None:
            return Allocation(name, tuple(g), None, None, f"`{name}`: the size of element type "
                              f"`{arr.elem_type}` is not known", unres)
    return allocation_of(arch, g, name, elem=elem, dims=dims, swizzle=swz, unresolved=unres)


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
