"""Read a TTGIR module: module attributes, layout aliases, shared-memory ops and their source
locations.

Only what ``ldsopt ttgir`` needs is read: ``#name = #ttg....`` alias lines, ``#locN = loc(...)``
lines, the ``module attributes {...}`` line (``ttg.num-warps``, ``ttg.threads-per-warp``,
``ttg.target``), every line holding ``ttg.local_alloc``, ``ttg.local_store`` or
``ttg.local_load`` (their tensor and ``!ttg.memdesc`` types, inline or aliased encodings), and
the ops Triton lowers through scratch shared memory: ``ttg.convert_layout``, ``tt.histogram``
and the region ops ``tt.reduce`` / ``tt.scan`` (read from their first line to the line closing
their combine region, which carries the types).  Other lines are skipped.  The text is never executed; any line it cannot read is reported (one line)
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
    name: str                  # "local_alloc" | "local_store" | "local_load" | SCRATCH_OPS
    line: int                  # 1-based line in the TTGIR text
    loc: str                   # "file:line:col" or "" when unknown
    result: str                # SSA name of the result (local_alloc, local_load) or ""
    operands: tuple            # SSA names of the operands
    tensor: TType | None       # the register tensor (source of alloc/store, result of load)
    memdesc: TType | None      # the shared-memory descriptor (None for scratch ops)
    text: str = ""
    inputs: tuple = ()         # scratch ops: the operand tensor types
    outputs: tuple = ()        # scratch ops: the result tensor types
    attrs: dict = field(default_factory=dict)     # scratch ops: axis, reverse

    @property
    def scratch(self) -> bool:
        """Whether the op uses Triton's scratch shared memory (no memdesc)."""
        return self.name in SCRATCH_OPS


@dataclass
class Module:
    num_warps: int
    threads_per_warp: int
    target: str                # e.g. "hip:gfx942", "cuda:90"
    aliases: dict
    ops: list = field(default_factory=list)
    allocs: dict = field(default_factory=dict)    # SSA name of a local_alloc -> its Op
    warnings: list = field(default_factory=list)
    users: dict = field(default_factory=dict)     # (tile, elem, encoding) -> op names using it


_ALIAS = re.compile(r"\s*(#[\w$.-]+)\s*=\s*(.*)")      # the value is stripped by the reader
_LOC_DEF = re.compile(r"^\s*(#loc[\w$.-]*)\s*=\s*loc\((.*)\)\s*$")
_OP = re.compile(r"\bttg\.(local_alloc|local_store|local_load)\b")
SCRATCH_OPS = ("convert_layout", "reduce", "scan", "histogram")
_SCRATCH = re.compile(r'(?:\bttg\.(convert_layout)\b|"tt\.(reduce|scan)"\(|\btt\.(histogram)\b)')
# Hopper's wgmma (its operand reads) and TMA copies (ldsopt.triton.wgmma)
_ASYNC = re.compile(r"\bttng\.(warp_group_dot|async_tma_copy_global_to_local|"
                    r"async_tma_copy_local_to_global|async_tma_gather|async_tma_scatter|"
                    r"async_tma_reduce|tensormap_create)(?![\w])")
MAX_REGION_LINES = 10_000
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
    has_module = False
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
                if m.group(1) in aliases and aliases[m.group(1)] != m.group(2).strip():
                    raise UsageError(f"layout alias {m.group(1)} is defined twice (MLIR rejects "
                                     "a redefined alias)")
                aliases[m.group(1)] = m.group(2).strip()
        elif s.startswith("module") and "attributes" in s:
            has_module = True
            attrs = _module_attrs(s[:s.rfind("}") + 1] if "}" in s else s)
    try:
        nw = int(attrs.get("ttg.num-warps", "0"))
        tpw = int(attrs.get("ttg.threads-per-warp", "0"))
    except ValueError:
        raise UsageError("module attributes ttg.num-warps / ttg.threads-per-warp must be integers")
    mod = Module(nw, tpw, attrs.get("ttg.target", ""), aliases)
    for i, ln in enumerate(lines, 1):
        if ln.strip().startswith(("#", "//")):
            continue
        m = _OP.search(ln)
        if not m:
            sm = _SCRATCH.search(ln) if "tt" in ln else None
            if sm:
                mod.ops.append(_scratch_op(lines, i, sm, aliases, locs))
            am = _ASYNC.search(ln) if "ttng." in ln else None
            if am:
                mod.ops.append(_async_op(ln, i, am.group(1), aliases, locs))
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
    _mark_unused_results(mod, text)
    from ldsopt.triton.legal import memdesc_users
    mod.users = memdesc_users(lines, lambda ln: _types(ln, aliases))
    from ldsopt.triton.verify import verify
    verify(mod, has_module, "ttg.warp_specialize" in text)
    return mod


