"""The public Python API: thin functions over the layers, with typed results.

Everything here is re-exported by :mod:`ldsopt` (``import ldsopt; ldsopt.simulate(...)``).  Each
function checks its input and raises :class:`ldsopt.UsageError` (bad input) or
:class:`ldsopt.Unsatisfiable` (a well-formed request without an answer) with a one-line message.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ldsopt.errors import Unsatisfiable, UsageError

__all__ = ["arch", "instruction", "simulate", "simulate_batch", "layout", "problem", "solve",
           "check", "CheckResult", "AccessCost", "emit", "occupancy", "analyze_sass"]


# ----------------------------------------------------------------------------- the bank model
def arch(name: str):
    """The datasheet of one GPU.

    Parameters
    ----------
    name : str
        ``"gfx906"``, ``"gfx90a"``, ``"gfx942"``, ``"gfx950"``, ``"sm_70"`` .. ``"sm_90"``
        (``"sm90"`` and ``"90"`` work too).

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
    return get_arch(name)


def instruction(arch: str, op: str, settings: dict | None = None):
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


def simulate(arch: str, op: str, addresses, *, active=None, offset0: int = 0, offset1: int = 0,
             settings: dict | None = None):
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
                   settings: dict | None = None):
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
    from ldsopt.core.simulate import simulate_batch as _batch
    return _batch(arch, op, addresses, active, offset0, offset1, settings)


# ----------------------------------------------------------------------------- layouts and solver
def layout(spec: str, rows: int, cols: int, dtype: str = "f16"):
    """A shared-memory layout of a ``rows x cols`` tile from a spec string.

    Parameters
    ----------
    spec : str
        ``"row"``, ``"pad:16B"``, ``"cute:3,3,3"``, ``"ck:kpack=8"``, ``"triton:vec=8,per_phase=1,
        max_phase=8"``, ``"linear:..."``, ``"BASE+cute:B,M,S"`` ...  (``ldsopt sim --help``
        lists them).
    rows, cols : int
        The tile.
    dtype : str
        Element type (``"f16"``, ``"f32"``, ``"fp8"`` ...) or a byte count.

    Returns
    -------
    ldsopt.layouts.Layout
        ``offset(r, c)`` (bytes), ``offsets()`` (the whole tile), ``describe()``.

    Examples
    --------
    >>> import ldsopt
    >>> lay = ldsopt.layout("pad:16B", 64, 64, "f16")
    >>> lay.offset(1, 0), lay.offset(0, 8)
    (144, 16)
    """
    from ldsopt.layouts.families import dtype_bytes, parse_layout
    return parse_layout(spec, rows, cols, dtype_bytes(dtype))


