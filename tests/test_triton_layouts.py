"""Triton layouts read from TTGIR text, as linear layouts, against Triton's own definitions.

The recorded cases (``tests/data/triton/linear_layouts.json``, README there) hold the bases
Triton 3.9's ``to_linear_layout`` gives for random layouts of every kind Gluon can build; they
are replayed here without Triton.  When Triton is importable, fresh random cases are drawn and
compared live (``tools/triton_ll_crosscheck.py``).  ``amd_rotating_shared`` and
``padded_shared`` have no Gluon linear layout in Triton 3.9: hand-derived cases from the
definitions in Triton's ``LinearLayoutConversions.cpp`` (rotating: the phase of row r is
``(r / perPhase) % maxPhase`` XOR ``r / maxPhase / perPhase % maxPhase``).
"""

from __future__ import annotations

import json
import pathlib
import sys

import pytest

from ldsopt.errors import UsageError
from ldsopt.layouts.triton_attrs import parse_attr
from ldsopt.triton.layouts import SHARED, distributed_ll, shared_ll

DATA = pathlib.Path(__file__).parent / "data" / "triton" / "linear_layouts.json"
REC = json.loads(DATA.read_text())
# refused on purpose (the message says why): Triton 3.9 maps a transposed unswizzled nvmma
# layout of rank 3 onto repeated offsets
REFUSED = ("transposed unswizzled layout of rank > 2",)


def ours(text, shape):
    a = parse_attr(text)
    ll = shared_ll(a, shape) if a.kind in SHARED else distributed_ll(a, shape)
    return {k: [list(v) for v in vs] for k, vs in ll.bases}


def test_recorded_cases_equal_triton():
    assert REC["triton"].startswith("3.9") and len(REC["cases"]) >= 600
    kinds = set()
    refused = 0
    for c in REC["cases"]:
        try:
            mine = ours(c["attr"], c["shape"])
        except UsageError as e:
            assert any(r in str(e) for r in REFUSED), (c["attr"], c["shape"], e)
            refused += 1
            continue
        for k, v in c["bases"].items():
            assert mine.get(k, []) == v, (c["attr"], c["shape"], k)
        kinds.add(c["kind"])
    assert refused <= 5
    assert kinds >= {"blocked", "mfma", "mfma_dot", "nvmma", "nvmma_dot", "fma_dot", "slice",
                     "linear", "swizzled", "nvmma_shared", "wmma", "wmma_dot", "shared_linear"}


def test_live_against_triton():
    pytest.importorskip("triton", reason="Triton is not installed (optional cross-check)")
    sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "tools"))
    import triton_ll_crosscheck as X
    cases = X.draw(60, seed=12345)
    assert cases
    bad = [b for b in X.compare(cases) if not any(r in b[1] for r in REFUSED)]
    assert not bad, bad[:3]


def test_rotating_hand_derived():
    # vec 1, perPhase 1, maxPhase 4 on a 16x4 tile (order [1, 0]): columns first, then rows
    # 1, 2 (phases 1, 2, block 0), row 4 (phase 0, block 1), row 8 (phase 0, block 2)
    a = parse_attr("#ttg.amd_rotating_shared<{vec = 1, perPhase = 1, maxPhase = 4, order = [1, 0]}>")
    assert ours(a.text(), [16, 4])["offset"] == [[0, 1], [0, 2], [1, 1], [2, 2], [4, 1], [8, 2]]
    # the plain swizzle of the same parameters repeats phase 0 at rows 4 and 8
    s = "#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 4, order = [1, 0]}>"
    assert ours(s, [16, 4])["offset"] == [[0, 1], [0, 2], [1, 1], [2, 2], [4, 0], [8, 0]]


def test_padded_identity_and_intervals():
    from ldsopt.triton.layouts import padded_intervals
    a = parse_attr("#ttg.padded_shared<[128:+4, 256:+8] {order = [0, 1], shape = [32, 16]}>")
    assert padded_intervals(a) == ((128, 4), (256, 8))
    # order [0, 1]: dim0 is contiguous
    assert ours(a.text(), [32, 16])["offset"][:6] == [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 1]]
    b = parse_attr("#ttg.padded_shared<[64:+2] {offset = [[0, 1], [0, 2], [1, 0], [2, 0]], block = []}>")
    assert ours(b.text(), [4, 4])["offset"] == [[0, 1], [0, 2], [1, 0], [2, 0]]


@pytest.mark.parametrize("text, shape, msg", [
    ("#ttg.blocked<{sizePerThread = [1, 3], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>",
     [64, 64], "power of two"),
    ("#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 1]}>",
     [64, 64], "permutation"),
    ("#ttg.linear<{register = [[0, 1]], lane = [[1, 0]], warp = [], block = []}>", [4, 4], "cover"),
    ("#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>", [64, 64], "shared-memory layout"),
    ("#ttg.nvmma_shared<{swizzlingByteWidth = 48, transposed = false, elementBitWidth = 16}>", [64, 64], "0, 32, 64 or 128"),
    ("#ttg.dot_op<{opIdx = 0, parent = #ttg.swizzled_shared<{vec = 1}>, kWidth = 4}>", [64, 64], "not modelled"),
])
def test_bad_layouts_are_one_line_errors(text, shape, msg):
    with pytest.raises(UsageError) as e:
        a = parse_attr(text)
        distributed_ll(a, shape) if "shared<" not in text or "dot_op" in text else shared_ll(a, shape)
        if a.kind == "swizzled_shared":
            distributed_ll(a, shape)
    assert msg in str(e.value) and "\n" not in str(e.value)
