"""Memory instructions: the lane addresses of every LDS access, and what loads write.

For each execution of an LDS instruction by a wave, a record holds either the 64 lane addresses
and active lanes, or why they are not known, or that the wave ran it with no lane active.

Addresses (AMD Vega / CDNA ISA manuals, "LDS instructions"; LLVM's DS operand syntax):
- ``ds_read* vdst, vaddr offset:N`` / ``ds_write* vaddr, vdata offset:N``: vaddr + N.
- ``ds_read2* / ds_write2*``: vaddr + offset0 * unit and vaddr + offset1 * unit (unit = element
  size, times 64 for the *st64 forms); the bank model takes vaddr and the two offsets.
- LDS atomics: like writes; the ``_rtn`` forms return the old value (address is the 2nd operand).
- ``ds_bpermute_b32 vdst, vaddr, vdata offset:N``: lane l reads lane ((vaddr + N) / 4) mod 64 of
  vdata; ``ds_permute_b32`` writes lane l's data to that lane (the higher lane wins); a disabled
  source lane reads 0 (LLVM's intrinsic documentation).  ``ds_swizzle_b32``: see
  :mod:`ldsopt.amd.emu.lanes`.  These exchanges go through the LDS unit without touching LDS
  memory: assumed conflict-free (costed as a b32 access to 64 distinct consecutive words).
- Direct-to-LDS loads (``buffer_load_* ... lds``, ``global_load_lds_*``): LDS address =
  M0 + inst_offset + lane * 4 (CDNA3/CDNA4 ISA, "Memory Buffer Load to LDS"); the 12- and 16-byte
  gfx950 forms at lane * 12 / lane * 16 (assumed).  Costed as a ds_write of that width.

A wave-uniform unknown added to the addresses (a kernel argument, an LDS base chosen at run time,
the buffer a loop has reached) shifts every lane's words by the same amount, which changes no bank
conflict (banks are word mod 32 or 64; word sharing is kept) as long as the shift is a whole number
of words.  Rule used: compiled code accesses LDS at its natural alignment (4 bytes or more for b32
and wider: LLVM splits less-aligned accesses), so for those widths the unknown is a multiple of 4
and neutral; for b8/b16 accesses it must be *known* to be a multiple of 4, else the instruction is
unresolved.  Misaligned known addresses are costed with the word rule (each lane needs every dword
its bytes touch, in the instruction's lane groups): assumed, no public measurement.
"""

from __future__ import annotations

import re

import numpy as np

from ldsopt.core.arch import get_arch
from ldsopt.simt import arith, modular
from ldsopt.amd.emu.lanes import swizzle_offset, swizzle_source
from ldsopt.amd.emu.machine import M0, Machine, key_of
from ldsopt.amd.emu.operands import Inst, mod_int
from ldsopt.simt.values import M32, Val, known, select, tz
from ldsopt.amd.isa import ds_kind

_U32 = np.uint32

_RTN_WITHOUT_NAME = ("read", "read2", "read_tr", "bpermute", "permute", "swizzle")
_NOT_PER_LANE = ("ds_append", "ds_consume", "ds_ordered_count", "ds_nop", "ds_gws", "ds_sema")


class Record:
    __slots__ = ("wave", "iteration", "status", "addresses", "active", "offset0", "offset1", "model_op",
                 "misaligned", "base", "reason")

    def __init__(self, wave, iteration, status, **kw):
        self.wave = wave
        self.iteration = iteration
        self.status = status              # "ok" | "unresolved" | "inactive"
        self.addresses = kw.get("addresses")
        self.active = kw.get("active")
        self.offset0 = kw.get("offset0", 0)
        self.offset1 = kw.get("offset1", 0)
        self.model_op = kw.get("model_op")
        self.misaligned = kw.get("misaligned", False)
        self.base = kw.get("base", "")   # wave-uniform unknowns added to every address
        self.reason = kw.get("reason", "")


def _width(op: str) -> int:
    m = re.search(r"_(?:b|u|i|f)(8|16|32|64|96|128)(?:_|$)", op)
    return int(m.group(1)) // 8 if m else 4


def _has_return(op: str, kind: str) -> bool:
    return kind in _RTN_WITHOUT_NAME or "_rtn" in op


def model_op(op: str, kind: str) -> str | None:
    """The name the bank model knows the access by (None: not a per-lane LDS access)."""
    if op.startswith(_NOT_PER_LANE) or kind == "other" and "addtid" in op:
        return None
    if kind in ("bpermute", "permute", "swizzle"):
        return "ds_read_b32"
    return op


