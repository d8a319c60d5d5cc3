"""What a review of ``ldsopt analyze`` / ``fix`` / ``diff`` on unseen sources found, each pinned by a
test whose expectation is derived by hand (the bank model of docs/design.md: bank = (byte address /
4) mod banks; gfx942 serves a b32 access 32 lanes at a time on 32 banks, gfx950 a whole wave on 64
banks, sm_90 a warp on 32 banks)."""

import os
import shutil
from pathlib import Path

import pytest

from ldsopt.fixes.csource import pure_macros, shared_arrays
from ldsopt.fixes.ctokens import tokenize
from ldsopt.render.analyze_text import format_configs, format_kernel
from ldsopt.results import Access, Kernel

DATA = Path(__file__).parent / "data" / "qa"
REQUIRE = os.environ.get("LDSOPT_REQUIRE_TOOLCHAINS") == "1"


def _need(arch: str):
    from ldsopt.sources import toolchains
    try:
        ok = bool(toolchains.clang_for(arch) if arch.startswith("gfx") else toolchains.nvcc())
    except Exception:  # noqa: BLE001 - not installed
        ok = False
    if not ok:
        if REQUIRE:
            pytest.fail(f"no compiler for {arch}, and LDSOPT_REQUIRE_TOOLCHAINS=1")
        pytest.skip(f"no compiler for {arch} here")


# ----------------------------------------------------------------------------- analyze's text
def _unresolved(source="k.cu:4"):
    return Access(source, "STS [R5], R0", 0, None, None, None, None, False, "no block size: give --block")


def test_all_unresolved_says_unknown_not_zero_cycles():
    k = Kernel("k", "sm_90", "cuda", "k.cu", (0, 0, 0), {}, (_unresolved(), _unresolved("k.cu:6")),
               block_from="none")
    text = format_kernel(k)
    assert "block unknown (give --block XxYxZ)" in text.splitlines()[0] and "0x0x0" not in text
    assert "LDS cycles unknown: none of the 2 LDS instruction(s) resolved" in text
    assert "0 LDS cycles" not in text


def test_partly_unresolved_says_how_many_are_not_counted():
    ok = Access("k.hip:3", "ds_read_b32 v1, v0", 3, 8, 2, 6, 4, True)
    k = Kernel("k", "gfx942", "hip", "k.hip", (64, 1, 1), {}, (ok, _unresolved()), block_from="--block")
    text = format_kernel(k)
    assert "8 LDS cycles per block" in text and "1 unresolved LDS instruction(s) not counted" in text
    assert "1 instruction(s) unresolved, not counted" in format_configs([k])


def test_a_row_without_source_line_is_named():
    a = Access("", "ds_read2st64_b32 v[0:1], v3 offset1:8", 9, 4, 4, 0, 1, True)
    text = format_kernel(Kernel("k", "gfx942", "hip", "k.hip", (64, 1, 1), {}, (a,), block_from="--block"))
    assert sum("(no source line)" in ln for ln in text.splitlines()) == 2      # per line and per instruction


def test_sass_text_names_where_the_block_came_from():
    import ldsopt
    from ldsopt.render.sass_text import format_sass
    sass = "\n".join(["Function : k", ".maxntid 64, 1, 1", "/*0000*/  S2R R0, SR_TID.X ;",
                      "/*0010*/  LDS R2, [R0.X4] ;", "/*0020*/  EXIT ;"])
    res = ldsopt.analyze_sass(sass, block=64, arch="sm_90")
    line = format_sass(res).splitlines()[1]
    assert "None" not in line and line.startswith("  sm_90, block 64x1x1 (2 warps) from ")


# ----------------------------------------------------------------------------- fix through a macro
def test_pure_function_like_macros():
    toks = tokenize("#define IDX(r, c) ((r) * 33 + (c))\n#define TWICE(i) IDX(i, i)\n#define BUMP(i) (i++)\n"
                    "#define CALL(i) f(i)\n#define SET(i) (x = i)\n#define N 32\n"
                    "#define TWO(i) (i)\n#if X\n#define TWO(i) g(i)\n#endif\n")
    # IDX is arithmetic; TWICE calls only IDX; BUMP, SET have side effects, CALL calls an unknown
    # function; TWO has an impure second definition
    assert pure_macros(toks) == {"IDX", "TWICE"}


