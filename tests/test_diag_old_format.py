"""code.json in the form rocprofv3's ATT decoder 3.0.0 wrote (no header, 8 columns, no Stall/Idle,
att_output.csv beside): built from the real gfx950 bundles by tests/att_old_format.py.  Expected
stall figures are summed from the wave files with plain json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from att_old_format import convert

from ldsopt.amd.att import load_bundle
from ldsopt.amd.diagnose import diagnose_bundle, diagnose_path

ATT = Path(__file__).parent / "data" / "att"
SOFTMAX = ATT / "softmax" / "ui_output_agent_47920_dispatch_13"
LAYERNORM = ATT / "layernorm" / "ui_output_agent_22257_dispatch_23"


def _wave_stall(b: Path) -> dict:
    per: dict = {}
    for f in sorted(b.glob("se*_sm*_sl*_wv*.json")):
        for t, _cat, stall, _dur, line in json.loads(f.read_text())["wave"]["instructions"]:
            per[line] = per.get(line, 0) + stall
    return per


@pytest.fixture(scope="module")
def old(tmp_path_factory):
    root = tmp_path_factory.mktemp("old")
    return {k: convert(src, root / k / src.name) for k, src in (("softmax", SOFTMAX), ("layernorm", LAYERNORM))}


def test_the_form_is_read_and_named(old):
    b = old["layernorm"]
    doc = json.loads((b / "code.json").read_text())
    assert "header" not in doc and {len(r) for r in doc["code"]} == {8}
    rep = diagnose_path(b)[0]
    assert rep["format"]["columns"] == 8 and rep["format"]["lacks"] == ["stall", "idle"]
    assert rep["format"]["stall_from"] == "wave files" and rep["format"]["beside"] == "att_output.csv"
    assert any("3.0.0" in n and "no Stall, Idle values" in n for n in rep["notes"])


def test_stall_is_summed_from_the_wave_files(old):
    for k, src in (("softmax", SOFTMAX), ("layernorm", LAYERNORM)):
        per = _wave_stall(src)
        code_lines = {r[2] for r in json.loads((src / "code.json").read_text())["code"] if not r[0].startswith("; ")}
        b = load_bundle(old[k])
        rep = diagnose_bundle(b)
        assert rep["total_stall"] == sum(v for ln, v in per.items() if ln in code_lines)
        assert sum(rep["accounting"].values()) == rep["total_stall"]
        assert all(r.stall == per.get(r.line, 0) for r in b.rows)
        n_files = len(list(src.glob("se*_sm*_sl*_wv*.json")))
        assert rep["per_wave_stall"]["waves"] == n_files


def test_block_reduction_still_found(old):
    rep = diagnose_path(old["softmax"])[0]
    c = [f for f in rep["findings"] if f["type"] == "C"]
    assert 222 in [f["line"] for f in c]
    br = next(f for f in c if f["line"] == 222)["block_reduction"]
    per = _wave_stall(SOFTMAX)
    assert br["barrier"] == per[222] and br["serial"] == sum(per.get(ln, 0) for ln in range(179, 219))


def test_old_form_without_wave_files(tmp_path):
    b = convert(LAYERNORM, tmp_path / "x" / LAYERNORM.name)
    for f in b.glob("se*_sm*_sl*_wv*.json"):
        f.unlink()
    rep = diagnose_path(b)[0]
    assert rep["total_stall"] == 0
    assert any("no wave file is present" in n for n in rep["notes"])


def test_wave_files_without_waitcnt_lists(tmp_path):
    # the same bundle with `waitcnt` removed from every wave file: the waits' producers come from
    # the straight-line walk.  Line 6, `s_waitcnt lgkmcnt(0)`, follows only `s_load_dword*` rows
    # (lines 1-5 of layernorm's ISA), so its stall is waiting on scalar memory, not "nothing".
    b = convert(LAYERNORM, tmp_path / "x" / LAYERNORM.name)
    for f in b.glob("se*_sm*_sl*_wv*.json"):
        d = json.loads(f.read_text())
        del d["wave"]["waitcnt"]
        f.write_text(json.dumps(d))
    rows = {r[2]: r for r in json.loads((LAYERNORM / "code.json").read_text())["code"]}
    assert rows[6][0] == "s_waitcnt lgkmcnt(0)"
    assert all(not rows[ln][0].startswith(("ds_", "buffer_", "global_")) for ln in range(1, 6))
    assert any(rows[ln][0].startswith("s_load") for ln in range(1, 6))
    rep = diagnose_path(b)[0]
    per = _wave_stall(LAYERNORM)
    assert per[6] > 0 and rep["accounting"].get("wait:smem", 0) >= per[6]
    assert any("no `waitcnt` lists" in n for n in rep["notes"])


def test_null_stall_column_is_a_missing_column(tmp_path):
    # a 10-column code.json whose Stall and Idle are null on every row: read like the 8-column form
    b = tmp_path / "n" / LAYERNORM.name
    b.mkdir(parents=True)
    for f in LAYERNORM.iterdir():
        (b / f.name).write_bytes(f.read_bytes())
    doc = json.loads((b / "code.json").read_text())
    for r in doc["code"]:
        r[8] = r[9] = None
    (b / "code.json").write_text(json.dumps(doc))
    rep = diagnose_path(b)[0]
    assert set(rep["format"]["lacks"]) == {"stall", "idle"} and rep["format"]["stall_from"] == "wave files"
    per = _wave_stall(LAYERNORM)
    code_lines = {r[2] for r in doc["code"] if not r[0].startswith("; ")}
    assert rep["total_stall"] == sum(v for ln, v in per.items() if ln in code_lines)
