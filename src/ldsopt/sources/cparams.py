"""The parameter names of a kernel in a HIP / CUDA / OpenCL source, so that ``--arg NAME=VALUE``
names a kernel argument the way the source does, for every target (the AMD code object names its
arguments ``argN`` without debug information; SASS numbers them)."""

from __future__ import annotations

import re

from ldsopt.textsplit import split_top

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'", re.S)
_IDENT = re.compile(r"[A-Za-z_]\w*")


def _close(text: str, i: int) -> int:
    """The index of the ')' that closes the '(' at ``i``; -1 when unbalanced."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] in "([{":
            depth += 1
        elif text[j] in ")]}":
            depth -= 1
            if depth == 0:
                return j
    return -1


def kernel_params(text: str, name: str) -> list | None:
    """The parameter names of the definition of function ``name`` in ``text`` (None when there is
    no one definition); an unnamed parameter is "".

    >>> kernel_params("template <int S> __global__ void k(float* __restrict__ o, const int n, "
    ...               "float v[4]) { o[0] = n; }\\n__global__ void j(int) {}", "k")
    ['o', 'n', 'v']
    >>> kernel_params("__global__ void j(int) {}", "j"), kernel_params("void k();", "k")
    ([''], None)
    """
    code = _COMMENT.sub(lambda m: " " * len(m.group(0)), text)
    found = []
    for m in re.finditer(rf"\b{re.escape(name)}\s*\(", code):
        end = _close(code, m.end() - 1)
        if end < 0:
            continue
        after = code[end + 1:end + 400]
        # a definition: the body follows, after qualifiers or attributes only
        if not re.match(r"\s*(?:(?:const|noexcept|__attribute__\s*\(\(.*?\)\)|\w+)\s*)*\{", after, re.S):
            continue
        names = []
        for p in split_top(code[m.end():end]):
            p = re.split(r"=|\[", p)[0]
            ids = [x for x in _IDENT.findall(p) if x not in ("const", "volatile", "__restrict__", "restrict",
                                                             "__restrict", "__global", "__local", "global",
                                                             "local", "__constant", "constant", "struct",
                                                             "unsigned", "signed")]
            names.append(ids[-1] if len(ids) >= 2 else "")
        if names == [""] and code[m.end():end].strip() in ("", "void"):
            names = []
        found.append(names)
    return found[0] if len(found) == 1 or (found and all(f == found[0] for f in found)) else None
