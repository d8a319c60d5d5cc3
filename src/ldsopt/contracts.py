"""The JSON contracts of every ``--json`` output, as types.

Each command's ``--json`` object is declared here once, as a ``TypedDict`` (required keys in the
class, optional ones in a ``total=False`` subclass); :data:`COMMANDS` maps a command to the
contracts its output may take.  ``docs/schemas/`` holds the JSON Schema of each command, generated
from these types (``python tools/make_schemas.py``); the test suite checks every ``--json`` output
it produces against them (``LDSOPT_CHECK_JSON=1``, set by ``tests/conftest.py``), and that the
files are current.  Keys are stable for a release; nested detail that a command documents as free
form (evidence, the solver's problem objects, per-lane maps) is an open object.

    >>> from ldsopt.typeschema import type_schema
    >>> sorted(type_schema(SimJSON)["required"])
    ['arch', 'conflicts', 'cycles', 'ideal', 'op']
"""

from __future__ import annotations

from typing import Any, TypedDict, Union

Obj = dict[str, Any]          # an open object (documented free-form detail)
Num = Union[int, float]


# ----------------------------------------------------------------------------- the bank model
class _Sim(TypedDict):
    arch: str
    op: str
    cycles: int
    ideal: int
    conflicts: int


class SimJSON(_Sim, total=False):
    """``ldsopt sim --json``: one instruction's cost and its phases (lanes, banks)."""
    phases: list[Obj]
    modelled_as: str
    arch_given: str


class _SimPattern(TypedDict):
    arch: str
    op: str
    pattern: str
    layout: str
    instructions: int
    cycles: int
    ideal: int
    conflicts: int
    per_instruction: list[Obj]


class SimPatternJSON(_SimPattern, total=False):
    """``ldsopt sim --pattern ... --json``: every instruction of a named pattern in a layout."""
    mapped_instruction: int
    map: Obj
    modelled_as: str
    arch_given: str


class _BatchLine(TypedDict):
    line: int
    op: str
    cycles: int
    ideal: int
    conflicts: int


class BatchLineJSON(_BatchLine, total=False):
    """One line of ``ldsopt sim --batch FILE --json`` (JSON Lines, one per input line)."""
    id: Any
    modelled_as: str
    arch: str


class _ArchOne(TypedDict):
    arch: str
    instructions: list[Obj]


class ArchJSON(_ArchOne, total=False):
    """``ldsopt arch NAME --json``: the LDS instructions of one arch and their lane groups."""
    arch_given: str
    note: str


class ArchesJSON(TypedDict):
    """``ldsopt arch --json``: every arch's bank facts, aliases, sources and disputes."""
    arches: list[Obj]
    aliases: dict[str, str]
    sources: dict[str, str]
    disputes: list[Obj]


# ----------------------------------------------------------------------------- layouts and solver
class LayoutJSON(TypedDict):
    family: str
    rows: int
    cols: int
    elem_bytes: int
    params: Obj
    bytes: int
    describe: str


class _Solve(TypedDict):
    arch: str
    tile: list[int]
    dtype: str
    layout: LayoutJSON
    lds_bytes: int
    accesses: list[Obj]
    total: Obj


class SolveJSON(_Solve, total=False):
    """``ldsopt solve --json``: the chosen layout, its cost against the plain one, alternatives."""
    problem: Obj
    elem_bytes: int
    lds_bytes_allocated: int
    lds_granule: int
    workgroups_per_cu: int
    blocks_per_sm: int
    index_ops: int
    plain: Obj
    pareto: list[Obj]
    searched: Obj
    notes: list[str]
    conflicts_left: list[Any]
    offsets: list[list[int]]
    equivalent: list[str]
    declared: Obj
    code: Obj


class _Check(TypedDict):
    layout: LayoutJSON
    threshold: int
    ok: bool
    lds_bytes: int
    accesses: list[Obj]
    conflicting: list[str]


class CheckJSON(_Check, total=False):
    """``ldsopt check --json``: whether every access is within the threshold, and why not."""
    notes: list[str]
    why: dict[str, str]


# ----------------------------------------------------------------------------- budgets
class _AmdOcc(TypedDict):
    arch: str
    vgprs: int
    waves_per_simd: int
    limiter: str
    limits: dict[str, int]
    steps: Obj


