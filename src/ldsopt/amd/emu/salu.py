"""Scalar instructions (SOP1, SOP2, SOPK, SOPC, SOPP, SMEM) of GFX9 / CDNA.

Semantics from the AMD Vega and CDNA1-3 ISA manuals.  SCC: carry out of ``s_add_u32`` /
``s_addc_u32`` / ``s_lshl<n>_add_u32``, borrow of ``s_sub_u32`` / ``s_subb_u32``, signed overflow of
``s_add_i32`` / ``s_sub_i32`` / ``s_addk_i32``, "result is not zero" for the bitwise, shift, bfe,
bcnt and not operations, the comparison for ``s_cmp*`` and ``s_min/max``; ``s_*_saveexec_b64``: the
destination gets the old EXEC, EXEC gets the operation of the source with EXEC (and, or, xor,
andn2 = src & ~exec, orn2 = src | ~exec, nand, nor, xnor, andn1 = ~src & exec, orn1 = ~src | exec),
SCC = (new EXEC != 0); ``s_andn1/andn2_wrexec_b64`` write the new EXEC to the destination too.
Scalar values are the same in every lane of a wave; an unknown one is a wave-uniform symbol.
Scalar loads read the kernel-argument segment and the dispatch packet through the
:class:`~ldsopt.amd.emu.abi.Memory` of the kernel; anything else loads a new unknown.
"""

from __future__ import annotations

import numpy as np

from ldsopt.amd.emu import bounds
from ldsopt.simt import approx, arith
from ldsopt.amd.emu.machine import EXEC_HI, EXEC_LO, VCC_LO, Machine, key_of
from ldsopt.amd.emu.operands import SCC, Inst, mod_int
from ldsopt.simt.table import Table
from ldsopt.simt.values import M32, Val, by_lane, known, select, to_bits

_U32 = np.uint32


def _rid(m: Machine, what: str) -> int:
    return m.reason(f"{m.inst.base} at {m.where()} {what}")


def _what(m: Machine) -> str:
    return f"result of {m.inst.base} at {m.where()}"


def _nz(m: Machine, v: Val):
    c, u, w = to_bits(m.env, v)
    return c != 0, (c == 0) & (u != 0), w


def _nz64(m: Machine, lo: Val, hi: Val):
    a, ua, wa = _nz(m, lo)
    b, ub, wb = _nz(m, hi)
    val = a | b
    return val, (ua | ub) & ~val, wa


def _scc_cmp(m: Machine, a: Val, b: Val, kind: str, signed: bool, assume: bool = False):
    pr = approx.settle(arith.compare(m.sp, a, b, kind, signed, _rid(m, "compares unknown values")),
                       a, b, kind, signed)
    val, unk, why = pr.value(m.sp.n), pr.unknown(m.sp.n), pr.why
    if assume:
        val, unk, why = bounds.apply(m, a, b, kind, val, unk, why, m.sel)
    m.set_scc(val, unk, why)


_BIT = {"and": "and", "or": "or", "xor": "xor"}


def _bitop(m: Machine, name: str, a: Val, b: Val) -> Val:
    sp = m.sp
    if name in _BIT:
        return arith.bitwise(sp, name, a, b)
    if name == "andn2":
        return arith.bitwise(sp, "and", a, arith.not_(sp, b))
    if name == "orn2":
        return arith.bitwise(sp, "or", a, arith.not_(sp, b))
    if name == "andn1":
        return arith.bitwise(sp, "and", arith.not_(sp, a), b)
    if name == "orn1":
        return arith.bitwise(sp, "or", arith.not_(sp, a), b)
    if name == "nand":
        return arith.not_(sp, arith.bitwise(sp, "and", a, b))
    if name == "nor":
        return arith.not_(sp, arith.bitwise(sp, "or", a, b))
    if name == "xnor":
        return arith.not_(sp, arith.bitwise(sp, "xor", a, b))
    raise KeyError(name)


