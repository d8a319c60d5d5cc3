"""ldsopt fix on FlyDSL and CuTe DSL kernels: the layout expression found and rewritten, the
refusals, and the re-analysis of the recompiled kernel.

CI installs neither compiler: what they compiled from tests/data/fix/dsl/*.py, before and after the
fix, is replayed (tests/data/fix/dsl/recorded/, written by tools/record_dsl_fix.py); the rewrite is
checked against the hand-written change and the recompile is the recorded one only when the
patched text is exactly the recorded patched file.  The live tests run where the compilers are.

Figures by hand (docs/design.md's bank model; 4-byte words, 32 banks on both targets; on gfx942 a
b32 access is served 32 lanes at a time, on sm_90 a warp's 4-byte accesses one wavefront of 32
banks).  Block 32x8: on sm_90 8 warps (ty); on gfx942 4 waves, each half of 32 lanes one ty.

- ``column_pitch48``: 32x48 float tile, rows 48 floats apart.  Writes: a half / warp stores row
  ty + 8j, columns 0..31, 32 consecutive words: 1 each, 4 x 8 = 32 (ideal 32).  Reads: lane i reads
  row i, column c: word 48 i + c, bank (16 i + c) % 32: two banks of 16 distinct words, 16 each:
  32 x 16 = 512 (ideal 32).  Before 544 / 64.  The row pitch 48 is no power of two (no XOR of the
  element offset is a row XOR); padding by 1 (pitch 49, odd): bank (17 i + c) % 32 is distinct for
  the 32 lanes: 32, so 64 / 64.  Bytes: the layout's cosize 31 * 48 + 48 = 1536 floats (6144 B)
  -> 31 * 49 + 48 = 1567 floats (6268 B).
- ``transpose_ordered``: a compact row-major 32x32 float tile.  Writes 32 (as above); reads: word
  32 i + c, all 32 lanes in bank c: 32 each, 32 x 32 = 1024.  Before 1056 / 64.  XOR of the column
  with (row & 31): lane i in bank c ^ i, distinct: 64 / 64, no byte more; as a swizzle of the
  element offset o = 32 r + c: bits 5..9 into bits 0..4, Swizzle<5, 0, 5>.
"""

import json
import os
import shutil
import subprocess

import pytest

from ldsopt.errors import Unsatisfiable
from ldsopt.fixes.dsl_layout import rewrite, shared_tensors, swizzle_of, xor_of

HERE = os.path.dirname(__file__)
DSL = os.path.join(HERE, "data", "fix", "dsl")
REC = os.path.join(DSL, "recorded")

# the changed lines of each file's fix, written by hand from the figures above
CHANGES = {
    "cute_layouts.py": [
        "    tile = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_layout((32, 48), stride=(49, 1)), 16)",
        "    layout = cute.make_composed_layout(cute.make_swizzle(5, 0, 5), 0, cute.make_ordered_layout((32, 32), "
        "order=(1, 0)))",
    ],
    "flydsl_layouts.py": [
        "    t: fx.Array[fx.Float32, 1567, 16]",
        "    tile = fx.SharedAllocator().allocate(Tile48).peek().t.view(fx.make_layout((32, 48), (49, 1)))",
        "    layout = fx.make_composed_layout(fx.static(fx.SwizzleType.get(5, 0, 5)), fx.make_ordered_layout((32, 32), "
        "(1, 0)))",
    ],
}
# kernel function -> (change, before (cycles, ideal), after, bytes before, bytes after)
FIGURES = {
    "column_pitch48": ("pad", (544, 64), (64, 64), 6144, 6268),
    "transpose_ordered": ("xor", (1056, 64), (64, 64), 4096, 4096),
}
TARGET = {"cute_layouts.py": ("sm_90", (32, 8, 1)), "flydsl_layouts.py": ("gfx942", None)}


