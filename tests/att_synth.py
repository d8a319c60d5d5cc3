"""Synthetic ATT bundles in the documented rocprofv3 format (no public gfx942 bundle exists), one per
finding type, with wave files whose instruction rows and waitcnt lists are written from a per-wave
stall table chosen by hand.  code.json's Hit / Stall / Latency are the sums over the wave files, as
in real bundles.  Barriers release every wave of the workgroup at once: release = last arrival +
the table's barrier cost, each wave's stall = release - its arrival.

`python tests/att_synth.py DIR` writes the bundles to DIR (tests/data/att/gfx942_synth holds a copy,
checked against this builder by tests/test_diag_synth.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

SRC = "/work/kern/synth.cl"
START = 100            # every wave begins at this time

# one source file for all synthetic kernels; line numbers below refer to it
SOURCE_TEXT = [f"// synthetic line {i}" for i in range(1, 41)]


def _cat(op: str) -> int:
    if op.startswith(("s_load", "s_buffer_load")):
        return 1
    if op.startswith(("s_waitcnt", "s_barrier", "s_nop")):
        return 9
    if op == "s_endpgm":
        return 11
    if op.startswith("s_"):
        return 2
    if op.startswith("buffer_"):
        return 3
    if op.startswith("global_"):
        return 4
    if op.startswith("ds_"):
        return 5
    return 6


def build(dest: Path, name: str, program, waves, *, barrier_cost: int = 40, dispatch: int = 2,
          fourteen: bool = False, arch: str = "gfx942", source: list | None = None) -> Path:
    """`program`: [(isa, source line)].  `waves`: per wave {"stall": {line: cycles}, "waits": {line:
    [[producer lines of one counter], ...]}, "simd": n} -- lines are 1-based positions in `program`.
    `source`: the snapshot's lines (default: SOURCE_TEXT).  Returns the ui_output folder."""
    top = Path(dest) / name
    b = top / f"ui_output_agent_1_dispatch_{dispatch}"
    b.mkdir(parents=True, exist_ok=True)
    n = len(program)
    t = [START] * len(waves)
    rows = [[] for _ in waves]
    for line in range(1, n + 1):
        isa = program[line - 1][0]
        op = isa.split()[0]
        if op == "s_barrier":
            release = max(t) + barrier_cost
            stalls = [release - x for x in t]
        else:
            stalls = [w["stall"].get(line, 0) for w in waves]
        for k in range(len(waves)):
            s = stalls[k]
            dur = s if (op.startswith(("s_waitcnt", "s_barrier")) and s > 0) else s + 4
            rows[k].append([t[k], _cat(op), s, dur, line])
            t[k] += dur
    code = [[f"; {name}_kernel", 0, 0, "", 1, 4096, 0, 0, 0, 0]]
    for line in range(1, n + 1):
        isa, src = program[line - 1]
        hit = len(waves)
        stall = sum(r[line - 1][2] for r in rows)
        lat = sum(r[line - 1][3] for r in rows)
        row = [isa, 0, line, f"{SRC}:{src}" if src else "", 1, 4096 + 4 * line, hit, lat, stall, 0]
        if fourteen:
            row += [0, 1, 2, 3]
        code.append(row)
    header = "ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle"
    if fourteen:
        header += ", Hidden_Idle, Hidden_Stall, Hidden_Issue, Exposed"
    (b / "code.json").write_text(json.dumps({"code": code, "header": header, "version": "3.0.0"}))
    for k, w in enumerate(waves):
        waits = [[line, [[p, 0] for p in entry]] for line in sorted(w.get("waits", {}))
                 for entry in w["waits"][line]]
        doc = {"name": "SE0", "duration": t[k] - START, "num_insts": n, "num_stitched": n,
               "wave": {"id": 0, "simd": w.get("simd", k), "slot": 0, "cu": 0, "begin": START, "end": t[k],
                        "instructions": rows[k], "timeline": [], "waitcnt": waits}}
        (b / f"se0_sm{w.get('simd', k)}_sl0_wv0.json").write_text(json.dumps(doc))
    (b / "snapshots.json").write_text(json.dumps({"/": {"work": {"kern": {"synth.cl": "source_0_synth.cl"}}}}))
    (b / "source_0_synth.cl").write_text("\n".join(source or SOURCE_TEXT) + "\n")
    (top / "synth_agent_info.csv").write_text(
        f'"Node_Id","Agent_Type","Name","Lds_Size_In_Kb"\n0,"CPU","AMD EPYC","0"\n1,"GPU","{arch}","64"\n')
    return b


