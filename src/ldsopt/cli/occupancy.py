"""`ldsopt occupancy`: waves per SIMD (AMD) or blocks and warps per SM (NVIDIA), the limiting
resource, and how far each resource is from the next occupancy step."""

from __future__ import annotations

import json

HELP = "occupancy from registers, LDS/shared memory and workgroup size (AMD and NVIDIA), or of a .s file"


def add_arguments(p):
    p.add_argument("--arch", help="gfx906, gfx90a, gfx942, gfx950, or sm_70 .. sm_90 "
                                  "(with --isa: taken from the file's .amdgcn_target when left out)")
    g = p.add_argument_group("AMD")
    g.add_argument("--vgprs", type=int, default=None, help="arch VGPRs per wave (LLVM NumVgprs)")
    g.add_argument("--agprs", type=int, default=0, help="AGPRs per wave (gfx90a+, LLVM NumAgprs)")
    g.add_argument("--sgprs", type=int, default=0,
                   help="SGPRs per wave including VCC/FLAT_SCRATCH/XNACK (LLVM NumSgprs; 0 = no limit)")
    g.add_argument("--lds", type=int, default=0, metavar="BYTES", help="LDS per workgroup, bytes")
    g.add_argument("--wg-size", type=int, default=256, help="threads per workgroup (default 256)")
    g.add_argument("--llvm", action="store_true",
                   help="LLVM's way: LDS not rounded to its granule, workgroup size a range 1..N")
    n = p.add_argument_group("NVIDIA")
    n.add_argument("--regs", type=int, default=None, help="registers per thread")
    n.add_argument("--smem", type=int, default=0, metavar="BYTES",
                   help="shared memory per block (static + dynamic), bytes")
    n.add_argument("--threads", type=int, default=None, help="threads per block")
    n.add_argument("--carveout", type=int, default=None, metavar="KIB",
                   help="shared-memory carve-out per SM in KiB (default: the largest)")
    p.add_argument("--isa", metavar="FILE.s", help="AMDGPU assembly: every kernel's resources, our "
                                                   "figure next to LLVM's '; Occupancy:'")
    p.add_argument("--kernel", help="with --isa: only this kernel")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> int:
    from ldsopt.errors import UsageError

    if args.isa:
        return _run_isa(args)
    if not args.arch:
        raise UsageError("--arch is required (or --isa FILE.s)")
    import ldsopt

    a = ldsopt.arch(args.arch, alias_ok=False)
    if a.is_amd:
        if args.regs is not None or args.threads is not None or args.smem or args.carveout is not None:
            raise UsageError(f"{a.name} is AMD: use --vgprs/--agprs/--sgprs/--lds/--wg-size "
                             "(--regs/--smem/--threads/--carveout are for NVIDIA)")
        if args.vgprs is None:
            raise UsageError("--vgprs is required for an AMD arch")
        r = ldsopt.occupancy(a.name, vgprs=args.vgprs, agprs=args.agprs, sgprs=args.sgprs,
                             lds_bytes=args.lds, wg_size=args.wg_size, llvm_compat=args.llvm)
        if args.json:
            print(json.dumps(r.to_dict()))
        else:
            print(format_amd(r))
        return 0
    if args.vgprs is not None or args.agprs or args.sgprs or args.lds or args.llvm:
        raise UsageError(f"{a.name} is NVIDIA: use --regs/--smem/--threads/--carveout")
    if args.regs is None or args.threads is None:
        raise UsageError("--regs and --threads are required for an NVIDIA arch (and --smem, default 0)")
    r = ldsopt.occupancy(a.name, regs=args.regs, smem_bytes=args.smem, threads=args.threads,
                         carveout_kib=args.carveout)
    if args.json:
        print(json.dumps(r.to_dict()))
    else:
        print(format_nvidia(r))
    return 0


def _s(n) -> str:
    return "" if n == 1 else "s"


def _fmt_step(v, unit=""):
    return "-" if v is None else f"{v}{unit}"


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows)


