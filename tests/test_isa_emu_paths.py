"""Divergent arms, device-library calls and data-dependent loops in the ISA emulator, on kernels
compiled by clang-19 from tools/isa_kernels/emu_kernels.{hip,cl} (tests/data/isa/README.md).
Every expected address is derived by hand from the kernel source: a float `tile[r][c]` of a row
of R floats is at byte 4 * (R * r + c); work-item (x, y) of a BX x BY block is lane
(x + BX * y) % 64 of wave (x + BX * y) // 64."""

from __future__ import annotations

from pathlib import Path

import pytest

from ldsopt.amd.asm import read_asm
from ldsopt.amd.emu.analyze import analyze_asm_kernel

DATA = Path(__file__).parent / "data" / "isa"
ARCHES = ("gfx90a", "gfx942")


def _kernel(path: str, name: str):
    return next(k for k in read_asm(DATA / path) if name in k.name)


def _lanes(wave) -> dict:
    """lane -> byte address of the active lanes of one wave's execution."""
    return {i: a for i, (a, on) in enumerate(zip(wave.addresses, wave.active)) if on}


def _writes(r) -> list:
    return [i for i in r.instructions if i.op.startswith("ds_write")]


@pytest.mark.parametrize("arch", ARCHES)
def test_halo_stores_of_divergent_arms_are_exact(arch):
    # tile[18][18]; block 16x16: wave w holds rows ty = 4w .. 4w+3.  Each `if` arm is a divergent
    # arm; LLVM ends arms with `; implicit-def:` of registers the other arm still needs.
    r = analyze_asm_kernel(_kernel(f"hip_emu_{arch}.s", "stencil_halo"), arch, block=(16, 16, 1))
    assert r.summary.unresolved == 0
    want = {
        "top": {0: {tx: 4 * (tx + 1) for tx in range(16)}},                              # ty == 0
        "bottom": {3: {48 + tx: 4 * (18 * 17 + tx + 1) for tx in range(16)}},              # ty == 15
        "left": {w: {16 * j: 4 * 18 * (4 * w + j + 1) for j in range(4)} for w in range(4)},  # tx == 0
        "right": {w: {16 * j + 15: 4 * (18 * (4 * w + j + 1) + 17) for j in range(4)} for w in range(4)},
    }
    # the compiler may merge arms into one store (top and bottom rows are one ds_write at two bases):
    # compare the (wave, lane, address) triples of all halo stores
    got = sorted((w.wave, lane, a) for ins in _writes(r)[1:] for w in ins.waves if w.status == "ok"
                 for lane, a in _lanes(w).items())
    assert got == sorted((w, lane, a) for d in want.values() for w, m in d.items() for lane, a in m.items())


@pytest.mark.parametrize("arch", ARCHES)
def test_opencl_work_item_calls_get_their_meaning(arch):
    # colsum4: reqd_work_group_size(64, 4, 1); t[4][65]; t[y][x] = ...; wave w is y = w.
    # get_local_id / get_group_id / get_local_size / barrier are calls (-nogpulib).
    r = analyze_asm_kernel(_kernel(f"cl_emu_{arch}.s", "colsum4"), arch)
    assert r.block == (64, 4, 1)
    assert r.summary.unresolved == 0
    (w,) = _writes(r)
    for wave in w.waves:
        assert _lanes(wave) == {x: 4 * (65 * wave.wave + x) for x in range(64)}
    reads = [i for i in r.instructions if i.op.startswith("ds_read")]
    assert reads
    for ins in reads:                 # only y == 0 (wave 0) reads t[0..3][x]
        assert [wv.status for wv in ins.waves] == ["ok", "inactive", "inactive", "inactive"]
        assert _lanes(ins.waves[0]) == {x: 4 * x for x in range(64)}
    offs = sorted(o for ins in reads for o in (ins.waves[0].offset0, ins.waves[0].offset1))
    assert offs == [0, 65, 130, 195]   # t[k][x] is 65 k words after t[0][x]
    text = " ".join(r.assumptions)
    assert "_Z12get_local_idj" in text and "get_group_id" in text and "barrier" in text


@pytest.mark.parametrize("arch", ARCHES)
def test_device_library_calls_in_hip(arch):
    # ockl_rows: s[2t] = ...; ... = s[2(127 - t)], t = __ockl_get_local_id(0), block 128
    r = analyze_asm_kernel(_kernel(f"hip_emu_{arch}.s", "ockl_rows"), arch)
    assert r.summary.unresolved == 0
    (w,) = _writes(r)
    (rd,) = [i for i in r.instructions if i.op.startswith("ds_read")]
    for wave in w.waves:
        assert _lanes(wave) == {x: 8 * (64 * wave.wave + x) for x in range(64)}
    for wave in rd.waves:
        got = {lane: a + 4 * wave.offset0 for lane, a in _lanes(wave).items()}
        assert got == {x: 8 * (127 - 64 * wave.wave - x) for x in range(64)}


def test_a_call_to_an_unknown_function_names_it(tmp_path):
    from ldsopt.amd.emu.analyze import analyze_kernel
    k = analyze_kernel(["s_getpc_b64 s[4:5]", "s_add_u32 s4, s4, my_helper@rel32@lo+4",
                        "s_addc_u32 s5, s5, my_helper@rel32@hi+12", "s_swappc_b64 s[30:31], s[4:5]",
                        "v_lshlrev_b32 v1, 2, v0", "ds_write_b32 v1, v0", "s_endpgm"], "gfx942", block=(64, 1, 1))
    assert k.instructions[0].waves[0].status == "unresolved"
    assert any("my_helper" in n for n in k.notes)


