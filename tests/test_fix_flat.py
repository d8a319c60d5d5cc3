"""ldsopt fix on one-dimensional shared arrays: the row pitch from the lane strides, the padding or
XOR of the flat index, and end to end on HIP (gfx942, gfx950), CUDA (sm_90) and OpenCL (gfx90a).

Expected figures are derived by hand from the bank model (docs/design.md: bank = (byte address /
4) mod banks; per phase, the most distinct words one bank serves) and the lane groups of each
instruction (`ldsopt.core.instructions`, sources given there): on gfx90a / gfx942 a b32 access is
served 32 lanes at a time and a b128 one 8 lanes at a time ({0-3, 20-23}, ...), on gfx950 (64
banks) a b128 one 16 lanes at a time ({0-3, 12-15, 20-23, 24-27}, ...); on sm_90 a 16-byte access
is served a quarter-warp (8 lanes, 128 bytes) per wavefront."""

import os
import re
import shutil
import subprocess

import numpy as np
import pytest

from ldsopt.allocation.accesses import LaneAccess
from ldsopt.allocation.flat import ranked_flat
from ldsopt.allocation.pitch import row_pitch
from ldsopt.allocation.layouts import Layout, remap
from ldsopt.allocation.tile import Tile, recover_tile
from ldsopt.errors import Unsatisfiable
from ldsopt.fixes.csource import shared_arrays
from ldsopt.fixes.rewrite_c import flat_index, refusal, rewrite

HERE = os.path.dirname(__file__)
DATA = os.path.join(HERE, "data", "fix")


def _acc(elements, src="k.cl:5", width=4, arch="gfx90a", op="ds_read_b32", kind="read"):
    el = np.atleast_2d(np.asarray(elements, np.int64))
    return LaneAccess("amd" if arch.startswith("gfx") else "nvidia", arch, src, op, op, kind, width,
                      (el * 4)[:, :, None], np.ones(el.shape, bool))


# --------------------------------------------------------------------------- pitch recovery
def test_row_pitch_from_lane_strides():
    l = np.arange(64)
    # m[l * 8 + i], i = 0..7: lane bit b steps 8 * 2**b elements: rows of 8
    runs = _acc([l * 8 + i for i in range(8)])
    assert row_pitch([runs], 0, 4)[0] == 8
    # a row written by 32 lanes (1, 2, 4, 8, 16), the next lane bit a row of 33 further: pitch 33
    # (a manual padding: each row uses 32 of its 33 elements), read down a column: 33 again
    wr = _acc([(l >> 5) * 33 + (l & 31) + 66 * r for r in range(32)], kind="write", op="ds_write_b32")
    rd = _acc([l * 33 + c for c in range(0, 32, 8)], src="k.cl:9")
    t = recover_tile([wr, rd], banks=32, dims=(64 * 33,), elem=4)
    assert (t.pitch, t.cols, t.padding, t.flat, t.bytes) == (33, 32, 1, 2112, 8448)
    assert any("manual padding of 1" in n for n in t.notes)
    # strides 8 and 12: no row pitch of which both are whole rows
    with pytest.raises(Unsatisfiable, match="no one row pitch.*8 elements.*12"):
        row_pitch([runs, _acc([l * 12], src="k.cl:7")], 0, 4)
    # every access contiguous: no stride, said
    assert row_pitch([_acc([l])], 0, 4)[0] is None


@pytest.mark.parametrize("pitch,bits", [(p, b) for p in (9, 17, 32, 33, 34, 40, 72, 128) for b in (0, 2, 3, 5)
                                        if p >= 1 << b])
def test_row_pitch_of_any_tile_walk(pitch, bits):
    # lane l at row l >> bits, column l & (2**bits - 1) of rows `pitch` apart: the pitch, unless
    # the columns fill the row (a contiguous run shows no row)
    l = np.arange(64)
    el = (l >> bits) * pitch + (l & ((1 << bits) - 1))
    got = row_pitch([_acc([el + k * pitch * (64 >> bits) for k in range(2)])], 0, 4)[0]
    assert got == (None if pitch == 1 << bits else pitch)


def test_an_index_whose_lane_map_changes_per_execution_shows_no_row():
    # m[l * 8 + (i ^ (l & 7))]: for i = 0 the lanes step by 9, for i = 1 by 7: not rows
    l = np.arange(64)
    x = _acc([l * 8 + (i ^ (l & 7)) for i in range(8)])
    assert row_pitch([x], 0, 4)[0] is None


# --------------------------------------------------------------------------- the rewrite
SRC = ("__kernel void k(__global int* o) {\n  __local int m[64*8];\n  int l = get_local_id(0);\n"
       "  m[l*8 + 1] = 1;\n  o[l] = m[l] + m[3];\n}\n")


