"""The two approximations of the shared value domain (ldsopt.simt.approx) and their use by both ISA
front ends.  Expectations are derived by hand under the no-wrap assumption the module states:
S + a against S + b compares as a against b; (16 (S + l)) >> 4 is S + l."""

from __future__ import annotations

import numpy as np

from ldsopt.simt import approx
from ldsopt.simt.arith import Space
from ldsopt.simt.values import Env, Val

from test_simt_engine import _amd, _events, _sass


def _sym(env, n=4):
    s = env.new_sym("a kernel argument", 0)
    return s, Val(np.zeros(n, np.uint32), None, {s: np.ones(n, np.uint32)})


def test_compare_by_known_parts():
    env = Env()
    s, S = _sym(env)
    a = Val(np.array([1, 9, 3, 0xFFFFFFFF], np.uint32), None, {s: np.ones(4, np.uint32)})   # S + a
    b = Val(np.array([4, 4, 3, 0], np.uint32), None, {s: np.array([1, 1, 1, 2], np.uint32)})  # S + b; 2S in lane 3
    d, v = approx.compare_by_known_parts(a, b, "lt", signed=True)
    # lane 3 carries another symbolic part: not decided; -1 < 0 signed in no lane here
    assert d.tolist() == [True, True, True, False] and v.tolist() == [True, False, False, False]
    d, v = approx.compare_by_known_parts(a, b, "le", signed=False)
    assert v.tolist() == [True, False, True, False]
    d, v = approx.compare_by_known_parts(a, b, "eq", signed=False)
    assert v.tolist() == [False, False, True, False]


def test_shr_aligned_only_where_every_coefficient_is_a_multiple():
    env = Env()
    s, _ = _sym(env)
    v = Val(np.array([0, 16, 35, 48], np.uint32), None, {s: np.full(4, 32, np.uint32)})     # 32 S + c
    r = approx.shr_aligned(env, v, 4)
    assert r.c.tolist() == [0, 1, 2, 3] and r.sym[s].tolist() == [2, 2, 2, 2]
    assert approx.shr_aligned(env, v, 6) is None                                             # 32 is not a multiple of 64
    assert approx.shr_aligned(env, Val(np.arange(4, dtype=np.uint32)), 2) is None             # nothing symbolic


def test_amd_lshr_keeps_one_symbolic_part_over_the_lanes():
    sp = Space(64, 64, Env())
    s, S = _sym(sp.env, 64)
    v = Val((np.arange(64) * 16).astype(np.uint32), None, {s: np.full(64, 16, np.uint32)})   # 16 (S + l)
    r = approx.lshr(sp, v, Val(np.full(64, 4, np.uint32)), 0)
    assert r.u is None and r.c.tolist() == list(range(64)) and list(r.sym) == [s] and (r.sym[s] == 1).all()


def test_amd_compare_and_shift_decided_by_the_known_parts():
    # v1 = S + lane against s1 = S + 32 (S = s0, a kernel argument): lanes 0-31 pass;
    # then 16 (S + lane) >> 4 = S + lane, minus S: the lane, so the store is at lane * 4 + 1024
    recs, m = _amd("""\tv_add_u32_e32 v1, s0, v0
\ts_add_i32 s1, s0, 32
\tv_cmp_gt_u32_e32 vcc, s1, v1
\ts_and_saveexec_b64 s[2:3], vcc
\tv_lshlrev_b32_e32 v2, 2, v0
\tds_write_b32 v2, v0
\ts_or_b64 exec, exec, s[2:3]
\tv_add_u32_e32 v6, s0, v0
\tv_lshlrev_b32_e32 v3, 4, v6
\tv_lshrrev_b32_e32 v4, 4, v3
\tv_subrev_u32_e32 v5, s0, v4
\tv_lshlrev_b32_e32 v5, 2, v5
\tds_write_b32 v5, v0 offset:1024
""", block=(64, 1, 1))
    assert recs["ds_write_b32 v2, v0"] == [(0, 1, list(range(32)), [4 * l for l in range(32)])]
    assert recs["ds_write_b32 v5, v0 offset:1024"] == [(0, 1, list(range(64)), [4 * l + 1024 for l in range(64)])]


def test_sass_compare_decided_by_the_known_parts():
    # R1 = P + t, R2 = P + 16 (P a kernel parameter): P + 16 > P + t for t < 16
    res, at = _sass("""S2R R0, SR_TID.X
                       IADD3 R1, R0, c[0x0][0x210], RZ
                       MOV R2, c[0x0][0x210]
                       IADD3 R2, R2, 0x10, RZ
                       ISETP.GT.U32.AND P0, PT, R2, R1, PT
                       SHF.L.U32 R3, R0, 0x2, RZ
                       @P0 STS [R3], R0
                       EXIT""")
    assert _events(res, at, 0x60) == [(list(range(16)), [4 * t for t in range(16)])]
