"""Ops Triton lowers through its scratch shared memory, the checks Triton's verifier makes, legal
proposals and memory on long modules.

Expected scratch layouts are read off the compiled kernels' addresses (the ISA emulator on
``tests/data/triton/scratch/*.s``, worked by hand in the comments) or derived by hand from the
rules in :mod:`ldsopt.triton.swizzle`; GF(2) helpers are checked on hand examples.
"""

from __future__ import annotations

import pathlib
import resource
import subprocess
import sys

import pytest

import ldsopt
from ldsopt.errors import UsageError
from ldsopt.triton.module import parse_module
from ldsopt.triton.swizzle import complement, intersection, nullspace, nvidia_choice, optimal_swizzling, rref

ROOT = pathlib.Path(__file__).parents[1]
DATA = ROOT / "tests" / "data" / "triton"
HEAD = ('#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], '
        'order = [1, 0]}>\n'
        '#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>\n'
        '#smem = #ttg.shared_memory\n'
        'module attributes {"ttg.num-warps" = 4 : i32, "ttg.target" = "hip:gfx942", '
        '"ttg.threads-per-warp" = 64 : i32} {\n')
STORE = ("  %a = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> "
         "!ttg.memdesc<64x64xf16, #shared, #smem>\n")


def ldsopt_cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "ldsopt", *args], capture_output=True, text=True,
                          input=stdin)


# ----------------------------------------------------------------------------- GF(2)
def test_gf2_helpers_on_hand_examples():
    # rows 0b011, 0b110: pivots at bits 0 and 1 after reduction (0b011 ^ 0b110 = 0b101)
    assert rref([0b011, 0b110]) == {0: 0b101, 1: 0b110}
    # x . 011 = x . 110 = 0 (even overlaps): only 111
    assert nullspace([0b011, 0b110], 3) == [0b111]
    assert complement([0b011, 0b110], 3) == [0b100]
    assert intersection([1, 4, 8], [8, 2, 1], 4) == [1, 8]                # b1's order kept
    assert intersection([3, 4], [1, 2], 3) == [3]       # {0, 3, 4, 7} & {0, 1, 2, 3}
    assert intersection([3, 4], [1, 6], 3) == [7]       # {0, 3, 4, 7} & {0, 1, 6, 7}


# ----------------------------------------------------------------------------- scratch layouts
def test_column_reduction_scratch_gfx942():
    # colmax (256x64 f32, 8 warps): the reduced layout holds dim1 in lanes (flat 8..256) and the
    # 8 row groups in warps (flat 1, 2, 4); the inter layout swaps those warp bases into lanes 0-2.
    # The compiled kernel stores lane j at element 1 << j and warp bases 1, 2, 4 at 65, 130, 260:
    # vector none, bank = the first 32 lanes' bases, segment = lane 5 (its own phase) and the
    # lane pairs 8^1, 16^2, 32^4
    sc = optimal_swizzling([], [8, 16, 32, 64, 128, 256], [1, 2, 4], [], [1, 2, 4, 64, 128, 256],
                           [8, 16, 32], 32, 9)
    assert sc.vector == () and sc.bank == (8, 16, 32, 64, 128)
    assert sc.segment == (256, 9, 18, 36) and sc.reps == ()


