"""The one SASS text reader: ``cuobjdump -sass`` and ``nvdisasm`` listings (with or without encodings,
with ``-g`` line information), and single instruction texts as Nsight Compute prints them.

A listing becomes :class:`Function` objects (name, architecture, instructions in address order).
Each :class:`Instruction` keeps its byte offset in the function (``pc``, as the ``/*0010*/`` column
prints it), its guard predicate, opcode and modifiers, parsed operands, the source line that ``-g``
or ``-lineinfo`` attached, and the resolved branch target.  Nothing here knows what an opcode does.
"""

from __future__ import annotations

from ldsopt.textsplit import split_top

import functools

import re
from dataclasses import dataclass, field

from ldsopt.errors import UsageError


@dataclass(frozen=True)
class Operand:
    """One operand.  ``kind``: reg, ureg, pred, upred, imm, fimm, const, mem, sreg, label, other.

    reg/ureg/pred/upred: ``name`` ("R4", "RZ", "UR6", "P0", "PT"), ``neg`` (-R / !P), ``inv`` (~R),
    ``abs`` (|R|), ``sel`` (suffixes such as "H1", "B2", "64", "X4", "U32").
    imm: ``value`` (int).  fimm: ``text``.  const: ``bank`` (int or register name), ``base``
    (register name or None), ``offset``.  mem: ``base`` (register name or None), ``ubase`` (uniform
    register or None), ``offset``, ``scale`` (from ".X4"...), ``wide`` (``.64`` address pair),
    ``desc`` (the ``desc[URx]`` prefix).  sreg: ``name`` ("SR_TID.X").  label: ``name``.
    """

    kind: str
    name: str = ""
    value: int = 0
    neg: bool = False
    inv: bool = False
    abs: bool = False
    sel: tuple = ()
    bank: object = 0
    base: str | None = None
    ubase: str | None = None
    offset: int = 0
    scale: int = 1
    wide: bool = False
    desc: str | None = None
    text: str = ""


@dataclass
class Instruction:
    pc: int
    opcode: str                 # base opcode, e.g. "IMAD"
    mods: tuple                 # modifiers, e.g. ("WIDE", "U32")
    operands: list
    guard: tuple | None = None  # (predicate name, negated)
    text: str = ""              # the instruction as printed (without pc and encoding)
    source: tuple | None = None  # (file, line) from -lineinfo / -g
    # with ``nvdisasm -gi``: every (file, line) of the location, the innermost (``source``) first,
    # then each call site it was inlined at, outward
    frames: tuple = ()
    target: int | None = None   # branch target pc (BRA, BSSY, CALL...)
    targets: tuple = ()         # BRX / JMX: the targets nvdisasm lists (``BRANCH_TARGETS``), pcs

    @property
    def full(self) -> str:
        return ".".join((self.opcode,) + self.mods)


@dataclass
class Function:
    name: str
    arch: str | None = None
    instructions: list = field(default_factory=list)
    attributes: dict = field(default_factory=dict)   # REQNTID / MAX_THREADS / params, when known

    def index_of(self, pc: int) -> int | None:
        lo, hi = 0, len(self.instructions)
        ins = self.instructions
        while lo < hi:
            mid = (lo + hi) // 2
            if ins[mid].pc < pc:
                lo = mid + 1
            else:
                hi = mid
        return lo if lo < len(ins) and ins[lo].pc == pc else None


# ----------------------------------------------------------------------------- operands
_REG = re.compile(r"^(R\d+|RZ|UR\d+|URZ|P[0-6T]|UP[0-6T]|SRZ|PR|UPR|B\d+)((?:\.[A-Za-z0-9_]+)*)$")
_INT = re.compile(r"^[+-]?(0x[0-9a-fA-F]+|\d+)$")
_FLOAT = re.compile(r"^[+-]?(\d+\.\d*([eE][+-]?\d+)?|\d+[eE][+-]?\d+|INF|QNAN|SNAN|NAN)$")
_CONST = re.compile(r"^c[x]?\[([^\]]+)\]\[([^\]]+)\]$")
_MEM = re.compile(r"^(?:(g?desc)\[(UR\d+|URZ)\])?\[([^\]]*)\]$")


