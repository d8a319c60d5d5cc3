"""`ldsopt diagnose DIR`: LDS bottlenecks of a rocprofv3 ATT bundle (or every bundle under DIR)."""

from __future__ import annotations

HELP = "diagnose LDS stalls from rocprofv3 ATT thread-trace output (code.json + wave files)"


def add_arguments(p) -> None:
    p.add_argument("path", metavar="DIR", help="a ui_output_agent_*_dispatch_* folder, or a folder holding several")
    p.add_argument("--arch", help="GPU arch (default: from *_agent_info.csv / kernel-trace CSV beside the bundle, "
                                  "else gfx950-only opcodes)")
    p.add_argument("--json", action="store_true", help="machine-readable output (one object, or a list for several bundles)")
    p.add_argument("--top", type=int, default=10, help="hottest LDS instructions and findings to print (default 10)")
    p.add_argument("--dtype", default="f16", choices=["f8", "i8", "f16", "bf16", "f32"],
                   help="element type written into the `ldsopt solve` problems of Type A fixes (default f16)")
    p.add_argument("--threshold", action="append", default=[], metavar="NAME=VALUE",
                   help="override a threshold (a_ds_total, a_ds_per_hit, a_min_per_hit, b_wait_total, "
                        "b_max_distance, c_barrier_total, c_min_barriers, share); repeatable")
    from ldsopt.render.output import add_picture_args
    add_picture_args(p, pictures=False)


def _thresholds(items, top):
    from ldsopt.amd.diagnose import Thresholds
    from ldsopt.errors import UsageError
    th = Thresholds(top=top)
    for it in items:
        name, sep, val = it.partition("=")
        name = name.strip()
        if not sep or name not in th.__dict__ or name == "top":
            raise UsageError(f"--threshold {it!r}: expected NAME=VALUE with NAME one of "
                             + ", ".join(k for k in th.__dict__ if k != "top"))
        cur = getattr(th, name)
        try:
            v = type(cur)(val)
        except ValueError:
            raise UsageError(f"--threshold {it!r}: {val!r} is not a number")
        if v < 0:
            raise UsageError(f"--threshold {it!r}: must not be negative")
        setattr(th, name, v)
    return th


def _n(x) -> str:
    return f"{x:,}"


def format_report(rep: dict, top: int = 10) -> str:
    L = []
    L.append(f"bundle  {rep['bundle']}")
    L.append(f"kernel  {rep['kernel'] or '(no kernel marker)'}")
    L.append(f"arch    {rep['arch'] or 'unknown'}  [{rep['arch_evidence']}]")
    L.append(f"rows    {rep['rows']} in code.json ({rep['instructions']} instructions), "
             f"{rep['wave_files']} wave file(s), source info: {'yes' if rep['has_source'] else 'no (ISA only)'}")
    bd = rep["breakdown"]
    tot = rep["total_stall"]
    pct = lambda v: f"{100 * v / tot:.1f}%" if tot else "-"
    L.append(f"stall   total {_n(tot)}; LDS {_n(rep['lds_stall'])} ({pct(rep['lds_stall'])}) = ds_* {_n(bd['ds'])} "
             f"+ LDS-only lgkmcnt waits {_n(bd['lgkm_wait_lds'])}")
    L.append(f"        waits on LDS and other memory {_n(bd['lgkm_wait_mixed'])} (upper bound {_n(rep['lds_stall_upper'])}, "
             f"{pct(rep['lds_stall_upper'])}); waits on scalar memory {_n(bd['lgkm_wait_smem'])}; "
             f"barriers {_n(bd['barrier'])}; the seed's count {_n(bd['seed_lds_stall'])} ({pct(bd['seed_lds_stall'])})")
    for n in rep["notes"]:
        L.append(f"note    {n}")
    if rep["hot"]:
        L.append("")
        L.append("hottest LDS instructions")
        for h in rep["hot"][:top]:
            ph = f"{h['stall_per_hit']}/hit" if h["stall_per_hit"] is not None else "-"
            wf = ""
            if "waits_for" in h:
                w = h["waits_for"]
                wf = f"  [waits on LDS lines {w['lds']}" + (f", other {w['other']}" if w["other"] else "") + \
                     (f", VMEM {w['vmem']}" if w["vmem"] else "") + f"; {w['producers']}]"
            src = f"  {h['source'].rsplit('/', 1)[-1]}" if h["source"] else ""
            L.append(f"  L{h['line']:<5} stall {_n(h['stall']):>10} ({ph:>9})  {h['isa'][:60]}{src}{wf}")
            if h.get("source_text"):
                L.append(f"         | {h['source_text'][:100]}")
    L.append("")
    fs = rep["findings"]
    L.append(f"findings ({len(fs)})" + ("" if fs else ": none above the thresholds"))
    for f in fs[:top]:
        src = f"  {f['source'].rsplit('/', 1)[-1]}" if f["source"] else ""
        L.append(f"  #{f['rank']} [{f['type']}] {f['title']}: L{f['line']} {f['isa'][:60]}{src}, cost {_n(f['cost'])} cycles")
        if f.get("source_text"):
            L.append(f"       | {f['source_text'][:100]}")
        for e in f["evidence"]:
            L.append(f"       evidence: {e}")
        fx = f["fix"]
        L.append(f"       fix: {fx['method']}" + (f": {fx['action']}" if "action" in fx else ""))
        if "command" in fx:
            import json
            L.append(f"       run: {fx['command']} with problem.json = {json.dumps(fx['problem'])[:160]}...")
            L.append(f"            ({fx['note']})")
    if len(fs) > top:
        L.append(f"  ... {len(fs) - top} more (--top N or --json)")
    if rep["not_lds"]:
        L.append("")
        L.append("lgkmcnt waits that are not LDS")
        for h in rep["not_lds"][:top]:
            L.append(f"  L{h['line']:<5} stall {_n(h['stall']):>10}  {h['isa'][:50]}: {h['why']} "
                     f"(lines {h['producer_lines']}; {h['producers']})")
    return "\n".join(L)


def run(args) -> int:
    import json
    from ldsopt.amd.diagnose import diagnose_path
    from ldsopt.errors import UsageError
    if args.top < 1:
        raise UsageError("--top must be at least 1")
    if args.arch:
        from ldsopt.core.arch import get_arch
        a = get_arch(args.arch)
        if not a.name.startswith("gfx"):
            raise UsageError(f"--arch {args.arch}: ATT traces are AMD; expected a gfx arch")
        args.arch = a.name
    th = _thresholds(args.threshold, args.top)
    reps = diagnose_path(args.path, arch=args.arch, th=th, dtype=args.dtype)
    if getattr(args, "html", None):
        from ldsopt.render.output import write_pictures
        write_pictures(args, "diagnose", reps[0] if len(reps) == 1 else reps)
    if args.json:
        print(json.dumps(reps[0] if len(reps) == 1 else reps, indent=1))
    else:
        print("\n\n".join(format_report(r, args.top) for r in reps))
    return 0
