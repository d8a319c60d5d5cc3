"""`ldsopt fix` for Python kernels: Gluon (the layout is the kernel's own: rewritten, see
:mod:`ldsopt.fixes.gluon_fix`) and Triton (the compiler picks the shared layout).

For a Triton kernel the change is a configuration: every ``@triton.autotune`` config, or, without
autotuning, ``num_warps`` 1, 2, 4 and 8 (the block the compile layer turns into ``num_warps``), is
compiled and its TTGIR analysed; the configuration whose shared-memory accesses cost the fewest
cycles (then the fewest conflicts) is the answer when it beats the one analysed first.  When none
does and the analysis finds a better shared layout, that layout is given as the Gluon constructor
to write (``change: "layout"``, not applied: plain Triton has no place for it).  Each allocation
is matched across configurations by the source line its accesses carry in the machine code (a line
the file does not have is said so).  An autotune configuration that does not compile is left out
of the comparison and named in the reason (the first one must compile).
"""

from __future__ import annotations

import ast
import os

from ldsopt.errors import Unsatisfiable, UsageError


def _decorators(text: str) -> set:
    try:
        tree = ast.parse(text)
    except SyntaxError as e:
        raise UsageError(f"the kernel file does not parse as Python: {e.msg} (line {e.lineno})")
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in n.decorator_list:
                f = d.func if isinstance(d, ast.Call) else d
                out.add(ast.unparse(f))
    return out


def fix_python(path: str, arch: str, *, kernel=None, block=None, params=None, compile_fn=None):
    """:class:`ldsopt.fixes.results.FixDraft` of a Gluon, Triton, FlyDSL or CuTe DSL kernel file
    (`compile_fn`: FlyDSL and CuTe DSL only, as for :func:`ldsopt.fixes.source_fix.fix_c_source`)."""
    from ldsopt.inputs import read_text
    from ldsopt.sources.pydsl import python_language
    text = read_text(path, "source")
    decs = _decorators(text)
    lang = python_language(text)
    if lang in ("flydsl", "cute"):
        from ldsopt.fixes.dsl_fix import fix_dsl
        return fix_dsl(path, arch, lang, kernel=kernel, block=block, params=params, text=text,
                       compile_fn=compile_fn)
    if any(d.endswith("gluon.jit") for d in decs):
        from ldsopt.fixes.gluon_fix import fix_gluon
        return fix_gluon(path, arch, kernel=kernel, block=block, params=params, text=text)
    if any(d.endswith("triton.jit") for d in decs):
        return fix_triton(path, arch, kernel=kernel, block=block, params=params,
                          autotuned=any(d.endswith("autotune") for d in decs))
    raise UsageError(f"{path}: no @gluon.jit, @triton.jit, FlyDSL or CuTe DSL kernel")


def _lines(c) -> dict:
    """source line -> (cycles, ideal) of every shared access of one compiled kernel, lane-exact."""
    from ldsopt.allocation.accesses import cost
    from ldsopt.fixes.problem import lane_accesses
    from ldsopt.fixes.build import analyze_compiled
    out: dict = {}
    for a in lane_accesses(analyze_compiled(c))[0]:
        cy, i = cost(a)
        pc, pi = out.get(a.line, (0, 0))
        out[a.line] = (pc + cy, pi + i)
    return out


def _suggestions(c) -> list:
    """The TTGIR analysis's better layouts for the compiled kernel, [] when it has none to offer."""
    from ldsopt.analyze import analyze_ttgir
    from ldsopt.errors import LdsoptError
    from ldsopt.fixes.gluon_fix import _ttgir
    try:
        r = analyze_ttgir(_ttgir(c))
    except LdsoptError:
        return []
    return [(s, next((o.loc for o in r.ops if o.allocation == s.allocation), "")) for s in r.suggestions]


MAX_CONFIGS = 256


def _unequal_blocks(first, other) -> str:
    """A caution when two autotune configurations give their constexprs different values: the
    cycles compared are per block, and such blocks need not do the same work.

    >>> _unequal_blocks("BM=64, num_warps=4, num_stages=3", "BM=128, num_warps=8, num_stages=3")
    '; the cycles are per block, and the blocks differ (BM=64 vs BM=128): their work may too'
    >>> _unequal_blocks("BM=64, num_warps=4, num_stages=3", "BM=64, num_warps=1, num_stages=3")
    ''
    """
    def consts(label):
        return [kv for kv in (label or "").split(", ") if kv and not kv.startswith(("num_warps=", "num_stages="))]
    a, b = consts(first), consts(other)
    if a == b:
        return ""
    return f"; the cycles are per block, and the blocks differ ({', '.join(a)} vs {', '.join(b)}): their work may too"


