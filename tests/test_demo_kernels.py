"""The compiled kernels `ldsopt demo` reads back (src/ldsopt/demos/kernels): expected values derived
by hand from the sources, not from ldsopt's output.

Transpose of a 32x32 float tile by a 32x8 block: thread (tx, ty) writes tile[ty + j][tx] and reads
tile[tx][ty + j], j = 0, 8, 16, 24.  A read's lanes with the same ty are 128 B apart (plain) or 132 B
apart (one word of padding per row)."""

import subprocess
import sys
from pathlib import Path

import pytest

import ldsopt

KDIR = Path(ldsopt.__file__).parent / "demos" / "kernels"


def _by_kernel(results):
    return {("padded" if "padded" in k.name else "plain"): k for k in results}


def test_gfx942_isa():
    ks = _by_kernel(ldsopt.analyze_isa(KDIR / "transpose_gfx942.s", block="32x8"))
    for name, k in ks.items():
        reads = [i for i in k.instructions if i.isa.startswith("ds_read")]
        writes = [i for i in k.instructions if i.isa.startswith("ds_write")]
        assert reads and writes
        for i in k.instructions:
            assert [w.status for w in i.waves] == ["ok"] * 4          # 256 threads = 4 waves
        for i in writes:                                               # rows: consecutive words
            assert all(w.conflicts == 0 for w in i.waves)
        for i in reads:   # ds_read2_b32: 2 dwords; ideal 64 lanes * 4 B / 128 B per cycle = 2 each
            for w in i.waves:
                assert w.ideal == 4
                # plain: a 32-lane half has one ty, 32 lanes in one bank: 32 cycles per half, per dword
                assert w.cycles == (2 * 2 * 32 if name == "plain" else 4)
        srcs = {i.source.split(":")[-1] for i in reads}
        assert srcs == {"9"} if name == "plain" else srcs == {"17"}    # the read lines of transpose.hip


def test_sm90_sass():
    ks = _by_kernel(ldsopt.analyze_sass(KDIR / "transpose_sm90.sass", block="32x8"))
    for name, k in ks.items():
        lds = [a for a in k.shared if a.sass.startswith("LDS")]
        sts = [a for a in k.shared if a.sass.startswith("STS")]
        assert len(lds) == len(sts) == 4 and all(a.resolved for a in k.shared)
        assert all((a.wavefronts, a.ideal) == (1, 1) for a in sts)
        # a warp is one ty: 32 lanes 128 B apart in one bank -> 32 wavefronts; padded: banks 0..31
        assert all((a.wavefronts, a.ideal) == ((32, 1) if name == "plain" else (1, 1)) for a in lds)


@pytest.mark.slow
def test_demo_runs_and_shows_them():
    p = subprocess.run([sys.executable, "-m", "ldsopt", "demo"], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert "6. Kernel in, answers out" in p.stdout and "wavefronts 32.0" in p.stdout
