"""PNG output of the figure models through matplotlib (the optional ``[viz]`` extra), drawing the
same scene as :mod:`ldsopt.render.svg`."""

from __future__ import annotations

from ldsopt.errors import UsageError
from ldsopt.render.svg import MATPLOTLIB_MISSING, Line, Rect, Scene, Text, scene


def require_matplotlib():
    """Import matplotlib or stop with the one-line usage error (exit 2)."""
    try:
        import matplotlib  # noqa: F401
        from matplotlib.figure import Figure  # noqa: F401
        from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: F401
    except ImportError:
        raise UsageError(MATPLOTLIB_MISSING)
    return matplotlib


def png_bytes(fig, dpi: int = 100, scale: float = 2.0) -> bytes:
    """The figure as PNG bytes, drawn by matplotlib's Agg canvas (no pyplot, no global state)."""
    import io
    require_matplotlib()
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    sc = fig if isinstance(fig, Scene) else scene(fig)
    f = Figure(figsize=(sc.width / dpi, sc.height / dpi), dpi=dpi)
    FigureCanvasAgg(f)
    ax = f.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, sc.width)
    ax.set_ylim(sc.height, 0)
    ax.axis("off")
    pt = 72.0 / dpi   # scene pixels -> points
    rects = [i for i in sc.items if isinstance(i, Rect)]
    if rects:
        # one collection, drawn in scene order (much faster than a patch per cell)
        from matplotlib.collections import PatchCollection
        pc = PatchCollection([Rectangle((r.x, r.y), r.w, r.h) for r in rects], match_original=False,
                             facecolors=[r.fill if r.fill != "none" else (0, 0, 0, 0) for r in rects],
                             edgecolors=[r.stroke if r.stroke else (0, 0, 0, 0) for r in rects],
                             linewidths=[r.stroke_width * pt for r in rects], zorder=1)
        ax.add_collection(pc)
    for i in sc.items:
        if isinstance(i, Text):
            if i.text:
                ax.text(i.x, i.y, i.text, fontsize=i.size * pt, ha={"start": "left", "middle": "center",
                                                                 "end": "right"}[i.anchor],
                        va="baseline", color=i.fill, fontweight=i.weight, family="DejaVu Sans", zorder=3)
        elif isinstance(i, Line):
            ax.plot([i.x1, i.x2], [i.y1, i.y2], color=i.stroke, linewidth=i.width * pt, zorder=2)
    buf = io.BytesIO()
    f.savefig(buf, format="png", dpi=dpi * scale)
    return buf.getvalue()


def write_png(fig, path: str) -> None:
    data = png_bytes(fig)
    try:
        with open(path, "wb") as fh:
            fh.write(data)
    except OSError as e:
        raise UsageError(f"--png {path}: cannot write ({e.strerror or e})")
