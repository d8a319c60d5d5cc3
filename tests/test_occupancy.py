"""Occupancy (ldsopt.occupancy, `ldsopt occupancy`).

Expected values come from: the issue text and LLVM's formulas worked by hand (AMD register and LDS
tables), LLVM's own `; Occupancy:` comments in the committed ISA fixtures (tests/data/isa), the
CUDA occupancy calculator measured on an H200 (docs/results/occupancy_sm90.json), and hand
arithmetic from the CUDA Programming Guide's per-arch limits.  None is copied from the model."""

from __future__ import annotations

import glob
import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ldsopt.cli.main import main
from ldsopt.errors import UsageError
from ldsopt.budgets.occupancy import amd_occupancy, carveout_kib_from_percent, nvidia_occupancy

ROOT = Path(__file__).resolve().parent.parent
ISA_FILES = sorted(glob.glob(str(ROOT / "tests" / "data" / "isa" / "*.s")))
MEASURED = ROOT / "docs" / "results" / "occupancy_sm90.json"


# ----------------------------------------------------------------------------- AMD: the prefetch guide's register table

@pytest.mark.parametrize("total,waves", [(64, 8), (72, 7), (80, 6), (96, 5), (128, 4), (168, 3),
                                         (256, 2), (512, 1)])
def test_issue_register_steps_gfx942(total, waves):
    # documented cases: 64/72/80/96/128/168/256/512 registers give 8/7/6/5/4/3/2/1 waves (512 // align(n, 8))
    v, a = (total, 0) if total <= 256 else (256, total - 256)
    assert amd_occupancy("gfx942", v, a).waves_per_simd == waves


def test_seed_error_170_is_two_waves():
    # the prefetch guide says "<= 170 -> 3 waves"; 170 rounds up to 176 and 512 // 176 = 2
    r = amd_occupancy("gfx942", 170)
    assert r.waves_per_simd == 2 and r.limiter == "vgpr"
    assert amd_occupancy("gfx942", 168).waves_per_simd == 3


def test_seed_error_144_plus_136_is_one_wave():
    r = amd_occupancy("gfx942", 144, agprs=136)
    assert r.total_vgprs == 280 and r.waves_per_simd == 1


def test_two_waves_need_at_most_256_in_total():
    assert amd_occupancy("gfx942", 128, agprs=128).waves_per_simd == 2
    assert amd_occupancy("gfx942", 128, agprs=129).waves_per_simd == 1
    assert amd_occupancy("gfx942", 256).waves_per_simd == 2


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942", "gfx950"])
def test_vgpr_granule_is_8_on_cdna(arch):
    # LLVM getVGPRAllocGranule = 8 with GFX90AInsts: 97..104 -> 104 -> 512 // 104 = 4 (granule 4: 5)
    assert amd_occupancy(arch, 96).waves_per_simd == 5
    assert amd_occupancy(arch, 97).waves_per_simd == 4
    assert amd_occupancy(arch, 97).allocated_vgprs == 104


def test_agprs_count_after_aligning_arch_vgprs_to_4():
    # align(61, 4) + 3 = 67 -> 72 -> 7 waves (a plain sum 64 would give 8)
    r = amd_occupancy("gfx90a", 61, agprs=3)
    assert r.total_vgprs == 67 and r.waves_per_simd == 7
    # no AGPRs: no alignment to 4 beyond the granule
    assert amd_occupancy("gfx90a", 61).total_vgprs == 61


@pytest.mark.parametrize("vgprs,waves", [(24, 10), (25, 9), (32, 8), (84, 3), (85, 2), (128, 2), (129, 1),
                                         (256, 1)])
def test_gfx906_own_rules(vgprs, waves):
    # gfx906: 256 registers, granule 4, at most 10 waves: 256 // align(n, 4)
    assert amd_occupancy("gfx906", vgprs).waves_per_simd == waves


@pytest.mark.parametrize("sgprs,waves", [(80, 10), (81, 9), (88, 9), (89, 8), (100, 8), (101, 7), (112, 7)])
def test_sgpr_table_gfx906(sgprs, waves):
    r = amd_occupancy("gfx906", 8, sgprs=sgprs)
    assert r.waves_per_simd == waves
    if waves < 10:
        assert r.limiter == "sgpr"


