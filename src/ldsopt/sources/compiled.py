"""What compiling a user's source gives: one :class:`Compiled` record per kernel, arch and
configuration, and the parsing of the ``--arch`` list into targets."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import UsageError

#: kinds of artifact a compile produces, and which analyser reads each
KINDS = ("amdgpu-asm", "cubin", "sass", "ptx", "ttgir")

AMD_ARCHS = ("gfx906", "gfx90a", "gfx942", "gfx950")
NVIDIA_ARCHS = ("sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a")


@dataclass(frozen=True)
class Compiled:
    """One kernel compiled for one arch (and, for an autotuned Triton kernel, one configuration).

    ``artifact`` is the file the analysers read (``.s`` for AMDGPU, a cubin for NVIDIA);
    ``text`` its text where it is text; ``block`` the workgroup / block shape the compile fixed
    (None: the analyser takes it from the artifact's metadata); ``args`` kernel-argument values
    known from ``params`` (by name for AMDGPU, by parameter index for NVIDIA); ``notes`` what was
    assumed to compile it (pointer types, alignment, the toolchain used).

    Examples
    --------
    >>> c = Compiled("k", "gfx942", "hip", "amdgpu-asm", "/tmp/k.s", None, (256, 1, 1), "launch bounds",
    ...              {}, "k.hip")
    >>> c.vendor, c.kind
    ('amd', 'amdgpu-asm')
    """

    kernel: str
    arch: str
    language: str
    kind: str
    artifact: str
    text: str | None
    block: tuple | None
    block_from: str
    params: dict
    source_file: str
    config: str | None = None
    args: dict = field(default_factory=dict)
    notes: tuple = ()

    @property
    def vendor(self) -> str:
        """``"amd"`` or ``"nvidia"``."""
        return "amd" if self.arch.startswith("gfx") else "nvidia"


def parse_archs(arch) -> list:
    """``"gfx942,sm_90"`` or a list -> the checked arch names, in order, without repeats.

    >>> parse_archs("gfx942, sm_90,gfx942")
    ['gfx942', 'sm_90']
    """
    if arch is not None and not isinstance(arch, (str, list, tuple)):
        raise UsageError(f"arch={arch!r}: expected a name such as 'gfx942' or 'gfx942,sm_90', or a list "
                         f"of names, not {type(arch).__name__}")
    items = arch.split(",") if isinstance(arch, str) else list(arch or [])
    bad = [x for x in items if not isinstance(x, str)]
    if bad:
        raise UsageError(f"arch=: {bad[0]!r} is not an arch name (a {type(bad[0]).__name__})")
    out = []
    for a in (x.strip().lower() for x in items):
        if not a:
            continue
        m = re.fullmatch(r"sm_?(\d+a?)", a)
        if m:
            a = "sm_" + m.group(1)
        if a not in AMD_ARCHS and a not in NVIDIA_ARCHS:
            raise UsageError(f"arch={a}: expected one or more of {', '.join(AMD_ARCHS + NVIDIA_ARCHS)}")
        if a not in out:
            out.append(a)
    if not out:
        raise UsageError("arch= names no target: give at least one, e.g. arch=gfx942,sm_90")
    return out


def parse_block(block) -> tuple | None:
    """``256``, ``"32x8"``, ``(32, 8)`` -> a 3-tuple (None stays None): :func:`ldsopt.argtypes.block3`.

    >>> parse_block("32x8")
    (32, 8, 1)
    """
    from ..argtypes import block3
    return block3(list(block) if isinstance(block, tuple) else block)
