"""`ldsopt sass` on a compiled sm_90a kernel lists its wgmma operand reads with figures, and follows
the descriptors built in registers.  Input: the nvdisasm listing of the probe build
(docs/validation/wgmma/probe.nvdisasm.sass.gz, nvcc 13.0 -gencode arch=compute_90a,code=sm_90a; the
cubin is beside it).  ``wg_fixed`` (tools/wgmma_validation/gen_probe.py) builds each descriptor from
its dynamic shared memory's address: A at the base, B 8,192 bytes on, four k16 steps 32 bytes apart
in the 128-byte swizzle (LBO 16, SBO 1,024), then one step 16,384 bytes on without swizzle (LBO 128,
SBO 256).  The base is 0x400 (the listing's ``UMOV UR4, 0x400``: the shared window starts after the
1 KB the system reserves).  Expected figures: Nsight Compute's measurement of that launch."""

import gzip
import json
from pathlib import Path

from ldsopt.nvidia.listing import parse_listing
from ldsopt.nvidia.ncu import parse_source_csv
from ldsopt.nvidia.report import analyze_functions

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "wgmma" / "h200_set1"


def _report(name, block=(128, 1, 1), args=()):
    funcs = parse_listing(gzip.open(ROOT / "probe.nvdisasm.sass.gz", "rt").read())
    f = [f for f in funcs if f.name == name]
    reps = analyze_functions(f, blocks=[(None, block)], args=args)
    return reps[0]


def _measured(name):
    ks = parse_source_csv(gzip.open(ROOT / "probe.source.csv.gz", "rt").read())
    k = next(k for k in ks if k.name.split("(")[0] == name)
    return {r.pc: (r.num("L1 Wavefronts Shared") / r.num("Instructions Executed"),
                   r.num("L1 Wavefronts Shared Ideal") / r.num("Instructions Executed"))
            for r in k.rows if r.sass.startswith("HGMMA")}


def test_hgmma_rows_appear_with_the_measured_figures():
    rep = _report("wg_fixed")
    rows = [s for s in rep.shared if s.sass.startswith("HGMMA")]
    meas = _measured("wg_fixed")
    assert len(rows) == 5 == len(meas)
    for s in rows:
        assert s.resolved and (s.wavefronts, s.ideal) == meas[s.pc] == (8.0, 8.0)
        assert s.executions == 4          # one warpgroup: four warp-level executions


def test_descriptors_built_in_registers_are_followed():
    rep = _report("wg_fixed")
    ops = [s.operands for s in rep.shared if s.sass.startswith("HGMMA")]
    for k in range(4):
        assert ops[k] == {"A": [f"start {0x400 + 32 * k:#x}, LBO 16, SBO 1024, swizzle 128B"],
                          "B": [f"start {0x2400 + 32 * k:#x}, LBO 16, SBO 1024, swizzle 128B"]}
    assert ops[4] == {"A": ["start 0x4400, LBO 128, SBO 256, swizzle none"],
                      "B": ["start 0x6400, LBO 128, SBO 256, swizzle none"]}
    js = json.dumps(rep.to_json())
    assert '"operands"' in js


def test_unresolved_descriptors_say_why_and_keep_their_figures():
    """The parameter kernels add the shared base, whose cluster CTA id the emulator does not know;
    the figure does not depend on the descriptor, so it stays resolved."""
    rep = _report("wg_rs_f16_n64_t1")
    (s,) = [s for s in rep.shared if s.sass.startswith("HGMMA")]
    assert s.resolved and (s.wavefronts, s.ideal) == (4.0, 4.0)
    assert s.operands["A"] == "registers"
    assert s.operands["B"].startswith("descriptor in UR4:UR5 not resolved: it depends on")


def test_bulk_copies_are_listed():
    rep = _report("tma_load_store")
    ops = {s.sass.split()[0]: s for s in rep.shared}
    for op in ("UTMALDG.2D", "UTMASTG.2D"):
        assert ops[op].resolved and ops[op].wavefronts == 0.0 and "not L1 wavefronts" in ops[op].why


SET2 = ROOT.parent / "h100_set2"


def _report2(name, block, args=()):
    funcs = parse_listing(gzip.open(SET2 / "probe.nvdisasm.sass.gz", "rt").read())
    return analyze_functions([f for f in funcs if f.name == name], blocks=[(None, block)], args=args)[0]


