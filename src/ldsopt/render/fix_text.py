"""The text of ``ldsopt fix``: per allocation of a :class:`ldsopt.fixes.results.FixResult`, the tile,
the change and its cost before and after; per source line, before and after."""

from __future__ import annotations


def format_text(res) -> str:
    """The report of a :func:`ldsopt.fix` result, as ``ldsopt fix`` prints it."""
    lines = []
    for a in res.allocations:
        head = f"{a.name} ({a.source}, kernel {a.kernel}): "
        b = a.before
        if a.tile is not None:
            lines.append(f"{a.name}: tile {a.tile.describe()}")
        if not a.change or not a.after:
            lines.append(head + f"{b['cycles']} cycles, {b['conflicts']} conflict cycles: {a.reason}")
            continue
        af = a.after or {}
        lines.append(head + f"{a.change}: {a.layout}")
        nbytes = (f", LDS bytes {a.bytes_before} -> {a.bytes_after}"
                  if a.bytes_before is not None or a.bytes_after is not None else "")
        import textwrap
        lines += textwrap.wrap(f"cycles {b['cycles']} -> {af.get('cycles')}, conflicts {b['conflicts']} -> "
                               f"{af.get('conflicts')}{nbytes}, "
                               f"{'verified' if a.verified else 'NOT verified'}"
                               + ("" if a.verified and a.change != "config" else f": {a.reason}"),
                               100, initial_indent="  ", subsequent_indent="    ", break_on_hyphens=False)
    if res.lines_after:
        try:
            from ldsopt.inputs import read_text
            src = read_text(res.path, "source").splitlines()
        except Exception:  # noqa: BLE001 - the table without the text
            src = []
        lines.append("per source line (cycles / conflicts, before -> after):")
        for ln in sorted(x for x in set(res.lines_before) | set(res.lines_after) if x is not None):
            cb, ib = res.lines_before.get(ln, (0, 0))
            ca, ia = res.lines_after.get(ln, (0, 0))
            text = src[ln - 1].strip()[:60] if 0 < ln <= len(src) else ""
            lines.append(f"  line {ln:>5}: {cb:>6} / {cb - ib:<6} -> {ca:>6} / {ca - ia:<6} {text}")
    return "\n".join(lines)
