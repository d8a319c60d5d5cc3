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

__all__ = ["Path", "Block", "Arches", "Params", "Args"]