def test_sgprs_capped_at_8_waves_on_gfx942():
    assert amd_occupancy("gfx942", 8, sgprs=80).waves_per_simd == 8
    assert amd_occupancy("gfx942", 8, sgprs=101).waves_per_simd == 7


# ------------------------------------------------------------------------------------ AMD: LDS

def test_lds_granule_gfx942_vs_gfx950():
    # documented case: 256 threads, 32,768 B of LDS: 2 workgroups per CU on gfx942, 4 on gfx950
    # (gfx950: 32768 rounds up to 26 * 1280 = 33280; 163840 // 33280 = 4)
    r942 = amd_occupancy("gfx942", 32, lds_bytes=32768, wg_size=256)
    r950 = amd_occupancy("gfx950", 32, lds_bytes=32768, wg_size=256)
    assert (r942.workgroups_per_cu, r942.waves_per_simd, r942.limiter) == (2, 2, "lds")
    assert (r950.workgroups_per_cu, r950.waves_per_simd, r950.limiter) == (4, 4, "lds")
    assert r950.lds_allocated == 33280
    # LLVM does not round LDS (its FIXME): 163840 // 32768 = 5 workgroups -> 5 waves per SIMD
    assert amd_occupancy("gfx950", 32, lds_bytes=32768, wg_size=256, llvm_compat=True).waves_per_simd == 5


def test_lds_granule_512_on_gfx942():
    # 21,845 B -> 43 * 512 = 22016 B: 65536 // 22016 = 2 workgroups (unrounded it would be 3)
    assert amd_occupancy("gfx942", 32, lds_bytes=21845, wg_size=256).workgroups_per_cu == 2
    assert amd_occupancy("gfx942", 32, lds_bytes=21504, wg_size=256).workgroups_per_cu == 3


def test_workgroup_slot_cap():
    # 2-wave workgroups: at most 16 per CU (barriers): 32 waves = 8 per SIMD, below gfx906's 10
    r = amd_occupancy("gfx906", 8, wg_size=128)
    assert r.waves_per_simd == 8 and r.limiter == "wg_slots" and r.workgroups_per_cu == 16
    # single-wave workgroups are not limited by barriers: 40 of them fit on gfx906
    assert amd_occupancy("gfx906", 8, wg_size=64).workgroups_per_cu == 40


def test_whole_workgroups_can_be_fewer_than_waves_say():
    # 512-thread workgroup (8 waves) with 3 waves/SIMD of registers: 12 wave slots per CU hold one
    # workgroup (8 waves) -- LLVM's per-SIMD figure still says 3
    r = amd_occupancy("gfx942", 168, wg_size=512)
    assert r.waves_per_simd == 3 and r.workgroups_per_cu == 1 and r.waves_per_cu == 8


def test_steps_say_how_far_the_next_step_is():
    r = amd_occupancy("gfx942", 170)
    assert r.steps["vgpr"]["to_gain_a_wave"] == 2      # 168 gives 3 waves
    assert r.steps["vgpr"]["to_lose_a_wave"] == 87     # 257 gives 1 wave
    r = amd_occupancy("gfx942", 32, lds_bytes=32768)
    assert r.steps["lds"]["to_gain_a_wave"] == 32768 - 21504   # 3 workgroups fit at 21504 B
    # 1-wave workgroups: 2 waves per SIMD need 5 of them (ceil(5/4) = 2): 65536 // 5 -> 25 x 512 B
    r = amd_occupancy("gfx942", 32, lds_bytes=40000, wg_size=64)
    assert r.waves_per_simd == 1 and r.steps["lds"]["to_gain_a_wave"] == 40000 - 12800
    # gfx950: 5 workgroups of 4 waves at 163840 // 5 = 32768 -> 25 x 1280 = 32000 B
    r = amd_occupancy("gfx950", 32, lds_bytes=32768)
    assert r.steps["lds"]["to_gain_a_wave"] == 768 and r.steps["lds"]["to_lose_a_wave"] == 40960 - 32768 + 1


# -------------------------------------------------------------------------- AMD: impossible input

@pytest.mark.parametrize("kw", [dict(vgprs=257), dict(vgprs=256, agprs=257), dict(vgprs=-1),
                                dict(vgprs=8, lds_bytes=65537), dict(vgprs=8, wg_size=0),
                                dict(vgprs=8, wg_size=1025), dict(vgprs=8, sgprs=113), dict(vgprs="x")])