def _carry_scc(m: Machine, a: Val, b: Val, sub: bool, cin: Val | None = None):
    x = a.c.astype(np.int64)
    y = b.c.astype(np.int64) + (cin.c.astype(np.int64) & 1 if cin is not None else 0)
    unk = ~(known(a) & known(b) & (known(cin) if cin is not None else True))
    why = np.full(m.sp.n, _rid(m, "carry of unknown values"), np.int32) if unk.any() else None
    m.set_scc(((x < y) if sub else (x + y > M32)) & ~unk, unk, why)


def _ovf_scc(m: Machine, a: Val, b: Val, r: Val, sub: bool):
    x, y, z = a.c.view(np.int32), b.c.view(np.int32), r.c.view(np.int32)
    if sub:
        o = ((x < 0) != (y < 0)) & ((z < 0) != (x < 0))
    else:
        o = ((x < 0) == (y < 0)) & ((z < 0) != (x < 0))
    unk = ~(known(a) & known(b))
    why = np.full(m.sp.n, _rid(m, "overflow of unknown values"), np.int32) if unk.any() else None
    m.set_scc(o & ~unk, unk, why)


def _simm16(inst: Inst, i: int, signed: bool = True) -> Val:
    op = inst.ops[i]
    v = int(op.value) & 0xFFFF
    if signed and v >= 0x8000:
        v -= 0x10000
    return v


def _saveexec(m: Machine, inst: Inst, name: str, wrexec: bool) -> None:
    sp = m.sp
    d = inst.ops[0]
    s0, s1 = m.read(inst.ops[1], 0), m.read(inst.ops[1], 1)
    e0, e1 = m.get(EXEC_LO), m.get(EXEC_HI)
    n0, n1 = _bitop(m, name, s0, e0), _bitop(m, name, s1, e1)
    if name in ("andn2", "orn2"):
        # S0 op ~EXEC
        n0 = arith.bitwise(sp, "and" if name == "andn2" else "or", s0, arith.not_(sp, e0))
        n1 = arith.bitwise(sp, "and" if name == "andn2" else "or", s1, arith.not_(sp, e1))
    elif name in ("andn1", "orn1"):
        n0 = arith.bitwise(sp, "and" if name == "andn1" else "or", arith.not_(sp, s0), e0)
        n1 = arith.bitwise(sp, "and" if name == "andn1" else "or", arith.not_(sp, s1), e1)
    if wrexec:
        m.write_op_s(d, [n0, n1])
    else:
        m.write_op_s(d, [e0, e1])
    m.write_s(EXEC_LO, n0)
    m.write_s(EXEC_HI, n1)
    val, unk, why = _nz64(m, n0, n1)
    m.set_scc(val, unk, why)


def _load(m: Machine, inst: Inst) -> None:
    """s_load_dword* / s_buffer_load_dword*: kernarg and dispatch-packet reads are known."""
    dst = inst.ops[0]
    n = dst.count
    base = m.read(inst.ops[1], 0)
    off = m.read(inst.ops[2]) if len(inst.ops) > 2 else m.const(0)
    extra = mod_int(inst, "offset", 0)
    vals = m.memory.scalar_load(m, base, off, extra, n, inst.base.startswith("s_buffer"))
    for i, v in enumerate(vals):
        m.write_s(key_of(dst, i), v)


