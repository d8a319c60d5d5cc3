"""What a new user meets first: the README's commands name files that exist, the package carries
its license, verdicts and numbers read as text, NVIDIA output speaks NVIDIA, and a setting of
another arch is refused.  Expected words come from the vendors' own terms (NVIDIA: block, SM,
shared memory; AMD: workgroup, CU, LDS)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hostile_harness import assert_clean, run_cli

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text()


def test_every_readme_command_names_a_file_that_exists():
    """The README's `$ ldsopt CMD FILE` examples: FILE (a path with a / or a known suffix) exists."""
    named = re.findall(r"^\$ ldsopt (?:sass|isa|ttgir|solve|check|diagnose|diff) ((?:\S+ ?)+)", README, re.M)
    assert named
    for args in named:
        for a in args.split():
            if a[0] in ">|#":
                break                     # a redirection or a comment: the command ends here
            if a.startswith("-") or "=" in a:
                continue
            if "/" in a or a.endswith((".sass", ".s", ".json", ".ttgir", ".csv", ".gz")):
                assert (REPO / a).exists(), f"README names {a}, which is not in the repository"


def test_readme_shows_how_to_collect_an_att_trace():
    assert re.search(r"^\$ rocprofv3 --att .*-d (\S+) -- ", README, re.M)


def test_the_license_is_in_the_repository_and_declared_for_the_wheel():
    text = (REPO / "LICENSE").read_text()
    assert "Apache License" in text and "Version 2.0, January 2004" in text
    py = (REPO / "pyproject.toml").read_text()
    assert 'license = "Apache-2.0"' in py and 'license-files = ["LICENSE"]' in py


def test_check_prints_its_verdict_on_stdout_both_ways():
    prob = REPO / "tests/data/solver/ck_gfx942.json"
    bad = assert_clean(run_cli(["check", prob, "--layout", "row"]), codes=(1,))
    good = assert_clean(run_cli(["check", prob, "--layout", "ck:kpack=8"]), codes=(0,))
    assert bad.out.splitlines()[-1].startswith("FAIL: ") and good.out.splitlines()[-1].startswith("PASS: ")
    assert bad.err.startswith("ldsopt check: FAIL: ")


def test_prefetch_prints_registers_as_text_not_a_python_dict():
    o = assert_clean(run_cli(["prefetch", "--load", "1000", "--compute", "400", "--iterations", "64",
                              "--arch", "gfx942", "--vgprs", "128", "--agprs", "120", "--buffer-regs", "16",
                              "--emit", "none"]), codes=(0,))
    assert "{" not in o.out and "'" not in o.out
    assert "registers: 128 VGPRs + 120 AGPRs = 248 -> 144 VGPRs + 120 AGPRs = 264" in o.out


def test_nvidia_solve_output_uses_nvidia_words(tmp_path):
    o = assert_clean(run_cli(["solve", REPO / "tests/data/solver/cutlass_sm80.json",
                              "--html", tmp_path / "s.html"]), codes=(0,))
    o = assert_clean(run_cli(["solve", REPO / "tests/data/solver/cutlass_sm80.json"]), codes=(0,))
    for amd in ("workgroups/CU", "CK XOR", "{'"):
        assert amd not in o.out
    assert "blocks/SM by shared memory" in o.out
    html = (tmp_path / "s.html").read_text()
    assert "workgroups per CU" not in html and "blocks per SM" in html


def test_amd_solve_output_keeps_amd_words():
    o = assert_clean(run_cli(["solve", REPO / "tests/data/solver/ck_gfx942.json"]), codes=(0,))
    assert "workgroups/CU by LDS" in o.out


def test_the_solve_figure_scales_to_the_page(tmp_path):
    """The tile figure is wider than the page (1640 px for a 128x128 tile): it is scaled to the
    page's width through its viewBox, not cut off."""
    assert_clean(run_cli(["solve", REPO / "tests/data/solver/gemm128_gfx942.json", "--html",
                          tmp_path / "s.html"]), codes=(0,))
    html = (tmp_path / "s.html").read_text()
    w = re.search(r'<svg[^>]* width="([\d.]+)"[^>]* viewBox="0 0 ([\d.]+) ', html)
    assert w and float(w.group(1)) > 1400 and w.group(1) == w.group(2)
    assert ".figure svg{max-width:100%;height:auto}" in html


@pytest.mark.parametrize("arch, ok", [("gfx942", False), ("gfx90a", False), ("gfx950", True)])
def test_a_setting_of_another_arch_is_refused(arch, ok):
    o = assert_clean(run_cli(["sim", "--arch", arch, "--op", "ds_read_b32", "--stride", "4",
                              "--setting", "gfx950_b32=halves"]), codes=(0,) if ok else (2,))
    if not ok:
        assert "gfx950_b32" in o.err and arch in o.err


def test_nvidia_prefetch_advice_speaks_of_warps_and_schedulers():
    o = assert_clean(run_cli(["prefetch", "--load", "1000", "--compute", "400", "--iterations", "64",
                              "--arch", "sm_90", "--regs", "128", "--threads", "256", "--buffer-regs", "16",
                              "--emit", "none"]), codes=(0,))
    assert not re.search(r"\bwaves?\b|SIMD", o.out, re.I), o.out
    assert "warps per scheduler" in o.out
