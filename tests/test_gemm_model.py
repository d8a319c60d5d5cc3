"""GEMM demonstrator, GPU-free parts: the per-variant shared-memory enumeration and its
prediction, the generated CUDA sources, the `ldsopt bench gemm` command's GPU-free modes and the
committed measurements.

Expected wavefront counts are derived by hand from the bank rule in docs/design.md (distinct
4-byte words per bank per phase; a 2-byte access is one phase of 32 lanes, a 16-byte access four
quarter-warps, ldmatrix one phase per 8x8 matrix), never read back from the model."""

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.demos.gemm import model as gm
from ldsopt.cli.main import main as cli_main
from ldsopt.errors import UsageError
from ldsopt.demos.gemm import bench as G

ROOT = Path(__file__).resolve().parents[1]
RESULTS = sorted(p for p in (ROOT / "docs" / "results").glob("gemm_*.json")
                 if re.fullmatch(r"gemm_[a-z0-9]+\.json", p.name))


def rowmajor(rows, cols, pad=0):
    r, c = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    return (r * (cols + pad) + c) * 2


PLAIN = {"tiled_plain": {"A": rowmajor(64, 32), "B": rowmajor(32, 64)},
         "mma": {"A": rowmajor(128, 32), "B": rowmajor(32, 128)}}


# ----------------------------------------------------------------------------- the enumeration
def test_naive_has_no_shared_traffic():
    assert gm.enumerate_accesses("naive") == []
    p = gm.predict("naive", None, 256, 256, 256)
    assert (p.wavefronts, p.conflicts, p.instructions, p.fill_wavefronts) == (0, 0, 0, 0)
    assert G.variant_layouts("naive") == {}


def _lane_counts(variant, tile, kind):  # variant: name or KernelConfig
    c = gm.get_config(variant)
    shape = c.a_shape if tile == "A" else c.b_shape
    cnt = np.zeros(shape, int)
    for a in gm.enumerate_accesses(variant):
        if a.tile == tile and a.kind == kind:
            n = a.width // 2
            for e in range(n):
                np.add.at(cnt, (a.coords[..., 0].ravel(), a.coords[..., 1].ravel() + e), 1)
    return cnt


@pytest.mark.parametrize("variant", ["tiled_plain", "tiled_cp_async", "mma"])
def test_stores_write_every_tile_element_once(variant):
    # per k-tile each element of both tiles is written exactly once (STS or cp.async)
    kind = "fill" if gm.get_config(variant).cp_async else "st"
    for tile in "AB":
        assert (_lane_counts(variant, tile, kind) == 1).all()


def test_tiled_loads_read_each_element_by_16_lanes():
    # the tiling tutorial's micro-tile: A[r][kk] is read by the 16 tx lanes of thread row ty = r // 4,
    # B[kk][c] by the 16 ty values of column tx = c // 4
    assert (_lane_counts("tiled_plain", "A", "ld") == 16).all()
    assert (_lane_counts("tiled_plain", "B", "ld") == 16).all()


@pytest.mark.parametrize("wm, wn", [(2, 4), (2, 2), (4, 2)])
def test_mma_ldmatrix_reads_each_element_once_per_warp_sharing_it(wm, wn):
    # an A element is read by the warps of its warp row (wn of them), a B element by the wm of
    # its warp column; each ldmatrix lane address covers 8 elements
    cfg = gm.mma_config(warps_m=wm, warps_n=wn)
    assert (_lane_counts(cfg, "A", "ld") == wn).all()
    assert (_lane_counts(cfg, "B", "ld") == wm).all()
    assert (_lane_counts(cfg, "A", "fill") == 1).all() and (_lane_counts(cfg, "B", "fill") == 1).all()


# ----------------------------------------------------------------------------- predictions by hand
def test_tiled_plain_by_hand():
    # one block, one k-tile (8 warps):
    #  A loads: 32 kk x 4 i = 128 per warp; lanes read rows 4*ty+i for two ty (rows 4 apart, 256 B
    #    apart = same bank, two distinct words): 2 wavefronts each -> 8*128*2 = 2048
    #  B loads: 128 per warp, 16 distinct words in 16 banks: 1 each -> 1024
    #  A stores: 8 per warp, rows ty, ty+1 at 64 B pitch: banks 0-7 and 16-23: 1 each -> 64
    #  B stores: 8 per warp, rows 128 B apart, same 8 banks: 2 each -> 128
    per = 2048 + 1024 + 64 + 128
    p = gm.predict("tiled_plain", PLAIN["tiled_plain"], 128, 192, 64)
    assert p.blocks == 2 * 3 and p.ktiles == 2
    assert p.wavefronts == per * 6 * 2
    assert p.conflicts == (1024 + 64) * 6 * 2
    assert p.instructions == 8 * (128 + 128 + 8 + 8) * 6 * 2