# ---------------------------------------------------------------------------------------------
# The kernels.  Each table is what the tests derive their expectations from.

GEMM_D = [  # Type D, a mixed vmcnt+lgkmcnt wait, a scalar-load wait, conflict-free b128 reads
    ("s_load_dwordx2 s[4:5], s[0:1], 0x0", 1),                 # 1
    ("v_lshlrev_b32_e32 v1, 4, v0", 2),                          # 2  lane * 16 B
    ("s_waitcnt lgkmcnt(0)", 3),                                 # 3  waits on line 1 (scalar)
    ("global_load_dword v30, v[4:5], off", 4),                   # 4
    ("s_waitcnt vmcnt(0)", 4),                                   # 5  waits on line 4 (vector)
    ("global_load_dwordx4 v[20:23], v[4:5], off", 5),            # 6
    ("ds_read_b128 v[8:11], v1", 6),                             # 7
    ("s_waitcnt vmcnt(0) lgkmcnt(0)", 7),                        # 8  waits on 6 (vector) and 7 (LDS)
    ("v_mfma_f32_16x16x16_f16 v[12:15], v[8:9], v[20:21], v[12:15]", 7),   # 9
    ("ds_read_b128 v[8:11], v1 offset:256", 6),                  # 10
    ("s_waitcnt lgkmcnt(0)", 7),                                 # 11 waits on 10 (LDS read), used at 12
    ("v_mfma_f32_16x16x16_f16 v[12:15], v[8:9], v[10:11], v[12:15]", 7),   # 12
    ("s_endpgm", 8),                                             # 13
]
GEMM_D_WAVE = {"stall": {3: 392, 5: 596, 8: 700, 9: 12, 11: 96},
               "waits": {3: [[1]], 5: [[4]], 8: [[6], [7]], 11: [[10]]}}

REDUCE_CE = [  # Type E (ds_bpermute xor 1 / xor 16, ds_swizzle xor 4), Type C (two cross-wave
    # exchanges through LDS with barriers), Type B (a write waited on right after it)
    ("s_load_dword s2, s[0:1], 0x0", 10),                        # 1
    ("s_waitcnt lgkmcnt(0)", 10),                                # 2  scalar wait (wave 1 is 500 later)
    ("v_mbcnt_lo_u32_b32 v2, -1, 0", 11),                        # 3
    ("v_mbcnt_hi_u32_b32 v2, -1, v2", 11),                       # 4  lane id
    ("v_xor_b32_e32 v3, 1, v2", 12),                             # 5
    ("v_lshlrev_b32_e32 v3, 2, v3", 12),                         # 6
    ("ds_bpermute_b32 v4, v3, v1", 12),                          # 7  lane i reads lane i^1
    ("s_waitcnt lgkmcnt(0)", 12),                                # 8
    ("v_add_f32_e32 v1, v1, v4", 12),                            # 9
    ("v_xor_b32_e32 v5, 16, v2", 13),                            # 10
    ("v_lshlrev_b32_e32 v5, 2, v5", 13),                         # 11
    ("ds_bpermute_b32 v4, v5, v1", 13),                          # 12 lane i reads lane i^16
    ("s_waitcnt lgkmcnt(0)", 13),                                # 13
    ("v_add_f32_e32 v1, v1, v4", 13),                            # 14
    ("ds_swizzle_b32 v4, v1 offset:swizzle(SWAP,4)", 14),        # 15 lane i reads lane i^4
    ("s_waitcnt lgkmcnt(0)", 14),                                # 16
    ("v_add_f32_e32 v1, v1, v4", 14),                            # 17
    ("v_mov_b32_e32 v6, 0", 15),                                 # 18
    ("ds_write_b32 v6, v1 offset:64", 15),                       # 19
    ("s_waitcnt lgkmcnt(0)", 15),                                # 20 write waited on at once
    ("s_barrier", 15),                                           # 21
    ("ds_read_b32 v7, v6 offset:64", 16),                        # 22
    ("s_waitcnt lgkmcnt(0)", 16),                                # 23
    ("v_add_f32_e32 v1, v1, v7", 16),                            # 24
    ("ds_write_b32 v6, v1 offset:128", 17),                      # 25
    ("s_waitcnt lgkmcnt(0)", 17),                                # 26 write waited on at once
    ("s_barrier", 17),                                           # 27
    ("ds_read_b32 v7, v6 offset:128", 18),                       # 28
    ("s_waitcnt lgkmcnt(0)", 18),                                # 29
    ("v_add_f32_e32 v1, v1, v7", 18),                            # 30
    ("s_endpgm", 19),                                            # 31
]
_RW = {2: [[1]], 8: [[7]], 13: [[12]], 16: [[15]], 20: [[19]], 23: [[22]], 26: [[25]], 29: [[28]]}
REDUCE_CE_WAVES = [
    {"simd": 0, "stall": {2: 100, 8: 200, 13: 300, 16: 150, 20: 120, 23: 80, 26: 180, 29: 80}, "waits": _RW},
    {"simd": 1, "stall": {2: 600, 8: 200, 13: 300, 16: 150, 20: 120, 23: 80, 26: 120, 29: 80}, "waits": _RW},
]

