"""Drawing the figure models of :mod:`ldsopt.render.figures` as a scene, and the scene as SVG (pure Python).

Both outputs come from one **scene** (a list of rectangles, lines and texts in pixel coordinates,
:func:`scene`), so the PNG and the SVG show the same thing.  matplotlib is the ``[viz]`` extra: it
is imported inside :func:`write_png` only, never when this module loads; without it ``--png``
stops with a one-line error (:func:`require_matplotlib`) while ``--svg`` and ``--html`` still work.

Colours: conflict cells red (darker in the cycles past the phase's ideal), other used cells green,
broadcast cells with a thick blue border, idle banks light grey.  Layout tiles: each bank one hue
(hue = bank / banks around the colour wheel, even banks lighter, odd darker, so neighbours differ).
"""

from __future__ import annotations

import colorsys
from dataclasses import dataclass, field
from html import escape


from ldsopt.render.figures import BankMap, LayoutMap, lane_ranges

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"

COLORS = {
    "empty": "#f2f2f2",
    "used": "#a9d8a0",
    "conflict": "#f4aaa4",
    "extra": "#de4b43",
    "broadcast": "#1f5fbf",
    "grid": "#ffffff",
    "text": "#111111",
    "muted": "#555555",
    "phase_line": "#333333",
    "highlight": "#000000",
}


# ----------------------------------------------------------------------------- scene
@dataclass
class Rect:
    x: float
    y: float
    w: float
    h: float
    fill: str
    stroke: str = ""
    stroke_width: float = 0.0
    cls: str = ""
    tip: str = ""
    data: dict = field(default_factory=dict)


@dataclass
class Text:
    x: float
    y: float            # baseline
    text: str
    size: float = 11.0
    anchor: str = "start"   # start | middle | end
    weight: str = "normal"
    fill: str = COLORS["text"]
    cls: str = ""


@dataclass
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str = COLORS["phase_line"]
    width: float = 1.0


@dataclass
class Scene:
    width: float
    height: float
    title: str
    items: list = field(default_factory=list)

    def rects(self, cls: str | None = None) -> list:
        return [i for i in self.items if isinstance(i, Rect) and (cls is None or cls in i.cls.split())]


def bank_color(bank: int, banks: int) -> str:
    """The colour of a bank in layout pictures."""
    h = (bank % banks) / max(banks, 1)
    light = 0.78 if bank % 2 == 0 else 0.62
    r, g, b = colorsys.hls_to_rgb(h, light, 0.65)
    return "#%02x%02x%02x" % (round(r * 255), round(g * 255), round(b * 255))


def _text_width(s: str, size: float) -> float:
    return 0.6 * size * len(s)


