"""Cross-lane data movement: DPP source selection, SDWA operand selects, swizzle patterns.

DPP (GFX9, AMD Vega/CDNA ISA manuals, "Data Parallel Processing"; LLVM's AMDGPUModifierSyntax):
``quad_perm:[a,b,c,d]`` (lane reads lane 4*(l/4) + sel[l%4]), ``row_shl:n`` (lane reads lane l+n
of its 16-lane row; outside the row: no source), ``row_shr:n`` (l-n), ``row_ror:n`` (rotate right
within the row: lane reads (l-n) mod 16), ``wave_shl:1`` / ``wave_shr:1`` / ``wave_rol:1`` /
``wave_ror:1`` (by one lane over the wave), ``row_mirror`` (15-l in the row), ``row_half_mirror``
(7-l in each half row), ``row_bcast:15`` (rows 1-3 read lane 15 of the row before),
``row_bcast:31`` (rows 2-3 read lane 31), ``row_newbcast:n`` (gfx90a+: every lane of a row reads lane
n of its row).  A lane whose source is outside the range or disabled in EXEC has no source: with
``bound_ctrl`` it gets 0, without it keeps its old value; ``fi:1`` allows disabled sources.
``row_mask`` / ``bank_mask`` (default 0xf) leave rows / 4-lane banks unwritten.

``ds_swizzle_b32 offset:`` (same manuals): offset[15] = 1 selects quad mode (each lane of a group of
4 reads the lane named by 2 bits of offset[7:0]); otherwise bitmask mode within 32 lanes:
lane' = ((lane & and_mask) | or_mask) ^ xor_mask with and/or/xor = offset[4:0], [9:5], [14:10].
"""

from __future__ import annotations

import re

import numpy as np

from ldsopt.amd.emu.operands import Inst, mod_int, mod_list
from ldsopt.errors import UsageError

_DPP_KEYS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_shr", "wave_rol", "wave_ror",
             "row_mirror", "row_half_mirror", "row_bcast", "row_newbcast", "row_share", "row_xmask")


def dpp_source(inst: Inst, wave_size: int = 64):
    """Per lane of a wave: source lane (-1: none) and the write mask from row_mask/bank_mask."""
    lane = np.arange(wave_size)
    row, inrow = lane // 16, lane % 16
    src = lane.copy()
    mods = inst.mods
    if "quad_perm" in mods:
        q = mod_list(inst, "quad_perm") or [0, 1, 2, 3]
        src = (lane & ~3) + np.array(q + [0, 0, 0, 0])[:4][lane & 3]
    elif "row_shl" in mods:
        n = mod_int(inst, "row_shl")
        src = np.where(inrow + n < 16, lane + n, -1)
    elif "row_shr" in mods:
        n = mod_int(inst, "row_shr")
        src = np.where(inrow - n >= 0, lane - n, -1)
    elif "row_ror" in mods:
        n = mod_int(inst, "row_ror")
        src = row * 16 + (inrow - n) % 16
    elif "wave_shl" in mods:
        src = np.where(lane + 1 < wave_size, lane + 1, -1)
    elif "wave_shr" in mods:
        src = np.where(lane >= 1, lane - 1, -1)
    elif "wave_rol" in mods:
        src = (lane + 1) % wave_size
    elif "wave_ror" in mods:
        src = (lane - 1) % wave_size
    elif "row_mirror" in mods:
        src = row * 16 + 15 - inrow
    elif "row_half_mirror" in mods:
        src = (lane & ~7) + 7 - (lane & 7)
    elif "row_bcast" in mods:
        b = mod_int(inst, "row_bcast")
        if b == 15:
            src = np.where(row >= 1, (row - 1) * 16 + 15, lane)
        elif b == 31:
            src = np.where(row >= 2, 31, lane)
        else:
            raise UsageError(f"row_bcast:{b} is not a DPP control (15 or 31)")
    elif "row_newbcast" in mods:
        src = row * 16 + mod_int(inst, "row_newbcast") % 16
    elif "row_share" in mods:
        src = row * 16 + mod_int(inst, "row_share") % 16
    elif "row_xmask" in mods:
        src = row * 16 + (inrow ^ (mod_int(inst, "row_xmask") % 16))
    row_mask = mod_int(inst, "row_mask", 0xF)
    bank_mask = mod_int(inst, "bank_mask", 0xF)
    write = ((row_mask >> row) & 1).astype(bool) & ((bank_mask >> ((lane // 4) % 4)) & 1).astype(bool)
    return src.astype(np.int64), write


def is_dpp(inst: Inst) -> bool:
    return inst.enc in ("dpp", "e64_dpp") or any(k in inst.mods for k in _DPP_KEYS)


_SWZ = re.compile(r"swizzle\(\s*([A-Z_]+)\s*(?:,\s*(.*))?\)$", re.I)


def swizzle_offset(text) -> int:
    """The 16-bit offset of ds_swizzle_b32 from `offset:N` or `offset:swizzle(MODE,...)` (LLVM
    macro forms: QUAD_PERM, BITMASK_PERM, BROADCAST, SWAP, REVERSE)."""
    if text is None or text is True:
        return 0
    t = str(text).strip()
    try:
        return int(t, 0)
    except ValueError:
        pass
    m = _SWZ.match(t)
    if not m:
        raise UsageError(f"cannot read ds_swizzle offset {t!r}")
    mode = m.group(1).upper()
    args = [a.strip() for a in (m.group(2) or "").split(",") if a.strip()]
    if mode == "QUAD_PERM":
        q = [int(a, 0) for a in args]
        return 0x8000 | sum((q[i] & 3) << (2 * i) for i in range(4))
    if mode == "BITMASK_PERM":
        pat = args[0].strip('"')
        if len(pat) != 5:
            raise UsageError(f"BITMASK_PERM needs 5 characters, got {pat!r}")
        and_m = or_m = xor_m = 0
        for i, ch in enumerate(reversed(pat)):      # the last character is bit 0
            bit = 1 << i
            if ch == "0":
                pass
            elif ch == "1":
                or_m |= bit
            elif ch == "p":
                and_m |= bit
            elif ch == "i":
                and_m |= bit
                xor_m |= bit
            else:
                raise UsageError(f"BITMASK_PERM character {ch!r}")
        return and_m | (or_m << 5) | (xor_m << 10)
    if mode == "SWAP":
        return 0x1F | (int(args[0], 0) << 10)
    if mode == "REVERSE":
        return 0x1F | ((int(args[0], 0) - 1) << 10)
    if mode == "BROADCAST":
        size, lane = int(args[0], 0), int(args[1], 0)
        return ((0x1F & ~(size - 1)) | ((lane & (size - 1)) << 5))
    raise UsageError(f"unknown swizzle mode {mode}")


def swizzle_source(offset: int, wave_size: int = 64) -> np.ndarray:
    lane = np.arange(wave_size)
    if offset & 0x8000:
        sel = [(offset >> (2 * i)) & 3 for i in range(4)]
        return (lane & ~3) + np.array(sel)[lane & 3]
    and_m, or_m, xor_m = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
    return (lane & ~31) + (((lane & 31) & and_m) | or_m) ^ xor_m


_SEL = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
        "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}


def sdwa_sel(inst: Inst, name: str):
    v = inst.mods.get(name)
    if not isinstance(v, str):
        return 0, 32
    s = _SEL.get(v.upper())
    if s is None:
        raise UsageError(f"unknown SDWA select {v!r}")
    return s
