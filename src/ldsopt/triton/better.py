"""A better shared layout for one allocation, written back as a Triton (Gluon) layout.

The candidates are the solver's Triton families (:func:`ldsopt.solver.search` candidates of the
``triton`` XOR-swizzle family and the ``triton_padded`` padding family) for the allocation's
tile.  Each candidate is turned into the TTGIR attribute Triton would print for it
(``#ttg.swizzled_shared`` / ``#ttg.padded_shared``) and every op of the allocation is lowered
again with it (the instruction width can change with the layout: Triton vectorizes over what is
contiguous in both layouts), then costed with the bank model.  The candidate with the fewest
cycles over all ops of the allocation (then the fewest instructions, then the fewest bytes) wins, and is
reported only when it costs fewer cycles than the current layout.
"""

from __future__ import annotations

from dataclasses import dataclass

from ldsopt.errors import LdsoptError
from ldsopt.layouts.triton_attrs import Attr

MAX_CANDIDATES = 400


@dataclass(frozen=True)
class Better:
    attr: Attr                  # the TTGIR attribute
    gluon: str                  # the Gluon constructor call
    cycles: int                 # over every op of the allocation
    current_cycles: int
    bytes: int                  # shared memory the layout takes
    description: str

    def to_dict(self) -> dict:
        return {"layout": self.attr.text(), "gluon": self.gluon, "cycles": self.cycles,
                "current_cycles": self.current_cycles, "bytes": self.bytes,
                "description": self.description}


def _order(attr: Attr, rank: int) -> tuple:
    o = attr.get("order")
    if isinstance(o, tuple) and len(o) == rank:
        return tuple(o)
    return tuple(range(rank - 1, -1, -1))


def gluon_text(attr: Attr, shape) -> str:
    """The Gluon constructor that gives ``attr``."""
    from ldsopt.solver.emit import gluon_call
    order = list(attr.get("order", ()))
    if attr.kind == "swizzled_shared":
        return gluon_call(("swizzled", attr.get("vec"), attr.get("perPhase"), attr.get("maxPhase")),
                          shape, order)
    if attr.kind == "padded_shared":
        return gluon_call(("padded", [list(p) for p in attr.get("intervals")]), shape, order)
    if attr.kind == "shared_linear":
        return f"ttgl.SharedLinearLayout(offset_bases={[list(v) for v in attr.get('offset')]})"
    return attr.text()


def _candidate_attrs(arch_name, shape, order, dtype, ops_lowered):
    """Triton attributes of the solver's Triton-family candidates for this tile."""
    from ldsopt.solver.problem import problem_from_dict
    from ldsopt.solver.search import _candidates
    rows, cols = shape[order[1]], shape[order[0]]
    accesses = []
    for name, lo in ops_lowered:
        co = lo.coords[..., [order[1], order[0]]]
        accesses.append({"name": name, "op": lo.instruction, "coords": co[:8].tolist()})
    prob = problem_from_dict({"arch": arch_name, "tile": [rows, cols], "dtype": dtype,
                              "families": ["triton", "triton_padded"], "accesses": accesses})
    out = []
    for lay, fam in _candidates(prob):
        if fam == "triton":
            out.append(Attr("swizzled_shared", (("vec", lay.vec), ("perPhase", lay.per_phase),
                                                ("maxPhase", lay.max_phase), ("order", order))))
        elif fam == "triton_padded" and type(lay).__name__ == "TritonPadded":
            pairs = tuple((int(i), int(p)) for i, p in lay.intervals)
            if all(p & (p - 1) == 0 for _, p in pairs):
                out.append(Attr("padded_shared", (("intervals", pairs), ("order", order),
                                                  ("shape", tuple(shape)))))
    return out[:MAX_CANDIDATES // 2]


def _bytes(attr: Attr, shape, eb: int) -> int:
    n = 1
    for s in shape:
        n *= s
    if attr.kind == "padded_shared":
        return (n + sum((n // i) * p for i, p in attr.get("intervals"))) * eb
    return n * eb


def better_layout(costs, target, cost_fn, lower_fn) -> Better | None:
    """``costs``: the :class:`~ldsopt.triton.analysis.OpCost` of one allocation's ops (same
    memdesc shape and layout).  ``lower_fn(op, shared_attr)`` lowers an op with another shared
    layout; ``cost_fn(lowered)`` returns its cycles.  None when nothing beats the current layout
    or the tile is not a rank-2 tensor."""
    ok = [c for c in costs if c.lowered is not None]
    if not ok or len(ok[0].op.memdesc.shape) != 2:
        return None
    md = ok[0].op.memdesc
    shape = list(md.shape)
    cur = md.encoding
    order = _order(cur, 2)
    eb = max(1, md.bits // 8)
    dtype = {1: "i8", 2: "f16", 4: "f32", 8: "f64"}.get(eb)
    if dtype is None:
        return None
    current = sum(c.cycles for c in ok)
    cands = []
    for o in (order, order[::-1]):        # the current order first, then the other one
        try:
            cands += _candidate_attrs(target.name, shape, o, dtype, list(
                {(c.op.name, id(c.lowered)): (c.op.name, c.lowered) for c in ok}.values()))
        except LdsoptError:
            pass
    keys = [(c.op.name == "local_load", repr(c.op.tensor), repr(c.op.memdesc)) for c in ok]
    best = None
    for i, attr in enumerate(cands):
        total = ninst = 0
        seen: dict = {}        # ops alike (kind, register and shared types) cost the same
        try:
            for c, k in zip(ok, keys):
                if k not in seen:
                    lo = lower_fn(c.op, attr)
                    seen[k] = (cost_fn(lo), lo.instructions)
                total += seen[k][0]
                ninst += seen[k][1]
        except LdsoptError:
            continue
        key = (total, ninst, _bytes(attr, shape, eb), i)
        if best is None or key < best[0]:
            best = (key, attr)
    if best is None or best[0][0] >= current:
        return None
    (total, _, nbytes, _), attr = best
    desc = ("XOR swizzle" if attr.kind == "swizzled_shared" else "padding")
    return Better(attr, gluon_text(attr, shape), total, current, nbytes, desc)
