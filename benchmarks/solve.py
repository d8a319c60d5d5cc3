"""Solver speed: each problem in tests/data/solver/, median of 5 solves, and the batched
evaluation against the straightforward one (one simulate call per candidate and access).

Run: .venv/bin/python benchmarks/solve.py  (results recorded in docs/performance.md)
The issue's target: the 128x128 fp16 tile with one write and two reads (gemm128_gfx942.json)
in under 1 s.
"""
from __future__ import annotations

import glob
import os
import platform
import statistics
import sys
import time

import numpy as np

from ldsopt.solver.search import _candidates, evaluate, load_problem, solve

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "tests", "data", "solver")


def one_by_one(prob) -> float:
    """Every candidate evaluated on its own (no batching across candidates)."""
    t = time.perf_counter()
    for lay, _src in _candidates(prob):
        evaluate(prob, [lay])
    return time.perf_counter() - t


def main():
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {platform.machine()}, "
          f"{os.cpu_count()} cpus")
    print(f"{'problem':26s} {'tile':>9s} {'cands':>6s} {'median s':>9s} {'one-by-one s':>13s} "
          f"{'cycles':>8s} {'plain':>8s}  chosen")
    for path in sorted(glob.glob(os.path.join(DATA, "*.json"))):
        prob = load_problem(path)
        times = []
        for _ in range(5):
            t = time.perf_counter()
            sol = solve(prob)
            times.append(time.perf_counter() - t)
        ob = one_by_one(prob)
        print(f"{os.path.basename(path)[:-5]:26s} {prob.rows:>4d}x{prob.cols:<4d} {sol.candidates:>6d} "
              f"{statistics.median(times):>9.3f} {ob:>13.3f} {sol.best.total:>8g} {sol.plain.total:>8g}  "
              f"{sol.layout.describe()}")


if __name__ == "__main__":
    main()