def format_amd(r) -> str:
    lim = "no resource below the cap" if r.limiter == "waves" else f"limited by {', '.join(r.limiters)}"
    head = (f"{r.arch}: {r.waves_per_simd} of {r.max_waves_per_simd} waves per SIMD ({lim}); "
            f"{r.workgroups_per_cu} workgroup{_s(r.workgroups_per_cu)} of {r.wg_size} threads ({r.waves_per_wg} "
            f"wave{_s(r.waves_per_wg)}) per CU = {r.waves_per_cu} wave{_s(r.waves_per_cu)}")
    s = r.steps
    vg = f"{r.total_vgprs}" + (f" ({r.vgprs} arch + {r.agprs} acc)" if r.agprs else "") + \
         f" -> {r.allocated_vgprs} allocated"
    rows = [["resource", "used", "waves/SIMD", "less for +1 wave", "more for -1 wave"],
            ["vgpr", vg, r.limits["vgpr"], _fmt_step(s["vgpr"]["to_gain_a_wave"]),
             _fmt_step(s["vgpr"]["to_lose_a_wave"])],
            ["sgpr", r.sgprs or "-", r.limits["sgpr"], _fmt_step(s["sgpr"]["to_gain_a_wave"]),
             _fmt_step(s["sgpr"]["to_lose_a_wave"])],
            ["lds", f"{r.lds_bytes} B" + (f" -> {r.lds_allocated} B allocated" if r.lds_allocated != r.lds_bytes
                                          else ""), r.limits["lds"],
             _fmt_step(s["lds"]["to_gain_a_wave"], " B"), _fmt_step(s["lds"]["to_lose_a_wave"], " B")],
            ["wg_slots", f"{r.waves_per_wg} waves/WG", r.limits["wg_slots"], "-", "-"]]
    return head + "\n" + _table(rows)


def format_nvidia(r) -> str:
    head = (f"{r.arch}: {r.blocks_per_sm} blocks x {r.warps_per_block} warps = {r.warps_per_sm} of "
            f"{r.max_warps_per_sm} warps per SM ({r.occupancy:.0%}), limited by {', '.join(r.limiters)}; "
            f"carve-out {r.carveout_kib} KiB")
    s = r.steps
    rows = [["resource", "used", "blocks/SM", "less for +1 block", "more for -1 block"],
            ["regs", f"{r.regs}/thread -> {r.regs_per_warp}/warp", _fmt_step(r.limits["regs"]),
             _fmt_step(s["regs"]["to_gain_a_block"]), _fmt_step(s["regs"]["to_lose_a_block"])],
            ["smem", f"{r.smem_bytes} B -> {r.smem_per_block} B allocated", _fmt_step(r.limits["smem"]),
             _fmt_step(s["smem"]["to_gain_a_block"], " B"), _fmt_step(s["smem"]["to_lose_a_block"], " B")],
            ["warps", f"{r.warps_per_block}/block", r.limits["warps"], "-", "-"],
            ["blocks", "-", r.limits["blocks"], "-", "-"]]
    return head + "\n" + _table(rows)


# ------------------------------------------------------------------------------------------ --isa


def _run_isa(args) -> int:
    import sys

    import ldsopt
    from ldsopt.render.text import printable, wrap

    r = ldsopt.asm_occupancy(args.isa, arch=args.arch, kernel=args.kernel)
    out = r.kernels
    if args.json:
        print(json.dumps(r.to_json()))
    for o in (() if args.json else out):
        h = o["hardware"]
        agree = {None: "LLVM gives none", True: "same as LLVM", False: "LLVM says %s" % o["llvm_occupancy"]}[
            o["agrees_with_llvm"]]
        print(wrap(f"{printable(o['kernel'])} ({o['arch']}): {o['waves_per_simd']} wave{_s(o['waves_per_simd'])} per SIMD "
              f"({agree}), limited by {o['limiter']}; {h['workgroups_per_cu']} workgroup"
              f"{_s(h['workgroups_per_cu'])} of {h['wg_size']} per CU "
              f"(vgpr {h['total_vgprs']}, sgpr {h['sgprs']}, lds {h['lds_bytes']} B)"))
    bad = r.disagreeing
    if bad:   # exit 1 says why on stderr
        print(f"ldsopt occupancy: {len(bad)} kernel(s) disagree with LLVM's '; Occupancy:' figure: "
              + printable(", ".join(bad))[:200], file=sys.stderr)
    return 0 if not bad else 1


# library parameter -> flag, for error messages
PARAMS = {"lds_bytes": "--lds", "smem_bytes": "--smem", "carveout_kib": "--carveout"}
