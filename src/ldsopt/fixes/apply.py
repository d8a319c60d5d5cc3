"""Write a patched source over its file, keeping the original as ``FILE.orig``, without writing
through a symbolic link and without leaving a half-done change behind.

The checks come before anything is written: ``FILE`` must be a regular file that is not a link
(a link may point outside the folder the user named; the fix is applied to the file it points to
by naming that file), ``FILE.orig`` must not exist in any form (a dangling link named
``FILE.orig`` would carry the copy of the original wherever it points), and both must be
writable.  ``FILE.orig`` is created exclusively (``O_EXCL | O_NOFOLLOW``); when writing ``FILE``
then fails, ``FILE.orig`` is removed again and ``FILE`` keeps its text.
"""

from __future__ import annotations

import os
import stat

from ldsopt.errors import UsageError

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def check_apply(path: str) -> None:
    """Refuse, in one line, a ``path`` that :func:`apply_patch` would not write safely.

    >>> check_apply("/nonexistent/k.hip")
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: /nonexistent/k.hip: no such file
    """
    try:
        st = os.lstat(path)
    except OSError:
        raise UsageError(f"{path}: no such file") from None
    if stat.S_ISLNK(st.st_mode):
        raise UsageError(f"{path}: a symbolic link (to {os.path.realpath(path)}): the fix is not written "
                         "through a link; name the file it points to")
    if not stat.S_ISREG(st.st_mode):
        raise UsageError(f"{path}: not a regular file: nothing to apply the fix to")
    if os.path.lexists(path + ".orig"):
        raise UsageError(f"{path}.orig exists (an earlier apply?): move it away first, so that the "
                         "original is not overwritten")
    if not os.access(path, os.W_OK):
        raise UsageError(f"{path}: read-only: the fix cannot be applied (make it writable, or use --diff)")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.access(folder, os.W_OK | os.X_OK):
        raise UsageError(f"{path}: its folder {folder} is read-only: FILE.orig cannot be kept there")


def apply_patch(path: str, original: bytes, patched: str) -> None:
    """Keep ``original`` as ``path.orig`` and write ``patched`` (UTF-8) into ``path``, after
    :func:`check_apply`; a failure is one line and leaves ``path`` as it was, with no
    ``path.orig``."""
    check_apply(path)
    orig = path + ".orig"
    try:
        fd = os.open(orig, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, stat.S_IMODE(os.lstat(path).st_mode))
        with os.fdopen(fd, "wb") as f:
            f.write(original)
    except OSError as e:
        if os.path.lexists(orig) and not os.path.islink(orig):
            os.unlink(orig)
        raise UsageError(f"{orig}: cannot keep the original there ({e.strerror or e})") from None
    try:
        fd = os.open(path, os.O_WRONLY | os.O_TRUNC | _NOFOLLOW)
        with os.fdopen(fd, "wb") as f:
            f.write(patched.encode("utf-8"))
    except OSError as e:
        try:                            # put the original back, then drop the copy
            with open(path, "wb") as f:
                f.write(original)
            os.unlink(orig)
        except OSError:
            raise UsageError(f"{path}: cannot write the fix ({e.strerror or e}); the original is in "
                             f"{orig}") from None
        raise UsageError(f"{path}: cannot write the fix ({e.strerror or e})") from None