def test_transpose_scratch_gfx942_and_gfx950():
    # transpose 64x64 f16: source lanes = rows (flat 1..32), registers = columns 4..32 (flat
    # 256..2048), warps = columns 1, 2 (flat 64, 128); destination the other way round.  The
    # compiled gfx942 kernel writes lane j of warp 0 at 260, 520, 1040, 2080, 2, 64 and warp 1 at
    # element 1, and reads lane j at 1, 4, 8, 16, 32, 128: the word's two halves are the
    # source's warp bit (flat 64), the bank the next 5 bits, the segment two lone lanes and the
    # lane pairs 1^128 ... 8^1024.
    args = ([256, 512, 1024, 2048], [1, 2, 4, 8, 16, 32], [64, 128], [4, 8, 16, 32],
            [64, 128, 256, 512, 1024, 2048], [1, 2], 16, 12)
    sc = optimal_swizzling(*args)
    assert sc.vector == (64,) and set(sc.bank) == {16, 128, 256, 512, 1024}
    assert sc.segment == (32, 2048, 129, 258, 516, 1032)
    # gfx950 (64 banks, one 64-lane tile): its kernel writes lane j at 132, 264, 528, 1056,
    # 2112, 2 -> segment = the pairs 1^128 ... 16^2048
    wide = optimal_swizzling(*args, banks=64, tile_lanes=6)
    assert wide.vector == (64,) and wide.bank == (32, 128, 256, 512, 1024, 2048)
    assert wide.segment == (129, 258, 516, 1032, 2064)


def test_rounds_when_both_sides_hold_a_segment_bit_in_registers():
    # 2-D softmax reduction (16x4 f32): registers 1, 2, 4, 8 on both sides, warps 16, 32 become
    # lanes; 128-bit vectors (1, 2), one segment bit left over, a register on both sides: two
    # rounds of stores and loads (the compiled kernel: 2 + 2 ds_write_b128 per reduction, with a
    # barrier between)
    sc = optimal_swizzling([1, 2, 4, 8], [0] * 6, [16, 32], [1, 2, 4, 8], [16, 32, 0, 0, 0, 0],
                           [0, 0], 32, 6)
    assert sc.vector == (1, 2) and len(sc.reps) == 1 and sc.elements == 32


def test_nvidia_prefers_ldmatrix_tiles_when_they_fit():
    # the sm_90 transpose: 16-bit, registers of both sides can be read as 8x8 matrices
    # transposed; Triton's own kernel uses st.shared.v4 + ldmatrix.x4.trans
    # (the SASS emulator on its .sass: 16 st.shared.v4 and 16 ldmatrix.x4.trans, 64 + 64 cycles)
    ttgir = (DATA / "scratch" / "transpose_sm_90.ttgir").read_text()
    r = ldsopt.analyze_ttgir(ttgir, suggest=False)
    rows = [(o.instruction, o.instructions, o.cycles) for o in r.ops if o.op == "convert_layout"]
    assert rows == [("st.shared.v4.u32", 16, 64), ("ldmatrix.x4.trans", 16, 64)]
    # f32, registers 1, 2 -> 32, 64: no shared 128-bit vector (no ld/st pair); the destination's
    # lanes 0-1 (16, 4) are neither source registers (no ldmatrix) nor the source's lanes 0-1
    # (4, 8; no stmatrix + ldmatrix), and the source's lanes 0-1 are no destination registers
    # (no stmatrix): Triton falls back to the plain ld/st scratch
    regs_lanes = ([1, 2], [4, 8, 16, 32, 64], [128, 256], [32, 64])
    _, tiles = nvidia_choice(*regs_lanes, [16, 4, 8, 1, 2], [128, 256], 32, 9, 90)
    assert tiles == ("ld/st.shared", "ld/st.shared")
    # lanes 0-1 the same elements on both sides: 8x8 matrices of words move whole, stmatrix on
    # sm_90 and ldmatrix
    _, tiles = nvidia_choice(*regs_lanes, [4, 8, 1, 2, 16], [128, 256], 32, 9, 90)
    assert tiles == ("ldmatrix/stmatrix", "ldmatrix/stmatrix")
    # sm_80 has no stmatrix: the destination's lanes 0-1 are source lanes, no ldmatrix either
    _, tiles = nvidia_choice(*regs_lanes, [4, 8, 1, 2, 16], [128, 256], 32, 9, 80)
    assert tiles == ("ld/st.shared", "ld/st.shared")


