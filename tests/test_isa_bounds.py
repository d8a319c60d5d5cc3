"""Bounds checks against kernel arguments (`ldsopt isa`'s in-bounds assumption, ldsopt.amd.emu.bounds).

Compiled kernels (tests/data/isa/hip_bounds_gfx942.s, from tools/isa_kernels/bounds_kernels.hip) and
hand-written ones.  Expected addresses and active lanes are derived by hand from the source: a
256-work-item block is 4 waves, wave w holds work-items t = 64w .. 64w+63."""

from __future__ import annotations

import json
from pathlib import Path

import ldsopt
from ldsopt.cli import main

BOUNDS = Path(__file__).parent / "data" / "isa" / "hip_bounds_gfx942.s"
HEAD = "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.globl k\n\t.type k,@function\nk:\n"
TAIL = "\ts_endpgm\n.Lfunc_end0:\n\t.size k, .Lfunc_end0-k\n"


def _by_source_line(k, line: int):
    (i,) = [i for i in k.instructions if i.source and i.source.endswith(f":{line}") and i.kind == "write"]
    return i


def _kernel(name: str, **kw):
    (k,) = ldsopt.analyze_isa(BOUNDS, kernel=name, **kw)
    return k


def test_lane_index_below_an_argument_is_assumed_in_bounds():
    # bounded(out, n): `if (t < n) s[4*t] = t` (source line 10); `if (t >= n) r[t] = 1` (line 11)
    k = _kernel("_Z7boundedPfi")
    lt, ge = _by_source_line(k, 10), _by_source_line(k, 11)
    assert lt.assumed == ("in_bounds",) and ge.assumed == ("in_bounds",)
    for w in lt.waves:
        t = [64 * w.wave + lane for lane in range(64)]
        assert w.status == "ok" and w.assumed and w.active_lanes == 64
        assert list(w.addresses) == [16 * x for x in t]          # word 4t
        # words 4t: 8 of gfx942's 32 banks in each 32-lane half, 4 lanes each
        assert w.ways == 4 and w.conflicts == w.cycles - w.ideal > 0
    assert [w.status for w in ge.waves] == ["inactive"] * 4        # t >= n: no lane
    assert any(a.startswith("bounds checks against kernel arguments assumed in bounds: 1 instruction")
               for a in k.assumptions)


def test_flag_off_gives_the_unresolved_answer():
    k = _kernel("_Z7boundedPfi", assume_in_bounds=False)
    for line in (10, 11):
        i = _by_source_line(k, line)
        assert i.assumed == ()
        assert all(w.status == "unresolved" and "kernel argument arg1" in w.reason for w in i.waves)
    assert not any("bounds checks" in a for a in k.assumptions)


def test_given_argument_is_evaluated_exactly():
    # n = 100: t < 100 is wave 0 (all 64) and lanes 0..35 of wave 1; t >= 100 the rest
    k = _kernel("_Z7boundedPfi", args={"arg1": 100})
    lt, ge = _by_source_line(k, 10), _by_source_line(k, 11)
    assert lt.assumed == () and ge.assumed == ()
    assert [w.status for w in lt.waves] == ["ok", "ok", "inactive", "inactive"]
    w1 = lt.waves[1]
    assert w1.active_lanes == 36 and list(w1.active) == [True] * 36 + [False] * 28
    assert list(w1.addresses[:36]) == [16 * (64 + lane) for lane in range(36)]
    assert [w.status for w in ge.waves] == ["inactive", "ok", "ok", "ok"]
    assert [w.active_lanes for w in ge.waves[1:]] == [28, 64, 64]
    assert list(ge.waves[1].addresses[36:]) == [4096 + 4 * (64 + lane) for lane in range(36, 64)]
    assert not any("bounds checks" in a for a in k.assumptions)


def test_global_index_against_an_argument():
    # bounded_global: i = blockIdx.x * 256 + t; `if (i < n) s[t] = i` (line 21): lane t writes word t
    k = _kernel("_Z14bounded_globalPfi")
    i = _by_source_line(k, 21)
    assert i.assumed == ("in_bounds",)
    for w in i.waves:
        assert w.status == "ok" and w.active_lanes == 64
        assert list(w.addresses) == [4 * (64 * w.wave + lane) for lane in range(64)]
    # with n = 100 given, i < 100 still depends on the workgroup id alone: not a bounds check
    # against an argument any more, so it stays unknown
    i = _by_source_line(_kernel("_Z14bounded_globalPfi", args={"arg1": 100}), 21)
    assert i.assumed == () and all(w.status == "unresolved" and "workgroup id" in w.reason for w in i.waves)


def test_bound_from_loaded_data_stays_unresolved():
    # data_bound: `n = lim[0]` (a scalar load through a pointer argument, line 32) and `t < lim[t+1]`
    # (a per-lane load, line 33) compare with data: never assumed
    k = _kernel("_Z10data_boundPfPKi")
    s_, v_ = _by_source_line(k, 32), _by_source_line(k, 33)
    assert s_.assumed == () and v_.assumed == ()
    assert all(w.status == "unresolved" and "s_load_dword" in w.reason for w in s_.waves)
    assert all(w.status == "unresolved" and "global_load_dword" in w.reason for w in v_.waves)
    assert not any("bounds checks" in a for a in k.assumptions)


