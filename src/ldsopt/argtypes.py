"""The types of the public functions' arguments that several functions share.

They are the annotations of :mod:`ldsopt`'s public functions, so that a signature says what a
parameter takes (and the agent tools' JSON Schemas, generated from those signatures, say it too)::

    >>> from ldsopt.typeschema import type_schema
    >>> type_schema(Block)["anyOf"][:2]
    [{'type': 'integer'}, {'type': 'string'}]
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any, Union

from ldsopt.errors import UsageError

#: a file or folder: a path string or a ``pathlib.Path``
Path = Union[str, os.PathLike]

#: a workgroup / block shape: ``256``, ``"32x8"``, ``[32, 8, 1]``; or one per kernel,
#: ``{"kernel-name substring": shape}``
Block = Union[int, str, Sequence[int], Mapping[str, Any], None]

#: one arch (``"gfx942"``, ``"sm_90"``), several (``"gfx942,sm_90"`` or a list)
Arches = Union[str, Sequence[str], None]

#: kernel parameter values: Triton / Gluon constexprs and known integers (``{"BLOCK": 64}``)
Params = Union[Mapping[str, Any], None]

#: kernel argument values for the emulators (AMD: by name or ``argN``; NVIDIA: by index)
Args = Union[Mapping[str, int], None]

__all__ = ["Path", "Block", "Arches", "Params", "Args", "block3"]


def block3(block, limit: int = 1024) -> tuple | None:
    """A workgroup / block shape as ``(x, y, z)``: from ``256``, ``"32x8"``, ``(32, 8)`` or
    ``(32, 8, 1)``; None stays None.  ``UsageError`` naming ``block=`` otherwise.

    >>> block3("32x8")
    (32, 8, 1)
    """
    if block is None:
        return None
    if isinstance(block, bool):
        raise UsageError(f"block={block!r}: expected X, XxY or XxYxZ (positive integers)")
    if isinstance(block, int):
        dims = [block]
    elif isinstance(block, str):
        parts = block.lower().replace("*", "x").split("x")
        if not all(p.strip().isdigit() for p in parts):
            raise UsageError(f"block={block!r}: expected X, XxY or XxYxZ (positive integers)")
        dims = [int(p) for p in parts]
    elif isinstance(block, (tuple, list)) and all(isinstance(d, int) and not isinstance(d, bool)
                                                  for d in block):
        dims = list(block)
    else:
        raise UsageError(f"block={block!r}: expected X, XxY or XxYxZ (positive integers)")
    if not 1 <= len(dims) <= 3 or any(d < 1 for d in dims):
        raise UsageError(f"block={block!r}: expected one to three positive sizes, e.g. 16x16x1")
    dims += [1] * (3 - len(dims))
    if dims[0] * dims[1] * dims[2] > limit:
        raise UsageError(f"block={block!r}: {dims[0] * dims[1] * dims[2]} threads, more than {limit}")
    return tuple(dims)