def test_a_subscript_through_a_pure_macro_is_rewritable_and_an_impure_one_is_not():
    from ldsopt.allocation.layouts import Layout
    from ldsopt.fixes.rewrite_c import refusal
    src = ("#define IDX(r, c) ((r) * 32 + (c))\n#define NEXT(i) (i++)\n"
           "__global__ void k(float* o) {\n  __shared__ float t[32 * 32];\n  int x = threadIdx.x;\n"
           "  t[IDX(x, 0)] = 1;\n  o[x] = t[IDX(0, x)];\n}\n")
    (arr,) = shared_arrays(src)
    assert refusal(arr, Layout("pad")) is None and refusal(arr, Layout("xor")) is None
    (arr,) = shared_arrays(src.replace("t[IDX(x, 0)]", "t[NEXT(x)]"))
    assert "side effects" in refusal(arr, Layout("pad"))
    (arr,) = shared_arrays(src.replace("t[IDX(x, 0)]", "t[IDX(x++, 0)]"))      # an argument with one
    assert "side effects" in refusal(arr, Layout("xor"))


def test_fix_rewrites_a_transpose_indexed_through_a_macro(tmp_path):
    # macro_index.cu, 256 threads (launch bounds), TILE 32: the read t[IDX(x, y + j)] is word
    # 32 x + y + j, so the 32 lanes of a warp (x = 0..31, one y) all hit bank (y + j) mod 32:
    # 32-way, 32 wavefronts per warp and read, 4 reads x 8 warps = 1024 (ideal 32); the writes
    # t[IDX(y + j, x)] are rows, 1 per warp: 32.  XOR (i >> 5) & 31 or any padding of one word a
    # row makes the column read 1 per warp: 32, and the writes stay 32.
    _need("sm_90")
    from ldsopt.fixes import fix_source
    src = tmp_path / "macro_index.cu"
    shutil.copy(DATA / "macro_index.cu", src)
    r = fix_source(str(src), "sm_90")
    (al,) = r.allocations
    assert al.name == "t" and al.verified, al.reason
    assert r.lines_before[14] == (1024, 32) and r.lines_after[14] == (32, 32)
    assert r.lines_before[10] == (32, 32) and r.lines_after[10] == (32, 32)
    changed = [ln for ln in r.diff.splitlines() if ln.startswith(("+", "-")) and not ln.startswith(("+++", "---"))]
    # only the two subscripts change (an XOR keeps the declaration; a padding changes it too)
    assert all("t[" in ln or "__shared__" in ln for ln in changed)


# ----------------------------------------------------------------------------- diff over several arches
def test_static_diff_pairs_each_arch_with_the_same_arch(tmp_path):
    # stride4.hip compared with itself for gfx942 and gfx950 must be "same" everywhere.  The write
    # s[t * 4]: on gfx942 each half-wave of 32 lanes meets banks 0, 4, .. 28, 4 words each: 4 x 2 =
    # 8 cycles (ideal 2); on gfx950 the 64 lanes meet 16 banks, 4 words each: 4 (ideal 1).  A diff
    # that paired gfx942's before with gfx950's after would show 8 -> 4 "improved".
    _need("gfx942")
    _need("gfx950")
    from ldsopt.fixes.static_diff import static_diff
    a = tmp_path / "stride4.hip"
    shutil.copy(DATA / "stride4.hip", a)
    d = static_diff(str(a), str(a), arch="gfx942,gfx950")
    assert d["regressions"] == 0
    assert [k["before"] for k in d["kernels"]] == ["_Z7stride4Pf [gfx942]", "_Z7stride4Pf [gfx950]"]
    got = {k["before"]: {r["line_before"]: (r["before"]["cycles"], r["after"]["cycles"], r["status"])
                         for r in k["lines"]} for k in d["kernels"]}
    assert got["_Z7stride4Pf [gfx942]"][5] == (8, 8, "same")
    assert got["_Z7stride4Pf [gfx950]"][5] == (4, 4, "same")


