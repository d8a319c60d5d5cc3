"""rocprofv3 ATT bundle reading (ldsopt.trace) on the real gfx950 bundles in tests/data/att and on
corrupted copies.  Expected totals are recomputed here with plain json, independently of the reader."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ldsopt.errors import UsageError
from ldsopt.amd.att import find_bundles, load_bundle, parse_source

ATT = Path(__file__).parent / "data" / "att"
PA = ATT / "pa" / "ui_output_agent_10886_dispatch_209"
FP4 = ATT / "pa_mqa_logits_fp4" / "ui_output_agent_32435_dispatch_197"
REAL = [p for p in find_bundles(ATT) if "gfx942_synth" not in str(p)]


def _plain(p):
    return json.loads((Path(p) / "code.json").read_text())["code"]


def test_all_real_bundles_found():
    # the seven kernels of the shared fixtures, pa_mqa_logits_fp4 with two dispatches
    assert len(REAL) == 8


@pytest.mark.parametrize("b", REAL, ids=lambda p: p.parent.name + "/" + p.name)
def test_totals_equal_column_sums(b):
    code = _plain(b)
    bb = load_bundle(b)
    assert bb.n_code_rows == len(code)
    for i, name in ((6, "hit"), (7, "latency"), (8, "stall"), (9, "idle")):
        assert bb.column_sums[name] == sum(r[i] for r in code)
    assert len(bb.rows) == sum(1 for r in code if not r[0].startswith("; "))
    assert bb.arch == "gfx950"


def test_pa_numbers_from_the_issue():
    bb = load_bundle(PA)
    assert bb.n_code_rows == 937
    assert bb.column_sums["stall"] == 70036
    assert bb.kernel == "pa_decode_ps_kernel_0"
    six = bb.by_line()[6]
    assert six.isa == "s_waitcnt lgkmcnt(0)" and six.stall == 20876
    # the wave files record that line 6 waited for line 1 (an s_load_dwordx2)
    assert bb.wait_deps[6] == [1] and bb.by_line()[1].op == "s_load_dwordx2"
    assert "agent_info" in bb.arch_evidence


def test_no_source_bundle():
    bb = load_bundle(FP4)
    assert not bb.has_source and all(r.source == "" for r in bb.rows)


def test_arch_evidence_order(tmp_path):
    d = tmp_path / "ui_output_agent_1_dispatch_1"
    shutil.copytree(PA, d)
    b = load_bundle(d)   # no CSV: gfx950-only opcodes decide (pa uses v_permlane16_swap)
    assert b.arch == "gfx950" and "opcode" in b.arch_evidence
    b = load_bundle(d, arch="gfx942")
    assert b.arch == "gfx942" and "--arch" in b.arch_evidence and "gfx950" in b.arch_evidence
    code = json.loads((d / "code.json").read_text())
    code["code"] = [r for r in code["code"] if "permlane" not in r[0] and not r[0].startswith("v_maximum3")]
    (d / "code.json").write_text(json.dumps(code))
    b = load_bundle(d)
    assert b.arch is None and "unknown" in b.arch_evidence


def test_code_null(tmp_path):
    d = tmp_path / "b"
    d.mkdir()
    (d / "code.json").write_text('{"code":null,"header":"ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle","version":"3.0.0"}')
    b = load_bundle(d)
    assert b.rows == [] and b.column_sums["stall"] == 0 and "null" in b.notes[0]


def test_reordered_header_is_followed(tmp_path):
    code = _plain(PA)
    perm = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]
    names = ["ISA", "_", "LineNumber", "Source", "Codeobj", "Vaddr", "Hit", "Latency", "Stall", "Idle"]
    d = tmp_path / "b"
    d.mkdir()
    (d / "code.json").write_text(json.dumps({"header": ", ".join(names[i] for i in perm),
                                             "code": [[r[i] for i in perm] for r in code]}))
    b = load_bundle(d)
    assert b.column_sums["stall"] == 70036 and b.by_line()[6].stall == 20876


def test_parse_source():
    assert parse_source("") == []
    assert parse_source("/a/b.py:12") == [("/a/b.py", 12)]
    assert parse_source("/a/b.py:?") == [("/a/b.py", None)]
    assert parse_source("a.h:3 -> b.cpp:40 -> c.cpp:7") == [("a.h", 3), ("b.cpp", 40), ("c.cpp", 7)]
    assert parse_source("C:/x/y.py:5") == [("C:/x/y.py", 5)]


# --- malformed input: one-line UsageError, exit 2 on the command line --------------------------

def _bundle_with(tmp_path, text: str, name="code.json"):
    d = tmp_path / "ui_output_agent_0_dispatch_0"
    d.mkdir(exist_ok=True)
    (d / name).write_text(text)
    if name != "code.json":
        (d / "code.json").write_text('{"code": []}')
    return d


@pytest.mark.parametrize("text,needle", [
    ('{"code": [["s_nop 0", 0, 1, "", 0, 0, 1, 1, "x", 0]]}', "Stall"),
    ('{"code": [["s_nop 0", 0, 1, "", 0, 0, 1, 1, 2.5, 0]]}', "Stall"),
    ('{"code": [["s_nop 0", 0, 1, "", 0, 0, true, 1, 2, 0]]}', "Hit"),
    ('{"code": [["s_nop 0", 0, 1, "", 0, 0, 1, 1, -4, 0]]}', "negative"),
    ('{"code": [[7, 0, 1, "", 0, 0, 1, 1, 2, 0]]}', "ISA"),
    ('{"code": [["s_nop 0", 0, 1, 5, 0, 0, 1, 1, 2, 0]]}', "Source"),
    ('{"code": [["s_nop 0", 0, 1]]}', "columns"),
    ('{"code": ["s_nop"]}', "expected a list"),
    ('{"code": {"a": 1}}', "list of rows"),
    ('{"rows": []}', "code"),
    ('[1, 2]', "code"),
    ('{"code": [["s_nop 0", 0, 1, "", 0, 0, 1, 1, 2, 0]', "not valid JSON"),
    ('', "not valid JSON"),
    ('{"code": [], "header": 5}', "header"),
])
def test_malformed_code_json(tmp_path, text, needle):
    d = _bundle_with(tmp_path, text)
    with pytest.raises(UsageError) as e:
        load_bundle(d)
    assert needle in str(e.value) and "\n" not in str(e.value)


def test_malformed_wave_and_snapshot_files(tmp_path):
    d = _bundle_with(tmp_path, '{"wave": {"waitcnt": [[1, [[2, 0]]]', "se0_sm0_sl0_wv0.json")
    with pytest.raises(UsageError, match="se0_sm0_sl0_wv0.json"):
        load_bundle(d)
    (d / "se0_sm0_sl0_wv0.json").write_text('{"wave": {"waitcnt": [[1, "x"]]}}')
    with pytest.raises(UsageError, match="waitcnt"):
        load_bundle(d)
    (d / "se0_sm0_sl0_wv0.json").unlink()
    (d / "snapshots.json").write_text("[1]")
    with pytest.raises(UsageError, match="snapshots.json"):
        load_bundle(d)


def test_paths(tmp_path):
    with pytest.raises(UsageError, match="no such"):
        find_bundles(tmp_path / "missing")
    f = tmp_path / "f.txt"
    f.write_text("x")
    with pytest.raises(UsageError, match="not a directory"):
        find_bundles(f)
    with pytest.raises(UsageError, match="no code.json"):
        find_bundles(tmp_path)


@pytest.mark.parametrize("case", ["missing", "file", "empty", "truncated", "types"])
def test_cli_exit_2_one_line(tmp_path, capsys, case):
    from ldsopt.cli.main import main
    if case == "missing":
        path = tmp_path / "nope"
    elif case == "file":
        path = tmp_path / "file.txt"
        path.write_text("x")
    elif case == "empty":
        path = tmp_path / "empty"
        path.mkdir()
    elif case == "truncated":
        path = _bundle_with(tmp_path, (PA / "code.json").read_text()[:5000])
    else:
        path = _bundle_with(tmp_path, '{"code": [["s_nop 0", 0, "one", "", 0, 0, 1, 1, 2, 0]]}')
    for cmd in (["diagnose", str(path)], ["diff", str(path), str(PA)], ["diff", str(PA), str(path)]):
        assert main(cmd) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("ldsopt ")


# --- fuzz: corrupted bundles only ever give UsageError ----------------------------------------

PA_TEXT = (PA / "code.json").read_text()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, len(PA_TEXT)), pos=st.integers(0, len(PA_TEXT) - 1), ch=st.sampled_from(list('x]["{}:,0-. ')))
def test_fuzz_corrupted_code_json(tmp_path, cut, pos, ch):
    d = tmp_path / "fz"
    d.mkdir(exist_ok=True)
    text = PA_TEXT[:pos] + ch + PA_TEXT[pos + 1:]
    for t in (text, PA_TEXT[:cut]):
        (d / "code.json").write_text(t)
        try:
            b = load_bundle(d)
        except UsageError as e:
            assert "\n" not in str(e)
            continue
        from ldsopt.amd.diagnose import diagnose_bundle
        rep = diagnose_bundle(b)
        assert rep["total_stall"] == b.column_sums["stall"]


json_scalar = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**6), st.floats(allow_nan=True),
                        st.text(max_size=12))
row = st.lists(json_scalar, min_size=0, max_size=14)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.one_of(row, json_scalar), max_size=6), header=st.one_of(st.none(), st.text(max_size=40)))
def test_fuzz_structured_rows(tmp_path, rows, header):
    d = tmp_path / "fs"
    d.mkdir(exist_ok=True)
    doc = {"code": rows}
    if header is not None:
        doc["header"] = header
    (d / "code.json").write_text(json.dumps(doc))
    try:
        b = load_bundle(d)
    except UsageError as e:
        assert "\n" not in str(e)
        return
    from ldsopt.amd.diagnose import diagnose_bundle
    diagnose_bundle(b)


def test_arch_from_kernel_trace_when_several_gpus(tmp_path):
    top = tmp_path / "run"
    d = top / "ui_output_agent_7_dispatch_42"
    shutil.copytree(PA, d)
    for w in d.glob("se*.json"):
        w.unlink()
    (top / "x_agent_info.csv").write_text(
        '"Node_Id","Logical_Node_Id","Agent_Type","Name"\n0,0,"CPU","EPYC"\n1,1,"GPU","gfx942"\n2,2,"GPU","gfx90a"\n')
    b = load_bundle(d)
    assert b.arch == "gfx950" and "opcode" in b.arch_evidence   # CSV undecided: falls back to opcodes
    (top / "x_kernel_trace.csv").write_text(
        '"Kind","Agent_Id","Dispatch_Id","Kernel_Name"\n"KERNEL_DISPATCH","Agent 2","41","k"\n"KERNEL_DISPATCH","Agent 2","42","k"\n')
    b = load_bundle(d)
    assert b.arch == "gfx90a" and "dispatch 42" in b.arch_evidence
