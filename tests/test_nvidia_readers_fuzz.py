"""Property tests of the SASS listing reader and the Nsight Compute CSV readers: on any text they
return a result or raise UsageError (one line), never anything else; and on mutations of real
inputs (lines dropped, truncated, bytes flipped) the same.  Bounded: a fixed number of examples on
small inputs, no deadline per example (2 busy cores)."""

import gzip
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.errors import UsageError
from ldsopt.nvidia.listing import parse_listing
from ldsopt.nvidia.ncu import parse_details_csv, parse_raw_csv, parse_source_csv

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "sass"
SASS = gzip.open(ROOT / "listings" / "classic.nvdisasm.sass.gz", "rt").read().splitlines()
SASS = SASS[:400]
CSV = gzip.open(ROOT / "h200_run1" / "classic.source.csv.gz", "rt").read().splitlines()[:300]
DET = gzip.open(ROOT / "h200_run1" / "classic.details.csv.gz", "rt").read().splitlines()[:200]

TOKENS = ["/*0010*/", "/*0020*/", "LDS", "STS.128", "IMAD.WIDE", "R1,", "[R2+0x10]", "c[0x0][0x210]",
          "@!P0", ";", "Function : k", ".text.k:", "\t.section", ".loc 1 5 2", "BRA", "`(.L_x_1)",
          "UR4", "desc[UR4][R2.64]", "0x7fffffff", "-0x1", "|R3|", "~R4", "{", "}", ".L_x_1:", "\n"]
CSV_TOKENS = ['"Address"', '"Source"', '"Kernel Name"', '"ID"', '"0"', '"1"', '"k(int)"',
              '"LDS R1, [R2]"', '"L1 Wavefronts Shared"', '"12"', '"n/a"', '","', ",", "\n", '"', "x"]


def _ok(fn, text):
    try:
        fn(text)
    except UsageError as e:
        assert "\n" not in str(e).strip()


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=60).map(" ".join))
def test_listing_reader_on_token_soup(text):
    _ok(parse_listing, text)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, len(SASS)), st.integers(0, len(SASS)), st.integers(0, 200), st.integers(0, 255))
def test_listing_reader_on_mutated_real_listing(a, b, pos, byte):
    lines = SASS[:min(a, b)] + SASS[max(a, b):]
    text = "\n".join(lines)
    if text:
        i = pos % len(text)
        text = text[:i] + chr(byte) + text[i + 1:]
    _ok(parse_listing, text)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=400))
def test_listing_reader_on_any_text(text):
    _ok(parse_listing, text)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(CSV_TOKENS), max_size=80).map("".join))
def test_csv_readers_on_token_soup(text):
    for fn in (parse_source_csv, parse_details_csv, parse_raw_csv):
        _ok(fn, text)


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(st.integers(1, len(CSV)), st.integers(0, 5000))
def test_source_csv_truncated_anywhere(n, cut):
    text = "\n".join(CSV[:n])
    _ok(parse_source_csv, text[:len(text) - min(cut, len(text))])
    text = "\n".join(DET[:n])
    _ok(parse_details_csv, text[:len(text) - min(cut, len(text))])


def test_unmutated_inputs_parse():
    """The mutation tests start from inputs that parse (so they test mutations, not garbage)."""
    assert parse_listing("\n".join(SASS))
    assert parse_source_csv("\n".join(CSV))
