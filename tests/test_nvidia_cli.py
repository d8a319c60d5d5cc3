"""`ldsopt sass`, and `ldsopt diagnose` / `ldsopt diff` on Nsight Compute reports, from the command
line: the JSON contract, the report shape shared with the AMD diagnosis, bad input.

Expected wavefronts are the H200's (ncu per-instruction counters of the committed run, per execution)
and hand derivation: transpose_plain reads a 32x32 float tile down a column, so the 32 lanes of a
warp hit addresses 128 B apart, all in bank 0: 32 wavefronts against an ideal of 1; its stores write
rows (32 consecutive words): 1 wavefront."""

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from ldsopt.amd.diagnose import diagnose_path
from ldsopt.core.report_shape import DIFF_KEYS, REPORT_KEYS, shape_problems
from hostile_harness import cpu_bound

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "sass"
ATT = Path(__file__).parent / "data" / "att" / "softmax" / "ui_output_agent_47920_dispatch_13"


def run(args):
    p = subprocess.run([sys.executable, "-m", "ldsopt", *args], capture_output=True, text=True,
                       preexec_fn=cpu_bound())
    return p.returncode, p.stdout, p.stderr


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("nv")
    for name, src in (("classic.sass", ROOT / "listings" / "classic.nvdisasm.sass.gz"),
                      ("classic.source.csv", ROOT / "h200_run1" / "classic.source.csv.gz"),
                      ("classic.details.csv", ROOT / "h200_run1" / "classic.details.csv.gz")):
        (d / name).write_text(gzip.open(src, "rt").read())
    return d


def test_sass_json_contract(files):
    rc, out, err = run(["sass", str(files / "classic.sass"), "--kernel", "transpose_plain",
                        "--block", "32x8", "--json"])
    assert rc == 0, err
    d = json.loads(out)
    (k,) = d["kernels"]
    assert k["name"] == "_Z15transpose_plainPfPKfi" and k["block"] == [32, 8, 1]
    sh = k["shared"]
    assert [s["sass"].split()[0] for s in sh] == ["STS"] * 4 + ["LDS"] * 4
    for s in sh:
        assert set(s) >= {"pc", "sass", "source", "wavefronts", "ideal", "conflicts", "resolved", "why"}
        assert s["resolved"] and s["source"] == "classic.cu:" + ("9" if s["sass"].startswith("STS") else "12")
    assert [(s["wavefronts"], s["ideal"], s["conflicts"]) for s in sh] == \
        [(1.0, 1.0, 0.0)] * 4 + [(32.0, 1.0, 31.0)] * 4
    # pc: byte offset in the function, as the disassembler prints it
    assert sh[0]["pc"] == 0x220


def test_sass_without_block_lists_every_instruction_unresolved(files):
    rc, out, err = run(["sass", str(files / "classic.sass"), "--json"])
    assert rc == 0, err
    k = next(k for k in json.loads(out)["kernels"] if k["name"] == "_Z15transpose_plainPfPKfi")
    assert k["block"] is None and len(k["shared"]) == 8
    assert all(not s["resolved"] and "--block" in s["why"] for s in k["shared"])


def test_unknown_opcode_is_named_and_only_its_dependents_unresolved(files, tmp_path):
    text = (files / "classic.sass").read_text()
    f = tmp_path / "bad.sass"
    # the instruction that forms transpose_plain's read address (R17) becomes an unknown opcode
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if "_Z15transpose_plainPfPKfi:" in ln)
    lds = next(i for i in range(start, len(lines)) if "LDS R19, [R17]" in lines[i])
    idx = next(i for i in range(lds, start, -1) if "*/" in lines[i]
               and lines[i].split("*/")[1].split()[1:2] == ["R17,"])   # R17's last writer
    op = lines[idx].split("*/")[1].split()[0]
    lines[idx] = lines[idx].replace(op, "QQFOO", 1)
    f.write_text("\n".join(lines))
    rc, out, err = run(["sass", str(f), "--kernel", "transpose_plain", "--block", "32x8", "--json"])
    assert rc == 0, err
    (k,) = json.loads(out)["kernels"]
    assert any("QQFOO" in n for n in k["notes"])
    lds = [s for s in k["shared"] if s["sass"].startswith("LDS")]
    assert lds and all(not s["resolved"] and "QQFOO" in s["why"] for s in lds)


@pytest.mark.parametrize("content, kind", [
    ("hello world\n", "not SASS"), ("", "empty"), ('"ID","Source"\n"1","LDS R1, [R2]"', "csv")])
def test_bad_sass_input_one_line(tmp_path, content, kind):
    f = tmp_path / "x.txt"
    f.write_text(content)
    rc, out, err = run(["sass", str(f)])
    assert rc == 2 and out == "" and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_no_kernel_of_that_name(files):
    rc, out, err = run(["sass", str(files / "classic.sass"), "--kernel", "no_such_kernel"])
    assert rc == 2 and len(err.strip().splitlines()) == 1 and "no_such_kernel" in err


