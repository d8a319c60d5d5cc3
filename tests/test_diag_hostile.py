"""`diagnose` / `diff` on hostile or large input: reads stay inside the bundle, bundles are found at
any depth with a summary, the work stays near-linear, trace text cannot drive the terminal, and text
output fits 100 columns."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from ldsopt.amd.att import find_bundles, load_bundle
from ldsopt.amd.diagnose import diagnose_bundle, diagnose_path
from ldsopt.cli.main import main

ATT = Path(__file__).parent / "data" / "att"


def _bundle(d: Path, rows, name="k", snapshots=None) -> Path:
    """A bundle whose ds_read / wait pairs are hot enough to be listed (their sources printed)."""
    d.mkdir(parents=True, exist_ok=True)
    code = [[f"; {name}", 0, 0, "", 1, 0, 0, 0, 0, 0]]
    for i, (isa, src, stall) in enumerate(rows, 1):
        code.append([isa, 0, i, src, 1, 4 * i, 4, stall, stall, 0])
    (d / "code.json").write_text(json.dumps({"code": code}))
    if snapshots is not None:
        (d / "snapshots.json").write_text(json.dumps(snapshots))
    return d


def _reader_rows(srcs):
    rows = [("v_lshlrev_b32_e32 v1, 4, v0", srcs[0], 0)]
    for s in srcs:
        rows += [("ds_read_b128 v[4:7], v1", s, 400), ("s_waitcnt lgkmcnt(0)", s, 4000),
                 ("v_mfma_f32_16x16x16_f16 v[8:11], v[4:5], v[6:7], v[8:11]", s, 0)]
    return rows + [("s_endpgm", srcs[0], 0)]


def test_snapshot_reads_stay_inside_the_bundle(tmp_path, capsys):
    top = tmp_path / "run"
    (top).mkdir()
    (top / "secret.txt").write_text("TOPSECRET line\n")
    d = top / "ui_output_agent_0_dispatch_0"
    srcs = ["/x/abs.py:1", "/x/up.py:1", "/x/link.py:1", "/x/ok.py:2"]
    _bundle(d, _reader_rows(srcs), snapshots={"/": {"x": {"abs.py": "/etc/passwd", "up.py": "../secret.txt",
                                                            "link.py": "lnk", "ok.py": "source_0_ok.py"}}})
    os.symlink(top / "secret.txt", d / "lnk")
    (d / "source_0_ok.py").write_text("first\nreal source line\n")
    b = load_bundle(d, arch="gfx950")
    assert set(b.snapshots.values()) == {"source_0_ok.py"}
    assert any("ignored" in n for n in b.notes)
    assert b.source_text("/x/ok.py:2") == "real source line"
    assert b.source_text("/x/abs.py:1") is None and b.source_text("/x/up.py:1") is None
    html = tmp_path / "r.html"
    for args in ([], ["--json"], ["--html", str(html)]):
        assert main(["diagnose", str(d), "--arch", "gfx950", *args]) == 0
        out = capsys.readouterr().out + (html.read_text() if args and args[0] == "--html" else "")
        assert "TOPSECRET" not in out and "root:" not in out
    assert "real source line" in out


@pytest.mark.slow
def test_bundles_found_at_any_depth_with_a_summary(tmp_path, capsys):
    want = sorted(Path(r) for r, _d, fs in os.walk(ATT) if "code.json" in fs)
    assert find_bundles(ATT) == want and len(want) > 8          # the synthetic ones sit 3 levels down
    deep = tmp_path / "a" / "b" / "c" / "d" / "ui_output_agent_1_dispatch_1"
    _bundle(deep, _reader_rows(["/k.py:1"]))
    assert find_bundles(tmp_path) == [deep]
    assert main(["diagnose", str(ATT), "--json"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert s["bundles"] == len(want) == len(s["reports"]) and s["usable"] == len(want)
    assert main(["diagnose", str(ATT)]) == 0
    out = capsys.readouterr().out
    assert f"summary across {len(want)} bundle(s)" in out
    tail = out.split(f"summary across {len(want)} bundle(s)")[1]
    assert tail.count("\n") >= len(want) + 1


def _flagged(n: int) -> list:
    rows = [("v_lshlrev_b32_e32 v1, 4, v0", "/k.py:1", 0)]
    for i in range(n):
        rows += [(f"ds_read_b128 v[4:7], v1 offset:{16 * (i % 1000)}", f"/k.py:{2 + i % 50}", 1000),
                 ("s_waitcnt lgkmcnt(0)", f"/k.py:{2 + i % 50}", 3000),
                 ("v_mfma_f32_16x16x16_f16 v[8:11], v[4:5], v[6:7], v[8:11]", "/k.py:60", 10),
                 ("ds_write_b32 v1, v2", "/k.py:61", 700), ("s_waitcnt lgkmcnt(0)", "/k.py:61", 2500)]
    return rows + [("s_endpgm", "/k.py:99", 0)]


def _calls(d: Path) -> tuple[int, dict]:
    n = 0

    def prof(frame, event, arg):
        nonlocal n
        if event == "call":
            n += 1
    b = load_bundle(d, arch="gfx950")
    sys.setprofile(prof)
    try:
        rep = diagnose_bundle(b)
    finally:
        sys.setprofile(None)
    return n, rep


def _counted(monkeypatch, module, name: str) -> dict:
    """Count the calls of module.name (the count in the returned dict's "n")."""
    count = {"n": 0}
    real = getattr(module, name)

    def counted(*a, **k):
        count["n"] += 1
        return real(*a, **k)
    monkeypatch.setattr(module, name, counted)
    return count


@pytest.mark.slow
def test_work_is_near_linear(tmp_path, monkeypatch):
    """Deterministic: Python function calls for 2n flagged rows stay near twice those for n, and
    20,000 flagged LDS rows run the bank model once per distinct address pattern and group into a
    handful of findings (counted, not timed)."""
    small, _ = _calls(_bundle(tmp_path / "s" / "ui_output_agent_0_dispatch_0", _flagged(400)))
    large, _ = _calls(_bundle(tmp_path / "l" / "ui_output_agent_0_dispatch_0", _flagged(800)))
    assert large < 2.3 * small
    import ldsopt.allocation.layouts as lay
    import ldsopt.core.simulate as sim
    count = _counted(monkeypatch, sim, "simulate_batch")
    # the fix's layout search costs every access of the allocation per candidate layout: one batched
    # call per instruction kind (here 2: ds_read_b128, ds_write_b32), however many rows
    evals = _counted(monkeypatch, lay, "evaluate")
    from ldsopt.amd.diagnose import addresses
    addresses._MEMO.clear()
    d = _bundle(tmp_path / "big" / "ui_output_agent_0_dispatch_0", _flagged(4000))     # 20,002 rows
    rep = diagnose_path(d, arch="gfx950")[0]
    assert rep["instructions"] == 20002
    # offsets 16*(i % 1000): modulo the 256 B bank period 16 distinct patterns, reads and writes
    assert evals["n"] <= 128 and count["n"] <= 64 + 2 * (evals["n"] + 1)
    assert 1 <= len(rep["findings"]) <= 10


def test_trace_text_cannot_drive_the_terminal(tmp_path, capsys):
    esc = "\x1b[2J\x1b]0;pwned\x07"
    d = tmp_path / "ui_output_agent_0_dispatch_0"
    rows = _reader_rows([f"/k{esc}.py:1"])
    rows[1] = (f"ds_read_b128 v[4:7], v1 ; {esc}", rows[1][1], rows[1][2])
    _bundle(d, rows, name=f"evil{esc}_kernel")
    for cmd in (["diagnose", str(d), "--arch", "gfx950"], ["diff", str(d), str(d), "--arch", "gfx950"]):
        assert main(cmd) == 0
        out = capsys.readouterr().out
        assert "\x1b" not in out and "\x07" not in out
        assert "\\x1b" in out
    assert main(["diagnose", str(d), "--arch", "gfx950", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["kernel"] == f"evil{esc}_kernel"   # JSON keeps the data


@pytest.mark.slow
@pytest.mark.parametrize("b", find_bundles(ATT), ids=lambda p: p.parent.name)
def test_text_fits_100_columns(b, capsys):
    assert main(["diagnose", str(b), "--top", "20"]) == 0
    out = capsys.readouterr().out
    assert max(len(x) for x in out.splitlines()) <= 100
    assert main(["diff", str(b), str(b)]) == 0
    assert max(len(x) for x in capsys.readouterr().out.splitlines()) <= 100


# --- wave files with arbitrary content: a one-line error or a report that accounts for every cycle

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

_int = st.integers(-5, 40) | st.integers(-2**40, 2**40)
_row = st.lists(_int, min_size=5, max_size=6)
_wait = st.tuples(_int, st.lists(st.lists(_int, min_size=1, max_size=2) | _int, max_size=4)).map(list)


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(_row, max_size=40), waits=st.lists(_wait, max_size=10),
       extra=st.sampled_from([None, "x", [1], {"a": 1}, 3.5]))
def test_fuzz_wave_files(tmp_path, rows, waits, extra):
    import att_synth as S
    from ldsopt.errors import UsageError
    b = S.build(tmp_path, "fz", S.GEMM_D, [S.GEMM_D_WAVE])
    doc = {"wave": {"cu": 0, "simd": 0, "slot": 0, "id": 0, "begin": 0, "end": 10,
                    "instructions": rows, "waitcnt": waits}}
    if extra is not None:
        doc["wave"]["instructions" if isinstance(extra, (str, dict, float)) else "waitcnt"] = extra
    (b / "se0_sm0_sl0_wv0.json").write_text(json.dumps(doc))
    try:
        bb = load_bundle(b)
    except UsageError as e:
        assert "\n" not in str(e) and "se0_sm0_sl0_wv0.json" in str(e)
        return
    rep = diagnose_bundle(bb)
    assert sum(rep["accounting"].values()) == rep["total_stall"]


def test_a_count_beyond_any_trace_is_a_one_line_error(tmp_path, capsys):
    # 2**53 cycles is over a year at 200 GHz summed over a million waves: no code.json holds more;
    # a Stall of 1e30 is a corrupted file (and would overflow the int64 attribution arrays)
    d = _bundle(tmp_path / "b", [("ds_write_b32 v1, v2", "k.cl:1", 10 ** 30), ("s_endpgm", "k.cl:2", 0)])
    assert main(["diagnose", str(d)]) == 2
    err = capsys.readouterr().err
    assert "column Latency is 1e+30, beyond any count" in err      # _bundle writes it as Latency and Stall and err.count("\n") == 1


def test_a_bundle_file_linked_out_of_its_bundle_is_refused(tmp_path, capsys):
    # a code.json that is a link to a file outside the bundle folder: not read, one line
    outside = tmp_path / "elsewhere.json"
    outside.write_text(json.dumps({"code": [["s_endpgm", 0, 1, "", 1, 0, 1, 0, 0, 0]]}))
    d = tmp_path / "b" / "ui_output_agent_1_dispatch_1"
    d.mkdir(parents=True)
    os.symlink(outside, d / "code.json")
    assert main(["diagnose", str(d)]) == 2
    err = capsys.readouterr().err
    assert "code.json is a link leaving its bundle" in err and err.count("\n") == 1
    # a link to a file inside the same folder is an ordinary file of the bundle
    (d / "code.json").unlink()
    (d / "real.json").write_text(outside.read_text())
    os.symlink(d / "real.json", d / "code.json")
    assert main(["diagnose", str(d)]) in (0, 1)