def _lds(tmp_path, capsys, body: str, *flags):
    f = tmp_path / "k.s"
    f.write_text(HEAD + body + TAIL)
    assert main(["isa", str(f), "--block", "64", "--json", *flags]) == 0
    return json.loads(capsys.readouterr().out)["kernels"][0]


# s2 = a kernel argument (a scalar load through the kernel-argument address the kernel starts with)
LOAD = "\ts_load_dword s2, s[0:1], 0x8\n\ts_load_dword s3, s[0:1], 0xc\n\ts_waitcnt lgkmcnt(0)\n"
STORE = "\ts_and_saveexec_b64 s[4:5], vcc\n\tv_lshlrev_b32_e32 v1, 2, v0\n\tds_write_b32 v1, v0\n"


def test_which_comparisons_count(tmp_path, capsys):
    def lanes(cmp: str, *flags):
        (i,) = _lds(tmp_path, capsys, LOAD + cmp + STORE, *flags)["lds"]
        (w,) = i["waves"]
        return w.get("active_lanes", "inactive" if w.get("inactive") else "unresolved"), i["assumed"]
    # n > t, t < n, n >= t + 1: the lane index below the argument
    assert lanes("\tv_cmp_gt_i32_e32 vcc, s2, v0\n") == (64, ["in_bounds"])
    assert lanes("\tv_cmp_lt_u32_e32 vcc, v0, s2\n") == (64, ["in_bounds"])
    assert lanes("\tv_add_u32_e32 v3, 1, v0\n\tv_cmp_ge_i32_e32 vcc, s2, v3\n") == (64, ["in_bounds"])
    # t > n: false for every lane
    assert lanes("\tv_cmp_gt_u32_e32 vcc, v0, s2\n") == ("inactive", ["in_bounds"])
    # equality is not a bounds check
    assert lanes("\tv_cmp_eq_u32_e32 vcc, s2, v0\n") == ("unresolved", [])
    # two arguments (n > m, both the same in every lane): which is larger is not assumed
    assert lanes("\tv_mov_b32_e32 v3, s3\n\tv_cmp_gt_i32_e32 vcc, s2, v3\n") == ("unresolved", [])
    # 31 - n > t: the argument enters with a negative factor
    assert lanes("\ts_sub_i32 s6, 31, s2\n\tv_cmp_gt_i32_e32 vcc, s6, v0\n") == ("unresolved", [])
    # a value loaded through a pointer argument is data
    assert lanes("\ts_load_dwordx2 s[8:9], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_load_dword s2, s[8:9], 0x0\n"
                 "\ts_waitcnt lgkmcnt(0)\n\tv_cmp_gt_i32_e32 vcc, s2, v0\n") == ("unresolved", [])
    # 64-bit: size_t n > (size_t)t (v[0:1] = t, 0); with the index's high half loaded data: unknown
    assert lanes("\ts_load_dwordx2 s[6:7], s[0:1], 0x10\n\tv_mov_b32_e32 v1, 0\n\ts_waitcnt lgkmcnt(0)\n"
                 "\tv_cmp_gt_u64_e32 vcc, s[6:7], v[0:1]\n") == (64, ["in_bounds"])
    assert lanes("\ts_load_dwordx2 s[6:7], s[0:1], 0x10\n\tglobal_load_dword v1, v[4:5], off\n"
                 "\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\tv_cmp_gt_u64_e32 vcc, s[6:7], v[0:1]\n") == ("unresolved", [])
    # turned off: unresolved, with the argument named
    assert lanes("\tv_cmp_gt_i32_e32 vcc, s2, v0\n", "--no-assume-in-bounds") == ("unresolved", [])


def test_scalar_size_guard(tmp_path, capsys):
    # `if (n < 1) skip` around the store: the size is taken to be at least the 1 it is compared with,
    # so the store runs with every lane (and only that way: no branch followed both ways)
    body = LOAD + "\ts_cmp_lt_i32 s2, 1\n\ts_cbranch_scc1 .LBB0_2\n\tv_lshlrev_b32_e32 v1, 2, v0\n" \
                  "\tds_write_b32 v1, v0\n.LBB0_2:\n"
    k = _lds(tmp_path, capsys, body)
    (i,) = k["lds"]
    assert i["waves"] == [{"wave": 0, "active_lanes": 64, "cycles": 2, "ideal": 2, "conflicts": 0}]
    assert not any("both ways" in a for a in k["assumptions"])
    assert any("assumed in bounds: 1 instruction" in a for a in k["assumptions"])
    k = _lds(tmp_path, capsys, body, "--no-assume-in-bounds")
    assert any("both ways followed" in a for a in k["assumptions"])


def test_text_marks_assumed_rows(capsys):
    assert main(["isa", str(BOUNDS), "--kernel", "_Z7boundedPfi"]) == 0
    out = capsys.readouterr().out
    assert "assumed: bounds checks against kernel arguments assumed in bounds" in out
    assert "all 4 *" in out and "--no-assume-in-bounds" in out
    assert max(len(x) for x in out.splitlines()) <= 100
