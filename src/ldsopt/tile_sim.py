"""One access pattern over a whole tile in a layout (``ldsopt sim --pattern``): every
instruction of the pattern modelled, the totals, and the bank map of one instruction."""

from __future__ import annotations

from dataclasses import dataclass

from ldsopt.errors import Unsatisfiable, UsageError


@dataclass(frozen=True)
class TileSim:
    """Every instruction of a pattern over a tile: ``per_instruction`` ``(cycles, ideal)``, the
    totals, and ``map``: the :class:`ldsopt.SimResult` of instruction ``mapped_instruction`` (the
    most conflicted one unless chosen)."""
    arch: str
    op: str
    pattern: str
    layout: str                # the layout in words
    rows: int
    cols: int
    dtype: str
    cycles: int
    ideal: int
    conflicts: int
    per_instruction: tuple     # (cycles, ideal) per instruction
    mapped_instruction: int
    map: object                # SimResult

    @property
    def instructions(self) -> int:
        return len(self.per_instruction)

    def to_dict(self) -> dict:
        """The totals and per-instruction figures, ``map`` the :class:`ldsopt.SimResult` itself."""
        return {"pattern": self.pattern, "layout": self.layout, "instructions": self.instructions,
                "cycles": self.cycles, "ideal": self.ideal, "conflicts": self.conflicts,
                "mapped_instruction": self.mapped_instruction,
                "per_instruction": [{"cycles": c, "ideal": i, "conflicts": c - i} for c, i in self.per_instruction],
                "map": self.map}

    def to_json(self, arch_given: str | None = None) -> dict:
        """``ldsopt sim --pattern --json`` (``arch_given`` as :meth:`ldsopt.SimResult.to_json`)."""
        d = {"arch": self.arch, "op": self.op, "pattern": self.pattern, "layout": self.layout,
             "instructions": self.instructions, "cycles": self.cycles, "ideal": self.ideal,
             "conflicts": self.conflicts,
             "per_instruction": [{"cycles": c, "ideal": i, "conflicts": c - i} for c, i in self.per_instruction],
             "mapped_instruction": self.mapped_instruction, "map": self.map.to_dict(detail=True)}
        if arch_given:
            d["modelled_as"] = d["arch"]
            d["arch_given"] = arch_given
        return d


def _tile(tile) -> tuple:
    if isinstance(tile, str):
        try:
            rows, cols = (int(x) for x in tile.lower().split("x"))
        except ValueError:
            raise UsageError(f"tile={tile!r}: use ROWSxCOLS, e.g. 64x64")
    elif isinstance(tile, (tuple, list)) and len(tile) == 2 and all(isinstance(x, int) for x in tile):
        rows, cols = tile
    else:
        raise UsageError(f"tile={tile!r}: use ROWSxCOLS, e.g. 64x64, or (rows, cols)")
    if rows <= 0 or cols <= 0:
        raise UsageError(f"tile={rows}x{cols}: rows and columns must be positive")
    return rows, cols


def simulate_tile(arch: str, op: str, pattern: str, tile, *, dtype: str = "f16", layout: str = "row",
                  params: dict | None = None, instr: int | None = None,
                  settings: dict | None = None) -> TileSim:
    """Model every instruction of an access pattern over a tile in a layout.

    Parameters
    ----------
    arch, op : str
        The arch and the instruction (as :func:`ldsopt.simulate`).
    pattern : str
        ``row_copy``, ``col_read``, ``mfma_a``, ``mfma_b``, ``ldmatrix`` ... (``ldsopt.api.pattern``).
    tile : str or (int, int)
        ``"64x64"`` or ``(64, 64)``: rows and columns.
    dtype : str
        Element type (``"f16"``, ``"f32"`` ...).
    layout : str
        The layout spec (:func:`ldsopt.layout`).
    params : dict, optional
        The pattern's parameters; by default the instruction's lanes and width give ``lanes``,
        ``vec``, ``read_elems`` (and ``x``, ``elem_bytes`` for ``ldmatrix``).
    instr : int, optional
        The instruction whose bank map ``map`` gives (default: the most conflicted).
    settings : dict, optional
        Choices for disputed rules.

    Returns
    -------
    TileSim
        ``cycles``, ``ideal``, ``conflicts`` over the tile, ``per_instruction``, ``map``;
        ``to_json()`` is ``ldsopt sim --pattern --json``.

    Examples
    --------
    >>> import ldsopt
    >>> t = ldsopt.simulate_tile("gfx942", "ds_read_u16", "col_read", "64x64", params={"vec": 1})
    >>> t.instructions, t.conflicts > 0, t.map.op
    (64, True, 'ds_read_u16')
    """
    import numpy as np

    from ldsopt.api import arch as get_arch, dtype_bytes, instruction, layout as make_layout, \
        pattern as make_pattern, simulate, simulate_pattern
    a = get_arch(arch)
    inst = instruction(a.name, op, settings)
    rows, cols = _tile(tile)
    eb = dtype_bytes(dtype)
    cap = max(a.lds_per_cu, a.lds_per_wg)
    if rows * cols * eb > cap:
        raise Unsatisfiable(f"a {rows}x{cols} {dtype} tile needs {rows * cols * eb:,} B, more than "
                            f"the {cap:,} B of LDS / shared memory on {a.name}")
    params = dict(params or {})
    if pattern in ("row_copy", "col_read"):
        params.setdefault("lanes", inst.lanes)
        params.setdefault("vec", max(1, inst.width // eb))
    if pattern in ("mfma_a", "mfma_b"):
        params.setdefault("read_elems", max(1, inst.width // eb))
    if pattern == "ldmatrix":
        params.setdefault("x", inst.matrices or 4)
        params.setdefault("elem_bytes", eb)
    pat = make_pattern(pattern, rows, cols, **params)
    lay = make_layout(layout, rows, cols, eb)
    tot = simulate_pattern(a.name, inst.name, lay, pat, settings)
    i = instr if instr is not None else int(np.argmax(tot["conflicts"]))
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < tot["instructions"]:
        raise UsageError(f"instr= must be 0..{tot['instructions'] - 1}")
    res = simulate(a.name, inst.name, tot["addresses"][i], active=None if pat.active is None else pat.active[i],
                   settings=settings)
    return TileSim(a.name, inst.name, pattern, lay.describe(), rows, cols, dtype, int(tot["total_cycles"]),
                   int(tot["total_ideal"]), int(tot["total_conflicts"]),
                   tuple((int(c), int(d)) for c, d in zip(tot["cycles"], tot["ideal"])), i, res)