# ----------------------------------------------------------------------------- ops and totals
def test_module_without_shared_traffic_totals_zero():
    r = ldsopt_cli("ttgir", str(DATA / "scratch" / "elementwise_gfx942.ttgir"))
    assert r.returncode == 0, r.stderr
    assert "total: 0 cycles" in r.stdout and "no op of the module" in r.stdout


def test_op_not_costed_is_exit_1_not_a_zero_total():
    # NVIDIA histogram: the atomics' lane addresses are the data; listed with their count and
    # the reason, left out of the total, exit 1
    r = ldsopt_cli("ttgir", str(DATA / "scratch" / "histogram_sm_90.ttgir"), "--no-suggest")
    assert r.returncode == 1
    assert r.stderr.count("\n") == 1 and "could not be costed" in r.stderr
    assert "leaves them out" in r.stderr and "without the 1 ops not costed" in r.stdout
    assert "atom.shared.add.u32  32" in r.stdout and "data-dependent" in r.stdout


def test_reduce_result_never_read_drops_its_last_loads():
    text = (DATA / "scratch" / "argmax_rows_gfx942.ttgir").read_text()
    m = parse_module(text)
    (red,) = [o for o in m.ops if o.name == "reduce"]
    assert red.attrs["unused"] == (0,)          # only the index (%1#1) is stored
    r = ldsopt.analyze_ttgir(text, suggest=False)
    rows = [(o.instruction, o.instructions) for o in r.ops if o.op == "reduce"]
    # two conversions (into the inter layout, then to the result layout) per operand; the value's
    # last conversion keeps its 4 stores (one per warp) and loses its loads
    assert sum(n for i, n in rows if i == "ds_write_b32") == 16
    assert sum(n for i, n in rows if i == "ds_read_b32") == 12


# ----------------------------------------------------------------------------- verifier
@pytest.mark.parametrize("text, msg", [
    (HEAD.replace('"ttg.num-warps" = 4 : i32, ', "") + STORE + "}", "num-warps"),
    (HEAD.replace('"ttg.num-warps" = 4', '"ttg.num-warps" = 0') + STORE + "}", "num-warps"),
    (HEAD.replace('"ttg.num-warps" = 4', '"ttg.num-warps" = 8') + STORE + "}", "has 4 warps"),
    (HEAD + STORE.replace("64x64xf16, #shared", "64x64xf32, #shared") + "}", "f16 elements"),
    (HEAD.replace("#smem =", "#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = "
                  "[8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>\n#smem =") + STORE + "}",
     "defined twice"),
    (HEAD.replace("#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>",
                  "#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>") + STORE + "}",
     "not the memdesc's tile"),
    (HEAD.replace("#smem =", "#mma = #ttg.amd_mfma<{version = 99, warpsPerCTA = [2, 2], instrShape "
                  "= [32, 32, 8], isTransposed = true}>\n#smem =") + STORE + "}", "version 99"),
    ("just words", "no TTGIR module"),
])
def test_modules_triton_rejects_are_refused(text, msg):
    with pytest.raises(UsageError, match=msg) as e:
        parse_module(text)
    assert "\n" not in str(e.value)


def test_verifier_accepts_the_compiled_kernels():
    for f in sorted((DATA / "scratch").glob("*.ttgir")) + sorted((DATA / "kernels").glob("*.ttgir")):
        parse_module(f.read_text())


# ----------------------------------------------------------------------------- legal proposals
def test_no_swizzled_proposal_for_a_wgmma_operand():
    text = (DATA / "kernels" / "matmul_sm_90.ttgir").read_text()
    from ldsopt.triton.analysis import analyse, suggestions
    mod, tgt, costs = analyse(text)
    assert suggestions(mod, tgt, costs) == {}
    assert any("nvmma_shared" in w and "wgmma" in w for w in mod.warnings)


def test_proposal_still_made_where_every_user_takes_any_layout():
    r = ldsopt.analyze_ttgir(HEAD + STORE + "}")
    assert r.suggestions and r.suggestions[0].cycles < r.suggestions[0].current_cycles


