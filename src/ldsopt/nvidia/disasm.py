"""Any input ``ldsopt sass`` takes -> SASS functions with their attributes.

* SASS text (``cuobjdump -sass`` or ``nvdisasm``, with or without ``-g`` line information);
* a cubin (disassembled with ``nvdisasm -g`` for line information, else ``cuobjdump -sass``; its
  ``.nv.info`` attributes read from the ELF);
* a fatbin, a host object or executable (the embedded cubins extracted with ``cuobjdump -xelf``);
* PTX (assembled with ``ptxas`` when present);
* an Nsight Compute source-page CSV (its SASS column).
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from ldsopt.errors import UsageError
from ldsopt import toolchain
from ldsopt.nvidia.elfinfo import EM_CUDA, cubin_arch, cubin_attributes, elf_machine, is_elf, listing_attributes
from ldsopt.nvidia.listing import looks_like_sass, parse_listing

FATBIN_MAGIC = b"\x50\xed\x55\xba"


def _read(path: str) -> bytes:
    from ldsopt.inputs import read_bytes
    data = read_bytes(path, "SASS input")      # bounded; FIFOs, devices, folders refused by name
    if data[:2] == b"\x1f\x8b":                  # gzip-compressed text or binary
        import gzip
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError) as e:
            raise UsageError(f"{path}: broken gzip data ({e})")
    return data


def _attach(funcs: list, attrs: dict) -> None:
    for f in funcs:
        a = attrs.get(f.name)
        if a:
            f.attributes.update(a)


def from_cubin(data: bytes, name: str) -> list:
    arch = cubin_arch(data)
    with tempfile.TemporaryDirectory() as d:
        cub = Path(d) / "k.cubin"
        cub.write_bytes(data)
        if toolchain.find("nvdisasm"):
            # -gi: each line with the call sites it was inlined at (ins.frames)
            text = toolchain.run("nvdisasm", ["-gi", "-c", cub], f"disassemble {name}").stdout
        else:
            text = toolchain.run("cuobjdump", ["-sass", cub], f"disassemble {name}").stdout
    funcs = parse_listing(text, arch=arch)
    _attach(funcs, cubin_attributes(data))
    return funcs


def from_container(data: bytes, name: str, arch: str | None) -> list:
    """Fatbin, host object, executable or shared library: every embedded cubin."""
    with tempfile.TemporaryDirectory() as d:
        f = Path(d) / "input.bin"
        f.write_bytes(data)
        toolchain.run("cuobjdump", ["-xelf", "all", f], f"extract the device code of {name}", cwd=d)
        cubins = sorted(Path(d).glob("*.cubin"))
        if not cubins:
            ptx = toolchain.run("cuobjdump", ["-ptx", f], f"read the PTX of {name}", check=False).stdout
            if ".entry" in ptx:
                return from_ptx(ptx, name, arch)
            raise UsageError(f"{name}: no device code (cuobjdump found no cubin or PTX in it)")
        blobs = [c.read_bytes() for c in cubins]
    out = []
    for b in blobs:
        out += from_cubin(b, name)
    return out


def from_ptx(text: str, name: str, arch: str | None) -> list:
    m = re.search(r"^\s*\.target\s+(sm_\d+a?)", text, re.M)
    target = arch or (m.group(1) if m else "sm_90")
    # ptxas refuses any byte past ASCII, even in a comment: comments are made ASCII ('?')
    text = re.sub(r"//[^\n]*|/\*.*?\*/", lambda c: c.group(0).encode("ascii", "replace").decode(),
                  text, flags=re.S)
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "k.ptx"
        src.write_text(text)
        out = Path(d) / "k.cubin"
        toolchain.run("ptxas", [f"-arch={target}", "-lineinfo", "-o", out, src], f"assemble {name}")
        data = out.read_bytes()
    return from_cubin(data, name)


def load(path: str, arch: str | None = None) -> tuple:
    """(functions, what the input was).  Functions of several architectures: ``arch`` picks one,
    else the newest architecture of each kernel is kept."""
    data = _read(path)
    name = Path(path).name
    if is_elf(data):
        if elf_machine(data) == EM_CUDA:
            funcs, kind = from_cubin(data, name), "cubin"
        else:
            funcs, kind = from_container(data, name, arch), "host binary"
    elif data[:4] == FATBIN_MAGIC:
        funcs, kind = from_container(data, name, arch), "fatbin"
    else:
        if b"\0" in data[:65536]:
            raise UsageError(f"{name}: not SASS text, PTX, a cubin, a fatbin or an executable")
        text = data.decode("utf-8", "replace")      # a stray byte in a comment is no reason to refuse
        from ldsopt.nvidia.ncu import looks_like_source_csv
        if looks_like_source_csv(text):
            return None, "ncu-csv"
        if looks_like_sass(text):
            funcs, kind = parse_listing(text), "SASS listing"
            _attach(funcs, listing_attributes(text))
        elif re.search(r"^\s*\.(visible\s+)?\.?entry\s", text, re.M) and ".target" in text:
            funcs, kind = from_ptx(text, name, arch), "PTX"
        else:
            raise UsageError(f"{name}: not SASS text (cuobjdump -sass / nvdisasm), PTX, a cubin, "
                             "a fatbin or an executable")
    if not funcs:
        raise UsageError(f"{name}: no kernel in the {kind}")
    return _distinct(_pick_arch(funcs, arch)), kind


def _arch_num(a: str | None) -> int:
    m = re.match(r"sm_(\d+)", a or "")
    return int(m.group(1)) if m else 0


def _pick_arch(funcs: list, arch: str | None) -> list:
    if arch:
        sel = [f for f in funcs if f.arch is None or f.arch == arch]
        if not sel:
            have = sorted({f.arch for f in funcs if f.arch})
            raise UsageError(f"no code for {arch} in the input (it has {', '.join(have)})")
        return sel
    best: dict = {}
    for f in funcs:
        if f.name not in best or _arch_num(f.arch) > _arch_num(best[f.name]):
            best[f.name] = f.arch
    return [f for f in funcs if best[f.name] == f.arch]


def _distinct(funcs: list) -> list:
    """Functions of one name and architecture seen more than once (several cubins of an executable,
    each with its own internal-linkage kernel; a listing pasted twice): an identical repeat is
    dropped; different code under one name is kept, each copy named ``NAME [i of n]`` in file
    order, so that no kernel silently replaces another."""
    groups: dict = {}
    for f in funcs:
        groups.setdefault((f.name, f.arch), []).append(f)
    out = []
    for g in groups.values():
        seen: dict = {}           # the code's text -> its first function: repeats dropped
        for h in g:
            seen.setdefault(tuple(i.text for i in h.instructions), h)
        uniq = list(seen.values())
        if len(uniq) > 1:
            for i, h in enumerate(uniq, 1):
                h.name = f"{h.name} [{i} of {len(uniq)}]"
        out += uniq
    return out
