"""AMDGPU instruction facts: instruction classes, LDS instruction kinds, widths and offsets, waitcnt
semantics, and which waits cover which producers.  The `.s` reader is :mod:`ldsopt.amd.asm`.
Only the standard library is used here.

Facts used (from the AMD ISA manuals for Vega/CDNA1-4 and LLVM's AMDGPUUsage):
- LGKM_CNT counts LDS (all ds_*, including ds_bpermute/ds_swizzle/ds_permute), GDS, scalar memory
  (s_load*, s_buffer_load*, s_memtime, s_dcache_*), s_sendmsg and FLAT instructions; VM_CNT counts
  vector memory (buffer_*, global_*, scratch_*, image_*, and FLAT).
- LDS operations of one wave return in issue order, scalar memory ones may return out of order,
  so `lgkmcnt(N>0)` only orders LDS traffic.
- ds_read2/ds_write2 offsets are in units of the element size (4 bytes for *_b32, 8 for *_b64);
  the *st64 forms multiply the unit by 64.
"""

from __future__ import annotations

import re

# ----------------------------------------------------------------------------------------------
# instruction classes

_SMEM_PREFIXES = ("s_load", "s_buffer_load", "s_scratch_load", "s_memtime", "s_memrealtime",
                  "s_dcache", "s_atc_probe", "s_get_waveid", "s_atomic", "s_buffer_atomic",
                  "s_store", "s_buffer_store", "s_scratch_store", "s_sendmsg")
_VMEM_PREFIXES = ("buffer_", "global_", "scratch_", "image_", "tbuffer_")


def opcode(text: str) -> str:
    """The mnemonic of one assembly line (`ds_read_b128 v[0:3], v1` -> `ds_read_b128`)."""
    t = text.strip()
    return t.split(None, 1)[0].lower() if t else ""


def is_lds(op: str) -> bool:
    return op.startswith("ds_") and not op.startswith("ds_gws")


def is_smem(op: str) -> bool:
    return op.startswith(_SMEM_PREFIXES)


def is_vmem(op: str) -> bool:
    return op.startswith(_VMEM_PREFIXES)


def is_flat(op: str) -> bool:
    return op.startswith("flat_")


def counters_of(op: str) -> frozenset:
    """Which waitcnt counters an instruction increments: subset of {"lgkm", "vm"}."""
    if is_lds(op) or op.startswith("ds_gws") or is_smem(op):
        return frozenset({"lgkm"})
    if is_flat(op):
        return frozenset({"lgkm", "vm"})
    if is_vmem(op):
        return frozenset({"vm"})
    return frozenset()


def ds_kind(op: str) -> str:
    """Coarse class of a ds_* opcode: read, write, read2, write2, bpermute, permute, swizzle,
    atomic, read_tr (gfx950 transpose loads), other."""
    if not op.startswith("ds_"):
        return ""
    if op.startswith(("ds_read2", "ds_load_2addr")):
        return "read2"
    if op.startswith(("ds_write2", "ds_store_2addr")):
        return "write2"
    if op.startswith(("ds_read_b64_tr", "ds_read_b96_tr", "ds_load_tr")):
        return "read_tr"
    if op.startswith(("ds_read", "ds_load")):
        return "read"
    if op.startswith(("ds_write", "ds_store")):
        return "write"
    if op.startswith("ds_bpermute"):
        return "bpermute"
    if op.startswith("ds_permute"):
        return "permute"
    if op.startswith("ds_swizzle"):
        return "swizzle"
    if re.match(r"ds_(add|sub|rsub|inc|dec|min|max|and|or|xor|mskor|cmpst|cmpswap|wrxchg|cond|pk_add|condxchg)", op):
        return "atomic"
    return "other"


def is_lds_write(op: str) -> bool:
    return ds_kind(op) in ("write", "write2")