_BIN32 = {
    "s_lshl_b32": lambda m, a, b: arith.shl(m.sp, a, b, _rid(m, "shifts by an unknown amount")),
    "s_lshr_b32": lambda m, a, b: approx.lshr(m.sp, a, b, _rid(m, "shifts by an unknown amount")),
    "s_ashr_i32": lambda m, a, b: arith.lshr(m.sp, a, b, _rid(m, "shifts by an unknown amount"), arith=True),
    "s_mul_i32": lambda m, a, b: arith.mul(m.sp, a, b),
    "s_mul_hi_u32": lambda m, a, b: arith.mul_hi(m.sp, a, b, False, _rid(m, "of unknown values")),
    "s_mul_hi_i32": lambda m, a, b: arith.mul_hi(m.sp, a, b, True, _rid(m, "of unknown values")),
    "s_bfm_b32": lambda m, a, b: arith.shl(m.sp, arith.sub(m.sp, arith.shl(m.sp, m.const(1), a, 0), m.const(1)), b, 0),
    "s_pack_ll_b32_b16": lambda m, a, b: arith.bitwise(m.sp, "or", arith.bitwise(m.sp, "and", a, m.const(0xFFFF)),
                                                     arith.shl(m.sp, b, m.const(16), 0)),
    "s_pack_lh_b32_b16": lambda m, a, b: arith.bitwise(m.sp, "or", arith.bitwise(m.sp, "and", a, m.const(0xFFFF)),
                                                     arith.bitwise(m.sp, "and", b, m.const(0xFFFF0000))),
    "s_pack_hh_b32_b16": lambda m, a, b: arith.bitwise(m.sp, "or", arith.lshr(m.sp, a, m.const(16), 0),
                                                     arith.bitwise(m.sp, "and", b, m.const(0xFFFF0000))),
}
_NZ_SCC = {"s_lshl_b32", "s_lshr_b32", "s_ashr_i32"}


# the scalar ALU table (the form of ldsopt.simt.table): the rules in order, first match wins
_LOGIC = ("and", "or", "xor", "andn2", "orn2", "nand", "nor", "xnor", "andn1", "orn1")
_LOGIC_NAMES = frozenset([f"s_{n}_{w}" for w in ("b32", "b64") for n in _LOGIC]
                         + [f"s_{n}_saveexec_{w}" for w in ("b64", "b32") for n in _LOGIC]
                         + [f"s_{n}_wrexec_b64" for n in _LOGIC])


def _op_load(m: Machine, inst: Inst) -> None:
    return _load(m, inst)


def _op_mov_b32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    n = 2 if b.endswith("64") else 1
    if b in ("s_movk_i32", "s_cmovk_i32"):
        vals = [m.const(_simm16(inst, 1))]
    else:
        vals = [m.read(ops[1], i, 64 if n == 2 else 32) for i in range(n)]
    if b.startswith(("s_cmov", "s_cmovk")):
        scc = m.get(SCC)
        k, unk = m.scalar_bit(scc)
        olds = [m.read(ops[0], i) for i in range(n)]
        rid = _rid(m, "moves under an unknown SCC")
        vals = [arith.join(sp, select(k[sp.wave], v, o), o, unk[sp.wave], rid, _what(m))
                for v, o in zip(vals, olds)]
    return m.write_op_s(ops[0], vals)


def _op_cselect_b32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    n = 2 if b.endswith("64") else 1
    k, unk = m.scalar_bit(m.get(SCC))
    rid = _rid(m, "selects by an unknown SCC")
    vals = []
    for i in range(n):
        x, y = m.read(ops[1], i, 64 if n == 2 else 32), m.read(ops[2], i, 64 if n == 2 else 32)
        vals.append(arith.join(sp, select(k[sp.wave], x, y), x, unk[sp.wave], rid, _what(m)))
    return m.write_op_s(ops[0], vals)


def _op_add_u32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    a, c = m.read(ops[1]), m.read(ops[2])
    sub = "sub" in b
    cin = m.get(SCC) if b in ("s_addc_u32", "s_subb_u32") else None
    r = arith.sub(sp, a, c) if sub else arith.add(sp, a, c)
    if cin is not None:
        cb = arith.bitwise(sp, "and", cin, m.const(1))
        r = arith.sub(sp, r, cb) if sub else arith.add(sp, r, cb)
    m.write_op_s(ops[0], [r], _what(m))
    return _carry_scc(m, a, c, sub, cin)


def _op_add_i32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    a, c = m.read(ops[1]), m.read(ops[2])
    r = arith.sub(sp, a, c) if b == "s_sub_i32" else arith.add(sp, a, c)
    m.write_op_s(ops[0], [r], _what(m))
    return _ovf_scc(m, a, c, r, b == "s_sub_i32")