def _mark_unused_results(mod: Module, text: str) -> None:
    """``attrs["unused"]``: the result indices of each scratch op that no other line reads (LLVM
    drops the loads that would produce them)."""
    ops = [o for o in mod.ops if o.scratch and o.result]
    if not ops:
        return
    counts: dict = {}
    uses: dict = {}             # token -> (op name, its result) of the lines that read it
    conv: dict = {}             # result of a ttg.convert_layout -> its index among them
    for ln in text.splitlines():
        toks = re.findall(r"%[\w$.-]+(?:#\d+)?", ln)
        for tok in toks:
            counts[tok] = counts.get(tok, 0) + 1
        res = re.match(r"\s*(%[\w$.-]+)(?::\d+)?\s*=\s*\"?([\w.]+)", ln)
        if res and res.group(2) == "ttg.convert_layout":
            conv[res.group(1)] = len(conv)
        name = res.group(2) if res else (ln.split() or [""])[0]
        for tok in set(toks[1:] if res else toks):
            if len(uses.setdefault(tok, [])) <= MAX_USES:
                uses[tok].append((name, res.group(1) if res else ""))
    for o in ops:
        n = max(1, len(o.outputs))
        names = [o.result] if n == 1 else [f"{o.result}#{i}" for i in range(n)]
        o.attrs["unused"] = tuple(i for i, t in enumerate(names)
                                  if counts.get(t, 0) <= (1 if n == 1 else 0))
        through: list = []
        o.attrs["stored_only"] = tuple(i for i, t in enumerate(names) if _only_stored(t, uses, through))
        convs = [c for c in mod.ops if c.name == "convert_layout"]
        o.attrs["stored_through"] = tuple(convs[conv[r]] for r in dict.fromkeys(through)
                                          if conv.get(r, len(convs)) < len(convs))


MAX_USES = 64
ELEMENTWISE = ("arith.", "math.", "tt.fp_to_fp", "tt.bitcast", "tt.precise_", "tt.mulhiui")


def _only_stored(tok: str, uses: dict, through: list, depth: int = 0) -> bool:
    """Whether the value ``tok`` only reaches ``tt.store`` ops (directly, through elementwise
    ops, or through layout conversions, listed in ``through``, that must then move nothing
    through shared memory): Triton masks such a store to the threads that hold unique data, and
    LLVM moves the instructions computing the stored value under that mask."""
    us = uses.get(tok, [])
    if not us or len(us) > MAX_USES or depth > 16:
        return False
    for name, res in us:
        if name == "tt.store":
            continue
        ok = name.startswith(ELEMENTWISE) or name == "ttg.convert_layout"
        if not ok or not res or not _only_stored(res, uses, through, depth + 1):
            return False
        if name == "ttg.convert_layout":
            through.append(res)
    return True


def _region_end(lines: list, i: int) -> int:
    """The 1-based line closing the region a ``"tt.reduce"(...) ... ({`` line opens."""
    depth = 0
    for j in range(i - 1, min(len(lines), i - 1 + MAX_REGION_LINES)):
        s = lines[j].strip()
        depth += lines[j].count("({")
        if s.startswith("})"):
            depth -= 1
            if depth <= 0:
                return j + 1
    raise UsageError(f"line {i}: the region of this op is not closed")


def _async_op(ln: str, i: int, name: str, aliases: dict, locs: dict) -> Op:
    """A ``ttng.warp_group_dot`` (inputs: A, B, C types as written after ``:``; outputs: the
    result) or a TMA copy (no types read)."""
    body, loc = ln, ""
    lm = _TRAILING_LOC.search(body)
    if lm:
        loc = _resolve_loc(lm.group(1), locs)
        body = body[:lm.start()]
    ins, outs = (), ()
    if name == "warp_group_dot":
        sig = body.split(" : ", 1)[-1]
        if "->" not in sig:
            raise UsageError(f"line {i}: cannot read the types of ttng.warp_group_dot")
        a, o = sig.rsplit("->", 1)
        try:
            ins, outs = tuple(_types(a, aliases)), tuple(_types(o, aliases))
        except UsageError as e:
            raise UsageError(f"line {i}: {e}")
    res = re.match(r"\s*(%[\w#$.-]+)(?::\d+)?\s*=", body)
    return Op(name, i, loc, res.group(1) if res else "", (), None, None, ln.strip(), ins, outs)


def _scratch_op(lines: list, i: int, m, aliases: dict, locs: dict) -> Op:
    name = m.group(1) or m.group(2) or m.group(3)
    first = lines[i - 1]
    end = _region_end(lines, i) if name in ("reduce", "scan") else i
    body = lines[end - 1] if end != i else first
    loc = ""
    lm = _TRAILING_LOC.search(body)
    if lm:
        loc = _resolve_loc(lm.group(1), locs)
        body = body[:lm.start()]
    sig = body.rsplit("}) :", 1)[-1] if end != i else body[m.end():]
    if "->" not in sig:
        raise UsageError(f"line {i}: cannot read the types of tt.{name} / ttg.{name}")
    ins, outs = sig.rsplit("->", 1)
    try:
        tin = [t for t in _types(ins, aliases) if t.kind == "tensor"]
        tout = [t for t in _types(outs, aliases) if t.kind == "tensor"]
    except UsageError as e:
        raise UsageError(f"line {end}: {e}")
    if not tin or (name != "reduce" and not tout):
        raise UsageError(f"line {i}: {name} without tensor operand and result types")
    attrs = {}
    for k, v in re.findall(r"\b(axis|reverse)\s*=\s*(\w+)", first):
        attrs[k] = int(v) if v.isdigit() else v == "true"
    if end != i:                     # the combine region's ops, in order (e.g. ("arith.addf",))
        attrs["combine"] = tuple(op for ln in lines[i:end - 1]
                                 for op in re.findall(r"=\s*\"?([a-z_]+\.[\w.]+)", ln.split(" loc(")[0]))
    res = re.match(r"\s*(%[\w#$.-]+)(?::\d+)?\s*=", first)
    head = first[m.end():].split(":", 1)[0]
    operands = tuple(re.findall(r"%[\w#$.-]+", head))
    return Op(name, i, loc, res.group(1) if res else "", operands, tin[0], None,
              first.strip(), tuple(tin), tuple(tout), attrs)


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