# ----------------------------------------------------------------------------- memory
def test_twenty_thousand_ops_stay_small():
    body = "".join(f"  %a{i} = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> "
                   f"!ttg.memdesc<64x64xf16, #shared, #smem>\n"
                   f"  %c{i} = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, "
                   "#ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], "
                   "order = [0, 1]}>>\n" for i in range(10_000))
    code = ("import resource, sys\n"
            "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
            "import ldsopt\n"
            "r = ldsopt.analyze_ttgir(sys.stdin.read())\n"
            "print(len(r.ops), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n")
    p = subprocess.run([sys.executable, "-c", code], input=HEAD + body + "}\n", capture_output=True,
                       text=True,
                       preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (120, 120)))
    assert p.returncode == 0, p.stderr[-500:]
    n, rss_kb = map(int, p.stdout.split())
    assert n == 30_000 and rss_kb < 400 * 1024


def test_partitions_keep_their_own_warp_counts():
    # a warp-specialized module: partitions run with warp counts of their own, so a layout of 8
    # warps in a 4-warp module is not refused there (and is, without partitions)
    text = HEAD.replace('"ttg.num-warps" = 4', '"ttg.num-warps" = 8') + STORE + "}"
    with pytest.raises(UsageError, match="has 4 warps"):
        parse_module(text)
    parse_module(text[:-1] + "  ttg.warp_specialize()\n}")


def _joined(words, vendor, warps=0, combine=(), reverse=False, notes=None):
    import numpy as np
    from ldsopt.triton.lowering import Target
    from ldsopt.triton.scan import _joined_uniform_loads
    tgt = Target("sm_90", "nvidia", 32, 90) if vendor == "nvidia" else Target("gfx942", "amd", 64, 0)
    ld = np.broadcast_to(np.array(words)[None, :, None] * 4, (2, len(words), tgt.lanes))
    los = _joined_uniform_loads(ld, 2, tgt, warps, combine, reverse)
    if notes is not None:
        notes.extend(lo.details.get("uncertain", "") for lo in los)
    return {lo.instruction: [int(a) for a in lo.addresses.reshape(2, -1, tgt.lanes)[0, :, 0]]
            for lo in los}


def test_uniform_scan_loads_joined_as_the_backends_do():
    # NVIDIA: per aligned 16-byte block, 3 or 4 words -> one v4 (no 3-word vector), else
    # aligned pairs v2 and lone words u32
    assert _joined([0, 1, 2, 4, 5, 6, 7, 8, 9, 14], "nvidia") == {
        "ld.shared.v4.u32": [0, 16], "ld.shared.v2.u32": [32], "ld.shared.u32": [56]}
    assert _joined([1, 2], "nvidia") == {"ld.shared.u32": [4, 8]}
    # AMD: each run from its start, b128 / b96 at 16-byte alignment, b64 at 8, else b32
    assert _joined(list(range(31)), "amd") == {
        "ds_read_b128": [0, 16, 32, 48, 64, 80, 96], "ds_read_b96": [112]}
    assert _joined([1, 2, 3, 4, 5, 6, 9], "amd") == {
        "ds_read_b32": [4, 36], "ds_read_b64": [8], "ds_read_b96": [16]}


