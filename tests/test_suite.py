"""The calibration suite generator and the GPU-free half of the harness (no GPU needed)."""

import json
import struct

import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.gpu import suite
from ldsopt.errors import UsageError
from ldsopt.gpu import validate as v
from ldsopt.core.batch import parse_batch_line, run_batch_lines


@pytest.fixture(scope="module")
def recs():
    return suite.generate()


def test_size_and_kinds(recs):
    assert len(recs) >= 1000
    ops = {r["op"] for r in recs}
    assert ops == set(suite.all_ops())
    # every 1/2/4/8/16-byte load and store, ldmatrix and stmatrix with each count
    for op in suite.all_ops():
        assert sum(r["op"] == op for r in recs) >= 25, op


def test_deterministic(recs):
    again = suite.generate()
    assert suite.to_jsonl(again) == suite.to_jsonl(recs)
    other = suite.generate(seed=1)
    assert suite.to_jsonl(other) != suite.to_jsonl(recs)


def test_lines_are_valid_batch_lines(recs):
    text = suite.to_jsonl(recs).splitlines()
    for i, line in enumerate(text[:400] + text[-400:], 1):
        parse_batch_line(line, i)
    out = run_batch_lines(text)          # the model accepts every pattern (alignment, range)
    assert len(out) == len(recs)


def test_alignment_and_window(recs):
    for r in recs:
        w = suite.width_of(r["op"])
        assert len(r["addresses"]) == 32
        assert all(a % w == 0 and 0 <= a and a + w <= v.SMEM_BYTES for a in r["addresses"]), r["id"]
        if r["op"].startswith(("ldmatrix", "stmatrix")):
            assert "active" not in r


def _xor_classes_present(recs, op):
    """Which XOR distances appear in full (every lane i shares its address with i^d only)."""
    found = set()
    for r in recs:
        if r["op"] != op or "active" in r:
            continue
        a = r["addresses"]
        for d in (1, 2, 4, 8, 16):
            if all(a[i] == a[i ^ d] for i in range(32)) and len(set(a)) == 16:
                found.add(d)
    return found


@pytest.mark.parametrize("op", ["ld.shared.v2.u32", "ld.shared.v4.u32", "st.shared.v4.u32"])
def test_every_xor_distance_in_full_and_in_part(recs, op):
    assert _xor_classes_present(recs, op) == {1, 2, 4, 8, 16}
    for d in (1, 2, 4, 8, 16):
        ids = [r["id"] for r in recs if r["op"] == op]
        assert any(f"cls:xor{d}-allbut1/" in i for i in ids)
        assert any(f"cls:xor{d}-lo16/" in i for i in ids)


def test_separates_merging_hypotheses(recs):
    """The suite holds 8-byte patterns on which 'two half-warps' and 'whole warp' rules differ:
    16 distinct 8-byte addresses packed in 128 B, paired across halves (i^16) or inside (i^1)."""
    v2 = [r for r in recs if r["op"] == "ld.shared.v2.u32" and "active" not in r]
    packed = [r for r in v2 if sorted(set(r["addresses"])) == list(range(0, 128, 8))]
    pairings = set()
    for r in packed:
        a = r["addresses"]
        for d in (1, 2, 4, 8, 16):
            if all(a[i] == a[i ^ d] for i in range(32)):
                pairings.add(d)
    assert pairings == {1, 2, 4, 8, 16}


def test_hint_patterns():
    h = suite.hint_patterns()
    assert h[0]["addresses"] == [0] * 32 and h[0]["op"] == "ld.shared.v4.u32"
    assert h[1]["addresses"][0] == h[1]["addresses"][1] == 0 and h[1]["addresses"][2] == 8


