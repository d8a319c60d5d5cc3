"""`ldsopt fix` for C-family sources: compile, find each conflicted shared array's best layout,
write it into the source, compile and analyse the patched source again, and say whether it held.

:func:`fix_c_source` fills a :class:`~ldsopt.fixes.results.FixDraft`; frozen, its ``to_json()`` is the ``--json`` contract::

    {"allocations": [{"name", "source", "change": "pad" | "xor" | null, "before": {"cycles",
      "ideal", "conflicts"}, "after": {...}, "bytes_before", "bytes_after", "verified", "reason"}],
     "diff": "..."}

``before`` is the array's accesses as compiled now, summed over one workgroup's waves / warps;
``after`` the re-analysis of the patched source when it compiled (else the prediction, with
``verified`` false and the reason); ``verified`` is true only when the re-analysis finds exactly
the predicted cycles for the array and fewer conflicts than before.
"""

from __future__ import annotations

import os
import tempfile

from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.fixes import rewrite_c
from ldsopt.allocation.accesses import cost
from ldsopt.fixes.csource import object_macros, shared_arrays
from ldsopt.fixes.ctokens import tokenize
from ldsopt.allocation.flat import ranked_flat
from ldsopt.allocation.layouts import Layout, ranked
from ldsopt.fixes.build import analyze_compiled, compile_with_sources, compiled_kernels
from ldsopt.fixes.problem import allocation_problems
from ldsopt.fixes.results import AllocationDraft, FixDraft, fig

C_LANGUAGES = {".hip": "hip", ".cu": "cuda", ".cuh": "cuda", ".cl": "opencl"}


def _kernel_arrays(arrays: list, kernel_name: str) -> list:
    """The arrays declared in `kernel_name`'s function (its plain or mangled name) or at file scope."""
    def mine(fn):
        if fn is None:
            return True
        return kernel_name == fn or f"{len(fn)}{fn}" in kernel_name
    return [a for a in arrays if mine(a.function)]


def _per_line(allocs: list) -> dict:
    out: dict = {}
    for al in allocs:
        for a in al.accesses:
            c, i = cost(a)
            ln = a.line or 0
            pc, pi = out.get(ln, (0, 0))
            out[ln] = (pc + c, pi + i)
    return out


def fix_c_source(path: str, arch: str, *, kernel: str | None = None, block=None, params: dict | None = None,
               compile_fn=None) -> FixDraft:
    """Find, write and check the cheapest layout of every conflicted shared array of a HIP, CUDA
    or OpenCL C source for `arch` (see the module docstring).

    Parameters
    ----------
    path : str
        The source file (.hip, .cu, .cuh, .cl).
    arch : str
        One target (gfx942, sm_90, ...).
    kernel, block, params
        As for ``ldsopt analyze``: only this kernel, the workgroup shape, known parameter values.
    compile_fn : callable, optional
        ``(path, arch, kernel, block, params, outdir) -> [Compiled]`` (default: the compile layer
        of :mod:`ldsopt.sources`).

    Raises
    ------
    UsageError
        Not a C-family source, or it does not compile.
    """
    from ldsopt.core.arch import get_arch
    from ldsopt.inputs import read_text
    ext = os.path.splitext(path)[1].lower()
    if ext not in C_LANGUAGES:
        raise UsageError(f"{path}: not a HIP (.hip), CUDA (.cu) or OpenCL C (.cl) source")
    text = read_text(path, "source")
    banks = get_arch(arch).banks
    compile_fn = compile_fn or compile_with_sources
    name = os.path.basename(path)
    res = FixDraft(path, arch)
    with tempfile.TemporaryDirectory(prefix="ldsopt-fix-") as tmp:
        before = _analyse(compile_fn, path, arch, kernel, block, params, os.path.join(tmp, "before"), text, name)
        patched = text
        todo = []
        for kname, allocs in before:
            res.lines_before.update(_per_line(allocs))
            for al in allocs:
                fx = _choose(al, kname, patched, banks, name)
                res.allocations.append(fx)
                if fx.change:
                    todo.append((al.name, fx))
        # a layout the re-analysis does not confirm (the compiler issued other instructions for it)
        # is replaced by the next one of the ranking, a few rounds at most
        for attempt in range(MAX_ROUNDS):
            patched = text
            for arr_name, fx in todo:
                arr = next(a for a in _kernel_arrays(shared_arrays(patched), fx.kernel) if a.name == arr_name)
                patched = rewrite_c.rewrite(patched, arr, fx.best)
            if patched == text:
                break
            _verify(res, compile_fn, arch, kernel, block, params, os.path.join(tmp, f"round{attempt}"), name,
                    patched)
            retry = [fx for _, fx in todo if not fx.verified and fx.alternatives]
            if not retry or attempt == MAX_ROUNDS - 1:
                break
            for fx in retry:
                fx.tried.append(f"{fx.layout}: " + (f"the re-analysis gave {fx.after['cycles']} cycles where "
                                                     f"{fx.predicted['cycles']} were predicted" if fx.after
                                                     else fx.reason.replace("not verified: ", "")))
                # the compiler answered that kind of change with other instructions: the next
                # layout of the other kind first (the ranking's order within each kind kept)
                i = next((k for k, a in enumerate(fx.alternatives) if a.change != fx.best.change), 0)
                _take(fx, fx.alternatives.pop(i), fx.tile)
        if patched != text:
            res.patched = patched
            res.diff = rewrite_c.unified_diff(text, patched, name)
        for _, fx in todo:
            if fx.tried:
                fx.reason += "; tried first: " + "; ".join(fx.tried)
    return res


