"""Control flow in the ISA emulator: LLVM's `; implicit-def:` at joins, paths of an unknown
branch meeting at a join placed before an out-of-line block, loop exits placed before the loop.
Expected addresses are derived by hand from the instructions."""

from __future__ import annotations

import json

from ldsopt.cli import main

HEAD = "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.globl k\n\t.type k,@function\nk:\n"
TAIL = "\ts_endpgm\n.Lfunc_end0:\n\t.size k, .Lfunc_end0-k\n"


def _lds(tmp_path, capsys, body: str):
    f = tmp_path / "k.s"
    f.write_text(HEAD + body + TAIL)
    assert main(["isa", str(f), "--block", "64", "--json"]) == 0
    return json.loads(capsys.readouterr().out)["kernels"][0]["lds"]


def test_implicit_def_takes_the_other_paths_value(tmp_path, capsys):
    # v5 holds loaded data, then either path B sets v5 = lane*4 (s[2:3] = 0), or path A leaves it
    # undefined (s[2:3] = -1) and recomputes v5 = lane*4 after the second test.  The store sees
    # lane*4 on both ways: bytes 0, 4, 8, ... (conflict-free, 2 cycles on gfx942)
    body = """\tglobal_load_dword v5, v[0:1], off
\ts_cmp_eq_u32 s0, 0
\ts_cbranch_scc1 .LBB0_1
\tv_lshlrev_b32_e32 v5, 2, v0
\ts_mov_b64 s[2:3], 0
\ts_branch .LBB0_2
.LBB0_1:
\ts_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr5
.LBB0_2:
\ts_and_b64 s[2:3], s[2:3], exec
\ts_cselect_b32 s4, 1, 0
\ts_cmp_lg_u32 s4, 1
\ts_cbranch_scc1 .LBB0_3
\tv_mul_u32_u24_e32 v5, 4, v0
.LBB0_3:
\tds_write_b32 v5, v0
"""
    (w,) = _lds(tmp_path, capsys, body)
    assert w["waves"] == [{"wave": 0, "active_lanes": 64, "cycles": 2, "ideal": 2, "conflicts": 0}]


def test_paths_meet_before_an_out_of_line_block(tmp_path, capsys):
    # an unknown test sends the wave to an out-of-line block placed after the join, which jumps
    # back; both ways v1 = lane*8 (2-way on gfx942's 32 banks: 4 cycles for an ideal 2)
    body = """\ts_cmp_eq_u32 s0, 0
\ts_cbranch_scc1 .LBB0_9
\tv_lshlrev_b32_e32 v1, 3, v0
.LBB0_1:
\tds_write_b32 v1, v0
\ts_branch .LBB0_end
.LBB0_9:
\tv_mul_u32_u24_e32 v1, 8, v0
\ts_branch .LBB0_1
.LBB0_end:
"""
    (w,) = _lds(tmp_path, capsys, body)
    assert w["waves"] == [{"wave": 0, "active_lanes": 64, "cycles": 4, "ideal": 2, "conflicts": 2}]


def test_loop_exit_placed_before_the_loop(tmp_path, capsys):
    # a halving loop (s6 = 128, 64, ...) whose exit block sits before it (as LLVM places
    # .LBB_1 in tree reductions); the exit reads lane*4 + 256 with lanes < 32 active
    body = """\ts_movk_i32 s6, 0x80
\tv_lshlrev_b32_e32 v1, 2, v0
\ts_branch .LBB0_5
.LBB0_1:
\tv_cmp_gt_u32_e32 vcc, 32, v0
\ts_and_saveexec_b64 s[0:1], vcc
\ts_cbranch_execz .LBB0_3
\tds_read_b32 v4, v1 offset:256
.LBB0_3:
\ts_endpgm
.LBB0_4:
\ts_lshr_b32 s6, s6, 1
\ts_cmp_lt_u32 s6, 2
\ts_cbranch_scc1 .LBB0_1
.LBB0_5:
\tv_cmp_gt_u32_e32 vcc, s6, v0
\ts_and_saveexec_b64 s[0:1], vcc
\tds_write_b32 v1, v0
\ts_or_b64 exec, exec, s[0:1]
\ts_branch .LBB0_4
"""
    lds = _lds(tmp_path, capsys, body)
    rd = [x for x in lds if x["isa"].startswith("ds_read")][0]
    # 32 lanes at distinct consecutive words: one half-wave phase, no conflict
    assert rd["waves"] == [{"wave": 0, "active_lanes": 32, "cycles": 1, "ideal": 1, "conflicts": 0}]
    # the loop body's first iteration: s6 = 128 > every lane id, all 64 lanes write lane*4
    wr = [x for x in lds if x["isa"].startswith("ds_write")][0]
    assert wr["waves"][0] == {"wave": 0, "active_lanes": 64, "cycles": 2, "ideal": 2, "conflicts": 0}