def test_two_warpgroups_each_follow_their_descriptors():
    """wg_2wg: warpgroup g reads A at 0x400 + 32 KB g and B 8 KB after it (its source)."""
    (s,) = [s for s in _report2("wg_2wg", (256, 1, 1)).shared if s.sass.startswith("HGMMA")]
    assert s.resolved and (s.wavefronts, s.ideal) == (8.0, 8.0) and s.executions == 8
    assert s.operands["A"] == [f"start {a:#x}, LBO 16, SBO 1024, swizzle 128B" for a in (0x400, 0x8400)]
    assert s.operands["B"] == [f"start {a:#x}, LBO 16, SBO 1024, swizzle 128B" for a in (0x2400, 0xA400)]


def test_descriptors_advanced_in_a_loop():
    """wg_loop with 6 steps: step k reads 4 KB (k >> 1) + 32 (k & 1) past each tile (A at 0x400,
    B 64 KB on) in the 64-byte swizzle, SBO 512."""
    rep = _report2("wg_loop", (128, 1, 1), args=[(None, ("c", 0x218), 6)])
    (s,) = [s for s in rep.shared if s.sass.startswith("HGMMA")]
    assert s.resolved and (s.wavefronts, s.ideal) == (8.0, 8.0) and s.executions == 6 * 4
    offs = [(k >> 1) * 4096 + (k & 1) * 32 for k in range(6)]
    assert s.operands["A"] == [f"start {0x400 + o:#x}, LBO 16, SBO 512, swizzle 64B" for o in offs[:4]] + [
        "and 2 more"]


def test_descriptor_fields_follow_the_ptx_isa():
    """Bits 0-13 start >> 4, 16-29 LBO >> 4, 32-45 SBO >> 4, 49-51 base offset, 62-63 swizzle
    (0 none, 1 128B, 2 64B, 3 32B), assembled here by hand."""
    from ldsopt.nvidia.wgmma import decode
    v = (0x1230 >> 4) | ((0x80 >> 4) << 16) | ((0x400 >> 4) << 32) | (5 << 49) | (2 << 62)
    d = decode(v)
    assert (d.start, d.lbo, d.sbo, d.base_offset, d.swizzle) == (0x1230, 0x80, 0x400, 5, "64B")
    assert decode(3 << 62).swizzle == "32B" and decode(0).swizzle == "none"


def test_a_wgmma_line_without_a_descriptor_operand_is_unresolved_with_a_reason():
    text = """
        .text.k:
        /*0000*/                   S2R R0, SR_TID.X ;
        /*0010*/                   HGMMA.64x64x16.F32 R24, R8, RZ, !UPT ;
        /*0020*/                   EXIT ;
"""
    funcs = parse_listing("\tFunction : k\n" + text)
    (s,) = [s for s in analyze_functions(funcs, blocks=[(None, (128, 1, 1))])[0].shared]
    assert not s.resolved and s.wavefronts is None and "could not be read" in s.why


def test_descriptors_stepped_by_64_bit_adds_are_decoded():
    """A Triton matmul (docs/validation/sass, run 1) steps its A descriptor with
    ``UIADD3.64 UR12, UR6, -UR12, URZ``: by hand from its listing, UR6:UR7 = (start >> 4, 0) minus
    0x7fffffdf_fffffffe gives high word 0x80000020 (64-byte swizzle, SBO 0x20 << 4 = 512) and low
    word (start >> 4) + 2: the A tile at the window's 0x400 advanced by 2 x 16 bytes, 0x420.  The
    64-bit add is computed on both halves (a negated pair: ~high + the borrow of the low word)."""
    from ldsopt.nvidia.ncu import attach_launches, parse_details_csv
    from ldsopt.nvidia.report import launch_for
    from ldsopt.nvidia.analyze import analyze_function
    run = ROOT.parents[1] / "sass" / "h200_run1"
    ks = parse_source_csv(gzip.open(run / "triton.source.csv.gz", "rt").read())
    attach_launches(ks, parse_details_csv(gzip.open(run / "triton.details.csv.gz", "rt").read()))
    k = next(k for k in ks if k.name.startswith("matmul_f16_64x64x32_w4_s3_tf32"))
    f = k.function()
    f.attributes["launch_block"] = k.launch["block"]
    launch, how = launch_for(f, (), [], None)
    s = next(s for s in analyze_function(f, launch, how).shared if s.pc == 0xE80)
    assert s.resolved and (s.wavefronts, s.ideal) == (8.0, 8.0)
    assert s.operands["A"] == ["start 0x420, LBO 0, SBO 512, swizzle 64B"]
