"""One result shape for every static analysis: :class:`Analysis` -> :class:`Kernel` -> :class:`Access`.

:func:`ldsopt.analyze_isa` (AMD ISA), :func:`ldsopt.analyze_sass` (NVIDIA SASS) and
:func:`ldsopt.analyze_ttgir` (Triton TTGIR) all return an :class:`Analysis`: its kernels, each
with every shared-memory (LDS) access and its cost in one vocabulary, the same for both vendors:

``cycles``
    Bank cycles (AMD) / wavefronts (NVIDIA) of the access, summed over every wave- or warp-level
    execution emulated for one workgroup / block (loop iterations included where several were
    emulated); Triton: over every warp's instructions for one execution of the op.
``ideal``
    What a conflict-free access of the same data would take, summed the same way (NVIDIA: Nsight
    Compute's ideal wavefronts).
``conflicts``
    ``cycles - ideal``.
``ways``
    The worst phase's words per bank over the executions (2 for a 2-way conflict, 1 for none).
``resolved`` / ``reason``
    False with the reason when some execution's addresses are not known or rest on an assumption;
    the figures then cover the executions that are known (None when none is).
``units``
    The per-wave (AMD) / per-warp (NVIDIA) detail, :class:`Unit`.

``Kernel.to_json()`` is the JSON object of one kernel that ``ldsopt isa``, ``ldsopt sass`` and
``ldsopt ttgir`` print (inside ``{"kernels": [...]}``), docs/api.md shows it.  The records of each
front end (``KernelAnalysis``, ``SassKernel``, ``TtgirResult`` and their accesses) stay reachable
as ``native``; their attribute names still work on these records for one release.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

_LANGUAGES = {".hip": "hip", ".cu": "cuda", ".cuh": "cuda", ".py": "triton", ".cl": "opencl",
              ".cpp": "c++", ".cc": "c++", ".c": "c", ".h": "c", ".hpp": "c++", ".mlir": "mlir"}


class _Native:
    """Attribute names of the front end's own record, for one release (``native``)."""

    def __getattr__(self, name):
        if name == "native" or name.startswith("__"):
            raise AttributeError(name)
        native = self.__dict__.get("native")
        if native is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        return getattr(native, name)


@dataclass(frozen=True)
class Unit:
    """One wave's (AMD) or warp's (NVIDIA) execution of an access."""
    index: int                 # wave or warp of the workgroup / block
    status: str                # "ok" | "unresolved" | "inactive"
    cycles: int = 0
    ideal: int = 0
    conflicts: int = 0
    ways: int = 0
    iteration: int = 1
    reason: str | None = None

    def to_json(self) -> dict:
        d = {"index": self.index, "status": self.status, "cycles": self.cycles, "ideal": self.ideal,
             "conflicts": self.conflicts, "ways": self.ways}
        if self.iteration != 1:
            d["iteration"] = self.iteration
        if self.reason:
            d["reason"] = self.reason
        return d


@dataclass(frozen=True)
class Access(_Native):
    """One shared-memory access of a kernel (an instruction of compiled code, an op of TTGIR)."""
    source: str | None         # "FILE:LINE" of the source it comes from, when the input says
    instruction: str           # the instruction as the input writes it (Triton: the one issued)
    line: int                  # line of the input (SASS: the instruction's byte offset)
    cycles: int | None
    ideal: int | None
    conflicts: int | None
    ways: int | None          # None where no execution is known (`analyze_source`)
    resolved: bool
    reason: str | None = None
    units: tuple = ()          # Unit per wave / warp
    native: object = field(default=None, compare=False, repr=False)

    def to_json(self, detail: bool = False) -> dict:
        """``{"source", "isa", "cycles", "ideal", "conflicts", "ways", "resolved", "reason"}``;
        with ``detail``, also ``"line"`` and ``"units"``."""
        d = {"source": self.source, "isa": self.instruction, "cycles": self.cycles,
             "ideal": self.ideal, "conflicts": self.conflicts, "ways": self.ways,
             "resolved": self.resolved, "reason": self.reason}
        if detail:
            d["line"] = self.line
            d["units"] = [u.to_json() for u in self.units]
        return d


@dataclass(frozen=True)
class LineCost:
    """The accesses of one source line, summed."""
    source: str
    text: str
    cycles: int
    ideal: int
    conflicts: int
    ways: int

    def to_json(self) -> dict:
        return {"source": self.source, "text": self.text, "cycles": self.cycles, "ideal": self.ideal,
                "conflicts": self.conflicts, "ways": self.ways}


def _split_source(src: str):
    f, _, line = src.rpartition(":")
    return (f, int(line)) if f and line.isdigit() else (src, 0)


