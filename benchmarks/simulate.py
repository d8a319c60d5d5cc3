"""Batch throughput of the bank model: instructions per second, vectorized (simulate_batch) vs
the plain reference (prepare + reference_cost per instruction, the straightforward implementation).

Run: .venv/bin/python benchmarks/simulate.py  (results recorded in docs/performance.md)
"""
from __future__ import annotations

import platform
import sys
import time

import numpy as np

from ldsopt.core.arch import get_arch
from ldsopt.core.instructions import get_instruction
from ldsopt.core.simulate import prepare, reference_cost, simulate_batch


def bench(arch, op, lanes, width, n=200_000, n_ref=2_000, seed=0):
    rng = np.random.default_rng(seed)
    addr = (rng.integers(0, 4096, size=(n, lanes)) * width).astype(np.int64)
    simulate_batch(arch, op, addr[:1000])  # warm-up
    t = time.perf_counter()
    res = simulate_batch(arch, op, addr)
    fast = n / (time.perf_counter() - t)
    a, inst = get_arch(arch), get_instruction(arch, op)
    t = time.perf_counter()
    for i in range(n_ref):
        slots, act = prepare(inst, a, addr[i])
        c, _, _ = reference_cost(inst, a, slots[0].tolist(), act[0].tolist())
        assert c == res["cycles"][i]
    ref = n_ref / (time.perf_counter() - t)
    return fast, ref


def main():
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {platform.processor() or platform.machine()}")
    print(f"{'case':36s} {'vectorized instr/s':>20s} {'reference instr/s':>18s} {'ratio':>8s}")
    for arch, op, lanes, width in [("gfx942", "ds_read_b128", 64, 16), ("sm_90", "ld.shared.v4.u32", 32, 16),
                                   ("gfx950", "ds_read_b128", 64, 16), ("gfx942", "ds_read_b32", 64, 4)]:
        fast, ref = bench(arch, op, lanes, width)
        print(f"{arch + ' ' + op:36s} {fast:20,.0f} {ref:18,.0f} {fast / ref:8.0f}x")


if __name__ == "__main__":
    main()
