"""The SASS reader and the per-lane emulator on hand-written listings.  Every expected address,
mask and wavefront count below is derived by hand from the instructions' definitions (PTX ISA /
the opcode descriptions in ldsopt.nvidia.ops) and the bank rules, not read off the code's output."""

import numpy as np
import pytest

from ldsopt.errors import UsageError
from ldsopt.nvidia.analyze import analyze_function
from ldsopt.nvidia.emulate import Emulator
from ldsopt.nvidia.listing import parse_instruction, parse_listing
from ldsopt.nvidia.machine import Launch, parse_block
from ldsopt.nvidia.report import analyze_functions, parse_arg_options, signature_params


def listing(body: str, name="k") -> str:
    lines = [f"\t\tFunction : {name}", "\t.headerflags\t@\"EF_CUDA_SM90\""]
    pc = 0
    for ln in body.strip().splitlines():
        lines.append(f"        /*{pc:04x}*/                   {ln.strip()} ;    /* 0x000000 */")
        lines.append("                                                   /* 0x000fe2 */")
        pc += 16
    return "\n".join(lines)


def run(body, block=(32, 1, 1), args=None):
    f = parse_listing(listing(body))[0]
    return analyze_function(f, Launch(block, args=args or {}), "test")


def by_pc(rep):
    return {s.pc: s for s in rep.shared}


# ----------------------------------------------------------------------------- parser
def test_parse_instruction_forms():
    i = parse_instruction("@!P1 LDS.128 R12, [R8.X4+UR4+-0x10]")
    assert i.guard == ("P1", True) and i.opcode == "LDS" and i.mods == ("128",)
    m = i.operands[1]
    assert (m.kind, m.base, m.ubase, m.offset, m.scale) == ("mem", "R8", "UR4", -0x10, 4)
    i = parse_instruction("LOP3.LUT P0, RZ, R2.reuse, 0x3, RZ, 0xc0, !PT")
    assert [o.kind for o in i.operands] == ["pred", "reg", "reg", "imm", "reg", "imm", "pred"]
    assert i.operands[-1].neg
    i = parse_instruction("LDGSTS.E.128 [R143+0x800], desc[UR6][R14.64]")
    assert i.operands[1].desc == "UR6" and i.operands[1].wide
    i = parse_instruction("ISETP.GE.U32.AND P0, PT, R3, c[0x0][0x224], PT")
    assert i.operands[3].kind == "const" and i.operands[3].offset == 0x224
    with pytest.raises(ValueError):
        parse_instruction("this is not sass")


def test_parse_listing_both_flavours_and_lineinfo():
    cuobj = listing("S2R R0, SR_TID.X\nSTS [R0], R0\nEXIT\nBRA 0x30")
    f = parse_listing(cuobj)[0]
    assert f.name == "k" and [i.pc for i in f.instructions] == [0, 16, 32, 48]
    assert f.instructions[3].target == 0x30
    nvd = """
	.section	.text.kern,"ax",@progbits
kern:
.text.kern:
	//## File "/a/b/t.cu", line 7
        /*0000*/                   S2R R0, SR_TID.X ;
.L_x_0:
	//## File "/a/b/t.cu", line 9
        /*0010*/                   STS [R0], R0 ;
        /*0020*/                   BRA `(.L_x_0) ;
	.section	.nv.info.kern,"",@"SHT_CUDA_INFO"
        /*0000*/ 	.byte	0x04, 0x10
"""
    f = parse_listing(nvd)[0]
    assert f.name == "kern" and len(f.instructions) == 3
    assert f.instructions[1].source == ("/a/b/t.cu", 9)
    assert f.instructions[2].target == 0x10


# ----------------------------------------------------------------------------- emulation
def test_transpose_column_read_is_32_way():
    # tid * 132 (a padded float row) and tid * 128 (a plain one), read as 4-byte words
    rep = run("""S2R R0, SR_TID.X
                 IMAD R1, R0, 0x84, RZ
                 LDS R2, [R1]
                 SHF.L.U32 R3, R0, 0x7, RZ
                 LDS R4, [R3+0x400]
                 EXIT""")
    s = by_pc(rep)
    assert (s[0x20].wavefronts, s[0x20].ideal) == (1, 1)          # 132 B rows: 32 banks
    assert (s[0x40].wavefronts, s[0x40].ideal) == (32, 1)         # 128 B rows: one bank
    assert s[0x40].conflicts == 31 and s[0x40].resolved