def _ifs(n: int, shift: int) -> str:
    """A pointer v1 = tid << shift bumped by 256 B under each of n wave-uniform conditions (an SGPR
    loaded from memory a kernel argument points to: data, so no bounds assumption decides them),
    then one ds_write_b32 at v1."""
    body = ["\ts_load_dwordx2 s[2:3], s[0:1], 0x0", "\ts_waitcnt lgkmcnt(0)", "\ts_load_dword s6, s[2:3], 0x0",
            "\ts_waitcnt lgkmcnt(0)", f"\tv_lshlrev_b32_e32 v1, {shift}, v0"]
    for i in range(n):
        body += [f"\ts_cmp_gt_u32 s6, {i}", f"\ts_cbranch_scc0 .LBB0_{i}", "\tv_add_u32_e32 v1, 0x100, v1",
                 f".LBB0_{i}:"]
    return "\n".join(body + ["\tds_write_b32 v1, v0", ""])


def test_a_hundred_joins_keep_the_write_exact(tmp_path, capsys):
    """Each join adds a wave-uniform unknown (0 or 256 B) to v1; past the bound on symbols per value
    they are summed into one, which is still wave-uniform and 256-byte aligned, so the write's
    banks are those of tid << shift: 4-byte stride conflict-free (2 cycles, ideal 2), 128-byte
    stride 32-way (64 cycles for an ideal 2)."""
    for shift, cycles in ((2, 2), (7, 64)):
        (ins,) = _lds(tmp_path, capsys, _ifs(100, shift))
        (w,) = ins["waves"]
        assert not ins["assumed"] and "unresolved" not in w, ins
        assert (w["active_lanes"], w["cycles"], w["ideal"]) == (64, cycles, 2), ins


def test_bound_symbols_sums_only_wave_uniform_terms():
    import numpy as np

    from ldsopt.simt.arith import MAX_SYMBOLS, Space, bound_symbols
    from ldsopt.simt.values import Env, Val, sym_align
    env = Env()
    sp = Space(128, 64, env)
    sym = {}
    for i in range(MAX_SYMBOLS + 8):                  # wave-uniform: 1 in wave 0 only, or in both
        k = env.new_sym(f"t{i}", 4 + i % 3, origin=("arg",))
        sym[k] = np.where(sp.wave == 0, 1, i % 2).astype(np.uint32)
    lane_k = env.new_sym("per-lane", 2)               # differs within a wave: must be kept apart
    sym[lane_k] = (np.arange(128) % 3).astype(np.uint32)
    v = bound_symbols(sp, Val(np.arange(128, dtype=np.uint32) * 4, None, sym))
    assert len(v.sym) == 2 and lane_k in v.sym and np.array_equal(v.sym[lane_k], sym[lane_k])
    (t,) = set(v.sym) - {lane_k}
    assert env.sym_align[t] == 4 and env.sym_origin[t] == frozenset({"arg"})
    assert v.sym[t].tolist() == [1] * 128            # every lane carries some of the summed terms
    assert np.array_equal(v.c, np.arange(128, dtype=np.uint32) * 4)
    small = Val(np.zeros(128, np.uint32), None, dict(list(sym.items())[:3]))
    assert bound_symbols(sp, small) is small          # under the bound: untouched
    assert sym_align(env, v).min() == 2               # the per-lane symbol's alignment still counts


def test_mul_hi_of_wave_uniform_values_is_a_wave_uniform_unknown(tmp_path, capsys):
    # v1 = mul_hi(s0, s1): both kernel values are one number per wave, so v1 is too; v1 * 16 added to
    # lane * 4 shifts every lane's word alike: 64 consecutive words, conflict-free (2 cycles on
    # gfx942, one per half-wave of 32 banks)
    body = """\ts_load_dwordx2 s[0:1], s[4:5], 0x0
\ts_waitcnt lgkmcnt(0)
\tv_mov_b32_e32 v2, s1
\tv_mul_hi_u32 v1, s0, v2
\tv_lshlrev_b32_e32 v1, 4, v1
\tv_lshlrev_b32_e32 v3, 2, v0
\tv_add_u32_e32 v3, v3, v1
\tds_write_b32 v3, v0
"""
    (w,) = _lds(tmp_path, capsys, body)[0]["waves"]
    assert (w["cycles"], w["ideal"], w["conflicts"]) == (2, 2, 0)