class AmdOccupancyJSON(_AmdOcc, total=False):
    """``ldsopt occupancy --arch gfx... --json``."""
    agprs: int
    total_vgprs: int
    allocated_vgprs: int
    sgprs: int
    lds_bytes: int
    lds_allocated: int
    wg_size: int
    waves_per_wg: int
    limiters: list[str]
    workgroups_per_cu: int
    waves_per_cu: int
    max_waves_per_simd: int


class _NvOcc(TypedDict):
    arch: str
    regs: int
    threads: int
    blocks_per_sm: int
    warps_per_sm: int
    limiter: str
    limits: dict[str, int]
    steps: Obj


class NvidiaOccupancyJSON(_NvOcc, total=False):
    """``ldsopt occupancy --arch sm_... --json``."""
    smem_bytes: int
    warps_per_block: int
    regs_per_warp: int
    smem_per_block: int
    carveout_kib: Union[int, None]
    occupancy: float
    limiters: list[str]
    max_warps_per_sm: int


class OccupancyFileJSON(TypedDict):
    """``ldsopt occupancy --isa FILE.s --json``: each kernel's occupancy beside LLVM's."""
    file: str
    kernels: list[Obj]


class _Prefetch(TypedDict):
    load: Num
    compute: Num
    iterations: int
    predicted_speedup: Num
    verdict: str
    reason: str


class PrefetchJSON(_Prefetch, total=False):
    """``ldsopt prefetch --json``: the loop without and with a prefetch, the verdict and why."""
    arch: Union[str, None]
    buffer_regs: int
    registers_before: Obj
    registers_after: Obj
    waves_before: Union[Num, None]
    waves_after: Union[Num, None]
    occupancy_before: Union[Obj, None]
    occupancy_after: Union[Obj, None]
    times: Obj
    notes: list[str]
    skeleton: str
    measured: Obj


# ----------------------------------------------------------------------------- kernels in, answers out
class _Lds(TypedDict):
    source: Union[str, None]
    isa: str
    cycles: Union[Num, None]
    ideal: Union[Num, None]
    conflicts: Union[Num, None]
    ways: Union[int, None]
    resolved: bool
    reason: Union[str, None]


class LdsRowJSON(_Lds, total=False):
    """One LDS / shared-memory instruction of a kernel, summed over one workgroup."""
    line: int
    assumed: Any
    waves: list[Obj]
    units: list[Obj]


class LineJSON(TypedDict):
    """One source line's LDS instructions, summed; conflicted lines first."""
    source: Union[str, None]
    text: Union[str, None]
    cycles: Num
    ideal: Num
    conflicts: Num
    ways: int


class _Kernel(TypedDict):
    name: str
    arch: str
    language: Union[str, None]        # None where the input does not say (an AMD .s, a listing)
    source_file: Union[str, None]
    block: Union[list[int], None]     # None: no block known (the rows are unresolved, and say so)
    params: Obj
    lds: list[LdsRowJSON]
    by_line: list[LineJSON]


class KernelJSON(_Kernel, total=False):
    """One kernel for one arch (and autotune configuration): the shape every static analysis
    gives (``analyze``, ``isa``, ``sass``, ``ttgir``); other keys are each command's own detail."""
    config: Union[str, None]
    block_from: str
    notes: list[str]


class AnalysisJSON(TypedDict):
    """``ldsopt analyze --json`` (and the ``kernels`` of ``isa``, ``sass`` and ``ttgir``)."""
    kernels: list[KernelJSON]


class IsaJSON(AnalysisJSON, total=False):
    """``ldsopt isa --json``: the one kernel shape, plus the file and its input kind."""
    file: str
    input: str


class TtgirJSON(AnalysisJSON, total=False):
    """``ldsopt ttgir --json``: the one kernel shape, plus the module's ops and better layouts."""
    target: str
    arch: str
    num_warps: int
    lanes: int
    ops: list[Obj]
    suggestions: list[Obj]


class _FixAlloc(TypedDict):
    name: str
    source: Union[str, None]
    change: Union[str, None]
    before: Obj
    after: Union[Obj, None]
    bytes_before: Union[int, None]
    bytes_after: Union[int, None]
    verified: bool
    reason: Union[str, None]


class FixAllocationJSON(_FixAlloc, total=False):
    """One shared allocation: the change proposed in the kernel's own source, and its proof."""
    kernel: str
    arch: str
    tile: Obj
    problem: Obj


class _Fix(TypedDict):
    allocations: list[FixAllocationJSON]
    diff: str


