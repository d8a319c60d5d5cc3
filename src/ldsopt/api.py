"""The public Python API: thin functions over the layers, with typed results.

Everything here is re-exported by :mod:`ldsopt` (``import ldsopt; ldsopt.simulate(...)``).  Each
function checks its input and raises :class:`ldsopt.UsageError` (bad input) or
:class:`ldsopt.Unsatisfiable` (a well-formed request without an answer) with a one-line message.
"""

from __future__ import annotations

import os

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from collections.abc import Callable, Sequence

from ldsopt.argtypes import Path as PathArg
from ldsopt.errors import Unsatisfiable, UsageError

if TYPE_CHECKING:        # the types of the results, for annotations only (loaded on first use)
    from ldsopt.budgets.occupancy import AmdOccupancy, NvidiaOccupancy
    from ldsopt.core.arch import Arch
    from ldsopt.core.instructions import Instruction
    from ldsopt.core.simulate import BatchResult, SimResult
    from ldsopt.layouts.families import Layout
    from ldsopt.solver.problem import Problem
    from ldsopt.solver.search import Solution

__all__ = ["arch", "instruction", "simulate", "simulate_batch", "layout", "problem", "solve",
           "check", "CheckResult", "AccessCost", "emit", "occupancy", "prefetch", "measured_loop",
           "prefetch_skeleton", "asm_kernels", "datasheet", "instructions", "alias_note",
           "simulate_jsonl", "pattern", "simulate_pattern", "pattern_help", "dtype_bytes",
           "load_data", "write_text", "check_regular"]


# ----------------------------------------------------------------------------- the bank model
def arch(name: str, alias_ok: bool = True) -> Arch:
    """The datasheet of one GPU.

    Parameters
    ----------
    name : str
        ``"gfx906"``, ``"gfx90a"``, ``"gfx942"``, ``"gfx950"``, ``"sm_70"`` .. ``"sm_90"``
        (``"sm90"`` and ``"90"`` work too).
    alias_ok : bool
        Accept the names modelled by another arch's bank datasheet (``sm_100``, ``gfx908``: see
        ``ldsopt arch``); False refuses them.

    Returns
    -------
    ldsopt.core.arch.Arch
        A frozen record: ``banks``, ``bank_bytes``, ``wave``, ``lds_per_cu``, ``lds_granule``,
        occupancy limits ...  ``ldsopt.core.arch.SOURCES`` says where each number comes from.

    Examples
    --------
    >>> import ldsopt
    >>> a = ldsopt.arch("gfx950")
    >>> a.banks, a.wave, a.lds_per_cu
    (64, 64, 163840)
    """
    from ldsopt.core.arch import get_arch
    return get_arch(name, alias_ok=alias_ok)


def datasheet() -> dict:
    """Every arch's datasheet row, the aliases modelled by another arch's banks, where each number
    comes from, and the disputed rules with their settings.

    Returns
    -------
    dict
        ``arches`` (list of dicts, one per arch), ``aliases`` (name -> modelled arch),
        ``sources`` (field -> where it comes from), ``disputes``.

    Examples
    --------
    >>> import ldsopt.api
    >>> d = ldsopt.api.datasheet()
    >>> [r["arch"] for r in d["arches"]][:2], d["aliases"]["sm_100"]
    (['gfx906', 'gfx90a'], 'sm_90')
    """
    from ldsopt.core.arch import BANK_ALIASES, DISPUTES, SOURCES, table
    return {"arches": table(), "aliases": dict(BANK_ALIASES), "sources": dict(SOURCES),
            "disputes": DISPUTES}


def alias_note(name: str) -> str | None:
    """What an arch name stands for when another arch's bank datasheet models it, else None.

    Examples
    --------
    >>> import ldsopt.api
    >>> ldsopt.api.alias_note("gfx942") is None
    True
    """
    from ldsopt.core.arch import alias_note as _note
    return _note(name)


def instructions(arch: str) -> tuple:
    """Every instruction the model knows on an arch, as :func:`instruction` gives it.

    Examples
    --------
    >>> import ldsopt.api
    >>> ops = [i.name for i in ldsopt.api.instructions("gfx942")]
    >>> "ds_read_b128" in ops and "ds_write2st64_b32" in ops
    True
    """
    from ldsopt.core.arch import get_arch
    from ldsopt.core.instructions import get_instruction, list_instructions
    a = get_arch(arch)
    return tuple(get_instruction(a, op) for op in list_instructions(a))