def test_amd_impossible_inputs(kw):
    with pytest.raises(UsageError):
        amd_occupancy("gfx942", **kw)


def test_more_than_512_vgprs_and_lds_over_max():
    with pytest.raises(UsageError, match="512"):
        amd_occupancy("gfx942", 256, agprs=256 + 1)
    with pytest.raises(UsageError, match="163840"):
        amd_occupancy("gfx950", 8, lds_bytes=163841)
    with pytest.raises(UsageError, match="AGPR"):
        amd_occupancy("gfx906", 8, agprs=4)
    with pytest.raises(UsageError, match="cannot launch"):
        amd_occupancy("gfx942", 256, agprs=256, wg_size=1024)   # 16 waves need 4 per SIMD


# ------------------------------------------------------------------ AMD: LLVM's figure in fixtures

def _isa_kernels():
    out = []
    for f in ISA_FILES:
        from ldsopt.amd.asm import read_asm
        ks = [(k.name, k.arch, k.vgprs, k.agprs, k.sgprs, k.lds_bytes, k.wg_size, k.llvm_occupancy)
              for k in read_asm(f)]
        out += [pytest.param(f, *k, id=f"{Path(f).stem}:{k[0]}") for k in ks]
    assert out, "the committed ISA fixtures tests/data/isa/*.s are missing"
    return out


# LLVM 19 sizes LDS occupancy at the kernel's maximum flat workgroup size: three gfx906 kernels of
# 128 and 1024 threads (2+ waves, so at most 16 workgroups per CU for barriers) get 8 waves per
# SIMD, where the best size in [1, max] would give 10.
def test_llvm_sizes_lds_occupancy_at_the_maximum_workgroup():
    # gfx906, 2-wave workgroups of 128 threads, 576 B LDS: min(40 // 2, 16) = 16 workgroups
    # -> 32 waves per CU -> 8 per SIMD (LLVM 19's comment on the `cube` fixture)
    assert amd_occupancy("gfx906", 8, 0, 10, 576, 128, llvm_compat=True).waves_per_simd == 8
    # the later LLVM range rule: a 64-thread workgroup in [1, 128] fits 40 -> 10 per SIMD
    assert amd_occupancy("gfx906", 8, 0, 10, 576, 128, llvm_compat=True,
                         min_wg_size=1).waves_per_simd == 10


@pytest.mark.parametrize("path,name,arch,vgprs,agprs,sgprs,lds,wg,llvm", _isa_kernels())
def test_agrees_with_llvm_occupancy_comment(path, name, arch, vgprs, agprs, sgprs, lds, wg, llvm):
    assert llvm is not None, f"{path}: kernel {name} has no '; Occupancy:' comment"
    r = amd_occupancy(arch, vgprs or 0, agprs or 0, sgprs or 0, lds or 0, wg or 1024, llvm_compat=True)
    assert r.waves_per_simd == llvm


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list(";:.- \n\tNumVgprsOcupancyLDSBytSize0123456789_kernelamdhsa@fuctiontype,")),
               max_size=400))
def test_isa_reader_fuzz(tmp_path_factory, text):
    """`occupancy --isa` reads `.s` files through the one AMDGPU assembly reader."""
    from ldsopt.api import asm_kernels as read_isa_kernels
    f = tmp_path_factory.mktemp("isa") / "k.s"
    f.write_text(text)
    try:
        ks = read_isa_kernels(f)
    except UsageError:
        return
    assert all(isinstance(k["name"], str) for k in ks)


# ---------------------------------------------------------------------------------------- NVIDIA

def test_nvidia_hand_cases():
    # sm_90: 64 regs x 256 threads = 16384 regs per block -> 65536 / 16384 = 4 blocks
    r = nvidia_occupancy("sm_90", 64, 0, 256)
    assert (r.blocks_per_sm, r.warps_per_sm, r.limiter) == (4, 32, "regs")
    # sm_80: 1024 threads = 32 warps, 64 warps per SM -> 2 blocks
    assert nvidia_occupancy("sm_80", 32, 0, 1024).blocks_per_sm == 2
    # sm_86: 48 warps per SM: 256-thread blocks (8 warps) -> 6 blocks
    assert nvidia_occupancy("sm_86", 32, 0, 256).blocks_per_sm == 6
    # sm_75: 32 warps per SM: one 1024-thread block
    assert nvidia_occupancy("sm_75", 32, 0, 1024).blocks_per_sm == 1
    # sm_89: 24 blocks per SM at most
    assert nvidia_occupancy("sm_89", 16, 0, 32).blocks_per_sm == 24
    # sm_90 shared memory: 48 KiB + 1 KiB reserved = 50176 B; 233472 // 50176 = 4
    r = nvidia_occupancy("sm_90", 16, 48 * 1024, 128)
    assert (r.smem_per_block, r.blocks_per_sm, r.limiter) == (50176, 4, "smem")


