"""The layout solver: known answers, ranking, alignment, Unsatisfiable, `ldsopt solve` / `check`.

Expected values are independent of the solver: known published answers (CUTLASS SM80
Swizzle<3,3,3>, CK's XOR preshuffle, the gfx906 +1 vec4 pad of the gfx906 layout note) and a brute-force bank
count written here from the documented lane groups (CK Tile docs, the CK Tile LDS guide)."""

import json
import os

import numpy as np
import pytest

from ldsopt.layouts import gf2
from ldsopt.cli.main import main
from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.layouts.families import CKPreshuffle, CuteSwizzle, Strided
from ldsopt.layouts.spec import layout_from_dict
from ldsopt.solver.search import evaluate, gf2_candidates, load_problem, solve

D = os.path.join(os.path.dirname(__file__), "data", "solver")


def P(name):
    return os.path.join(D, name)


# --- an independent bank count: documented lane groups, distinct 4-byte words per bank
CK_READ_B128 = [list(range(0, 4)) + list(range(20, 24)), list(range(4, 8)) + list(range(16, 20)),
                list(range(8, 12)) + list(range(28, 32)), list(range(12, 16)) + list(range(24, 28))]
CK_READ_B128 += [[x + 32 for x in g] for g in CK_READ_B128]
CK_WRITE_B128 = [list(range(i, i + 8)) for i in range(0, 64, 8)]


