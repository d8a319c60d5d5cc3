"""Thin compatibility layer for the ATT diagnosis (ldsopt.amd.diagnose), which predates the
emulator and asks for one lane stride per LDS instruction.  New code should call
:func:`ldsopt.amd.emu.analyze_kernel` and use the lane addresses it returns."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=32)
def _analysis(texts: tuple, arch: str):
    from ldsopt.amd.emu import analyze_kernel
    from ldsopt.errors import UsageError
    try:
        return analyze_kernel(list(texts), arch, block=(64, 1, 1))
    except UsageError:
        return None


def lane_stride(texts: list[str], idx: int, arch: str = "gfx942") -> int | None:
    """Bytes between neighbouring lanes' addresses (first address) of the LDS instruction
    `texts[idx]` in wave 0 of a one-wave workgroup, when every pair of active lanes is that far
    apart per lane; None when the emulator cannot resolve the addresses or they are not a
    constant stride.  Branch offsets are not resolved (no instruction addresses): the waves stop
    at the first taken branch."""
    r = _analysis(tuple(texts), arch)
    if r is None:
        return None
    ins = next((i for i in r.instructions if i.index == idx), None)
    if ins is None:
        # instruction positions shift when blank/label rows were dropped: match by text order
        same = [i for i in r.instructions if i.isa == " ".join(texts[idx].split()) or i.isa == texts[idx].strip()]
        ins = same[0] if len(same) == 1 else None
    if ins is None or not ins.waves or ins.waves[0].status != "ok":
        return None
    w = ins.waves[0]
    lanes = [i for i, on in enumerate(w.active) if on]
    if len(lanes) < 2:
        return None
    l0 = lanes[0]
    d = (w.addresses[lanes[1]] - w.addresses[l0]) // (lanes[1] - l0)
    if all(w.addresses[l] - w.addresses[l0] == d * (l - l0) for l in lanes):
        return d
    return None


def model_addresses(lanes: int, stride: int, width: int, lds_bytes: int, banks: int,
                    offset0: int = 0, offset1: int = 0, unit: int = 0) -> tuple[list[int], int, int, bool]:
    """Lane addresses `base + i*stride` (base 0, or -63*stride for negative strides) and read2/write2
    offsets that fit in `lds_bytes`.  When the true span does not fit, the stride and the offsets
    are folded modulo the bank period (banks*4 bytes) without changing which bank each access
    uses or whether two lanes share a word.  Returns (addresses, offset0, offset1, folded)."""
    period = banks * 4

    def span(s, o0, o1):
        return abs(s) * (lanes - 1) + max(o0, o1) * unit + max(width, 4)
    folded = False
    if span(stride, offset0, offset1) > lds_bytes:
        folded = True
        if abs(stride) >= period:
            stride = (abs(stride) % period + period) * (1 if stride > 0 else -1)
        if unit:
            pu = max(1, period // unit)
            offset0 = offset0 % pu + (pu if offset0 >= pu else 0) if unit <= period else min(offset0, 1)
            offset1 = offset1 % pu + (pu if offset1 >= pu else 0) if unit <= period else min(offset1, 1)
            if offset1 == offset0 and unit > period and offset0:
                offset1 = offset0  # same address both halves, as before
    base = -stride * (lanes - 1) if stride < 0 else 0
    return [base + i * stride for i in range(lanes)], offset0, offset1, folded