def ds_width(op: str) -> int:
    """Bytes per lane (per address for read2/write2); 0 when the opcode has no width suffix."""
    m = re.search(r"_b(\d+)(?:_|$)", op) or re.search(r"_(?:u|i)(\d+)(?:_|$)", op)
    if not m:
        return 4 if op.startswith("ds_") else 0
    return max(1, int(m.group(1)) // 8)


_OFF_RE = re.compile(r"\boffset([01]?)\s*:\s*(0x[0-9a-fA-F]+|\d+)")


def ds_offsets(text: str) -> dict:
    """offset / offset0 / offset1 fields of a ds_* line (missing ones are 0)."""
    out = {"offset": 0, "offset0": 0, "offset1": 0}
    for which, val in _OFF_RE.findall(text):
        out["offset" + which] = int(val, 0)
    return out


_CNT_RE = re.compile(r"\b(vmcnt|expcnt|lgkmcnt|vscnt)\s*\(\s*(\d+)\s*\)")


def parse_waitcnt(text: str) -> dict | None:
    """Counters an `s_waitcnt` line waits on: {"vmcnt": n, "lgkmcnt": n, ...}; None when the line
    is not a wait.  `s_waitcnt 0` (raw immediate 0) waits for every counter to reach 0;
    `s_waitcnt_lgkmcnt null, N` (gfx10+) is handled too."""
    op = opcode(text)
    if not op.startswith("s_waitcnt"):
        return None
    out = {k: int(v) for k, v in _CNT_RE.findall(text)}
    if op == "s_waitcnt" and not out:
        rest = text.strip()[len(op):].strip()
        try:
            if int(rest, 0) == 0:
                out = {"vmcnt": 0, "expcnt": 0, "lgkmcnt": 0}
        except ValueError:
            pass
    elif op.startswith("s_waitcnt_") and op != "s_waitcnt_depctr":
        m = re.search(r",\s*(0x[0-9a-fA-F]+|\d+)\s*$", text)
        if m:
            out[op[len("s_waitcnt_"):]] = int(m.group(1), 0)
    return out


# ----------------------------------------------------------------------------------------------
# program-order analysis over a list of instruction texts


def lgkm_producers(ops: list[str], texts: list[str], wait_idx: int, lgkmcnt: int) -> list[int]:
    """Static (program-order) estimate of the LGKM instructions that `texts[wait_idx]` (a wait with
    `lgkmcnt(N)`) waits for: walking back, the N most recent LGKM ops may stay outstanding, every
    older one back to the previous wait that already drained LGKM is waited for.  Branches are not
    followed (straight-line order); the ATT wave files, where present, give the real answer."""
    seen = 0
    budget = None   # after an earlier lgkmcnt(k) wait, only its k newest older ops can be outstanding
    deps: list[int] = []
    for j in range(wait_idx - 1, -1, -1):
        op = ops[j]
        if op.startswith("s_waitcnt"):
            w = parse_waitcnt(texts[j]) or {}
            if "lgkmcnt" in w:
                budget = w["lgkmcnt"] if budget is None else min(budget, w["lgkmcnt"])
                if budget == 0:
                    break
            continue
        if op == "s_endpgm" or op.startswith("s_setpc"):
            break
        if "lgkm" in counters_of(op):
            if budget is not None:
                if budget == 0:
                    break
                budget -= 1
            if seen >= lgkmcnt:
                deps.append(j)
            seen += 1
    deps.reverse()
    return deps


def write_wait_distances(ops: list[str], texts: list[str]) -> list[dict]:
    """For each LDS write (ds_write*, ds_store*), the first later s_waitcnt whose lgkmcnt forces it
    to complete (LDS is in order: lgkmcnt(N) covers a write once at least N LGKM ops were issued
    after it) and the number of instructions strictly between the two.  Straight-line order."""
    out = []
    n = len(ops)
    for i, op in enumerate(ops):
        if not is_lds_write(op):
            continue
        later = 0
        hit = None
        for j in range(i + 1, n):
            oj = ops[j]
            if oj.startswith("s_waitcnt"):
                w = parse_waitcnt(texts[j]) or {}
                if "lgkmcnt" in w and later >= w["lgkmcnt"]:
                    hit = j
                    break
                continue
            if oj == "s_endpgm":
                break
            if "lgkm" in counters_of(oj):
                later += 1
        out.append({"write": i, "wait": hit, "distance": (hit - i - 1) if hit is not None else None})
    return out


def guess_arch_from_ops(ops) -> tuple[str | None, str]:
    """Opcodes that only one of the supported AMD archs has: returns (arch or None, evidence)."""
    ops = set(ops)
    gfx950_only = sorted(o for o in ops if o.startswith(("ds_read_b64_tr", "ds_read_b96_tr", "v_permlane16_swap",
                                                         "v_permlane32_swap", "v_cvt_scalef32", "v_mfma_scale",
                                                         "v_prng_b32", "v_cvt_pk_f32_bf16"))
                         or re.match(r"v_mfma_.*(16x16x32_(f16|bf16)|32x32x16_(f16|bf16)|16x16x128|32x32x64)", o))
    if gfx950_only:
        return "gfx950", f"gfx950-only opcodes: {', '.join(gfx950_only[:3])}"
    return None, ""
