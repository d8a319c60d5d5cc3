"""Kernel attributes of a cubin: the ``.nv.info.<kernel>`` records (``REQNTID``, ``MAX_THREADS``,
``KPARAM_INFO``, ``PARAM_CBANK``) read straight from the ELF, and the same records from the text
of an ``nvdisasm`` listing that includes the ``.nv.info`` sections.

Record layout (as ``nvdisasm`` prints it): a format byte, an attribute byte, then a 16-bit value
(formats 1-3) or a 16-bit size and that many bytes (format 4, ``EIFMT_SVAL``).  Attribute codes
(``nvdisasm`` names them): 0x05 MAX_THREADS (x, y, z as 32-bit words, from ``__launch_bounds__``
or ``.maxntid``), 0x10 REQNTID (``.reqntid``), 0x17 KPARAM_INFO (index, ordinal, offset, size of
each parameter), 0x0a PARAM_CBANK (offset of the parameters in constant bank 0 in the low 16
bits).
"""

from __future__ import annotations

import re
import struct

EM_CUDA = 190
MAX_THREADS, REQNTID, KPARAM_INFO, PARAM_CBANK = 0x05, 0x10, 0x17, 0x0A
_NAMES = {"EIATTR_MAX_THREADS": MAX_THREADS, "EIATTR_REQNTID": REQNTID,
          "EIATTR_KPARAM_INFO": KPARAM_INFO, "EIATTR_PARAM_CBANK": PARAM_CBANK}


def is_elf(data: bytes) -> bool:
    return data[:4] == b"\x7fELF"


def elf_machine(data: bytes) -> int | None:
    if not is_elf(data) or len(data) < 20:
        return None
    return struct.unpack_from("<H", data, 18)[0]


def cubin_arch(data: bytes) -> str | None:
    """sm_XX from a cubin's ELF flags: the SM version is the low byte in the older ELF ABI
    (OS/ABI 0x33, Triton's ptxas 12.x) and bits 8-15 in the newer one (OS/ABI 0x41, nvcc 13)."""
    if elf_machine(data) != EM_CUDA or len(data) < 52:
        return None
    flags = struct.unpack_from("<I", data, 48)[0]
    sm = (flags >> 8) & 0xFF if data[7] == 0x41 else flags & 0xFF
    return f"sm_{sm}" if 20 <= sm < 200 else None


def _sections(data: bytes):
    """(name, bytes) of every section of a 64-bit little-endian ELF."""
    if len(data) < 64 or data[4] != 2 or data[5] != 1:
        return []
    shoff = struct.unpack_from("<Q", data, 40)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 58)
    if shoff == 0 or shentsize < 64 or shoff + shnum * shentsize > len(data):
        return []
    heads = []
    for i in range(shnum):
        base = shoff + i * shentsize
        name, _typ, _flags, _addr, off, size = struct.unpack_from("<IIQQQQ", data, base)
        heads.append((name, off, size))
    if shstrndx >= len(heads):
        return []
    _, stro, strs = heads[shstrndx]
    strtab = data[stro:stro + strs]
    out = []
    for name, off, size in heads:
        end = strtab.find(b"\0", name)
        nm = strtab[name:end if end >= 0 else None].decode("latin-1")
        out.append((nm, data[off:off + size]))
    return out


def _records(blob: bytes):
    i = 0
    while i + 4 <= len(blob):
        fmt, attr = blob[i], blob[i + 1]
        val = struct.unpack_from("<H", blob, i + 2)[0]
        if fmt == 4:
            payload = blob[i + 4:i + 4 + val]
            yield attr, payload
            i += 4 + val
        else:
            yield attr, struct.pack("<H", val)
            i += 4


def _decode(attrs: dict, attr: int, payload: bytes) -> None:
    if attr in (MAX_THREADS, REQNTID) and len(payload) >= 12:
        key = "reqntid" if attr == REQNTID else "maxntid"
        attrs[key] = tuple(struct.unpack_from("<III", payload, 0))
    elif attr == KPARAM_INFO and len(payload) >= 12:
        _index, ordinal, offset, flags = struct.unpack_from("<IHHI", payload, 0)
        size = (flags >> 18) & 0x3FFF
        attrs.setdefault("params", {})[ordinal] = (offset, size)
    elif attr == PARAM_CBANK and len(payload) >= 8:
        word = struct.unpack_from("<I", payload, 4)[0]
        attrs["param_base"] = word & 0xFFFF


def cubin_attributes(data: bytes) -> dict:
    """{kernel name: {"reqntid": (x,y,z), "maxntid": (x,y,z), "params": {ordinal: (offset,
    size)}, "param_base": int}} for every kernel of a cubin."""
    out: dict = {}
    for name, blob in _sections(data):
        if not name.startswith(".nv.info."):
            continue
        attrs = out.setdefault(name[len(".nv.info."):], {})
        for attr, payload in _records(blob):
            _decode(attrs, attr, payload)
    return out


_NVINFO = re.compile(r"//-+\s*nvinfo\s*:\s*(EIATTR_\w+)")
_SEC = re.compile(r"\.section\s+\.nv\.info\.(\S+?),")
_WORD = re.compile(r"\.(word|short|byte)\s+(.*)")


def listing_attributes(text: str) -> dict:
    """The same records from the ``.nv.info.<kernel>`` sections of a full ``nvdisasm`` listing."""
    out: dict = {}
    kern = None
    cur = None
    words: list = []

    def flush():
        if kern is not None and cur in _NAMES:
            # the first .byte pair and .short header are skipped: keep 32-bit words only
            payload = b"".join(struct.pack("<I", w & 0xFFFFFFFF) for w in words)
            code = _NAMES[cur]
            if code == PARAM_CBANK:
                payload = struct.pack("<I", 0) + payload[-4:] if len(payload) >= 4 else payload
            _decode(out.setdefault(kern, {}), code, payload)

    for line in text.splitlines():
        m = _SEC.search(line)
        if m:
            flush()
            kern, cur, words = m.group(1), None, []
            continue
        if line.lstrip().startswith(".section"):
            flush()
            kern, cur, words = None, None, []
            continue
        m = _NVINFO.search(line)
        if m and kern is not None:
            flush()
            cur, words = m.group(1), []
            continue
        m = _WORD.search(line)
        if m and cur is not None and m.group(1) == "word":
            for tok in m.group(2).split(","):
                tok = tok.strip()
                try:
                    words.append(int(tok, 16) if tok.lower().startswith("0x") else int(tok))
                except ValueError:
                    pass
    flush()
    # KPARAM_INFO in text: three words per parameter (index, ordinal|offset<<16, flags)
    return out