def instruction(arch: str, op: str, settings: dict | None = None) -> Instruction:
    """One LDS / shared-memory instruction as the model sees it: width and lane groups.

    Parameters
    ----------
    arch : str
        Architecture name (see :func:`arch`).
    op : str
        AMD ``ds_*`` mnemonic (``"ds_read_b128"``, ``"ds_write2st64_b32"`` ...) or an NVIDIA PTX
        form (``"ld.shared.v4.u32"``, ``"ldmatrix.x4"`` ...).
    settings : dict, optional
        Choices for disputed rules (``{"gfx950_b32": "halves"}``); see ``ldsopt arch``.

    Returns
    -------
    ldsopt.core.instructions.Instruction
        ``width`` (bytes per lane), ``groups`` (AMD: the lanes served together), ``source``
        (where the rule comes from).

    Examples
    --------
    >>> import ldsopt
    >>> i = ldsopt.instruction("gfx942", "ds_read_b128")
    >>> i.width, len(i.groups), i.groups[0]
    (16, 8, (0, 1, 2, 3, 20, 21, 22, 23))
    """
    from ldsopt.core.instructions import get_instruction
    return get_instruction(arch, op, settings)


def simulate(arch: str, op: str, addresses: Sequence[int], *, active: Sequence[bool] | None = None,
             offset0: int = 0, offset1: int = 0, settings: dict[str, str] | None = None) -> SimResult:
    """Bank cycles, ideal cycles and conflicts of one instruction, with the per-phase detail.

    Parameters
    ----------
    arch : str
        Architecture name (see :func:`arch`).
    op : str
        Instruction (see :func:`instruction`).
    addresses : sequence of int
        The byte address each lane uses (64 lanes on AMD, 32 on NVIDIA; 8/16/32 for
        ``ldmatrix.x1/x2/x4``).
    active : sequence of bool, optional
        Which lanes run (the exec mask / predicate); default all.
    offset0, offset1 : int
        ``ds_read2``/``ds_write2`` offsets, in the instruction's units.
    settings : dict, optional
        Choices for disputed rules.

    Returns
    -------
    ldsopt.core.simulate.SimResult
        Frozen: ``cycles``, ``ideal``, ``conflicts``, ``ways`` (worst phase's words per bank) and
        ``phases`` (each with its lanes, banks and cost).

    Examples
    --------
    A 64-byte lane stride on gfx942: each 8-lane phase of ``ds_read_b128`` puts four lanes on the
    same four banks.

    >>> import ldsopt
    >>> r = ldsopt.simulate("gfx942", "ds_read_b128", [64 * i for i in range(64)])
    >>> r.cycles, r.ideal, r.conflicts, r.ways
    (32, 8, 24, 4)
    """
    from ldsopt.core.simulate import simulate as _simulate
    return _simulate(arch, op, addresses, active, offset0, offset1, settings)


def simulate_batch(arch: str, op: str, addresses, *, active=None, offset0=0, offset1=0,
                   settings: dict | None = None) -> BatchResult:
    """The totals of many instructions of one kind at once (vectorized).

    Parameters
    ----------
    addresses : array_like of int, shape (n, lanes)
        One row of lane addresses per instruction.
    active : array_like of bool, shape (n, lanes), optional
    offset0, offset1 : int or array_like of int, shape (n,)

    Returns
    -------
    ldsopt.core.simulate.BatchResult
        ``cycles``, ``ideal``, ``conflicts``: int64 arrays of length n.

    Examples
    --------
    >>> import ldsopt
    >>> rows = [[4 * i for i in range(32)], [128 * i for i in range(32)]]
    >>> r = ldsopt.simulate_batch("sm_90", "ld.shared.u32", rows)
    >>> r.cycles.tolist(), r.conflicts.tolist()
    ([1, 32], [0, 31])
    """
    import numpy as np

    from ldsopt.argcheck import per_row
    from ldsopt.core.simulate import simulate_batch as _batch
    try:
        rows = len(addresses) if np.ndim(addresses) >= 1 else 0
    except (TypeError, ValueError):
        rows = 0
    per_row("simulate_batch", "offset0", offset0, rows)
    per_row("simulate_batch", "offset1", offset1, rows)
    return _batch(arch, op, addresses, active, offset0, offset1, settings)


