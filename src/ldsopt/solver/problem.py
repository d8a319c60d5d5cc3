"""Solver problems: a tile, an arch and the accesses that touch the tile.

A problem is a JSON (or, when PyYAML is installed, YAML) object::

    {"arch": "gfx942", "tile": [rows, cols], "dtype": "f16",
     "lds_budget": 32768,              # optional: most bytes this tile may take
     "other_lds_bytes": 0,             # optional: other LDS the workgroup allocates
     "copies": 1,                      # optional: buffers of this tile (2 = double buffering)
     "families": ["padding", "gf2"],   # optional: restrict the search
     "accesses": [
        {"name": "store", "op": "ds_write_b128",
         "pattern": {"name": "row_copy", "vec": 8}, "weight": 1},
        {"name": "load", "op": "ds_read_b128", "coords": [[[row, col], ...], ...]}]}

``pattern`` is a built-in pattern of :mod:`ldsopt.patterns` (a name, or an object with ``name``
and the builder's parameters) or ``cp_async`` (below); ``coords`` gives explicit (row, col) of the
first element each lane touches, per instruction.  ``op`` may be left out when the pattern
names its instruction (``ldmatrix``, ``cp_async``), when ``kind`` ("load"/"store") is given, or when
the pattern is a load by definition (``mfma_a``, ``mfma_b``, ``mfma_b_nk``, ``col_read``): it is then
the load or store of the pattern's width, and the problem's ``notes`` say which op was assumed.
A ``row_copy`` (either direction) without ``op`` or ``kind`` is refused.

``cp_async`` is the NVIDIA ``cp.async.cg.shared.global [dst], [src], 16`` row copy of a tile
(16 bytes per thread, threads in row-major order).  Its shared-memory side is modelled as
``st.shared.v4.u32`` (same width, same quarter-warp grouping in the bank model).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ldsopt.core.arch import Arch, alias_note, get_arch
from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.core.instructions import Instruction, get_instruction
from ldsopt.layouts.families import dtype_bytes
from ldsopt import patterns as P

FAMILIES = ("padding", "ck", "cute", "triton", "triton_padded", "gf2", "xor")

_TOP_KEYS = {"arch", "tile", "dtype", "lds_budget", "other_lds_bytes", "copies", "families",
             "accesses", "settings", "name", "layout", "description", "workgroups_per_cu"}
_ACCESS_KEYS = {"name", "op", "pattern", "coords", "weight", "kind", "vec", "active", "params"}

# built-in pattern name -> accepted parameters (lanes and the tile come from the problem)
PATTERN_PARAMS = {
    "row_copy": {"vec", "threads_per_row"},
    "col_read": {"vec"},
    "mfma_a": {"shape", "read_elems"},
    "mfma_b": {"shape", "read_elems"},
    "mfma_b_nk": {"shape"},
    "ldmatrix": {"x"},
    "cp_async": {"threads_per_row"},
}


@dataclass
class Access:
    name: str
    op: str
    inst: Instruction
    pattern: P.Pattern
    weight: float = 1.0
    spec: dict = field(default_factory=dict)

    @property
    def width(self) -> int:
        return self.inst.width

    def to_dict(self) -> dict:
        return {"name": self.name, "op": self.op, "weight": self.weight, **self.spec}


@dataclass
class Problem:
    arch: Arch
    rows: int
    cols: int
    dtype: str
    elem_bytes: int
    accesses: list
    lds_budget: int | None = None
    other_lds_bytes: int = 0
    copies: int = 1
    families: tuple = FAMILIES
    settings: dict | None = None
    name: str = ""
    layout: dict | None = None          # a declared layout (for `ldsopt check`)
    workgroups_per_cu: int | None = None   # wanted workgroups per CU (ranking hint)
    notes: list = field(default_factory=list)   # what was assumed (a derived op, an arch alias)

    @property
    def align(self) -> int:
        """Largest alignment any access needs (bytes)."""
        return max(a.inst.align for a in self.accesses)

    @property
    def budget(self) -> int:
        """Most bytes this tile may take."""
        cap = self.arch.lds_per_wg - self.other_lds_bytes
        cap //= max(1, self.copies)
        return min(cap, self.lds_budget) if self.lds_budget else cap

    @property
    def ranks_occupancy(self) -> bool:
        return bool(self.lds_budget or self.other_lds_bytes or self.copies > 1 or self.workgroups_per_cu)

    def to_dict(self) -> dict:
        d = {"arch": self.arch.name, "tile": [self.rows, self.cols], "dtype": self.dtype,
             "accesses": [a.to_dict() for a in self.accesses]}
        if self.lds_budget:
            d["lds_budget"] = self.lds_budget
        if self.other_lds_bytes:
            d["other_lds_bytes"] = self.other_lds_bytes
        if self.copies != 1:
            d["copies"] = self.copies
        if tuple(self.families) != FAMILIES:
            d["families"] = list(self.families)
        return d


# ----------------------------------------------------------------------------- small validators
def _int(v, what, lo=None, hi=None) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
        raise UsageError(f"{what} must be an integer, got {v!r}")
    v = int(v)
    if lo is not None and v < lo:
        raise UsageError(f"{what} must be >= {lo}, got {v}")
    if hi is not None and v > hi:
        raise UsageError(f"{what} must be <= {hi}, got {v}")
    return v


def _op_for(arch: Arch, kind: str, width: int) -> str:
    if arch.is_amd:
        verb = "read" if kind == "load" else "write"
        if width not in (1, 2, 4, 8, 12, 16):
            raise UsageError(f"no {width}-byte LDS instruction")
        if width == 2 and kind == "load":
            return "ds_read_u16"
        if width == 1 and kind == "load":
            return "ds_read_u8"
        return f"ds_{verb}_b{8 * width}"
    verb = "ld" if kind == "load" else "st"
    t = {1: "u8", 2: "u16", 4: "u32", 8: "v2.u32", 16: "v4.u32"}.get(width)
    if t is None:
        raise UsageError(f"no {width}-byte shared-memory instruction")
    return f"{verb}.shared.{t}"


def cp_async(rows: int, cols: int, elem_bytes: int, lanes: int = 32,
             threads_per_row: int | None = None) -> P.Pattern:
    """NVIDIA cp.async 16-byte row copy: each thread copies 16 bytes; the shared-memory side is
    modelled as st.shared.v4.u32."""
    if 16 % elem_bytes:
        raise UsageError("cp_async: element size must divide 16 bytes")
    pat = P.row_copy(rows, cols, 16 // elem_bytes, lanes=lanes, threads_per_row=threads_per_row,
                     op="st.shared.v4.u32")
    pat.name = "cp_async"
    pat.note = "cp.async 16 B per thread (shared side modelled as st.shared.v4.u32); " + pat.note
    return pat


def build_pattern(spec, arch: Arch, rows: int, cols: int, elem_bytes: int, where: str) -> P.Pattern:
    """A built-in pattern from a problem file: ``"row_copy"`` or ``{"name": "row_copy", "vec": 8}``."""
    if isinstance(spec, str):
        name, params = spec, {}
    elif isinstance(spec, dict):
        if "name" not in spec or not isinstance(spec["name"], str):
            raise UsageError(f"{where}: pattern needs a \"name\"")
        name = spec["name"]
        params = {k: v for k, v in spec.items() if k != "name"}
    else:
        raise UsageError(f"{where}: pattern must be a name or an object, got {type(spec).__name__}")
    if name not in PATTERN_PARAMS:
        raise UsageError(f"{where}: unknown pattern {name!r} (known: {', '.join(PATTERN_PARAMS)})")
    unknown = set(params) - PATTERN_PARAMS[name]
    if unknown:
        raise UsageError(f"{where}: pattern {name} has no parameter(s) {', '.join(sorted(unknown))} "
                         f"(it takes {', '.join(sorted(PATTERN_PARAMS[name])) or 'none'})")
    for k, v in params.items():
        if k == "shape":
            if not isinstance(v, str):
                raise UsageError(f"{where}: shape must be a string like \"32x32x8_f16\"")
        else:
            params[k] = _int(v, f"{where}: {k}", 1, 1 << 16)
    if name in ("mfma_a", "mfma_b", "mfma_b_nk"):
        if not arch.is_amd:
            raise UsageError(f"{where}: {name} is an AMD MFMA pattern; {arch.name} is NVIDIA")
        shape = params.get("shape")
        if shape is None:
            raise UsageError(f"{where}: {name} needs a \"shape\" (one of {', '.join(P.MFMA_SHAPES)})")
        if shape in P.MFMA_SHAPES and arch.name not in P.MFMA_SHAPES[shape][3]:
            raise UsageError(f"{where}: MFMA shape {shape} does not exist on {arch.name}")
    if name in ("ldmatrix", "cp_async") and not arch.is_nvidia:
        raise UsageError(f"{where}: {name} is an NVIDIA pattern; {arch.name} is AMD")
    if name == "ldmatrix" and elem_bytes != 2:
        raise UsageError(f"{where}: ldmatrix moves 16-bit elements; the tile's dtype is {elem_bytes} B")
    try:
        if name == "row_copy":
            if "vec" not in params:
                raise UsageError(f"{where}: row_copy needs \"vec\" (elements per lane)")
            return P.row_copy(rows, cols, params["vec"], lanes=arch.wave,
                              threads_per_row=params.get("threads_per_row"))
        if name == "col_read":
            return P.col_read(rows, cols, params.get("vec", 1), lanes=arch.wave)
        if name == "cp_async":
            return cp_async(rows, cols, elem_bytes, lanes=arch.wave,
                            threads_per_row=params.get("threads_per_row"))
        if name == "ldmatrix":
            return P.ldmatrix(rows, cols, params.get("x", 4), elem_bytes=elem_bytes)
        return P.get_pattern(name, rows, cols, **params)
    except UsageError as e:
        msg = str(e)
        raise UsageError(msg if msg.startswith(f"{where}: ") else f"{where}: {msg}") from None


def _coords(spec, where: str) -> np.ndarray:
    if not isinstance(spec, list) or not spec:
        raise UsageError(f"{where}: coords must be a non-empty list of instructions")
    try:
        arr = np.asarray(spec)
    except (ValueError, TypeError):
        raise UsageError(f"{where}: coords must be [[[row, col] per lane] per instruction]")
    if arr.dtype == object or arr.dtype.kind not in "iu" or arr.ndim != 3 or arr.shape[2] != 2:
        raise UsageError(f"{where}: coords must be [[[row, col] per lane] per instruction] of integers")
    if (arr < 0).any():
        raise UsageError(f"{where}: coords must be non-negative")
    return arr.astype(np.int64)


# the direction of a pattern that is one by definition (its builder's documentation): MFMA operand
# and column reads are loads; a row copy can be either, so it needs an op or a kind
PATTERN_KIND = {"col_read": "load", "mfma_a": "load", "mfma_b": "load", "mfma_b_nk": "load",
                "ldmatrix": "load", "cp_async": "store"}


def _derive_op(arch: Arch, pat: P.Pattern, kind, eb: int, where: str):
    """(op, why) for an access that gives no op: the pattern's own instruction, else the load or
    store of the pattern's width.  A row copy without a kind is refused, not taken as a load."""
    width = pat.vec * eb
    if pat.suggested_op:
        return pat.suggested_op, f"the {pat.name} pattern's instruction"
    base = pat.name.split(".")[0]
    k = kind or PATTERN_KIND.get(base)
    if k is None:
        raise UsageError(f"{where}: no op: is the {base} pattern a load or a store?  Give the instruction "
                         f"(e.g. {_op_for(arch, 'store', width)} or {_op_for(arch, 'load', width)}), "
                         "or \"kind\": \"load\" / \"store\" (on the command line, "
                         "NAME:store:PATTERN or NAME:load:PATTERN)")
    why = f"kind {k}" if kind else f"a {base} pattern reads"
    return _op_for(arch, k, width), f"{why}, {width} B per lane"


