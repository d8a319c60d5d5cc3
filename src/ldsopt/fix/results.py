"""What `ldsopt fix` answers: one :class:`AllocationFix` per shared allocation, in a
:class:`FixResult` whose ``to_json()`` is the ``--json`` contract::

    {"allocations": [{"name", "source", "change": "pad" | "xor" | "layout" | "config" | null,
      "before": {"cycles", "ideal", "conflicts"}, "after": {...}, "bytes_before", "bytes_after",
      "verified", "reason"}], "diff": "..."}

>>> FixResult("k.cu", "sm_90").to_json()
{'allocations': [], 'diff': ''}
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ldsopt.allocation.layouts import fig  # noqa: F401  (the figures of a cost, used by the fixers)


@dataclass
class AllocationFix:
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

    def to_json(self) -> dict:
        return {"name": self.name, "source": self.source, "change": self.change, "before": self.before,
                "after": self.after, "bytes_before": self.bytes_before, "bytes_after": self.bytes_after,
                "verified": self.verified, "reason": self.reason}


@dataclass
class FixResult:
    path: str
    arch: str
    allocations: list = field(default_factory=list)
    diff: str = ""
    patched: str | None = None
    lines_before: dict = field(default_factory=dict)     # line -> (cycles, ideal)
    lines_after: dict = field(default_factory=dict)
    notes: list = field(default_factory=list)
    problems: list = field(default_factory=list)        # compiled input: the solver problems
    compiled: bool = False                               # compiled input: predicted, not applied

    def to_json(self) -> dict:
        return {"allocations": [a.to_json() for a in self.allocations], "diff": self.diff}
