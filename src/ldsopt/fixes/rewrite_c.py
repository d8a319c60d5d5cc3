"""The layout change of one shared array written into its C-family source (HIP, CUDA, OpenCL C).

- pad: the declared last dimension ``[D]`` becomes ``[D + P]``; nothing else changes.
- xor: at every subscript ``a[...][R][C]`` the last index becomes
  ``(C) ^ (((R) >> s) & m) << t)``: a permutation of each row's storage (the layout's conditions
  keep every column inside its row and every vector's elements together), applied identically at
  every access, so the program reads back what it wrote: correct by construction.

A one-dimensional array has no declared row: its layouts act on the flat index ``E`` of every
subscript ``a[E]`` (:func:`flat_index`, rows of the layout's ``row`` elements):

- pad: ``a[E + (E >> log2 W) * P]`` (``E / W * P`` for a row that is not a power of two), and the
  declared size ``[N]`` becomes ``[N + G]`` with ``G = ((N - 1) / W) * P`` (the last element's
  new place plus one);
- xor: ``a[E ^ (((E >> (log2 W + s)) & m) << t)]``: the bits flipped lie below ``log2 W``, so each
  element stays in its row of ``W`` (``W`` divides ``N``) and each vector stays together.

``E`` appears twice, so a subscript with side effects is refused for both.

Both are refused, with the reason, when some use of the array does not go through a full
subscript (the array decaying to a pointer, a row used as a pointer, ``&`` of an element, a use in
a macro): pointer arithmetic or a cast would see the old layout.  The XOR is also refused when a row
index has side effects (it is evaluated twice).

>>> from ldsopt.fixes.csource import shared_arrays
>>> from ldsopt.allocation.layouts import Layout
>>> src = "__shared__ float t[32][32];\\nt[y][x] = t[x][y];\\n"
>>> (arr,) = shared_arrays(src)
>>> print(rewrite(src, arr, Layout("pad", pad=1)), end="")
__shared__ float t[32][32 + 1];
t[y][x] = t[x][y];
>>> print(rewrite(src, arr, Layout("xor", bits=5)), end="")
__shared__ float t[32][32];
t[y][x ^ (y & 31)] = t[x][y ^ (x & 31)];
"""

from __future__ import annotations

import difflib
import re

from ldsopt.errors import Unsatisfiable

_SIMPLE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*$|^\d+$")


def _paren(e: str) -> str:
    return e if _SIMPLE.match(e) else f"({e})"


def refusal(arr, lay) -> str | None:
    """Why `lay` cannot be written into `arr`'s source, or None."""
    bad = [u for u in arr.uses if not u.ok]
    if bad:
        return bad[0].reason
    if not arr.dims[-1]:
        return (f"`{arr.name}` is declared without a size (dynamic shared memory, its bytes set by the launch): "
                "a padding cannot grow it and an XOR cannot be shown to stay inside it")
    spans = sorted((u.index_spans[0][0], u.index_spans[-1][1], u.line) for u in arr.uses)
    inner = next((b for a, b in zip(spans, spans[1:]) if b[0] < a[1]), None)
    if inner:
        return (f"a subscript of `{arr.name}` on line {inner[2]} lies inside another subscript of it: the "
                "index is read from the array itself")
    if lay.change == "pad" and arr.sized_on:
        return (f"`sizeof` of `{arr.name}` on line {arr.sized_on[0]}: a padding changes the size the kernel "
                "computes with")
    flat = len(arr.dims) == 1
    if lay.change == "xor" or flat:
        fx = [u for u in arr.uses if u.side_effects]
        if fx:
            what = "its index" if flat else "its row index"
            return (f"a subscript of `{arr.name}` on line {fx[0].line} has side effects (++, an assignment "
                    f"or a call): the {'XOR' if lay.change == 'xor' else 'padding'} would evaluate {what} twice")
    return None


def flat_index(e: str, lay) -> str:
    """The subscript of a one-dimensional array under the flat layout `lay` (its ``row`` set),
    for the index expression `e`.

    >>> from ldsopt.allocation.layouts import Layout
    >>> flat_index("l*8 + i", Layout("xor", bits=3, row=32))
    '(l*8 + i) ^ (((l*8 + i) >> 5) & 7)'
    >>> flat_index("t", Layout("xor", shift=1, bits=2, to=2, row=8))
    't ^ (((t >> 4) & 3) << 2)'
    >>> flat_index("t", Layout("pad", pad=1, row=32)), flat_index("t", Layout("pad", pad=4, row=33))
    ('t + (t >> 5)', 't + t / 33 * 4')
    """
    e = _paren(e)
    w = lay.row
    pow2 = w & (w - 1) == 0
    if lay.change == "pad":
        row = f"({e} >> {w.bit_length() - 1})" if pow2 else f"{e} / {w}"
        return f"{e} + {row}" if lay.pad == 1 else f"{e} + {row} * {lay.pad}"
    if lay.change == "xor" and pow2:
        x = f"({e} >> {w.bit_length() - 1 + lay.shift}) & {(1 << lay.bits) - 1}"
        return f"{e} ^ (({x}) << {lay.to})" if lay.to else f"{e} ^ ({x})"
    raise Unsatisfiable(f"no flat-index form of a {lay.change!r} layout on rows of {w}")


def rewrite(text: str, arr, lay) -> str:
    """`text` with `lay` (a :class:`ldsopt.allocation.layouts.Layout`, pad or xor) applied to `arr`."""
    why = refusal(arr, lay)
    if why:
        raise Unsatisfiable(why)
    edits = []
    if len(arr.dims) == 1:
        if not lay.row:
            raise Unsatisfiable(f"`{arr.name}` is one-dimensional: a layout of its flat index is needed")
        for u in arr.uses:
            s, e = u.index_spans[0]
            edits.append((s, e, flat_index(text[s:e].strip(), lay)))
        if lay.change == "pad":
            s, e = arr.dim_spans[0]
            edits.append((s, e, f"{_paren(text[s:e].strip())} + {lay.grow}"))
    elif lay.change == "pad":
        s, e = arr.dim_spans[-1]
        d = text[s:e].strip()
        edits.append((s, e, f"{_paren(d) if not _SIMPLE.match(d) else d} + {lay.pad}"))
    elif lay.change == "xor":
        for u in arr.uses:
            (rs, re_), (cs, ce) = u.index_spans[-2], u.index_spans[-1]
            row, col = text[rs:re_].strip(), text[cs:ce].strip()
            edits.append((cs, ce, lay.expr(_paren(row), _paren(col))))
    else:
        raise Unsatisfiable(f"no source change for a {lay.change!r} layout")
    out = text
    for s, e, new in sorted(edits, reverse=True):
        out = out[:s] + new + out[e:]
    return out


def unified_diff(old: str, new: str, name: str) -> str:
    """A unified diff of `old` -> `new` for file `name` that ``patch -p1`` applies in its folder."""
    d = difflib.unified_diff(old.splitlines(True), new.splitlines(True), f"a/{name}", f"b/{name}")
    out = []
    for line in d:
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out)