# ----------------------------------------------------------------------------- --keep of two namesakes
def test_keep_gives_two_sources_of_one_name_their_own_artifacts(tmp_path):
    # a/k.hip and b/k.hip kept in one folder: each kernel's artifact holds that kernel (the second
    # source's in a subfolder, said in a note), not the other file's code written over it
    _need("gfx942")
    import ldsopt
    for sub, name in (("a", "first"), ("b", "second")):
        (tmp_path / sub).mkdir()
        (tmp_path / sub / "k.hip").write_text(
            (DATA / "stride4.hip").read_text().replace("stride4", name))
    keep = tmp_path / "keep"
    (ka,) = ldsopt.analyze_source(tmp_path / "a" / "k.hip", "gfx942", keep=keep)
    (kb,) = ldsopt.analyze_source(tmp_path / "b" / "k.hip", "gfx942", keep=keep)
    assert ka.artifact != kb.artifact
    assert "_Z5firstPf" in Path(ka.artifact).read_text() and "_Z6secondPf" in Path(kb.artifact).read_text()
    assert "_Z5firstPf" not in Path(kb.artifact).read_text()
    assert any("another source named k" in n for n in kb.notes)
    assert not any("another source" in n for n in ka.notes)


# ----------------------------------------------------------------------------- templates, headers
def test_template_instantiations_are_named_and_selected_by_their_arguments():
    from ldsopt.results import names_kernel, source_name
    # Itanium mangling: I ... E encloses the template arguments, L<type><value>E a literal
    assert source_name("_Z7stridedILi8EEvPf") == "strided<8>"
    assert source_name("_Z4tileIdLj16ELb1EEvPd") == "tile<double, 16, true>"
    assert source_name("_Z3maxIN2ns1TEEvv") == "max"              # a class argument: the bare name
    assert names_kernel("_Z7stridedILi8EEvPf", "strided<8>") and names_kernel("_Z7stridedILi8EEvPf", "strided")
    assert not names_kernel("_Z7stridedILi8EEvPf", "strided<2>")


def test_kernel_option_picks_one_instantiation(tmp_path):
    _need("sm_90")
    import ldsopt
    from ldsopt.errors import UsageError
    src = tmp_path / "tpl.cu"
    src.write_text("template <int S>\n__global__ __launch_bounds__(32) void st(float* o) {\n"
                   "    __shared__ float s[32 * S];\n    s[threadIdx.x * S] = 1.f;\n    __syncthreads();\n"
                   "    o[threadIdx.x] = s[threadIdx.x];\n}\n"
                   "template __global__ void st<1>(float*);\ntemplate __global__ void st<4>(float*);\n")
    (k,) = ldsopt.analyze_source(src, "sm_90", kernel="st<4>")
    # one warp writing s[4t]: banks 0, 4, .. 28, four words each: 4 wavefronts (ideal 1)
    assert [(ln.source, ln.cycles, ln.ideal, ln.ways) for ln in k.by_line()][0] == ("tpl.cu:4", 4, 1, 4)
    with pytest.raises(UsageError, match=r"it has: st<4>, st<1>|it has: st<1>, st<4>"):
        ldsopt.analyze_source(src, "sm_90", kernel="st<2>")


def test_a_line_in_an_included_header_shows_its_text(tmp_path):
    # the write is inside helper.cuh's inlined function: 64 threads writing s[2t], 2-way per warp:
    # 2 wavefronts x 2 warps = 4 (ideal 2), on the header's line 3, whose text is shown
    _need("sm_90")
    import ldsopt
    (tmp_path / "helper.cuh").write_text("#pragma once\n__device__ inline void store2(float* s, int t) {\n"
                                         "    s[t * 2] = (float)t;\n}\n")
    (tmp_path / "main.cu").write_text('#include "helper.cuh"\n__global__ __launch_bounds__(64) void k(float* o) {\n'
                                      "    __shared__ float s[128];\n    store2(s, threadIdx.x);\n"
                                      "    __syncthreads();\n    o[threadIdx.x] = s[threadIdx.x];\n}\n")
    (k,) = ldsopt.analyze_source(tmp_path / "main.cu", "sm_90")
    rows = {ln.source: (ln.text, ln.cycles, ln.ideal) for ln in k.by_line()}
    assert rows["helper.cuh:3"] == ("s[t * 2] = (float)t;", 4, 2)


