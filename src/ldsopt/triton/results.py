"""Typed results of :func:`ldsopt.analyze_ttgir`: one record per shared-memory op of a TTGIR module,
and the better shared layouts found for its allocations."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TtgirOp:
    """One shared-memory op of a TTGIR module, costed over every warp's instructions for one
    execution of the op.  ``error`` says why an op could not be costed (then the cycles are 0;
    ``instruction`` and ``instructions`` are kept where they are known, e.g. atomics whose lane
    addresses are the data, and empty / 0 where the op could not be modelled at all)."""
    op: str                    # "local_alloc" | "local_store" | "local_load"
    line: int                  # 1-based line in the TTGIR text
    loc: str                   # source location "file:line:col" ("" when the TTGIR has none)
    instruction: str           # e.g. ds_read_b128, ld.shared.v4.u32, ldmatrix.x4
    instructions: int          # all warps together
    cycles: int
    ideal: int
    conflicts: int
    warps: int = 0
    per_warp: int = 0
    elements_per_lane: int = 0
    path: str = ""             # "vector" | "ldmatrix" | "stmatrix" | "ds_read_tr"
    allocation: str = ""       # SSA name of the shared buffer
    addresses: tuple = ()      # with addresses=True: per warp, per instruction, per lane (bytes)
    error: str = ""
    note: str = ""             # what the TTGIR leaves undecided about this op (e.g. its width)

    def to_dict(self) -> dict:
        d = {"op": self.op, "line": self.line, "loc": self.loc,
             "instruction": self.instruction or None, "instructions": self.instructions,
             "cycles": self.cycles, "ideal": self.ideal, "conflicts": self.conflicts}
        if self.error:
            d.update({"cycles": None, "ideal": None, "conflicts": None, "error": self.error})
        else:
            d.update({"warps": self.warps, "per_warp": self.per_warp, "path": self.path,
                      "elements_per_lane": self.elements_per_lane})
        d["allocation"] = self.allocation
        if self.note:
            d["note"] = self.note
        if self.addresses:
            d["addresses"] = [[list(i) for i in w] for w in self.addresses]
        return d


@dataclass(frozen=True)
class TtgirSuggestion:
    """A Triton shared layout that serves an allocation's ops in fewer cycles."""
    allocation: str
    line: int
    current: str               # the current layout, TTGIR text
    layout: str                # the better layout, TTGIR text
    gluon: str                 # the Gluon constructor call that gives it
    description: str           # "XOR swizzle" | "padding"
    cycles: int                # over every op of the allocation
    current_cycles: int
    bytes: int

    def to_dict(self) -> dict:
        return dict(self.__dict__)


@dataclass(frozen=True)
class TtgirResult:
    """The ops of a TTGIR module (:func:`analyze_ttgir`)."""
    target: str                # e.g. "hip:gfx942"
    arch: str                  # ldsopt arch name
    num_warps: int
    lanes: int
    ops: tuple                 # TtgirOp
    suggestions: tuple = ()    # TtgirSuggestion

    def to_dict(self) -> dict:
        return {"target": self.target, "arch": self.arch, "num_warps": self.num_warps,
                "lanes": self.lanes, "ops": [o.to_dict() for o in self.ops],
                "suggestions": [s.to_dict() for s in self.suggestions]}


def _source(loc: str) -> str | None:
    """``FILE:LINE`` of a TTGIR location ``FILE:LINE:COL`` (None when the TTGIR has none)."""
    parts = loc.rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return f"{parts[0]}:{parts[1]}"
    return loc or None


def to_analysis(res: TtgirResult, costs, name: str = ""):
    """A :class:`TtgirResult` (with the per-instruction costs of its ops, from
    :func:`ldsopt.triton.analysis.analyse`) as one :class:`ldsopt.results.Analysis`: one kernel,
    the module (named by its ``tt.func``, else its target); one access per op; one :class:`~ldsopt.results.Unit` per warp."""
    from ldsopt.results import Access, Analysis, Kernel, Unit, main_source
    accesses = []
    for o, c in zip(res.ops, costs):
        units = ()
        if not o.error:
            per = max(o.per_warp, 1)
            units = tuple(Unit(w, "ok", sum(x for x, _ in c.per_instruction[w * per:(w + 1) * per]),
                               sum(y for _, y in c.per_instruction[w * per:(w + 1) * per]),
                               sum(x - y for x, y in c.per_instruction[w * per:(w + 1) * per]),
                               max(c.ways[w * per:(w + 1) * per], default=0))
                          for w in range(o.warps))
        accesses.append(Access(_source(o.loc), o.instruction or o.op, o.line,
                               None if o.error else o.cycles, None if o.error else o.ideal,
                               None if o.error else o.conflicts,
                               max((u.ways for u in units), default=0), not o.error,
                               o.error or None, units, native=o))
    src = main_source(accesses)
    lanes = res.lanes * res.num_warps
    kernel = Kernel(name or res.target, res.arch, "triton", src, (lanes, 1, 1) if lanes else None, {},
                    tuple(accesses), (), (f"target {res.target}",), native=res)
    return Analysis((kernel,), "ttgir", native=res)
