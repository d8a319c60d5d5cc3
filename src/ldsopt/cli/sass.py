"""`ldsopt sass FILE`: every shared-memory instruction of a compiled NVIDIA kernel, its lane
addresses emulated from the SASS, costed with the measured bank rules."""

from __future__ import annotations

HELP = "shared-memory bank conflicts of every LDS/STS/LDSM/STSM/ATOMS/LDGSTS of a compiled kernel"


def add_arguments(p) -> None:
    p.add_argument("file", metavar="FILE",
                   help="cuobjdump -sass / nvdisasm text, a cubin, fatbin or executable, PTX, or an "
                        "Nsight Compute source-page CSV")
    p.add_argument("--kernel", help="only kernels whose (mangled) name contains this")
    p.add_argument("--block", action="append", default=[], metavar="[KERNEL=]XxYxZ",
                   help="threads per block (default: the kernel's REQNTID / __launch_bounds__); "
                        "repeatable, per kernel")
    p.add_argument("--arg", action="append", default=[], metavar="[KERNEL:]N=VALUE",
                   help="value of kernel parameter N (index), or of constant-bank offset 0x...; "
                        "needed when a parameter scales a shared address")
    p.add_argument("--arch", help="architecture to read from a multi-architecture binary, and whose "
                                  "rules apply (default: the input's, else sm_90)")
    p.add_argument("--iterations", type=int, default=64,
                   help="loop iterations to emulate when the trip count is known (default 64)")
    p.add_argument("--conflicted", action="store_true", help="list only instructions with conflicts "
                                                              "or unresolved")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> int:
    import json

    from ..errors import UsageError
    from ..nvidia.report import (analyze_functions, format_text, load_functions,
                                 parse_arg_options, parse_block_options, to_json)
    if args.iterations < 1:
        raise UsageError("--iterations must be at least 1")
    arch = None
    if args.arch:
        from ..core.arch import get_arch
        a = get_arch(args.arch)
        if not a.is_nvidia:
            raise UsageError(f"--arch {args.arch}: SASS is NVIDIA; expected sm_70 .. sm_90")
        arch = a.name
    blocks = parse_block_options(args.block)
    argv = parse_arg_options(args.arg)
    funcs = load_functions(args.file, arch)
    reports = analyze_functions(funcs, blocks, argv, arch, args.kernel, args.iterations)
    if args.json:
        print(json.dumps(to_json(reports), indent=1))
    else:
        print(format_text(reports, show_all=not args.conflicted), end="")
    return 0