def _op_addk_i32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    a = m.read(ops[0])
    k = m.const(_simm16(inst, 1))
    r = arith.add(sp, a, k) if b == "s_addk_i32" else arith.mul(sp, a, k)
    m.write_op_s(ops[0], [r], _what(m))
    if b == "s_addk_i32":
        _ovf_scc(m, a, k, r, False)
    return None


def _op_lshl_add(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    n = int(b[6])
    a, c = m.read(ops[1]), m.read(ops[2])
    sh = arith.shl(sp, a, m.const(n), 0)
    r = arith.add(sp, sh, c)
    m.write_op_s(ops[0], [r], _what(m))
    return _carry_scc(m, sh, c, False)


def _op_bin32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    a, c = m.read(ops[1]), m.read(ops[2])
    r = _BIN32[b](m, a, c)
    m.write_op_s(ops[0], [r], _what(m))
    if b in _NZ_SCC:
        val, unk, why = _nz(m, r)
        m.set_scc(val, unk, why)
    return None


def _op_logic(m: Machine, inst: Inst) -> None:
    ops = inst.ops
    name, form = inst.base[2:].split("_", 1)        # "and", "b32" / "saveexec_b64" / "wrexec_b64"
    if form.startswith(("saveexec", "wrexec")):
        return _saveexec(m, inst, name, form.startswith("wrexec"))
    n = 2 if form == "b64" else 1
    return _write_nz(m, ops[0], [_bitop(m, name, m.read(ops[1], i, 32 * n), m.read(ops[2], i, 32 * n))
                                 for i in range(n)])


def _write_nz(m: Machine, dst, r: list) -> None:
    """Write the result (one or two registers) and set SCC to whether it is nonzero."""
    m.write_op_s(dst, r, None if len(r) == 2 else _what(m))
    val, unk, why = _nz64(m, r[0], r[1]) if len(r) == 2 else _nz(m, r[0])
    return m.set_scc(val, unk, why)


def _op_not_b32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    n = 2 if b.endswith("64") else 1
    return _write_nz(m, ops[0], [arith.not_(sp, m.read(ops[1], i, 32 * n)) for i in range(n)])


def _op_lshl_b64(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    from ldsopt.amd.emu.valu import _pair_by_lane, _split64, _u64
    lo, hi, sh = m.read(ops[1], 0), m.read(ops[1], 1), m.read(ops[2])

    def exact():
        x = _u64(lo, hi)
        s = (sh.c & _U32(63)).astype(np.uint64)
        return _split64(x << s if b == "s_lshl_b64" else (x >> s if b == "s_lshr_b64" else
                                                           (x.view(np.int64) >> s.astype(np.int64)).view(np.uint64)))

    def fallback():
        if b == "s_lshl_b64" and known(sh).all() and (sh.c < 32).all():
            return (arith.shl(sp, lo, sh, 0),
                    select(sh.c == 0, hi, arith.alignbit(sp, hi, lo, arith.sub(sp, m.const(32), sh), 0)))
        u = sp.unknown(_rid(m, "shifts unknown values"))
        return u, u
    rl, rh = _pair_by_lane([lo, hi, sh], exact, fallback)
    m.write_op_s(ops[0], [rl, rh], _what(m))
    val, unk, why = _nz64(m, rl, rh)
    return m.set_scc(val, unk, why)


def _op_bfe_u32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    a, c = m.read(ops[1]), m.read(ops[2])
    r = by_lane([c], lambda: arith.bfe(sp, a, Val(c.c & _U32(31)), Val((c.c >> _U32(16)) & _U32(0x7F)),
                                     b == "s_bfe_i32", _rid(m, "")),
                lambda: sp.unknown(_rid(m, "has an unknown field")))
    m.write_op_s(ops[0], [r], _what(m))
    val, unk, why = _nz(m, r)
    return m.set_scc(val, unk, why)


def _op_cmp(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    parts = b.split("_")
    kind = {"eq": "eq", "lg": "ne", "gt": "gt", "ge": "ge", "lt": "lt", "le": "le"}.get(parts[2])
    typ = parts[3] if len(parts) > 3 else "u32"
    if kind is None:
        return _unknown_s(m, inst)
    if b.startswith("s_cmpk_"):
        a, c = m.read(ops[0]), m.const(_simm16(inst, 1, signed=typ == "i32"))
    elif typ == "u64":
        lo = arith.sub(sp, m.read(ops[0], 0), m.read(ops[1], 0))
        hi = arith.sub(sp, m.read(ops[0], 1), m.read(ops[1], 1))
        val, unk, why = _nz64(m, lo, hi)
        return m.set_scc(~val & ~unk if kind == "eq" else val, unk, why)
    else:
        a, c = m.read(ops[0]), m.read(ops[1])
    return _scc_cmp(m, a, c, kind, typ == "i32", assume=True)


def _op_bitcmp0_b32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    a, c = m.read(ops[0]), m.read(ops[1])
    bit = arith.bitwise(sp, "and", arith.lshr(sp, a, c, _rid(m, "")), m.const(1))
    val, unk, why = _nz(m, bit)
    if b == "s_bitcmp0_b32":
        val = ~val & ~unk
    return m.set_scc(val, unk, why)


def _op_min_u32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    a, c = m.read(ops[1]), m.read(ops[2])
    which = b[2:5]
    signed = b.endswith("i32")
    r = arith.minmax(sp, a, c, which, signed, _rid(m, "of unknown values"))
    m.write_op_s(ops[0], [r], _what(m))
    return _scc_cmp(m, a, c, "lt" if which == "min" else "gt", signed)


def _op_bcnt1_i32_b32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    n = 2 if b.endswith("64") else 1
    vals = [m.read(ops[1], i) for i in range(n)]
    from ldsopt.amd.emu.valu import _popcount
    r = by_lane(vals, lambda: Val(sum(_popcount(v.c if "bcnt1" in b else ~v.c) for v in vals).astype(_U32)),
                lambda: sp.unknown(_rid(m, "counts unknown bits")))
    m.write_op_s(ops[0], [r], _what(m))
    val, unk, why = _nz(m, r)
    return m.set_scc(val, unk, why)


def _op_unary(m: Machine, inst: Inst) -> None:
    return _misc_unary(m, inst)


def _op_bitset0_b32(m: Machine, inst: Inst) -> None:
    b = inst.base
    ops = inst.ops
    sp = m.sp
    c = m.read(ops[1])
    old = m.read(ops[0])
    bit = arith.shl(sp, m.const(1), c, _rid(m, ""))
    r = arith.bitwise(sp, "or", old, bit) if b.endswith("1_b32") else arith.bitwise(sp, "and", old, arith.not_(sp, bit))
    return m.write_op_s(ops[0], [r], _what(m))


def _op_wqm_b64(m: Machine, inst: Inst) -> None:
    return _wqm(m, inst)


def _op_machine_state(m: Machine, inst: Inst) -> None:
    return _unknown_s(m, inst, scc=False, what="reads machine state")


def _op_nothing(m: Machine, inst: Inst) -> None:
    """Waits, caches, messages, barriers, stores, mode registers: no register the emulator follows."""
    return None


SALU = Table("AMDGPU SALU", default=lambda m, inst: _unknown_s(m, inst))
SALU.prefix(("s_load_", "s_buffer_load_"), _op_load)
SALU.names(("s_mov_b32", "s_mov_b64", "s_cmov_b32", "s_cmov_b64", "s_movk_i32", "s_cmovk_i32"), _op_mov_b32)
SALU.names(("s_cselect_b32", "s_cselect_b64"), _op_cselect_b32)
SALU.names(("s_add_u32", "s_sub_u32", "s_addc_u32", "s_subb_u32"), _op_add_u32)
SALU.names(("s_add_i32", "s_sub_i32"), _op_add_i32)
SALU.names(("s_addk_i32", "s_mulk_i32"), _op_addk_i32)
SALU.where(lambda b: b.startswith("s_lshl") and b.endswith("_add_u32") and b[6:7].isdigit(), _op_lshl_add)
SALU.names(_BIN32, _op_bin32)
SALU.names(_LOGIC_NAMES, _op_logic)
SALU.names(("s_not_b32", "s_not_b64"), _op_not_b32)
SALU.names(("s_lshl_b64", "s_lshr_b64", "s_ashr_i64"), _op_lshl_b64)
SALU.names(("s_bfe_u32", "s_bfe_i32"), _op_bfe_u32)
SALU.where(lambda b: b.startswith("s_cmp_") or b.startswith("s_cmpk_"), _op_cmp)
SALU.names(("s_bitcmp0_b32", "s_bitcmp1_b32"), _op_bitcmp0_b32)
SALU.names(("s_min_u32", "s_max_u32", "s_min_i32", "s_max_i32"), _op_min_u32)
SALU.names(("s_bcnt1_i32_b32", "s_bcnt1_i32_b64", "s_bcnt0_i32_b32", "s_bcnt0_i32_b64"), _op_bcnt1_i32_b32)
SALU.names(("s_ff1_i32_b32", "s_ff1_i32_b64", "s_ff0_i32_b32", "s_ff0_i32_b64", "s_flbit_i32_b32",
             "s_brev_b32", "s_sext_i32_i8", "s_sext_i32_i16", "s_abs_i32", "s_flbit_i32_b64"), _op_unary)
SALU.names(("s_bitset0_b32", "s_bitset1_b32"), _op_bitset0_b32)
SALU.names(("s_wqm_b64", "s_quadmask_b64", "s_wqm_b32", "s_quadmask_b32"), _op_wqm_b64)
SALU.names(("s_getpc_b64", "s_memtime", "s_memrealtime", "s_getreg_b32", "s_get_waveid_in_workgroup"),
           _op_machine_state)
SALU.where(lambda b: b in _NOPS or b.startswith(("s_waitcnt", "s_dcache", "s_icache", "s_sendmsg",
                                                  "s_set_inst_prefetch", "s_setprio", "s_sleep", "s_nop",
                                                  "s_barrier", "s_ttrace", "s_delay", "s_store", "s_buffer_store",
                                                  "s_atc", "s_scratch_store")), _op_nothing)
SALU.names(("s_setreg_b32", "s_setreg_imm32_b32", "s_denorm_mode", "s_round_mode", "s_setvskip"), _op_nothing)


def execute(m: Machine, inst: Inst) -> None:
    return SALU.lookup(inst.base)(m, inst)


_NOPS = {"s_endpgm_saved", "s_incperflevel", "s_decperflevel", "s_code_end", "s_wakeup", "s_ttracedata"}


def _misc_unary(m: Machine, inst: Inst) -> None:
    from ldsopt.amd.emu.valu import _brev, _ffbh, _ffbl
    b = inst.base
    ops = inst.ops
    n = 2 if b.endswith("b64") else 1
    vals = [m.read(ops[1], i) for i in range(n)]
    if not all(known(v)[m.sel].all() for v in vals):
        return _unknown_s(m, inst, scc=b in ("s_abs_i32",), what="of an unknown value")
    x = vals[0].c
    if b.startswith("s_ff1") or b.startswith("s_ff0"):
        if n == 2:
            lo, hi = vals[0].c, vals[1].c
            if b.startswith("s_ff0"):
                lo, hi = ~lo, ~hi
            fl, fh = _ffbl(lo), _ffbl(hi)
            r = np.where(fl != M32, fl, np.where(fh != M32, fh + _U32(32), _U32(M32)))
        else:
            r = _ffbl(~x if b.startswith("s_ff0") else x)
    elif b == "s_flbit_i32_b32":
        r = _ffbh(x)
    elif b == "s_flbit_i32_b64":
        hi = vals[1].c
        fh, fl = _ffbh(hi), _ffbh(x)
        r = np.where(fh != M32, fh, np.where(fl != M32, fl + _U32(32), _U32(M32)))
    elif b == "s_brev_b32":
        r = _brev(x)
    elif b == "s_sext_i32_i8":
        r = x.astype(np.uint8).view(np.int8).astype(np.int32).view(_U32)
    elif b == "s_sext_i32_i16":
        r = x.astype(np.uint16).view(np.int16).astype(np.int32).view(_U32)
    else:  # s_abs_i32
        r = np.abs(x.view(np.int32)).view(_U32)
        m.set_scc(r != 0)
    m.write_op_s(ops[0], [Val(np.asarray(r).astype(_U32))])


def _wqm(m: Machine, inst: Inst) -> None:
    sp = m.sp
    n = 2 if inst.base.endswith("64") else 1
    vals = [m.read(inst.ops[1], i) for i in range(n)]
    if not all(known(v)[m.sel].all() for v in vals):
        return _unknown_s(m, inst, what="of an unknown value")
    out = []
    for v in vals:
        x = v.c
        r = np.zeros(sp.n, _U32)
        for q in range(8):
            nib = (x >> _U32(4 * q)) & _U32(0xF)
            if inst.base.startswith("s_wqm"):
                r |= np.where(nib != 0, _U32(0xF) << _U32(4 * q), _U32(0)).astype(_U32)
            else:
                r |= np.where(nib != 0, _U32(1) << _U32(q), _U32(0)).astype(_U32)
        out.append(Val(r))
    if inst.base.startswith("s_quadmask") and n == 2:
        out = [arith.bitwise(sp, "or", out[0], arith.shl(sp, out[1], m.const(8), 0)), m.const(0)]
    m.write_op_s(inst.ops[0], out)
    val, unk, why = _nz64(m, out[0], out[-1]) if n == 2 else _nz(m, out[0])
    m.set_scc(val, unk, why)


def _unknown_s(m: Machine, inst: Inst, scc: bool = True, what: str = "is not emulated") -> None:
    if what == "is not emulated":
        m.not_emulated.setdefault(inst.base, m.where())
    rid = _rid(m, what)
    if inst.ops and inst.ops[0].is_reg:
        d = inst.ops[0]
        for i in range(d.count):
            k = key_of(d, i)
            if k in (EXEC_LO, EXEC_HI, VCC_LO, VCC_LO + 1):
                m.write_s(k, m.sp.unknown(rid))
            else:
                m.write_s(k, m.sp.unknown(rid), what=f"result of {inst.base} at {m.where()}")
    if scc:
        n = m.sp.n
        m.set_scc(np.zeros(n, bool), np.ones(n, bool), np.full(n, rid, np.int32))


# ----------------------------------------------------------------------------- branches
def branch(m: Machine, inst: Inst) -> None:
    b = inst.base
    target = m.prog.targets.get(m.pc)
    w = m.sp.nwaves
    if b == "s_branch":
        return m.branch(np.ones(w, bool), np.zeros(w, bool), target)
    if b in ("s_cbranch_scc0", "s_cbranch_scc1"):
        k, unk = m.scalar_bit(m.get(SCC))
        return m.branch(k if b.endswith("1") else ~k & ~unk, unk, target)
    if b in ("s_cbranch_vccz", "s_cbranch_vccnz", "s_cbranch_execz", "s_cbranch_execnz"):
        base = VCC_LO if "vcc" in b else EXEC_LO
        nz, unk = m.scalar_nonzero(m.get(base), m.get(base + 1))
        if "exec" in b:
            # lanes of unknown activity: EXEC is non-zero iff one of them is active
            pass
        taken = nz if b.endswith("nz") else ~nz & ~unk
        return m.branch(taken, unk, target)
    # debugger branches: not taken
    return m.branch(np.zeros(w, bool), np.zeros(w, bool), target)