def simulate_jsonl(source, *, arch: str | None = None, settings: dict | None = None,
                   as_json: bool = False):
    """Model a JSONL batch (``ldsopt sim --batch``), streamed: yields the results of each chunk
    of lines, in input order, in memory that does not grow with the input.

    Parameters
    ----------
    source : str or path-like
        A JSONL file (one ``{"op", "addresses", ...}`` per line, docs/design.md), a FIFO, or
        ``"-"`` for standard input.
    arch, settings
        For the lines without their own.
    as_json : bool
        Yield each result as its JSON text (what ``--json`` prints) instead of a dict.

    Yields
    ------
    list
        The results of one chunk (dicts ``line``, ``op``, ``cycles``, ``ideal``, ``conflicts``
        ...).  A bad line raises ``UsageError`` after the results of every line before it.

    Examples
    --------
    >>> import os, tempfile, ldsopt.api
    >>> with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
    ...     _ = f.write('{"op": "ld.shared.u32", "addresses": [%s]}' % ", ".join(str(128 * i) for i in range(32)))
    >>> [(d["cycles"], d["conflicts"]) for ch in ldsopt.api.simulate_jsonl(f.name, arch="sm_90") for d in ch]
    [(32, 31)]
    >>> os.unlink(f.name)
    """
    import os

    from ldsopt.core.arch import get_arch
    from ldsopt.core.batch import format_json, iter_batch_blocks
    from ldsopt.inputs import open_stream, read_line_blocks
    if arch:
        get_arch(arch)
    fh, close = open_stream(os.fspath(source), "batch")
    try:
        for res in iter_batch_blocks(read_line_blocks(fh, "batch"), arch, settings):
            yield [format_json(d) for d in res] if as_json else res
    finally:
        if close:
            fh.close()


def dtype_bytes(dtype) -> int:
    """Bytes of one element: ``"f16"`` -> 2, ``"fp8"`` -> 1, ``"f32"`` -> 4, or a byte count.

    Examples
    --------
    >>> import ldsopt.api
    >>> ldsopt.api.dtype_bytes("bf16"), ldsopt.api.dtype_bytes(8)
    (2, 8)
    """
    from ldsopt.layouts.families import dtype_bytes as _db
    return _db(dtype)


def pattern_help() -> str:
    """The named access patterns and their parameters, as ``ldsopt sim --help`` lists them.

    Examples
    --------
    >>> import ldsopt.api
    >>> "row_copy" in ldsopt.api.pattern_help()
    True
    """
    from ldsopt.patterns import PATTERN_HELP
    return PATTERN_HELP


def pattern(name: str, rows: int, cols: int, **params):
    """Which tile element every lane touches, per instruction, for a named access pattern
    (``row_copy``, ``col_read``, ``mfma_a``, ``mfma_b``, ``ldmatrix`` ...; :func:`pattern_help`).

    Examples
    --------
    >>> import ldsopt.api
    >>> p = ldsopt.api.pattern("row_copy", 64, 64, vec=8, lanes=64)
    >>> p.n_instr
    8
    """
    from ldsopt.patterns import get_pattern
    return get_pattern(name, rows, cols, **params)


def simulate_pattern(arch: str, op: str, layout, pattern, settings: dict | None = None) -> dict:
    """Model every instruction of a pattern (:func:`pattern`) in a layout (:func:`layout`):
    per-instruction ``cycles``, ``ideal``, ``conflicts``, ``addresses`` and the totals.

    Examples
    --------
    >>> import ldsopt, ldsopt.api
    >>> lay = ldsopt.layout("row", 64, 64, "f16")
    >>> p = ldsopt.api.pattern("col_read", 64, 64, vec=1, lanes=64)
    >>> t = ldsopt.api.simulate_pattern("gfx942", "ds_read_u16", lay, p)
    >>> t["instructions"], t["total_conflicts"] > 0
    (64, True)
    """
    from ldsopt.patterns import simulate_pattern as _sp
    return _sp(arch, op, layout, pattern, settings)


