"""Record Triton's own offset -> (dim0, dim1) bases of random 2-D shared layouts, for the test
that replays them against ldsopt's canonical layouts without Triton.

Needs Triton (not an ldsopt dependency; the side venv)::

    /tmp/tv/bin/python tools/canonical_triton_record.py tests/data/layouts/triton_shared_bases.json

Each case is a Gluon constructor call (the text ldsopt reads), the tile, the element size and the
bases ``GluonOpBuilder.to_linear_layout`` returns.  Not recorded: padded layouts (Triton 3.9 aborts
on ``to_linear_layout`` of one) and AMD's rotating layout (Gluon 3.9 has no constructor for it);
their tests use the formulas Triton documents (TritonGPUAttrDefs.td).
"""

from __future__ import annotations

import json
import random
import sys


def main(out: str, n: int = 300, seed: int = 7) -> None:
    import triton
    import triton.experimental.gluon.language as ttgl
    from triton._C.libtriton import gluon_ir, ir

    def bases(obj, shape):
        ctx = ir.context()
        ir.load_dialects(ctx)
        b = gluon_ir.GluonOpBuilder(ctx)
        return [list(v) for v in b.to_linear_layout(obj._to_ir(b), list(shape)).offset_bases]

    rng = random.Random(seed)
    cases = []
    for _ in range(n):
        rows, cols, eb = 1 << rng.randint(2, 7), 1 << rng.randint(2, 7), rng.choice([1, 2, 4])
        kind = rng.choice(["swizzled", "nvmma"])
        vec, pp, mp = 1 << rng.randint(0, 3), 1 << rng.randint(0, 2), 1 << rng.randint(0, 3)
        order = rng.choice([[1, 0], [0, 1]])
        if kind == "swizzled":
            text = f"SwizzledSharedLayout(vec={vec}, per_phase={pp}, max_phase={mp}, order={order})"
            obj = ttgl.SwizzledSharedLayout(vec, pp, mp, order)
        else:
            sw, tr, bits = rng.choice([0, 32, 64, 128]), rng.choice([False, True]), eb * 8
            if sw and ((rows if tr else cols) * bits < 8 * sw or (cols if tr else rows) < 8):
                continue          # Triton aborts on a TMA block smaller than the swizzle
            text = (f"NVMMASharedLayout(swizzle_byte_width={sw}, element_bitwidth={bits}, rank=2, "
                    f"transposed={tr})")
            obj = ttgl.NVMMASharedLayout(sw, bits, 2, tr)
        cases.append({"text": text, "rows": rows, "cols": cols, "elem_bytes": eb,
                      "bases": bases(obj, [rows, cols])})
    with open(out, "w") as f:
        json.dump({"triton": triton.__version__, "cases": cases}, f, separators=(",", ":"))
        f.write("\n")
    print(f"{len(cases)} cases -> {out}")


if __name__ == "__main__":
    main(sys.argv[1])
