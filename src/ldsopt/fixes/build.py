"""Compile a user's source (through :mod:`ldsopt.sources`) and analyse the compiled kernels lane-exact,
keeping every lane address (what the fixer and the static diff need).
"""

from __future__ import annotations

from ldsopt.errors import Unsatisfiable, UsageError

SOURCE_SUFFIXES = (".hip", ".cu", ".cuh", ".cl", ".py")
COMPILED_SUFFIXES = (".s", ".cubin", ".sass", ".fatbin", ".ptx", ".hsaco", ".co")


def analyze_compiled(c) -> object:
    """The lane-exact analysis of one compiled kernel (a :class:`ldsopt.sources.compiled.Compiled`):
    an AMD ``KernelAnalysis`` or an NVIDIA ``KernelReport`` (which keep every lane address)."""
    from ldsopt.sources.analyze import _args_for
    known = _args_for(c, None)
    if c.vendor == "amd":
        from ldsopt.analyze import analyze_isa
        got = {k.name: k for k in analyze_isa(c.artifact, arch=c.arch, kernel=c.kernel, block=c.block,
                                              args=known or None)}
        if c.kernel not in got:
            raise Unsatisfiable(f"{c.kernel}: not found in the compiled {c.arch} code")
        return got[c.kernel]
    from ldsopt.nvidia.machine import parse_block
    from ldsopt.nvidia.report import analyze_functions, load_functions
    # a cubin the compile layer made holds the one target asked for (Triton builds sm_90 as
    # sm_90a): read as it is
    funcs = load_functions(c.artifact, None)
    blocks = [(None, parse_block("x".join(str(x) for x in c.block)))] if c.block else []
    args = [(None, int(k), int(v)) for k, v in known.items()]
    reps = [r for r in analyze_functions(funcs, blocks, args, None, None) if r.name == c.kernel]
    if len(reps) != 1:
        raise Unsatisfiable(f"{c.kernel}: not found in the compiled {c.arch} code")
    return reps[0]


def compiled_kernels(items) -> list:
    """The kernels of a compile, without clang's ``__clang_ocl_kern_imp_*`` functions (the callable
    copy clang 19 emits of each OpenCL kernel beside the kernel itself: not a kernel entry)."""
    return [c for c in items if not c.kernel.startswith("__clang_ocl_kern_imp_")]


def compile_with_sources(path: str, arch: str, kernel, block, params, outdir: str) -> list:
    from ldsopt.sources import compile_source
    return compile_source(path, arch, kernel=kernel, block=block, params=params or None, keep=outdir)


def kernels_of(path: str, arch: str | None, kernel: str | None, block) -> list:
    """[(name, analysed kernel)] of a source (compiled here; FILE.orig read as FILE) or of compiled
    code."""
    import os
    import shutil
    import tempfile
    named = path[:-5] if path.endswith(".orig") else path
    if named.lower().endswith(SOURCE_SUFFIXES):
        if not arch:
            raise UsageError(f"{path}: a source needs arch= to be compiled")
        with tempfile.TemporaryDirectory(prefix="ldsopt-diff-") as d:
            if path != named:
                shutil.copyfile(path, os.path.join(d, os.path.basename(named)))
                path = os.path.join(d, os.path.basename(named))
            items = compiled_kernels(compile_with_sources(path, arch, kernel, block, None, d))
            return [(c.kernel, analyze_compiled(c)) for c in items]
    if named.lower().endswith((".s", ".hsaco", ".co")):
        from ldsopt.analyze import analyze_isa
        return [(k.name, k) for k in analyze_isa(path, arch=arch, kernel=kernel, block=block)]
    from ldsopt.nvidia.machine import parse_block
    from ldsopt.nvidia.report import analyze_functions, load_functions
    blocks = [(None, parse_block("x".join(str(x) for x in block)))] if block else []
    return [(r.name, r) for r in analyze_functions(load_functions(path, arch), blocks, [], arch, kernel)]
