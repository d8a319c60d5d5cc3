"""Hostile layout input: each case ends in one line and exit 1/2, never a silent wrong
answer, a traceback, an overflow or an expansion of a tile no LDS can hold."""

import pytest

import ldsopt
from ldsopt.cli.main import main
from ldsopt.errors import Unsatisfiable, UsageError

SIM = ["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--pattern", "row_copy", "--tile", "64x64"]


def _one_line(capsys):
    err = capsys.readouterr().err.strip()
    assert err and "\n" not in err and "Traceback" not in err
    return err


def test_sim_refuses_a_non_bijective_linear_layout(capsys):
    # 64 rows all mapped onto row 0: the old sim path reported "conflicts 0"
    assert main(SIM + ["--layout", "linear:1,2,4,8,16,32,0,0,0,0,0,0"]) == 1
    assert "not bijective" in _one_line(capsys)
    with pytest.raises(Unsatisfiable, match="not bijective"):
        ldsopt.layout("linear:1,2,4,8,16,32,0,0,0,0,0,0", 64, 64, "f16")


@pytest.mark.parametrize("spec", [
    "linear:1,2,4,8,16,32,64,128,256,512,1024,%d" % (1 << 63),       # overflowed int64 silently
    "row+" + "+".join(["cute:1,1,1"] * 5000),                         # RecursionError before
    "row" + "+linear:1" * 17,                                          # bounded compositions
    "pad:1e20B", "pad:%dB" % 10 ** 20, "pad:-4",
    "triton:vec=0,perPhase=1,maxPhase=8", "triton:vec=-8", "ck:kpack=0",
    "padded:[64:+%d]" % 10 ** 11, "padded:[64:+4]junk", "xor:vec=0,table=0/1",
    "triton:vec=8,per_phase=1,max_phase=8,bogus=1",
    "#ttg.swizzled_shared<{vec = -1, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
    "Swizzle<3,3,3> o (64,64):(-64,1)", "Swizzle<9,99,3>",
])
def test_bad_specs_are_one_line(spec, capsys):
    assert main(SIM + ["--layout", spec]) == 2
    _one_line(capsys)


def test_per_phase_spelling_is_read_not_ignored():
    # ldsopt.layout's docstring spells the keys per_phase / max_phase: they used to be ignored
    a = ldsopt.layout("triton:vec=8,per_phase=1,max_phase=8", 64, 64, "f16").offsets()
    b = ldsopt.layout("triton:vec=8,perPhase=1,maxPhase=8", 64, 64, "f16").offsets()
    assert (a == b).all() and (a != ldsopt.layout("row", 64, 64, "f16").offsets()).any()


def test_huge_tiles_refused_before_expansion(monkeypatch, capsys):
    import ldsopt.patterns as P

    def boom(*a, **k):
        raise AssertionError("a pattern was expanded before the capacity check")
    monkeypatch.setattr(P, "get_pattern", boom)
    monkeypatch.setattr(P, "row_copy", boom, raising=False)
    assert main(SIM[:-1] + ["100000x100000"]) == 1
    assert "more than" in _one_line(capsys)
    # the solver's problem: 65536 x 65536 is within the side limit but no LDS holds it
    assert main(["solve", "--arch", "gfx942", "--tile", "65536x65536", "--access",
                 "s:ds_write_b128:row_copy:vec=8"]) == 1
    assert "more than" in _one_line(capsys)
    with pytest.raises(UsageError, match="too large"):
        ldsopt.layout("row", 100000, 100000, "f16")


from hypothesis import given, settings, strategies as st  # noqa: E402

_PIECES = ["row", "col", "pad:", "ck:", "cute:", "triton:", "padded:", "xor:", "linear:", "+", ",", "=",
           "vec", "kpack", "table", "[", "]", ":+", "/", "-", "1", "8", "64", "99999999999", "B",
           "#ttg.swizzled_shared<{", "#ttg.padded_shared<[", "#ttg.amd_rotating_shared<{",
           "#ttg.nvmma_shared<{", "#ttg.shared_linear<{offset = [[", "}>", "vec = ", "order = [1, 0]",
           "perPhase = ", "maxPhase = ", "SwizzledSharedLayout(", "PaddedSharedLayout.with_identity_for(",
           ")", "Swizzle<", ">", " o ", "(64,64):(", "composition(", "Layout<Shape<_64,_64>,Stride<",
           "_1>>{}", "{}", "e20", "0x10", "__import__('os')", "\x00", "\u00e9"]


@settings(max_examples=300)
@given(st.lists(st.sampled_from(_PIECES), max_size=14), st.sampled_from([(64, 64), (16, 32), (3, 48)]),
       st.sampled_from([1, 2, 4]))
def test_any_spec_is_a_layout_or_one_clean_error(parts, tile, eb):
    """Fuzzed spec text: a bijective layout that agrees with its canonical form, or one
    UsageError / Unsatisfiable line; nothing else escapes."""
    from ldsopt.layouts import parse_layout
    spec = "".join(parts)
    try:
        lay = parse_layout(spec, tile[0], tile[1], eb)
    except (UsageError, Unsatisfiable) as e:
        assert "\n" not in str(e)
        return
    off = lay.offsets()
    assert len(set(off.ravel().tolist())) == off.size
    try:
        c = lay.canonical()
    except Unsatisfiable:
        return
    assert (c.table() == off).all()


def test_json_layouts_are_bounded_too():
    from ldsopt.layouts import layout_from_dict
    for d in ({"family": "linear", "params": {"basis": [1, 2, 4, 1 << 63]}},
              {"family": "strided", "params": {"pad_bytes": 10 ** 20}},
              {"family": "explicit", "offsets": [[0, 1 << 50], [2, 4]]},
              {"family": "composed", "params": {"base": {"family": "strided", "rows": 2, "cols": 2,
                                                         "elem_bytes": 1, "params": {}},
                                                "transform": ["linear", [1 << 62]]}}):
        with pytest.raises(UsageError):
            layout_from_dict(d, 2, 2, 1)
