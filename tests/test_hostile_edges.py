"""Hostile input at the edges of the newer front ends (Nsight Compute CSVs, SASS listings, AMD
``.s`` metadata, code objects, the ``--block`` options, terminal output): each case must end with a
correct answer, or one line naming the problem and exit 1/2 -- never a silent wrong answer.

Expected values come from the inputs as written here (a column removed, a size written out), from
Nsight Compute's own exports under docs/validation/sass/ (the current column names; a kernel
without a shared-memory instruction is exported without the wavefront columns), and from the
documented launch rules (a launch that breaks REQNTID / MAX_THREADS fails)."""

from __future__ import annotations

import csv
import gzip
import io
import json
from pathlib import Path

import pytest

from hostile_harness import assert_clean, run_cli

REPO = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data"
CLASSIC = REPO / "docs/validation/sass/h200_run1/classic.source.csv.gz"
CLASSIC_DETAILS = REPO / "docs/validation/sass/h200_run1/classic.details.csv.gz"
ISA = DATA / "isa" / "cl_lds_kernels_gfx942.s"


# ----------------------------------------------------------------------------- Nsight Compute CSVs
def _classic_rows() -> list:
    return list(csv.reader(io.StringIO(gzip.decompress(CLASSIC.read_bytes()).decode())))


def _write_csv(path: Path, rows: list) -> str:
    buf = io.StringIO()
    csv.writer(buf, quoting=csv.QUOTE_ALL, lineterminator="\n").writerows(rows)
    path.write_text(buf.getvalue())
    return str(path)


def _edit_column(rows: list, col: str, fn) -> list:
    """rows with column ``col`` changed by ``fn(header_index, row) -> row`` in every block."""
    out, idx = [], None
    for r in rows:
        if r and r[0] == "Address":
            idx = r.index(col)
        elif r and r[0] in ("Kernel Name", "Function Name"):
            idx = None
        out.append(fn(idx, r) if idx is not None else r)
    return out


def _sts_row(rows: list) -> int:
    return next(i for i, r in enumerate(rows) if len(r) > 1 and r[1].split()[:1] == ["STS"])


@pytest.mark.parametrize("col", ["L1 Wavefronts Shared", "L1 Wavefronts Shared Ideal",
                                 "Instructions Executed", "Warp Stall Sampling (All Samples)"])
def test_a_missing_counter_column_is_refused_naming_it(tmp_path, col):
    rows = _edit_column(_classic_rows(), col, lambda i, r: r[:i] + r[i + 1:])
    p = _write_csv(tmp_path / "k.csv", rows)
    o = assert_clean(run_cli(["diagnose", p, "--block", "32x8"]), codes=(2,))
    assert repr(col) in o.err


def test_the_earlier_memory_prefixed_names_read_the_same(tmp_path):
    from ldsopt.nvidia.ncu import parse_source_csv
    rows = _classic_rows()
    renamed = [[("Memory " + c) if r and r[0] == "Address" and c.startswith("L1 Wavefronts Shared")
                else c for c in r] for r in rows]
    a = parse_source_csv(_write_csv(tmp_path / "a.csv", rows) and (tmp_path / "a.csv").read_text())
    b = parse_source_csv(_write_csv(tmp_path / "b.csv", renamed) and (tmp_path / "b.csv").read_text())
    assert [[r.values for r in k.rows] for k in a] == [[r.values for r in k.rows] for k in b]
    assert sum(r.num("L1 Wavefronts Shared") for r in b[0].rows) > 0


@pytest.mark.parametrize("cell", ["abc", "0x20", "-5", "1e308", "2.5", "nan"])
def test_a_bad_counter_cell_is_refused_naming_the_column(tmp_path, cell):
    rows = _classic_rows()
    i = _sts_row(rows)
    hdr = next(r for r in rows if r and r[0] == "Address")
    j = hdr.index("L1 Wavefronts Shared")
    rows[i][j] = cell
    p = _write_csv(tmp_path / "k.csv", rows)
    o = assert_clean(run_cli(["diagnose", p, "--block", "32x8"]), codes=(2,))
    assert "'L1 Wavefronts Shared'" in o.err and f"line {i + 1}" in o.err