def test_nvidia_register_sub_partitions():
    # 40 regs x 32 = 1280 per warp; 16384 per sub-partition // 1280 = 12 warps -> 48 per SM,
    # not 65536 // 1280 = 51
    assert nvidia_occupancy("sm_90", 40, 0, 32).limits["regs"] == 48


def test_nvidia_steps():
    # sm_90, 40 regs, 128 threads: 12 blocks by registers.  13 blocks = 52 warps = 13 per
    # sub-partition: 16384 // 13 = 1260 -> 1024 per warp -> 32 regs (8 fewer); 41 regs -> 1536 per
    # warp -> 10 warps per sub-partition -> 10 blocks (1 more loses)
    r = nvidia_occupancy("sm_90", 40, 16384, 128)
    assert r.blocks_per_sm == 12
    assert (r.steps["regs"]["to_gain_a_block"], r.steps["regs"]["to_lose_a_block"]) == (8, 1)
    # shared memory: 17408 B per block (16384 + 1024); 14 blocks need <= 233472 // 14 -> 16640 B
    assert r.steps["smem"]["to_gain_a_block"] == 17408 - 16640


def test_nvidia_carveout():
    # a 25 % preference on sm_90: 57 KiB -> the 64 KiB carve-out; 10 KiB blocks (+1 KiB) fit 5 times
    assert carveout_kib_from_percent("sm_90", 25) == 64
    r = nvidia_occupancy("sm_90", 16, 10 * 1024, 64, carveout_kib=64)
    assert r.blocks_per_sm == 5 and r.carveout_kib == 64
    # a carve-out smaller than one block is raised to the next size that holds it
    r = nvidia_occupancy("sm_90", 16, 20 * 1024, 64, carveout_kib=0)
    assert r.carveout_kib == 32 and r.blocks_per_sm == 1


@pytest.mark.parametrize("args", [(32, 0, 0), (32, 0, 1025), (256, 0, 32), (32, 227 * 1024 + 1, 32),
                                  (255, 0, 1024), (-1, 0, 32)])
def test_nvidia_impossible_inputs(args):
    with pytest.raises(UsageError):
        nvidia_occupancy("sm_90", *args)


def test_vendor_mismatch():
    with pytest.raises(UsageError):
        nvidia_occupancy("gfx942", 32, 0, 64)
    with pytest.raises(UsageError):
        amd_occupancy("sm_90", 32)


def test_nvidia_matches_cuda_occupancy_api_on_h200():
    from ldsopt.gpu.occupancy_check import compare
    c = compare(MEASURED)
    assert c["rows"] >= 10000
    assert c["disagree"] == [], c["disagree"][:5]


HEADER_TABLE = ROOT / "tests" / "data" / "occupancy" / "cuda_occupancy_h.json"


def test_nvidia_matches_cuda_occupancy_header_sm70_to_sm90():
    # NVIDIA's header-only calculator (CUDA 13.0 cuda_occupancy.h) for every arch we list
    from ldsopt.gpu.occupancy_check import compare_header
    c = compare_header(HEADER_TABLE)
    assert c["rows"] >= 30000
    assert c["disagree"] == [], c["disagree"][:5]
    archs = {r[0] for r in json.loads(HEADER_TABLE.read_text())["rows"]}
    assert archs == {"sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90"}


