"""Two-barrier block reductions, found from code.json's hit counts, on the real gfx950 softmax and
layernorm bundles.  Every expected line and cycle count is read off the rows with plain json: the
barriers, the rows one wave of four ran between them, the waits named in the module's cost rule."""

from __future__ import annotations

import json
from pathlib import Path

from ldsopt.amd.diagnose import diagnose_path

ATT = Path(__file__).parent / "data" / "att"
SOFTMAX = ATT / "softmax" / "ui_output_agent_47920_dispatch_13"
LAYERNORM = ATT / "layernorm" / "ui_output_agent_22257_dispatch_23"


def _rows(b):
    return {r[2]: r for r in json.loads((b / "code.json").read_text())["code"] if not r[0].startswith("; ")}


def _stall(rows, lines):
    return sum(rows[ln][8] for ln in lines)


def test_softmax_two_block_reductions():
    rows = _rows(SOFTMAX)
    rep = diagnose_path(SOFTMAX)[0]
    c = sorted((f for f in rep["findings"] if f["type"] == "C"), key=lambda f: f["line"])
    # the ISA: barriers at 176/222 (max) and 552/597 (sum); rows 179-218 and 555-593 have Hit 514,
    # a quarter of the barriers' 2056 (one wave of each 4-wave workgroup re-reduces)
    assert [rows[ln][0] for ln in (176, 222, 552, 597)] == ["s_barrier"] * 4
    assert {rows[ln][6] for ln in range(179, 219)} == {514} and rows[219][6] == 2056
    assert {rows[ln][6] for ln in range(555, 594)} == {514}
    assert [f["line"] for f in c] == [222, 597]
    first = c[0]["block_reduction"]
    assert first["waves"] == 4 and first["serial_lines"] == [179, 218]
    assert first["serial"] == _stall(rows, range(179, 219))
    assert first["barrier"] == rows[222][8] == 883332
    # kept: the wait after the partials' read (line 185) per wave that ran it, for every wave
    assert rows[184][0].startswith("ds_read_b32") and rows[185][0] == "s_waitcnt lgkmcnt(0)"
    assert first["kept"] == round(rows[185][8] / 514 * 2056)
    assert c[0]["cost"] == first["serial"] + first["barrier"] + first["handoff"] - first["kept"]
    # the hand-over waits: line 221 (on the result's write) and 226 (on the broadcast read at 223);
    # in this trace both wait on LDS only (nothing else outstanding), so at most their full stall
    assert first["handoff"] <= rows[221][8] + rows[226][8]
    assert first["handoff"] >= 0.9 * (rows[221][8] + rows[226][8])
    for f in c:
        assert "every wave reads all 4 partials" in f["fix"]["action"]
        assert "merge the reductions" not in f["fix"]["action"]
        assert "2 such reductions" in f["fix"]["action"]


def test_layernorm_already_merged_gets_single_barrier_fix():
    rows = _rows(LAYERNORM)
    rep = diagnose_path(LAYERNORM)[0]
    c = [f for f in rep["findings"] if f["type"] == "C"]
    assert len(c) == 1 and c[0]["line"] == 250
    br = c[0]["block_reduction"]
    # rows 172-237 ran in 4 of 16 waves, between the barriers at 169 and 250
    assert {rows[ln][6] for ln in range(172, 238)} == {4} and rows[169][6] == rows[250][6] == 16
    assert br["serial"] == _stall(rows, range(172, 238)) and br["barrier"] == rows[250][8]
    # the wait at 245 waits on four s_load (lines 239-242) as well: only its LDS part is counted
    assert rows[245][0] == "s_waitcnt lgkmcnt(0)" and br["handoff"] < rows[245][8]
    assert "one barrier" in c[0]["fix"]["action"] and "such reductions" not in c[0]["fix"]["action"]


def test_few_wave_files_note_not_silence():
    rep = diagnose_path(SOFTMAX)[0]
    rows = _rows(SOFTMAX)
    bar = sum(r[8] for r in rows.values() if r[0] == "s_barrier")
    unsplit = rep["accounting"]["barrier:unsplit"]
    assert 0 < unsplit <= bar
    assert any("cannot split" in n and f"{100 * unsplit / rep['total_stall']:.1f}%" in n for n in rep["notes"])
