"""The shared SIMT path engine (ldsopt.simt.cfg, ldsopt.simt.engine) on small made-up control-flow
graphs, and the same shapes of control flow through both ISA front ends: a loop whose trip count
depends on each thread's data, a divergent if/else that rejoins, nested loops.  Every expectation
is derived by hand from the graph or the instructions (the addresses each lane computes)."""

from __future__ import annotations

import numpy as np
import pytest

from ldsopt.simt.cfg import analyze
from ldsopt.simt.engine import Budget, LoopBook, join_pred, join_value
from ldsopt.simt.pred import Pred


# ----------------------------------------------------------------------------- the graph
def _body(g, lid):
    return np.flatnonzero(g.loops[lid].body).tolist()


def test_nested_loops_headers_bodies_exits_and_nesting():
    # 0 -> 1 (outer header) -> 2 (inner header) -> 3 -> {2, 4}; 4 -> {1, 5}; 5 -> end (6)
    g = analyze([[1], [2], [3], [2, 4], [1, 5], [6], []])
    assert [lp.header for lp in g.loops] == [1, 2]
    outer, inner = g.header_of[1], g.header_of[2]
    assert _body(g, outer) == [1, 2, 3, 4] and g.loops[outer].exit == 5
    assert _body(g, inner) == [2, 3] and g.loops[inner].exit == 4
    assert g.loops[inner].parent == outer and g.loops[outer].parent is None
    assert g.inside(outer, inner) and not g.inside(inner, outer)
    assert g.idom[:6] == [0, 0, 1, 2, 3, 4]
    assert g.loop_of_edge(3, 2) == inner and g.loop_of_edge(4, 1) == outer and g.loop_of_edge(1, 2) is None
    assert g.loop_set(3) == {outer, inner} and g.loop_set(4) == {outer} and g.loop_set(5) == frozenset()
    # the bookkeeping has work at the headers and where a body is left (4 leaves the inner loop, 5 the outer)
    assert g.watch == {1, 2, 4, 5}


def test_a_latch_placed_before_its_header_is_in_the_loop():
    # LLVM's layout: 0 jumps to the header 2; the latch 1 falls into 2; 2 goes back to 1 or on to 3
    g = analyze([[2], [2], [1, 3], [4], []])
    (lp,) = g.loops
    assert lp.header == 2 and lp.latches == (1,) and _body(g, 0) == [1, 2] and lp.exit == 3
    # the walk order (reverse post-order) runs the header before the latch placed above it
    assert g.rank[0] < g.rank[2] < g.rank[1]


def test_irreducible_flow_is_no_loop_and_is_bounded_by_reruns():
    # 0 -> {1, 2}, 1 -> 2, 2 -> {1, 3}: the cycle 1 <-> 2 has two entries, no header dominates it
    g = analyze([[1, 2], [2], [1, 3], [4], []])
    assert g.loops == [] and g.retreating == {1}
    book, sel = LoopBook(), np.ones(1, bool)
    b = Budget(iterations=1)
    runs = 0
    while True:
        sel, stop, limit = book.rerun(g, 1, np.ones(1, bool), b)
        if stop is not None:
            break
        runs += 1
    assert limit == b.reruns(0) == 8 and runs == 8


def test_sparse_successors_give_the_same_graph():
    full = analyze([[1], [2], [3], [2, 4], [1, 5], [6], []])
    sparse = analyze({3: [2, 4], 4: [1, 5]}, n=6)
    assert [(lp.header, lp.latches, lp.exit, lp.body.tolist()) for lp in full.loops] == \
        [(lp.header, lp.latches, lp.exit, lp.body.tolist()) for lp in sparse.loops]
    assert full.rank == sparse.rank and full.idom == sparse.idom


# ----------------------------------------------------------------------------- the policy
def test_iterations_per_unit_and_leaving_resets_the_count():
    # loop 0 of 0 -> 1 -> {0, 2}: three units; unit 2 leaves after its first iteration
    g = analyze([[1], [0, 2], [3], []])
    book, b = LoopBook(), Budget(iterations=2)
    allu = np.ones(3, bool)
    sel, over = book.arrive(g, 0, allu, {}, b)              # first arrival: iteration 1 for all
    assert sel.tolist() == [True] * 3 and over == []
    book.arrive(g, 2, np.array([False, False, True]), {}, b)  # unit 2 ran the exit: out of the loop
    assert book.count[0].tolist() == [1, 1, 0]
    sel, over = book.arrive(g, 0, np.array([True, True, False]), {}, b)   # iteration 2
    assert over == [] and book.count[0].tolist() == [2, 2, 0]
    sel, over = book.arrive(g, 0, np.array([True, True, False]), {}, b)   # a third: past the budget
    assert sel.tolist() == [False] * 3 and [(u.tolist(), why) for _, u, why in over] == [([True, True, False], "iterations")]


