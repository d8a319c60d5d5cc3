"""Time to draw: figure model, SVG, PNG (matplotlib) and HTML page, for a tall bank map and for
the largest solver picture (plain vs chosen 64x64 f16 tiles, 8192 cells).

Run: .venv/bin/python benchmarks/pictures.py  (results recorded in docs/performance.md)
"""
from __future__ import annotations

import platform
import time

from ldsopt.render import figures as viz, html, png as render_png, svg as render_svg
from ldsopt.solver.problem import problem_from_dict
from ldsopt.core.simulate import simulate
from ldsopt.solver.search import solve


def best_of(f, n=3):
    ts = []
    out = None
    for _ in range(n):
        t = time.perf_counter()
        out = f()
        ts.append(time.perf_counter() - t)
    return min(ts), out


def row(name, fig_f, page_f):
    t_model, fig = best_of(fig_f)
    t_svg, s = best_of(lambda: render_svg.svg(fig))
    t_png, p = best_of(lambda: render_png.png_bytes(fig), 2)
    t_html, h = best_of(page_f)
    print(f"| {name} | {t_model * 1e3:.1f} | {t_svg * 1e3:.0f} ({len(s) / 1e3:.0f} kB) | "
          f"{t_png * 1e3:.0f} ({len(p) / 1e3:.0f} kB) | {t_html * 1e3:.0f} ({len(h) / 1e3:.0f} kB) |")


def main():
    import matplotlib
    import numpy
    print(f"python {platform.python_version()}, numpy {numpy.__version__}, matplotlib {matplotlib.__version__}, "
          f"{platform.machine()}")
    print("| picture | model ms | SVG ms (size) | PNG ms (size) | HTML page ms (size) |")
    print("|---|---|---|---|---|")
    # 64 rows: gfx942 ds_read_b128 down a column of a 64x64 f16 tile (8-way in 8 phases)
    addr = [128 * l for l in range(64)]
    res = simulate("gfx942", "ds_read_b128", addr)
    row("bank map, gfx942 ds_read_b128 column read (64 rows x 32 banks)", lambda: viz.bank_map(res),
        lambda: html.page_for("sim", res))
    prob = problem_from_dict({"arch": "gfx942", "tile": [64, 64], "dtype": "f16", "accesses": [
        {"name": "store", "op": "ds_write_b128", "pattern": {"name": "row_copy", "vec": 8}},
        {"name": "load", "op": "ds_read_b128", "pattern": {"name": "col_read", "vec": 8}}]})
    sol = solve(prob)
    row("layout map, solve 64x64 f16 (2 x 4096 cells)", lambda: viz.solve_layout_map(sol),
        lambda: html.page_for("solve", sol))


if __name__ == "__main__":
    main()