def test_wavefront_columns_may_be_absent_only_without_shared_instructions(tmp_path):
    """ncu leaves the shared-memory columns out of a kernel that has no shared-memory instruction
    (softmax_256_w1 in docs/validation/sass/h200_run1/triton.source.csv.gz): that is read; the same
    header over a kernel with an STS is refused."""
    from ldsopt.errors import UsageError
    from ldsopt.nvidia.ncu import parse_source_csv
    rows = _classic_rows()
    for col in ("L1 Wavefronts Shared", "L1 Wavefronts Shared Ideal"):
        rows = _edit_column(rows, col, lambda i, r: r[:i] + r[i + 1:])
    with pytest.raises(UsageError, match="shared-memory instruction"):
        parse_source_csv(_write_csv(tmp_path / "k.csv", rows) and (tmp_path / "k.csv").read_text())
    no_shared = [r for r in rows if not (len(r) > 1 and any(t.split(".")[0] in ("STS", "LDS", "ATOMS", "LDSM", "STSM", "LDGSTS") for t in r[1].split()[:2]))]
    ks = parse_source_csv(_write_csv(tmp_path / "n.csv", no_shared) and (tmp_path / "n.csv").read_text())
    assert ks and all(r.num("L1 Wavefronts Shared") == 0 for r in ks[0].rows)


@pytest.mark.parametrize("cell, want", [("(32, 8, 1)", (32, 8, 1)), ("(32, 8)", (32, 8, 1)),
                                        ("(256)", (256, 1, 1)), ("-", None)])
def test_block_size_cells_read(cell, want):
    from ldsopt.nvidia.ncu import _dims
    assert _dims(cell) == want


@pytest.mark.parametrize("cell", ["(-32, 8, 1)", "(1e3, 1, 1)", "(0, 1, 1)", "(32, 8, 1, 1)", "32x8"])
def test_bad_block_size_cells_are_refused(cell):
    from ldsopt.errors import UsageError
    from ldsopt.nvidia.ncu import _dims
    with pytest.raises(UsageError, match="Block Size"):
        _dims(cell)


def test_a_kernel_no_details_entry_names_gets_no_launch():
    """Two pages with one kernel each but different kernels: the details page's block size is not
    this kernel's (matching by position would say it is)."""
    from ldsopt.nvidia.ncu import NcuKernel, attach_launches
    ks = [NcuKernel("transpose_plain(float *, const float *, int)", [])]
    det = [{"id": 0, "kernel": "other_kernel(int)", "block": (64, 1, 1), "grid": (1, 1, 1), "cc": "9.0"}]
    attach_launches(ks, det)
    assert ks[0].launch == {}
    det[0]["kernel"] = "transpose_plain(float*, const float*, int)"      # spacing differs: same kernel
    attach_launches(ks, det)
    assert ks[0].launch["block"] == (64, 1, 1)


def test_a_bad_block_size_in_the_details_page_is_refused(tmp_path):
    src = tmp_path / "k.source.csv"
    src.write_bytes(gzip.decompress(CLASSIC.read_bytes()))
    det = gzip.decompress(CLASSIC_DETAILS.read_bytes()).decode().replace('"(32, 8, 1)"', '"(-32, 8, 1)"')
    (tmp_path / "k.details.csv").write_text(det)
    o = assert_clean(run_cli(["diagnose", str(src)]), codes=(2,))
    assert "'Block Size'" in o.err


# ----------------------------------------------------------------------------- SASS listings
def _sass(name: str, body: str, arch: str = "sm_80") -> str:
    lines = "\n".join(f"        /*{16 * i:04x}*/                   {t} ;" for i, t in enumerate(body.split("|")))
    return f"\tcode for {arch}\n\t\tFunction : {name}\n\t.headerflags\t@\"EF_CUDA_SM80\"\n{lines}\n"


