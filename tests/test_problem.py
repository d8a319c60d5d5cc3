"""Problem files: loading, validation (one-line errors, exit 2 / 1), building from flags."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.cli.main import main
from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.cli.solve import problem_from_flags as _flags_dict
from ldsopt.solver.problem import load_problem, problem_from_dict


def problem_from_flags(*a):
    return problem_from_dict(_flags_dict(*a))

BASE = {"arch": "gfx942", "tile": [64, 64], "dtype": "f16",
        "accesses": [{"name": "store", "op": "ds_write_b128", "pattern": {"name": "row_copy", "vec": 8}}]}


def _with(**kw):
    d = json.loads(json.dumps(BASE))
    d.update(kw)
    return d


def test_builtin_patterns_reachable():
    # every built-in pattern, with its parameters, from a problem dict
    amd = problem_from_dict({"arch": "gfx942", "tile": [64, 64], "dtype": "f16", "accesses": [
        {"name": "a", "op": "ds_write_b128", "pattern": {"name": "row_copy", "vec": 8, "threads_per_row": 4}},
        {"name": "b", "op": "ds_read_u16", "pattern": {"name": "col_read"}},
        {"name": "c", "op": "ds_read_b128", "pattern": {"name": "mfma_a", "shape": "32x32x8_f16", "read_elems": 8}},
        {"name": "d", "pattern": {"name": "mfma_b", "shape": "16x16x16_f16"}},
        {"name": "e", "op": "ds_read_u16", "pattern": {"name": "mfma_b_nk", "shape": "16x16x16_f16"}}]})
    assert [a.op for a in amd.accesses] == ["ds_write_b128", "ds_read_u16", "ds_read_b128",
                                            "ds_read_b64", "ds_read_u16"]
    # row_copy with 4 threads per row: 16 rows per instruction, 64 instructions... 64x64/8/64 = 8
    assert amd.accesses[0].pattern.n_instr == 8
    assert amd.accesses[0].pattern.coords[0, 4].tolist() == [1, 0]
    nv = problem_from_dict({"arch": "sm_90", "tile": [64, 64], "dtype": "f16", "accesses": [
        {"name": "cp", "pattern": "cp_async"},
        {"name": "lm", "pattern": {"name": "ldmatrix", "x": 2}}]})
    cp = nv.accesses[0]
    assert cp.op == "st.shared.v4.u32" and cp.inst.lanes == 32
    # cp.async: 32 threads x 16 B = 8 threads per 128 B row, 4 rows per instruction
    assert cp.pattern.coords[0, 9].tolist() == [1, 8] and cp.pattern.n_instr == 64 * 64 // 8 // 32
    assert nv.accesses[1].op == "ldmatrix.x2"


def test_explicit_coords_and_active():
    coords = [[[l // 8, (l % 8) * 8] for l in range(64)]]
    p = problem_from_dict(_with(accesses=[{"name": "x", "op": "ds_read_b128", "coords": coords}]))
    assert p.accesses[0].pattern.vec == 8
    with pytest.raises(UsageError, match="takes 64 lanes"):
        problem_from_dict(_with(accesses=[{"name": "x", "op": "ds_read_b128", "coords": [coords[0][:32]]}]))
    with pytest.raises(UsageError, match="outside the 64x64 tile"):
        problem_from_dict(_with(accesses=[{"name": "x", "op": "ds_read_b128",
                                           "coords": [[[0, 60]] + coords[0][1:]]}]))


@pytest.mark.parametrize("patch, msg", [
    ({"arch": "gfx1234"}, "unknown arch"),
    ({"tile": [64]}, "tile must be"),
    ({"tile": [64, "x"]}, "tile cols must be an integer"),
    ({"dtype": "f13"}, "unknown dtype"),
    ({"bogus": 1}, "unknown field"),
    ({"families": ["magic"]}, "unknown family"),
    ({"accesses": []}, "non-empty"),
    ({"accesses": [{"name": "s", "op": "ds_write_b128", "pattern": {"name": "zigzag"}}]}, "unknown pattern"),
    ({"accesses": [{"name": "s", "op": "ds_write_b128", "pattern": {"name": "row_copy", "vec": 8, "colour": 1}}]},
     "no parameter"),
    ({"accesses": [{"name": "s", "op": "ds_write_b64", "pattern": {"name": "row_copy", "vec": 8}}]},
     "moves 8 B per lane but the row_copy pattern touches 16 B"),
    ({"accesses": [{"name": "s", "op": "ds_write_b128", "pattern": {"name": "row_copy", "vec": 8}, "weight": -1}]},
     "weight"),
    ({"accesses": [{"name": "s", "pattern": {"name": "ldmatrix"}}]}, "NVIDIA pattern"),
    ({"accesses": [{"name": "s", "op": "ds_read_b128", "pattern": {"name": "mfma_a", "shape": "32x32x16_f16"}}]},
     "does not exist on gfx942"),
    ({"accesses": [{"name": "s", "op": "ds_write_b128", "pattern": "row_copy", "coords": [[[0, 0]]]}]},
     "exactly one"),
])
def test_malformed(patch, msg):
    with pytest.raises(UsageError, match=msg):
        problem_from_dict(_with(**patch))


def test_too_big_is_unsatisfiable():
    with pytest.raises(Unsatisfiable, match="more than the 65536 B"):
        problem_from_dict(_with(tile=[256, 256]))
    with pytest.raises(Unsatisfiable, match="lds_budget"):
        problem_from_dict(_with(lds_budget=4096))


def test_files_and_cli_exit_codes(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["solve", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "malformed JSON" in err and len(err.strip().splitlines()) == 1
    assert main(["solve", str(tmp_path / "missing.json")]) == 2
    big = tmp_path / "big.json"
    big.write_text(json.dumps(_with(tile=[512, 512])))
    assert main(["solve", str(big)]) == 1
    assert "more than" in capsys.readouterr().err
    y = tmp_path / "p.yaml"
    y.write_text("arch: gfx942\n")
    import importlib.util
    if importlib.util.find_spec("yaml") is None:
        assert main(["solve", str(y)]) == 2
        assert "PyYAML" in capsys.readouterr().err


def test_yaml_problem(tmp_path):
    yaml = pytest.importorskip("yaml")
    y = tmp_path / "p.yaml"
    y.write_text(yaml.safe_dump(BASE))
    assert load_problem(str(y)).rows == 64


def test_flags():
    p = problem_from_flags("gfx942", "64x64", "f16", ["st:ds_write_b128:row_copy:vec=8",
                                                       "ld::mfma_a:shape=32x32x8_f16,read_elems=8"])
    assert [a.op for a in p.accesses] == ["ds_write_b128", "ds_read_b128"]
    for bad in (["st"], ["st:ds_write_b128:row_copy:vec"], ["st:ds_write_b128:row_copy:vec=x"]):
        with pytest.raises(UsageError):
            problem_from_flags("gfx942", "64x64", "f16", bad)
    with pytest.raises(UsageError, match="ROWSxCOLS"):
        problem_from_flags("gfx942", "64by64", "f16", ["st:ds_write_b128:row_copy:vec=8"])


_json = st.recursive(st.none() | st.booleans() | st.integers(-5, 300) | st.floats(allow_nan=True) |
                     st.text(max_size=8),
                     lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                     max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["arch", "tile", "dtype", "accesses", "lds_budget", "families",
                                        "copies", "weight", "pattern"]), _json, max_size=6))
def test_fuzz_problem_dicts(d):
    try:
        problem_from_dict(d)
    except (UsageError, Unsatisfiable):
        pass


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.integers(-3, 100), st.text(max_size=6), st.none(), st.booleans()), max_size=4),
       st.sampled_from(["row_copy", "col_read", "mfma_a", "mfma_b", "mfma_b_nk", "ldmatrix", "cp_async", "x"]),
       st.sampled_from(["gfx942", "gfx950", "sm_80", "gfx906"]))
def test_fuzz_access_params(vals, name, arch):
    keys = ["vec", "threads_per_row", "shape", "read_elems", "x"]
    pat = {"name": name, **{k: v for k, v in zip(keys, vals)}}
    d = {"arch": arch, "tile": [64, 64], "dtype": "f16", "accesses": [{"name": "a", "pattern": pat}]}
    try:
        problem_from_dict(d)
    except (UsageError, Unsatisfiable):
        pass


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200))
def test_fuzz_problem_bytes(tmp_path_factory, data):
    p = tmp_path_factory.mktemp("fz") / "p.json"
    p.write_bytes(data)
    try:
        load_problem(str(p))
    except (UsageError, Unsatisfiable):
        pass
