"""Bank-conflict fixes in the kernel's own terms: the XOR swizzle recovered from the ISA and a better
term of the same form, and direct-to-LDS writes in the solver problem.  Synthetic gfx942 bundles
(tests/att_synth.py); expectations from the documented gfx942 ds_read_b128 lane groups (8 lanes a
pass: {0-3, 20-23}, ...; CK Tile's LDS notes, the bank model's source) worked by hand."""

from __future__ import annotations

from att_synth import build

from ldsopt.amd.att import load_bundle
from ldsopt.amd.diagnose import diagnose_bundle

SWIZZLED = [("v_and_b32_e32 v2, 3, v0", 1), ("v_lshlrev_b32_e32 v3, 4, v2", 1),
            ("v_lshlrev_b32_e32 v4, 8, v0", 2), ("v_xor_b32_e32 v5, v4, v3", 3),
            ("ds_read_b128 v[8:11], v5", 4), ("s_waitcnt lgkmcnt(0)", 4),
            ("v_mfma_f32_16x16x16_f16 v[12:15], v[8:9], v[10:11], v[12:15]", 5), ("s_endpgm", 6)]


def test_swizzle_named_and_a_better_term(tmp_path):
    # lane i reads row i (256 B rows: every row starts in bank 0) at column (i & 3) * 16 B.  In the pass
    # of lanes 0-3 and 20-23 the columns are 0, 16, 32, 48 twice: 2-way, 16 cycles for an ideal 8.
    # (i & 7) << 4 gives 20-23 the columns 64-112: conflict-free, and 7 * 16 + 16 <= 256 stays in the row.
    waves = [{"stall": {5: 400, 6: 800}, "waits": {6: [[5]]}} for _ in range(4)]
    rep = diagnose_bundle(load_bundle(build(tmp_path, "swz", SWIZZLED, waves)))
    a = next(f for f in rep["findings"] if f["type"] == "A")
    assert a["bank_model"]["cycles"] == 16 and a["bank_model"]["ideal"] == 8
    ks = a["kernel_swizzle"]
    assert ks["term"] == "(v0 & 3) << 4" and ks["line"] == 4 and ks["replacement"] == "(v0 & 7) << 4"
    assert "`(v0 & 3) << 4` to `(v0 & 7) << 4`" in a["fix"]["action"]
    # one wave (the trace gives no block: 64x1x1) runs the read once: 16 cycles before, 8 after
    assert (a["fix"]["before"]["cycles"], a["fix"]["after"]["cycles"]) == (16, 8)
    assert "8 cycles instead of 16" in a["fix"]["action"]
    # the source snapshot does not show the term: named by register, and said so
    assert ks["named_by"] == "register" and "by register" in a["fix"]["action"]
    # the problem is the un-swizzled layout: the term's values are (row & 3) << 4 on rows of 256 B
    # (row i = lane i; 512-byte rows would need lane bit 0 as a row bit), so lane i is at row i,
    # column 0, in 128 f16 columns
    acc = a["fix"]["problem"]["accesses"]
    assert acc[0]["coords"][0][:3] == [[0, 0], [1, 0], [2, 0]] and a["fix"]["problem"]["tile"] == [64, 128]
    assert any("XOR-ed in at line 4" in e for e in a["evidence"])


DMA = [("s_mov_b32 m0, 0", 1), ("buffer_load_dword v1, v2, s[4:7], 0 offen lds", 2), ("s_waitcnt vmcnt(0)", 3),
       ("s_barrier", 3), ("v_lshlrev_b32_e32 v4, 7, v0", 4), ("ds_read_b32 v5, v4", 5),
       ("s_waitcnt lgkmcnt(0)", 5), ("v_add_f32_e32 v6, v5, v5", 6), ("s_endpgm", 7)]


def test_direct_to_lds_writes_in_the_problem(tmp_path):
    # lane i reads 4 bytes at 128 i: on 32 banks every lane in bank 0 (32-way).  The loads write
    # 64 lanes x 4 B from M0 = 0: bytes 0-255, inside the bytes read: the problem has both.
    waves = [{"stall": {3: 50, 6: 300, 7: 600}, "waits": {3: [[2]], 7: [[6]]}} for _ in range(4)]
    rep = diagnose_bundle(load_bundle(build(tmp_path, "dma", DMA, waves)))
    a = next(f for f in rep["findings"] if f["type"] == "A")
    prob = a["fix"]["problem"]
    acc = {x["name"].rsplit("@line ", 1)[1]: x for x in prob["accesses"]}
    assert sorted(acc) == ["2", "6"] and acc["2"]["op"] == "ds_write_b32"
    # the bytes written (0-255) and read (128 i) show no row: rows of 128 B (one pass over 32 banks) of
    # f16: lane i of the load writes bytes 4i..4i+3 -> row 4i // 128, column (4i % 128) / 2
    assert acc["2"]["coords"][0][:3] == [[0, 0], [0, 2], [0, 4]] and acc["2"]["coords"][0][32] == [1, 0]
    assert acc["6"]["coords"][0][:3] == [[0, 0], [1, 0], [2, 0]] and prob["tile"] == [64, 64]
    assert "direct-to-LDS loads at lines 2" in prob["description"] and "one pass over the banks" in prob["description"]
    # before: the read 2 x 32 cycles (ideal 2), the load 2 (ideal 2); the XOR of the 4-byte word with
    # the row (row r's word 0 in bank r) makes the read 2 cycles, the load still 2
    fx = a["fix"]
    assert (fx["before"]["cycles"], fx["before"]["ideal"], fx["after"]["cycles"]) == (66, 4, 4)
    assert fx["change"] == "xor" and "`(row & 31) << 2`, row = the address's 128-byte row" in fx["action"]
