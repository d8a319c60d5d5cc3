"""`ldsopt analyze` on kernel sources: every language compiled offline per arch, figures derived by
hand from the source and the bank model of docs/design.md, and one-line failures.

Hand derivations (32x32 float tile, 32x8 block, 4 elements per thread, ``j`` = 0, 8, 16, 24):
* write ``tile[ty + j][tx]``: a warp / half-wave's 32 lanes write 32 consecutive words, one per
  bank: no conflict.
* read ``tile[tx][ty + j]`` of ``tile[32][32]``: lane ``tx`` reads word ``32 tx + ty + j``, all
  in bank ``(ty + j) % 32``.  NVIDIA (32 banks, 32 lanes a wavefront): 32 wavefronts where 1 would
  do, per warp and read: 8 warps x 4 reads x 32 = 1024, ideal 32, 32-way.  gfx942 (32 banks;
  b32 served as 2 groups of 32 lanes, docs/design.md): each group 32 cycles, ideal 1: 4 waves x 4
  reads x 64 = 1024, ideal 32, 32-way.  gfx950 (64 banks, one 64-lane group by default): lanes
  with even ``tx`` in bank ``ty + j``, odd ``tx`` in ``ty + j + 32``, and the wave's two rows
  (``ty``, ``ty + 1``) in the next banks: 4 banks of 16 words: 16 cycles, ideal 1 per read: 4 x 4
  x 16 = 256, ideal 16, 16-way.
* XOR swizzle ``tile[r][c ^ r]``: the read of row ``tx``, column ``ty + j`` is word
  ``32 tx + ((ty + j) ^ tx)``, bank ``(ty + j) ^ tx``, distinct over the 32 lanes of a warp or
  32-lane group; the write likewise: no conflict on 32 banks.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from ldsopt.cli import main
from ldsopt.errors import UsageError
from ldsopt.sources import compile_source, toolchains
from ldsopt.sources.analyze import analyze_source
from ldsopt.sources.compiled import parse_archs, parse_block

EX = Path(__file__).parents[1] / "examples"
REQUIRE = os.environ.get("LDSOPT_REQUIRE_TOOLCHAINS") == "1"   # CI: a missing toolchain fails


def _need(ok: bool, what: str):
    if ok:
        return
    if REQUIRE:
        pytest.fail(f"{what} missing, and LDSOPT_REQUIRE_TOOLCHAINS=1")
    pytest.skip(f"{what} not installed")


def _clang(version: int):
    _need(any(v >= version for v, _ in toolchains.clangs()), f"clang {version}+")


def _nvcc():
    from ldsopt import toolchain
    _need(toolchain.find("nvcc") is not None and toolchain.find("nvdisasm") is not None, "nvcc + nvdisasm")


def _triton():
    _need(toolchains.python_module("triton") is not None, "triton")


def _run(capsys, argv):
    assert main(["analyze", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)["kernels"]


def _lines(k):
    return {r["source"]: r for r in k["by_line"]}


def _check_transpose(ks, file, read_line, write_line, plain, padded=(0, 0)):
    """``plain`` = (cycles, ideal, ways) of the conflicted read line; the padded kernel and every
    write line conflict-free."""
    by = {k["name"]: k for k in ks}
    p = next(k for n, k in by.items() if "transpose_plain" in n)
    lines = _lines(p)
    r = lines[f"{file}:{read_line}"]
    assert (r["cycles"], r["ideal"], r["ways"]) == plain
    assert r["conflicts"] == plain[0] - plain[1]
    assert lines[f"{file}:{write_line}"]["conflicts"] == 0
    assert p["by_line"][0]["source"] == f"{file}:{read_line}"        # conflicted lines first
    assert p["block"] == [32, 8, 1]
    assert all(row["resolved"] for row in p["lds"])
    assert "tile[threadIdx.x]" in r["text"] or "tile[tx" in r["text"]
    for n, k in by.items():
        if "transpose_swizzled" in n:
            assert all(ln["conflicts"] == 0 for ln in k["by_line"]) and k["by_line"]


# ----------------------------------------------------------------------------- HIP, CUDA, OpenCL
def test_hip_gfx942(capsys):
    _clang(18)
    ks = _run(capsys, [str(EX / "transpose.hip"), "--arch", "gfx942", "--block", "32x8"])
    assert {k["language"] for k in ks} == {"hip"} and {k["arch"] for k in ks} == {"gfx942"}
    _check_transpose(ks, "transpose.hip", 12, 8, (1024, 32, 32))


def test_hip_gfx950_needs_newer_clang(capsys):
    _clang(20)
    ks = _run(capsys, [str(EX / "transpose.hip"), "--arch", "gfx950", "--block", "32x8",
                       "--kernel", "transpose_plain"])
    _check_transpose(ks, "transpose.hip", 12, 8, (256, 16, 16))


def test_cuda_sm90(capsys):
    _nvcc()
    ks = _run(capsys, [str(EX / "transpose.cu"), "--arch", "sm_90", "--block", "32x8"])
    assert {k["language"] for k in ks} == {"cuda"}
    _check_transpose(ks, "transpose.cu", 12, 8, (1024, 32, 32))


def test_cuda_block_from_launch_bounds(capsys):
    _nvcc()
    (k,) = _run(capsys, [str(EX / "transpose.cu"), "--arch", "sm_80", "--kernel", "transpose_swizzled"])
    assert k["block"] == [256, 1, 1] and "launch_bounds" in k["block_from"]


def test_opencl_gfx942(capsys):
    _clang(18)
    ks = _run(capsys, [str(EX / "transpose.cl"), "--arch", "gfx942"])   # reqd_work_group_size
    assert ks[0]["language"] == "opencl"
    _check_transpose(ks, "transpose.cl", 12, 8, (1024, 32, 32))


def test_hip_on_nvidia_and_cuda_on_amd(capsys):
    """The header stand-ins: the same HIP source through nvcc, the same CUDA source through clang."""
    _clang(18)
    _nvcc()
    ks = _run(capsys, [str(EX / "transpose.hip"), "--arch", "sm_90", "--block", "32x8"])
    _check_transpose(ks, "transpose.hip", 12, 8, (1024, 32, 32))
    ks = _run(capsys, [str(EX / "transpose.cu"), "--arch", "gfx942", "--block", "32x8"])
    _check_transpose(ks, "transpose.cu", 12, 8, (1024, 32, 32))


HELD_OUT_HIP = r"""
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
// every ordinary HIP piece the header stand-in covers
__global__ void __launch_bounds__(64, 2) k(float* out, const __half* in, const __hip_bfloat16* b) {
  __shared__ float s[64 * 2];
  __shared__ float4 v[64];
  float x = __half2float(in[threadIdx.x]) + __bfloat162float(b[blockIdx.x]) + blockDim.x + gridDim.x;
  x += __shfl_xor(x, 1) + __shfl_down(x, 2) + __shfl_up(x, 2) + __shfl(x, 0);
  s[threadIdx.x * 2] = x;
  v[threadIdx.x] = make_float4(x, x, x, x);
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x] + v[threadIdx.x ^ 1].y + sqrtf(x) + expf(x);
}
"""


def test_hip_shim_covers_ordinary_hip(tmp_path, capsys):
    """Hand derivation, gfx942, 64 lanes (one wave): ``s[2 t]`` is word 2t: lanes t and t + 16
    share a bank inside each 32-lane group (banks 2t % 32), 2 words a bank: 2-way; the read
    ``s[t]`` is conflict-free."""
    _clang(18)
    src = tmp_path / "heldout.hip"
    src.write_text(HELD_OUT_HIP)
    (k,) = _run(capsys, [str(src), "--arch", "gfx942"])
    assert k["block"] == [64, 1, 1]
    lines = _lines(k)
    w = lines["heldout.hip:10"]
    assert (w["cycles"], w["ideal"], w["ways"]) == (4, 2, 2)
    assert lines["heldout.hip:13"]["text"].startswith("out[threadIdx.x]")
    assert lines["heldout.hip:13"]["conflicts"] == 0
    assert lines["heldout.hip:11"]["conflicts"] == 0      # 16-byte float4 per lane, consecutive


# ----------------------------------------------------------------------------- Triton and Gluon
def test_gluon_explicit_layouts_sm90(capsys):
    """Rows in registers (a lane per column, 4 warps, 8 rows each), column-major shared: a row's 32
    elements are 128 B apart, one bank: 32-way on each of the 32 store and 32 load instructions
    (1024 wavefronts, ideal 32).  XOR-swizzled (maxPhase 32): column c's row index is r ^ c, so
    the row's lanes fall in 32 different banks: no conflict."""
    _triton()
    ks = _run(capsys, [str(EX / "gluon_shared.py"), "--arch", "sm_90", "--param", "SWIZZLE=0"])
    (k,) = ks
    assert k["language"] == "gluon" and k["block"] == [128, 1, 1] and k["params"]["SWIZZLE"] == 0
    src = (EX / "gluon_shared.py").read_text().splitlines()
    store = next(i + 1 for i, s in enumerate(src) if "allocate_shared_memory" in s)
    load = next(i + 1 for i, s in enumerate(src) if "smem.load" in s)
    lines = _lines(k)
    for ln in (store, load):
        r = lines[f"gluon_shared.py:{ln}"]
        assert (r["cycles"], r["ideal"], r["ways"]) == (1024, 32, 32)
    (k,) = _run(capsys, [str(EX / "gluon_shared.py"), "--arch", "sm_90", "--param", "SWIZZLE=1"])
    assert all(r["conflicts"] == 0 for r in k["by_line"]) and len(k["by_line"]) == 2


