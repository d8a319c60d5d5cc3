"""One result shape: analyze_isa, analyze_sass and analyze_ttgir return the same types, with the
same fields and the same JSON keys; figures derived by hand from the bank rules."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import ldsopt

ROOT = Path(__file__).resolve().parents[1]
KDIR = ROOT / "src" / "ldsopt" / "demos" / "kernels"

KERNEL_KEYS = ["name", "arch", "language", "source_file", "block", "params", "lds", "by_line"]
ACCESS_KEYS = ["source", "isa", "cycles", "ideal", "conflicts", "ways", "resolved", "reason"]
LINE_KEYS = ["source", "text", "cycles", "ideal", "conflicts", "ways"]

SASS = "\n".join(["Function : k", "/*0000*/  S2R R0, SR_TID.X ;",
                  "/*0010*/  IMAD.SHL.U32 R1, R0, 0x80, RZ ;", "/*0020*/  LDS R2, [R1] ;",
                  "/*0030*/  EXIT ;"])
TTGIR = KDIR.parent.parent.parent.parent / "tests/data/triton/kernels/attention_gfx942.ttgir"


def _three():
    isa = ldsopt.analyze_isa(["v_lshlrev_b32 v1, 7, v0", "ds_read_b32 v2, v1", "s_endpgm"],
                             arch="gfx942", block=(64, 1, 1))
    sass = ldsopt.analyze_sass(SASS, block=32, arch="sm_90")
    ttgir = ldsopt.analyze_ttgir(TTGIR.read_text(), suggest=False)
    return isa, sass, ttgir


def test_three_analysers_return_one_type_with_one_json_vocabulary():
    for res in _three():
        assert isinstance(res, ldsopt.Analysis)
        for k in res:
            assert isinstance(k, ldsopt.Kernel)
            d = k.to_json()
            assert list(d) == KERNEL_KEYS
            assert all(list(a) == ACCESS_KEYS for a in d["lds"])
            assert all(list(b) == LINE_KEYS for b in d["by_line"])
            for a in k.accesses:
                assert isinstance(a, ldsopt.Access)
                assert all(isinstance(u, ldsopt.Unit) for u in a.units)
                assert a.conflicts == (None if a.cycles is None else a.cycles - a.ideal)
            json.dumps(d)


def test_hand_derived_figures_in_the_shared_vocabulary():
    isa, sass, _ = _three()
    # AMD gfx942, 32 banks: lane i reads byte 128*i, so the 32 lanes of each half-wave phase
    # of ds_read_b32 all need bank 0, each a different word: 32 cycles per half, ideal 1 each
    (a,) = isa[0].accesses
    assert (a.cycles, a.ideal, a.conflicts, a.ways, a.resolved) == (64, 2, 62, 32, True)
    assert [u.index for u in a.units] == [0]
    # NVIDIA: the same stride over one warp of 32 threads: one phase, 32 words on bank 0
    (s,) = sass[0].accesses
    assert (s.line, s.cycles, s.ideal, s.ways, s.resolved) == (0x20, 32, 1, 32, True)
    assert len(s.units) == 1 and s.units[0].cycles == 32


def test_by_line_sums_the_accesses_of_each_source_line():
    (k,) = ldsopt.analyze_isa(KDIR / "transpose_gfx942.s", kernel="_Z15transpose_plainPfPKfi")
    lines = k.by_line(KDIR)
    for b in lines:
        mine = [a for a in k.accesses if a.source == b.source]
        assert b.cycles == sum(a.cycles for a in mine) and b.ideal == sum(a.ideal for a in mine)
        assert b.ways == max(a.ways for a in mine)
    # the text is the source line itself, read from transpose.hip beside the .s
    src = (KDIR / "transpose.hip").read_text().splitlines()
    for b in lines:
        assert b.text == src[int(b.source.rsplit(":", 1)[1]) - 1].strip()


def test_old_attribute_names_still_reach_the_front_end_records():
    isa, sass, ttgir = _three()
    assert isa[0].instructions[0].waves[0].cycles == 64
    assert sass[0].shared[0].wavefronts == 32.0
    assert ttgir.ops[0].instruction == ttgir.kernels[0].accesses[0].instruction


@pytest.mark.parametrize("cmd,file", [("isa", KDIR / "transpose_gfx942.s"),
                                      ("sass", KDIR / "transpose_sm90.sass"),
                                      ("ttgir", TTGIR)])
def test_json_of_the_three_commands_has_the_shared_vocabulary(cmd, file):
    out = subprocess.run([sys.executable, "-m", "ldsopt", cmd, str(file), "--json"]
                         + (["--block", "32x8"] if cmd == "sass" else []),
                         capture_output=True, text=True, env={"PYTHONPATH": str(ROOT / "src")})
    assert out.returncode == 0, out.stderr
    d = json.loads(out.stdout)
    for k in d["kernels"]:
        assert set(KERNEL_KEYS) <= set(k)
        for a in k["lds"]:
            assert set(ACCESS_KEYS) <= set(a)


def test_ttgir_target_as_an_arch_name_works_in_the_library():
    text = (ROOT / "tests/data/triton/kernels/matmul_gfx942.ttgir").read_text()
    own = ldsopt.analyze_ttgir(text, suggest=False)                 # the module's ttg.target
    a = ldsopt.analyze_ttgir(text, target="gfx942", suggest=False)
    b = ldsopt.analyze_ttgir(text, target="hip:gfx942", suggest=False)
    assert [x.cycles for x in a.kernels[0].accesses] == [x.cycles for x in b.kernels[0].accesses] \
        == [x.cycles for x in own.kernels[0].accesses]
    with pytest.raises(ldsopt.UsageError, match="gfx9999"):
        ldsopt.analyze_ttgir(text, target="gfx9999", suggest=False)


def test_block_means_one_thing_in_both_compiled_front_ends():
    # a shape per kernel (by name substring, None for the rest) works for AMD as for NVIDIA
    a = ldsopt.analyze_isa(KDIR / "transpose_gfx942.s", block={"padded": "32x8", None: 64})
    assert [k.block for k in a] == [(64, 1, 1), (32, 8, 1)]
    s = ldsopt.analyze_sass(KDIR / "transpose_sm90.sass", block={"padded": "32x8", None: 64})
    assert {k.name: k.block for k in s}["_Z16transpose_paddedPfPKfi"] == (32, 8, 1)


def test_library_errors_name_parameters_and_the_command_line_its_flags():
    with pytest.raises(ldsopt.UsageError, match=r"^block='64x64': 4096 threads"):
        ldsopt.analyze_isa(KDIR / "transpose_gfx942.s", block="64x64")
    out = subprocess.run([sys.executable, "-m", "ldsopt", "isa", str(KDIR / "transpose_gfx942.s"),
                          "--block", "64x64"], capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT / "src")})
    assert out.returncode == 2
    assert out.stderr.strip() == "ldsopt isa: error: --block '64x64': 4096 threads, more than 1024"
