"""`ldsopt fix` for Gluon kernels: the shared layout constructor of each conflicted allocation
replaced by the better layout the TTGIR analysis finds (:mod:`ldsopt.triton.better`), then the
patched kernel compiled and analysed again.

The allocation is found from the TTGIR's source location of its ``ttg.local_alloc``: the
``allocate_shared_memory(dtype, shape, layout, ...)`` call on that line of the Python file.  Its
layout argument is either the constructor call itself or a name assigned once in the function
(``layout: gl.constexpr = gl.SwizzledSharedLayout(...)``); a name assigned in several places (a
layout chosen by a constexpr branch) or passed in from outside is refused with the reason, since
which assignment the compile used is not in the source text.

>>> src = '''
... @gluon.jit
... def k(x):
...     lay: gl.constexpr = gl.SwizzledSharedLayout(1, 1, 1, [0, 1])
...     s = gl.allocate_shared_memory(gl.float32, [32, 32], lay, x)
... '''
>>> site = layout_site(src, 5)
>>> site.var, site.text, site.line, site.nbytes
('s', 'gl.SwizzledSharedLayout(1, 1, 1, [0, 1])', 4, 4096)
>>> print(replace_layout(src, site, "ttgl.SwizzledSharedLayout(vec=1, per_phase=1, max_phase=32, order=[0, 1])")
...       .splitlines()[3])
    lay: gl.constexpr = gl.SwizzledSharedLayout(vec=1, per_phase=1, max_phase=32, order=[0, 1])
"""

from __future__ import annotations

import ast
import os
import tempfile
from dataclasses import dataclass

from ldsopt.errors import Unsatisfiable, UsageError

_DTYPE_BYTES = {"float32": 4, "int32": 4, "uint32": 4, "float16": 2, "bfloat16": 2, "int16": 2, "float64": 8,
                "int64": 8, "int8": 1, "uint8": 1, "float8e4nv": 1, "float8e5": 1, "float8e4b8": 1,
                "float8e5b16": 1}


@dataclass(frozen=True)
class LayoutSite:
    """Where one allocation's shared layout is written: the constructor call's text and place."""
    var: str                 # the variable the allocation is assigned to ("" when none)
    text: str
    line: int                # of the constructor
    start: tuple             # (line, col) of the constructor call, 1-based line, 0-based col
    end: tuple
    prefix: str              # the module alias written before the constructor ("gl.")
    nbytes: int | None       # the allocation's bytes under the current layout (no padding)


def _func_at(tree, line: int):
    best = None
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.lineno <= line <= (n.end_lineno or n.lineno):
            if best is None or n.lineno > best.lineno:
                best = n
    return best


def _nbytes(call) -> int | None:
    if len(call.args) < 2:
        return None
    dt, shape = call.args[0], call.args[1]
    eb = _DTYPE_BYTES.get(dt.attr if isinstance(dt, ast.Attribute) else getattr(dt, "id", ""))
    if eb is None or not isinstance(shape, (ast.List, ast.Tuple)):
        return None
    n = eb
    for e in shape.elts:
        if not (isinstance(e, ast.Constant) and isinstance(e.value, int)):
            return None
        n *= e.value
    return n


def layout_site(text: str, line: int) -> LayoutSite:
    """The shared layout constructor of the ``allocate_shared_memory`` call on `line` of `text`."""
    try:
        tree = ast.parse(text)
    except SyntaxError as e:
        raise UsageError(f"the kernel file does not parse as Python: {e.msg} (line {e.lineno})")
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
             and n.func.attr == "allocate_shared_memory" and n.lineno <= line <= (n.end_lineno or n.lineno)]
    if len(calls) != 1:
        raise Unsatisfiable(f"line {line}: {'no' if not calls else 'several'} allocate_shared_memory call(s)")
    call = calls[0]
    lay = call.args[2] if len(call.args) > 2 else next((k.value for k in call.keywords if k.arg == "layout"), None)
    if lay is None:
        raise Unsatisfiable(f"line {line}: the allocation gives no layout argument")
    var = ""
    fn = _func_at(tree, line)
    for n in ast.walk(fn or tree):
        if isinstance(n, ast.Assign) and n.value is call and isinstance(n.targets[0], ast.Name):
            var = n.targets[0].id
    if isinstance(lay, ast.Name):
        assigns = [n for n in ast.walk(fn or tree) if isinstance(n, (ast.Assign, ast.AnnAssign))
                   and any(isinstance(t, ast.Name) and t.id == lay.id
                           for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))]
        if not assigns:
            raise Unsatisfiable(f"line {line}: the layout `{lay.id}` comes from outside the kernel (a "
                                "parameter or a global): change it where it is made")
        if len(assigns) > 1:
            raise Unsatisfiable(f"line {line}: the layout `{lay.id}` is assigned in {len(assigns)} places "
                                f"(lines {', '.join(str(a.lineno) for a in assigns)}): which one the "
                                "compile used is not in the source text")
        lay = assigns[0].value
    if not (isinstance(lay, ast.Call) and isinstance(lay.func, ast.Attribute) and "Layout" in lay.func.attr):
        raise Unsatisfiable(f"line {line}: the layout is not written as a layout constructor call")
    seg = ast.get_source_segment(text, lay) or ""
    fseg = ast.get_source_segment(text, lay.func.value) or ""
    return LayoutSite(var, seg, lay.lineno, (lay.lineno, lay.col_offset), (lay.end_lineno, lay.end_col_offset),
                      fseg + "." if fseg else "", _nbytes(call))


