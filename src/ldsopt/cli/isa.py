"""`ldsopt isa FILE.s`: kernel resources, occupancy and the LDS inventory of AMDGPU assembly."""

from __future__ import annotations

HELP = "read AMDGPU assembly (.s): registers, LDS, occupancy vs LLVM's, ds_* inventory, write-to-wait distances"


def add_arguments(p) -> None:
    p.add_argument("file", metavar="FILE.s", help="AMDGPU assembly as LLVM, hipcc, Triton or FlyDSL dump it")
    p.add_argument("--arch", help="GPU arch (default: the file's .amdgcn_target)")
    p.add_argument("--kernel", help="only this kernel (default: all)")
    p.add_argument("--wg-size", type=int, help="workgroup size for occupancy (default: the metadata's "
                                               ".max_flat_workgroup_size, else 256)")
    p.add_argument("--lds-bytes", type=int, help="LDS bytes per workgroup for occupancy, e.g. Triton's dynamic "
                                                 "shared memory (default: the file's static LDS size)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def occupancy_check(k, arch: str | None, wg_size: int | None, lds_bytes: int | None = None) -> dict:
    """Occupancy from ldsopt.occupancy, next to LLVM's `; Occupancy:` comment when present."""
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
    try:
        from ldsopt.budgets.occupancy import amd_occupancy
    except ImportError as e:
        out["skipped"] = f"ldsopt.occupancy not available ({e})"
        return out
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


def bank_predictions(k, arch: str | None) -> list[dict]:
    """The bank model on every ds_* whose lane stride the ISA shows (grouped by op, stride and
    offsets); each entry names its pattern."""
    if not arch:
        return []
    from ldsopt.amd.isa import ds_kind, ds_offsets, lane_stride, opcode
    texts = [t for _, t in k.instrs]
    seen = {}
    for i, (ln, t) in enumerate(k.instrs):
        op = opcode(t)
        if ds_kind(op) not in ("read", "write", "read2", "write2"):
            continue
        st = lane_stride(texts, i)
        if st is None:
            continue
        o = ds_offsets(t)
        key = (op, st, o["offset0"], o["offset1"]) if ds_kind(op) in ("read2", "write2") else (op, st, 0, 0)
        if key in seen:
            seen[key]["lines"].append(ln)
            continue
        try:
            from ldsopt.core.arch import get_arch
            from ldsopt.core.instructions import get_instruction
            from ldsopt.amd.isa import ds_width, model_addresses
            from ldsopt.core.simulate import simulate
            a = get_arch(arch)
            unit = get_instruction(a, op).offset_unit
            addrs, o0, o1, _ = model_addresses(a.wave, st, ds_width(op), a.lds_per_cu, a.banks, key[2], key[3], unit)
            res = simulate(a, op, addrs, offset0=o0, offset1=o1)
        except Exception as e:  # an op or arch the core model does not cover
            seen[key] = {"op": op, "lane_stride": st, "lines": [ln], "skipped": str(e)}
            continue
        seen[key] = {"op": op, "lane_stride": st, "offset0": key[2], "offset1": key[3], "lines": [ln],
                     "cycles": res.cycles, "ideal": res.ideal, "conflicts": res.conflicts, "ways": res.ways}
    return list(seen.values())


def kernel_report(k, arch: str | None, wg_size: int | None, lds_bytes: int | None = None) -> dict:
    inv = k.inventory()
    inv["bank_model"] = bank_predictions(k, arch)
    return {"kernel": k.name, "arch": arch, "vgprs": k.vgprs, "total_vgprs": k.total_vgprs, "agprs": k.agprs, "sgprs": k.sgprs,
            "scratch": k.scratch, "lds_bytes": k.lds_bytes, "wg_size": k.wg_size, "wave_size": k.wave_size,
            "sources": k.sources, "disagreements": k.disagreements, "notes": k.notes,
            "occupancy": occupancy_check(k, arch, wg_size, lds_bytes), **inv}


def format_kernel(r: dict) -> str:
    L = [f"kernel {r['kernel']}  ({r['arch'] or 'arch unknown'})"]
    def v(x):
        return "?" if x is None else str(x)
    L.append(f"  VGPR {v(r['vgprs'])}  AGPR {v(r['agprs'])}  unified {v(r['total_vgprs'])}  SGPR {v(r['sgprs'])}  scratch {v(r['scratch'])} B  "
             f"LDS {v(r['lds_bytes'])} B  workgroup {v(r['wg_size'])}")
    srcs = sorted(set(r["sources"].values()))
    L.append(f"  from: {', '.join(srcs) if srcs else '-'}")
    for d in r["disagreements"]:
        L.append(f"  DISAGREE {d}")
    for n in r["notes"]:
        L.append(f"  note: {n}")
    o = r["occupancy"]
    if "skipped" in o:
        L.append(f"  occupancy: {o['skipped']}" + (f"; LLVM says {o['llvm']}" if o["llvm"] is not None else ""))
    else:
        s = f"  occupancy: {o['waves_per_simd']} waves/SIMD (limited by {o['limiter']})"
        if o["llvm"] is not None:
            s += f"; LLVM says {o['llvm']}: " + ("same" if o["agrees_with_llvm"] else "DIFFERENT")
        L.append(s)
        for key in ("difference", "granule_note"):
            if o.get(key):
                L.append(f"  occupancy note: {o[key]}")
    L.append(f"  {r['instructions']} instructions, {r['ds_total']} ds_*, {r['barriers']} s_barrier, "
             f"{r['lgkm_waits']} lgkmcnt waits")
    if r["ds_by_op"]:
        L.append("  ds_* by kind: " + ", ".join(f"{k} {n}" for k, n in r["ds_by_kind"].items()))
        L.append("  ds_* by op:   " + ", ".join(f"{k} {n}" for k, n in r["ds_by_op"].items()))
    pairs = {}
    for p in r["read2_write2"]:
        pairs.setdefault(p["op"], []).append(p)
    for op, ps in pairs.items():
        shown = " ".join(f"L{p['line']}:({p['offset0']},{p['offset1']})" for p in ps[:8])
        more = f" ... ({len(ps)} in all)" if len(ps) > 8 else ""
        L.append(f"  {op} offset0/offset1: {shown}{more}")
    groups = {}
    for b in r.get("bank_model", []):
        k = (b["op"], b["lane_stride"], b.get("cycles"), b.get("ideal"), b.get("ways"), b.get("skipped"))
        groups.setdefault(k, []).extend(b["lines"])
    for (op, st, cyc, ideal, ways, skipped), lines in groups.items():
        ls = ", ".join(map(str, lines[:6])) + (f" ... ({len(lines)} in all)" if len(lines) > 6 else "")
        if skipped:
            L.append(f"  bank model: {op}, lane stride {st} B: {skipped}")
        else:
            L.append(f"  bank model: {op}, lane stride {st} B (traced in the ISA): {cyc} cycles, ideal {ideal}, "
                     f"{ways}-way  [lines {ls}]")
    ww = r["write_wait"]
    if len(ww) > 12:
        ds = sorted(d["distance"] for d in ww if d["distance"] is not None)
        if ds:
            L.append(f"  {len(ww)} LDS writes; instructions to the covering wait: min {ds[0]}, "
                     f"median {ds[len(ds) // 2]}, max {ds[-1]} (--json lists each)")
        ww = sorted((d for d in ww if d["distance"] is not None), key=lambda d: d["distance"])[:5]
        if ww:
            L.append("  closest:")
    for d in ww:
        if d["wait_line"] is None:
            L.append(f"  line {d['line']}: {d['op']} -> no covering wait before the end")
        else:
            L.append(f"  line {d['line']}: {d['op']} -> line {d['wait_line']} {d['wait']}: "
                     f"{d['distance']} instruction(s) between")
    return "\n".join(L)


def run(args) -> int:
    import json
    from ldsopt.errors import UsageError
    from ldsopt.amd.isa import read_asm
    if args.wg_size is not None and not (1 <= args.wg_size <= 1024):
        raise UsageError("--wg-size must be between 1 and 1024")
    if args.lds_bytes is not None and args.lds_bytes < 0:
        raise UsageError("--lds-bytes must not be negative")
    kernels = read_asm(args.file)
    if args.kernel:
        kernels = [k for k in kernels if k.name == args.kernel]
        if not kernels:
            raise UsageError(f"{args.file}: no kernel named {args.kernel!r}")
    reps = []
    for k in kernels:
        arch = args.arch or k.arch
        if arch:
            from ldsopt.core.arch import get_arch
            a = get_arch(arch)
            if not a.name.startswith("gfx"):
                raise UsageError(f"--arch {arch}: AMDGPU assembly needs a gfx arch")
            arch = a.name
        reps.append(kernel_report(k, arch, args.wg_size, args.lds_bytes))
    if args.json:
        print(json.dumps({"file": str(args.file), "kernels": reps}, indent=1))
    else:
        print("\n\n".join(format_kernel(r) for r in reps))
    return 0