def test_guard_masks_and_mean_over_warps():
    # threads 0..15 of a 64-thread block store words 8 B apart (2-way); warp 1 has no active thread
    rep = run("""S2R R0, SR_TID.X
                 ISETP.GE.U32.AND P0, PT, R0, 0x10, PT
                 SHF.L.U32 R1, R0, 0x3, RZ
                 @!P0 STS [R1], R0
                 EXIT""", block=(64, 1, 1))
    s = rep.shared[0]
    # warp 0: 16 lanes, 8 B apart -> words 0,2,..,30: 16 distinct banks, 1 wavefront; warp 1: 0
    assert s.executions == 2 and s.wavefronts == 0.5 and s.ideal == 0.5


def test_divergent_branch_reconverges():
    # lanes < 16 take the branch and store at tid*4; the others store at tid*8 (2-way); then all
    rep = run("""S2R R0, SR_TID.X
                 ISETP.LT.U32.AND P0, PT, R0, 0x10, PT
                 @P0 BRA 0x60
                 SHF.L.U32 R1, R0, 0x3, RZ
                 STS [R1], R0
                 BRA 0x80
                 SHF.L.U32 R1, R0, 0x2, RZ
                 STS [R1], R0
                 STS [R1+0x200], R0
                 EXIT""")
    s = by_pc(rep)
    # lanes 16..31 at tid*8: words 32..62 step 2 -> banks 0,2,..,30, one each -> 1 wavefront
    assert s[0x40].wavefronts == 1
    assert s[0x70].wavefronts == 1
    # after the join R1 = tid*4 (lanes < 16) or tid*8 (others): words 0..15 and 32..62 step 2:
    # banks 0..15 hold words w and (for even banks) w+32 -> 2 distinct words in banks 0,2,..,14
    assert s[0x80].wavefronts == 2 and s[0x80].executions == 1


def test_loop_with_known_trip_count_is_followed():
    # for (s = 16; s > 0; s >>= 1) if (tid < s) STS [tid*4]: 5 iterations, one warp
    rep = run("""S2R R0, SR_TID.X
                 MOV R1, 0x10
                 SHF.L.U32 R2, R0, 0x2, RZ
                 ISETP.GE.U32.AND P0, PT, R0, R1, PT
                 @!P0 STS [R2], R0
                 SHF.R.U32.HI R1, RZ, 0x1, R1
                 ISETP.NE.AND P1, PT, R1, RZ, PT
                 @P1 BRA 0x30
                 EXIT""")
    s = rep.shared[0]
    assert s.executions == 5 and s.loop is None
    assert s.wavefronts == 1 and s.ideal == 1     # every iteration has an active lane


def test_parameter_dependent_loop_runs_once_and_says_so():
    rep = run("""S2R R0, SR_TID.X
                 LDC R5, c[0x0][0x210]
                 MOV R1, RZ
                 SHF.L.U32 R2, R0, 0x2, RZ
                 STS [R2], R0
                 IADD3 R1, R1, 0x1, RZ
                 ISETP.LT.AND P0, PT, R1, R5, PT
                 @P0 BRA 0x40
                 EXIT""")
    s = rep.shared[0]
    assert s.executions == 1 and s.loop and "c[0x0][0x210]" in s.loop and s.resolved


def test_uniform_unknown_addend_is_bank_neutral_and_scaling_needs_arg():
    body = """S2R R0, SR_TID.X
              S2UR UR5, SR_CgaCtaId
              UMOV UR4, 0x400
              ULEA UR4, UR5, UR4, 0x18
              LDC R6, c[0x0][0x214]
              LEA R1, R0, UR4, 0x2
              IMAD R3, R6, 0x4, R1
              LDS R2, [R3]
              LDC R7, c[0x0][0x210]
              IMAD R4, R0, R7, RZ
              LEA R4, R4, UR4, 0x2
              LDS R8, [R4]
              EXIT"""
    s = by_pc(run(body))
    assert s[0x70].resolved and s[0x70].wavefronts == 1          # + param * 4: same banks
    assert not s[0xb0].resolved and "--arg" in s[0xb0].why       # tid * param * 4
    s = by_pc(run(body, args={0x210: 2}))
    assert s[0xb0].resolved and s[0xb0].wavefronts == 2          # stride 8 B -> 2-way


