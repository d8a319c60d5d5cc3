"""Record what Triton's own counter, ``gl.bank_conflicts``, says for register/shared layout pairs
on NVIDIA targets (Triton 3.9 aborts on AMD targets and on padded layouts), with the TTGIR of a
kernel that stores the tensor into the shared layout.

    TRITON_DEFAULT_FP_FUSION=1 /tmp/tv/bin/python tools/triton_bank_conflicts.py OUT.json [N]

Each case: target, dtype, Triton's count (``static_print`` of ``bank_conflicts(x.type,
smem.type)`` at compile time) and the TTGIR.
"""

from __future__ import annotations

import io
import json
import os
import random
import sys
import tempfile
from contextlib import redirect_stdout

SRC = r'''
from triton.experimental import gluon
from triton.experimental.gluon import language as ttgl


@gluon.jit
def k(out, D: ttgl.constexpr, S: ttgl.constexpr, DT: ttgl.constexpr, M: ttgl.constexpr, N: ttgl.constexpr):
    x = ttgl.full([M, N], 0, DT, D)
    smem = ttgl.allocate_shared_memory(DT, [M, N], S, x)
    ttgl.static_print("BANK_CONFLICTS", ttgl.bank_conflicts(x.type, smem.type))
    y = smem.load(D)
    om = ttgl.arange(0, M, layout=ttgl.SliceLayout(1, D))
    on = ttgl.arange(0, N, layout=ttgl.SliceLayout(0, D))
    ttgl.store(out + om[:, None] * N + on[None, :], y.to(ttgl.float32))
'''


def main(out: str, n: int) -> None:
    import importlib.util

    import triton
    import triton.experimental.gluon.language as ttgl
    from triton.backends.compiler import GPUTarget
    from triton.experimental.gluon._runtime import GluonASTSource
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from triton_ll_crosscheck import _in_child
    d = tempfile.mkdtemp(prefix="ldsopt_tbc_")
    p = os.path.join(d, "tbc_kernel.py")
    with open(p, "w") as f:
        f.write(SRC)
    spec = importlib.util.spec_from_file_location("tbc_kernel", p)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    rng = random.Random(11)
    dts = {"f32": ttgl.float32, "f16": ttgl.float16, "i8": ttgl.int8, "f64": ttgl.float64}
    cases = []
    while len(cases) < n:
        dt = rng.choice(["f32", "f32", "f16", "f16", "i8", "f64"])
        t = rng.choice([80, 90])
        M, N = rng.choice([32, 64]), rng.choice([32, 64])
        spt = rng.choice([[1, 1], [1, 2], [1, 4], [2, 1], [4, 1], [1, 8]])
        tn = rng.choice([1, 2, 4, 8, 16, 32])
        order = rng.choice([[1, 0], [0, 1]])
        D = ttgl.BlockedLayout(spt, [32 // tn, tn], [4, 1], order)
        S = ttgl.SwizzledSharedLayout(rng.choice([1, 2, 4, 8]), rng.choice([1, 2, 4]),
                                      rng.choice([1, 2, 4, 8]), rng.choice([[1, 0], [0, 1]]))

        def job():
            src = GluonASTSource(mod.k, signature={"out": "*fp32", "D": "constexpr", "S": "constexpr",
                                                   "DT": "constexpr", "M": "constexpr", "N": "constexpr"},
                                 constexprs={"D": D, "S": S, "DT": dts[dt], "M": M, "N": N})
            buf = io.StringIO()
            with redirect_stdout(buf):
                c = triton.compile(src, target=GPUTarget("cuda", t, 32), options={"num_warps": 4})
            line = [x for x in buf.getvalue().splitlines() if "BANK_CONFLICTS" in x][0]
            ttgir = "\n".join(x for x in c.asm["ttgir"].splitlines()
                              if x.startswith(("#", "module", "}")) or "ttg.local_" in x or "tt.func" in x)
            return {"target": f"sm_{t}", "dtype": dt, "triton": int(line.split()[-1]),
                    "ttgir": ttgir.replace(d, "SRC")}
        r = _in_child(job)
        if "error" not in r:
            cases.append(r)
    with open(out, "w") as f:
        json.dump({"triton": triton.__version__, "seed": 11, "cases": cases}, f, separators=(",", ":"))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 60)