def test_truncated_csv_one_line(files, tmp_path):
    f = tmp_path / "t.source.csv"
    f.write_text((files / "classic.source.csv").read_text()[:3000])
    rc, out, err = run(["diagnose", str(f)])
    assert rc in (1, 2) and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_diagnose_report_has_the_shared_shape_on_both_vendors(files):
    rc, out, err = run(["diagnose", str(files / "classic.source.csv"), "--kernel", "transpose_plain",
                        "--json"])
    assert rc == 0, err
    nv = json.loads(out)
    amd = diagnose_path(ATT)[0]
    for rep in (nv, amd):
        assert shape_problems(rep) == [], rep.get("vendor")
    assert set(REPORT_KEYS) <= set(nv) & set(amd)
    assert nv["vendor"] == "nvidia" and amd["vendor"] == "amd" and nv["schema"] == amd["schema"]
    a = next(f for f in nv["findings"] if f["type"] == "A")
    # the four column reads: (32 - 1) excess wavefronts per execution, measured
    assert a["cost_unit"] == "excess wavefronts" and len(a["pcs"]) == 4
    ex = [s for s in nv["shared"] if s["sass"].startswith("LDS")]
    assert a["cost"] == pytest.approx(sum(31 * s["executions"] for s in ex))
    assert a["fix"]["method"] and "smem_offset" in a["fix"]["code"]


def test_diagnose_several_kernels_gives_the_summary_object(files):
    rc, out, err = run(["diagnose", str(files / "classic.source.csv"), "--json"])
    assert rc == 0, err
    d = json.loads(out)
    assert d["schema"] == "ldsopt.diagnose-summary/1" and d["bundles"] == len(d["reports"]) > 5
    assert all(shape_problems(r) == [] for r in d["reports"])


def test_diff_same_report_changes_nothing(files):
    f = str(files / "classic.source.csv")
    rc, out, err = run(["diff", f, f, "--kernel", "transpose_padded", "--json"])
    assert rc == 0, err
    d = json.loads(out)
    assert set(DIFF_KEYS) <= set(d) and d["warnings"] == [] and d["vendor"] == "nvidia"
    assert all(v == 0 for v in d["change"].values()) and not d["new"] and not d["resolved"]


def _diagnose_committed(tmp_path, run_name, report, kernel):
    """`ldsopt diagnose --json` on one kernel of a committed H200 report (source + details pages)."""
    for part in ("source", "details"):
        (tmp_path / f"r.{part}.csv").write_text(
            gzip.open(ROOT / run_name / f"{report}.{part}.csv.gz", "rt").read())
    rc, out, err = run(["diagnose", str(tmp_path / "r.source.csv"), "--kernel", kernel, "--json"])
    assert rc == 0, err
    return json.loads(out)


def test_scattered_cp_async_is_a_global_finding_not_a_bank_conflict(tmp_path):
    """cpasync_lines (more.cu): 16-byte cp.async whose threads read global addresses 128 B apart into
    a conflict-free shared row.  The H200 counted 32 shared wavefronts per execution where the shared
    side costs 4 (hand derivation: 8 threads x 16 B per 128-byte row, one wavefront per quarter warp);
    diagnose must call it a global-side finding (G), never a bank conflict (A)."""
    rep = _diagnose_committed(tmp_path, "h200_run2", "more", "cpasync_lines")
    assert shape_problems(rep) == []
    types = [f["type"] for f in rep["findings"]]
    assert "G" in types and "A" not in types
    ldg = [s for s in rep["shared"] if "LDGSTS" in s["sass"] and s["measured"]["wavefronts"] == 32.0]
    first = next(s for s in ldg if s["pc"] == 0x210)
    assert first["predicted"]["wavefronts"] == 4.0 and "global side" in first["predicted"]["why"]


def test_public_api_analyze_sass(files):
    import dataclasses

    import ldsopt
    ks = ldsopt.analyze_sass(files / "classic.sass", block={"transpose_plain": "32x8"},
                             kernel="transpose_plain")
    (k,) = ks
    assert isinstance(k, ldsopt.Kernel) and isinstance(k.native, ldsopt.SassKernel) and k.block == (32, 8, 1)
    assert [(s.wavefronts, s.ideal) for s in k.shared] == [(1.0, 1.0)] * 4 + [(32.0, 1.0)] * 4
    assert len(k.conflicted) == 4 and k.to_dict()["shared"][4]["conflicts"] == 31.0
    with pytest.raises(dataclasses.FrozenInstanceError):
        k.shared[0].wavefronts = 0.0
    with pytest.raises(ldsopt.UsageError):
        ldsopt.analyze_sass("no such file.sass")
    with pytest.raises(ldsopt.UsageError):
        ldsopt.analyze_sass("not\nsass at all\n")
    with pytest.raises(ldsopt.UsageError):
        ldsopt.analyze_sass(files / "classic.sass", kernel="nothing_like_this")
    with pytest.raises(ldsopt.UsageError):
        ldsopt.analyze_sass(files / "classic.sass", block="0x8")
    with pytest.raises(ldsopt.UsageError):
        ldsopt.analyze_sass(files / "classic.sass", arch="gfx942")


def test_ldgsts_without_a_known_global_side_is_not_compared(tmp_path):
    """Triton's pipelined copies: the global base pointers are unknown, so Nsight Compute's LDGSTS
    figure (which follows the global lines) is not predicted and must not count as a mismatch; every
    other resolved shared instruction of the kernel equals the H200's figure."""
    rep = _diagnose_committed(tmp_path, "h200_run3", "triton3", "fresh_dotnt_f16")
    assert rep["trace"]["warnings"] == []
    assert rep["prediction"]["compared"] == rep["prediction"]["match"] > 10
    ldg = [s for s in rep["shared"] if "LDGSTS" in s["sass"]]
    assert ldg and all("match" not in s for s in ldg)
