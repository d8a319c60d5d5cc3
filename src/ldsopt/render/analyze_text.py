"""The text of ``ldsopt analyze``: per kernel (of :func:`ldsopt.analyze_source`, a
:class:`ldsopt.results.Kernel`), the per-source-line summary and the instructions; per autotune
configuration, one row."""

from __future__ import annotations


def _fig(x) -> str:
    return "-" if x is None else str(x)


def _where(source: str) -> str:
    """The source column: FILE:LINE (its last 22 characters), or a word when the code has no line."""
    return source[-22:] if source else "(no source line)"


def format_kernel(k) -> str:
    """The text report of one kernel of :func:`ldsopt.analyze_source`: header, per-line summary, instructions."""
    import textwrap
    from ldsopt.results import source_name
    b = "x".join(str(x) for x in k.block) if k.block and all(k.block) else "unknown"
    name = k.name if source_name(k.name) == k.name else f"{source_name(k.name)} ({k.name})"
    if len(name) > 64:                     # CuTe DSL's names carry the argument types
        name = name[:63] + "~"
    known = b != "unknown"
    head = f"{name}  {k.arch}  {k.language}  block {b}" + (
        f" (from {k.block_from or 'the code'})" if known else " (give --block XxYxZ)")
    if k.config:
        head += f"  config {k.config}"
    L = [head, "=" * min(len(head), 100)]
    for n in k.notes:
        L += textwrap.wrap(n, 100, initial_indent="  note: ", subsequent_indent="    ")
    if not k.accesses:
        L.append("  no LDS / shared-memory instructions")
        return "\n".join(L)
    cyc, idl, con = k.cycles, k.ideal, k.conflicts
    iters = max((u.iteration for r in k.accesses for u in r.units), default=1)
    scope = "first loop iteration" if iters == 1 else f"loop iterations 1 to {iters} as emulated, summed"
    unresolved = sum(r.cycles is None for r in k.accesses)
    if unresolved == len(k.accesses):
        L.append(f"  LDS cycles unknown: none of the {unresolved} LDS instruction(s) resolved (see each "
                 "instruction's reason)")
    else:
        L.append(f"  {cyc} LDS cycles per block (all waves/warps, {scope}), ideal {idl}, "
                 f"{con} lost to conflicts"
                 + (f"; {unresolved} unresolved LDS instruction(s) not counted" if unresolved else ""))
    L.append("  per source line, conflicts first:")
    L.append(f"  {'source':<22} {'cycles':>7} {'ideal':>6} {'confl':>6} {'ways':>5}  text")
    for r in k.by_line():
        text = r.text if len(r.text) <= 48 else r.text[:47] + "~"
        L.append(f"  {_where(r.source):<22} {r.cycles:>7} {r.ideal:>6} {r.conflicts:>6} {r.ways:>4}x  {text}")
    L.append("  instructions:")
    for r in k.accesses:
        tail = "" if r.resolved else f"  unresolved: {r.reason}"
        L.append(f"  {_where(r.source):<22} {_fig(r.cycles):>7} {_fig(r.ideal):>6} {_fig(r.conflicts):>6} "
                 f"{_fig(r.ways):>4}x  {' '.join(r.instruction.split())[:40]}{tail[:120]}")
    return "\n".join(L)


def format_configs(ks) -> str:
    """One row per autotune configuration of a kernel and arch."""
    w = max(len(k.config or "") for k in ks)
    L = [f"  {'arch':<7} {'config':<{w}} {'cycles':>7} {'ideal':>6} {'confl':>6}  worst line"]
    for k in ks:
        cyc, idl, con = k.cycles, k.ideal, k.conflicts
        worst = next((f"{_where(r.source)} ({r.ways}-way)" for r in k.by_line() if r.conflicts), "none")
        if any(r.cycles is None for r in k.accesses):
            worst += f"; {sum(r.cycles is None for r in k.accesses)} instruction(s) unresolved, not counted"
        L.append(f"  {k.arch:<7} {k.config or '':<{w}} {cyc:>7} {idl:>6} {con:>6}  {worst}")
    return "\n".join(L)