def test_xor_swizzle_through_lop3():
    # addr = ((tid ^ (tid >> 3)) & 7) * 16 + (tid >> 3) * 128, 16-byte loads: conflict-free
    rep = run("""S2R R0, SR_TID.X
                 SHF.R.U32.HI R1, RZ, 0x3, R0
                 LOP3.LUT R2, R0, R1, RZ, 0x3c, !PT
                 LOP3.LUT R2, R2, 0x7, RZ, 0xc0, !PT
                 SHF.L.U32 R3, R1, 0x7, RZ
                 LEA R4, R2, R3, 0x4
                 LDS.128 R8, [R4]
                 EXIT""")
    s = rep.shared[0]
    assert s.wavefronts == 4 and s.ideal == 4 and s.conflicts == 0


def test_data_dependent_address_is_unresolved():
    rep = run("""S2R R0, SR_TID.X
                 LDG.E R1, desc[UR4][R2.64]
                 STS [R1], R0
                 EXIT""")
    s = rep.shared[0]
    assert not s.resolved and "LDG" in s.why


def test_unknown_opcode_feeding_an_address_is_unresolved():
    rep = run("""S2R R0, SR_TID.X
                 FROBNICATE R1, R0
                 STS [R1], R0
                 EXIT""")
    assert not rep.shared[0].resolved and "FROBNICATE" in rep.shared[0].why


def test_ldmatrix_rows_and_atomics():
    # ldmatrix.x4, row addresses tid*128: every 8x8 matrix has 8 rows in one bank group -> 8 each
    rep = run("""S2R R0, SR_TID.X
                 SHF.L.U32 R1, R0, 0x7, RZ
                 LDSM.16.M88.4 R4, [R1]
                 LOP3.LUT R2, R0, 0x7, RZ, 0xc0, !PT
                 SHF.L.U32 R2, R2, 0x7, RZ
                 ATOMS.ADD RZ, [R2], R0
                 ATOMS.POPC.INC.32 RZ, [R2+URZ]
                 EXIT""")
    s = by_pc(rep)
    assert (s[0x20].wavefronts, s[0x20].ideal) == (32, 4)
    # 8 addresses 128 B apart (one bank), 4 threads each: atomics serialise threads -> 32;
    # POPC.INC merges threads on one address -> 8 distinct words in one bank -> 8
    assert s[0x50].wavefronts == 32 and s[0x60].wavefronts == 8


def test_predicated_off_warp_counts_zero():
    rep = run("""S2R R0, SR_TID.X
                 @!PT LDS RZ, [RZ]
                 EXIT""")
    s = rep.shared[0]
    assert s.resolved and s.executions == 1 and s.wavefronts == 0 and s.ideal == 0


def test_block_and_arg_options():
    assert parse_block("32x8") == (32, 8, 1) and parse_block("128") == (128, 1, 1)
    for bad in ("0x4", "2048", "axb"):
        with pytest.raises(UsageError):
            parse_block(bad)
    assert parse_arg_options(["k:2=16", "0x220=0x10"]) == [("k", 2, 16), (None, ("offset", 0x220), 16)]
    with pytest.raises(UsageError):
        parse_arg_options(["n"])
    assert signature_params("f(float *, const float *, int, int)") == [(0, 8), (8, 8), (16, 4), (20, 4)]
    assert signature_params("g(MyStruct)") is None


def test_no_block_and_no_kernel_are_one_line_errors():
    f = parse_listing(listing("S2R R0, SR_TID.X\nSTS [R0], R0\nEXIT"))
    with pytest.raises(UsageError, match="--block"):
        analyze_functions(f, kernel="k")
    with pytest.raises(UsageError, match="no kernel matching"):
        analyze_functions(f, kernel="nope")


def test_emulator_values_are_exact_for_every_thread():
    f = parse_listing(listing("""S2R R0, SR_TID.X
                                 S2R R1, SR_TID.Y
                                 IMAD R2, R1, 0x21, R0
                                 EXIT"""))[0]
    em = Emulator(f, Launch((32, 8, 1)))
    p = em.run()
    assert p.complete
    # no register state is returned; run once more step by step to read R2
    from ldsopt.nvidia import emulate
    path = emulate.Path(0, np.ones(256, bool), {}, {})
    for _ in range(3):
        em._step(path)
    tx, ty = np.arange(256) % 32, np.arange(256) // 32
    assert np.array_equal(path.regs["R2"].c, ty * 33 + tx)