def _build_access(i: int, d, arch: Arch, rows: int, cols: int, eb: int, settings, notes: list) -> Access:
    where = f"access {i}"
    if not isinstance(d, dict):
        raise UsageError(f"{where}: must be an object")
    unknown = set(d) - _ACCESS_KEYS
    if unknown:
        raise UsageError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    name = d.get("name", f"access{i}")
    if not isinstance(name, str) or not name:
        raise UsageError(f"{where}: name must be a non-empty string")
    where = f"access {name!r}"
    weight = d.get("weight", 1)
    if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not math.isfinite(weight) or weight <= 0:
        raise UsageError(f"{where}: weight must be a positive number, got {weight!r}")
    kind = d.get("kind")
    if kind is not None and kind not in ("load", "store"):
        raise UsageError(f"{where}: kind must be \"load\" or \"store\"")
    has_p, has_c = "pattern" in d, "coords" in d
    if has_p == has_c:
        raise UsageError(f"{where}: give exactly one of \"pattern\" and \"coords\"")
    op = d.get("op")
    if op is not None and (not isinstance(op, str) or not op.strip()):
        raise UsageError(f"{where}: op must be an instruction name")
    if has_p:
        spec = d["pattern"]
        if "params" in d:
            if not isinstance(d["params"], dict) or not isinstance(spec, str):
                raise UsageError(f"{where}: \"params\" goes with a pattern name and must be an object")
            spec = {"name": spec, **d["params"]}
        pat = build_pattern(spec, arch, rows, cols, eb, where)
        if op is None:
            op, why = _derive_op(arch, pat, kind, eb, where)
            notes.append(f"{where}: no op given; modelled as {op} ({why})")
        inst = get_instruction(arch, op, settings)
        P.check_width(inst, pat, eb, where)
        sp = {"pattern": spec}
    else:
        c = _coords(d["coords"], where)
        if op is None:
            if "vec" not in d or kind is None:
                raise UsageError(f"{where}: explicit coords need \"op\" (or \"vec\" and \"kind\": "
                                 "\"load\" or \"store\")")
            op = _op_for(arch, kind, _int(d["vec"], f"{where}: vec", 1) * eb)
            notes.append(f"{where}: no op given; modelled as {op} (a {kind} of {d['vec']} elements)")
        inst = get_instruction(arch, op, settings)
        vec = max(1, inst.width // eb)
        if "vec" in d and _int(d["vec"], f"{where}: vec", 1) != vec:
            raise UsageError(f"{where}: vec {d['vec']} does not match {inst.name} ({inst.width} B)")
        if inst.width % eb and inst.width > eb:
            raise UsageError(f"{where}: {inst.name} ({inst.width} B) is not whole {eb}-byte elements")
        lanes = c.shape[1]
        if lanes != inst.lanes and not (inst.matrices and lanes == inst.used_lanes):
            raise UsageError(f"{where}: {inst.name} on {arch.name} takes {inst.lanes} lanes, "
                             f"coords give {lanes}")
        pat = P.explicit(c, vec=vec, op=op)
        if "active" in d:
            act = d["active"]
            try:
                a = np.asarray(act)
            except (ValueError, TypeError):
                a = np.zeros(0)
            if a.dtype != bool or a.shape != c.shape[:2]:
                raise UsageError(f"{where}: active must be [[bool per lane] per instruction] "
                                 f"matching coords {list(c.shape[:2])}")
            pat.active = a
        elif inst.matrices:
            act = np.zeros(c.shape[:2], bool)
            act[:, :inst.used_lanes] = True
            pat.active = act
        sp = {"coords": "explicit", "instructions": int(c.shape[0])}
    if kind is not None and inst.kind != kind:
        raise UsageError(f"{where}: kind {kind} but {inst.name} is a {inst.kind}")
    # every touched element must lie in the tile (a problem error, not a layout one)
    co = pat.coords
    act = pat.active if pat.active is not None else np.ones(co.shape[:2], bool)
    n = max(1, inst.width // eb)
    out = ((co[..., 0] >= rows) | (co[..., 1] + n > cols)) & act
    if out.any():
        j, l = (int(x) for x in np.argwhere(out)[0])
        raise UsageError(f"{where}: lane {l} of instruction {j} touches ({co[j, l, 0]},{co[j, l, 1]})"
                         f"..+{n - 1}, outside the {rows}x{cols} tile")
    return Access(name=name, op=inst.name, inst=inst, pattern=pat, weight=float(weight), spec=sp)


# ----------------------------------------------------------------------------- loading
def problem_from_dict(d) -> Problem:
    if isinstance(d, Problem):
        return d
    if not isinstance(d, dict):
        raise UsageError("a problem must be a JSON/YAML object")
    unknown = set(d) - _TOP_KEYS
    if unknown:
        raise UsageError(f"problem: unknown field(s) {', '.join(sorted(unknown))} "
                         f"(known: {', '.join(sorted(_TOP_KEYS))})")
    for k in ("arch", "tile", "accesses"):
        if k not in d:
            raise UsageError(f"problem: missing \"{k}\"")
    arch = get_arch(d["arch"])
    tile = d["tile"]
    if not isinstance(tile, list) or len(tile) != 2:
        raise UsageError("problem: tile must be [rows, cols]")
    rows = _int(tile[0], "tile rows", 1, 1 << 16)
    cols = _int(tile[1], "tile cols", 1, 1 << 16)
    dtype = d.get("dtype", "f16")
    eb = dtype_bytes(dtype)
    settings = d.get("settings")
    if settings is not None:
        if not isinstance(settings, dict):
            raise UsageError("problem: settings must be an object")
        get_instruction(arch, "ds_read_b32" if arch.is_amd else "ld.shared.u32", settings)  # checks them
    budget = d.get("lds_budget")
    if budget is not None:
        budget = _int(budget, "lds_budget", 1)
    other = _int(d.get("other_lds_bytes", 0), "other_lds_bytes", 0)
    copies = _int(d.get("copies", 1), "copies", 1, 64)
    wgs = d.get("workgroups_per_cu")
    if wgs is not None:
        wgs = _int(wgs, "workgroups_per_cu", 1, 64)
    fams = d.get("families", list(FAMILIES))
    if not isinstance(fams, list) or not fams or not all(isinstance(f, str) for f in fams):
        raise UsageError(f"problem: families must be a non-empty list of names ({', '.join(FAMILIES)})")
    bad = [f for f in fams if f not in FAMILIES]
    if bad:
        raise UsageError(f"problem: unknown famil{'y' if len(bad) == 1 else 'ies'} {', '.join(bad)} "
                         f"(known: {', '.join(FAMILIES)})")
    acc = d["accesses"]
    if not isinstance(acc, list) or not acc:
        raise UsageError("problem: accesses must be a non-empty list")
    # the tile must fit before any access pattern is expanded over it
    check_fits(Problem(arch=arch, rows=rows, cols=cols, dtype=str(dtype), elem_bytes=eb, accesses=[],
                       lds_budget=budget, other_lds_bytes=other, copies=copies))
    notes: list = []
    note = alias_note(d["arch"])
    if note:
        notes.append(note)
    accesses = [_build_access(i, a, arch, rows, cols, eb, settings, notes) for i, a in enumerate(acc)]
    names = [a.name for a in accesses]
    if len(set(names)) != len(names):
        raise UsageError("problem: access names must be unique")
    layout = d.get("layout")
    if layout is not None and not isinstance(layout, (dict, str)):
        raise UsageError("problem: layout must be a spec string or an object")
    prob = Problem(arch=arch, rows=rows, cols=cols, dtype=str(dtype), elem_bytes=eb, accesses=accesses,
                   lds_budget=budget, other_lds_bytes=other, copies=copies, families=tuple(fams),
                   settings=settings, name=str(d.get("name", "")), layout=layout,
                   workgroups_per_cu=wgs, notes=notes)
    check_fits(prob)
    return prob


def check_fits(prob: Problem) -> None:
    """Unsatisfiable (exit 1) when even the unpadded tile cannot fit."""
    need = prob.rows * prob.cols * prob.elem_bytes
    if need * prob.copies + prob.other_lds_bytes > prob.arch.lds_per_wg:
        raise Unsatisfiable(f"the {prob.rows}x{prob.cols} {prob.dtype} tile needs {need} B"
                            + (f" x {prob.copies} copies" if prob.copies > 1 else "")
                            + (f" + {prob.other_lds_bytes} B other" if prob.other_lds_bytes else "")
                            + f", more than the {prob.arch.lds_per_wg} B a workgroup can have on "
                            f"{prob.arch.name}")
    if prob.lds_budget and need > prob.lds_budget:
        raise Unsatisfiable(f"the {prob.rows}x{prob.cols} {prob.dtype} tile needs {need} B, more than "
                            f"the lds_budget of {prob.lds_budget} B")


def parse_text(text: str, fmt: str = "json", where: str = "problem"):
    """JSON or YAML text as plain values (depth- and size-checked: :func:`ldsopt.inputs.load_tree`)."""
    from ldsopt.inputs import load_tree
    return load_tree(text, fmt, where)


def load_problem(src) -> Problem:
    """A :class:`Problem` from a path (``.json``, ``.yaml``/``.yml``; ``-`` reads standard input as
    JSON), a dict, or a Problem."""
    if isinstance(src, (dict, Problem)):
        return problem_from_dict(src)
    from ldsopt.inputs import load_file
    return problem_from_dict(load_file(src, "problem"))
