"""The ISA emulator (ldsopt.amd.emu) on real compiler output, against addresses written from the
kernel sources.

Fixtures: tests/data/isa (tools/gen_isa_fixtures.py; sources in tools/isa_kernels/ and
tools/lds_kernels.cl, Triton/Gluon kernels in the generator).  Every LDS line of the HIP/OpenCL
sources carries a tag `LDS:<name>`; FORMULAS below give, for each tag, the element index each
work-item (x, y, z) touches, read off the source line (j: the unrolled loop variable or the
reduction step).  An instruction passes when, in every wave, one j and one array base make the
formula equal the emulated address of every lane and the formula's condition picks exactly the
active lanes.  Gluon kernels: the address of element (r, c) of a swizzled shared tile is
r*N + ((c/vec) ^ ((r/perPhase) % maxPhase))*vec + c%vec (Triton's SwizzledSharedEncoding), and the
blocked layouts say which elements a lane holds.  Cycles are checked against the plain reference
bank model (simulate_reference) on the formula's addresses.
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import numpy as np
import pytest

from ldsopt.amd.emu import analyze_asm_kernel, analyze_kernel
from ldsopt.amd.asm import read_asm
from ldsopt.core.simulate import simulate_reference

ISA = Path(__file__).parent / "data" / "isa"
SRC = Path(__file__).parent.parent / "tools" / "isa_kernels"
ARCHES = ("gfx906", "gfx90a", "gfx942")
META = json.loads((ISA / "triton_meta.json").read_text())


class F:
    """element bytes, index(x, y, z, j), the j values, the active condition(x, y, z, j), array."""

    def __init__(self, esize, idx, js=(0,), act=None, array="a"):
        self.esize, self.idx, self.js, self.act, self.array = esize, idx, js, act, array


STEPS256 = (128, 64, 32, 16, 8, 4, 2, 1)
STEPS128 = (64, 32, 16, 8, 4, 2, 1)
J4 = (0, 8, 16, 24)
K16 = tuple(range(16))

# kernel (substring of the symbol) -> (block, args, {tag: [formulas]})
HIP = {
    "transpose32P": ((32, 8, 1), {}, {
        "t32_w": [F(4, lambda x, y, z, j: (y + j) * 32 + x, J4)],
        "t32_r": [F(4, lambda x, y, z, j: x * 32 + y + j, J4)]}),
    "transpose32_pad": ((32, 8, 1), {}, {
        "t33_w": [F(4, lambda x, y, z, j: (y + j) * 33 + x, J4)],
        "t33_r": [F(4, lambda x, y, z, j: x * 33 + y + j, J4)]}),
    "transpose16": ((16, 16, 1), {}, {
        "t16_w": [F(4, lambda x, y, z, j: y * 17 + x)],
        "t16_r": [F(4, lambda x, y, z, j: x * 17 + y)]}),
    "reduce256": ((256, 1, 1), {}, {
        "r256_w": [F(4, lambda x, y, z, j: x)],
        "r256_step": [F(4, lambda x, y, z, k: x, STEPS256, lambda x, y, z, k: x < k),
                      F(4, lambda x, y, z, k: x + k, STEPS256, lambda x, y, z, k: x < k)],
        "r256_out": [F(4, lambda x, y, z, j: j, (0, 1), lambda x, y, z, j: x == 0)]}),
    "reduce1024": ((1024, 1, 1), {}, {
        "r1k_w": [F(4, lambda x, y, z, j: x)],
        "r1k_step": [F(4, lambda x, y, z, k: x, (512,), lambda x, y, z, k: x < k),
                     F(4, lambda x, y, z, k: x ^ k, (512,), lambda x, y, z, k: x < k)],
        "r1k_out": [F(4, lambda x, y, z, j: x, (0,), lambda x, y, z, j: x < 32)]}),
    "gemm16": ((16, 16, 1), {}, {
        "g16_wa": [F(4, lambda x, y, z, j: y * 16 + x, array="as")],
        "g16_wb": [F(4, lambda x, y, z, j: y * 16 + x, array="bs")],
        "g16_r": [F(4, lambda x, y, z, k: y * 16 + k, K16, array="as"),
                  F(4, lambda x, y, z, k: k * 16 + x, K16, array="bs")]}),
    "stride33": ((64, 1, 1), {}, {
        "st33_w": [F(4, lambda x, y, z, j: x * 33)],
        "st33_r": [F(4, lambda x, y, z, j: (x * 2) % 64)]}),
    "widths": ((256, 1, 1), {}, {
        "w64_w": [F(8, lambda x, y, z, j: x * 2, array="d")],
        "w16_w": [F(2, lambda x, y, z, j: x, array="h")],
        "w8_w": [F(1, lambda x, y, z, j: x * 3, array="c8")],
        "w64_r": [F(8, lambda x, y, z, j: (x + 1) % 256, array="d")],
        "w16_r": [F(2, lambda x, y, z, j: x ^ 1, array="h")],
        "w8_r": [F(1, lambda x, y, z, j: x + 1, array="c8")]}),
    "vectors": ((256, 1, 1), {}, {
        "v4_w": [F(16, lambda x, y, z, j: x, array="v4")],
        "v2_w": [F(8, lambda x, y, z, j: (x * 5) % 256, array="v2")],
        "v4_r": [F(16, lambda x, y, z, j: (x * 8) % 256, array="v4")],
        "v2_r": [F(8, lambda x, y, z, j: x ^ 16, array="v2")]}),
    "narrow8": ((8, 32, 1), {}, {
        "n8_w": [F(4, lambda x, y, z, j: y * 8 + x)],
        "n8_r": [F(4, lambda x, y, z, j: ((y + x) % 32) * 8 + x)]}),
    "cube": ((8, 4, 4), {}, {
        "c3_w": [F(4, lambda x, y, z, j: (z * 4 + y) * 9 + x)],
        "c3_r": [F(4, lambda x, y, z, j: ((x % 4) * 4 + z) * 9 + y)]}),
    "xorswz": ((32, 8, 1), {}, {
        "x_w": [F(4, lambda x, y, z, j: (y + j) * 32 + (x ^ (y + j)), J4)],
        "x_r": [F(4, lambda x, y, z, j: x * 32 + ((y + j) ^ x), J4)]}),
    "waveid": ((256, 1, 1), {}, {
        "wl_w": [F(4, lambda x, y, z, j: (x // 64) * 65 + x % 64)],
        "wl_r": [F(4, lambda x, y, z, j: (3 - x // 64) * 65 + 63 - x % 64)]}),
    "exchange": ((64, 1, 1), {}, {}),
    "atomics": ((256, 1, 1), {}, {
        "at_zero": [F(4, lambda x, y, z, j: x, (0,), lambda x, y, z, j: x < 64)],
        "at_add": [F(4, lambda x, y, z, j: x % 64)],
        "at_out": [F(4, lambda x, y, z, j: x, (0,), lambda x, y, z, j: x < 64)]}),
    "dynoff": ((256, 1, 1), {"arg1": 5, "arg2": 200}, {
        "dyn_w": [F(4, lambda x, y, z, j: 5 + x)],
        "dyn_r": [F(4, lambda x, y, z, j: 5 + 255 - x, (0,), lambda x, y, z, j: x < 200)]}),
    "window": ((256, 1, 1), {}, {
        "win_w": [F(4, lambda x, y, z, j: x)],
        "win_w2": [F(4, lambda x, y, z, j: x + 256)],
        "win_r": [F(4, lambda x, y, z, i: (x * 2 + i) & 511, tuple(range(8)))]}),
}
CL = {
    "cl_transpose_loop": ((32, 8, 1), {}, {
        "cl_tl_w": [F(4, lambda x, y, z, j: (y + j) * 32 + x, J4)],
        "cl_tl_r": [F(4, lambda x, y, z, j: x * 32 + y + j, J4)]}),
    "cl_gemm16": ((16, 16, 1), {}, {
        "cl_g_wa": [F(4, lambda x, y, z, j: y * 17 + x, array="as")],
        "cl_g_wb": [F(4, lambda x, y, z, j: y * 17 + x, array="bs")],
        "cl_g_r": [F(4, lambda x, y, z, k: y * 17 + k, K16, array="as"),
                   F(4, lambda x, y, z, k: k * 17 + x, K16, array="bs")]}),
    "cl_reduce_masked": ((128, 1, 1), {}, {
        "cl_rm_w": [F(4, lambda x, y, z, j: x)],
        "cl_rm_step": [F(4, lambda x, y, z, k: x, STEPS128, lambda x, y, z, k: x < k),
                       F(4, lambda x, y, z, k: x + k, STEPS128, lambda x, y, z, k: x < k)],
        "cl_rm_out": [F(4, lambda x, y, z, j: j, (0, 1), lambda x, y, z, j: x == 0)]}),
    "cl_local_arg": ((256, 1, 1), {}, {
        "cl_la_w": [F(4, lambda x, y, z, j: x * 2, array="buf")],
        "cl_b8_w": [F(1, lambda x, y, z, j: x * 4 + 1, array="b8")],
        "cl_b16_w": [F(2, lambda x, y, z, j: x * 2, array="b16")],
        "cl_mix_r": [F(1, lambda x, y, z, j: (x * 4 + 5) % 1024, array="b8"),
                     F(4, lambda x, y, z, j: (x + 64) % 512, array="buf")],
        "cl_b16_r": [F(2, lambda x, y, z, j: (x * 6) % 512, array="b16")]}),
}
# the first OpenCL fixture (no line tables): every formula of the kernel is a candidate
CL_OLD = {
    "transpose_nopad": ((32, 8, 1), {"w": [F(4, lambda x, y, z, j: (y + j) * 32 + x, J4),
                                           F(4, lambda x, y, z, j: x * 32 + y + j, J4)]}),
    "transpose_pad": ((32, 8, 1), {"w": [F(4, lambda x, y, z, j: (y + j) * 33 + x, J4),
                                         F(4, lambda x, y, z, j: x * 33 + y + j, J4)]}),
    "reduce_sum": ((256, 1, 1), {"w": [F(4, lambda x, y, z, j: x),
                                       F(4, lambda x, y, z, k: x, STEPS256, lambda x, y, z, k: x < k),
                                       F(4, lambda x, y, z, k: x + k, STEPS256, lambda x, y, z, k: x < k),
                                       F(4, lambda x, y, z, j: j, (0, 1), lambda x, y, z, j: x == 0)]}),
    "rowpair_maxsum": ((64, 1, 1), {"w": [F(4, lambda x, y, z, r: r * 64 + x, tuple(range(64))),
                                          F(4, lambda x, y, z, c: x * 64 + c, tuple(range(128)))]}),
}


def _tags(path: Path) -> dict:
    return {i: m.group(1) for i, line in enumerate(path.read_text().splitlines(), 1)
            for m in [re.search(r"LDS:(\w+)", line)] if m}


def _coords(block, wave):
    bx, by, bz = block
    t = np.arange(64) + 64 * wave
    return t % bx, (t // bx) % by, t // (bx * by), t < bx * by * bz


def _slots(ins, w):
    unit = 0
    if ins.op.startswith(("ds_read2", "ds_write2")):
        unit = (8 if "b64" in ins.op else 4) * (64 if "st64" in ins.op else 1)
        return [w.offset0 * unit, w.offset1 * unit]
    return [0]


def _width(op):
    m = re.search(r"_b(8|16|32|64|96|128)", op) or re.search(r"_[ui](8|16)", op)
    return int(m.group(1)) // 8 if m else 4


def _match(arch, ins, w, block, formulas, bases):
    """Slot offsets matched; raises AssertionError with the reason when no formula fits."""
    x, y, z, valid = _coords(block, w.wave)
    addr = np.array(w.addresses, np.int64)
    act = np.array(w.active)
    for so in _slots(ins, w):
        ok = False
        for f in formulas:
            for j in f.js:
                exp_act = valid & (np.array([bool(f.act(*v, j)) for v in zip(x, y, z)]) if f.act else True)
                if not np.array_equal(exp_act, act):
                    continue
                e = np.array([f.esize * f.idx(*v, j) for v in zip(x, y, z)], np.int64)
                d = (addr + so - e)[act]
                if d.size == 0 or (d != d[0]).any():
                    continue
                base = int(d[0])
                sub = base % f.esize if f.esize > 4 else 0
                arr = base - sub
                if arr % 4 or sub % min(_width(ins.op), f.esize):
                    continue
                if bases.setdefault(f.array, arr) != arr:
                    continue
                ok = True
                # the reference bank model on the source's addresses gives the emulator's cycles
                ref = simulate_reference(arch, ins.model_op,
                                         [int(v) for v in np.where(act, e + arr + sub - so, 0)],
                                         [bool(v) for v in act], w.offset0, w.offset1) if len(_slots(ins, w)) == 1 else None
                if ref is not None:
                    assert (ref.cycles, ref.ideal) == (w.cycles, w.ideal), (ins.isa, w.wave)
                break
            if ok:
                break
        assert ok, f"{ins.line}: {ins.isa} wave {w.wave} slot +{so}: no source formula matches " \
                   f"{[int(a) + so for a in addr[:8]]}"


def _run_tagged(path: Path, table: dict, src: Path):
    tags = _tags(src)
    checked = 0
    results = {}
    for k in read_asm(path):
        key = next((n for n in table if n in k.name), None)
        assert key is not None, k.name
        block, args, forms = table[key]
        r = analyze_asm_kernel(k, k.arch, block=block, args=args or None)
        results[key] = r
        bases: dict = {}
        allf = [f for fs in forms.values() for f in fs]
        for ins in r.instructions:
            line = int(ins.source.rsplit(":", 1)[1]) if ins.source else None
            # the tag of the instruction's line first; merged accesses (one ds_write2 for two
            # source lines) carry one of the lines, so the kernel's other formulas follow
            fs = forms.get(tags.get(line), []) + allf
            for w in ins.waves:
                if w.status != "ok" or not fs:
                    continue
                _match(k.arch, ins, w, block, fs, bases)
                checked += 1
        if len([a for a in bases if a]) == 1 and key not in ("dynoff",):
            assert list(bases.values()) == [0], (key, bases)     # a kernel's only LDS array is at 0
    return checked, results


@pytest.mark.slow
@pytest.mark.parametrize("arch", ARCHES)
def test_hip_addresses_from_source(arch):
    checked, res = _run_tagged(ISA / f"hip_lds_tagged_{arch}.s", HIP, SRC / "lds_kernels.hip")
    assert checked > 250
    # data-dependent atomics stay unresolved, with the reason
    at = [i for i in res["atomics"].instructions if any(w.status == "unresolved" for w in i.waves)]
    assert at and all("loaded by" in w.reason for i in at for w in i.waves)
    # the masked read with the bound given: lanes x < 200 only
    dyn = res["dynoff"].instructions
    assert all(w.status == "ok" for i in dyn for w in i.waves)
    # the cross-lane exchanges are reported (conflict-free by assumption)
    ex = res["exchange"].instructions
    assert {i.kind for i in ex} == {"bpermute", "swizzle"} and all(w.conflicts == 0 for i in ex for w in i.waves)


@pytest.mark.parametrize("arch", ARCHES)
def test_opencl_addresses_from_source(arch):
    checked, res = _run_tagged(ISA / f"cl_lds_tagged_{arch}.s", CL, SRC / "lds_kernels.cl")
    assert checked > 100
    # the __local pointer argument: its LDS address is an unknown, the same for all lanes, so the
    # accesses are known up to that base
    la = res["cl_local_arg"].instructions
    assert any(w.base for i in la for w in i.waves)


@pytest.mark.slow
@pytest.mark.parametrize("arch", ARCHES)
def test_opencl_first_fixture(arch):
    checked = 0
    for k in read_asm(ISA / f"cl_lds_kernels_{arch}.s"):
        block, forms = CL_OLD[k.name]
        r = analyze_asm_kernel(k, k.arch, block=block)
        bases: dict = {}
        for ins in r.instructions:
            for w in ins.waves:
                assert w.status != "unresolved", (ins.isa, w.reason)
                if w.status == "ok":
                    _match(k.arch, ins, w, block, forms["w"], bases)
                    checked += 1
    assert checked > 100


def test_hip_known_conflicts():
    """Degrees the sources imply: a 32x32 float column read is 32-way on 32 banks (lanes x*32 + c
    all in one bank), the padded one conflict-free; stride 33 floats is conflict-free."""
    r = {k.name: analyze_asm_kernel(k, "gfx942", block=HIP[next(n for n in HIP if n in k.name)][0])
         for k in read_asm(ISA / "hip_lds_tagged_gfx942.s")}
    t32 = next(v for n, v in r.items() if "transpose32P" in n)
    reads = [i for i in t32.instructions if i.op.startswith("ds_read")]
    # lanes 0-31 of a half-wave are x = 0..31 with the same y: word x*32 + y + j, bank (y + j) % 32
    assert reads and all(w.ways == 32 for i in reads for w in i.waves if w.status == "ok")
    pad = next(v for n, v in r.items() if "transpose32_pad" in n)
    assert all(w.conflicts == 0 for i in pad.instructions for w in i.waves)


# ----------------------------------------------------------------------------- Gluon
def _blocked(spt, tpw, wpc, order, shape):
    tile = [spt[d] * tpw[d] * wpc[d] for d in range(2)]
    reps = [max(1, shape[d] // tile[d]) for d in range(2)]

    def split(i, dims):
        pos = [0, 0]
        for d in order:
            pos[d] = i % dims[d]
            i //= dims[d]
        return pos
    out = {}
    for w in range(wpc[0] * wpc[1]):
        wp = split(w, wpc)
        for lane in range(tpw[0] * tpw[1]):
            lp = split(lane, tpw)
            out[(w, lane)] = {(rep, e): tuple(rep[d] * tile[d] + wp[d] * spt[d] * tpw[d] + lp[d] * spt[d] + e[d]
                                              for d in range(2))
                              for rep in itertools.product(range(reps[0]), range(reps[1]))
                              for e in itertools.product(range(spt[0]), range(spt[1]))}
    return out


def _swizzled(r, c, ncols, vec, per, maxp):
    return r * ncols + ((c // vec) ^ ((r // per) % maxp)) * vec + c % vec


GLUON = sorted(n for n, m in META["kernels"].items() if n.startswith("gluon_"))


@pytest.mark.parametrize("stem", GLUON)
def test_gluon_swizzled_layouts(stem):
    meta = META["kernels"][stem]
    (k,) = read_asm(ISA / f"{stem}.s")
    r = analyze_asm_kernel(k, k.arch)
    shape = meta["shape"]
    esize = 4 if meta["dtype"] == "fp32" else 2
    maps = [_blocked(*meta["write_layout"], shape), _blocked(*meta["read_layout"], shape)]
    n = 0
    for ins in r.instructions:
        for w in ins.waves:
            assert w.status == "ok", (ins.isa, w.reason)
            for so in _slots(ins, w):
                fits = False
                for mp in maps:
                    cands = None
                    for lane in range(64):
                        if not w.active[lane]:
                            continue
                        a = w.addresses[lane] + so
                        ok = {key for key, (rr, cc) in mp[(w.wave, lane)].items()
                              if esize * _swizzled(rr, cc, shape[1], *meta["swizzle"]) == a}
                        cands = ok if cands is None else cands & ok
                        if not cands:
                            break
                    if cands:
                        fits = True
                        break
                assert fits, f"{stem} {ins.line} {ins.isa} wave {w.wave}: no lane of the layouts fits"
                n += 1
    assert n >= 8


# ----------------------------------------------------------------------------- Triton
TRITON = sorted(n for n in META["kernels"] if n.startswith("triton_"))


@pytest.mark.slow
@pytest.mark.parametrize("stem", TRITON)
def test_triton_resolved_and_reference_cost(stem):
    """Every LDS instruction-wave resolved; the vectorized cost equals the plain reference model."""
    (k,) = read_asm(ISA / f"{stem}.s")
    r = analyze_asm_kernel(k, k.arch)
    total = bad = 0
    for ins in r.instructions:
        for w in ins.waves[:2]:
            total += 1
            if w.status == "unresolved":
                bad += 1
                continue
            if w.status == "ok" and ins.kind in ("read", "write", "read2", "write2", "read_tr"):
                ref = simulate_reference(k.arch, ins.model_op, list(w.addresses), list(w.active),
                                         w.offset0, w.offset1)
                assert (ref.cycles, ref.ideal) == (w.cycles, w.ideal), (stem, ins.isa)
                assert ref.ways == w.ways
    assert bad <= total * 0.02, (stem, bad, total)


def test_triton_transpose_covers_the_tile():
    """tl.trans of a 64x64 fp16 tile through LDS: the stores of one workgroup write each of the
    64*64*2 bytes exactly once, and the reads read each byte (source: M = N = 64, fp16)."""
    for arch in ("gfx942", "gfx950"):
        (k,) = read_asm(ISA / f"triton_transpose_64x64_{arch}.s")
        r = analyze_asm_kernel(k, arch)
        written = np.zeros(1 << 16, np.int64)
        read = np.zeros(1 << 16, np.int64)
        for ins in r.instructions:
            width = _width(ins.op)
            for w in ins.waves:
                assert w.status == "ok"
                for so in _slots(ins, w):
                    for a, on in zip(w.addresses, w.active):
                        if on:
                            (written if "write" in ins.op else read)[a + so:a + so + width] += 1
        lo = int(np.nonzero(written)[0].min())
        assert lo % 16 == 0 and (written[lo:lo + 8192] == 1).all() and written.sum() == 8192
        assert (read[lo:lo + 8192] >= 1).all() and (read[:lo] == 0).all()


def test_gemm_operand_tiles_cover_their_buffers():
    """The fp16 128x128x64 GEMM: each run of LDS stores (program order, up to the next LDS read)
    stores operand tiles (A 128x64, B 64x128: 16 KiB of fp16 each): it writes every byte of whole
    16 KiB tiles exactly once, inside the dynamic LDS size Triton reports (triton_meta.json)."""
    for arch in ("gfx942", "gfx950"):
        stem = f"triton_gemm_fp16_128x128x64_{arch}"
        (k,) = read_asm(ISA / f"{stem}.s")
        r = analyze_asm_kernel(k, arch)
        limit = META["kernels"][stem]["shared_bytes"]
        by_line: dict = {}
        run = 0
        for ins in r.instructions:
            if "write" not in ins.op:
                run += 1
                continue
            t = by_line.setdefault(run, np.zeros(1 << 17, np.int64))
            for w in ins.waves:
                assert w.status == "ok"
                for so in _slots(ins, w):
                    for a, on in zip(w.addresses, w.active):
                        if on:
                            t[a + so:a + so + _width(ins.op)] += 1
        assert len(by_line) >= 2
        for src, t in by_line.items():
            hit = np.nonzero(t)[0]
            assert hit.max() < limit, (arch, src)
            assert set(t[hit]) == {1} and len(hit) % 16384 == 0, (arch, src, len(hit), set(t[hit]))


@pytest.mark.slow
def test_fixture_resolved_fraction():
    """Over every fixture, at least 98% of the instruction-waves that run are resolved."""
    ok = unres = 0
    for p in sorted(ISA.glob("*.s")):
        for k in read_asm(p):
            r = analyze_asm_kernel(k, k.arch)
            ok += r.summary.resolved
            unres += r.summary.unresolved
    assert ok / (ok + unres) >= 0.98, (ok, unres)


def test_api_on_code_json_rows():
    """analyze_kernel on instruction texts with byte addresses (numeric branch offsets, as in an
    ATT code.json): a loop `for (k = 0; k < 4; k++) s[tid + 64k] ...` unrolled by hand."""
    rows = ["v_lshlrev_b32 v1, 2, v0",            # 0x00: tid*4
            "s_mov_b32 s0, 0",                    # 0x04
            "ds_write_b32 v1, v0",                # 0x08  <- loop head
            "v_add_u32 v1, 0x100, v1",            # 0x10
            "s_add_u32 s0, s0, 1",                # 0x14
            "s_cmp_lt_u32 s0, 4",                 # 0x18
            "s_cbranch_scc1 65530",               # 0x1c: -6 dwords -> 0x1c + 4 - 24 = 0x08
            "s_endpgm"]
    addrs = [0x00, 0x04, 0x08, 0x10, 0x14, 0x18, 0x1C, 0x20]
    r = analyze_kernel(rows, "gfx942", block=(64, 1, 1), addresses=addrs, iterations=4)
    (ins,) = r.instructions
    assert [w.iteration for w in ins.waves] == [1, 2, 3, 4]
    assert [w.addresses[1] for w in ins.waves] == [4, 260, 516, 772]
