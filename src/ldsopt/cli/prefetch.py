"""`ldsopt prefetch`: should this loop prefetch its next iteration's loads (double buffering)?"""

from __future__ import annotations

import json

HELP = "predict a loop with and without prefetch / double buffering, and emit the skeleton"


def add_arguments(p):
    p.add_argument("--load", type=float, help="per-iteration load latency, cycles")
    p.add_argument("--compute", type=float, help="per-iteration compute of one wave, cycles")
    p.add_argument("--iterations", "-n", type=int, help="loop iterations")
    p.add_argument("--att", metavar="DIR", help="read load, compute and iterations from an ATT bundle's "
                                                "wave files (the hottest s_waitcnt on vector loads in a loop)")
    p.add_argument("--wait-line", type=int, help="with --att: the s_waitcnt line that ends the loop's load")
    p.add_argument("--buffer-regs", type=int, default=0,
                   help="registers one prefetch buffer costs (arch VGPRs on AMD, per thread on NVIDIA)")
    p.add_argument("--arch", help="gfx906/gfx90a/gfx942/gfx950 or sm_70..sm_90 (for the register budget)")
    p.add_argument("--vgprs", type=int, help="AMD: arch VGPRs the kernel uses now")
    p.add_argument("--agprs", type=int, default=0, help="AMD: AGPRs the kernel uses now")
    p.add_argument("--sgprs", type=int, default=0, help="AMD: SGPRs (with VCC etc.)")
    p.add_argument("--lds", type=int, default=0, metavar="BYTES", help="AMD: LDS per workgroup")
    p.add_argument("--wg-size", type=int, default=256, help="AMD: threads per workgroup")
    p.add_argument("--regs", type=int, help="NVIDIA: registers per thread now")
    p.add_argument("--smem", type=int, default=0, metavar="BYTES", help="NVIDIA: shared memory per block")
    p.add_argument("--threads", type=int, help="NVIDIA: threads per block")
    p.add_argument("--waves", type=float, help="waves per SIMD (warps per scheduler) when no register "
                                               "counts are given (default 1)")
    p.add_argument("--emit", choices=("flydsl", "cuda", "hip", "none"), default="flydsl",
                   help="skeleton to print (default flydsl)")
    p.add_argument("--loads", type=int, default=2, help="loads per iteration in the skeleton (default 2)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> int:
    from ldsopt import api
    from ldsopt.errors import UsageError

    att = None
    if args.att:
        att = api.measured_loop(args.att, args.wait_line)
    elif args.wait_line is not None:
        raise UsageError("--wait-line needs --att")
    load = args.load if args.load is not None else (att["load"] if att else None)
    compute = args.compute if args.compute is not None else (att["compute"] if att else None)
    iters = args.iterations if args.iterations is not None else (att["iterations"] if att else None)
    missing = [n for n, v in (("--load", load), ("--compute", compute), ("--iterations", iters)) if v is None]
    if missing:
        raise UsageError(f"{', '.join(missing)} required (or --att DIR to read them from a trace)")
    if args.arch is None and (args.vgprs is not None or args.regs is not None):
        raise UsageError("--vgprs/--regs need --arch")
    adv = api.prefetch(load, compute, iters, args.buffer_regs, arch=args.arch, vgprs=args.vgprs, agprs=args.agprs,
                 sgprs=args.sgprs, lds_bytes=args.lds, wg_size=args.wg_size, regs=args.regs,
                 smem_bytes=args.smem, threads=args.threads, waves=args.waves,
                 measured=att if att and args.load is None and args.compute is None else None)
    sk = None if args.emit == "none" else api.prefetch_skeleton(args.emit, iters, args.loads, args.buffer_regs)
    if args.json:
        print(json.dumps(adv.to_json(att, sk)))
        return 0
    print(format_advice(adv, att))
    if sk:
        print()
        print(sk, end="")
    return 0


def _c(x) -> str:
    return "-" if x is None or x == float("inf") else f"{x:,.0f}"


def _regs(r) -> str:
    """{'vgprs': 128, 'agprs': 120, 'total': 248} -> '128 VGPRs + 120 AGPRs = 248' (a number as is)."""
    if not isinstance(r, dict):
        return str(r)
    names = {"vgprs": "VGPRs", "agprs": "AGPRs", "sgprs": "SGPRs", "regs": "registers/thread"}
    parts = [f"{v} {names.get(k, k)}" for k, v in r.items() if k != "total"]
    return " + ".join(parts) + (f" = {r['total']}" if "total" in r and len(parts) > 1 else "")


def format_advice(a, att=None) -> str:
    from ldsopt.render.text import wrap
    t = a.times
    lines = [wrap(f"prefetch: {a.verdict.upper()} -- {a.reason}")]
    if att:
        lines.append(wrap(f"measured in the trace: wait line(s) {att['wait_lines']}, {att['iterations']} "
                          f"iterations of {att['period']:,.0f} cycles (loop {att['iterations'] * att['period']:,.0f}); "
                          f"load {att['load']:,.0f} cycles from issue to the wait's end, of which "
                          f"{att['hidden']:,.0f} overlap work before the wait and {att['wait_stall']:,.0f} "
                          f"stall; compute {att['compute']:,.0f} (the period minus the stall)"))
        model = t["one_wave_without"]
        if model > att["iterations"] * att["period"] * 1.02:
            lines.append(wrap(f"note: the model's no-prefetch time {model:,.0f} = N x (load + compute) is "
                              f"longer than the measured loop: it counts the whole load latency as exposed, "
                              f"the trace shows only the stall is"))
    lines.append(wrap(f"loop: {a.iterations} iterations, load {a.load:g} cycles, compute {a.compute:g} cycles, "
                 f"{a.waves_before:g} wave{'s' * (a.waves_before != 1)} per SIMD/scheduler" +
                 ("" if a.waves_after == a.waves_before else " -> spill with the buffer" if not a.waves_after
                  else f" -> {a.waves_after:g} with the buffer")))
    rows = [("", "without", "with prefetch")]
    if "measured_loop" in t:
        n, P, S = a.iterations, t["measured_period"], t["measured_stall"]
        rows += [("measured in the trace", _c(t["measured_loop"]), "-"),
                 ("all the stall hidden", "-", _c(n * (P - S) + S))]
    rows += [("prefetch guide formula, 1 wave", _c(t["guide_without"]), _c(t["guide_with"])),
             ("exact, 1 wave", _c(t["one_wave_without"]), _c(t["one_wave_with"])),
             (f"{a.waves_before:g} wave{'s' * (a.waves_before != 1)} in step", _c(t["without"]), _c(t["with"])),
             (f"{a.waves_before:g} wave{'s' * (a.waves_before != 1)} interleaved", _c(t["without_interleaved"]),
              _c(t["with_interleaved"]))]
    w = [max(len(r[i]) for r in rows) for i in range(3)]
    lines += ["  " + "  ".join(c.rjust(w[i]) if i else c.ljust(w[i]) for i, c in enumerate(r)) for r in rows]
    if t["speedup"] is None:
        lines.append("predicted speedup: none (the kernel would spill)")
    elif "speedup_bound" in t and a.predicted_speedup < t["speedup"] - 1e-9:
        lines.append(wrap(f"predicted speedup: at most {a.predicted_speedup:.2f}x, bounded by the trace (the model "
                          f"alone says {t['speedup']:.2f}x in step, {t['speedup_interleaved']:.2f}x interleaved, "
                          f"counting the whole load latency as exposed)"))
    else:
        lines.append(f"predicted speedup (throughput): {t['speedup']:.2f}x in step, "
                     f"{t['speedup_interleaved']:.2f}x if the waves interleave")
    if a.registers_before:
        lines.append(f"registers: {_regs(a.registers_before)} -> {_regs(a.registers_after)}")
    if a.occupancy_before:
        ob, oa = a.occupancy_before, a.occupancy_after
        key = "waves_per_simd" if "waves_per_simd" in ob else "warps_per_sm"
        lines.append(f"occupancy ({key}): {ob[key]} ({ob['limiter']}) -> "
                     f"{oa[key] if oa else 'spill'}{' (' + oa['limiter'] + ')' if oa else ''}")
    for n in a.notes:
        lines.append(wrap(f"note: {n}"))
    text = "\n".join(lines)
    return _nvidia_words(text) if str(a.arch or "").startswith("sm_") else text


def _nvidia_words(text: str) -> str:
    """The advice in NVIDIA's terms: warps (not waves), per scheduler (not per SIMD)."""
    import re
    text = re.sub(r"\bSIMD/scheduler\b", "scheduler", text)
    return re.sub(r"\b(W|w)ave(s?)\b", lambda m: ("W" if m.group(1) == "W" else "w") + "arp" + m.group(2), text)


# library parameter -> flag, for error messages
PARAMS = {"lds_bytes": "--lds", "smem_bytes": "--smem", "measured": "--att"}
