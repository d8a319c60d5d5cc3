"""Where Type A gets the 64 lane addresses of an LDS instruction, and the bank model on them.

`lane_addresses` is the one place that gives them:
1. the lane-exact emulator `ldsopt.amd.emu.analyze_kernel`: the bundle's instruction texts with
   their code.json addresses (branch targets), lines and sources, the arch and the block (the
   kernel-trace CSV's workgroup size, else 64x1x1, said in the note), once per bundle; the first
   wave whose addresses it resolves is used.  When it leaves an instruction unresolved, its reason
   is kept (`unresolved_reason`) and no other source is tried: a guess could be wrong;
2. only when the emulator cannot run the kernel at all (the reason goes to the report's notes):
   the straight-line per-lane evaluation of the address VGPR (`lanes.LaneEval`: lane-exact when
   every input is the lane id, a literal or a constant SGPR and every lane is active).
"""

from __future__ import annotations

import numpy as np

from ldsopt.amd.diagnose.kinds import address_vgpr
from ldsopt.amd.isa import ds_kind, ds_offsets
from ldsopt.errors import brief

def _block(ctx) -> tuple:
    d = ctx.b.dispatch or {}
    try:
        b = tuple(int(d.get(k) or 1) for k in ("Workgroup_Size_X", "Workgroup_Size_Y", "Workgroup_Size_Z"))
        if d.get("Workgroup_Size_X") and 0 < b[0] * b[1] * b[2] <= 1024:
            return b
    except (TypeError, ValueError):
        pass
    return (64, 1, 1)


def emulated(ctx) -> dict:
    """line -> the emulator's result for each LDS instruction ({} when the arch is unknown or the
    emulator cannot run this kernel: the reason goes to ctx.cache["emu_note"])."""
    if "emu" in ctx.cache:
        return ctx.cache["emu"]
    out: dict = {}
    ctx.cache["emu"] = out
    if not ctx.b.arch:
        return out
    from ldsopt.amd.emu import analyze_kernel
    block = _block(ctx)
    try:
        k = analyze_kernel(ctx.texts, ctx.b.arch, block, addresses=[r.vaddr for r in ctx.rows],
                           lines=[r.line for r in ctx.rows], sources=[r.source for r in ctx.rows],
                           name=ctx.b.kernel or "kernel")
    except Exception as e:   # a kernel it cannot run: say so, fall back to the straight-line evaluator
        ctx.cache["emu_note"] = brief(f"the ISA emulator could not run this kernel ({type(e).__name__}: {e})")
        return out
    ctx.cache["emu_block"] = block
    ctx.cache["emu_kernel"] = k        # every access of every wave: the fix's problem builder reads it
    for ins in k.instructions:
        out[ins.line] = ins
    return out


def _from_emulator(ctx, r) -> dict | None:
    ins = emulated(ctx).get(r.line)
    if ins is None:
        return None
    w = next((w for w in ins.waves if w.status == "ok" and w.addresses), None)
    if w is None:
        return None
    active = list(w.active) if w.active else [True] * len(w.addresses)
    b = ctx.cache.get("emu_block", (64, 1, 1))
    note = (f"ISA emulator, wave {w.wave} of a {b[0]}x{b[1]}x{b[2]} workgroup"
            + ("" if b != (64, 1, 1) or ctx.b.dispatch else " (assumed: the trace does not give the block)")
            + (f"; wave-uniform unknowns {w.base} added to every address (bank-neutral)" if w.base else "")
            + ("" if all(active) else f"; {sum(active)} lanes active")
            + ("; bounds checks against kernel arguments assumed to pass" if w.assumed else ""))
    return {"addresses": [int(x) for x in w.addresses], "active": active, "offset0": w.offset0,
            "offset1": w.offset1, "source": "lane-exact", "assumption": note}


def lds_range(ctx, pos: int, width: int, dma_base: int | None = None) -> tuple | None:
    """(first byte, end, wave-uniform base) an LDS instruction or a direct-to-LDS load touches in one
    wave: from the emulator when it resolves it, else from `lane_addresses` (LDS instructions) or
    from a constant M0 `dma_base` (direct-to-LDS loads: 64 lanes x `width` bytes from M0).  Two
    ranges compare only when their bases are equal."""
    r = ctx.rows[pos]
    ins = emulated(ctx).get(r.line)
    w = next((w for w in ins.waves if w.status == "ok" and w.addresses), None) if ins is not None else None
    if w is not None:
        act = w.active or (True,) * len(w.addresses)
        addrs = [a for a, on in zip(w.addresses, act) if on]
        extra = 0
        if ds_kind(r.op) in ("read2", "write2"):
            extra = max(w.offset0, w.offset1) * width * (64 if "st64" in r.op else 1)
        return (min(addrs), max(addrs) + width + extra, w.base)
    if not r.op.startswith("ds_"):
        return None if dma_base is None else (dma_base, dma_base + 64 * width, "")
    got = lane_addresses(ctx, pos)
    if got is None or got["source"] != "lane-exact":
        return None
    extra = 0
    if ds_kind(r.op) in ("read2", "write2"):
        extra = max(got["offset0"], got["offset1"]) * width * (64 if "st64" in r.op else 1)
    return (min(got["addresses"]), max(got["addresses"]) + width + extra, "")


