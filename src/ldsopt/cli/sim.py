"""`ldsopt sim`: model one access (explicit addresses, a stride, or a named pattern in a layout),
or a JSONL batch."""

from __future__ import annotations

import json
import sys

HELP = "model the bank conflicts of LDS / shared-memory accesses"


def add_arguments(p):
    import argparse

    from ldsopt.api import pattern_help
    p.formatter_class = argparse.RawDescriptionHelpFormatter
    p.epilog = pattern_help()
    p.add_argument("--arch", help="gfx906, gfx90a, gfx942, gfx950, sm_70 .. sm_90")
    p.add_argument("--op", help="instruction as the ISA spells it: ds_read_b128, ds_read2st64_b64, "
                                "ld.shared.v4.u32, ldmatrix.x4.trans, ...")
    src = p.add_mutually_exclusive_group()
    src.add_argument("--addresses", help="byte address per lane, comma-separated")
    src.add_argument("--stride", type=_int, help="lane i at BASE + i*STRIDE bytes")
    src.add_argument("--pattern", help="named pattern: row_copy, col_read, mfma_a, mfma_b, mfma_b_nk, "
                                       "ldmatrix (with --tile, --dtype, --layout, --param)")
    src.add_argument("--batch", help="JSONL file ('-' for stdin): one {\"op\", \"addresses\"} per line")
    p.add_argument("--base", type=_int, default=0, help="base byte address for --stride")
    p.add_argument("--active", help="active lanes, e.g. 0-31 or 0,2,4 (default: all)")
    p.add_argument("--offset0", type=_int, default=0, help="read2/write2 offset0 (instruction units)")
    p.add_argument("--offset1", type=_int, default=0, help="read2/write2 offset1 (instruction units)")
    p.add_argument("--tile", help="ROWSxCOLS for --pattern, e.g. 64x64")
    p.add_argument("--dtype", default="f16", help="element type for --pattern (f16, bf16, f32, fp8...)")
    p.add_argument("--layout", default="row", help="layout spec for --pattern: row, pad:16B, "
                   "ck:kpack=8, cute:3,3,3, triton:vec=8,perPhase=1,maxPhase=8, padded:[64:+8], xor:..., "
                   "linear:...; or Triton text ('#ttg.swizzled_shared<{...}>', 'SwizzledSharedLayout(...)') "
                   "or CuTe ('Swizzle<3,3,3> o (64,64):(64,1)')")
    p.add_argument("--param", action="append", default=[], metavar="K=V",
                   help="pattern parameter (repeatable): vec=8, shape=16x16x16_f16, read_elems=8, x=4, "
                        "threads_per_row=8, lanes=32")
    p.add_argument("--instr", type=_int, default=None,
                   help="with --pattern: which instruction to map (default: the worst)")
    p.add_argument("--setting", action="append", default=[], metavar="K=V",
                   help="disputed-rule setting, e.g. gfx950_b32=halves")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    from ldsopt.render.output import add_picture_args
    add_picture_args(p)


def _int(s):
    try:
        v = int(str(s), 0)
    except ValueError:
        import argparse
        raise argparse.ArgumentTypeError(f"not an integer: {s!r}")
    return v


def _kv_list(items, what):
    from ldsopt.errors import UsageError
    out = {}
    for it in items:
        if "=" not in it:
            raise UsageError(f"{what} must be K=V, got {it!r}")
        k, v = it.split("=", 1)
        try:
            out[k.strip()] = int(v, 0)
        except ValueError:
            out[k.strip()] = v.strip()
    return out


def parse_lanes(spec: str, n: int):
    from ldsopt.errors import UsageError
    act = [False] * n
    try:
        for part in spec.split(","):
            part = part.strip()
            if not part:
                continue
            if "-" in part:
                a, b = (int(x) for x in part.split("-"))
            else:
                a = b = int(part)
            if a < 0 or b >= n or a > b:
                raise ValueError
            for i in range(a, b + 1):
                act[i] = True
    except ValueError:
        raise UsageError(f"bad --active {spec!r}: lanes 0..{n - 1} as ranges like 0-31,40")
    return act


