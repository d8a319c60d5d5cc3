"""The one place that finds and runs the NVIDIA tools: ``nvcc``, ``ptxas``, ``cuobjdump``,
``nvdisasm``, ``ncu``, ``nvidia-smi``; and the environment record every measurement keeps.

A tool is looked up, in order: the ``LDSOPT_<TOOL>`` environment variable (a path), ``PATH``,
``$CUDA_HOME/bin``, ``/usr/local/cuda/bin``, the ``bin`` folders of NVIDIA's PyPI wheels installed
beside ldsopt (``pip install ldsopt[cuda]``: ``nvidia-cuda-nvcc``, ``nvidia-cuda-cuobjdump``,
``nvidia-cuda-nvdisasm``; ``nvidia/cu13/bin``, or ``nvidia/cuda_nvcc/bin`` and the like for CUDA
12), and the ``bin`` folder of an installed Triton wheel (``triton/backends/nvidia/bin``: it
carries ``cuobjdump``, ``nvdisasm`` and ``ptxas``).  Nothing is
imported from a CUDA package.  A missing tool is a :class:`~ldsopt.errors.UsageError` that says
which tool, what for, and where it was looked for.

Every external tool (these, and ``llvm-objdump``/``llvm-readelf`` for AMD code objects) runs
through :func:`run_bounded`: its output is capped (``OUTPUT_CAP`` bytes per stream, and no file it
writes may grow past ``FILE_CAP``: ``RLIMIT_FSIZE``), its processor time is limited in the child
(``RLIMIT_CPU``), a tool that sits idle (it and every process it started use no processor time for
``STALL_S`` seconds: blocked on a FIFO it reads, a sleep) is stopped with its whole session, and a
wall-clock timeout, several times the CPU limit, is the last resort.  Output that is not UTF-8 is decoded with replacement
characters.  Each failure is one line naming the tool, where it came from and what it was for.
"""

from __future__ import annotations

import datetime as _dt
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from .errors import UsageError

TOOLS = ("nvcc", "ptxas", "cuobjdump", "nvdisasm", "ncu", "nvidia-smi")
OUTPUT_CAP = 64 << 20       # bytes of standard output (or error) read from a tool
FILE_CAP = 1 << 30          # bytes any one file a tool writes may reach (RLIMIT_FSIZE)
CPU_LIMIT = 300             # processor seconds a tool may use (RLIMIT_CPU)
WALL_FACTOR = 10            # the wall-clock last resort: this many times the CPU limit,
WALL_MIN = 60               # and never less than this many seconds (a loaded machine is slow)
STALL_S = 60                # a tool (with the processes it started) idle this long is blocked


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


def _env_name(tool: str) -> str:
    return "LDSOPT_" + tool.upper().replace("-", "_")


def nvidia_wheel_bins() -> list:
    """The ``bin`` folders of NVIDIA's CUDA wheels (``nvidia-cuda-nvcc`` and the like) installed in
    this Python, newest CUDA first."""
    try:
        import importlib.util
        spec = importlib.util.find_spec("nvidia")
    except (ImportError, ValueError):
        return []
    if spec is None or not spec.submodule_search_locations:
        return []
    out = []
    for loc in spec.submodule_search_locations:
        root = Path(loc)
        out += sorted((p for p in root.glob("cu*/bin") if p.is_dir()), reverse=True)
        out += sorted(p for p in root.glob("cuda_*/bin") if p.is_dir())
    return out


def find(tool: str) -> str | None:
    """Path of ``tool`` or None.  ``LDSOPT_<TOOL>`` set to something that is not an executable
    file is a UsageError (not a silent fall back to another copy of the tool)."""
    env = os.environ.get(_env_name(tool))
    if env:
        if not Path(env).is_file() or not os.access(env, os.X_OK):
            raise UsageError(f"{_env_name(tool)}={env}: not an executable file")
        return env
    p = shutil.which(tool)
    if p:
        return p
    dirs = []
    if os.environ.get("CUDA_HOME"):
        dirs.append(Path(os.environ["CUDA_HOME"]) / "bin")
    dirs.append(Path("/usr/local/cuda/bin"))
    dirs += nvidia_wheel_bins()
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
        where = "PATH, $CUDA_HOME/bin, /usr/local/cuda/bin, NVIDIA's pip wheels"
        hint = {"cuobjdump": "`pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm` (or "
                             "`pip install ldsopt[cuda]`), or the CUDA toolkit",
                "nvdisasm": "`pip install nvidia-cuda-nvdisasm` (or `pip install ldsopt[cuda]`), or "
                            "the CUDA toolkit",
                "ptxas": "`pip install nvidia-cuda-nvcc` (or `pip install ldsopt[cuda]`), or the CUDA "
                         "toolkit",
                "nvcc": "`pip install nvidia-cuda-nvcc nvidia-cuda-cccl` (or `pip install "
                        "ldsopt[cuda]`), or the CUDA toolkit",
                "ncu": "Nsight Compute (or export the report to CSV where it is installed: ncu -i "
                       "REPORT --page source --csv --print-source sass)",
                }.get(tool, "the CUDA toolkit")
        raise UsageError(f"{tool} not found ({where}, an installed triton wheel); it is needed "
                         f"to {purpose}: install {hint}, or set LDSOPT_{tool.upper()}")
    return p