MAX_ROUNDS = 4


def _take(fx, lay: Layout, tile) -> None:
    """Make `lay` the allocation's proposed layout."""
    fx.change = lay.change
    fx.best = lay
    fx.layout = lay.describe()
    fx.predicted = fig(lay.cycles, lay.ideal)
    fx.bytes_after = tile.bytes + lay.extra_bytes
    if tile.swizzle:
        fx.layout += f" (on top of the kernel's own swizzle: {tile.swizzle})"
    if tile.padding:
        fx.layout += (f" (the index already pads each row of {tile.cols} to {tile.pitch})" if tile.flat else
                      f" (the declaration already pads by {tile.padding})")
    if lay.grow:
        fx.layout += f"; the declared size grows by {lay.grow}, from {tile.flat} to {tile.flat + lay.grow} elements"
    fx.verified = False


def _analyse(compile_fn, path, arch, kernel, block, params, outdir, text, name) -> list:
    os.makedirs(outdir, exist_ok=True)
    arrays = shared_arrays(text)
    macros = object_macros(tokenize(text))
    out = []
    for c in compiled_kernels(compile_fn(path, arch, kernel, block, params, outdir)):
        k = analyze_compiled(c)
        out.append((c.kernel, allocation_problems(k, arrays=_kernel_arrays(arrays, c.kernel), source_name=name,
                                                  macros=macros)))
    return out


def _unowned(al, kname: str, text: str) -> str:
    """Why accesses that no array's subscripts own cannot be fixed: the kernel's arrays that reach
    other code as a pointer (a device function's parameter), else the allocation's own reason."""
    lines = sorted({a.source.rpartition(":")[2] for a in al.accesses if a.source}, key=lambda x: (len(x), x))
    ptr = [(a.name, u.line) for a in _kernel_arrays(shared_arrays(text), kname) for u in a.uses
           if not u.ok and "as a pointer" in u.reason]
    if ptr:
        first: dict = {}
        for n, ln in ptr:
            first.setdefault(n, ln)
        names = ", ".join(f"`{n}` (line {ln})" for n, ln in first.items())
        return (f"its accesses{' (lines ' + ', '.join(lines) + ')' if lines else ''} go through a "
                f"pointer, not a subscript of a shared array: {names} passed as a pointer; a layout "
                "change there is not a rewrite of subscripts")
    return al.reason or "no shared array of the source owns these accesses"


