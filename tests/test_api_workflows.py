"""The source-level commands over the public API: `ldsopt.fix`, `ldsopt.diff`,
`ldsopt.diagnose_run`, `ldsopt.allocation_problems`, `ldsopt.analyze_source` return frozen, typed
results whose `to_json()` is exactly what the command prints with `--json` (so another front end
returns the command line's answer by calling the API)."""

import dataclasses
import json
import os
from pathlib import Path

import pytest

import ldsopt
from ldsopt.cli.main import main

HERE = Path(__file__).parent
DEMO = Path(ldsopt.__file__).parent / "demos" / "kernels" / "transpose_gfx942.s"
PLAIN = "_Z15transpose_plainPfPKfi"
SYNTH = HERE / "data" / "att" / "gfx942_synth"


def cli_json(capsys, *argv, rc=0):
    """What the command prints with --json, as text."""
    assert main([*map(str, argv), "--json"]) == rc
    return capsys.readouterr().out


def dumped(result) -> str:
    """A result's to_json() as the commands print it (the same bytes, not only the same values)."""
    return json.dumps(result.to_json(), indent=1) + "\n"


def test_fix_is_frozen_and_its_json_is_the_commands(capsys, tmp_path):
    r = ldsopt.fix(DEMO, "gfx942", kernel=PLAIN, block=(32, 8, 1))
    assert isinstance(r, ldsopt.FixResult) and r.written is None
    # the demo's transpose reads a 32x32 float tile down its columns: 32 lanes on one bank
    (a,) = r.allocations
    assert isinstance(a, ldsopt.AllocationFix) and a.before["conflicts"] == 992 and a.change == "xor"
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.diff = "x"
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.verified = True
    assert list(r.to_json()) == ["allocations", "diff"]
    assert list(r.to_json()["allocations"][0]) == ["name", "source", "change", "before", "after",
                                                   "bytes_before", "bytes_after", "verified", "reason"]
    assert cli_json(capsys, "fix", DEMO, "--arch", "gfx942", "--kernel", PLAIN, "--block", "32x8") == dumped(r)


def test_fix_is_callable_after_its_submodules_are_imported():
    import ldsopt.fixes.results  # noqa: F401  (sets the package as ldsopt's attribute `fix`)
    r = ldsopt.fix(DEMO, "gfx942", kernel=PLAIN, block=(32, 8, 1))
    assert r.allocations[0].before["conflicts"] == 992


def test_fix_writes_only_with_apply(tmp_path):
    src = tmp_path / "k.s"
    src.write_text(DEMO.read_text())
    r = ldsopt.fix(src, "gfx942", kernel=PLAIN, block=(32, 8, 1), apply=True)
    # compiled code: the layout is predicted, nothing written even with apply
    assert r.patched is None and r.written is None and not (tmp_path / "k.s.orig").exists()
    with pytest.raises(ldsopt.UsageError, match="arch="):
        ldsopt.fix(tmp_path / "k.hip")


def test_static_diff_typed_and_equal_to_the_cli(capsys):
    d = ldsopt.diff(DEMO, DEMO, kernel=PLAIN, block="32x8")
    assert isinstance(d, ldsopt.StaticDiff) and d.regressions == 0
    assert all(r.status == "same" for k in d.kernels for r in k.lines)
    assert cli_json(capsys, "diff", DEMO, DEMO, "--kernel", PLAIN, "--block", "32x8") == dumped(d)


def test_trace_diff_typed_and_equal_to_the_cli(capsys):
    d = ldsopt.diff(SYNTH / "bank_a", SYNTH / "bank_a_padded")
    assert isinstance(d, ldsopt.ReportDiff) and d.vendor == "amd"
    rc = 1 if d.warnings else 0
    assert cli_json(capsys, "diff", SYNTH / "bank_a", SYNTH / "bank_a_padded", rc=rc) == dumped(d)


@pytest.mark.parametrize("path", [SYNTH / "bank_a", SYNTH])
def test_diagnose_run_equal_to_the_cli(capsys, path):
    r = ldsopt.diagnose_run(path)
    assert isinstance(r, ldsopt.DiagnoseRun) and all(isinstance(d, ldsopt.Diagnosis) for d in r.reports)
    assert (r.summary is None) == (len(r.reports) == 1 and not r.skipped)
    assert cli_json(capsys, "diagnose", path, rc=1 if r.unusable else 0) == dumped(r)


def test_analyze_source_is_the_one_result_shape(capsys):
    res = ldsopt.analyze_source(DEMO, kernel=PLAIN, block="32x8")
    assert isinstance(res, ldsopt.Analysis)
    (k,) = res
    assert type(k) is ldsopt.Kernel and all(type(a) is ldsopt.Access for a in k.accesses)
    assert k.block == (32, 8, 1) and k.artifact == str(DEMO) and k.block_from is not None
    assert k.cycles == sum(x.cycles for x in k.by_line())
    assert cli_json(capsys, "analyze", DEMO, "--kernel", PLAIN, "--block", "32x8") == dumped(res)


def test_allocation_problems_of_a_file_and_of_a_kernel_agree():
    (k,) = ldsopt.analyze_isa(DEMO, kernel=PLAIN, block=(32, 8, 1))
    by_kernel = ldsopt.allocation_problems(k)
    by_file = ldsopt.allocation_problems(os.fspath(DEMO), kernel=PLAIN, block=(32, 8, 1))
    assert [a.kernel for a in by_file] == [PLAIN] == [a.kernel for a in by_kernel]
    assert [a.problem for a in by_file] == [a.problem for a in by_kernel]
    assert by_file[0].tile.rows == by_file[0].tile.cols == 32       # float tile[32][32]
    with pytest.raises(ldsopt.UsageError, match="source"):
        ldsopt.allocation_problems(42)