def test_fix_names_the_arrays_passed_as_pointers(tmp_path):
    # devfn_pointer.cu: `a` (line 7) and `b` (line 8) reach put()/get() as pointers; a[2t] through
    # put is 2-way (a conflict to fix), but no subscript of `a` in the kernel carries it
    _need("sm_90")
    from ldsopt.errors import Unsatisfiable
    from ldsopt.fixes import fix_source
    src = tmp_path / "devfn_pointer.cu"
    shutil.copy(DATA / "devfn_pointer.cu", src)
    try:
        r = fix_source(str(src), "sm_90")
        why = " ".join(a.reason or "" for a in r.allocations if not a.verified)
        assert not r.diff
    except Unsatisfiable as e:
        why = str(e)
    assert "`a` (line 7), `b` (line 8) passed as a pointer" in why
    assert "rectangular" not in why and "no shared array of the source owns" not in why


# ----------------------------------------------------------------------------- --arg by the source's names
def test_kernel_params_of_a_c_source():
    from ldsopt.sources.cparams import kernel_params
    src = ("// k(int a) in a comment\n__global__ void k(float* __restrict__ out, const int n, float v[4],\n"
           "                  unsigned int m = 3) { }\n__global__ void g(void) {}\nvoid k2(int);\n")
    assert kernel_params(src, "k") == ["out", "n", "v", "m"]
    assert kernel_params(src, "g") == [] and kernel_params(src, "k2") is None


@pytest.mark.parametrize("key", ["stride", "1", "arg1"])
def test_arg_by_name_index_or_argN_reaches_both_vendors(key):
    # arg_stride.cu, 64 threads: stride 4 makes the write s[4t]: per 32 lanes banks 0, 4, .. 28 with
    # four words each, 4-way: 4 x 2 warps (or half-waves) = 8 cycles, ideal 2, on gfx942 and sm_90
    _need("gfx942")
    _need("sm_90")
    import ldsopt
    res = ldsopt.analyze_source(DATA / "arg_stride.cu", "gfx942,sm_90", args={key: 4})
    for k in res:
        (row,) = [r for r in k.accesses if r.source == "arg_stride.cu:4"]
        assert (k.arch, row.cycles, row.ideal, row.ways, row.resolved) == (k.arch, 8, 2, 4, True)


def test_an_argument_left_unknown_is_unresolved_on_both_and_names_the_flag():
    _need("gfx942")
    _need("sm_90")
    import ldsopt
    from ldsopt.errors import UsageError
    res = ldsopt.analyze_source(DATA / "arg_stride.cu", "gfx942,sm_90")
    for k in res:
        (row,) = [r for r in k.accesses if r.source == "arg_stride.cu:4"]
        # no figure (not 0 cycles), and left out of the per-line summary
        assert (row.cycles, row.ideal, row.conflicts, row.ways, row.resolved) == (None, None, None, None, False)
        assert "give --arg stride=VALUE" in row.reason and "depends on depends" not in row.reason
        assert [ln.source for ln in k.by_line()] == ["arg_stride.cu:6"]
        assert "1 unresolved LDS instruction(s) not counted" in format_kernel(k)
    with pytest.raises(UsageError, match=r"--arg strid: no parameter of that name .*its parameters: out, stride"):
        ldsopt.analyze_source(DATA / "arg_stride.cu", "gfx942,sm_90", args={"strid": 4})


@pytest.mark.parametrize("arch", ["gfx942", "sm_90"])
def test_hip_dynamic_shared_macro_compiles(tmp_path, arch):
    # HIP_DYNAMIC_SHARED(float, smem) is ROCm's `extern __shared__ float smem[];`; 64 threads writing
    # smem[4t]: 4-way per 32 lanes, 4 x 2 = 8 cycles (ideal 2)
    _need(arch)
    import ldsopt
    src = tmp_path / "dyn.hip"
    src.write_text("#include <hip/hip_runtime.h>\n__global__ __launch_bounds__(64) void dyn(float* out) {\n"
                   "    HIP_DYNAMIC_SHARED(float, smem)\n    smem[threadIdx.x * 4] = 1.f;\n    __syncthreads();\n"
                   "    out[threadIdx.x] = smem[threadIdx.x];\n}\n")
    (k,) = ldsopt.analyze_source(src, arch)
    assert [(ln.source, ln.cycles, ln.ideal, ln.ways) for ln in k.by_line()][0] == ("dyn.hip:4", 8, 2, 4)


