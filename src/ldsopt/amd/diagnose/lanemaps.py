"""Lane maps of cross-lane exchanges through the LDS unit, and the VALU instruction that does the
same exchange without LDS on a given arch.

Facts used:
- `ds_bpermute_b32 dst, addr, src`: lane i reads `src` of lane `(addr_i / 4) mod 64`;
  `ds_permute_b32`: lane i writes its `src` to lane `(addr_i / 4) mod 64` (so the reading map is
  the inverse).  `ds_swizzle_b32 offset:N` (GCN3/Vega/CDNA ISA guides, LLVM's `swizzle(...)`
  syntax): offset bit 15 set is quad-permute mode (each lane of a group of 4 reads lane
  `offset[2j+1:2j]`); otherwise bit-mask mode within groups of 32 lanes, with and_mask =
  offset[4:0], or_mask = offset[9:5], xor_mask = offset[14:10]:
  `src = ((i & and) | or) ^ xor`.  All three run in the LDS unit and count on LGKM_CNT.
- DPP on gfx9-family chips (gfx906/gfx90a/gfx942/gfx950; LLVM AMDGPU `DppCtrl`, GFX9 subset):
  quad_perm, row_shl/row_shr/row_ror:1..15 (rows of 16 lanes), wave_shl/wave_rol/wave_shr/
  wave_ror:1, row_mirror, row_half_mirror, row_bcast:15, row_bcast:31; bank_mask / row_mask select
  which 4-lane banks / 16-lane rows receive.  DPP is a source modifier of an ordinary VALU op,
  so an exchange folded into the op that consumes it costs no extra instruction.  Direction:
  row_shr:k makes lane i read lane i-k (rocPRIM's DPP scans), row_shl:k lane i+k, row_ror:k
  lane (i-k) mod 16.
- gfx950 only: `v_permlane16_swap_b32` swaps the odd 16-lane rows of its first operand with the
  even rows of the second, `v_permlane32_swap_b32` rows 2-3 of the first with rows 0-1 of the
  second (LLVM gfx950 instruction tests and the `llvm.amdgcn.permlane16/32.swap` intrinsics).
- `v_readlane_b32 sN, v, k` / `v_readfirstlane_b32` read one lane into an SGPR (every arch).
`ds_swizzle` is never a replacement here: it runs in the LDS unit like ds_bpermute.
"""

from __future__ import annotations

import re

import numpy as np

from ldsopt.amd.diagnose.lanes import LANES

_SWZ_OFFSET = re.compile(r"\boffset\s*:\s*(swizzle\([^)]*\)|0x[0-9a-fA-F]+|\d+)", re.I)


def swizzle_map(text: str) -> np.ndarray | None:
    """Source lane of every lane for a ds_swizzle_b32 line (symbolic or numeric offset), decoded
    as the ISA emulator does (:func:`ldsopt.amd.emu.lanes.swizzle_offset`); None when unreadable."""
    from ldsopt.amd.emu.lanes import swizzle_offset, swizzle_source
    from ldsopt.errors import UsageError
    m = _SWZ_OFFSET.search(text)
    try:
        off = swizzle_offset(m.group(1) if m else 0)
    except (UsageError, ValueError, IndexError):
        return None
    return swizzle_source(off, len(LANES))


def permute_map(kind: str, addr: np.ndarray) -> np.ndarray:
    """Source lane of every lane from the per-lane byte addresses of a ds_bpermute / ds_permute."""
    tgt = (np.asarray(addr) >> 2) & 63
    if kind == "bpermute":
        return tgt
    src = LANES.copy()            # ds_permute: lane i's value goes to lane tgt[i]
    src[tgt] = LANES
    return src


def classify(src: np.ndarray) -> dict:
    """Name a lane map: identity, xor k, broadcast, rotate, shift, reverse, or other."""
    src = np.asarray(src) & 63
    if np.array_equal(src, LANES):
        return {"map": "identity", "words": "every lane reads itself (no exchange)"}
    k = int(src[0])
    if np.array_equal(src, LANES ^ k):
        return {"map": "xor", "k": k, "words": f"lane i reads lane i xor {k}"}
    if np.all(src == k):
        return {"map": "broadcast", "lane": k, "group": 64, "words": f"every lane reads lane {k}"}
    for g in (2, 4, 8, 16, 32):
        base = LANES & ~(g - 1)
        off = src - base
        if np.all((off >= 0) & (off < g)):
            if np.all(off == off[0]):
                return {"map": "broadcast", "lane": int(off[0]), "group": g,
                        "words": f"each group of {g} lanes reads its lane {int(off[0])}"}
            rot = (off - (LANES & (g - 1))) % g
            if np.all(rot == rot[0]):
                return {"map": "rotate", "by": int(rot[0]), "group": g,
                        "words": f"lane i reads lane i+{int(rot[0])} (mod {g}) of its group of {g}"}
            if np.array_equal(off, (g - 1) - (LANES & (g - 1))):
                return {"map": "reverse", "group": g, "words": f"each group of {g} lanes reversed"}
    d = src - LANES
    moved = d != 0
    if moved.any():
        s = int(d[moved][0])
        if np.all(d[moved] == s):
            return {"map": "shift", "by": s, "words": f"lane i reads lane i{s:+d} (edge lanes keep their own)"}
    return {"map": "other", "words": "a permutation without a simple form"}


