"""SASS emulation of kernels compiled by nvcc for sm_90 (tests/data/sass_emu/README.md): integer
division by the block size, a block index under a power-of-two mask, an `extern "C"` kernel's
parameters by index, a block shape past the static shared allocation.  Expected wavefronts are
derived by hand from emu_kernels.cu (32 banks of 4 bytes: a warp's 4-byte access costs the largest
number of distinct words one bank serves)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from ldsopt.cli import main
from ldsopt.simt import fconv

LISTING = str(Path(__file__).parent / "data" / "sass_emu" / "emu_kernels_sm90.nvdisasm.sass")


def _sass(capsys, *args):
    assert main(["sass", LISTING, "--json", *args]) == 0
    (k,) = json.loads(capsys.readouterr().out)["kernels"]
    return k


def _wavefronts(words) -> int:
    """Distinct words per bank, the worst bank (one warp, 4-byte accesses)."""
    per = {}
    for w in set(words):
        per.setdefault(w % 32, set()).add(w)
    return max(len(v) for v in per.values())


def test_division_by_the_block_size_is_exact(capsys):
    # divmod_idx: s[(t * 40) % (blockDim.x * 3)], block 128: words 40t mod 384
    k = _sass(capsys, "--kernel", "divmod", "--block", "128")
    ld = [s for s in k["shared"] if s["sass"].startswith("LDS")][0]
    assert ld["resolved"]
    want = max(_wavefronts([(40 * t) % 384 for t in range(32 * w, 32 * w + 32)]) for w in range(4))
    assert want == 8 and ld["wavefronts"] == want and ld["ideal"] == 1


def test_block_index_under_a_mask_is_bank_neutral(capsys):
    # mask_idx: s[(t * 2 + blockIdx.x) & 2047]: for every block index B the words 2t + B (mod 2048)
    # of a warp fill 16 banks twice
    k = _sass(capsys, "--kernel", "mask", "--block", "256")
    st = [s for s in k["shared"] if s["sass"].startswith("STS")][0]
    assert st["resolved"]
    for b in (0, 1, 7, 2040, 2047):
        assert _wavefronts([(2 * t + b) & 2047 for t in range(32)]) == 2
    assert st["wavefronts"] == 2 and st["ideal"] == 1


def test_extern_c_parameter_by_index(capsys):
    # strided_c(float* out, int stride): parameter 1 is the stride; s[t * 33]: 33 is odd, every
    # thread of a warp in its own bank
    k = _sass(capsys, "--kernel", "strided", "--arg", "1=33")
    st = [s for s in k["shared"] if s["sass"].startswith("STS")][0]
    assert st["resolved"] and st["wavefronts"] == 1
    k = _sass(capsys, "--kernel", "strided", "--arg", "1=32")
    st = [s for s in k["shared"] if s["sass"].startswith("STS")][0]
    assert st["wavefronts"] == 32                  # s[t * 32]: one bank, 32 words


def test_a_block_shape_past_the_static_shared_memory_is_noted(capsys):
    # tile_yx: t[16][17] floats indexed t[threadIdx.x][threadIdx.y]; analysed 1-D (256 threads,
    # the __launch_bounds__) it reaches t[255][0], 255 * 68 + 4 = 17344 bytes past t[0][0], which
    # sits at 0x400 (sm_90: the first 1 KB of the window is the system's): 0x400 + 17344 = 0x47c0
    k = _sass(capsys, "--kernel", "tile_yx")
    assert any("byte 0x47c0" in n and "give --block" in n for n in k["notes"])
    k = _sass(capsys, "--kernel", "tile_yx", "--block", "16x16")
    assert not any("static shared memory" in n for n in k["notes"])


def test_a_block_beyond_the_launch_bounds_is_refused(capsys):
    assert main(["sass", LISTING, "--kernel", "divmod", "--block", "256"]) == 2
    assert "at most 128 threads" in capsys.readouterr().err


def _udiv_sass(n: int, d: int, rcp=fconv.rcp) -> tuple:
    """nvcc's unsigned n / d and n % d (the sequence of divmod_idx's listing), with `rcp` the
    reciprocal step."""
    m = 0xFFFFFFFF
    r = rcp(fconv.i2f(np.array([d], np.uint32), signed=False, mode="RP"))
    e = int(fconv.f2i((r + np.uint32(0x0FFFFFFE)).astype(np.uint32), signed=False, mode="TRUNC", ftz=True)[0])
    e = (e + ((e * ((-d * e) & m)) >> 32)) & m               # IMAD.HI: one Newton step
    q = (e * n) >> 32                                        # IMAD.HI
    rem = (n - q * d) & m
    if rem >= d:
        rem -= d
    if rem >= d:
        rem -= d
    return rem


@pytest.mark.parametrize("err", [-1, 0, 1])
def test_the_division_idiom_is_exact_for_any_reciprocal_within_one_ulp(err):
    # the hardware reciprocal differs from the rounded one by at most 1 ulp: the integer
    # correction steps make the remainder exact either way (checked against Python's %)
    rng = np.random.default_rng(7)
    ds = list(rng.integers(1, 1 << 32, 300)) + [1, 2, 3, 33, 384, 4224, 0xFFFFFFFF, 0x80000000]
    ns = list(rng.integers(0, 1 << 32, 300)) + [0, 1, 0xFFFFFFFF]
    rcp = (lambda b: fconv.rcp(b) + np.uint32(err) if err >= 0 else fconv.rcp(b) - np.uint32(1))
    for d, n in zip(ds, ns):
        assert _udiv_sass(int(n), int(d), rcp) == int(n) % int(d)


def test_conversions_round_as_ieee_says():
    x = np.array([16777217, 3, 0xFFFFFFFF], np.uint32)        # 2**24 + 1 is between two floats
    up = fconv.i2f(x, signed=False, mode="RP").view(np.float32)
    down = fconv.i2f(x, signed=False, mode="RZ").view(np.float32)
    assert up[0] == 16777218.0 and down[0] == 16777216.0 and up[1] == down[1] == 3.0
    assert up[2] == 2.0 ** 32 and down[2] == np.nextafter(np.float32(2.0 ** 32), np.float32(0))
    f = np.array([-1.5, 2.5, np.nan, 1e20], np.float32).view(np.uint32)
    assert list(fconv.f2i(f, signed=True, mode="TRUNC")) == [0xFFFFFFFF, 2, 0, 0x7FFFFFFF]
    assert list(fconv.f2i(f, signed=False, mode="RN")) == [0, 2, 0, 0xFFFFFFFF]


def test_wgmma_descriptors_updated_by_64_bit_adds_resolve():
    # Triton matmul 128x64x32 f16, 4 stages, sm_90 (docs/validation/sass/listings): the K step
    # advances the descriptors with UIADD3.64.  A tiles (128 x 32 f16: 64-byte rows) start at the
    # window's 0x400 (after the system's 1 KB), the second 64-row half 64 * 64 B later, the next
    # k16 slab 16 * 2 B later; B tiles (32 x 64 f16: 128-byte rows) follow the 4 stages of A
    # (0x400 + 4 * 128 * 64 B = 0x8400), the next k16 slab 16 rows * 128 B later.
    from ldsopt.nvidia.report import analyze_functions, load_functions
    path = Path(__file__).parents[1] / "docs/validation/sass/listings/triton_matmul_f16_128x64x32_w4_s4_tf32.nvdisasm.sass.gz"
    (r,) = analyze_functions(load_functions(str(path)), blocks=[(None, (128, 1, 1))])
    ops = [s.operands for s in r.shared if "GMMA" in s.sass]
    starts = {(k, int(v[0].split(",")[0].split()[1], 16)) for o in ops for k, v in o.items() if isinstance(v, list)}
    assert len(starts) == 6 and all(isinstance(v, list) for o in ops for v in o.values())
    assert starts == {("A", 0x400), ("A", 0x420), ("A", 0x400 + 64 * 64), ("A", 0x420 + 64 * 64),
                      ("B", 0x8400), ("B", 0x8400 + 16 * 128)}


@pytest.mark.parametrize("k,step", [(0, 1), (1, 2), (2, 3), (3, 4), (4, 8), (5, 16), (6, 32), (7, 33), (9, 0)])
def test_switch_through_a_jump_table(capsys, k, step):
    # switch_idx: s[i], i = t * step for case k (default: i = 0); nvcc sends cases 2-3 and 4-5
    # through BRX and the jump tables of constant bank 2.  Words step * t of one warp.
    kk = _sass(capsys, "--kernel", "switch", "--arg", f"1={k}")
    st = [s for s in kk["shared"] if s["sass"].startswith("STS")][0]
    assert st["resolved"]
    assert st["wavefronts"] == _wavefronts([step * t for t in range(32)])
    assert not any("indirect branch" in n for n in kk["notes"])


def test_switch_on_an_unknown_value_follows_the_listed_targets(capsys):
    # without the parameter the table index is unknown: each BRX goes to the three targets
    # nvdisasm lists (BRANCH_TARGETS), as a branch on an unknown value goes both ways
    kk = _sass(capsys, "--kernel", "switch")
    assert sum("all 3 targets the listing names followed" in n for n in kk["notes"]) == 2
    # the cases store at s[t * step] with steps 0 to 33: where the ways meet again the address is
    # one of those, so the store is unresolved and says why (not one case's figure); the load
    # after it, s[t], is the same on every way
    st, ld = kk["shared"]
    assert st["sass"].startswith("STS") and not st["resolved"]
    assert "which way a branch on an unknown value went" in st["why"]
    assert ld["sass"].startswith("LDS") and ld["resolved"] and ld["executions"] > 0
