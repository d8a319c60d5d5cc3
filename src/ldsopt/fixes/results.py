"""What `ldsopt fix` answers: one :class:`AllocationFix` per shared allocation, in a frozen
:class:`FixResult` whose ``to_json()`` is the ``--json`` contract::

    {"allocations": [{"name", "source", "change": "pad" | "xor" | "layout" | "config" | null,
      "before": {"cycles", "ideal", "conflicts"}, "after": {...}, "bytes_before", "bytes_after",
      "verified", "reason"}], "diff": "..."}

The fixers fill a :class:`FixDraft` (of :class:`AllocationDraft`) step by step; ``freeze()`` gives
the result.

>>> FixDraft("k.cu", "sm_90").freeze().to_json()
{'allocations': [], 'diff': ''}
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields


def _fig_json(d):
    return None if d is None else dict(d)


@dataclass(frozen=True)
class AllocationFix:
    """One shared allocation: its cost before, the change proposed, its cost after (re-analysed
    when ``verified``), the LDS bytes, and why (``reason``)."""
    name: str
    source: str                       # "FILE:LINE" of the allocation, "" when the code has none
    change: str | None                # "pad", "xor", "layout", "config", or None (nothing to change)
    before: dict                      # {"cycles", "ideal", "conflicts"}
    after: dict | None
    bytes_before: int | None
    bytes_after: int | None
    verified: bool = False
    reason: str = ""
    kernel: str = ""
    layout: str = ""                  # the layout proposed, in words
    predicted: dict | None = None     # the solver's figures for it, before the re-analysis
    best: object = None               # the layout proposed (ldsopt.fixes.layouts.Layout)
    alternatives: tuple = ()
    tried: tuple = ()
    tile: object = None               # the logical tile (ldsopt.allocation.tile.Tile)

    def to_json(self) -> dict:
        return {"name": self.name, "source": self.source, "change": self.change,
                "before": _fig_json(self.before), "after": _fig_json(self.after),
                "bytes_before": self.bytes_before, "bytes_after": self.bytes_after,
                "verified": self.verified, "reason": self.reason}


@dataclass(frozen=True)
class FixResult:
    """The fix of one kernel file for one arch: ``to_json()`` is ``ldsopt fix --json``."""
    path: str
    arch: str
    allocations: tuple = ()           # AllocationFix
    diff: str = ""                    # the change as a unified diff ("" when none)
    patched: str | None = None        # the patched source (None when nothing is changed)
    lines_before: dict = field(default_factory=dict)     # line -> (cycles, ideal)
    lines_after: dict = field(default_factory=dict)
    notes: tuple = ()
    problems: tuple = ()              # compiled input: the solver problems
    compiled: bool = False            # compiled input: predicted, not applied
    written: str | None = None        # apply=True: the file written (the original kept as FILE.orig)

    @property
    def failed(self) -> tuple:
        """The conflicted allocations left without a verified fix (compiled code: without a
        predicted change)."""
        return tuple(a for a in self.allocations if a.before["conflicts"] and not a.verified
                     and not (self.compiled and a.change))

    def to_json(self) -> dict:
        return {"allocations": [a.to_json() for a in self.allocations], "diff": self.diff}

from ldsopt.allocation.layouts import fig  # noqa: F401  (the figures of a cost, used by the fixers)


@dataclass
class AllocationDraft:
    """:class:`AllocationFix` while a fixer fills it."""
    name: str
    source: str
    change: str | None
    before: dict
    after: dict | None
    bytes_before: int | None
    bytes_after: int | None
    verified: bool = False
    reason: str = ""
    kernel: str = ""
    layout: str = ""
    predicted: dict | None = None
    best: object = None               # the layout proposed (ldsopt.allocation.layouts.Layout)
    alternatives: list = field(default_factory=list)
    tried: list = field(default_factory=list)
    tile: object = None

    def freeze(self) -> AllocationFix:
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d["alternatives"], d["tried"] = tuple(self.alternatives), tuple(self.tried)
        return AllocationFix(**d)


@dataclass
class FixDraft:
    """:class:`FixResult` while a fixer fills it."""
    path: str
    arch: str
    allocations: list = field(default_factory=list)
    diff: str = ""
    patched: str | None = None
    lines_before: dict = field(default_factory=dict)
    lines_after: dict = field(default_factory=dict)
    notes: list = field(default_factory=list)
    problems: list = field(default_factory=list)
    compiled: bool = False

    def freeze(self) -> FixResult:
        return FixResult(self.path, self.arch, tuple(a.freeze() for a in self.allocations), self.diff,
                         self.patched, dict(self.lines_before), dict(self.lines_after), tuple(self.notes),
                         tuple(self.problems), self.compiled)
