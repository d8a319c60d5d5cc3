"""Source or artifact in, the per-instruction and per-source-line LDS answers out, per kernel and
arch (the JSON contract of :mod:`.contract`)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..argtypes import Arches, Args, Block, Params
from ..argtypes import Path as PathArg
from ..errors import UsageError
from ..results import Analysis
from . import contract
from .compiled import parse_archs, parse_block


def _arg_index(c, key, names: list | None):
    """The parameter index ``key`` names for a kernel of a C-family source (its index, ``argN``
    or the parameter's name in the source), else None."""
    import re
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    if not isinstance(key, str):
        return None
    m = re.fullmatch(r"\s*(?:arg)?(\d+)\s*", key)
    if m:
        return int(m.group(1))
    if names and key.strip() in names:
        return names.index(key.strip())
    return None


def _args_for(c, user: dict) -> dict:
    """Kernel argument values for the analyser of ``c``: the compile's known values, then the
    user's.  For a HIP / CUDA / OpenCL source a key is the parameter's name in the source, its
    index or ``argN``, the same for every target (given to AMD as ``argN``, to NVIDIA as the
    index); otherwise AMD takes a metadata name or ``argN``, NVIDIA a parameter index."""
    out = {}
    for k, v in c.args.items():
        out[f"arg{k}" if c.vendor == "amd" else int(k)] = v
    names = None
    if user and c.language in ("hip", "cuda", "opencl"):
        from ..inputs import read_text
        from ..results import base_name
        from .cparams import kernel_params
        names = kernel_params(read_text(c.source_file, "kernel source"), base_name(c.kernel))
    for k, v in (user or {}).items():
        i = _arg_index(c, k, names) if c.language in ("hip", "cuda", "opencl") else None
        if i is not None:
            if names is not None and i >= len(names):
                raise UsageError(f"--arg {k}: {base_name(c.kernel)} has {len(names)} parameter(s) "
                                 f"({', '.join(n or '?' for n in names)})")
            k = f"arg{i}" if c.vendor == "amd" else i
        elif c.language in ("hip", "cuda", "opencl") and (c.vendor == "nvidia" or names is not None) and not (
                isinstance(k, str) and ":" in k):
            known = ", ".join(n or "?" for n in names) if names else "none found in the source"
            raise UsageError(f"--arg {k}: no parameter of that name in {c.kernel} (its parameters: {known}); "
                             "give the name, the index N or argN")
        elif c.vendor == "nvidia" and isinstance(k, str) and k.isdigit():
            k = int(k)
        out[k] = v
    return out


def _arg_hints(c, rows: list) -> list:
    """Unresolved rows of a C-family kernel whose address needs a kernel argument: the reason
    names the ``--arg`` to give, by the parameter's name in the source."""
    import re
    from dataclasses import replace
    if c.language not in ("hip", "cuda", "opencl") or not any(r.reason and not r.resolved for r in rows):
        return rows
    from ..inputs import read_text
    from ..results import base_name
    from .cparams import kernel_params
    names = kernel_params(read_text(c.source_file, "kernel source"), base_name(c.kernel)) or []
    out = []
    for r in rows:
        m = re.search(r"kernel argument arg(\d+)\b|\bparameter (\d+) \(c\[", r.reason or "") if not r.resolved else None
        i = int(m.group(1) or m.group(2)) if m else None
        if i is not None and i < len(names) and names[i]:
            r = replace(r, reason=f"{r.reason} (give --arg {names[i]}=VALUE)")
        out.append(r)
    return out


def analyze_compiled(items, args: dict | None = None) -> list:
    """Analyse :class:`~ldsopt.sources.Compiled` records: one :class:`ldsopt.results.Kernel` each,
    in the order given (one analyser run per artifact, block and argument set)."""
    from ..analyze import analyze_isa, analyze_sass
    files = [str(contract_header())]
    results: dict = {}
    out = []
    for c in items:
        a = _args_for(c, args)
        key = (c.artifact, c.block, tuple(sorted((str(k), v) for k, v in a.items())))
        if key not in results:
            if c.kind == "amdgpu-asm":
                results[key] = {r.name: r for r in analyze_isa(c.artifact, arch=c.arch, block=c.block,
                                                              args=a or None)}
            else:
                # a cubin this package compiled holds the one target asked for (Triton builds sm_90
                # as sm_90a): read it as it is
                results[key] = {r.name: r for r in analyze_sass(c.artifact, block=c.block, args=a or None)}
        r = results[key].get(c.kernel)
        if r is None:
            raise UsageError(f"{c.kernel}: not found in the compiled {c.arch} code")
        if c.kind == "amdgpu-asm":
            rows, block = contract.from_isa(r)
            rows = _arg_hints(c, rows)
            notes = tuple(c.notes) + tuple(r.assumptions) + tuple(r.notes)
            block_from = c.block_from
        else:
            rows, block = contract.from_sass(r)
            rows = _arg_hints(c, rows)
            notes = tuple(c.notes) + tuple(r.notes)
            block_from = r.native.block_from if c.block is None else c.block_from
        out.append(contract.kernel(c.kernel, c.arch, c.language, c.source_file, rows, block, c.params,
                                   [c.source_file] + files, c.config, block_from, notes, c.artifact,
                                   native=r.native, assumptions=r.assumptions, resources=r.resources))
    return out


def contract_header() -> Path:
    from .toolchains import include_dir
    return include_dir() / "hip" / "hip_runtime.h"


# ----------------------------------------------------------------------------- compiled inputs
def artifact_kind(path: Path) -> str:
    """``"isa"``, ``"sass"`` or ``"ttgir"``: which analyser reads a compiled file."""
    if path.is_dir():
        return "isa"                         # an ATT code.json folder
    suf = path.suffix.lower()
    if suf in (".ttgir", ".mlir"):
        return "ttgir"
    if suf in (".sass", ".cubin", ".fatbin", ".ptx", ".csv"):
        return "sass"
    if suf in (".s", ".hsaco", ".co", ".json"):
        return "isa"
    from ..inputs import read_bytes
    head = read_bytes(str(path), "input", max_bytes=256 << 20)[:1 << 16]
    if head[:4] == b"\x7fELF":
        return "sass" if int.from_bytes(head[18:20], "little") == 190 else "isa"   # EM_CUDA
    if head[:4] == b"\x50\xed\x55\xba":
        return "sass"
    text = head.decode("utf-8", "replace")
    if "ttg." in text and re.search(r"^\s*module\b[^\n]*\{", text, re.M):    # an MLIR module, not prose
        return "ttgir"
    if ".amdgcn_target" in text or "s_endpgm" in text:
        return "isa"
    return "sass"


def _mismatch(path, have: str, archs: list) -> UsageError:
    return UsageError(f"{path}: code compiled for {have}, not {', '.join(archs)}: recompile the "
                      f"source for that target (one target's code is not another's)")


def analyze_artifact(path, archs: list | None, kernel=None, block=None, args=None) -> list:
    """The contract's kernels of one compiled file (``.s``, code object, SASS, cubin, PTX, TTGIR)."""
    from ..analyze import analyze_isa, analyze_sass, analyze_ttgir
    p = Path(os.fspath(path))
    if not p.exists():
        raise UsageError(f"{p}: no such file")
    kind = artifact_kind(p)
    files = [str(x) for x in p.parent.iterdir() if x.is_file()] if p.parent.is_dir() else []
    out = []
    if kind == "isa":
        for r in analyze_isa(str(p), kernel=kernel, block=block, args=args or None):
            if archs and r.arch not in archs:
                raise _mismatch(p, r.arch, archs)
            rows, blk = contract.from_isa(r)
            out.append(contract.kernel(r.name, r.arch, "amdgpu", str(p), rows, blk, {}, files,
                                       notes=tuple(r.assumptions) + tuple(r.notes), artifact=str(p),
                                       native=r.native, assumptions=r.assumptions, resources=r.resources))
    elif kind == "sass":
        nv = [a for a in (archs or []) if a.startswith("sm_")]
        if archs and not nv:
            raise UsageError(f"{p}: NVIDIA code; arch={','.join(archs)} names no NVIDIA target")
        for a in nv or [None]:
            for r in analyze_sass(str(p), block=block, args=args or None, kernel=kernel, arch=a):
                if kernel is not None and r.name != kernel and kernel not in r.name:
                    continue
                rows, blk = contract.from_sass(r)
                out.append(contract.kernel(r.name, r.arch, "sass", str(p), rows, blk, {}, files,
                                           block_from=r.native.block_from, notes=r.notes, artifact=str(p),
                                           native=r.native))
    else:
        from ..inputs import read_text
        res = analyze_ttgir(read_text(str(p), "TTGIR"), suggest=False)
        if archs and res.arch not in archs:
            raise _mismatch(p, res.arch, archs)
        if not res.ops:
            raise UsageError(f"{p}: no ttg.local_alloc / local_store / local_load in the TTGIR")
        rows, blk = contract.from_ttgir(res)
        out.append(contract.kernel(p.stem, res.arch, "ttgir", str(p), rows, blk, {}, files,
                                   block_from="ttg.num-warps", artifact=str(p), native=res.native))
    return out


# ----------------------------------------------------------------------------- the public entry
def analyze_source(path: PathArg, arch: Arches = None, *, kernel: str | None = None, block: Block = None,
                   params: Params = None, args: Args = None, keep: PathArg | None = None,
                   config: str | int | None = None) -> Analysis:
    """Compile a kernel source for each arch (or read a compiled file) and give every LDS /
    shared-memory instruction with its source line, and the per-source-line summary.

    Parameters
    ----------
    path : str or path-like
        A source (``.py`` with ``@triton.jit`` / ``@gluon.jit``, ``.hip``, ``.cu``, ``.cl``) or a
        compiled file (``.s``, code object, SASS, cubin, fatbin, PTX, ``.ttgir``).
    arch : str or list of str
        Targets, ``"gfx942,sm_90"``; required for a source, a filter (checked) for a compiled file.
    kernel, block, params, keep, config
        As :func:`ldsopt.sources.compile_source`.
    args : dict, optional
        Kernel argument values for the emulators (AMD: by metadata name or ``argN``; NVIDIA: by
        parameter index).

    Returns
    -------
    ldsopt.results.Analysis
        The one result shape of every static analysis (``input`` ``"source"`` or the compiled
        file's kind), one :class:`~ldsopt.results.Kernel` per kernel, arch (and configuration):
        ``name``, ``arch``, ``language``, ``source_file``, ``block``, ``params``, ``accesses``
        (:class:`~ldsopt.results.Access`, ``source`` "FILE:LINE" or ""), ``by_line()``
        (:class:`~ldsopt.results.LineCost`, conflicted lines first, with the line's text),
        ``config``, ``block_from``, ``notes``, ``artifact`` (the compiled file read);
        ``to_json()`` is ``ldsopt analyze --json``.

    Examples
    --------
    >>> import ldsopt, pathlib
    >>> ex = pathlib.Path(ldsopt.__file__).parents[2] / "examples" / "transpose.cu"
    >>> (k,) = ldsopt.analyze_source(ex, "sm_90", kernel="transpose_plain")   # doctest: +SKIP
    >>> [(l.source, l.ways) for l in k.by_line()][:1]                        # doctest: +SKIP
    [('transpose.cu:12', 32)]
    """
    from . import compile_source, source_language
    try:
        p = Path(os.fspath(path))
    except TypeError:
        raise UsageError(f"path: expected a file name, not {type(path).__name__}")
    blk = parse_block(block)
    archs = parse_archs(arch) if arch else None
    if args is not None and not isinstance(args, dict):
        raise UsageError(f"args= must be a dict {{name or index: value}}, not {type(args).__name__}")
    if params is not None and not isinstance(params, dict):
        raise UsageError(f"params= must be a dict {{name: value}}, not {type(params).__name__}")
    if keep is not None and not isinstance(keep, (str, os.PathLike)):
        raise UsageError(f"keep= must be a folder name, not {type(keep).__name__}")
    if p.is_file() and source_language(p) is not None:
        if not archs:
            raise UsageError(f"{p.name}: a source needs arch= (e.g. arch=gfx942,sm_90)")
        items = compile_source(p, archs, kernel=kernel, block=blk, params=params, keep=keep, config=config)
        return Analysis(tuple(analyze_compiled(items, args)), "source", str(p))
    if params:
        raise UsageError("a value in params= applies to kernel sources (Python constexprs); a compiled file has "
                         "its values fixed")
    return Analysis(tuple(analyze_artifact(p, archs, kernel, blk, args)), artifact_kind(p), str(p))
