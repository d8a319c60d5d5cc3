"""The fix of a shared-memory bank-conflict finding of an Nsight Compute diagnosis, from the problem
builder of :mod:`ldsopt.allocation`.

The SASS emulator has run one block of the kernel (:func:`ldsopt.nvidia.analyze.analyze_function`);
every shared access it resolved, ``STS`` / ``LDS`` / ``LDSM`` / ``STSM`` and ``LDGSTS`` writes
alike, is a :class:`~ldsopt.allocation.accesses.LaneAccess`, and the accesses whose bytes overlap are one
allocation.  Its tile (with the padding or XOR swizzle the addresses show, undone in the problem's
coordinates), its solver problem, and the cheapest padding or XOR over all its accesses
(:func:`ldsopt.allocation.propose.propose`) are the fix, with the wavefronts before and after over the
block's warps and the layout as ``smem_offset(row, col)`` code in the kernel's language.  The
source page carries no source text, so the change is said on the tile's row and column.
"""

from __future__ import annotations

from ldsopt.errors import LdsoptError
from ldsopt.allocation.accesses import from_nvidia
from ldsopt.allocation.problem import allocation_of, group_by_range, modelled
from ldsopt.allocation.propose import propose

LANG_EMIT = {"cuda": "cuda", "cute": "cute", "triton": "gluon"}


def allocations(report) -> list:
    """[(accesses, Allocation)] of every shared allocation of an analysed kernel (a
    :class:`~ldsopt.nvidia.analyze.KernelReport`): accesses grouped by overlapping bytes; where the
    touched bytes show no row, rows of one pass over the banks, said in the tile's notes."""
    from ldsopt.core.arch import get_arch
    accs, _bad = from_nvidia(report)
    banks = get_arch(report.arch).banks
    out = []
    for g in group_by_range(accs):
        name = f"smem@{min(int(a.touched().min()) for a in g):#x}"
        al = allocation_of(report.arch, g, name)
        if al.tile is None and "runs" in al.reason:
            elem = min(a.width for a in g)
            al = allocation_of(report.arch, g, name, pitch=max(1, banks * 4 // elem))
        out.append((g, al))
    return out


def _code(tile, lay, lang: str) -> tuple:
    """(code, error) of the chosen layout as ``smem_offset(row, col)`` (byte offset of the logical
    element) in the kernel's language."""
    from ldsopt.layouts.families import Strided, XorCols
    from ldsopt.solver.emit import emit
    try:
        if lay.change == "pad":
            fam = Strided(tile.rows, tile.pitch, tile.elem, pad_bytes=lay.pad * tile.elem)
        else:
            m = (1 << lay.bits) - 1
            fam = XorCols(tile.rows, tile.pitch, tile.elem, vec=1 << lay.to,
                          table=tuple((r >> lay.shift) & m for r in range(tile.rows)))
        return emit(fam, LANG_EMIT.get(lang, "cuda"), "smem_offset"), None
    except (LdsoptError, ValueError) as e:
        return None, str(e)[:200]


def conflict_fix(report, pc: int, lang: str, cache: dict) -> dict | None:
    """The fix of the allocation the instruction at `pc` belongs to (`cache`: a dict kept per
    analysed kernel, the allocations built once): {method, action, change, before, after, tile,
    problem, command, code, accesses} or {method, why, problem?}; None when `pc` has no resolved
    addresses."""
    from ldsopt.core.arch import get_arch
    if "allocs" not in cache:
        cache["allocs"] = allocations(report)
    hit = next(((g, al) for g, al in cache["allocs"] if any(a.at == pc for a in g)), None)
    if hit is None:
        return None
    g, al = hit
    acc = next(a for a in g if a.at == pc)
    if not modelled(report.arch, acc.op):
        return {"method": "no solver fix", "why": f"{acc.isa.strip()}: the bank model has no rule for {acc.op} "
                                                  "(a shared atomic): no layout is costed for it"}
    key = ("fix", al.name, lang)
    if key in cache:
        return cache[key]
    pcs = [f"{a.at:#06x}" for a in g]
    if al.tile is None:
        out = {"method": "no solver fix", "why": al.reason, "accesses": pcs}
        cache[key] = out
        return out
    prob = dict(al.problem, description=(f"allocation {al.name}: every shared access the SASS emulator resolves "
                                         f"over one block ({len(g)}: {', '.join(pcs[:12])}"
                                         f"{' ...' if len(pcs) > 12 else ''}); tile {al.tile.describe()}"
                                         + "".join(f"; {n}" for n in al.tile.notes)))
    prop = propose(al, get_arch(report.arch).banks)
    if prop is None:
        out = {"method": "no padding or XOR swizzle is cheaper", "why": f"tile {al.tile.describe()}",
               "problem": prob, "command": "ldsopt solve problem.json", "accesses": pcs}
        cache[key] = out
        return out
    code, err = _code(al.tile, prop["layout"], lang)
    b, a = prop["before"], prop["after"]
    out = {"method": {"pad": "padding of the row", "xor": "XOR swizzle"}[prop["change"]], "change": prop["change"],
           "text": prop["text"], "before": b, "after": a, "tile": [al.tile.rows, al.tile.cols],
           "elem_bytes": al.tile.elem, "accesses": pcs, "language": lang, "problem": prob,
           "command": "ldsopt solve problem.json",
           "action": (f"{prop['text']} (said on the tile: the report carries no source text): over the {len(g)} "
                      f"access(es) of the allocation (both sides, every warp of the block) the model gives "
                      f"{a['cycles']} wavefronts instead of {b['cycles']} (ideal {a['ideal']}); index the "
                      f"{al.tile.rows}x{al.tile.cols} tile of {al.tile.elem}-byte elements through "
                      "smem_offset(row, col) below in every access")}
    if code:
        out["code"] = code
    else:
        out["code_error"] = err
    cache[key] = out
    return out