def test_flat_rewrite_touches_only_the_declaration_and_subscripts():
    (arr,) = shared_arrays(SRC)
    assert refusal(arr, Layout("xor")) is None and refusal(arr, Layout("pad")) is None
    x = rewrite(SRC, arr, Layout("xor", bits=3, row=32))
    assert x == (SRC.replace("m[l*8 + 1]", "m[(l*8 + 1) ^ (((l*8 + 1) >> 5) & 7)]")
                 .replace("m[l]", "m[l ^ ((l >> 5) & 7)]").replace("m[3]", "m[3 ^ ((3 >> 5) & 7)]"))
    p = rewrite(SRC, arr, Layout("pad", pad=1, row=32, grow=15))
    assert p == (SRC.replace("m[64*8]", "m[(64*8) + 15]").replace("m[l*8 + 1]", "m[(l*8 + 1) + ((l*8 + 1) >> 5)]")
                 .replace("m[l]", "m[l + (l >> 5)]").replace("m[3]", "m[3 + (3 >> 5)]"))


def test_flat_rewrite_refusals():
    fx = SRC.replace("m[l*8 + 1] = 1", "m[l++] = 1")
    (arr,) = shared_arrays(fx)
    assert "side effects" in refusal(arr, Layout("pad")) and "padding would evaluate its index twice" in \
        refusal(arr, Layout("pad"))
    (arr,) = shared_arrays(SRC.replace("o[l] = m[l]", "o[l] = *(m + l)"))
    assert "used as a pointer" in refusal(arr, Layout("xor"))
    (arr,) = shared_arrays("__global__ void k() { extern __shared__ float s[]; s[threadIdx.x] = 0; }")
    assert "without a size" in refusal(arr, Layout("xor"))
    (arr,) = shared_arrays(SRC.replace("o[l] = m[l]", "o[l] = m[m[l]]"))
    assert "inside another subscript" in refusal(arr, Layout("xor"))
    # the kernel computes with the array's size: a padding would change it, an XOR would not
    (arr,) = shared_arrays(SRC.replace("o[l] = m[l]", "o[l] = sizeof(m) / sizeof(m[0]) + m[l]"))
    assert "`sizeof` of `m` on line 5" in refusal(arr, Layout("pad")) and refusal(arr, Layout("xor")) is None


def _c_eval(expr: str, i: np.ndarray) -> np.ndarray:
    """The C index expression over i >= 0, evaluated independently of the layout code (C's
    integer division of non-negative values is Python's floor division)."""
    return eval(re.sub(r"(?<![/])/(?![/])", "//", expr), {}, {"i": i})  # noqa: S307 - our own text


