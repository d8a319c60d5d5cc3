"""The TTGIR attribute and module readers: the syntax Triton prints, aliases, module attributes,
and hostile input (one-line UsageError, never another exception; bounded work)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ldsopt.errors import UsageError
from ldsopt.layouts.triton_attrs import Attr, parse_attr
from ldsopt.triton.layouts import SHARED, distributed_ll, shared_ll
from ldsopt.triton.module import arch_of, elem_bits, parse_module

# printed by Triton 3.9 (tests/data/triton/lowering_cases.json and Triton's own test files)
PRINTED = [
    "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>",
    "#ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>",
    "#ttg.dot_op<{opIdx = 0, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 16], isTransposed = false}>, kWidth = 8}>",
    "#ttg.padded_shared<[128:+2] {order = [1, 0], shape = [64, 64]}>",
    "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 16>",
    "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>",
    "#ttg.linear<{register = [[0, 1]], lane = [[1, 0], [2, 0]], warp = [], block = []}>",
    "#ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[1, 0]], register = []}}>",
]


@pytest.mark.parametrize("text", PRINTED)
def test_printed_attributes_round_trip(text):
    a = parse_attr(text)
    assert isinstance(a, Attr)
    assert parse_attr(a.text()) == a


def test_fields():
    a = parse_attr(PRINTED[3])
    assert a.kind == "padded_shared" and a.get("intervals") == ((128, 2),)
    assert a.get("order") == (1, 0) and a.get("shape") == (64, 64)
    d = parse_attr(PRINTED[2])
    assert d.get("parent").kind == "amd_mfma" and d.get("kWidth") == 8
    assert d.get("parent").get("isTransposed") is False
    s = parse_attr(PRINTED[4])
    assert s.get("alignment") == 16 and s.get("offset") == ((0, 1), (0, 2), (1, 0))


def test_aliases():
    aliases = {"#mma": "#ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [16, 16, 16], isTransposed = true}>",
               "#dot": "#ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>"}
    a = parse_attr("#dot", aliases)
    assert a.kind == "dot_op" and a.get("parent").get("warpsPerCTA") == (4, 1)
    with pytest.raises(UsageError, match="unknown layout alias"):
        parse_attr("#nope", aliases)
    with pytest.raises(UsageError, match="refers to itself"):
        parse_attr("#a", {"#a": "#b", "#b": "#a"})


MODULE = '''#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
#loc3 = loc("k.py":14:12)
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @k() {
    %a = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable> loc(#loc3)
    %e = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %x, %e : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %y = ttg.local_load %a : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>}>>
  }
}'''


def test_module():
    m = parse_module(MODULE)
    assert (m.num_warps, m.threads_per_warp, m.target) == (4, 64, "hip:gfx950")
    assert [o.name for o in m.ops] == ["local_alloc", "local_alloc", "local_store", "local_load"]
    assert m.ops[0].loc == "k.py:14:12" and m.ops[0].line == 7
    assert m.ops[1].tensor is None and m.ops[2].operands == ("%x", "%e")
    assert m.ops[3].tensor.encoding.kind == "slice" and m.ops[3].memdesc.bits == 16
    assert arch_of("hip:gfx942") == ("gfx942", "amd", 0) and arch_of("cuda:90") == ("sm_90", "nvidia", 90)
    assert elem_bits("bf16") == 16 and elem_bits("f8E4M3FN") == 8 and elem_bits("i32") == 32


@pytest.mark.parametrize("text, msg", [
    ("#ttg.blocked<{sizePerThread = [1, 8]", "ends early"),
    ("#ttg.blocked<{sizePerThread = [1, 8]}> junk", "trailing"),
    ("blocked<{}>", "expected a Triton layout"),
    ("#ttg.padded_shared<[64:+] {order = [1, 0]}>", "padding"),
    ("#ttg.blocked<{a = " + "[" * 40 + "]" * 40 + "}>", "nested too deeply"),
    ("#ttg.blocked<{a = ~}>", "cannot read"),
])
def test_bad_attribute_text(text, msg):
    with pytest.raises(UsageError, match=msg) as e:
        parse_attr(text)
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("text, msg", [
    ("module attributes {\"ttg.num-warps\" = x : i32} {}", "integers"),
    ("%a = ttg.local_load %b : tensor<4x4xf16>", "memdesc"),
    ("module attributes {\"ttg.num-warps\" = 4 : i32} {\n"
     "%a = ttg.local_load %b : !ttg.memdesc<4x4xq7> -> tensor<4x4xq7>", None),
])
def test_bad_module_text(text, msg):
    if msg is None:
        m = parse_module(text)            # element types are read lazily
        with pytest.raises(UsageError, match="unknown element type"):
            m.ops[0].memdesc.bits
        return
    with pytest.raises(UsageError, match=msg):
        parse_module(text)


_tok = st.sampled_from(["#ttg.blocked", "#ttg.swizzled_shared", "#ttg.padded_shared", "#ttg.linear",
                        "#ttg.dot_op", "#mma", "<", ">", "{", "}", "[", "]", "=", ",", ":", "+", "(",
                        ")", "order", "vec", "parent", "opIdx", "1", "0", "-3", "64", "true", "\"s\"",
                        " ", "sizePerThread", "offset", "register", "lane", "warp", "\x00", "é"])


@settings(max_examples=400)
@given(st.lists(_tok, max_size=40), st.lists(st.sampled_from([[1], [4, 4], [64, 64], [8, 16, 4]]), min_size=1, max_size=1))
def test_fuzz_attribute_text_only_usage_errors(toks, shapes):
    text = "".join(toks)
    aliases = {"#mma": "#ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [16, 16, 16], isTransposed = true}>"}
    try:
        a = parse_attr(text, aliases)
        (shared_ll if a.kind in SHARED else distributed_ll)(a, shapes[0])
    except UsageError as e:
        assert "\n" not in str(e)


@settings(max_examples=150)
@given(st.text(max_size=300))
def test_fuzz_module_text_only_usage_errors(text):
    try:
        parse_module(MODULE[:200] + text + MODULE[200:])
    except UsageError as e:
        assert "\n" not in str(e)
