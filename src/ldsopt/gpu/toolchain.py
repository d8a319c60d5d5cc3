"""The one place that finds and runs the NVIDIA tools: ``nvcc``, ``ptxas``, ``cuobjdump``,
``nvdisasm``, ``ncu``, ``nvidia-smi``; and the environment record every measurement keeps.

A tool is looked up, in order: the ``LDSOPT_<TOOL>`` environment variable (a path), ``PATH``,
``$CUDA_HOME/bin``, ``/usr/local/cuda/bin``, and the ``bin`` folder of an installed Triton wheel
(``triton/backends/nvidia/bin``: it carries ``cuobjdump``, ``nvdisasm`` and ``ptxas``).  Nothing is
imported from a CUDA package.  A missing tool is a :class:`~ldsopt.errors.UsageError` that says
which tool, what for, and where it was looked for.
"""

from __future__ import annotations

import datetime as _dt
import os
import shutil
import subprocess
from pathlib import Path

from ..errors import UsageError

TOOLS = ("nvcc", "ptxas", "cuobjdump", "nvdisasm", "ncu", "nvidia-smi")


def _triton_bin() -> Path | None:
    try:
        import importlib.util
        spec = importlib.util.find_spec("triton")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for loc in spec.submodule_search_locations:
        p = Path(loc) / "backends" / "nvidia" / "bin"
        if p.is_dir():
            return p
    return None


def find(tool: str) -> str | None:
    """Path of ``tool`` or None."""
    env = os.environ.get("LDSOPT_" + tool.upper().replace("-", "_"))
    if env and Path(env).is_file():
        return env
    p = shutil.which(tool)
    if p:
        return p
    dirs = []
    if os.environ.get("CUDA_HOME"):
        dirs.append(Path(os.environ["CUDA_HOME"]) / "bin")
    dirs.append(Path("/usr/local/cuda/bin"))
    tb = _triton_bin()
    if tb is not None:
        dirs.append(tb)
    for d in dirs:
        cand = d / tool
        if cand.is_file() and os.access(cand, os.X_OK):
            return str(cand)
    return None


def require(tool: str, purpose: str) -> str:
    p = find(tool)
    if p is None:
        where = "PATH, $CUDA_HOME/bin, /usr/local/cuda/bin"
        hint = {"cuobjdump": "the CUDA toolkit, or `pip install triton` (its wheel carries cuobjdump "
                             "and nvdisasm)",
                "nvdisasm": "the CUDA toolkit, or `pip install triton`",
                "ptxas": "the CUDA toolkit, or `pip install triton`",
                "ncu": "Nsight Compute (or export the report to CSV where it is installed: ncu -i "
                       "REPORT --page source --csv --print-source sass)",
                }.get(tool, "the CUDA toolkit")
        raise UsageError(f"{tool} not found ({where}, an installed triton wheel); it is needed "
                         f"to {purpose}: install {hint}, or set LDSOPT_{tool.upper()}")
    return p


def run(tool: str, args: list, purpose: str, timeout: float = 300, check: bool = True,
        **kw) -> subprocess.CompletedProcess:
    """Run a tool; a failure is one line naming the tool and its first error line."""
    exe = require(tool, purpose)
    try:
        r = subprocess.run([exe, *map(str, args)], capture_output=True, text=True, timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        raise UsageError(f"{tool} did not finish in {timeout:.0f} s ({purpose})")
    except OSError as e:
        raise UsageError(f"cannot run {exe}: {e}")
    if check and r.returncode:
        first = next((ln.strip() for ln in (r.stderr or r.stdout).splitlines() if ln.strip()), "no message")
        raise UsageError(f"{tool} failed ({purpose}): {first[:300]}")
    return r


def version(tool: str) -> str | None:
    p = find(tool)
    if p is None:
        return None
    try:
        r = subprocess.run([p, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = [ln.strip() for ln in (r.stdout or r.stderr).splitlines() if ln.strip()]
    return lines[-1] if lines else None


def nvcc(source: Path, out: Path, arch: str = "sm_90", extra: list | None = None,
         mode: str | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    """Build ``source`` with nvcc for one architecture (``-arch=sm_XX``, or ``-gencode`` for the
    ``a`` variants that plain ``-arch`` cannot build): ``mode`` "-cubin"/"-c"/None (executable)."""
    if arch.endswith("a"):
        target = [f"-gencode=arch=compute_{arch[3:]},code={arch}"]
    else:
        target = [f"-arch={arch}"]
    args = ([mode] if mode else []) + target + list(extra or []) + ["-o", str(out), str(source)]
    return run("nvcc", args, f"build {Path(source).name}", timeout=timeout)


def gpu_name() -> str | None:
    p = find("nvidia-smi")
    if p is None:
        return None
    try:
        r = subprocess.run([p, "--query-gpu=name,driver_version,clocks.max.sm,memory.total",
                            "--format=csv,noheader"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return r.stdout.strip() or None


def environment() -> dict:
    """GPU, driver and tool versions and the date, for the record of a measurement."""
    env = {"date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
           "gpu": gpu_name()}
    for t in ("nvcc", "ncu", "cuobjdump"):
        env[t] = version(t)
    return env
