"""Run the ldsopt command line on hostile input with bounded time and memory, and check the rule
every input must meet: a correct answer, or one line on stderr and exit 1 or 2; never a traceback,
a hang, a raw escape sequence on the terminal, or a memory blow-up.

Two ways to run a command:

- :func:`run_cli` (default ``fresh=False``): fork this (already imported) test process, set the
  limits in the child (``RLIMIT_AS``, ``RLIMIT_FSIZE``, ``RLIMIT_CPU``), point file
  descriptors 0/1/2 at files, and call ``ldsopt.cli.main.main(argv)`` there.  A fork costs a few
  milliseconds where a new interpreter costs half a second: this is what keeps hundreds of
  hostile cases within CI's time on two shared cores.
- ``fresh=True``: a new ``python -m ldsopt`` process, the limits set in ``preexec_fn``, for what
  only a real process shows (a closed standard output seen at start-up, the flush at exit).

:func:`assert_clean` checks the rule on an :class:`Outcome`.
"""

from __future__ import annotations

import io
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

GiB = 1 << 30
MEM = 3 * GiB            # address space a fresh process may use (the bound)
FORK_EXTRA = 2 * GiB     # address space a forked child may add to what it inherits
OUT_LIMIT = 64 << 20     # bytes a command may write to one file (RLIMIT_FSIZE)
TIMEOUT = 30.0           # CPU seconds a case may use (RLIMIT_CPU): the bound that decides
# The wall clock is not a bound: on a loaded machine a case gets a fraction of a core, and a case
# that was within its CPU time would fail for the machine's load.  The only wall-clock limit left
# is a backstop against a case blocked without using CPU (waiting on a pipe, a lock, a sleeping
# tool), far above any CPU-bound run: HANG_FACTOR times the CPU bound, which even two busy loops
# per core (a quarter of a core each) stay well within.
HANG_FACTOR = 10


@dataclass
class Outcome:
    args: list
    rc: int | None            # exit status; None when killed
    out: str
    err: str
    seconds: float
    killed: str | None = None  # "timeout", "memory", or the signal's name

    def __str__(self) -> str:
        return (f"ldsopt {' '.join(map(str, self.args))[:300]} -> rc {self.rc}, killed {self.killed}, "
                f"{self.seconds:.1f} s\n--- stderr ---\n{self.err[-2000:]}\n--- stdout ---\n{self.out[:1000]}")


def preload() -> None:
    """Import every ldsopt module (and PyYAML) once in this process, so that forked children share
    them instead of each importing them again: a case then costs tens of milliseconds, not half a
    second.  ``ldsopt.__main__`` is skipped (importing it runs the command line)."""
    import importlib
    import pkgutil

    import ldsopt
    for m in pkgutil.walk_packages(ldsopt.__path__, "ldsopt."):
        if not m.name.endswith("__main__"):
            importlib.import_module(m.name)
    try:
        import yaml  # noqa: F401 - only to have it imported before the fork
    except ImportError:
        pass


_PRELOADED = False


def _vm_bytes() -> int:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _limits(mem: int, timeout: float) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
    resource.setrlimit(resource.RLIMIT_FSIZE, (OUT_LIMIT, OUT_LIMIT))
    cpu = max(1, int(timeout))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _stdin_file(stdin):
    """A file object for the command's standard input: bytes, str, a path, or None (closed)."""
    if stdin is None:
        return None
    if isinstance(stdin, os.PathLike):
        return open(stdin, "rb")
    f = tempfile.TemporaryFile()
    f.write(stdin.encode() if isinstance(stdin, str) else stdin)
    f.seek(0)
    return f


def _read(f) -> str:
    f.seek(0)
    return f.read().decode("utf-8", "replace")


def run_cli(args, stdin=b"", timeout: float = TIMEOUT, mem: int | None = None, fresh: bool = False,
            stdout: str = "capture", cwd=None, env=None) -> Outcome:
    """Run ``ldsopt ARGS`` under limits.  ``stdin``: bytes / str / a path / None (closed).
    ``stdout``: "capture", "closed" or "full" (``/dev/full``)."""
    args = [str(a) for a in args]
    if fresh:
        return _run_fresh(args, stdin, timeout, mem or MEM, stdout, cwd, env)
    return _run_fork(args, stdin, timeout, mem, stdout, cwd, env)