def _each_config(compile_source, path, arch, kernel, block, params, tmp, skipped) -> list:
    """Every ``@triton.autotune`` configuration compiled; when one does not compile (a tile too
    small for the element type, say) the others are compiled one by one and the failures listed
    in `skipped`; the first configuration must compile (it is the one the others are compared
    with)."""
    try:
        return compile_source(path, arch, kernel=kernel, block=block, params=params or None,
                              keep=os.path.join(tmp, "all"), config="all")
    except (UsageError, Unsatisfiable):
        pass
    out = []
    for i in range(MAX_CONFIGS):
        try:
            out += compile_source(path, arch, kernel=kernel, block=block, params=params or None,
                                  keep=os.path.join(tmp, f"c{i}"), config=i)
        except (UsageError, Unsatisfiable) as e:
            if i == 0:
                raise
            if "autotune configs (0 .." in str(e):          # past the last configuration
                break
            skipped.append(f"config {i}: {str(e).split(': ', 1)[-1]}")
    return out


def fix_triton(path: str, arch: str, *, kernel=None, block=None, params=None, autotuned=False):
    """Every configuration compiled and analysed lane-exact; see the module docstring."""
    import tempfile

    from ldsopt.core.arch import get_arch
    from ldsopt.fixes.results import AllocationDraft, FixDraft, fig
    from ldsopt.inputs import read_text
    from ldsopt.sources import compile_source
    name = os.path.basename(path)
    src_lines = read_text(path, "source").splitlines()
    res = FixDraft(path, arch)
    lanes = get_arch(arch).wave if get_arch(arch).is_amd else 32
    runs = []             # (description, compiled kernel, per-line figures)
    skipped: list = []    # configurations that did not compile
    with tempfile.TemporaryDirectory(prefix="ldsopt-fix-") as tmp:
        if autotuned:
            for i, c in enumerate(_each_config(compile_source, path, arch, kernel, block, params, tmp, skipped)):
                runs.append((f"config {c.config}" if c.config else f"config {i}", c, _lines(c)))
        else:
            blocks = [block] + [(nw * lanes, 1, 1) for nw in (1, 2, 4, 8) if not block or nw * lanes != block[0]]
            for b in blocks:
                try:
                    cs = compile_source(path, arch, kernel=kernel, block=b, params=params or None,
                                        keep=os.path.join(tmp, f"b{b[0] if b else 0}"))
                except (UsageError, Unsatisfiable):
                    if b is blocks[0]:
                        raise
                    continue
                for c in cs:
                    nw = (c.block[0] * c.block[1] * c.block[2]) // lanes if c.block else None
                    runs.append((f"num_warps={nw}" if nw else "as compiled", c, _lines(c)))
        if not runs:
            raise Unsatisfiable(f"{path}: nothing compiled")
        k0 = runs[0][1].kernel
        cur = runs[0][2]
        tot = (lambda ln: (sum(c for c, _ in ln.values()), sum(c - i for c, i in ln.values())))
        best = min((r for r in runs[1:] if r[1].kernel == k0), key=lambda r: tot(r[2]), default=None)
        sug = _suggestions(runs[0][1])
    left_out = f"; not compiled, so not compared: {'; '.join(skipped)}" if skipped else ""
    for line, (cy, i) in sorted(cur.items(), key=lambda x: x[0] or 0):
        if cy == i:
            continue
        text = src_lines[line - 1].strip() if line and 0 < line <= len(src_lines) else "?"
        fx = AllocationDraft(text[:60], f"{name}:{line}", None, fig(cy, i), None, None, None, kernel=k0)
        res.allocations.append(fx)
        where = "" if text != "?" else (f" (the compiler's line information names line {line}, which the "
                                        f"file, of {len(src_lines)} lines, does not have)")
        if best is not None and tot(best[2]) < tot(cur):
            a = best[2].get(line, (0, 0))
            fx.change, fx.after, fx.layout = "config", fig(*a), best[0]
            fx.verified = fx.after["conflicts"] < fx.before["conflicts"]
            gone = "" if line in best[2] else f"; under {best[0]} this line has no shared-memory access"
            gone += _unequal_blocks(runs[0][1].config, best[1].config)
            how = ("keep that one in the kernel's @triton.autotune configs (the autotuner times them "
                   "all and may pick another)" if autotuned else
                   f"launch the kernel with {best[0]} (a launch option: the kernel file has nothing to change)")
            fx.reason = (f"{best[0]} instead of {runs[0][0]}: the kernel's shared accesses {tot(cur)[0]} -> "
                         f"{tot(best[2])[0]} cycles, {tot(cur)[1]} -> {tot(best[2])[1]} lost to conflicts "
                         f"(each configuration compiled and analysed){gone}{where}{left_out}; to use it, {how}; "
                         "--diff and --apply write no change for a configuration")
            continue
        near = [s for s, loc in sug if loc.split(":")[1:2] == [str(line)]] or [s for s, _ in sug]
        if near:
            s = near[0]
            fx.change = "layout"
            fx.reason = (f"no configuration helps; Triton picks the shared layout itself: written in Gluon, "
                         f"{s.gluon} gives {s.cycles} cycles instead of {s.current_cycles} (not applied)"
                         f"{where}{left_out}")
        else:
            fx.reason = f"no configuration and no Triton shared layout is cheaper{where}{left_out}"
    return res
