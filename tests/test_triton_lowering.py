"""``ldsopt ttgir`` against what Triton 3.9 really emits, and against the bank model applied to the
addresses of Triton's own linear layouts.

Data: ``tests/data/triton/lowering_cases.json`` (README there): Gluon kernels that store a tensor of
register layout D into shared layout S and load it back in layout D2, compiled offline by Triton
3.9 for gfx942, gfx950, sm_80 and sm_90; per case the TTGIR, the shared-memory instructions of each
op counted in Triton's assembly (amdgcn / PTX), and Triton's own ``to_linear_layout`` bases of D,
D2 and S.
"""

from __future__ import annotations

import json
import pathlib
import re

import numpy as np
import pytest

import ldsopt

DATA = pathlib.Path(__file__).parent / "data" / "triton" / "lowering_cases.json"
CASES = json.loads(DATA.read_text())["cases"]
STORE_LINE, LOAD_LINE = "14", "15"          # source lines of the store / load in the kernel
# the cases where ldsopt's instruction differs from Triton's assembly (README there: LLVM splits or
# scalarizes some accesses; a register/shared pair of linear layouts where Triton vectorizes less
# than the span of the register offsets allows; an allocation larger than the LDS)
KNOWN = {i for i, c in enumerate(CASES) if not c["ok"]}


def _ops(case):
    r = ldsopt.analyze_ttgir(case["ttgir"], suggest=False)
    out = {}
    for o in r.ops:
        line = o.loc.split(":")[-2] if o.loc else ""
        out[line] = o
    return r, out


def test_instructions_match_triton_assembly():
    assert len(CASES) >= 200
    assert len(KNOWN) <= 10
    bad = []
    for i, c in enumerate(CASES):
        if i in KNOWN:
            continue
        _, ops = _ops(c)
        for line in (STORE_LINE, LOAD_LINE):
            want = c["asm_counts"].get(line, {})
            o = ops[line]
            have = {o.instruction: o.per_warp} if not o.error else {"error": o.error}
            if want != have:
                bad.append((i, c["target"], line, want, have))
    assert not bad, bad[:5]


def test_every_target_and_path_is_covered():
    seen = set()
    for c in CASES:
        for counts in c["asm_counts"].values():
            for name in counts:
                seen.add((c["target"], name.split(".")[0].split("_")[0] + ("_tr" if "_tr_" in name else "")))
    for t in ("gfx942", "gfx950", "sm_80", "sm_90"):
        assert any(s[0] == t for s in seen)
    assert ("sm_90", "stmatrix") in seen and ("sm_80", "ldmatrix") in seen
    assert ("gfx950", "ds_tr") in seen


# ----------------------------------------------------------------------------- independent model
def _table(bases: list, shape) -> np.ndarray:
    """Coordinates (n, rank) of every input value of a basis list (bit i of the input = basis i)."""
    out = np.zeros((1, len(shape)), np.int64)
    for v in bases:
        out = np.concatenate([out, out ^ np.asarray(v, np.int64)])
    return out


def _shared_offsets(case, shape):
    """{(row, col): element offset} from Triton's shared bases (padded: the identity in `order`,
    as Triton's PaddedSharedLayout.with_identity_for defines it), and the padding pairs."""
    enc = re.search(r"#shared = (#ttg\.\w+)<(.*)>", case["ttgir"])
    if enc.group(1) == "#ttg.padded_shared":
        pairs = [tuple(int(x) for x in p.split(":+")) for p in re.findall(r"\d+:\+\d+", enc.group(2))]
        order = [int(x) for x in re.search(r"order = \[(\d), (\d)\]", enc.group(2)).groups()]
        r, c = np.meshgrid(np.arange(shape[0]), np.arange(shape[1]), indexing="ij")
        off = r * shape[1] + c if order == [1, 0] else c * shape[0] + r
        return {(int(a), int(b)): int(o) for a, b, o in zip(r.ravel(), c.ravel(), off.ravel())}, pairs
    tab = _table(case["linear_layouts"]["shared"]["offset"], shape)
    d = {}
    for o, (a, b) in enumerate(tab):
        d.setdefault((int(a), int(b)), o)
    return d, []


WIDTH = {"u8": 1, "b8": 1, "u16": 2, "b16": 2, "u32": 4, "b32": 4, "b64": 8, "v2.u32": 8,
         "b128": 16, "v4.u32": 16}