def _run_fresh(args, stdin, timeout, mem, stdout, cwd, env) -> Outcome:
    inp = _stdin_file(stdin)
    out = tempfile.TemporaryFile()
    err = tempfile.TemporaryFile()
    pass_fds = ()
    if stdout == "full":
        out_target = open("/dev/full", "wb")
    elif stdout == "closed":
        out_target = None
    else:
        out_target = out

    def pre():
        _limits(mem, timeout)
        if stdin is None:
            os.close(0)
        if out_target is None:
            os.close(1)

    t0 = time.monotonic()
    e = dict(os.environ, **(env or {}))
    e.pop("LDSOPT_DEBUG", None)
    try:
        p = subprocess.run([sys.executable, "-m", "ldsopt", *args], stdin=inp if inp else subprocess.DEVNULL,
                           stdout=out_target if out_target is not None else subprocess.DEVNULL, stderr=err,
                           timeout=timeout * HANG_FACTOR, preexec_fn=pre, cwd=cwd, env=e, pass_fds=pass_fds)
        rc, killed = p.returncode, None
    except subprocess.TimeoutExpired:
        rc, killed = None, "hang (no exit within the wall-clock backstop)"
    secs = time.monotonic() - t0
    if rc is not None and rc < 0:
        killed, rc = signal.Signals(-rc).name, None
    res = Outcome(args, rc, _read(out), _read(err), secs, killed)
    for f in (inp, out, err):
        if f:
            f.close()
    if stdout == "full":
        out_target.close()
    return res


def _run_fork(args, stdin, timeout, mem, stdout, cwd, env) -> Outcome:
    global _PRELOADED
    if not _PRELOADED:
        preload()
        _PRELOADED = True
    inp = _stdin_file(stdin)
    out = tempfile.TemporaryFile()
    err = tempfile.TemporaryFile()
    limit = mem or (_vm_bytes() + FORK_EXTRA)
    sys.stdout.flush()
    sys.stderr.flush()
    t0 = time.monotonic()
    pid = os.fork()
    if pid == 0:                                   # the child: never returns
        code = 99
        try:
            _limits(limit, timeout)
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
            if inp is None:
                os.close(0)
            else:
                os.dup2(inp.fileno(), 0)
            if stdout == "full":
                fd = os.open("/dev/full", os.O_WRONLY)
                os.dup2(fd, 1)
                os.close(fd)
            elif stdout == "closed":
                os.close(1)
            else:
                os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            if cwd is not None:
                os.chdir(cwd)
            for k, v in (env or {}).items():
                os.environ[k] = v
            os.environ.pop("LDSOPT_DEBUG", None)
            sys.stdin = None if inp is None else io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)))
            sys.stdout = None if stdout == "closed" else io.TextIOWrapper(
                io.BufferedWriter(io.FileIO(1, "w", closefd=False)), encoding="utf-8")
            sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), encoding="utf-8",
                                          line_buffering=True, write_through=True)
            from ldsopt.cli.main import main
            code = main(args)
            try:
                if sys.stdout is not None:
                    sys.stdout.flush()   # what the interpreter does at exit; a failure shows up here
            except BaseException as e:   # noqa: BLE001 - report, as an interpreter would
                os.write(2, f"Exception ignored at exit: {e!r}\n".encode())
                code = 120
        except MemoryError:
            os.write(2, b"Traceback: MemoryError escaped the command\n")
        except BaseException:            # noqa: BLE001 - whatever escapes main is a failure to report
            import traceback
            os.write(2, ("Traceback (escaped main):\n" + traceback.format_exc()).encode())
        finally:
            os._exit(code if isinstance(code, int) else 98)
    killed = None
    deadline = t0 + timeout * HANG_FACTOR     # the hang backstop only (see HANG_FACTOR)
    status = None
    while True:
        wpid, status = os.waitpid(pid, os.WNOHANG)
        if wpid:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            killed = "hang (no exit within the wall-clock backstop)"
            break
        time.sleep(0.005)
    secs = time.monotonic() - t0
    rc = None
    if killed is None:
        if os.WIFSIGNALED(status):
            sig = os.WTERMSIG(status)
            killed = {signal.SIGXCPU: "CPU time limit",
                      signal.SIGXFSZ: "output too large"}.get(sig, signal.Signals(sig).name)
        else:
            rc = os.WEXITSTATUS(status)
    res = Outcome(args, rc, _read(out), _read(err), secs, killed)
    for f in (inp, out, err):
        if f:
            f.close()
    return res


