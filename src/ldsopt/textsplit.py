"""Splitting instruction and attribute text at top-level separators (outside brackets), shared by
the SASS and TTGIR readers."""

from __future__ import annotations

import functools
import re


@functools.lru_cache(maxsize=32)
def _specials(sep: str, opens: str, closes: str) -> re.Pattern:
    return re.compile("[" + re.escape(sep + opens + closes) + "]")


def split_top(text: str, sep: str = ",", opens: str = "<[{(", closes: str = ">]})") -> list:
    """``text`` cut at every ``sep`` outside brackets, each piece stripped; an empty last piece is
    dropped.  Unbalanced closers never make the depth negative.

    >>> split_top("R1, [R2+0x10], c[0x0][0x160]")
    ['R1', '[R2+0x10]', 'c[0x0][0x160]']
    """
    if len(sep) == 1 and not any(ch in text for ch in opens):   # no bracket: every separator is top-level
        out = [piece.strip() for piece in text.split(sep)]
        if not out[-1]:
            out.pop()
        return out
    out, depth, start = [], 0, 0
    for m in _specials(sep, opens, closes).finditer(text):   # only brackets and separators
        ch = m.group()
        if ch in opens:
            depth += 1
        elif ch in closes:
            depth = max(depth - 1, 0)
        if ch == sep and depth == 0:
            out.append(text[start:m.start()].strip())
            start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out
