"""The three inputs of ``ldsopt isa``: an AMDGPU ``.s``, the ISA of an ATT ``code.json``, a code object.

A code object (an ELF with ``e_machine`` EM_AMDGPU, or a clang offload bundle holding some) is
disassembled with ``llvm-objdump`` from PATH and turned into a ``.s`` listing: the metadata from
``llvm-readelf --notes``, the kernel descriptors decoded from the ``<kernel>.kd`` symbols (layout:
LLVM AMDGPUUsage, "Kernel Descriptor"), and numeric branch offsets replaced by labels.
"""

from __future__ import annotations

import re
import shutil
import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ldsopt.amd.asm import KernelInfo, parse_asm
from ldsopt.errors import UsageError

_BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"


@dataclass
class Source:
    """One kernel to analyse: either a parsed .s kernel, or code.json rows."""
    name: str
    arch: str | None
    kernel: KernelInfo | None = None
    rows: list | None = None          # code.json Row objects
    evidence: str = ""


def read_file(path: str | Path, arch: str | None = None) -> tuple[str, list[Source]]:
    """(kind, kernels) of an input file: kind is "asm", "code.json" or "code object"."""
    p = Path(path)
    if not p.exists():
        raise UsageError(f"{path}: no such file")
    if p.is_dir():
        if (p / "code.json").is_file():
            return _from_code_json(p, arch)
        raise UsageError(f"{path}: is a directory (give a .s file, a code.json or a code object)")
    from ldsopt.inputs import read_bytes
    data = read_bytes(p, "input", max_bytes=256 << 20)   # regular files only: a FIFO or /dev/zero is refused
    if data[:4] == b"\x7fELF" or data[:len(_BUNDLE_MAGIC)] == _BUNDLE_MAGIC:
        return "code object", [Source(k.name, arch or k.arch, kernel=k) for k in _code_object(p, data)]
    if p.name == "code.json":
        return _from_code_json(p.parent, arch)
    if p.name.endswith(".json"):
        raise UsageError(f"{path}: a JSON file other than an ATT bundle's code.json; give code.json "
                         "(or its folder), a .s file or a code object")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not a text file (not UTF-8), expected AMDGPU assembly")
    return "asm", [Source(k.name, arch or k.arch, kernel=k) for k in parse_asm(text, str(path))]


def _from_code_json(folder: Path, arch: str | None):
    from ldsopt.amd.att import detect_arch, load_bundle
    b = load_bundle(folder, arch=arch, read_waves=False)
    a, ev = detect_arch(b, arch)
    if not b.rows:
        raise UsageError(f"{folder / 'code.json'}: no instructions")
    out: dict = {}
    for r in b.rows:
        out.setdefault(r.kernel or b.kernel or "kernel", []).append(r)
    return "code.json", [Source(n, a, rows=rows, evidence=ev) for n, rows in out.items()]


# ----------------------------------------------------------------------------- code objects
_OBJDUMPS = ("llvm-objdump-21", "llvm-objdump-20", "llvm-objdump-19", "llvm-objdump-18", "llvm-objdump-17",
             "llvm-objdump")


def _disassemble(path: Path, f: Path) -> tuple[str, str]:
    """(listing, tool) from the first llvm-objdump on PATH that knows AMDGPU."""
    tried = []
    for n in _OBJDUMPS:
        t = shutil.which(n)
        if not t:
            continue
        from ldsopt.toolchain import run_bounded
        r = run_bounded([t, "-d", f], f"disassemble {path.name}", check=False)
        if r.returncode == 0:
            return r.stdout, t
        tried.append(f"{n}: {(r.stderr.strip().splitlines() or [''])[-1]}")
    if not tried:
        raise UsageError(f"{path}: reading a code object needs llvm-objdump on PATH (not found)")
    raise UsageError(f"{path}: llvm-objdump could not disassemble it ({tried[0]})")


def _unbundle(data: bytes) -> list[bytes]:
    if data[:len(_BUNDLE_MAGIC)] != _BUNDLE_MAGIC:
        return [data]
    try:
        (n,) = struct.unpack_from("<Q", data, 24)
        pos, out = 32, []
        for _ in range(n):
            off, size, idlen = struct.unpack_from("<QQQ", data, pos)
            ident = data[pos + 24:pos + 24 + idlen].decode("ascii", "replace")
            pos += 24 + idlen
            if "amdgcn" in ident and size:
                out.append(data[off:off + size])
    except (struct.error, OverflowError):
        raise UsageError("truncated clang offload bundle (an entry lies outside the file)")
    if not out:
        raise UsageError("the offload bundle holds no amdgcn code object")
    return out


