"""The one AMDGPU assembly (`.s`) reader: every kernel of a file from clang, hipcc, Triton or
FlyDSL with its instructions, labels, `.loc` source lines, resources (VGPRs, AGPRs, SGPRs, LDS,
scratch: from the `.amdhsa_*` directives, `.set` symbols, LLVM's comments and the metadata, in that
order of trust) and metadata (`.args`, `.reqd_workgroup_size`, maximum flat workgroup size).
`.set` chains are evaluated with a memo (bounded depth); reads are bounded (:mod:`ldsopt.inputs`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ldsopt.amd.isa import ds_kind, ds_offsets, opcode, parse_waitcnt, write_wait_distances
from ldsopt.errors import UsageError

@dataclass
class KernelInfo:
    name: str
    arch: str | None = None
    vgprs: int | None = None         # architectural VGPRs
    total_vgprs: int | None = None   # gfx90a+: arch VGPRs (aligned to 4) + AGPRs, as the metadata counts
    agprs: int | None = None
    sgprs: int | None = None
    scratch: int | None = None
    lds_bytes: int | None = None
    wg_size: int | None = None
    wave_size: int | None = None
    llvm_occupancy: int | None = None
    sources: dict = field(default_factory=dict)      # field -> where it came from
    disagreements: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    instrs: list = field(default_factory=list)        # (line_no, text)
    labels: dict = field(default_factory=dict)        # label -> index into instrs of the next one
    locs: list = field(default_factory=list)          # per instruction: "file:line" from .loc, or None
    amdhsa: dict = field(default_factory=dict)        # every `.amdhsa_*` directive -> int
    args: list = field(default_factory=list)          # metadata `.args` entries (dicts of strings)
    reqd_workgroup_size: tuple | None = None          # metadata `.reqd_workgroup_size`
    implicit_defs: dict = field(default_factory=dict)  # index into instrs -> registers LLVM marks
    #                                                   `; implicit-def:` (undefined on that path)

    @property
    def ops(self) -> list[str]:
        return [opcode(t) for _, t in self.instrs]

    def inventory(self) -> dict:
        ops = self.ops
        texts = [t for _, t in self.instrs]
        kinds: dict = {}
        by_op: dict = {}
        pairs = []
        for (ln, t), op in zip(self.instrs, ops):
            if not op.startswith("ds_"):
                continue
            k = ds_kind(op)
            kinds[k] = kinds.get(k, 0) + 1
            by_op[op] = by_op.get(op, 0) + 1
            if k in ("read2", "write2"):
                o = ds_offsets(t)
                pairs.append({"line": ln, "op": op, "offset0": o["offset0"], "offset1": o["offset1"]})
        dists = []
        for d in write_wait_distances(ops, texts):
            wl = self.instrs[d["wait"]][0] if d["wait"] is not None else None
            dists.append({"line": self.instrs[d["write"]][0], "op": ops[d["write"]],
                          "wait_line": wl,
                          "wait": texts[d["wait"]].strip() if d["wait"] is not None else None,
                          "distance": d["distance"]})
        return {
            "instructions": len(ops),
            "ds_total": sum(kinds.values()),
            "ds_by_kind": dict(sorted(kinds.items())),
            "ds_by_op": dict(sorted(by_op.items())),
            "read2_write2": pairs,
            "barriers": sum(1 for o in ops if o == "s_barrier"),
            "lgkm_waits": sum(1 for t in texts if "lgkmcnt" in (parse_waitcnt(t) or {})),
            "write_wait": dists,
        }


_TARGET_RE = re.compile(r'\.amdgcn_target\s+"[^"]*?(gfx[0-9]+[0-9a-f]*)[:"]')
_ARCH_HINT_RE = re.compile(r"\b(gfx[0-9]{3,4}[a-f]?)\b")
_COMMENT_FIELDS = {
    "NumVgprs": "vgprs", "TotalNumVgprs": "total_vgprs", "NumAgprs": "agprs", "NumSgprs": "sgprs", "TotalNumSgprs": "sgprs", "ScratchSize": "scratch",
    "LDSByteSize": "lds_bytes", "Occupancy": "llvm_occupancy",
}
_SET_FIELDS = {"num_vgpr": "vgprs", "num_agpr": "agprs", "numbered_sgpr": "sgprs_numbered",
               "private_seg_size": "scratch"}
_AMDHSA_FIELDS = {"group_segment_fixed_size": "lds_bytes", "private_segment_fixed_size": "scratch"}
_META_FIELDS = {"vgpr_count": "vgprs_meta", "agpr_count": "agprs", "sgpr_count": "sgprs",
                "group_segment_fixed_size": "lds_bytes", "private_segment_fixed_size": "scratch",
                "max_flat_workgroup_size": "wg_size", "wavefront_size": "wave_size"}


def _split_top(expr: str, seps: str) -> list[tuple[str, str]]:
    """[(separator before, piece)] of `expr` split at top-level characters of `seps` (a leading
    sign belongs to the first piece)."""
    out, depth, cur, sep = [], 0, "", ""
    for k, ch in enumerate(expr):
        if ch in seps and depth == 0 and cur.strip():
            out.append((sep, cur))
            sep, cur = ch, ""
            continue
        depth += (ch == "(") - (ch == ")")
        cur += ch
    out.append((sep, cur))
    return out


def _eval_expr(expr: str, sets: dict, memo: dict | None = None, depth: int = 0) -> int | None:
    """Evaluate the small expressions LLVM writes in `.set` lines: integers, symbols, max(), +, -,
    *, parentheses.  Each symbol is evaluated once (`memo`), so chains of any length are linear; a
    cycle, nesting deeper than 400 or anything else gives None."""
    memo = {} if memo is None else memo
    expr = expr.strip()
    if depth > 400 or not expr:
        return None
    try:
        return int(expr, 0)
    except ValueError:
        pass
    if expr in sets:
        if expr not in memo:
            memo[expr] = None            # a cycle reads None
            memo[expr] = _eval_expr(sets[expr], sets, memo, depth + 1)
        return memo[expr]
    terms = _split_top(expr, "+-")
    if len(terms) > 1 or terms[0][1].strip().startswith("-"):
        total = 0
        for sep, t in terms:
            t = t.strip()
            neg = sep == "-"
            if t.startswith("-"):
                neg, t = not neg, t[1:]
            v = _eval_expr(t, sets, memo, depth + 1)
            if v is None:
                return None
            total += -v if neg else v
        return total
    factors = _split_top(expr, "*")
    if len(factors) > 1:
        prod = 1
        for _, f in factors:
            v = _eval_expr(f, sets, memo, depth + 1)
            if v is None:
                return None
            prod *= v
        return prod
    m = re.fullmatch(r"(max)?\((.*)\)", expr, re.S)
    if m:
        parts = [p for _, p in _split_top(m.group(2), ",")]
        vals = [_eval_expr(p, sets, memo, depth + 1) for p in parts]
        if any(v is None for v in vals):
            return None
        return max(vals) if m.group(1) else (vals[0] if len(vals) == 1 else None)
    return None


_PRIORITY = (".amdgpu_metadata", ".amdhsa directive", ".set", "; comment")


def _rank(source: str) -> int:
    for i, p in enumerate(_PRIORITY):
        if source.startswith(p):
            return i
    return len(_PRIORITY)


def _record(k: KernelInfo, fld: str, value, source: str) -> None:
    """Keep the value from the most authoritative form present (metadata, then .amdhsa_*, then
    .set, then the comment block); a different value from another form is listed."""
    if value is None:
        return
    old = getattr(k, fld)
    if old is None:
        setattr(k, fld, value)
        k.sources[fld] = source
        return
    if old == value:
        return
    if _rank(source) < _rank(k.sources.get(fld, "")):
        k.disagreements.append(f"{fld}: {value} ({source}) vs {old} ({k.sources.get(fld)})")
        setattr(k, fld, value)
        k.sources[fld] = source
    else:
        k.disagreements.append(f"{fld}: {old} ({k.sources.get(fld)}) vs {value} ({source})")


def parse_asm(text: str, path: str = "<asm>") -> list[KernelInfo]:
    """Kernels of an AMDGPU assembly listing, with resources from whichever of `.amdgpu_metadata`,
    `.set` lines, the `; Kernel info` comment block and `.amdhsa_*` directives is present."""
    if "\x00" in text:
        raise UsageError(f"{path}: binary file, not AMDGPU assembly")
    lines = text.splitlines()
    target = None
    m = _TARGET_RE.search(text)
    if m:
        target = m.group(1)
    kernels: dict[str, KernelInfo] = {}
    order: list[str] = []
    sets: dict[str, str] = {}
    functions: set[str] = set()
    current_body: KernelInfo | None = None
    last_kernel: KernelInfo | None = None
    in_amdhsa: KernelInfo | None = None
    meta_lines: list[str] | None = None
    meta_blocks: list[list[str]] = []
    files: dict[str, str] = {}
    cur_loc: str | None = None
    body_line: dict[str, int] = {}       # kernel -> line of its body's label

    def get(name: str) -> KernelInfo:
        if name not in kernels:
            kernels[name] = KernelInfo(name=name, arch=target)
            order.append(name)
        return kernels[name]

    for ln, raw in enumerate(lines, 1):
        s = raw.strip()
        if meta_lines is not None:
            if s.startswith(".end_amdgpu_metadata"):
                meta_blocks.append(meta_lines)
                meta_lines = None
            else:
                meta_lines.append(raw)
            continue
        if not s:
            continue
        if s.startswith(".amdgpu_metadata"):
            meta_lines = []
            continue
        if s.startswith(".type") and ("@function" in s or "STT_AMDGPU_HSA_KERNEL" in s):
            mm = re.match(r"\.type\s+([^,\s]+)\s*,", s)
            if mm:
                functions.add(mm.group(1))
            continue
        if s.startswith(".amdhsa_kernel "):
            in_amdhsa = get(s.split(None, 1)[1].strip())
            continue
        if s.startswith(".end_amdhsa_kernel"):
            in_amdhsa = None
            continue
        if s.startswith(".file"):
            mm = re.match(r'\.file\s+(\d+)\s+"([^"]*)"(?:\s+"([^"]*)")?', s)
            if mm:
                files[mm.group(1)] = mm.group(3) if mm.group(3) is not None else mm.group(2)
            continue
        if s.startswith(".loc"):
            mm = re.match(r"\.loc\s+(\d+)\s+(\d+)", s)
            if mm:
                name = files.get(mm.group(1))
                cur_loc = (f"{name}:{mm.group(2)}" if name else f"file{mm.group(1)}:{mm.group(2)}") \
                    if mm.group(2) != "0" else None
            continue
        if in_amdhsa is not None and s.startswith(".amdhsa_"):
            parts = s.split(None, 1)
            key = parts[0][len(".amdhsa_"):]
            val = _eval_expr(parts[1], sets) if len(parts) > 1 else None
            if val is not None:
                in_amdhsa.amdhsa[key] = val
            if key in _AMDHSA_FIELDS:
                _record(in_amdhsa, _AMDHSA_FIELDS[key], val, ".amdhsa directive")
            elif key == "next_free_vgpr" and val is not None:
                in_amdhsa.sources.setdefault("_next_free_vgpr", val)
            elif key == "accum_offset" and val is not None:
                in_amdhsa.sources.setdefault("_accum_offset", val)
            elif key == "next_free_sgpr" and val is not None:
                in_amdhsa.sources.setdefault("_next_free_sgpr", val)
            continue
        if s.startswith(".set"):
            mm = re.match(r"\.set\s+([^,\s]+)\s*,\s*(.+)$", s)
            if mm:
                sets[mm.group(1)] = mm.group(2).strip()
            continue
        if s.startswith(";"):
            if "implicit-def:" in s and current_body is not None:
                parts = [x for tok in re.findall(r"\$(\w+)", s.split("implicit-def:", 1)[1]) for x in tok.split("_")]
                current_body.implicit_defs.setdefault(len(current_body.instrs), []).extend(
                    x[0] + x[4:] for x in parts if re.fullmatch(r"[vsa]gpr\d+", x))
            mm = re.match(r";\s*(NumVgprs|TotalNumVgprs|NumAgprs|NumSgprs|TotalNumSgprs|ScratchSize|LDSByteSize|Occupancy)\s*:\s*(\S+)", s)
            if mm and last_kernel is not None:
                val = _eval_expr(mm.group(2), sets)
                _record(last_kernel, _COMMENT_FIELDS[mm.group(1)], val, "; comment")
            continue
        mm = re.match(r"^([A-Za-z_.$][\w.$]*):", s)
        if mm:
            label = mm.group(1)
            if label in functions:
                if label in body_line:      # as the assembler: a symbol is defined once
                    raise UsageError(f"{path}: line {ln}: kernel {label!r} defined a second time "
                                     f"(first at line {body_line[label]})")
                body_line[label] = ln
                current_body = get(label)
                last_kernel = current_body
                cur_loc = None
            elif label.startswith(".Lfunc_end"):
                current_body = None
            elif current_body is not None:
                current_body.labels[label] = len(current_body.instrs)
            continue
        if s.startswith(".size"):
            current_body = None
            continue
        if s.startswith("."):
            continue
        if current_body is not None:
            t = s.split(";", 1)[0].split("//", 1)[0].strip()
            if t:
                current_body.instrs.append((ln, t))
                current_body.locs.append(cur_loc)

    # .set lines (LLVM >= 19 emits `.set NAME.num_vgpr, ...` and friends)
    for name in order:
        k = kernels[name]
        for suffix, fld in _SET_FIELDS.items():
            key = f"{name}.{suffix}"
            if key not in sets:
                key = f".L{name}.{suffix}"
            if key in sets:
                val = _eval_expr(sets[key], sets)
                if fld == "sgprs_numbered":
                    continue  # numbered SGPRs exclude VCC etc.; the comment / metadata count is used
                _record(k, fld, val, ".set")
        nfv = k.sources.pop("_next_free_vgpr", None)
        acc = k.sources.pop("_accum_offset", None)
        nfs = k.sources.pop("_next_free_sgpr", None)
        if nfv is not None:
            # gfx90a+: next_free_vgpr covers the unified file (arch VGPRs, then AGPRs from accum_offset)
            if acc is not None:
                _record(k, "total_vgprs", nfv, ".amdhsa directive")
                if k.vgprs is None:
                    k.notes.append(f"arch VGPRs bounded by accum_offset {acc} (exact count not in the file)")
                    _record(k, "vgprs", min(acc, nfv), ".amdhsa directive (accum_offset bound)")
                if k.agprs is None:
                    _record(k, "agprs", max(0, nfv - acc), ".amdhsa directive")
            else:
                _record(k, "vgprs", nfv, ".amdhsa directive")
        if nfs is not None and k.sgprs is None:
            _record(k, "sgprs", nfs, ".amdhsa directive (next_free_sgpr, without VCC/flat_scratch)")

    for block in meta_blocks:
        for item in _meta_kernels(block):
            name = item.get("name")
            if not name:
                continue
            k = get(name.strip("'\""))
            for key, fld in _META_FIELDS.items():
                if key in item:
                    try:
                        val = int(item[key], 0)
                    except ValueError:
                        continue
                    if fld == "vgprs_meta":
                        # .vgpr_count is the whole unified file on gfx90a/gfx942/gfx950 (LLVM's
                        # TotalNumVgprs), the arch VGPRs elsewhere
                        unified = (k.arch or "") in ("gfx90a", "gfx940", "gfx941", "gfx942", "gfx950")
                        if unified:
                            _record(k, "total_vgprs", val, ".amdgpu_metadata")
                        else:
                            _record(k, "vgprs", val, ".amdgpu_metadata")
                        continue
                    _record(k, fld, val, ".amdgpu_metadata")
            k.args = _meta_args(block, name)
            rw = item.get("reqd_workgroup_size")
            if rw is None:
                rw = _meta_list(block, name, "reqd_workgroup_size")
            if rw:
                try:
                    k.reqd_workgroup_size = tuple(int(x) for x in rw)
                except ValueError:
                    pass
    # metadata names kernels by `.name`; bodies are labelled by symbol (same for LLVM output)
    result = [kernels[n] for n in order]
    if any(k.amdhsa for k in result):
        # a kernel is what has a kernel descriptor: the other functions (a device function clang
        # did not inline, clang 21's `__clang_ocl_kern_imp_*` OpenCL kernel bodies) are called, not
        # launched
        result = [k for k in result if k.amdhsa]
    if not result:
        raise UsageError(f"{path}: no AMDGPU kernel found (no `.amdhsa_kernel`, `.type NAME,@function` or `.amdgpu_metadata`)")
    for k in result:
        _check_metadata(k, path)
    return result


def _check_metadata(k: KernelInfo, path: str) -> None:
    """Refuse metadata that contradicts itself, rather than emulate a launch that cannot happen:
    a required workgroup size with a size below 1 or more work-items than the kernel's maximum
    flat workgroup size (the runtime refuses such a launch), and a wavefront size other than 64
    on GFX9 (gfx906/gfx90a/gfx942/gfx950 run 64-wide waves only: AMD's CDNA ISA guides;
    wave32 is RDNA's)."""
    rw = k.reqd_workgroup_size
    if rw is not None:
        n = 1
        for d in rw:
            n *= d
        if len(rw) != 3 or min(rw) < 1:
            raise UsageError(f"{path}: kernel {k.name!r}: .reqd_workgroup_size {list(rw)} is not three "
                             "positive sizes")
        if k.wg_size is not None and n > k.wg_size:
            raise UsageError(f"{path}: kernel {k.name!r}: the metadata contradicts itself: "
                             f".reqd_workgroup_size {list(rw)} is {n} work-items, more than its "
                             f".max_flat_workgroup_size {k.wg_size}")
    if k.wave_size is not None and k.wave_size != 64 and (k.arch or "").startswith("gfx9"):
        raise UsageError(f"{path}: kernel {k.name!r}: .wavefront_size {k.wave_size} on {k.arch}, "
                         "which runs 64-wide waves only")


def _meta_kernels(block: list[str]) -> list[dict]:
    """Top-level scalar keys of each entry of `amdhsa.kernels:` in the YAML metadata (args and
    other nested maps are skipped)."""
    items: list[dict] = []
    in_kernels = False
    indent = None
    cur: dict | None = None
    for raw in block:
        if not raw.strip() or raw.strip().startswith("#"):
            continue
        if re.match(r"^amdhsa\.kernels\s*:", raw.strip()) and not raw.startswith(" " * 8):
            in_kernels = True
            continue
        if not in_kernels:
            continue
        if re.match(r"^[A-Za-z]", raw):  # next top-level key
            in_kernels = False
            continue
        m = re.match(r"^(\s*)-\s+\.([\w]+)\s*:\s*(.*)$", raw)
        if m and (indent is None or len(m.group(1)) + 2 == indent):
            if indent is None:
                indent = len(m.group(1)) + 2
            cur = {}
            items.append(cur)
            if m.group(3).strip():
                cur[m.group(2)] = m.group(3).strip()
            continue
        m = re.match(r"^(\s*)\.([\w]+)\s*:\s*(.*)$", raw)
        if m and cur is not None and len(m.group(1)) == indent and m.group(3).strip():
            cur[m.group(2)] = m.group(3).strip()
    return items


def _kernel_block(block: list[str], name: str) -> list[str]:
    """The lines of the `amdhsa.kernels:` entry whose `.name` is `name` (YAML subset LLVM writes)."""
    entries: list[list[str]] = []
    cur: list[str] | None = None
    indent = None
    in_kernels = False
    for raw in block:
        st = raw.strip()
        if re.match(r"^amdhsa\.kernels\s*:", st) and not raw.startswith(" " * 8):
            in_kernels = True
            continue
        if not in_kernels:
            continue
        if re.match(r"^[A-Za-z]", raw):
            break
        m = re.match(r"^(\s*)-\s+\.", raw)
        if m and (indent is None or len(m.group(1)) == indent):
            indent = len(m.group(1))
            cur = []
            entries.append(cur)
        if cur is not None:
            cur.append(raw)
    for e in entries:
        for raw in e:
            m = re.match(r"^\s*-?\s*\.name\s*:\s*(.*)$", raw)
            if m and m.group(1).strip().strip("'\"") == name and len(raw) - len(raw.lstrip(" -")) <= (indent or 0) + 4:
                return e
    return []


def _meta_list(block: list[str], name: str, key: str) -> list[str] | None:
    """A flow list (`[16, 16, 1]`) or block list under `.key:` of kernel `name`."""
    lines = _kernel_block(block, name)
    for i, raw in enumerate(lines):
        m = re.match(r"^(\s*-?\s*)\." + key + r"\s*:\s*(.*)$", raw)
        if not m:
            continue
        rest = m.group(2).strip()
        if rest.startswith("["):
            return [x.strip() for x in rest.strip("[]").split(",") if x.strip()]
        out = []
        for raw2 in lines[i + 1:]:
            m2 = re.match(r"^\s*-\s+([^.\s].*)$", raw2)
            if not m2:
                break
            out.append(m2.group(1).strip())
        return out
    return None


def _meta_args(block: list[str], name: str) -> list[dict]:
    """The `.args:` list of kernel `name`: one dict per argument (`name`, `offset`, `size`,
    `value_kind`, `pointee_align`, `address_space`, ... as strings)."""
    lines = _kernel_block(block, name)
    out: list[dict] = []
    in_args = False
    arg_indent = None
    for raw in lines:
        m = re.match(r"^(\s*)-?\s*\.args\s*:\s*$", raw)
        if m:
            in_args = True
            continue
        if not in_args:
            continue
        m = re.match(r"^(\s*)-\s+\.([\w]+)\s*:\s*(.*)$", raw)
        if m and (arg_indent is None or len(m.group(1)) == arg_indent):
            arg_indent = len(m.group(1))
            out.append({m.group(2): m.group(3).strip().strip("'\"")})
            continue
        m = re.match(r"^(\s*)\.([\w]+)\s*:\s*(.*)$", raw)
        if m and out and arg_indent is not None and len(m.group(1)) == arg_indent + 2:
            out[-1][m.group(2)] = m.group(3).strip().strip("'\"")
            continue
        break
    return out


def read_asm(path: str | Path) -> list[KernelInfo]:
    p = Path(path)
    if not p.exists():
        raise UsageError(f"{path}: no such file")
    if p.is_dir():
        raise UsageError(f"{path}: is a directory, expected an AMDGPU assembly (.s) file")
    from ldsopt.inputs import read_bytes
    data = read_bytes(p, "assembly", max_bytes=256 << 20)   # regular files only: a FIFO or /dev/zero is refused
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not a text file (not UTF-8), expected AMDGPU assembly")
    return parse_asm(text, str(path))