ROWS = "S2R R0, SR_TID.X|SHF.L.U32 R1, R0, 0x7, RZ|STS [R1], R0|EXIT"       # lane i at 128*i: 32-way
ROWS_OK = "S2R R0, SR_TID.X|SHF.L.U32 R1, R0, 0x2, RZ|STS [R1], R0|EXIT"    # lane i at 4*i: none


def test_two_functions_of_one_name_are_both_analysed(tmp_path):
    p = tmp_path / "two.sass"
    p.write_text(_sass("k", ROWS) + _sass("k", ROWS_OK) + _sass("k", ROWS))
    o = assert_clean(run_cli(["sass", str(p), "--block", "32", "--json"]), codes=(0,))
    ks = json.loads(o.out)["kernels"]
    assert sorted(k["name"] for k in ks) == ["k [1 of 2]", "k [2 of 2]"]     # the repeat dropped
    wf = {k["name"]: k["shared"][0]["wavefronts"] for k in ks}
    assert wf == {"k [1 of 2]": 32.0, "k [2 of 2]": 1.0}


def test_a_listing_cut_before_exit_says_so(tmp_path):
    p = tmp_path / "cut.sass"
    p.write_text(_sass("k", ROWS.rsplit("|", 1)[0]))
    o = assert_clean(run_cli(["sass", str(p), "--block", "32"]), codes=(0,))
    assert "no EXIT" in o.out and "mid-kernel" in o.out


@pytest.mark.parametrize("opt, needle", [("=32", "no kernel name"), ("nosuch=32", "nosuch")])
def test_block_options_naming_no_kernel_are_refused(tmp_path, opt, needle):
    p = tmp_path / "k.sass"
    p.write_text(_sass("k", ROWS))
    o = assert_clean(run_cli(["sass", str(p), "--block", opt]), codes=(2,))
    assert needle in o.err


@pytest.mark.parametrize("attr, block, ok", [("reqntid", "32", False), ("reqntid", "64", True),
                                             ("maxntid", "128", False), ("maxntid", "32", True)])
def test_block_against_the_kernels_declared_bounds(attr, block, ok):
    from ldsopt.errors import UsageError
    from ldsopt.nvidia.listing import parse_listing
    from ldsopt.nvidia.report import analyze_functions
    (f,) = parse_listing(_sass("k", ROWS))
    f.attributes[attr] = (64, 1, 1)
    if ok:
        (r,) = analyze_functions([f], [(None, (int(block), 1, 1))])
        assert r.block == (int(block), 1, 1)
    else:
        with pytest.raises(UsageError, match="REQNTID" if attr == "reqntid" else "MAX_THREADS"):
            analyze_functions([f], [(None, (int(block), 1, 1))])


def test_escape_sequences_in_names_never_reach_the_terminal(tmp_path):
    p = tmp_path / "esc.sass"
    p.write_text(_sass("k\x1b[2J\x1b]0;pwned\x07", ROWS))
    o = assert_clean(run_cli(["sass", str(p), "--block", "32"]), codes=(0,))
    assert "\\x1b[2J" in o.out


def _first_kernel(rows: list) -> list:
    ends = [i for i, r in enumerate(rows) if r and r[0] == "Kernel Name"]
    return rows[:ends[1]] if len(ends) > 1 else rows


def test_escape_sequences_in_ncu_names_and_cells(tmp_path):
    rows = _first_kernel(_classic_rows())
    rows[0][1] = "transpose_plain\x1b[31m(float *, const float *, int)"
    i = _sts_row(rows)
    rows[i][1] = rows[i][1] + " \x1b[2J"
    p = _write_csv(tmp_path / "k.csv", rows)
    o = run_cli(["diagnose", p, "--block", "32x8"])
    assert "\x1b" not in o.out + o.err, o


