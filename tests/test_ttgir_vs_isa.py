"""`ldsopt ttgir` per-op totals against the lane-exact ISA emulation of the same kernels.

The kernels (matmul, attention, softmax, layer norm; ``tests/data/triton/kernels``, README there)
were compiled offline by Triton 3.9 for gfx942, gfx950 (TTGIR and amdgcn ``.s``), sm_80 and sm_90
(TTGIR and SASS).  Per instruction kind, the cycles, ideal cycles and instruction count that
``ldsopt ttgir`` gives for the TTGIR ops must equal what ``ldsopt isa`` / ``ldsopt sass`` (the
emulators) give for the instructions of the compiled kernel (``tools/ttgir_vs_isa.py`` explains
the matching).  Softmax and layer norm have no ``local_*`` ops (their reductions use scratch
memory): nothing is compared for them.  Each test needs its emulator; skipped without it.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).parents[1]
KERNELS = ROOT / "tests" / "data" / "triton" / "kernels"
def _check(vendor: str, must: set):
    sys.path.insert(0, str(ROOT / "tools"))
    import ttgir_vs_isa as T
    rows = [r for r in T.compare(str(KERNELS), cmd=str(pathlib.Path(sys.executable).parent / "ldsopt"))
            if ("_gfx" in r[0]) == (vendor == "amd")]
    compared = set()
    for name, inst, ttgir, isa in rows:
        assert ttgir == isa, (name, inst, ttgir, isa)
        compared.add(name)
    assert must <= compared


@pytest.mark.slow
def test_ttgir_totals_equal_amd_isa_emulation():
    # all 13 instruction kinds equal on 2026-11-22 (the AMD ISA emulator)
    _check("amd", {"matmul_gfx942", "attention_gfx942", "matmul_gfx950", "attention_gfx950"})


@pytest.mark.slow
def test_ttgir_totals_equal_sass_emulation():
    # all 8 instruction kinds equal on 2026-11-22 (the SASS emulator)
    _check("nvidia", {"matmul_sm_80", "attention_sm_80", "matmul_sm_90", "attention_sm_90"})