# ----------------------------------------------------------------------------- harness, GPU-free
def test_harness_source_has_one_instruction_per_kernel():
    ops = suite.all_ops()
    src = v.harness_source(ops)
    for op in ops:
        name = v.kernel_name(op)
        body = src.split(f"void __launch_bounds__(32) {name}(")[1].split("\n}\n")[0]
        assert body.count("asm volatile") == 1
        ptx = v._ptx_for(op)[0]
        if op.startswith(("ldmatrix", "stmatrix")):
            assert ".sync.aligned.m8n8" in ptx and ("trans" in ptx) == op.endswith(".trans")
        else:
            assert f" {op} " in ptx


def test_pack_patterns_layout():
    recs = [{"op": "ld.shared.u32", "addresses": list(range(0, 128, 4))},
            {"op": "st.shared.u8", "addresses": [0] * 32, "active": [i % 2 == 0 for i in range(32)]}]
    ops = ["st.shared.u8", "ld.shared.u32"]
    b = v.pack_patterns(recs, ops)
    assert struct.unpack_from("<i", b)[0] == 2
    assert struct.unpack_from("<2i", b, 4) == (1, 0)
    addr = struct.unpack_from("<64I", b, 12)
    assert addr[:32] == tuple(range(0, 128, 4))
    act = struct.unpack_from("<64I", b, 12 + 256)
    assert act[:32] == (1,) * 32 and act[32:36] == (1, 0, 1, 0)
    assert len(b) == 4 + 8 + 2 * 256


def test_launch_order_interleaves_kinds():
    recs = [{"op": o} for o in ["a"] * 5 + ["b"] * 3]
    order = v.launch_order(recs, block=2)
    assert [recs[i]["op"] for i in order] == ["a", "a", "b", "b", "a", "a", "b", "a"]
    assert sorted(order) == list(range(8))


_CSV = '''==PROF== Connected to process 123
"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum","l1tex__data_pipe_lsu_wavefronts_mem_shared.sum","l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum","smsp__inst_executed_op_shared_ld.sum"
"","","","","","","","","","","","","","",""
"0","123","harness","127.0.0.1","k_ld_shared_v4_u32","1","7","(32, 1, 1)","(1, 1, 1)","0","9.0","0","5","4","1"
"1","123","harness","127.0.0.1","k_ld_shared_v4_u32","1","7","(32, 1, 1)","(1, 1, 1)","0","9.0","1,024","1,029","1,028","1"
==PROF== Disconnected from process 123
'''


def test_parse_ncu_csv():
    rows = v.parse_ncu_csv(_CSV)
    assert [r["id"] for r in rows] == [0, 1]
    assert rows[1]["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"] == 1028
    # the op_ld counter, not the all-ops total (which counts one more wavefront per launch)
    m = v.measured_from_counters("ld.shared.v4.u32", rows[0])
    assert m == {"wavefronts": 4, "conflicts": 0, "inst": 1}
    assert v.measured_from_counters("ld.shared.v4.u32", rows[1])["conflicts"] == 1024


def test_parse_ncu_csv_without_header():
    with pytest.raises(UsageError):
        v.parse_ncu_csv("==PROF== nothing profiled\n")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=400))
def test_parse_ncu_csv_fuzz(text):
    try:
        rows = v.parse_ncu_csv(text)
    except UsageError:
        return
    assert all(isinstance(r["id"], int) for r in rows)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(['"', ",", "ID", "Kernel Name", "1", "x__y.sum", "\n", "n/a", "2,5"]),
                max_size=60))
def test_parse_ncu_csv_fuzz_structured(parts):
    try:
        v.parse_ncu_csv("".join(parts))
    except UsageError:
        pass


def test_measured_side_of_each_op():
    c = {"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum": 2,
         "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum": 7,
         "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum": 1,
         "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum": 6,
         "smsp__inst_executed_op_ldsm.sum": 1}
    assert v.measured_from_counters("ldmatrix.x4", c) == {"wavefronts": 2, "conflicts": 1, "inst": 1}
    assert v.measured_from_counters("stmatrix.x2.trans", c)["wavefronts"] == 7
    assert v.measured_from_counters("st.shared.u8", c)["conflicts"] == 6


