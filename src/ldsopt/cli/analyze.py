"""`ldsopt analyze FILE... --arch A[,B]`: kernel source or compiled code in, every LDS / shared-memory
instruction with its source line and a per-source-line summary out, per kernel and arch."""

from __future__ import annotations

HELP = ("one command for every input: kernel source (.py Triton/Gluon, .hip, .cu, .cl) compiled "
        "offline per --arch, or compiled code (.s, code object, SASS, cubin, PTX, TTGIR); LDS answers "
        "per instruction and per source line")


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
                   help="a kernel argument's value for the emulator (AMD: metadata name or argN; NVIDIA: "
                        "parameter index N); repeat")
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


def _fig(x) -> str:
    return "-" if x is None else str(x)


def format_kernel(k) -> str:
    """The text report of one analysed kernel: header, per-line summary, instructions."""
    import textwrap
    from ..sources.compiled import base_name
    b = "x".join(str(x) for x in k.block)
    name = k.name if base_name(k.name) == k.name else f"{base_name(k.name)} ({k.name})"
    if len(name) > 64:                     # CuTe DSL's names carry the argument types
        name = name[:63] + "~"
    head = f"{name}  {k.arch}  {k.language}  block {b} (from {k.block_from or 'the code'})"
    if k.config:
        head += f"  config {k.config}"
    L = [head, "=" * min(len(head), 100)]
    for n in k.notes:
        L += textwrap.wrap(n, 100, initial_indent="  note: ", subsequent_indent="    ")
    if not k.lds:
        L.append("  no LDS / shared-memory instructions")
        return "\n".join(L)
    cyc, idl, con = k.totals
    L.append(f"  {cyc} LDS cycles per block (all waves/warps, first loop iteration), ideal {idl}, "
             f"{con} lost to conflicts")
    L.append("  per source line, conflicts first:")
    L.append(f"  {'source':<22} {'cycles':>7} {'ideal':>6} {'confl':>6} {'ways':>5}  text")
    for r in k.by_line:
        text = r.text if len(r.text) <= 48 else r.text[:47] + "~"
        L.append(f"  {r.source[-22:]:<22} {r.cycles:>7} {r.ideal:>6} {r.conflicts:>6} {r.ways:>4}x  {text}")
    L.append("  instructions:")
    for r in k.lds:
        tail = "" if r.resolved else f"  unresolved: {r.reason}"
        L.append(f"  {r.source[-22:]:<22} {_fig(r.cycles):>7} {_fig(r.ideal):>6} {_fig(r.conflicts):>6} "
                 f"{_fig(r.ways):>4}x  {' '.join(r.isa.split())[:40]}{tail[:120]}")
    return "\n".join(L)


def format_configs(ks) -> str:
    """One row per autotune configuration of a kernel and arch."""
    w = max(len(k.config or "") for k in ks)
    L = [f"  {'arch':<7} {'config':<{w}} {'cycles':>7} {'ideal':>6} {'confl':>6}  worst line"]
    for k in ks:
        cyc, idl, con = k.totals
        worst = next((f"{r.source} ({r.ways}-way)" for r in k.by_line if r.conflicts), "none")
        L.append(f"  {k.arch:<7} {k.config or '':<{w}} {cyc:>7} {idl:>6} {con:>6}  {worst}")
    return "\n".join(L)


def run(args) -> int:
    import json

    from ..sources.analyze import analyze_source
    params = _pairs(args.param, "param", False)
    values = _pairs(args.arg, "arg", True)
    kernels = []
    for f in args.files:
        kernels += analyze_source(f, args.arch, kernel=args.kernel, block=args.block, params=params,
                                  args=values, keep=args.keep, config=args.config)
    if args.json:
        print(json.dumps({"kernels": [k.to_dict() for k in kernels]}, indent=1))
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
