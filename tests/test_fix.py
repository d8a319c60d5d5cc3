"""ldsopt fix: tokenizer, shared-array model, rewrite, layout search, tile recovery, problem builder,
static diff.  Expected figures derived by hand from the bank model's documented lane groups
(docs/design.md): on gfx942 a b32 access is served 32 lanes at a time, a b128 one 8 lanes at a time;
on NVIDIA a warp's 4-byte accesses in one wavefront of 32 banks."""

import os
import shutil
import subprocess

import numpy as np
import pytest

from ldsopt.errors import Unsatisfiable
from ldsopt.allocation.accesses import LaneAccess, cost
from ldsopt.fixes.csource import shared_arrays
from ldsopt.fixes.ctokens import tokenize
from ldsopt.allocation.layouts import Layout, evaluate, search
from ldsopt.fixes.rewrite_c import refusal, rewrite, unified_diff
from ldsopt.fixes.static_diff import line_diff
from ldsopt.allocation.tile import Tile, recover_tile

HERE = os.path.dirname(__file__)
DATA = os.path.join(HERE, "data", "fix")
DEMO = os.path.join(HERE, "..", "src", "ldsopt", "demos", "kernels")


def test_tokenizer_skips_comments_strings_and_directives():
    toks = tokenize('#define T(a) a[0] \\\n  + 1\nint x = t[1]; /* t[2] */ s = "t[3]"; // t[4]\nc = \'[\';')
    assert toks[0].kind == "pp" and toks[0].line == 1
    assert [t.text for t in toks if t.kind == "ident"] == ["int", "x", "t", "s", "c"]
    assert toks[-2].kind == "char" and toks[-2].text == "'['"
    assert next(t for t in toks if t.text == "t").line == 3


def test_shared_array_uses_and_refusals():
    src = ("__global__ void k(float* o) {\n  __shared__ float a[32][33];\n  __shared__ int b[4][8];\n"
           "  a[threadIdx.y][threadIdx.x] = o[0];\n  float* p = a[3];\n  o[1] = b[f(1)][2];\n"
           "  o[2] = *(float4*)&b[1][0];\n}\n")
    a, b = shared_arrays(src)
    assert (a.name, a.dims, a.elem_bytes, a.function) == ("a", ("32", "33"), 4, "k")
    assert [u.ok for u in a.uses] == [True, False]
    assert "row used as a pointer" in refusal(a, Layout("pad"))
    assert b.uses[0].ok and b.uses[0].side_effects
    assert "address of an element" in refusal(b, Layout("pad"))


def test_rewrite_touches_only_declaration_and_subscripts():
    src = ("// t[9][9] in a comment\n__kernel void k(__global float* o) {\n  __local float t[16][N];\n"
           "  t[get_local_id(0)][0] = 1.0f; /* t */\n  o[0] = t[3][get_local_id(0)] + t[1 + 1][2];\n}\n")
    (arr,) = shared_arrays(src)
    padded = rewrite(src, arr, Layout("pad", pad=4))
    assert padded == src.replace("t[16][N]", "t[16][N + 4]")
    x = rewrite(src, arr, Layout("xor", shift=1, bits=2, to=2))
    assert x == (src.replace("[get_local_id(0)][0]", "[get_local_id(0)][0 ^ ((((get_local_id(0)) >> 1) & 3) << 2)]")
                 .replace("[3][get_local_id(0)]", "[3][(get_local_id(0)) ^ (((3 >> 1) & 3) << 2)]")
                 .replace("[1 + 1][2]", "[1 + 1][2 ^ ((((1 + 1) >> 1) & 3) << 2)]"))
    d = unified_diff(src, x, "k.cl")
    assert d.startswith("--- a/k.cl\n+++ b/k.cl\n")


def _column_read(lanes=64):
    i = np.arange(lanes)
    return LaneAccess("amd", "gfx942", "k.hip:9", "ds_read_b32", "ds_read_b32", "read", 4,
                      (i * 128)[None, :, None], np.ones((1, lanes), bool))