def test_first_pass_on_unknown_ways_round():
    # header 1 tests, body 2, back to 1 (a loop that jumps to its test first: 0 -> 1)
    g = analyze([[1], [2, 3], [1], [4], []])
    lid = g.header_of[1]
    book, b, u = LoopBook(), Budget(iterations=8), np.ones(2, bool)
    book.arrive(g, 1, u, {}, b)
    assert book.unknown_way(g, lid, 2, 1, u).tolist() == [False, False]   # a way back: not taken
    assert book.unknown_way(g, lid, 1, 2, u).tolist() == [True, True]     # into the body: one pass ...
    sel, over = book.arrive(g, 1, u, {}, b)                               # ... then out at the header
    assert sel.tolist() == [False, False] and [(k, w.tolist(), why) for k, w, why in over] == \
        [(lid, [True, True], "unknown")]


def test_joined_values_exact_where_they_agree():
    from ldsopt.simt.arith import Space
    from ldsopt.simt.values import Env, Val
    sp = Space(4, 4, Env())
    a = Val(np.array([0, 4, 8, 12], np.uint32))
    b = Val(np.array([0, 4, 9, 100], np.uint32))
    both = np.array([True, True, True, False])
    only = np.array([False, False, False, True])
    r = join_value(sp, a, b, both, only, sp.env.reason("test"), "test")
    # lanes 0, 1 agree; lane 2: 8 or 9 (only bit 0 differs, the rest known); lane 3 only b holds
    assert r.c.tolist() == [0, 4, 8, 100]
    assert r.u is not None and r.u.tolist() == [0, 0, 1, 0]
    pa = Pred(np.array([True, True, False, False]))
    pb = Pred(np.array([True, False, False, True]))
    p = join_pred(pa, pb, both, only, "which way")
    assert p.value(4).tolist() == [True, False, False, True] and p.unknown(4).tolist() == [False, True, False, False]


# ----------------------------------------------------------------------------- SASS
def _sass(body: str, block=(32, 1, 1), iterations=64):
    from ldsopt.nvidia.emulate import Emulator
    from ldsopt.nvidia.listing import parse_listing
    from ldsopt.nvidia.machine import Launch
    lines = ["\t\tFunction : k", "\t.headerflags\t@\"EF_CUDA_SM90\""]
    for i, ln in enumerate(body.strip().splitlines()):
        lines.append(f"        /*{i * 16:04x}*/                   {ln.strip()} ;    /* 0x000000 */")
    f = parse_listing("\n".join(lines))[0]
    em = Emulator(f, Launch(block), iterations=iterations)
    return em.run(), {ins.pc: i for i, ins in enumerate(f.instructions)}


def _events(res, at, pc):
    """(threads that ran it, their byte addresses) per execution."""
    return [(np.flatnonzero(e.active).tolist(), e.addr.c[e.active].astype(int).tolist())
            for e in res.events.get(at[pc], [])]


def test_sass_loop_with_a_per_thread_trip_count():
    # for (j = 0; ; j++) { s[t + 32 j] = t; if (j >= (t & 3)) break; }   then s[t + 32 j + 1024] = t
    res, at = _sass("""S2R R0, SR_TID.X
                       LOP3.LUT R5, R0, 0x3, RZ, 0xc0, !PT
                       SHF.L.U32 R1, R0, 0x2, RZ
                       MOV R3, RZ
                       LEA R4, R3, R1, 0x7
                       STS [R4], R0
                       ISETP.GE.AND P0, PT, R3, R5, PT
                       IADD3 R3, R3, 0x1, RZ
                       @!P0 BRA 0x40
                       STS [R4+0x1000], R0
                       EXIT""")
    assert res.complete and not res.cut_loops
    ev = _events(res, at, 0x50)
    # iteration j runs the threads with (t & 3) >= j: 32, 24, 16, 8 threads
    assert [len(t) for t, _ in ev] == [32, 24, 16, 8]
    for j, (threads, addrs) in enumerate(ev):
        assert threads == [t for t in range(32) if t & 3 >= j]
        assert addrs == [4 * t + 128 * j for t in threads]
    # after the loop the threads are together again, each with its own last j = t & 3
    (after,) = _events(res, at, 0x90)
    assert after == (list(range(32)), [4 * t + 128 * (t & 3) + 0x1000 for t in range(32)])


