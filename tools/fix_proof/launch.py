"""Launch every kernel of a fix-proof bundle once, in spec.json order, with CuPy (on the GPU
machine, plainly and under Nsight Compute).

    python3 launch.py BUNDLE orig|fixed [OUTPUTS.npz]

Inputs are deterministic (numpy PCG64 seeded with 1000 + the kernel's position; float32 or
float16 uniform in [-1, 1), or uint16 uniform); every output buffer is poisoned with 0xA5 bytes before the launch.
With OUTPUTS.npz the output buffers' bytes are saved as NAME.ARGINDEX (uint8 arrays).
"""
import json
import sys
from pathlib import Path

import cupy as cp
import numpy as np


def inputs(index: int, nbytes: int, dtype: str) -> np.ndarray:
    rng = np.random.Generator(np.random.PCG64(1000 + index))
    if dtype == "f32":
        a = rng.uniform(-1.0, 1.0, nbytes // 4).astype(np.float32)
    elif dtype == "f16":
        a = rng.uniform(-1.0, 1.0, nbytes // 2).astype(np.float16)
    else:
        a = rng.integers(0, 1 << 16, nbytes // 2, dtype=np.uint16)
    return a.view(np.uint8)


def main(bundle: str, variant: str, save: str | None = None):
    base = Path(bundle)
    spec = json.loads((base / "spec.json").read_text())
    saved = {}
    for i, e in enumerate(spec):
        v = e[variant]
        fn = cp.RawModule(path=str(base / v["cubin"])).get_function(v["kernel"])
        args, outs = [], []
        for j, a in enumerate(e["args"]):
            if a[0] == "i32":
                args.append(cp.int32(a[1]))
            elif a[0] == "null":
                args.append(cp.uint64(0))
            elif a[0] == "in":
                args.append(cp.asarray(inputs(i, a[1], a[2])))
            else:
                buf = cp.full(a[1], 0xA5, dtype=cp.uint8)
                args.append(buf)
                outs.append((j, buf))
        fn(tuple(e["grid"]), tuple(v["block"]), tuple(args), shared_mem=v["smem"])
        cp.cuda.runtime.deviceSynchronize()
        for j, buf in outs:
            saved[f"{e['name']}.{j}"] = cp.asnumpy(buf)
        print("launched", variant, e["name"], v["kernel"], e["grid"], v["block"], v["smem"], flush=True)
    if save:
        np.savez(save, **saved)


if __name__ == "__main__":
    main(*sys.argv[1:])
