"""Speed of the GPU-free half of the NVIDIA calibration: suite generation, the replay of
the committed measurements, and the cost of the pair-merge check in the NVIDIA model.

Run: .venv/bin/python benchmarks/validate.py  (results recorded in docs/performance.md)
"""
from __future__ import annotations

import platform
import sys
import time

import numpy as np

from ldsopt.cli.validate import measured_files
from ldsopt.core import nvidia_rules as nvidia
from ldsopt.gpu import suite
from ldsopt.gpu import validate as v
from ldsopt.core.instructions import get_instruction



def best(fn, reps=3):
    t = []
    for _ in range(reps):
        s = time.perf_counter()
        out = fn()
        t.append(time.perf_counter() - s)
    return min(t), out


def main():
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {platform.machine()}")
    t, recs = best(suite.generate)
    print(f"suite.generate: {len(recs)} patterns in {t * 1000:.0f} ms")
    meas = []
    for f in measured_files():
        meas += v.load_measurements(f)
    t, res = best(lambda: v.compare(meas))
    s = res["summary"]
    print(f"replay (compare): {s['match']}/{s['patterns']} match in {t * 1000:.0f} ms "
          f"({s['patterns'] / t:,.0f} patterns/s)")
    rng = np.random.default_rng(0)
    n = 200_000
    a = (rng.integers(0, 4096, size=(n, 32)) * 16).astype(np.int64)
    pairs = np.repeat(a[:, ::2], 2, axis=1)
    act = np.ones_like(a, bool)
    for name, op, addr in (("ld.shared.v4 random (no merge)", "ld.shared.v4.u32", a),
                           ("ld.shared.v4 paired (merge)", "ld.shared.v4.u32", pairs),
                           ("st.shared.v4 random", "st.shared.v4.u32", a)):
        inst = get_instruction("sm_90", op)
        t, _ = best(lambda: nvidia.cost(inst, addr, act, 32))
        print(f"nvidia.cost {name:32s} {n / t:12,.0f} instr/s")
    t, _ = best(lambda: nvidia.merged_rows(a, act))
    print(f"nvidia.merged_rows alone {'':24s} {n / t:12,.0f} instr/s")


if __name__ == "__main__":
    main()
