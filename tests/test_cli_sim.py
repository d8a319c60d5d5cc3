"""`ldsopt sim`, `ldsopt arch` and `ldsopt demo` from the command line, including bad input."""

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.cli.main import main
from ldsopt.errors import UsageError
from ldsopt.core.batch import run_batch_lines
from hostile_harness import cpu_bound


def run(args, stdin=None):
    p = subprocess.run([sys.executable, "-m", "ldsopt", *args], capture_output=True, text=True,
                       input=stdin, preexec_fn=cpu_bound(120))
    return p.returncode, p.stdout, p.stderr


def test_stride_text_output(capsys):
    assert main(["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--stride", "64"]) == 0
    out = capsys.readouterr().out
    assert "cycles 32, ideal 8, conflicts 24" in out
    assert "0-3,20-23" in out  # phase lanes listed


def test_addresses_json(capsys):
    addrs = ",".join(str(4 * i) for i in range(32))
    assert main(["sim", "--arch", "sm_80", "--op", "ld.shared.u32", "--addresses", addrs, "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert (d["cycles"], d["ideal"], d["conflicts"]) == (1, 1, 0)
    assert len(d["phases"]) == 1 and len(d["phases"][0]["lanes"]) == 32


def test_pattern_mode(capsys):
    assert main(["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--pattern", "mfma_a", "--tile", "64x64",
                 "--param", "shape=16x16x16_f16", "--layout", "ck:kpack=8", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["instructions"] == 8 and d["conflicts"] == 0


def test_batch_jsonl(tmp_path, capsys):
    f = tmp_path / "b.jsonl"
    lines = [{"op": "ds_read_b128", "addresses": [i * 64 for i in range(64)]},
             {"op": "ds_read2_b32", "addresses": [i * 4 for i in range(64)], "offset0": 0, "offset1": 32},
             {"op": "ld.shared.v4.u32", "addresses": [i * 16 for i in range(32)], "arch": "sm_90"},
             {"op": "ds_read_b32", "addresses": [0] * 64, "active": [True] * 32 + [False] * 32}]
    f.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    assert main(["sim", "--arch", "gfx942", "--batch", str(f), "--json"]) == 0
    out = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [o["line"] for o in out] == [1, 2, 3, 4]
    assert [(o["cycles"], o["ideal"], o["conflicts"]) for o in out] == [(32, 8, 24), (4, 4, 0), (4, 4, 0), (1, 1, 0)]


@pytest.mark.parametrize("args,needle", [
    (["sim", "--arch", "gfx1100", "--op", "ds_read_b32", "--stride", "4"], "unknown arch"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b256", "--stride", "4"], "unknown AMD LDS instruction"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--addresses", "0,4,8"], "takes 64 lane addresses"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b64", "--stride", "4"], "not 8-byte aligned"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--addresses=" + ",".join(["-4"] * 64)], "negative"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--addresses", "a,b"], "integers"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "4096"], "beyond"),
    (["sim", "--arch", "sm_90", "--op", "ld.shared.v3.u32", "--stride", "4"], "bad part"),
    (["sim", "--arch", "gfx942", "--op", "ds_read2_b32", "--stride", "4", "--offset1", "300"], "0..255"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b32"], "give --addresses"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b64_tr_b16", "--stride", "8"], "does not exist on gfx942"),
    (["sim", "--arch", "gfx950", "--op", "ds_read_b32", "--stride", "4", "--setting", "gfx950_b32=x"], "must be one of"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "4", "--active", "0-70"], "bad --active"),
    (["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--pattern", "mfma_a", "--tile", "64x64",
      "--param", "shape=1x1x1"], "unknown MFMA shape"),
    (["sim", "--arch", "gfx942", "--batch", "/nonexistent.jsonl"], "no such file"),
])
def test_bad_input_one_line_exit_2(args, needle):
    rc, out, err = run(args)
    assert rc == 2, (rc, out, err)
    assert needle in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("line,needle", [
    ("{not json", "line 1: malformed JSON"),
    ('{"op": "ds_read_b32"}', "line 1: needs"),
    ('{"op": "ds_read_b32", "addresses": [1.5]}', "list of integers"),
    ('{"op": "ds_read_b32", "addresses": [0], "x": 1}', "unknown field"),
    ('[1, 2]', "expected a JSON object"),
    ('{"op": "ds_read_b32", "addresses": [], "active": [false]}', "\"active\" has 1 entries"),
    ('{"op": "ds_read_b32", "addresses": [0, 4]}', "line 1: ds_read_b32 on gfx942 takes 64"),
    ('{"op": "ds_read_b32", "addresses": ' + str([4] * 63 + [2]) + '}', "line 1: address 2 is not 4-byte aligned"),
])
def test_batch_bad_lines(line, needle):
    rc, out, err = run(["sim", "--arch", "gfx942", "--batch", "-", "--json"], stdin=line + "\n")
    assert rc == 2 and needle in err, err
    assert "Traceback" not in err


def test_batch_error_names_the_line():
    good = json.dumps({"op": "ds_read_b32", "addresses": [0] * 64})
    bad = json.dumps({"op": "ds_read_b32", "addresses": [3] * 64})
    with pytest.raises(UsageError, match="line 3"):
        run_batch_lines([good, "", bad], "gfx942")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_batch_parser_fuzz(text):
    # any text: either a result per line or a UsageError, never another exception
    try:
        run_batch_lines(text.splitlines(), "gfx942")
    except UsageError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.integers(-10, 10**7), st.floats(allow_nan=True), st.text(max_size=3),
                          st.booleans(), st.none()), min_size=0, max_size=70),
       st.sampled_from(["ds_read_b32", "ds_read_b128", "ds_read2_b64", "ld.shared.v2.u32", "ldmatrix.x2"]))
def test_batch_values_fuzz(addrs, op):
    line = json.dumps({"op": op, "addresses": addrs, "arch": "sm_90" if "." in op else "gfx950"})
    try:
        out = run_batch_lines([line])
        assert out[0]["cycles"] >= out[0]["ideal"] >= 0
    except UsageError:
        pass


def test_arch_command(capsys):
    assert main(["arch"]) == 0
    out = capsys.readouterr().out
    assert "gfx950" in out and "1280" in out
    assert main(["arch", "gfx942"]) == 0
    assert "0-3,20-23 | 4-7,16-19" in capsys.readouterr().out


def test_demo_runs(capsys):
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "CK XOR preshuffle" in out and "ldmatrix.x4" in out