def test_sass_loop_on_loaded_data_follows_one_pass():
    # the trip count is loaded (per-thread data, unknown): the body runs once, the loop is noted
    res, at = _sass("""S2R R0, SR_TID.X
                       LDG.E R5, [R6.64]
                       SHF.L.U32 R1, R0, 0x2, RZ
                       MOV R3, RZ
                       LEA R4, R3, R1, 0x7
                       STS [R4], R0
                       IADD3 R3, R3, 0x1, RZ
                       ISETP.GE.AND P0, PT, R3, R5, PT
                       @!P0 BRA 0x40
                       EXIT""")
    assert _events(res, at, 0x50) == [(list(range(32)), [4 * t for t in range(32)])]
    ((first, last, why),) = res.cut_loops
    assert (first, last) == (at[0x40], at[0x80]) and why.startswith("per-thread data")


_IF_ELSE = """S2R R0, SR_TID.X
              ISETP.GE.AND P0, PT, R0, 0x10, PT
              @P0 BRA 0x60
              SHF.L.U32 R1, R0, 0x2, RZ
              STS [R1], R0
              BRA 0x80
              SHF.L.U32 R1, R0, 0x3, RZ
              STS [R1], R0
              STS [R1+0x400], R0
              EXIT"""


def test_sass_divergent_if_else_rejoins():
    # t < 16: R1 = 4 t; t >= 16: R1 = 8 t; the store after the join sees each thread's own value
    res, at = _sass(_IF_ELSE)
    assert _events(res, at, 0x40) == [(list(range(16)), [4 * t for t in range(16)])]
    assert _events(res, at, 0x70) == [(list(range(16, 32)), [8 * t for t in range(16, 32)])]
    assert _events(res, at, 0x80) == [(list(range(32)), [(4 * t if t < 16 else 8 * t) + 0x400 for t in range(32)])]


@pytest.mark.parametrize("iterations,runs", [(64, 6), (2, 4), (1, 1)])
def test_sass_nested_loops(iterations, runs):
    # for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) s[t + 128 i + 32 j] = t
    # --iterations N: N iterations of each loop per entry (as for AMDGPU): 2 x 2 runs for N = 2,
    # the first only for N = 1; loops cut short are noted
    res, at = _sass("""S2R R0, SR_TID.X
                       SHF.L.U32 R1, R0, 0x2, RZ
                       MOV R2, RZ
                       MOV R3, RZ
                       LEA R4, R2, R1, 0x9
                       LEA R4, R3, R4, 0x7
                       STS [R4], R0
                       IADD3 R3, R3, 0x1, RZ
                       ISETP.GE.AND P0, PT, R3, 0x3, PT
                       @!P0 BRA 0x40
                       IADD3 R2, R2, 0x1, RZ
                       ISETP.GE.AND P1, PT, R2, 0x2, PT
                       @!P1 BRA 0x30
                       EXIT""", iterations=iterations)
    ev = _events(res, at, 0x60)
    pairs = [(i, j) for i in range(min(2, iterations)) for j in range(min(3, iterations))]
    assert len(ev) == runs == len(pairs)
    for (i, j), (threads, addrs) in zip(pairs, ev):
        assert threads == list(range(32)) and addrs == [4 * t + 512 * i + 128 * j for t in range(32)]
    assert bool(res.cut_loops) == (iterations < 3)


# ----------------------------------------------------------------------------- AMDGPU
_HEAD = "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\t.globl k\n\t.type k,@function\nk:\n"
_TAIL = "\ts_endpgm\n.Lfunc_end0:\n\t.size k, .Lfunc_end0-k\n"


def _amd(body: str, block=(128, 1, 1), iterations=1):
    """LDS records per instruction: [(wave, iteration, active lanes of the wave, their addresses)]."""
    from ldsopt.amd.asm import parse_asm
    from ldsopt.amd.emu import analyze as A, program
    from ldsopt.core.arch import get_arch
    prog = program.from_asm(parse_asm(_HEAD + body + _TAIL)[0])
    m, _ = A._emulate(prog, get_arch("gfx942"), block, {}, [], {}, iterations, 400_000, False)
    out = {}
    for pc, recs in m.records.items():
        out[prog.insts[pc].text.strip()] = [
            (r.wave, r.iteration, (np.flatnonzero(r.active) % 64).tolist(),
             r.addresses[r.active].astype(int).tolist()) for r in recs if r.status == "ok"]
    return out, m


