"""The fix of a bank-conflict finding (Type A): the solver problem of the whole allocation and the
layout change in the kernel's own terms, from the problem builder of :mod:`ldsopt.allocation`.

The ISA emulator has run the bundle's kernel over the workgroup (`addresses.emulated`); every LDS
access it resolved, ``ds_write*`` / ``ds_read*`` and direct-to-LDS loads alike, is a
:class:`~ldsopt.allocation.accesses.LaneAccess`, and those whose bytes overlap the conflicted
instruction's are its allocation.  When the kernel swizzles the conflicted address itself
(`swizzle.recover`), its term's per-lane values fix the row the XOR works on (the largest power of
two whose row bits give the term on every lane) and the XOR undone in the problem's coordinates;
the addresses alone cannot tell an XOR with row bits from an addition.  The fix
(:func:`ldsopt.allocation.propose.propose`) is the cheapest padding or XOR over all those accesses, named
as a change of the kernel's expression (its source line's when the bundle's source snapshot shows
the term, else by register, said so), with the cycles before and after over the workgroup.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from ldsopt.amd.diagnose.addresses import emulated
from ldsopt.amd.diagnose.common import fmt_lines, short_location
from ldsopt.allocation.accesses import from_amd
from ldsopt.allocation.problem import allocation_of, group_by_range, lane_access
from ldsopt.allocation.propose import KernelTerm, parse_term, propose


def _accesses(ctx, item: dict) -> tuple:
    """(accesses of the allocation the conflicted instruction is in, how they were found, the
    unresolved LDS instructions of the kernel)."""
    emulated(ctx)
    k = ctx.cache.get("emu_kernel")
    r = ctx.rows[item["pos"]]
    if k is not None:
        if "emu_groups" not in ctx.cache:
            accs, bad = from_amd(k)
            ctx.cache["emu_groups"] = (group_by_range(accs), bad)
        groups, bad = ctx.cache["emu_groups"]
        for g in groups:
            if any(a.at == r.line for a in g):
                return g, f"every LDS access the ISA emulator resolves over the {_block(ctx)} workgroup", bad
    a = item["addr"]           # one-address forms: the offset field included; two-address: the base
    one = replace(lane_access(ctx.b.arch, r.op, [a["addresses"]], [a.get("active") or [True] * len(a["addresses"])],
                              offset0=a.get("offset0", 0), offset1=a.get("offset1", 0), source=r.source), at=r.line)
    why = ctx.cache.get("emu_note") or ("the emulator does not resolve every wave of this instruction, so its "
                                        "allocation's other accesses are not grouped with it")
    return [one], f"this instruction's lane addresses only ({why})", []


def _block(ctx) -> str:
    return "x".join(map(str, ctx.cache.get("emu_block", (64, 1, 1))))


def _kernel_term(ctx, sw: dict, acc, group: list, elem: int) -> tuple | None:
    """(pitch in elements, (shift, bits, to), KernelTerm) of the kernel's own XOR term on `acc`'s
    addresses: the largest power-of-two row whose bits give the term's values on every active lane
    of the first execution; None when the term is not of the form (x & 2**b - 1) << s, its values
    are unknown, or no row explains them."""
    parsed = parse_term(sw.get("term") or "")
    vals, leaf = sw.get("values"), sw.get("masked_values")
    if parsed is None or vals is None or leaf is None:
        return None
    name, mask, shift = parsed
    if mask & (mask + 1):
        return None
    if elem & (elem - 1) or shift < elem.bit_length() - 1:
        return None
    act = acc.active[0]
    if not act.any():
        return None
    addr = acc.addresses[0, :, 0][act]
    t = np.asarray(vals, np.int64)[: len(act)][act]
    lo = min(int(a.touched().min()) for a in group)
    hi = max(int(a.touched().max()) + a.width for a in group)
    p = 1 << max(int(t.max()) + acc.width - 1, 1).bit_length()
    found = None
    while p <= max(hi - lo, 1) and p <= 1 << 16:
        rows = (addr - (lo - lo % p)) // p
        for s in range(0, 12):
            if np.array_equal(((rows >> s) & mask) << shift, t):
                found = (p, s, rows)
                break
        p *= 2
    if found is None:
        return None
    p, s, rows = found
    bits = mask.bit_length()
    x = sw
    where = f"line {x['line']} `{x['isa']}`"
    kt = KernelTerm(x["term"], name, mask, shift, np.asarray(leaf, np.int64)[: len(act)][act], rows, where,
                    x.get("source_text"))
    return p // elem, (s, bits, shift - (elem.bit_length() - 1)), kt


_ESIZE = {"f8": 1, "i8": 1, "f16": 2, "bf16": 2, "f32": 4}


def _other_term(ctx, group: list, line: int, elem: int) -> tuple | None:
    """(swizzle, term) of the first other LDS instruction of the allocation whose address the
    kernel XORs with a term that its rows explain (at most 32 tried)."""
    from ldsopt.amd.diagnose.swizzle import recover
    tried = 0
    for a in group:
        pos = ctx.pos.get(a.at)
        if a.at == line or pos is None or not ctx.rows[pos].op.startswith("ds_"):
            continue
        tried += 1
        if tried > 32:
            return None
        sw = recover(ctx, pos)
        kt = _kernel_term(ctx, sw, a, group, elem) if sw else None
        if kt is not None:
            return sw, kt
    return None


def bank_conflict_fix(ctx, item: dict, sw: dict | None, dtype: str = "f16") -> dict:
    """The fix dict of a Type A finding (`dtype` the element type: the tile's element is its size,
    or the narrowest access when that is smaller): ``problem`` (for ``ldsopt solve``), ``before`` /
    ``after`` cycles over the allocation's accesses, the change in the kernel's terms (``action``,
    ``kernel_swizzle``), or the reason no layout is proposed."""
    r = ctx.rows[item["pos"]]
    arch = ctx.b.arch or "gfx942"
    from ldsopt.core.arch import get_arch
    banks = get_arch(arch).banks
    group, how, bad = _accesses(ctx, item)
    acc = next(a for a in group if a.at == r.line)
    name = f"lds@{min(int(a.touched().min()) for a in group):#x}"
    elem = min([_ESIZE.get(dtype, 2)] + [a.width for a in group])
    kt = _kernel_term(ctx, sw, acc, group, elem) if sw else None
    if kt is None:        # the swizzle may be on another access of the allocation (the write side)
        sw, kt = _other_term(ctx, group, r.line, elem) or (sw, None)
    al = allocation_of(arch, group, name, elem=elem, pitch=kt[0], xor=kt[1]) if kt else None
    rows_from = (f"rows of {kt[0] * elem} B: the largest row whose bits give the kernel's XOR term on every "
                 "lane") if kt else ""
    if al is None or al.tile is None:
        al = allocation_of(arch, group, name, elem=elem)
        kt = None
        rows_from = ""
    if al.tile is None and "runs" in al.reason:
        # writes and reads of different parts of one buffer: no row in the touched bytes; rows of one
        # pass over the banks keep every word's bank (each coordinate is still its exact address)
        first = al.reason
        al = allocation_of(arch, group, name, elem=elem, pitch=banks * 4 // elem)
        rows_from = f"{first.split(': ', 1)[-1]}: rows of {banks * 4} B (one pass over the banks) taken"
    lines = sorted({a.at for a in group if a.at is not None})
    writes = sorted({a.at for a in group if a.kind == "write" and a.at is not None})
    dma = sorted({a.at for a in group if a.isa.split(None, 1)[0].startswith(("buffer_", "global_"))})
    desc = (f"allocation {name}: {how}; {len(group)} access(es) at lines {fmt_lines(lines)}"
            + (f" ({len(writes)} writing: lines {fmt_lines(writes)}" + (f", direct-to-LDS loads at lines "
                                                                        f"{fmt_lines(dma)}" if dma else "") + ")"
               if writes else "; no write of these bytes resolved"))
    if bad:
        desc += (f"; {len(bad)} LDS instruction(s) of the kernel have unknown addresses ({bad[0][2]}): if they "
                 "touch these bytes, the problem misses them")
    ks = None
    if sw:
        ks = {"term": sw["term"], "line": sw["line"], "isa": sw["isa"], "source_text": sw.get("source_text"),
              "replacement": None, "named_by": None}
    if al.tile is None:
        return {"method": "XOR swizzle or padding (no tile)", "problem": None, "problem_description": desc,
                "action": f"no solver problem: {al.reason}", **({"kernel_swizzle": ks} if ks else {})}
    prob = dict(al.problem, description=f"from {short_location(r.source) or r.op} line {r.line}; {desc}; tile "
                                        f"{al.tile.describe()}" + (f"; {rows_from}" if rows_from else "")
                + "".join(f"; {n}" for n in al.tile.notes))
    key = ("layout_fix", tuple(a.at for a in group), kt[2].where if kt else None, elem)
    if key not in ctx.cache:          # several findings on one allocation: one search
        ctx.cache[key] = propose(al, banks, kt[2] if kt else None)
    prop = ctx.cache[key]
    base = {"command": "ldsopt solve problem.json", "problem": prob,
            "flydsl": "apply the change in the SmemAllocator offset expression of every store and load of this "
                      "buffer (direct-to-LDS loads: permute the global addresses instead)",
            "hip": "apply the change in the shared-memory index of every access of this array",
            "triton": "use the swizzled shared encoding (vec/perPhase/maxPhase) that matches the change"}
    if prop is None:
        return dict(base, method="no padding or XOR swizzle is cheaper",
                    action=f"no padding or XOR of the {al.tile.describe()} tile lowers the cost of its "
                           f"{len(group)} access(es); ldsopt solve on the problem searches wider layouts",
                    **({"kernel_swizzle": ks} if ks else {}))
    if ks is not None:
        ks.update(replacement=prop.get("replacement"), named_by=prop["named_by"],
                  source_expr=prop.get("source_expr"), source_replacement=prop.get("source_replacement"))
    said = {"source": f" (the source line {short_location(sw['source']) if sw else ''} shows the term)",
            "register": " (by register: the source line does not show the term)"}.get(prop["named_by"], "")
    if sw and kt is None and prop["change"] == "xor" and al.tile.xor is None:
        said += (f" (on top of the kernel's own term `{sw['term']}`: no power-of-two row of the addresses gives "
                 "its values, so it is not undone)")
    b, a = prop["before"], prop["after"]
    action = (f"{prop['text']}{said}: over the {len(group)} access(es) of the allocation (both sides, every wave "
              f"of the workgroup) the bank model gives {a['cycles']} cycles instead of {b['cycles']} "
              f"(ideal {a['ideal']})")
    method = {"pad": "padding of the row", "xor": "the kernel's own XOR swizzle with another term"
              if prop.get("replacement") else "XOR swizzle"}[prop["change"]]
    return dict(base, method=method, action=action, change=prop["change"], before=b, after=a,
                **({"kernel_swizzle": ks} if ks else {}))