def test_seed_padding_does_not_help_2_byte_elements():
    # +1 element = +2 bytes per B row: row 1's 16 halves span words 32..40 (banks 0..8), still
    # overlapping row 0's banks 0..7: the B stores stay 2-way, A is untouched -> same as plain
    lays = {"A": rowmajor(64, 32), "B": rowmajor(32, 64, pad=1)}
    assert gm.predict("tiled_pad", lays, 64, 64, 32).wavefronts == 3264


@pytest.mark.parametrize("wm, wn", [(2, 4), (2, 2)])
def test_mma_plain_vs_conflict_free_by_hand(wm, wn):
    # per block per k-tile: warps x 2 k16 steps x (MI ldmatrix.x4 of A + NI/2 ldmatrix.x4.trans of B)
    # plain A (64 B rows): 8 rows of a matrix fall on 2 bank groups -> 4 wavefronts per matrix, 16
    # per x4; plain B (256 B rows): all 8 rows on one group -> 8 per matrix, 32 per x4
    cfg = gm.mma_config(warps_m=wm, warps_n=wn)
    mi, nj = 128 // wm // 16, 128 // wn // 16
    p = gm.predict(cfg, PLAIN["mma"], 128, 128, 32)
    assert p.wavefronts == wm * wn * 2 * (mi * 16 + nj * 32)
    # cp.async fills: 16 KiB per k-tile in 16-byte lanes, 512 B per warp instruction
    assert p.fill_wavefronts >= 16384 // 128
    lays = G.variant_layouts(cfg)
    q = gm.predict(cfg, {t: l.offsets for t, l in lays.items()}, 256, 384, 96)
    assert q.conflicts == 0 and q.fill_conflicts == 0
    blocks, ktiles = 2 * 3, 3
    assert q.wavefronts == wm * wn * 2 * (mi + nj) * 4 * blocks * ktiles    # 4 per x4
    assert q.fill_wavefronts == 32 * 4 * blocks * ktiles                     # 32 x 512 B


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["tiled_solver", "tiled_cp_async", "mma"])
def test_solver_layouts_are_conflict_free_and_minimal(variant):
    lays = G.variant_layouts(variant)
    assert all(l.from_solver for l in lays.values())
    p = gm.predict(variant, {t: l.offsets for t, l in lays.items()}, 128, 128, 64)
    assert p.conflicts == 0 and p.fill_conflicts == 0
    assert p.wavefronts == p.ideal


def test_check_layout_rejects_bad_layouts():
    good = rowmajor(128, 32)
    gm.check_layout("mma", "A", good)
    dup = good.copy()
    dup[0, 1] = dup[0, 0]
    with pytest.raises(UsageError, match="two elements"):
        gm.check_layout("mma", "A", dup)
    # a +2-byte pad keeps bijectivity but breaks the 16-byte runs cp.async / ldmatrix need
    with pytest.raises(UsageError, match="16-byte"):
        gm.check_layout("mma", "A", rowmajor(128, 32, pad=1))
    with pytest.raises(UsageError, match="tile"):
        gm.check_layout("mma", "A", rowmajor(64, 32))


def test_sizes_must_be_whole_tiles():
    with pytest.raises(UsageError, match="multiple of 128"):
        gm.check_size("mma", 100, 128, 32)
    with pytest.raises(UsageError, match="unknown GEMM variant"):
        gm.get_config("fast")


