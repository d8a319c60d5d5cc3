"""`ldsopt fix` for FlyDSL and CuTe DSL kernels: the padding or swizzle written into the layout
expression of each conflicted shared tensor (:mod:`ldsopt.fixes.dsl_layout`), then the patched
file compiled and analysed again.

The file is compiled as ``ldsopt analyze`` does (:mod:`ldsopt.sources.flydsl`,
:mod:`ldsopt.sources.cute`), every kernel analysed lane-exact, and its shared accesses grouped by
the tensor each source line subscripts (:func:`ldsopt.fixes.problem.allocation_problems`; an access
from no line of the file, a library copy say, joins the tensor whose addresses it overlaps).  The
tile is the layout's: ``rows`` stored rows of ``pitch`` elements (a swizzle already there is undone
in the problem's coordinates and the new XOR takes its place); the candidates are the padding of
the row pitch (when the allocation's size follows the layout, or the ``fx.Array`` size that holds
it is a constant written in the file) and the XOR swizzles of the element offset (rows of a power
of two); the cheapest (fewest cycles, then bytes, then index operations) is written and the
re-analysis of the recompiled file must confirm it (``verified``).  A layout the re-analysis
refutes (the compiler answered it with other instructions) is replaced by the next of the ranking,
the other kind of change first, for at most ``MAX_ROUNDS`` compiles; the reason lists the layouts
tried first and what their re-analysis gave.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass

from ldsopt.errors import Unsatisfiable, UsageError


@dataclass(frozen=True)
class _Use:
    line: int
    ok: bool = True
    index_texts: tuple = ("",)


@dataclass(frozen=True)
class _Array:
    """A shared tensor in the shape :func:`ldsopt.fixes.problem.allocation_problems` reads arrays."""
    name: str
    elem_bytes: int | None
    rows: int
    pitch: int
    uses: tuple
    elem_type: str = "the tensor's element type (not written at its allocation)"

    @property
    def dims(self) -> tuple:
        return (str(self.rows), str(self.pitch))

    def dim_values(self, macros=None) -> tuple:
        return (self.rows, self.pitch)


def function_of(kernel: str, functions: list) -> str | None:
    """The kernel function a compiled kernel's name comes from: FlyDSL names it ``FUNC_N``, CuTe DSL
    ``kernel_cutlass_FUNC_<argument types>``; the longest function name that fits.

    >>> function_of("transpose_plain_0", ["transpose", "transpose_plain"])
    'transpose_plain'
    >>> function_of("kernel_cutlass_transpose_swz_tensorptrf32gmem_1", ["transpose_swz"])
    'transpose_swz'
    """
    fits = [f for f in functions if kernel == f or re.fullmatch(re.escape(f) + r"_\d+", kernel)
            or f"_{f}_" in f"_{kernel}_"]
    return max(fits, key=len) if fits else None


def _analyse(compile_fn, path, arch, kernel, block, params, outdir, text, name, dialect) -> list:
    """[(kernel, function, {tensor: DslTensor}, [Allocation])] of one compile of `path`."""
    from ldsopt.fixes.build import analyze_compiled, compiled_kernels
    from ldsopt.fixes.dsl_layout import kernel_functions, parse, shared_tensors
    from ldsopt.fixes.problem import allocation_problems
    os.makedirs(outdir, exist_ok=True)
    tensors = shared_tensors(text, dialect)
    fns = [f.name for f in kernel_functions(parse(text), dialect)]
    out = []
    for c in compiled_kernels(compile_fn(path, arch, kernel, block, params, outdir)):
        fn = function_of(c.kernel, fns)
        mine = {t.name: t for t in tensors if t.function == fn}
        arrays = [_Array(t.name, t.elem_bytes, t.layout.rows, t.layout.pitch, tuple(_Use(u) for u in t.uses))
                  for t in mine.values() if t.layout is not None]
        k = analyze_compiled(c)
        out.append((c.kernel, fn, mine, allocation_problems(k, arrays=arrays, source_name=name)))
    return out


def _storage(t) -> int:
    """Elements the tensor's storage holds now."""
    return t.layout.cosize if t.sized_by_layout or t.array_elems is None else max(t.array_elems, t.layout.cosize)


