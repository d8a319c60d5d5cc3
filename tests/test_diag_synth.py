"""Every finding type on synthetic gfx942 bundles (tests/att_synth.py; no public gfx942 bundle
exists).  The expected numbers are worked out below by hand from the builder's per-wave stall tables
and its timing rule (4 cycles per instruction, a wait or barrier lasts its stall, barriers release
every wave at last arrival + 40), never read off the tool's output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import att_synth as S
from ldsopt.amd.diagnose import diagnose_path, diff_reports

DATA = Path(__file__).parent / "data" / "att" / "gfx942_synth"


@pytest.fixture(scope="module")
def bundles(tmp_path_factory):
    return S.write_all(tmp_path_factory.mktemp("synth"))


@pytest.fixture(scope="module")
def reps(bundles):
    return {k: diagnose_path(v)[0] for k, v in bundles.items()}


def _types(rep):
    return [f["type"] for f in rep["findings"]]


def _one(rep, t):
    fs = [f for f in rep["findings"] if f["type"] == t]
    assert len(fs) == 1, (t, _types(rep))
    return fs[0]


def test_committed_copy_matches_builder(bundles):
    for name, b in bundles.items():
        committed = DATA / name / b.name
        for f in b.iterdir():
            assert (committed / f.name).read_bytes() == f.read_bytes(), f"{name}/{f.name} is stale: rerun the builder"


# ------------------------------------------------------------------------------------- gemm_d
# Per wave (2 waves): line 1 at t=100, 2 at 104, wait 3 at 108 stalls 392 -> 500 (scalar load issued
# at 100: latency sample 400); 4 at 500, wait 5 at 504 stalls 596 -> 1100 (vector load at 500: 600);
# 6 at 1100, 7 at 1104, wait 8 at 1108 stalls 700 -> 1808; 9 (mfma, 12 stall) at 1808 -> 1824;
# 10 at 1824, wait 11 at 1828 stalls 96 -> 1924 (LDS read at 1824: sample 100).
# Line 8 waits on the vector load (6, issued 1100, done ~1100+600=1700) and the LDS read (7, issued
# 1104, done ~1104+100=1204): LDS gets 1204-1108 = 96, vector memory 1808-1204 = 604.
GEMM_TOTAL = 2 * (392 + 596 + 700 + 12 + 96)          # 3592


def test_mixed_wait_split_and_accounting(reps):
    rep = reps["gemm_d"]
    assert rep["arch"] == "gfx942" and rep["total_stall"] == GEMM_TOTAL
    acc = rep["accounting"]
    assert acc["wait:smem"] == 2 * 392
    assert acc["wait:vmem_load"] == 2 * (596 + 604)
    assert acc["wait:lds_read"] == 2 * (96 + 96)
    assert acc["mfma"] == 2 * 12
    assert sum(acc.values()) == GEMM_TOTAL
    lat = rep["latency"]
    assert lat["smem"]["median"] == 400 and lat["vmem"]["median"] == 600 and lat["lds"]["median"] == 100
    # the hand method's count: every ds_* (0) + every wait naming lgkmcnt (lines 3, 8, 11)
    assert rep["breakdown"]["naive_lds_stall"] == 2 * (392 + 700 + 96)
    assert rep["lds_stall"] == 2 * 192


def test_type_d_read_to_use(reps):
    rep = reps["gemm_d"]
    d = _one(rep, "D")
    assert d["waits"] == [8, 11] and d["reads"] == [7, 10]
    assert d["cost"] == 2 * (96 + 96)
    assert d["share"] == round(384 / GEMM_TOTAL, 4)
    # VGPR price: each wait covers one ds_read_b128 = 4 VGPRs; step period = next wait start (1828)
    # - previous wait end (1808) = 20 cycles < latency 100: depth min(4, ceil(100/20)) = 4 -> 16 VGPRs
    assert d["fix"]["vgprs_extra"] == 16 and d["fix"]["preload_depth"] == 4
    # the ISA names v0..v30: 31 VGPRs -> 47; on gfx942 both allow the 8-wave maximum
    assert "keeps occupancy at 8" in d["fix"]["action"] and "31 VGPRs" in d["fix"]["action"]
    assert {"flydsl", "hip", "triton"} <= set(d["fix"])
    assert d["lds_sources"][0]["source"].endswith("synth.cl:6")
    # b128 reads at a 16 B lane stride are conflict-free: no Type A; the scalar wait is not LDS
    assert "A" not in _types(rep)
    assert any(h["line"] == 3 and "scalar" in h["why"] for h in rep["not_lds"])


def test_fourteen_columns_same_answer(reps, bundles):
    from ldsopt.amd.att import load_bundle
    a, b = reps["gemm_d"], reps["gemm_d14"]
    for k in ("total_stall", "lds_stall", "accounting"):
        assert a[k] == b[k]
    assert _types(a) == _types(b)
    bb = load_bundle(bundles["gemm_d14"])
    assert bb.extra_columns == ["Hidden_Idle", "Hidden_Stall", "Hidden_Issue", "Exposed"]


# ---------------------------------------------------------------------------------- reduce_ce
# Wave 0 (wave 1: +500 from its scalar wait, line 2: 600 instead of 100):
#   wait 2 -> 204, lines 3-7 -> 224, wait 8 (200) -> 424, 9-12 -> 440, wait 13 (300) -> 740,
#   14-15 -> 748, wait 16 (150) -> 898, 17-19 -> 910, wait 20 (120) -> 1030: barrier 21 arrival 1030
#   (wave 1: 1530).  Release 1530+40: wave 0 stalls 540 (500 late, wave 1's scalar wait 600 vs 100:
#   memory; 40 own cost), wave 1 40.  Then 22 at 1570, wait 23 (80) -> 1654, 24, 25 -> 1662, wait 26:
#   wave 0 180 -> 1842, wave 1 120 -> 1782; barrier 27 releases 1882: wave 1 stalls 100 (60 late,
#   wave 0's extra LDS wait: not memory; 40 own cost), wave 0 40.  Wait 29: 80 each.
REDUCE_TOTAL = (100 + 200 + 300 + 150 + 120 + 540 + 80 + 180 + 40 + 80) + \
               (600 + 200 + 300 + 150 + 120 + 40 + 80 + 120 + 100 + 80)   # 1790 + 1790


def test_barrier_split(reps):
    rep = reps["reduce_ce"]
    assert rep["total_stall"] == REDUCE_TOTAL == 3580
    acc = rep["accounting"]
    assert acc["barrier:sync"] == 4 * 40
    assert acc["barrier:late_memory"] == 500
    assert acc["barrier:late_other"] == 60
    assert "barrier:unsplit" not in acc
    assert rep["barriers"]["groups"] == 2 and rep["barriers"]["waves_per_group"] == 2


def test_type_e_lane_maps_and_replacements(reps):
    e = _one(reps["reduce_ce"], "E")
    # waits on the three exchanges: (200 + 300 + 150) per wave, two waves; no issue stall
    assert e["cost"] == 2 * (200 + 300 + 150)
    maps = {m["lines"][0]: m for m in e["lane_maps"]}
    # line 7: address (lane ^ 1) << 2 -> lane i reads lane i^1; line 12: (lane ^ 16) << 2;
    # line 15: swizzle(SWAP,4) = bit-mask mode xor 4
    assert (maps[7]["map"], maps[7]["k"]) == ("xor", 1)
    assert (maps[12]["map"], maps[12]["k"]) == ("xor", 16)
    assert (maps[15]["map"], maps[15]["k"]) == ("xor", 4)
    action = e["fix"]["action"]
    assert "quad_perm:[1,0,3,2]" in action                 # xor 1 inside a quad
    assert "no single VALU xor-16 before gfx950" in action  # gfx942 has no v_permlane16_swap
    assert "ds_swizzle" not in action                      # never the LDS unit as the fix


def test_type_b_and_c_do_not_double_count(reps):
    rep = reps["reduce_ce"]
    b = _one(rep, "B")
    # write waits 20 (120 + 120) and 26 (180 + 120), each 0 instructions after its ds_write
    assert b["lines"] == [20, 26] and b["cost"] == 240 + 300 and b["distance"] == 0
    c = _one(rep, "C")
    # own barrier cost 4 x 40 + the exchange's read waits 23 and 29 (80 x 2 each); the write waits
    # belong to B, the exchange waits to E, late arrivals are not counted
    assert c["cost"] == 160 + 160 + 160
    assert c["barrier_split"] == {"barrier:sync": 160, "barrier:late_memory": 500, "barrier:late_other": 60,
                                  "barrier:unsplit": 0}
    assert c["barriers"] == 2
    assert "ds_swizzle" not in c["fix"]["action"] and "DPP" in c["fix"]["action"]
    assert "D" not in _types(rep)          # exchange reads are not read-preload candidates
    assert sum(f["cost"] for f in rep["findings"]) <= rep["total_stall"]


# -------------------------------------------------------------------------------------- dma_f


def test_type_f_disjoint_buffers(reps):
    f = _one(reps["dma_f"], "F")
    assert f["cost"] == 900 and f["lines"] == [6]
    assert f["need"] == "disjoint"
    # m0 = 0x4000 and 0x4100, 64 lanes x 4 B each: [0x4000, 0x4200); the read: lane*4 in [0, 256)
    assert [b["m0_value"] for b in f["buffers"]] == [0x4000, 0x4100]
    assert all(b["bytes"] == 256 for b in f["buffers"])
    assert f["reads"][0]["range"] == [0, 256]
    # two loads outstanding, neither needed by the read: vmcnt(2) leaves both in flight
    assert "vmcnt(2)" in f["fix"]["action"]


def test_type_f_not_when_the_read_needs_the_loads(reps):
    # read address lane*4 + 0x4000 overlaps the first load's [0x4000, 0x4100): the wait is needed
    rep = reps["dma_needed"]
    assert "F" not in _types(rep)
    assert any("lines 6 stall" in n and "need" in n for n in rep["notes"])


# ------------------------------------------------------------------------------------- bank_a


def test_type_a_on_real_addresses(reps):
    rep = reps["bank_a"]
    a = _one(rep, "A")
    # lane stride 128 B on 32 banks: every lane of a 32-lane half in one bank, 32 words: 32-way;
    # 2 halves -> 64 cycles against an ideal 2
    bm = a["bank_model"]
    assert bm["ways"] == 32 and bm["cycles"] == 64 and bm["ideal"] == 2
    assert bm["address_source"] == "lane-exact" and "documented" in bm["model"]
    # cost: issue stall 640 + 640 per wave, two waves; plus of the wait (line 4: 300 per wave, ended
    # by the newer write, line 3) the extra conflict cycles 2 executions x (64 - 2) = 124
    assert a["cost"] == 2 * (640 + 640) + 124
    assert "lane stride 128 B" in a["cause"]
    # the problem: both writes (bytes 0-3 and 4-7 of each 128-byte row, f16 elements): 4 columns used
    # of rows of 64 elements, lane i in row i
    prob = a["fix"]["problem"]
    assert prob["tile"] == [64, 4] and [x["op"] for x in prob["accesses"]] == ["ds_write_b32"] * 2
    assert prob["accesses"][0]["coords"][0][:3] == [[0, 0], [1, 0], [2, 0]]
    assert prob["accesses"][1]["coords"][0][:3] == [[0, 2], [1, 2], [2, 2]]
    # one wave (no block in the trace: 64x1x1): 2 x 64 cycles before, ideal 2 x 2; the XOR of the
    # 4-byte word with the row puts row r's words in banks r and r + 1: 2 x 2 after
    fx = a["fix"]
    assert (fx["before"]["cycles"], fx["before"]["ideal"], fx["after"]["cycles"]) == (128, 4, 4)
    # Type B takes the same wait minus what A counts: 600 - 124
    assert _one(rep, "B")["cost"] == 600 - 124


def test_type_a_problem_is_solvable(reps, tmp_path, capsys):
    from ldsopt.cli.main import main
    a = _one(reps["bank_a"], "A")
    f = tmp_path / "problem.json"
    f.write_text(json.dumps(a["fix"]["problem"]))
    assert main(["solve", str(f), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)


def test_no_type_a_when_conflict_free(reps):
    # lane stride 132 B = 33 words: word 33*i falls in bank i mod 32: all different
    assert "A" not in _types(reps["bank_a_padded"])


# --------------------------------------------------------------------------------------- diff


def test_diff_per_wave(bundles, capsys):
    from ldsopt.cli.main import main
    d = diff_reports(diagnose_path(bundles["bank_a"])[0], diagnose_path(bundles["bank_a_padded"])[0])
    assert d["per"] == "traced wave" and d["before"]["waves"] == 2
    assert [f["type"] for f in d["resolved"]] == ["A"]
    assert [f["type"] for f in d["remaining"]] == ["B"]
    # per wave: LDS issue stall 640 + 640 before, 20 + 20 after (the two stall tables)
    assert d["before"]["lds_issue_stall"] == 1280.0 and d["after"]["lds_issue_stall"] == 40.0
    assert d["change"]["total_stall"] == (20 + 20 + 300) - (640 + 640 + 300)
    assert main(["diff", str(bundles["bank_a"]), str(bundles["bank_a_padded"])]) == 0
    out = capsys.readouterr().out
    assert "resolved findings (1)" in out and "per traced wave" in out
    assert max(len(x) for x in out.splitlines()) <= 100


def test_type_a_problem_from_addresses_that_are_not_a_lane_stride(tmp_path, capsys):
    """Lane i at (i mod 8) x 256 + (i div 8) x 4 bytes (gfx942, 32 banks): not one lane stride; the
    touched bytes are 32 B every 256 B, so rows of 64 words with 8 used; each coordinate must give
    back its lane's byte address (the problem builder diagnose uses, on raw lane addresses)."""
    from ldsopt.cli.main import main
    from ldsopt.allocation.problem import allocations_from_lanes, lane_access
    from ldsopt.solver.problem import problem_from_dict
    addrs = [(i % 8) * 256 + (i // 8) * 4 for i in range(64)]
    (al,) = allocations_from_lanes("gfx942", [lane_access("gfx942", "ds_read_b32", addrs, source="k.hip:3")])
    prob = al.problem
    assert prob["tile"] == [8, 8] and prob["dtype"] == "f32" and al.tile.pitch == 64
    coords = prob["accesses"][0]["coords"][0]
    assert [r * 256 + c * 4 for r, c in coords] == addrs
    problem_from_dict(prob)
    f = tmp_path / "p.json"
    f.write_text(json.dumps(prob))
    assert main(["solve", str(f), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)
