"""The one JSON shape of ``ldsopt analyze`` (and :func:`ldsopt.analyze_source`), built from the
results of the per-format analysers.

Per kernel and arch: ``name``, ``arch``, ``language``, ``source_file``, ``block``, ``params``;
``lds``: every LDS / shared-memory instruction (``source`` "FILE:LINE", ``isa``, ``cycles``,
``ideal``, ``conflicts``, ``ways``, ``resolved``, ``reason``); ``by_line``: the same summed per
source line (``text`` the line itself), the lines with conflicts first.  Figures are summed over
the waves / warps of one workgroup, first loop iteration (as ``isa`` and ``sass`` count them);
``ways`` is the worst n-way: on AMD the largest number of distinct words one bank serves in a
phase, on NVIDIA the wavefronts per ideal wavefront (rounded).  Only :func:`from_isa`,
:func:`from_sass` and :func:`from_ttgir` know the analysers' result types.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class LdsRow:
    """One LDS / shared-memory instruction of a kernel, summed over one workgroup."""
    source: str
    isa: str
    cycles: int | None
    ideal: int | None
    conflicts: int | None
    ways: int | None
    resolved: bool
    reason: str | None = None


@dataclass(frozen=True)
class LineRow:
    """The LDS instructions of one source line, summed."""
    source: str
    text: str
    cycles: int
    ideal: int
    conflicts: int
    ways: int


@dataclass(frozen=True)
class SourceKernel:
    """One kernel compiled for one arch (and autotune configuration), analysed."""
    name: str
    arch: str
    language: str
    source_file: str
    block: tuple
    params: dict
    lds: tuple
    by_line: tuple
    config: str | None = None
    block_from: str = ""
    notes: tuple = ()
    artifact: str = ""

    def to_dict(self) -> dict:
        """The JSON contract's form of this kernel (``config``/``notes`` added where present)."""
        d = {"name": self.name, "arch": self.arch, "language": self.language,
             "source_file": self.source_file, "block": list(self.block), "params": dict(self.params),
             "lds": [dict(r.__dict__) for r in self.lds], "by_line": [dict(r.__dict__) for r in self.by_line]}
        if self.config is not None:
            d["config"] = self.config
        d["block_from"] = self.block_from
        d["notes"] = list(self.notes)
        return d

    @property
    def totals(self) -> tuple:
        """(cycles, ideal, conflicts) over the resolved instructions."""
        rs = [r for r in self.lds if r.cycles is not None]
        return (sum(r.cycles for r in rs), sum(r.ideal for r in rs), sum(r.conflicts for r in rs))


def _short(src: str | None) -> str:
    """``/a/b/k.hip:12`` or ``k.hip:12:5`` -> ``k.hip:12``; "" when there is none."""
    if not src:
        return ""
    parts = src.rsplit("/", 1)[-1].split(":")
    return ":".join(parts[:2]) if len(parts) >= 2 and parts[1].isdigit() else parts[0]


def from_isa(k) -> tuple:
    """(rows, block) of one :class:`ldsopt.KernelAnalysis`."""
    rows = []
    for i in k.instructions:
        ok = [w for w in i.waves if w.status == "ok"]
        bad = [w for w in i.waves if w.status == "unresolved"]
        reason = bad[0].reason if bad else None
        if not bad and i.assumed:
            reason = "rests on bounds checks taken as in bounds"
        cyc = sum(w.cycles for w in ok)
        idl = sum(w.ideal for w in ok)
        rows.append(LdsRow(_short(i.source), " ".join(i.isa.split()), cyc, idl, cyc - idl,
                           max((w.ways for w in ok), default=0), not bad, reason))
    return rows, tuple(k.block)


def from_sass(k) -> tuple:
    """(rows, block) of one :class:`ldsopt.SassKernel` (its means times the warps of the block)."""
    block = tuple(k.block) if k.block else (0, 0, 0)
    warps = -(-block[0] * block[1] * block[2] // 32)
    rows = []
    for s in k.shared:
        if s.wavefronts is None:
            rows.append(LdsRow(_short(s.source), s.sass, None, None, None, None, False, s.why))
            continue
        cyc, idl = round(s.wavefronts * warps), round(s.ideal * warps)
        ways = max(1, round(s.wavefronts / s.ideal)) if s.ideal else 0
        rows.append(LdsRow(_short(s.source), s.sass, cyc, idl, cyc - idl, ways, bool(s.resolved), s.why))
    return rows, block


def from_ttgir(res) -> tuple:
    """(rows, block) of one :class:`ldsopt.TtgirResult` (every warp's instructions of each op)."""
    rows = []
    for o in res.ops:
        if o.error:
            rows.append(LdsRow(_short(o.loc), o.op, None, None, None, None, False, o.error))
            continue
        ways = max(1, round(o.cycles / o.ideal)) if o.ideal else 0
        rows.append(LdsRow(_short(o.loc), f"{o.op}: {o.instructions} x {o.instruction}", o.cycles,
                           o.ideal, o.conflicts, ways, True, None))
    return rows, (res.num_warps * res.lanes, 1, 1)


def by_line(rows, texts: dict) -> tuple:
    """The rows summed per source line, the lines with conflicts first (most conflicts first),
    then the others in line order; ``texts`` maps "FILE:LINE" to the line's text."""
    acc: dict = {}
    for r in rows:
        if r.cycles is None:
            continue
        a = acc.setdefault(r.source, [0, 0, 0, 0])
        a[0] += r.cycles
        a[1] += r.ideal
        a[2] += r.conflicts
        a[3] = max(a[3], r.ways or 0)

    def order(item):
        src, a = item
        f, _, ln = src.rpartition(":")
        return (a[2] == 0, -a[2], f, int(ln) if ln.isdigit() else 0)
    return tuple(LineRow(s, texts.get(s, ""), *a) for s, a in sorted(acc.items(), key=order))


def source_texts(rows, files) -> dict:
    """"FILE:LINE" -> the text of that line, for the files whose name the rows use."""
    by_name = {}
    for f in files:
        by_name.setdefault(Path(f).name, Path(f))
    out = {}
    for r in rows:
        name, _, ln = r.source.rpartition(":")
        p = by_name.get(name)
        if p is None or not ln.isdigit() or r.source in out:
            continue
        try:
            lines = p.read_text(errors="replace").splitlines()
        except OSError:
            continue
        n = int(ln)
        out[r.source] = lines[n - 1].strip()[:200] if 0 < n <= len(lines) else ""
    return out


def kernel(name, arch, language, source_file, rows, block, params, files, config=None,
           block_from="", notes=(), artifact="") -> SourceKernel:
    """A :class:`SourceKernel` with its per-line summary."""
    texts = source_texts(rows, files)
    if rows and not any(r.source for r in rows):
        notes = tuple(notes) + ("no source lines in the compiled code (a cubin read with cuobjdump, which "
                                "prints none: install nvdisasm, pip install 'ldsopt[cuda]'; or code "
                                "compiled without line information)",)
    return SourceKernel(name, arch, language, source_file, tuple(block), dict(params), tuple(rows),
                        by_line(rows, texts), config, block_from, tuple(notes), artifact)
