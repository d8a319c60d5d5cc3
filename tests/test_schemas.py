"""The JSON Schemas of the `--json` outputs: current with the contracts, and able to fail."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

jsonschema = pytest.importorskip("jsonschema")

from ldsopt.contracts import COMMANDS, check_output, command_schema  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def test_schema_files_are_current():
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "make_schemas.py"), "--check"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_schemas_are_valid_json_schema(command):
    jsonschema.Draft202012Validator.check_schema(command_schema(command))


def test_a_drifted_output_is_caught():
    good = {"arch": "gfx942", "op": "ds_read_b32", "cycles": 2, "ideal": 2, "conflicts": 0}
    check_output("sim", json.dumps(good))
    for bad in ({k: v for k, v in good.items() if k != "ideal"},      # a key gone
                dict(good, cycles="2"),                                 # a number as text
                dict(good, phases={"0": 1})):                           # a list turned object
        with pytest.raises(AssertionError, match="contract"):
            check_output("sim", json.dumps(bad))
    with pytest.raises(AssertionError, match="kernels/0/lds/0"):
        check_output("analyze", json.dumps({"kernels": [{
            "name": "k", "arch": "sm_90", "language": "cuda", "source_file": "k.cu", "block": [32, 1, 1],
            "params": {}, "by_line": [], "lds": [{"source": "k.cu:3", "isa": "LDS R1, [R2]"}]}]}))


def test_the_check_runs_on_cli_output(tmp_path, monkeypatch):
    """The suite's switch: a command whose JSON broke its contract fails (exit 1, one line)."""
    from ldsopt import contracts
    from ldsopt.cli.main import main
    monkeypatch.setenv("LDSOPT_CHECK_JSON", "1")
    monkeypatch.setitem(contracts.COMMANDS, "arch", (contracts.ArchesJSON,))
    assert main(["arch", "gfx942", "--json"]) == 1          # the one-arch form is not ArchesJSON