def valu_replacement(info: dict, arch: str | None) -> dict:
    """The VALU way to do the exchange on `arch` (gfx9 family DPP; gfx950 permlane swaps):
    {"exact": text or None, "reduction": text or None} -- `reduction` when only an all-reduce
    (sum/max/...) over the exchanged lanes is wanted and a different lane pairing would do."""
    gfx950 = (arch or "") == "gfx950"
    m = info["map"]
    if m == "identity":
        return {"exact": "nothing: the exchange reads the lane's own value (remove it)", "reduction": None}
    if m == "xor":
        k = info["k"]
        if k in (1, 2, 3):
            q = [i ^ k for i in range(4)]
            return {"exact": f"DPP quad_perm:[{','.join(map(str, q))}] on the op that uses the value "
                             f"(no extra instruction)", "reduction": None}
        if k == 8:
            return {"exact": "DPP row_ror:8 (rotating a 16-lane row by 8 is xor 8)", "reduction": None}
        if k == 4:
            return {"exact": "two DPP moves, row_shl:4 and row_shr:4, each with bank_mask selecting the "
                             "4-lane banks that receive",
                    "reduction": "DPP row_half_mirror (pairs the two 4-lane halves of each 8 lanes)"}
        if k in (12, 15):
            return {"exact": None, "reduction": "DPP row_mirror (pairs the two 8-lane halves of each row)"}
        if k == 16:
            if gfx950:
                return {"exact": "v_permlane16_swap_b32 on two copies of the value (the partner's value "
                                 "lands in one of them)", "reduction": None}
            return {"exact": None, "reduction": "DPP row_bcast:15 with row_mask:0xa, then v_readlane_b32 "
                                                "for the result (no single VALU xor-16 before gfx950)"}
        if k == 32:
            if gfx950:
                return {"exact": "v_permlane32_swap_b32 on two copies of the value", "reduction": None}
            return {"exact": "v_readlane_b32 of lanes 31 and 63 when the value is uniform per half",
                    "reduction": "DPP row_bcast:31 with row_mask:0xc, then v_readlane_b32 for the result"}
        return {"exact": None, "reduction": None}
    if m == "broadcast":
        g, lane = info["group"], info["lane"]
        if g == 64:
            return {"exact": f"v_readlane_b32 sN, v, {lane} (or v_readfirstlane_b32 for lane 0) and use the SGPR",
                    "reduction": None}
        if g == 4:
            return {"exact": f"DPP quad_perm:[{lane},{lane},{lane},{lane}]", "reduction": None}
        return {"exact": None, "reduction": None}
    if m == "rotate":
        g, by = info["group"], info["by"]
        if g == 16:
            return {"exact": f"DPP row_ror:{(16 - by) % 16 or 16}" if by else None, "reduction": None}
        if g == 64 and by in (1, 63):
            return {"exact": f"DPP {'wave_rol' if by == 1 else 'wave_ror'}:1 (whole-wave rotate by one lane)",
                    "reduction": None}
        if g == 4:
            q = [((i + by) % 4) for i in range(4)]
            return {"exact": f"DPP quad_perm:[{','.join(map(str, q))}]", "reduction": None}
        return {"exact": None, "reduction": None}
    if m == "reverse":
        if info["group"] == 16:
            return {"exact": "DPP row_mirror", "reduction": None}
        if info["group"] == 8:
            return {"exact": "DPP row_half_mirror", "reduction": None}
        if info["group"] == 4:
            return {"exact": "DPP quad_perm:[3,2,1,0]", "reduction": None}
        return {"exact": None, "reduction": None}
    if m == "shift":
        by = info["by"]
        if 1 <= abs(by) <= 15:
            return {"exact": f"DPP row_{'shl' if by > 0 else 'shr'}:{abs(by)} with bound_ctrl (within 16-lane "
                             f"rows; lanes crossing a row edge need a second op)", "reduction": None}
        return {"exact": None, "reduction": None}
    return {"exact": None, "reduction": None}
