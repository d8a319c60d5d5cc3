"""The public functions of the source-level commands: :func:`fix` (``ldsopt fix``), :func:`diff`
(``ldsopt diff``), :func:`doctor` (``ldsopt doctor``), :func:`diagnose_run` (``ldsopt diagnose``)
and :func:`allocation_problems` (the solver problem of every shared allocation of a kernel).

Each returns a frozen result whose ``to_json()`` is exactly what the command prints with
``--json`` (docs/api.md lists them), so another front end (an MCP server, a notebook) gives the
command line's answer by calling these.  Errors name the parameter (``arch=``, ``block=``); the
command line shows the flag.
"""

from __future__ import annotations

import os

from ldsopt.amd.diagnose_options import THRESHOLDS  # noqa: F401  (the names `thresholds=` takes)
from ldsopt.argtypes import Args, Block, Params
from ldsopt.argtypes import Path as PathArg
from ldsopt.errors import UsageError
from ldsopt.fixes.build import COMPILED_SUFFIXES
from ldsopt.fixes.results import FixResult
from ldsopt.workflow_results import DiagnoseRun, DoctorReport, ReportDiff, StaticDiff, ToolchainCheck


def _path(fn: str, name: str, value) -> str:
    from ldsopt.argcheck import path_like
    return os.fspath(path_like(fn, name, value))


def _block(block):
    from ldsopt.argtypes import block3
    return block3(block)


def _params(params) -> dict | None:
    if params is None:
        return None
    if not isinstance(params, dict) or not all(isinstance(k, str) for k in params):
        raise UsageError(f"params= must be a dict {{name: value}}, not {type(params).__name__}")
    return dict(params)


# ----------------------------------------------------------------------------- fix
def fix(path: PathArg, arch: str | None = None, *, kernel: str | None = None, block: Block = None,
        params: Params = None, apply: bool = False) -> FixResult:
    """The cheapest layout removing the bank conflicts of each shared allocation of a kernel,
    written into its own source, compiled and analysed again to prove it.

    HIP, CUDA and OpenCL C: padding or an XOR swizzle of each shared array; Gluon: a shared layout
    constructor; Triton: the configuration; FlyDSL and CuTe DSL: the stride or swizzle in each shared
    tensor's layout expression; compiled code (``.s``, cubin, SASS): the layout is
    predicted, nothing is written.

    Parameters
    ----------
    path : str or path-like
        The kernel file (``.hip``, ``.cu``, ``.cl``, Gluon / Triton / FlyDSL / CuTe DSL ``.py``, or compiled
        code).
    arch : str, optional
        One target (``"gfx942"``, ``"sm_90"``); required for a source, a filter for compiled code.
    kernel : str, optional
        Only this kernel.
    block : int, str or tuple, optional
        Workgroup / block shape (``256``, ``"32x8"``, ``(32, 8, 1)``); default: the source's launch
        bounds.
    params : dict, optional
        Known parameter values ``{name: value}``.
    apply : bool
        Write the patched source into `path` (the original kept as ``path + ".orig"``, which must
        not exist yet); False (the default) writes nothing.

    Returns
    -------
    ldsopt.fixes.results.FixResult
        Frozen: ``allocations`` (:class:`~ldsopt.fixes.results.AllocationFix`: ``before``,
        ``change``, ``after``, ``verified``, ``reason``, ...), ``diff`` (unified), ``patched``,
        ``written`` (the file written, with `apply`), ``failed`` (the conflicted allocations left
        without a verified fix); ``to_json()`` is ``ldsopt fix --json``.

    Raises
    ------
    UsageError
        Not a kernel file, no `arch` for a source; with `apply`: ``.orig`` already there (in any
        form, a dangling link too), `path` a symbolic link (never written through), read-only.

    Examples
    --------
    >>> import os, ldsopt
    >>> s = os.path.join(os.path.dirname(ldsopt.__file__), "demos", "kernels", "transpose_gfx942.s")
    >>> r = ldsopt.fix(s, "gfx942", kernel="_Z15transpose_plainPfPKfi", block=(32, 8, 1))
    >>> [(a.change, a.before["conflicts"], a.verified) for a in r.allocations]
    [('xor', 992, False)]
    >>> sorted(r.to_json())
    ['allocations', 'diff']
    """
    from dataclasses import replace

    from ldsopt.argcheck import optional_str
    from ldsopt.fixes.dispatch import fix_source
    from ldsopt.inputs import read_bytes
    p = _path("fix", "path", path)
    optional_str("fix", "arch", arch)
    optional_str("fix", "kernel", kernel)
    if arch and "," in arch:
        # the best layout differs by arch (32 or 64 banks), and one patch holds one layout
        raise UsageError(f"arch={arch!r}: fix takes one arch (the best layout can differ between them); "
                         "run it once per arch")
    if not arch and not p.lower().endswith(COMPILED_SUFFIXES):
        raise UsageError("arch= is required for a source (which target to compile for)")
    if apply:
        from ldsopt.fixes.apply import check_apply
        check_apply(p)
    original = read_bytes(p, "source") if apply else b""
    res = fix_source(p, arch, kernel=kernel, block=_block(block), params=_params(params))
    if apply and res.patched is not None:
        from ldsopt.fixes.apply import apply_patch
        apply_patch(p, original, res.patched)
        res = replace(res, written=p)
    return res