def _replay(name: str, original: str):
    """A compile function that answers with the recorded artifacts of `name` (before: the file as
    given; after: exactly the recorded patched file; any other text is an error of the rewrite)."""
    from ldsopt.sources.compiled import Compiled
    stem = os.path.splitext(name)[0]
    after_text = open(os.path.join(REC, stem, "after", name), encoding="utf-8").read()

    def compile_fn(path, arch, kernel, block, params, outdir):
        text = open(path, encoding="utf-8").read()
        stage = "before" if text == original else "after" if text == after_text else None
        assert stage, "the patched file is not the recorded one"
        d = os.path.join(REC, stem, stage)
        man = json.load(open(os.path.join(d, "manifest.json")))
        return [Compiled(m["kernel"], m["arch"], m["language"], m["kind"], os.path.join(d, m["file"]), None,
                         tuple(m["block"]) if m["block"] else None, "recorded", {}, path) for m in man]
    return compile_fn


def _need_nvdisasm():
    from ldsopt import toolchain
    if toolchain.find("nvdisasm") is None and toolchain.find("cuobjdump") is None:
        pytest.skip("nvdisasm not installed")


def _check(r, name, tmp_path):
    from ldsopt.fixes.dsl_fix import function_of
    allocs = {function_of(a.kernel, list(FIGURES)): a for a in r.allocations}
    assert set(allocs) == set(FIGURES)
    for fn, (change, before, after, b0, b1) in FIGURES.items():
        a = allocs[fn]
        assert a.name == "tile" and a.change == change and a.verified, (fn, a.reason)
        assert (a.before["cycles"], a.before["ideal"]) == before
        assert (a.after["cycles"], a.after["ideal"]) == after
        assert (a.bytes_before, a.bytes_after) == (b0, b1)
    changed = [ln[1:] for ln in r.diff.splitlines() if ln.startswith("+") and not ln.startswith("+++")]
    assert changed == CHANGES[name]
    # the diff applies with patch -p1
    (tmp_path / "x.diff").write_text(r.diff)
    subprocess.run(["patch", "-p1", "-i", "x.diff"], cwd=tmp_path, check=True, capture_output=True)
    assert (tmp_path / name).read_text() == r.patched


@pytest.mark.parametrize("name", sorted(CHANGES))
def test_fix_dsl_replayed(tmp_path, name):
    from ldsopt.fixes import fix_source
    if name.startswith("cute"):
        _need_nvdisasm()
    src = tmp_path / name
    shutil.copy(os.path.join(DSL, name), src)
    arch, block = TARGET[name]
    r = fix_source(str(src), arch, block=block, compile_fn=_replay(name, src.read_text()))
    _check(r, name, tmp_path)
    # per line: the conflicted read lines (hand figures above) have none left
    assert sorted(c for c, i in r.lines_before.values() if c > i) == [512, 1024]
    assert all(c == i for c, i in r.lines_after.values())


def _live(name):
    from ldsopt.sources import toolchains
    if name.startswith("cute"):
        if toolchains.python_module("cutlass") is None:
            if os.environ.get("LDSOPT_REQUIRE_TOOLCHAINS") == "1":   # CI installs it
                pytest.fail("CuTe DSL (nvidia-cutlass-dsl) missing, and LDSOPT_REQUIRE_TOOLCHAINS=1")
            pytest.skip("CuTe DSL (nvidia-cutlass-dsl) not installed")
        _need_nvdisasm()
    else:
        from ldsopt.sources.flydsl import find_lld
        if toolchains.python_module("flydsl") is None or toolchains.python_module("torch") is None \
                or find_lld() is None:
            pytest.skip("FlyDSL, torch or ld.lld not installed")


@pytest.mark.parametrize("name", sorted(CHANGES))
def test_fix_dsl_live(tmp_path, name):
    _live(name)
    from ldsopt.fixes import fix_source
    src = tmp_path / name
    shutil.copy(os.path.join(DSL, name), src)
    arch, block = TARGET[name]
    r = fix_source(str(src), arch, block=block)
    _check(r, name, tmp_path)