def _elf_symbols(elf: bytes) -> dict:
    """symbol name -> (value, size, section index) of an ELF64 little-endian file."""
    try:
        shoff, = struct.unpack_from("<Q", elf, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)
        secs = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize) for i in range(shnum)]
        out = {}
        for s in secs:
            if s[1] != 2:           # SHT_SYMTAB
                continue
            strtab = secs[s[6]]
            for j in range(s[5] // 24):
                name_off, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", elf, s[4] + 24 * j)
                start = strtab[4] + name_off
                end = elf.index(b"\0", start)
                out[elf[start:end].decode("utf-8", "replace")] = (value, size, shndx, secs)
        return out
    except (struct.error, ValueError, IndexError, OverflowError):
        raise UsageError("not a readable ELF64 code object (a section or symbol lies outside the file)")


def _descriptor(elf: bytes, sym) -> dict:
    """The kernel descriptor (64 bytes) as `.amdhsa_*` fields (AMDGPUUsage, "Kernel Descriptor")."""
    value, size, shndx, secs = sym
    if shndx >= len(secs):
        return {}
    sec = secs[shndx]
    off = sec[4] + (value - sec[3])
    kd = elf[off:off + 64] if 0 <= off <= len(elf) else b""
    if len(kd) < 64:
        return {}
    group, = struct.unpack_from("<I", kd, 0)
    rsrc2, = struct.unpack_from("<I", kd, 52)
    props, preload = struct.unpack_from("<HH", kd, 56)
    d = {"group_segment_fixed_size": group,
         "user_sgpr_private_segment_buffer": props & 1, "user_sgpr_dispatch_ptr": props >> 1 & 1,
         "user_sgpr_queue_ptr": props >> 2 & 1, "user_sgpr_kernarg_segment_ptr": props >> 3 & 1,
         "user_sgpr_dispatch_id": props >> 4 & 1, "user_sgpr_flat_scratch_init": props >> 5 & 1,
         "user_sgpr_private_segment_size": props >> 6 & 1,
         "user_sgpr_kernarg_preload_length": preload & 0x7F, "user_sgpr_kernarg_preload_offset": preload >> 7,
         "user_sgpr_count": rsrc2 >> 1 & 0x1F,
         "system_sgpr_workgroup_id_x": rsrc2 >> 7 & 1, "system_sgpr_workgroup_id_y": rsrc2 >> 8 & 1,
         "system_sgpr_workgroup_id_z": rsrc2 >> 9 & 1, "system_sgpr_workgroup_info": rsrc2 >> 10 & 1,
         "system_vgpr_workitem_id": rsrc2 >> 11 & 3}
    return d


_OBJ_ADDR = re.compile(r"\s*([0-9A-Fa-f]+):")


def _obj_line(line: str):
    """(address, instruction text) of an `llvm-objdump -d` instruction line (indented text, then
    `// ADDRESS:` and the encoding), or None.  Scans the `//` marks in order (linear in the line)."""
    if not line[:1].isspace():
        return None
    k = line.find("//")
    while k >= 0:
        m = _OBJ_ADDR.match(line, k + 2)
        text = line[:k].strip()
        if m and text:
            return int(m.group(1), 16), text
        k = line.find("//", k + 1)
    return None
_OBJ_FUNC = re.compile(r"^[0-9A-Fa-f]+ <(.+)>:\s*$")


def objdump_to_asm(listing: str, metadata: str, descriptors: dict, target: str) -> str:
    """An .s text from `llvm-objdump -d` output (branch offsets become labels)."""
    funcs: list = []
    for line in listing.splitlines():
        m = _OBJ_FUNC.match(line)
        if m:
            funcs.append((m.group(1), []))
            continue
        got = _obj_line(line) if funcs else None
        if got:
            funcs[-1][1].append(got)
    out = [f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"', "\t.text"]
    for name, body in funcs:
        if name.endswith(".kd") or not body or name not in descriptors:
            continue
        targets = {}
        for addr, text in body:
            op = text.split(None, 1)
            if op[0].startswith(("s_branch", "s_cbranch")) and len(op) > 1 and re.fullmatch(r"-?\d+", op[1].strip()):
                v = int(op[1]) & 0xFFFF
                v = v - 0x10000 if v >= 0x8000 else v
                targets[addr] = addr + 4 + 4 * v
        labels = {t: f".Lobj_{t:x}" for t in targets.values()}
        out += [f"\t.type\t{name},@function", f"{name}:"]
        for addr, text in body:
            if addr in labels:
                out.append(f"{labels[addr]}:")
            if addr in targets:
                text = text.split(None, 1)[0] + " " + labels[targets[addr]]
            out.append("\t" + text)
        out.append(f".Lfunc_end_{name}:")
        d = descriptors[name]
        out.append(f"\t.amdhsa_kernel {name}")
        out += [f"\t\t.amdhsa_{k} {v}" for k, v in d.items()]
        out.append("\t.end_amdhsa_kernel")
    out += ["\t.amdgpu_metadata", metadata, "\t.end_amdgpu_metadata"]
    return "\n".join(out) + "\n"


def _code_object(path: Path, data: bytes) -> list[KernelInfo]:
    kernels: list = []
    for i, elf in enumerate(_unbundle(data)):
        if elf[:4] != b"\x7fELF":
            raise UsageError(f"{path}: not an ELF code object")
        syms = _elf_symbols(elf)
        desc = {n[:-3]: _descriptor(elf, s) for n, s in syms.items() if n.endswith(".kd")}
        with tempfile.TemporaryDirectory() as td:
            f = Path(td) / "co.o"
            f.write_bytes(elf)
            listing, objdump = _disassemble(path, f)
            readelf = shutil.which(Path(objdump).name.replace("objdump", "readelf"))
            meta = ""
            if readelf:
                from ldsopt.toolchain import run_bounded
                n = run_bounded([readelf, "--notes", f], f"read the metadata of {path.name}",
                                check=False).stdout
                meta = _yaml_document(n)
        tm = re.search(r"amdhsa\.target:\s*\S*?(gfx[0-9a-f]+)", meta)
        target = tm.group(1) if tm else "gfx942"
        kernels += parse_asm(objdump_to_asm(listing, meta, desc, target), f"{path}[{i}]")
    return kernels


def _yaml_document(text: str) -> str:
    """The first ``---`` ... ``...`` YAML document of readelf's note dump (the AMDGPU metadata),
    found line by line; "" when there is none."""
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if ln.strip() == "---"), None)
    if start is None:
        return ""
    end = next((i for i in range(start + 1, len(lines)) if lines[i].strip() == "..."), None)
    if end is None:
        return ""
    return "\n".join(["---", *lines[start + 1:end], "..."])


