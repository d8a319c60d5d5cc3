"""`ldsopt ttgir`: the text table, the --json contract of the issue, bad input (one line, exit 2)."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest
from hostile_harness import cpu_bound

DATA = pathlib.Path(__file__).parent / "data" / "triton" / "lowering_cases.json"


def ldsopt(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "ldsopt", *args], capture_output=True, text=True,
                          input=stdin, preexec_fn=cpu_bound())


@pytest.fixture(scope="module")
def ttgir(tmp_path_factory):
    case = next(c for c in json.loads(DATA.read_text())["cases"] if c["target"] == "gfx942")
    p = tmp_path_factory.mktemp("ttgir") / "k.ttgir"
    p.write_text(case["ttgir"])
    return p, case


def test_json_contract(ttgir):
    p, case = ttgir
    r = ldsopt("ttgir", str(p), "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert [o["op"] for o in d["ops"]] == ["local_alloc", "local_load"]
    for o, line in zip(d["ops"], ("14", "15")):
        for k in ("op", "line", "loc", "instruction", "instructions", "cycles", "ideal", "conflicts"):
            assert k in o
        assert o["loc"].endswith(f"tlc_kernel.py:{line}:" + o["loc"].split(":")[-1])
        assert o["conflicts"] == o["cycles"] - o["ideal"]
        # instruction and count from Triton's amdgcn (per thread) times the warps
        (inst, n), = case["asm_counts"][line].items()
        assert o["instruction"] == inst and o["instructions"] == n * d["num_warps"]
        assert case["ttgir"].splitlines()[o["line"] - 1].strip().startswith(("%smem", "%y"))


def test_text_and_stdin(ttgir):
    p, _ = ttgir
    r = ldsopt("ttgir", "-", "--no-suggest", stdin=p.read_text())
    assert r.returncode == 0, r.stderr
    assert "local_alloc" in r.stdout and "local_load" in r.stdout and "total:" in r.stdout


@pytest.mark.parametrize("text, msg", [
    ("#b = #ttg.blocked<{sizePerThread = [1, 8]\n%a = ttg.local_alloc %x : (tensor<4x4xf16, #b>) -> "
     "!ttg.memdesc<4x4xf16, #b>", "#b: layout text ends early"),
    ("module attributes {\"ttg.num-warps\" = 4 : i32, ttg.target = \"hip:gfx1234\"} {}\n%a = ttg.local_alloc %x : "
     "(tensor<4x4xf16>) -> !ttg.memdesc<4x4xf16>", "gfx1234"),
    ("module attributes {\"ttg.num-warps\" = 4 : i32, ttg.target = \"opencl\"} {}\n%a = ttg.local_alloc %x : "
     "(tensor<4x4xf16>) -> !ttg.memdesc<4x4xf16>", "unknown ttg.target"),
    ("just words", "no TTGIR module"),
    ("\xff\xfe", None),
])
def test_bad_input_one_line_exit_2(tmp_path, text, msg):
    p = tmp_path / "bad.ttgir"
    if msg is None:
        p.write_bytes(b"\xff\xfe\x00")
        msg = "not UTF-8"
    else:
        p.write_text(text)
    r = ldsopt("ttgir", str(p))
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and msg in r.stderr and "Traceback" not in r.stderr


def test_missing_file():
    r = ldsopt("ttgir", "/nonexistent/k.ttgir")
    assert r.returncode == 2 and "no such file" in r.stderr


def test_an_undecided_width_is_printed_once_per_op():
    # an op whose width the TTGIR leaves open carries a note: printed once after the table for
    # all its instruction rows, and kept in the JSON
    from ldsopt.cli.ttgir import format_text
    from ldsopt.triton.results import TtgirOp, TtgirResult
    why = "the width of these loads is not decided by the TTGIR"
    ops = (TtgirOp("scan", 7, "", "ds_write_b32", 8, 8, 8, 0, 4, 2),
           TtgirOp("scan", 7, "", "ds_read_b128", 4, 32, 32, 0, 4, 1, note=why),
           TtgirOp("scan", 7, "", "ds_read_b96", 4, 32, 32, 0, 4, 1, note=why))
    text = format_text(TtgirResult("hip:gfx942", "gfx942", 4, 64, ops))
    assert text.count(why) == 1
    assert f"note (line 7, ds_read_b128, ds_read_b96): {why}" in text
    assert ops[1].to_dict()["note"] == why and "note" not in ops[0].to_dict()
