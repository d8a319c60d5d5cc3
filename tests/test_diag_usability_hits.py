"""Trace usability from code.json's Hit column: waves that exit after the prologue, and wave files
that are all such waves (the paged-attention bundle, its code.json with only its four early-exit
wave files).  Expected values read off the rows with plain json."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from ldsopt.amd.diagnose import diagnose_path

PA = Path(__file__).parent / "data" / "att" / "pa" / "ui_output_agent_10886_dispatch_209"


def _rows():
    return [r for r in json.loads((PA / "code.json").read_text())["code"] if not r[0].startswith("; ")]


def test_early_exit_from_hits_with_only_idle_wave_files(tmp_path):
    b = tmp_path / "t" / PA.name
    b.mkdir(parents=True)
    shutil.copy(PA / "code.json", b)
    for f in PA.glob("se0_*.json"):
        shutil.copy(f, b)
    rows = _rows()
    # lines 1-11 ran in all 56 waves; line 11 is the exit branch; line 12 on ran in 8
    assert rows[10][2] == 11 and rows[10][0].startswith("s_cbranch") and rows[10][6] == 56 and rows[11][6] == 8
    for f in b.glob("se*.json"):                            # each wave file: lines 1-11 and s_endpgm
        assert len(json.loads(f.read_text())["wave"]["instructions"]) == 12
    rep = diagnose_path(b)[0]
    t = rep["trace"]
    assert t["early_exit_waves"] == 56 - 8
    assert t["early_exit_from_hits"] == {"waves": 48, "of": 56, "line": 11, "ran": 12}
    assert len(t["early_exit_wave_files"]) == 4
    body = sum(r[8] for r in rows if r[2] > 11 and 0 < r[6] < 56)
    w = next(x for x in t["warnings"] if x.startswith("every wave file (4) is a wave that exited early"))
    assert f"({body:,} cycles" in w and "static walk" in w


def test_full_bundle_flags_the_early_files_only():
    t = diagnose_path(PA)[0]["trace"]
    assert t["early_exit_waves"] == 48
    assert sorted(t["early_exit_wave_files"]) == sorted(f.name for f in PA.glob("se0_*.json"))
    assert not any(x.startswith("every wave file") for x in t["warnings"])


HG = Path(__file__).parent / "data" / "att" / "hgemm_splitk" / "ui_output_agent_4716_dispatch_319"


def test_a_branch_over_a_block_that_rejoins_is_not_an_exit():
    rows = [r for r in json.loads((HG / "code.json").read_text())["code"] if not r[0].startswith("; ")]
    by_line = {r[2]: r for r in rows}
    # line 33 `s_cbranch_vccnz 39` ran in all 8 waves and line 34 in none: the hit count drops ...
    assert by_line[33][0] == "s_cbranch_vccnz 39" and by_line[33][6] == 8 and by_line[34][6] == 0
    # ... but its target, Vaddr + 4 + 39 x 4, is line 67, which every wave ran: the split-k
    # zero-fill is skipped and the body rejoined, so no wave left early
    tgt = next(r for r in rows if r[5] == by_line[33][5] + 4 + 39 * 4)
    assert tgt[2] == 67 and tgt[6] == 8
    t = diagnose_path(HG)[0]["trace"]
    assert t["early_exit_from_hits"] is None
    assert not any("exited early" in w for w in t["warnings"])


def test_stall_without_a_hit_is_said(tmp_path):
    # bank_a with its first ds_write's Hit set to 0 while its Stall stays 1280: the columns disagree
    src = Path(__file__).parent / "data" / "att" / "gfx942_synth" / "bank_a"
    dst = tmp_path / "bank_a"
    shutil.copytree(src, dst)
    cj = dst / "ui_output_agent_1_dispatch_3" / "code.json"
    d = json.loads(cj.read_text())
    assert d["code"][2][0].startswith("ds_write_b32") and d["code"][2][8] == 1280
    d["code"][2][6] = 0
    cj.write_text(json.dumps(d))
    t = diagnose_path(dst)[0]["trace"]
    w = [x for x in t["warnings"] if "have Stall but Hit 0" in x]
    assert len(w) == 1 and "line(s) 2: 1,280 cycles" in w[0]
    assert t["lds_executed"] == 1 and t["lds_instructions"] == 2


def test_consistent_bundles_get_no_such_warning():
    for b in (PA, HG):
        assert not any("have Stall but Hit 0" in x for x in diagnose_path(b)[0]["trace"]["warnings"])


def test_wave_files_holding_more_than_code_json_are_said(tmp_path):
    # code.json's Stall of a line is the sum over every wave of the dispatch: bank_a's line 2 has
    # 1280, 640 in each of its two wave files; raising one to 1000 gives 1640 > 1280
    src = Path(__file__).parent / "data" / "att" / "gfx942_synth" / "bank_a"
    dst = tmp_path / "bank_a"
    shutil.copytree(src, dst)
    b = dst / "ui_output_agent_1_dispatch_3"
    assert json.loads((b / "code.json").read_text())["code"][2][8] == 1280
    f = b / "se0_sm0_sl0_wv0.json"
    d = json.loads(f.read_text())
    (row,) = [r for r in d["wave"]["instructions"] if r[4] == 2]
    assert row[2] == 640
    row[2] = 1000
    f.write_text(json.dumps(d))
    w = [x for x in diagnose_path(dst)[0]["trace"]["warnings"] if "disagree with code.json" in x]
    assert len(w) == 1 and "(line 2: 1,640 > 1,280)" in w[0]
    assert not any("disagree with code.json" in x for x in diagnose_path(src)[0]["trace"]["warnings"])