# ----------------------------------------------------------------------------- addresses
def _per_wave(m: Machine, addr: Val, width: int, align: int, extent: int, what: str):
    """Resolve the lane addresses of each selected wave: list of (wave, status, payload)."""
    sp, env = m.sp, m.env
    ws = sp.wave_size
    out = []
    lds_max = m.lds_limit
    waves = np.nonzero(m.sel_waves)[0]
    slow = waves
    if addr.plain and not m.maybe.any():
        # every lane known: whole waves at once
        a = addr.c.reshape(sp.nwaves, ws).astype(np.int64)
        on = m.on.reshape(sp.nwaves, ws)
        hi = np.where(on, a, -1).max(axis=1)
        fits = hi + extent <= lds_max
        mis = (((a % align) != 0) & on).any(axis=1) if align > 1 else np.zeros(sp.nwaves, bool)
        for w in waves:
            if not on[w].any():
                out.append((w, "inactive", None))
            elif fits[w]:
                out.append((w, "ok", (np.where(on[w], a[w], 0), on[w].copy(), bool(mis[w]), "")))
        slow = [w for w in waves if on[w].any() and not fits[w]]
    for w in slow:
        sl = slice(w * ws, (w + 1) * ws)
        on, maybe = m.on[sl], m.maybe[sl]
        if maybe.any():
            why = m.exec_why[sl][maybe] if m.exec_why is not None else []
            r = env.reasons[int(why[0])] if len(why) and why[0] else "unknown"
            out.append((w, "unresolved", f"which lanes are active is not known ({r})"))
            continue
        if not on.any():
            out.append((w, "inactive", None))
            continue
        if addr.u is not None and (addr.u[sl][on] != 0).any():
            bad = on & (addr.u[sl] != 0)
            rid = int(addr.why[sl][bad][0]) if addr.why is not None else 0
            out.append((w, "unresolved", f"the address is not known: {env.reasons[rid] if rid else 'unknown bits'}"))
            continue
        c = addr.c[sl].astype(np.int64)
        rep = 0
        base = ""
        if addr.sym:
            terms = {k: co[sl] for k, co in addr.sym.items() if (co[sl][on] != 0).any()}
            names = ", ".join(env.sym_name[k] for k in terms)
            varying = [k for k, co in terms.items() if (co[on] != co[on][0]).any()]
            if varying:
                out.append((w, "unresolved", f"the address adds {env.sym_name[varying[0]]} with a factor "
                                             "that differs between lanes"))
                continue
            if terms and env.sym_mod:
                lanes = np.zeros(sp.n, bool)       # this wave's active lanes
                lanes[sl] = on
                why = modular.check(env, addr, lanes, get_arch(m.arch).bank_window,
                                    lambda arr, act: np.full(sp.n, bool((arr[act] == arr[act][0]).all())))
                if why:
                    out.append((w, "unresolved", why))
                    continue
            if terms:
                al = min(min(env.sym_align[k] + int(tz(np.array([co[on][0]], _U32))[0]), 32)
                         for k, co in terms.items())
                if width < 4 and al < 2:
                    out.append((w, "unresolved", f"the address adds {names}, a value the same in every lane "
                                                 "but not known to be a multiple of 4 bytes: which "
                                                 f"{width}-byte accesses share a word depends on it"))
                    continue
                r0 = int((-int(c[on][0])) % align) if align > 1 else 0
                if r0 % (1 << min(al, 30)) == 0:
                    rep = r0
                base = names
        a = (c + rep) & M32
        first = int(a[on][0])
        d = ((a - first + (1 << 31)) & M32) - (1 << 31)
        lo, hi = int(d[on].min()), int(d[on].max())
        start = (first + lo) & M32
        if start + (hi - lo) + extent <= lds_max:
            addrs = np.where(on, (start + d - lo), 0)
        else:
            addrs = np.where(on, (start % 256) + d - lo, 0)
        if int(addrs[on].max()) + extent > lds_max:
            out.append((w, "unresolved", f"the lanes' addresses span {hi - lo + extent} bytes, more than "
                                         f"the {lds_max} bytes of LDS"))
            continue
        mis = bool(((addrs[on] % align) != 0).any()) if align > 1 else False
        out.append((w, "ok", (addrs.astype(np.int64), on.copy(), mis, base)))
    return out


def _record(m: Machine, results, op: str, o0: int = 0, o1: int = 0) -> None:
    recs = m.records.setdefault(m.pc, [])
    it = m.ctx.execs.get(m.pc)
    it = np.zeros(len(m.sel_waves), np.int64) if it is None else it.copy()
    it[m.sel_waves] += 1
    m.ctx.execs[m.pc] = it
    for w, status, payload in results:
        iteration = int(it[w])
        if status == "ok":
            addrs, on, mis, base = payload
            recs.append(Record(int(w), iteration, "ok", addresses=addrs, active=on, offset0=o0, offset1=o1,
                               model_op=op, misaligned=mis, base=base))
        elif status == "inactive":
            recs.append(Record(int(w), iteration, "inactive"))
        else:
            recs.append(Record(int(w), iteration, "unresolved", reason=payload))


