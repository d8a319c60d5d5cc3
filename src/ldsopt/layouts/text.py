"""Layouts written the way Triton, Gluon and CuTe users write them, read into the canonical form.

Accepted wherever a layout is asked for (``--layout``, a problem's ``"layout"``, ``ldsopt.layout``):

- Triton TTGIR shared layouts: ``#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8,
  order = [1, 0]}>``, ``#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>``,
  ``#ttg.amd_rotating_shared<{...}>``, ``#ttg.nvmma_shared<{swizzlingByteWidth = 128, ...}>``,
  ``#ttg.shared_linear<{offset = [[0, 1], ...]}>`` (the offset -> tensor maps are those of
  :func:`ldsopt.triton.layouts.shared_ll`, which restates Triton's definitions);
- Gluon constructors: ``SwizzledSharedLayout(vec=8, per_phase=1, max_phase=8, order=[1, 0])``,
  ``AMDRotatingSharedLayout(...)``, ``NVMMASharedLayout(swizzle_byte_width=128,
  element_bitwidth=16, rank=2)``, ``PaddedSharedLayout.with_identity_for([[32, 4]], [64, 64],
  [1, 0])``, ``PaddedSharedLayout(interval_padding_pairs=..., offset_bases=..., ...)``,
  ``SharedLinearLayout(offset_bases=[...])`` (optionally prefixed ``ttgl.`` / ``gl.``);
- CuTe (:mod:`ldsopt.layouts.cute_text`): ``(64,64):(64,1)``, nested modes
  ``((8,8),64):((64,512),1)``, ``Swizzle<3,3,3> o (64,64):(64,1)``, CuTe's printed
  ``Sw<3,3,3> o _0 o (_64,_64):(_64,_1)``, ``composition(Swizzle<3,3,3>{},
  Layout<Shape<_64,_64>, Stride<_64,_1>>{})``, ``Swizzle<3,3,3>`` alone (over the row-major
  tile).  CuTe layouts are over elements, as CuTe's are.

The tile is ``rows x cols`` (Triton's ``dim0 x dim1``, CuTe's ``(rows, cols)``).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

from ldsopt.errors import UsageError
from ldsopt.layouts.canonical import CanonicalLayout, ceil_log2
from ldsopt.layouts.base import Layout

MAX_TEXT = 4096

_GLUON = ("SwizzledSharedLayout", "AMDRotatingSharedLayout", "NVMMASharedLayout",
          "PaddedSharedLayout", "SharedLinearLayout")
_GLUON_KIND = {"SwizzledSharedLayout": "swizzled_shared", "AMDRotatingSharedLayout": "amd_rotating_shared",
               "NVMMASharedLayout": "nvmma_shared", "PaddedSharedLayout": "padded_shared",
               "SharedLinearLayout": "shared_linear"}
_GLUON_KEY = {"per_phase": "perPhase", "max_phase": "maxPhase", "swizzle_byte_width": "swizzlingByteWidth",
              "element_bitwidth": "elementBitWidth", "fp4_padded": "fp4Padded",
              "offset_bases": "offset", "interval_padding_pairs": "intervals"}
_GLUON_IGNORED = ("rank", "cga_layout", "ctas_per_cga", "cta_split_num", "cta_order", "shape")


@dataclass
class TextLayout(Layout):
    """A layout given as Triton, Gluon or CuTe text, held in the canonical form."""
    text: str = ""
    canon: CanonicalLayout = field(default=None, repr=False)

    family = "text"

    def offsets(self):
        return self.canon.table()

    def params(self):
        return {"text": self.text, "canonical": self.canon.to_dict()}

    def describe(self):
        return self.text

    def index_ops(self):
        c = self.canon
        moved = sum(1 for i, v in enumerate(c.a) if v != 1 << i)
        return 2 + moved + 2 * len(c.pads) + sum(1 for i, v in enumerate(c.b) if v != 1 << i)


def from_canonical(c: CanonicalLayout, text: str = "") -> TextLayout:
    """A :class:`CanonicalLayout` as a layout the solver, ``check`` and the emitters take."""
    if not isinstance(c, CanonicalLayout):
        raise UsageError(f"expected a CanonicalLayout, got {type(c).__name__}")
    return TextLayout(c.rows, c.cols, c.elem_bytes, text=text or c.describe(), canon=c)


def from_dict(p: dict, rows: int, cols: int, elem_bytes: int) -> TextLayout:
    """Rebuild a text layout from its ``params`` (the text, or failing that its canonical maps)."""
    text = p.get("text")
    cd = p.get("canonical")
    if isinstance(cd, dict):
        try:
            c = CanonicalLayout(cd["rows"], cd["cols"], cd["elem_bytes"], cd["a"],
                                tuple(tuple(x) if isinstance(x, list) else x for x in cd.get("pads", ())),
                                cd.get("b", ()))
        except (KeyError, TypeError):
            raise UsageError("layout: a canonical form needs rows, cols, elem_bytes and a")
        return from_canonical(c, text if isinstance(text, str) else "")
    if not isinstance(text, str):
        raise UsageError("a text layout needs its \"text\"")
    return parse_text_layout(text, rows, cols, elem_bytes)


def is_text_layout(spec: str) -> bool:
    s = spec.lstrip()
    name = re.sub(r"^(ttgl|gl|gluon)\.", "", s)
    return (s.startswith("#") or name.startswith(_GLUON) or s.startswith(("(", "Layout<", "composition(",
            "make_layout(")) or s.startswith(("Swizzle<", "Sw<")))


def parse_text_layout(spec: str, rows: int, cols: int, elem_bytes: int) -> TextLayout:
    if len(spec) > MAX_TEXT:
        raise UsageError(f"layout text longer than {MAX_TEXT} characters")
    s = spec.strip()
    m = re.match(r"#[\w.$-]+\s*=\s*(?=#ttg)", s)       # a whole alias line: '#shared = #ttg....'
    if m:
        s = s[m.end():]
    name = re.sub(r"^(ttgl|gl|gluon)\.", "", s)
    if s.startswith("#"):
        from ldsopt.layouts.triton_attrs import parse_attr
        canon = triton_canonical(parse_attr(s), rows, cols, elem_bytes)
    elif name.startswith(_GLUON):
        canon = triton_canonical(gluon_attr(name), rows, cols, elem_bytes)
    else:
        from ldsopt.layouts.cute_text import cute_canonical
        canon = cute_canonical(s, rows, cols, elem_bytes)
    return TextLayout(rows, cols, elem_bytes, text=" ".join(s.split()), canon=canon)


# ----------------------------------------------------------------------------- Triton / Gluon
def triton_canonical(attr, rows: int, cols: int, elem_bytes: int) -> CanonicalLayout:
    """A Triton shared layout over a ``rows x cols`` tile: ``A`` is the inverse of Triton's
    offset -> (dim0, dim1) linear layout; a padded layout adds its ``[interval:+pad]`` pairs
    (pads in elements, as Triton counts them)."""
    from ldsopt.layouts.gf2 import invert
    from ldsopt.layouts.triton_shared import padded_intervals, shared_ll
    for n, what in ((rows, "rows"), (cols, "cols")):
        if n & (n - 1):
            raise UsageError(f"Triton layouts need power-of-two tiles; {what} = {n}")
    ll = shared_ll(attr, [rows, cols], elem_bytes * 8)
    dims = ll.out_dims
    i0, i1 = dims.index("dim0"), dims.index("dim1")
    cb = ceil_log2(cols)
    pre = [(v[i0] << cb) | v[i1] for v in ll.basis("offset")]
    if len(pre) != cb + ceil_log2(rows):
        raise UsageError(f"{attr.kind}: {len(pre)} offset bits for a {rows}x{cols} tile")
    try:
        a = invert(pre)
    except ValueError:
        raise UsageError(f"#ttg.{attr.kind}: the layout maps two offsets to one element of the "
                         f"{rows}x{cols} tile (not a bijection)")
    pads = tuple((iv, pad * elem_bytes) for iv, pad in padded_intervals(attr)) \
        if attr.kind == "padded_shared" else ()
    return CanonicalLayout(rows, cols, elem_bytes, tuple(a), pads)


def _tuples(v):
    if isinstance(v, (list, tuple)):
        return tuple(_tuples(x) for x in v)
    return v


def gluon_attr(text: str):
    """A Gluon constructor call (``SwizzledSharedLayout(vec=8, ...)``) as the TTGIR attribute
    it prints as.  Only literal arguments are read (``ast.literal_eval``), nothing is run."""
    from ldsopt.layouts.triton_attrs import Attr
    try:
        node = ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        raise UsageError(f"cannot read the Gluon layout {text[:60]!r}")
    if not isinstance(node, ast.Call):
        raise UsageError(f"expected a Gluon layout call like SwizzledSharedLayout(vec=8, ...), got {text[:60]!r}")
    f = node.func
    fname = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
    cls = f.value.id if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) else fname
    try:
        args = [_tuples(ast.literal_eval(a)) for a in node.args]
        kw = {k.arg: _tuples(ast.literal_eval(k.value)) for k in node.keywords}
    except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
        raise UsageError(f"Gluon layout arguments must be literal numbers and lists: {text[:60]!r}")
    if cls not in _GLUON_KIND:
        raise UsageError(f"unknown Gluon layout {cls!r} (known: {', '.join(_GLUON)})")
    if fname == "with_identity_for":
        if cls != "PaddedSharedLayout" or len(args) + len(kw) < 3:
            raise UsageError("PaddedSharedLayout.with_identity_for(interval_padding_pairs, shape, order)")
        names = ("interval_padding_pairs", "shape", "order")
        kw = {**dict(zip(names, args)), **kw}
        args = []
    pos = {"SwizzledSharedLayout": ("vec", "per_phase", "max_phase", "order"),
           "AMDRotatingSharedLayout": ("vec", "per_phase", "max_phase", "order"),
           "NVMMASharedLayout": ("swizzle_byte_width", "element_bitwidth", "rank", "transposed", "fp4_padded"),
           "PaddedSharedLayout": ("interval_padding_pairs", "offset_bases", "cga_layout", "shape"),
           "SharedLinearLayout": ("offset_bases",)}[cls]
    if len(args) > len(pos):
        raise UsageError(f"{cls}: too many arguments")
    kw = {**dict(zip(pos, args)), **kw}
    params = []
    for k, v in kw.items():
        if k in _GLUON_IGNORED and not (k == "cga_layout" and v):
            continue
        key = _GLUON_KEY.get(k, k)
        if key == "intervals":
            if not isinstance(v, tuple) or not all(isinstance(p, tuple) and len(p) == 2 for p in v):
                raise UsageError(f"{cls}: interval_padding_pairs must be [[interval, pad], ...]")
        params.append((key, v))
    return Attr(_GLUON_KIND[cls], tuple(params))