def analyze_path(path: str | Path, arch: str | None = None, kernel: str | None = None, block=None,
                 args: dict | None = None, iterations: int = 1, assume_in_bounds: bool = True) -> tuple[str, list]:
    """(kind, [(Source, KernelAnalysis)]) for every kernel of a file (or only `kernel`): a .s, an
    ATT code.json (or its folder) or a code object.  `block` None: the metadata's size (a .s) or
    256x1x1 (a code.json, which gives none), said in the assumptions."""
    from dataclasses import replace

    from ldsopt.amd.emu.analyze import analyze_asm_kernel, analyze_kernel
    from ldsopt.core.arch import get_arch
    kind, sources = read_file(path, arch)
    if kernel is not None:
        sources = [s for s in sources if s.name == kernel]
        if not sources:
            raise UsageError(f"{path}: no kernel named {kernel!r}")
    out = []
    for src in sources:
        if not src.arch:
            raise UsageError(f"{path}: kernel {src.name}: arch unknown, pass --arch")
        a = get_arch(src.arch).name
        if src.kernel is not None:
            r = analyze_asm_kernel(src.kernel, a, block=block, args=args or None, iterations=iterations,
                                   path=str(path), assume_in_bounds=assume_in_bounds)
        else:
            if args:
                raise UsageError("kernel argument values need the kernel's argument metadata, which a "
                                 "code.json does not carry")
            rows = src.rows
            r = analyze_kernel([x.isa for x in rows], a, block or (256, 1, 1), addresses=[x.vaddr for x in rows],
                               lines=[x.line for x in rows], sources=[x.source or None for x in rows],
                               name=src.name, iterations=iterations, assume_in_bounds=assume_in_bounds)
            if block is None:
                r = replace(r, assumptions=(r.assumptions[0] + ": default 256 work-items, 1-D (a code.json "
                                            "gives no workgroup size); give --block",) + r.assumptions[1:])
        out.append((src, r))
    return kind, out