def test_amd_divergent_if_else_rejoins():
    # LLVM's if/else under EXEC: lanes < 16 take v1 = 4 lane, the others v1 = 8 lane
    recs, m = _amd("""\tv_cmp_gt_u32_e32 vcc, 16, v0
\ts_and_saveexec_b64 s[2:3], vcc
\ts_xor_b64 s[2:3], exec, s[2:3]
\ts_cbranch_execz .LBB0_2
\tv_lshlrev_b32_e32 v1, 2, v0
\tds_write_b32 v1, v0
.LBB0_2:
\ts_or_saveexec_b64 s[2:3], s[2:3]
\ts_xor_b64 exec, exec, s[2:3]
\ts_cbranch_execz .LBB0_4
\tv_lshlrev_b32_e32 v1, 3, v0
\tds_write_b32 v1, v0 offset:8
.LBB0_4:
\ts_or_b64 exec, exec, s[2:3]
\tds_write_b32 v1, v0 offset:1024
""")
    assert not m.halted
    # wave 0 runs the then-arm (lanes 0-15); wave 1 (work-items 64-127) skips it (EXEC zero)
    assert recs["ds_write_b32 v1, v0"] == [(0, 1, list(range(16)), [4 * l for l in range(16)])]
    assert recs["ds_write_b32 v1, v0 offset:8"] == [
        (0, 1, list(range(16, 64)), [8 * l + 8 for l in range(16, 64)]),
        (1, 1, list(range(64)), [8 * (64 + l) + 8 for l in range(64)])]
    after = recs["ds_write_b32 v1, v0 offset:1024"]
    assert after == [(0, 1, list(range(64)), [(4 * l if l < 16 else 8 * l) + 1024 for l in range(64)]),
                     (1, 1, list(range(64)), [8 * (64 + l) + 1024 for l in range(64)])]


def test_amd_loop_with_a_per_lane_trip_count():
    # LLVM's loop whose lanes leave one by one: lane l runs the body for j = 0 .. (l & 3)
    body = """\tv_and_b32_e32 v5, 3, v0
\tv_mov_b32_e32 v3, 0
\ts_mov_b64 s[2:3], 0
.LBB0_1:
\tv_lshlrev_b32_e32 v1, 2, v0
\tv_lshl_add_u32 v4, v3, 7, v1
\tds_write_b32 v4, v0
\tv_cmp_ge_u32_e32 vcc, v3, v5
\tv_add_u32_e32 v3, 1, v3
\ts_or_b64 s[2:3], vcc, s[2:3]
\ts_andn2_b64 exec, exec, s[2:3]
\ts_cbranch_execnz .LBB0_1
\ts_or_b64 exec, exec, s[2:3]
\tds_write_b32 v4, v0 offset:4096
"""
    recs, m = _amd(body, block=(64, 1, 1), iterations=4)
    assert not m.halted
    loop = recs["ds_write_b32 v4, v0"]
    assert [(w, it) for w, it, _, _ in loop] == [(0, 1), (0, 2), (0, 3), (0, 4)]
    for j, (_, _, lanes, addrs) in enumerate(loop):
        assert lanes == [l for l in range(64) if l & 3 >= j]
        assert addrs == [4 * l + 128 * j for l in lanes]
    (after,) = recs["ds_write_b32 v4, v0 offset:4096"]
    assert after[2] == list(range(64)) and after[3] == [4 * l + 128 * (l & 3) + 4096 for l in range(64)]


def test_amd_loop_on_an_unknown_bound_follows_the_first_iteration():
    # for (i = 0; i < n; i++) s[lane + 64 i] (n a kernel argument, unknown): one iteration per
    # wave; after the loop i is 1 or what the loop left, a wave-uniform unknown, so the store
    # after it is lane * 4 plus one offset for the whole wave
    recs, m = _amd("""\ts_mov_b32 s4, 0
.LBB0_1:
\ts_lshl_b32 s6, s4, 8
\tv_lshl_add_u32 v1, v0, 2, s6
\tds_write_b32 v1, v0
\ts_add_i32 s4, s4, 1
\ts_cmp_lt_u32 s4, s0
\ts_cbranch_scc1 .LBB0_1
\ts_lshl_b32 s6, s4, 8
\tv_lshl_add_u32 v1, v0, 2, s6
\tds_write_b32 v1, v0 offset:16384
""", block=(64, 1, 1))
    assert recs["ds_write_b32 v1, v0"] == [(0, 1, list(range(64)), [4 * l for l in range(64)])]
    assert m.loops_cut >= 1
    (after,) = [r for r in m.records[max(m.records)]]
    assert after.status == "ok" and after.active.all()
    # the offset is unknown, the lanes' differences are not: 4 bytes apart
    assert np.diff(after.addresses.astype(np.int64)).tolist() == [4] * 63


@pytest.mark.parametrize("iterations,pairs", [
    (4, [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]),
    (2, [(0, 0), (0, 1), (1, 0), (1, 1)])])