def run_call(fn, *args, timeout: float = TIMEOUT, mem: int | None = None) -> Outcome:
    """Call ``fn(*args)`` in a forked child under the limits of :func:`run_cli`: exit 0 when it
    returns, 2 when it raises :class:`ldsopt.errors.UsageError` (its message on stderr), 1 for
    :class:`ldsopt.errors.Unsatisfiable`; any other exception is a traceback on stderr (exit 99),
    which :func:`assert_clean` reports.  For the library's front ends (a tokenizer, a reader)
    fuzzed without the command line around them."""
    from ldsopt.errors import Unsatisfiable, UsageError
    err = tempfile.TemporaryFile()
    limit = mem or (_vm_bytes() + FORK_EXTRA)
    sys.stdout.flush()
    sys.stderr.flush()
    t0 = time.monotonic()
    pid = os.fork()
    if pid == 0:                                   # the child: never returns
        code = 99
        try:
            _limits(limit, timeout)
            os.dup2(err.fileno(), 2)
            try:
                fn(*args)
                code = 0
            except UsageError as e:
                os.write(2, f"ldsopt: error: {e}\n".encode("utf-8", "replace"))
                code = 2
            except Unsatisfiable as e:
                os.write(2, f"ldsopt: {e}\n".encode("utf-8", "replace"))
                code = 1
        except BaseException:            # noqa: BLE001 - whatever escapes is a failure to report
            import traceback
            os.write(2, ("Traceback (escaped the call):\n" + traceback.format_exc()).encode("utf-8", "replace"))
        finally:
            os._exit(code)
    killed = None
    status = 0
    deadline = t0 + timeout * HANG_FACTOR
    while True:
        wpid, status = os.waitpid(pid, os.WNOHANG)
        if wpid:
            break
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            killed = "hang (no exit within the wall-clock backstop)"
            break
        time.sleep(0.002)
    rc = None
    if killed is None:
        if os.WIFSIGNALED(status):
            sig = os.WTERMSIG(status)
            killed = {signal.SIGXCPU: "CPU time limit"}.get(sig, signal.Signals(sig).name)
        else:
            rc = os.WEXITSTATUS(status)
    res = Outcome([getattr(fn, "__name__", str(fn)), *(repr(a)[:200] for a in args)], rc, "", _read(err),
                  time.monotonic() - t0, killed)
    err.close()
    return res


def assert_clean(o: Outcome, codes=(0, 1, 2), needle: str | None = None) -> Outcome:
    """The rule: it ended by itself, within its limits; exit 0 with an answer, or 1/2 with one line
    on stderr (for 2, an error that starts with "ldsopt"); no traceback, no internal error, no raw
    escape sequence."""
    assert o.killed is None, f"killed ({o.killed}):\n{o}"
    assert o.rc in codes, f"exit {o.rc} not in {codes}:\n{o}"
    for bad in ("Traceback", "internal error", "Exception ignored", "MemoryError"):
        assert bad not in o.err, f"{bad!r} on stderr:\n{o}"
    assert "\x1b" not in o.out and "\x1b" not in o.err, f"raw escape sequence printed:\n{o}"
    if o.rc != 0:   # exit 1 may be an answer with a verdict line (check's FAIL); exit 2 is an error
        lines = o.err.strip().splitlines()
        assert len(lines) == 1 and (o.rc == 1 or lines[0].startswith("ldsopt")), f"want one line on stderr:\n{o}"
    if needle is not None:
        assert needle in (o.err if o.rc else o.out), f"{needle!r} not in the output:\n{o}"
    return o


def cpu_bound(seconds: int = 300):
    """``preexec_fn`` for a test's ``subprocess.run``: the child may use ``seconds`` of CPU time
    (RLIMIT_CPU), not of wall-clock time, so a loaded machine never fails the test."""
    def pre():
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
    return pre
