"""Per-thread local memory in the SASS emulator: the stack slots a kernel spills registers to.

Under register pressure ``ptxas`` spills values with ``STL [R1+0x88], R93`` and reloads them with
``LDL.LU R93, [R1+0x88]`` (``R1``: the stack pointer, ``c[0x0][0x28]`` less the frame size).  The
address space is private to each thread (the same address names a different word in every
thread), so a slot behaves as one more register per thread: a store writes the stored value on the
threads that execute it, a load reads it back.  A slot is named by its address; where the threads
of an instruction hold different addresses (a local array indexed per thread), each address is a
slot of its own for the threads that hold it.

What is not followed is said, never guessed:

* a load from a slot no store of the listing has written, a sub-word load (``LDL.U8`` ...), or a
  load whose address is unknown gives an unknown value, with the reason;
* a store whose address is unknown makes every slot unknown on its threads (it may have written
  any of them), and so do the generic stores and atomics (``ST``, ``ATOM``, ``RED``: a generic
  address may fall in the local window); a sub-word store makes the word it lands in unknown.

Examples
--------
>>> slot_name(("1*s3",), 0x88)
'local[1*s3+0x88]'
"""

from __future__ import annotations

import numpy as np

from ldsopt.nvidia.operands import _regname, _unknown_dest, _width_regs, mem_value
from ldsopt.simt.derived import reason_text
from ldsopt.simt.values import M32, Val

PREFIX = "local["
_SUBWORD = {"U8", "S8", "U16", "S16"}


def slot_name(sym: tuple, offset: int) -> str:
    """The register-file name of the local word at `offset` (plus the symbolic part `sym`, the
    stack pointer's unknown base)."""
    base = "+".join(sym)
    return f"{PREFIX}{base}{'+' if base else ''}{offset & M32:#x}]"


def _addresses(em, p, ins, ex: np.ndarray):
    """[(threads, symbolic part, byte offset)] of the local address of `ins` on the threads `ex`,
    grouped by address, or the reason it is not known."""
    mem = next((o for o in ins.operands if o.kind == "mem"), None)
    if mem is None:
        return None, "no address operand"
    a: Val = mem_value(em, p, mem)
    if a.u is not None and (a.u[ex] != 0).any():
        return None, reason_text(em.L.env, a, ex) or "an unknown value"
    sym = []
    for sid, co in sorted((a.sym or {}).items()):
        cs = co[ex]
        if cs.size and (cs != cs[0]).any():
            return None, "a stack address whose unknown part differs between threads"
        if cs.size and cs[0]:
            sym.append(f"{int(cs[0])}*s{sid}")
    offs = a.c.astype(np.int64)
    groups = []
    for off in np.unique(offs[ex]):
        groups.append((ex & (offs == off), tuple(sym), int(off)))
    return groups, ""


def _invalidate_all(em, p, ex: np.ndarray, why: str, keep: str | None = None) -> None:
    """Every slot unknown on the threads `ex`; with `keep`, only the slots whose symbolic part is
    not `keep`'s (addresses that differ by an unknown amount may be the same word)."""
    u = em.L.unknown(why)
    for name in [k for k in p.regs if isinstance(k, str) and k.startswith(PREFIX)]:
        if keep is None or _base(name) != keep:
            em.write(p, name, u, ex)


def _base(name: str) -> str:
    """The symbolic part of a slot name."""
    inner = name[len(PREFIX):-1]
    return inner.rpartition("+")[0] if "+" in inner else ""


def _write_slot(em, p, name: str, v: Val, ex: np.ndarray) -> None:
    if name not in p.regs:         # other threads of the path have not stored there
        p.regs[name] = em.L.unknown(f"local memory {name[len(PREFIX) - 1:]} read before the listing stores to it")
    em.write(p, name, v, ex)


def op_stl(em, p, ins, ex) -> None:
    """``STL[.64|.128|.U8|...] [addr], Rs``: store Rs (and the registers after it) in the slots at
    addr, addr+4 ...; a sub-word store makes its word unknown."""
    if not ex.any():
        return
    groups, why = _addresses(em, p, ins, ex)
    if groups is None:
        _invalidate_all(em, p, ex, f"local memory after {ins.full} at {ins.pc:#06x} to an address that "
                                   f"depends on {why}")
        return
    src = next((o for o in ins.operands if o.kind in ("reg", "ureg")), None)
    sub = bool(_SUBWORD & set(ins.mods))
    n = _width_regs(ins)
    for lanes, sym, off in groups:
        _invalidate_all(em, p, lanes, f"local memory after {ins.full} at {ins.pc:#06x} to an address that "
                                      "differs from it by an unknown amount", keep="+".join(sym))
        if sub or src is None:
            _write_slot(em, p, slot_name(sym, off & ~3), em.L.unknown(
                f"local memory partly written by {ins.full} at {ins.pc:#06x}"), lanes)
            continue
        if off % 4:
            _invalidate_all(em, p, lanes, f"an unaligned local store ({ins.full} at {ins.pc:#06x})")
            continue
        for k in range(n):
            _write_slot(em, p, slot_name(sym, off + 4 * k), em.reg(p, _regname(src.name, k)), lanes)


def op_ldl(em, p, ins, ex) -> None:
    """``LDL[.LU][.64|.128] Rd, [addr]``: Rd (and the registers after it) from the slots at addr,
    addr+4 ...; sub-word loads and unknown addresses give unknown values."""
    dst = ins.operands[0] if ins.operands else None
    if dst is None or dst.kind not in ("reg", "ureg") or not ex.any():
        return
    groups, why = _addresses(em, p, ins, ex)
    if groups is None or _SUBWORD & set(ins.mods):
        reason = f"data loaded by {ins.full} at {ins.pc:#06x}" + (f" (its address depends on {why})" if why else "")
        _unknown_dest(em, p, ins, ex, reason)
        return
    n = _width_regs(ins)
    for lanes, sym, off in groups:
        for k in range(n):
            name = slot_name(sym, off + 4 * k)
            v = p.regs.get(name) if off % 4 == 0 else None
            if v is None:
                v = em.L.unknown(f"data loaded by {ins.full} at {ins.pc:#06x} from local memory the "
                                 "listing has not stored to")
            em.write(p, _regname(dst.name, k), v, lanes)


def op_generic_store(em, p, ins, ex) -> None:
    """``ST`` / ``RED`` (generic address): may write the local window: every slot unknown."""
    if ex.any():
        _invalidate_all(em, p, ex, f"local memory after a generic store ({ins.full} at {ins.pc:#06x})")


def op_generic_atomic(em, p, ins, ex) -> None:
    """``ATOM`` (generic address): its result is data, and it may write the local window."""
    op_generic_store(em, p, ins, ex)
    _unknown_dest(em, p, ins, ex, f"data loaded by {ins.full} at {ins.pc:#06x}")
