"""Before/after of two static analyses (two sources, two compiled kernels, or one of each): per
source line, the LDS cycles and conflict cycles of one workgroup, regressions marked.

Lines are matched by what they are, not by their numbers: the line's source text when it can be
read (the source given, or the file the debug info names next to a compiled input), else the
shared-memory instructions issued for it.  A sequence alignment of the two kernels' lines pairs
them, so a finding that only moved (an edit above it, other debug info) is one unchanged line, not
one resolved and one new.

>>> d = line_diff([("a[i]", 2, 64, 2), ("b[j]", 3, 4, 4)], [("a[i]", 2, 2, 2), ("b[j]", 9, 4, 4)])
>>> [(r["line_before"], r["line_after"], r["status"]) for r in d]
[(2, 2, 'improved'), (3, 9, 'same')]
"""

from __future__ import annotations

import difflib
import os

from ldsopt.errors import UsageError
from ldsopt.allocation.accesses import cost
from ldsopt.fixes.build import COMPILED_SUFFIXES, SOURCE_SUFFIXES, kernels_of
from ldsopt.fixes.problem import lane_accesses



def _named(path: str) -> str:
    """The name that tells the kind: FILE.orig (kept by `ldsopt fix --apply`) is FILE."""
    return path[:-5] if path.endswith(".orig") else path


def is_static_input(path: str) -> bool:
    """A file `ldsopt diff` compares statically (a kernel source or compiled code, or its .orig)."""
    return os.path.isfile(path) and _named(path).lower().endswith(SOURCE_SUFFIXES + COMPILED_SUFFIXES)


def _line_text(path: str, src: str | None, cache: dict) -> str | None:
    if not src or ":" not in src:
        return None
    f, _, ln = src.rpartition(":")
    base = os.path.basename(f)
    here = os.path.dirname(os.path.abspath(path))
    cand = [path] if os.path.basename(_named(path)) == base else [os.path.join(here, base)]
    for c in cand:
        if c not in cache:
            try:
                from ldsopt.inputs import read_text
                cache[c] = read_text(c, "source").splitlines()
            except (UsageError, OSError):
                cache[c] = None
        lines = cache[c]
        if lines and ln.isdigit() and 0 < int(ln) <= len(lines):
            return lines[int(ln) - 1].strip()
    return None


def kernel_lines(path: str, kern) -> list:
    """[(text, instructions, line, cycles, ideal)] per source line of one analysed kernel, in line
    order: the line's text (None when it cannot be read) and its shared-memory opcodes."""
    accesses, _ = lane_accesses(kern)
    by: dict = {}
    cache: dict = {}
    for a in accesses:
        c, i = cost(a)
        ln = a.line or 0
        e = by.setdefault(ln, [0, 0, [], a.source])
        e[0] += c
        e[1] += i
        e[2].append(" ".join(a.isa.split()[:1]))
    out = []
    for ln in sorted(by):
        c, i, ops, src = by[ln]
        out.append((_line_text(path, src, cache), "instructions: " + " ".join(ops), ln, c, i))
    return out


def keyed(before: list, after: list) -> tuple:
    """The two kernels' lines as (key, line, cycles, ideal): keyed by source text when every line of
    both has one, else by the shared-memory instructions of the line (one kind of key for both)."""
    text = all(t is not None for t, *_ in before + after)
    pick = (lambda r: (r[0] if text else r[1], *r[2:]))
    return [pick(r) for r in before], [pick(r) for r in after]


def line_diff(before: list, after: list) -> list:
    """Rows of the per-line comparison of two [(key, line, cycles, ideal)] lists (see the module
    docstring); ``status``: improved, same, worse (a regression), resolved, new (a regression when
    it conflicts) or gone."""
    sm = difflib.SequenceMatcher(a=[k for k, *_ in before], b=[k for k, *_ in after], autojunk=False)
    rows = []

    def row(b, a):
        cb, ib = (b[2], b[3]) if b else (0, 0)
        ca, ia = (a[2], a[3]) if a else (0, 0)
        if b and a:
            st = "improved" if (ca, ca - ia) < (cb, cb - ib) and ca <= cb else \
                "worse" if ca > cb or ca - ia > cb - ib else "same"
        elif b:
            st = "gone"
        else:
            st = "new"
        return {"text": (a or b)[0], "line_before": b[1] if b else None, "line_after": a[1] if a else None,
                "before": {"cycles": cb, "ideal": ib, "conflicts": cb - ib},
                "after": {"cycles": ca, "ideal": ia, "conflicts": ca - ia}, "status": st,
                "regression": st == "worse" or (st == "new" and ca > ia)}
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal" or (tag == "replace" and i2 - i1 == j2 - j1):
            for x, y in zip(before[i1:i2], after[j1:j2]):
                rows.append(row(x, y))
        else:
            rows.extend(row(x, None) for x in before[i1:i2])
            rows.extend(row(None, y) for y in after[j1:j2])
    return rows


def _arch_of(k) -> str | None:
    """The target an analysed kernel was compiled for (an AMD or NVIDIA record's ``arch``)."""
    return getattr(k, "arch", None)


def static_diff(a: str, b: str, *, arch: str | None = None, kernel: str | None = None, block=None) -> dict:
    """{"kernels": [{"before", "after", "lines": [...]}], "regressions": n} for inputs `a`, `b`."""
    ka = kernels_of(a, arch, kernel, block)
    kb = kernels_of(b, arch, kernel, block)
    pairs = []
    if len(ka) == 1 and len(kb) == 1:
        pairs = [(ka[0], kb[0])]
    else:
        # one kernel compiled for several arches: each arch's before beside the same arch's after
        names = {(n, _arch_of(k)): k for n, k in kb}
        pairs = [((n, k), (n, names[n, _arch_of(k)])) for n, k in ka if (n, _arch_of(k)) in names]
        if not pairs:
            raise UsageError(f"no kernel of {a} has a namesake in {b}: give kernel=")
        if len({_arch_of(k) for _, k in ka}) > 1:         # say which arch each comparison is
            pairs = [((f"{na} [{_arch_of(xa)}]", xa), (f"{nb} [{_arch_of(xb)}]", xb))
                     for (na, xa), (nb, xb) in pairs]
    out = []
    nreg = 0
    for (na, xa), (nb, xb) in pairs:
        rows = line_diff(*keyed(kernel_lines(a, xa), kernel_lines(b, xb)))
        nreg += sum(r["regression"] for r in rows)
        out.append({"before": na, "after": nb, "lines": rows})
    return {"kernels": out, "regressions": nreg}


def format_diff(d: dict) -> str:
    lines = []
    for k in d["kernels"]:
        lines.append(f"{k['before']}" + (f" -> {k['after']}" if k["after"] != k["before"] else ""))
        lines.append(f"  {'line':>11}  {'cycles':>13}  {'conflicts':>13}  status")
        for r in k["lines"]:
            lb = r["line_before"] if r["line_before"] is not None else "-"
            la = r["line_after"] if r["line_after"] is not None else "-"
            b, a = r["before"], r["after"]
            mark = "REGRESSION" if r["regression"] else r["status"]
            lines.append(f"  {lb!s:>5}->{la!s:<5}  {b['cycles']:>6}->{a['cycles']:<6}  "
                         f"{b['conflicts']:>6}->{a['conflicts']:<6}  {mark:<10}  {r['text'][:60]}")
    lines.append(f"{d['regressions']} regression(s)")
    return "\n".join(lines)