def test_a_warp_wider_than_shared_memory_marks_only_its_instruction():
    # tid * 0x2000 spans 31 * 8 KiB = 248 KiB, more than the H100/H200's 228 KiB; the other LDS of
    # the same kernel (same rule, costed in the same batch) keeps its figures
    rep = run("""S2R R0, SR_TID.X
                 SHF.L.U32 R1, R0, 0xd, RZ
                 LDS R2, [R1]
                 SHF.L.U32 R3, R0, 0x2, RZ
                 LDS R4, [R3]
                 EXIT""")
    s = by_pc(rep)
    assert not s[0x20].resolved and "more than the" in s[0x20].why and s[0x20].wavefronts is None
    assert (s[0x40].wavefronts, s[0x40].ideal, s[0x40].resolved) == (1, 1, True)


def test_kernel_wide_costing_equals_the_plain_model_row_by_row():
    """cost_rows dedupes rows and memoizes them across calls; every row must cost what the plain
    reference bank model gives for that warp alone."""
    from ldsopt.core.cost import clear_memo
    from ldsopt.core.simulate import simulate_reference
    from ldsopt.nvidia.shared import cost_rows
    rng = np.random.default_rng(7)
    for rule, width in (("ld.shared.u32", 4), ("ld.shared.v2.u32", 8), ("st.shared.v4.u32", 16)):
        base = rng.integers(0, 64, (40, 32)) * width
        base[0:39:3] = base[1::3]                    # repeated rows: the dedupe path
        base[5] += 4096                              # the same pattern at another offset
        act = rng.random((40, 32)) < 0.8
        act[7] = False                               # a warp with no active thread costs 0
        clear_memo()
        for _ in range(2):                           # cold, then from the cache
            cyc, idl, wide = cost_rows("sm_90", rule, base, act)
            assert not wide.any()
            for r in range(40):
                if not act[r].any():
                    assert (cyc[r], idl[r]) == (0, 0)
                    continue
                ref = simulate_reference("sm_90", rule, base[r].tolist(), act[r].tolist(),
                                         detail=False)
                assert (cyc[r], idl[r]) == (ref.cycles, ref.ideal), (rule, r)


def test_per_thread_shift_amounts_are_followed():
    # R1 = tid & 1 (0 or 1); R2 = tid << 2 << R1 by a funnel shift with a per-thread amount:
    # even threads at 4 * tid, odd threads at 8 * tid.  Threads 0..31: words tid (even) and
    # 2 * tid (odd): even words 0, 2, ..., 30 from even threads and 2, 6, 10, ..., 62 from odd ones.
    # Banks (word mod 32): even threads use banks 0, 2, ..., 30 (words 0..30), odd threads words
    # 2, 6, ..., 62 -> banks 2, 6, ..., 30 (words 2..30) and 34..62 -> banks 2..30 again.  Bank 2 is
    # asked for words 2 (thread 2 and thread 1) and 34 (thread 17): 2 distinct words -> 2 wavefronts
    rep = run("""S2R R0, SR_TID.X
                 LOP3.LUT R1, R0, 0x1, RZ, 0xc0, !PT
                 SHF.L.U32 R3, R0, 0x2, RZ
                 SHF.L.U32 R2, R3, R1, RZ
                 STS [R2], R0
                 EXIT""")
    s = rep.shared[0]
    assert s.resolved and (s.wavefronts, s.ideal) == (2, 1)


def test_a_parameter_times_the_warp_index_is_bank_neutral_per_warp():
    # R1 = warp index (tid >> 5) times parameter 0: one unknown number per warp, the same in all
    # its threads; times 4 it shifts each warp's words alike: tid * 4 stays conflict-free
    rep = run("""S2R R0, SR_TID.X
                 SHF.R.U32.HI R1, RZ, 0x5, R0
                 IMAD R1, R1, c[0x0][0x210], RZ
                 SHF.L.U32 R1, R1, 0x2, RZ
                 LEA R2, R0, R1, 0x2
                 STS [R2], R0
                 EXIT""", block=(64, 1, 1))
    s = rep.shared[0]
    assert s.resolved and (s.wavefronts, s.ideal) == (1, 1)
