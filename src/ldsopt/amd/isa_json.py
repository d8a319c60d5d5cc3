"""``ldsopt isa --json`` per kernel: the shared vocabulary of :mod:`ldsopt.results` with the AMD
emulator's own keys beside it (aliases kept one release, docs/api.md)."""

from __future__ import annotations


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
