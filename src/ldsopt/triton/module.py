"""Read a TTGIR module: module attributes, layout aliases, shared-memory ops and their source
locations.

Only what ``ldsopt ttgir`` needs is read: ``#name = #ttg....`` alias lines, ``#locN = loc(...)``
lines, the ``module attributes {...}`` line (``ttg.num-warps``, ``ttg.threads-per-warp``,
``ttg.target``) and every line holding ``ttg.local_alloc``, ``ttg.local_store`` or
``ttg.local_load`` (their tensor and ``!ttg.memdesc`` types, inline or aliased encodings).  Other
lines are skipped.  The text is never executed; any line it cannot read is reported (one line)
instead of guessed.
"""

from __future__ import annotations

from ldsopt.textsplit import split_top

import re
from dataclasses import dataclass, field

from ldsopt.errors import UsageError
from ldsopt.layouts.triton_attrs import Attr, parse_attr

MAX_BYTES = 64 << 20
MAX_LOC_DEPTH = 32

ELEM_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "i1": 8, "i8": 8, "i16": 16, "i32": 32,
             "i64": 64, "tf32": 32}


def elem_bits(t: str) -> int:
    t = t.strip()
    if t in ELEM_BITS:
        return ELEM_BITS[t]
    if t.startswith("f8") or t.startswith("f6") or t.startswith("ui8") or t.startswith("si8"):
        return 8
    if t.startswith("f4"):
        return 8              # fp4 is stored packed, two per byte, as i8 in shared memory
    if t.startswith("!tt.ptr"):
        return 64
    m = re.fullmatch(r"[usi]?i(\d+)", t)
    if m and int(m.group(1)) in (8, 16, 32, 64):
        return int(m.group(1))
    raise UsageError(f"unknown element type {t!r} in a TTGIR type")


@dataclass
class TType:
    """A tensor or memdesc type."""
    kind: str                  # "tensor" | "memdesc"
    shape: tuple
    elem: str
    encoding: Attr | None
    alloc_shape: tuple = ()
    text: str = ""

    @property
    def bits(self) -> int:
        return elem_bits(self.elem)


@dataclass
class Op:
    name: str                  # "local_alloc" | "local_store" | "local_load"
    line: int                  # 1-based line in the TTGIR text
    loc: str                   # "file:line:col" or "" when unknown
    result: str                # SSA name of the result (local_alloc, local_load) or ""
    operands: tuple            # SSA names of the operands
    tensor: TType | None       # the register tensor (source of alloc/store, result of load)
    memdesc: TType             # the shared-memory descriptor
    text: str = ""


@dataclass
class Module:
    num_warps: int
    threads_per_warp: int
    target: str                # e.g. "hip:gfx942", "cuda:90"
    aliases: dict
    ops: list = field(default_factory=list)
    allocs: dict = field(default_factory=dict)    # SSA name of a local_alloc -> its Op
    warnings: list = field(default_factory=list)


_ALIAS = re.compile(r"\s*(#[\w$.-]+)\s*=\s*(.*)")      # the value is stripped by the reader
_LOC_DEF = re.compile(r"^\s*(#loc[\w$.-]*)\s*=\s*loc\((.*)\)\s*$")
_OP = re.compile(r"\bttg\.(local_alloc|local_store|local_load)\b")
_TRAILING_LOC = re.compile(r"\s+loc\((.*)\)\s*$")