def test_amd_nested_loops(iterations, pairs):
    # for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) s[lane + 128 i + 32 j]; the inner count
    # starts again each time the outer loop comes round
    recs, m = _amd("""\ts_mov_b32 s4, 0
.LBB0_1:
\ts_mov_b32 s5, 0
.LBB0_2:
\ts_lshl_b32 s6, s4, 9
\ts_lshl_b32 s7, s5, 7
\ts_add_u32 s6, s6, s7
\tv_lshlrev_b32_e32 v1, 2, v0
\tv_add_u32_e32 v1, s6, v1
\tds_write_b32 v1, v0
\ts_add_u32 s5, s5, 1
\ts_cmp_lt_u32 s5, 3
\ts_cbranch_scc1 .LBB0_2
\ts_add_u32 s4, s4, 1
\ts_cmp_lt_u32 s4, 2
\ts_cbranch_scc1 .LBB0_1
""", block=(64, 1, 1), iterations=iterations)
    assert not m.halted
    got = recs["ds_write_b32 v1, v0"]
    assert [it for _, it, _, _ in got] == list(range(1, len(pairs) + 1))
    for (i, j), (_, _, lanes, addrs) in zip(pairs, got):
        assert lanes == list(range(64)) and addrs == [4 * l + 512 * i + 128 * j for l in range(64)]


def test_an_irreducible_cycle_stops_with_the_reason_in_both_isas():
    # two ways into one cycle (the fall-through into its first block, a branch to its second):
    # no natural loop, and nothing leaves it; the re-run bound stops it at its retreating edge's
    # target after Budget.reruns(0) = 4 * (iterations + 1) runs
    recs, m = _amd("""\ts_cmp_eq_u32 s0, 0
\ts_cbranch_scc1 .LBB0_2
.LBB0_1:
\tv_lshlrev_b32_e32 v1, 2, v0
\tds_write_b32 v1, v0
.LBB0_2:
\ts_branch .LBB0_1
""", block=(64, 1, 1))
    assert "irreducible control flow" in m.halted[0]
    assert len(recs["ds_write_b32 v1, v0"]) == Budget(iterations=1).reruns(0) == 8
    res, at = _sass("""S2R R0, SR_TID.X
                       ISETP.GE.AND P0, PT, R0, 0x10, PT
                       @P0 BRA 0x50
                       SHF.L.U32 R1, R0, 0x2, RZ
                       STS [R1], R0
                       BRA 0x30""")
    # SASS follows 64 iterations: at most 4 * 65 runs of the cycle's entry
    assert not res.complete and any("irreducible control flow" in n for n in res.notes)
    assert res.steps < 2_000


def test_sass_loop_tested_at_its_header_on_a_parameter_follows_one_pass():
    # for (j = 0; j < n; j++) s[t + 32 j] = t, n a kernel parameter: the test at the header leaves
    # forward; with n unknown the body runs once (j = 0) and the loop is noted, as a loop tested at
    # its bottom would be
    res, at = _sass("""S2R R0, SR_TID.X
                       SHF.L.U32 R1, R0, 0x2, RZ
                       MOV R3, RZ
                       ISETP.GE.AND P0, PT, R3, c[0x0][0x210], PT
                       @P0 BRA 0x90
                       LEA R4, R3, R1, 0x7
                       STS [R4], R0
                       IADD3 R3, R3, 0x1, RZ
                       BRA 0x30
                       EXIT""")
    assert _events(res, at, 0x60) == [(list(range(32)), [4 * t for t in range(32)])]
    ((first, last, why),) = res.cut_loops
    assert (first, last) == (at[0x30], at[0x80]) and "c[0x0][0x210]" in why


# ----------------------------------------------------------------------------- reconvergence
# A wait whose retry block the compiler placed after the end of the kernel, branching back to the
# code after the wait (as ptxas does for an mbarrier try-wait): the branch depends on a value
# common to the block that is not known (a kernel parameter), so both ways are followed.  In every
# world the threads run the code after the wait once: the store there executes once per thread,
# each thread at its own address (hand derivation: 4 t, or 4 t + 128 for the second store).
_RETRY_SASS = """S2R R0, SR_TID.X
                 SHF.L.U32 R1, R0, 0x2, RZ
                 ISETP.NE.AND P0, PT, RZ, c[0x0][0x210], PT
                 @!P0 BRA 0x70
                 STS [R1], R0
                 STS [R1+0x80], R0
                 EXIT
                 ISETP.NE.AND P0, PT, RZ, c[0x0][0x214], PT
                 @!P0 BRA 0x70
                 BRA 0x40"""


def test_sass_a_retry_block_after_exit_does_not_run_the_code_after_the_wait_twice():
    res, at = _sass(_RETRY_SASS)
    assert res.complete and [(a, b) for a, b, _ in res.cut_loops] == [(at[0x70], at[0x80])]
    assert _events(res, at, 0x40) == [(list(range(32)), [4 * t for t in range(32)])]
    assert _events(res, at, 0x50) == [(list(range(32)), [4 * t + 128 for t in range(32)])]


