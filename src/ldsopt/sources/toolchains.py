"""Which compiler builds which language for which arch on this machine, and the exact command that
installs it when none does.

* HIP, OpenCL C, and CUDA for AMD targets: Debian's clang (``clang-19`` builds gfx906, gfx90a and
  gfx942; gfx950 needs clang 20 or newer, Debian's ``clang-22``), with ldsopt's header stand-in
  (``ldsopt/sources/include``) instead of ROCm.  ``LDSOPT_CLANG`` names one clang to use.
* CUDA for NVIDIA targets: ``nvcc`` (PyPI's ``nvidia-cuda-nvcc`` and ``nvidia-cuda-cccl``, found
  without PATH changes, or a CUDA toolkit); the SASS comes from ``nvdisasm`` / ``cuobjdump``.
* Triton and Gluon: the ``triton`` package in this Python (``ldsopt[triton]``).

The lookups are cached per process; :func:`clear` forgets them (tests).
"""

from __future__ import annotations

import functools
import os
import re
import shutil
from pathlib import Path

from ..errors import UsageError

#: the first clang major version that builds each AMD target (LLVM's AMDGPU processor table:
#: gfx90a from LLVM 13, gfx942 from LLVM 18 as a name clang accepts, gfx950 from LLVM 20)
CLANG_MIN = {"gfx906": 8, "gfx90a": 13, "gfx942": 18, "gfx950": 20}

#: how to get each piece, as one command
INSTALL = {
    "clang-19": "apt-get install -y clang-19",
    "clang-22": "apt-get install -y clang-22",
    "ld.lld": "apt-get install -y lld-19",
    "nvcc": "pip install 'ldsopt[cuda]'  (nvidia-cuda-nvcc, nvidia-cuda-cccl, nvidia-cuda-cuobjdump, "
            "nvidia-cuda-nvdisasm)",
    "nvdisasm": "pip install 'ldsopt[cuda]'  (nvidia-cuda-nvdisasm)",
    "triton": "pip install 'ldsopt[triton]'",
    "flydsl": "pip install 'ldsopt[flydsl]'  (FlyDSL and torch; and apt-get install -y lld-19 for ld.lld)",
    "torch": "pip install 'ldsopt[flydsl]'  (torch: FlyDSL launchers take CPU torch tensors)",
    "cutlass": "pip install 'ldsopt[cute]'  (nvidia-cutlass-dsl 4.8.1)",
}


def clear() -> None:
    """Forget the cached lookups."""
    clangs.cache_clear()
    python_module.cache_clear()


def _clang_version(path: str) -> int | None:
    from .. import toolchain
    try:
        r = toolchain.run(path, ["--version"], "read clang's version", timeout=60, check=False)
    except UsageError:
        return None
    m = re.search(r"clang version (\d+)", r.stdout or "")
    return int(m.group(1)) if m else None


@functools.lru_cache(maxsize=None)
def clangs() -> tuple:
    """((major version, path), ...) of the clangs found, newest first: ``LDSOPT_CLANG`` alone when
    set, else ``clang-N`` on PATH or in ``/usr/lib/llvm-N/bin`` and plain ``clang``."""
    env = os.environ.get("LDSOPT_CLANG")
    if env:
        v = _clang_version(env) if Path(env).is_file() else None
        return ((v, env),) if v else ()
    seen, out = set(), []
    cands = [shutil.which(f"clang-{n}") for n in range(30, 13, -1)]
    cands += [str(p) for p in sorted(Path("/usr/lib").glob("llvm-*/bin/clang"), reverse=True)]
    cands.append(shutil.which("clang"))
    for c in cands:
        if not c or not os.access(c, os.X_OK):
            continue
        real = os.path.realpath(c)
        if real in seen:
            continue
        seen.add(real)
        v = _clang_version(c)
        if v:
            out.append((v, c))
    out.sort(key=lambda t: -t[0])
    return tuple(out)


def clang_for(arch: str) -> str:
    """The newest clang that builds ``arch``; a one-line error naming the install command when
    none does (never a substitute target)."""
    need = CLANG_MIN[arch]
    have = clangs()
    for v, path in have:
        if v >= need:
            return path
    pkg = "clang-22" if need > 19 else "clang-19"
    found = ", ".join(f"clang {v}" for v, _ in have) or "no clang"
    raise UsageError(f"{arch}: needs clang {need} or newer to compile (found {found}): "
                     f"{INSTALL[pkg]}")


def nvcc() -> str:
    """nvcc's path, or a one-line error naming the install command."""
    from .. import toolchain
    p = toolchain.find("nvcc")
    if p is None:
        raise UsageError(f"nvcc not found (PATH, $CUDA_HOME, /usr/local/cuda, NVIDIA's pip wheels): "
                         f"{INSTALL['nvcc']}")
    return p


def nvcc_include() -> list:
    """``-I`` folders nvcc from the pip wheels needs for CCCL's headers (empty for a toolkit)."""
    from .. import toolchain
    out = []
    for b in toolchain.nvidia_wheel_bins():
        inc = b.parent / "include"
        for sub in (inc / "cccl", b.parent / "cccl" / "include"):
            if sub.is_dir():
                out.append(f"-I{sub}")
    return out


@functools.lru_cache(maxsize=None)
def python_module(name: str) -> str | None:
    """The version of an importable package, without importing it (None when absent)."""
    try:
        import importlib.metadata as md
        import importlib.util
        if importlib.util.find_spec(name) is None:
            return None
        dist = {"cutlass": "nvidia-cutlass-dsl"}.get(name, name)
        try:
            return md.version(dist)
        except md.PackageNotFoundError:
            return "unknown version"
    except (ImportError, ValueError):
        return None


def require_module(name: str, language: str) -> None:
    """A one-line error naming the install command when ``name`` cannot be imported."""
    if python_module(name) is None:
        raise UsageError(f"{language} needs the Python package {name!r}, not installed here: "
                         f"{INSTALL.get(name, 'pip install ' + name)}")


def include_dir() -> Path:
    """ldsopt's HIP / CUDA-on-AMD header stand-in (package data)."""
    return Path(__file__).with_name("include")