def _bank_map_scene(m: BankMap) -> Scene:
    nb = m.banks
    cw = 28 if nb <= 32 else 21
    ch = 20
    left = 62
    top = 58
    right_note = 190
    grid_w = cw * nb
    width = left + grid_w + right_note
    nrows = max(len(m.rows), 1)
    height = top + ch * nrows + 64 + (16 if m.note else 0)
    sc = Scene(width=width, height=height, title=m.title)
    it = sc.items
    it.append(Rect(0, 0, width, height, "#ffffff"))
    it.append(Text(left, 20, m.title, size=14, weight="bold", cls="title"))
    it.append(Text(left, 38, "rows: phases (lane groups served together), one row per cycle; "
                             "columns: banks; cell: lanes asking for that bank's word", size=10,
                   fill=COLORS["muted"]))
    step = 1 if nb <= 32 else 2
    for b in range(0, nb, step):
        it.append(Text(left + b * cw + cw / 2, top - 5, str(b), size=9, anchor="middle", fill=COLORS["muted"],
                       cls="bank-label"))
    it.append(Text(left - 6, top - 5, "bank", size=9, anchor="end", fill=COLORS["muted"]))
    phase_info = {p.index: p for p in m.phases}
    for i, row in enumerate(m.rows):
        y = top + i * ch
        it.append(Text(left - 6, y + ch * 0.68, row.label, size=10, anchor="end", cls="row-label"))
        for b in range(nb):
            x = left + b * cw
            c = row.cells.get(b)
            if c is None:
                it.append(Rect(x, y, cw, ch, COLORS["empty"], COLORS["grid"], 1, cls="cell empty",
                               data={"row": i, "bank": b}))
                continue
            cls = ["cell", "used"]
            fill = COLORS["used"]
            if c.conflict:
                cls.append("conflict")
                fill = COLORS["conflict"]
            if c.extra:
                cls.append("extra")
                fill = COLORS["extra"]
            if c.broadcast:
                cls.append("broadcast")
            tip = (f"phase {row.phase} cycle {row.cycle}, bank {b}, word {c.word} (byte {4 * c.word}): "
                   f"lanes {', '.join(str(l) + ('' if s == 0 else ' (2nd address)') for l, s in c.lanes)}"
                   + ("; conflict" if c.conflict else "") + ("; broadcast" if c.broadcast else ""))
            it.append(Rect(x, y, cw, ch, fill, COLORS["grid"], 1, cls=" ".join(cls), tip=tip,
                           data={"row": i, "bank": b, "word": c.word}))
            if c.broadcast:
                it.append(Rect(x + 1.5, y + 1.5, cw - 3, ch - 3, "none", COLORS["broadcast"], 2.2,
                               cls="broadcast-mark"))
            txt = c.text
            size = 8.5 if _text_width(txt, 8.5) <= cw - 2 else 7
            it.append(Text(x + cw / 2, y + ch * 0.66, txt, size=size, anchor="middle",
                           fill="#ffffff" if c.extra else COLORS["text"], cls="cell-text"))
        # phase annotation at the first row of each phase
        if row.cycle == 0:
            p = phase_info.get(row.phase)
            if p is not None:
                lx = left + grid_w + 8
                base = y + ch * 0.68
                note = f"lanes {lane_ranges(p.lanes)}"
                if p.cycles == 1:
                    it.append(Text(lx, base, _clip(note, 26) + ", 1 cycle", size=9, cls="phase-note"))
                else:
                    it.append(Text(lx, base, _clip(note, 34), size=9, cls="phase-note"))
                    verdict = f"{p.cycles} cycles, ideal {p.ideal}" + (
                        f" ({p.ways}-way)" if p.cycles > p.ideal else "")
                    it.append(Text(lx, base + 12, verdict, size=9, cls="phase-verdict",
                                   fill=COLORS["extra"] if p.cycles > p.ideal else COLORS["muted"]))
            if i > 0:
                it.append(Line(left, y, left + grid_w, y, width=1.6))
    # legend
    ly = top + ch * nrows + 16
    lx = left
    for label, fill, stroke in (("lane(s) served, no conflict", COLORS["used"], ""),
                                ("conflicting bank", COLORS["conflict"], ""),
                                ("cycle past ideal", COLORS["extra"], ""),
                                ("broadcast (lanes share a word)", "#ffffff", COLORS["broadcast"]),
                                ("idle bank", COLORS["empty"], "")):
        it.append(Rect(lx, ly, 14, 12, fill, stroke or "#999999", 2.2 if stroke else 0.5, cls="legend"))
        it.append(Text(lx + 18, ly + 10, label, size=9.5))
        lx += 26 + _text_width(label, 9.5)
    it.append(Text(left, ly + 30, "cell text: lane numbers (\"5+3\": lane 5 and 3 more; 5' = second "
                                  "address of read2/write2)", size=9, fill=COLORS["muted"]))
    if m.note:
        it.append(Text(left, ly + 46, "note: " + m.note, size=9, fill=COLORS["extra"]))
    return sc


def _clip(s: str, n: int) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def _layout_scene(m: LayoutMap) -> Scene:
    shown_cols = max(p.shown[1] for p in m.panels)
    shown_rows = max(p.shown[0] for p in m.panels)
    cw = max(6.0, min(24.0, 640.0 / shown_cols))
    chh = max(6.0, min(20.0, 640.0 / shown_rows, cw * 1.1))
    text_ok = cw >= 15 and chh >= 11
    left, gap, top = 44, 40, 66
    panel_w = [p.shown[1] * cw for p in m.panels]
    width = left + sum(panel_w) + gap * (len(m.panels) - 1) + 20
    grid_h = shown_rows * chh
    nb = m.panels[0].banks
    sw = min(22.0, (width - left - 20) / nb)
    height = top + grid_h + 20 + 34 + (30 if m.note else 0) + 8
    sc = Scene(width=width, height=height, title=m.title)
    it = sc.items
    it.append(Rect(0, 0, width, height, "#ffffff"))
    it.append(Text(left, 20, m.title, size=14, weight="bold", cls="title"))
    x0 = left
    for p, pw in zip(m.panels, panel_w):
        cap = p.caption
        # two caption lines, split at a word boundary
        maxc = max(20, int(pw / (0.6 * 10.5)))
        l1, l2 = _wrap2(cap, maxc)
        it.append(Text(x0, 38, l1, size=10.5, weight="bold", cls="caption"))
        it.append(Text(x0, 52, l2, size=10.5, cls="caption"))
        r, c = p.shown
        # column ticks
        tick = 1 if c <= 16 else (4 if c <= 64 else 8)
        for k in range(0, c, tick):
            it.append(Text(x0 + k * cw + cw / 2, top - 3, str(k), size=7.5, anchor="middle", fill=COLORS["muted"]))
        rtick = 1 if r <= 32 else 4
        for i in range(r):
            if i % rtick == 0:
                it.append(Text(x0 - 4, top + i * chh + chh * 0.72, str(i), size=7.5, anchor="end",
                               fill=COLORS["muted"]))
            for k in range(c):
                b = int(p.bank[i, k])
                it.append(Rect(x0 + k * cw, top + i * chh, cw, chh, bank_color(b, p.banks),
                               "#ffffff" if cw >= 8 else "", 0.6 if cw >= 8 else 0, cls="tile",
                               tip=f"({i},{k}) byte {int(p.offsets[i, k])}, bank {b}",
                               data={"panel": p.label, "row": i, "col": k, "bank": b}))
                if text_ok:
                    it.append(Text(x0 + k * cw + cw / 2, top + i * chh + chh * 0.7, str(b), size=7.5,
                                   anchor="middle"))
        for (i, k) in sorted(p.highlight):
            it.append(Rect(x0 + k * cw, top + i * chh, cw, chh, "none", COLORS["highlight"], 2.0,
                           cls="highlight", data={"panel": p.label, "row": i, "col": k}))
        x0 += pw + gap
    # bank colour key
    ky = top + grid_h + 20
    it.append(Text(left, ky - 4, "bank colour key (bank of each element's first byte)", size=9,
                   fill=COLORS["muted"]))
    for b in range(nb):
        it.append(Rect(left + b * sw, ky, sw, 12, bank_color(b, nb), "#ffffff", 0.4, cls="key"))
        if nb <= 32 or b % 4 == 0:
            it.append(Text(left + b * sw + sw / 2, ky + 24, str(b), size=7.5, anchor="middle", fill=COLORS["muted"]))
    if m.note:
        maxc = int((width - left - 10) / (0.6 * 9.5))
        l1, l2 = _wrap2(m.note, maxc)
        it.append(Text(left, ky + 44, l1, size=9.5, cls="note"))
        it.append(Text(left, ky + 57, l2, size=9.5, cls="note"))
    return sc