def _split_ops(text: str) -> list:
    return split_top(text, ",", '[(', '])')


def _int(text: str) -> int:
    t = text.strip()
    neg = t.startswith("-")
    t = t.lstrip("+-")
    v = int(t, 16) if t.lower().startswith("0x") else int(t)
    return -v if neg else v


def _sum_terms(text: str):
    """Address expression inside [...] or c[..][..]: registers and one integer offset."""
    regs, off, scale, wide = [], 0, 1, False
    for tok in re.findall(r"[+-]?[^+-]+", text.replace("+-", "+~NEG~").replace(" ", "")):
        t = tok.lstrip("+")
        if t.startswith("~NEG~"):
            t = "-" + t[5:]
        if not t:
            continue
        if _INT.match(t):
            off += _int(t)
            continue
        m = _REG.match(t)
        if not m:
            raise ValueError(f"bad address term {t!r}")
        sel = tuple(s for s in m.group(2).split(".") if s and s != "reuse")
        for s in sel:
            if s == "64":
                wide = True
            elif re.fullmatch(r"X\d+", s):
                scale = int(s[1:])
        regs.append(m.group(1))
    return regs, off, scale, wide


@functools.lru_cache(maxsize=65536)
def parse_operand(text: str) -> Operand:
    """One operand's text -> :class:`Operand` (cached: listings repeat their operands; the
    returned objects are shared and never modified)."""
    return _parse_operand(text)


def _parse_operand(text: str) -> Operand:
    t = text.strip()
    neg = inv = ab = False
    if t.startswith("|") and t.endswith("|") and len(t) > 2:
        ab, t = True, t[1:-1]
    while t[:1] in ("-", "!", "~") and len(t) > 1 and not _INT.match(t) and not _FLOAT.match(t):
        if t[0] == "~":
            inv = True
        else:
            neg = True
        t = t[1:]
        if t.startswith("|") and t.endswith("|") and len(t) > 2:
            ab, t = True, t[1:-1]
    m = _REG.match(t)
    if m:
        name = m.group(1)
        sel = tuple(s for s in m.group(2).split(".") if s and s != "reuse")
        kind = ("ureg" if name.startswith("UR") else "upred" if name.startswith("UP")
                else "pred" if name.startswith("P") and name != "PR" else "reg")
        if name.startswith("B"):
            kind = "other"
        return Operand(kind, name=name, neg=neg, inv=inv, abs=ab, sel=sel, text=text)
    if _INT.match(t):
        v = _int(t)
        return Operand("imm", value=-v if neg else v, text=text)
    if t.startswith("SR_"):
        return Operand("sreg", name=t, text=text)
    m = _CONST.match(t)
    if m:
        bank_t, addr_t = m.group(1), m.group(2)
        bank = _int(bank_t) if _INT.match(bank_t) else bank_t
        regs, off, _, _ = _sum_terms(addr_t)
        return Operand("const", bank=bank, base=regs[0] if regs else None, offset=off, neg=neg,
                       inv=inv, abs=ab, text=text)
    m = _MEM.match(t)
    if m:
        regs, off, scale, wide = _sum_terms(m.group(3))
        base = next((r for r in regs if not r.startswith("UR")), None)
        ubase = next((r for r in regs if r.startswith("UR")), None)
        if base == "RZ":
            base = None
        if ubase == "URZ":
            ubase = None
        return Operand("mem", base=base, ubase=ubase, offset=off, scale=scale, wide=wide,
                       desc=m.group(2), text=text)
    if t.startswith("`(") and t.endswith(")"):
        return Operand("label", name=t[2:-1], text=text)
    if _FLOAT.match(t) or (t[:1].isdigit() and "." in t):
        return Operand("fimm", text=text, neg=neg)
    return Operand("other", name=t, text=text)


_GUARD = re.compile(r"^@(!?)(U?P[0-6T])\s+")
_HEAD = re.compile(r"[A-Z][A-Z0-9_]*(\.[A-Za-z0-9_]+)*")