def _unresolved_all(m: Machine, reason: str) -> None:
    _record(m, [(w, "unresolved", reason) for w in np.nonzero(m.sel_waves)[0]], "")


# ----------------------------------------------------------------------------- ds_*
def execute_ds(m: Machine, inst: Inst) -> None:
    op = inst.base
    kind = ds_kind(op)
    sp = m.sp
    ops = inst.ops
    if op.startswith(("ds_nop", "ds_gws")):
        return None
    rtn = _has_return(op, kind)
    mop = model_op(op, kind)
    if kind in ("bpermute", "permute", "swizzle"):
        return _exchange(m, inst, kind)
    if mop is None:
        if rtn and ops and ops[0].kind == "v":
            _poison_dst(m, inst, f"value returned by {op}")
        return _unresolved_all(m, f"{op} is not a per-lane LDS access (it uses a wave-wide counter or M0)")
    ai = 1 if rtn else 0
    if len(ops) <= ai or ops[ai].kind != "v":
        return _unresolved_all(m, f"cannot find the address operand of {op}")
    addr = m.read(ops[ai])
    two = kind in ("read2", "write2") or re.match(r"ds_wrxchg2(st64)?_", op)
    try:
        from ldsopt.core.instructions import get_instruction
        info = get_instruction(m.arch, mop)
    except Exception as e:  # noqa: BLE001 - an instruction the bank model does not know
        if rtn:
            _poison_dst(m, inst, f"data read from LDS by {op}")
        return _unresolved_all(m, f"the bank model does not know {op} on {m.arch} ({e})")
    if two:
        o0, o1 = mod_int(inst, "offset0"), mod_int(inst, "offset1")
        extent = max(o0, o1) * info.offset_unit + info.width
        results = _per_wave(m, addr, info.width, info.align, extent, op)
        _record(m, results, mop, o0, o1)
    else:
        off = mod_int(inst, "offset")
        a = arith.add(sp, addr, m.const(off)) if off else addr
        results = _per_wave(m, a, info.width, info.align, info.width, op)
        _record(m, results, mop)
    if rtn:
        _poison_dst(m, inst, f"data read from LDS by {op} at {m.where()} (LDS contents are not emulated)")
    return None


def _poison_dst(m: Machine, inst: Inst, what: str) -> None:
    d = inst.ops[0]
    if not d.is_reg:
        return
    rid = m.reason(what)
    if "_d16_hi" in inst.base or "_d16" in inst.base:
        hi = "_d16_hi" in inst.base
        mask = 0xFFFF0000 if hi else 0x0000FFFF
        old = m.get(key_of(d))
        kept = arith.bitwise(m.sp, "and", old, m.const(M32 ^ mask))
        u = Val(np.zeros(m.sp.n, _U32), np.full(m.sp.n, mask, _U32), None, np.full(m.sp.n, rid, np.int32))
        m.write_v(key_of(d), arith.bitwise(m.sp, "or", kept, u))
        return
    for i in range(d.count):
        m.write_v(key_of(d, i), m.sp.unknown(rid))


def _exchange(m: Machine, inst: Inst, kind: str) -> None:
    sp = m.sp
    ws = sp.wave_size
    base = sp.wave * ws
    ops = inst.ops
    dst = ops[0]
    if kind == "swizzle":
        data = m.read(ops[1])
        src = base + swizzle_source(swizzle_offset(inst.mods.get("offset")), ws)[sp.lane]
        moved = m.gather(data, src)
        moved = select(m.on[src], moved, m.const(0))
    else:
        addr = arith.add(sp, m.read(ops[1]), m.const(mod_int(inst, "offset")))
        data = m.read(ops[2])
        if not known(addr)[m.on].all():
            moved = sp.unknown(m.reason(f"{inst.base} at {m.where()} selects lanes by an unknown value"))
        else:
            sel = ((addr.c >> _U32(2)) % ws).astype(np.int64) + base
            if kind == "bpermute":
                moved = select(m.on[sel], m.gather(data, sel), m.const(0))
            else:
                idx = np.arange(sp.n)
                dest = np.full(sp.n, -1, np.int64)
                act = np.nonzero(m.on)[0]
                dest_of = sel[act]
                order = np.argsort(act, kind="stable")
                dest[dest_of[order]] = act[order]          # the higher lane is written last and wins
                got = dest >= 0
                moved = select(got, m.gather(data, np.where(got, dest, idx)), m.const(0))
    m.write_v(key_of(dst), moved)
    # cost: the exchange does not address LDS memory; a b32 access to distinct consecutive words
    ident = Val((sp.lane * 4).astype(_U32))
    _record(m, _per_wave(m, ident, 4, 4, 4, inst.base), "ds_read_b32")


