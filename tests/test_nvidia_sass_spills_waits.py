"""Two things compiled kernels do that the SASS emulator follows: register spills through
per-thread local memory (``STL`` / ``LDL``), and mbarrier waits (``SYNCS.PHASECHK...TRYWAIT``)
with their retry loop.  Hand-written listings check the rules; Triton's own kernels
(tests/data/triton, README there) check them where they were found: an sm_80 GEMM epilogue whose
shared addresses were spilled, and a TMA kernel whose code after the wait was counted twice.
Every expected figure is derived by hand (from the TTGIR layouts and the bank rule: 32 banks of
4 bytes; a 16-byte access per lane is served 8 lanes per wavefront when those lanes' 16-byte
chunks fall in distinct groups of 4 banks), never read off the code's output."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from ldsopt.cli import main
from ldsopt.nvidia.analyze import analyze_function
from ldsopt.nvidia.emulate import Emulator
from ldsopt.nvidia.listing import parse_listing
from ldsopt.nvidia.machine import Launch

TRITON = Path(__file__).parent / "data" / "triton"


def listing(body: str, name="k") -> str:
    lines = [f"\t\tFunction : {name}", "\t.headerflags\t@\"EF_CUDA_SM90\""]
    for pc, ln in enumerate(x for x in body.strip().splitlines() if x.strip()):
        lines.append(f"        /*{16 * pc:04x}*/                   {ln.strip()} ;    /* 0x000000 */")
    return "\n".join(lines)


def run(body, block=(32, 1, 1)):
    f = parse_listing(listing(body))[0]
    return analyze_function(f, Launch(block), "test")


def shared(rep):
    return [s for s in rep.shared if s.rule]


FRAME = """
IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28]
IADD3 R1, R1, -0x20, RZ
S2R R0, SR_TID.X
IMAD.SHL.U32 R2, R0, 0x80, RZ
"""


# ----------------------------------------------------------------------------- local memory
def test_a_spilled_address_comes_back():
    # R2 = t * 128 is spilled, the register reused, then reloaded: STS [t * 128] puts every lane
    # of the warp in bank 0, 32 distinct words: 32 wavefronts (a wrong reload would not give 32,
    # an unfollowed one would be unresolved)
    rep = run(FRAME + """
STL [R1+0x8], R2
MOV R2, RZ
LDL.LU R3, [R1+0x8]
STS [R3], R0
EXIT""")
    (st,) = shared(rep)
    assert st.resolved and st.wavefronts == 32 and st.ideal == 1


def test_a_wide_spill_is_word_by_word():
    # STL.64 [R1], R4 stores R4 at R1 and R5 at R1+4; LDL at R1+4 reads R5 = t * 4 (consecutive
    # words: 1 wavefront); LDL.64 R6, [R1] gives R7 = R5 too
    rep = run(FRAME + """
MOV R4, RZ
IMAD.SHL.U32 R5, R0, 0x4, RZ
STL.64 [R1], R4
LDL R3, [R1+0x4]
STS [R3], R0
LDL.64 R6, [R1]
STS [R7], R0
EXIT""")
    a, b = shared(rep)
    assert a.resolved and a.wavefronts == 1 and b.resolved and b.wavefronts == 1


def test_slots_are_per_address_per_thread():
    # a local array indexed per thread: thread t stores t * 128 at R1 + (t & 1) * 4 and reads it
    # back from the same address: every thread gets its own value (32 wavefronts, as above)
    rep = run(FRAME + """
LOP3.LUT R4, R0, 0x1, RZ, 0xc0, !PT
IMAD.SHL.U32 R4, R4, 0x4, RZ
IADD3 R5, R1, R4, RZ
STL [R5], R2
LDL R3, [R5]
STS [R3], R0
EXIT""")
    (st,) = shared(rep)
    assert st.resolved and st.wavefronts == 32


@pytest.mark.parametrize("clobber, why", [
    ("STL [R9], R0", "local memory after STL"),                   # an address that is data
    ("ST.E [R10.64], R0", "generic store"),                      # may land in the local window
    ("STL.U8 [R1+0x8], R0", "partly written"),                   # a sub-word store
    ("IADD3 R11, R1, c[0x0][0x210], RZ\nSTL [R11], R0", "unknown amount"),   # R1 + a parameter
])
def test_what_may_overwrite_a_slot_makes_it_unknown(clobber, why):
    rep = run(FRAME + f"""