def _choose(al, t, kname: str, banks: int, name: str, arch: str):
    from ldsopt.allocation.accesses import cost
    from ldsopt.allocation.layouts import ranked
    from ldsopt.allocation.problem import allocation_of
    from ldsopt.fixes.dsl_layout import xor_of
    from ldsopt.fixes.results import AllocationDraft, fig
    src = f"{name}:{t.line}" if t is not None else (al.accesses[0].source if al.accesses else "") or ""
    per = [cost(a) for a in al.accesses]
    c0, i0 = sum(c for c, _ in per), sum(i for _, i in per)
    fx = AllocationDraft(al.name, src, None, fig(c0, i0), None, None, None, kernel=kname)
    if al.accesses and c0 == i0:
        fx.after, fx.reason = fx.before, "no bank conflict"
        if t is not None and t.layout is not None and t.elem_bytes:
            fx.bytes_before = fx.bytes_after = _storage(t) * t.elem_bytes
        return fx
    if t is None:
        fx.reason = (f"`{al.name}`: no shared tensor with a layout written in the source owns these accesses (an "
                     "array indexed by offsets the kernel computes has its layout in those index expressions; "
                     "written as a tensor with a layout (make_layout, make_composed_layout) it can be rewritten)")
        return fx
    if t.refusal:
        fx.reason = f"refused: {t.refusal}"
        return fx
    lay = t.layout
    if t.elem_bytes:
        fx.bytes_before = _storage(t) * t.elem_bytes
    if al.unresolved:
        from ldsopt.fixes.problem import _unknown
        fx.reason = _unknown(al.name, al.unresolved)
        return fx
    if lay.swizzle is not None:
        try:
            al = allocation_of(arch, list(al.accesses), al.name, elem=t.elem_bytes, pitch=lay.pitch,
                               xor=xor_of(lay.swizzle, lay.pitch))
        except Unsatisfiable as e:
            fx.reason = f"refused: {e}"
            return fx
    if al.tile is None:
        fx.reason = al.reason
        return fx
    allow = []
    why = []
    if lay.swizzle is not None:
        why.append("a padding under the layout's swizzle would change what the swizzle reads")
    elif not t.sized_by_layout and t.array_size is None:
        why.append("the storage is sized apart from the layout, by no constant written in the source")
    else:
        allow.append("pad")
    if lay.pitch & (lay.pitch - 1):
        why.append(f"rows of {lay.pitch} elements (not a power of two) take no XOR of the element offset")
    else:
        allow.append("xor")
    order = ranked(list(al.accesses), al.tile, banks, tuple(allow), replace=lay.swizzle is not None) if allow else []
    if not order:
        fx.reason = "no padding or swizzle of this layout is cheaper" + (f" ({'; '.join(why)})" if why else "")
        return fx
    fx.alternatives = order[1:]
    _propose(fx, order[0], al.tile, t)
    return fx


def _propose(fx, best, tile, t) -> None:
    """Make `best` the tensor's proposed layout, described in the layout expression's terms."""
    from ldsopt.fixes.source_fix import _take
    lay = t.layout
    _take(fx, best, tile)
    fx.tile = tile
    if best.change == "pad":
        fx.layout = f"{best.describe()}: the row stride {lay.pitch} -> {lay.pitch + best.pad}"
    else:
        from ldsopt.fixes.dsl_layout import swizzle_of
        b, m, s = swizzle_of((best.shift, best.bits, best.to), lay.pitch)
        fx.layout = (f"{best.describe()}: Swizzle<{b}, {m}, {s}> of the element offset"
                     + (f" in place of Swizzle<{', '.join(map(str, lay.swizzle))}>" if lay.swizzle else ""))
    grown = (lay.rows - 1) * best.pad if best.change == "pad" else 0
    fx.bytes_after = max(_storage(t), lay.cosize + grown) * t.elem_bytes if t.elem_bytes else None


def _arg(fx):
    return fx.best.pad if fx.change == "pad" else (fx.best.shift, fx.best.bits, fx.best.to)


def _changes(todo) -> list:
    """The rewrites to make, one per tensor; a kernel function compiled more than once whose
    launches ask one tensor for different layouts is refused for that tensor."""
    changes: dict = {}
    for fx, t, fn in todo:
        prev = changes.setdefault((fn, t.name), (t, fx.change, _arg(fx)))
        if prev is not None and prev[1:] != (fx.change, _arg(fx)):
            for f2, *_ in todo:
                if (f2 is fx or f2.name == t.name) and f2.change:
                    f2.change = None
                    f2.reason = (f"refused: the kernel `{fn}` is compiled more than once and its launches "
                                 f"ask `{t.name}` for different layouts")
            changes[(fn, t.name)] = None
    return [c for c in changes.values() if c is not None]