# ----------------------------------------------------------------------------- layouts and solver
def layout(spec: str, rows: int, cols: int, dtype: str = "f16") -> Layout:
    """A shared-memory layout of a ``rows x cols`` tile from a spec string or layout text.

    Parameters
    ----------
    spec : str
        ldsopt's specs: ``"row"``, ``"pad:16B"``, ``"cute:3,3,3"``, ``"ck:kpack=8"``,
        ``"triton:vec=8,perPhase=1,maxPhase=8"``, ``"linear:..."``, ``"BASE+cute:B,M,S"`` ...;
        Triton TTGIR text (``"#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8,
        order = [1, 0]}>"``, ``padded_shared``, ``amd_rotating_shared``, ``nvmma_shared``,
        ``shared_linear``); Gluon calls (``"SwizzledSharedLayout(vec=8, per_phase=1,
        max_phase=8, order=[1, 0])"``); CuTe (``"Swizzle<3,3,3> o (64,64):(64,1)"``,
        ``"composition(Swizzle<3,3,3>{}, Layout<Shape<_64,_64>,Stride<_64,_1>>{})"``).
        README "Layouts" lists them all.
    rows, cols : int
        The tile (Triton's ``dim0 x dim1``; CuTe's shape).
    dtype : str
        Element type (``"f16"``, ``"f32"``, ``"fp8"`` ...) or a byte count.

    Returns
    -------
    ldsopt.layouts.Layout
        ``offset(r, c)`` (bytes), ``offsets()`` (the whole tile), ``describe()``, and
        ``canonical()``: the same layout as a :class:`CanonicalLayout`.

    Raises
    ------
    UsageError
        A spec that cannot be read (one line naming the problem).
    Unsatisfiable
        A layout in which two elements overlap (not a bijection).

    Examples
    --------
    >>> import ldsopt
    >>> lay = ldsopt.layout("pad:16B", 64, 64, "f16")
    >>> lay.offset(1, 0), lay.offset(0, 8)
    (144, 16)
    >>> t = "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>"
    >>> ldsopt.layout(t, 64, 64, "f16").offset(1, 0)     # row 1's phase moves vector 0 to 1
    144
    >>> c = ldsopt.layout("Swizzle<3,3,3> o (64,64):(64,1)", 64, 64, "f16").canonical()
    >>> c(1, 0), c.is_bijective()
    (144, True)
    """
    from ldsopt.layouts.families import dtype_bytes
    from ldsopt.layouts.spec import parse_layout
    return parse_layout(spec, rows, cols, dtype_bytes(dtype))


def problem(source=None, /, **fields) -> Problem:
    """A solver problem: a tile, its element type, an arch, and the accesses that touch it.

    Parameters
    ----------
    source : dict or str or path, optional
        A problem object (the JSON form in ``docs/solver.md``) or a ``.json``/``.yaml`` file.
    **fields
        The same fields as keywords instead: ``arch``, ``tile``, ``dtype``, ``accesses`` ...; with
        a ``source``, fields that replace the source's (``lds_budget``, ``families``, ``layout``).
        A ``layout`` may be a ``pathlib.Path`` to a JSON/YAML layout file.

    Returns
    -------
    ldsopt.solver.problem.Problem

    Examples
    --------
    A 64x64 fp16 tile written row by row with 16-byte stores and read as the A operand of
    ``v_mfma_f32_16x16x16_f16`` with 16-byte reads (8 elements per lane):

    >>> import ldsopt
    >>> p = ldsopt.problem(arch="gfx942", tile=[64, 64], dtype="f16", accesses=[
    ...     {"name": "store", "op": "ds_write_b128", "pattern": {"name": "row_copy", "vec": 8}},
    ...     {"name": "load", "op": "ds_read_b128",
    ...      "pattern": {"name": "mfma_a", "shape": "16x16x16_f16", "read_elems": 8}}])
    >>> p.rows, p.cols, [a.name for a in p.accesses]
    (64, 64, ['store', 'load'])
    """
    if "layout" in fields and isinstance(fields["layout"], os.PathLike):
        fields["layout"] = _load_object(fields["layout"], "layout")
    if source is not None and fields:
        from ldsopt.solver.problem import Problem
        if isinstance(source, Problem):
            raise UsageError("problem: fields replace those of a dict or a file, not of a Problem")
        d = dict(source) if isinstance(source, dict) else _load_object(source, "problem")
        d.update(fields)
        return _to_problem(d)
    return _to_problem(dict(fields) if source is None else source)


def _load_object(path, what: str) -> dict:
    from ldsopt.inputs import load_file
    d = load_file(os.fspath(path), what)
    if not isinstance(d, dict):
        raise UsageError(f"{what}: {os.fspath(path)} must hold an object")
    return d