def _line_text(src: str, base: Path | None, cache: dict) -> str:
    """The text of ``FILE:LINE`` when the file is at hand (beside ``base`` or as named); else ""."""
    f, n = _split_source(src)
    if not n or Path(f).suffix.lower() not in _LANGUAGES:     # source files only
        return ""
    if f not in cache:
        cache[f] = None
        for p in ([base / f, base / Path(f).name] if base is not None else []) + [Path(f)]:
            try:
                if p.is_file() and p.stat().st_size <= (8 << 20):
                    cache[f] = p.read_text(errors="replace").splitlines()
                    break
            except OSError:
                continue
    lines = cache[f]
    return lines[n - 1].strip() if lines and 0 < n <= len(lines) else ""


@dataclass(frozen=True)
class Kernel(_Native):
    """One kernel of an analysis: its launch (``block``, ``params``) and every shared access."""
    name: str
    arch: str
    language: str | None
    source_file: str | None
    block: tuple | None        # (x, y, z) threads of the workgroup / block the figures are for
    params: dict
    accesses: tuple            # Access, in program order
    notes: tuple = ()          # what the emulation could not follow, defaults it used
    assumptions: tuple = ()    # the modelling choices the figures rest on (block, loops, bounds)
    resources: dict | None = None   # AMD .s: registers, LDS bytes, occupancy
    native: object = field(default=None, compare=False, repr=False)
    # what `analyze_source` adds (None from the other analyses): the autotune configuration, where
    # the block came from, the compiled file read, and the per-line summary it fixed at compile time
    config: str | None = None
    block_from: str | None = None
    artifact: str | None = None
    lines: tuple | None = None

    def by_line(self, base: str | Path | None = None) -> tuple:
        """:class:`LineCost` per source line, in file and line order (the instructions without a
        line summed under ``source`` "", first); ``text`` is the line itself
        when the source file is found (beside ``base``, or as named), else "".  A kernel from
        :func:`ldsopt.analyze_source` gives its own summary (``lines``): conflicted lines first."""
        if self.lines is not None:
            return self.lines
        sums: dict = {}
        for a in self.accesses:          # code without a line sums under "" (so the lines add up)
            if a.cycles is None:         # unresolved: no figure to add (the access says why)
                continue
            s = sums.setdefault(a.source or "", [0, 0, 0])
            s[0] += a.cycles or 0
            s[1] += a.ideal or 0
            s[2] = max(s[2], a.ways or 0)
        root = Path(base) if base is not None else (Path(self.source_file).parent if self.source_file
                                                    else None)
        cache: dict = {}
        return tuple(LineCost(src, _line_text(src, root, cache), c, i, c - i, w)
                     for src, (c, i, w) in sorted(sums.items(), key=lambda kv: _split_source(kv[0])))

    @property
    def cycles(self) -> int:
        return sum(a.cycles or 0 for a in self.accesses)

    @property
    def ideal(self) -> int:
        return sum(a.ideal or 0 for a in self.accesses)

    @property
    def conflicts(self) -> int:
        return sum(a.conflicts or 0 for a in self.accesses)

    def to_json(self, detail: bool = False, base: str | Path | None = None, aliases: bool = False) -> dict:
        """``{"name", "arch", "language", "source_file", "block", "params", "lds", "by_line"}``
        (``base``: the folder where ``by_line`` looks for the source file first); a kernel of
        :func:`ldsopt.analyze_source` adds ``config`` (an autotuned kernel), ``block_from`` and
        ``notes`` (the object ``ldsopt analyze --json`` prints per kernel).  ``aliases``: with the
        front end's own keys beside these, as ``ldsopt isa`` / ``ldsopt sass`` print each kernel
        (docs/api.md lists them)."""
        if aliases and self.native is not None and self.block_from is None:
            if hasattr(self.native, "summary"):          # the AMD emulator's record
                from ldsopt.amd.isa_json import kernel_json
                return kernel_json(self, base)
            return dict(self.native.to_dict(), **self.to_json(detail, base))
        d = {"name": self.name, "arch": self.arch, "language": self.language,
             "source_file": self.source_file,
             "block": list(self.block) if self.block else None, "params": dict(self.params),
             "lds": [a.to_json(detail) for a in self.accesses],
             "by_line": [b.to_json() for b in self.by_line(base)]}
        if self.config is not None:
            d["config"] = self.config
        if self.block_from is not None:
            d["block_from"] = self.block_from
            d["notes"] = list(self.notes)
        return d


