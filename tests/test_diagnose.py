"""`ldsopt diagnose` on the real gfx950 bundles (tests/data/att): per-wave attribution, trace
usability, the finding types the expert reading of these kernels calls for, the JSON schema.
Expected values are recomputed from code.json and the wave files with plain json, or read off the
ISA text of the rows, never taken from the tool's output."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from ldsopt.amd.att import find_bundles
from ldsopt.amd.diagnose import diagnose_path

ATT = Path(__file__).parent / "data" / "att"
REAL = [p for p in find_bundles(ATT) if "gfx942_synth" not in str(p)]
PA = ATT / "pa" / "ui_output_agent_10886_dispatch_209"
FP4 = ATT / "pa_mqa_logits_fp4" / "ui_output_agent_32435_dispatch_197"
SOFTMAX = ATT / "softmax" / "ui_output_agent_47920_dispatch_13"
LAYERNORM = ATT / "layernorm" / "ui_output_agent_22257_dispatch_23"
GEMM = ATT / "preshuffle_gemm" / "ui_output_agent_58177_dispatch_135"
HGEMM = ATT / "hgemm_splitk" / "ui_output_agent_4716_dispatch_319"
FINDING_KEYS = {"type", "title", "line", "isa", "source", "stall", "hit", "evidence", "fix", "cost", "share",
                "rank", "lines", "lds_lines", "lds_sources"}


def _code(b):
    return json.loads((Path(b) / "code.json").read_text())["code"]


def _rows(b):
    return {r[2]: r for r in _code(b) if not r[0].startswith("; ")}


def _waves(b):
    return [json.loads(f.read_text())["wave"] for f in sorted(Path(b).glob("se*_sm*_sl*_wv*.json"))]


@pytest.fixture(scope="module")
def reports():
    return {p.parent.name + "/" + p.name: diagnose_path(p)[0] for p in REAL}


def _rep(reports, b):
    return reports[Path(b).parent.name + "/" + Path(b).name]


def test_every_cycle_accounted_once(reports):
    for b in REAL:
        rep = _rep(reports, b)
        code = _code(b)
        assert rep["total_stall"] == sum(r[8] for r in code)
        assert sum(rep["accounting"].values()) == rep["total_stall"]
        bd = rep["breakdown"]
        assert bd["ds"] == sum(r[8] for r in code if r[0].startswith("ds_"))
        assert bd["barrier"] == sum(r[8] for r in code if r[0].split()[0] == "s_barrier")
        lgkm = sum(r[8] for r in code if r[0].startswith("s_waitcnt") and "lgkmcnt" in r[0])
        assert bd["naive_lds_stall"] == bd["ds"] + lgkm
        for f in rep["findings"]:
            assert FINDING_KEYS <= set(f)
            assert 0 < f["share"] <= 1 and f["cost"] <= rep["total_stall"]
            assert {"flydsl", "hip", "triton"} <= set(f["fix"]) or "problem" in f["fix"]
        assert sum(f["cost"] for f in rep["findings"]) <= rep["total_stall"]


def test_per_wave_records_match_the_wave_files(reports):
    for b in REAL:
        rep = _rep(reports, b)
        ws = _waves(b)
        assert rep["waves_total"] == len(ws)
        for rec, w in zip(rep["waves"], ws):
            assert rec["executed"] == len(w["instructions"])
            assert rec["stall"] == sum(x[2] for x in w["instructions"])


def test_pa_scalar_wait_is_not_lds(reports):
    rep = _rep(reports, PA)
    rows = _rows(PA)
    assert rows[6][0] == "s_waitcnt lgkmcnt(0)" and rows[6][8] == 20876 and rows[1][0].startswith("s_load_dwordx2")
    # every wave file that ran line 6 says it waited on line 1 only
    for w in _waves(PA):
        assert all(e[1] == [[1, 0]] for e in w["waitcnt"] if e[0] == 6)
    assert rep["accounting"]["wait:smem"] >= 20876
    assert all(6 not in f["lines"] for f in rep["findings"])
    assert all(h["line"] != 6 for h in rep["hot"])
    six = [h for h in rep["not_lds"] if h["line"] == 6]
    assert six and "scalar" in six[0]["why"] and six[0]["producers"] == {1: 20876}
    assert not [f for f in rep["findings"] if f["type"] == "B"]
    # the hand method's count calls 37% of pa's stall LDS; per wave it is under 5%
    assert rep["breakdown"]["naive_lds_stall"] / rep["total_stall"] > 0.35 and rep["lds_share"] < 0.05


def test_pa_early_exit_waves(reports):
    rep = _rep(reports, PA)
    lens = [len({x[4] for x in w["instructions"]}) for w in _waves(PA)]
    early = sum(1 for n in lens if n < 0.5 * max(lens))
    assert early == 4 and len(rep["trace"]["early_exit_wave_files"]) == early and rep["trace"]["usable"]
    rows = _rows(PA)
    # code.json: line 11 (the exit branch) ran in 56 waves, line 12 in 8: 48 waves exited there
    assert rows[11][6] == 56 and rows[12][6] == 8 and rep["trace"]["early_exit_waves"] == 48
    assert any("exited early" in w for w in rep["trace"]["warnings"])


def test_preshuffle_gemm_read_to_use(reports):
    rep = _rep(reports, GEMM)
    rows = _rows(GEMM)
    d = [f for f in rep["findings"] if f["type"] == "D"]
    assert len(d) == 1, [f["type"] for f in rep["findings"]]
    d = d[0]
    assert d == rep["findings"][0]                     # the largest LDS cost of this GEMM
    assert all(rows[x][0].startswith("ds_read") for x in d["reads"])
    for w in d["waits"]:                               # the instruction after each wait is an MFMA
        assert rows[w][0].startswith("s_waitcnt") and rows[w + 1][0].startswith("v_mfma")
    assert d["fix"]["vgprs_extra"] >= 4 and "wave(s) per SIMD" in d["fix"]["action"]
    assert "preshuffle_gemm.py:313" in d["source"]


def test_preshuffle_gemm_split_store(reports):
    """The 16-byte stores written as pairs of ds_write2_b32 conflict 4-way on the lane-exact
    addresses; one ds_write_b128 does not."""
    rep = _rep(reports, GEMM)
    rows = _rows(GEMM)
    a = [f for f in rep["findings"] if f["type"] == "A"]
    assert len(a) == 1
    a = a[0]
    assert all(rows[x][0].startswith("ds_write2_b32") for x in a["lds_lines"])
    assert a["bank_model"]["ways"] == 4 and a["bank_model"]["address_source"] == "lane-exact"
    assert "16-byte store" in a["cause"] and "ds_write_b128" in a["fix"]["action"]


def test_hgemm_direct_to_lds_drain(reports):
    rep = _rep(reports, HGEMM)
    rows = _rows(HGEMM)
    f = [x for x in rep["findings"] if x["type"] == "F"]
    # with lane-exact addresses the reads after line 330 (e.g. ds_read_b128 at 337) overlap the
    # loads just issued: the wait is needed, said in a note, not a Type F finding
    assert not f and any("lines 209, 330" in n and "need" in n for n in rep["notes"])


def test_swizzle_lane_maps():
    # the butterflies inside each wave cost 1.1% once the serial re-reduces (Type C) are set apart
    from ldsopt.amd.diagnose.common import Thresholds
    rep = diagnose_path(SOFTMAX, th=Thresholds(min_share=0.01))[0]
    rows = _rows(SOFTMAX)
    e = [f for f in rep["findings"] if f["type"] == "E"]
    assert len(e) == 1
    # no exchange of a re-reduce (rows run by 1 wave in 4, between lines 176 and 222, 552 and 597)
    assert all(rows[ln][6] == 2056 for m in e[0]["lane_maps"] for ln in m["lines"])
    for m in e[0]["lane_maps"]:
        for ln in m["lines"]:
            n = int(re.search(r"swizzle\(SWAP,(\d+)\)", rows[ln][0]).group(1))
            assert m["map"] == "xor" and m["k"] == n          # SWAP,n exchanges lane i with lane i^n
    action = e[0]["fix"]["action"]
    assert "quad_perm:[1,0,3,2]" in action and "quad_perm:[2,3,0,1]" in action and "row_ror:8" in action
    assert "ds_swizzle" not in action


def test_bpermute_lane_maps_gfx950(reports):
    rep = _rep(reports, FP4)
    rows = _rows(FP4)
    e = [f for f in rep["findings"] if f["type"] == "E"]
    assert len(e) == 1
    # v39 = v50 ^ 64 and v4 = v50 ^ 0x80 (bytes): lanes xor 16 and xor 32 when v50 = lane*4
    assert any(r[0] == "v_xor_b32_e32 v39, 64, v50" for r in rows.values())
    ks = {m["k"] for m in e[0]["lane_maps"] if m["map"] == "xor"}
    assert ks == {16, 32}
    action = e[0]["fix"]["action"]
    assert "v_permlane16_swap_b32" in action and "v_permlane32_swap_b32" in action


def test_barriers_split_for_whole_workgroups(reports):
    for b in (LAYERNORM, SOFTMAX):
        rep = _rep(reports, b)
        assert rep["barriers"]["groups"] >= 1
        acc = rep["accounting"]
        assert acc.get("barrier:sync", 0) > 0


def test_no_bank_conflict_finding_where_addresses_are_conflict_free(reports):
    for b in (SOFTMAX, LAYERNORM, PA, FP4):
        assert not [f for f in _rep(reports, b)["findings"] if f["type"] == "A"]


def test_vec_add_has_no_lds(reports):
    rep = _rep(reports, ATT / "vec_add" / "ui_output_agent_14705_dispatch_25")
    assert rep["lds_stall"] == 0 and rep["findings"] == [] and rep["hot"] == [] and rep["trace"]["usable"]


def _unusable_copy(tmp_path) -> Path:
    """layernorm with every traced wave stopped after its first 17 instructions (as in a trace whose
    waves all exit early): rows past line 17 get Hit and Stall 0."""
    d = tmp_path / "early" / LAYERNORM.name
    shutil.copytree(LAYERNORM, d)
    doc = json.loads((d / "code.json").read_text())
    for r in doc["code"]:
        if r[2] > 17:
            r[6] = r[7] = r[8] = r[9] = 0
    (d / "code.json").write_text(json.dumps(doc))
    for f in d.glob("se*.json"):
        w = json.loads(f.read_text())
        w["wave"]["instructions"] = [x for x in w["wave"]["instructions"] if x[4] <= 17]
        w["wave"]["waitcnt"] = [e for e in w["wave"]["waitcnt"] if e[0] <= 17]
        f.write_text(json.dumps(w))
    return d


def test_unusable_trace_is_flagged(tmp_path, capsys):
    from ldsopt.cli.main import main
    d = _unusable_copy(tmp_path)
    code = _code(d)
    n = sum(1 for r in code if not r[0].startswith("; "))
    lds = sum(1 for r in code if r[0].startswith("ds_"))
    rep = diagnose_path(d)[0]
    tr = rep["trace"]
    assert tr["usable"] is False and tr["executed"] == 17 and tr["instructions"] == n
    assert tr["lds_instructions"] == lds and tr["lds_executed"] == 0
    assert "every traced wave exited early" in tr["warnings"][0]
    assert rep["findings"] == [] and rep["findings_status"].startswith("not analysed")
    assert main(["diagnose", str(d)]) == 1
    out, err = capsys.readouterr()
    assert out.startswith("WARNING  TRACE UNUSABLE") and "none costs" not in out
    assert err.count("\n") == 1 and "unusable" in err
    assert main(["diagnose", str(d), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["trace"]["usable"] is False


def test_cli_json_schema(capsys):
    from ldsopt.cli.main import main
    assert main(["diagnose", str(PA), "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    for k in ("schema", "arch", "kernel", "total_stall", "lds_stall", "lds_share", "findings", "hot", "not_lds",
              "breakdown", "accounting", "trace", "latency", "waves", "counted", "arch_evidence", "per_wave_stall"):
        assert k in d
    assert d["schema"] == "ldsopt.diagnose/2" and d["arch"] == "gfx950"
    assert main(["diagnose", str(ATT / "pa_mqa_logits_fp4"), "--json"]) == 0
    many = json.loads(capsys.readouterr().out)
    assert many["bundles"] == 2 and len(many["reports"]) == 2


def test_cli_text_and_flags(capsys):
    from ldsopt.cli.main import main
    assert main(["diagnose", str(SOFTMAX), "--top", "3"]) == 0
    out = capsys.readouterr().out
    assert "findings (" in out and "hot waits that are not LDS" in out
    assert main(["diagnose", str(SOFTMAX), "--threshold", "min_share=0.9", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["findings"] == []
    for bad in (["--threshold", "nope=1"], ["--threshold", "min_share=x"], ["--top", "0"],
                ["--arch", "sm_90"], ["--arch", "gfx9999"], ["--threshold", "share"],
                ["--threshold", "min_share=nan"], ["--threshold", "b_max_distance=1.5"]):
        assert main(["diagnose", str(SOFTMAX), *bad]) == 2
        assert capsys.readouterr().err.count("\n") == 1


def test_diff_same_bundle_is_all_remaining(capsys):
    from ldsopt.cli.main import main
    assert main(["diff", str(SOFTMAX), str(SOFTMAX), "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["resolved"] == [] and d["new"] == [] and d["remaining"]
    assert all(v == 0 for v in d["change"].values())
    # code.json's first row ran once per traced wave: 2056 waves behind softmax's totals
    first = min(_rows(SOFTMAX).values(), key=lambda r: r[2])
    assert d["before"]["waves"] == first[6] == 2056
    assert d["before"]["total_stall"] == round(sum(r[8] for r in _code(SOFTMAX)) / 2056, 1)
    assert main(["diff", str(ATT / "pa_mqa_logits_fp4"), str(PA)]) == 2   # two bundles on one side


def test_emulator_and_straight_line_evaluator_agree():
    """Where both resolve an LDS address, the emulator (Type A's first address source) and the
    straight-line evaluator (its fallback) give the same 64 lane addresses."""
    from ldsopt.amd.att import load_bundle
    from ldsopt.amd.diagnose.addresses import emulated
    from ldsopt.amd.diagnose.attribution import attribute
    from ldsopt.amd.diagnose.common import Ctx, Thresholds
    from ldsopt.amd.diagnose.kinds import address_vgpr
    from ldsopt.amd.isa import ds_kind, ds_offsets
    compared = 0
    for b in (GEMM, SOFTMAX, LAYERNORM, HGEMM, PA):
        bb = load_bundle(b)
        ctx = Ctx.build(bb, attribute(bb), Thresholds())
        em = emulated(ctx)
        for pos, r in enumerate(ctx.rows):
            k = ds_kind(r.op)
            if k not in ("read", "write", "read2", "write2") or r.line not in em:
                continue
            w = next((w for w in em[r.line].waves if w.status == "ok" and w.wave == 0 and not w.base), None)
            vals = ctx.lanes.value(pos, f"v{address_vgpr(r.isa)}")
            if w is None or vals is None or not all(w.active):
                continue
            off = 0 if k in ("read2", "write2") else ds_offsets(r.isa)["offset"]
            assert list(w.addresses) == [int(v) + off for v in vals], (b.name, r.line, r.isa)
            compared += 1
    assert compared >= 50


def test_scalar_load_wait_is_neither_b_nor_c(reports):
    """layernorm line 245 (`s_waitcnt lgkmcnt(0)`, 10,476 cycles) comes after a ds_write2_b32 (237)
    and four s_loads (239-242); every wave file says it waited on the s_loads, one also on 237."""
    rep = _rep(reports, LAYERNORM)
    rows = _rows(LAYERNORM)
    assert rows[245][0] == "s_waitcnt lgkmcnt(0)" and rows[245][8] == 10476
    entries = [e for w in _waves(LAYERNORM) for e in w["waitcnt"] if e[0] == 245]
    assert entries and all({239, 240, 241, 242} <= {p[0] for p in e[1]} for e in entries)
    assert all(rows[p][0].startswith("s_load") for p in (239, 240, 241, 242))
    assert not [f for f in rep["findings"] if f["type"] == "B" and 245 in f["lines"]]
    for c in (f for f in rep["findings"] if f["type"] == "C"):
        lo, hi = c["region"]
        assert lo <= 245 <= hi and c["cost"] < rows[245][8]     # its scalar wait is not in the cost
        assert "ds_swizzle" not in c["fix"]["action"]
    six = [h for h in rep["not_lds"] if h["line"] == 245]
    assert six and "scalar" in six[0]["why"]