def _to_problem(source):
    from ldsopt.solver.problem import Problem, load_problem, problem_from_dict
    if isinstance(source, Problem):
        return source
    if isinstance(source, dict):
        return problem_from_dict(source)
    if isinstance(source, (str, bytes)) or hasattr(source, "__fspath__"):
        return load_problem(source)
    raise UsageError(f"a problem is a dict, a file path or a Problem, not {type(source).__name__}")


def solve(problem: dict | PathArg | Problem,
          progress: Callable[[int], None] | None = None) -> Solution:
    """The least-cost conflict-free layout for a problem's writes and reads.

    Parameters
    ----------
    problem : Problem, dict or path
        See :func:`problem`.  A ``"layout"`` it declares (any syntax :func:`layout` reads, e.g.
        the Triton layout a kernel uses now) is one of the candidates: kept unless beaten.
    progress : callable, optional
        ``progress(done, total)``, called as candidate layouts are evaluated.

    Returns
    -------
    ldsopt.solver.search.Solution
        ``layout`` (the chosen :class:`~ldsopt.layouts.Layout`), ``best`` and ``plain`` (the
        candidates' costs), ``pareto`` (other good trade-offs), ``declared_cost()`` (the
        problem's own layout), ``equivalents()`` (the layout in CuTe / Gluon terms),
        ``to_dict()``.

    Raises
    ------
    Unsatisfiable
        When no layout keeps every access aligned and within the LDS budget.

    Examples
    --------
    >>> import ldsopt
    >>> p = ldsopt.problem(arch="gfx942", tile=[64, 64], dtype="f16", accesses=[
    ...     {"name": "store", "op": "ds_write_b128", "pattern": {"name": "row_copy", "vec": 8}},
    ...     {"name": "load", "op": "ds_read_b128",
    ...      "pattern": {"name": "mfma_a", "shape": "16x16x16_f16", "read_elems": 8}}])
    >>> sol = ldsopt.solve(p)
    >>> sol.best.conflicts == 0, int(sol.plain.conflicts)   # the plain layout reads 4-way
    (True, 192)
    """
    from ldsopt.solver.search import solve as _solve
    return _solve(_to_problem(problem), progress=progress)


class AccessCost(NamedTuple):
    """The cost of one access of a problem under a layout (totals over its instructions)."""
    name: str
    op: str
    weight: float
    cycles: int
    ideal: int
    conflicts: int
    instructions: int = 0

    def to_dict(self) -> dict:
        return {"name": self.name, "op": self.op, "weight": self.weight,
                "instructions": self.instructions, "cycles": self.cycles, "ideal": self.ideal,
                "conflicts": self.conflicts}


@dataclass(frozen=True)
class CheckResult:
    """The outcome of :func:`check`; true when every access is within the threshold.

    ``str(result)`` (and so a failing ``assert``) names the accesses over the threshold."""
    ok: bool
    threshold: int
    layout: object
    lds_bytes: int
    accesses: tuple
    conflicting: tuple
    notes: tuple = ()
    why: dict = field(default_factory=dict)    # access over the threshold -> its worst phase, in words

    def __bool__(self) -> bool:
        return self.ok

    def to_dict(self) -> dict:
        """The ``ldsopt check --json`` object."""
        return {"layout": self.layout.to_dict(), "threshold": self.threshold, "ok": self.ok,
                "notes": list(self.notes), "lds_bytes": self.lds_bytes,
                "accesses": [a.to_dict() for a in self.accesses],
                "conflicting": list(self.conflicting), "why": dict(self.why)}

    def __str__(self) -> str:
        head = f"layout {self.layout.describe()} ({self.lds_bytes} B): "
        if self.ok:
            return head + f"no access has more than {self.threshold} conflict cycles"
        bad = [a for a in self.accesses if a.name in self.conflicting]
        return head + "; ".join(f"{a.name} ({a.op}) has {a.conflicts} conflict cycles "
                                f"({a.cycles} cycles, ideal {a.ideal})" for a in bad)

    __repr__ = __str__


