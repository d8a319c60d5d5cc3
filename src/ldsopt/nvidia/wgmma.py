"""Hopper's asynchronous shared-memory readers and writers: wgmma (HGMMA/QGMMA/IGMMA) operands read
through matrix descriptors, and the bulk copy engine (TMA ``UTMALDG``/``UTMASTG``, ``UBLKCP``).

Where each part comes from:

* **Descriptor format** (:func:`decode`): the PTX ISA, section "Matrix Descriptor Format" of the
  asynchronous warpgroup-level matrix instructions: bits 0-13 the start address, 16-29 the leading
  dimension byte offset, 32-45 the stride dimension byte offset (each stored ``>> 4``), 49-51 the
  matrix base offset, 62-63 the swizzle mode (0 none, 1 128-byte, 2 64-byte, 3 32-byte).
* **Operand registers**: read off nvdisasm output of sm_90a builds (``docs/validation/wgmma``):
  ``gdesc[URn]`` names four uniform registers, A's descriptor in URn:URn+1 and B's in URn+2:URn+3
  (``HGMMA ... R24, gdesc[UR4]`` after ``UMOV UR5``/``UMOV UR7``); with A from registers
  (``HGMMA ... R24, R56, gdesc[UR4]``) B's descriptor is URn:URn+1.
* **Wavefronts** (:func:`gmma_cost`): measured with Nsight Compute on an H200 (289 launches) and
  an H100 (75 launches; ``docs/validation/wgmma``, ``docs/validation/wgmma.md``): every wgmma
  instruction reads its shared operands at one wavefront per 128 bytes, whatever the descriptor
  says.  The bytes follow from the shape (PTX ISA shapes): B is N rows of K elements, A 64 rows of
  K elements (half of them for sparse A); every dense shape has 32 bytes of K per row (16 f16/bf16,
  8 tf32, 32 fp8 or int8), a sparse one 64.  The warpgroup's four warps each count a quarter.  Per
  warp-level execution: ``(A bytes [in shared memory] + B bytes) / 512`` wavefronts, ideal the
  same.  Swizzle mode, start address (on or off the swizzle atom), leading and stride byte offsets
  (canonical or arbitrary multiples of 16), matrix base offset and K- or MN-major made no
  difference in any of the 360 descriptor pairs passed as parameters, nor did f16 accumulators, N
  of 8 to 256 (24 and 136 too), two warpgroups in a block, or descriptors advanced in a loop: the
  hardware reads each 8-row core matrix, 128 bytes, as one wavefront.  Sparse shapes are measured
  for f16 (``HGMMA.SP.64x64x32``: 12 per warp).
* **Bulk copies**: measured on the same H200: ``UTMALDG``, ``UTMASTG`` and ``UBLKCP`` show no L1
  shared wavefronts in Nsight Compute's per-instruction counters (10 tile shapes, 4 swizzle modes, 6
  copy sizes): the copy engine's shared accesses are not L1 wavefronts, so they are listed with 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

GMMA_OPS = frozenset({"HGMMA", "QGMMA", "IGMMA", "BGMMA"})
BULK_OPS = frozenset({"UTMALDG", "UTMASTG", "UBLKCP", "UTMAREDG"})
ASYNC_OPS = GMMA_OPS | BULK_OPS

A_ROWS = 64             # M of every wgmma shape
WARPS = 4               # a warpgroup
WAVEFRONT_BYTES = 128
SWIZZLE = {0: "none", 1: "128B", 2: "64B", 3: "32B"}


@dataclass(frozen=True)
class Descriptor:
    """One decoded wgmma matrix descriptor (byte values)."""
    start: int
    lbo: int
    sbo: int
    base_offset: int
    swizzle: str

    def text(self) -> str:
        return (f"start {self.start:#x}, LBO {self.lbo}, SBO {self.sbo}, swizzle {self.swizzle}"
                + (f", base offset {self.base_offset}" if self.base_offset else ""))


def decode(value: int) -> Descriptor:
    """Decode a 64-bit wgmma matrix descriptor (PTX ISA "Matrix Descriptor Format").

    Examples
    --------
    >>> decode(0x40000040_00010040).text()
    'start 0x400, LBO 16, SBO 1024, swizzle 128B'
    """
    v = int(value) & (2**64 - 1)
    return Descriptor(start=(v & 0x3FFF) << 4, lbo=((v >> 16) & 0x3FFF) << 4,
                      sbo=((v >> 32) & 0x3FFF) << 4, base_offset=(v >> 49) & 7,
                      swizzle=SWIZZLE[v >> 62])


@dataclass(frozen=True)
class Gmma:
    """The parts of one HGMMA/QGMMA/IGMMA line that decide its shared-memory reads."""
    m: int
    n: int
    k: int
    a_in_shared: bool
    sparse: bool
    desc_reg: str            # the first uniform register of ``gdesc[...]``
    elem_bits: int = 16      # bits of one A/B element

    def descriptor_registers(self) -> dict:
        """Operand name ("A", "B") -> (low, high) uniform register names."""
        base = int(self.desc_reg[2:])
        regs = {}
        if self.a_in_shared:
            regs["A"] = (f"UR{base}", f"UR{base + 1}")
            base += 2
        regs["B"] = (f"UR{base}", f"UR{base + 1}")
        return regs


_SHAPE = re.compile(r"^(\d+)x(\d+)x(\d+)$")


def parse_gmma(ins) -> Gmma | None:
    """The shape and operand sources of a wgmma SASS instruction, None if it is not one.

    Examples
    --------
    >>> from ldsopt.nvidia.listing import parse_ncu_instruction
    >>> g = parse_gmma(parse_ncu_instruction("HGMMA.64x128x16.F32.BF16 R24, gdesc[UR8].tnspB, RZ, !UPT, gsb0", 0))
    >>> (g.n, g.a_in_shared, g.descriptor_registers()["B"])
    (128, True, ('UR10', 'UR11'))
    """
    if ins.opcode not in GMMA_OPS:
        return None
    shape = next((m for m in map(_SHAPE.match, ins.mods) if m), None)
    desc = next((o.text for o in ins.operands if o.text.startswith("gdesc[")), None)
    if shape is None or desc is None:
        return None
    reg = desc[len("gdesc["):].split("]")[0]
    if not re.fullmatch(r"UR\d+", reg):
        return None
    before = ins.operands[:next(i for i, o in enumerate(ins.operands) if o.text == desc)]
    a_regs = [o for o in before if o.kind == "reg"][1:]      # after the accumulator
    m, n, k = (int(x) for x in shape.groups())
    bits = {"QGMMA": 8, "IGMMA": 8, "BGMMA": 1}.get(ins.opcode, 32 if "TF32" in ins.mods else 16)
    return Gmma(m, n, k, a_in_shared=not a_regs, sparse="SP" in ins.mods, desc_reg=reg,
                elem_bits=bits)


def gmma_cost(g: Gmma) -> tuple:
    """(wavefronts, ideal) of one warp-level execution of a wgmma instruction (measured rule).

    Examples
    --------
    >>> gmma_cost(Gmma(64, 64, 16, True, False, "UR4"))     # 2,048 + 2,048 bytes over 4 warps
    (8.0, 8.0)
    >>> gmma_cost(Gmma(64, 8, 16, True, False, "UR4"))
    (4.5, 4.5)
    >>> gmma_cost(Gmma(64, 64, 16, False, False, "UR4"))    # A from registers
    (4.0, 4.0)
    >>> gmma_cost(Gmma(64, 64, 32, True, True, "UR4"))      # sparse f16: A 2,048, B 4,096 bytes
    (12.0, 12.0)
    """
    row = g.k * g.elem_bits // 8                   # bytes of K in one row of B
    a_row = row // 2 if g.sparse else row
    nbytes = (A_ROWS * a_row if g.a_in_shared else 0) + g.n * row
    w = nbytes / WAVEFRONT_BYTES / WARPS
    return (w, w)


def descriptor_registers(ins) -> list:
    """The uniform registers a wgmma instruction reads its descriptors from (none for bulk copies)."""
    g = parse_gmma(ins)
    return [] if g is None else [r for pair in g.descriptor_registers().values() for r in pair]


def _values_of(lo, hi, active, env) -> tuple:
    """(the 64-bit values, one per warp that executes it, or None; why not) from the emulator's
    two 32-bit halves (a uniform register holds one value per warp).  The one place that reads the
    SIMT core's lane values (``c`` per-lane known bits, ``u`` unknown bits per lane, ``sym``
    coefficients on wave-uniform symbols; :mod:`ldsopt.simt.values`)."""
    from ldsopt.simt.derived import describe, reason_text
    for v in (lo, hi):
        if v.u is not None and ((v.u != 0) & active).any():
            return None, reason_text(env, v, active) or "it is not known"
        used = [k for k, co in (v.sym or {}).items() if (np.asarray(co)[active] != 0).any()]
        if used:
            return None, f"it depends on {describe(env, used)}"
    n = active.shape[0]
    clo, chi = (np.broadcast_to(np.asarray(v.c, dtype=np.int64), (n,)) for v in (lo, hi))
    vals = []
    for w in range(0, n, 32):
        lanes = np.flatnonzero(active[w:w + 32]) + w
        if lanes.size == 0:
            continue
        a, b = clo[lanes], chi[lanes]
        if (a != a[0]).any() or (b != b[0]).any():
            return None, "it differs between the threads of a warp"
        vals.append(((int(b[0]) & 0xFFFFFFFF) << 32) | (int(a[0]) & 0xFFFFFFFF))
    return vals, None


def _warps_reached(mask: np.ndarray) -> int:
    """Warps with a thread on the path (each executes the warp-level instruction once)."""
    pad = -len(mask) % 32
    return int(np.concatenate([mask, np.zeros(pad, bool)]).reshape(-1, 32).any(axis=1).sum())


# 64-bit integer forms whose high half the emulator does not compute: a descriptor register pair
# they write is not trusted (IADD3.64 / UIADD3.64, Triton's descriptor updates, are computed on
# both halves: nvidia/ops_int.py)
_WIDE_INT_OPS = ("IADD", "UIADD", "IMAD", "UIMAD", "LEA", "ULEA", "LOP3", "ULOP3",
                 "SHF", "USHF", "SEL", "USEL", "IABS", "UIABS")


_WIDE_MEMO: dict = {}


def _wide_writes(func) -> dict:
    """Register -> the first 64-bit integer instruction of ``func`` that writes it (both halves)."""
    out: dict = {}
    for i in func.instructions:
        if i.opcode in _WIDE_INT_OPS and "64" in i.mods and i.operands and i.operands[0].kind in ("reg", "ureg"):
            name = i.operands[0].name
            pre = "UR" if name.startswith("UR") else "R"
            if name[len(pre):].isdigit():
                for k in (0, 1):
                    out.setdefault(f"{pre}{int(name[len(pre):]) + k}", i.text)
    return out


def async_row(ins, evs: list, launch, func=None) -> dict:
    """The figures of one wgmma or bulk-copy instruction, as fields of a shared-instruction row:
    ``rule``, ``executions``, ``wavefronts``, ``ideal``, ``resolved``, ``why`` and ``operands``
    (each descriptor decoded where the emulator resolved its registers, else why not)."""
    execs = sum(_warps_reached(ev.path_mask) for ev in evs)
    if ins.opcode in BULK_OPS:
        return {"rule": "bulk-copy", "executions": execs, "wavefronts": 0.0, "ideal": 0.0,
                "resolved": bool(evs), "operands": None,
                "why": ("the copy engine's shared-memory accesses are not L1 wavefronts: Nsight "
                        "Compute counts none for UTMALDG, UTMASTG or UBLKCP (measured)")
                if evs else "not executed by the emulated block"}
    g = parse_gmma(ins)
    if g is None:
        return {"rule": None, "executions": execs, "wavefronts": None, "ideal": None,
                "resolved": False, "operands": None,
                "why": f"{ins.full}: the shape or the descriptor operand could not be read"}
    if not evs:
        return {"rule": "wgmma", "executions": 0, "wavefronts": None, "ideal": None,
                "resolved": False, "operands": None,
                "why": "not executed by the emulated block"}
    operands = {}
    wide = {}
    if func is not None:          # computed once per function, kept with its instructions
        if _WIDE_MEMO.get("func") is not func:     # the memo holds the function: no id reuse
            _WIDE_MEMO.update(func=func, value=_wide_writes(func))
        wide = _WIDE_MEMO["value"]
    for name, (lo, hi) in g.descriptor_registers().items():
        seen, why = [], None
        if lo in wide or hi in wide:
            why = f"{lo}:{hi} is written by {wide.get(lo) or wide.get(hi)}, a 64-bit integer operation the emulator does not follow"
        for ev in (evs if why is None else ()):
            vals, why = _values_of(ev.regs[lo], ev.regs[hi], ev.active, launch.env)
            if vals is None:
                break
            for v in vals:
                if v not in seen:
                    seen.append(v)
        if why is not None:
            operands[name] = f"descriptor in {lo}:{hi} not resolved: {why}"
        else:
            operands[name] = [decode(v).text() for v in seen[:4]] + (
                [f"and {len(seen) - 4} more"] if len(seen) > 4 else [])
    if not g.a_in_shared:
        operands["A"] = "registers"
    w, i = gmma_cost(g)
    return {"rule": "wgmma", "executions": execs, "wavefronts": w, "ideal": i, "resolved": True,
            "operands": operands,
            "why": None}
