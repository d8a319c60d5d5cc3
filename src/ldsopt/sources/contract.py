"""The kernels of ``ldsopt analyze`` (and :func:`ldsopt.analyze_source`), in the one result shape
(:class:`ldsopt.results.Kernel` of :class:`ldsopt.results.Access`), built from the per-format
analysers' results.

Per kernel and arch: ``name``, ``arch``, ``language``, ``source_file``, ``block``, ``params``;
``accesses``: every LDS / shared-memory instruction (``source`` "FILE:LINE", "" when the code has
no line, ``instruction``, ``cycles``, ``ideal``, ``conflicts``, ``ways``, ``resolved``,
``reason``); ``by_line()``: the same summed per source line (``text`` the line itself), the lines
with conflicts first.  Figures are summed over the waves / warps of one workgroup, first loop
iteration (as ``isa`` and ``sass`` count them); ``ways`` is the worst n-way: on AMD the largest
number of distinct words one bank serves in a phase, on NVIDIA the wavefronts per ideal wavefront
(rounded).  Only :func:`from_isa`, :func:`from_sass` and :func:`from_ttgir` know the analysers'
own records (each access's ``native``).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..results import Kernel, LineCost


def _short(src: str | None) -> str:
    """``/a/b/k.hip:12`` or ``k.hip:12:5`` -> ``k.hip:12``; "" when there is none."""
    if not src:
        return ""
    parts = src.rsplit("/", 1)[-1].split(":")
    return ":".join(parts[:2]) if len(parts) >= 2 and parts[1].isdigit() else parts[0]


def from_isa(k) -> tuple:
    """(accesses, block) of one kernel of :func:`ldsopt.analyze_isa` (its emulator record's waves)."""
    rows = []
    for a, i in zip(k.accesses, k.instructions):
        ok = [w for w in i.waves if w.status == "ok"]
        bad = [w for w in i.waves if w.status == "unresolved"]
        reason = bad[0].reason if bad else None
        if not bad and i.assumed:
            reason = "rests on bounds checks taken as in bounds"
        cyc = sum(w.cycles for w in ok) if ok else None       # no wave resolved: no figure, not 0
        idl = sum(w.ideal for w in ok) if ok else None
        rows.append(replace(a, source=_short(i.source), instruction=" ".join(i.isa.split()), cycles=cyc,
                            ideal=idl, conflicts=None if cyc is None else cyc - idl,
                            ways=max(w.ways for w in ok) if ok else None, resolved=not bad, reason=reason))
    return rows, tuple(k.block)


def from_sass(k) -> tuple:
    """(accesses, block) of one kernel of :func:`ldsopt.analyze_sass`: each access's figures summed
    over the warps of the block that execute it (a warp a branch keeps out adds nothing)."""
    block = tuple(k.block) if k.block else (0, 0, 0)
    rows = []
    for a, s in zip(k.accesses, k.shared):
        src = _short(s.source)
        if s.wavefronts is None or a.cycles is None:
            rows.append(replace(a, source=src, instruction=s.sass, cycles=None, ideal=None,
                                conflicts=None, ways=None, resolved=False, reason=s.why))
            continue
        rows.append(replace(a, source=src, instruction=s.sass, resolved=bool(s.resolved), reason=s.why))
    return rows, block


def from_ttgir(res) -> tuple:
    """(accesses, block) of :func:`ldsopt.analyze_ttgir`'s module (every warp's instructions of
    each op)."""
    rows = []
    for a, o in zip(res.kernels[0].accesses, res.ops):
        if o.error:
            rows.append(replace(a, source=_short(o.loc), instruction=o.op, cycles=None, ideal=None,
                                conflicts=None, ways=None, resolved=False, reason=o.error))
            continue
        ways = max(1, round(o.cycles / o.ideal)) if o.ideal else 0
        rows.append(replace(a, source=_short(o.loc), instruction=f"{o.op}: {o.instructions} x {o.instruction}",
                            cycles=o.cycles, ideal=o.ideal, conflicts=o.conflicts, ways=ways, resolved=True,
                            reason=None))
    return rows, (res.num_warps * res.lanes, 1, 1)


def by_line(rows, texts: dict) -> tuple:
    """The accesses summed per source line, the lines with conflicts first (most conflicts first),
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
    return tuple(LineCost(s, texts.get(s, ""), *a) for s, a in sorted(acc.items(), key=order))


def source_texts(rows, files) -> dict:
    """"FILE:LINE" -> the text of that line, for the files whose name the rows use (``files``,
    then a file of that name beside the first of them: a header the source includes)."""
    by_name = {}
    for f in files:
        by_name.setdefault(Path(f).name, Path(f))
    here = Path(files[0]).parent if files else None     # a header the source includes from its folder
    out = {}
    for r in rows:
        name, _, ln = r.source.rpartition(":")
        p = by_name.get(name)
        if p is None and here is not None and name and Path(name).name == name and (here / name).is_file():
            p = by_name[name] = here / name
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
           block_from="", notes=(), artifact="", native=None, assumptions=(), resources=None) -> Kernel:
    """A :class:`ldsopt.results.Kernel` of ``analyze_source``, with its per-line summary."""
    texts = source_texts(rows, files)
    if rows and not any(r.source for r in rows):
        notes = tuple(notes) + ("no source lines in the compiled code (a cubin read with cuobjdump, which "
                                "prints none: install nvdisasm, pip install 'ldsopt[cuda]'; or code "
                                "compiled without line information)",)
    return Kernel(name, arch, language, source_file, tuple(block), dict(params), tuple(rows),
                  tuple(notes), tuple(assumptions), resources, native=native, config=config,
                  block_from=block_from, artifact=artifact, lines=by_line(rows, texts))

