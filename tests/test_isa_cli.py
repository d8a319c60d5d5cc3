"""`ldsopt isa` on the emulator: the JSON contract, the table, inputs (.s, code.json, code object),
bad input (one line, exit 2) and a fuzzed parser (hypothesis)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from ldsopt.amd.emu import analyze_kernel
from ldsopt.amd.emu.operands import parse_inst
from ldsopt.cli import main
from ldsopt.errors import UsageError

ISA = Path(__file__).parent / "data" / "isa"
ATT = Path(__file__).parent / "data" / "att"
HIP942 = ISA / "hip_lds_tagged_gfx942.s"
TRANSPOSE16 = "_Z11transpose16PfPKfi"


def _json(capsys, argv):
    assert main(argv + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_contract(capsys):
    d = _json(capsys, ["isa", str(HIP942), "--kernel", TRANSPOSE16, "--block", "16x16"])
    (k,) = d["kernels"]
    assert {"name", "arch", "block", "lds"} <= set(k) and k["block"] == [16, 16, 1] and k["arch"] == "gfx942"
    text = HIP942.read_text().splitlines()
    for i in k["lds"]:
        assert {"line", "isa", "source", "waves"} <= set(i)
        # `line` is the 1-based line of the input file holding the instruction
        assert text[i["line"] - 1].strip().startswith(i["isa"].split()[0])
        assert i["source"].startswith("lds_kernels.hip:")
        assert [w["wave"] for w in i["waves"]] == [0, 1, 2, 3]
        for w in i["waves"]:
            assert set(w) == {"wave", "active_lanes", "cycles", "ideal", "conflicts"}
            assert w["conflicts"] == w["cycles"] - w["ideal"] and w["active_lanes"] == 64


def test_unresolved_and_inactive_entries(capsys):
    d = _json(capsys, ["isa", str(HIP942), "--kernel", "_Z7atomicsPiPKi"])
    waves = [w for i in d["kernels"][0]["lds"] for w in i["waves"]]
    assert any(set(w) == {"wave", "unresolved"} and "loaded by" in w["unresolved"] for w in waves)
    assert any(set(w) == {"wave", "inactive"} and w["inactive"] is True for w in waves)


def test_arg_values_resolve_masks(capsys):
    """dynoff reads `if (t < n)`: by default the bounds check passes (every lane, marked assumed);
    without that assumption the active lanes are unknown; --arg arg2=200 decides them."""
    d = _json(capsys, ["isa", str(HIP942), "--kernel", "_Z6dynoffPfii"])
    read = d["kernels"][0]["lds"][-1]
    assert read["assumed"] == ["in_bounds"]
    assert [(w["active_lanes"], w["assumed"]) for w in read["waves"]] == [(64, True)] * 4
    assert any("bounds checks against kernel arguments assumed in bounds: 1 instruction" in a
               for a in d["kernels"][0]["assumptions"])
    d = _json(capsys, ["isa", str(HIP942), "--kernel", "_Z6dynoffPfii", "--no-assume-in-bounds"])
    read = d["kernels"][0]["lds"][-1]
    assert read["assumed"] == []
    assert all("unresolved" in w and "arg2" in w["unresolved"] for w in read["waves"])
    d = _json(capsys, ["isa", str(HIP942), "--kernel", "_Z6dynoffPfii", "--arg", "arg2=200"])
    read = d["kernels"][0]["lds"][-1]
    # lanes t < 200: waves 0-2 full, wave 3 has t = 192..199
    assert [w["active_lanes"] for w in read["waves"]] == [64, 64, 64, 8]


def test_table_fits_100_columns(capsys):
    for p in sorted(ISA.glob("*.s")):
        assert main(["isa", str(p)]) == 0
        out = capsys.readouterr().out
        assert max(len(x) for x in out.splitlines()) <= 100, p.name
        assert "assumed: block" in out and "assumed: loops" in out and "summary:" in out


def test_default_block_is_said(capsys):
    assert main(["isa", str(HIP942), "--kernel", TRANSPOSE16]) == 0
    out = capsys.readouterr().out
    assert "default, 1-D of the metadata's maximum workgroup size (256)" in " ".join(out.split())


def test_code_json_input(capsys):
    bundle = next((ATT / "softmax").glob("ui_output_*"))
    d = _json(capsys, ["isa", str(bundle / "code.json"), "--block", "256"])
    (k,) = d["kernels"]
    assert k["arch"] == "gfx950" and k["lds"]
    rows = json.loads((bundle / "code.json").read_text())["code"]
    by_line = {r[2]: r[0] for r in rows}
    assert all(by_line[i["line"]] == i["isa"] for i in k["lds"])
    assert k["summary"]["unresolved"] == 0


@pytest.mark.skipif(not (shutil.which("clang-19") and shutil.which("llvm-objdump-19") and shutil.which("ld.lld-19")),
                    reason="needs clang-19, ld.lld-19 and llvm-objdump-19")
def test_code_object_matches_assembly(tmp_path, capsys):
    """The same kernel from a code object (disassembled) and from its .s give the same costs."""
    import subprocess
    src = Path(__file__).parent.parent / "tools" / "lds_kernels.cl"
    co = tmp_path / "k.co"
    subprocess.run(["clang-19", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx942", "-nogpulib", "-O3", str(src),
                    "-o", str(co)], check=True, capture_output=True)
    a = _json(capsys, ["isa", str(co)])
    b = _json(capsys, ["isa", str(ISA / "cl_lds_kernels_gfx942.s")])
    costs = lambda d: {k["name"]: [[(w.get("cycles"), w.get("ideal"), "inactive" in w) for w in i["waves"]]
                                   for i in k["lds"]] for k in d["kernels"]}
    assert costs(a) == costs(b)


@pytest.mark.parametrize("argv,needle", [
    (["--block", "0x4"], "--block"), (["--block", "abc"], "--block"), (["--block", "64x64"], "more than 1024"),
    (["--arg", "n"], "NAME=VALUE"), (["--arg", "nosuch=3"], "no kernel argument named"),
    (["--iterations", "0"], "--iterations"), (["--kernel", "nope"], "no kernel named"),
    (["--arch", "sm_90"], "gfx arch")])
def test_bad_flags(argv, needle, capsys):
    assert main(["isa", str(HIP942)] + argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and needle in err


@pytest.mark.parametrize("content,needle", [
    ("", "no AMDGPU kernel"),
    ("\t.text\n\t.globl k\n\t.type k,@function\nk:\n\tds_read_b32 v1, v[2:\n", "unbalanced"),
    ("\t.type k,@function\nk:\n\t!!bogus v1\n", "not an instruction"),
])
def test_bad_files(tmp_path, content, needle, capsys):
    f = tmp_path / "bad.s"
    f.write_text(content)
    assert main(["isa", str(f), "--arch", "gfx942"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and needle in err


def test_unknown_opcode_is_a_reason_not_a_guess():
    r = analyze_kernel(["v_frobnicate_b32 v1, v0", "ds_read_b32 v2, v1", "v_lshlrev_b32 v3, 2, v0",
                        "ds_read_b32 v4, v3", "s_endpgm"], "gfx942", block=(64, 1, 1))
    a, b = r.instructions
    assert a.waves[0].status == "unresolved" and "v_frobnicate_b32 at line 1 is not emulated" in a.waves[0].reason
    assert b.waves[0].status == "ok" and b.waves[0].addresses[:3] == (0, 4, 8)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_isa_command(tmp_path_factory, data):
    """Random cuts and junk lines in a real .s: the command answers or says one line, exit 2."""
    lines = (ISA / "cl_lds_kernels_gfx90a.s").read_text().splitlines()
    start = data.draw(st.integers(0, len(lines) - 1))
    end = data.draw(st.integers(start, len(lines)))
    junk = data.draw(st.lists(st.sampled_from(["ds_read_b32 v1, v[", "v_add_u32 v1,", "s_branch .Lnowhere",
                                               "ds_write_b32 v1 v2", "s_cbranch_scc1 65530", "v_mov_b32 v1, 0x",
                                               "\tv_lshlrev_b32 v9, 40, v0", "ds_read2_b32 v[0:1], v2 offset0:300"]),
                              max_size=3))
    pos = data.draw(st.integers(0, max(0, end - start)))
    body = lines[start:end]
    body[pos:pos] = junk
    f = tmp_path_factory.mktemp("fz") / "x.s"
    f.write_text("\n".join(body) + "\n")
    try:
        rc = main(["isa", str(f), "--arch", "gfx90a", "--json"])
    except SystemExit as e:       # argparse never fails here; a crash would not be SystemExit
        rc = e.code
    assert rc in (0, 2)


@given(st.text(max_size=60))
@settings(max_examples=300, deadline=None)
def test_fuzz_instruction_parser(text):
    try:
        inst = parse_inst(text)
    except UsageError as e:
        assert "\n" not in str(e)
        return
    assert inst.op and inst.base


def test_metadata_document_of_a_note_dump():
    """The AMDGPU metadata YAML taken from readelf's note dump, line by line: the document between
    the first `---` and the next `...`; none without both.  A dump of 100,000 blank lines after a
    `---` (a crafted note; the multi-line pattern this replaced took minutes) is read at once."""
    from ldsopt.amd.emu.inputs import _yaml_document
    dump = ("Displaying notes found in: .note\n  Owner  Data size  Description\n  AMDGPU  0x1  NT_AMDGPU_METADATA\n"
            "  ---\n  amdhsa.target: amdgcn-amd-amdhsa--gfx942\n  amdhsa.version:\n    - 1\n  ...\n"
            "  ---\n  second: 1\n  ...\n")
    assert _yaml_document(dump) == ("---\n  amdhsa.target: amdgcn-amd-amdhsa--gfx942\n"
                                    "  amdhsa.version:\n    - 1\n...")
    assert _yaml_document("  ---\n  a: 1\n") == ""
    assert _yaml_document("no document") == ""
    assert _yaml_document("---\n" + "\n" * 100_000 + "x") == ""


def test_objdump_instruction_lines():
    """`llvm-objdump -d` lines: the text before the first `// ADDRESS:` mark; a `//` without an
    address is part of the text; a line of 100,000 spaces is read at once (the lazy pattern this
    replaced backtracked over every position)."""
    from ldsopt.amd.emu.inputs import _obj_line
    assert _obj_line("\tds_read_b128 v[0:3], v4 offset:16    // 000000001A2C: D9FE0010 00000004") == \
        (0x1A2C, "ds_read_b128 v[0:3], v4 offset:16")
    assert _obj_line("  s_nop 0 // note // 0010: BF800000") == (0x10, "s_nop 0 // note")
    assert _obj_line("0000000000001a00 <k>:") is None
    assert _obj_line("\t// 0010: BF800000") is None
    assert _obj_line(" x" + " " * 100_000 + "y") is None
