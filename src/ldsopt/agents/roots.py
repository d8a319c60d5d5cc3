"""Keep an agent's file access inside the folders its client names (MCP roots).

A path argument is resolved (symbolic links followed, ``..`` removed) and must lie inside one of
the roots; anything else is refused with one line before any file is opened::

    >>> from pathlib import Path
    >>> r = Roots([Path("/work/project")])
    >>> r.check("/work/project/kernels/k.hip", "file")
    PosixPath('/work/project/kernels/k.hip')
    >>> r.check("/work/project/../secret", "file")
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: file: /work/secret is outside the allowed folders (/work/project)
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import unquote, urlparse

from ldsopt.errors import UsageError

__all__ = ["Roots", "roots_from_uris"]


class Roots:
    """The folders an agent may read (and, where a tool writes, write)."""

    def __init__(self, folders: list[Path]) -> None:
        self.folders = [Path(os.path.realpath(f)) for f in folders]

    def __repr__(self) -> str:
        return f"Roots({[str(f) for f in self.folders]})"

    def check(self, path: str, param: str) -> Path:
        """The resolved path, or a UsageError naming the parameter when it is outside every root."""
        if not isinstance(path, str) or not path:
            raise UsageError(f"{param}: a file path (a non-empty string) is required")
        if "\x00" in path:
            raise UsageError(f"{param}: a path may not contain a NUL character")
        p = Path(os.path.realpath(os.path.expanduser(path)))
        for f in self.folders:
            if p == f or f in p.parents:
                return p
        allowed = ", ".join(str(f) for f in self.folders) or "none"
        raise UsageError(f"{param}: {p} is outside the allowed folders ({allowed})")


def roots_from_uris(uris: list[str]) -> Roots:
    """Roots from the client's ``file://`` URIs (other schemes are ignored)."""
    out = []
    for u in uris:
        pu = urlparse(str(u))
        if pu.scheme == "file":
            out.append(Path(unquote(pu.path)))
    return Roots(out)