def parse_instruction(text: str, pc: int = 0) -> Instruction:
    """One instruction as printed after its ``/*pc*/`` column (or in an ncu Source cell)."""
    t = text.strip()
    if t.endswith(";"):
        t = t[:-1].rstrip()
    guard = None
    m = _GUARD.match(t)
    if m:
        guard = (m.group(2), bool(m.group(1)))
        t = t[m.end():]
    head, _, rest = t.partition(" ")
    if not head or not _HEAD.fullmatch(head):
        raise ValueError(f"not a SASS instruction: {text.strip()[:60]!r}")
    parts = head.split(".")
    rest = rest.replace(".reuse", "")
    try:
        ops = [parse_operand(o) for o in _split_ops(rest)] if rest.strip() else []
    except ValueError as e:
        raise ValueError(f"cannot read operands of {text.strip()[:60]!r}: {e}")
    ins = Instruction(pc=pc, opcode=parts[0], mods=tuple(parts[1:]), operands=ops, guard=guard,
                      text=(f"@{'!' if guard[1] else ''}{guard[0]} " if guard else "") + t)
    return ins


# ----------------------------------------------------------------------------- listings
_INS_LINE = re.compile(r"\s*/\*([0-9a-fA-F]{4,})\*/\s+(.*)")
_ENCODING = re.compile(r"/\*\s*0x[0-9a-fA-F]+\s*\*/")


def _body(rest: str) -> str:
    """An instruction line's text after the pc column, without the encoding comment cuobjdump
    prints at its end (linear in the line's length, whatever it holds)."""
    rest = rest.rstrip()
    if rest.endswith("*/"):
        k = rest.rfind("/*")
        if k >= 0 and _ENCODING.fullmatch(rest, k):
            rest = rest[:k].rstrip()
    return rest


_FUNC_CUOBJ = re.compile(r"^\s*Function\s*:\s*(\S+)")
_TEXT_SEC = re.compile(r"^\s*\.section\s+\.text\.([^,\s]+)")
_TEXT_LABEL = re.compile(r"^\.text\.(\S+):\s*$")
_LABEL = re.compile(r"^\s*(\.L_[A-Za-z0-9_]+|[A-Za-z_$.][\w$.]*):\s*$")
_LINEINFO = re.compile(r'^\s*//##\s*File\s+"([^"]*)"\s*,\s*line\s+(\d+)')
_INLINED_AT = re.compile(r'inlined at\s+"([^"]*)"\s*,\s*line\s+(\d+)')
_HEADER_ARCH = re.compile(r"^\s*\.headerflags\s.*?\bEF_CUDA_SM(\d+)\b")
_ARCH = re.compile(r"^\s*(?:code for|\.target|arch\s*=)\s*(sm_\d+[a-z]?)")
_SECTION = re.compile(r"^\s*(?://-+\s*)?\.section\s+(\S+)|^//-+\s*(\.\S+)\s*-+")


def looks_like_sass(text: str) -> bool:
    return bool(re.search(r"/\*[0-9a-fA-F]{4,}\*/\s+(?:@!?U?P\w\s+)?[A-Z][A-Z0-9_.]*[\s;]", text))