def test_sass_a_retry_block_inside_a_loop_runs_the_code_after_the_wait_once_per_iteration():
    # for (i = 0; i < 2; i++) { wait (retry after EXIT); s[t + 32 i] = t }: two executions of the
    # store, one per iteration, every thread
    res, at = _sass("""S2R R0, SR_TID.X
                       SHF.L.U32 R1, R0, 0x2, RZ
                       MOV R3, RZ
                       ISETP.NE.AND P0, PT, RZ, c[0x0][0x210], PT
                       @!P0 BRA 0xb0
                       LEA R4, R3, R1, 0x7
                       STS [R4], R0
                       IADD3 R3, R3, 0x1, RZ
                       ISETP.GE.AND P1, PT, R3, 0x2, PT
                       @!P1 BRA 0x30
                       EXIT
                       ISETP.NE.AND P0, PT, RZ, c[0x0][0x214], PT
                       @!P0 BRA 0xb0
                       BRA 0x50""")
    # only the retry loop (its way round on the unknown c[0x0][0x214]) is followed one pass
    assert res.complete and [(a, b) for a, b, _ in res.cut_loops] == [(at[0xb0], at[0xc0])]
    assert _events(res, at, 0x60) == [(list(range(32)), [4 * t + 128 * i for t in range(32)]) for i in range(2)]


def test_amd_a_retry_block_after_the_end_does_not_run_the_code_after_the_wait_twice():
    # the same shape in AMDGPU code: a scalar branch on an unknown kernel value (s0) to a retry
    # block after s_endpgm that branches back to the code after the wait
    recs, m = _amd("""\ts_cmp_eq_u32 s0, 0
\ts_cbranch_scc1 .LBB0_2
.LBB0_1:
\tv_lshlrev_b32_e32 v1, 2, v0
\tds_write_b32 v1, v0
\tds_write_b32 v1, v0 offset:256
\ts_endpgm
.LBB0_2:
\ts_cmp_eq_u32 s1, 0
\ts_cbranch_scc1 .LBB0_2
\ts_branch .LBB0_1
""", block=(128, 1, 1))
    assert not m.halted
    assert recs["ds_write_b32 v1, v0"] == [(w, 1, list(range(64)), [4 * (64 * w + l) for l in range(64)])
                                           for w in range(2)]
    assert recs["ds_write_b32 v1, v0 offset:256"] == [
        (w, 1, list(range(64)), [4 * (64 * w + l) + 256 for l in range(64)]) for w in range(2)]


def test_the_walk_order_puts_a_block_placed_after_the_end_before_the_code_it_jumps_back_to():
    # 0 -> {1, 3}; 1 -> 2 (the end: 4); 3 -> 1: the block 3 runs before 1
    g = analyze([[1, 3], [2], [4], [1], []])
    assert g.by_rank == [0, 3, 1, 2, 4]
    # where no edge goes back in program order, the walk order is the program order
    assert analyze([[1, 2], [2], [3], []]).by_rank == [0, 1, 2, 3]


def test_amd_an_implicit_def_of_a_launch_register_leaves_the_other_arms_lanes_their_value():
    # LLVM marks v0 (the work-item id, which the kernel never wrote) implicit-def at the end of the
    # then-arm (lanes < 16).  The else-arm's lanes still hold their id: its store is made by the
    # lane whose id is 20 (an EXEC mask computed from v0) at 8 * 20 + 8 bytes; after the join
    # v1 is 4 id (then-arm) or 8 id (else-arm)
    recs, m = _amd("""\tv_cmp_gt_u32_e32 vcc, 16, v0
\ts_and_saveexec_b64 s[2:3], vcc
\ts_xor_b64 s[2:3], exec, s[2:3]
\ts_cbranch_execz .LBB0_2
\tv_lshlrev_b32_e32 v1, 2, v0
\tds_write_b32 v1, v1
                                        ; implicit-def: $vgpr0
.LBB0_2:
\ts_andn2_saveexec_b64 s[2:3], s[2:3]
\ts_cbranch_execz .LBB0_4
\tv_lshlrev_b32_e32 v1, 3, v0
\tv_cmp_eq_u32_e32 vcc, 20, v0
\ts_and_saveexec_b64 s[4:5], vcc
\tds_write_b32 v1, v1 offset:8
\ts_or_b64 exec, exec, s[4:5]
.LBB0_4:
\ts_or_b64 exec, exec, s[2:3]
\tds_write_b32 v1, v1 offset:1024
""", block=(64, 1, 1))
    assert not m.halted
    assert recs["ds_write_b32 v1, v1"] == [(0, 1, list(range(16)), [4 * l for l in range(16)])]
    assert recs["ds_write_b32 v1, v1 offset:8"] == [(0, 1, [20], [8 * 20 + 8])]
    assert recs["ds_write_b32 v1, v1 offset:1024"] == [
        (0, 1, list(range(64)), [(4 * l if l < 16 else 8 * l) + 1024 for l in range(64)])]


