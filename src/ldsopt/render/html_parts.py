"""Small HTML building blocks shared by the report pages (`html.py`, `html_diagnose.py`): escaping,
numbers, tables, inline SVG figures.  Every value is HTML-escaped."""

from __future__ import annotations

from html import escape


def _e(x) -> str:
    return escape("" if x is None else str(x), quote=True)


def _num(x) -> str:
    if isinstance(x, bool) or x is None:
        return _e(x if x is not None else "-")
    if isinstance(x, int):
        return f"{x:,}"
    if isinstance(x, float):
        return f"{x:,.4g}" if abs(x) < 1e6 else f"{x:,.0f}"
    return _e(x)


def _table(headers, rows, tid: str = "", cls: str = "", row_cls=None, num_cols=()) -> str:
    """rows: lists of already-escaped HTML cell contents."""
    attrs = (f' id="{tid}"' if tid else "") + (f' class="{cls}"' if cls else "")
    out = [f"<table{attrs}><thead><tr>" + "".join(f"<th>{_e(h)}</th>" for h in headers) + "</tr></thead><tbody>"]
    for i, r in enumerate(rows):
        rc = row_cls(i) if row_cls else ""
        out.append(f'<tr{f" class={chr(34)}{rc}{chr(34)}" if rc else ""}>'
                   + "".join(f'<td class="num">{c}</td>' if j in num_cols else f"<td>{c}</td>"
                             for j, c in enumerate(r)) + "</tr>")
    out.append("</tbody></table>")
    return "\n".join(out)


def _kv_table(pairs, tid: str = "summary") -> str:
    return (f'<table id="{tid}"><tbody>'
            + "".join(f"<tr><th>{_e(k)}</th><td>{v}</td></tr>" for k, v in pairs) + "</tbody></table>")


def _figure(fig) -> str:
    from ldsopt.render.svg import svg
    return f'<div class="figure">{svg(fig, standalone=False)}</div>'
