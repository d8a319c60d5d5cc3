"""Typed, frozen results of the public SASS analysis (:func:`ldsopt.analyze_sass`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SharedAccess:
    """One shared-memory instruction of a kernel: its cost for one execution (mean over the block's
    warps; 0 for a warp with no active thread).

    ``pc`` is the byte offset in the function, as cuobjdump prints it; ``wavefronts`` / ``ideal``
    / ``conflicts`` (= wavefronts - ideal) are None when the instruction did not run in the
    emulated block; ``resolved`` False means the figures rest on an assumption that ``why``
    names; for LDGSTS the figures are the shared side's and ``ncu_wavefronts`` is what Nsight
    Compute will report (it follows the global lines), when known."""

    pc: int
    sass: str
    source: str | None
    wavefronts: float | None
    ideal: float | None
    conflicts: float | None
    resolved: bool
    why: str | None
    loop: str | None = None
    ncu_wavefronts: float | None = None
    executions: int = 0             # warp-level executions emulated
    rule: str | None = None         # the bank-model rule that serves it

    def to_dict(self) -> dict:
        """The ``shared`` entry of ``ldsopt sass --json`` (``ncu_wavefronts`` only when known)."""
        d = {"pc": self.pc, "sass": self.sass, "source": self.source, "wavefronts": self.wavefronts,
             "ideal": self.ideal, "conflicts": self.conflicts, "resolved": self.resolved,
             "why": self.why, "executions": self.executions, "rule": self.rule, "loop": self.loop}
        if self.ncu_wavefronts is not None:
            d["ncu_wavefronts"] = self.ncu_wavefronts
        return d


@dataclass(frozen=True)
class SassKernel:
    """One kernel of a SASS input: the block size used (and where it came from), notes of the
    emulation (cut loops, assumed guards, unknown opcodes) and every shared-memory instruction."""

    name: str
    arch: str
    block: tuple | None
    block_from: str
    instructions: int
    notes: tuple
    shared: tuple

    @property
    def conflicted(self) -> tuple:
        """The shared-memory instructions with conflicts (resolved or not)."""
        return tuple(s for s in self.shared if s.conflicts)

    def to_dict(self) -> dict:
        """The ``ldsopt sass --json`` form of this kernel."""
        return {"name": self.name, "arch": self.arch, "block": list(self.block) if self.block else None,
                "block_from": self.block_from, "instructions": self.instructions,
                "notes": list(self.notes), "shared": [s.to_dict() for s in self.shared]}


def from_report(rep) -> SassKernel:
    """:class:`~ldsopt.nvidia.analyze.KernelReport` -> :class:`SassKernel`."""
    def r(x):
        return None if x is None else round(float(x), 4)
    return SassKernel(rep.name, rep.arch, tuple(rep.block) if rep.block else None, rep.block_source,
                      rep.instructions, tuple(rep.notes),
                      tuple(SharedAccess(s.pc, s.sass, s.source, r(s.wavefronts), r(s.ideal),
                                         r(s.conflicts), s.resolved, s.why, s.loop,
                                         r(s.ncu_wavefronts), s.executions, s.rule)
                            for s in rep.shared))


def to_kernel(rep, params: dict | None = None):
    """:class:`~ldsopt.nvidia.analyze.KernelReport` -> :class:`ldsopt.results.Kernel` (its
    ``native`` the :class:`SassKernel`): each access's figures summed over the block's warp-level
    executions, with one :class:`~ldsopt.results.Unit` per execution."""
    from ldsopt.results import Access, Kernel, Unit, language_of, main_source
    native = from_report(rep)
    accesses = []
    for s, n in zip(rep.shared, native.shared):
        units = tuple(Unit(w, "ok", c, i, c - i, ways) for w, c, i, ways in s.per_warp)
        if units:
            cyc, idl = sum(u.cycles for u in units), sum(u.ideal for u in units)
            ways = max(u.ways for u in units)
        else:
            cyc = idl = None
            ways = 0
        accesses.append(Access(s.source, s.sass, s.pc, cyc, idl, None if cyc is None else cyc - idl,
                               ways, s.resolved, s.why, units, native=n))
    src = main_source(accesses)
    return Kernel(rep.name, rep.arch, language_of(src), src, tuple(rep.block) if rep.block else None,
                  dict(params or {}), tuple(accesses), tuple(rep.notes),
                  (f"block from {rep.block_source}",) if rep.block else (), native=native)