def test_fix_dsl_apply_keeps_the_original(tmp_path, capsys):
    _live("cute_layouts.py")
    from ldsopt.cli import main
    src = tmp_path / "cute_layouts.py"
    shutil.copy(os.path.join(DSL, "cute_layouts.py"), src)
    assert main(["fix", str(src), "--arch", "sm_90", "--block", "32x8", "--apply"]) == 0
    capsys.readouterr()
    assert (tmp_path / "cute_layouts.py.orig").read_text() == open(os.path.join(DSL, "cute_layouts.py")).read()
    assert src.read_text() == open(os.path.join(REC, "cute_layouts", "after", "cute_layouts.py")).read()


def test_flat_array_is_not_rewritten():
    """The FlyDSL example indexes a flat fx.Array with offsets it computes: no layout expression
    holds the tile's layout, so nothing is written, and the reason says so (its recorded gfx942
    assembly: tests/data/sources/README.md)."""
    from ldsopt.fixes import fix_source
    from ldsopt.sources.compiled import Compiled
    ex = os.path.join(HERE, "..", "examples", "flydsl_transpose.py")
    s = os.path.join(HERE, "data", "sources", "flydsl", "transpose_plain_gfx942.s")

    def compile_fn(path, arch, kernel, block, params, outdir):
        return [Compiled("transpose_plain_0", "gfx942", "flydsl", "amdgpu-asm", s, None, None, "recorded", {}, path)]
    r = fix_source(ex, "gfx942", compile_fn=compile_fn)
    (a,) = r.allocations
    assert a.change is None and r.diff == "" and a.before["conflicts"] == 992
    assert "no shared tensor with a layout written in the source" in a.reason


# ----------------------------------------------------------------------------- the source reader
_CUTE = '''
import cutlass.cute as cute
@cute.kernel
def k(a, lay):
{body}
'''


def _tensor(body: str, dialect: str = "cute"):
    src = _CUTE.format(body="\n".join("    " + ln for ln in body.strip().splitlines()))
    if dialect == "flydsl":
        src = src.replace("@cute.kernel", "@flyc.kernel(known_block_size=[64, 1, 1])")
    (t,) = shared_tensors(src, dialect)
    return src, t


@pytest.mark.parametrize("body,why", [
    # the layout is a parameter: made by the caller
    ("t = SmemAllocator().allocate_tensor(cutlass.Float32, lay, 16)\nt[0, 0] = a[0]", "a parameter of `k`"),
    # the tensor goes to a copy atom: the atom may need the layout as it is
    ("t = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_layout((8, 8), stride=(8, 1)), 16)\n"
     "cute.copy(atom, a, t)", "`cute.copy(...)` (line 6)"),
    # the layout chosen by a branch: which one compiled is not in the text
    ("l = cute.make_layout((8, 8), stride=(8, 1))\nif a:\n    l = cute.make_layout((8, 8), stride=(9, 1))\n"
     "t = SmemAllocator().allocate_tensor(cutlass.Float32, l, 16)\nt[0, 0] = a[0]", "assigned 2 time(s)"),
    # the layout built by a helper
    ("t = SmemAllocator().allocate_tensor(cutlass.Float32, helper(8), 16)\nt[0, 0] = a[0]",
     "is not make_layout, make_ordered_layout"),
    # a shape of names: not constants written here
    ("t = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_layout((M, 8), stride=(8, 1)), 16)\n"
     "t[0, 0] = a[0]", "`M` is not an integer constant"),
    # three modes
    ("t = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_layout((2, 8, 8), stride=(64, 8, 1)), 16)\n"
     "t[0, 0, 0] = a[0]", "has 3 modes"),
    # a layout also used by a tiled copy
    ("l = cute.make_layout((8, 8), stride=(8, 1))\nt = SmemAllocator().allocate_tensor(cutlass.Float32, l, 16)\n"
     "c = cute.make_tiled_copy(atom, l, l)\nt[0, 0] = a[0]", "also used by `cute.make_tiled_copy(...)`"),
])
def test_refused_layouts(body, why):
    _, t = _tensor(body)
    assert t.refusal is not None and why in t.refusal, t.refusal