@dataclass(frozen=True)
class Analysis(_Native):
    """The kernels of one input; iterates (and indexes) over them."""
    kernels: tuple
    input: str = ""            # what the input was: "asm", "code.json", "sass", "ttgir" ...
    file: str | None = None    # the input file, when there is one
    native: object = field(default=None, compare=False, repr=False)

    def __iter__(self):
        return iter(self.kernels)

    def __len__(self) -> int:
        return len(self.kernels)

    def __getitem__(self, i):
        return self.kernels[i]

    def to_json(self, detail: bool = False, aliases: bool = False) -> dict:
        """``{"kernels": [...]}`` (:meth:`Kernel.to_json`); source lines are looked for beside
        the input file first.  ``aliases``: exactly what the command of this analysis prints with
        ``--json``, the front end's own keys beside the shared ones (``ldsopt isa``: ``file``
        and ``input`` on top; ``ldsopt ttgir``: the module's ``target``, ``num_warps``, ``lanes``,
        ``ops``, ``suggestions``; docs/api.md)."""
        base = Path(self.file).parent if self.file else None
        d = {"kernels": [k.to_json(detail, base, aliases and self.input != "ttgir") for k in self.kernels]}
        if not aliases:
            return d
        if self.input == "ttgir" and self.native is not None:
            return dict(self.native.to_dict(), **d)
        if self.input not in ("sass", "source"):
            return {"file": self.file, "input": self.input, **d}
        return d


def language_of(source_file: str | None) -> str | None:
    """The source language from the file's extension (``.hip`` -> ``"hip"``), else None."""
    if not source_file:
        return None
    return _LANGUAGES.get(Path(source_file).suffix.lower())


def main_source(accesses) -> str | None:
    """The file most accesses come from (their ``FILE`` of ``FILE:LINE``), else None."""
    count: dict = {}
    for a in accesses:
        if a.source:
            f = _split_source(a.source)[0]
            count[f] = count.get(f, 0) + 1
    return max(count, key=count.get) if count else None


def base_name(name: str) -> str:
    """The function name inside an Itanium-mangled C++ name (others unchanged).

    >>> base_name("_Z9transposePfPKfi"), base_name("matmul_kernel")
    ('transpose', 'matmul_kernel')
    """
    import re
    m = re.match(r"_Z(\d+)(\w+)", name)
    return m.group(2)[:int(m.group(1))] if m else name


_BUILTIN_TYPES = {"v": "void", "b": "bool", "c": "char", "a": "signed char", "h": "unsigned char", "s": "short",
                  "t": "unsigned short", "i": "int", "j": "unsigned int", "l": "long", "m": "unsigned long",
                  "x": "long long", "y": "unsigned long long", "f": "float", "d": "double", "Dh": "half",
                  "DF16_": "_Float16"}


def source_name(name: str) -> str:
    """The kernel's name as its source writes it: a template instantiation with its arguments
    (``strided<2>``, ``k<float, 4>``) where they are integer literals or built-in types; else
    :func:`base_name`.

    >>> source_name("_Z7stridedILi2EEvPf"), source_name("_Z1kIfLin3EEvPf"), source_name("_Z9transposePfPKfi")
    ('strided<2>', 'k<float, -3>', 'transpose')
    """
    import re
    base = base_name(name)
    m = re.match(r"_Z(\d+)", name)
    if not m or base == name:
        return base
    i = m.end() + int(m.group(1))
    if name[i:i + 1] != "I":
        return base
    i += 1
    args = []
    while i < len(name) and name[i] != "E":
        lit = re.match(r"L([a-z])(n?)(\d+)E", name[i:])
        typ = next((c for c in sorted(_BUILTIN_TYPES, key=len, reverse=True) if name.startswith(c, i)), None)
        if lit:
            v = lit.group(3)
            args.append(("true" if v == "1" else "false") if lit.group(1) == "b" else
                        ("-" if lit.group(2) else "") + v)
            i += lit.end()
        elif typ:
            args.append(_BUILTIN_TYPES[typ])
            i += len(typ)
        else:
            return base                  # an argument this reading does not spell out
    return f"{base}<{', '.join(args)}>" if i < len(name) and args else base


def names_kernel(name: str, wanted: str) -> bool:
    """``wanted`` (``--kernel``) names the compiled kernel ``name``: its symbol, its source name,
    or its name with the template arguments (spaces ignored).

    >>> names_kernel("_Z7stridedILi2EEvPf", "strided< 2 >"), names_kernel("_Z7stridedILi2EEvPf", "strided<8>")
    (True, False)
    """
    w = "".join(wanted.split())
    return wanted in (name, base_name(name)) or w == "".join(source_name(name).split())