_UNKNOWN_BOUND_AMD = """\ts_mov_b32 s4, 0
.LBB0_1:
\ts_lshl_b32 s6, s4, 8
\tv_lshl_add_u32 v1, v0, 2, s6
\tds_write_b32 v1, v0
\ts_add_i32 s4, s4, 1
\ts_cmp_lt_u32 s4, s0
\ts_cbranch_scc1 .LBB0_1
\ts_lshl_b32 s6, s4, 8
\tv_lshl_add_u32 v1, v0, 2, s6
\tds_write_b32 v1, v0 offset:16384
"""


@pytest.mark.parametrize("iterations", [1, 4])
def test_amd_an_unknown_way_round_follows_one_pass_whatever_the_iterations(iterations):
    # the loop's bound s0 is unknown: as in SASS, one pass of the body (i = 0), no fork, whatever
    # --iterations says; after the loop s4 is joined with its entry value (a wave-uniform
    # unknown), so the store after it is 4 lane plus one unknown offset per wave
    recs, m = _amd(_UNKNOWN_BOUND_AMD, block=(64, 1, 1), iterations=iterations)
    assert m.forks == 0 and m.loops_cut == 1
    assert recs["ds_write_b32 v1, v0"] == [(0, 1, list(range(64)), [4 * l for l in range(64)])]
    (after,) = m.records[max(m.records)]
    assert after.status == "ok" and after.active.all()
    assert np.diff(after.addresses.astype(np.int64)).tolist() == [4] * 63


def test_sass_and_amd_iterations_mean_the_same():
    # for (i = 0; i < 3; i++) s[lane + 32 i] with --iterations 2: two iterations followed in
    # both ISAs (i = 0, 1), the loop noted as cut
    res, at = _sass("""S2R R0, SR_TID.X
                       SHF.L.U32 R1, R0, 0x2, RZ
                       MOV R3, RZ
                       LEA R4, R3, R1, 0x7
                       STS [R4], R0
                       IADD3 R3, R3, 0x1, RZ
                       ISETP.GE.AND P0, PT, R3, 0x3, PT
                       @!P0 BRA 0x30
                       EXIT""", iterations=2)
    assert _events(res, at, 0x40) == [(list(range(32)), [4 * t + 128 * i for t in range(32)]) for i in range(2)]
    assert len(res.cut_loops) == 1
    recs, m = _amd("""\ts_mov_b32 s4, 0
.LBB0_1:
\ts_lshl_b32 s6, s4, 7
\tv_lshl_add_u32 v1, v0, 2, s6
\tds_write_b32 v1, v0
\ts_add_i32 s4, s4, 1
\ts_cmp_lt_u32 s4, 3
\ts_cbranch_scc1 .LBB0_1
""", block=(64, 1, 1), iterations=2)
    assert recs["ds_write_b32 v1, v0"] == [(0, i + 1, list(range(64)), [4 * l + 128 * i for l in range(64)])
                                           for i in range(2)]
    assert m.loops_cut == 1


def test_sass_a_counter_after_a_loop_on_an_unknown_bound_is_not_taken_from_the_one_pass():
    # for (j = 0; j < n; j++) s[t + 32 j] = t; s[t + 32 j + 1024] = t, n a kernel parameter: the
    # body is followed once (j = 0), but after the loop j is any count the loop reached, not 1:
    # joined with its entry value it is a warp-uniform unknown J, and the store after the loop is
    # 4 t + 128 J + 4096: each thread 4 bytes from the previous one, plus one unknown offset
    res, at = _sass("""S2R R0, SR_TID.X
                       SHF.L.U32 R1, R0, 0x2, RZ
                       MOV R3, RZ
                       ISETP.GE.AND P0, PT, R3, c[0x0][0x210], PT
                       @P0 BRA 0x90
                       LEA R4, R3, R1, 0x7
                       STS [R4], R0
                       IADD3 R3, R3, 0x1, RZ
                       BRA 0x30
                       LEA R4, R3, R1, 0x7
                       STS [R4+0x1000], R0
                       EXIT""")
    assert _events(res, at, 0x60) == [(list(range(32)), [4 * t for t in range(32)])]
    (ev,) = res.events[at[0xa0]]
    assert ev.active.all() and ev.addr.sym and ev.addr.u is None
    assert np.diff(ev.addr.c.astype(np.int64)).tolist() == [4] * 31
    (coeff,) = ev.addr.sym.values()
    assert (coeff == 128).all()


