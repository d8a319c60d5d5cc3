"""Launch prebuilt cubins once each with CuPy (run under Nsight Compute on the GPU machine).

    python3 launch_cubins.py SPEC.json

SPEC: a list of {"cubin", "kernel", "grid", "block", "smem", "args"}; each arg is ["buf", bytes]
(a fresh device buffer of random half-precision values) or ["i32", value].
"""
import json
import os
import sys

import cupy as cp


def main(spec_path):
    spec = json.load(open(spec_path))
    base = os.path.dirname(os.path.abspath(spec_path))
    rng = cp.random.default_rng(7)
    for s in spec:
        mod = cp.RawModule(path=os.path.join(base, s["cubin"]))
        fn = mod.get_function(s["kernel"])
        if s["smem"] > 48 * 1024:
            fn.max_dynamic_shared_size_bytes = s["smem"]
        args = []
        for kind, v in s["args"]:
            if kind == "buf":
                args.append((rng.random(v // 2, dtype=cp.float32) * 2 - 1).astype(cp.float16))
            else:
                args.append(cp.int32(v))
        fn(tuple(s["grid"]), tuple(s["block"]), tuple(args), shared_mem=s["smem"])
        cp.cuda.runtime.deviceSynchronize()
        print("launched", s["kernel"], s["grid"], s["block"], s["smem"])


if __name__ == "__main__":
    main(sys.argv[1])