# ----------------------------------------------------------------------------- generated sources
@pytest.mark.slow
def test_sources_carry_the_solver_emitted_index_functions():
    from ldsopt.solver.emit import emit
    from ldsopt.solver.search import solve

    for v in ("tiled_solver", "tiled_cp_async", "mma"):
        src = G.kernel_source(v, "f16")
        for t in "AB":
            # solved again here, independently of the builder, and emitted
            code = emit(solve(G.solver_problem(v, t)).layout, "cuda", name=f"{t.lower()}_smem_offset")
            assert code in src
        assert f"#define KERNEL_NAME gemm_{v}_f16" in src
    for v in ("tiled_plain", "tiled_pad"):
        assert all(not l.from_solver for l in G.variant_layouts(v).values())
        assert "inline int a_smem_offset(int row, int col)" in G.kernel_source(v, "bf16")
    assert "#define ELEM_BF16 1" in G.kernel_source("mma", "bf16")
    # every kernel reads shared memory only through the wrappers the model mirrors
    for f in ("tiled.cu", "mma.cu"):
        text = (G.KERNEL_DIR / f).read_text()
        assert "__shared__" in text or "extern __shared__" in text
        assert "smem[" not in text.replace("smem[STAGES", "").replace("smem[]", "")


def test_emitted_code_matches_offsets_on_the_host():
    if not (shutil.which("g++") or shutil.which("c++") or shutil.which("clang++")):
        pytest.skip("no host C++ compiler")
    for v in ("tiled_pad", "tiled_solver", "mma"):
        for lay in G.variant_layouts(v).values():
            assert G.check_emitted_on_host(lay) is True


def test_emitted_bytes_parser():
    assert G.emitted_bytes("constexpr int a_x_BYTES = 4224;\n", "a_x") == 4224
    with pytest.raises(UsageError):
        G.emitted_bytes("constexpr int y_BYTES = 4;", "a_x")
    with pytest.raises(UsageError):
        G.emitted_bytes("constexpr int a_x_BYTES = foo();", "a_x")


def test_gpu_code_is_not_imported_at_import_time():
    code = ("import sys, ldsopt.demos.gemm.bench, ldsopt.cli.bench, ldsopt.demos.gemm.model; "
            "print(any(m in sys.modules for m in ('cupy', 'torch', 'matplotlib')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# ----------------------------------------------------------------------------- Nsight Compute CSV
NCU_CSV = '''==PROF== Connected to process
"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","l1tex__data_pipe_lsu_wavefronts_mem_shared.sum","l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum","l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum","l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum","l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"
"","","","","","","","","","","","","","","",""
"0","1","python3","h","gemm_naive_f16","1","7","(256, 1, 1)","(8, 8, 1)","0","9.0","64","0","0","0","0"
"1","1","python3","h","gemm_tiled_plain_f16","1","7","(256, 1, 1)","(2, 2, 1)","0","9.0","1,000","13,056","768","4,352","256"
'''


def test_parse_ncu_csv_and_rows():
    k = G.parse_ncu_csv(NCU_CSV)
    assert set(k) == {"gemm_naive_f16", "gemm_tiled_plain_f16"}
    assert k["gemm_tiled_plain_f16"]["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"] == 13056
    rows = G.ncu_rows({"size": 128, "kernels": k}, ["naive", "tiled_plain"], ["f16"])
    naive, plain = rows
    assert naive["ncu_shared_wavefronts"] == 0 and naive["model_shared_wavefronts"] == 0
    assert naive["ncu_shared_wavefronts_all"] == 64
    # 128^3: 4 blocks x 4 k-tiles x 3264 = 52224 = 13056 * 4 ... the fake CSV holds one quarter
    assert plain["ncu_shared_wavefronts"] == 13056 + 768
    assert plain["model_shared_wavefronts"] == 3264 * 16
    assert plain["ncu_bank_conflicts"] == 4352 + 256


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=400))
def test_parse_ncu_csv_never_crashes(text):
    out = G.parse_ncu_csv(text)
    assert isinstance(out, dict)


