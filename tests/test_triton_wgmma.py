"""``ldsopt ttgir`` on Hopper's asynchronous ops and on NVIDIA histograms, against hand
derivation from the measured rules (docs/validation/wgmma.md; the shared-atomic rule of
``ldsopt.nvidia.shared``)."""

from __future__ import annotations

import pathlib

import ldsopt

DATA = pathlib.Path(__file__).parent / "data" / "triton"


def _ops(path: str):
    return ldsopt.analyze_ttgir((DATA / path).read_text(), suggest=False).ops


def test_wgmma_rows_from_the_tile_and_instr_shape():
    # 128x128x64 f16, 4 warps (one warpgroup, warpsPerCTA [4, 1]), instrShape [16, 128, 16]:
    # 128/64 x 128/128 x 64/16 = 8 wgmma per warp, both operands in shared memory:
    # (64*16*2 + 128*16*2) / 512 = 12 wavefronts per warp-level execution, 4 warps
    (w,) = [o for o in _ops("kernels/matmul_sm_90.ttgir") if o.op == "warp_group_dot"]
    assert (w.instruction, w.per_warp, w.warps, w.instructions) == ("wgmma.m64n128k16.ss", 8, 4, 32)
    assert w.cycles == w.ideal == 8 * 4 * 12


def test_wgmma_with_a_from_registers_reads_b_only():
    # attention: the second dot takes P from registers: 64x64x64, instrShape [16, 64, 16]:
    # 1 x 1 x 4 per warp, B only: 64*16*2 / 512 = 4 wavefronts per execution
    ws = [o for o in _ops("kernels/attention_sm_90.ttgir") if o.op == "warp_group_dot"]
    rs = [o for o in ws if o.instruction.endswith(".rs")]
    assert len(rs) == 1 and rs[0].instructions == 16 and rs[0].cycles == 16 * 4


def test_nvidia_histogram_atomics_are_listed_not_costed():
    ops = _ops("scratch/histogram_sm_90.ttgir")
    (a,) = [o for o in ops if o.error]
    # 1024 elements over 128 threads: 8 registers, one atomic each per warp; 64 bins hold at
    # most 2 words per bank of 32
    assert a.instruction == "atom.shared.add.u32" and a.per_warp == 8 and a.instructions == 32
    assert "data-dependent" in a.error and "1 to 2 wavefronts" in a.error
    # zeroing stores (one per thread) and the result loads are costed
    assert {o.instruction for o in ops if not o.error} == {"st.shared.u32", "ld.shared.u32"}


def test_tma_copy_is_listed_at_zero_and_an_in_kernel_descriptor_is_not_modelled():
    # Triton 3.9 for sm_90, a tile loaded through an in-kernel tensor descriptor (compiled by
    # tools/triton_tma_kernel.py): the TMA copy moves data by the copy engine, 0 shared
    # wavefronts (measured); building the descriptor goes through shared memory in the compiled
    # code (STS/LDS of its fields), which ldsopt does not model: said so, never a silent 0
    ops = _ops("tma/tma_rows_sm_90.ttgir")
    (tma,) = [o for o in ops if o.op == "async_tma_copy_global_to_local"]
    assert (tma.instruction, tma.cycles, tma.ideal, tma.error) == ("tma.copy_global_to_local", 0, 0, "")
    (tm,) = [o for o in ops if o.op == "tensormap_create"]
    assert "not modelled" in tm.error and "shared memory" in tm.error
