"""Which analyser reads a file of no telling suffix: TTGIR only for an MLIR module, so prose that
mentions `ttg.` ops (a README) is not parsed as TTGIR and its error names the file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import ldsopt
from ldsopt.errors import UsageError
from ldsopt.sources.analyze import artifact_kind

ROOT = Path(__file__).resolve().parents[1]


def test_prose_about_ttgir_is_not_ttgir(tmp_path):
    doc = tmp_path / "notes.md"
    doc.write_text("The compiler's module emits `ttg.local_alloc` for each shared buffer.\n"
                   "%a = ttg.local_alloc %x\n")
    assert artifact_kind(doc) != "ttgir"
    with pytest.raises(UsageError) as e:
        ldsopt.analyze_source(doc)
    assert str(doc.name) in str(e.value) and "ttg.local_alloc without" not in str(e.value)


def test_a_ttgir_module_without_its_suffix_is_still_ttgir(tmp_path):
    # the module line as Triton writes it: `module attributes {...} {`
    src = ROOT / "tests" / "data" / "isa" / "triton_gemm_fp16_128x128x64_gfx942.ttgir"
    assert any(ln.startswith("module attributes {") for ln in src.read_text().splitlines())
    dst = tmp_path / "kernel.txt"
    shutil.copy(src, dst)
    assert artifact_kind(dst) == "ttgir"
