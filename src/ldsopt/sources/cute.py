"""CuTe DSL kernels: the user's script run with every ``cute.compile`` keeping its cubin.

CuTe DSL compiles without a GPU (``cute.compile`` on fake tensors, ``CUTE_DSL_ARCH=sm_90a``);
``CUTE_DSL_LINEINFO=1`` puts the source lines in the cubin.  The file is run as a script by
:mod:`.cute_driver` (in a child process, bounded in time and output), which keeps the cubin of each
compile; each kernel in them is analysed.  The file must compile its kernels when run (typically
under ``if __name__ == "__main__":``).  The block comes from ``--block`` (or the kernel's required
block size when the cubin records one).
"""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import UsageError
from .compiled import Compiled, parse_block
from .child import run_script
from .toolchains import require_module


def cute_arch(arch: str) -> str:
    """The ``CUTE_DSL_ARCH`` for an arch: sm_90 is built as sm_90a (its wgmma and TMA need it)."""
    return "sm_90a" if arch == "sm_90" else arch


def compile_cute(path: Path, archs: list, outdir: Path, kernel: str | None, block, params: dict) -> list:
    """Run ``path`` with the cubins of its ``cute.compile`` calls kept, once per arch."""
    from ..nvidia.disasm import load
    require_module("cutlass", "CuTe DSL kernels")
    amd = [a for a in archs if a.startswith("gfx")]
    if amd:
        raise UsageError(f"{path.name}: CuTe DSL compiles for NVIDIA targets; {', '.join(amd)} is AMD")
    if params:
        raise UsageError("params= do not apply: a CuTe DSL file is run as it is (its compile call fixes the values); "
                         "change them in the file")
    driver = Path(__file__).with_name("cute_driver.py")
    blk = parse_block(block)
    out = []
    for a in archs:
        keep = outdir / f"cute_{a}"
        keep.mkdir(parents=True, exist_ok=True)
        # KeepCUBIN also makes the DSL write its own copy to CUTE_DSL_DUMP_DIR (default: the working
        # directory, the user's source folder): kept out of it, and out of `keep`
        dump = outdir / f"cute_{a}_dump"        # must exist: the DSL reads its cubin back from there
        dump.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, CUTE_DSL_ARCH=cute_arch(a), CUTE_DSL_LINEINFO="1", CUTE_DSL_NO_CACHE="1",
                   CUTE_DSL_DUMP_DIR=str(dump.resolve()))
        run_script([str(driver), str(keep.resolve()), path.name], path, env,
                   f"CuTe DSL (CUTE_DSL_ARCH={cute_arch(a)})")
        cubins = sorted(keep.glob("*.cubin"))
        if not cubins:
            raise UsageError(f"{path.name}: run as a script it called no cute.compile: the file must compile "
                             "its kernels when run (e.g. `cute.compile(launcher, fake tensors)` under "
                             "`if __name__ == '__main__':`)")
        for c in cubins:
            funcs, _ = load(str(c), None)
            for f in funcs:
                if kernel is not None and kernel not in f.name:
                    continue
                out.append(Compiled(f.name, a, "cute", "cubin", str(c), None, blk,
                                    "--block" if blk else "the kernel's launch bounds", {}, str(path),
                                    notes=(f"compiled by CuTe DSL (CUTE_DSL_ARCH={cute_arch(a)}, "
                                           "CUTE_DSL_LINEINFO=1), run as a script",)))
    if kernel is not None and not out:
        raise UsageError(f"{path.name}: no CuTe DSL kernel named {kernel!r} was compiled")
    return out