class FixJSON(_Fix, total=False):
    """``ldsopt fix --json``."""
    by_line: list[Obj]
    notes: list[str]


class _StaticDiff(TypedDict):
    kernels: list[Obj]
    regressions: int


class StaticDiffJSON(_StaticDiff, total=False):
    """``ldsopt diff A B --json`` for kernel sources or compiled kernels: per source line before /
    after; ``regressions`` > 0 makes the command exit 1."""
    improved: int
    notes: list[str]


# ----------------------------------------------------------------------------- profiles
class _Report(TypedDict):
    schema: str
    vendor: str
    kernel: str
    arch: Union[str, None]
    trace: Obj
    total_stall: Num
    lds_stall: Num
    lds_share: Num
    findings: list[Obj]


class DiagnoseReportJSON(_Report, total=False):
    """``ldsopt diagnose --json`` on one AMD ATT bundle or one Nsight Compute kernel."""
    bundle: str
    findings_status: str
    notes: list[str]
    breakdown: Obj


class DiagnoseSummaryJSON(TypedDict):
    """``ldsopt diagnose --json`` on several bundles or kernels: a summary and every report."""
    schema: str
    bundles: int
    usable: int
    unusable: list[Any]
    findings_by_type: dict[str, int]
    rows: list[Obj]
    reports: list[DiagnoseReportJSON]


class _TraceDiff(TypedDict):
    schema: str
    vendor: str
    before: Obj
    after: Obj
    resolved: list[Obj]
    new: list[Obj]
    remaining: list[Obj]


class TraceDiffJSON(_TraceDiff, total=False):
    """``ldsopt diff A B --json`` for two traces or two Nsight Compute reports of one kernel."""
    kernel_before: str
    kernel_after: str
    matched_by: str
    per: str
    warnings: list[str]
    change: Obj
    loop_trips: Obj
    per_iteration: Union[Obj, None]


class DoctorRowJSON(TypedDict):
    """One language and arch of ``ldsopt doctor --json``: whether it compiles here, else how."""
    language: str
    arch: str
    ok: bool
    detail: str


# command -> the contracts its ``--json`` output takes (one JSON value, or one per line: "lines")
COMMANDS: dict[str, tuple] = {
    "sim": (SimJSON, SimPatternJSON),
    "sim --batch": (BatchLineJSON,),
    "arch": (ArchJSON, ArchesJSON),
    "solve": (SolveJSON,),
    "check": (CheckJSON,),
    "occupancy": (AmdOccupancyJSON, NvidiaOccupancyJSON, OccupancyFileJSON),
    "prefetch": (PrefetchJSON,),
    "analyze": (AnalysisJSON,),
    "isa": (IsaJSON,),
    "sass": (AnalysisJSON,),
    "ttgir": (TtgirJSON,),
    "fix": (FixJSON,),
    "diff": (StaticDiffJSON, TraceDiffJSON),
    "diagnose": (DiagnoseReportJSON, DiagnoseSummaryJSON),
    "doctor": (list[DoctorRowJSON],),
}


def command_schema(command: str) -> dict:
    """The JSON Schema (draft 2020-12) of one command's ``--json`` output (one line of it for
    ``"sim --batch"``), generated from the contracts above.

    >>> command_schema("check")["title"]
    'ldsopt check --json'
    """
    from ldsopt.typeschema import type_schema
    alts = [type_schema(t) for t in COMMANDS[command]]
    body = alts[0] if len(alts) == 1 else {"anyOf": alts}
    head = {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": f"ldsopt {command} --json"}
    if command == "sim --batch":
        head["description"] = "one line of the JSON Lines output"
    return {**head, **body}


def check_output(command: str, text: str) -> None:
    """Check a command's printed ``--json`` text against its contract; ``AssertionError`` naming
    the first violation (the test suite runs every command this way: ``LDSOPT_CHECK_JSON=1``)."""
    import json

    import jsonschema
    key = command if command in COMMANDS else None
    if key is None:
        return
    values = [json.loads(ln) for ln in text.splitlines() if ln.strip()] if key == "sim --batch" \
        else [json.loads(text)]
    validator = jsonschema.Draft202012Validator(command_schema(key))
    for v in values:
        err = jsonschema.exceptions.best_match(validator.iter_errors(v))
        if err is not None:
            where = "/".join(str(p) for p in err.absolute_path) or "(top)"
            raise AssertionError(f"ldsopt {command} --json does not follow its contract at {where}: "
                                 f"{err.message[:300]}")
