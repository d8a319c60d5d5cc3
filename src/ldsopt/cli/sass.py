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
                   help="iterations of each loop followed per entry into it, where its way round is known "
                        "(default 64); one pass where it depends on an unknown value")
    p.add_argument("--conflicted", action="store_true", help="list only instructions with conflicts "
                                                              "or unresolved")
    p.add_argument("--json", action="store_true", help="machine-readable output")


# library parameter -> flag, for error messages
PARAMS = {"args": "--arg", "source": "FILE"}


def block_options(items) -> dict:
    """``--block [KERNEL=]XxYxZ`` (repeated) -> ``{kernel substring or None: "XxYxZ"}``."""
    from ldsopt.errors import UsageError
    out: dict = {}
    for it in items:
        k, sep, b = it.rpartition("=")
        if sep and not k.strip():
            raise UsageError(f"--block {it!r}: no kernel name before '=' (give KERNEL=XxYxZ, or XxYxZ "
                             "for every kernel)")
        out[k if sep else None] = b
    return out


def arg_options(items) -> dict:
    """``--arg [KERNEL:]N=VALUE`` (repeated) -> ``{"[KERNEL:]N": value}``; N a parameter index, or
    a constant-bank offset (``0x220`` or ``c[0x0][0x220]``)."""
    import re

    from ldsopt.errors import UsageError
    out = {}
    for it in items:
        m = re.fullmatch(r"(?:(.+):)?\s*(c\[0x0\]\[)?(0x[0-9a-fA-F]+|\d+)\]?\s*=\s*(-?(?:0x[0-9a-fA-F]+|\d+))",
                         it.strip())
        if not m:
            raise UsageError(f"--arg {it!r}: expected [KERNEL:]N=VALUE (N a parameter index, or a "
                             "constant-bank offset such as 0x220)")
        key = m.group(3)
        if m.group(2) and not key.lower().startswith("0x"):
            key = "0x" + key             # c[0x0][220]: the offset is hexadecimal, as printed
        out[(m.group(1) + ":" if m.group(1) else "") + key] = int(m.group(4), 0)
    return out


def run(args) -> int:
    import json

    import ldsopt
    from ldsopt.render.sass_text import format_sass
    res = ldsopt.analyze_sass(args.file, block=block_options(args.block) or None, kernel=args.kernel,
                              args=arg_options(args.arg), arch=args.arch, iterations=args.iterations)
    if args.json:
        print(json.dumps(res.to_json(aliases=True), indent=1))
    else:
        print(format_sass(res, show_all=not args.conflicted), end="")
    return 0

