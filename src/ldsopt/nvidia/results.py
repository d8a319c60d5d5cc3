"""Typed, frozen results of the public SASS analysis (:func:`ldsopt.analyze_sass`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass


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
        d = asdict(self)
        d["block"] = list(self.block) if self.block else None
        d["notes"], d["shared"] = list(self.notes), [asdict(s) for s in self.shared]
        return d


def from_report(rep) -> SassKernel:
    """:class:`~ldsopt.nvidia.analyze.KernelReport` -> :class:`SassKernel`."""
    def r(x):
        return None if x is None else round(float(x), 4)
    return SassKernel(rep.name, rep.arch, tuple(rep.block) if rep.block else None, rep.block_source,
                      rep.instructions, tuple(rep.notes),
                      tuple(SharedAccess(s.pc, s.sass, s.source, r(s.wavefronts), r(s.ideal),
                                         r(s.conflicts), s.resolved, s.why, s.loop,
                                         r(s.ncu_wavefronts)) for s in rep.shared))
