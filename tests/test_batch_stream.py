"""The streamed JSONL batch (ldsopt.core.batch): the fast path for plain lines, the strict path
(json.loads) for every other line, chunking, and errors at a line.

Expected values come from the plain-Python reference model (simulate_reference, the specification
the vectorized model is held to) and from json.loads, never from the batch code itself."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.core.batch import format_json, iter_batch
from ldsopt.core.simulate import simulate_reference
from ldsopt.errors import UsageError

OPS = {"ds_read_b32": 4, "ds_read_b64": 8, "ds_read_b128": 16, "ds_write_b32": 4}   # op -> alignment (bytes)


def _expected(line: str, arch="gfx942"):
    """(cycles, ideal) of one batch line, through json.loads and the reference model."""
    obj = json.loads(line)
    r = simulate_reference(obj.get("arch", arch), obj["op"], obj["addresses"], obj.get("active"),
                           obj.get("offset0", 0), obj.get("offset1", 0), detail=False)
    return r.cycles, r.ideal


def _address_text(draw, align, n=64):
    """A JSON list body as a person or another tool might write it: spaces anywhere JSON allows."""
    vals = draw(st.lists(st.integers(0, (1 << 16) // align - 1).map(lambda x: x * align), min_size=n, max_size=n))
    seps = draw(st.lists(st.sampled_from([",", ", ", " ,", " , "]), min_size=n, max_size=n))
    return "".join(str(v) + (seps[i] if i < n - 1 else "") for i, v in enumerate(vals))


@st.composite
def plain_lines(draw):
    op = draw(st.sampled_from(sorted(OPS)))
    body = _address_text(draw, OPS[op])
    pad = draw(st.sampled_from(["", " ", "\t"]))
    return f'{pad}{{"op":{pad}"{op}",{pad}"addresses": [{body}]}}{pad}'


@st.composite
def other_lines(draw):
    """Lines the fast path must hand to the strict reader: other fields, other field order."""
    op = draw(st.sampled_from(sorted(OPS)))
    addrs = draw(st.lists(st.integers(0, 4095).map(lambda x: x * OPS[op]), min_size=64, max_size=64))
    obj = draw(st.sampled_from([{"addresses": addrs, "op": op},
                                {"op": op, "addresses": addrs, "id": "x"},
                                {"op": op, "addresses": addrs, "active": [i % 3 > 0 for i in range(64)]},
                                {"op": "ds_read2_b32", "addresses": [(a // 16) * 4 for a in addrs], "offset0": 16, "offset1": 3},
                                {"op": op, "addresses": addrs, "arch": "gfx90a"}]))
    return json.dumps(obj)


@settings(max_examples=30)
@given(st.lists(st.one_of(plain_lines(), other_lines()), min_size=1, max_size=8), st.integers(1, 5))
def test_batch_equals_reference_in_any_chunking(lines, chunk):
    want = [_expected(t) for t in lines]
    for chunk_lines in (chunk, 4096):
        got = list(iter_batch(lines, arch="gfx942", chunk_lines=chunk_lines))
        assert [d["line"] for d in got] == list(range(1, len(lines) + 1))
        assert [(d["cycles"], d["ideal"]) for d in got] == want
        assert all(d["conflicts"] == d["cycles"] - d["ideal"] for d in got)


# texts the fast path's regular expression accepts but JSON does not read as a list of integers
# (or reads as other numbers): each must be an error naming the line, or the value JSON reads
@pytest.mark.parametrize("body", ["007" + ",4" * 63, ",".join(["4"] * 63) + ",", "4,,4" + ",4" * 62,
                                  "4 4" + ",4" * 62, "1" * 19 + ",4" * 63, "1" * 40 + ",4" * 63,
                                  "0" + ",4" * 63])
def test_fast_path_accepts_exactly_what_json_accepts(body):
    line = '{"op": "ds_read_b32", "addresses": [%s]}' % body
    try:
        want = _expected(line)
    except (json.JSONDecodeError, UsageError, ValueError, OverflowError):
        with pytest.raises(UsageError, match="line 2"):
            list(iter_batch(['{"op": "ds_read_b32", "addresses": [%s]}' % ",".join(["0"] * 64), line],
                            arch="gfx942"))
        return
    (got,) = list(iter_batch([line], arch="gfx942"))
    assert (got["cycles"], got["ideal"]) == want


def test_results_before_a_bad_line_come_out_then_one_error():
    good = json.dumps({"op": "ds_read_b32", "addresses": [4 * i for i in range(64)]})
    lines = [good] * 5 + ['{"op": "ds_read_b32", "addresses": "no"}'] + [good] * 3
    got = []
    with pytest.raises(UsageError, match=r"^line 6: .*addresses"):
        for d in iter_batch(lines, arch="gfx942", chunk_lines=2):
            got.append(d)
    assert [d["line"] for d in got] == [1, 2, 3, 4, 5]


def test_bad_line_inside_a_fast_group_is_named():
    good = json.dumps({"op": "ds_read_b32", "addresses": [4 * i for i in range(64)]})
    bad = '{"op": "ds_read_b32", "addresses": [%s]}' % ",".join(["4"] * 63)     # 63 lanes: wrong count
    with pytest.raises(UsageError, match=r"^line 3: "):
        list(iter_batch([good, good, bad, good], arch="gfx942"))


def test_the_input_is_streamed_not_read_whole():
    """An endless input: the first results come out after one chunk (nothing reads to the end)."""
    line = json.dumps({"op": "ds_read_b128", "addresses": [16 * i for i in range(64)]})
    endless = itertools.repeat(line)
    first = list(itertools.islice(iter_batch(endless, arch="gfx942", chunk_lines=100), 250))
    assert [d["line"] for d in first] == list(range(1, 251))
    assert {(d["cycles"], d["ideal"]) for d in first} == {_expected(line)}


@settings(max_examples=20)
@given(st.one_of(plain_lines(), other_lines()))
def test_format_json_is_json_dumps(line):
    (d,) = list(iter_batch([line], arch="gfx942"))
    assert json.loads(format_json(d)) == d
    assert format_json(d) == json.dumps(d)


# ------------------------------------------------------------------------------ the block reader
@settings(max_examples=60)
@given(st.lists(st.text(st.characters(blacklist_characters="\n"), max_size=12), max_size=12),
       st.booleans(), st.integers(1, 40))
def test_line_blocks_are_the_lines_in_any_block_size(lines, final_newline, block):
    import io

    from ldsopt.inputs import read_line_blocks
    data = "\n".join(lines) + ("\n" if final_newline and lines else "")
    got = [(first, texts) for first, texts in read_line_blocks(io.BytesIO(data.encode()), block_bytes=block)]
    flat = [t for _, texts in got for t in texts]
    want = data.split("\n")[:-1] if data.endswith("\n") else data.split("\n") if data else []
    assert flat == want
    assert [first for first, _ in got] == list(itertools.accumulate([1] + [len(t) for _, t in got]))[:len(got)]


@pytest.mark.parametrize("data, block, message", [
    (b"ok\nok\n\xff\n", 1 << 20, "line 3: not UTF-8"),
    (b"ok\n" + b"x" * 50 + b"\nok\n", 8, "line 2: longer than 20 bytes"),
    (b"ok\n" + b"x" * 50 + b"\nok\n", 1 << 20, "line 2: longer than 20 bytes"),
    (b"ok\n" + b"x" * 50, 7, "line 2: longer than 20 bytes"),
])
def test_line_blocks_name_the_bad_line(data, block, message):
    import io

    from ldsopt.inputs import read_line_blocks
    with pytest.raises(UsageError, match=message):
        list(read_line_blocks(io.BytesIO(data), max_line=20, block_bytes=block))
