"""`ldsopt analyze FILE... --arch A[,B]`: kernel source or compiled code in, every LDS / shared-memory
instruction with its source line and a per-source-line summary out, per kernel and arch."""

from __future__ import annotations

HELP = ("one command for every input: kernel source (.py Triton/Gluon, .hip, .cu, .cl) compiled "
        "offline per --arch, or compiled code (.s, code object, SASS, cubin, PTX, TTGIR); LDS answers "
        "per instruction and per source line")


# library parameter -> flag, for error messages
PARAMS = {"params": "--param", "args": "--arg", "path": "FILE"}


def add_arguments(p) -> None:
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="a kernel source (.py with @triton.jit / @gluon.jit, .hip, .cu, .cl) or compiled "
                        "code (AMDGPU .s / code object, SASS / cubin / fatbin / PTX, .ttgir)")
    p.add_argument("--arch", help="targets, comma-separated: gfx906, gfx90a, gfx942, gfx950, sm_70 .. sm_90a "
                                  "(required for a source)")
    p.add_argument("--kernel", help="only this kernel (its source name)")
    p.add_argument("--block", metavar="XxYxZ", help="threads per block (default: launch bounds / metadata; "
                                                    "Triton and Gluon: num_warps x the wave or warp size); "
                                                    "for Triton and Gluon it sets num_warps")
    p.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                   help="Python kernels: a constexpr value, a known integer argument (specialised as a "
                        "launch would be), an argument type (*fp16, i32), num_warps, num_stages; repeat")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=VALUE",
                   help="a kernel argument's value for the emulator; for a HIP / CUDA / OpenCL source the "
                        "parameter's name in the source, its index N or argN, for every target (compiled "
                        "code: AMD a metadata name or argN, NVIDIA the index N); repeat")
    p.add_argument("--config", metavar="N|all", help="@triton.autotune kernels: the configuration to "
                                                    "analyse (default 0), or 'all': one row per config")
    p.add_argument("--keep", metavar="DIR", help="keep the compiled artifacts in DIR")
    p.add_argument("--json", action="store_true", help="machine-readable output (one object: {\"kernels\": [...]})")


def _pairs(items, what: str, numbers: bool) -> dict:
    from ..errors import UsageError
    out = {}
    for it in items:
        name, sep, val = it.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--{what} {it}: expected NAME=VALUE")
        name, val = name.strip(), val.strip()
        if numbers:
            try:
                out[name] = int(val, 0)
            except ValueError:
                raise UsageError(f"--{what} {it}: the value must be an integer")
        else:
            out[name] = val
    return out


def run(args) -> int:
    import json

    import ldsopt
    from ldsopt.render.analyze_text import format_configs, format_kernel
    params = _pairs(args.param, "param", False)
    values = _pairs(args.arg, "arg", True)
    kernels = []
    for f in args.files:
        kernels += ldsopt.analyze_source(f, args.arch, kernel=args.kernel, block=args.block, params=params,
                                  args=values, keep=args.keep, config=args.config)
    if args.json:
        print(json.dumps(ldsopt.Analysis(tuple(kernels), "source").to_json(), indent=1))
        return 0
    texts = [format_kernel(k) for k in kernels]
    if args.config == "all":
        by_kernel: dict = {}
        for k in kernels:
            by_kernel.setdefault(k.name, []).append(k)
        for name, ks in by_kernel.items():
            texts.append(f"{name}: every autotune configuration\n" + format_configs(ks))
    print("\n\n".join(texts))
    return 0
