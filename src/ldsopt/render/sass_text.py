"""The text table of ``ldsopt sass``: one line per shared-memory instruction, per execution as
Nsight Compute reports it (wavefronts, ideal, conflicts)."""

from __future__ import annotations


def _f(x) -> str:
    return "-" if x is None else f"{x:.2f}"


def format_sass(kernels, width: int = 100, show_all: bool = True) -> str:
    """The ``ldsopt sass`` table of the kernels of :func:`ldsopt.analyze_sass` (their SASS
    records: ``shared``, ``block_from``)."""
    L = []
    for r in kernels:
        L.append(f"kernel {r.name[:width - 7]}")
        if r.block:
            nwarps = (r.block[0] * r.block[1] * r.block[2] + 31) // 32
            frm = r.block_from or getattr(getattr(r, "native", None), "block_from", None)
            L.append(f"  {r.arch}, block {'x'.join(map(str, r.block))} ({nwarps} warps)"
                     + (f" from {frm}" if frm else "")[:width])
        else:
            L.append(f"  {r.arch}, block unknown (give --block XxYxZ): nothing resolved")
        if not r.shared:
            L.append("  no shared-memory instruction")
        else:
            res = [s for s in r.shared if s.resolved]
            tot_w = sum(s.wavefronts for s in res)
            tot_i = sum(s.ideal for s in res)
            L.append(f"  {len(r.shared)} shared-memory instructions, {len(res)} resolved; one "
                     f"execution of each: {tot_w:.1f} wavefronts, ideal {tot_i:.1f}")
            L.append(f"  {'pc':>6} {'wavef':>6} {'ideal':>6} {'confl':>6}  {'instruction':<40} source")
            for s in r.shared:
                if not show_all and s.resolved and not s.conflicts:
                    continue
                mark = "" if s.resolved else "?"
                flag = "*" if s.loop else " "
                src = (s.source or "")[: max(0, width - 71)]
                L.append(f"  {s.pc:#06x} {_f(s.wavefronts):>6} {_f(s.ideal):>6} {_f(s.conflicts):>6}"
                         f"{flag} {s.sass[:40]:<40}{mark} {src}"[:width])
            if any(s.loop for s in r.shared):
                L.append("  * inside a loop emulated for its first iteration(s) only")
            unres = [s for s in r.shared if not s.resolved] if r.block else []
            for s in unres:
                L.append(f"  ? {s.pc:#06x}: {s.why}"[:width * 2])
            assumed = [s for s in r.shared if s.resolved and s.why]
            for s in assumed[:5]:
                L.append(f"  note {s.pc:#06x}: {s.why}"[:width * 2])
        for n in r.notes:
            L.append(f"  note: {n}"[:width * 2])
        L.append("")
    return "\n".join(L).rstrip() + "\n"
