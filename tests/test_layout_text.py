"""Triton TTGIR, Gluon and CuTe layout text wherever a layout is asked for.

Expected offsets are written out from the layouts' published definitions (Triton's swizzled /
rotating phase rule and padded intervals; CuTe's Swizzle<B,M,S>; NVIDIA's 128-byte swizzle being
CuTe Swizzle<3,4,3> on byte addresses, as CUTLASS documents for SW128), not from ldsopt's code."""

import json

import numpy as np
import pytest

import ldsopt
from ldsopt.cli.main import main
from ldsopt.errors import UsageError


def _grid(rows, cols):
    return np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")


def _triton_swizzle(rows, cols, eb, vec, pp, mp, rotating=False):
    r, c = _grid(rows, cols)
    phase = (r // pp) % mp
    if rotating:                       # AMD's rotating layout: the phase also XORs the block index
        phase = phase ^ ((r // (pp * mp)) % mp)
    return (r * cols + ((c // vec) ^ phase) * vec + c % vec) * eb


def _cute(x, b, m, s):
    return x ^ ((x >> s) & (((1 << b) - 1) << m))


def test_triton_swizzled_and_rotating_text():
    t = "#ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>"
    assert np.array_equal(ldsopt.layout(t, 64, 64, "f16").offsets(), _triton_swizzle(64, 64, 2, 8, 2, 4))
    t = "#ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>"
    assert np.array_equal(ldsopt.layout(t, 128, 64, "f16").offsets(),
                          _triton_swizzle(128, 64, 2, 4, 1, 16, rotating=True))
    # order = [0, 1]: dim0 (the rows) is contiguous
    t = "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>"
    r, c = _grid(16, 8)
    assert np.array_equal(ldsopt.layout(t, 16, 8, "f32").offsets(), (c * 16 + r) * 4)


def test_triton_padded_text():
    t = "#ttg.padded_shared<[32:+4, 64:+2] {order = [1, 0], shape = [32, 64]}>"
    r, c = _grid(32, 64)
    lin = r * 64 + c
    assert np.array_equal(ldsopt.layout(t, 32, 64, "f16").offsets(), (lin + (lin // 32) * 4 + (lin // 64) * 2) * 2)


def test_nvmma_128b_is_cute_swizzle_343_on_bytes():
    t = "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>"
    r, c = _grid(64, 64)
    assert np.array_equal(ldsopt.layout(t, 64, 64, "f16").offsets(), _cute(r * 128 + c * 2, 3, 4, 3))


def test_gluon_constructors():
    for t in ("SwizzledSharedLayout(vec=8, per_phase=2, max_phase=4, order=[1, 0])",
              "ttgl.SwizzledSharedLayout(8, 2, 4, [1, 0])"):
        assert np.array_equal(ldsopt.layout(t, 64, 64, "f16").offsets(), _triton_swizzle(64, 64, 2, 8, 2, 4))
    r, c = _grid(64, 64)
    lin = r * 64 + c
    t = "PaddedSharedLayout.with_identity_for([[64, 8]], [64, 64], [1, 0])"
    assert np.array_equal(ldsopt.layout(t, 64, 64, "f16").offsets(), (lin + (lin // 64) * 8) * 2)
    with pytest.raises(UsageError):
        ldsopt.layout("SwizzledSharedLayout(vec=__import__('os'))", 64, 64, "f16")


@pytest.mark.parametrize("text", ["Swizzle<3,3,3> o (64,64):(64,1)",
                                  "composition(Swizzle<3,3,3>{}, Layout<Shape<_64,_64>, Stride<_64,_1>>{})",
                                  "Swizzle<3, 3, 3>{} o (64, 64):(64, 1)", "Swizzle<3,3,3>"])
def test_cute_text(text):
    r, c = _grid(64, 64)
    assert np.array_equal(ldsopt.layout(text, 64, 64, "f16").offsets(), _cute(r * 64 + c, 3, 3, 3) * 2)


def test_cute_padded_and_column_major():
    r, c = _grid(32, 64)
    assert np.array_equal(ldsopt.layout("(32,64):(72,1)", 32, 64, "f16").offsets(), (r * 72 + c) * 2)
    assert np.array_equal(ldsopt.layout("(32,64):(1,32)", 32, 64, "f32").offsets(), (c * 32 + r) * 4)
    with pytest.raises(UsageError, match="not the 32x64 tile"):
        ldsopt.layout("(64,64):(64,1)", 32, 64, "f16")
    with pytest.raises(UsageError, match="stride"):
        ldsopt.layout("(32,64):(3,5)", 32, 64, "f16")


def test_rotating_gives_the_true_8_way_where_the_nearest_spec_gave_16(capsys):
    """Triton documents the rotating layout (TritonGPUAttrDefs.td): phase = (row / perPhase) %
    maxPhase, blockNo = (row / (perPhase * maxPhase)) % maxPhase, column ^= phase ^ blockNo.
    gfx950 (64 banks of 4 bytes), a 128x64 fp16 tile, 64 lanes each reading 4 bytes of one row
    (lane l: row l, column 0).  A row is 128 B, so row r starts at bank 32 * (r & 1); the phase
    moves a 2-element (4 B) vector by one bank.  Swizzled (maxPhase 4): bank = 32 (r & 1) + r % 4,
    4 distinct banks for 64 lanes: 16-way.  Rotating: phase = (r % 4) ^ ((r // 4) % 4), so the
    bank depends on r bits 0, 0^2 and 1^3: 8 distinct banks: 8-way."""
    rows = np.arange(64)
    for rotating, ways in ((False, 16), (True, 8)):
        phase = rows % 4 ^ ((rows // 4) % 4 if rotating else 0)
        addr = rows * 128 + phase * 4                       # column 0: vector index 0 ^ phase
        assert len({(a // 4) % 64 for a in addr}) == 64 // ways      # the hand count
        assert ldsopt.simulate("gfx950", "ds_read_b32", addr.tolist()).ways == ways
    t = "#ttg.amd_rotating_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>"
    for layout, ways in ((t, 8), ("triton:vec=2,perPhase=1,maxPhase=4", 16)):
        assert main(["sim", "--arch", "gfx950", "--op", "ds_read_b32", "--pattern", "col_read",
                     "--tile", "128x64", "--layout", layout, "--param", "vec=2", "--json"]) == 0
        d = json.loads(capsys.readouterr().out)
        assert (d["map"]["cycles"], d["map"]["ideal"]) == (ways, 1)      # one phase of 64 lanes
        assert (d["cycles"], d["ideal"]) == (64 * ways, 64)             # every instruction alike


def test_check_and_solve_accept_text(tmp_path, capsys):
    prob = {"arch": "gfx942", "tile": [64, 64], "dtype": "f16",
            "accesses": [{"name": "load", "op": "ds_read_b128",
                          "pattern": {"name": "mfma_a", "shape": "16x16x16_f16", "read_elems": 8}}]}
    swz = "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>"
    assert ldsopt.check(prob, swz).ok
    assert ldsopt.check(prob, "Swizzle<3,3,3> o (64,64):(64,1)").ok
    assert not ldsopt.check(prob, "(64,64):(64,1)").ok
    f = tmp_path / "p.json"
    f.write_text(json.dumps({**prob, "layout": swz}))
    assert main(["check", str(f)]) == 0
    assert main(["check", str(f), "--layout", "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, "
                 "order = [1, 0]}>"]) == 1
    capsys.readouterr()
    # a solved layout written back as JSON round-trips through layout_from_dict
    lay = ldsopt.layout(swz, 64, 64, "f16")
    from ldsopt.layouts import layout_from_dict
    assert np.array_equal(layout_from_dict(lay.to_dict()).offsets(), lay.offsets())


@pytest.mark.parametrize("text", [
    "#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>",
    "#ttg.amd_rotating_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>",
    "Swizzle<3,3,3> o (64,64):(72,1)", "(64,64):(1,64)",
    "PaddedSharedLayout(interval_padding_pairs=[[64, 8]], offset_bases=[[0, 1], [0, 2], [0, 4], "
    "[0, 8], [0, 16], [0, 32], [32, 0], [16, 0], [8, 0], [1, 0], [2, 0], [4, 0]], cga_layout=[], "
    "shape=[64, 64])"])
def test_emit_from_text_layouts(text):
    lay = ldsopt.layout(text, 64, 64, "f16")
    ns = {}
    exec(ldsopt.emit(lay, "python", "off"), ns)
    r, c = _grid(64, 64)
    assert np.array_equal(np.vectorize(ns["off"])(r, c), lay.offsets())


def test_forms_read_off_text_layouts():
    from ldsopt.solver.emit import cute_form, gluon_form
    swz = ldsopt.layout("SwizzledSharedLayout(vec=8, per_phase=1, max_phase=8, order=[1, 0])", 64, 64, "f16")
    assert cute_form(swz) == (3, 3, 3, 64)           # Swizzle<3,3,3> on elements, as documented
    assert gluon_form(swz) == ("swizzled", 8, 1, 8)
    lay = ldsopt.layout("#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>", 64, 64, "f16")
    assert gluon_form(lay) == ("padded", [[32, 4]])
    assert cute_form(ldsopt.layout("Swizzle<3,3,3> o (64,64):(72,1)", 64, 64, "f16")) == (3, 3, 3, 72)


from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=40)
@given(st.sampled_from([8, 16, 32, 64, 128]), st.sampled_from([8, 16, 32, 64, 128]),
       st.sampled_from([1, 2, 4, 8]), st.sampled_from([1, 2, 4, 8]), st.sampled_from([1, 2, 4]),
       st.sampled_from([1, 2, 4, 8, 16]), st.booleans())
def test_triton_swizzles_match_their_definition(rows, cols, eb, vec, pp, mp, rotating):
    """Triton's phase rule, (row / perPhase) % maxPhase (AMD's rotating layout also XORs
    (row / (perPhase * maxPhase)) % maxPhase), moving vec-element vectors within the row, as
    TritonGPUAttrDefs.td documents both."""
    if vec * mp > cols:
        return
    kind = "amd_rotating_shared" if rotating else "swizzled_shared"
    t = f"#ttg.{kind}<{{vec = {vec}, perPhase = {pp}, maxPhase = {mp}, order = [1, 0]}}>"
    lay = ldsopt.layout(t, rows, cols, eb)
    assert np.array_equal(lay.offsets(), _triton_swizzle(rows, cols, eb, vec, pp, mp, rotating))
    assert lay.canonical().is_bijective()


def test_canonical_layouts_are_checked_emitted_and_round_trip():
    from ldsopt.layouts import layout_from_dict
    prob = {"arch": "gfx942", "tile": [64, 64], "dtype": "f16",
            "accesses": [{"name": "load", "op": "ds_read_b128",
                          "pattern": {"name": "mfma_a", "shape": "16x16x16_f16", "read_elems": 8}}]}
    c = ldsopt.layout("ck:kpack=8", 64, 64, "f16").canonical()
    assert ldsopt.check(prob, c).ok
    ns = {}
    exec(ldsopt.emit(c, "python", "off"), ns)
    assert ns["off"](1, 0) == 64 * 2 + 8 * 2          # row 1: vector 0 moves to vector 1
    lay = ldsopt.check(prob, c).layout
    back = layout_from_dict(lay.to_dict())
    assert back.canonical() == c


def test_gluon_layouts_equal_tritons_own_linear_layouts():
    """Replays tests/data/layouts/triton_shared_bases.json (Triton 3.9's to_linear_layout): the
    element Triton stores at offset o must be at byte o * elem_bytes in ldsopt's layout."""
    import pathlib
    data = json.loads((pathlib.Path(__file__).parent / "data" / "layouts" / "triton_shared_bases.json").read_text())
    assert len(data["cases"]) > 200
    for case in data["cases"]:
        rows, cols, eb, bases = case["rows"], case["cols"], case["elem_bytes"], case["bases"]
        expect = np.full((rows, cols), -1, dtype=np.int64)
        for o in range(1 << len(bases)):
            r = c = 0
            for i, (br, bc) in enumerate(bases):
                if o >> i & 1:
                    r, c = r ^ br, c ^ bc
            expect[r, c] = o * eb
        assert np.array_equal(ldsopt.layout(case["text"], rows, cols, eb).offsets(), expect), case["text"]


def test_solve_compares_the_users_triton_layout(capsys):
    """The rotating layout of the 8-way example (hand-derived above: 8 cycles for each of the 64
    column reads) is shown beside the solver's choice, which is conflict-free."""
    t = "#ttg.amd_rotating_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>"
    args = ["solve", "--arch", "gfx950", "--tile", "128x64", "--access", "l:ds_read_b32:col_read:vec=2",
            "--layout", t]
    assert main(args + ["--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert (d["declared"]["cycles"], d["declared"]["ideal"]) == (64 * 8, 64)
    assert d["total"]["chosen"]["conflicts"] == 0
    assert main(args) == 0
    assert "yours: #ttg.amd_rotating_shared" in capsys.readouterr().out


def test_cute_nested_modes_and_printed_form():
    r, c = _grid(64, 64)
    plain = (r * 64 + c) * 2
    # rows as (8,8) sub-modes with continuing strides: the plain row-major layout
    assert np.array_equal(ldsopt.layout("((8,8),64):((64,512),1)", 64, 64, "f16").offsets(), plain)
    # columns split in 8-element groups stored 512 elements apart, rows 8 apart (CuTe's sum)
    expect = (r * 8 + c % 8 + (c // 8) * 512) * 2
    assert np.array_equal(ldsopt.layout("(64,(8,8)):(8,(1,512))", 64, 64, "f16").offsets(), expect)
    # CuTe prints a swizzled layout with its zero offset: Sw<B,M,S> o _0 o LAYOUT
    assert np.array_equal(ldsopt.layout("Sw<3,3,3> o _0 o (_64,_64):(_64,_1)", 64, 64, "f16").offsets(),
                          _cute(r * 64 + c, 3, 3, 3) * 2)
    with pytest.raises(UsageError, match="share an address bit"):
        ldsopt.layout("(64,(8,8)):(8,(1,8))", 64, 64, "f16")
    with pytest.raises(UsageError):
        ldsopt.layout("((8,8),64):((64,513),1)", 64, 64, "f16")
    with pytest.raises(UsageError, match="nested too deeply"):
        ldsopt.layout("(" * 20 + "64" + ")" * 20 + ":1", 64, 1, "f16")