def unresolved_reason(ctx, pos: int) -> str:
    """Why `lane_addresses` gives None for the instruction at `pos` (the emulator's reason)."""
    r = ctx.rows[pos]
    ins = emulated(ctx).get(r.line)
    if ins is None:
        return ctx.cache.get("emu_note") or "the ISA emulator did not reach this instruction"
    w = next((w for w in ins.waves if w.status == "unresolved"), None)
    if w is not None:
        return w.reason
    return "no wave runs this instruction with any lane active (block " + \
        "x".join(map(str, ctx.cache.get("emu_block", (64, 1, 1)))) + ")"


def lane_addresses(ctx, pos: int) -> dict | None:
    """{"addresses": [64 byte addresses, `offset:` field included], "offset0", "offset1" (read2/
    write2 fields, in the instruction's units), "active" (optional lane mask), "source": how they
    were found, "assumption"} or None when the address is not known (`unresolved_reason` says why)."""
    r = ctx.rows[pos]
    got = _from_emulator(ctx, r)
    if got is not None or emulated(ctx) or "emu_note" not in ctx.cache:
        return got
    reg = address_vgpr(r.isa)
    if reg is None:
        return None
    offs = ds_offsets(r.isa)
    two = ds_kind(r.op) in ("read2", "write2")
    base = 0 if two else offs["offset"]
    vals = ctx.lanes.value(pos, f"v{reg}")
    if vals is not None:
        return {"addresses": [int(x) for x in (np.asarray(vals) + base)], "offset0": offs["offset0"],
                "offset1": offs["offset1"], "source": "lane-exact",
                "assumption": ("per-lane evaluation of the ISA in straight-line order, work-item id x = lane id "
                               "(1-D workgroup or x size a multiple of 64), all lanes active")}
    return None


_MEMO: dict = {}


def bank_model(arch: str | None, op: str, addr: dict, detail: bool = False) -> dict | None:
    """The bank model (`ldsopt.core.simulate`) on the addresses: cycles, ideal, conflicts (and with
    `detail` the worst phase's ways and an example bank); {"skipped": reason} when it cannot run.
    Results are memoized on the addresses shifted by a multiple of the bank period (a shift by
    banks x 4 bytes changes neither a word's bank nor which lanes share a word)."""
    if not arch:
        return {"skipped": "arch unknown: pass --arch to run the bank model"}
    try:
        from ldsopt.core.arch import get_arch
        from ldsopt.core.instructions import get_instruction
        from ldsopt.core.simulate import simulate, simulate_batch
        a = get_arch(arch)
        model = get_instruction(a, op).source
        two = ds_kind(op) in ("read2", "write2")
        o0, o1 = (addr["offset0"], addr["offset1"]) if two else (0, 0)
        arr = np.asarray(addr["addresses"], dtype=np.int64)
        act = addr.get("active")
        act = None if act is None or all(act) else np.asarray(act, dtype=bool)
        period = 4 * a.banks
        key = (a.name, op, o0, o1, tuple((arr - (arr.min() // period) * period).tolist()), detail,
               None if act is None else tuple(act.tolist()))
        got = _MEMO.get(key)
        if got is None:
            if detail:
                res = simulate(a, op, addr["addresses"], active=act, offset0=o0, offset1=o1)
                got = {"cycles": int(res.cycles), "ideal": int(res.ideal), "conflicts": int(res.conflicts),
                       "ways": int(res.ways), "example": _worst_bank(res)}
            else:
                r = simulate_batch(a, op, arr[None, :], active=None if act is None else act[None, :],
                                   offset0=o0, offset1=o1)
                got = {"cycles": int(r.cycles[0]), "ideal": int(r.ideal[0]), "conflicts": int(r.conflicts[0])}
            if len(_MEMO) > 4096:
                _MEMO.clear()
            _MEMO[key] = got
    except Exception as e:   # op not modelled on this arch, addresses out of range
        return {"skipped": f"bank model does not cover {op} on {arch} ({e})"}
    return dict(got, address_source=addr["source"], assumption=addr["assumption"], model=model,
                measured="inferred" not in model)


def _worst_bank(res) -> dict | None:
    """The bank of the worst phase that holds the most distinct words, with its lanes."""
    best = None
    for p in res.phases:
        words: dict = {}
        for la in p.lanes:
            for k, bank in enumerate(la.banks):
                words.setdefault(bank, {}).setdefault(la.address // 4 + k, []).append(la.lane)
        for bank, ws in words.items():
            if best is None or len(ws) > best[0]:
                best = (len(ws), bank, ws)
    if best is None or best[0] < 2:
        return None
    lanes = sorted(min(v) for v in best[2].values())
    return {"bank": int(best[1]), "words": best[0], "lanes": lanes[:8]}
