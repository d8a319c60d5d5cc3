"""Text output: result tables, per-phase bank maps, and :func:`printable`, the one escaping helper
for text that comes from inputs (kernel names, ISA lines, file names, user strings) before it goes
to a terminal."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ldsopt.core.simulate import SimResult

# C0 controls (but tab and newline), DEL, C1 controls, and the Unicode bidirectional / invisible
# formatting characters that can reorder or hide what a terminal shows (the "Trojan Source" set)
_UNSAFE_CHARS = ("\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e"
                 "\u2060-\u2069\ufeff\ufff9-\ufffb")
_UNSAFE = re.compile(f"[{_UNSAFE_CHARS}]")
_UNSAFE_LINE = re.compile(f"[{_UNSAFE_CHARS}\n]")


def printable(text, newlines: bool = False) -> str:
    r"""``text`` (any value; ``str()`` of it) safe to print to a terminal: control characters,
    escape sequences and bidirectional-override characters are shown as ``\xNN`` / ``\uNNNN``
    instead of being sent raw.  Tabs are kept; newlines are kept only when ``newlines`` is true
    (by default they show as ``\n``, so that one input string stays one output line).

    >>> print(printable("kern\x1b[2Jel"))
    kern\x1b[2Jel
    """
    s = text if isinstance(text, str) else str(text)
    pat = _UNSAFE if newlines else _UNSAFE_LINE
    if not pat.search(s):
        return s
    return pat.sub(_escape_char, s)


def _escape_char(m) -> str:
    o = ord(m.group(0))
    if o == 10:
        return "\\n"
    return f"\\x{o:02x}" if o < 0x100 else f"\\u{o:04x}"


class SafeStream:
    """A text stream that passes what is written through :func:`printable` (newlines and tabs
    kept): the command line puts one around standard output and standard error while a command
    runs, so that no text from an input (kernel names, SASS cells, ``loc`` strings, a tool's
    output) reaches the terminal as a raw escape sequence, whichever code path printed it.
    ``raw`` is the stream beneath, for the progress line's own cursor controls."""

    def __init__(self, raw):
        self.raw = raw

    def write(self, s) -> int:
        self.raw.write(printable(s, newlines=True))
        return len(s)

    def writelines(self, lines) -> None:
        for s in lines:
            self.write(s)

    def __getattr__(self, name):
        return getattr(self.raw, name)


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def lane_ranges(lanes) -> str:
    """[0,1,2,3,20,21] -> '0-3,20-21'."""
    xs = sorted(set(int(x) for x in lanes))
    out, i = [], 0
    while i < len(xs):
        j = i
        while j + 1 < len(xs) and xs[j + 1] == xs[j] + 1:
            j += 1
        out.append(f"{xs[i]}" if i == j else f"{xs[i]}-{xs[j]}")
        i = j + 1
    return ",".join(out)


def summary_line(res: "SimResult") -> str:
    ways = f", worst phase {res.ways}-way" if res.conflicts else ""
    return (f"{res.arch} {res.op}: cycles {res.cycles}, ideal {res.ideal}, "
            f"conflicts {res.conflicts}{ways}")


WIDTH = 100   # columns: every table and line the commands print fits in this


def wrap(text: str, width: int = WIDTH, indent: str = "    ") -> str:
    """One paragraph folded to ``width`` columns, later lines indented by ``indent``."""
    import textwrap
    return "\n".join(textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False)) or text


def clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` columns, ending in ``...`` when cut."""
    return text if len(text) <= width else text[:max(0, width - 3)] + "..."


def _digit(n: int) -> str:
    return _DIGITS[min(n, len(_DIGITS) - 1)]


def bank_map(res: "SimResult", max_conflict_lines: int = 8, width: int = WIDTH) -> str:
    """Per-phase map: for each phase one character per bank (number of distinct words that bank
    serves; '.' idle; a bank serving 2+ words is a conflict), then the conflicting banks with the
    lanes and addresses behind them.  Lines fit in ``width`` columns (lane lists are cut with
    ``...``; ``--json`` has them whole); every letter used for a count is in the legend."""
    nb = res.banks
    lw = max(9, min(24, width - 21 - nb))           # lanes column
    lines = []
    head = "".join(str(b // 10) if b % 10 == 0 else " " for b in range(nb))
    lines.append(f"{'phase':>5} {'lanes':<{lw}} {'cyc':>4} {'ideal':>5}  banks 0..{nb - 1}")
    lines.append(f"{'':>5} {'':<{lw}} {'':>4} {'':>5}  {head}".rstrip())
    detail = []
    used = set()
    for p in res.phases:
        row = []
        bc_banks = set()
        for la in p.lanes:
            if la.broadcast:
                bc_banks.update(la.banks)
        for b in range(nb):
            n = len(p.bank_words.get(b, ()))
            ch = "." if n == 0 else _digit(n)
            if n == 1 and b in bc_banks:
                ch = "*"
            if ch.isalpha():
                used.add(min(n, len(_DIGITS) - 1))
            row.append(ch)
        slot_tag = ""
        if any(la.slot for la in p.lanes):
            slot_tag = " (addr1)"
        lanes = clip(lane_ranges(la.lane for la in p.lanes) + slot_tag, lw)
        lines.append(f"{p.index:>5} {lanes:<{lw}} {p.cycles:>4} {p.ideal:>5}  {''.join(row)}")
        groups: dict = {}
        for b, words in sorted(p.bank_words.items()):
            if len(words) > 1:
                key = tuple(tuple(sorted(la.lane + 64 * la.slot for la in p.lanes if w in la.words))
                            for w in words)
                groups.setdefault(key, []).append((b, words))
        for key, banks in groups.items():
            if len(detail) >= max_conflict_lines:
                break
            b0, words = banks[0]
            head_ = (f"  phase {p.index} bank{'s' if len(banks) > 1 else ''} "
                     f"{lane_ranges(b for b, _ in banks)}: {len(words)}-way: ")
            who = []
            for w, ls in zip(words, key):
                la = next(x for x in p.lanes if w in x.words)
                who.append(f"lane{'s' if len(ls) > 1 else ''} {lane_ranges(x % 64 for x in ls)} @ {la.address}")
            detail.append(_fit_list(head_, who, width))
    legend = ". idle, 1-9 distinct words a bank serves (>1: a conflict), * one word broadcast"
    if used:
        top = len(_DIGITS) - 1
        legend += ", " + ", ".join(f"{_DIGITS[n]} = {n}" + (" or more" if n == top else "") for n in sorted(used))
    lines.append(wrap("(" + legend + ")", width, " "))
    if detail:
        lines.append("conflicts:")
        lines.extend(detail)
        total = sum(1 for p in res.phases for w in p.bank_words.values() if len(w) > 1)
        lines.append(f"  ({total} conflicting bank-phase pairs in all)")
    return "\n".join(lines)


def _fit_list(head: str, items: list, width: int) -> str:
    """``head`` and as many of ``items`` (comma-separated) as fit in ``width``, then how many more."""
    out = head
    for i, it in enumerate(items):
        more = f", ... ({len(items) - i} more)" if i else f"... ({len(items)} in all)"
        sep = ", " if i else ""
        rest_fits = len(out) + len(sep) + len(it) + (len(f", ... ({len(items) - i - 1} more)") if i + 1 < len(items) else 0)
        if rest_fits > width:
            return out + more if len(out) + len(more) <= width else clip(out, width)
        out += sep + it
    return out


def table(rows: list, columns: list, headers: dict | None = None) -> str:
    """Plain fixed-width table of dict rows (``headers`` renames columns for display)."""
    headers = headers or {}
    names = [str(headers.get(c, c)) for c in columns]
    widths = [max(len(n), *(len(str(r.get(c, ""))) for r in rows)) for n, c in zip(names, columns)]
    out = ["  ".join(n.ljust(w) for n, w in zip(names, widths)).rstrip(),
           "  ".join("-" * w for w in widths)]
    for r in rows:
        out.append("  ".join(str(r.get(c, "")).ljust(w) for c, w in zip(columns, widths)).rstrip())
    return "\n".join(out)