# a = 4 t + 128 i at the header of a loop over i (R3), i++, and P0 on an unknown parameter
_LOOP_HEAD = """S2R R0, SR_TID.X
                SHF.L.U32 R1, R0, 0x2, RZ
                MOV R3, RZ
                LEA R4, R3, R1, 0x7
                IADD3 R3, R3, 0x1, RZ
                ISETP.NE.AND P0, PT, RZ, c[0x0][0x210], PT
"""


def test_an_unknown_continue_is_not_taken_in_both_isas():
    # for (i = 0; i < 2; ) { a = 4 t + 128 i; i++; if (n) continue; s[a] = t; }, n unknown: the
    # way back from the middle of the body is not taken (one pass of the body each iteration, the
    # first-iteration policy), so the store runs in both iterations, i = 0 and 1, once each
    res, at = _sass(_LOOP_HEAD + """@P0 BRA 0x30
                       STS [R4], R0
                       ISETP.GE.AND P1, PT, R3, 0x2, PT
                       @!P1 BRA 0x30
                       EXIT""")
    assert res.complete
    assert _events(res, at, 0x70) == [(list(range(32)), [4 * t + 128 * i for t in range(32)]) for i in range(2)]
    recs, m = _amd("""\ts_mov_b32 s4, 0
.LBB0_1:
\ts_lshl_b32 s6, s4, 7
\ts_add_i32 s4, s4, 1
\ts_cmp_eq_u32 s0, 0
\ts_cbranch_scc1 .LBB0_1
\tv_lshl_add_u32 v1, v0, 2, s6
\tds_write_b32 v1, v0
\ts_cmp_lt_u32 s4, 2
\ts_cbranch_scc1 .LBB0_1
""", block=(64, 1, 1), iterations=4)
    assert not m.halted and m.forks == 0
    assert recs["ds_write_b32 v1, v0"] == [(0, i + 1, list(range(64)), [4 * l + 128 * i for l in range(64)])
                                           for i in range(2)]


@pytest.mark.parametrize("test_first", [True, False])
def test_amd_a_loop_tested_at_its_header_or_middle_on_an_unknown_bound_follows_one_pass(test_first):
    # while (i < n) { s[lane + 64 i] = lane; i++ } with the test before the store (at the header)
    # or after it (in the middle), n unknown: one pass, no fork, the store once at 4 lane; after
    # the loop i is a wave-uniform unknown, so the last store is 4 lane + one offset per wave
    test = "\ts_cmp_ge_u32 s4, s0\n\ts_cbranch_scc1 .LBB0_2\n"
    store = "\ts_lshl_b32 s6, s4, 8\n\tv_lshl_add_u32 v1, v0, 2, s6\n\tds_write_b32 v1, v0\n"
    body = (test + store) if test_first else (store + test)
    recs, m = _amd("\ts_mov_b32 s4, 0\n.LBB0_1:\n" + body + "\ts_add_i32 s4, s4, 1\n\ts_branch .LBB0_1\n"
                   ".LBB0_2:\n\ts_lshl_b32 s6, s4, 8\n\tv_lshl_add_u32 v1, v0, 2, s6\n"
                   "\tds_write_b32 v1, v0 offset:16384\n", block=(64, 1, 1), iterations=4)
    assert not m.halted and m.forks == 0 and m.loops_cut == 1
    assert recs["ds_write_b32 v1, v0"] == [(0, 1, list(range(64)), [4 * l for l in range(64)])]
    (after,) = m.records[max(m.records)]
    assert after.status == "ok" and after.active.all()
    assert np.diff(after.addresses.astype(np.int64)).tolist() == [4] * 63


def test_sass_two_latches_after_an_unknown_branch_meet_at_the_header_each_iteration():
    # for (i = 0; i < 2; ) { a = 4 t + 128 i; i++; if (n) { s[a + 1024] = t; if (i < 2) continue; exit }
    # s[a] = t; if (i < 2) continue; exit }, n unknown: each arm has its own way back.  Both ways
    # are followed; the context that goes round first waits at the header for the other, so each
    # iteration runs both arms once with exact addresses: 4 t and 4 t + 128 in one arm, 4 t + 4096
    # and 4 t + 4224 in the other
    res, at = _sass(_LOOP_HEAD + """@P0 BRA 0xb0
                       STS [R4], R0
                       ISETP.GE.AND P1, PT, R3, 0x2, PT
                       @!P1 BRA 0x30
                       EXIT
                       STS [R4+0x1000], R0
                       ISETP.GE.AND P1, PT, R3, 0x2, PT
                       @!P1 BRA 0x30
                       EXIT""")
    assert res.complete and not res.cut_loops
    assert _events(res, at, 0x70) == [(list(range(32)), [4 * t + 128 * i for t in range(32)]) for i in range(2)]
    assert _events(res, at, 0xb0) == [(list(range(32)), [4 * t + 128 * i + 4096 for t in range(32)])
                                      for i in range(2)]
