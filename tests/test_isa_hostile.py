"""`ldsopt isa` on hostile input: shift amounts out of range, numbers the assembler does not
write, `.set` chains, truncated files, unknown opcodes, many LDS instructions before one wait."""

from __future__ import annotations

import json

import pytest

from ldsopt.amd.asm import _eval_expr
from ldsopt.cli import main

HEAD = "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.globl k\n\t.type k,@function\nk:\n"
TAIL = "\ts_endpgm\n.Lfunc_end0:\n\t.size k, .Lfunc_end0-k\n"


def _run(tmp_path, body: str, capsys, *extra):
    f = tmp_path / "k.s"
    f.write_text(HEAD + body + TAIL)
    rc = main(["isa", str(f), "--block", "64", *extra])
    out = capsys.readouterr()
    return rc, out


def test_shift_amounts_wrap_to_five_bits(tmp_path, capsys):
    # the AMD ISA manuals: V_LSHLREV_B32 D = S1 << S0[4:0], S_LSHL_B32 D = S0 << S1[4:0].
    # 34 -> 2 (address lane*4), -1 -> 31 ((lane*4) >> 31 = 0), 4000000000 = 0xEE6B2800 -> 0
    # (s0 = 1, address lane*8: on gfx942's 32 banks lanes i and i+16 share a bank: 2-way, 4 cycles)
    body = ("\tv_lshlrev_b32_e32 v1, 34, v0\n\tv_lshrrev_b32_e32 v2, -1, v1\n\tv_add_u32_e32 v3, v1, v2\n"
            "\ts_lshl_b32 s0, 1, 4000000000\n\tv_lshlrev_b32_e32 v4, s0, v3\n"
            "\tds_write_b32 v3, v0\n\tds_write_b32 v4, v0\n")
    rc, out = _run(tmp_path, body, capsys, "--json")
    assert rc == 0
    a, b = json.loads(out.out)["kernels"][0]["lds"]
    assert a["waves"] == [{"wave": 0, "active_lanes": 64, "cycles": 2, "ideal": 2, "conflicts": 0}]
    assert b["waves"] == [{"wave": 0, "active_lanes": 64, "cycles": 4, "ideal": 2, "conflicts": 2}]


@pytest.mark.parametrize("tok", ["4e9", "1e3", "12abc"])
def test_numbers_the_assembler_does_not_write(tmp_path, capsys, tok):
    rc, out = _run(tmp_path, f"\ts_lshl_b32 s0, 1, {tok}\n\tds_write_b32 v0, v0\n", capsys)
    assert rc == 2 and out.err.count("\n") == 1 and repr(tok) in out.err


def test_truncated_file(tmp_path, capsys):
    f = tmp_path / "k.s"
    f.write_text(HEAD + "\tv_lshlrev_b32_e32 v1, 2, v0\n\tds_write_b32 v1, v0\n")
    assert main(["isa", str(f), "--block", "64"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "truncated" in err and "line 7" in err


def test_unknown_opcode_is_named_once(tmp_path, capsys):
    rc, out = _run(tmp_path, "\tv_frobnicate_b32 v1, v0\n\tds_write_b32 v1, v0\n", capsys)
    assert rc == 0
    assert "not emulated" in out.out and "v_frobnicate_b32 (line 6)" in out.out


def test_set_chains_are_evaluated_once_per_symbol():
    # c_k = max(c_{k-1}, c_{k-1}) + c_{k-1} = 2^k: re-evaluating each reference would take 2^40 steps
    sets = {"c0": "1"}
    for k in range(1, 41):
        sets[f"c{k}"] = f"max(c{k - 1}, c{k - 1})+c{k - 1}"
    assert _eval_expr("c40", sets) == 2 ** 40
    assert _eval_expr("+".join(["1"] * 5000), {}) == 5000          # long sums: no recursion per term
    assert _eval_expr("a", {"a": "b", "b": "a"}) is None             # a cycle is unknown, not a hang
    assert _eval_expr("10-3-2", {}) == 5 and _eval_expr("(1+2)*3", {}) == 9


def test_set_chain_in_a_file(tmp_path, capsys):
    chain = "".join(f".set c{k}, max(c{k - 1}, c{k - 1})\n" for k in range(1, 41))
    f = tmp_path / "k.s"
    f.write_text(".set c0, 24\n" + chain + HEAD + "\tds_write_b32 v0, v0\n" + TAIL
                 + ".set k.num_vgpr, c40\n")
    assert main(["isa", str(f), "--block", "64", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["kernels"][0]["vgprs"] == 24


@pytest.mark.slow
def test_many_lds_instructions_before_one_wait(tmp_path, capsys):
    # 10,000 writes at lane*4 + 4*(i mod 2000): each conflict-free (2 cycles, ideal 2)
    body = "\tv_lshlrev_b32_e32 v1, 2, v0\n" + "".join(
        f"\tds_write_b32 v1, v0 offset:{4 * (i % 2000)}\n" for i in range(10000)) + "\ts_waitcnt lgkmcnt(0)\n"
    rc, out = _run(tmp_path, body, capsys, "--json")
    assert rc == 0
    lds = json.loads(out.out)["kernels"][0]["lds"]
    assert len(lds) == 10000
    assert all(x["waves"] == [{"wave": 0, "active_lanes": 64, "cycles": 2, "ideal": 2, "conflicts": 0}]
               for x in lds)


@pytest.mark.parametrize("field", ["offset1:0x7fffffffffffffff", "offset0:256", "offset1:-1"])
def test_ds_pair_offsets_out_of_their_8_bits(tmp_path, capsys, field):
    # found by the fuzz suite at depth: offset1:0x7fffffffffffffff overflowed the extent check
    # (an internal error); the assembler accepts 0..255 in offset0/offset1 of a DS instruction
    rc, out = _run(tmp_path, f"\tv_lshlrev_b32_e32 v1, 2, v0\n\tds_write2st64_b32 v1, v0, v0 {field}\n", capsys)
    assert rc == 2 and "out of range for ds_write2st64_b32 (0..255)" in out.err
    assert len(out.err.strip().splitlines()) == 1


def test_ds_offsets_at_the_ends_of_their_ranges_are_read(tmp_path, capsys):
    body = ("\tv_lshlrev_b32_e32 v1, 2, v0\n\tds_write2st64_b32 v1, v0, v0 offset1:255\n"
            "\tds_write_b32 v1, v0 offset:65532\n")
    rc, out = _run(tmp_path, body, capsys, "--json")
    assert rc == 0
    rc, out = _run(tmp_path, "\tds_write_b32 v1, v0 offset:65536\n", capsys)
    assert rc == 2 and "(0..65535)" in out.err
