#!/usr/bin/env python3
"""Regenerate the example pictures in docs/img/ (shown in README.md and docs/pictures.md).

    .venv/bin/python tools/make_pictures.py            # writes docs/img/bank_map.png, layout.png
    .venv/bin/python tools/make_pictures.py --out DIR  # somewhere else

bank_map.png: `ldsopt sim` of the first MFMA A-operand read (v_mfma 32x32x8 f16, ds_read_b64) of a
32x64 f16 tile padded by 16 B per row on gfx942, drawn through the command line's --png.
layout.png: `ldsopt solve` of a 16x32 f32 transpose on gfx942 (rows written with ds_write_b64,
columns read with ds_read_b32): the plain and the chosen layout, coloured by bank.
Needs matplotlib (the [viz] extra)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BANK_MAP_ARGS = ["sim", "--arch", "gfx942", "--op", "ds_read_b64", "--pattern", "mfma_a",
                 "--tile", "32x64", "--dtype", "f16", "--param", "shape=32x32x8_f16",
                 "--layout", "pad:16B"]

TRANSPOSE = {"name": "16x32 fp32 transpose", "arch": "gfx942", "tile": [16, 32], "dtype": "f32",
             "accesses": [{"name": "store", "op": "ds_write_b64", "pattern": {"name": "row_copy", "vec": 2}},
                          {"name": "load", "op": "ds_read_b32", "pattern": {"name": "col_read"}}]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "img"))
    a = ap.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(ROOT / "src"))
    from ldsopt.cli.main import main as cli
    from ldsopt.solver.problem import problem_from_dict
    from ldsopt.render.png import write_png
    from ldsopt.solver.search import solve
    from ldsopt.render.figures import solve_layout_map

    rc = cli(BANK_MAP_ARGS + ["--png", str(out / "bank_map.png")])
    if rc:
        return rc
    sol = solve(problem_from_dict(TRANSPOSE))
    write_png(solve_layout_map(sol), str(out / "layout.png"))
    print(f"wrote {out / 'layout.png'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