def _child_limits(cpu: int, fsize: int) -> None:
    """In the tool's process, before it starts: its CPU time and the size of any file it writes
    (its standard output and error go to files here, so this caps them too); no core dumps."""
    import resource
    for what, want in ((resource.RLIMIT_CPU, (cpu, cpu + 5)), (resource.RLIMIT_FSIZE, (fsize, fsize)),
                       (resource.RLIMIT_CORE, (0, 0))):
        _, hard = resource.getrlimit(what)        # never above a limit this process already has
        if hard != resource.RLIM_INFINITY:
            # below a lower hard limit, the soft one stays a second under it: SIGXCPU (reported as
            # the tool's processor time) comes before the kernel's SIGKILL at the hard limit
            want = (min(want[0], max(hard - 1, 1)), min(want[1], hard))
        resource.setrlimit(what, want)


def _effective_cpu(cpu: int) -> int:
    """The processor seconds a tool really gets: ``cpu``, or less when this process's own hard
    ``RLIMIT_CPU`` is lower (:func:`_child_limits` never raises a limit), so that a message names
    the bound that stopped the tool."""
    import resource
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    return cpu if hard == resource.RLIM_INFINITY else max(1, min(cpu, hard - 1))


def _session_cpu(sid: int) -> int | None:
    """Clock ticks of processor time used so far by the processes of session ``sid`` (the tool and
    every process it started, with their finished children), from ``/proc``; None without it."""
    total, seen = 0, False
    try:
        entries = os.listdir("/proc")
    except OSError:
        return None
    for e in entries:
        if not e.isdigit():
            continue
        try:
            with open(f"/proc/{e}/stat", "rb") as f:
                stat = f.read().decode("ascii", "replace")
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()   # after the command name, which may hold spaces
        if len(fields) > 14 and fields[3] == str(sid):
            total += sum(int(x) for x in fields[11:15])   # utime, stime, cutime, cstime
            seen = True
    return total if seen else None


def _wait(p: subprocess.Popen, wall: float) -> str | None:
    """Wait for the tool; None when it exited, else why it was killed (with every process of its
    session): ``STALL_S`` seconds without using any processor time (blocked on a FIFO, a lock, a
    sleep: on a loaded machine a tool that computes still gets some), or the wall-clock last
    resort."""
    import time
    t0 = last_change = time.monotonic()
    last = None
    while True:
        try:
            p.wait(timeout=1.0)
            return None
        except subprocess.TimeoutExpired:
            pass
        except BaseException:           # Ctrl-C: the tool is in its own session, stop it too
            _kill_session(p)
            raise
        now = time.monotonic()
        used = _session_cpu(p.pid)
        if used is not None and used != last:
            last, last_change = used, now
        why = None
        if used is not None and now - last_change > STALL_S:
            why = f"used no processor time for {STALL_S} s (blocked on input that never comes?)"
        elif now - t0 > wall:
            why = f"did not finish in {wall:.0f} s"
        if why is not None:
            _kill_session(p)
            return why


def _kill_session(p: subprocess.Popen) -> None:
    """Kill the tool and every process of its session, and reap it."""
    import signal
    try:
        os.killpg(p.pid, signal.SIGKILL)
    except OSError:
        p.kill()
    p.wait()


def _read_capped(f, cap: int) -> tuple[str, bool]:
    """(text, cut): at most ``cap`` bytes of a file, decoded as UTF-8 with replacement."""
    f.seek(0)
    data = f.read(cap + 1)
    return data[:cap].decode("utf-8", "replace"), len(data) > cap