def test_layouts_read():
    _, t = _tensor("t = SmemAllocator().allocate_tensor(cutlass.Float16, cute.make_layout((64, 16), stride=(1, 72)), "
                   "16)\nt[0, 0] = a[0]")
    # column-major: the stored row is mode 1 (16 of them), 72 elements apart, 64 used
    assert (t.elem_bytes, t.layout.rows, t.layout.cols, t.layout.pitch, t.layout.slow) == (2, 16, 64, 72, 1)
    assert t.layout.cosize == 15 * 72 + 64
    src, t = _tensor("t = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_composed_layout("
                     "cute.make_swizzle(3, 2, 4), 0, cute.make_layout((16, 32), stride=(32, 1))), 16)\nt[0, 0] = a[0]")
    assert t.layout.swizzle == (3, 2, 4) and t.refusal is None
    # a new XOR takes the swizzle's place: only its three numbers change
    new = rewrite(src, [(t, "xor", (0, 5, 0))])
    assert "cute.make_swizzle(5, 0, 5), 0, cute.make_layout((16, 32), stride=(32, 1))" in new
    src, t = _tensor("t = fx.SharedAllocator().allocate(T).peek().t.view(fx.make_layout((8, 8), (1, 8)))\n"
                     "t[0, 0] = a[0]", "flydsl")
    assert t.layout.slow == 1 and t.refusal is None
    # a padding of a FlyDSL view whose storage size is not known is refused, a swizzle is not
    with pytest.raises(Unsatisfiable, match="sized apart from its layout"):
        rewrite(src, [(t, "pad", 1)], "flydsl")
    assert "fx.make_composed_layout(fx.static(fx.SwizzleType.get(3, 0, 3)), fx.make_layout((8, 8), (1, 8)))" in \
        rewrite(src, [(t, "xor", (0, 3, 0))], "flydsl")


def test_pad_grows_an_array_sized_apart():
    # 32 rows of 48 floats padded by 1: the layout spans 31 * 49 + 48 = 1567 elements, so the
    # allocate_array holding them grows from 32 * 48 to 1567; a global tensor over a parameter's
    # pointer is no shared tensor
    src, t = _tensor("g = cute.make_tensor(a, cute.make_layout((4, 4), stride=(4, 1)))\n"
                     "p = SmemAllocator().allocate_array(cutlass.Float32, 32 * 48)\n"
                     "t = cute.make_tensor(p, cute.make_layout((32, 48), stride=(48, 1)))\nt[0, 0] = g[0, 0]")
    assert (t.name, t.array_elems, t.sized_by_layout) == ("t", 1536, False)
    new = rewrite(src, [(t, "pad", 1)])
    assert "allocate_array(cutlass.Float32, 1567)" in new and "stride=(49, 1)" in new


def test_swizzle_numbers():
    # Swizzle<B, M, S> on the element offset o: bits [M + S, M + S + B) XORed into [M, M + B); on rows of
    # 2**k elements, row bits start at k: col ^ (((row >> (M + S - k)) & (2**B - 1)) << M)
    assert swizzle_of((0, 3, 0), 8) == (3, 0, 3)
    assert swizzle_of((2, 2, 1), 16) == (2, 1, 5)
    for x, p in [((0, 3, 0), 8), ((2, 2, 1), 16), ((1, 4, 2), 64)]:
        assert xor_of(swizzle_of(x, p), p) == x
    with pytest.raises(Unsatisfiable, match="not a power of two"):
        swizzle_of((0, 1, 0), 48)
    with pytest.raises(Unsatisfiable, match="mixes bits of the column"):
        xor_of((3, 0, 2), 32)              # reads bits 2..4: the column's own


