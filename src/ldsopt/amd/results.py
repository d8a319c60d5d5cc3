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
                               None if cyc is None else cyc - idl, max((u.ways for u in ok), default=0),
                               i.resolved, why, units, native=i))
    src = main_source(accesses)
    return Kernel(k.name, k.arch, language_of(src), src, tuple(k.block), dict(params or {}),
                  tuple(accesses), tuple(k.notes), tuple(k.assumptions), resources, native=k)


# ----------------------------------------------------------------------------- ldsopt isa --json
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


def kernel_json(k, base=None) -> dict:
    """One kernel of ``ldsopt isa --json``: the shared vocabulary (:meth:`ldsopt.results.Kernel.to_json`)
    with the emulator's own keys beside it (``kernel``, each access's ``line``, ``assumed`` and
    ``waves``, ``summary``, ``assumptions``, ``notes``) and, for a ``.s``, the resources."""
    s = k.summary
    d = k.to_json(base=base)
    d["kernel"] = k.name
    for e, a in zip(d["lds"], k.accesses):
        i = a.native
        e.update({"line": i.line, "assumed": list(i.assumed), "waves": [_wave_json(w) for w in i.waves]})
    d.update({"summary": {"instructions": s.instructions, "instruction_waves": s.instruction_waves,
                          "resolved": s.resolved, "unresolved": s.unresolved, "inactive": s.inactive,
                          "conflicted": s.conflicted, "lds_cycles": s.lds_cycles,
                          "lds_cycles_lost": s.lds_cycles_lost},
              "assumptions": list(k.assumptions), "notes": list(k.notes)})
    if k.resources is not None:
        d.update(k.resources)
    return d
