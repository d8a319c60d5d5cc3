"""One AMDGPU assembly instruction as text -> opcode, operands and modifiers.

The syntax is LLVM's (AMDGPUOperandSyntax / AMDGPUModifierSyntax in LLVM's docs), as clang, hipcc,
Triton, ``llvm-objdump`` and the ATT ``code.json`` ISA column print it: the mnemonic, then operands
separated by commas, then space-separated modifiers (``offset:16``, ``quad_perm:[1,0,3,2]``,
``offen``, ``lds``...).  Scalar special registers are mapped to their SGPR numbers on GFX9 (VCC =
s106:107, M0 = s124, EXEC = s126:127, TTMP0 = s108), so that ``vcc_lo`` and ``s[106:107]`` name the same
storage.  Nothing here knows what an instruction does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ldsopt.errors import UsageError

SCC = 253          # storage key of the scalar condition code
NULL = 125         # writes ignored, reads 0

_SPECIAL = {
    "vcc": (106, 2), "vcc_lo": (106, 1), "vcc_hi": (107, 1),
    "exec": (126, 2), "exec_lo": (126, 1), "exec_hi": (127, 1),
    "m0": (124, 1), "null": (NULL, 1),
    "flat_scratch": (102, 2), "flat_scratch_lo": (102, 1), "flat_scratch_hi": (103, 1),
    "xnack_mask": (104, 2), "xnack_mask_lo": (104, 1), "xnack_mask_hi": (105, 1),
    "tba": (108, 2), "tma": (110, 2),
}
_ENC_SUFFIXES = ("_e64_dpp", "_e32", "_e64", "_dpp8", "_dpp", "_sdwa")
_REG_RE = re.compile(r"^(v|s|a|ttmp|acc)(?:(\d+)|\[(\d+)(?::(\d+))?\])$")
_INT_RE = re.compile(r"^-?(0x[0-9a-fA-F]+|\d+)$")
_FLOAT_RE = re.compile(r"^-?\d+\.\d*(e[-+]?\d+)?$")


@dataclass(frozen=True)
class Operand:
    kind: str            # "s" | "v" | "a" | "imm" | "fimm" | "scc" | "label" | "off" | "other"
    index: int = 0       # first register (s: SGPR number incl. specials; v/a: register number)
    count: int = 1       # registers in the range
    value: object = None  # int for imm, float for fimm, str for label/other
    mods: frozenset = frozenset()   # "neg", "abs", "sext"

    @property
    def is_reg(self) -> bool:
        return self.kind in ("s", "v", "a")


@dataclass(frozen=True)
class Inst:
    text: str
    op: str                          # mnemonic as written, lower case
    base: str                        # mnemonic without the encoding suffix (_e32/_e64/_dpp/_sdwa)
    enc: str                         # "e32" | "e64" | "dpp" | "sdwa" | "dpp8" | "e64_dpp" | ""
    ops: tuple = ()
    mods: dict = field(default_factory=dict)   # modifier -> value string (True for flags)


def _split_top(s: str, sep: str) -> list[str]:
    if "[" not in s and "(" not in s:
        parts = s.split() if sep == " " else s.split(sep)
        return [x.strip() for x in parts if x.strip() or sep != " "]
    out, depth, cur = [], 0, []
    for ch in s:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if depth == 0 and ((sep == " " and ch.isspace()) or ch == sep):
            if cur or sep != " ":
                out.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    if cur or (sep != " " and out):
        out.append("".join(cur))
    return [x.strip() for x in out if x.strip() or sep != " "]


def _parse_operand(tok: str, where: str) -> Operand:
    t = tok.strip()
    mods = set()
    while True:
        low = t.lower()
        if low.startswith(("neg(", "abs(", "sext(")) and t.endswith(")"):
            name = low.split("(", 1)[0]
            mods.add(name)
            t = t[len(name) + 1:-1].strip()
            continue
        if t.startswith("|") and t.endswith("|") and len(t) > 2:
            mods.add("abs")
            t = t[1:-1].strip()
            continue
        if t.startswith("-") and not _INT_RE.match(t) and not _FLOAT_RE.match(t):
            mods.add("neg")
            t = t[1:].strip()
            continue
        break
    low = t.lower()
    fm = frozenset(mods)
    if low in _SPECIAL:
        i, n = _SPECIAL[low]
        return Operand("s", i, n, mods=fm)
    if low in ("scc", "src_scc"):
        return Operand("scc", SCC, 1, mods=fm)
    if low == "off":
        return Operand("off")
    m = _REG_RE.match(low)
    if m:
        kind, single, lo, hi = m.groups()
        first = int(single if single is not None else lo)
        last = first if single is not None or hi is None else int(hi)
        if last < first:
            raise UsageError(f"{where}: bad register range {tok!r}")
        if kind == "ttmp":
            return Operand("s", 108 + first, last - first + 1, mods=fm)
        if kind == "acc":
            kind = "a"
        return Operand(kind, first, last - first + 1, mods=fm)
    if low.startswith("lit(") and low.endswith(")"):
        t = t[4:-1]
        low = t.lower()
    if _INT_RE.match(low):
        return Operand("imm", value=int(low, 0), mods=fm)
    if _FLOAT_RE.match(low):
        return Operand("fimm", value=float(low), mods=fm)
    if re.match(r"^[A-Za-z_.$][\w.$@+-]*$", t) and "(" not in t:
        return Operand("label", value=t, mods=fm)
    if re.match(r"^(v|s|a|ttmp|acc)\[", low):
        raise UsageError(f"{where}: bad register operand {tok.strip()!r} (expected e.g. s[4:7], v[0:1])")
    if re.match(r"^[0-9]", t):
        raise UsageError(f"{where}: {tok.strip()!r} is not a number the assembler writes "
                         "(integers: decimal or 0x hex; floats: with a decimal point)")
    return Operand("other", value=t, mods=fm)


_CACHE: dict = {}


# the offset fields' ranges, as the assembler enforces them: a DS instruction's 16-bit `offset:`
# and 8-bit `offset0:`/`offset1:` (AMD ISA manuals, DS encoding); any other offset within 32 bits
_DS_FIELD_BITS = {"offset": 16, "offset0": 8, "offset1": 8}


def _check_offsets(base: str, mods: dict, where: str) -> None:
    for name in ("offset", "offset0", "offset1"):
        v = mods.get(name)
        if not isinstance(v, str):
            continue
        try:
            x = int(v, 0)
        except ValueError:
            continue                      # swizzle(...) patterns and the like: read elsewhere
        if base.startswith("ds_") and name in _DS_FIELD_BITS:
            lo, hi = 0, (1 << _DS_FIELD_BITS[name]) - 1
        else:
            lo, hi = -(1 << 31), (1 << 32) - 1
        if not lo <= x <= hi:
            raise UsageError(f"{where}: {name}:{v} is out of range for {base} ({lo}..{hi})")


def parse_inst(text: str, where: str = "instruction") -> Inst:
    """Parse one instruction (comments already removed or not).  Raises UsageError on text that is
    not an instruction (an empty line, unbalanced brackets)."""
    hit = _CACHE.get(text)
    if hit is not None:
        return hit
    t = text.split(";", 1)[0].split("//", 1)[0].strip()
    if not t:
        raise UsageError(f"{where}: empty instruction")
    if t.count("[") != t.count("]") or t.count("(") != t.count(")"):
        raise UsageError(f"{where}: unbalanced brackets in {t!r}")
    parts = t.split(None, 1)
    op = parts[0].lower()
    if not re.match(r"^[a-z][a-z0-9_]*$", op):
        raise UsageError(f"{where}: {parts[0]!r} is not an instruction mnemonic")
    base, enc = op, ""
    for suf in _ENC_SUFFIXES:
        if op.endswith(suf):
            base, enc = op[: -len(suf)], suf[1:]
            break
    ops: list = []
    mods: dict = {}
    if len(parts) > 1:
        if parts[1].rstrip().endswith(","):
            raise UsageError(f"{where}: missing operand after the last comma in {t!r}")
        pieces = _split_top(parts[1], ",")
        tail = _split_top(pieces[-1], " ") if pieces else []
        pieces = pieces[:-1] + tail[:1]
        for tok in tail[1:]:
            m = re.match(r"^([a-z_0-9]+)\s*:\s*(.+)$", tok, re.I)
            if m:
                mods[m.group(1).lower()] = m.group(2)
            else:
                mods[tok.lower()] = True
        for p in pieces:
            if not p:
                raise UsageError(f"{where}: empty operand in {t!r}")
            ops.append(_parse_operand(p, where))
    _check_offsets(base, mods, where)
    inst = Inst(text=t, op=op, base=base, enc=enc, ops=tuple(ops), mods=mods)
    if len(_CACHE) < 200000:
        _CACHE[text] = inst
    return inst


def mod_int(inst: Inst, name: str, default: int = 0) -> int:
    """An integer modifier (`offset:0x40`, `offset1:8`); `default` when absent."""
    v = inst.mods.get(name)
    if v is None or v is True:
        return default
    try:
        return int(str(v), 0)
    except ValueError:
        return default


def mod_list(inst: Inst, name: str) -> list[int] | None:
    """A list modifier (`quad_perm:[1,0,3,2]`, `op_sel:[0,1]`)."""
    v = inst.mods.get(name)
    if not isinstance(v, str):
        return None
    v = v.strip()
    if not (v.startswith("[") and v.endswith("]")):
        return None
    try:
        return [int(x, 0) for x in v[1:-1].split(",") if x.strip()]
    except ValueError:
        return None
