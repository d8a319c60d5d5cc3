"""HIP, OpenCL C and CUDA source to AMDGPU assembly with Debian's clang, offline, with source lines.

HIP and CUDA are compiled as HIP device code (``-x hip --cuda-device-only -nogpuinc -nogpulib``)
against ldsopt's header stand-in (``include/``: ``hip/hip_runtime.h``, ``cuda_runtime.h``), which
gives threadIdx/blockIdx/blockDim/gridDim, ``__syncthreads``, ``__shared__``, ``__half`` /
``__hip_bfloat16``, the vector types, ``__shfl*``, ``__launch_bounds__``, atomics and the common
math functions from LLVM built-ins; OpenCL C as ``-x cl -cl-std=CL2.0`` for ``amdgcn-amd-amdhsa``, its
work-item functions and ``barrier`` from the same built-ins (``include/opencl``).
``-O3 -gline-tables-only`` keeps each instruction's source line (``.loc``).
"""

from __future__ import annotations

from pathlib import Path

from ..errors import UsageError
from ..results import names_kernel, source_name
from .compiled import Compiled, parse_block
from .toolchains import clang_for, include_dir

TIMEOUT = 300


def clang_args(language: str, arch: str, source: str, out: str) -> list:
    """The clang command line (after the clang path) for one file and target."""
    inc = include_dir()
    common = ["-O3", "-gline-tables-only", "-S", "-o", out]
    if language == "opencl":
        return ["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", f"-mcpu={arch}",
                "-nogpulib", "-include", str(inc / "opencl" / "ldsopt_opencl.h"), *common, source]
    return ["-x", "hip", "--cuda-device-only", "-nogpuinc", "-nogpulib", f"--offload-arch={arch}",
            "-std=c++17", f"-I{inc}", "-include", str(inc / "hip" / "hip_runtime.h"), *common, source]


def compile_amd(path: Path, language: str, arch: str, outdir: Path, kernel: str | None,
                block, params: dict) -> list:
    """Compile ``path`` for one AMD target; one :class:`Compiled` per kernel of the result."""
    from ..amd.asm import parse_asm
    from .. import toolchain
    if params:
        raise UsageError(f"a value in params= applies to Python kernels (constexpr values); for "
                         f"{language.upper()} give kernel argument values in args= (NAME=VALUE)")
    clang = clang_for(arch)
    out = outdir / f"{path.stem}_{arch}.s"
    toolchain.run(clang, clang_args(language, arch, path.name, str(out)),
                  f"compile {path.name} for {arch}", timeout=TIMEOUT, cwd=str(path.parent))
    if not out.is_file():
        raise UsageError(f"{Path(clang).name} exited without error but wrote no {out.name} (compile {path.name} "
                         f"for {arch}): not a working compiler?")
    from ..inputs import read_text
    text = read_text(str(out), f"the assembly {Path(clang).name} wrote for {path.name}")
    kernels = [k for k in parse_asm(text, str(out))]
    if not kernels:
        raise UsageError(f"{path.name}: no kernel (no __global__ / __kernel function) in the code "
                         f"compiled for {arch}")
    if kernel is not None:
        sel = [k for k in kernels if names_kernel(k.name, kernel)]
        if not sel:
            names = ", ".join(source_name(k.name) for k in kernels)
            raise UsageError(f"{path.name}: no kernel named {kernel!r} (it has: {names})")
        kernels = sel
    blk = parse_block(block)
    note = (f"compiled by {Path(clang).name} as {'OpenCL C' if language == 'opencl' else 'HIP'}"
            + (" (CUDA source, with ldsopt's CUDA-on-AMD headers)" if language == "cuda" else ""))
    return [Compiled(k.name, arch, language, "amdgpu-asm", str(out), text, blk,
                     "--block" if blk else "the kernel's metadata", {}, str(path),
                     notes=(note,)) for k in kernels]

