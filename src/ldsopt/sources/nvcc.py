"""CUDA (and HIP) source to a cubin with nvcc, offline, with source lines (``-lineinfo``).

nvcc comes from PyPI's ``nvidia-cuda-nvcc`` / ``nvidia-cuda-cccl`` wheels (``ldsopt[cuda]``) or a CUDA
toolkit; the SASS is read back with ``nvdisasm -g`` (``nvidia-cuda-nvdisasm``).  HIP source is
compiled as CUDA with ldsopt's HIP-on-NVIDIA header stand-in (``include/nvidia/hip``).
"""

from __future__ import annotations

from pathlib import Path

from ..errors import UsageError
from ..results import names_kernel, source_name
from .compiled import Compiled, parse_block
from .toolchains import include_dir, nvcc, nvcc_include

TIMEOUT = 300


def nvcc_args(language: str, arch: str, source: str, out: str) -> list:
    """nvcc's command line (after nvcc's path) for one file and target."""
    from ..toolchain import nvcc_args as target_args
    extra = ["-O3", "-lineinfo", "-std=c++17", *nvcc_include()]
    if language == "hip":
        extra = ["-x", "cu", f"-I{include_dir() / 'nvidia'}", *extra]
    return target_args(source, out, arch, extra, "-cubin")


def compile_nvidia(path: Path, language: str, arch: str, outdir: Path, kernel: str | None,
                   block, params: dict) -> list:
    """Compile ``path`` for one NVIDIA target; one :class:`Compiled` per kernel of the cubin."""
    from .. import toolchain
    from ..nvidia.disasm import load
    if language == "opencl":
        raise UsageError(f"{path.name}: OpenCL C is compiled for AMD targets only here (clang); "
                         f"{arch} is NVIDIA: drop it from arch= or port the kernel to CUDA")
    if params:
        raise UsageError(f"a value in params= applies to Python kernels (constexpr values); for "
                         f"{language.upper()} give kernel argument values in args= (N=VALUE)")
    exe = nvcc()
    out = outdir / f"{path.stem}_{arch}.cubin"
    toolchain.run(exe, nvcc_args(language, arch, path.name, str(out)),
                  f"compile {path.name} for {arch}", timeout=TIMEOUT, cwd=str(path.parent))
    if not out.is_file():
        raise UsageError(f"{exe} exited without error but wrote no {out.name} (compile {path.name} "
                         f"for {arch}): not a working compiler?")
    funcs, _ = load(str(out), None)
    names = [f.name for f in funcs]
    if kernel is not None:
        sel = [n for n in names if names_kernel(n, kernel)]
        if not sel:
            raise UsageError(f"{path.name}: no kernel named {kernel!r} (it has: "
                             f"{', '.join(source_name(n) for n in names)})")
        names = sel
    blk = parse_block(block)
    note = f"compiled by {exe} with -lineinfo" + (
        " (HIP source, with ldsopt's HIP-on-NVIDIA headers)" if language == "hip" else "")
    return [Compiled(n, arch, language, "cubin", str(out), None, blk,
                     "--block" if blk else "the kernel's launch bounds", {}, str(path),
                     notes=(note,)) for n in names]