# ----------------------------------------------------------------------------- inlined library functions
@pytest.mark.parametrize("arch", ["gfx942", "sm_90"])
def test_an_inlined_library_function_counts_at_the_kernels_line(arch):
    # hist_atomic.cu, 128 threads: atomicAdd on bins[(8t) % 256]: per 32 lanes 32 words in banks
    # 0, 8, 16, 24, 8 each: 8-way, 8 cycles x 4 (warps, or half-waves of 2 waves) = 32, ideal 4,
    # on line 8 (the call), not in CUDA's or the stand-in's header
    _need(arch)
    import ldsopt
    (k,) = ldsopt.analyze_source(DATA / "hist_atomic.cu", arch)
    first = k.by_line()[0]
    assert (first.source, first.cycles, first.ideal, first.ways) == ("hist_atomic.cu:8", 32, 4, 8)
    assert first.text.startswith("atomicAdd(&bins[")
    assert all(ln.source.startswith("hist_atomic.cu:") or ln.source == "" for ln in k.by_line())


def test_inlining_frames_of_an_nvdisasm_gi_listing():
    from ldsopt.nvidia.listing import parse_listing
    text = "\n".join([
        "\t.section\t.text.k,\"ax\",@progbits", "k:",
        '\t//## File "/usr/include/atomics.hpp", line 112 inlined at "/src/k.cu", line 8',
        '\t//## File "/src/k.cu", line 8',
        "        /*0000*/                   ATOMS.POPC.INC.32 RZ, [R4+URZ] ;",
        '\t//## File "/src/k.cu", line 11',
        "        /*0010*/                   LDS R6, [R0] ;",
        "        /*0020*/                   EXIT ;"])
    (f,) = parse_listing(text, "sm_90")
    a, b, _ = f.instructions
    # the innermost line stays the instruction's source (as with -g); the chain goes outward
    assert a.source == ("/usr/include/atomics.hpp", 112)
    assert a.frames == (("/usr/include/atomics.hpp", 112), ("/src/k.cu", 8))
    assert b.source == ("/src/k.cu", 11) and b.frames == ()


def test_cooperative_groups_compile_for_amd(tmp_path):
    # CUDA's cooperative groups on gfx942 through the stand-in: 64 threads writing s[2t] (ranks from
    # thread_rank()): 2-way per 32 lanes, 2 x 2 = 4 cycles (ideal 2); the tile's shfl_down is a
    # ds_bpermute (no bank conflict: 2 cycles, ideal 2)
    _need("gfx942")
    import ldsopt
    src = tmp_path / "cg.cu"
    src.write_text("#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n"
                   "__global__ __launch_bounds__(64) void k(float* out) {\n    __shared__ float s[128];\n"
                   "    cg::thread_block b = cg::this_thread_block();\n    int t = b.thread_rank();\n"
                   "    s[t * 2] = t;\n    b.sync();\n    auto tile = cg::tiled_partition<32>(b);\n"
                   "    out[t] = s[t] + tile.shfl_down(s[t], 1) + tile.meta_group_rank();\n}\n")
    (k,) = ldsopt.analyze_source(src, "gfx942")
    rows = {ln.source: (ln.cycles, ln.ideal, ln.ways) for ln in k.by_line()}
    assert rows["cg.cu:7"] == (4, 2, 2)
    assert any(a.instruction.startswith("ds_bpermute_b32") and a.source == "cg.cu:10" for a in k.accesses)


def test_sass_of_the_kept_cubin_counts_on_the_same_line_as_analyze(tmp_path):
    # the agreement the review checks: `ldsopt sass` on the kept cubin puts the histogram's atomic
    # on hist_atomic.cu:8 too, with the same figures (32 wavefronts over 4 warps, ideal 4)
    _need("sm_90")
    import ldsopt
    (k,) = ldsopt.analyze_source(DATA / "hist_atomic.cu", "sm_90", keep=tmp_path)
    (s,) = ldsopt.analyze_sass(k.artifact)
    assert [(a.source, a.cycles, a.ideal) for a in s.accesses] == [(a.source, a.cycles, a.ideal) for a in k.accesses]
    assert ("hist_atomic.cu:8", 32, 4) in [(a.source, a.cycles, a.ideal) for a in s.accesses]


