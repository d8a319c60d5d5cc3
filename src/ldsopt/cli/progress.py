"""Progress on stderr for commands that can run for seconds (large solves, ``bench --model-only``).

Shown only where someone watches: when stderr is a terminal, after ``DELAY`` seconds, updated at most
every ``EVERY`` seconds on one line that is erased at the end, so that output, pipes and the
one-line error rule are untouched.  ``LDSOPT_PROGRESS=1`` forces it (one line per update, no delay),
``LDSOPT_PROGRESS=0`` turns it off."""

from __future__ import annotations

import os
import sys
import time

DELAY = 1.0
EVERY = 0.5


class Progress:
    def __init__(self, what: str, total: int | None = None, unit: str = ""):
        self.what, self.total, self.unit = what, total, unit
        self.done = 0
        self.t0 = time.monotonic()
        self.last = None
        mode = os.environ.get("LDSOPT_PROGRESS", "")
        err = sys.stderr
        tty = bool(err is not None and hasattr(err, "isatty") and err.isatty())
        self.forced = mode == "1"
        self.on = mode != "0" and (self.forced or tty)
        self.shown = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.shown and not self.forced:
            self._write("\r\033[K")
        return False

    def update(self, done: int, total: int | None = None) -> None:
        self.done = done
        if total is not None:
            self.total = total
        if not self.on:
            return
        now = time.monotonic()
        if not self.forced and (now - self.t0 < DELAY or (self.last is not None and now - self.last < EVERY)):
            return
        self.last = now
        of = f"/{self.total}" if self.total else ""
        text = f"{self.what}: {self.done}{of} {self.unit}, {now - self.t0:.0f} s"
        self._write(text + "\n" if self.forced else "\r" + text + "\033[K")
        self.shown = True

    def step(self, n: int = 1) -> None:
        self.update(self.done + n)

    @staticmethod
    def _write(s: str) -> None:
        try:
            getattr(sys.stderr, "raw", sys.stderr).write(s)   # past the escaping wrapper
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):
            pass