def allocation_problems(source, arch: str | None = None, *, kernel: str | None = None, block=None,
                        arrays: list | None = None, source_name: str | None = None,
                        macros: dict | None = None) -> tuple:
    """Every shared allocation of a kernel: all its writes and reads, the logical tile (rows,
    columns, element size, vector width, existing padding or XOR in the kernel's terms) and the
    solver problem (for :func:`ldsopt.problem` / ``ldsopt solve``).

    Parameters
    ----------
    source : Kernel, str or path-like
        An analysed kernel (one of :func:`ldsopt.analyze_isa` / :func:`ldsopt.analyze_sass`), or a
        kernel file: a source (compiled here for `arch`) or compiled code, every kernel of it.
    arch, kernel, block
        For a file: the target (required for a source), only this kernel, the workgroup shape.
    arrays, source_name, macros
        For an analysed kernel: the source's shared arrays, the source file's name its line
        numbers refer to, and macro values, to name each allocation as the source does.

    Returns
    -------
    tuple of ldsopt.fixes.problem.Allocation
        ``name``, ``kernel``, ``accesses``, ``tile``, ``problem`` (a dict, None with ``reason``
        when it cannot be built), ``unresolved``.

    Examples
    --------
    >>> import os, ldsopt
    >>> s = os.path.join(os.path.dirname(ldsopt.__file__), "demos", "kernels", "transpose_gfx942.s")
    >>> (k,) = ldsopt.analyze_isa(s, kernel="_Z15transpose_plainPfPKfi", block=(32, 8, 1))
    >>> (al,) = ldsopt.allocation_problems(k)
    >>> al.tile.describe(), al.problem["arch"]
    ('32x32 of 4-byte elements, vectors of 1', 'gfx942')
    """
    from dataclasses import replace

    from ldsopt.fixes.problem import allocation_problems as build
    if isinstance(source, (str, os.PathLike)):
        from ldsopt.fixes.build import kernels_of
        p = _path("allocation_problems", "source", source)
        out = []
        for name, k in kernels_of(p, arch, kernel, _block(block)):
            out += [replace(al, kernel=name) for al in build(k)]
        return tuple(out)
    if not hasattr(source, "accesses") and not hasattr(source, "shared"):
        raise UsageError(f"source: expected an analysed kernel or a file name, not {type(source).__name__}")
    name = getattr(source, "name", "")
    return tuple(replace(al, kernel=name) for al in build(source, arrays=arrays, source_name=source_name,
                                                          macros=macros))


# ----------------------------------------------------------------------------- diff
def _static_input(path: str) -> bool:
    from ldsopt.fixes.static_diff import is_static_input
    return is_static_input(path)


def _one_amd_report(path: str, arch, kernel=None):
    from ldsopt.amd.diagnose import diagnose_path
    from ldsopt.amd.diagnose_options import check_arch, keep_kernel
    reps = keep_kernel(diagnose_path(path, arch=check_arch(arch)), kernel, path)
    if len(reps) != 1:
        raise UsageError(f"{path}: holds {len(reps)} bundles{' of that kernel' if kernel else ''}; "
                         "give one ui_output_* folder")
    return reps[0]