def _standin_replay(name: str, original: str, refute_always: bool):
    """The recorded compiles of `name`, and for any other patched text a stand-in compiler that
    answers with the first kernel as recorded after the fix and the second (``transpose_ordered``)
    as recorded before it, as a compiler would that issued the old instructions for the change:
    its re-analysis refutes the layout written.  With `refute_always` every patched text is
    answered so.  Returns (compile function, the texts compiled)."""
    from ldsopt.sources.compiled import Compiled
    stem = os.path.splitext(name)[0]
    after_text = open(os.path.join(REC, stem, "after", name), encoding="utf-8").read()
    seen = []

    def load(stage):
        d = os.path.join(REC, stem, stage)
        return d, json.load(open(os.path.join(d, "manifest.json")))

    def compile_fn(path, arch, kernel, block, params, outdir):
        text = open(path, encoding="utf-8").read()
        seen.append(text)
        (db, before), (da, after) = load("before"), load("after")
        if text == original:
            pick = [(db, m) for m in before]
        elif text == after_text and not refute_always:
            pick = [(da, m) for m in after]
        else:
            pick = [(da, after[0]), (db, before[1])]
        return [Compiled(m["kernel"], m["arch"], m["language"], m["kind"], os.path.join(d, m["file"]), None,
                         tuple(m["block"]) if m["block"] else None, "recorded", {}, path) for d, m in pick]
    return compile_fn, seen


def _second_first(monkeypatch):
    """Rank the 32x32 tile's layouts with the second one first (the recorded fix's XOR second)."""
    from ldsopt.allocation import layouts
    real = layouts.ranked

    def ranked(accesses, tile, *a, **k):
        order = real(accesses, tile, *a, **k)
        if tile.pitch == 32 and len(order) > 1 and order[0].change == "xor":
            order[0], order[1] = order[1], order[0]
        return order
    monkeypatch.setattr(layouts, "ranked", ranked)


def test_a_refuted_layout_is_replaced_by_the_next_ranked(tmp_path, monkeypatch):
    from ldsopt.fixes import fix_source
    name = "flydsl_layouts.py"
    src = tmp_path / name
    shutil.copy(os.path.join(DSL, name), src)
    _second_first(monkeypatch)
    compile_fn, seen = _standin_replay(name, src.read_text(), refute_always=False)
    r = fix_source(str(src), "gfx942", compile_fn=compile_fn)
    # before, the first layout (refuted by the stand-in), the next one (the recorded fix)
    assert len(seen) == 3 and CHANGES[name][-1][1:] not in seen[1] and CHANGES[name][-1][1:] in seen[2]
    _check(r, name, tmp_path)
    from ldsopt.fixes.dsl_fix import function_of
    a = next(a for a in r.allocations if function_of(a.kernel, list(FIGURES)) == "transpose_ordered")
    # the refuted first layout: the stand-in's re-analysis is the original 1056 cycles (hand figure)
    (tried,) = a.reason.split("; tried first: ")[1:]
    assert "the re-analysis gave 1056 cycles where 64 were predicted" in tried and "Swizzle<5, 0, 5>" not in tried
    b = next(a for a in r.allocations if function_of(a.kernel, list(FIGURES)) == "column_pitch48")
    assert "tried first" not in b.reason


def test_the_retries_are_bounded(tmp_path, monkeypatch):
    from ldsopt.fixes import fix_source
    from ldsopt.fixes.dsl_fix import MAX_ROUNDS, function_of
    name = "flydsl_layouts.py"
    src = tmp_path / name
    shutil.copy(os.path.join(DSL, name), src)
    compile_fn, seen = _standin_replay(name, src.read_text(), refute_always=True)
    r = fix_source(str(src), "gfx942", compile_fn=compile_fn)
    assert len(seen) == 1 + MAX_ROUNDS
    a = next(a for a in r.allocations if function_of(a.kernel, list(FIGURES)) == "transpose_ordered")
    assert not a.verified and a.after == {"cycles": 1056, "ideal": 64, "conflicts": 992}
    # the last layout written, then the MAX_ROUNDS - 1 refuted before it, each of its own
    last, tried = a.reason.split("; tried first: ")
    assert "not verified: the re-analysis gives 1056 cycles" in last
    assert tried.count("the re-analysis gave 1056 cycles") == MAX_ROUNDS - 1
    assert len({t.split(":")[0] for t in tried.split("; ")} | {last.split(":")[0]}) == MAX_ROUNDS