def test_measured_table_is_discriminating():
    # a model without the sub-partition and granule rules gets many rows wrong: the table can fail us
    d = json.loads(MEASURED.read_text())
    wrong = 0
    for regs, threads, dyn, carve, blocks, _err in d["rows"]:
        if carve != -1:
            continue
        warps = -(-threads // 32)
        naive = min(65536 // max(regs * 32 * warps, 1), 64 // warps, 32,
                    233472 // (dyn + 1024) if dyn <= 227 * 1024 else 0)
        wrong += naive != max(blocks, 0)
    assert wrong > 50


# ------------------------------------------------------------------------------------- property

_AMD = st.sampled_from(["gfx906", "gfx90a", "gfx942", "gfx950"])


@settings(max_examples=300, deadline=None)
@given(_AMD, st.integers(0, 300), st.integers(0, 300), st.integers(0, 120), st.integers(0, 170000),
       st.sampled_from([1, 64, 65, 128, 256, 320, 512, 1024]), st.sampled_from(["vgprs", "agprs", "sgprs", "lds_bytes"]),
       st.integers(1, 5000), st.booleans())
def test_more_of_a_resource_never_raises_amd(arch, v, a, s, lds, wg, which, delta, llvm):
    kw = dict(vgprs=v, agprs=a, sgprs=s, lds_bytes=lds, wg_size=wg, llvm_compat=llvm)
    try:
        base = amd_occupancy(arch, **kw)
    except UsageError:
        return
    kw[which] += delta
    try:
        more = amd_occupancy(arch, **kw)
    except UsageError:
        return  # more of it became impossible: fine
    assert more.waves_per_simd <= base.waves_per_simd
    assert more.workgroups_per_cu <= base.workgroups_per_cu


_NV = st.sampled_from(["sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90"])


@settings(max_examples=300, deadline=None)
@given(_NV, st.integers(0, 260), st.integers(0, 240000), st.integers(0, 1100),
       st.sampled_from(["regs", "smem_bytes", "threads"]), st.integers(1, 20000),
       st.one_of(st.none(), st.sampled_from([0, 8, 16, 32, 64, 100, 132, 164, 196, 228])))
def test_more_of_a_resource_never_raises_nvidia(arch, regs, smem, threads, which, delta, carve):
    kw = dict(regs=regs, smem_bytes=smem, threads=threads, carveout_kib=carve)
    try:
        base = nvidia_occupancy(arch, **kw)
    except UsageError:
        return
    kw[which] += delta
    try:
        more = nvidia_occupancy(arch, **kw)
    except UsageError:
        return
    assert more.blocks_per_sm <= base.blocks_per_sm
    if which != "threads":
        assert more.warps_per_sm <= base.warps_per_sm


# ------------------------------------------------------------------------------------------- CLI

def _run(capsys, *argv):
    rc = main(["occupancy", *argv])
    out, err = capsys.readouterr()
    return rc, out, err


def test_cli_amd_json(capsys):
    rc, out, _ = _run(capsys, "--arch", "gfx950", "--vgprs", "64", "--lds", "32768", "--wg-size", "256", "--json")
    d = json.loads(out)
    assert rc == 0 and d["waves_per_simd"] == 4 and d["limiter"] == "lds" and d["workgroups_per_cu"] == 4


def test_cli_nvidia_json(capsys):
    rc, out, _ = _run(capsys, "--arch", "sm_90", "--regs", "64", "--smem", "0", "--threads", "256", "--json")
    d = json.loads(out)
    assert rc == 0 and (d["blocks_per_sm"], d["warps_per_sm"], d["limiter"]) == (4, 32, "regs")


def test_cli_text(capsys):
    rc, out, _ = _run(capsys, "--arch", "gfx942", "--vgprs", "170")
    assert rc == 0 and "2 of 8 waves per SIMD" in out and "vgpr" in out


def test_cli_isa(capsys):
    rc, out, _ = _run(capsys, "--isa", ISA_FILES[0], "--json")
    d = json.loads(out)
    assert rc == 0 and d["kernels"] and all(k["agrees_with_llvm"] for k in d["kernels"])


@pytest.mark.parametrize("argv", [["--arch", "gfx942", "--vgprs", "600"],
                                  ["--arch", "gfx942", "--vgprs", "8", "--lds", "70000"],
                                  ["--arch", "sm_90", "--regs", "32", "--threads", "0"],
                                  ["--arch", "sm_90", "--vgprs", "32"],
                                  ["--arch", "gfx942"],
                                  ["--vgprs", "8"],
                                  ["--isa", os.devnull + "_missing.s"],
                                  ["--arch", "nope", "--vgprs", "8"]])
def test_cli_errors_are_one_line_exit_2(capsys, argv):
    rc, out, err = _run(capsys, *argv)
    assert rc == 2 and err.count("\n") == 1 and "Traceback" not in err