def run_bounded(argv: list, purpose: str, name: str | None = None, *, cpu: int = CPU_LIMIT,
                output_cap: int = OUTPUT_CAP, file_cap: int = FILE_CAP, check: bool = True,
                cwd=None, env=None) -> subprocess.CompletedProcess:
    """Run ``argv`` (its first item a path) with bounded output, CPU time and wall time; text out.

    Parameters
    ----------
    argv : list
        The executable's path, then its arguments (``str()`` of each).
    purpose : str
        What the run is for, said in any error ("disassemble k.cubin").
    name : str, optional
        The tool's name in messages (default: the executable's file name).
    cpu : int
        Processor seconds the tool may use (``RLIMIT_CPU`` in the child); the wall-clock
        timeout, the last resort for a tool that blocks, is ``WALL_FACTOR`` times this (at least
        ``WALL_MIN`` s), far above what a tool within its CPU time takes on a loaded machine.
    output_cap, file_cap : int
        Bytes of standard output / error read back (more is an error: a tool flooding its output
        does not flood this process's memory), and the size any file it writes may reach.
    check : bool
        A non-zero exit status is a UsageError naming the tool and its first message line.

    Returns
    -------
    subprocess.CompletedProcess
        ``stdout`` and ``stderr`` as text (not UTF-8 bytes replaced by U+FFFD).

    Examples
    --------
    >>> run_bounded(["/bin/echo", "hi"], "say hi").stdout
    'hi\\n'
    """
    exe = str(argv[0])
    name = name or Path(exe).name
    src = f" ({exe}, from {_env_name(name)})" if os.environ.get(_env_name(name)) == exe else ""
    cpu = _effective_cpu(int(cpu))
    wall = max(WALL_MIN, cpu * WALL_FACTOR)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        try:
            p = subprocess.Popen([exe, *map(str, argv[1:])], stdin=subprocess.DEVNULL, stdout=out,
                                 stderr=err, cwd=cwd, env=env, start_new_session=True,
                                 preexec_fn=lambda: _child_limits(int(cpu), int(file_cap)))
        except OSError as e:
            raise UsageError(f"cannot run {name}{src} ({purpose}): {e.strerror or e}")
        why = _wait(p, wall)
        if why is not None:
            raise UsageError(f"{name}{src} {why} ({purpose}): stopped")
        rc = p.returncode
        stdout, cut_out = _read_capped(out, output_cap)
        stderr, cut_err = _read_capped(err, output_cap)
    import signal
    if rc == -signal.SIGXCPU:
        raise UsageError(f"{name}{src} used more than its {cpu} s of processor time ({purpose})")
    if rc == -signal.SIGXFSZ or cut_out or cut_err:
        raise UsageError(f"{name}{src} wrote more than {output_cap >> 20} MiB ({purpose}): output "
                         "cut off, not read")
    if check and rc:
        first = next((ln.strip() for ln in (stderr or stdout).splitlines() if ln.strip()), "")
        how = f"was killed by signal {-rc}" if rc < 0 else f"failed with exit status {rc}"
        raise UsageError(f"{name}{src} {how} ({purpose}): {first[:300] or 'no message'}")
    return subprocess.CompletedProcess(argv, rc, stdout, stderr)


def run(tool: str, args: list, purpose: str, timeout: float = CPU_LIMIT, check: bool = True,
        **kw) -> subprocess.CompletedProcess:
    """Run a tool (a name, looked up by :func:`find`, or a path) through :func:`run_bounded`
    (``timeout``: its CPU seconds); a failure is one line naming the tool and its first error
    line."""
    exe = tool if os.path.isabs(tool) and os.path.isfile(tool) else require(tool, purpose)
    name = tool if not os.path.isabs(tool) else None
    return run_bounded([exe, *args], purpose, name, cpu=int(timeout), check=check, **kw)


def version(tool: str) -> str | None:
    """The last line of ``tool --version`` (``tool`` a name or a path), or None."""
    p = tool if os.path.isabs(tool) and os.path.isfile(tool) else find(tool)
    if p is None:
        return None
    try:
        r = run_bounded([p, "--version"], "print its version", cpu=60, check=False)
    except UsageError:
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
        r = run_bounded([p, "-sass", binary], "disassemble for the record", cpu=int(timeout),
                        check=False)
    except UsageError:
        return None
    return r.stdout if r.returncode == 0 else None


def gpu_name(fields: str = "name,driver_version,clocks.max.sm,memory.total") -> str | None:
    p = find("nvidia-smi")
    if p is None:
        return None
    try:
        r = run_bounded([p, f"--query-gpu={fields}", "--format=csv,noheader"], "name the GPU",
                        cpu=60, check=False)
    except UsageError:
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