def fix_dsl(path: str, arch: str, dialect: str, *, kernel=None, block=None, params=None, text=None,
            compile_fn=None):
    """:class:`ldsopt.fixes.results.FixDraft` of a FlyDSL (``dialect="flydsl"``) or CuTe DSL
    (``"cute"``) kernel file (see the module docstring).  `compile_fn` as for
    :func:`ldsopt.fixes.source_fix.fix_c_source`."""
    from ldsopt.core.arch import get_arch
    from ldsopt.fixes import rewrite_c
    from ldsopt.fixes.build import compile_with_sources
    from ldsopt.fixes.dsl_layout import rewrite
    from ldsopt.fixes.results import FixDraft
    from ldsopt.fixes.source_fix import _per_line
    from ldsopt.inputs import read_text
    text = text if text is not None else read_text(path, "source")
    compile_fn = compile_fn or compile_with_sources
    banks = get_arch(arch).banks
    name = os.path.basename(path)
    res = FixDraft(path, arch)
    with tempfile.TemporaryDirectory(prefix="ldsopt-fix-") as tmp:
        before = _analyse(compile_fn, path, arch, kernel, block, params, os.path.join(tmp, "before"), text, name,
                          dialect)
        todo = []
        for kname, fn, mine, allocs in before:
            res.lines_before.update(_per_line(allocs))
            for al in allocs:
                t = mine.get(al.name)
                fx = _choose(al, t, kname, banks, name, arch)
                fx.name = al.name if t is None else t.name
                res.allocations.append(fx)
                if fx.change:
                    todo.append((fx, t, fn))
        # one tensor of a kernel compiled several times (one kernel function, several launches)
        # is written once; a layout the re-analysis refutes (the compiler answered it with other
        # instructions) is replaced by the next one of the ranking, a few rounds at most
        for attempt in range(MAX_ROUNDS):
            work = _changes(todo)
            todo = [x for x in todo if x[0].change]
            if not work:
                return res
            try:
                patched = rewrite(text, work, dialect)
            except Unsatisfiable as e:
                for fx, *_ in todo:
                    fx.change, fx.reason = None, f"refused: {e}"
                res.patched, res.diff = None, ""
                return res
            res.patched = patched
            res.diff = rewrite_c.unified_diff(text, patched, name)
            _verify(res, todo, compile_fn, path, arch, kernel, block, params, os.path.join(tmp, f"round{attempt}"),
                    name, patched, dialect)
            retry = [(fx, t) for fx, t, _ in todo if not fx.verified and fx.alternatives]
            if not retry or attempt == MAX_ROUNDS - 1:
                break
            for fx, t in retry:
                fx.tried.append(f"{fx.layout}: " + (f"the re-analysis gave {fx.after['cycles']} cycles where "
                                                     f"{fx.predicted['cycles']} were predicted" if fx.after
                                                     else fx.reason.split("not verified: ", 1)[-1]))
                # the next layout of the other kind first (the ranking's order within each kind kept)
                i = next((k for k, a in enumerate(fx.alternatives) if a.change != fx.best.change), 0)
                _propose(fx, fx.alternatives.pop(i), fx.tile, t)
        for fx, *_ in todo:
            if fx.tried:
                fx.reason += "; tried first: " + "; ".join(fx.tried)
    return res


MAX_ROUNDS = 4


def _verify(res, todo, compile_fn, path, arch, kernel, block, params, tmp, name, patched, dialect) -> None:
    from ldsopt.allocation.accesses import cost
    from ldsopt.fixes.results import fig
    from ldsopt.fixes.source_fix import _per_line, write_patched
    d, p = write_patched(tmp, name, patched)
    try:
        after = _analyse(compile_fn, p, arch, kernel, block, params, os.path.join(d, "out"), patched, name,
                         dialect)
    except (UsageError, Unsatisfiable) as e:
        for fx, *_ in todo:
            fx.after, fx.verified = None, False
            fx.reason = f"{fx.layout}; not verified: the patched file did not compile or analyse ({e})"
        return
    got = {(k, al.name): al for k, _, _, allocs in after for al in allocs}
    res.lines_after = {}
    for _, _, _, allocs in after:
        res.lines_after.update(_per_line(allocs))
    for fx, t, _ in todo:
        al = got.get((fx.kernel, t.name))
        if al is None:
            fx.after, fx.reason = None, f"{fx.layout}; not verified: the tensor's accesses were not found after the change"
            continue
        per = [cost(a) for a in al.accesses]
        c, i = sum(x for x, _ in per), sum(y for _, y in per)
        fx.after = fig(c, i)
        ok = fx.after["conflicts"] < fx.before["conflicts"] and c <= fx.predicted["cycles"]
        fx.verified = ok
        fx.reason = (f"{fx.layout}; re-analysed: {fx.before['cycles']} -> {c} cycles" if ok else
                     f"{fx.layout}; not verified: the re-analysis gives {c} cycles ({c - i} conflicts), the "
                     f"prediction {fx.predicted['cycles']}")