def _match_angle(s: str, start: int) -> int:
    """Index just past the '>' closing the '<' at s[start]."""
    depth = 0
    i = start
    while i < len(s):
        ch = s[i]
        if ch == "<":
            depth += 1
        elif ch == ">" and not (i > 0 and s[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise UsageError("unbalanced '<' in a TTGIR type")


def _split_top(text: str) -> list:
    return split_top(text, ",", '<[{(', '>]})')


def _shape_elem(s: str):
    parts = s.strip().split("x")
    dims = []
    i = 0
    while i < len(parts) and parts[i].isdigit():
        dims.append(int(parts[i]))
        i += 1
    elem = "x".join(parts[i:])
    if not elem:
        raise UsageError(f"cannot read the shape and element type of {s!r}")
    for d in dims:
        if d <= 0 or d > 1 << 20:
            raise UsageError(f"tensor dimension {d} out of range in {s!r}")
    return tuple(dims), elem


def _types(text: str, aliases: dict) -> list:
    out = []
    for m in re.finditer(r"(!ttg\.memdesc|tensor)<", text):
        end = _match_angle(text, m.end() - 1)
        body = text[m.end():end - 1]
        parts = _split_top(body)
        shape, elem = _shape_elem(parts[0])
        enc = None
        if len(parts) > 1 and parts[1].startswith("#"):
            enc = parse_attr(parts[1], aliases)
        alloc = ()
        if m.group(1) == "!ttg.memdesc":
            for p in parts[2:]:
                if re.fullmatch(r"\d+(x\d+)*", p):
                    alloc = tuple(int(x) for x in p.split("x"))
        out.append(TType("memdesc" if m.group(1) == "!ttg.memdesc" else "tensor", shape, elem, enc,
                         alloc, text[m.start():end]))
    return out


def _resolve_loc(body: str, locs: dict, depth: int = 0) -> str:
    if depth > MAX_LOC_DEPTH:
        return ""
    m = re.search(r'"([^"]*)":(\d+):(\d+)', body)
    if m:
        return f"{m.group(1)}:{m.group(2)}:{m.group(3)}"
    for ref in re.findall(r"#loc[\w$.-]*", body):
        if ref in locs:
            r = _resolve_loc(locs[ref], locs, depth + 1)
            if r:
                return r
    return ""


def _module_attrs(line: str) -> dict:
    out = {}
    # a key starts where a word starts (the look-behind keeps a long word from being rescanned
    # from each of its characters)
    for k, v in re.findall(r'(?<![\w.-])"?([\w.-]+)"?\s*=\s*("[^"]*"|[-\w.]+)', line):
        out[k] = v.strip('"')
    return out


def parse_module(text: str) -> Module:
    if not isinstance(text, str):
        raise UsageError("TTGIR must be text")
    if len(text) > MAX_BYTES:
        raise UsageError(f"TTGIR larger than {MAX_BYTES >> 20} MiB")
    lines = text.splitlines()
    aliases, locs = {}, {}
    attrs = {}
    for ln in lines:
        s = ln.strip()
        if s.startswith("#loc"):
            m = _LOC_DEF.match(s)
            if m:
                locs[m.group(1)] = m.group(2)
            continue
        if s.startswith("#"):
            m = _ALIAS.match(s)
            if m:
                aliases[m.group(1)] = m.group(2).strip()
        elif s.startswith("module") and "attributes" in s:
            attrs = _module_attrs(s[:s.rfind("}") + 1] if "}" in s else s)
    try:
        nw = int(attrs.get("ttg.num-warps", "0"))
        tpw = int(attrs.get("ttg.threads-per-warp", "0"))
    except ValueError:
        raise UsageError("module attributes ttg.num-warps / ttg.threads-per-warp must be integers")
    mod = Module(nw, tpw, attrs.get("ttg.target", ""), aliases)
    for i, ln in enumerate(lines, 1):
        m = _OP.search(ln)
        if not m or ln.strip().startswith(("#", "//")):
            continue
        name = m.group(1)
        body = ln
        loc = ""
        lm = _TRAILING_LOC.search(body)
        if lm:
            loc = _resolve_loc(lm.group(1), locs)
            body = body[:lm.start()]
        try:
            types = _types(body, aliases)
        except UsageError as e:
            raise UsageError(f"line {i}: {e}")
        res = re.match(r"\s*(%[\w#$.-]+)(?::\d+)?\s*=", body)
        head = body[m.end():].split(":", 1)[0]
        operands = tuple(re.findall(r"%[\w#$.-]+", head))
        mem = next((t for t in types if t.kind == "memdesc"), None)
        ten = next((t for t in types if t.kind == "tensor"), None)
        if mem is None:
            raise UsageError(f"line {i}: ttg.{name} without a !ttg.memdesc type")
        op = Op(name, i, loc, res.group(1) if res else "", operands, ten, mem, ln.strip())
        mod.ops.append(op)
        if name == "local_alloc" and op.result:
            mod.allocs[op.result] = op
    return mod


def arch_of(target: str) -> tuple:
    """``("gfx942", "amd")`` from ``hip:gfx942``; ``("sm_90", "nvidia", 90)`` from ``cuda:90``."""
    t = (target or "").strip()
    if t.startswith("hip:"):
        return t[4:].split(":")[0], "amd", 0
    if t.startswith("cuda:"):
        try:
            cc = int(t[5:].rstrip("a"))
        except ValueError:
            raise UsageError(f"cannot read the CUDA compute capability in ttg.target = {t!r}")
        return f"sm_{cc}", "nvidia", cc
    raise UsageError(f"unknown ttg.target {t!r} (expected 'hip:gfxNNN' or 'cuda:NN'); give target=")
