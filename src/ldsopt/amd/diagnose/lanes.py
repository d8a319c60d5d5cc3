"""Per-lane values of lane-id arithmetic in a trace's ISA: enough to read the lane map of a
cross-lane exchange (ds_bpermute / ds_permute addresses, ds_swizzle offsets) and the lane
addresses of simple LDS accesses.

Straight-line evaluation over the 64 lanes of one wave (numpy, unsigned 32-bit): the defining
instruction of a VGPR is the last one before the use in program order (branches are not
followed).  Sources: `v0` at entry is the work-item id x, taken as the lane id (a 1-D workgroup,
or x size a multiple of 64: the lane map of wave 0 is every wave's); `v_mbcnt_lo/hi` with mask -1
is the lane id; literals; SGPRs set by `s_mov_b32`/`s_movk_i32` from a literal.  Anything else
(kernel arguments, loaded data, `v_readfirstlane`) is unknown and makes the value None.
LDS addresses for Type A come from the lane-exact emulator (`ldsopt.amd.emu`); this evaluator
gives them only when the emulator cannot run a kernel at all (see `diagnose.addresses`).
"""

from __future__ import annotations

import bisect
import re

import numpy as np

from ldsopt.amd.diagnose.kinds import operands

M32 = 0xFFFFFFFF
LANES = np.arange(64, dtype=np.int64)
_NO_DEF = ("s_waitcnt", "s_barrier", "s_nop", "ds_write", "ds_store", "buffer_store", "global_store",
           "flat_store", "scratch_store", "s_cbranch", "s_branch", "s_setprio", "s_endpgm")
_CMP = re.compile(r"^v_cmpx?_(lt|le|gt|ge|eq|ne|lg)_([ui]32)")


def _u32(x):
    return np.asarray(x, dtype=np.int64) & M32


def _i32(x):
    x = _u32(x)
    return np.where(x >= 1 << 31, x - (1 << 32), x)


class LaneEval:
    """Values of operands at a position of a list of instruction texts (see module doc)."""

    def __init__(self, texts: list[str]):
        self.texts = texts
        self.ops = [t.split(None, 1)[0].lower() if t.strip() else "" for t in texts]
        self._memo: dict = {}
        self._defs = None
        self._ends: list = []
        self._ops = [None] * len(texts)

    def operands_at(self, i: int) -> list[str]:
        if self._ops[i] is None:
            self._ops[i] = operands(self.texts[i])
        return self._ops[i]

    # -- locating definitions: per register name, the positions that write it (ascending)
    def _index(self):
        defs: dict = {}
        ends = []
        for j, op in enumerate(self.ops):
            if op == "s_endpgm":
                ends.append(j)
                continue
            if not op or op.startswith(_NO_DEF):
                continue
            ops = self.operands_at(j)
            if ops:
                for n in _names(ops[0]):
                    defs.setdefault(n, []).append(j)
        self._defs, self._ends = defs, ends

    def _def(self, before: int, name: str) -> int | None:
        if self._defs is None:
            self._index()
        lst = self._defs.get(name)
        if not lst:
            return None
        k = bisect.bisect_left(lst, before) - 1
        if k < 0:
            return None
        j = lst[k]
        e = bisect.bisect_left(self._ends, before) - 1
        if e >= 0 and self._ends[e] > j:
            return None
        return j

    def value(self, i: int, tok: str, depth: int = 0):
        """Per-lane uint32 values of operand `tok` just before instruction `i`, or None."""
        tok = tok.strip()
        c = _literal(tok)
        if c is not None:
            return np.full(64, c & M32, dtype=np.int64)
        if depth > 40:
            return None
        m = re.fullmatch(r"([vs])(\d+)", tok)
        if not m:
            return None
        key = (i, tok)
        if key in self._memo:
            return self._memo[key]
        j = self._def(i, tok)
        if j is None:
            out = LANES.copy() if tok == "v0" else None
        elif m.group(1) == "s":
            t = " ".join(self.texts[j].split())
            mm = re.match(r"^s_mov(?:k_i32|_b32)\s+s\d+,\s*(\S+)$", t)
            c = _literal(mm.group(1)) if mm else None
            out = None if c is None else np.full(64, c & M32, dtype=np.int64)
        else:
            out = self._eval(j, depth + 1)
        self._memo[key] = out
        return out

    def mask(self, i: int, tok: str, depth: int = 0):
        """Per-lane booleans of a lane mask (vcc, s[a:b]) just before instruction `i`, or None."""
        tok = tok.strip()
        if depth > 20:
            return None
        j = self._def(i, tok)
        if j is None:
            return None
        op = re.sub(r"_e(32|64)$", "", self.ops[j])
        ops = self.operands_at(j)
        m = _CMP.match(op)
        if m:
            a, b = (ops[-2], ops[-1])
            va, vb = self.value(j, a, depth + 1), self.value(j, b, depth + 1)
            if va is None or vb is None:
                return None
            if m.group(2) == "i32":
                va, vb = _i32(va), _i32(vb)
            return {"lt": va < vb, "le": va <= vb, "gt": va > vb, "ge": va >= vb, "eq": va == vb,
                    "ne": va != vb, "lg": va != vb}[m.group(1)]
        if op in ("s_and_b64", "s_or_b64", "s_xor_b64", "s_andn2_b64") and len(ops) == 3:
            ma, mb = self.mask(j, ops[1], depth + 1), self.mask(j, ops[2], depth + 1)
            if ma is None or mb is None:
                return None
            return {"s_and_b64": ma & mb, "s_or_b64": ma | mb, "s_xor_b64": ma ^ mb,
                    "s_andn2_b64": ma & ~mb}[op]
        return None

    def _eval(self, j: int, depth: int):
        op = re.sub(r"_e(32|64)$", "", self.ops[j])
        ops = self.operands_at(j)
        if op.startswith(("v_add_co", "v_sub_co", "v_subrev_co", "v_addc", "v_subb")):
            ops = [ops[0]] + [o for o in ops[1:] if not re.fullmatch(r"vcc|s\[\d+:\d+\]", o)]
        src = ops[1:]
        if op == "v_cndmask_b32" and len(src) >= 2:
            sel = self.mask(j, src[2] if len(src) > 2 else "vcc", depth)
            a, b = self.value(j, src[0], depth), self.value(j, src[1], depth)
            if sel is None or a is None or b is None:
                return None
            return np.where(sel, b, a)
        if op == "v_mbcnt_lo_u32_b32" and len(src) == 2 and _literal(src[0]) in (-1, M32):
            base = self.value(j, src[1], depth)
            return None if base is None else _u32(np.minimum(LANES, 32) + base)
        if op == "v_mbcnt_hi_u32_b32" and len(src) == 2 and _literal(src[0]) in (-1, M32):
            base = self.value(j, src[1], depth)
            return None if base is None else _u32(np.maximum(LANES - 32, 0) + base)
        if op == "v_bitop3_b32" and len(src) >= 3:
            mm = re.search(r"bitop3:(0x[0-9a-fA-F]+|\d+)", self.texts[j])
            vals = [self.value(j, s, depth) for s in src[:3]]
            if mm is None or any(v is None for v in vals):
                return None
            return _bitop3(int(mm.group(1), 0), *vals)
        vals = [self.value(j, s, depth) for s in src]
        if any(v is None for v in vals):
            return None
        f = _OPS.get(op)
        if f is None or len(vals) != f[0]:
            return None
        return _u32(f[1](*vals))


