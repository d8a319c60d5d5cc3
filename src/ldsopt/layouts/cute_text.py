"""CuTe layouts read from their text, into the canonical form.

Read: ``(64,64):(64,1)`` and nested modes such as ``((8,8),64):((64,512),1)`` (CuTe's
``shape:stride``, first sub-mode fastest), ``Layout<Shape<_64,_64>,Stride<_64,_1>>{}``,
``make_layout(make_shape(64,64),make_stride(64,1))``, the swizzled forms ``Swizzle<3,3,3> o
LAYOUT`` (also CuTe's printed ``Sw<3,3,3> o _0 o LAYOUT``) and ``composition(Swizzle<3,3,3>{},
LAYOUT)``, and ``Swizzle<3,3,3>`` alone over the row-major tile.  Integers may be written ``64``,
``_64`` or ``Int<64>{}``.  A layout is over elements (as CuTe's are) and rank 2: mode 0 is the
tile's rows, mode 1 its columns.

A mode maps its coordinate to ``sum(coord_k * stride_k)`` over its sub-modes.  Sub-modes that
continue one stride (``stride_{k+1} = stride_k * size_k``) merge; what is left must be one
row-major or column-major stride (with any padding), or power-of-two sizes and strides over
disjoint address bits (then the sum is an XOR: a GF(2) map).  Anything else is refused with one
line rather than modelled approximately.
"""

from __future__ import annotations

import re

from ldsopt.errors import UsageError
from ldsopt.layouts.canonical import CanonicalLayout, ceil_log2

_SWZ = re.compile(r"(?:Swizzle|Sw)<(-?\d+),(-?\d+),(-?\d+)>(?:\{\})?")
MAX_DEPTH = 8


def _norm(s: str) -> str:
    s = "".join(s.split())
    s = re.sub(r"Int<(\d+)>(\{\})?", r"\1", s)
    return re.sub(r"_(\d+)(\{\})?", r"\1", s)


def _tuple(s: str, i: int = 0, depth: int = 0):
    """An integer or a parenthesised tuple of them (nested) starting at ``s[i]``: (value, end)."""
    if depth > MAX_DEPTH:
        raise UsageError("CuTe layout nested too deeply")
    if i < len(s) and s[i] == "(":
        out, i = [], i + 1
        while True:
            v, i = _tuple(s, i, depth + 1)
            out.append(v)
            if i < len(s) and s[i] == ",":
                i += 1
                continue
            if i < len(s) and s[i] == ")":
                return tuple(out), i + 1
            raise UsageError(f"cannot read the CuTe tuple {s[:60]!r}")
    m = re.match(r"\d{1,9}", s[i:])
    if not m:
        raise UsageError(f"cannot read the CuTe layout {s[:60]!r}: expected a number at {s[i:i + 10]!r}")
    return int(m.group()), i + m.end()


def _parse_layout(s: str):
    """``(shape, stride)`` (nested tuples) of a normalised CuTe layout text."""
    m = re.fullmatch(r"Layout<(Shape<.*>),(Stride<.*>)>(?:\{\})?", s) or \
        re.fullmatch(r"make_layout\((make_shape\(.*\)),(make_stride\(.*\))\)", s)
    if m:
        def conv(t):
            return re.sub(r"(Shape|Stride)<", "(", re.sub(r"make_(shape|stride)\(", "(", t)).replace(">", ")")
        shape, stride = conv(m.group(1)), conv(m.group(2))
    else:
        shape, sep, stride = s.partition(":")
        if not sep:
            raise UsageError(f"cannot read the CuTe layout {s[:60]!r}: give SHAPE:STRIDE, e.g. (64,64):(64,1)")
    out = []
    for t in (shape, stride):
        v, end = _tuple(t)
        if end != len(t):
            raise UsageError(f"cannot read the CuTe layout {s[:60]!r}: trailing {t[end:end + 10]!r}")
        out.append(v)
    return out[0], out[1]


def _leaves(shape, stride, where: str) -> list:
    """The (size, stride) leaves of one mode, first (fastest) first, with continuing leaves merged."""
    def flat(sh, st):
        if isinstance(sh, tuple) != isinstance(st, tuple) or (isinstance(sh, tuple) and len(sh) != len(st)):
            raise UsageError(f"CuTe {where}: shape and stride do not have the same form")
        if isinstance(sh, tuple):
            return [x for a, b in zip(sh, st) for x in flat(a, b)]
        if sh <= 0:
            raise UsageError(f"CuTe {where}: sizes must be positive")
        return [(sh, st)] if sh > 1 else []
    out = []
    for size, st in flat(shape, stride):
        if out and out[-1][1] * out[-1][0] == st:
            out[-1] = (out[-1][0] * size, out[-1][1])
        else:
            out.append((size, st))
    return out