def brute_cycles(offsets, coords, width, groups, banks=32):
    total = 0
    for inst in coords:
        for g in groups:
            words = set()
            for l in g:
                r, c = inst[l]
                a = int(offsets[r, c])
                words.update(range(a // 4, (a + width - 1) // 4 + 1))
            per_bank = {}
            for w in words:
                per_bank.setdefault(w % banks, set()).add(w)
            total += max(len(v) for v in per_bank.values())
    return total


def test_ck_gfx942_mfma_b128_zero_conflicts_zero_padding():
    prob = load_problem(P("ck_gfx942.json"))
    sol = solve(prob)
    off = sol.layout.offsets()
    assert sol.best.bytes == 64 * 64 * 2                     # no padding
    st, ld = prob.accesses
    # 8 instructions x 8 phases; a phase is 8 lanes x 4 words = 32 words on 32 banks: 1 cycle
    assert brute_cycles(off, st.pattern.coords, 16, CK_WRITE_B128) == 8 * 8
    assert brute_cycles(off, ld.pattern.coords, 16, CK_READ_B128) == 8 * 8
    # the plain layout: every read phase's 8 rows share the same 4 banks (8 words per bank)
    plain = Strided(64, 64, 2).offsets()
    assert brute_cycles(plain, ld.pattern.coords, 16, CK_READ_B128) == 8 * 8 * 8
    # the solver's own totals agree with the brute force
    assert [a["cycles"] for a in sol.best.per_access] == [64, 64]
    assert sol.plain.per_access[1]["cycles"] == 512
    assert sol.best.conflicts == 0 and sol.plain.conflicts == 448
    # CK's own preshuffle is among the zero-conflict, zero-padding answers
    ck = evaluate(prob, [CKPreshuffle(64, 64, 2, kpack=8, kperblock=64)])[0]
    assert ck.total == sol.best.total


def test_cutlass_sm80_swizzle333():
    sol = solve(load_problem(P("cutlass_sm80.json")))
    assert sol.best.conflicts == 0 and sol.best.bytes == 128 * 64 * 2
    # the chosen offsets are exactly CuTe's composition(Swizzle<3,3,3>{}, 128x64 row-major)
    assert np.array_equal(sol.layout.offsets(), CuteSwizzle(128, 64, 2, 3, 3, 3).offsets())
    # the plain layout: ldmatrix's 8 rows of 128 B land on the same 4 banks: 8-way
    assert sol.plain.per_access[1]["cycles"] == 8 * sol.plain.per_access[1]["ideal"]


def test_transpose_16x32_f32_col_xor_2row():
    sol = solve(load_problem(P("transpose_f32.json")))
    assert sol.best.conflicts == 0 and sol.best.bytes == 16 * 32 * 4
    # "col ^ 2*row" (keeping the b64 pairs) is the optimum; check it is zero-conflict too and
    # that the solver's GF(2) construction produces it
    prob = load_problem(P("transpose_f32.json"))
    want = np.array([[r * 128 + ((c ^ (2 * r)) * 4) for c in range(32)] for r in range(16)])
    assert any(np.array_equal(L.offsets(), want) for L in gf2_candidates(prob))


def test_gfx906_plus_one_vec4_pad():
    # the gfx906 layout note: ld = 32 vec4 -> 33 vec4 (+16 B per row) fixes column-style ds_read_b128
    sol = solve(load_problem(P("gfx906_col.json")))
    assert sol.layout.family == "strided" and sol.layout.pad_bytes == 16
    assert sol.best.conflicts == 0 and sol.plain.conflicts > 0


def test_never_pads_one_element_for_vector_access():
    # the LDS-optimization guide's "+1 element" pad breaks 16-byte alignment: no candidate may use it
    prob = load_problem(P("ck_gfx942.json"))
    prob.families = ("padding",)
    bad = evaluate(prob, [Strided(64, 64, 2, pad_bytes=2)])[0]
    assert bad is None
    sol = solve(prob)
    for c in [sol.best] + sol.pareto:
        assert (c.layout.offsets()[:, ::8] % 16 == 0).all()


def test_unsatisfiable_contradictory_and_misaligned():
    d = {"arch": "gfx942", "tile": [64, 64], "dtype": "f16", "accesses": [
        {"name": "a", "op": "ds_write_b128", "pattern": {"name": "row_copy", "vec": 8}},
        {"name": "b", "op": "ds_read_b128", "coords": [[[l, 4] for l in range(64)]]}]}
    with pytest.raises(Unsatisfiable, match="no layout keeps every access aligned"):
        solve(d)


def test_budget_and_ranking_by_bytes():
    d = json.load(open(P("gfx906_col.json")))
    d["lds_budget"] = 64 * 128 * 4 + 512     # not enough for +16 B per row (1 KiB)
    tight = solve(d)                           # only the unpadded layout fits: conflicts remain
    assert tight.best.bytes == 64 * 128 * 4 and tight.best.conflicts > 0
    d.pop("families")
    sol = solve(d)                             # a zero-byte swizzle still solves it
    assert sol.best.conflicts == 0 and sol.best.bytes == 64 * 128 * 4


def test_pareto_and_json(capsys):
    assert main(["solve", P("ck_gfx942.json"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    off = np.array(out["offsets"])
    assert off.shape == (64, 64)
    # offsets are bijective and 16-byte vectors are aligned and contiguous
    assert len(set(off.ravel().tolist())) == 64 * 64
    assert (off[:, ::8] % 16 == 0).all() and (np.diff(off.reshape(64, 8, 8), axis=2) == 2).all()
    # the layout object rebuilds to the same offsets
    assert np.array_equal(layout_from_dict(out["layout"]).offsets(), off)
    assert out["accesses"][1]["plain"]["conflicts"] == 448
    assert out["accesses"][1]["chosen"]["conflicts"] == 0
    cyc = [p["cycles"] for p in out["pareto"]]
    assert cyc == sorted(cyc) and out["plain"]["layout"]["family"] == "strided"


def test_check_command(tmp_path, capsys):
    assert main(["check", P("ck_gfx942.json"), "--layout", "row"]) == 1
    o = capsys.readouterr()
    assert "CONFLICT" in o.out and "load" in o.err
    assert main(["check", P("ck_gfx942.json"), "--layout", "ck:kpack=8"]) == 0
    assert main(["check", P("ck_gfx942.json"), "--layout", "row", "--threshold", "448"]) == 0
    assert main(["check", P("ck_gfx942.json"), "--layout", "cute:3,3,3"]) == 0
    assert main(["check", P("ck_gfx942.json"), "--layout", "pad:1"]) == 1     # misaligned pad
    assert "not" in capsys.readouterr().err
    assert main(["check", P("ck_gfx942.json")]) == 2                          # no layout
    assert main(["check", P("ck_gfx942.json"), "--layout", "zigzag"]) == 2
    # a solve --json output is a valid declared layout
    assert main(["solve", P("cutlass_sm80.json"), "--json"]) == 0
    f = tmp_path / "sol.json"
    f.write_text(capsys.readouterr().out)
    assert main(["check", P("cutlass_sm80.json"), "--layout", str(f), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True


def test_flags_cli(capsys):
    assert main(["solve", "--arch", "sm_80", "--tile", "64x64", "--access", "cp::cp_async",
                 "--access", "lm:ldmatrix.x4:ldmatrix:x=4", "--emit", "python", "--name", "f"]) == 0
    ns = {}
    exec(capsys.readouterr().out, ns)
    assert ns["f_BYTES"] == 8192
    assert main(["solve", "--arch", "sm_80", "--tile", "64x64"]) == 2
    assert main(["solve", P("ck_gfx942.json"), "--families", "nope"]) == 2
    assert main(["solve", P("ck_gfx942.json"), "--emit", "cobol"]) == 2


def test_speed_128x128_one_write_two_reads():
    # speed: benchmarks/solve.py (docs/performance.md); tests assert no wall-clock bound
    sol = solve(load_problem(P("gemm128_gfx942.json")))
    # the 16x16x16 ds_read_b64 reads keep a 2-way conflict that no 16-byte-aligned layout avoids
    # (16 rows x 8 B must fill 32 banks, but a row's 16-byte slot fixes bank bit 3): the other
    # two accesses are conflict-free
    per = {a["name"]: a for a in sol.best.per_access}
    assert per["store"]["conflicts"] == 0 and per["mfma32"]["conflicts"] == 0
    assert per["mfma16"]["cycles"] == 2 * per["mfma16"]["ideal"]


# --- GF(2) algebra
def test_space_basics():
    s = gf2.Space([0b011, 0b110])
    assert s.dim == 2 and 0b101 in s and 0b001 not in s
    assert gf2.intersect_dim(gf2.Space([1, 2]), gf2.Space([2, 4])) == 1
    assert gf2.rank([1, 2, 3]) == 2
    assert gf2.is_linear_table([0, 1, 2, 3]) and not gf2.is_linear_table([0, 1, 3, 2, 5])


def test_construct_swizzle_ldmatrix_gives_identity_on_row_bits():
    # 128 B rows, 16 B vectors, 32 banks: 8 rows x 16 B in one phase need rows 0..7 -> 3 distinct
    # vector columns: the row bits 0..2 must map injectively onto column bits 4..6
    U = gf2.Space([1, 2, 4, 8, 128, 256, 512])        # bytes 0..15, rows 0..7
    images, unmet = gf2.construct_swizzle(row_bits=4, col_byte_bits=7, vec_bits=4, bank_bits=5,
                                          spaces=[(U, 5, 1.0)])
    assert unmet == 0
    assert gf2.rank([images[0], images[1], images[2]]) == 3


# --- Triton side by side (TTGIR snippets committed under tests/data/solver/triton/)
def _triton_tool():
    import importlib.util
    path = os.path.join(os.path.dirname(__file__), "..", "tools", "triton_layouts.py")
    spec = importlib.util.spec_from_file_location("triton_layouts", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_triton_ttgir_parse():
    T = _triton_tool()
    text = open(os.path.join(D, "triton", "gfx950_fp16_128x128x64_w4.ttgir")).read()
    snip = T.parse_ttgir(text)
    probs = T.problems(snip, "gfx950")
    assert [p[0] for p in probs] == ["A", "B"] and probs[0][4] == 2          # double-buffered
    from ldsopt.layouts.families import PaddedRemap, TritonSwizzled
    # Triton's A layout: [512:+8] padding with offset bases rows 64, 32, 16, 1, 2, 4, 8
    assert np.array_equal(probs[0][2].offsets(),
                          PaddedRemap(128, 64, 2, (6, 5, 4, 0, 1, 2, 3), ((512, 8),)).offsets())
    assert np.array_equal(probs[1][2].offsets(), TritonSwizzled(128, 64, 2, 8, 2, 8).offsets())
    # direct-to-LDS writes: Triton's own layout writes each wave's 1 KiB contiguously
    w = probs[0][1]["accesses"][0]
    off = probs[0][2].offsets()
    first = [int(off[r, c]) for r, c in w["coords"][0]]
    assert first == list(range(0, 1024, 16))


@pytest.mark.slow
def test_triton_side_by_side_never_worse():
    T = _triton_tool()
    rows = T.table(os.path.join(D, "triton"))
    assert len(rows) == 16
    for r in rows:
        assert r["triton_cycles"] is not None, r["file"]
        assert (r["ldsopt_cycles"], r["ldsopt_bytes"]) <= (r["triton_cycles"], r["triton_bytes"]), r["file"]
    assert any(r["ldsopt_cycles"] < r["triton_cycles"] for r in rows)


# --- properties on random small problems
from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["gfx942", "gfx950", "gfx906", "sm_80", "sm_90"]),
       st.sampled_from([(16, 32), (32, 32), (32, 64), (64, 16), (16, 64)]),
       st.sampled_from(["f16", "f32"]),
       st.integers(0, 3), st.integers(0, 2))
@pytest.mark.slow
def test_solver_properties(arch, tile, dtype, wsel, rsel):
    from ldsopt.solver.emit import emit
    eb = 2 if dtype == "f16" else 4
    rows, cols = tile
    vec = [16 // eb, 8 // eb, 4 // eb, 1][wsel] or 1
    if cols % vec:
        vec = 1
    accesses = [{"name": "w", "pattern": {"name": "row_copy", "vec": vec}, "kind": "store"}]
    rvec = [1, max(1, 8 // eb), max(1, 16 // eb)][rsel]
    accesses.append({"name": "r", "pattern": {"name": "col_read", "vec": rvec}})
    prob = {"arch": arch, "tile": [rows, cols], "dtype": dtype, "accesses": accesses}
    try:
        sol = solve(prob)
    except (UsageError, Unsatisfiable):
        return          # e.g. a row copy whose rows per instruction do not divide the tile
    off = sol.layout.offsets()
    # bijective, element-aligned, vectors of the widest access contiguous and aligned
    assert len(np.unique(off)) == rows * cols and (off % eb == 0).all()
    w = max(vec, rvec) * eb
    n = w // eb
    if n > 1:
        blocks = off.reshape(rows, cols // n, n)
        assert (blocks[..., 0] % w == 0).all() and (np.diff(blocks, axis=2) == eb).all()
    # never worse than the plain layout; the per-access totals add up
    if sol.plain is not None:
        assert sol.best.total <= sol.plain.total
    assert sol.best.total == sum(a["cycles"] * a["weight"] for a in sol.best.per_access)
    assert all(a["cycles"] >= a["ideal"] for a in sol.best.per_access)
    # the emitted Python gives the same offsets
    ns = {}
    try:
        exec(emit(sol.layout, "python", name="f"), ns)
    except Unsatisfiable:
        return
    got = np.array([[ns["f"](r, c) for c in range(cols)] for r in range(rows)])
    assert np.array_equal(got, off)