def _reference(case, which, inst, shape, eb):
    """(cycles, ideal) of one op from Triton's bases.  One instruction moves, per lane, an aligned
    block of ``vec`` elements (the asm's width): the registers of a lane fall into blocks
    ``offset // vec``, the same blocks for every lane up to the lane's own (aligned) offset, so
    each block index g is one instruction per warp, lane l at ``g * vec ^ offset(lane l) ^
    offset(warp)`` (the shared layout is linear: offsets of XORed coordinates XOR)."""
    ll = case["linear_layouts"][which]
    where, pairs = _shared_offsets(case, shape)
    vec = WIDTH[inst.split("_")[-1] if inst.startswith("ds_") else inst.split("shared.")[1]] // eb
    off = lambda coords: where[tuple(int(x) for x in coords)]   # noqa: E731
    blocks = sorted({off(r) // vec for r in _table([v for v in ll["register"] if any(v)], shape)})
    lane_off = np.array([off(ln) for ln in _table(ll["lane"], shape)], np.int64)
    rows = []
    for w in _table(ll["warp"], shape):
        for g in blocks:
            o = (g * vec) ^ lane_off ^ off(w)
            for iv, pad in pairs:
                o = o + (o // iv) * pad
            rows.append(o * eb)
    addr = np.array(rows)
    if inst.startswith("ds_") and (addr % min(16, vec * eb)).any():
        return None                                  # misaligned: the word rule, tested elsewhere
    b = ldsopt.simulate_batch(case["target"], inst, addr)
    return int(b.cycles.sum()), int(b.ideal.sum())


@pytest.mark.slow
def test_cycles_equal_bank_model_on_triton_linear_layouts():
    checked = 0
    for i, c in enumerate(CASES):
        if i in KNOWN:
            continue
        r, ops = _ops(c)
        for line, which in ((STORE_LINE, "store"), (LOAD_LINE, "load")):
            o = ops[line]
            if o.path != "vector" or ("shared" not in c["linear_layouts"] and "padded" not in c["ttgir"]):
                continue
            md = re.search(r"memdesc<(\d+)x(\d+)x(\w+)", c["ttgir"])
            shape = [int(md.group(1)), int(md.group(2))]
            eb = {"f16": 2, "bf16": 2, "f32": 4, "i8": 1}[md.group(3)]
            asm = c["asm_counts"][line]
            (inst, per_thread), = asm.items()
            ref = _reference(c, which, inst, shape, eb)
            if ref is None:
                continue
            assert (o.cycles, o.ideal) == ref, (i, c["target"], which, inst)
            assert o.instructions == per_thread * r.num_warps
            checked += 1
    assert checked >= 150


@pytest.mark.parametrize("target", ["gfx942", "gfx950", "sm_80", "sm_90"])
def test_totals_are_sums_over_warps(target):
    c = next(c for c in CASES if c["target"] == target)
    r = ldsopt.analyze_ttgir(c["ttgir"], suggest=False, addresses=True)
    for o in r.ops:
        assert len(o.addresses) == r.num_warps == o.warps
        assert all(len(w) == o.per_warp for w in o.addresses)
        assert o.instructions == o.per_warp * o.warps
        assert o.conflicts == o.cycles - o.ideal


def test_span_tables_equal_the_plain_xor_span():
    """The vectorised tables (offsets and coordinates of every register/lane/warp combination)
    against the one-combination-at-a-time XOR the lowering used to loop over (kept here as the
    reference)."""
    import numpy as np

    from ldsopt.triton.lowering import _span_table

    def _xor_span(values, x):              # the plain one-combination XOR
        out = 0
        for i, v in enumerate(values):
            if x >> i & 1:
                out ^= v
        return out
    rng = np.random.default_rng(3)
    for n in range(7):
        vals = [int(x) for x in rng.integers(0, 1 << 16, n)]
        assert _span_table(vals).tolist() == [_xor_span(vals, x) for x in range(1 << n)]
        vecs = [tuple(int(y) for y in rng.integers(0, 256, 2)) for _ in range(n)]
        want = [[_xor_span([v[d] for v in vecs], x) for d in range(2)] for x in range(1 << n)]
        assert _span_table(vecs, 2).tolist() == want