@pytest.mark.parametrize("n,vec", [(512, 1), (1056, 1), (256, 2), (2176, 4)])
def test_every_flat_layout_is_a_storage_permutation_equal_to_its_costing(n, vec):
    """Each ranked layout's C text, evaluated over every index, is the map the costing used
    (remap), keeps each aligned vector together, is injective, and fits the declared size (plus
    the stated growth for a padding)."""
    l = np.arange(64)
    rd = _acc([(l * 8 + k) % (n // vec) * vec for k in range(4)], op="ds_read_b32" if vec == 1 else
              {2: "ds_read_b64", 4: "ds_read_b128"}[vec], width=4 * vec)
    tile = Tile(0, 4, n // 32, 32, 32, vec, flat=n)
    lays = ranked_flat([rd], tile, 32)
    assert lays
    i = np.arange(n)
    for lay in lays:
        new = _c_eval(flat_index("i", lay), i)
        probe = LaneAccess("amd", "gfx90a", None, "", "ds_read_b32", "read", 4, (i * 4)[None, :, None],
                           np.ones((1, n), bool))
        view = Tile(0, 4, -(-n // lay.row), lay.row, lay.row, vec, flat=n)
        assert (remap(probe, view, lay)[0, :, 0] // 4 == new).all()
        assert len(np.unique(new)) == n and new.max() < n + lay.grow
        if lay.change == "xor":
            assert lay.grow == 0 and sorted(new.tolist()) == i.tolist()
        v = new.reshape(-1, vec)
        assert (v[:, 1:] - v[:, :-1] == 1).all() and (v[:, 0] % vec == 0).all()


# --------------------------------------------------------------------------- end to end
def _ready(lang: str, arch: str) -> bool:
    """A compiler for `lang` and `arch` is installed (gfx950 needs clang 20 or newer)."""
    try:
        from ldsopt.sources import toolchains
        return bool(toolchains.clang_for(arch) if lang in ("hip", "opencl") else toolchains.nvcc())
    except Exception:  # noqa: BLE001 - not installed: the test is skipped
        return False


CASES = [
    # file, arch, block, array, {line: (cycles before, ideal, after)}, {change: bytes after} (else unchanged)
    # flat_stride8.cl: m[l*8 + i], 64 work-items: per address of the ds_write2 / ds_read2 (8 per
    # line) a group of 32 lanes meets 4 banks (8l mod 32), 8 words each: 8 cycles x 2 groups = 16,
    # ideal 2: 128 per line.  XOR (i >> 5) & 7 of rows of 32 ints: lane l goes to bank
    # 8 (l & 3) + (i ^ (l >> 2)), all 32 distinct: 2 per address, 16 per line.
    ("flat_stride8.cl", "gfx90a", "64x1x1", "m", {5: (128, 16, 16), 8: (128, 16, 16)}, None),
    # flat_float4.cu: v[(t % 32) * 8 + t / 32], 8 warps: the 32 lanes of a warp read 16 bytes
    # at a 128-byte stride, all in the same 4 banks: 32 wavefronts (ideal 4) per warp: 256; the
    # write v[t] is 4 per warp: 32.  XOR (i >> 3) & 7 of rows of 8 float4: a quarter-warp's 8 lanes
    # read 8 distinct 16-byte slots: 4 per warp (32), the write stays 32.
    ("flat_float4.cu", "sm_90", "256x1x1", "v", {5: (32, 32, 32), 7: (256, 32, 32)}, None),
    # flat_double.hip on gfx950: d[l * 16 + i], each lane's 16 doubles as 8 b128 accesses (128 B
    # apart per lane): a 16-lane group meets 2 sets of 4 banks (l even / odd), 8 words each: 8
    # cycles x 4 groups = 32 per access (ideal 4), 256 per line.  A padding of 2 doubles every 32
    # puts lane l = 2m + b at bank (4m + 32b + 4k) mod 64, distinct in each group: 4 per access,
    # 32 per line; the array grows by (1024 - 1) / 32 * 2 = 62 doubles: 8688 bytes.  (An XOR
    # needs no bytes, but clang 22 no longer issues b128 for it: refuted by the re-analysis; a
    # compiler that kept b128 would have it verified with the same cycles and no byte added.)
    ("flat_double.hip", "gfx950", "64x1x1", "d", {6: (256, 32, 32), 9: (256, 32, 32)}, {"pad": 8688}),
    # flat_padded.hip on gfx942: s[l * 34 + c], a manual padding of 2 per row of 32: the 32 lanes
    # of a group read banks 2l mod 32, two words each: 2 cycles x 2 groups = 4 (ideal 2).  XOR
    # (i >> 5) & 1: rows l and l + 16 are 17 * 32 elements apart, so bit 5 differs and bit 0 of one
    # of them flips: 32 distinct banks, 2.  The row writes (2 b32, 2 cycles each) stay 4.
    ("flat_padded.hip", "gfx942", "64x1x1", "s", {9: (4, 4, 4), 13: (4, 2, 2)}, None),
    # flat_xor.cl: m[l*8 + (i ^ (l & 7))]: bank 8 (l mod 4) + (i ^ (l & 7)) depends on l & 7
    # only, so lanes l, l + 8, l + 16, l + 24 of a group share a bank: 4 cycles x 2 groups = 8 per
    # address (ideal 2), 64 per line.  An XOR of rows of 64 on top, (i >> 6) & 3 = (l >> 3) & 3,
    # sets those four apart: 2 per address, 16 per line.
    ("flat_xor.cl", "gfx90a", "64x1x1", "m", {5: (64, 16, 16), 8: (64, 16, 16)}, None),
]


@pytest.mark.parametrize("name,arch,block,array,lines,bytes_after", CASES)
def test_fix_flat_end_to_end(tmp_path, name, arch, block, array, lines, bytes_after):
    lang = {".hip": "hip", ".cu": "cuda", ".cl": "opencl"}[os.path.splitext(name)[1]]
    if not _ready(lang, arch):
        pytest.skip(f"no {lang} toolchain for {arch} here")
    from ldsopt.fixes import fix_source
    from ldsopt.sources.analyze import analyze_source
    b = tuple(int(x) for x in block.split("x"))
    src = tmp_path / name
    shutil.copy(os.path.join(DATA, name), src)
    r = fix_source(str(src), arch, block=b)
    (al,) = [a for a in r.allocations if a.name == array]
    assert al.change in ("pad", "xor") and al.verified, al.reason
    for ln, (before, ideal, after) in lines.items():
        assert r.lines_before[ln] == (before, ideal) and r.lines_after[ln] == (after, ideal)
    assert al.after["conflicts"] == 0
    assert al.bytes_after == (bytes_after or {}).get(al.change, al.bytes_before)
    (tmp_path / "x.diff").write_text(r.diff)
    subprocess.run(["patch", "-p1", "-i", "x.diff"], cwd=tmp_path, check=True, capture_output=True)
    assert src.read_text() == r.patched
    changed = [x for x in r.diff.splitlines() if x.startswith("+") and not x.startswith("+++")]
    assert changed and all(f"{array}[" in x for x in changed)
    rows = [x for k in analyze_source(str(src), arch, block=b) for x in k.by_line()
            if int(x.source.rsplit(":", 1)[1]) in lines]
    assert rows and all(x.conflicts == 0 for x in rows)


@pytest.mark.parametrize("name,arch,block,why", [
    ("flat_pointer.cu", "sm_90", (128, 1, 1), "`s` is used as a pointer (line 7)"),
    ("flat_dynamic.cu", "sm_90", (128, 1, 1), "declared without a size (dynamic shared memory"),
])
def test_fix_flat_refusals(name, arch, block, why):
    if not _ready("cuda", arch):
        pytest.skip("no cuda toolchain here")
    from ldsopt.fixes import fix_source
    r = fix_source(os.path.join(DATA, name), arch, block=block)
    (al,) = r.allocations
    assert al.before["conflicts"] > 0 and al.change is None and why in al.reason and r.diff == ""