def check(problem: dict | PathArg | Problem, layout: str | dict | Layout | None = None,
          threshold: int = 0) -> CheckResult:
    """Check a layout against a problem's accesses: usable directly in a test suite.

    Parameters
    ----------
    problem : Problem, dict or path
        See :func:`problem`.
    layout : Layout, CanonicalLayout, str, dict or path-like, optional
        The layout to check (an object from :func:`layout`, a :class:`CanonicalLayout`, a spec
        string or layout text, a layout dict, or a ``pathlib.Path`` to a JSON/YAML file holding
        one or ``ldsopt solve --json`` output); default: the problem's own ``"layout"`` field.
    threshold : int
        Conflict cycles allowed per access (default 0: conflict-free).

    Returns
    -------
    CheckResult
        True when every access is within the threshold; ``accesses`` holds each access's cost,
        ``why`` the worst phase of each access over the threshold, ``to_dict()`` the JSON form.

    Raises
    ------
    Unsatisfiable
        When the layout itself is invalid for the problem (not a bijection, misaligned for an
        access, over the LDS budget).

    Examples
    --------
    >>> import ldsopt
    >>> p = ldsopt.problem(arch="gfx942", tile=[64, 64], dtype="f16", accesses=[
    ...     {"name": "load", "op": "ds_read_b128",
    ...      "pattern": {"name": "mfma_a", "shape": "16x16x16_f16", "read_elems": 8}}])
    >>> bool(ldsopt.check(p, "ck:kpack=8"))
    True
    >>> r = ldsopt.check(p, "row")
    >>> r.ok, r.accesses[0].conflicts
    (False, 192)
    """
    from ldsopt.layouts.canonical import CanonicalLayout
    from ldsopt.layouts.families import Layout
    from ldsopt.layouts.text import from_canonical
    from ldsopt.solver.search import declared_layout, evaluate
    if isinstance(layout, CanonicalLayout):
        layout = from_canonical(layout)
    if isinstance(layout, os.PathLike):
        layout = _load_object(layout, "layout")
    if not isinstance(threshold, int) or isinstance(threshold, bool) or threshold < 0:
        raise UsageError(f"threshold must be a non-negative integer, got {threshold!r}")
    prob = _to_problem(problem)
    lay = layout if isinstance(layout, Layout) else declared_layout(prob, layout)
    reasons: list = []
    cand = evaluate(prob, [lay], collect_reasons=reasons)[0]
    if cand is None:
        raise Unsatisfiable(f"layout rejected: {reasons[0] if reasons else 'invalid'}")
    acc = tuple(AccessCost(a["name"], a["op"], a["weight"], int(a["cycles"]), int(a["ideal"]),
                           int(a["conflicts"]), int(a["instructions"])) for a in cand.per_access)
    bad = tuple(a.name for a in acc if a.conflicts > threshold)
    from ldsopt.errors import LdsoptError
    from ldsopt.solver.explain import worst_phase
    why = {}
    for k, a in enumerate(acc):
        if a.name in bad:
            try:
                why[a.name] = worst_phase(prob, prob.accesses[k], lay)
            except LdsoptError:
                pass
    return CheckResult(ok=not bad, threshold=threshold, layout=lay, lds_bytes=cand.bytes,
                       accesses=acc, conflicting=bad, notes=tuple(prob.notes), why=why)


def emit(layout, lang: str, name: str = "ldsopt_offset") -> str:
    """A layout as code to paste.

    Parameters
    ----------
    layout : Layout or CanonicalLayout
        From :func:`layout`, ``solve(...).layout`` or ``layout.canonical()``.
    lang : str
        ``"hip"``, ``"cuda"``, ``"python"``, ``"flydsl"``, ``"cute"`` or ``"gluon"``.
    name : str
        The function's name.

    Returns
    -------
    str
        For HIP/CUDA: a ``__host__ __device__`` function returning the byte offset of element
        (row, col) and a ``constexpr int NAME_BYTES``.

    Examples
    --------
    >>> import ldsopt
    >>> code = ldsopt.emit(ldsopt.layout("pad:16B", 64, 64, "f16"), "python", "off")
    >>> ns = {}
    >>> exec(code, ns)
    >>> ns["off"](1, 0)
    144
    """
    from ldsopt.layouts.canonical import CanonicalLayout
    from ldsopt.layouts.text import from_canonical
    from ldsopt.solver.emit import emit as _emit
    return _emit(from_canonical(layout) if isinstance(layout, CanonicalLayout) else layout, lang, name)


