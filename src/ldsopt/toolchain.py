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

from .errors import UsageError

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
    """Run a tool (a name, looked up by :func:`find`, or a path); a failure is one line naming the
    tool and its first error line."""
    exe = tool if os.path.isabs(tool) and os.path.isfile(tool) else require(tool, purpose)
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
    """The last line of ``tool --version`` (``tool`` a name or a path), or None."""
    p = tool if os.path.isabs(tool) and os.path.isfile(tool) else find(tool)
    if p is None:
        return None
    try:
        r = subprocess.run([p, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = [ln.strip() for ln in (r.stdout or r.stderr).splitlines() if ln.strip()]
    return lines[-1] if lines else None


def nvcc_args(source, out, arch: str = "sm_90", extra: list | None = None,
              mode: str | None = None) -> list:
    """nvcc's arguments for one architecture (``-arch=sm_XX``, or ``-gencode`` for the ``a``
    variants that plain ``-arch`` cannot build): ``mode`` "-cubin"/"-c"/None (executable)."""
    if arch.endswith("a"):
        target = [f"-gencode=arch=compute_{arch[3:]},code={arch}"]
    else:
        target = [f"-arch={arch}"]
    return ([mode] if mode else []) + target + list(extra or []) + ["-o", str(out), str(source)]


def nvcc(source: Path, out: Path, arch: str = "sm_90", extra: list | None = None,
         mode: str | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    """Build ``source`` with nvcc (:func:`nvcc_args`); a failure is a one-line UsageError."""
    return run("nvcc", nvcc_args(source, out, arch, extra, mode), f"build {Path(source).name}",
               timeout=timeout)


def cuobjdump_sass(binary, timeout: float = 120) -> str | None:
    """``cuobjdump -sass BINARY`` (text), or None when cuobjdump is missing or fails: for the
    record of a measurement, where a missing disassembler is not an error."""
    p = find("cuobjdump")
    if p is None:
        return None
    try:
        r = subprocess.run([p, "-sass", str(binary)], capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return r.stdout if r.returncode == 0 else None


def gpu_name(fields: str = "name,driver_version,clocks.max.sm,memory.total") -> str | None:
    p = find("nvidia-smi")
    if p is None:
        return None
    try:
        r = subprocess.run([p, f"--query-gpu={fields}",
                            "--format=csv,noheader"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return r.stdout.strip() or None


def environment(gpu_fields: str = "name,driver_version,clocks.max.sm,clocks.sm,memory.total",
                tools=("nvcc", "ncu", "cuobjdump")) -> dict:
    """GPU, driver and tool versions and the date, for the record of a measurement (None for a
    missing tool or GPU)."""
    env = {"date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
           "gpu": gpu_name(gpu_fields)}
    for t in tools:
        env[t] = version(t)
    return env