def _pow2(x: int) -> bool:
    return x > 0 and x & (x - 1) == 0


def cute_canonical(text: str, rows: int, cols: int, elem_bytes: int) -> CanonicalLayout:
    from ldsopt.layouts.convert import _row_pads, _swizzle_b
    s = _norm(text)
    swz, base = None, s
    m = re.fullmatch(r"composition\((.*)\)", s)
    if m:
        inner = m.group(1)
        sm = _SWZ.match(inner)
        if not sm or inner[sm.end():sm.end() + 1] != ",":
            raise UsageError("composition(Swizzle<B,M,S>{}, LAYOUT) is the composition form read")
        swz, base = sm, inner[sm.end() + 1:]
    else:
        sm = _SWZ.match(s)
        if sm:
            rest = s[sm.end():]
            if rest.startswith("o0o"):                  # CuTe prints a zero offset: Sw<..> o _0 o L
                rest = rest[2:]
            if rest and not rest.startswith("o"):
                raise UsageError(f"after Swizzle<B,M,S> give 'o LAYOUT', got {rest[:30]!r}")
            swz, base = sm, rest[1:]
    cb, rb = ceil_log2(cols), ceil_log2(rows)
    if not base:
        a, pads = tuple(1 << i for i in range(cb + rb)), _row_pads(cols, elem_bytes, cols * elem_bytes, rows)
    else:
        shape, stride = _parse_layout(base)
        if not isinstance(shape, tuple) or len(shape) != 2 or not isinstance(stride, tuple) or len(stride) != 2:
            raise UsageError("a CuTe layout of a tile has two modes: (ROWS,COLS):(ROW_STRIDE,COL_STRIDE)")
        rl, cl = _leaves(shape[0], stride[0], "rows"), _leaves(shape[1], stride[1], "cols")
        nr, nc = _size(rl), _size(cl)
        if (nr, nc) != (rows, cols):
            raise UsageError(f"the CuTe layout's shape ({nr},{nc}) is not the {rows}x{cols} tile")
        a, pads = _base_map(rl, cl, rows, cols, elem_bytes, _row_pads)
    b = ()
    if swz:
        B, M, S = (int(x) for x in swz.groups())
        if not (0 <= B <= 16 and 0 <= M <= 16 and B <= S <= 16):
            raise UsageError(f"Swizzle<{B},{M},{S}>: needs 0 <= B <= S <= 16 and 0 <= M <= 16")
        b = _swizzle_b(B, M, S, elem_bytes.bit_length() - 1)
    return CanonicalLayout(rows, cols, elem_bytes, a, pads, b)


def _size(leaves) -> int:
    n = 1
    for size, _ in leaves:
        n *= size
    return n


def _base_map(rl, cl, rows, cols, eb, row_pads):
    cb, rb = ceil_log2(cols), ceil_log2(rows)
    if len(rl) <= 1 and len(cl) <= 1:
        (s0,) = [st for _, st in rl] or [cols]
        (s1,) = [st for _, st in cl] or [1]
        if s1 == 1 and s0 >= cols:
            return tuple(1 << i for i in range(cb + rb)), row_pads(cols, eb, s0 * eb, rows)
        if s0 == 1 and s1 >= rows:
            a = tuple(1 << (rb + j) for j in range(cb)) + tuple(1 << i for i in range(rb))
            return a, (() if cols == 1 or s1 == 1 << rb else ((1 << rb, (s1 - (1 << rb)) * eb),))
    # power-of-two sizes and strides: each coordinate bit adds one stride bit; exact when the
    # bits are distinct (no carries)
    imgs = []
    for leaves in (cl, rl):
        for size, st in leaves:
            if not (_pow2(size) and _pow2(st)):
                raise UsageError(f"CuTe sub-mode {size}:{st}: only row-major or column-major strides, or "
                                 "power-of-two sizes and strides, are modelled")
            imgs += [st << i for i in range(size.bit_length() - 1)]
    if len(set(imgs)) != len(imgs) or any(bin(v).count("1") != 1 for v in imgs):
        raise UsageError("CuTe layout: two coordinates share an address bit (not a bijection "
                         "that ldsopt models)")
    if len(imgs) != cb + rb:
        raise UsageError("CuTe layout: power-of-two modes need a power-of-two tile")
    return tuple(imgs), ()