# ----------------------------------------------------------------------------- budgets
def occupancy(arch: str, *, vgprs: int | None = None, agprs: int | None = None, sgprs: int | None = None,
              lds_bytes: int | None = None, wg_size: int | None = None, regs: int | None = None,
              smem_bytes: int | None = None, threads: int | None = None,
              carveout_kib: int | None = None, **unknown) -> AmdOccupancy | NvidiaOccupancy:
    """Waves per SIMD (AMD) or blocks and warps per SM (NVIDIA) for a kernel's resources.

    Parameters
    ----------
    arch : str
        Architecture name.
    vgprs, agprs, sgprs, lds_bytes, wg_size : int, optional
        AMD: vector, accumulation and scalar registers per lane / wave, LDS bytes per workgroup,
        threads per workgroup (``vgprs`` required).
    regs, smem_bytes, threads, carveout_kib : int, optional
        NVIDIA: registers per thread, shared-memory bytes per block, threads per block (``regs``
        and ``threads`` required), the shared-memory carve-out in KiB.

    Returns
    -------
    AmdOccupancy or NvidiaOccupancy
        With the ``limiter`` and how far each resource is from the next step (``steps``).

    Examples
    --------
    >>> import ldsopt
    >>> ldsopt.occupancy("gfx942", vgprs=128, wg_size=256).waves_per_simd
    4
    >>> ldsopt.occupancy("sm_90", regs=32, smem_bytes=0, threads=256).warps_per_sm
    64
    """
    import inspect

    from ldsopt.argcheck import keywords
    from ldsopt.budgets.occupancy import amd_occupancy, nvidia_occupancy
    from ldsopt.budgets.occupancy import occupancy as _occ
    from ldsopt.core.arch import get_arch
    f = amd_occupancy if get_arch(arch).is_amd else nvidia_occupancy
    params = list(inspect.signature(f).parameters.values())[1:]
    given = dict(vgprs=vgprs, agprs=agprs, sgprs=sgprs, lds_bytes=lds_bytes, wg_size=wg_size, regs=regs,
                 smem_bytes=smem_bytes, threads=threads, carveout_kib=carveout_kib)
    resources = {k: v for k, v in given.items() if v is not None}
    resources.update(unknown)
    keywords("occupancy", resources, [p.name for p in params])
    missing = [p.name for p in params if p.default is p.empty and p.name not in resources]
    if missing:
        raise UsageError(f"occupancy: {arch} needs {', '.join(missing)}")
    return _occ(arch, **resources)


# ----------------------------------------------------------------------------- prefetch
def measured_loop(bundle, wait_line: int | None = None) -> dict:
    """Per-iteration load latency and compute time of the hottest loop in an AMD ATT bundle.

    Parameters
    ----------
    bundle : str or path-like
        A rocprofv3 ATT bundle folder (or a folder holding bundles).
    wait_line : int, optional
        The ``s_waitcnt`` line that ends the loop's load (default: the one that stalls longest).

    Returns
    -------
    dict
        ``load``, ``compute``, ``iterations``, ``period``, ``wait_stall``, ``hidden``,
        ``wait_lines``, ``waves`` (medians over executions and waves).

    Examples
    --------
    >>> import ldsopt.api
    >>> try:
    ...     ldsopt.api.measured_loop("/nonexistent/bundle")
    ... except ldsopt.UsageError as e:
    ...     print("error")
    error
    """
    import os

    from ldsopt.amd.att_loops import att_loop_timing
    return att_loop_timing(os.fspath(bundle), wait_line)


def prefetch(load: float, compute: float, iterations: int, buffer_regs: int = 0, *,
             arch: str | None = None, vgprs: int | None = None, agprs: int = 0, sgprs: int = 0,
             lds_bytes: int = 0, wg_size: int = 256, regs: int | None = None, smem_bytes: int = 0,
             threads: int | None = None, waves: float | None = None, measured: dict | None = None):
    """Whether a loop should prefetch its next iteration's loads (double buffering): the loop's time
    with and without, its register and occupancy cost, and the verdict.

    Parameters
    ----------
    load, compute : float
        Per-iteration load latency and compute of one wave, cycles.
    iterations : int
        Loop iterations.
    buffer_regs : int
        Registers one prefetch buffer costs (arch VGPRs on AMD, per thread on NVIDIA).
    arch, vgprs, agprs, sgprs, lds_bytes, wg_size, regs, smem_bytes, threads, waves
        The kernel's resources now (see :func:`occupancy`), or ``waves`` per SIMD directly.
    measured : dict, optional
        A loop measured in a trace (:func:`measured_loop`), to bound the prediction.

    Returns
    -------
    ldsopt.budgets.prefetch.Advice
        ``verdict``, ``reason``, ``times``, ``predicted_speedup``, registers and occupancy before
        and after; ``to_dict()``.

    Examples
    --------
    >>> import ldsopt.api
    >>> a = ldsopt.api.prefetch(load=800, compute=400, iterations=32)
    >>> a.verdict                     # the load is longer than the compute: hide it
    'yes'
    """
    from ldsopt.budgets.prefetch import advise
    if arch is None and (vgprs is not None or regs is not None):
        raise UsageError("vgprs= and regs= need arch=")
    return advise(load, compute, iterations, buffer_regs, arch=arch, vgprs=vgprs, agprs=agprs,
                  sgprs=sgprs, lds_bytes=lds_bytes, wg_size=wg_size, regs=regs, smem_bytes=smem_bytes,
                  threads=threads, waves=waves, measured=measured)