def test_layout_search_on_a_column_read():
    # 64 lanes, each reading column 0 of its own 32-float row: a half-wave is 32 words in bank 0
    # (32-way, 2 halves: 64 cycles, ideal 2)
    a = _column_read()
    assert cost(a) == (64, 2)
    t = Tile(0, 4, 64, 32, 32, 1)
    assert evaluate([a], t, Layout("pad", pad=1)).cycles == 2      # row r in bank r % 32
    best = search([a], t)
    assert (best.change, best.expr("r", "c"), best.cycles, best.extra_bytes) == ("xor", "c ^ (r & 31)", 2, 0)
    assert search([a], t, allow=("pad",)).pad == 1


def test_tile_recovery_padding_vectors_and_refusal():
    i = np.arange(64)
    w = LaneAccess("amd", "gfx942", None, "", "ds_write_b64", "write", 8,
                   (((i // 16) * 40 + (i % 16) * 2) * 4)[None, :, None], np.ones((1, 64), bool))
    t = recover_tile([w], banks=32, elem=4)
    assert (t.rows, t.cols, t.pitch, t.padding, t.vec) == (4, 32, 40, 8, 2)
    odd = LaneAccess("amd", "gfx942", None, "", "ds_write_b32", "write", 4,
                     (np.array([0, 4, 8, 64, 72] + [0] * 59))[None, :, None], np.ones((1, 64), bool))
    with pytest.raises(Unsatisfiable, match="runs"):
        recover_tile([odd], banks=32)


def test_problem_of_the_demo_transpose():
    import ldsopt
    from ldsopt.fixes.problem import allocation_problems
    from ldsopt.solver.problem import problem_from_dict
    (k,) = ldsopt.analyze_isa(os.path.join(DEMO, "transpose_gfx942.s"), kernel="_Z15transpose_plainPfPKfi",
                              block=(32, 8, 1))
    src = open(os.path.join(DEMO, "transpose.hip")).read()
    arrs = [a for a in shared_arrays(src) if a.function == "transpose_plain"]
    (al,) = allocation_problems(k, arrays=arrs, source_name="transpose.hip")
    assert al.name == "tile" and (al.tile.rows, al.tile.cols, al.tile.elem) == (32, 32, 4)
    p = problem_from_dict(al.problem)
    # 4 waves x (2 write2st64 + 2 read2), two addresses each: 8 accesses of 4 executions
    assert (p.rows, p.cols, len(p.accesses)) == (32, 32, 8)
    # the column reads: 4 waves x 2 read2 x 2 addresses x 2 half-waves, 32-way = 1024 cycles
    reads = [a for a in al.accesses if a.kind == "read"]
    assert sum(cost(a)[0] for a in reads) == 1024
    assert search(list(al.accesses), al.tile).cycles == 32 + 32


def test_line_diff_matches_moved_lines():
    before = [("x = t[a][b];", 10, 64, 2), ("y = t[c][d];", 12, 8, 8)]
    after = [("// new", 3, 0, 0), ("x = t[a][b];", 11, 64, 2), ("y = t[c][d];", 13, 8, 8)]
    rows = line_diff(before, after)
    assert [r["status"] for r in rows] == ["new", "same", "same"]
    assert not any(r["regression"] for r in rows)
    worse = line_diff(after, [("x = t[a][b];", 11, 96, 2)])
    assert [r["status"] for r in worse] == ["gone", "worse", "gone"] and worse[1]["regression"]


# --------------------------------------------------------------------------- end to end
def _compiler_ready(lang: str) -> bool:
    try:
        from ldsopt.sources import compile_source  # noqa: F401
    except ImportError:
        return False
    if lang in ("hip", "opencl"):
        return shutil.which("clang-19") is not None or shutil.which("clang") is not None
    try:
        from ldsopt.sources import toolchains
        return bool(toolchains.nvcc())
    except Exception:  # noqa: BLE001
        return False


CASES = [
    # file, arch, block, array, change, the conflicted line, its cycles before and after (by hand)
    # colsum line 9: lane i of wave 0 reads row i (256 B apart) as one b128: 8 groups of 8 lanes,
    # each 8-way (64, ideal 8); XOR (row & 7) << 2 puts a group's 8 lanes in distinct 16-byte
    # slots: 8
    ("colsum.hip", "gfx942", "64x4x1", "stage", "xor", 9, 64, 8),
    # vec_transpose line 6: float2 column reads, 8 warps x 4 loads, 32 lanes on the same two banks:
    # 32 wavefronts each (1024); after: 2 per load (64)
    ("vec_transpose.cu", "sm_90", "32x8x1", "buf", "xor", 6, 1024, 64),
    # strided line 10 (one wave, 32 active lanes): t[(2x) % 16][x / 8] puts 8 rows of one column
    # in a bank (8-way), t[x % 16][3] 16 rows of column 3 (16-way): 24, ideal 2; the column XORed
    # with (row & 15) << 1 spreads both over distinct banks: 2
    ("strided.cl", "gfx942", "32x1x1", "t", "xor", 10, 24, 2),
]


@pytest.mark.parametrize("name,arch,block,array,change,line,before,after", CASES)
def test_fix_end_to_end(tmp_path, name, arch, block, array, change, line, before, after):
    lang = {".hip": "hip", ".cu": "cuda", ".cl": "opencl"}[os.path.splitext(name)[1]]
    if not _compiler_ready(lang):
        pytest.skip(f"no {lang} toolchain here")
    from ldsopt.fixes import fix_source
    src = tmp_path / name
    shutil.copy(os.path.join(DATA, name), src)
    r = fix_source(str(src), arch, block=tuple(int(x) for x in block.split("x")))
    (al,) = [a for a in r.allocations if a.name == array]
    assert al.change == change and al.verified
    assert r.lines_before[line][0] == before and r.lines_after[line][0] == after
    assert al.after["conflicts"] == 0 and all(c == i for c, i in r.lines_after.values())
    assert al.bytes_after == al.bytes_before
    # the diff applies with patch and changes only the array's subscripts
    (tmp_path / "x.diff").write_text(r.diff)
    subprocess.run(["patch", "-p1", "-i", "x.diff"], cwd=tmp_path, check=True, capture_output=True)
    assert src.read_text() == r.patched
    changed = [ln for ln in r.diff.splitlines() if ln.startswith("+") and not ln.startswith("+++")]
    assert all(f"{array}[" in ln for ln in changed)
    # `ldsopt analyze` of the patched source: no conflict left on the line
    from ldsopt.sources.analyze import analyze_source
    rows = [x for k in analyze_source(str(src), arch, block=tuple(int(x) for x in block.split("x")))
            for x in k.by_line() if x.source.endswith(f":{line}")]
    assert rows and all(x.conflicts == 0 for x in rows)
    # static diff: kernel -> fixed exits 0, the reverse 1
    from ldsopt.fixes.static_diff import static_diff
    orig = os.path.join(DATA, name)
    b = tuple(int(x) for x in block.split("x"))
    d = static_diff(orig, str(src), arch=arch, block=b)
    assert d["regressions"] == 0 and any(x["status"] == "improved" for k in d["kernels"] for x in k["lines"])
    assert static_diff(str(src), orig, arch=arch, block=b)["regressions"] > 0


def test_fix_refuses_a_cast(tmp_path):
    if not _compiler_ready("cuda"):
        pytest.skip("no cuda toolchain here")
    from ldsopt.fixes import fix_source
    r = fix_source(os.path.join(DATA, "cast.cu"), "sm_90", block=(128, 1, 1))
    (al,) = r.allocations
    assert al.change is None and "address of an element" in al.reason and r.diff == ""


def _swizzled_copy(src_line_w="k.hip:4", src_line_r="k.hip:6"):
    """A 64x64 float tile stored with col ^ ((row & 7) << 2), built by hand: waves y = 0..3 of a
    64x4 block; for j = 0, 4, .., 60 one write instruction (row y + j, lane x at column x) and one
    read instruction (lane x reads row x, column y + j)."""
    x = np.arange(64)
    acc = []
    for j in range(0, 64, 4):
        wr, rd = [], []
        for y in range(4):
            r = y + j
            wr.append((r * 64 + (x ^ ((r & 7) << 2))) * 4)
            rd.append((x * 64 + ((y + j) ^ ((x & 7) << 2))) * 4)
        for kind, rows, src in (("write", wr, src_line_w), ("read", rd, src_line_r)):
            acc.append(LaneAccess("amd", "gfx942", src, f"ds_{kind}_b32", f"ds_{kind}_b32", kind, 4,
                                  np.array(rows)[:, :, None], np.ones((4, 64), bool)))
    return acc


def test_xor_swizzle_recovered_from_addresses():
    from ldsopt.allocation.problem import problem_from_accesses
    acc = _swizzled_copy()
    t = recover_tile(acc, banks=32)
    assert (t.rows, t.cols, t.pitch, t.xor, t.swizzle) == (64, 64, 64, (0, 3, 2), "col ^ ((row & 7) << 2)")
    # the problem's coordinates are the logical ones: the read of lane x is row x, column y + j
    p = problem_from_accesses(acc, t, "gfx942")
    read0 = next(a for a in p["accesses"] if "read" in a["op"])
    assert read0["coords"][1][5] == [5, 1]          # wave y = 1, j = 0, lane 5
    # plain row-major addresses carry no swizzle
    x = np.arange(64)
    plain = [LaneAccess("amd", "gfx942", "k.hip:4", "", "ds_write_b32", "write", 4,
                        np.array([(r * 64 + x) * 4 for r in range(w, 64, 4)])[:, :, None],
                        np.ones((16, 64), bool)) for w in range(4)]
    assert recover_tile(plain, banks=32).xor is None


def test_fix_gluon_layout(tmp_path):
    pytest.importorskip("triton")
    from ldsopt.fixes import fix_source
    src = tmp_path / "colmajor_gluon.py"
    shutil.copy(os.path.join(DATA, "colmajor_gluon.py"), src)
    r = fix_source(str(src), "sm_90")
    (al,) = r.allocations
    # 4 warps x 8 rows, a row's 32 lanes 128 bytes apart in the column-major tile: 32 wavefronts
    # per store and per load (2048, ideal 64); row-major with an XOR: 1 each (64)
    assert (al.name, al.change, al.verified) == ("smem", "layout", True)
    assert al.before == {"cycles": 2048, "ideal": 64, "conflicts": 1984}
    assert al.after == {"cycles": 64, "ideal": 64, "conflicts": 0}
    (tmp_path / "x.diff").write_text(r.diff)
    subprocess.run(["patch", "-p1", "-i", "x.diff"], cwd=tmp_path, check=True, capture_output=True)
    changed = [ln for ln in r.diff.splitlines() if ln.startswith("+") and not ln.startswith("+++")]
    assert len(changed) == 1 and "gl.SwizzledSharedLayout(" in changed[0] and "order=[1, 0]" in changed[0]


def test_static_diff_of_compiled_kernels_ignores_moved_debug_lines(tmp_path):
    import re
    from ldsopt.fixes.static_diff import static_diff
    s = open(os.path.join(DEMO, "transpose_gfx942.s")).read()
    # the same code with every source line three lines further down (an edit above the kernel)
    moved = re.sub(r"(\.loc\s+\d+\s+)(\d+)", lambda m: m.group(1) + str(int(m.group(2)) + 3), s)
    assert moved != s
    (tmp_path / "moved.s").write_text(moved)
    d = static_diff(os.path.join(DEMO, "transpose_gfx942.s"), str(tmp_path / "moved.s"),
                    kernel="_Z15transpose_plainPfPKfi", block=(32, 8, 1))
    (k,) = d["kernels"]
    assert d["regressions"] == 0 and [r["status"] for r in k["lines"]] == ["same", "same"]
    assert [(r["line_before"], r["line_after"]) for r in k["lines"]] == [(6, 9), (9, 12)]


def test_cli_fix_json_apply_and_diff(tmp_path, capsys):
    if not _compiler_ready("cuda"):
        pytest.skip("no cuda toolchain here")
    import json
    from ldsopt.cli import main
    src = tmp_path / "vec_transpose.cu"
    shutil.copy(os.path.join(DATA, "vec_transpose.cu"), src)
    assert main(["fix", str(src), "--arch", "sm_90", "--block", "32x8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"allocations", "diff"}
    (al,) = out["allocations"]
    assert set(al) == {"name", "source", "change", "before", "after", "bytes_before", "bytes_after",
                       "verified", "reason"}
    assert set(al["before"]) == {"cycles", "ideal", "conflicts"} and al["source"] == "vec_transpose.cu:3"
    assert main(["fix", str(src), "--arch", "sm_90", "--block", "32x8", "--diff"]) == 0
    d = capsys.readouterr()
    assert d.out == out["diff"] and "verified" in d.err
    assert main(["fix", str(src), "--arch", "sm_90", "--block", "32x8", "--apply"]) == 0
    capsys.readouterr()
    assert (tmp_path / "vec_transpose.cu.orig").read_text() == open(os.path.join(DATA, "vec_transpose.cu")).read()
    assert main(["fix", str(src), "--arch", "sm_90", "--block", "32x8", "--apply"]) == 2   # .orig kept
    assert ".orig exists" in capsys.readouterr().err
    assert main(["diff", str(tmp_path / "vec_transpose.cu.orig"), str(src), "--arch", "sm_90",
                 "--block", "32x8"]) == 0
    assert "improved" in capsys.readouterr().out
    assert main(["diff", str(src), str(tmp_path / "vec_transpose.cu.orig"), "--arch", "sm_90",
                 "--block", "32x8"]) == 1
    assert "REGRESSION" in capsys.readouterr().out
    # a cast: refused, exit 1 with the reason
    assert main(["fix", os.path.join(DATA, "cast.cu"), "--arch", "sm_90", "--block", "128"]) == 1
    assert "address of an element" in capsys.readouterr().err


def _fixed_cuda(tmp_path, name: str):
    """fix_source of a copy of tests/data/fix/NAME for sm_90 (skipped without a CUDA toolchain)."""
    if not _compiler_ready("cuda"):
        pytest.skip("no cuda toolchain here")
    from ldsopt.fixes import fix_source
    src = tmp_path / name
    shutil.copy(os.path.join(DATA, name), src)
    return fix_source(str(src), "sm_90")


def test_fix_pad_after_a_refuted_xor(tmp_path):
    r = _fixed_cuda(tmp_path, "rows24.cu")
    (al,) = r.allocations
    # each thread's 24-float row is written and read as 6 16-byte accesses; rows 96 B apart put
    # lanes i and i+4 of a quarter-warp on the same four banks: 2-way, 8 wavefronts where 4 do,
    # 6 x 8 = 48 per line (ideal 24).  A pitch of 28 floats (pad 4, the vector kept aligned) gives
    # 8 distinct 16-byte bank groups: 24.  The XOR ranked first splits the vectors in the compiled
    # code (the compiler cannot see they stay contiguous): the re-analysis refutes it.
    assert r.lines_before[4] == (48, 24) and r.lines_before[7] == (48, 24)
    assert (al.change, al.verified) == ("pad", True) and "tried first: XOR" in al.reason
    assert r.lines_after[4] == (24, 24) and r.lines_after[7] == (24, 24)
    assert (al.bytes_before, al.bytes_after) == (32 * 24 * 4, 32 * 28 * 4)
    changed = [ln for ln in r.diff.splitlines() if ln[:1] in "+-" and ln[:3] not in ("+++", "---")]
    assert changed == ["-  __shared__ float t[32][24];", "+  __shared__ float t[32][24 + 4];"]


def test_fix_keeps_cp_async_vectors(tmp_path):
    r = _fixed_cuda(tmp_path, "cp_async.cu")
    (al,) = r.allocations          # the copies, inlined from the pipeline header, join the array
    assert al.name == "tile" and (al.change, al.verified) == ("xor", True)
    # lane i reads (i, 5): 32 words in bank 5, 32 wavefronts.  The 16-byte copies keep 4 floats
    # together, so only the 8 16-byte groups of a row can be permuted: the best is 8 banks, 4-way
    # (XOR (row & 7) << 2 reaches it): 4
    assert r.lines_before[10] == (32, 1) and r.lines_after[10] == (4, 1)
    assert "c ^ ((r & 7) << 2)" in r.diff


def test_fix_compiled_code_predicts_and_writes_problems(tmp_path, capsys):
    import json
    from ldsopt.cli import main
    from ldsopt.solver.problem import problem_from_dict
    from ldsopt.solver.search import solve
    s = os.path.join(DEMO, "transpose_gfx942.s")
    assert main(["fix", s, "--block", "32x8", "--problems", str(tmp_path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    plain, padded = sorted(out["allocations"], key=lambda a: a["source"])[::-1][:2]
    # the plain kernel's column reads (1024 of its 1056 cycles) are the conflict; nothing applied
    assert (plain["change"], plain["verified"], plain["before"]["cycles"]) == ("xor", False, 1056)
    assert out["diff"] == ""
    p = problem_from_dict(json.load(open(tmp_path / "_Z15transpose_plainPfPKfi.lds@0x0.json")))
    assert (p.rows, p.cols, len(p.accesses)) == (32, 32, 8)
    # a conflict-free layout of the tile exists (the padded kernel is one): the solver finds one
    t = solve(p).to_dict(offsets=False)["total"]
    assert t["chosen"]["conflicts"] == 0 and t["plain"]["cycles"] == 1056   # the problem costs as the kernel


def test_direct_to_lds_writes_are_accesses_of_the_allocation():
    # M0 = 256: the load writes lane i's dword at 256 + 4i (CDNA3 ISA, "Memory Buffer Load to
    # LDS"); lane i then reads byte 128 i: the 64 reads span bytes 0..8064, over the written ones
    from ldsopt.amd.emu import analyze_kernel
    from ldsopt.fixes.problem import allocation_problems
    k = analyze_kernel(["s_mov_b32 m0, 0x100", "v_lshlrev_b32 v1, 2, v0", "buffer_load_dword v1, s[0:3], 0 offen lds",
                        "v_lshlrev_b32 v2, 7, v0", "ds_read_b32 v3, v2", "s_endpgm"], "gfx942", block=(64, 1, 1))
    (al,) = allocation_problems(k)
    assert sorted(a.kind for a in al.accesses) == ["read", "write"]
    w = next(a for a in al.accesses if a.kind == "write")
    assert w.op == "ds_write_b32" and w.addresses[0, :3, 0].tolist() == [256, 260, 264]


def test_arrays_are_scoped_to_their_kernels():
    src = ("namespace k {\n__global__ void a() { __shared__ float t[8][8]; t[0][threadIdx.x] = 1; }\n}\n"
           "__global__ void b() { __shared__ float t[4][4]; if (threadIdx.x) { t[1][2] = 0; } }\n")
    ta, tb = shared_arrays(src)
    assert (ta.function, tb.function) == ("a", "b")
    assert [u.line for u in ta.uses] == [2] and [u.line for u in tb.uses] == [4]


def test_allocations_from_raw_lane_addresses():
    # what a trace gives: the lane addresses of a 32x32 float transpose on sm_90 (warp w writes
    # row w, then lane i of warp w reads row i, column w): the column reads are 32-way
    from ldsopt.allocation.problem import allocations_from_lanes, lane_access
    lanes = np.arange(32)
    wr = lane_access("sm_90", "st.shared.u32", [(w * 32 + lanes) * 4 for w in range(32)])
    rd = lane_access("sm_90", "ld.shared.u32", [(lanes * 32 + w) * 4 for w in range(32)])
    (al,) = allocations_from_lanes("sm_90", [wr, rd])
    assert (al.tile.rows, al.tile.cols, al.problem["tile"]) == (32, 32, [32, 32])
    assert cost(rd) == (32 * 32, 32) and cost(wr) == (32, 32)
    assert search([wr, rd], al.tile).cycles == 64


def test_xor_reads_only_bits_of_the_last_but_one_index():
    from ldsopt.allocation.layouts import candidates
    t = Tile(0, 4, 2 * 24, 32, 32, 1, inner_rows=24)       # float buf[2][24][32]
    xs = [c for c in candidates(t, 32) if c.change == "xor"]
    assert xs and all(24 % (1 << (c.shift + c.bits)) == 0 for c in xs)
    assert max(c.shift + c.bits for c in xs) == 3


def test_triton_without_a_helping_config_names_the_gluon_layout():
    pytest.importorskip("triton")
    from ldsopt.fixes import fix_source
    r = fix_source(os.path.join(DATA, "dot_triton.py"), "gfx942", block=(64, 1, 1),
                   params={"M": 32, "N": 32, "K": 16, "a_ptr": "*fp32", "b_ptr": "*fp32"})
    conflicted = [a for a in r.allocations if a.before["conflicts"]]
    assert conflicted and r.diff == ""
    for a in conflicted:
        assert a.change == "layout" and not a.verified and "ttgl." in a.reason and "not applied" in a.reason


def test_triton_config_change_removes_the_fp8_transpose_conflict():
    pytest.importorskip("triton")
    from ldsopt.fixes import fix_source
    # fp8 B given K x N row-major: on sm_90 with num_warps=4 Triton feeds wgmma, whose fp8 B must
    # be K-major, and stores B into its NVMMA layout one byte at a time.  Each thread holds 16
    # bytes of a row k (threadsPerWarp [8, 4]); a byte store's 32 lanes write 4 columns n 16 apart
    # (1024 bytes apart in the K-contiguous tile: one bank) at 8 rows k: 4 wavefronts for an ideal
    # of 1, 32 stores a warp, 4 warps: 512 for 128.  With num_warps=1 Triton takes mma.sync with
    # conflict-free layouts (docs/validation/fix_triton measures both on an H200).
    r = fix_source(os.path.join(HERE, "..", "tools", "fix_proof", "kernels", "fp8_tile_matmul.py"), "sm_90",
                   params={"M": 64, "N": 64, "K": 64, "a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv"})
    (a,) = r.allocations
    assert (a.change, a.layout, a.verified, r.diff) == ("config", "num_warps=1", True, "")
    assert a.before == {"cycles": 512, "ideal": 128, "conflicts": 384}
    assert a.reason.startswith("num_warps=1 instead of num_warps=4: the kernel's shared accesses 800 -> 480 cycles")


def test_triton_config_that_does_not_compile_is_left_out_and_named():
    pytest.importorskip("triton")
    from ldsopt.fixes import fix_source
    # fp8 needs K >= 32 per dot: the example's third configuration (BK=16) does not compile; the
    # other two are compared, and the answer says which was left out and why
    r = fix_source(os.path.join(HERE, "..", "examples", "matmul_triton.py"), "sm_90",
                   params={"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp16", "K": 4096})
    assert r.allocations and r.diff == ""
    for a in r.allocations:
        assert "not compiled, so not compared: config 2: " in a.reason and "K >= 32" in a.reason


def test_triton_configs_with_other_tiles_are_compared_with_a_caution(tmp_path):
    pytest.importorskip("triton")
    from ldsopt.fixes import fix_source
    src = open(os.path.join(HERE, "..", "tools", "fix_proof", "kernels", "fp8_tile_matmul.py")).read()
    # the same product autotuned over K = 64 (first) and K = 32: half the B tile, half its byte
    # stores (256 cycles for 64 instead of 512 for 128), but a block of the second does half the work
    src = src.replace("@triton.jit", '@triton.autotune(configs=[triton.Config({"K": 64}, num_warps=4), '
                      'triton.Config({"K": 32}, num_warps=4)], key=[])\n@triton.jit')
    (tmp_path / "k.py").write_text(src)
    r = fix_source(str(tmp_path / "k.py"), "sm_90", params={"M": 64, "N": 64, "a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv"})
    (a,) = [a for a in r.allocations if a.before["conflicts"]]
    assert a.before == {"cycles": 512, "ideal": 128, "conflicts": 384}
    assert a.after == {"cycles": 256, "ideal": 64, "conflicts": 192}
    assert a.change == "config" and "the blocks differ (K=64 vs K=32): their work may too" in a.reason