STL [R1+0x8], R2
LDG.E R9, [R10.64]
{clobber}
LDL R3, [R1+0x8]
STS [R3], R0
EXIT""")
    (st,) = shared(rep)
    assert not st.resolved and why in st.why


def test_a_slot_never_stored_is_unknown():
    rep = run(FRAME + """
LDL R3, [R1+0x10]
STS [R3], R0
EXIT""")
    (st,) = shared(rep)
    assert not st.resolved and "has not stored to" in st.why


# ----------------------------------------------------------------------------- mbarrier waits
def test_code_after_a_barrier_wait_runs_once():
    # the retry block after EXIT waits again and branches back past the first test: each of the
    # 2 warps runs the LDS once (2 executions), not once on each way of the branch
    rep = run("""
S2R R0, SR_TID.X
IMAD.SHL.U32 R2, R0, 0x4, RZ
SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR8+0x2000], R3
@!P0 BRA 0x70
LDS R4, [R2]
EXIT
NOP
SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR8+0x2000], R3
@!P0 BRA 0x70
BRA 0x40""", block=(64, 1, 1))
    (ld,) = shared(rep)
    assert ld.resolved and ld.executions == 2 and ld.wavefronts == 1


# ----------------------------------------------------------------------------- Triton's kernels
def _events(path: Path, block: int, arch: str, pcs):
    f = parse_listing(path.read_text())[0]
    res = Emulator(f, Launch((block, 1, 1), arch=arch)).run()
    out = []
    for pc in pcs:
        (ev,) = res.events[f.index_of(pc)]
        assert ev.addr.plain and ev.active.all()
        out.append(ev.addr.c.astype(np.int64))
    return out


def _wavefronts_128(addr: np.ndarray) -> int:
    """16-byte accesses of one warp: per group of 8 lanes, the largest number of distinct 16-byte
    chunks one group of 4 banks (addr / 16 mod 8) serves, summed over the 4 groups."""
    total = 0
    for q in range(4):
        chunks = set(int(a) // 16 for a in addr[8 * q:8 * q + 8])
        per = {}
        for c in chunks:
            per.setdefault(c % 8, set()).add(c)
        total += max(len(v) for v in per.values())
    return total


def test_sm80_gemm_epilogue_through_spilled_addresses():
    """gemm_s3 for sm_80 (4 warps): the epilogue's ``ttg.convert_layout`` of the 128x128 f16
    accumulator from ``#mma`` (v2, warpsPerCTA [2, 2], instrShape [16, 8]) to ``#blocked1``
    (threadsPerWarp [1, 32], warpsPerCTA [1, 4]) goes through Triton's scratch; ptxas spilled the
    two address registers (``STL [R1+0x88]`` ... ``LDL.LU`` at 0x6000 and 0x6020).

    By hand, from the layouts: a ``#blocked1`` thread (warp w, lane l) holds all 128 rows of
    column c = 32 w + l, so each 16-byte load holds 8 rows of one column; the ``#mma`` thread
    (warp w = 2 wm + wn, lane l: g = l // 4, q = l % 4) holds rows 16 wm + g + 8 h + 32 m
    (h < 2, m < 4) of columns 8 wn + 16 n + 2 q + b: 8 rows of one column, so each 16-byte store
    holds those 8 rows.  Triton's swizzled scratch puts the vector of the rows = r (mod 8) with
    (row // 16) % 2 = s of column c at 0x4000 (r % 2) + 0x80 (r // 2) + 0x200 s + 0x400 (c // 8)
    + 0x10 ((c % 8) ^ (r % 2)) (read off warp 0's two instructions below, then checked on every
    warp, and by the exchange: the lane that stores element (row, col) and the lane that loads
    it meet at one address).  The first store (0x6a40) writes the thread's vector for n = b = 0
    (row 16 wm + g, column 8 wn + 2 q); the first load (0x7380) the vector r = s = 0 of column c.
    Each is 512 bytes per warp served 8 lanes per wavefront: 4 wavefronts, ideal 4; 16 stores and
    16 loads per warp (128 elements per thread, 8 per vector), as ``ldsopt ttgir`` gives
    (64 + 64 instructions, 256 + 256 wavefronts over the 4 warps)."""
    path = TRITON / "heldout" / "gemm_s3_sm_80.sass"
    st, ld = _events(path, 128, "sm_80", (0x6a40, 0x7380))
    t = np.arange(128)
    w, lane = t // 32, t % 32
    wm, wn, g, q = w // 2, w % 2, lane // 4, lane % 4

    def scratch(r, s, c):
        return 0x4000 * (r % 2) + 0x80 * (r // 2) + 0x200 * s + 0x400 * (c // 8) + 0x10 * ((c % 8) ^ (r % 2))

    assert (st == scratch(g, wm, 8 * wn + 2 * q)).all()
    c = 32 * w + lane
    assert (ld == scratch(0, 0, c)).all()
    # the exchange: element (row 0, column 2 q) is stored by warp 0's lane 4 * 0 + q (g = 0) and
    # loaded by the lane holding column 2 q (warp 0, lane 2 q): the same address
    for qq in range(4):
        assert st[qq] == ld[2 * qq]
    for x in (st, ld):
        assert [_wavefronts_128(x[32 * k:32 * k + 32]) for k in range(4)] == [4] * 4


def _sass_json(capsys, path: Path, block: int) -> dict:
    assert main(["sass", str(path), "--block", str(block), "--json"]) == 0
    (k,) = json.loads(capsys.readouterr().out)["kernels"]
    return k


@pytest.mark.parametrize("name, warps", [("gemm_s3_sm_80", 4), ("gemm_w8_sm_80", 8)])
def test_sm80_gemm_epilogue_figures(capsys, name, warps):
    # the epilogue: 16 STS.128 and 16 LDS.128 per warp (4 warps: a 128x128 tile, 128 elements
    # per thread; 8 warps: 128x256, 128 per thread; 8 elements per 16-byte vector), each executed
    # once by every warp at 4 wavefronts, ideal 4 (the derivation above)
    k = _sass_json(capsys, TRITON / "heldout" / f"{name}.sass", 32 * warps)
    epi = [s for s in k["shared"] if s["sass"].startswith(("STS.128", "LDS.128"))]
    assert len(epi) == 32 and all(s["resolved"] for s in epi)
    assert sum(s["sass"].startswith("STS") for s in epi) == 16
    assert {(s["executions"], s["wavefronts"], s["ideal"]) for s in epi} == {(warps, 4.0, 4.0)}


def test_tma_tile_loads_run_once_per_warp(capsys):
    """tma_rows for sm_90 (4 warps, 128 threads): a 64x64 f16 tile arrives by TMA, then
    ``ttg.local_load`` into ``#blocked`` (sizePerThread [1, 1], threadsPerWarp [1, 32],
    warpsPerCTA [2, 2]): the CTA tile is 2 rows x 64 columns, repeated 32 times down the 64 rows,
    so each thread holds 32 elements, none contiguous: 32 ``ld.shared.u16`` per warp, 128 over the
    block (as ``ldsopt ttgir`` gives).  The SASS has the 32 ``LDS.U16`` after the wait
    ``SYNCS.PHASECHK.TRANS64.TRYWAIT P0`` at 0x0700; ``@!P0 BRA`` goes to a retry block after
    EXIT (0x4090: wait again, loop on itself, ``BRA`` back to 0x0720), and no predicate or loop
    guards the loads: every thread runs each once, so each has 4 executions (one per warp), not 5
    (warp 0 once on each way of the branch).  One warp's 32 lanes read 32 consecutive f16 of one
    row (the 128-byte swizzle permutes 16-byte chunks within a row): 1 wavefront.  The reduction
    after it (``tt.reduce`` on axis 1, through scratch) runs once per warp as well: 4 + 4."""
    k = _sass_json(capsys, TRITON / "tma" / "tma_rows_sm_90.sass", 128)
    u16 = [s for s in k["shared"] if s["sass"].startswith("LDS.U16")]
    assert len(u16) == 32
    assert {(s["executions"], s["wavefronts"], s["ideal"]) for s in u16} == {(4, 1.0, 1.0)}
    red = [s for s in k["shared"] if s["sass"].startswith(("STS.128", "LDS.128"))]
    assert len(red) == 8 and {s["executions"] for s in red} == {4}
    assert any("taken as completed" in n for n in k["notes"])
