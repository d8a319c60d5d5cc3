"""External tools under bounds (ldsopt.toolchain.run_bounded): a tool that floods its output,
spins, blocks, fails or prints bytes that are not UTF-8 ends with one line naming the tool, never
with this process's memory filled, a hang, a traceback or a misleading message.  The stand-in
tools are small shell scripts; the CPU bound is RLIMIT_CPU in the tool's process, not a clock."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from hostile_harness import assert_clean, run_cli
from ldsopt.errors import UsageError
from ldsopt import toolchain


def _tool(tmp_path: Path, name: str, body: str) -> str:
    p = tmp_path / name
    p.write_text("#!/bin/sh\n" + body + "\n")
    p.chmod(p.stat().st_mode | stat.S_IXUSR)
    return str(p)


def test_a_flooding_tool_is_cut_off_not_read_into_memory(tmp_path):
    exe = _tool(tmp_path, "flood", "exec yes 'SASS SASS SASS SASS SASS SASS SASS SASS'")
    with pytest.raises(UsageError, match=r"flood wrote more than 1 MiB"):
        toolchain.run_bounded([exe], "disassemble", output_cap=1 << 20, file_cap=4 << 20)


def test_a_spinning_tool_is_stopped_by_its_cpu_limit(tmp_path):
    exe = _tool(tmp_path, "spin", "while :; do :; done")
    with pytest.raises(UsageError, match=r"spin used more than its 1 s of processor time"):
        toolchain.run_bounded([exe], "disassemble", cpu=1)


def test_output_that_is_not_utf8_is_read(tmp_path):
    exe = _tool(tmp_path, "latin", r"printf 'caf\351 /*0000*/ EXIT ;\n'")
    r = toolchain.run_bounded([exe], "disassemble")
    assert r.stdout == "caf\ufffd /*0000*/ EXIT ;\n"


def test_a_failing_tool_is_named_with_its_origin(tmp_path, monkeypatch):
    monkeypatch.setenv("LDSOPT_CUOBJDUMP", "/bin/false")
    with pytest.raises(UsageError) as e:
        toolchain.run("cuobjdump", ["-sass", "x.cubin"], "disassemble x.cubin")
    msg = str(e.value)
    assert "cuobjdump (/bin/false, from LDSOPT_CUOBJDUMP) failed with exit status 1" in msg
    assert "not found" not in msg


def test_a_tool_variable_naming_no_executable_is_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("LDSOPT_NVDISASM", str(tmp_path / "nosuch"))
    with pytest.raises(UsageError, match="LDSOPT_NVDISASM=.*not an executable file"):
        toolchain.find("nvdisasm")


def test_the_command_line_says_the_tool_failed(tmp_path):
    cubin = tmp_path / "k.cubin"
    cubin.write_bytes(b"\x7fELF\x02\x01\x01\x33" + bytes(56) + b"\xbe\x00" * 8)
    cubin.write_bytes(cubin.read_bytes()[:18] + (190).to_bytes(2, "little") + cubin.read_bytes()[20:])
    env = {"LDSOPT_CUOBJDUMP": "/bin/false", "LDSOPT_NVDISASM": "/bin/false"}
    o = assert_clean(run_cli(["sass", str(cubin)], env=env), codes=(2,))
    assert "/bin/false" in o.err and "failed with exit status 1" in o.err and "not found" not in o.err


# ----------------------------------------------------------------------------- inputs that crashed
def _sass(rows: str) -> str:
    lines = "\n".join(f"        /*{16 * i:04x}*/                   {t} ;" for i, t in enumerate(rows.split("|")))
    return f"\tcode for sm_80\n\t\tFunction : k\n{lines}\n"


@pytest.mark.parametrize("cut", ["IMAD R1, R0, 0x4", "IMAD R1, R0", "IADD3 R1, R0", "LEA R1, R0",
                                 "SHF.L.U32 R1", "LOP3.LUT R1, R0"])
def test_an_instruction_with_operands_cut_off_leaves_the_address_unresolved(tmp_path, cut):
    p = tmp_path / "cut.sass"
    p.write_text(_sass(f"S2R R0, SR_TID.X|{cut}|STS [R1], R0|EXIT"))
    o = assert_clean(run_cli(["sass", str(p), "--block", "32"]), codes=(0, 2))
    assert o.rc == 2 or "0 resolved" in o.out     # unresolved with the reason, or a one-line error


def test_a_byte_that_is_not_utf8_in_a_sass_comment_is_read(tmp_path):
    p = tmp_path / "latin.sass"
    p.write_bytes(_sass("S2R R0, SR_TID.X|SHF.L.U32 R1, R0, 0x2, RZ|STS [R1], R0|EXIT").encode()
                  .replace(b"code for sm_80", b"code for sm_80 // caf\xe9"))
    o = assert_clean(run_cli(["sass", str(p), "--block", "32"]), codes=(0,))
    assert "1 resolved" in o.out


@pytest.mark.parametrize("head", [b"\x7fELF", b"\x7fELF\x02\x01\x01", b"__CLANG_OFFLOAD_BUNDLE__"])
@pytest.mark.parametrize("fill", [b"\xff" * 300, bytes(range(256)) * 2])
def test_a_magic_number_then_garbage_is_one_line(tmp_path, head, fill):
    p = tmp_path / "co.bin"
    p.write_bytes(head + fill)
    assert_clean(run_cli(["isa", str(p)]), codes=(2,))


def test_a_wave_file_linked_to_dev_zero_is_refused(tmp_path):
    import shutil
    b = tmp_path / "b"
    shutil.copytree(Path(__file__).parent / "data" / "att" / "gfx942_synth" / "bank_a", b)
    w = next(b.glob("**/se*_wv*.json"))
    w.unlink()
    os.symlink("/dev/zero", w)
    o = assert_clean(run_cli(["diagnose", str(b)]), codes=(2,))
    # refused before it is opened: a link leaving the bundle (or, read, a device)
    assert ("device" in o.err or "link leaving its bundle (to /dev/zero)" in o.err) and w.name in o.err


@pytest.mark.slow
def test_a_twenty_thousand_op_ttgir_module_with_suggestions_fits(tmp_path):
    """About 110 KB per op were kept (each op's lane arrays, lowered again per candidate): 20,000
    ops went past 3 GB.  Ops alike now share one lowering; the answer is the same per op."""
    src = (Path(__file__).parent / "data/triton/kernels/attention_gfx942.ttgir").read_text().splitlines()
    i = next(k for k, ln in enumerate(src) if "%q_29 = ttg.local_load" in ln)
    many = [src[i].replace("%q_29 =", f"%r{j} =") for j in range(20000)]
    p = tmp_path / "big.ttgir"
    p.write_text("\n".join(src[:i + 1] + many + src[i + 1:]) + "\n")
    o = assert_clean(run_cli(["ttgir", str(p), "--json"], timeout=120), codes=(0,))
    import json
    ops = json.loads(o.out)["ops"]
    q = [x for x in ops if x["line"] == i + 1][0]
    same = [x for x in ops if i + 2 <= x["line"] <= i + 20001]
    assert len(same) == 20000 and all(x["cycles"] == q["cycles"] for x in same)


def test_a_blocked_tool_is_stopped_by_the_wall_clock_backstop(tmp_path, monkeypatch):
    """A tool that sleeps uses no processor time: only the wall-clock last resort ends it."""
    monkeypatch.setattr(toolchain, "WALL_MIN", 1)
    monkeypatch.setattr(toolchain, "WALL_FACTOR", 1)
    exe = _tool(tmp_path, "stall", "exec sleep 600")
    with pytest.raises(UsageError, match=r"stall did not finish in 1 s"):
        toolchain.run_bounded([exe], "disassemble", cpu=1)
