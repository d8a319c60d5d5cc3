"""`ldsopt diagnose DIR` over several bundles: one unreadable bundle is skipped with a line on stderr
and named in the summary; the others are still analysed."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

GOOD = Path(__file__).parent / "data" / "att" / "gfx942_synth" / "bank_a"


def run(*argv):
    return subprocess.run([sys.executable, "-m", "ldsopt", *argv], capture_output=True, text=True)


def test_broken_bundle_is_skipped_not_fatal(tmp_path):
    shutil.copytree(GOOD, tmp_path / "a_good")
    bad = tmp_path / "b_broken"
    bad.mkdir()
    (bad / "code.json").write_text("{ not json")
    p = run("diagnose", str(tmp_path), "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["bundles"] == 1 and len(out["reports"]) == 1
    assert [s["bundle"] for s in out["skipped"]] == [str(bad)]
    assert "skipped" in p.stderr and "b_broken" in p.stderr and len(p.stderr.strip().splitlines()) == 1


def test_every_bundle_broken_is_one_error(tmp_path):
    for n in ("x", "y"):
        (tmp_path / n).mkdir()
        (tmp_path / n / "code.json").write_text("[]")
    p = run("diagnose", str(tmp_path))
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1 and "none of the 2" in p.stderr


def test_api_raises_by_default_and_skips_with_a_warning_when_asked(tmp_path):
    import pytest

    import ldsopt
    from ldsopt.errors import UsageError
    shutil.copytree(GOOD, tmp_path / "a_good")
    bad = tmp_path / "b_broken"
    bad.mkdir()
    (bad / "code.json").write_text("{ not json")
    with pytest.raises(UsageError):
        ldsopt.diagnose(tmp_path)
    with pytest.warns(UserWarning, match="b_broken") as rec:
        (d,) = ldsopt.diagnose(tmp_path, unreadable="skip")
    assert len(rec) == 1 and d.usable
    with pytest.raises(UsageError, match="unreadable"):
        ldsopt.diagnose(tmp_path, unreadable="ignore")
