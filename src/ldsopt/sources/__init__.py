"""A user's kernel source in, compiled artifacts out: one offline compile per kernel and arch.

:func:`compile_source` compiles a HIP (``.hip``), CUDA (``.cu``), OpenCL C (``.cl``) or Python
(``@triton.jit``, ``@gluon.jit``) file for each requested arch with the toolchain that builds it
(:mod:`.toolchains`: clang for AMD targets, nvcc for NVIDIA, Triton for Python), with source lines
kept, and returns one :class:`Compiled` per kernel; :func:`ldsopt.analyze_source` runs the
lane-exact analysis of each.  A target no toolchain here builds is a one-line error naming the
install command, never another target in its place.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

from ..errors import UsageError
from .compiled import Compiled, parse_archs, parse_block

__all__ = ["Compiled", "compile_source", "source_language", "SOURCE_SUFFIXES"]

#: file suffix -> language (``.py`` is read to tell Triton, Gluon, FlyDSL and CuTe DSL apart)
SOURCE_SUFFIXES = {".hip": "hip", ".cu": "cuda", ".cuh": "cuda", ".cl": "opencl", ".py": "python"}


def source_language(path) -> str | None:
    """The kernel language of a source file (``"hip"``, ``"cuda"``, ``"opencl"``, ``"triton"``,
    ``"gluon"``, ``"flydsl"``, ``"cute"``), or None when it is not a source this package compiles.

    >>> source_language("kernel.hip"), source_language("listing.sass")
    ('hip', None)
    """
    p = Path(path)
    lang = SOURCE_SUFFIXES.get(p.suffix.lower())
    if lang != "python":
        return lang
    from ..inputs import read_text
    from .pydsl import python_language
    found = python_language(read_text(str(p), "Python source"))
    if found is None:
        raise UsageError(f"{p.name}: no @triton.jit, @gluon.jit, FlyDSL or CuTe DSL kernel in this "
                         "Python file")
    return found


#: (keep folder, file stem) -> the source whose artifacts it holds, in this process: a second source
#: of the same stem (a/k.cu, b/k.cu) keeps its artifacts in a subfolder instead of over the first's
_KEPT: dict = {}


def _outdir(keep, source: Path | None = None) -> Path:
    if keep is not None:
        d = Path(keep)
        if source is not None:
            n = 1
            while _KEPT.setdefault((str(d.resolve()), source.stem), str(source.resolve())) != str(source.resolve()):
                n += 1                   # another source of this stem kept here already
                d = Path(keep) / f"{source.stem}-{n}"
        try:
            d.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise UsageError(f"keep={keep}: cannot create the folder ({e.strerror})")
        return d
    d = Path(tempfile.mkdtemp(prefix="ldsopt_src_"))
    atexit.register(shutil.rmtree, d, True)
    return d


def compile_source(path, arch, kernel: str | None = None, block=None, params: dict | None = None,
                   keep=None, config=None) -> list:
    """Compile every kernel of a source file for each arch, offline, source lines kept.

    Parameters
    ----------
    path : str or path-like
        A ``.hip``, ``.cu``, ``.cl`` or ``.py`` (Triton / Gluon) file.
    arch : str or list of str
        ``"gfx942,sm_90"`` or ``["gfx942", "sm_90"]``: gfx906, gfx90a, gfx942, gfx950, sm_70 ..
        sm_90a.
    kernel : str, optional
        Only this kernel (its source name; a mangled name matches too).
    block : int, str or tuple, optional
        Threads per block.  For Triton and Gluon it sets ``num_warps`` (threads / the wave or warp
        size); for HIP / CUDA / OpenCL it is recorded for the analysis (default: the compiled
        kernel's metadata: launch bounds).
    params : dict, optional
        Python kernels: constexpr values, known integer argument values (specialised as a launch
        would be) and argument types (``"*fp16"``, ``"i32"``); ``num_warps`` / ``num_stages``.
    keep : str or path-like, optional
        Folder that keeps the artifacts (default: a temporary folder removed at exit).
    config : int or "all", optional
        ``@triton.autotune`` kernels: the configuration to compile (default 0, the first), or all.

    Returns
    -------
    list of Compiled
        One per kernel, arch (and configuration), in arch order.

    Raises
    ------
    UsageError
        Not a source file, an arch the language or the toolchains here cannot build (naming the
        install command), a compile error (its first line).

    Examples
    --------
    >>> import ldsopt.sources as s, pathlib
    >>> ex = pathlib.Path(s.__file__).parents[3] / "examples" / "transpose.hip"
    >>> [(c.kernel, c.arch, c.kind) for c in s.compile_source(ex, "gfx942")]  # doctest: +SKIP
    [('_Z15transpose_plainPfPKfi', 'gfx942', 'amdgpu-asm'), ...]
    """
    try:
        p = Path(os.fspath(path))
    except TypeError:
        raise UsageError(f"path: expected a file name, not {type(path).__name__}")
    if not p.is_file():
        raise UsageError(f"{p}: no such file")
    archs = parse_archs(arch)
    if kernel is not None and not isinstance(kernel, str):
        raise UsageError(f"kernel={kernel!r}: expected the kernel's name, not {type(kernel).__name__}")
    lang = source_language(p)
    if lang is None:
        raise UsageError(f"{p.name}: not a kernel source ({', '.join(SOURCE_SUFFIXES)})")
    blk = parse_block(block)
    if config is not None and config != "all":
        try:
            config = int(config)
        except (TypeError, ValueError):
            raise UsageError(f"config={config}: expected a configuration number or 'all'")
    out_dir = _outdir(keep, p)
    if keep is not None and out_dir != Path(keep):
        from dataclasses import replace
        said = (f"artifacts kept in {out_dir}: another source named {p.stem} kept its own in {keep}",)
        return [replace(c, notes=tuple(c.notes) + said)
                for c in _compile(p, lang, archs, out_dir, kernel, blk, params, config)]
    return _compile(p, lang, archs, out_dir, kernel, blk, params, config)


def _compile(p: Path, lang: str, archs: list, out_dir: Path, kernel, blk, params, config) -> list:
    if lang in ("triton", "gluon", "flydsl", "cute"):
        from .pydsl import compile_python
        return compile_python(p, lang, archs, out_dir, kernel, blk, params or {}, config)
    if config is not None:
        raise UsageError("config= applies to @triton.autotune kernels")
    out = []
    for a in archs:
        if a.startswith("gfx"):
            from .clang import compile_amd
            out += compile_amd(p, lang, a, out_dir, kernel, blk, params or {})
        else:
            from .nvcc import compile_nvidia
            out += compile_nvidia(p, lang, a, out_dir, kernel, blk, params or {})
    return out