def replace_layout(text: str, site: LayoutSite, gluon: str) -> str:
    """`text` with the constructor at `site` replaced by `gluon` (written with the file's alias)."""
    new = gluon.replace("ttgl.", site.prefix, 1) if gluon.startswith("ttgl.") else gluon
    lines = text.splitlines(True)

    def boff(pos):            # ast columns are UTF-8 byte offsets
        ln, col = pos
        head = lines[ln - 1].encode("utf-8")[:col].decode("utf-8", "replace")
        return sum(len(x) for x in lines[:ln - 1]) + len(head)
    s, e = boff(site.start), boff(site.end)
    return text[:s] + new + text[e:]


def _ttgir(c) -> str:
    if c.kind == "ttgir":
        path = c.artifact
    else:
        path = os.path.splitext(c.artifact)[0] + ".ttgir"
    if not os.path.isfile(path):
        raise Unsatisfiable(f"{c.kernel}: the compile kept no TTGIR")
    from ldsopt.inputs import read_text
    return read_text(path, "TTGIR")


def _alloc_figures(res, alloc: str) -> dict:
    ops = [o for o in res.ops if o.allocation == alloc and not o.error]
    c, i = sum(o.cycles for o in ops), sum(o.ideal for o in ops)
    return {"cycles": int(c), "ideal": int(i), "conflicts": int(c - i)}


def fix_gluon(path: str, arch: str, *, kernel: str | None = None, block=None, params: dict | None = None,
              text: str | None = None):
    """:class:`ldsopt.fixes.results.FixDraft` of a Gluon kernel file (see the module docstring)."""
    from ldsopt.analyze import analyze_ttgir
    from ldsopt.fixes import rewrite_c
    from ldsopt.fixes.results import AllocationDraft, FixDraft
    from ldsopt.inputs import read_text
    from ldsopt.sources import compile_source
    text = text if text is not None else read_text(path, "source")
    name = os.path.basename(path)
    res = FixDraft(path, arch)
    patched = text
    todo = []
    with tempfile.TemporaryDirectory(prefix="ldsopt-fix-") as tmp:
        for c in compile_source(path, arch, kernel=kernel, block=block, params=params or None,
                                keep=os.path.join(tmp, "before")):
            r = analyze_ttgir(_ttgir(c))
            sug = {s.allocation: s for s in r.suggestions}
            for alloc in dict.fromkeys(o.allocation for o in r.ops if o.allocation):
                first = next(o for o in r.ops if o.allocation == alloc)
                line = int(first.loc.split(":")[1]) if first.loc and first.loc.count(":") >= 1 and \
                    os.path.basename(first.loc.split(":")[0]) == name else None
                before = _alloc_figures(r, alloc)
                fx = AllocationDraft(alloc, f"{name}:{line}" if line else "", None, before, None, None, None,
                                   kernel=c.kernel)
                res.allocations.append(fx)
                if line is None:
                    fx.reason = "the TTGIR gives this allocation no line of the kernel file"
                    continue
                try:
                    site = layout_site(text, line)
                except Unsatisfiable as e:
                    fx.reason = f"refused: {e}"
                    continue
                fx.name = site.var or alloc
                fx.bytes_before = site.nbytes
                if before["conflicts"] == 0:
                    fx.after, fx.bytes_after, fx.reason = before, site.nbytes, "no bank conflict"
                    continue
                s = sug.get(alloc)
                if s is None:
                    fx.reason = "no Triton shared layout is cheaper for this allocation"
                    continue
                fx.change, fx.layout = "layout", f"{s.description}: {s.gluon}"
                fx.predicted = None
                fx.bytes_after = s.bytes
                todo.append((fx, site, s, alloc))
        for fx, site, s, _ in sorted(todo, key=lambda t: t[1].start, reverse=True):
            patched = replace_layout(patched, site, s.gluon)
        if patched == text:
            return res
        res.patched = patched
        res.diff = rewrite_c.unified_diff(text, patched, name)
        d = os.path.join(tmp, "after")
        os.makedirs(d)
        p = os.path.join(d, name)
        with open(p, "w", encoding="utf-8") as f:
            f.write(patched)
        try:
            after = {c.kernel: analyze_ttgir(_ttgir(c)) for c in
                     compile_source(p, arch, kernel=kernel, block=block, params=params or None,
                                    keep=os.path.join(d, "out"))}
        except (UsageError, Unsatisfiable) as e:
            for fx, *_ in todo:
                fx.reason = f"not verified: the patched kernel did not compile or analyse ({e})"
            return res
        for fx, site, s, alloc in todo:
            r = after.get(fx.kernel)
            if r is None:
                fx.reason = "not verified: the kernel is missing after the change"
                continue
            fx.after = _alloc_figures(r, alloc)
            fx.verified = fx.after["cycles"] == s.cycles and fx.after["conflicts"] < fx.before["conflicts"]
            fx.reason = (f"{fx.layout}; re-analysed: {fx.before['cycles']} -> {fx.after['cycles']} cycles"
                         if fx.verified else f"{fx.layout}; not verified: the re-analysis gives "
                         f"{fx.after['cycles']} cycles, the prediction {s.cycles}")
    return res
