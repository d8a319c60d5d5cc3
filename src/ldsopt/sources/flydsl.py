"""FlyDSL kernels: the user's script run in FlyDSL's compile-only mode, its AMDGPU assembly kept.

FlyDSL compiles a ``@flyc.kernel`` when its ``@flyc.jit`` launcher is called; with ``COMPILE_ONLY=1``
and ``ARCH=gfx942`` it does so without a GPU (CPU torch tensors stand in for the arguments), and
``FLYDSL_DEBUG_DUMP_ASM=1`` with ``FLYDSL_DEBUG_ENABLE_DEBUG_INFO=1`` writes the final ISA with
``.loc`` source lines.  So the file is run as a script (``python FILE``) once per arch, in a child
process bounded in time and output, and every ``*_final_isa.s`` it leaves is analysed: the file
must launch its kernels when run (typically under ``if __name__ == "__main__":``).  FlyDSL links
with ``ld.lld``, which it looks for under ``$ROCM_PATH/llvm/bin``: a folder holding a link to
Debian's ``ld.lld`` (``lld-19``) stands in for ROCm.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

from ..errors import UsageError
from .child import run_script
from .compiled import Compiled, parse_block
from .toolchains import require_module



def find_lld() -> str | None:
    """Path of an ``ld.lld`` (PATH, ``ld.lld-N``, ``/usr/lib/llvm-N/bin``), or None."""
    for name in ["ld.lld", *(f"ld.lld-{n}" for n in range(30, 13, -1))]:
        p = shutil.which(name)
        if p:
            return p
    for p in sorted(Path("/usr/lib").glob("llvm-*/bin/ld.lld"), reverse=True):
        if os.access(p, os.X_OK):
            return str(p)
    return None


def _final_isa(folder: Path) -> list:
    """The last-stage ISA dump of each kernel folder FlyDSL wrote."""
    out = []
    for d in sorted(p for p in folder.iterdir() if p.is_dir()):
        isa = sorted(d.glob("*_final_isa.s"), key=lambda p: int(re.match(r"\d+", p.name).group(0))
                     if re.match(r"\d+", p.name) else 0)
        if isa:
            out.append(isa[-1])
    return out


def compile_flydsl(path: Path, archs: list, outdir: Path, kernel: str | None, block, params: dict) -> list:
    """Run ``path`` under FlyDSL's compile-only mode for each arch; one :class:`Compiled` per kernel."""
    from ..amd.asm import parse_asm
    require_module("flydsl", "FlyDSL kernels")
    nv = [a for a in archs if not a.startswith("gfx")]
    if nv:
        raise UsageError(f"{path.name}: FlyDSL compiles for AMD targets; {', '.join(nv)} is NVIDIA")
    if params:
        raise UsageError("params= do not apply: a FlyDSL file is run as it is (its launch fixes the constexpr "
                         "values); change them in the file")
    lld = find_lld()
    if lld is None:
        raise UsageError(f"{path.name}: FlyDSL links with ld.lld, not found: apt-get install -y lld-19")
    rocm = outdir / "rocm-llvm"
    (rocm / "llvm" / "bin").mkdir(parents=True, exist_ok=True)
    link = rocm / "llvm" / "bin" / "ld.lld"
    if not link.exists():
        link.symlink_to(lld)
    blk = parse_block(block)
    out = []
    for a in archs:
        dump = outdir / f"flydsl_{a}"
        env = dict(os.environ, COMPILE_ONLY="1", ARCH=a, FLYDSL_DEBUG_DUMP_ASM="1",
                   FLYDSL_DEBUG_ENABLE_DEBUG_INFO="1", FLYDSL_DUMP_DIR=str(dump),
                   FLYDSL_RUNTIME_ENABLE_CACHE="0", ROCM_PATH=str(rocm))
        run_script([path.name], path, env, f"FlyDSL's COMPILE_ONLY=1 ARCH={a}")
        files = _final_isa(dump) if dump.is_dir() else []
        if not files:
            raise UsageError(f"{path.name}: run with FlyDSL's COMPILE_ONLY=1 it compiled no kernel: the "
                             "file must launch its kernels when run as a script (e.g. under `if __name__ "
                             "== '__main__':`, with CPU torch tensors as arguments)")
        for f in files:
            for k in parse_asm(f.read_text(), str(f)):
                base = re.sub(r"_\d+$", "", k.name)
                if kernel is not None and kernel not in (k.name, base):
                    continue
                out.append(Compiled(k.name, a, "flydsl", "amdgpu-asm", str(f), None, blk,
                                    "--block" if blk else "the kernel's metadata", {}, str(path),
                                    notes=(f"compiled by FlyDSL (COMPILE_ONLY=1 ARCH={a}), run as a script",)))
    if kernel is not None and not out:
        raise UsageError(f"{path.name}: no FlyDSL kernel named {kernel!r} was compiled")
    return out