def test_pointer_array_walk_runs_each_loop_once_per_row():
    # grouped_tiles: for g < groups { p = ptrs[g]; n = tiles[g]; for i = bid; i < n; ... } -- both
    # trip counts come from memory.  t[16][16] float; tx = tid & 15, ty = tid >> 4:
    # t[ty][tx] is at 4 * tid, t[tx][ty] at 4 * (16 * tx + ty); one row per wave, first iteration.
    r = analyze_asm_kernel(_kernel("hip_emu_gfx942.s", "grouped_tiles"), "gfx942")
    assert r.summary.unresolved == 0 and not r.notes
    (w,) = _writes(r)
    (rd,) = [i for i in r.instructions if i.op.startswith("ds_read")]
    for ins in (w, rd):
        assert [(x.wave, x.iteration) for x in ins.waves] == [(k, 1) for k in range(4)]
    for wave in w.waves:
        assert _lanes(wave) == {x: 4 * (64 * wave.wave + x) for x in range(64)}
    for wave in rd.waves:
        tids = [64 * wave.wave + x for x in range(64)]
        assert _lanes(wave) == {t % 64: 4 * (16 * (t & 15) + (t >> 4)) for t in tids}


def test_persistent_grouped_gemm_is_one_pass_like_its_ttgir():
    # Triton 3.9 (tools/isa_kernels/ptr_walk_gemm.py): a group loop, a data-dependent `while` over
    # tiles and a K loop.  LLVM places the group loop's latch block before its header; the loops
    # are the control-flow graph's natural loops, so each LDS instruction runs once per wave
    # (first iteration) and the kernel's total is one pass of the body: the TTGIR front end's
    # total for one execution of each op (an independent computation from the layouts).
    import time
    from ldsopt.analyze import analyze_ttgir
    t0 = time.process_time()
    r = analyze_asm_kernel(_kernel("triton_ptr_walk_gemm_gfx950.s", "ptr_walk_gemm"), "gfx950")
    cpu = time.process_time() - t0
    assert not r.notes                                  # no wave stopped early
    assert all(w.iteration == 1 for i in r.instructions for w in i.waves)
    assert all(len(i.waves) == 4 for i in r.instructions)
    assert r.summary.unresolved == 0
    assert "the first iteration of each loop" in r.assumptions[1]
    tt = analyze_ttgir((DATA / "triton_ptr_walk_gemm_gfx950.ttgir").read_text(), target="gfx950").kernels[0]
    assert (r.summary.lds_cycles, r.summary.lds_cycles_lost) == (tt.cycles, tt.conflicts)
    assert cpu < 60                                     # CPU seconds, a bound on the path growth


def test_path_budget_stops_the_newest_paths_with_the_reason():
    # the engine's one bound on path growth: a front end whose every branch forks (each path
    # doubles) is held to Budget.max_paths contexts alive at once; the rest stop with the reason
    import numpy as np
    from ldsopt.simt.engine import Budget, Context, walk

    class Forker:
        stopped: list = []

        def step(self, ctx, pc, sel):
            ctx.pc[sel] = pc + 1
            new = Context(dict(ctx.regs), ctx.pc.copy())
            return [new]

        def merge(self, here, pc):
            pass                   # paths never join: they double at every step

        def past_end(self, ctx, units):
            pass

        def stop(self, ctxs, steps, why=None):
            self.stopped.append((len(ctxs), why))

    f = Forker()
    n = 40
    order = np.arange(n + 1)
    walk([Context({}, np.zeros(1, np.int64))], order, order, n, f, Budget(max_paths=8))
    assert f.stopped and all("more than 8 paths" in (w or "") for _, w in f.stopped)


def test_a_block_shape_past_the_allocation_is_noted():
    # tile_yx: t[16][17] floats (1088 bytes, .amdhsa_group_segment_fixed_size); t[x][y] analysed
    # 1-D (256x1x1) reaches t[255][0], bytes 17340..17343; as 16x16 it stays inside
    k = _kernel("hip_emu_gfx942.s", "tile_yx")
    r = analyze_asm_kernel(k, "gfx942")
    (note,) = [n for n in r.notes if "static LDS allocation" in n]
    assert "1088 bytes" in note and "17344" in note and "give --block" in note
    r = analyze_asm_kernel(k, "gfx942", block=(16, 16, 1))
    assert not [n for n in r.notes if "static LDS allocation" in n]


def test_a_block_beyond_the_launch_bounds_is_refused():
    from ldsopt.errors import UsageError
    with pytest.raises(UsageError, match="at most 256 work-items"):
        analyze_asm_kernel(_kernel("hip_emu_gfx942.s", "stencil_halo"), "gfx942", block=(512, 1, 1))
    with pytest.raises(UsageError, match="requires a workgroup of 64x4x1"):
        analyze_asm_kernel(_kernel("cl_emu_gfx942.s", "colsum4"), "gfx942", block=(256, 1, 1))


@pytest.mark.parametrize("arch", ARCHES)
def test_remainder_by_the_workgroup_size(arch):
    # divmod_idx: s[(t * 40) % (workgroup size x * 3)], block 128: words 40t mod 384 (clang
    # divides through f32: convert, reciprocal, multiply, truncate, fused correction)
    r = analyze_asm_kernel(_kernel(f"hip_emu_{arch}.s", "divmod_idx"), arch)
    (rd,) = [i for i in r.instructions if i.op.startswith("ds_read")]
    for wave in rd.waves:
        assert _lanes(wave) == {x: 4 * ((40 * (64 * wave.wave + x)) % 384) for x in range(64)}