def diff(before: PathArg, after: PathArg, *, arch: str | None = None, kernel: str | None = None,
         block: Block = None, args: Args = None, details: PathArg | None = None,
         lang: str | None = None) -> StaticDiff | ReportDiff:
    """Before/after of one kernel, for whatever the inputs are (as ``ldsopt diff``): two kernel
    sources or compiled kernels (static, per source line), two AMD thread traces (ATT bundles, per
    traced wave) or two Nsight Compute reports.

    Parameters
    ----------
    before, after : str or path-like
        The two inputs: kernel sources / compiled code (either one, or ``FILE.orig`` kept by
        ``fix(apply=True)``), ATT ``ui_output_*`` folders, or Nsight Compute reports.
    arch : str, optional
        The target (required to compile a source; default: from the input).
    kernel : str, optional
        Only this kernel (needed when the two inputs hold several kernels of different names).
    block : int, str, tuple or dict, optional
        Workgroup / block shape; Nsight Compute reports: ``{kernel substring: shape}`` too.
    args, details, lang
        Nsight Compute reports: kernel parameter values (as :func:`ldsopt.diagnose`), the details
        page (CSV) giving the block size, the language of the fix code.

    Returns
    -------
    StaticDiff or ReportDiff
        :class:`~ldsopt.workflow_results.StaticDiff` (``kernels``, per line ``status`` and
        ``regression``; ``regressions``) for static inputs, else
        :class:`~ldsopt.workflow_results.ReportDiff` (``vendor``, ``report``, ``warnings``);
        ``to_json()`` is ``ldsopt diff --json``, ``text()`` its text.

    Examples
    --------
    >>> import os, ldsopt
    >>> s = os.path.join(os.path.dirname(ldsopt.__file__), "demos", "kernels", "transpose_gfx942.s")
    >>> d = ldsopt.diff(s, s, kernel="_Z15transpose_plainPfPKfi", block=(32, 8, 1))
    >>> d.regressions, {r.status for k in d.kernels for r in k.lines}
    (0, {'same'})
    """
    a = _path("diff", "before", before)
    b = _path("diff", "after", after)
    if _static_input(a) or _static_input(b):
        from ldsopt.fixes.static_diff import static_diff
        for p in (a, b):
            if not _static_input(p):
                if not os.path.lexists(p):
                    raise UsageError(f"{p}: no such file")
                if not os.path.exists(p):
                    raise UsageError(f"{p}: a symbolic link to nothing ({os.path.realpath(p)})")
                if not os.path.isdir(p) and not os.path.isfile(p):
                    raise UsageError(f"{p}: not a regular file (a device or FIFO): nothing to compare")
                raise UsageError(f"{p}: compare a kernel source or compiled kernel with another one")
        if isinstance(block, dict):
            block = next(reversed(block.values()), None)
        return StaticDiff.from_json(static_diff(a, b, arch=arch, kernel=kernel, block=_block(block)))
    from ldsopt.nvidia.inputs import is_nvidia_input
    if is_nvidia_input(a) or is_nvidia_input(b):
        from ldsopt.nvidia.diagnose import diff_reports
        one = []
        for p in (a, b):
            if not is_nvidia_input(p):
                raise UsageError(f"{p}: compare Nsight Compute reports with Nsight Compute reports "
                                 "(both a source-page CSV or .ncu-rep)")
            reps = _nvidia_reports(p, arch, kernel, block, args, details, lang, 10)
            if len(reps) != 1:
                raise UsageError(f"{p}: holds {len(reps)} kernels; pick one with kernel=")
            one.append(reps[0])
        return ReportDiff("nvidia", _frozen(diff_reports(*one)))
    from ldsopt.amd.diagnose import diff_reports
    from ldsopt.amd.diagnose_options import nvidia_only
    nvidia_only(block=block, args=args, lang=lang, details=details)
    return ReportDiff("amd", _frozen(diff_reports(_one_amd_report(a, arch, kernel),
                                                  _one_amd_report(b, arch, kernel))))


def _frozen(d: dict):
    from ldsopt.workflow_results import _freeze
    return _freeze(d)


def _nvidia_reports(path, arch, kernel, block, args, details, lang, top) -> list:
    from ldsopt.analyze import _nvidia_arch, _sass_args, _sass_blocks
    from ldsopt.argcheck import one_of
    from ldsopt.nvidia.diagnose import diagnose_report
    one_of("diagnose", "lang", lang, ("cuda", "cute", "triton"))
    return diagnose_report(path, None if details is None else os.fspath(details), _sass_blocks(block),
                           _sass_args(args), _nvidia_arch(arch, "an Nsight Compute report"), lang, kernel,
                           top=top)


