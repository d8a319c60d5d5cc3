"""Code emission for solved layouts.

``emit(layout, lang, name="ldsopt_offset")`` returns source text:

- ``cuda`` / ``hip``: ``__host__ __device__ inline int NAME(int row, int col)`` returning the
  **byte** offset of element (row, col), and ``constexpr int NAME_BYTES`` (allocation size).
- ``python``: ``def NAME(row, col) -> int`` (byte offset) and ``NAME_BYTES``.
- ``flydsl``: the element offset in the style of FlyDSL's swizzle helpers (plain integer
  arithmetic on the index values) and the padded allocation through ``SmemAllocator``.
- ``cute``: ``composition(Swizzle<B,M,S>{}, Layout<...>{})`` (or the plain ``Layout``) when the
  layout is of that form (read off its canonical form, :mod:`ldsopt.layouts.canonical`), else
  an error.
- ``gluon``: Triton Gluon ``SwizzledSharedLayout`` / ``PaddedSharedLayout`` when expressible
  (read off the canonical form too).

All expressions are built once (element offsets, non-negative integers, every operation in
parentheses, so C and Python evaluate them alike) and printed per language.
"""

from __future__ import annotations

import re


from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.layouts.families import (CKPreshuffle, Composed, CuteSwizzle, Explicit, Layout, LinearMap, PaddedRemap, Strided,
                     TritonPadded, TritonSwizzled, XorCols)

LANGS = ("cuda", "hip", "python", "flydsl", "cute", "gluon")
_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _log2(x: int) -> int:
    return x.bit_length() - 1


def _pow2(x: int) -> bool:
    return x > 0 and x & (x - 1) == 0


# ----------------------------------------------------------------------------- expression text
# Expressions are text with ``//`` for floor division (non-negative operands only) and ``@L``
# marking 64-bit literals, rendered per language by :func:`_render`.
def _b(a, op, b) -> str:
    return f"({a} {op} {b})"


def _lit(v: int) -> str:
    return f"{v}@L" if v >= 1 << 31 else str(v)


def _render(expr: str, lang: str) -> str:
    if lang in ("cuda", "hip"):
        return expr.replace("//", "/").replace("@L", "LL")
    return expr.replace("@L", "")