def _bitop3(tt: int, a, b, c):
    out = np.zeros(64, dtype=np.int64)
    for bit in range(32):
        ia, ib, ic = (a >> bit) & 1, (b >> bit) & 1, (c >> bit) & 1
        out |= ((tt >> (ia * 4 + ib * 2 + ic)) & 1) << bit
    return out


_OPS = {
    "v_mov_b32": (1, lambda a: a),
    "v_not_b32": (1, lambda a: ~a),
    "v_add_u32": (2, lambda a, b: a + b), "v_add_nc_u32": (2, lambda a, b: a + b),
    "v_add_co_u32": (2, lambda a, b: a + b), "v_add_i32": (2, lambda a, b: a + b),
    "v_sub_u32": (2, lambda a, b: a - b), "v_sub_nc_u32": (2, lambda a, b: a - b),
    "v_sub_co_u32": (2, lambda a, b: a - b),
    "v_subrev_u32": (2, lambda a, b: b - a), "v_subrev_co_u32": (2, lambda a, b: b - a),
    "v_and_b32": (2, lambda a, b: a & b), "v_or_b32": (2, lambda a, b: a | b),
    "v_xor_b32": (2, lambda a, b: a ^ b),
    "v_lshlrev_b32": (2, lambda s, a: a << (s & 31)), "v_lshrrev_b32": (2, lambda s, a: a >> (s & 31)),
    "v_ashrrev_i32": (2, lambda s, a: _i32(a) >> (s & 31)),
    "v_lshl_add_u32": (3, lambda a, s, b: (a << (s & 31)) + b),
    "v_add_lshl_u32": (3, lambda a, b, s: (a + b) << (s & 31)),
    "v_lshl_or_b32": (3, lambda a, s, b: (a << (s & 31)) | b),
    "v_and_or_b32": (3, lambda a, m, b: (a & m) | b),
    "v_or3_b32": (3, lambda a, b, c: a | b | c), "v_add3_u32": (3, lambda a, b, c: a + b + c),
    "v_xad_u32": (3, lambda a, b, c: (a ^ b) + c),
    "v_bfe_u32": (3, lambda a, o, w: (a >> (o & 31)) & ((1 << (w & 31)) - 1)),
    "v_bfi_b32": (3, lambda m, a, b: (m & a) | (~m & b)),
    "v_mul_u32_u24": (2, lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF)),
    "v_mul_lo_u32": (2, lambda a, b: a * b),
    "v_mad_u32_u24": (3, lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c),
    "v_min_u32": (2, np.minimum), "v_max_u32": (2, np.maximum),
}


def _literal(tok: str):
    try:
        return int(tok, 0)
    except ValueError:
        return None


def _names(operand: str) -> set:
    out = set()
    for m in re.finditer(r"\b([vs])(\d+)\b", operand):
        out.add(m.group(0))
    for m in re.finditer(r"\b([vs])\[(\d+):(\d+)\]", operand):
        out.update(f"{m.group(1)}{k}" for k in range(int(m.group(2)), int(m.group(3)) + 1))
        out.add(m.group(0))
    if operand.strip() == "vcc":
        out.add("vcc")
    return out
