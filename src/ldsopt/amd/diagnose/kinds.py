"""What an instruction of a trace is, for the stall accounting: which counter its completion is
waited on through, what kind of producer it is, which registers it reads and writes.

Facts (AMD CDNA3/CDNA4 ISA guides, LLVM AMDGPUUsage and SIInsertWaitcnts):
- LGKM_CNT counts LDS (every ds_*, the cross-lane ds_bpermute/ds_permute/ds_swizzle included:
  they run in the LDS unit), scalar memory and s_sendmsg; VM_CNT counts vector memory, including
  direct-to-LDS loads (`buffer_load_* ... lds`, `global_load_lds_*`), which write LDS at the
  address in M0 and no VGPR.  FLAT counts on both.
- LDS operations of a wave complete in issue order; vector-memory loads return in order;
  scalar-memory loads may return out of order.  So the newest outstanding LDS (or VMEM load)
  producer of a wait is the one whose completion ends the wait.
"""

from __future__ import annotations

import re

from ldsopt.amd.isa import ds_kind, is_flat, is_lds, is_smem, is_vmem

# producer kinds -> the counter domain whose latency they share
LDS_KINDS = ("lds_read", "lds_write", "lds_xchg", "lds_other")
DOMAIN = {"lds_read": "lds", "lds_write": "lds", "lds_xchg": "lds", "lds_other": "lds",
          "smem": "smem", "dma": "vmem", "vmem_load": "vmem", "vmem_store": "vmem", "flat": "vmem",
          "other": "other"}
KIND_WORDS = {"lds_read": "LDS reads", "lds_write": "LDS writes", "lds_xchg": "cross-lane exchanges in LDS",
              "lds_other": "other LDS ops", "smem": "scalar-memory loads", "dma": "direct-to-LDS loads",
              "vmem_load": "vector-memory loads", "vmem_store": "vector-memory stores", "flat": "FLAT ops",
              "other": "other producers"}
_LDS_TOKEN = re.compile(r"(?:^|\s)lds(?:\s|$)")


def is_dma(op: str, text: str) -> bool:
    """Direct-to-LDS load: `buffer_load_* ... lds` (the `lds` modifier) or `global_load_lds_*` /
    `buffer_load_lds_*` (gfx950 spelling)."""
    if op.startswith(("global_load_lds", "buffer_load_lds", "scratch_load_lds")):
        return True
    return op.startswith(("buffer_load", "global_load")) and bool(_LDS_TOKEN.search(text.split(None, 1)[-1]))


def producer_kind(op: str, text: str) -> str:
    if is_lds(op):
        k = ds_kind(op)
        if k in ("read", "read2", "read_tr"):
            return "lds_read"
        if k in ("write", "write2"):
            return "lds_write"
        if k in ("bpermute", "permute", "swizzle"):
            return "lds_xchg"
        return "lds_other"
    if is_smem(op):
        return "smem"
    if is_flat(op):
        return "flat"
    if is_vmem(op):
        if is_dma(op, text):
            return "dma"
        return "vmem_store" if "store" in op or "atomic" in op else "vmem_load"
    return "other"


def stall_category(op: str, text: str, kind: str | None = None) -> str:
    """Where the stall of a non-wait instruction goes: its issue stall by unit."""
    if op.startswith("s_waitcnt"):
        return "wait"
    if op == "s_barrier":
        return "barrier"
    kind = kind or producer_kind(op, text)
    if kind in LDS_KINDS:
        return "lds_issue"
    if kind in ("dma", "vmem_load", "vmem_store", "flat"):
        return "vmem_issue"
    if kind == "smem":
        return "smem_issue"
    if op.startswith("v_mfma") or op.startswith("v_smfmac"):
        return "mfma"
    if op.startswith("v_"):
        return "valu"
    if op.startswith("s_nop"):
        return "nop"
    if op.startswith("s_"):
        return "salu"
    return "other"


# ---------------------------------------------------------------------------------------------
# registers

_REG = re.compile(r"\b([va])(\d+)\b|\b([va])\[(\d+):(\d+)\]")


def regs(operand: str) -> set:
    """VGPRs / AGPRs named in one operand: {('v', 3), ('a', 0), ...}."""
    out = set()
    for m in _REG.finditer(operand):
        if m.group(1):
            out.add((m.group(1), int(m.group(2))))
        else:
            out.update((m.group(3), i) for i in range(int(m.group(4)), int(m.group(5)) + 1))
    return out


def operands(text: str) -> list[str]:
    """The comma-separated operands of one line, without the modifiers that follow the last one
    (`offset:16`, `bitop3:0xde`, `row_shr:1`, `offen`, `lds`, ...): each operand is the first
    space-separated word of its comma field."""
    parts = text.strip().split(None, 1)
    if len(parts) < 2:
        return []
    fields, cur, depth = [], [], 0
    for ch in parts[1]:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            fields.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    fields.append("".join(cur))
    out = []
    for field in fields:
        w = field.split()
        if w and (":" not in w[0] or w[0].startswith(("v[", "s[", "a[", "ttmp["))):
            out.append(w[0])
    return out


def defs_uses(op: str, text: str) -> tuple[set, set]:
    """(registers written, registers read) of one instruction; stores and LDS writes write none."""
    ops = operands(text)
    if not ops:
        return set(), set()
    if op.startswith("ds_"):
        k = ds_kind(op)
        if k in ("write", "write2") or (k in ("atomic", "other") and "rtn" not in op):
            return set(), set().union(*(regs(o) for o in ops))
        return regs(ops[0]), set().union(*(regs(o) for o in ops[1:])) if len(ops) > 1 else set()
    if op.startswith(("buffer_store", "global_store", "flat_store", "scratch_store")) or is_dma(op, text):
        return set(), set().union(*(regs(o) for o in ops))
    if op.startswith(("v_cmp", "v_cmpx", "s_")):
        return set(), set().union(*(regs(o) for o in ops[1:])) if len(ops) > 1 else set()
    if op.startswith("v_permlane") and op.endswith(("swap_b32", "swap_b32_e32", "swap_b32_e64")):
        both = set().union(*(regs(o) for o in ops))
        return both, both
    return regs(ops[0]), set().union(*(regs(o) for o in ops[1:])) if len(ops) > 1 else set()


def address_vgpr(text: str) -> int | None:
    """The address VGPR of a ds_* line: the first operand of writes and atomics without return,
    the second of reads, returning atomics, ds_bpermute/ds_permute/ds_swizzle (`ds_read_b32 vDST,
    vADDR`); None when it is not a single VGPR."""
    op = text.strip().split(None, 1)[0].lower() if text.strip() else ""
    ops = operands(text)
    k = ds_kind(op)
    idx = 1 if k in ("read", "read2", "read_tr", "bpermute", "permute", "swizzle") or "rtn" in op else 0
    if len(ops) <= idx:
        return None
    m = re.fullmatch(r"v(\d+)", ops[idx])
    return int(m.group(1)) if m else None
