"""Running a user's Python kernel file in a child Python (as its compiler would), bounded in
processor time and output by :func:`ldsopt.toolchain.run`; a failure of the child is one line."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from ..errors import UsageError

TIMEOUT = 600       # processor seconds a child compile may use


def _exception_line(text: str, path: Path) -> str:
    """The exception of the last Python traceback in ``text`` (its type and the first line of its
    message: the line after the traceback's indented frame lines), with the user's file and line
    of the innermost frame in it; else the last non-empty line (a tool's own message)."""
    lines = text.splitlines()
    starts = [i for i, ln in enumerate(lines) if ln.startswith("Traceback (most recent call last):")]
    if not starts:
        rest = [ln.strip() for ln in lines if ln.strip()]
        return rest[-1] if rest else ""
    where, exc = "", ""
    for ln in lines[starts[-1] + 1:]:
        if ln.startswith(" ") or not ln.strip():
            m = re.match(r'\s+File "(.*)", line (\d+)', ln)
            if m and Path(m.group(1)).name == path.name:
                where = f" ({path.name}:{m.group(2)})"
            continue
        exc = ln.strip()
        break
    return (exc or "an exception with no message") + where


def child_failure(r, path: Path, how: str) -> UsageError:
    """One line for a Python child (run by :func:`ldsopt.toolchain.run` with ``check=False``) that
    failed while running a user's kernel file: killed by a signal (named), the exception it
    raised (type, first message line, the file's line), or its exit status with no message (a
    ``sys.exit`` in the file)."""
    import signal
    rc = r.returncode
    msg = _exception_line(r.stderr or r.stdout or "", path)[:300]
    if rc < 0:
        try:
            sig = signal.Signals(-rc).name
        except ValueError:
            sig = f"signal {-rc}"
        what = f"was killed by {sig}"
    else:
        what = f"exited with status {rc}"
    hint = " with no message" + ("" if rc < 0 else " (a sys.exit or os._exit in the file?)")
    return UsageError(f"{path.name}: {how}: the Python process {what}" + (f": {msg}" if msg else hint))


def run_script(argv: list, path: Path, env: dict, how: str) -> None:
    """Run ``python ARGV...`` in the script's folder (bounded in time and output); a failure is one
    line: the script's own error line."""
    from .. import toolchain
    r = toolchain.run(sys.executable, argv, f"run {path.name} with {how}", timeout=TIMEOUT, check=False,
                      env=env, cwd=str(path.parent))
    if r.returncode:
        raise child_failure(r, path, f"running it with {how}")
