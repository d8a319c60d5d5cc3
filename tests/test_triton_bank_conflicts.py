"""ldsopt against Triton's own bank-conflict counter, ``gl.bank_conflicts``.

``tests/data/triton/bank_conflicts.json`` (README there): Triton 3.9's count for 60 (blocked
register layout, swizzled shared layout, dtype) pairs on sm_80 / sm_90, with the TTGIR of the
kernel that stores the tensor into the shared layout.  Triton 3.9's counter aborts on every AMD
target and on padded layouts, so only NVIDIA cases exist.

Triton's count is "the excess number of memory accesses per wavefront" of the worst
instruction: ``cycles / ideal - 1`` of that instruction in ldsopt's terms (a ``v4`` store that
needs 16 wavefronts where 4 would do counts 3).  Where the elements are 4 bytes or wider the two
must agree.  For 1- and 2-byte elements they may not: Triton reasons about elements, ldsopt
about the 32-bit words a bank serves; on an H200 ldsopt matched 20 of 20 measured 1-2 byte cases
and Triton's counter 0 of 20 (``ldsopt validate`` measures the rule): those cases are
checked to be undercounts by Triton, never overcounts.
"""

from __future__ import annotations

import json
import pathlib

from ldsopt.triton.analysis import analyse

DATA = pathlib.Path(__file__).parent / "data" / "triton" / "bank_conflicts.json"
CASES = json.loads(DATA.read_text())["cases"]
BYTES = {"i8": 1, "f16": 2, "f32": 4, "f64": 8}


def _ours(ttgir: str) -> int:
    _, _, costs = analyse(ttgir)
    (c,) = [c for c in costs if c.op.name == "local_alloc"]
    return max((cyc - ideal) // ideal for cyc, ideal in c.per_instruction)


def test_wide_elements_agree_with_triton():
    wide = [c for c in CASES if BYTES[c["dtype"]] >= 4]
    assert len(wide) >= 30 and any(c["triton"] > 0 for c in wide)
    bad = [(c["target"], c["dtype"], c["triton"], _ours(c["ttgir"])) for c in wide
           if _ours(c["ttgir"]) != c["triton"]]
    assert not bad, bad


def test_narrow_elements_triton_never_counts_more():
    narrow = [c for c in CASES if BYTES[c["dtype"]] < 4]
    assert len(narrow) >= 10
    agree = under = 0
    for c in narrow:
        ours = _ours(c["ttgir"])
        assert ours >= c["triton"], (c["target"], c["dtype"], c["triton"], ours)
        agree += ours == c["triton"]
        under += ours > c["triton"]
    assert under >= 1 and agree >= 1
