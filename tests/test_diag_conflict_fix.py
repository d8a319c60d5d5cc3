"""Bank-conflict findings of both diagnoses get their problem from the problem builder of
``ldsopt.allocation``: every access of the allocation (direct-to-LDS / STS writes included), the kernel's
own swizzle undone, the change named in the kernel's expression, the cycles before and after, and a
problem ``ldsopt solve`` takes and answers without conflicts.

Expectations are worked by hand from the addresses: gfx942 has 32 banks of 4 bytes and serves a
64-lane ``ds_read_b32`` / ``ds_write_b32`` in two 32-lane halves, a half costing its most-loaded
bank's distinct words (CDNA3 ISA guide, LDS; the bank model's documented source); sm_90 serves a
warp's 4-byte shared access in one wavefront per distinct word of its most-loaded bank (32 banks).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from att_synth import SOURCE_TEXT, build

from ldsopt.amd.att import load_bundle
from ldsopt.amd.diagnose import diagnose_bundle

# A flash-attention-like load: 16 direct-to-LDS dword loads fill a 32 x 128-byte tile (M0 = 256 k,
# lane j writes 4 bytes at M0 + 4 j), then lane i reads the float at row i & 31, column i >> 5 through
# the kernel's own swizzle: byte offset row * 128 + ((col * 4) ^ ((row & 3) << 2)), the term computed
# on the lane id (tid & 3 == row & 3).
PROGRAM = []
for _k in range(16):
    PROGRAM += [(f"s_mov_b32 m0, {256 * _k}", 2), ("buffer_load_dword v1, v2, s[4:7], 0 offen lds", 3)]
PROGRAM += [("s_waitcnt vmcnt(0)", 4), ("s_barrier", 4),
            ("v_and_b32_e32 v3, 31, v0", 5), ("v_lshrrev_b32_e32 v4, 5, v0", 5),          # row, col
            ("v_lshlrev_b32_e32 v5, 7, v3", 6), ("v_lshlrev_b32_e32 v6, 2, v4", 6),
            ("v_or_b32_e32 v7, v5, v6", 6),                                               # row * 128 + col * 4
            ("v_and_b32_e32 v8, 3, v0", 7), ("v_lshlrev_b32_e32 v9, 2, v8", 7),            # (tid & 3) << 2
            ("v_xor_b32_e32 v10, v7, v9", 7),
            ("ds_read_b32 v11, v10", 8), ("s_waitcnt lgkmcnt(0)", 8),
            ("v_add_f32_e32 v12, v11, v11", 9), ("s_endpgm", 10)]
READ = len(PROGRAM) - 3            # the ds_read_b32's line in code.json
XOR_LINE = READ - 1


def _bundle(tmp_path, line7: str):
    src = list(SOURCE_TEXT)
    src[6] = line7
    waves = [{"stall": {READ: 400, READ + 1: 800}, "waits": {READ + 1: [[READ]]}}]
    rep = diagnose_bundle(load_bundle(build(tmp_path, "fa", PROGRAM, waves, source=src)), dtype="f32")
    return next(f for f in rep["findings"] if f["type"] == "A")


def _solve(tmp_path, capsys, prob: dict) -> dict:
    from ldsopt.cli.main import main
    f = tmp_path / "problem.json"
    f.write_text(json.dumps(prob))
    assert main(["solve", str(f), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_att_problem_has_the_direct_to_lds_writes_with_the_swizzle_undone(tmp_path, capsys):
    a = _bundle(tmp_path, "    int off = row * 128 + ((col * 4) ^ ((row & 3) << 2));")
    prob = a["fix"]["problem"]
    assert prob["tile"] == [32, 32] and prob["dtype"] == "f32"
    by_line = {int(x["name"].rsplit("@line ", 1)[1]): x for x in prob["accesses"]}
    assert sorted(by_line) == list(range(2, 33, 2)) + [READ]
    for k in range(16):                 # load k, lane j: byte 256 k + 4 j -> row 2k + j // 32, stored word
        acc = by_line[2 + 2 * k]        # j % 32, logical column (j % 32) ^ (row & 3)
        assert acc["op"] == "ds_write_b32"
        want = [[2 * k + j // 32, (j % 32) ^ ((2 * k + j // 32) & 3)] for j in range(64)]
        assert acc["coords"][0] == want
    # the read, un-swizzled: lane i at row i & 31, column i >> 5
    assert by_line[READ]["coords"][0] == [[i & 31, i >> 5] for i in range(64)]
    assert "direct-to-LDS loads at lines 2, 4" in prob["description"]
    # before: the read's halves hit banks r & 3 (half 1: 1 ^ (r & 3)) with 8 words each: 2 x 8 cycles,
    # ideal 2; each load writes 32 consecutive words per half: 2 cycles, 16 loads.  With
    # (row & 31) << 2 the read's lanes of a half are in 32 different banks (2 cycles); the loads stay
    # a permutation of whole rows (2 cycles each)
    fx = a["fix"]
    assert fx["before"] == {"cycles": 16 + 32, "ideal": 34, "conflicts": 14}
    assert fx["after"] == {"cycles": 34, "ideal": 34, "conflicts": 0}
    # ldsopt solve takes the problem; the plain (un-swizzled) layout is a column read, 32-way in both
    # halves (64 cycles) + the loads' 32; its answer has no conflict left
    sol = _solve(tmp_path, capsys, prob)
    assert sol["total"]["plain"]["cycles"] == 64 + 32
    assert sol["total"]["chosen"]["conflicts"] == 0 and sol["conflicts_left"] == []


@pytest.mark.parametrize("line7, old, new, unit", [
    ("    int off = row * 128 + ((col * 4) ^ ((row & 3) << 2));", "(row & 3) << 2", "(row & 31) << 2", 1),
    ("    float v = tile[row][col ^ (row & 3)];", "(row & 3)", "(row & 31)", 4),   # in 4-byte elements
])
def test_att_fix_named_in_the_source_expression(tmp_path, line7, old, new, unit):
    a = _bundle(tmp_path, line7)
    ks = a["kernel_swizzle"]
    assert ks["term"] == "(v0 & 3) << 2" and ks["line"] == XOR_LINE and ks["replacement"] == "(v0 & 31) << 2"
    assert ks["named_by"] == "source" and ks["source_expr"] == old and ks["source_replacement"] == new
    assert a["fix"]["action"].startswith(f"change `{old}` to `{new}`")
    assert a["fix"]["method"] == "the kernel's own XOR swizzle with another term"


def test_att_fix_by_register_when_the_source_does_not_show_the_term(tmp_path):
    a = _bundle(tmp_path, "    int off = swizzled_offset(row, col);")
    ks = a["kernel_swizzle"]
    assert ks["named_by"] == "register" and ks["source_replacement"] is None
    assert "change the term `(v0 & 3) << 2` to `(v0 & 31) << 2`" in a["fix"]["action"]
    assert "by register: the source line does not show the term" in a["fix"]["action"]


ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "sass" / "h200_run1"


def test_ncu_problem_has_every_access_of_the_tile(tmp_path, capsys):
    """transpose_plain (tools/sass_validation/classic.cu, block 32 x 8, measured on an H200): four
    STS tile[ty + j][tx] and four LDS tile[tx][ty + j], j = 0, 8, 16, 24, on a 32 x 32 float tile."""
    from ldsopt.nvidia.diagnose import diagnose_report
    for part in ("source", "details"):
        (tmp_path / f"r.{part}.csv").write_text(gzip.open(ROOT / f"classic.{part}.csv.gz", "rt").read())
    (rep,) = diagnose_report(str(tmp_path / "r.source.csv"), str(tmp_path / "r.details.csv"),
                             kernel="transpose_plain")
    a = next(f for f in rep["findings"] if f["type"] == "A")
    prob = a["fix"]["problem"]
    assert prob["tile"] == [32, 32] and prob["dtype"] == "f32" and len(prob["accesses"]) == 8
    sts = [x for x in prob["accesses"] if " STS " in x["name"]]
    lds = [x for x in prob["accesses"] if " LDS " in x["name"]]
    assert len(sts) == len(lds) == 4
    # warp w (ty = w) of the first STS writes row w, column tx; of the first LDS (no offset) reads
    # row tx, column w
    first_sts = next(x for x in sts if "+0x" not in x["name"])
    first_lds = next(x for x in lds if "+0x" not in x["name"])
    assert sorted(map(tuple, (map(tuple, e) for e in first_sts["coords"]))) == \
        [tuple((w, tx) for tx in range(32)) for w in range(8)]
    assert sorted(map(tuple, (map(tuple, e) for e in first_lds["coords"]))) == \
        [tuple((tx, w) for tx in range(32)) for w in range(8)]
    # before: 8 warps x (4 STS x 1 + 4 LDS x 32 (one column: 32 words in one bank)) wavefronts; the
    # XOR of the column with the row puts row r's column c in bank c ^ r: every access 1 wavefront
    fx = a["fix"]
    assert fx["before"]["cycles"] == 8 * (4 + 4 * 32) and fx["after"] == {"cycles": 64, "ideal": 64, "conflicts": 0}
    assert fx["change"] == "xor" and "`(row & 31) << 2`" in fx["action"] and "smem_offset" in fx["code"]
    sol = _solve(tmp_path, capsys, prob)
    assert sol["total"]["plain"]["cycles"] == 1056 and sol["total"]["chosen"]["conflicts"] == 0


# The swizzle written on the store's address only: the load computes the same term with a multiply
# (tid & 3) * 4, which is not a mask-and-shift form, so its own address shows no swizzle.
BOTH = [("v_and_b32_e32 v3, 31, v0", 1), ("v_lshrrev_b32_e32 v4, 5, v0", 1),
        ("v_lshlrev_b32_e32 v5, 7, v3", 2), ("v_lshlrev_b32_e32 v6, 2, v4", 2), ("v_or_b32_e32 v7, v5, v6", 2),
        ("v_and_b32_e32 v8, 3, v0", 3), ("v_lshlrev_b32_e32 v9, 2, v8", 3), ("v_xor_b32_e32 v10, v7, v9", 3),
        ("ds_write_b32 v10, v2", 4),                                                   # 9
        ("s_waitcnt lgkmcnt(0)", 4), ("s_barrier", 5),
        ("v_mul_u32_u24_e32 v14, 4, v8", 6), ("v_xor_b32_e32 v15, v7, v14", 6),
        ("ds_read_b32 v16, v15", 7),                                                   # 14
        ("s_waitcnt lgkmcnt(0)", 7), ("v_add_f32_e32 v17, v16, v16", 8), ("s_endpgm", 9)]


def test_att_swizzle_found_on_another_access_of_the_allocation(tmp_path):
    waves = [{"stall": {9: 300, 10: 300, 14: 400, 15: 800}, "waits": {10: [[9]], 15: [[14]]}}]
    rep = diagnose_bundle(load_bundle(build(tmp_path, "both", BOTH, waves)), dtype="f32")
    a = next(f for f in rep["findings"] if f["type"] == "A" and 14 in f["lds_lines"])
    ks = a["kernel_swizzle"]
    assert ks["line"] == 8 and ks["term"] == "(v0 & 3) << 2" and ks["replacement"] == "(v0 & 31) << 2"
    assert any("swizzles another access of this allocation" in e for e in a["evidence"])
    # store and load touch the same bytes (row i & 31, word (i >> 5) ^ (i & 3)): both 8-way in each
    # half (2 x 8 cycles each, ideal 2 each); with (row & 31) << 2 both are conflict-free
    assert a["fix"]["before"] == {"cycles": 32, "ideal": 4, "conflicts": 28}
    assert a["fix"]["after"]["cycles"] == 4
    # both accesses in the problem, the read un-swizzled like the write
    by_line = {int(x["name"].rsplit("@line ", 1)[1]): x for x in a["fix"]["problem"]["accesses"]}
    assert sorted(by_line) == [9, 14]
    assert by_line[9]["coords"][0] == by_line[14]["coords"][0] == [[i & 31, i >> 5] for i in range(64)]


def test_ncu_shared_atomics_are_said_not_costed(tmp_path):
    """histogram (classic.cu): ATOMS.ADD on a shared array; the bank model has no rule for shared
    atomics, so no layout is costed for them and the fix says so instead of guessing."""
    from ldsopt.nvidia.diagnose import diagnose_report
    for part in ("source", "details"):
        (tmp_path / f"r.{part}.csv").write_text(gzip.open(ROOT / f"classic.{part}.csv.gz", "rt").read())
    (rep,) = diagnose_report(str(tmp_path / "r.source.csv"), str(tmp_path / "r.details.csv"), kernel="histogram")
    atoms = [f for f in rep["findings"] if f["type"] == "A" and f["sass"].startswith("ATOMS.ADD")]
    assert atoms and all("no rule for atomic" in f["fix"]["note"] and "before" not in f["fix"] for f in atoms)
