"""Figure models: the data behind every ldsopt picture, independent of how it is drawn.

Two figures (docs/pictures.md shows both):

- :class:`BankMap` (``ldsopt sim --png/--svg``): one instruction, **lanes by phase against banks**.
  Each phase gets as many rows as it costs cycles: row ``k`` of a phase holds, for every bank, the
  ``k``-th distinct word that bank serves (words in address order), and the lanes that asked for it.
  So the picture is exactly as tall as the instruction is slow.  Per cell:

  - ``lanes``: the (lane, slot) pairs reading/writing that word (slot 1 = read2/write2's second
    address);
  - ``conflict``: the bank serves more distinct words in this phase than the phase's ideal cycle
    count (for the usual ideal of 1: more than one distinct word), i.e. the bank makes the phase
    slower than ideal.  Every cell of such a bank in that phase is marked;
  - ``extra``: the cell lies in a row past the phase's ideal (a cycle a conflict-free access would
    not spend);
  - ``broadcast``: more than one lane asks for the cell's word (served once).

  The title carries the totals: cycles, ideal, conflict cycles and the worst phase's n-way.

- :class:`LayoutMap` (``ldsopt solve --png``): a ``rows x cols`` tile with each element coloured by
  the bank of its first byte (``offset // 4 % banks``), as CuTe's ``print_latex`` colours a layout,
  with the plain and the chosen layout side by side.  Large tiles are cropped to a window (stated in
  the panel's caption).

Renderers live in :mod:`ldsopt.render.svg` (SVG in pure Python), :mod:`ldsopt.render.png` (PNG
through matplotlib, the ``[viz]`` extra) and :mod:`ldsopt.render.html` (self-contained report pages);
:mod:`ldsopt.render.output` writes what a command's ``--png``/``--svg``/``--html`` flags ask for.
This module imports only numpy and the core.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ldsopt.errors import UsageError
from ldsopt.render.text import lane_ranges  # noqa: F401  (re-exported for html/render_png)

MAX_TILE_ROWS = 64
MAX_TILE_COLS = 128
MAX_CELLS = 1 << 22          # largest tile (elements) read back from JSON


# ----------------------------------------------------------------------------- small helpers
def lane_label(lane: int, slot: int) -> str:
    """Lane number; a read2/write2 second address is primed (``5'``)."""
    return f"{lane}'" if slot else str(lane)


# ----------------------------------------------------------------------------- bank map
@dataclass
class BankCell:
    bank: int
    word: int
    lanes: tuple                 # ((lane, slot), ...) sorted
    conflict: bool = False
    extra: bool = False
    broadcast: bool = False

    @property
    def text(self) -> str:
        """Short cell label: the lanes, ``"0,32"``, or ``"0+3"`` (first lane and 3 more)."""
        labels = [lane_label(l, s) for l, s in self.lanes]
        if len(labels) <= 2:
            return ",".join(labels)
        return f"{labels[0]}+{len(labels) - 1}"


@dataclass
class BankRow:
    phase: int
    cycle: int                   # 0 .. phase cycles - 1
    cells: dict                  # bank -> BankCell (banks with nothing to serve are absent)

    @property
    def label(self) -> str:
        return f"p{self.phase}" if self.cycle == 0 else f"p{self.phase}.{self.cycle}"


@dataclass
class PhaseInfo:
    index: int
    lanes: list                  # lane numbers (slot-1 entries folded into their lane)
    cycles: int
    ideal: int
    worst_banks: list            # banks with the most distinct words
    distinct_words: int

    @property
    def ways(self) -> int:
        return self.cycles // max(self.ideal, 1)


@dataclass
class BankMap:
    arch: str
    op: str
    banks: int
    cycles: int
    ideal: int
    conflicts: int
    ways: int
    phases: list                 # PhaseInfo
    rows: list                   # BankRow, phase by phase, cycle by cycle
    note: str = ""

    @property
    def title(self) -> str:
        t = (f"{self.arch} {self.op}: {self.cycles} cycles, ideal {self.ideal}, "
             f"{self.conflicts} conflict cycle{'s' if self.conflicts != 1 else ''}")
        if self.conflicts:
            t += f" (worst phase {self.ways}-way)"
        return t

    def cell(self, row: int, bank: int):
        return self.rows[row].cells.get(bank)

    def marked(self, kind: str) -> set:
        """``{(row index, bank)}`` of the cells with mark ``kind``: 'conflict', 'extra',
        'broadcast' or 'used' (any cell with a lane)."""
        if kind not in ("conflict", "extra", "broadcast", "used"):
            raise ValueError(kind)
        return {(i, b) for i, r in enumerate(self.rows) for b, c in r.cells.items()
                if kind == "used" or getattr(c, kind)}

    def lane_cells(self, lane: int, slot: int = 0) -> set:
        """``{(row index, bank)}`` of every cell that lane (slot) touches."""
        return {(i, b) for i, r in enumerate(self.rows) for b, c in r.cells.items()
                if (lane, slot) in c.lanes}

    def to_dict(self) -> dict:
        return {"arch": self.arch, "op": self.op, "banks": self.banks, "cycles": self.cycles,
                "ideal": self.ideal, "conflicts": self.conflicts, "ways": self.ways,
                "title": self.title, "note": self.note,
                "phases": [{"phase": p.index, "lanes": lane_ranges(p.lanes), "cycles": p.cycles,
                            "ideal": p.ideal, "ways": p.ways, "worst_banks": p.worst_banks,
                            "distinct_words": p.distinct_words} for p in self.phases],
                "rows": [{"label": r.label, "phase": r.phase, "cycle": r.cycle,
                          "cells": [{"bank": b, "word": c.word,
                                     "lanes": [lane_label(l, s) for l, s in c.lanes],
                                     "conflict": c.conflict, "extra": c.extra,
                                     "broadcast": c.broadcast} for b, c in sorted(r.cells.items())]}
                         for r in self.rows]}


def _is_int(x) -> bool:
    return isinstance(x, (int, np.integer)) and not isinstance(x, bool)


def _check_sim_dict(d: dict) -> None:
    """Shape of ``SimResult.to_dict(detail=True)`` (``ldsopt sim --json``), checked field by field."""
    for k, t in (("arch", str), ("op", str)):
        if not isinstance(d.get(k), t):
            raise UsageError(f"sim result: \"{k}\" must be a string (is it `ldsopt sim --json` output?)")
    for k in ("cycles", "ideal"):
        if not _is_int(d.get(k)) or d[k] < 0:
            raise UsageError(f"sim result: \"{k}\" must be a non-negative integer")
    if not isinstance(d.get("phases"), list):
        raise UsageError("sim result: needs a \"phases\" list (detailed output: `ldsopt sim --json`)")
    if "banks" in d and (not _is_int(d["banks"]) or d["banks"] <= 0):
        raise UsageError("sim result: \"banks\" must be a positive integer")
    for i, ph in enumerate(d["phases"]):
        if not isinstance(ph, dict) or not _is_int(ph.get("phase")) or not isinstance(ph.get("lanes"), list):
            raise UsageError(f"sim result: phase {i} needs an integer \"phase\" and a \"lanes\" list")
        for la in ph["lanes"]:
            ok = (isinstance(la, dict) and _is_int(la.get("lane")) and _is_int(la.get("address"))
                  and la["address"] >= 0 and _is_int(la.get("slot", 0)) and isinstance(la.get("banks"), list)
                  and len(la["banks"]) <= 64)
            if not ok:
                raise UsageError(f"sim result: phase {i} has a lane entry without integer \"lane\", "
                                 "non-negative \"address\" and a \"banks\" list")


def _phase_entries(phase) -> tuple:
    """(index, [(lane, slot, [words])]) from a simulate.Phase or a to_dict(detail=True) phase."""
    if isinstance(phase, dict):
        try:
            idx = int(phase["phase"])
            ents = []
            for la in phase["lanes"]:
                banks = la["banks"]
                w0 = int(la["address"]) // 4
                # a lane's words are consecutive from address // 4 (docs/design.md)
                ents.append((int(la["lane"]), int(la.get("slot", 0)), [w0 + j for j in range(len(banks))]))
        except (KeyError, TypeError, ValueError) as e:
            raise UsageError(f"bank map: phase entry lacks a field or has a bad value ({e})")
        return idx, ents
    return phase.index, [(la.lane, la.slot, list(la.words)) for la in phase.lanes]


def bank_map(result, banks: int | None = None) -> BankMap:
    """Figure model of one simulated instruction.

    ``result`` is a :class:`ldsopt.SimResult` or its ``to_dict(detail=True)`` (plus a
    ``"banks"`` field, or pass ``banks``)."""
    if isinstance(result, dict):
        _check_sim_dict(result)
        arch, op = result["arch"], result["op"]
        cycles, ideal = result["cycles"], result["ideal"]
        phases_in = result["phases"]
        nb = banks or result.get("banks")
        if nb is None:
            from ldsopt.core.arch import get_arch
            nb = get_arch(arch).banks
    elif all(hasattr(result, k) for k in ("arch", "op", "cycles", "ideal", "phases")):
        arch, op, cycles, ideal = result.arch, result.op, result.cycles, result.ideal
        phases_in = result.phases
        nb = banks or getattr(result, "banks", 32)
    else:
        raise UsageError(f"bank map: expected a simulation result, got {type(result).__name__}")
    if not _is_int(nb) or nb <= 0:
        raise UsageError(f"bank map: banks must be a positive integer, got {nb!r}")
    nb = int(nb)
    phases, rows = [], []
    for ph in phases_in:
        idx, ents = _phase_entries(ph)
        users: dict = {}                      # word -> set((lane, slot))
        for lane, slot, words in ents:
            for w in words:
                users.setdefault(w, set()).add((lane, slot))
        if not users:
            continue
        per_bank: dict = {}
        for w in sorted(users):
            per_bank.setdefault(w % nb, []).append(w)
        n_cyc = max(len(v) for v in per_bank.values())
        p_ideal = max(1, math.ceil(len(users) / nb))
        worst = sorted(b for b, v in per_bank.items() if len(v) == n_cyc)
        phases.append(PhaseInfo(index=idx, lanes=sorted({l for l, _, _ in ents}), cycles=n_cyc,
                                ideal=p_ideal, worst_banks=worst, distinct_words=len(users)))
        for k in range(n_cyc):
            cells = {}
            for b, ws in per_bank.items():
                if k < len(ws):
                    w = ws[k]
                    cells[b] = BankCell(bank=b, word=w, lanes=tuple(sorted(users[w])),
                                        conflict=len(ws) > p_ideal, extra=k >= p_ideal,
                                        broadcast=len(users[w]) > 1)
            rows.append(BankRow(phase=idx, cycle=k, cells=cells))
    model_cycles = sum(p.cycles for p in phases)
    note = ""
    if model_cycles != cycles:
        note = (f"the per-phase map adds up to {model_cycles} cycles; the instruction model says "
                f"{cycles} (its phase rule differs from plain distinct words per bank)")
    ways = max((p.ways for p in phases), default=0)
    return BankMap(arch=arch, op=op, banks=nb, cycles=cycles, ideal=ideal, conflicts=cycles - ideal,
                   ways=ways, phases=phases, rows=rows, note=note)


# ----------------------------------------------------------------------------- layout map
@dataclass
class LayoutPanel:
    label: str                   # "plain", "chosen", ...
    describe: str
    rows: int
    cols: int
    elem_bytes: int
    banks: int
    offsets: np.ndarray          # (shown rows, shown cols) byte offsets
    bank: np.ndarray             # (shown rows, shown cols) bank of each element's first byte
    footprint: int
    highlight: set = field(default_factory=set)   # {(row, col)} drawn with a heavy border
    cost: str = ""               # e.g. "96 cycles (ideal 32)"

    @property
    def shown(self) -> tuple:
        return self.bank.shape

    @property
    def caption(self) -> str:
        c = f"{self.label}: {self.describe}"
        r, k = self.shown
        if (r, k) != (self.rows, self.cols):
            c += f" (rows 0-{r - 1}, cols 0-{k - 1} of {self.rows}x{self.cols})"
        if self.cost:
            c += f"; {self.cost}"
        return c


@dataclass
class LayoutMap:
    title: str
    panels: list
    note: str = ""               # e.g. what the outlined cells are

    def to_dict(self) -> dict:
        return {"title": self.title, "note": self.note,
                "panels": [{"label": p.label, "describe": p.describe, "caption": p.caption,
                            "rows": p.rows, "cols": p.cols, "elem_bytes": p.elem_bytes,
                            "banks": p.banks, "bank": p.bank.tolist(),
                            "highlight": sorted(list(x) for x in p.highlight)} for p in self.panels]}


def layout_panel(label: str, layout, banks: int, highlight=(), cost: str = "",
                 max_rows: int = MAX_TILE_ROWS, max_cols: int = MAX_TILE_COLS) -> LayoutPanel:
    """One tile panel from a :class:`ldsopt.layouts.Layout` or its ``to_dict(with_offsets=True)``."""
    if isinstance(layout, dict):
        rows, cols, eb = layout.get("rows"), layout.get("cols"), layout.get("elem_bytes")
        if not all(_is_int(v) and v > 0 for v in (rows, cols, eb)):
            raise UsageError("layout picture: layout needs positive integer rows, cols and elem_bytes")
        if rows * cols > MAX_CELLS:
            raise UsageError(f"layout picture: {rows}x{cols} tile is too large (at most {MAX_CELLS} elements)")
        try:
            off = np.asarray(layout.get("offsets"), dtype=np.int64)
        except (TypeError, ValueError, OverflowError):
            raise UsageError("layout picture: \"offsets\" must be a table of integers")
        if off.shape != (rows, cols):
            raise UsageError(f"layout picture: offsets are {off.shape}, expected ({rows}, {cols})")
        if (off < 0).any():
            raise UsageError("layout picture: offsets must be non-negative")
        describe = str(layout.get("describe", layout.get("family", "layout")))
        fp = layout.get("bytes")
        footprint = fp if _is_int(fp) else int(off.max()) + eb
    else:
        off = np.asarray(layout.offsets(), dtype=np.int64)
        rows, cols, eb = layout.rows, layout.cols, layout.elem_bytes
        describe, footprint = layout.describe(), layout.footprint
    if banks <= 0:
        raise UsageError("layout picture: banks must be positive")
    r, c = min(rows, max_rows), min(cols, max_cols)
    off = off[:r, :c]
    hl = {(int(a), int(b)) for a, b in highlight if 0 <= a < r and 0 <= b < c}
    return LayoutPanel(label=label, describe=describe, rows=rows, cols=cols, elem_bytes=eb,
                       banks=banks, offsets=off, bank=(off // 4) % banks, footprint=footprint,
                       highlight=hl, cost=cost)


def layout_map(panels: list, title: str = "") -> LayoutMap:
    if not panels:
        raise UsageError("layout picture: no layout to draw")
    if not title:
        p = panels[0]
        title = f"{p.rows}x{p.cols} tile, {p.elem_bytes} B elements, coloured by bank ({p.banks} banks)"
    return LayoutMap(title=title, panels=panels)


# ----------------------------------------------------------------------------- solve payloads
def _get(obj, name, default=None):
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def worst_phase_elements(problem, layout):
    """The tile elements of the worst phase of the worst instruction of any access under
    ``layout`` (most conflict cycles): ``(elements, description)``, or ``(set(), "")`` when no
    access conflicts.  ``problem`` is a ``ldsopt.problem.Problem``."""
    from ldsopt.patterns import addresses
    from ldsopt.core.simulate import simulate_batch, simulate_reference
    best = None
    for acc in problem.accesses:
        pat = acc.pattern
        addr = addresses(layout, pat, acc.width)
        res = simulate_batch(problem.arch, acc.inst.name, addr, pat.active, settings=problem.settings)
        i = int(np.argmax(res["conflicts"]))
        c = int(res["conflicts"][i])
        if c > 0 and (best is None or c > best[0]):
            best = (c, acc, i, addr[i])
    if best is None:
        return set(), ""
    _, acc, i, addr_row = best
    act = None if acc.pattern.active is None else acc.pattern.active[i]
    ref = simulate_reference(problem.arch, acc.inst.name, addr_row, act, settings=problem.settings)
    ph = max(ref.phases, key=lambda p: (p.cycles - p.ideal, -p.index))
    n = max(1, acc.width // layout.elem_bytes)
    lanes = sorted({la.lane for la in ph.lanes})
    els = set()
    for l in lanes:
        r, c = (int(x) for x in acc.pattern.coords[i, l])
        els.update((r, c + j) for j in range(n))
    desc = (f"outlined: the elements of access '{acc.name}' ({acc.inst.name}), instruction {i}, "
            f"lanes {lane_ranges(lanes)} (its worst phase in the plain layout: {ph.cycles} cycles, "
            f"ideal {ph.ideal})")
    return els, desc


def _layout_json(d: dict, what: str):
    """A layout from solver JSON: a dict with ``offsets`` (kept as a dict), else rebuilt with
    :func:`ldsopt.layouts.layout_from_dict`.  Malformed input is a UsageError."""
    from ldsopt.errors import LdsoptError
    from ldsopt.layouts.spec import layout_from_dict
    if "offsets" in d:
        return d
    r, c = d.get("rows"), d.get("cols")
    if not (_is_int(r) and _is_int(c) and 0 < r and 0 < c and r * c <= MAX_CELLS):
        raise UsageError(f"solve result: the {what} layout needs positive integer rows and cols "
                         f"(at most {MAX_CELLS} elements)")
    try:
        lay = layout_from_dict(d)
        lay.offsets()
        return lay
    except LdsoptError as e:
        raise UsageError(f"solve result: the {what} layout: {e}")
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, ZeroDivisionError) as e:
        raise UsageError(f"solve result: the {what} layout is malformed ({type(e).__name__}: {e})")


def _cost_text(d) -> str:
    if not isinstance(d, dict) or not isinstance(d.get("cycles"), (int, float)) or isinstance(d.get("cycles"), bool):
        return ""
    return f"{d['cycles']} cycles" + (f" (ideal {d['ideal']})" if d.get("ideal") is not None else "")


def solve_layout_map(solution, banks: int | None = None) -> LayoutMap:
    """Plain vs chosen layout of a solver result: a ``ldsopt.solve.Solution`` or its
    ``to_dict(offsets=True)`` JSON (``ldsopt solve --json``).  The elements of the plain layout's
    worst phase are outlined in both panels when the problem can be rebuilt."""
    from ldsopt.errors import LdsoptError
    from ldsopt.layouts.families import Layout
    from ldsopt.layouts.spec import layout_from_dict
    if hasattr(solution, "best") and hasattr(solution, "problem"):        # Solution object
        prob = solution.problem
        banks = banks or prob.arch.banks
        chosen, plain = solution.layout, (solution.plain.layout if solution.plain is not None else None)
        c_cost = {"cycles": _num(solution.best.total), "ideal": _num(solution.best.ideal)}
        p_cost = ({"cycles": _num(solution.plain.total), "ideal": _num(solution.plain.ideal)}
                  if solution.plain is not None else None)
    elif isinstance(solution, dict):
        ld = solution.get("layout")
        if not isinstance(ld, dict):
            raise UsageError("solve result: no chosen \"layout\" object (is it `ldsopt solve --json` output?)")
        if "offsets" in solution and "offsets" not in ld:
            ld = dict(ld, offsets=solution["offsets"])
        chosen = _layout_json(ld, "chosen")
        pl = solution.get("plain")
        plain = None
        if isinstance(pl, dict):
            pl = pl.get("layout", pl)
            try:
                plain = _layout_json(pl, "plain") if isinstance(pl, dict) else None
            except LdsoptError:
                plain = None
        tot = solution.get("total") if isinstance(solution.get("total"), dict) else {}
        c_cost = tot.get("chosen") or solution.get("cost")
        p_cost = tot.get("plain") or solution.get("plain_cost")
        prob = None
        if isinstance(solution.get("problem"), dict):
            try:
                from ldsopt.solver.problem import problem_from_dict
                prob = problem_from_dict(solution["problem"])
            except Exception:       # any problem that does not rebuild: draw without the outline
                prob = None
        if banks is None:
            arch = solution.get("arch")
            if not isinstance(arch, str):
                raise UsageError("solve result: \"arch\" must name the GPU (e.g. \"gfx942\")")
            from ldsopt.core.arch import get_arch
            banks = get_arch(arch).banks
    else:
        raise UsageError(f"layout picture: cannot draw a {type(solution).__name__}")
    hl, desc = set(), ""
    if prob is not None and plain is not None:
        try:
            pl_obj = plain if isinstance(plain, Layout) else layout_from_dict(plain)
            if (pl_obj.rows, pl_obj.cols) == (prob.rows, prob.cols):
                hl, desc = worst_phase_elements(prob, pl_obj)
        except Exception:           # the outline is an extra: never fail the picture for it
            hl, desc = set(), ""
    panels = []
    if plain is not None:
        panels.append(layout_panel("plain", plain, banks, highlight=hl, cost=_cost_text(p_cost)))
    panels.append(layout_panel("chosen", chosen, banks, highlight=hl, cost=_cost_text(c_cost)))
    m = layout_map(panels)
    m.note = desc
    return m


def _num(x):
    return int(x) if float(x).is_integer() else round(float(x), 3)

# ----------------------------------------------------------------------------- picking results
def pick_result(results, pick=None):
    """(index, result) of the instruction to draw: ``pick`` or the one with the most conflicts."""
    if not isinstance(results, (list, tuple)):
        return 0, results
    if not results:
        raise UsageError("nothing to draw: no instruction was simulated")
    if pick is not None:
        if not 0 <= pick < len(results):
            raise UsageError(f"--pick {pick}: there are {len(results)} instructions (0..{len(results) - 1})")
        return pick, results[pick]
    best = max(range(len(results)), key=lambda i: (_get(results[i], "conflicts", 0), -i))
    return best, results[best]

def sim_results(payload) -> tuple:
    """``(results, outer)`` of a sim payload: a SimResult or detailed dict, a list of them, a dict
    with ``"results"``, or a pattern summary with ``"map"`` (the mapped instruction; ``outer`` is
    then the summary: pattern, layout, instructions and their total cycles / ideal / conflicts)."""
    if isinstance(payload, dict) and "map" in payload and "phases" not in payload:
        return [payload["map"]], payload
    if isinstance(payload, dict) and "results" in payload:
        if not isinstance(payload["results"], list):
            raise UsageError("sim results: \"results\" must be a list")
        return list(payload["results"]), payload
    if isinstance(payload, (list, tuple)):
        return list(payload), None
    return [payload], None