def _table_expr(table, idx: str) -> str:
    """Element ``idx`` of an integer table, as arithmetic on packed 62-bit constants."""
    t = [int(x) for x in table]
    if not any(t):
        return "0"
    b = max(1, max(t).bit_length())
    per = max(1, 62 // b)
    mask = (1 << b) - 1
    chunks = [t[i:i + per] for i in range(0, len(t), per)]
    consts = [sum(v << (b * k) for k, v in enumerate(ch)) for ch in chunks]
    sh = _b(b, "*", _b(idx, "%", per)) if len(chunks) > 1 else _b(b, "*", idx)
    terms = []
    for j, c in enumerate(consts):
        term = _b(_b(_lit(c), ">>", sh), "&", mask)
        if len(chunks) > 1:
            term = _b(_b(_b(idx, "//", per), "==", j), "*", term)
        terms.append(term)
    e = terms[0]
    for t_ in terms[1:]:
        e = _b(e, "+", t_)
    return "@INT(" + e + ")" if any(c >= 1 << 31 for c in consts) else e


def _xor_of_bits(src: str, images: dict) -> str:
    """XOR over set bits i of ``src`` of ``images[i]`` (only the non-zero ones)."""
    terms = [_b(_b(_b(src, ">>", i), "&", 1), "*", v) if i else _b(_b(src, "&", 1), "*", v)
             for i, v in sorted(images.items()) if v]
    if not terms:
        return "0"
    e = terms[0]
    for t in terms[1:]:
        e = _b(e, "^", t)
    return e


def element_program(layout: Layout):
    """``(statements, result)``: statements are (variable, expression) pairs over ``row`` and
    ``col``; ``result`` is the element offset expression."""
    L = layout
    eb = L.elem_bytes
    st = []
    if isinstance(L, Strided):
        if L.pad_bytes % eb:
            raise Unsatisfiable("padding is not whole elements; the layout is misaligned")
        if L.order == "row":
            return st, _b(_b("row", "*", L.cols + L.pad_bytes // eb), "+", "col")
        return st, _b(_b("col", "*", L.rows + L.pad_bytes // eb), "+", "row")
    if isinstance(L, CKPreshuffle):
        kp, n = L.kpack, (L.kperblock or L.cols) // L.kpack
        rs = L.cols + L.pad_bytes // eb
        st.append(("x", _b("col", ">>", _log2(kp))))
        st.append(("xs", _b(_b("x", "-", _b("x", "&", n - 1)), "+", _b(_b("x", "^", "row"), "&", n - 1))))
        return st, _b(_b(_b("row", "*", rs), "+", _b("xs", "*", kp)), "+", _b("col", "&", kp - 1))
    if isinstance(L, CuteSwizzle):
        rs = L.cols + L.pad_bytes // eb
        base = _b(_b("row", "*", rs), "+", "col")
        mask = ((1 << L.b) - 1) << (L.m + L.s)
        if L.unit == "element":
            st.append(("e", base))
            return st, _b("e", "^", _b(_b("e", "&", mask), ">>", L.s))
        st.append(("e", _b(base, "*", eb)))
        return st, _b(_b("e", "^", _b(_b("e", "&", mask), ">>", L.s)), "//", eb)
    if isinstance(L, TritonSwizzled):
        st.append(("ph", _b(_b("row", "//", L.per_phase), "%", L.max_phase)))
        return st, _b(_b(_b("row", "*", L.cols), "+", _b(_b(_b("col", "//", L.vec), "^", "ph"), "*", L.vec)),
                      "+", _b("col", "%", L.vec))
    if isinstance(L, TritonPadded):
        st.append(("lin", _b(_b("row", "*", L.cols), "+", "col")))
        e = "lin"
        for iv, pad in L.intervals:
            e = _b(e, "+", _b(_b("lin", ">>", _log2(iv)), "*", pad))
        return st, e
    if isinstance(L, PaddedRemap):
        moved = {k: j for k, j in enumerate(L.row_order)}
        if all(k == j for k, j in moved.items()):
            pr = "row"
        else:
            terms = [(_b(_b("row", ">>", j), "&", 1) if j else _b("row", "&", 1)) for k, j in moved.items()]
            terms = [_b(t, "<<", k) if k else t for k, t in zip(moved, terms)]
            pr = terms[0]
            for t in terms[1:]:
                pr = _b(pr, "|", t)
        st.append(("lin", _b(_b(pr, "*", L.cols), "+", "col")))
        e = "lin"
        for iv, pad in L.intervals:
            e = _b(e, "+", _b(_b("lin", ">>", _log2(iv)), "*", pad))
        return st, e
    if isinstance(L, XorCols):
        if L.pad_bytes % eb:
            raise Unsatisfiable("padding is not whole elements; the layout is misaligned")
        from ldsopt.layouts.gf2 import is_linear_table
        t = list(L.table)
        n = len(t)
        idx = "row" if n >= L.rows else (_b("row", "&", n - 1) if _pow2(n) else _b("row", "%", n))
        if _pow2(n) and is_linear_table(t):
            f = _xor_of_bits(idx, {i: t[1 << i] for i in range(_log2(n))}) if n > 1 else "0"
        else:
            f = _table_expr(t, idx)
        st.append(("f", f))
        rs = L.cols + L.pad_bytes // eb
        return st, _b(_b(_b("row", "*", rs), "+", _b(_b(_b("col", "//", L.vec), "^", "f"), "*", L.vec)),
                      "+", _b("col", "%", L.vec))
    if isinstance(L, LinearMap):
        nb = len(L.basis)
        ce = _log2(L.cols)
        if L.pad_bytes % eb:
            raise Unsatisfiable("padding is not whole elements; the layout is misaligned")
        if (all(L.basis[i] == 1 << i for i in range(ce))
                and all(L.basis[ce + j] >> ce == 1 << j for j in range(nb - ce))):
            # row-major with col ^ f(row): f is the XOR of the row bits' column images
            f = _xor_of_bits("row", {j: L.basis[ce + j] & (L.cols - 1) for j in range(nb - ce)})
            st.append(("f", f))
            return st, _b(_b("row", "*", L.cols + L.pad_bytes // eb), "+", _b("col", "^", "f"))
        ident = sum(1 << i for i, b in enumerate(L.basis) if b == 1 << i)
        other = {i: b for i, b in enumerate(L.basis) if b != 1 << i}
        st.append(("lin", _b(_b("row", "*", L.cols), "+", "col")))
        e = _b("lin", "&", ident) if ident != (1 << nb) - 1 else "lin"
        if other:
            e = _b(e, "^", _xor_of_bits("lin", other))
        if L.pad_bytes:
            if L.pad_bytes % eb:
                raise Unsatisfiable("padding is not whole elements; the layout is misaligned")
            st.append(("o", e))
            e = _b("o", "+", _b(_b("o", ">>", _log2(L.cols)), "*", L.pad_bytes // eb))
        return st, e
    if isinstance(L, Composed):
        st, e = element_program(L.base)
        t = L.transform
        st.append(("cz", e))
        if t[0] == "cute":
            mask = ((1 << t[1]) - 1) << (t[2] + t[3])
            if t[4] == "element":
                return st, _b("cz", "^", _b(_b("cz", "&", mask), ">>", t[3]))
            st.append(("czb", _b("cz", "*", eb)))
            return st, _b(_b("czb", "^", _b(_b("czb", "&", mask), ">>", t[3])), "//", eb)
        n = len(t[1])
        return st, _b(_b(_b("cz", ">>", n), "<<", n), "^", _xor_of_bits("cz", dict(enumerate(t[1]))))
    if L.family == "text":
        return canonical_program(L.canonical())
    if isinstance(L, Explicit):
        raise Unsatisfiable("an explicit offset table has no index formula to emit; use "
                            "`ldsopt solve --json` (its \"offsets\") or a layout family")
    raise Unsatisfiable(f"no emitter for layout family {L.family!r}")


# ----------------------------------------------------------------------------- per language
def _int_wrap(expr: str, lang: str) -> str:
    # @INT( ... ) marks an expression evaluated in 64 bits: cast back to int in C
    while "@INT(" in expr:
        i = expr.index("@INT(")
        depth, j = 0, i + 4
        for j in range(i + 4, len(expr)):
            depth += {"(": 1, ")": -1}.get(expr[j], 0)
            if depth == 0:
                break
        inner = expr[i + 5:j]
        rep = f"(int)({inner})" if lang in ("cuda", "hip") else f"({inner})"
        expr = expr[:i] + rep + expr[j + 1:]
    return expr


def _c_like(layout: Layout, name: str, lang: str) -> str:
    st, res = element_program(layout)
    eb = layout.elem_bytes
    hdr = (f"// ldsopt: {layout.describe()}\n"
           f"// tile {layout.rows}x{layout.cols}, {eb}-byte elements; returns the byte offset of "
           f"element (row, col)\n")
    body = [f"    const int {v} = {_int_wrap(_render(e, lang), lang)};" for v, e in st]
    ret = _int_wrap(_render(res, lang), lang)
    ret = f"{ret} * {eb}" if eb != 1 else ret
    return (hdr + f"constexpr int {name}_BYTES = {layout.footprint};\n"
            f"__host__ __device__ inline int {name}(int row, int col) {{\n"
            + "".join(b + "\n" for b in body) + f"    return {ret};\n}}\n")


def _python(layout: Layout, name: str, flydsl: bool = False) -> str:
    st, res = element_program(layout)
    eb = layout.elem_bytes
    body = [f"    {v} = {_int_wrap(_render(e, 'python'), 'python')}" for v, e in st]
    ret = _int_wrap(_render(res, "python"), "python")
    if not flydsl:
        return (f"# ldsopt: {layout.describe()}\n"
                f"# tile {layout.rows}x{layout.cols}, {eb}-byte elements\n"
                f"{name}_BYTES = {layout.footprint}\n\n\n"
                f"def {name}(row, col):\n"
                f"    \"\"\"Byte offset of element (row, col).\"\"\"\n"
                + "".join(b + "\n" for b in body)
                + f"    return {ret}" + (f" * {eb}" if eb != 1 else "") + "\n")
    elems = -(-layout.footprint // eb)
    dt = {1: "T.i8", 2: "T.f16", 4: "T.f32", 8: "T.f64"}.get(eb, "T.f16")
    return (f"# ldsopt: {layout.describe()}\n"
            f"# tile {layout.rows}x{layout.cols}, {eb}-byte elements.  {name}(row, col) is the\n"
            f"# ELEMENT offset (FlyDSL's ptr.store(value, [offset]) indexes elements); it uses only\n"
            f"# integer +, *, //, %, ^, &, >> so it works on Python ints and on index values alike.\n"
            f"{name.upper()}_ELEMS = {elems}   # {layout.footprint} B"
            + (f" (unpadded tile: {layout.rows * layout.cols})" if elems != layout.rows * layout.cols else "")
            + "\n\n"
            f"# allocation (in the kernel module):\n"
            f"#   allocator = SmemAllocator(None, arch=ARCH, global_sym_name=\"smem0\")\n"
            f"#   lds_tile = allocator.allocate_array({dt}, {name.upper()}_ELEMS)\n\n\n"
            f"def {name}(row, col):\n"
            + "".join(b + "\n" for b in body) + f"    return {ret}\n")


def canonical_program(c):
    """``(statements, result)`` of a canonical layout (:mod:`ldsopt.layouts.canonical`), read
    off its maps: the input index, the XOR images of A, the interval padding, the XOR images of
    B (in elements)."""
    eb, e = c.elem_bytes, c.elem_bits
    if any(p % eb for _, p in c.pads) or not c._b_keeps_elements():
        raise Unsatisfiable("the layout's offsets are not whole elements; no element formula")
    st = [("x", _b(_b("row", "<<", c.col_bits), "|", "col") if c.col_bits else "row")]
    moved = {i: v for i, v in enumerate(c.a) if v != 1 << i}
    kept = sum(1 << i for i, v in enumerate(c.a) if v == 1 << i)
    y = "x" if not moved else _b(_b("x", "&", kept), "^", _xor_of_bits("x", moved))
    st.append(("y", y))
    z = "y"
    for iv, pad in c.pads:
        z = _b(z, "+", _b(_b("y", ">>", _log2(iv)), "*", pad // eb if pad > 0 else f"({pad // eb})"))
    be = [v >> e for v in c.b[e:]]
    if not any(v != 1 << i for i, v in enumerate(be)):
        return st, z
    st.append(("z", z))
    n = len(be)
    return st, _b(_b(_b("z", ">>", n), "<<", n), "^", _xor_of_bits("z", dict(enumerate(be))))


def _canon(layout: Layout):
    try:
        return layout.canonical()
    except (Unsatisfiable, UsageError):
        return None


def _read_swizzle(imgs) -> tuple | None:
    """``(B, M, S)`` when the images ``imgs`` (of bits 0, 1, ...; identity above) are CuTe's
    ``Swizzle<B,M,S>``: bits ``[M+S, M+S+B)`` each also set the bit ``S`` below; ``(0, 0, 0)``
    for the identity; else None."""
    moved = {i: v ^ (1 << i) for i, v in enumerate(imgs) if v != 1 << i}
    if not moved:
        return (0, 0, 0)
    lo, hi = min(moved), max(moved)
    b = hi - lo + 1
    s = lo - (moved[lo].bit_length() - 1)
    if len(moved) != b or s < b or any(moved[i] != 1 << (i - s) for i in range(lo, hi + 1)):
        return None
    return (b, lo - s, s)


def _element_images(c) -> tuple | None:
    """The whole map of an unpadded canonical layout over a row-major index, in elements."""
    if c.pads or (c.cols & (c.cols - 1) and c.rows > 1):
        return None
    imgs = c.composed_images()
    if any(v % c.elem_bytes for v in imgs):
        return None
    return tuple(v // c.elem_bytes for v in imgs)


def cute_form(layout: Layout):
    """``(B, M, S, row_stride_elems)`` when the layout equals ``composition(Swizzle<B,M,S>{},
    row-major Layout)`` (B = 0 for the plain layout), else None.  Read off the canonical form:
    either one linear map of the row-major index that is a swizzle, or the identity over padded
    rows followed by a swizzle of the element offset."""
    c = _canon(layout)
    if c is None:
        return None
    imgs = _element_images(c)
    if imgs is not None:
        f = _read_swizzle(imgs)
        return None if f is None else f + (c.cols,)
    e, cb = c.elem_bits, c.col_bits
    if any(v != 1 << i for i, v in enumerate(c.a)) or len(c.pads) != 1 or c.pads[0][0] != 1 << cb:
        return None
    if c.pads[0][1] % c.elem_bytes or not c._b_keeps_elements():
        return None
    f = _read_swizzle([v >> e for v in c.b[e:]])
    return None if f is None else f + ((1 << cb) + c.pads[0][1] // c.elem_bytes,)


def _cute(layout: Layout, name: str) -> str:
    f = cute_form(layout)
    if f is None:
        raise Unsatisfiable(f"{layout.describe()} is not of the form composition(Swizzle<B,M,S>{{}}, "
                            "Layout<...>{}); use lang='cuda'")
    b, m, s, rs = f
    base = f"Layout<Shape<_{layout.rows}, _{layout.cols}>, Stride<_{rs}, _1>>{{}}"
    expr = base if b == 0 else f"composition(Swizzle<{b}, {m}, {s}>{{}}, {base})"
    return (f"// ldsopt: {layout.describe()}\n"
            f"// CuTe layout over ELEMENTS of {layout.elem_bytes} B (row, col) -> element offset\n"
            f"#include <cute/tensor.hpp>\nusing namespace cute;\n"
            f"using {name}_layout = decltype({expr});\n"
            f"constexpr int {name}_BYTES = {layout.footprint};\n")


def gluon_form(layout: Layout):
    """``("swizzled", vec, per_phase, max_phase)``, ``("padded", [[interval, pad], ...])`` or
    ``("padded_remap", pairs, offset_bases)`` when Triton Gluon can express the layout, else
    None.  Triton's own families give their parameters; every other layout is read off its
    canonical form (a swizzle of the row bits into the vector columns, or row-major / permuted
    rows with interval padding)."""
    L = layout
    if isinstance(L, TritonSwizzled):
        return ("swizzled", L.vec, L.per_phase, L.max_phase)
    if isinstance(L, TritonPadded):
        return ("padded", [list(x) for x in L.intervals])
    if isinstance(L, PaddedRemap):
        # offset bases: column bits, then the stored-row bits (each one logical row bit)
        bases = [[0, 1 << i] for i in range(_log2(L.cols))] + [[1 << j, 0] for j in L.row_order]
        return ("padded_remap", [list(x) for x in L.intervals], bases)
    c = _canon(L)
    if c is None:
        return None
    cb, eb = c.col_bits, c.elem_bytes
    plain_rows = (all(v == 1 << i for i, v in enumerate(c.a)) and not c.b
                  and c.pads == (((1 << cb), (L.cols - (1 << cb)) * eb),))
    if plain_rows:                          # a plain row that is not a power of two
        return ("swizzled", 1, 1, 1)
    imgs = _element_images(c)
    if imgs is not None:
        return _read_triton_swizzle(imgs, cb, L.cols)
    if c.b or any(v != 1 << i for i, v in enumerate(c.a[:cb])) or not _pow2(L.cols):
        return None
    if any(p <= 0 or p % eb for _, p in c.pads):
        return None
    pairs = [[iv, p // eb] for iv, p in c.pads]
    rows = [v >> cb for v in c.a[cb:]]
    if rows == [1 << i for i in range(len(rows))]:
        return ("padded", pairs)
    if sorted(rows) != [1 << i for i in range(len(rows))] or any(v & ((1 << cb) - 1) for v in c.a[cb:]):
        return None
    pos = {v.bit_length() - 1: j for j, v in enumerate(rows)}          # stored bit -> logical row bit
    bases = [[0, 1 << i] for i in range(cb)] + [[1 << pos[k], 0] for k in range(len(rows))]
    return ("padded_remap", pairs, bases)


def _read_triton_swizzle(imgs, cb: int, cols: int):
    """Triton's ``(vec, perPhase, maxPhase)`` from the element images of a row-major index:
    column bits fixed, row bits ``[log2 perPhase, + log2 maxPhase)`` XOR-ing ``vec << t`` into
    the column."""
    if any(v != 1 << i for i, v in enumerate(imgs[:cb])):
        return None
    d = [v ^ (1 << (cb + i)) for i, v in enumerate(imgs[cb:])]
    moved = [i for i, v in enumerate(d) if v]
    if not moved:
        return ("swizzled", 1, 1, 1)
    i0, k = moved[0], len(moved)
    vec = d[i0]
    if (moved != list(range(i0, i0 + k)) or not _pow2(vec) or vec << (k - 1) >= cols
            or any(d[i0 + t] != vec << t for t in range(k))):
        return None
    return ("swizzled", vec, 1 << i0, 1 << k)


def gluon_call(form, shape, order) -> str:
    """The Gluon constructor of a :func:`gluon_form` (``shape``, ``order``: the tensor's)."""
    if form[0] == "swizzled":
        return (f"ttgl.SwizzledSharedLayout(vec={form[1]}, per_phase={form[2]}, "
                f"max_phase={form[3]}, order={list(order)})")
    if form[0] == "padded_remap":
        return (f"ttgl.PaddedSharedLayout(interval_padding_pairs={form[1]}, "
                f"offset_bases={form[2]}, cga_layout=[], shape={list(shape)})")
    return f"ttgl.PaddedSharedLayout.with_identity_for({form[1]}, {list(shape)}, {list(order)})"


def _gluon(layout: Layout, name: str) -> str:
    f = gluon_form(layout)
    if f is None:
        raise Unsatisfiable(f"{layout.describe()} is not a Triton SwizzledSharedLayout or "
                            "PaddedSharedLayout; use lang='python' or lang='cuda'")
    return (f"# ldsopt: {layout.describe()}\n"
            f"from triton.experimental.gluon import language as ttgl\n\n"
            f"{name} = {gluon_call(f, [layout.rows, layout.cols], [1, 0])}\n")


def emit(layout: Layout, lang: str, name: str = "ldsopt_offset") -> str:
    """Source text for ``layout`` in ``lang`` (one of :data:`LANGS`)."""
    if not isinstance(layout, Layout):
        raise UsageError("emit needs an ldsopt.layouts.Layout")
    lang = (lang or "").lower()
    if lang not in LANGS:
        raise UsageError(f"lang={lang!r}: unknown language (known: {', '.join(LANGS)})")
    if not isinstance(name, str) or not _NAME_RE.match(name):
        raise UsageError(f"name={name!r}: must be an identifier")
    if lang in ("cuda", "hip"):
        return _c_like(layout, name, lang)
    if lang == "python":
        return _python(layout, name)
    if lang == "flydsl":
        return _python(layout, name, flydsl=True)
    if lang == "cute":
        return _cute(layout, name)
    return _gluon(layout, name)


def equivalents(layout: Layout) -> list:
    """The same offsets written in the other families' terms (CuTe, Triton Gluon)."""
    out = []
    c = cute_form(layout)
    if c and c[0] and layout.family != "cute_swizzle":
        out.append(f"CuTe composition(Swizzle<{c[0]},{c[1]},{c[2]}>, row-major {layout.rows}x{layout.cols})")
    g = gluon_form(layout)
    if g and g[0] == "swizzled" and g[3] > 1 and layout.family != "triton_swizzled":
        out.append(f"Triton swizzled_shared<vec={g[1]}, perPhase={g[2]}, maxPhase={g[3]}>")
    return out

