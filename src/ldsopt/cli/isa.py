"""`ldsopt isa FILE`: every LDS instruction of a compiled AMD kernel, lane-exact, plus the kernel's
resources and occupancy."""

from __future__ import annotations

HELP = ("every LDS instruction of an AMD kernel (.s, ATT code.json, or code object), lane-exact per wave: "
        "cycles, ideal, conflicts; registers, LDS and occupancy")


def add_arguments(p) -> None:
    p.add_argument("file", metavar="FILE", help="AMDGPU assembly (.s) as LLVM, hipcc, Triton or FlyDSL dump it; "
                                                "an ATT code.json (or its folder); a code object (needs llvm-objdump)")
    p.add_argument("--arch", help="GPU arch (default: the file's target)")
    p.add_argument("--kernel", help="only this kernel (default: all)")
    p.add_argument("--block", metavar="XxYxZ", help="workgroup shape, e.g. 16x16 or 256 (default: the metadata's "
                                                    "required size, else 1-D of its maximum workgroup size)")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=VALUE",
                   help="a kernel argument's value (name from the metadata's .args, or argN for the N-th); repeat")
    p.add_argument("--no-assume-in-bounds", dest="assume_in_bounds", action="store_false",
                   help="leave bounds checks against kernel arguments (i < n, with n a kernel argument) unknown; "
                        "by default they are taken to pass (the whole tile), and the answers resting on that "
                        "are marked")
    p.add_argument("--iterations", type=int, default=1, help="loop iterations to emulate (default 1: the first)")
    p.add_argument("--wg-size", type=int, help="workgroup size for occupancy (default: the block size)")
    p.add_argument("--lds-bytes", type=int, help="LDS bytes per workgroup for occupancy, e.g. Triton's dynamic "
                                                 "shared memory (default: the file's static LDS size)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def occupancy_check(k, arch: str | None, wg_size: int | None, lds_bytes: int | None = None) -> dict:
    """Occupancy from ldsopt.budgets.occupancy, next to LLVM's `; Occupancy:` comment when present."""
    out = {"llvm": k.llvm_occupancy}
    if not arch:
        out["skipped"] = "arch unknown (no .amdgcn_target; pass --arch)"
        return out
    if k.vgprs is None:
        out["skipped"] = "VGPR count not found in the file"
        return out
    wg = wg_size or k.wg_size or 256
    lds = (k.lds_bytes or 0) if lds_bytes is None else lds_bytes
    out["inputs"] = {"arch": arch, "vgprs": k.vgprs, "agprs": k.agprs or 0, "sgprs": k.sgprs or 0,
                     "lds_bytes": lds, "wg_size": wg}
    from ldsopt.budgets.occupancy import amd_occupancy
    r = amd_occupancy(arch, k.vgprs, agprs=k.agprs or 0, sgprs=k.sgprs or 0, lds_bytes=lds, wg_size=wg)
    out["waves_per_simd"] = r.waves_per_simd
    out["limiter"] = r.limiter
    if k.llvm_occupancy is not None:
        # LLVM's comment does not round LDS up to the allocation granule; compare like with like,
        # and say so when the granule changes the answer.
        rc = amd_occupancy(arch, k.vgprs, agprs=k.agprs or 0, sgprs=k.sgprs or 0, lds_bytes=lds,
                           wg_size=wg, llvm_compat=True)
        out["agrees_with_llvm"] = rc.waves_per_simd == k.llvm_occupancy
        if not out["agrees_with_llvm"]:
            out["difference"] = (f"ldsopt.occupancy (LLVM's rules) says {rc.waves_per_simd} waves/SIMD "
                                 f"({rc.limiter}), LLVM's comment says {k.llvm_occupancy}")
        elif rc.waves_per_simd != r.waves_per_simd:
            out["granule_note"] = (f"with {lds} B of LDS rounded up to the allocation granule the hardware "
                                   f"runs {r.waves_per_simd} waves/SIMD; LLVM's figure ignores the granule")
    return out


def parse_block(text: str) -> tuple:
    from ldsopt.errors import UsageError
    parts = text.lower().replace("*", "x").split("x")
    try:
        dims = [int(x) for x in parts if x.strip()]
    except ValueError:
        raise UsageError(f"--block {text}: expected XxYxZ, e.g. 16x16x1 or 256")
    if not 1 <= len(dims) <= 3 or any(d < 1 for d in dims):
        raise UsageError(f"--block {text}: expected one to three positive sizes, e.g. 16x16x1")
    dims += [1] * (3 - len(dims))
    if dims[0] * dims[1] * dims[2] > 1024:
        raise UsageError(f"--block {text}: {dims[0] * dims[1] * dims[2]} work-items, more than 1024")
    return tuple(dims)


def parse_args_values(items) -> dict:
    from ldsopt.errors import UsageError
    out = {}
    for it in items:
        name, sep, val = it.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--arg {it}: expected NAME=VALUE")
        try:
            out[name.strip()] = int(val, 0)
        except ValueError:
            raise UsageError(f"--arg {it}: the value must be an integer")
    return out


# ----------------------------------------------------------------------------- report
def _resources(k, arch, wg, lds_bytes) -> dict:
    return {"vgprs": k.vgprs, "total_vgprs": k.total_vgprs, "agprs": k.agprs, "sgprs": k.sgprs,
            "scratch": k.scratch, "lds_bytes": k.lds_bytes, "wg_size": k.wg_size, "wave_size": k.wave_size,
            "sources": k.sources, "disagreements": k.disagreements, "notes": k.notes,
            "occupancy": occupancy_check(k, arch, wg, lds_bytes)}


def _wave_json(w) -> dict:
    if w.status == "ok":
        d = {"wave": w.wave, "active_lanes": w.active_lanes, "cycles": w.cycles, "ideal": w.ideal,
             "conflicts": w.conflicts}
    elif w.status == "inactive":
        d = {"wave": w.wave, "inactive": True}
    else:
        d = {"wave": w.wave, "unresolved": w.reason}
    if w.iteration != 1:
        d["iteration"] = w.iteration
    if w.assumed:
        d["assumed"] = True
    return d


def kernel_json(r, resources: dict | None) -> dict:
    s = r.summary
    d = {"name": r.name, "kernel": r.name, "arch": r.arch, "block": list(r.block),
         "lds": [{"line": i.line, "isa": i.isa, "source": i.source or "", "assumed": list(i.assumed),
                  "waves": [_wave_json(w) for w in i.waves]} for i in r.instructions],
         "summary": {"instructions": s.instructions, "instruction_waves": s.instruction_waves,
                     "resolved": s.resolved, "unresolved": s.unresolved, "inactive": s.inactive,
                     "conflicted": s.conflicted, "lds_cycles": s.lds_cycles,
                     "lds_cycles_lost": s.lds_cycles_lost},
         "assumptions": list(r.assumptions), "notes": list(r.notes)}
    if resources is not None:
        d.update(resources)
    return d


def _cut(s: str, n: int) -> str:
    return s if len(s) <= n else s[:n - 1] + "~"


def _waves_text(ws) -> str:
    if len(ws) == 1:
        return f"w{ws[0]}"
    if ws == list(range(ws[0], ws[-1] + 1)):
        return f"w{ws[0]}-{ws[-1]}"
    return "w" + ",".join(str(w) for w in ws)


def format_lds(r) -> list[str]:
    """The per-instruction table, at most 100 columns wide."""
    lines = [f"  {'line':>6} {'instruction':<38} {'source':<16} {'cyc':>5} {'ideal':>5} {'confl':>5} {'way':>3}  waves"]
    for i in r.instructions:
        groups: dict = {}
        for w in i.waves:
            key = (w.iteration, w.status, w.cycles, w.ideal, w.conflicts, w.ways, w.reason, w.assumed)
            groups.setdefault(key, []).append(w.wave)
        src = (i.source or "").rsplit("/", 1)[-1]
        src = src if len(src) <= 16 else "~" + src[-15:]
        first = True
        for (it, st, cyc, ide, con, way, why, assumed), ws in groups.items():
            head = f"  {i.line:>6} {_cut(' '.join(i.isa.split()), 38):<38} {src:<16}" if first else " " * 64
            wt = _waves_text(ws) + (f" it{it}" if it != 1 else "")
            if len(groups) == 1 and len(i.waves) > 1:
                wt = "all " + str(len(ws))
            if assumed:
                wt += " *"
            if st == "ok":
                lines.append(f"{head} {cyc:>5} {ide:>5} {con:>5} {way:>3}  {wt}")
            elif st == "inactive":
                lines.append(f"{head} {'-':>5} {'-':>5} {'-':>5} {'-':>3}  {wt} idle")
            else:
                import textwrap
                chunks = textwrap.wrap(f"unresolved ({wt}): {why}", 35)
                lines.append(f"{head} {chunks[0]}")
                lines += [" " * 65 + c for c in chunks[1:]]
            first = False
    if any(w.assumed for i in r.instructions for w in i.waves):
        lines.append("  * rests on bounds checks taken as in bounds (assumed: above); --no-assume-in-bounds "
                     "turns it off")
    return lines


def format_kernel(r, res: dict | None) -> str:
    import textwrap
    L = [f"kernel {r.name}  ({r.arch})"]
    if res is not None:
        def v(x):
            return "?" if x is None else str(x)
        L.append(f"  VGPR {v(res['vgprs'])}  AGPR {v(res['agprs'])}  unified {v(res['total_vgprs'])}  "
                 f"SGPR {v(res['sgprs'])}  scratch {v(res['scratch'])} B  LDS {v(res['lds_bytes'])} B  "
                 f"workgroup {v(res['wg_size'])}")
        for d in res["disagreements"]:
            L += textwrap.wrap(d, 100, initial_indent="  DISAGREE ", subsequent_indent="    ")
        o = res["occupancy"]
        if "skipped" in o:
            L.append(f"  occupancy: {o['skipped']}" + (f"; LLVM says {o['llvm']}" if o["llvm"] is not None else ""))
        else:
            s = f"  occupancy: {o['waves_per_simd']} waves/SIMD (limited by {o['limiter']})"
            if o["llvm"] is not None:
                s += f"; LLVM says {o['llvm']}: " + ("same" if o["agrees_with_llvm"] else "DIFFERENT")
            L.append(s)
            for key in ("difference", "granule_note"):
                if o.get(key):
                    L += textwrap.wrap(o[key], 100, initial_indent="  occupancy note: ", subsequent_indent="    ")
    for a in r.assumptions:
        L += textwrap.wrap(a, 100, initial_indent="  assumed: ", subsequent_indent="    ")
    for n in r.notes:
        L += textwrap.wrap(n, 100, initial_indent="  note: ", subsequent_indent="    ")
    s = r.summary
    if not r.instructions:
        L.append("  no LDS instructions")
        return "\n".join(L)
    L += format_lds(r)
    L.append(f"  summary: {s.instructions} LDS instructions; {s.instruction_waves} instruction-waves: "
             f"{s.resolved} resolved, {s.unresolved} unresolved,")
    L.append(f"           {s.inactive} idle (no lane active); {s.conflicted} instruction(s) with bank conflicts;")
    L.append(f"           {s.lds_cycles} LDS cycles per workgroup, {s.lds_cycles_lost} of them lost to conflicts")
    return "\n".join(L)


def run(args) -> int:
    import json
    from ldsopt.amd.emu.inputs import analyze_path
    from ldsopt.core.arch import get_arch
    from ldsopt.errors import UsageError
    if args.wg_size is not None and not (1 <= args.wg_size <= 1024):
        raise UsageError("--wg-size must be between 1 and 1024")
    if args.lds_bytes is not None and args.lds_bytes < 0:
        raise UsageError("--lds-bytes must not be negative")
    if not 1 <= args.iterations <= 1024:
        raise UsageError("--iterations must be between 1 and 1024")
    block = parse_block(args.block) if args.block else None
    values = parse_args_values(args.arg)
    if args.arch:
        a = get_arch(args.arch)
        if not a.is_amd:
            raise UsageError(f"--arch {args.arch}: AMDGPU code needs a gfx arch")
    kind, done = analyze_path(args.file, args.arch, args.kernel, block, values, args.iterations,
                              args.assume_in_bounds)
    reps = []
    texts = []
    for src, r in done:
        res = None
        if src.kernel is not None:
            res = _resources(src.kernel, r.arch, args.wg_size or r.block[0] * r.block[1] * r.block[2],
                             args.lds_bytes)
        reps.append(kernel_json(r, res))
        texts.append(format_kernel(r, res))
    if args.json:
        print(json.dumps({"file": str(args.file), "input": kind, "kernels": reps}, indent=1))
    else:
        print("\n\n".join(texts))
    return 0