def run(args) -> int:
    import ldsopt
    from ldsopt.api import alias_note
    from ldsopt.errors import UsageError
    from ldsopt.render.text import bank_map, summary_line

    settings = _kv_list(args.setting, "--setting") or None
    if args.batch:
        return _run_batch(args, settings)
    if not args.arch or not args.op:
        raise UsageError("give --arch and --op (or --batch FILE)")
    arch = ldsopt.arch(args.arch)
    for k in settings or {}:       # each setting is a disputed rule of one arch (its name's prefix)
        if k.split("_", 1)[0] != arch.name:
            raise UsageError(f"--setting {k}: a rule of {k.split('_', 1)[0]}, which {arch.name} does "
                             "not have (see `ldsopt arch`)")
    inst = ldsopt.instruction(arch.name, args.op, settings)
    args.alias_note = alias_note(args.arch)
    if args.alias_note and not args.json:
        print(f"note: {args.alias_note}")
    if args.pattern:
        return _run_pattern(args, arch, inst, settings)
    if args.addresses is not None:
        try:
            addrs = [int(x, 0) for x in args.addresses.replace(" ", "").split(",") if x != ""]
        except ValueError:
            raise UsageError("--addresses must be comma-separated integers")
    elif args.stride is not None:
        addrs = [args.base + i * args.stride for i in range(inst.lanes)]
    else:
        raise UsageError("give --addresses, --stride, --pattern or --batch")
    active = parse_lanes(args.active, len(addrs)) if args.active else None
    res = ldsopt.simulate(arch.name, inst.name, addrs, active=active, offset0=args.offset0,
                          offset1=args.offset1, settings=settings)
    if args.json:
        print(json.dumps(res.to_json(args.arch if args.alias_note else None)))
    else:
        print(summary_line(res))
        print(bank_map(res))
    _pictures(args, "sim", res)
    return 0


def _run_batch(args, settings) -> int:
    """Stream a JSONL batch: results are written as each chunk is modelled (constant memory)."""
    from ldsopt.api import simulate_jsonl
    from ldsopt.errors import UsageError
    from ldsopt.render.text import printable

    if any(getattr(args, k, None) for k in ("png", "svg", "html")):
        raise UsageError("--png/--svg/--html draw one instruction: not with --batch")
    write = sys.stdout.write
    n = 0
    for res in simulate_jsonl(args.batch, arch=args.arch, settings=settings, as_json=args.json):
        if args.json:
            out = res
        else:
            out = [f"line {d['line']}: {printable(d['op'])}"
                   + (f" (modelled as {d['modelled_as']})" if "modelled_as" in d else "")
                   + f": cycles {d['cycles']}, ideal {d['ideal']}, conflicts {d['conflicts']}" for d in res]
        if out:        # the results before a bad line are written before its error
            write("\n".join(out) + "\n")
            n += len(out)
    if n == 0:
        raise UsageError("the batch has no instructions (empty input)")
    return 0


def _run_pattern(args, arch, inst, settings) -> int:
    import ldsopt
    from ldsopt.errors import UsageError
    from ldsopt.render.text import bank_map, summary_line

    if not args.tile:
        raise UsageError("--pattern needs --tile ROWSxCOLS")
    t = ldsopt.simulate_tile(arch.name, inst.name, args.pattern, args.tile, dtype=args.dtype, layout=args.layout,
                             params=_kv_list(args.param, "--param"), instr=args.instr, settings=settings)
    if args.json:
        print(json.dumps(t.to_json(args.arch if args.alias_note else None)))
    else:
        print(f"{t.arch} {t.op}, {t.pattern} over a {t.rows}x{t.cols} {t.dtype} tile, "
              f"{t.layout}: {t.instructions} instructions, cycles {t.cycles}, "
              f"ideal {t.ideal}, conflicts {t.conflicts}")
        print(f"instruction {t.mapped_instruction}: " + summary_line(t.map))
        print(bank_map(t.map))
    _pictures(args, "sim", t.to_dict())
    return 0


def _pictures(args, kind, payload):
    if any(getattr(args, k, None) for k in ("png", "svg", "html")):
        from ldsopt.render.output import write_pictures
        write_pictures(args, kind, payload)
