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


def _sections(data: bytes, sizes: bool = False):
    """(name, bytes) of every section of a 64-bit little-endian ELF ((name, bytes, size in the
    header) with `sizes`: sections without file bytes, such as shared memory, have a size only)."""
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
        out.append((nm, data[off:off + size], size) if sizes else (nm, data[off:off + size]))
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
    size)}, "param_base": int, "static_shared": bytes}} for every kernel of a cubin (the static
    shared memory is the size of its ``.nv.shared.<kernel>`` section, which holds no file bytes)."""
    out: dict = {}
    for name, blob, size in _sections(data, sizes=True):
        if name.startswith(".nv.shared.") and not name.startswith(".nv.shared.reserved"):
            out.setdefault(name[len(".nv.shared."):], {})["static_shared"] = size
            continue
        if not name.startswith(".nv.info."):
            continue
        attrs = out.setdefault(name[len(".nv.info."):], {})
        for attr, payload in _records(blob):
            _decode(attrs, attr, payload)
    return out


_NVINFO = re.compile(r"//-+\s*nvinfo\s*:\s*(EIATTR_\w+)")
_SEC = re.compile(r"\.section\s+\.nv\.info\.(\S+?),")
_WORD = re.compile(r"\.(word|short|byte)\s+(.*)")
_SHARED = re.compile(r"\.section\s+\.nv\.shared\.(?!reserved)(\S+?),")
_CBANK = re.compile(r"\.section\s+\.nv\.constant([1-9]\d*)\.(\S+?),")
_ZERO = re.compile(r"^\s*\.zero\s+(\w+)")


def listing_attributes(text: str) -> dict:
    """The same records from the ``.nv.info.<kernel>`` sections of a full ``nvdisasm`` listing,
    and each kernel's static shared memory (``.nv.shared.<kernel>``: its ``.zero`` size) as
    ``static_shared``.  A record is printed as a ``.byte`` pair (format, attribute), a ``.short``
    size (a number or a label difference), then its payload in ``.word`` / ``.short`` / ``.byte``
    lines (nvdisasm 12 printed words only; 13 mixes the three): the payload is rebuilt byte by byte.
    The contents of a kernel's constant banks other than 0 (``.nv.constantN.<kernel>``: jump tables,
    literals) are kept as ``cbanks`` {N: bytes}, unless an entry is a relocation."""
    out: dict = {}
    kern = None
    cur = None
    items: list = []          # (bytes per value, [values or None]) of the current record
    shared_of = None
    cbank_of = None           # (kernel, bank) of a .nv.constantN section being read (N > 0)

    def flush():
        if kern is None or cur not in _NAMES:
            return
        rest = list(items)
        if rest and rest[0][0] == 1 and len(rest[0][1]) == 2:
            rest = rest[1:]                       # format, attribute
        if rest and rest[0][0] == 2 and len(rest[0][1]) == 1:
            rest = rest[1:]                       # the payload size
        payload = b"".join(struct.pack({1: "<B", 2: "<H", 4: "<I"}[w], v & ((1 << (8 * w)) - 1))
                           for w, vals in rest for v in vals if v is not None)
        _decode(out.setdefault(kern, {}), _NAMES[cur], payload)

    for line in text.splitlines():
        m = _SEC.search(line)
        if m:
            flush()
            kern, cur, items, shared_of = m.group(1), None, [], None
            continue
        if re.match(r"\s*\.section\s", line):     # not .sectionflags / .sectioninfo
            flush()
            kern, cur, items = None, None, []
            sh = _SHARED.search(line)
            shared_of = sh.group(1) if sh else None
            cb = _CBANK.search(line)
            cbank_of = (cb.group(2), int(cb.group(1))) if cb else None
            continue
        if shared_of is not None:
            z = _ZERO.search(line)
            if z:
                out.setdefault(shared_of, {})["static_shared"] = int(z.group(1), 0)
                shared_of = None
            continue
        if cbank_of is not None:
            m = _WORD.search(line)
            if m:
                data = out.setdefault(cbank_of[0], {}).setdefault("cbanks", {}).setdefault(cbank_of[1], bytearray())
                w = {"word": 4, "short": 2, "byte": 1}[m.group(1)]
                for tok in m.group(2).split(","):
                    try:
                        data += (int(tok.strip(), 0) & ((1 << (8 * w)) - 1)).to_bytes(w, "little")
                    except ValueError:          # a relocated entry: its value is not in the listing
                        cbank_of = None
                        break
            continue
        m = _NVINFO.search(line)
        if m and kern is not None:
            flush()
            cur, items = m.group(1), []
            continue
        m = _WORD.search(line)
        if m and cur is not None:
            vals = []
            for tok in m.group(2).split(","):
                tok = tok.strip()
                try:
                    vals.append(int(tok, 16) if tok.lower().startswith("0x") else int(tok))
                except ValueError:
                    vals.append(None)
            items.append(({"word": 4, "short": 2, "byte": 1}[m.group(1)], vals))
    flush()
    return out