def _choose(al, kname: str, text: str, banks: int, name: str) -> AllocationDraft:
    arr = next((a for a in _kernel_arrays(shared_arrays(text), kname) if a.name == al.name), None)
    src = f"{name}:{arr.line}" if arr is not None else (al.accesses[0].source if al.accesses else "")
    if not al.accesses:
        return AllocationDraft(al.name, src or "", None, fig(0, 0), None, None, None, reason=al.reason,
                             kernel=kname)
    per = [cost(a) for a in al.accesses]
    c0, i0 = sum(c for c, _ in per), sum(i for _, i in per)
    fx = AllocationDraft(al.name, src or "", None, fig(c0, i0), None, al.tile.bytes if al.tile else None,
                       None, kernel=kname)
    fx.tile = al.tile
    if arr is not None and not arr.dims[-1] and c0 > i0:    # no size to pad, no bound for an XOR
        fx.reason = "refused: " + (rewrite_c.refusal(arr, Layout("pad")) or "")
        return fx
    if al.tile is None:
        fx.reason = al.reason if arr is not None else _unowned(al, kname, text)
        return fx
    if al.unresolved:
        from ldsopt.fixes.problem import _unknown
        fx.reason = _unknown(al.name, al.unresolved)
        return fx
    if arr is None:
        fx.reason = _unowned(al, kname, text)
        return fx
    if c0 == i0:
        fx.after, fx.bytes_after, fx.reason = fx.before, fx.bytes_before, "no bank conflict"
        return fx
    allow = tuple(k for k in ("pad", "xor") if rewrite_c.refusal(arr, Layout(k)) is None)
    if not allow:
        fx.reason = "refused: " + rewrite_c.refusal(arr, Layout("pad"))
        return fx
    rank = ranked_flat if al.tile.flat else ranked
    order = rank(list(al.accesses), al.tile, banks, allow)
    skipped = {"pad", "xor"} - set(allow)
    if not order:
        fx.reason = "no padding or XOR swizzle of this array is cheaper" + (
            f" ({', '.join(sorted(skipped))} refused: {rewrite_c.refusal(arr, Layout(skipped.pop()))})"
            if skipped else "")
        return fx
    fx.tile = al.tile
    _take(fx, order[0], al.tile)
    fx.alternatives = order[1:]
    return fx


def write_patched(tmp: str, name: str, patched: str) -> tuple:
    """(folder, path) of the patched source written as ``tmp/after/NAME`` (the file's own name,
    which its compiled line tables then carry)."""
    d = os.path.join(tmp, "after")
    os.makedirs(d, exist_ok=True)
    p = os.path.join(d, name)
    with open(p, "w", encoding="utf-8") as f:
        f.write(patched)
    return d, p


def _verify(res: FixDraft, compile_fn, arch, kernel, block, params, tmp, name, patched) -> None:
    d, p = write_patched(tmp, name, patched)
    try:
        after = _analyse(compile_fn, p, arch, kernel, block, params, os.path.join(d, "out"), patched, name)
    except (UsageError, Unsatisfiable) as e:
        for fx in res.allocations:
            if fx.change:
                fx.after, fx.verified = None, False
                fx.reason = f"not verified: the patched source did not compile or analyse ({e})"
        return
    got = {(k, al.name): al for k, allocs in after for al in allocs}
    res.lines_after = {}
    for k, allocs in after:
        res.lines_after.update(_per_line(allocs))
    for fx in res.allocations:
        if not fx.change:
            continue
        al = got.get((fx.kernel, fx.name))
        if al is None:
            fx.after, fx.reason = fx.predicted, "not verified: the array's accesses were not found after the change"
            continue
        per = [cost(a) for a in al.accesses]
        c, i = sum(x for x, _ in per), sum(y for _, y in per)
        fx.after = fig(c, i)
        if al.tile is not None:
            fx.bytes_after = al.tile.bytes
        ok = fx.after["conflicts"] < fx.before["conflicts"] and fx.after["cycles"] <= fx.predicted["cycles"]
        fx.verified = ok
        fx.reason = (f"{fx.layout}; re-analysed: {fx.before['cycles']} -> {c} cycles" if ok else
                     f"{fx.layout}; not verified: the re-analysis gives {c} cycles ({c - i} conflicts), "
                     f"the prediction {fx.predicted['cycles']}")