def test_a_2d_kernel_under_the_default_1d_block_is_flagged(tmp_path):
    # tr16_2d.cu reads threadIdx.y and has no launch bounds: gfx942's default is 1-D (1024), which
    # the note must call unlikely.  With 16x16: each half-wave (y in {2i, 2i+1}, x = 0..15) reads
    # words 16x + y: banks y and 16 + y, 8 words each: 8-way, 8 cycles x 2 halves x 4 waves = 64
    # (ideal 8)
    _need("gfx942")
    import ldsopt
    (k,) = ldsopt.analyze_source(DATA / "tr16_2d.cu", "gfx942")
    assert any("reads the y work-item id" in n and "likely 2-D" in n for n in k.notes)
    (k,) = ldsopt.analyze_source(DATA / "tr16_2d.cu", "gfx942", block="16x16")
    assert not any("work-item id" in n for n in k.notes)
    assert [(ln.source, ln.cycles, ln.ideal, ln.ways) for ln in k.by_line()][0] == ("tr16_2d.cu:7", 64, 8, 8)


def test_a_missing_constexpr_is_said_without_an_exception_name(tmp_path):
    import importlib.util
    if importlib.util.find_spec("triton") is None:
        if REQUIRE:
            pytest.fail("triton missing, and LDSOPT_REQUIRE_TOOLCHAINS=1")
        pytest.skip("triton not installed")
    import ldsopt
    from ldsopt.errors import UsageError
    src = tmp_path / "t.py"
    src.write_text("import triton\nimport triton.language as tl\n\n\n@triton.jit\n"
                   "def k(x_ptr, N: tl.constexpr):\n    tl.store(x_ptr + tl.arange(0, N), 1.0)\n")
    with pytest.raises(UsageError) as e:
        ldsopt.analyze_source(src, "gfx942", params={"x_ptr": "*fp32"})
    assert str(e.value).endswith("k for gfx942: constexpr N has no value: give --param N=VALUE")
    with pytest.raises(UsageError) as e:
        ldsopt.analyze_source(src, "gfx942", block=96, params={"x_ptr": "*fp32", "N": 64})
    assert "LookupError" not in str(e.value) and "not a whole number of 64-lane waves" in str(e.value)


def test_hip_dynamic_shared_is_an_array_without_a_size():
    from ldsopt.allocation.layouts import Layout
    from ldsopt.fixes.rewrite_c import refusal
    src = ("__global__ void dyn(float* out) {\n    HIP_DYNAMIC_SHARED(float, smem)\n"
           "    smem[threadIdx.x * 4] = 1.f;\n    out[threadIdx.x] = smem[threadIdx.x];\n}\n")
    (arr,) = shared_arrays(src)
    assert (arr.name, arr.elem_type, arr.dims, arr.function, arr.line) == ("smem", "float", ("",), "dyn", 2)
    assert [u.line for u in arr.uses] == [3, 4] and all(u.ok for u in arr.uses)
    assert "declared without a size" in refusal(arr, Layout("pad"))


def test_fix_refuses_hip_dynamic_shared_for_its_missing_size(tmp_path):
    # 64 threads writing smem[4t] (4-way: 8 cycles, ideal 2, a conflict to fix), but the array's
    # size is the launch's: the refusal says so rather than a tile-shape reason
    _need("gfx942")
    from ldsopt.errors import Unsatisfiable
    from ldsopt.fixes import fix_source
    src = tmp_path / "dyn.hip"
    src.write_text("#include <hip/hip_runtime.h>\n__global__ __launch_bounds__(64) void dyn(float* out) {\n"
                   "    HIP_DYNAMIC_SHARED(float, smem)\n    smem[threadIdx.x * 4] = 1.f;\n    __syncthreads();\n"
                   "    out[threadIdx.x] = smem[threadIdx.x];\n}\n")
    try:
        r = fix_source(str(src), "gfx942")
        why = " ".join(a.reason or "" for a in r.allocations)
        assert not r.diff
    except Unsatisfiable as e:
        why = str(e)
    assert "`smem` is declared without a size" in why