# ----------------------------------------------------------------------------- diagnose
def diagnose_run(path: PathArg, *, arch: str | None = None, thresholds: dict[str, float] | None = None,
                 dtype: str = "f16", block: Block = None, args: Args = None, kernel: str | None = None,
                 lang: str | None = None, details: PathArg | None = None, top: int = 10) -> DiagnoseRun:
    """What costs shared-memory (LDS) time in a measured kernel, ranked, with fixes: a report per
    AMD ATT bundle of the input (unreadable bundles listed in ``skipped``) or per kernel of an
    Nsight Compute report, and for several, their summary (all of ``ldsopt diagnose``).

    :func:`ldsopt.diagnose` gives the same reports alone.

    Parameters
    ----------
    path, arch, thresholds, dtype, block, args, kernel, lang, top
        As :func:`ldsopt.diagnose`.
    details : str or path-like, optional
        Nsight Compute: the details page (CSV) giving the block size (default: ``NAME.details.csv``
        beside a ``NAME.source.csv``).

    Returns
    -------
    DiagnoseRun
        ``vendor``, ``reports`` (:class:`ldsopt.Diagnosis`), ``skipped``, ``summary``,
        ``unusable`` (the reason when no report is usable); ``to_json()`` is ``ldsopt diagnose
        --json``, ``text(top)`` its text.

    Examples
    --------
    >>> import ldsopt
    >>> from pathlib import Path
    >>> bundle = Path(ldsopt.__file__).parents[2] / "tests/data/att/gfx942_synth/bank_a"
    >>> r = ldsopt.diagnose_run(bundle)
    >>> r.vendor, len(r.reports), r.summary is None, r.to_json()["findings"][0]["type"]
    ('amd', 1, True, 'A')
    """
    from ldsopt.core.report_shape import as_diagnosis
    from ldsopt.nvidia.inputs import is_nvidia_input
    if isinstance(top, bool) or not isinstance(top, int) or top < 1:
        raise UsageError("top= must be a positive integer")
    p = _path("diagnose", "path", path)
    if is_nvidia_input(p):
        from ldsopt.amd.diagnose_options import amd_only
        from ldsopt.core.report_shape import summarize
        amd_only(thresholds, dtype)
        reps = _nvidia_reports(p, arch, kernel, block, args, details, lang, top)
        summary = _frozen(summarize(reps)) if len(reps) > 1 else None
        return DiagnoseRun("nvidia", tuple(as_diagnosis(r) for r in reps), (), summary)
    from ldsopt.amd.diagnose import diagnose_path, summarize
    from ldsopt.amd.diagnose_options import check_arch, keep_kernel, nvidia_only, thresholds_from
    from ldsopt.argcheck import one_of
    one_of("diagnose", "dtype", dtype, ("f8", "i8", "f16", "bf16", "f32"))
    nvidia_only(block=block, args=args, lang=lang, details=details)
    if thresholds is not None and not isinstance(thresholds, dict):
        raise UsageError(f"thresholds= must be a dict {{name: number}}, not {type(thresholds).__name__}")
    skipped: list = []
    reps = keep_kernel(diagnose_path(p, arch=check_arch(arch), th=thresholds_from(thresholds or {}, top),
                                     dtype=dtype, skipped=skipped), kernel, p)
    summary = None
    if len(reps) > 1 or skipped:
        summary = dict(summarize(reps), skipped=[{"bundle": b, "error": e} for b, e in skipped])
    return DiagnoseRun("amd", tuple(as_diagnosis(r) for r in reps), tuple(skipped),
                       None if summary is None else _frozen(summary))


# ----------------------------------------------------------------------------- doctor
def doctor(arch="gfx942,gfx950,sm_80,sm_90") -> DoctorReport:
    """Per kernel language (HIP, CUDA, OpenCL C, Triton, Gluon, FlyDSL, CuTe DSL) and arch: can
    :func:`ldsopt.analyze_source` compile it here (a tiny kernel is compiled for real), with which
    toolchain, or the one-line reason and the install command.

    Parameters
    ----------
    arch : str or list of str
        Targets to check, ``"gfx942,sm_90"``.

    Returns
    -------
    DoctorReport
        ``checks`` (:class:`~ldsopt.workflow_results.ToolchainCheck`: ``language``, ``arch``,
        ``ok``, ``detail``); ``to_json()`` is ``ldsopt doctor --json``.

    Examples
    --------
    >>> import ldsopt
    >>> r = ldsopt.doctor("gfx942")                        # doctest: +SKIP
    >>> {c.language for c in r.checks} >= {"hip", "cuda", "opencl", "triton"}   # doctest: +SKIP
    True
    """
    from ldsopt.sources.compiled import parse_archs
    from ldsopt.sources.doctor import check
    return DoctorReport(tuple(ToolchainCheck(*row) for row in check(parse_archs(arch))))