def test_compare_flags_mismatch():
    # independent expectations: 32 lanes, stride 128 B, 4-byte loads: all on bank 0, 32 words
    good = {"op": "ld.shared.u32", "addresses": [i * 128 for i in range(32)], "wavefronts": 32,
            "conflicts": 31, "id": "a"}
    bad = dict(good, wavefronts=31, id="b")
    res = v.compare([good, bad])
    assert [p["match"] for p in res["patterns"]] == [True, False]
    assert res["summary"]["match"] == 1 and res["summary"]["mismatch"] == 1


def test_load_batch_errors(tmp_path):
    f = tmp_path / "b.jsonl"
    f.write_text(json.dumps({"op": "ld.shared.u32", "addresses": [70000] * 32}) + "\n")
    with pytest.raises(UsageError, match="outside"):
        v.load_batch(str(f))
    f.write_text(json.dumps({"op": "ds_read_b32", "addresses": [0] * 64, "arch": "gfx942"}) + "\n")
    with pytest.raises(UsageError, match="NVIDIA"):
        v.load_batch(str(f))
    f.write_text(json.dumps({"op": "ldmatrix.x4", "addresses": [0] * 32,
                             "active": [True] * 31 + [False]}) + "\n")
    with pytest.raises(UsageError, match="warp-synchronous"):
        v.load_batch(str(f))
    f.write_text(json.dumps({"op": "ld.shared.u32", "addresses": [2] * 32}) + "\n")
    with pytest.raises(UsageError):
        v.load_batch(str(f))
    with pytest.raises(UsageError, match="not found"):
        v.load_batch(str(tmp_path / "none.jsonl"))


def test_cli_suite_and_errors(tmp_path, capsys):
    from ldsopt.cli.main import main
    out = tmp_path / "s.jsonl"
    assert main(["validate", "--suite", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["patterns"] == len(out.read_text().splitlines())
    assert main(["validate", "--replay", str(tmp_path / "missing.jsonl")]) == 2
    assert "no such file" in capsys.readouterr().err
    bad = tmp_path / "bad.jsonl.gz"
    bad.write_bytes(b"not gzip")
    assert main(["validate", "--replay", str(bad)]) == 2
    assert main(["validate", "--timing-analyze", str(out)]) == 2
    assert main(["validate", "--deadline", "-1", "--suite", str(out)]) == 2


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda kids: st.lists(kids, max_size=40) | st.dictionaries(st.text(max_size=10), kids, max_size=6),
    max_leaves=60)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(
    _json_values,
    st.fixed_dictionaries({"op": st.sampled_from(suite.all_ops() + ["ld.shared.b96", "ds_read_b32", 3]),
                           "addresses": st.lists(st.integers(-5, 70000), min_size=0, max_size=40),
                           "wavefronts": st.integers(0, 40) | st.text(max_size=3),
                           "conflicts": st.integers(0, 40)},
                          optional={"active": st.lists(st.booleans() | st.integers(0, 2), max_size=33),
                                    "arch": st.sampled_from(["sm_90", "gfx942", "sm_7", 5])})),
    max_size=4))
@pytest.mark.slow
def test_replay_fuzz_never_crashes(tmp_path_factory, lines):
    """Any measurement file gives a result (exit 0/1) or a one-line usage error (exit 2)."""
    from ldsopt.cli.main import main
    f = tmp_path_factory.mktemp("fz") / "m.jsonl"
    f.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    assert main(["validate", "--replay", str(f), "--json"]) in (0, 1, 2)


@settings(max_examples=100, deadline=None)
@given(_json_values)
def test_timing_analyze_fuzz(tmp_path_factory, obj):
    from ldsopt.cli.main import main
    f = tmp_path_factory.mktemp("fz") / "t.json"
    f.write_text(json.dumps(obj))
    assert main(["validate", "--timing-analyze", str(f)]) in (0, 2)