# ----------------------------------------------------------------------------- the command
def test_cli_model_only_json(capsys):
    assert cli_main(["bench", "gemm", "--model-only", "--json", "--sizes", "256",
                     "--variants", "naive,tiled_plain,mma"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["variant"] for r in rows] == ["naive", "tiled_plain", "mma"]
    assert rows[0]["wavefronts"] == 0
    assert rows[1]["wavefronts"] == 3264 * 16 * 8 and rows[1]["layout_from_solver"] is False
    assert rows[2]["conflicts"] == 0 and rows[2]["layout_from_solver"] is True
    assert rows[2]["wavefronts"] == 4 * 2 * 8 * 4 * 4 * 8      # 4 warps, 2 k16, 8 x4, 4 each; 4 blocks, 8 k-tiles


@pytest.mark.parametrize("argv, msg", [
    (["--sizes", "100"], "multiple of 16"),
    (["--sizes", "abc"], "not a positive integer"),
    (["--sizes", "0"], "not a positive integer"),
    (["--variants", "foo"], "unknown variant"),
    (["--dtypes", "f32"], "unknown dtype"),
    (["--ncu-size", "-3"], "ncu-size"),
    (["--table", "/nonexistent.json"], "no such file"),
])
def test_cli_bad_input_is_one_line_exit_2(argv, msg, capsys):
    assert cli_main(["bench", "gemm", "--model-only"] + argv) == 2
    err = capsys.readouterr().err
    assert msg in err and len(err.strip().splitlines()) == 1


def test_cli_emit_writes_sources(tmp_path, capsys):
    assert cli_main(["bench", "gemm", "--emit", str(tmp_path), "--variants", "mma",
                     "--dtypes", "f16,bf16", "--sizes", "128"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gemm_mma_bf16.cu", "gemm_mma_f16.cu"]


@settings(max_examples=80, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                    lambda ch: st.lists(ch, max_size=4) | st.dictionaries(
                        st.sampled_from(["runs", "variant", "size", "tflops", "cublas_tflops", "gpu", "x"]),
                        ch, max_size=5), max_leaves=20))
def test_results_loader_fuzz(tmp_path_factory, obj):
    from ldsopt.cli.bench import load_results, markdown_table

    p = tmp_path_factory.mktemp("r") / "r.json"
    p.write_text(json.dumps(obj))
    try:
        data = load_results(str(p))
    except UsageError:
        return
    markdown_table(data)   # whatever loads must render


def test_results_loader_rejects_non_json(tmp_path):
    from ldsopt.cli.bench import load_results

    p = tmp_path / "x.json"
    p.write_bytes(b"\xff\xfe{")
    with pytest.raises(UsageError, match="not UTF-8 text|malformed JSON"):
        load_results(str(p))


# ----------------------------------------------------------------------------- committed results
@pytest.mark.parametrize("path", RESULTS, ids=lambda p: p.name)
def test_committed_results_meet_the_issue_checks(path):
    from ldsopt.cli.bench import load_results

    data = load_results(str(path))
    assert data["gpu"] and data["date"]
    # the model below is recomputed with the committed configurations: they must be the ones run
    assert data["mma_config"] == G.mma_config_spec()
    assert data.get("wgmma_config", G.wgmma_config_spec()) == G.wgmma_config_spec()
    runs = data["runs"]
    need = {"variant", "size", "tflops", "cublas_tflops", "max_rel_error", "layout_from_solver",
            "ncu_shared_wavefronts", "model_shared_wavefronts", "ncu_bank_conflicts"}
    for r in runs:
        assert need <= set(r), need - set(r)
        assert r["correct"] and r["max_rel_error"] <= r["rel_error_bound"]
        assert r["layout_from_solver"] == (r["variant"] in ("tiled_solver", "tiled_cp_async", "mma"))
    f16 = [r for r in runs if r["dtype"] == "f16"]
    by = {(r["variant"], r["size"][0]): r for r in f16}
    # profiled runs: the model within 1 % of Nsight Compute, and zero conflicts for solver layouts
    prof = [r for r in f16 if r["ncu_shared_wavefronts"] is not None]
    assert {r["variant"] for r in prof} == set(gm.VARIANTS)
    for r in prof:
        # the model is recomputed here from the enumeration, not read back from the file
        lays = G.variant_layouts(r["variant"])
        m = gm.predict(r["variant"], {t: l.offsets for t, l in lays.items()}, *r["size"]).wavefronts
        assert m == r["model_shared_wavefronts"]
        assert abs(m - r["ncu_shared_wavefronts"]) <= 0.01 * max(m, 1), r["variant"]
        if r["layout_from_solver"] and r["ncu_bank_conflicts"] != 0:
            # only collisions with other blocks' L2 fills, below 1 %: the control run of the same
            # kernel held at one block per SM must show zero conflicts and exactly the model
            assert r["ncu_bank_conflicts"] <= 0.01 * m, r["variant"]
            ctl = [c for c in data["ncu"]["controls"]
                   if c["variant"] == r["variant"] and c["blocks_per_sm_limit_smem"] == 1]
            assert ctl, f"no one-block control for {r['variant']}"
            for c in ctl:
                assert c["ncu_bank_conflicts"] == 0 and c["ncu_shared_wavefronts"] == m
    # the instruction stream is the enumerated one: executed warp instructions per kind
    for row in data["ncu"]["rows"]:
        if row["dtype"] != "f16":
            continue
        k = row["ncu"]
        lays = G.variant_layouts(row["variant"])
        kinds = gm.predict(row["variant"], {t: l.offsets for t, l in lays.items()}, *row["size"]).by_kind()
        n = {kind: kinds.get(kind, {}).get("instructions", 0) for kind in ("ld", "st", "fill")}
        c = gm.get_config(row["variant"])
        warps_launched = c.blocks(*row["size"][:2]) * c.warps if c.kind != "naive" else 0
        if c.kind == "mma":
            # the copies guarded by `nk < ktiles` in the last STAGES-1 k-tiles: ptxas emits them as
            # predicated LDGSTS (SASS), issued and counted but predicated off
            chunks = (c.bm * c.bk + c.bk * c.bn) // 8 // c.threads
            assert k["smsp__inst_executed_op_ldgsts.sum"] in (
                n["fill"], n["fill"] + warps_launched * (c.stages - 1) * chunks)
        else:
            assert k["smsp__inst_executed_op_ldgsts.sum"] == n["fill"]
        assert k["smsp__inst_executed_op_shared_st.sum"] == n["st"]
        if row["variant"] == "mma":
            # likewise the guarded fragment prefetch of the k-tile after the last one: predicated
            # LDSM (@!P0), once per warp, no wavefronts (the wavefront check above is exact)
            guarded = warps_launched * (c.bm // c.warps_m // 16 + c.bn // c.warps_n // 16)
            assert k["smsp__inst_executed_op_ldsm.sum"] in (n["ld"], n["ld"] + guarded)
        elif n["fill"] == 0:
            assert k["smsp__inst_executed_op_shared_ld.sum"] == n["ld"]
    # the tiling tutorial's thresholds, beaten: tiled >= 1.5x naive; best >= 50 % of cuBLAS at 4096^3
    for s in {k[1] for k in by}:
        assert by[("tiled_pad", s)]["tflops"] >= 1.5 * by[("naive", s)]["tflops"]
    best = max(r["tflops"] / r["cublas_tflops"] for r in f16 if r["size"][0] == 4096)
    assert best >= 0.5
    # follow-up: the solver's layouts must not make the SIMT kernel slower than plain,
    # and the cp.async pipeline must add to them (4096^3, each dtype measured there)
    for d in {r["dtype"] for r in runs}:
        t = {r["variant"]: r["tflops"] for r in runs if r["dtype"] == d and r["size"][0] == 4096}
        assert t["tiled_solver"] >= t["tiled_plain"], d
        assert t["tiled_cp_async"] > t["tiled_solver"], d


# ----------------------------------------------------------------------------- wgmma (variant 7)
def _hw_swizzle128(row, chunk):
    """PTX ISA, 128-byte swizzle: in each 1024-byte atom of 8 rows x 128 B, the 16-byte chunk c
    of row r is stored at chunk c ^ (r % 8)."""
    return chunk ^ (row % 8)


@pytest.mark.parametrize("spec", ["bm=256,bn=128,stages=4", "bm=128,bn=256,stages=4", "bm=64,bn=128,stages=3"])
def test_wgmma_layouts_are_the_hardware_128b_swizzle(spec):
    cfg = gm.parse_wgmma_config(spec)
    lays = G.variant_layouts(cfg)
    assert not any(l.from_solver for l in lays.values())
    # A: K-major, rows of 64 elements = 128 B
    a = lays["A"].offsets
    for r in range(cfg.bm):
        for k in range(64):
            assert a[r, k] == r * 128 + _hw_swizzle128(r, k // 8) * 16 + (k % 8) * 2
    # B: MN-major (n contiguous), 64-column panels of 64 k rows x 128 B, panels 8 KiB apart
    b = lays["B"].offsets
    for kk in range(64):
        for n in range(cfg.bn):
            assert b[kk, n] == (n // 64) * 8192 + kk * 128 + _hw_swizzle128(kk, (n // 8) % 8) * 16 + (n % 8) * 2
    assert lays["A"].nbytes == cfg.bm * 128 and lays["B"].nbytes == 64 * cfg.bn * 2
    assert G.dynamic_smem_bytes(cfg, lays) == cfg.stages * (cfg.bm * 128 + cfg.bn * 128) + 1024


def test_wgmma_emitted_layouts_match_on_the_host():
    if not (shutil.which("g++") or shutil.which("c++") or shutil.which("clang++")):
        pytest.skip("no host C++ compiler")
    for lay in G.variant_layouts("wgmma").values():
        assert G.check_emitted_on_host(lay) is True


def test_wgmma_has_only_fills_and_they_are_conflict_free():
    # per block and k-tile: (256 x 64 + 64 x 128) elements x 2 B = 48 KiB in 16-byte lanes =
    # 96 warp instructions of 512 B, 4 wavefronts each (128 B per wavefront); no LDS / LDSM at all
    c = gm.get_config("wgmma")
    accs = gm.enumerate_accesses("wgmma")
    assert {a.kind for a in accs} == {"fill"}
    for tile in "AB":
        assert (_lane_counts("wgmma", tile, "fill") == 1).all()
    lays = G.variant_layouts("wgmma")
    p = gm.predict("wgmma", {t: l.offsets for t, l in lays.items()}, 512, 256, 128,
                   a_bytes=lays["A"].nbytes, b_bytes=lays["B"].nbytes)
    blocks, ktiles = (512 // c.bm) * (256 // c.bn), 128 // 64
    assert (p.wavefronts, p.conflicts, p.instructions) == (0, 0, 0)
    assert p.fill_conflicts == 0
    assert p.fill_wavefronts == 96 * 4 * blocks * ktiles


def test_wgmma_source_and_target():
    src = G.kernel_source("wgmma", "bf16")
    for needle in ("wgmma.mma_async.sync.aligned.m64n128k16", "fence.proxy.async.shared::cta",
                   "#define KERNEL_NAME gemm_wgmma_bf16", "#define BM 256", "#define ELEM_BF16 1",
                   "inline int a_smem_offset(int row, int col)", "inline int b_smem_offset(int row, int col)"):
        assert needle in src, needle
    assert G.variant_arch("wgmma") == "sm_90a" and G.variant_arch("mma") == "sm_90"


def test_wgmma_builds_for_sm90a_when_nvcc_is_here(tmp_path):
    if not G.nvcc_path():
        pytest.skip("no nvcc")
    cubin = G.build_cubin(G.kernel_source("wgmma", "f16"), "sm_90a", cache=tmp_path)
    log = G.build_log(cubin)
    assert "sm_90a" in log and "spill stores" in log
    assert "0 bytes spill stores" in log
    assert "C7515" not in log      # ptxas did not serialize the wgmma pipeline


def test_parse_wgmma_config():
    assert gm.parse_wgmma_config("") == gm.CONFIGS["wgmma"]
    c = gm.parse_wgmma_config("bm=128, bn=256, stages=4")
    assert (c.bm, c.bn, c.bk, c.threads, c.stages) == (128, 256, 64, 256, 4)
    for bad in ("bm=96", "bn=64", "stages=2", "bm=256,bn=256,stages=4", "foo=1", "bm", "bm=-1", "bm=x"):
        with pytest.raises(UsageError, match="--wgmma-config"):
            gm.parse_wgmma_config(bad)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="bmnstagesgroup_=,0123456789 x-", max_size=40))
def test_parse_wgmma_config_fuzz(spec):
    try:
        c = gm.parse_wgmma_config(spec)
    except UsageError:
        return
    assert c.kind == "wgmma" and c.bm % 64 == 0 and c.bn in (128, 256) and c.stages >= 3
    assert c.stages * (c.bm * 128 + c.bn * 128) + 1024 <= gm.SMEM_LIMIT


def test_wgmma_config_flag_errors_are_one_line(capsys):
    rc = cli_main(["bench", "gemm", "--model-only", "--sizes", "1024", "--wgmma-config", "bn=64"])
    assert rc == 2
    err = capsys.readouterr().err.strip()
    assert "--wgmma-config" in err and "\n" not in err


# ----------------------------------------------------------------------------- address split (SIMT register fix)
def _emulate_split(mode, mask, ot, ok):
    """What tiled.cu's split_offset computes, in numpy (int32 semantics are not needed: all
    offsets are small and non-negative)."""
    if mode == "xor":
        return (ot ^ (ok & mask)) + (ok & ~mask)
    return ot + ok


def test_address_split_by_hand():
    from ldsopt.layouts.families import CuteSwizzle, Strided

    t = np.array([[4 * ty, 0] for ty in range(16)])
    k = np.array([[i, kk] for i in range(4) for kk in range(32)])
    # row-major 64 B rows: off(r, c) = 64 r + 2 c, additive
    assert gm.address_split(Strided(64, 32, 2).offsets(), t, k) == ("add", 0)
    # the tiling tutorial's padding (+2 B per row, 66 B rows): still additive, not XOR-linear
    assert gm.address_split(Strided(64, 32, 2, pad_bytes=2).offsets(), t, k) == ("add", 0)
    # Swizzle<1,3,4> over elements: element bit 7 (row bit 2) flips element bit 3 (byte bit 4).
    # Thread rows 4 ty: bytes 256 ty (bits 8..11) and byte bit 4 when ty is odd -> mask 0xF10
    assert gm.address_split(CuteSwizzle(64, 32, 2, b=1, m=3, s=4).offsets(), t, k) == ("xor", 0xF10)
    # a rotation of each row by its row index is neither
    rot = np.array([[(r * 32 + (c + r) % 32) * 2 for c in range(32)] for r in range(64)])
    assert gm.address_split(rot, t, k) == ("direct", 0)
    with pytest.raises(UsageError):
        gm.address_split(Strided(8, 8, 2).offsets(), t, k)


@pytest.mark.parametrize("variant", ["tiled_plain", "tiled_pad", "tiled_solver", "tiled_cp_async"])
def test_split_groups_are_the_enumerated_accesses_and_the_formula_is_exact(variant):
    lays = G.variant_layouts(variant)
    groups = gm.tiled_split_groups(variant)
    # the groups cover exactly the 2-byte accesses the model enumerates (as coordinate sets)
    acc = {(a.tile, a.kind): a for a in gm.enumerate_accesses(variant) if a.width == 2}
    names = {("A", "ld"): "A_LD", ("B", "ld"): "B_LD", ("A", "st"): "A_ST", ("B", "st"): "B_ST"}
    assert {names[key] for key in acc} == set(groups)
    for key, a in acc.items():
        tile, t, k = groups[names[key]]
        assert tile == key[0]
        both = {tuple(x + y) for x in t for y in k}
        assert both == set(map(tuple, a.coords.reshape(-1, 2).tolist()))
    # the kernel's arithmetic, emulated, gives the layout's own offset for every pair
    for g, (tile, t, k) in groups.items():
        off = lays[tile].offsets
        mode, mask = gm.address_split(off, t, k)
        ot = off[t[:, 0], t[:, 1]][:, None]
        ok = off[k[:, 0], k[:, 1]][None, :]
        full = off[t[:, 0][:, None] + k[:, 0][None, :], t[:, 1][:, None] + k[:, 1][None, :]]
        assert mode != "direct", (variant, g)
        assert (_emulate_split(mode, mask, ot, ok) == full).all()
        # few distinct per-thread terms: what keeps the kernel at plain's register count
        assert len(np.unique(ok & mask)) <= 4, (variant, g)
    src = G.kernel_source(variant, "f16")
    for g in groups:
        mode, mask = gm.split_defines(variant, {t: l.offsets for t, l in lays.items()})[g]
        assert f"#define {g}_SPLIT {gm.SPLIT_MODES[mode]}" in src and f"#define {g}_TMASK {mask}\n" in src


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31 - 1))
def test_address_split_on_random_linear_maps(seed):
    """Any invertible GF(2) map of the 11 coordinate bits is XOR-linear: the split must say so
    and reproduce every address; a random (non-linear) permutation must not be split."""
    rng = np.random.default_rng(seed)
    while True:   # random invertible 11x11 matrix over GF(2)
        m = rng.integers(0, 2, (11, 11))
        a, rank = m.copy(), 0
        for col in range(11):
            piv = [r for r in range(rank, 11) if a[r, col]]
            if not piv:
                continue
            a[[rank, piv[0]]] = a[[piv[0], rank]]
            for r in range(11):
                if r != rank and a[r, col]:
                    a[r] ^= a[rank]
            rank += 1
        if rank == 11:
            break
    images = [int(sum(int(m[i, j]) << i for i in range(11))) for j in range(11)]
    r, c = np.meshgrid(np.arange(64), np.arange(32), indexing="ij")
    lin = r * 32 + c
    idx = np.zeros_like(lin)
    for j in range(11):
        idx ^= ((lin >> j) & 1) * images[j]
    off = idx * 2
    t = np.array([[4 * ty, 0] for ty in range(16)])
    k = np.array([[i, kk] for i in range(4) for kk in range(32)])
    mode, mask = gm.address_split(off, t, k)
    assert mode in ("xor", "add")
    ot, ok = off[t[:, 0], t[:, 1]][:, None], off[k[:, 0], k[:, 1]][None, :]
    assert (_emulate_split(mode, mask, ot, ok) == off[(t[:, 0][:, None] + k[:, 0][None, :]),
                                                     (t[:, 1][:, None] + k[:, 1][None, :])]).all()
    shuffled = rng.permutation(off.ravel()).reshape(off.shape)
    if not (shuffled == off).all():
        m2, mask2 = gm.address_split(shuffled, t, k)
        if m2 != "direct":   # possible only by chance; then the formula must still be exact
            ot, ok = shuffled[t[:, 0], t[:, 1]][:, None], shuffled[k[:, 0], k[:, 1]][None, :]
            assert (_emulate_split(m2, mask2, ot, ok) == shuffled[(t[:, 0][:, None] + k[:, 0][None, :]),
                                                              (t[:, 1][:, None] + k[:, 1][None, :])]).all()


def test_tiled_kernel_addresses_only_through_the_split():
    text = (G.KERNEL_DIR / "tiled.cu").read_text()
    body = text[text.index("KERNEL_NAME("):]
    # loads and stores of the 2-byte path use A_OFF / B_OFF; the cp.async fill (per-thread
    # coordinates only) calls the emitted function directly
    assert len(re.findall(r"lds_u16\(s[ab] \+ [AB]_OFF\(", body)) == 2
    assert len(re.findall(r"sts_u16\(sa \+ (A_STAGE_BYTES \+ )?[AB]_OFF\(", body)) == 2
    assert "a_smem_offset(ty" not in body and "b_smem_offset(kk" not in body


def _ptxas_registers(variant):
    cubin = G.build_cubin(G.kernel_source(variant, "f16"))
    m = re.search(r"Used (\d+) registers", G.build_log(cubin))
    return int(m.group(1)) if m else None


@pytest.mark.slow
def test_solver_layouts_cost_no_registers_when_nvcc_is_here(tmp_path, monkeypatch):
    """The cause of the slow tiled_solver (docs/gemm.md): per-access swizzle arithmetic hoisted
    into one register per unrolled access (163 registers, one block per SM).  With the address
    split the solver-layout kernels need no more registers than the plain one."""
    if not G.nvcc_path():
        pytest.skip("nvcc not installed")
    monkeypatch.setenv("LDSOPT_CACHE", str(tmp_path))
    plain = _ptxas_registers("tiled_plain")
    assert plain is not None
    assert _ptxas_registers("tiled_solver") <= plain
    assert _ptxas_registers("tiled_cp_async") <= plain


def test_sass_report_without_the_toolkit_says_what_is_missing(monkeypatch, capsys, tmp_path):
    """benchmarks/gemm.py --sass needs nvcc and cuobjdump, no GPU: without them, one line naming
    what is missing and exit 2 (it used to end in a FileNotFoundError traceback from cuobjdump)."""
    import importlib.util

    from ldsopt.demos.gemm import bench as G

    spec = importlib.util.spec_from_file_location("bench_gemm_script",
                                                  Path(__file__).resolve().parents[1] / "benchmarks" / "gemm.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    monkeypatch.setattr(G, "cuobjdump_path", lambda: None)
    monkeypatch.setattr(G, "build_cubin", lambda *a, **k: pytest.fail("compiled without cuobjdump"))
    assert mod.sass_report(tmp_path / "s.json") == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cuobjdump not found" in err[0] and "no GPU needed" in err[0]
    assert not (tmp_path / "s.json").exists()
