"""Splitting instruction and attribute text at top-level separators (outside brackets), shared by
the SASS and TTGIR readers."""

from __future__ import annotations


def split_top(text: str, sep: str = ",", opens: str = "<[{(", closes: str = ">]})") -> list:
    """``text`` cut at every ``sep`` outside brackets, each piece stripped; an empty last piece is
    dropped.  Unbalanced closers never make the depth negative."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in opens:
            depth += 1
        elif ch in closes:
            depth = max(depth - 1, 0)
        if ch == sep and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out
