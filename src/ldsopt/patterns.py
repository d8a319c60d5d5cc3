"""Access patterns: which tile element each lane touches, instruction by instruction.

A :class:`Pattern` holds ``coords`` of shape ``(n_instr, lanes, 2)``: the (row, col) of the
first element each lane touches; the lane then touches ``vec`` consecutive columns (the access
width is ``vec * elem_bytes``).  :func:`addresses` turns a pattern and a layout into byte
addresses per lane, checking that every lane's vector is contiguous and aligned in that layout.

Built-in patterns (``get_pattern(name, **params)``):

- ``row_copy``: cooperative copy of the tile, ``vec`` elements per lane, ``threads_per_row``
  threads across a row (default: as many as the row needs), lanes in row-major order.
- ``col_read``: lanes walk down a column: lane l reads row ``l % rows`` (a transposed read).
- ``mfma_a`` / ``mfma_b``: AMD MFMA operand reads of a K-contiguous operand tile (A as
  ``[M][K]``, B as ``[N][K]``), for the shapes in ``MFMA_SHAPES``.
- ``mfma_b_nk``: B stored ``[K][N]`` (N contiguous): element reads down K (ds_read_u16 style).
- ``ldmatrix``: NVIDIA ldmatrix .x1/.x2/.x4 over a tile of 8x8 b16 matrices (mma.sync m16n8k16
  A fragments with x4, B fragments with x2/x4).
- ``explicit``: user-given coordinates.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

import numpy as np

from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.layouts.families import Layout


@dataclass
class Pattern:
    name: str
    coords: np.ndarray          # (n_instr, lanes, 2) int64
    vec: int                    # elements per lane (contiguous along cols)
    active: np.ndarray | None = None   # (n_instr, lanes) bool
    suggested_op: str = ""
    note: str = ""

    @property
    def n_instr(self) -> int:
        return self.coords.shape[0]

    @property
    def lanes(self) -> int:
        return self.coords.shape[1]


# ----------------------------------------------------------------------------- MFMA operand shapes
# name -> (M or N of the block, k elements per lane per instruction, lane groups along K, arch list)
# Lane l holds row (l % M) and k elements [kpl*(l // M), kpl*(l // M) + kpl) of the block's K slice.
# Sources: AMD CDNA3 / CDNA4 ISA guides, "MFMA" register layouts; AMD Matrix Instruction Calculator.
MFMA_SHAPES = {
    "32x32x8_f16": (32, 4, 2, ("gfx90a", "gfx942")),
    "32x32x8_bf16": (32, 4, 2, ("gfx90a", "gfx942")),
    "16x16x16_f16": (16, 4, 4, ("gfx90a", "gfx942", "gfx950")),
    "16x16x16_bf16": (16, 4, 4, ("gfx90a", "gfx942", "gfx950")),
    "32x32x16_f16": (32, 8, 2, ("gfx950",)),
    "32x32x16_bf16": (32, 8, 2, ("gfx950",)),
    "16x16x32_f16": (16, 8, 4, ("gfx950",)),
    "16x16x32_bf16": (16, 8, 4, ("gfx950",)),
    "16x16x32_fp8": (16, 8, 4, ("gfx942", "gfx950")),
    "32x32x16_fp8": (32, 8, 2, ("gfx942", "gfx950")),
}


def _tile_check(rows, cols):
    for name, v in (("rows", rows), ("cols", cols)):
        if not isinstance(v, (int, np.integer)) or isinstance(v, bool) or v <= 0:
            raise UsageError(f"{name} must be a positive integer, got {v!r}")


def row_copy(rows: int, cols: int, vec: int, lanes: int = 64, threads_per_row: int | None = None,
             op: str = "") -> Pattern:
    """Cooperative copy by one wave/warp: ``threads_per_row`` (tpr) lanes across a row, lanes // tpr
    rows per instruction; instruction i covers column block i % (vectors per row // tpr) of row
    block i // (that).  Lane l: row = rb * (lanes // tpr) + l // tpr, col = (cb * tpr + l % tpr) * vec."""
    _tile_check(rows, cols)
    if not isinstance(vec, int) or vec <= 0 or cols % vec:
        raise UsageError(f"row_copy: vec={vec} must divide cols={cols}")
    vpr = cols // vec
    tpr = threads_per_row or min(vpr, lanes)
    if tpr <= 0 or vpr % tpr or lanes % tpr:
        raise UsageError(f"row_copy: threads_per_row={tpr} must divide both {vpr} vectors per row "
                         f"and {lanes} lanes")
    tr = lanes // tpr
    if rows % tr:
        raise UsageError(f"row_copy: {tr} rows per instruction must divide rows={rows}")
    cbs = vpr // tpr
    lane = np.arange(lanes)
    out = []
    for rb in range(rows // tr):
        for cb in range(cbs):
            out.append(np.stack([rb * tr + lane // tpr, (cb * tpr + lane % tpr) * vec], axis=1))
    return Pattern("row_copy", np.array(out, dtype=np.int64), vec, suggested_op=op,
                   note=f"{tpr} threads per row, {vec} elements per lane")


def col_read(rows: int, cols: int, vec: int = 1, lanes: int = 64, op: str = "") -> Pattern:
    """Lanes walk down columns: lane l reads row (base + l) of vector column j."""
    _tile_check(rows, cols)
    if cols % vec:
        raise UsageError(f"col_read: vec={vec} must divide cols={cols}")
    out = []
    for j in range(cols // vec):
        for r0 in range(0, rows, lanes):
            lane = np.arange(lanes)
            r = (r0 + lane) % rows
            out.append(np.stack([r, np.full(lanes, j * vec)], axis=1))
    return Pattern("col_read", np.array(out, dtype=np.int64), vec, suggested_op=op,
                   note="lane l reads row l of each vector column")


def mfma_operand(rows: int, cols: int, shape: str, read_elems: int | None = None,
                 operand: str = "a", op: str = "") -> Pattern:
    """MFMA A ([M][K]) or B ([N][K]) operand reads from a K-contiguous tile of ``rows x cols``
    (rows along M or N, cols along K).  ``read_elems`` elements per lane per instruction (default
    the shape's k per lane; CK reads 8 fp16 with ds_read_b128 for two 16x16x16 steps)."""
    _tile_check(rows, cols)
    if shape not in MFMA_SHAPES:
        raise UsageError(f"unknown MFMA shape {shape!r} (known: {', '.join(MFMA_SHAPES)})")
    mblk, kpl, groups, _ = MFMA_SHAPES[shape]
    re_ = read_elems or kpl
    kspan = groups * re_
    if rows % mblk or cols % kspan:
        raise UsageError(f"mfma {shape}: tile {rows}x{cols} must be a multiple of {mblk}x{kspan}")
    lane = np.arange(64)
    out = []
    for m0 in range(0, rows, mblk):
        for k0 in range(0, cols, kspan):
            out.append(np.stack([m0 + lane % mblk, k0 + (lane // mblk) * re_], axis=1))
    return Pattern(f"mfma_{operand}", np.array(out, dtype=np.int64), re_, suggested_op=op,
                   note=f"v_mfma {shape} operand {operand.upper()}: lane l reads row l%{mblk}, "
                        f"k {re_}*(l//{mblk})")


def mfma_b_nk(rows: int, cols: int, shape: str, op: str = "") -> Pattern:
    """B stored [K][N] (N contiguous): each lane needs B[k][n] for its k-run, element by element.
    ``rows`` is K, ``cols`` is N."""
    _tile_check(rows, cols)
    if shape not in MFMA_SHAPES:
        raise UsageError(f"unknown MFMA shape {shape!r}")
    nblk, kpl, groups, _ = MFMA_SHAPES[shape]
    kspan = groups * kpl
    if rows % kspan or cols % nblk:
        raise UsageError(f"mfma_b_nk {shape}: tile {rows}x{cols} must be a multiple of {kspan}x{nblk}")
    lane = np.arange(64)
    out = []
    for n0 in range(0, cols, nblk):
        for k0 in range(0, rows, kspan):
            for j in range(kpl):
                out.append(np.stack([k0 + (lane // nblk) * kpl + j, n0 + lane % nblk], axis=1))
    return Pattern("mfma_b_nk", np.array(out, dtype=np.int64), 1, suggested_op=op,
                   note=f"v_mfma {shape} B from a [K][N] tile, one element per lane per read")


def ldmatrix(rows: int, cols: int, x: int = 4, elem_bytes: int = 2, op: str = "") -> Pattern:
    """ldmatrix.xN over a tile of b16 8x8 matrices: lane l gives the address of row (l % 8) of
    matrix l // 8.  Matrices are taken in the mma.sync m16n8k16 A-fragment order for x4
    (rows 0-7/k 0-7, rows 8-15/k 0-7, rows 0-7/k 8-15, rows 8-15/k 8-15), and along K for x1/x2
    (the B fragment of an [N][K] tile: rows are n, cols are k)."""
    _tile_check(rows, cols)
    if x not in (1, 2, 4):
        raise UsageError("ldmatrix x must be 1, 2 or 4")
    ecols = 16 // elem_bytes                        # elements per 16-byte matrix row
    if x == 4:
        bh, bw = 16, 2 * ecols
        order = [(0, 0), (8, 0), (0, ecols), (8, ecols)]
    else:
        bh, bw = 8, x * ecols
        order = [(0, j * ecols) for j in range(x)]
    if rows % bh or cols % bw:
        raise UsageError(f"ldmatrix.x{x}: tile {rows}x{cols} must be a multiple of {bh}x{bw}")
    lane = np.arange(32)
    out = []
    for r0 in range(0, rows, bh):
        for c0 in range(0, cols, bw):
            mat = np.minimum(lane // 8, x - 1)
            dr = np.array([order[m][0] for m in mat])
            dc = np.array([order[m][1] for m in mat])
            out.append(np.stack([r0 + dr + lane % 8, c0 + dc], axis=1))
    act = np.zeros((len(out), 32), bool)
    act[:, :8 * x] = True
    return Pattern(f"ldmatrix.x{x}", np.array(out, dtype=np.int64), ecols, active=act,
                   suggested_op=op or f"ldmatrix.x{x}", note="mma.sync m16n8k16 fragment order")


def explicit(coords, vec: int = 1, op: str = "") -> Pattern:
    c = np.asarray(coords)
    if c.ndim == 2:
        c = c[None]
    if c.ndim != 3 or c.shape[2] != 2 or c.dtype.kind not in "iu":
        raise UsageError("coords must be [[[row, col] per lane] per instruction] integers")
    if (c < 0).any():
        raise UsageError("coords must be non-negative")
    return Pattern("explicit", c.astype(np.int64), vec, suggested_op=op)


# What each built-in pattern models, for `ldsopt sim --help` and the docs (one place).
PATTERN_HELP = """\
patterns (--pattern NAME --tile ROWSxCOLS, parameters with --param K=V):
  row_copy   cooperative copy: vec elements per lane, threads_per_row lanes across a row
  col_read   lanes walk down a column (a transposed read); vec elements per lane
  mfma_a     MFMA A operand stored [M][K], K contiguous: tile rows = M, cols = K; each lane reads
             read_elems consecutive K elements with one vector read (ds_read_b64 / b128)
  mfma_b     MFMA B operand stored [N][K], K contiguous (B transposed: a tile row is a column n
             of B): tile rows = N, cols = K; read like mfma_a
  mfma_b_nk  MFMA B operand stored [K][N], N contiguous (plain row-major B of C = A x B): tile
             rows = K, cols = N; a lane's K elements are a row apart, so each is read alone
             (ds_read_u16 per element: 4-8x the instructions of mfma_b).  With a row pitch that
             is a multiple of 128 B, lanes on different K rows of one phase share banks
             (2-way for 16x16x16 f16 on gfx942); pad:8B or more separates them
  ldmatrix   NVIDIA ldmatrix .x1/.x2/.x4 (x=1|2|4) over 8x8 b16 matrices (mma.sync fragments)
  mfma shapes (shape=...):
    """ + "\n    ".join(textwrap.wrap(", ".join(MFMA_SHAPES), 90))


PATTERNS = {"row_copy": row_copy, "col_read": col_read, "mfma_a": None, "mfma_b": None,
            "mfma_b_nk": mfma_b_nk, "ldmatrix": ldmatrix}

# the parameters each named pattern takes (``shape`` is a string, the others positive integers)
PARAMS = {"row_copy": ("vec", "lanes", "threads_per_row"), "col_read": ("vec", "lanes"),
          "mfma_a": ("shape", "read_elems"), "mfma_b": ("shape", "read_elems"), "mfma_b_nk": ("shape",),
          "ldmatrix": ("x", "elem_bytes")}
MAX_PARAM = 1 << 16


def check_params(name: str, params: dict) -> dict:
    """UsageError unless ``params`` are parameters of pattern ``name`` with sane values."""
    if name not in PARAMS:
        raise UsageError(f"unknown pattern {name!r} (known: {', '.join(PARAMS)}, or explicit coords)")
    for k, v in params.items():
        if k not in PARAMS[name]:
            raise UsageError(f"pattern {name} has no parameter {k!r} (it takes {', '.join(PARAMS[name])})")
        if k == "shape":
            if not isinstance(v, str):
                raise UsageError(f"pattern {name}: shape must be a name like 16x16x16_f16, got {v!r}")
        elif isinstance(v, bool) or not isinstance(v, (int, np.integer)) or not 1 <= v <= MAX_PARAM:
            raise UsageError(f"pattern {name}: {k} must be an integer from 1 to {MAX_PARAM}, got {v!r}")
    return params


def get_pattern(name: str, rows: int, cols: int, **params) -> Pattern:
    """Build a named pattern for a rows x cols tile (params as in each builder)."""
    check_params(name, params)
    try:
        if name == "row_copy":
            return row_copy(rows, cols, **params)
        if name == "col_read":
            return col_read(rows, cols, **params)
        if name in ("mfma_a", "mfma_b"):
            return mfma_operand(rows, cols, operand=name[-1], **params)
        if name == "mfma_b_nk":
            return mfma_b_nk(rows, cols, **params)
        return ldmatrix(rows, cols, **params)
    except TypeError as e:
        raise UsageError(f"pattern {name}: {e}")


def check_width(inst, pattern: Pattern, elem_bytes: int, where: str = "") -> None:
    """UsageError unless the instruction moves the bytes each lane of the pattern touches
    (``vec`` elements; a single element may also be read in narrower pieces, e.g. ds_read_u8)."""
    touched = pattern.vec * elem_bytes
    if touched != inst.width and not (pattern.vec == 1 and inst.width < elem_bytes):
        pre = f"{where}: " if where else ""
        fix = (f"; use a {touched}-byte instruction or read_elems={max(1, inst.width // elem_bytes)}"
               if pattern.name.startswith("mfma") and inst.width % elem_bytes == 0 else "")
        raise UsageError(f"{pre}{inst.name} moves {inst.width} B per lane but the {pattern.name} pattern "
                         f"touches {touched} B ({pattern.vec} x {elem_bytes} B elements){fix}")


def addresses(layout: Layout, pattern: Pattern, width: int | None = None) -> np.ndarray:
    """Byte address per (instruction, lane) of ``pattern`` in ``layout``.  Checks that every
    lane's ``width`` bytes (default ``vec * elem_bytes``) are contiguous and aligned."""
    eb = layout.elem_bytes
    width = width or pattern.vec * eb
    n = max(1, width // eb)
    r, c = pattern.coords[..., 0], pattern.coords[..., 1]
    act = pattern.active if pattern.active is not None else np.ones(r.shape, bool)
    if ((r >= layout.rows) | (c + n > layout.cols))[act].any():
        i = np.argwhere(((r >= layout.rows) | (c + n > layout.cols)) & act)[0]
        raise Unsatisfiable(f"{pattern.name}: lane {i[1]} of instruction {i[0]} touches "
                            f"({r[tuple(i)]},{c[tuple(i)]}) outside the {layout.rows}x{layout.cols} tile")
    off = layout.offsets()
    rr = np.where(act, r, 0)
    cc = np.where(act, c, 0)
    base = off[rr, cc]
    if n > 1:
        run = off[rr[..., None], cc[..., None] + np.arange(n)]
        ok = (np.diff(run, axis=-1) == eb).all(axis=-1) | ~act
        if not ok.all():
            i = np.argwhere(~ok)[0]
            raise Unsatisfiable(f"{layout.describe()}: the {width}-byte access of lane {i[1]} "
                                f"(element {int(rr[tuple(i)])},{int(cc[tuple(i)])}) is not contiguous")
    mis = (base % min(width, 16) != 0) & act if width in (2, 4, 8, 16) else np.zeros_like(act)
    if mis.any():
        i = np.argwhere(mis)[0]
        raise Unsatisfiable(f"{layout.describe()}: the {width}-byte access at element "
                            f"({int(rr[tuple(i)])},{int(cc[tuple(i)])}) is not {width}-byte aligned")
    return np.where(act, base, 0)


def simulate_pattern(arch, op: str, layout: Layout, pattern: Pattern, settings=None) -> dict:
    """Model every instruction of ``pattern`` in ``layout``: per-instruction arrays and totals."""
    from ldsopt.core.instructions import get_instruction
    from ldsopt.core.simulate import simulate_batch

    inst = get_instruction(arch, op, settings)
    width = inst.width
    if inst.lanes != pattern.lanes:
        raise UsageError(f"{op} takes {inst.lanes} lanes, the pattern has {pattern.lanes}")
    check_width(inst, pattern, layout.elem_bytes)
    addr = addresses(layout, pattern, width)
    res = simulate_batch(arch, op, addr, pattern.active, settings=settings)
    return {"addresses": addr, "cycles": res["cycles"], "ideal": res["ideal"],
            "conflicts": res["conflicts"], "total_cycles": int(res["cycles"].sum()),
            "total_ideal": int(res["ideal"].sum()), "total_conflicts": int(res["conflicts"].sum()),
            "instructions": int(addr.shape[0])}
