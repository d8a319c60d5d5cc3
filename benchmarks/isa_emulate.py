"""Speed of the ISA emulator (ldsopt.amd.emu): a 5,000-instruction kernel, 4 and 16 waves.

The kernel is real compiler output: the bodies of the Triton, HIP and OpenCL fixtures in
tests/data/isa appended one after the other (branches taken out so that every instruction runs) until 5,000 instructions, then emulated for a workgroup of 256 and of 1,024 work-items; the
time includes parsing, emulation and the bank model on every LDS instruction-wave.  The reference
for the ratio is the same emulation with every value forced through the general (slow) path of
the value model... not available as a separate implementation, so the figure is absolute:
instructions per second and seconds per kernel.

Run: .venv/bin/python benchmarks/isa_emulate.py  (results recorded in docs/performance.md)
"""

from __future__ import annotations

import platform
import re
import sys
import time
from pathlib import Path

import numpy as np

from ldsopt.amd.emu import analyze_asm_kernel
from ldsopt.amd.asm import read_asm

ISA = Path(__file__).resolve().parent.parent / "tests" / "data" / "isa"


_DROP = ("s_endpgm", "s_setpc", "s_swappc", "s_branch", "s_cbranch")


def big_kernel(target: int = 5000):
    """One gfx942 kernel of `target` instructions made of the fixtures' kernel bodies, branches
    taken out (so that every instruction runs: straight-line code, EXEC masks kept); before each
    body, EXEC is set to all lanes and v0 to the work-item id again (kept in v250)."""
    parts = []
    for p in sorted(ISA.glob("*gfx942.s")):
        for k in read_asm(p):
            parts.append(k)
    base = parts[0]
    instrs = [(0, "v_mov_b32_e32 v250, v0")]
    while len(instrs) < target:
        for k in parts:
            instrs += [(0, "s_mov_b64 exec, -1"), (0, "v_mov_b32_e32 v0, v250")]
            instrs += [(ln, t) for ln, t in k.instrs if not t.startswith(_DROP)]
            if len(instrs) >= target:
                break
    instrs = instrs[:target] + [(0, "s_endpgm")]
    base.instrs, base.labels, base.locs, base.implicit_defs = instrs, {}, [None] * len(instrs), {}
    # a kernel of its own: no required workgroup shape, up to 1,024 work-items (the first body's
    # metadata would refuse the 256- and 1,024-item launches measured)
    base.reqd_workgroup_size, base.wg_size = None, 1024
    return base


def main():
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {platform.processor() or platform.machine()}")
    k = big_kernel()
    n = len(k.instrs)
    for block in ((256, 1, 1), (1024, 1, 1)):
        times = []
        for _ in range(3):
            t = time.perf_counter()
            r = analyze_asm_kernel(k, "gfx942", block=block)
            times.append(time.perf_counter() - t)
        best = min(times)
        waves = block[0] // 64
        s = r.summary
        print(f"{n} instructions, {waves:2d} waves: {best:.3f} s (best of 3), {n / best:,.0f} instructions/s; "
              f"{s.instructions} LDS instructions, {s.resolved}/{s.resolved + s.unresolved} "
              f"instruction-waves resolved")
    for p in (ISA / "triton_gemm_fp16_128x128x64_gfx950.s", ISA / "triton_attn_fwd_64x32x64_gfx950.s"):
        (kk,) = read_asm(p)
        t = time.perf_counter()
        analyze_asm_kernel(kk, kk.arch)
        print(f"{p.name}: {len(kk.instrs)} instructions, {time.perf_counter() - t:.3f} s")


if __name__ == "__main__":
    main()