def problem(source=None, /, **fields):
    """A solver problem: a tile, its element type, an arch, and the accesses that touch it.

    Parameters
    ----------
    source : dict or str or path, optional
        A problem object (the JSON form in ``docs/solver.md``) or a ``.json``/``.yaml`` file.
    **fields
        The same fields as keywords instead: ``arch``, ``tile``, ``dtype``, ``accesses`` ...

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
    if source is not None and fields:
        raise UsageError("problem: give a source or keyword fields, not both")
    return _to_problem(dict(fields) if source is None else source)


def _to_problem(source):
    from ldsopt.solver.problem import Problem, load_problem, problem_from_dict
    if isinstance(source, Problem):
        return source
    if isinstance(source, dict):
        return problem_from_dict(source)
    if isinstance(source, (str, bytes)) or hasattr(source, "__fspath__"):
        return load_problem(source)
    raise UsageError(f"a problem is a dict, a file path or a Problem, not {type(source).__name__}")


def solve(problem):
    """The least-cost conflict-free layout for a problem's writes and reads.

    Parameters
    ----------
    problem : Problem, dict or path
        See :func:`problem`.

    Returns
    -------
    ldsopt.solver.search.Solution
        ``layout`` (the chosen :class:`~ldsopt.layouts.Layout`), ``best`` and ``plain`` (the
        candidates' costs), ``pareto`` (other good trade-offs), ``to_dict()``.

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
    return _solve(_to_problem(problem))


class AccessCost(NamedTuple):
    """The cost of one access of a problem under a layout (totals over its instructions)."""
    name: str
    op: str
    weight: float
    cycles: int
    ideal: int
    conflicts: int


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

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        head = f"layout {self.layout.describe()} ({self.lds_bytes} B): "
        if self.ok:
            return head + f"no access has more than {self.threshold} conflict cycles"
        bad = [a for a in self.accesses if a.name in self.conflicting]
        return head + "; ".join(f"{a.name} ({a.op}) has {a.conflicts} conflict cycles "
                                f"({a.cycles} cycles, ideal {a.ideal})" for a in bad)

    __repr__ = __str__


def check(problem, layout=None, threshold: int = 0) -> CheckResult:
    """Check a layout against a problem's accesses: usable directly in a test suite.

    Parameters
    ----------
    problem : Problem, dict or path
        See :func:`problem`.
    layout : Layout, str or dict, optional
        The layout to check (an object from :func:`layout`, a spec string, or a layout dict);
        default: the problem's own ``"layout"`` field.
    threshold : int
        Conflict cycles allowed per access (default 0: conflict-free).

    Returns
    -------
    CheckResult
        True when every access is within the threshold; ``accesses`` holds each access's cost.

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
    from ldsopt.layouts.families import Layout
    from ldsopt.solver.search import declared_layout, evaluate
    if not isinstance(threshold, int) or isinstance(threshold, bool) or threshold < 0:
        raise UsageError(f"threshold must be a non-negative integer, got {threshold!r}")
    prob = _to_problem(problem)
    lay = layout if isinstance(layout, Layout) else declared_layout(prob, layout)
    reasons: list = []
    cand = evaluate(prob, [lay], collect_reasons=reasons)[0]
    if cand is None:
        raise Unsatisfiable(f"layout rejected: {reasons[0] if reasons else 'invalid'}")
    acc = tuple(AccessCost(a["name"], a["op"], a["weight"], int(a["cycles"]), int(a["ideal"]),
                           int(a["conflicts"])) for a in cand.per_access)
    bad = tuple(a.name for a in acc if a.conflicts > threshold)
    return CheckResult(ok=not bad, threshold=threshold, layout=lay, lds_bytes=cand.bytes,
                       accesses=acc, conflicting=bad)


def emit(layout, lang: str, name: str = "ldsopt_offset") -> str:
    """A layout as code to paste.

    Parameters
    ----------
    layout : Layout
        From :func:`layout` or ``solve(...).layout``.
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
    from ldsopt.solver.emit import emit as _emit
    return _emit(layout, lang, name)


# ----------------------------------------------------------------------------- budgets
def occupancy(arch: str, **resources):
    """Waves per SIMD (AMD) or blocks and warps per SM (NVIDIA) for a kernel's resources.

    Parameters
    ----------
    arch : str
        Architecture name.
    **resources
        AMD: ``vgprs``, ``agprs``, ``sgprs``, ``lds_bytes``, ``wg_size``.  NVIDIA: ``regs``,
        ``smem_bytes``, ``threads``, ``carveout_kib``.

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
    from ldsopt.budgets.occupancy import occupancy as _occ
    return _occ(arch, **resources)


# ----------------------------------------------------------------------------- compiled NVIDIA kernels
def analyze_sass(source, *, block=None, kernel: str | None = None, args: dict | None = None,
                 arch: str | None = None, iterations: int = 64) -> tuple:
    r"""Every shared-memory instruction of compiled NVIDIA kernels, from their SASS.

    The integer SASS is emulated per lane for one block (thread indices, uniform registers,
    predicates, the shared window; kernel parameters as unknowns that cancel where they only add),
    and each shared-memory instruction's 32 lane addresses per warp are costed with the measured
    NVIDIA rules (the same as ``ldsopt sass``; checked per instruction against Nsight Compute on
    an H200, docs/validation/sass.md).

    Parameters
    ----------
    source : str or path-like
        A file (``cuobjdump -sass`` / ``nvdisasm`` text, cubin, fatbin, executable, PTX with
        ``ptxas`` on PATH, or an Nsight Compute source-page CSV), or SASS text itself.
    block : int, str, tuple or dict, optional
        Threads per block: ``256``, ``"32x8"``, ``(32, 8, 1)``, or ``{kernel substring: block}``.
        Default: the kernel's REQNTID / ``__launch_bounds__`` / the profiled launch; a kernel with
        none has every shared instruction unresolved.
    kernel : str, optional
        Only kernels whose name contains this.
    args : dict, optional
        Kernel parameter values the addresses or guards need: ``{index: value}`` or
        ``{"0x220": value}`` (a constant-bank offset).
    arch : str, optional
        ``"sm_70"`` .. ``"sm_90"`` (default: from the input).
    iterations : int
        Iterations a loop with a known trip count is followed for.

    Returns
    -------
    tuple of ldsopt.SassKernel
        Frozen records: ``name``, ``arch``, ``block``, ``block_from``, ``notes`` and ``shared``, a
        tuple of :class:`ldsopt.SharedAccess` (``pc``, ``sass``, ``source``, ``wavefronts``,
        ``ideal``, ``conflicts``, ``resolved``, ``why``).

    Raises
    ------
    UsageError
        Not SASS (or a binary with none), no kernel of that name, a bad block or argument, a
        missing disassembler for a binary input.

    Examples
    --------
    Lanes 128 bytes apart all hit bank 0 (32 wavefronts where 1 would do); consecutive words do not:

    >>> import ldsopt
    >>> sass = "\n".join(["Function : k",
    ...                   "/*0000*/  S2R R0, SR_TID.X ;",
    ...                   "/*0010*/  IMAD.SHL.U32 R1, R0, 0x80, RZ ;",
    ...                   "/*0020*/  LDS R2, [R1] ;",
    ...                   "/*0030*/  STS [R0.X4], R2 ;",
    ...                   "/*0040*/  EXIT ;"])
    >>> (k,) = ldsopt.analyze_sass(sass, block=32, arch="sm_90")
    >>> [(hex(s.pc), s.wavefronts, s.ideal, s.resolved) for s in k.shared]
    [('0x20', 32.0, 1.0, True), ('0x30', 1.0, 1.0, True)]
    """
    import os

    from ldsopt.nvidia.listing import looks_like_sass, parse_listing
    from ldsopt.nvidia.machine import parse_block
    from ldsopt.nvidia.report import analyze_functions, load_functions
    from ldsopt.nvidia.results import from_report
    if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
        raise UsageError("iterations must be a positive integer")
    if arch is not None:
        a = globals()["arch"](arch)
        if not a.is_nvidia:
            raise UsageError(f"arch {arch!r}: SASS is NVIDIA; expected sm_70 .. sm_90")
        arch = a.name
    blocks = []
    items = block.items() if isinstance(block, dict) else [(None, block)] if block is not None else []
    for pat, b in items:
        if isinstance(b, int):
            b = (b,)
        if isinstance(b, (tuple, list)):
            b = "x".join(str(int(x)) for x in b)
        blocks.append((pat, parse_block(str(b))))
    argv = []
    for key, val in (args or {}).items():
        try:
            k = ("offset", int(key, 16)) if isinstance(key, str) else int(key)
            argv.append((None, k, int(val)))
        except (TypeError, ValueError):
            raise UsageError(f"args: {key!r}={val!r}: expected {{index or '0x220': integer}}")
    if isinstance(source, str) and "\n" in source:
        if not looks_like_sass(source):
            raise UsageError("source: neither a file name nor SASS text (cuobjdump -sass / nvdisasm)")
        funcs = parse_listing(source, arch)
    else:
        try:
            path = os.fspath(source)
        except TypeError:
            raise UsageError(f"source: expected a file name or SASS text, not {type(source).__name__}")
        funcs = load_functions(path, arch)
    reports = analyze_functions(funcs, blocks, argv, arch, kernel, iterations)
    return tuple(from_report(r) for r in reports)