def test_scan_loads_the_slp_vectorizer_pairs():
    # what Triton 3.9's gfx942 LLVM IR / amdgcn show for 1-D scans (docs/validation/ttgir.md):
    # a forward arith.addf or arith.mulf scan over 2 or 4 warps loads its 8k-1 uniform words as
    # 8-byte pairs (a ds_read_b64 at 0, ds_read2_b64 pairs after it) and a last ds_read_b32;
    # cumsum of 2048 f32 on 4 warps: 15 pairs at 0, 8, ..., 112 and the word at 120
    pairs = {"ds_read_b64": list(range(0, 120, 8)), "ds_read_b32": [120]}
    for op in ("arith.addf", "arith.mulf"):
        for w in (2, 4):
            assert _joined(list(range(31)), "amd", w, (op,)) == pairs
    # 7 words (4 warps, 2 chunks): b64 at 0, a ds_read2_b64 at 8 / 16, b32 at 24
    assert _joined(list(range(7)), "amd", 4, ("arith.addf",)) == {
        "ds_read_b64": [0, 8, 16], "ds_read_b32": [24]}
    # the 16-byte cut: 8 and 16 warps, integer and max/min regions, two-op regions, reverse
    # scans, and a run within one 16-byte block (3 words: ds_read_b96)
    cut = {"ds_read_b128": [0, 16, 32, 48, 64, 80, 96], "ds_read_b96": [112]}
    for w, comb, rev in ((8, ("arith.addf",), False), (16, ("arith.mulf",), False),
                         (4, ("arith.addi",), False), (2, ("arith.maxnumf",), False),
                         (4, ("arith.mulf", "arith.addf"), False), (4, ("arith.addf",), True)):
        notes = []
        assert _joined(list(range(31)), "amd", w, comb, rev, notes) == cut
        assert not any(notes)
    assert _joined([0, 1, 2], "amd", 2, ("arith.addf",)) == {"ds_read_b96": [0]}
    # a run of another shape for the pairing case: listed as the 16-byte cut, with a note that
    # names both widths (not seen compiled, so not decided)
    notes = []
    assert _joined(list(range(6)) + [8, 9, 10], "amd", 4, ("arith.addf",), notes=notes) == {
        "ds_read_b128": [0], "ds_read_b64": [16], "ds_read_b96": [32]}
    assert notes and all("ds_read_b64" in n and "ds_read_b128" in n for n in notes)
    # NVIDIA is not affected (its IR keeps 32-bit loads; ptxas joins them)
    assert _joined(list(range(7)), "nvidia", 4, ("arith.addf",)) == {"ld.shared.v4.u32": [0, 16]}


def test_conversion_stores_widened_with_destination_lanes():
    # the final conversion of a 128x64 f32 row sum on 4 warps, flattened (Triton 3.9's
    # variants/rowsum_f32): the source holds rows 4..64 in registers, the same in every lane,
    # warps 1, 2; the destination holds one row per lane (1..32) and warp 64.  Registers 4 and 8
    # are lanes 2 and 3 of the destination: they join the empty vector (128-bit stores)
    from ldsopt.triton.swizzle import optimal_swizzling
    rs, ls, ws = [4, 8, 16, 32, 64], [0] * 6, [1, 2]
    rd, ld, wd = [], [1, 2, 4, 8, 16, 32], [64, 0]
    assert optimal_swizzling(rs, ls, ws, rd, ld, wd, 32, 7).vector == (4, 8)
    # not on gfx950 (64 banks, 64-lane tile)
    assert optimal_swizzling(rs, ls, ws, rd, ld, wd, 32, 7, 64, 6).vector == ()
    # rows 16 and 32 in registers (a 256x32 f32 row sum on 8 warps, gfx942): 32 is lane 5 of the
    # destination, outside its 32-lane tile, so only 16 joins (64-bit stores)
    assert optimal_swizzling([16, 32, 64, 128], [0, 0, 0, 0, 0, 1], [2, 4, 8], [],
                             [1, 2, 4, 8, 16, 32], [64, 128, 0], 32, 8).vector == (16,)
    # 16-bit elements: the vector is filled to a word with register 64 (a warp of the
    # destination) and not widened further
    assert optimal_swizzling(rs, ls, ws, rd, ld, wd, 16, 7).vector == (64,)
    # a transpose (both sides could widen with the other's lanes): both stay narrow
    assert optimal_swizzling([512, 1024, 2048, 4096], [1, 2, 4, 8, 16, 32], [64, 128, 256],
                             [8, 16, 32, 64], [128, 256, 512, 1024, 2048, 4096], [1, 2, 4],
                             32, 13).vector == ()