def test_triton_autotune_all_configs(tmp_path, capsys):
    """Every configuration of an autotuned matmul, on both vendors.  On gfx942 the figures emulated
    from the compiled code equal, per configuration, those of the TTGIR Triton produced for it,
    costed from Triton's layouts alone (``ldsopt ttgir``: another model of the same compile); one
    configuration conflicts there."""
    _triton()
    from ldsopt.analyze import analyze_ttgir
    ptrs = ["--param", "a_ptr=*fp16", "--param", "b_ptr=*fp16", "--param", "c_ptr=*fp16"]
    ks = _run(capsys, [str(EX / "matmul_triton.py"), "--arch", "gfx942,sm_90", "--config", "all",
                       "--param", "K=4096", *ptrs, "--keep", str(tmp_path)])
    assert [(k["arch"], k["block"][0]) for k in ks] == [("gfx942", 256), ("sm_90", 128)] * 2 + [
        ("gfx942", 512), ("sm_90", 256)]
    assert all(k["config"].startswith("BM=") and k["params"]["BK"] in (16, 32, 64) for k in ks)
    conflicted = []
    for i, k in enumerate(ks):
        assert all(r["source"].startswith("matmul_triton.py:") for r in k["lds"])
        cyc = sum(r["cycles"] for r in k["by_line"])
        idl = sum(r["ideal"] for r in k["by_line"])
        if k["arch"] == "gfx942":   # (sm_90's pipelined copies are async copies ttgir does not cost)
            t = analyze_ttgir((tmp_path / f"matmul_gfx942_c{i // 2}.ttgir").read_text(), suggest=False)
            assert (cyc, idl) == (sum(o.cycles for o in t.ops), sum(o.ideal for o in t.ops))
        if cyc > idl:
            conflicted.append((k["arch"], i // 2))
    assert ("gfx942", 1) in conflicted
    assert main(["analyze", str(EX / "matmul_triton.py"), "--arch", "sm_90", "--config", "all",
                 "--param", "K=4096", *ptrs]) == 0
    out = capsys.readouterr().out
    assert "every autotune configuration" in out and "BM=64, BN=128, BK=16, num_warps=8" in out


def test_triton_signature_from_the_source():
    """Arguments reaching a load or store's pointer are pointers, whatever their names."""
    from ldsopt.sources.triton_driver import pointer_args
    src = ("def k(X, Out, n, stride, BLOCK: tl.constexpr):\n"
           "    offs = tl.arange(0, BLOCK)\n"
           "    p = X + offs * stride\n"
           "    v = tl.load(p, mask=offs < n)\n"
           "    q = Out\n"
           "    q += offs\n"
           "    tl.store(q, v)\n")
    assert pointer_args(src, ["X", "Out", "n", "stride", "BLOCK"]) == {"X", "Out"}


# ----------------------------------------------------------------------------- failures: one line
def _fails(capsys, argv, *words, code=2):
    assert main(["analyze", *argv]) == code
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    for w in words:
        assert w in err, err
    return err


def test_failures_are_one_line(tmp_path, capsys):
    _fails(capsys, [str(EX / "transpose.hip"), "--arch", "gfx1234"], "gfx1234", "expected")
    _fails(capsys, [str(EX / "transpose.hip")], "needs --arch")
    _fails(capsys, [str(EX / "transpose.cl"), "--arch", "sm_90"], "OpenCL", "AMD")
    p = tmp_path / "plain.py"
    p.write_text("print('no kernel here')\n")
    _fails(capsys, [str(p), "--arch", "gfx942"], "no @triton.jit")
    _fails(capsys, [str(tmp_path / "missing.hip"), "--arch", "gfx942"], "no such file")


def test_gfx950_without_new_clang_names_the_install(monkeypatch, capsys):
    monkeypatch.setattr(toolchains, "clangs", lambda: ((19, "/usr/bin/clang-19"),))
    _fails(capsys, [str(EX / "transpose.hip"), "--arch", "gfx950"], "gfx950", "clang 20",
           "apt-get install -y clang-22")


def test_missing_nvcc_names_the_install(monkeypatch, capsys):
    from ldsopt import toolchain
    monkeypatch.setattr(toolchain, "find", lambda tool: None)
    _fails(capsys, [str(EX / "transpose.cu"), "--arch", "sm_90"], "nvcc", "pip install", "ldsopt[cuda]")


def test_compiled_artifact_for_another_target(capsys):
    s = Path(__file__).parent / "data" / "isa" / "hip_lds_tagged_gfx942.s"
    _fails(capsys, [str(s), "--arch", "gfx950"], "gfx942", "recompile")


def test_compiled_artifact_read_as_is(capsys):
    s = Path(__file__).parents[1] / "src" / "ldsopt" / "demos" / "kernels" / "transpose_sm90.sass"
    ks = _run(capsys, [str(s), "--block", "32x8", "--kernel", "transpose_plain"])
    (k,) = ks
    r = k["by_line"][0]
    assert (r["cycles"], r["ideal"], r["ways"]) == (1024, 32, 32)


def test_keep_and_python_api(tmp_path):
    _clang(18)
    items = compile_source(EX / "transpose.hip", "gfx942", kernel="transpose_plain", keep=tmp_path)
    (c,) = items
    assert c.kind == "amdgpu-asm" and Path(c.artifact).parent == tmp_path and c.block is None
    assert ".loc" in Path(c.artifact).read_text()
    (k,) = analyze_source(EX / "transpose.hip", "gfx942", kernel="transpose_plain", block=(32, 8))
    assert k.by_line()[0].ways == 32 and k.to_json()["by_line"][0]["source"] == "transpose.hip:12"
    # the one result shape of every static analysis: the same types as analyze_isa's
    import ldsopt
    assert type(k) is ldsopt.Kernel and all(type(a) is ldsopt.Access for a in k.accesses)
    assert type(k.by_line()[0]) is ldsopt.LineCost and k.block_from is not None


def test_parsers():
    assert parse_archs("gfx942, sm90 ,gfx942") == ["gfx942", "sm_90"]
    assert parse_block("256") == (256, 1, 1)
    with pytest.raises(UsageError):
        parse_block("64x32")                    # 2048 threads
    with pytest.raises(UsageError):
        parse_archs("")


def test_doctor_names_install_commands(monkeypatch, capsys):
    monkeypatch.setattr(toolchains, "clangs", lambda: ())
    from ldsopt import toolchain
    monkeypatch.setattr(toolchain, "find", lambda tool: None)
    monkeypatch.setattr(toolchains, "python_module", lambda name: None)
    assert main(["doctor", "--arch", "gfx942,sm_90"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = {tuple(ln.split()[:2]): ln for ln in out}
    assert "apt-get install -y clang-19" in rows[("hip", "gfx942")]
    assert "ldsopt[cuda]" in rows[("cuda", "sm_90")]
    assert "ldsopt[triton]" in rows[("triton", "gfx942")]
    assert all(" NO " in ln for ln in out)


def test_isa_says_when_asked_for_another_target():
    import ldsopt
    s = Path(__file__).parent / "data" / "isa" / "hip_lds_tagged_gfx942.s"
    (k,) = ldsopt.analyze_isa(s, arch="gfx950", kernel="_Z11transpose16PfPKfi", block=(16, 16))
    assert any("compiled for gfx942" in n for n in k.notes)
    (k,) = ldsopt.analyze_isa(s, kernel="_Z11transpose16PfPKfi", block=(16, 16))
    assert not any("compiled for" in n for n in k.notes)


# ----------------------------------------------------------------------------- FlyDSL and CuTe DSL
# Their toolchains (FlyDSL with torch; CuTe DSL) are too heavy for CI: the artifacts they compiled
# from examples/flydsl_transpose.py and examples/cute_transpose.py (tests/data/sources/README.md)
# are replayed here, with the hand derivation of the module docstring; the live tests run where the
# toolchain is installed.
SRC_DATA = Path(__file__).parent / "data" / "sources"


@pytest.mark.parametrize("arch,plain", [("gfx942", (1024, 32, 32)), ("gfx950", (256, 16, 16))])
def test_flydsl_recorded(arch, plain, capsys):
    (k,) = _run(capsys, [str(SRC_DATA / "flydsl" / f"transpose_plain_{arch}.s"), "--arch", arch])
    assert k["block"] == [32, 8, 1]                    # known_block_size in the source
    r = _lines(k)["flydsl_transpose.py:28"]
    assert (r["cycles"], r["ideal"], r["ways"]) == plain
    assert _lines(k)["flydsl_transpose.py:25"]["conflicts"] == 0
    (k,) = _run(capsys, [str(SRC_DATA / "flydsl" / f"transpose_swizzled_{arch}.s"), "--arch", arch])
    assert [r["conflicts"] for r in k["by_line"]] == [0, 0]


@pytest.mark.parametrize("arch", ["sm_80", "sm_90"])
def test_cute_recorded(arch, capsys):
    from ldsopt import toolchain
    _need(toolchain.find("nvdisasm") is not None or toolchain.find("cuobjdump") is not None, "nvdisasm")
    (k,) = _run(capsys, [str(SRC_DATA / "cute" / f"transpose_plain_{arch}.cubin"), "--block", "32x8"])
    r = _lines(k)["cute_transpose.py:22"]
    assert (r["cycles"], r["ideal"], r["ways"]) == (1024, 32, 32)
    assert _lines(k)["cute_transpose.py:19"]["conflicts"] == 0
    (k,) = _run(capsys, [str(SRC_DATA / "cute" / f"transpose_swizzled_{arch}.cubin"), "--block", "32x8"])
    assert [r["conflicts"] for r in k["by_line"]] == [0, 0]


def test_flydsl_live(capsys):
    from ldsopt.sources.flydsl import find_lld
    if toolchains.python_module("flydsl") is None or toolchains.python_module("torch") is None \
            or find_lld() is None:
        pytest.skip("FlyDSL, torch or ld.lld not installed")
    ks = _run(capsys, [str(EX / "flydsl_transpose.py"), "--arch", "gfx942"])
    assert {k["language"] for k in ks} == {"flydsl"}
    _check_transpose(ks, "flydsl_transpose.py", 28, 25, (1024, 32, 32))


def test_cute_live(capsys):
    _need(toolchains.python_module("cutlass") is not None, "CuTe DSL (nvidia-cutlass-dsl)")
    ks = _run(capsys, [str(EX / "cute_transpose.py"), "--arch", "sm_90", "--block", "32x8"])
    assert {k["language"] for k in ks} == {"cute"}
    _check_transpose(ks, "cute_transpose.py", 22, 19, (1024, 32, 32))


# ----------------------------------------------------------------------------- strided kernels
# Hand derivations (banks of 4-byte words; gfx942: 32 banks, b32 in two 32-lane groups; sm_90:
# 32 banks, one warp of 32 lanes):
# * stride4.hip, 64 lanes, s[4 t] (gfx942): word 4t, bank 4t % 32: 8 banks of 4 words per group:
#   4-way, 4 cycles per group, 2 groups: 8 cycles, ideal 2.  The read s[t]: 2, ideal 2.
# * stride2.cu, 32 lanes, s[2 t] and s[2 t + 1] (sm_90): 16 banks of 2 words: 2-way, 2 wavefronts,
#   ideal 1 (the 128 bytes the warp asks for).
# * stride8.cl, 64 lanes, a[8 l] (gfx942): bank 8l % 32: 4 banks of 8 words per group: 8-way,
#   16 cycles, ideal 2.  The read a[l]: 2, ideal 2.
# * colmajor_f16.py (Gluon, sm_90, 4 warps): a warp holds row r, a lane per column c; the shared
#   tile is column-major fp16: byte 2 (32 c + r), word 16 c + r // 2, bank (16 c + r // 2) % 32:
#   two banks of 16 words: 16-way.  Each warp stores 8 rows: 32 instructions x 16 = 512, ideal 32;
#   the load back in the same register layout likewise.
HELD = Path(__file__).parent / "data" / "sources" / "heldout"


@pytest.mark.parametrize("file,arch,extra,need,expect", [
    ("stride4.hip", "gfx942", [], "clang", {"stride4.hip:4": (8, 2, 4), "stride4.hip:6": (2, 2, 1)}),
    ("stride2.cu", "sm_90", [], "nvcc", {"stride2.cu:3": (2, 1, 2), "stride2.cu:5": (2, 1, 2)}),
    ("stride8.cl", "gfx942", [], "clang", {"stride8.cl:4": (16, 2, 8), "stride8.cl:6": (2, 2, 1)}),
    # extern __shared__ and host code (hipMalloc, <<<>>>, hipLaunchKernelGGL) in the same file;
    # buf[2 t], 64 threads: 16 banks of 2 words in each 32-lane group / warp: 2-way, 2 x 2 cycles
    ("dynamic_host.hip", "gfx942", ["--block", "64"], "clang",
     {"dynamic_host.hip:4": (4, 2, 2), "dynamic_host.hip:6": (2, 2, 1)}),
    ("dynamic_host.hip", "sm_90", ["--block", "64"], "nvcc",
     {"dynamic_host.hip:4": (4, 2, 2), "dynamic_host.hip:6": (2, 2, 1)}),
    ("colmajor_f16.py", "sm_90", ["--param", "x_ptr=*fp16", "--param", "y_ptr=*fp16"], "triton",
     {"colmajor_f16.py:12": (512, 32, 16), "colmajor_f16.py:13": (512, 32, 16)}),
])
def test_strided_kernels(file, arch, extra, need, expect, capsys):
    {"clang": lambda: _clang(18), "nvcc": _nvcc, "triton": _triton}[need]()
    (k,) = _run(capsys, [str(HELD / file), "--arch", arch, *extra])
    got = {s: (r["cycles"], r["ideal"], r["ways"]) for s, r in _lines(k).items()}
    assert got == expect


def test_nvidia_wheels_found_without_path():
    """`pip install ldsopt[cuda]` puts nvcc, nvdisasm and cuobjdump in NVIDIA's wheel folders, which
    the tool lookup searches after PATH and the toolkit folders."""
    from ldsopt import toolchain
    _need(toolchains.python_module("nvidia") is not None and toolchain.nvidia_wheel_bins() != [],
          "NVIDIA's CUDA wheels")
    found = {t for d in toolchain.nvidia_wheel_bins() for t in ("nvcc", "nvdisasm", "cuobjdump")
             if (d / t).is_file()}
    assert found == {"nvcc", "nvdisasm", "cuobjdump"}


def test_no_source_lines_is_said(capsys):
    sass = "\n".join(["Function : k", "/*0000*/  S2R R0, SR_TID.X ;", "/*0010*/  IMAD.SHL.U32 R1, R0, 0x80, RZ ;",
                      "/*0020*/  LDS R2, [R1] ;", "/*0030*/  EXIT ;"])
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "k.sass"
        p.write_text(sass + "\n")
        (k,) = _run(capsys, [str(p), "--block", "32", "--arch", "sm_90"])
    assert k["lds"][0]["ways"] == 32 and any("no source lines" in n for n in k["notes"])


def test_compile_errors_are_one_line(tmp_path, capsys):
    _clang(18)
    bad = tmp_path / "bad.hip"
    bad.write_text("__global__ void k(float* o) { o[threadIdx.x] = undefined_name; }\n")
    _fails(capsys, [str(bad), "--arch", "gfx942"], "bad.hip", "undefined_name")
    _fails(capsys, [str(EX / "transpose.hip"), "--arch", "gfx942", "--kernel", "nope"], "nope",
           "transpose_plain")
    _triton()
    broken = tmp_path / "broken.py"
    broken.write_text("import triton\nimport no_such_module_here\n\n@triton.jit\ndef k(x):\n    pass\n")
    _fails(capsys, [str(broken), "--arch", "sm_90"], "no_such_module_here")
    _fails(capsys, [str(EX / "gluon_shared.py"), "--arch", "gfx942", "--param", "SWIZZLE=0"],
           "shared_roundtrip", "gfx942")
    _fails(capsys, [str(EX / "transpose_triton.py"), "--arch", "sm_90", "--config", "7"], "--config 7")


def test_triton_compile_error_names_the_compilers_reason(capsys):
    """Triton's exception for an ill-typed kernel says only "error encountered during parsing";
    the reason is the compiler's own diagnostic.  The Gluon kernel below stores f32 values (its
    pointers taken as *fp32 when not given) into an f16 shared allocation, and on gfx942 its
    32-lane layout does not fit a 64-lane wave: each failure names its line and cause."""
    _triton()
    f = str(Path(__file__).parent / "data" / "sources" / "heldout" / "colmajor_f16.py")
    assert main(["analyze", f, "--arch", "sm_90"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "during parsing" not in err
    assert "must match destination element type 'f16'" in err and "line 12 of colmajor_f16.py" in err
    assert "--param x_ptr=*fp16" in err
    assert main(["analyze", f, "--arch", "gfx942", "--param", "x_ptr=*fp16", "--param", "y_ptr=*fp16"]) == 2
    err = capsys.readouterr().err.strip()
    assert "32 threads per warp" in err and "64 threads per warp" in err and "line 8" in err
    assert "--param" not in err


def test_cuda_partial_block_counts_only_the_warps_that_run(capsys):
    """colsum_half.cu, block 128 (``__launch_bounds__``), only ``t < 64`` reads (warps 0 and 1).
    Read ``s[t % 16][c * 4 + t / 16]`` of doubles, row pitch 512 B: a warp's lanes t and t + 16
    differ by one column (8 B), the 16 values of t % 16 by whole rows, one bank pair: each half
    warp (an 8-byte access is served per half warp) is 16-way, 32 wavefronts per warp, ideal 2.
    16 unrolled loads x 2 warps: 1024 wavefronts, ideal 64 (warps 2 and 3 add nothing).  The write
    ``s[r][t % 64]``: every warp, 16 stores x 4 warps x 2 wavefronts = 128, conflict-free."""
    _nvcc()
    f = str(Path(__file__).parent / "data" / "sources" / "partial" / "colsum_half.cu")
    (k,) = _run(capsys, [f, "--arch", "sm_90"])
    lines = _lines(k)
    r = lines["colsum_half.cu:7"]
    assert (r["cycles"], r["ideal"], r["ways"]) == (1024, 64, 16)
    assert (lines["colsum_half.cu:4"]["cycles"], lines["colsum_half.cu:4"]["ideal"]) == (128, 128)