# ----------------------------------------------------------------------------- other memory
_LDS_DMA_WIDTH = {"dword": 4, "dwordx2": 8, "dwordx3": 12, "dwordx4": 16, "ubyte": 1, "sbyte": 1,
                  "ushort": 2, "sshort": 2, "b32": 4, "b128": 16, "b96": 12, "u8": 1, "i8": 1, "u16": 2,
                  "i16": 2}


_PRIV_WIDTH = {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4, "b32": 1, "b64": 2, "b96": 3, "b128": 4}


def _private(m: Machine, inst: Inst) -> bool:
    """Scratch (private) memory: spills and private arrays.  Each lane has its own; a slot whose
    address is the same in every lane (the compiler's spill slots) is kept like a register (key
    ("priv", address)), so a value spilled and reloaded keeps what is known of it."""
    op = inst.base
    ops = inst.ops
    store = "_store_" in op
    if op.startswith("scratch_"):
        data_i, addr_ops = (1, (0, 2)) if store else (0, (1, 2))
    elif op.startswith("buffer_") and len(ops) >= 4 and ops[2].kind == "s":
        rsrc = m.read(ops[2])
        if not (rsrc.sym and set(rsrc.sym) & m.memory.private_syms):
            return False
        data_i, addr_ops = 0, (1, 3)
    else:
        return False
    words = _PRIV_WIDTH.get(op.rsplit("_", 1)[-1])
    sp = m.sp
    addr = m.const(mod_int(inst, "offset"))
    for i in addr_ops:
        if i < len(ops) and ops[i].kind != "off" and not (ops[i].kind == "imm" and ops[i].value == 0):
            addr = arith.add(sp, addr, m.read(ops[i]))
    act = m.on | m.maybe
    lanes = np.nonzero(act)[0]
    uniform = words is not None and addr.u is None and lanes.size and \
        (addr.c[lanes] == addr.c[lanes[0]]).all() and \
        all((x[lanes] == x[lanes[0]]).all() for x in (addr.sym or {}).values())
    d = ops[data_i] if data_i < len(ops) else None
    if not uniform:
        if not store and d is not None and d.is_reg:
            _poison_dst(m, inst, f"data loaded by {op} at {m.where()} (a per-lane scratch address)")
        return True
    l0 = lanes[0]
    syms = tuple(sorted((k, int(x[l0])) for k, x in (addr.sym or {}).items() if x[l0]))
    base = int(addr.c[l0])
    for w in range(min(words, d.count if d is not None else words)):
        key = ("priv", (base + 4 * w) & M32, syms)
        if store:
            m.write_v(key, m.read(d, w))
        else:
            m.write_v(key_of(d, w), m.get(key))
    return True


def execute_vmem(m: Machine, inst: Inst) -> None:
    op = inst.base
    lds_dma = "lds" in inst.mods or op.startswith("global_load_lds_") or op.startswith("buffer_load_lds_")
    if lds_dma:
        return _lds_dma(m, inst)
    if _private(m, inst):
        return None
    is_load = "_load" in op or ("_atomic" in op and ("glc" in inst.mods or "sc0" in inst.mods or "_rtn" in op))
    if is_load and inst.ops and inst.ops[0].is_reg:
        _poison_dst(m, inst, f"data loaded by {op} at {m.where()}")


def _lds_dma(m: Machine, inst: Inst) -> None:
    sp = m.sp
    op = inst.base
    suffix = op.rsplit("_", 1)[-1]
    width = _LDS_DMA_WIDTH.get(suffix, 4)
    step = width if width >= 4 else 4
    mop = {4: "ds_write_b32", 8: "ds_write_b64", 12: "ds_write_b96", 16: "ds_write_b128"}.get(step)
    if width < 4:
        mop = "ds_write_b32"
    off = mod_int(inst, "offset")
    m0 = m.get(M0)
    addr = arith.add(sp, arith.add(sp, m0, m.const(off)), Val((sp.lane * step).astype(_U32)))
    try:
        from ldsopt.core.instructions import get_instruction
        info = get_instruction(m.arch, mop)
    except Exception as e:  # noqa: BLE001
        return _unresolved_all(m, f"the bank model does not know {mop} on {m.arch} ({e})")
    _record(m, _per_wave(m, addr, info.width, info.align, info.width, op), mop)
