"""`ldsopt isa FILE.s`: kernel resources, occupancy and the LDS inventory of AMDGPU assembly."""

from __future__ import annotations

HELP = "read AMDGPU assembly (.s): registers, LDS, occupancy vs LLVM's, ds_* inventory, write-to-wait distances"


def add_arguments(p) -> None:
    p.add_argument("file", metavar="FILE.s", help="AMDGPU assembly as LLVM, hipcc, Triton or FlyDSL dump it")
    p.add_argument("--arch", help="GPU arch (default: the file's .amdgcn_target)")
    p.add_argument("--kernel", help="only this kernel (default: all)")
    p.add_argument("--wg-size", type=int, help="workgroup size for occupancy (default: the metadata's "
                                               ".max_flat_workgroup_size, else 256)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def occupancy_check(k, arch: str | None, wg_size: int | None) -> dict:
    """Occupancy from ldsopt.occupancy, next to LLVM's `; Occupancy:` comment when present."""
    out = {"llvm": k.llvm_occupancy}
    if not arch:
        out["skipped"] = "arch unknown (no .amdgcn_target; pass --arch)"
        return out
    if k.vgprs is None:
        out["skipped"] = "VGPR count not found in the file"
        return out
    wg = wg_size or k.wg_size or 256
    out["inputs"] = {"arch": arch, "vgprs": k.vgprs, "agprs": k.agprs or 0, "sgprs": k.sgprs or 0,
                     "lds_bytes": k.lds_bytes or 0, "wg_size": wg}
    try:
        from ..occupancy import amd_occupancy
    except ImportError as e:
        out["skipped"] = f"ldsopt.occupancy not available ({e})"
        return out
    r = amd_occupancy(arch, k.vgprs, agprs=k.agprs or 0, sgprs=k.sgprs or 0, lds_bytes=k.lds_bytes or 0,
                      wg_size=wg)
    out["waves_per_simd"] = r.waves_per_simd
    out["limiter"] = r.limiter
    if k.llvm_occupancy is not None:
        out["agrees_with_llvm"] = r.waves_per_simd == k.llvm_occupancy
        if not out["agrees_with_llvm"]:
            out["difference"] = (f"ldsopt.occupancy says {r.waves_per_simd} waves/SIMD ({r.limiter}), LLVM's "
                                 f"comment says {k.llvm_occupancy}")
    return out


def kernel_report(k, arch: str | None, wg_size: int | None) -> dict:
    inv = k.inventory()
    return {"kernel": k.name, "arch": arch, "vgprs": k.vgprs, "agprs": k.agprs, "sgprs": k.sgprs,
            "scratch": k.scratch, "lds_bytes": k.lds_bytes, "wg_size": k.wg_size, "wave_size": k.wave_size,
            "sources": k.sources, "disagreements": k.disagreements,
            "occupancy": occupancy_check(k, arch, wg_size), **inv}


def format_kernel(r: dict) -> str:
    L = [f"kernel {r['kernel']}  ({r['arch'] or 'arch unknown'})"]
    def v(x):
        return "?" if x is None else str(x)
    L.append(f"  VGPR {v(r['vgprs'])}  AGPR {v(r['agprs'])}  SGPR {v(r['sgprs'])}  scratch {v(r['scratch'])} B  "
             f"LDS {v(r['lds_bytes'])} B  workgroup {v(r['wg_size'])}")
    srcs = sorted(set(r["sources"].values()))
    L.append(f"  from: {', '.join(srcs) if srcs else '-'}")
    for d in r["disagreements"]:
        L.append(f"  DISAGREE {d}")
    o = r["occupancy"]
    if "skipped" in o:
        L.append(f"  occupancy: {o['skipped']}" + (f"; LLVM says {o['llvm']}" if o["llvm"] is not None else ""))
    else:
        s = f"  occupancy: {o['waves_per_simd']} waves/SIMD (limited by {o['limiter']})"
        if o["llvm"] is not None:
            s += f"; LLVM says {o['llvm']}: " + ("same" if o["agrees_with_llvm"] else "DIFFERENT")
        L.append(s)
    L.append(f"  {r['instructions']} instructions, {r['ds_total']} ds_*, {r['barriers']} s_barrier, "
             f"{r['lgkm_waits']} lgkmcnt waits")
    if r["ds_by_op"]:
        L.append("  ds_* by kind: " + ", ".join(f"{k} {n}" for k, n in r["ds_by_kind"].items()))
        L.append("  ds_* by op:   " + ", ".join(f"{k} {n}" for k, n in r["ds_by_op"].items()))
    for p in r["read2_write2"]:
        L.append(f"  line {p['line']}: {p['op']} offset0:{p['offset0']} offset1:{p['offset1']}")
    for d in r["write_wait"]:
        if d["wait_line"] is None:
            L.append(f"  line {d['line']}: {d['op']} -> no covering wait before the end")
        else:
            L.append(f"  line {d['line']}: {d['op']} -> line {d['wait_line']} {d['wait']}: "
                     f"{d['distance']} instruction(s) between")
    return "\n".join(L)


def run(args) -> int:
    import json
    from ..errors import UsageError
    from ..isa import read_asm
    if args.wg_size is not None and not (1 <= args.wg_size <= 1024):
        raise UsageError("--wg-size must be between 1 and 1024")
    kernels = read_asm(args.file)
    if args.kernel:
        kernels = [k for k in kernels if k.name == args.kernel]
        if not kernels:
            raise UsageError(f"{args.file}: no kernel named {args.kernel!r}")
    reps = []
    for k in kernels:
        arch = args.arch or k.arch
        if arch:
            from ..arch import get_arch
            a = get_arch(arch)
            if not a.name.startswith("gfx"):
                raise UsageError(f"--arch {arch}: AMDGPU assembly needs a gfx arch")
            arch = a.name
        reps.append(kernel_report(k, arch, args.wg_size))
    if args.json:
        print(json.dumps({"file": str(args.file), "kernels": reps}, indent=1))
    else:
        print("\n\n".join(format_kernel(r) for r in reps))
    return 0
