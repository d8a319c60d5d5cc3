"""The layout change of one shared array written into its C-family source (HIP, CUDA, OpenCL C).

- pad: the declared last dimension ``[D]`` becomes ``[D + P]``; nothing else changes.
- xor: at every subscript ``a[...][R][C]`` the last index becomes
  ``(C) ^ (((R) >> s) & m) << t)``: a permutation of each row's storage (the layout's conditions
  keep every column inside its row and every vector's elements together), applied identically at
  every access, so the program reads back what it wrote: correct by construction.

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
        return f"`{arr.name}` is declared without a size (dynamic shared memory): its layout is not in the declaration"
    if len(arr.dims) < 2:
        return f"`{arr.name}` is one-dimensional: its rows are computed by the kernel, not declared"
    if lay.change == "xor":
        fx = [u for u in arr.uses if u.side_effects]
        if fx:
            return (f"a subscript of `{arr.name}` on line {fx[0].line} has side effects (++, an assignment "
                    "or a call): the XOR would evaluate its row index twice")
    return None


def rewrite(text: str, arr, lay) -> str:
    """`text` with `lay` (a :class:`ldsopt.allocation.layouts.Layout`, pad or xor) applied to `arr`."""
    why = refusal(arr, lay)
    if why:
        raise Unsatisfiable(why)
    edits = []
    if lay.change == "pad":
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