def parse_listing(text: str, arch: str | None = None) -> list:
    """Every function of a ``cuobjdump -sass`` or ``nvdisasm`` listing, in file order.  A listing of
    several architectures (a fatbin, an executable) yields each function once per architecture."""
    funcs: list = []
    cur: Function | None = None
    cur_arch = arch
    in_text = True          # nvdisasm: only .text sections hold instructions
    labels: dict = {}
    pending_labels: list = []
    src = None
    frames: list = []
    prev_info = False
    pending_branches: list = []

    def finish():
        nonlocal cur, labels, pending_branches
        if cur is not None:
            for ins, lab in pending_branches:
                if isinstance(lab, tuple):          # the BRANCH_TARGETS of an indirect branch
                    ins.targets = tuple(labels[x] for x in lab if x in labels)
                elif lab in labels:
                    ins.target = labels[lab]
            if cur.instructions and not any(i.opcode == "EXIT" for i in cur.instructions):
                last = cur.instructions[-1]
                cur.attributes["cut"] = (f"the listing of {cur.name or 'this function'} has no EXIT: "
                                         f"it ends mid-kernel at pc {last.pc:#x} ({last.text[:40]}); "
                                         "what follows the cut is not analysed")
            if cur.instructions or cur.name:
                funcs.append(cur)
        cur, labels, pending_branches = None, {}, []

    for lineno, line in enumerate(text.splitlines(), 1):
        lead = line.lstrip()
        if not lead:
            continue
        if not lead.startswith("//##"):
            prev_info = False
        if lead.startswith("/*"):     # an instruction or an encoding: no other line opens so
            m = _INS_LINE.match(line)
            if m is None or not in_text:
                continue
            body = _body(m.group(2))
            if body.startswith(".") or not body:
                continue      # data directives (.byte/.word) of other sections
            if cur is None:
                cur = Function(name="", arch=cur_arch)
            pc = int(m.group(1), 16)
            try:
                ins = parse_instruction(body, pc)
            except ValueError as e:
                raise UsageError(f"line {lineno}: {e}")
            ins.source = src
            ins.frames = tuple(frames) if len(frames) > 1 else ()
            for lab in pending_labels:
                labels[lab] = pc
            pending_labels = []
            _set_target(ins, pending_branches)
            bt = _BRANCH_TARGETS.search(body) if ins.opcode in ("BRX", "JMX", "JMXU") else None
            if bt:
                pending_branches.append((ins, tuple(x.strip() for x in bt.group(1).split(","))))
            cur.instructions.append(ins)
            continue
        m = _ARCH.match(line)
        if m:
            cur_arch = m.group(1)
            continue
        m = _HEADER_ARCH.match(line)
        if m:                   # nvdisasm without .target: the ELF header's EF_CUDA_SMnn flag
            cur_arch = cur_arch or f"sm_{m.group(1)}"
            continue
        m = _FUNC_CUOBJ.match(line) or _TEXT_SEC.match(line)
        if m:
            finish()
            cur = Function(name=m.group(1), arch=cur_arch)
            in_text, src = True, None
            continue
        m = _SECTION.match(line)
        if m:
            sec = m.group(1) or m.group(2) or ""
            if not sec.startswith(".text."):
                finish()
                in_text = False
            continue
        m = _LINEINFO.match(line)
        if m:
            here = (m.group(1), int(m.group(2)))
            inl = _INLINED_AT.search(line, m.end())
            if prev_info and frames:           # -gi: the frames of one location, innermost first
                frames += [here] if here not in frames else []
            else:
                src, frames = here, [here]
            if inl:
                at = (inl.group(1), int(inl.group(2)))
                frames += [at] if at not in frames else []
            prev_info = True
            continue
        m = _LABEL.match(line)
        if m and cur is not None and in_text:
            pending_labels.append(m.group(1))
            continue
    finish()
    return [f for f in funcs if f.instructions]


_BRANCHES = {"BRA", "BRX", "JMP", "JMX", "CALL", "BSSY", "BREAK", "SSY", "PBK", "PCNT", "WARPSYNC",
             "BMOV", "RET", "JMXU", "BPT", "CAL", "PRET"}


_BRANCH_TARGETS = re.compile(r'BRANCH_TARGETS\s+([^"*]+)')


def _set_target(ins: Instruction, pending: list) -> None:
    if ins.opcode not in ("BRA", "BSSY", "CALL", "JMP", "SSY", "PBK", "PCNT", "CAL", "PRET"):
        return
    for op in reversed(ins.operands):
        if op.kind == "label":
            pending.append((ins, op.name))
            return
        if op.kind == "imm" and op.value >= 0:
            ins.target = op.value
            return


def parse_ncu_instruction(text: str, pc: int) -> Instruction:
    """An instruction from an Nsight Compute source page (no pc column, no ';')."""
    ins = parse_instruction(text, pc)
    pend: list = []
    _set_target(ins, pend)
    return ins
