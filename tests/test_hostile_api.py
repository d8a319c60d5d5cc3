"""The public functions refuse arguments of the wrong type or value with one UsageError naming
the function and the parameter, before any work (no raw TypeError / ValueError / AttributeError
from an internal function, and no argument silently ignored)."""

from __future__ import annotations

from pathlib import Path

import pytest

import ldsopt

DATA = Path(__file__).resolve().parent / "data"
SASS = (DATA / "triton" / "kernels" / "softmax_sm_80.sass").read_text()
TTGIR = (DATA / "triton" / "kernels" / "attention_gfx942.ttgir").read_text()
BUNDLE = DATA / "att" / "gfx942_synth" / "bank_a"
ISA = DATA / "isa" / "hip_bounds_gfx942.s"

CASES = [
    ("kernel", lambda: ldsopt.analyze_sass(SASS, kernel=5, block=128)),
    ("source", lambda: ldsopt.analyze_sass(str(DATA / "x.sass").encode(), block=128)),
    ("target", lambda: ldsopt.analyze_ttgir(TTGIR, target=5)),
    ("path", lambda: ldsopt.diagnose(str(BUNDLE).encode())),
    ("offset0", lambda: ldsopt.simulate_batch("gfx942", "ds_read2_b32", [[0] * 64] * 3, offset0=[1, 2])),
    ("offset1", lambda: ldsopt.simulate_batch("gfx942", "ds_read2_b32", [[0] * 64] * 2,
                                              offset1=[[1, 2], [3, 4]])),
    ("'vgpr'", lambda: ldsopt.occupancy("gfx942", vgpr=64)),
    ("smem_bytes", lambda: ldsopt.occupancy("sm_90", regs=32)),
    ("dtype", lambda: ldsopt.diagnose(BUNDLE, dtype="f7")),
    ("lang", lambda: ldsopt.diagnose(BUNDLE, lang="rust")),
    ("block", lambda: ldsopt.diagnose(BUNDLE, block=(0, 0, 0))),
    ("args['arg1']", lambda: ldsopt.analyze_isa(ISA, args={"arg1": "x"})),
    ("args['arg1']", lambda: ldsopt.analyze_isa(ISA, args={"arg1": 2.5})),
    ("'nosuch'", lambda: ldsopt.analyze_isa(ISA, args={"nosuch": 3})),
]


@pytest.mark.parametrize("needle, call", CASES, ids=[f"{i}-{c[0]}" for i, c in enumerate(CASES)])
def test_a_bad_argument_is_one_usage_error_naming_it(needle, call):
    with pytest.raises(ldsopt.UsageError) as e:
        call()
    msg = str(e.value)
    assert needle in msg and "\n" not in msg


def test_good_arguments_still_pass():
    r = ldsopt.simulate_batch("gfx942", "ds_read2_b32", [[4 * i for i in range(64)]] * 3, offset0=[0, 1, 2])
    assert len(r.cycles) == 3
    assert ldsopt.occupancy("gfx942", vgprs=128, wg_size=256).waves_per_simd == 4
    assert ldsopt.diagnose(BUNDLE, dtype="f16")        # (a block is for Nsight Compute reports only)