def prefetch_skeleton(form: str, iterations: int = 0, loads: int = 2, buffer_regs: int = 0) -> str:
    """The prologue / loop / epilogue of a prefetched loop, as code to adapt.

    Parameters
    ----------
    form : {"flydsl", "cuda", "hip"}
        FlyDSL's loop-carried ``range(..., init=...)`` form, or a CUDA/HIP double buffer.
    iterations, loads, buffer_regs : int
        Loop iterations, loads per iteration, registers per buffer (shown in the comments).

    Examples
    --------
    >>> import ldsopt.api
    >>> "__shared__ T buf[2][TILE];" in ldsopt.api.prefetch_skeleton("cuda", 8)
    True
    """
    from ldsopt.budgets.prefetch import skeleton
    return skeleton(form, iterations, loads, buffer_regs)


def asm_kernels(path) -> list:
    """Each kernel's resources and LLVM's ``; Occupancy:`` figure from an AMDGPU ``.s`` file (the
    one assembly reader, over a bounded read of a regular file).

    Returns
    -------
    list of dict
        ``name``, ``arch``, ``vgprs``, ``agprs``, ``sgprs``, ``lds_bytes``, ``wg_size``,
        ``llvm_occupancy`` (None where the file does not say).

    Examples
    --------
    >>> import ldsopt, ldsopt.api
    >>> from pathlib import Path
    >>> s = Path(ldsopt.__file__).parent / "demos/kernels/transpose_gfx942.s"
    >>> [(k["arch"], k["vgprs"], k["lds_bytes"]) for k in ldsopt.api.asm_kernels(s)][0]
    ('gfx942', 15, 4096)
    """
    import os

    from ldsopt.amd.asm import parse_asm
    from ldsopt.inputs import read_text
    path = os.fspath(path)
    return [{"name": k.name, "arch": k.arch, "vgprs": k.vgprs, "agprs": k.agprs, "sgprs": k.sgprs,
             "lds_bytes": k.lds_bytes, "wg_size": k.wg_size, "llvm_occupancy": k.llvm_occupancy}
            for k in parse_asm(read_text(path, "the .s file"), str(path))]


# ----------------------------------------------------------------------------- files
def load_data(path, what: str = "input"):
    """A JSON or YAML file (``.yaml``/``.yml``, with PyYAML), read bounded: regular files only,
    size and nesting checked.  ``what`` names the input in
    the one-line error.

    Examples
    --------
    >>> import os, tempfile, ldsopt.api
    >>> with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
    ...     _ = f.write('{"runs": []}')
    >>> ldsopt.api.load_data(f.name)
    {'runs': []}
    >>> os.unlink(f.name)
    """
    from ldsopt.inputs import load_file
    return load_file(path, what)


def write_text(path, text: str, what: str = "output") -> None:
    """Write ``text`` to a regular file (a device, a FIFO or a folder is a one-line error naming
    ``what``).

    Examples
    --------
    >>> import os, tempfile, ldsopt.api
    >>> p = os.path.join(tempfile.mkdtemp(), "out.txt")
    >>> ldsopt.api.write_text(p, "ok")
    >>> open(p).read()
    'ok'
    """
    from ldsopt.inputs import write_text as _write
    _write(path, text, what)


def check_regular(path, what: str = "input") -> None:
    """A one-line ``UsageError`` unless ``path`` is a regular file (a FIFO or a device would hang).

    Examples
    --------
    >>> import ldsopt.api
    >>> ldsopt.api.check_regular(ldsopt.api.__file__)
    """
    from ldsopt.inputs import check_regular as _check
    _check(path, what)

