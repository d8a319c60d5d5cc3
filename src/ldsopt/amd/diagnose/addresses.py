"""Where Type A gets the 64 lane addresses of an LDS instruction, and the bank model on them.

`lane_addresses` is the one place to switch the address source.  Today it tries, in order:
1. the straight-line per-lane evaluation of the address VGPR (`lanes.LaneEval`: lane-exact when
   every input is the lane id, a literal or a constant SGPR);
2. the lane-stride tracer of `ldsopt.amd.isa.lane_stride` (address = base + lane * stride, with
   wave-uniform parts taken as bank-neutral).
When the lane-exact emulator (`ldsopt.amd.emu`, issue 12) is on main, it becomes step 1 here:
call it with the bundle's instruction texts, the arch and the block, and take its per-wave lane
addresses for the instruction at `pos`; nothing else in `diagnose` changes.
"""

from __future__ import annotations

import numpy as np

from ldsopt.amd.isa import ds_address_vgpr, ds_kind, ds_offsets, ds_width, lane_stride, model_addresses


def lane_addresses(ctx, pos: int) -> dict | None:
    """{"addresses": [64 byte addresses, `offset:` field included], "offset0", "offset1" (read2/
    write2 fields, in the instruction's units), "source": how they were found, "assumption"} or
    None when the address is not known."""
    r = ctx.rows[pos]
    reg = ds_address_vgpr(r.isa)
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
    stride = lane_stride(ctx.texts, pos)
    if stride is None:
        return None
    try:
        from ldsopt.core.arch import get_arch
        a = get_arch(ctx.b.arch)
    except Exception:
        return None
    addrs, o0, o1, folded = model_addresses(a.wave, stride, max(ds_width(r.op), 1), a.lds_per_cu, a.banks,
                                            offs["offset0"], offs["offset1"], _unit(a, r.op))
    note = (f"lane i at base + i*{stride} B (lane stride traced in the ISA from the work-item id; wave-uniform "
            f"parts taken as bank-neutral; all lanes active)")
    if folded:
        note += "; addresses folded modulo the bank period to fit the LDS size (banks unchanged)"
    return {"addresses": [int(x) + base for x in addrs], "offset0": o0, "offset1": o1, "source": "lane stride",
            "lane_stride": stride, "assumption": note}


def _unit(a, op: str) -> int:
    try:
        from ldsopt.core.instructions import get_instruction
        return get_instruction(a, op).offset_unit
    except Exception:
        return 0


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
        period = 4 * a.banks
        key = (a.name, op, o0, o1, tuple((arr - (arr.min() // period) * period).tolist()), detail)
        got = _MEMO.get(key)
        if got is None:
            if detail:
                res = simulate(a, op, addr["addresses"], offset0=o0, offset1=o1) if two else simulate(a, op, addr["addresses"])
                got = {"cycles": int(res.cycles), "ideal": int(res.ideal), "conflicts": int(res.conflicts),
                       "ways": int(res.ways), "example": _worst_bank(res)}
            else:
                r = simulate_batch(a, op, arr[None, :], offset0=o0, offset1=o1)
                got = {"cycles": int(r["cycles"][0]), "ideal": int(r["ideal"][0]), "conflicts": int(r["conflicts"][0])}
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