DMA_F = [  # Type F: a vmcnt wait drains direct-to-LDS loads into 0x4000.. before a read of [0, 256)
    ("s_mov_b32 m0, 0x4000", 20),                                # 1
    ("buffer_load_dword v1, s[4:7], 0 offen lds", 21),           # 2  writes 0x4000 + lane*4
    ("s_mov_b32 m0, 0x4100", 20),                                # 3
    ("buffer_load_dword v1, s[4:7], 0 offen lds", 21),           # 4  writes 0x4100 + lane*4
    ("v_lshlrev_b32_e32 v2, 2, v0", 22),                         # 5  read address lane*4
    ("s_waitcnt vmcnt(0)", 23),                                  # 6  drains 2 and 4
    ("ds_read_b32 v3, v2", 24),                                  # 7  reads [0, 256)
    ("s_waitcnt lgkmcnt(0)", 24),                                # 8
    ("v_add_f32_e32 v4, v3, v3", 25),                            # 9
    ("s_endpgm", 26),                                            # 10
]
DMA_F_WAVE = {"stall": {6: 900, 8: 60}, "waits": {6: [[2, 4]], 8: [[7]]}}
# the same kernel reading the buffer the loads fill: the wait is needed, no Type F
DMA_F_NEEDED = [(isa.replace("v_lshlrev_b32_e32 v2, 2, v0", "v_lshl_add_u32 v2, v0, 2, 0x4000"), s)
                for isa, s in DMA_F]

BANK_A = [  # Type A: ds_write_b32 at a 128 B lane stride on 32 banks (gfx942): 32-way
    ("v_lshlrev_b32_e32 v1, 7, v0", 30),                         # 1  lane * 128 B
    ("ds_write_b32 v1, v2", 31),                                 # 2
    ("ds_write_b32 v1, v3 offset:4", 31),                        # 3
    ("s_waitcnt lgkmcnt(0)", 32),                                # 4
    ("s_endpgm", 33),                                            # 5
]
BANK_A_WAVE = {"stall": {2: 640, 3: 640, 4: 300}, "waits": {4: [[2, 3]]}}
BANK_A_PADDED = [(isa.replace("v_lshlrev_b32_e32 v1, 7, v0", "v_mul_u32_u24_e32 v1, 0x84, v0"), s)
                 for isa, s in BANK_A]                           # lane * 132 B: conflict-free
BANK_A_PADDED_WAVE = {"stall": {2: 20, 3: 20, 4: 300}, "waits": {4: [[2, 3]]}}


def write_all(root: Path) -> dict:
    root = Path(root)
    two = lambda w: [dict(w, simd=0), dict(w, simd=1)]  # noqa: E731
    return {
        "gemm_d": build(root, "gemm_d", GEMM_D, two(GEMM_D_WAVE)),
        "gemm_d14": build(root, "gemm_d14", GEMM_D, two(GEMM_D_WAVE), fourteen=True),
        "reduce_ce": build(root, "reduce_ce", REDUCE_CE, REDUCE_CE_WAVES),
        "dma_f": build(root, "dma_f", DMA_F, [DMA_F_WAVE]),
        "dma_needed": build(root, "dma_needed", DMA_F_NEEDED, [DMA_F_WAVE]),
        "bank_a": build(root, "bank_a", BANK_A, two(BANK_A_WAVE), dispatch=3),
        "bank_a_padded": build(root, "bank_a_padded", BANK_A_PADDED, two(BANK_A_PADDED_WAVE), dispatch=4),
    }


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "data" / "att" / "gfx942_synth"
    for name, b in write_all(out).items():
        print(f"wrote {b}")
