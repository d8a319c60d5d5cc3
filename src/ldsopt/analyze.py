"""Kernel in, answers out: the public analysers of compiled kernels and their intermediate forms.

:func:`analyze_ttgir` (Triton GPU IR), :func:`analyze_sass` (NVIDIA SASS, cubins), and
:func:`analyze_isa` (AMDGPU assembly and code objects) turn a real artifact into lane addresses and
cost every shared-memory instruction with the bank model.  Re-exported by ``ldsopt``; all three
return one :class:`ldsopt.results.Analysis` (kernels -> accesses, one vocabulary for both vendors).
Parameter errors name the parameter as a keyword (``block=``); the command line shows its flag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ldsopt.argtypes import block3
from ldsopt.errors import UsageError
from ldsopt.results import Analysis

if TYPE_CHECKING:
    from ldsopt.core.report_shape import Diagnosis
from ldsopt.triton.results import TtgirOp, TtgirResult, TtgirSuggestion

__all__ = ["analyze_ttgir", "TtgirResult", "TtgirOp", "TtgirSuggestion", "analyze_sass", "analyze_isa", "diagnose"]


def _target(t: str | None) -> str | None:
    """A Triton target: ``hip:gfx942`` / ``cuda:90`` as written, or an arch name (``gfx942``,
    ``sm_90``) turned into one."""
    if t is None:
        return None
    if not isinstance(t, str):
        raise UsageError(f"target= must be a string such as 'hip:gfx942' or 'sm_90', not {type(t).__name__}")
    if not t or ":" in t:
        return t
    if t.startswith("gfx"):
        return "hip:" + t
    if t.startswith("sm_"):
        return "cuda:" + t[3:]
    return t


# ----------------------------------------------------------------------------- Triton TTGIR
def analyze_ttgir(text, *, target: str | None = None, suggest: bool = True,
                  addresses: bool = False) -> Analysis:
    """Cost every ``ttg.local_alloc`` (with a source), ``ttg.local_store`` and ``ttg.local_load``
    of a Triton GPU (TTGIR) module with the bank model.

    Layouts (``#ttg.blocked``, ``#ttg.linear``, ``#ttg.slice``, ``#ttg.amd_mfma``,
    ``#ttg.amd_wmma``, ``#ttg.nvidia_mma``, ``#ttg.dot_op``; ``#ttg.swizzled_shared``,
    ``#ttg.padded_shared``, ``#ttg.amd_rotating_shared``, ``#ttg.nvmma_shared``,
    ``#ttg.shared_linear``) are read as Triton defines them; the instructions are those Triton's
    lowering issues (widest vector contiguous in both layouts; ``ldmatrix``/``stmatrix`` on
    NVIDIA, ``ds_read_b64_tr_b16`` on gfx950 where Triton uses them).

    Parameters
    ----------
    text : str or path-like
        The TTGIR module (``compiled.asm["ttgir"]``, or a ``.ttgir`` file's text), or a
        ``pathlib.Path`` to a ``.ttgir`` file (``Path("-")``: standard input), read bounded.
    target : str, optional
        Overrides the module's ``ttg.target``: ``"hip:gfx942"``, ``"cuda:90"``, or an arch name
        (``"gfx942"``, ``"sm_90"``).
    suggest : bool
        Search the solver's Triton layouts (XOR swizzle, padding) for one that costs fewer cycles
        over each allocation's ops.
    addresses : bool
        Keep every lane's byte address (per warp, per instruction) in each op.

    Returns
    -------
    ldsopt.results.Analysis
        One kernel (the module) whose accesses are its ops in text order (``cycles``, ``ideal``,
        ``conflicts``, ``ways`` over every warp's instructions, one ``Unit`` per warp).  The
        Triton record is ``native`` (a ``TtgirResult``: ``ops``, one :class:`TtgirOp` each, and
        ``suggestions``); its names (``r.ops``, ``r.suggestions``) work on the analysis too.

    Examples
    --------
    >>> import ldsopt
    >>> ttgir = '''
    ... #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
    ... #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
    ... #smem = #ttg.shared_memory
    ... module attributes {"ttg.num-warps" = 4 : i32, "ttg.target" = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
    ...   %a = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    ... }'''
    >>> r = ldsopt.analyze_ttgir(ttgir)
    >>> a = r.kernels[0].accesses[0]
    >>> a.instruction, a.cycles, a.ideal, a.ways
    ('ds_write_b16', 1024, 128, 8)
    >>> o = r.ops[0]            # column-major shared, row vectors in registers: one f16 per store
    >>> o.op, o.instruction, o.instructions, o.cycles, o.ideal
    ('local_alloc', 'ds_write_b16', 64, 1024, 128)
    >>> s = r.suggestions[0]    # row-major, XOR swizzle: 8 ds_write_b128 of 8 cycles each
    >>> s.description, s.cycles
    ('XOR swizzle', 64)
    """
    from ldsopt.triton.analysis import allocation_of, analyse, suggestions
    import os
    if isinstance(text, os.PathLike):
        from ldsopt.inputs import read_text
        text = read_text(os.fspath(text), "TTGIR")
    if not isinstance(text, str):
        raise UsageError(f"text: TTGIR must be a string or a path, got {type(text).__name__}")
    from ldsopt.argcheck import optional_str
    optional_str("analyze_ttgir", "target", target)
    mod, tgt, costs = analyse(text, _target(target))
    target = _target(target)
    ops = []
    for c in costs:
        alloc = allocation_of(c.op, mod)
        if c.lowered is None or c.error:      # not modelled, or instructions without a figure
            lo = c.lowered
            ops.append(TtgirOp(c.op.name, c.op.line, c.op.loc, lo.instruction if lo else "",
                               lo.instructions if lo else 0, 0, 0, 0,
                               lo.warps if lo else 0, lo.per_warp if lo else 0,
                               allocation=alloc, error=c.error))
            continue
        lo = c.lowered
        addr = ()
        if addresses:
            a = lo.addresses.reshape(lo.warps, lo.per_warp, lo.lanes)
            if lo.active is not None:
                a = a.copy()
                a[~lo.active.reshape(a.shape)] = -1
            addr = tuple(tuple(tuple(int(x) for x in i) for i in w) for w in a)
        ops.append(TtgirOp(c.op.name, c.op.line, c.op.loc, lo.instruction, lo.instructions,
                           c.cycles, c.ideal, c.conflicts, lo.warps, lo.per_warp, lo.vec, lo.path,
                           alloc, addr, note=lo.details.get("uncertain", "")))
    sug = []
    if suggest:
        first = {}
        for c in costs:
            first.setdefault(allocation_of(c.op, mod), c.op)
        for name, b in suggestions(mod, tgt, costs).items():
            op = first[name]
            sug.append(TtgirSuggestion(name, op.line, op.memdesc.encoding.text(), b.attr.text(),
                                       b.gluon, b.description, b.cycles, b.current_cycles, b.bytes))
    import re

    from ldsopt.triton.results import to_analysis
    m = re.search(r"\btt\.func\b[^@\n]*@([\w$.]+)", text)
    res = TtgirResult(mod.target if not target else target, tgt.name, mod.num_warps, tgt.lanes,
                      tuple(ops), tuple(sug))
    return to_analysis(res, costs, m.group(1) if m else "")


# ----------------------------------------------------------------------------- compiled NVIDIA kernels
def analyze_sass(source, *, block=None, kernel: str | None = None, args: dict | None = None,
                 arch: str | None = None, iterations: int = 64) -> Analysis:
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
        Iterations of each loop followed per entry into it where its way round is known (the same
        meaning as for :func:`analyze_isa`; default 64); one pass where it depends on an unknown
        value.

    Returns
    -------
    ldsopt.results.Analysis
        Its kernels (``name``, ``arch``, ``block`` ...) and their accesses, one per shared-memory
        instruction (``line`` its byte offset): ``cycles`` / ``ideal`` (wavefronts, Nsight Compute's
        ideal) summed over the block's warp-level executions, one ``Unit`` per execution.  The
        SASS record of each kernel is ``native`` (a :class:`ldsopt.SassKernel`, whose ``shared``
        :class:`ldsopt.SharedAccess` give ``wavefronts``, ``ideal``, ``conflicts`` per execution,
        as Nsight Compute reports them); its names work on the kernel too.

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
    >>> [(hex(a.line), a.cycles, a.ideal, a.ways, a.resolved) for a in k.accesses]
    [('0x20', 32, 1, 32, True), ('0x30', 1, 1, 1, True)]
    >>> [(hex(s.pc), s.wavefronts, s.ideal, s.resolved) for s in k.shared]
    [('0x20', 32.0, 1.0, True), ('0x30', 1.0, 1.0, True)]
    """
    import os

    from ldsopt.nvidia.listing import looks_like_sass, parse_listing
    from ldsopt.nvidia.report import analyze_functions, load_functions
    from ldsopt.nvidia.results import to_kernel
    if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
        raise UsageError("iterations= must be a positive integer")
    arch = _nvidia_arch(arch, "SASS")
    from ldsopt.argcheck import optional_str
    optional_str("analyze_sass", "kernel", kernel)
    if isinstance(source, (bytes, bytearray)):
        raise UsageError("analyze_sass: source must be a file name (str or pathlib.Path) or SASS "
                         "text, not bytes")
    blocks = _sass_blocks(block)
    argv = _sass_args(args)
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
    return Analysis(tuple(to_kernel(r, _params(args, r.name)) for r in reports), "sass",
                    None if isinstance(source, str) and "\n" in source else os.fspath(source))


def _nvidia_arch(arch, what: str):
    if arch is None:
        return None
    from ldsopt.core.arch import get_arch
    a = get_arch(arch)
    if not a.is_nvidia:
        raise UsageError(f"arch={arch!r}: {what} is NVIDIA; expected sm_70 .. sm_90")
    return a.name


def _sass_blocks(block) -> list:
    """``[(kernel substring or None, (x, y, z))]`` from ``block=``: a shape or ``{kernel: shape}``
    (``None``: every other kernel).  The ``None`` entry comes first: the SASS launch takes the
    last entry that matches, so a named kernel's shape wins over it, in any order."""
    items = block.items() if isinstance(block, dict) else [(None, block)] if block is not None else []
    out = []
    for pat, b in items:
        if pat is not None and not isinstance(pat, str):
            raise UsageError(f"block=: the keys are kernel-name substrings, not {type(pat).__name__}")
        if pat is not None and not pat.strip():
            raise UsageError(f"block={{{pat!r}: ...}}: no kernel name (give {{KERNEL: shape}}, or a bare "
                             "shape for every kernel)")
        out.append((pat, block3(b)))
    return sorted(out, key=lambda e: e[0] is not None)


def _sass_args(args) -> list:
    """``[(kernel or None, index or ("offset", byte), value)]`` from ``args=``:
    ``{index: value}``, ``{"0x220": value}`` (a constant-bank offset), or per kernel
    ``{"KERNEL:index": value}``."""
    out = []
    if args is not None and not isinstance(args, dict):
        raise UsageError(f"args= must be a dict {{index or '0x220': integer}}, not {type(args).__name__}")
    for key, val in (args or {}).items():
        kern = None
        if isinstance(key, str) and ":" in key:
            kern, _, key = key.rpartition(":")
        try:
            if isinstance(key, str):
                key = key.strip()
                k = ("offset", int(key, 16)) if key.lower().startswith("0x") else int(key)
            else:
                k = int(key)
            if isinstance(val, bool) or not isinstance(val, int):
                raise TypeError
            out.append((kern or None, k, int(val)))
        except (TypeError, ValueError):
            raise UsageError(f"args={{{key!r}: {val!r}}}: expected {{index or '0x220': integer}}")
    return out


def _params(args, name: str) -> dict:
    out = {}
    for key, val in (args or {}).items():
        kern = None
        if isinstance(key, str) and ":" in key:
            kern, _, key = key.rpartition(":")
        if kern is None or kern in name:
            out[str(key)] = val
    return out


# ----------------------------------------------------------------------------- compiled AMD kernels
def analyze_isa(source, *, arch: str | None = None, kernel: str | None = None, block=None,
                args: dict | None = None, iterations: int = 1, assume_in_bounds: bool = True,
                wg_size: int | None = None, lds_bytes: int | None = None) -> Analysis:
    """Every LDS instruction of compiled AMD kernels, lane-exact per wave, without a GPU.

    An emulator of the integer AMDGPU ISA (gfx906, gfx90a, gfx942, gfx950) runs each kernel for
    one workgroup and gives the bank model the 64 lane addresses of every ``ds_*`` instruction and
    direct-to-LDS load; an address it cannot know (loaded data, an unknown kernel argument that
    does more than add the same amount to every lane) is ``unresolved`` with the reason.

    Parameters
    ----------
    source : str, pathlib.Path or list of str
        A ``.s`` file (clang, hipcc, Triton, FlyDSL), an ATT ``code.json`` (or its folder), a code
        object (needs ``llvm-objdump``), or the instruction texts of one kernel in program order.
    arch : str, optional
        gfx906, gfx90a, gfx942 or gfx950 (default: the file's target; required for a list).
    kernel : str, optional
        Only this kernel of the file.
    block : int, str, tuple or dict, optional
        Workgroup shape: ``256``, ``"32x8"``, ``(32, 8, 1)``, or ``{kernel substring: shape}``
        as in :func:`analyze_sass` (default: the metadata's required size, else 1-D of its
        maximum size; 256 for a code.json or a list).  The assumption used is in each kernel's
        ``assumptions``.
    args : dict, optional
        Kernel-argument values by name (from the ``.s`` metadata, or ``argN`` for the N-th), e.g.
        a row stride.
    iterations : int
        Iterations of each loop followed per entry into it where its way round is known (the same
        meaning as for :func:`analyze_sass`; default 1: the first); one pass where it depends on
        an unknown value.  Registers a loop changes are known after it up to a wave-uniform step.
    assume_in_bounds : bool
        Default True: a bounds check (a lane index compared, less-than or greater-than, with a value
        derived only from kernel arguments and workgroup ids) is taken to pass, as for a whole tile
        in the first loop iteration; comparisons with loaded data are never decided this way.  The
        comparisons so decided are listed in ``assumptions``, and every access whose answer rests
        on them says so in ``reason``.  False: those lanes stay unknown and the instructions
        unresolved, with the reason.  An argument given in `args` is compared exactly either way.
    wg_size, lds_bytes : int, optional
        Workgroup size and LDS bytes per workgroup for the occupancy of a ``.s`` kernel (default:
        the block size; the file's static LDS size).

    Returns
    -------
    ldsopt.results.Analysis
        Its kernels, each with ``accesses`` (one per LDS instruction: ``cycles``, ``ideal``,
        ``conflicts``, ``ways`` summed over the workgroup's waves, ``units`` per wave),
        ``assumptions``, ``notes`` and, for a ``.s``, ``resources`` (registers, LDS, occupancy).
        Each kernel's emulator record is ``native`` (``KernelAnalysis``: ``instructions`` of
        ``LdsInstruction`` with ``waves`` of ``WaveResult``, ``summary``); its names work on the
        kernel too.

    Examples
    --------
    >>> import ldsopt
    >>> (k,) = ldsopt.analyze_isa(["v_lshlrev_b32 v1, 7, v0", "ds_read_b32 v2, v1", "s_endpgm"],
    ...                           arch="gfx942", block=(64, 1, 1))
    >>> a = k.accesses[0]                    # lane i reads byte 128*i: one bank for 32 lanes
    >>> a.instruction, a.cycles, a.ideal, a.conflicts, a.ways
    ('ds_read_b32 v2, v1', 64, 2, 62, 32)
    >>> w = k.instructions[0].waves[0]       # the emulator's own record of the wave
    >>> w.status, w.cycles, w.addresses[:3]
    ('ok', 64, (0, 128, 256))
    """
    import os

    from ldsopt.amd.results import to_kernel
    if isinstance(iterations, bool) or not isinstance(iterations, int) or not 1 <= iterations <= 1024:
        raise UsageError("iterations= must be an integer between 1 and 1024")
    for name, v, lo in (("wg_size", wg_size, 1), ("lds_bytes", lds_bytes, 0)):
        if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < lo
                              or (name == "wg_size" and v > 1024)):
            raise UsageError(f"{name}= must be an integer " + ("between 1 and 1024" if lo else ">= 0"))
    from ldsopt.argcheck import int_values, optional_str
    optional_str("analyze_isa", "kernel", kernel)
    optional_str("analyze_isa", "arch", arch)
    int_values("analyze_isa", "args", args)
    if arch is not None:
        from ldsopt.core.arch import get_arch
        if not get_arch(arch).is_amd:
            raise UsageError(f"arch={arch!r}: AMDGPU code needs a gfx arch")
    per_kernel = _sass_blocks(block) if isinstance(block, dict) else None
    blk = None if per_kernel is not None else block3(block)
    params = dict(args or {})
    if isinstance(source, (list, tuple)):
        if not arch:
            raise UsageError("a list of instructions needs arch=")
        from ldsopt.amd.emu import analyze_kernel
        k = analyze_kernel(list(source), arch, blk or (256, 1, 1), iterations=int(iterations),
                           assume_in_bounds=bool(assume_in_bounds))
        return Analysis((to_kernel(k, params),), "list")
    if not isinstance(source, (str, os.PathLike)):
        raise UsageError(f"source: expected a path or a list of instructions, got {type(source).__name__}")
    from ldsopt.amd.emu.inputs import analyze_path, read_file
    from ldsopt.amd.resources import kernel_resources
    if per_kernel is None:
        kind, done = analyze_path(source, arch, kernel, blk, args, int(iterations), bool(assume_in_bounds))
    else:                      # one shape per kernel: the first pattern its name contains
        kind, sources = read_file(source, arch)
        done = []
        for src in sources:
            if kernel is not None and src.name != kernel:
                continue
            b = next((s for pat, s in reversed(per_kernel) if pat is None or pat in src.name), None)
            done += analyze_path(source, arch, src.name, b, args, int(iterations),
                                 bool(assume_in_bounds))[1]
        if kernel is not None and not done:
            raise UsageError(f"{os.fspath(source)}: no kernel named {kernel!r}")
    out = []
    for src, r in done:
        res = None
        if src.kernel is not None:
            res = kernel_resources(src.kernel, r.arch, wg_size or r.block[0] * r.block[1] * r.block[2],
                                   lds_bytes)
        out.append(to_kernel(r, params, res))
    return Analysis(tuple(out), kind, os.fspath(source))


# ----------------------------------------------------------------------------- profiles
def diagnose(path, *, arch: str | None = None, thresholds: dict | None = None, dtype: str = "f16",
             block=None, args: dict | None = None, kernel: str | None = None,
             lang: str | None = None, top: int = 10, unreadable: str = "raise") -> tuple[Diagnosis, ...]:
    """What costs shared-memory (LDS) time in a measured kernel, ranked, with fixes.

    The same analysis as ``ldsopt diagnose``: an AMD thread trace (a rocprofv3 ATT bundle folder,
    or a folder holding several at any depth) is read per wave (every stall cycle attributed to
    what the wave waited on); an Nsight Compute source-page export (``.csv``, or ``.ncu-rep`` with
    ``ncu`` on PATH) is joined per SASS instruction with the static prediction.

    Parameters
    ----------
    path : str or path-like
        The bundle folder, the folder of bundles, or the Nsight Compute report.
    arch : str, optional
        GPU arch (default: from the input).
    thresholds : dict, optional
        AMD traces only: documented defaults to change (``min_share``, ``b_max_distance``,
        ``d_max_use_distance``, ``c_min_barriers``, ``share``).
    dtype : str
        AMD traces only: element type of the layout problems handed to the solver for bank-conflict
        fixes.
    block, args, lang
        Nsight Compute reports only (refused for an AMD trace, which carries its workgroup size):
        threads per block (``"32x8"`` or ``{kernel: "32x8"}``) when the report has none, kernel
        parameter values ``{index: value}``, and the language of the fix code (``"cuda"``,
        ``"cute"``, ``"triton"``).
    kernel : str, optional
        Only the kernels (Nsight Compute) or bundles (AMD traces) whose kernel name contains this;
        none matching is a one-line error.
    top : int
        Findings kept per kernel.
    unreadable : {"raise", "skip"}
        A folder of several AMD bundles where some cannot be read: ``"raise"`` (the default) stops
        with the first one's error; ``"skip"`` diagnoses the others and issues one
        ``UserWarning`` per skipped bundle, naming it and why (what ``ldsopt diagnose DIR``
        does, on stderr).  When none can be read, both raise.

    Returns
    -------
    tuple of ldsopt.Diagnosis
        One per bundle or kernel: ``usable`` (and ``reason``, ``warnings``), the stall accounting
        (``total_stall``, ``lds_stall``, ``lds_share``) and ``findings`` (:class:`ldsopt.Finding`,
        best first: ``type``, ``cost``, ``share``, ``evidence``, ``fix``).  ``to_dict()`` is the
        ``--json`` report.

    Examples
    --------
    >>> import ldsopt
    >>> from pathlib import Path
    >>> bundle = Path(ldsopt.__file__).parents[2] / "tests/data/att/gfx942_synth/bank_a"
    >>> (d,) = ldsopt.diagnose(bundle)        # synthetic: a conflicted write, waited on at once
    >>> d.usable, [f.type for f in d.findings]
    (True, ['A', 'B'])
    """
    from ldsopt.core.report_shape import as_diagnosis
    if isinstance(top, bool) or not isinstance(top, int) or top < 1:
        raise UsageError("top must be a positive integer")
    if unreadable not in ("raise", "skip"):
        raise UsageError(f"unreadable: expected 'raise' or 'skip', not {unreadable!r}")
    from ldsopt.argcheck import one_of, optional_str, path_like
    path = path_like("diagnose", "path", path)
    one_of("diagnose", "dtype", dtype, ("f8", "i8", "f16", "bf16", "f32"))
    one_of("diagnose", "lang", lang, ("cuda", "cute", "triton"))
    optional_str("diagnose", "kernel", kernel)
    blocks = _sass_blocks(block)        # every size positive, at most 1024 threads
    from ldsopt.nvidia.inputs import is_nvidia_input
    if is_nvidia_input(path):
        from ldsopt.amd.diagnose_options import amd_only
        from ldsopt.nvidia.diagnose import diagnose_report
        amd_only(thresholds, dtype)
        reps = diagnose_report(path, None, blocks, _sass_args(args),
                               _nvidia_arch(arch, "an Nsight Compute report"), lang, kernel, top=top)
    else:
        from ldsopt.amd.diagnose import diagnose_path
        from ldsopt.amd.diagnose_options import check_arch, keep_kernel, nvidia_only, thresholds_from
        nvidia_only(block=block, args=args, lang=lang)
        if thresholds is not None and not isinstance(thresholds, dict):
            raise UsageError(f"thresholds= must be a dict {{name: number}}, not {type(thresholds).__name__}")
        skipped: list | None = [] if unreadable == "skip" else None
        reps = keep_kernel(diagnose_path(path, arch=check_arch(arch), th=thresholds_from(thresholds or {}, top),
                                         dtype=dtype, skipped=skipped), kernel, path)
        if skipped:
            import warnings
            for folder, err in skipped:
                warnings.warn(f"skipped {folder}: {err}", UserWarning, stacklevel=2)
    return tuple(as_diagnosis(r) for r in reps)
