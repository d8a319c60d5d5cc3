"""The AMD ISA emulator's records (:class:`~ldsopt.amd.emu.analyze.KernelAnalysis`) as the one
result shape of :mod:`ldsopt.results`."""

from __future__ import annotations


def to_kernel(k, params: dict | None = None, resources: dict | None = None):
    """:class:`KernelAnalysis` -> :class:`ldsopt.results.Kernel` (its ``native`` the record):
    each instruction's figures summed over the workgroup's waves (and emulated iterations), one
    :class:`~ldsopt.results.Unit` per wave."""
    from ldsopt.results import Access, Kernel, Unit, language_of, main_source
    accesses = []
    for i in k.instructions:
        units = tuple(Unit(w.wave, w.status, w.cycles, w.ideal, w.conflicts, w.ways, w.iteration,
                           w.reason or None) for w in i.waves)
        ok = [u for u in units if u.status == "ok"]
        cyc = sum(u.cycles for u in ok) if ok else None
        idl = sum(u.ideal for u in ok) if ok else None
        why = next((u.reason for u in units if u.status == "unresolved"), None)
        if why is None and i.assumed:
            why = "rests on bounds checks taken as in bounds (assumptions)"
        accesses.append(Access(i.source or None, i.isa, i.line, cyc, idl,
                               None if cyc is None else cyc - idl, max(u.ways for u in ok) if ok else None,
                               i.resolved, why, units, native=i))
    src = main_source(accesses)
    return Kernel(k.name, k.arch, language_of(src), src, tuple(k.block), dict(params or {}),
                  tuple(accesses), tuple(k.notes), tuple(k.assumptions), resources, native=k)