# ----------------------------------------------------------------------------- AMD inputs
def test_isa_of_a_json_file_reads_that_file_not_its_folders_code_json(tmp_path):
    (tmp_path / "code.json").write_text('{"code": []}')
    other = tmp_path / "mine.json"
    other.write_text("{}")
    o = assert_clean(run_cli(["isa", str(other)]), codes=(2,))
    assert "mine.json" in o.err and "code.json" in o.err


def test_two_bodies_under_one_kernel_name_are_refused(tmp_path):
    lines = ISA.read_text().splitlines(keepends=True)
    start = next(i for i, ln in enumerate(lines) if ln.startswith("transpose_nopad:"))
    end = next(i for i, ln in enumerate(lines) if ln.startswith(".Lfunc_end0:"))
    body = [ln.replace(".LBB0_", ".LBBdup_") for ln in lines[start:end]]
    p = tmp_path / "dup.s"
    p.write_text("".join(lines[:end + 2] + body + lines[end + 2:]))
    o = assert_clean(run_cli(["isa", str(p)]), codes=(2,))
    assert "transpose_nopad" in o.err and "second time" in o.err


@pytest.mark.parametrize("old, new, needle", [
    ("    .max_flat_workgroup_size: 256\n    .name:           transpose_nopad",
     "    .max_flat_workgroup_size: 128\n    .name:           transpose_nopad", "contradicts"),
    ("    .vgpr_count:     10\n    .vgpr_spill_count: 0\n    .wavefront_size: 64",
     "    .vgpr_count:     10\n    .vgpr_spill_count: 0\n    .wavefront_size: 32", "64-wide")])
def test_metadata_that_contradicts_itself_is_refused(tmp_path, old, new, needle):
    text = ISA.read_text()
    assert old in text
    p = tmp_path / "meta.s"
    p.write_text(text.replace(old, new, 1))
    o = assert_clean(run_cli(["isa", str(p)]), codes=(2,))
    assert needle in o.err and "transpose_nopad" in o.err


def test_escape_sequences_in_ttgir_loc_strings(tmp_path):
    src = (DATA / "triton" / "kernels" / "attention_gfx942.ttgir").read_text()
    p = tmp_path / "esc.ttgir"
    p.write_text(src.replace('"SRC/triton_kernels_src.py"', '"SRC/\x1b]0;pwned\x07k\x1b[2J.py"'))
    o = assert_clean(run_cli(["ttgir", str(p), "--no-suggest"]), codes=(0,))
    assert "\\x1b[2J" in o.out


def test_escape_sequences_in_a_disassemblers_output(tmp_path):
    """A cubin goes through nvdisasm / cuobjdump; what the tool prints is input too."""
    tool = tmp_path / "fake_disasm"
    listing = _sass("k\x1b[2J", ROWS).replace("\\", "\\\\").replace("'", "")
    tool.write_text("#!/bin/sh\nprintf '%s' '" + listing.replace("\x1b", "'\"$(printf '\\033')\"'") + "'\n")
    tool.chmod(0o755)
    cubin = tmp_path / "k.cubin"
    head = bytearray(b"\x7fELF\x02\x01\x01\x33" + bytes(56))
    head[18:20] = (190).to_bytes(2, "little")
    cubin.write_bytes(bytes(head))
    o = assert_clean(run_cli(["sass", str(cubin), "--block", "32"],
                             env={"LDSOPT_NVDISASM": str(tool), "LDSOPT_CUOBJDUMP": str(tool)}), codes=(0,))
    assert "\\x1b[2J" in o.out


def test_block_against_the_measured_launch_is_refused(tmp_path):
    """The details page says the kernel ran 32x8: a prediction for another block would be
    compared with a measurement of this one."""
    src = tmp_path / "k.source.csv"
    src.write_bytes(gzip.decompress(CLASSIC.read_bytes()))
    (tmp_path / "k.details.csv").write_bytes(gzip.decompress(CLASSIC_DETAILS.read_bytes()))
    o = assert_clean(run_cli(["diagnose", str(src), "--kernel", "transpose_plain", "--block", "transpose_plain=64x4"]),
                     codes=(2,))
    assert "32x8x1" in o.err