def _wrap2(s: str, n: int) -> tuple:
    if len(s) <= n:
        return s, ""
    cut = s.rfind(" ", 0, n)
    cut = cut if cut > 0 else n
    return s[:cut], _clip(s[cut:].strip(), n)


def scene(fig) -> Scene:
    """The drawing of a :class:`~ldsopt.render.figures.BankMap` or :class:`~ldsopt.render.figures.LayoutMap`."""
    if isinstance(fig, BankMap):
        return _bank_map_scene(fig)
    if isinstance(fig, LayoutMap):
        return _layout_scene(fig)
    raise TypeError(f"no drawing for {type(fig).__name__}")


# ----------------------------------------------------------------------------- SVG
def _f(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


def svg(fig, standalone: bool = True) -> str:
    """The figure as SVG text (pure Python).  Cells carry ``class`` (``cell used conflict extra
    broadcast`` / ``tile``) and ``data-*`` attributes, and a ``<title>`` tooltip."""
    sc = fig if isinstance(fig, Scene) else scene(fig)
    out = []
    if standalone:
        out.append('<?xml version="1.0" encoding="UTF-8"?>')
    out.append(f'<svg xmlns="http://www.w3.org/2000/svg" width="{_f(sc.width)}" height="{_f(sc.height)}" '
               f'viewBox="0 0 {_f(sc.width)} {_f(sc.height)}" font-family="{FONT}" role="img" '
               f'aria-label="{escape(sc.title)}">')
    out.append(f"<title>{escape(sc.title)}</title>")
    for i in sc.items:
        if isinstance(i, Rect):
            attrs = [f'x="{_f(i.x)}" y="{_f(i.y)}" width="{_f(i.w)}" height="{_f(i.h)}" fill="{i.fill}"']
            if i.stroke:
                attrs.append(f'stroke="{i.stroke}" stroke-width="{_f(i.stroke_width)}"')
            if i.cls:
                attrs.append(f'class="{escape(i.cls)}"')
            for k, v in i.data.items():
                attrs.append(f'data-{k}="{escape(str(v))}"')
            if i.tip:
                out.append(f'<rect {" ".join(attrs)}><title>{escape(i.tip)}</title></rect>')
            else:
                out.append(f'<rect {" ".join(attrs)}/>')
        elif isinstance(i, Text):
            if not i.text:
                continue
            a = {"start": "start", "middle": "middle", "end": "end"}[i.anchor]
            extra = f' font-weight="{i.weight}"' if i.weight != "normal" else ""
            extra += f' class="{escape(i.cls)}"' if i.cls else ""
            out.append(f'<text x="{_f(i.x)}" y="{_f(i.y)}" font-size="{_f(i.size)}" text-anchor="{a}" '
                       f'fill="{i.fill}"{extra}>{escape(i.text)}</text>')
        elif isinstance(i, Line):
            out.append(f'<line x1="{_f(i.x1)}" y1="{_f(i.y1)}" x2="{_f(i.x2)}" y2="{_f(i.y2)}" '
                       f'stroke="{i.stroke}" stroke-width="{_f(i.width)}"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


# ----------------------------------------------------------------------------- PNG (matplotlib)
MATPLOTLIB_MISSING = "--png needs matplotlib: pip install ldsopt[viz]"
