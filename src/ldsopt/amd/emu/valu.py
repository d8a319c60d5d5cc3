"""Vector ALU instructions (VOP1, VOP2, VOP3, VOPC, VOP3P, DPP and SDWA forms) of GFX9 / CDNA.

Semantics from the AMD Vega, CDNA1-3 ISA manuals and LLVM's assembler syntax; operand order as LLVM
prints it (``v_lshlrev_b32 vD, shift, src``: the "rev" forms take the shift first).  Integer
operations are exact; floating-point operations are computed (numpy float32/float64) only when
every input is known, which covers the integer-division sequences compilers emit
(``v_cvt_f32_u32``, ``v_rcp_iflag_f32``, ``v_mul_f32``, ``v_cvt_u32_f32`` then exact integer
corrections); otherwise their result is data and unknown.  Assumptions, each marked where used:
``*_u24``/``*_i24`` multiplies treat unknown operands as fitting in 24 bits (LLVM emits them only
when it has proven that); 16-bit operations zero the upper half of the destination (GFX9).
"""

from __future__ import annotations

import numpy as np

from ldsopt.amd.emu import bounds
from ldsopt.simt import approx, arith
from ldsopt.amd.emu.lanes import dpp_source, is_dpp, sdwa_sel
from ldsopt.amd.emu.machine import VCC_LO, Machine, key_of
from ldsopt.amd.emu.operands import Inst, Operand, mod_int, mod_list
from ldsopt.simt.derived import opaque
from ldsopt.simt.table import Table
from ldsopt.simt.values import M32, Val, by_lane, known, select

_U32 = np.uint32


def _rid(m: Machine, what: str = "") -> int:
    return m.reason(f"{m.inst.base} at {m.where()} {what}".strip())


# ----------------------------------------------------------------------------- operands
def _src(m: Machine, inst: Inst, i: int, width: int = 32) -> Val:
    op = inst.ops[i]
    v = m.read(op, 0, width)
    if i == _first_src(inst) and is_dpp(inst) and op.kind == "v":
        v = _dpp(m, inst, v)
    if inst.enc == "sdwa" and i in (_first_src(inst), _first_src(inst) + 1):
        off, w = sdwa_sel(inst, "src0_sel" if i == _first_src(inst) else "src1_sel")
        if w < 32:
            v = arith.bfe(m.sp, v, m.const(off), m.const(w), "sext" in op.mods, _rid(m))
    return v


def _first_src(inst: Inst) -> int:
    b = inst.base
    if b.startswith(("v_cmp", "v_cmpx")):
        return 1 if inst.ops and inst.ops[0].kind == "s" else 0
    if b in _CARRY_OUT or b in ("v_mad_u64_u32", "v_mad_i64_i32", "v_div_scale_f32", "v_div_scale_f64"):
        return 2
    return 1


def _dpp(m: Machine, inst: Inst, v: Val) -> Val:
    sp = m.sp
    src, write = dpp_source(inst, sp.wave_size)
    base = sp.wave * sp.wave_size
    lane_src = src[sp.lane]
    valid = lane_src >= 0
    idx = np.where(valid, base + np.maximum(lane_src, 0), np.arange(sp.n))
    if not mod_int(inst, "fi", 0):
        valid &= m.on[idx] | m.maybe[idx] | ~m.sel[idx]
    out = m.gather(v, idx)
    bound = "bound_ctrl" in inst.mods
    if bound:
        out = select(valid, out, m.const(0))
        m.nowrite = ~write[sp.lane]
    else:
        m.nowrite = ~write[sp.lane] | ~valid
    return out


def _out(m: Machine, inst: Inst, v: Val, i: int = 0) -> None:
    op = inst.ops[i]
    if inst.enc == "sdwa" and op.kind == "v":
        off, w = sdwa_sel(inst, "dst_sel")
        if w < 32:
            unused = str(inst.mods.get("dst_unused", "UNUSED_PAD")).upper()
            sp = m.sp
            field = arith.shl(sp, arith.bfe(sp, v, m.const(0), m.const(w), False, _rid(m)), m.const(off), _rid(m))
            mask = ((1 << w) - 1) << off
            if unused == "UNUSED_PRESERVE":
                old = arith.bitwise(sp, "and", m.get(key_of(op)), m.const(M32 ^ mask))
                v = arith.bitwise(sp, "or", old, field)
            elif unused == "UNUSED_SEXT":
                v = arith.lshr(sp, arith.shl(sp, v, m.const(32 - w), _rid(m)), m.const(32 - w - off), _rid(m), arith=True)
                v = arith.bitwise(sp, "and", v, m.const(~((1 << off) - 1) & M32))
            else:
                v = field
    m.write_v(key_of(op), v)


def _out_unknown(m: Machine, op: Operand, what: str = "") -> None:
    rid = _rid(m, what or "is not emulated")
    for i in range(op.count):
        m.write_v(key_of(op, i), m.sp.unknown(rid))


# ----------------------------------------------------------------------------- integer tables
def _mul24(m, a, b, signed):
    def exact():
        if signed:
            x = ((a.c << _U32(8)).view(np.int32) >> 8).astype(np.int64)
            y = ((b.c << _U32(8)).view(np.int32) >> 8).astype(np.int64)
            return Val((x * y).astype(np.int64).astype(np.uint64).astype(_U32))
        return Val((a.c & _U32(0xFFFFFF)) * (b.c & _U32(0xFFFFFF)))
    # assumed for unknown operands: they fit in 24 bits (LLVM selects *_u24/_i24 only after proving it)
    return by_lane([a, b], exact, lambda: arith.mul(m.sp, a, b))


def _mulhi24(m, a, b, signed):
    def exact():
        if signed:
            x = ((a.c << _U32(8)).view(np.int32) >> 8).astype(np.int64)
            y = ((b.c << _U32(8)).view(np.int32) >> 8).astype(np.int64)
            return Val(((x * y) >> 32).astype(np.uint64).astype(_U32))
        p = (a.c & _U32(0xFFFFFF)).astype(np.uint64) * (b.c & _U32(0xFFFFFF)).astype(np.uint64)
        return Val((p >> np.uint64(32)).astype(_U32))
    return by_lane([a, b], exact, lambda: m.sp.unknown(_rid(m, "of unknown operands")))


def _popcount(x: np.ndarray) -> np.ndarray:
    x = x.astype(np.uint64)
    c = np.zeros(x.shape, np.uint64)
    for i in range(32):
        c += (x >> np.uint64(i)) & np.uint64(1)
    return c.astype(_U32)


def _bits_plain(m, v: Val, fn):
    return by_lane([v], lambda: Val(fn(v.c).astype(_U32)), lambda: m.sp.unknown(_rid(m, "of an unknown operand")))


def _ffbh(x):
    out = np.full(x.shape, M32, np.uint64)
    for i in range(31, -1, -1):
        hit = ((x >> _U32(i)) & _U32(1)).astype(bool) & (out == M32)
        out[hit] = 31 - i
    return out.astype(_U32)


def _ffbl(x):
    from ldsopt.simt.values import tz
    t = tz(x)
    return np.where(t >= 32, M32, t).astype(_U32)


def _brev(x):
    out = np.zeros(x.shape, _U32)
    for i in range(32):
        out |= ((x >> _U32(i)) & _U32(1)) << _U32(31 - i)
    return out


_UNK = "of unknown operands"


def _wave_uniform(m: Machine, inputs, r: Val) -> Val:
    """`r` with its unknown lanes whose inputs are each one value over the wave (no unknown bit)
    made a fresh wave-uniform symbol: the result is then one value over the wave too (the SASS
    emulator's rule for results it cannot compute, ldsopt.simt.derived.opaque)."""
    if r.u is None:
        return r
    o = opaque(m.sp, inputs, None, f"{m.inst.base} of wave-uniform values")
    lanes = (r.u != 0) & (o.u == 0 if o.u is not None else True)
    return select(lanes, o, r) if lanes.any() else r


S = arith
BIN = {
    "v_add_u32": lambda m, a, b: S.add(m.sp, a, b),
    "v_add_nc_u32": lambda m, a, b: S.add(m.sp, a, b),
    "v_sub_u32": lambda m, a, b: S.sub(m.sp, a, b),
    "v_sub_nc_u32": lambda m, a, b: S.sub(m.sp, a, b),
    "v_subrev_u32": lambda m, a, b: S.sub(m.sp, b, a),
    "v_subrev_nc_u32": lambda m, a, b: S.sub(m.sp, b, a),
    "v_mul_lo_u32": lambda m, a, b: S.mul(m.sp, a, b),
    "v_mul_lo_i32": lambda m, a, b: S.mul(m.sp, a, b),
    "v_mul_u32_u24": lambda m, a, b: _mul24(m, a, b, False),
    "v_mul_i32_i24": lambda m, a, b: _mul24(m, a, b, True),
    "v_mul_hi_u32_u24": lambda m, a, b: _mulhi24(m, a, b, False),
    "v_mul_hi_i32_i24": lambda m, a, b: _mulhi24(m, a, b, True),
    "v_mul_hi_u32": lambda m, a, b: _wave_uniform(m, (a, b), S.mul_hi(m.sp, a, b, False, _rid(m, _UNK))),
    "v_mul_hi_i32": lambda m, a, b: _wave_uniform(m, (a, b), S.mul_hi(m.sp, a, b, True, _rid(m, _UNK))),
    "v_lshlrev_b32": lambda m, a, b: S.shl(m.sp, b, a, _rid(m, "by an unknown amount")),
    "v_lshrrev_b32": lambda m, a, b: approx.lshr(m.sp, b, a, _rid(m, "by an unknown amount")),
    "v_ashrrev_i32": lambda m, a, b: S.lshr(m.sp, b, a, _rid(m, "by an unknown amount"), arith=True),
    "v_lshl_b32": lambda m, a, b: S.shl(m.sp, a, b, _rid(m, "by an unknown amount")),
    "v_lshr_b32": lambda m, a, b: approx.lshr(m.sp, a, b, _rid(m, "by an unknown amount")),
    "v_ashr_i32": lambda m, a, b: S.lshr(m.sp, a, b, _rid(m, "by an unknown amount"), arith=True),
    "v_and_b32": lambda m, a, b: S.bitwise(m.sp, "and", a, b),
    "v_or_b32": lambda m, a, b: S.bitwise(m.sp, "or", a, b),
    "v_xor_b32": lambda m, a, b: S.bitwise(m.sp, "xor", a, b),
    "v_xnor_b32": lambda m, a, b: S.not_(m.sp, S.bitwise(m.sp, "xor", a, b)),
    "v_min_u32": lambda m, a, b: _wave_uniform(m, (a, b), S.minmax(m.sp, a, b, "min", False, _rid(m, _UNK))),
    "v_max_u32": lambda m, a, b: _wave_uniform(m, (a, b), S.minmax(m.sp, a, b, "max", False, _rid(m, _UNK))),
    "v_min_i32": lambda m, a, b: _wave_uniform(m, (a, b), S.minmax(m.sp, a, b, "min", True, _rid(m, _UNK))),
    "v_max_i32": lambda m, a, b: _wave_uniform(m, (a, b), S.minmax(m.sp, a, b, "max", True, _rid(m, _UNK))),
    "v_bfm_b32": lambda m, a, b: S.shl(m.sp, S.sub(m.sp, S.shl(m.sp, m.const(1), a, _rid(m)), m.const(1)), b, _rid(m)),
    "v_bcnt_u32_b32": lambda m, a, b: S.add(m.sp, _bits_plain(m, a, _popcount), b),
}

TER = {
    "v_add3_u32": lambda m, a, b, c: S.add(m.sp, S.add(m.sp, a, b), c),
    "v_lshl_add_u32": lambda m, a, b, c: S.add(m.sp, S.shl(m.sp, a, b, _rid(m)), c),
    "v_add_lshl_u32": lambda m, a, b, c: S.shl(m.sp, S.add(m.sp, a, b), c, _rid(m)),
    "v_lshl_or_b32": lambda m, a, b, c: S.bitwise(m.sp, "or", S.shl(m.sp, a, b, _rid(m)), c),
    "v_and_or_b32": lambda m, a, b, c: S.bitwise(m.sp, "or", S.bitwise(m.sp, "and", a, b), c),
    "v_or3_b32": lambda m, a, b, c: S.bitwise(m.sp, "or", S.bitwise(m.sp, "or", a, b), c),
    "v_xor3_b32": lambda m, a, b, c: S.bitwise(m.sp, "xor", S.bitwise(m.sp, "xor", a, b), c),
    "v_xad_u32": lambda m, a, b, c: S.add(m.sp, S.bitwise(m.sp, "xor", a, b), c),
    "v_mad_u32_u24": lambda m, a, b, c: S.add(m.sp, _mul24(m, a, b, False), c),
    "v_mad_i32_i24": lambda m, a, b, c: S.add(m.sp, _mul24(m, a, b, True), c),
    "v_mad_u32_u16": lambda m, a, b, c: S.add(m.sp, S.mul(m.sp, _lo16(m, a), _lo16(m, b)), c),
    "v_bfe_u32": lambda m, a, b, c: S.bfe(m.sp, a, b, c, False, _rid(m)),
    "v_bfe_i32": lambda m, a, b, c: S.bfe(m.sp, a, b, c, True, _rid(m)),
    "v_bfi_b32": lambda m, a, b, c: S.bitwise(m.sp, "or", S.bitwise(m.sp, "and", a, b),
                                              S.bitwise(m.sp, "and", S.not_(m.sp, a), c)),
    "v_alignbit_b32": lambda m, a, b, c: S.alignbit(m.sp, a, b, c, _rid(m)),
    "v_alignbyte_b32": lambda m, a, b, c: S.alignbit(m.sp, a, b, c, _rid(m), unit=8),
    "v_perm_b32": lambda m, a, b, c: S.perm(m.sp, a, b, c, _rid(m)),
    "v_min3_u32": lambda m, a, b, c: _mm3(m, a, b, c, "min", False),
    "v_max3_u32": lambda m, a, b, c: _mm3(m, a, b, c, "max", False),
    "v_min3_i32": lambda m, a, b, c: _mm3(m, a, b, c, "min", True),
    "v_max3_i32": lambda m, a, b, c: _mm3(m, a, b, c, "max", True),
    "v_med3_u32": lambda m, a, b, c: _med3(m, a, b, c, False),
    "v_med3_i32": lambda m, a, b, c: _med3(m, a, b, c, True),
}


def _lo16(m, v):
    return S.bitwise(m.sp, "and", v, m.const(0xFFFF))


def _mm3(m, a, b, c, which, signed):
    r = _rid(m, "of unknown operands")
    return S.minmax(m.sp, S.minmax(m.sp, a, b, which, signed, r), c, which, signed, r)


def _med3(m, a, b, c, signed):
    def exact():
        t = np.int32 if signed else _U32
        x = np.stack([a.c.view(t), b.c.view(t), c.c.view(t)])
        return Val(np.median(x.astype(np.int64), axis=0).astype(np.int64).astype(t).view(_U32))
    return by_lane([a, b, c], exact, lambda: m.sp.unknown(_rid(m, "of unknown operands")))


B16 = {
    "v_add_u16": lambda m, a, b: S.add(m.sp, a, b),
    "v_sub_u16": lambda m, a, b: S.sub(m.sp, a, b),
    "v_subrev_u16": lambda m, a, b: S.sub(m.sp, b, a),
    "v_mul_lo_u16": lambda m, a, b: S.mul(m.sp, a, b),
    "v_lshlrev_b16": lambda m, a, b: S.shl(m.sp, b, a, _rid(m), width=16),
    "v_lshrrev_b16": lambda m, a, b: S.lshr(m.sp, _lo16(m, b), a, _rid(m), width=16),
    "v_and_b16": lambda m, a, b: S.bitwise(m.sp, "and", a, b),
    "v_or_b16": lambda m, a, b: S.bitwise(m.sp, "or", a, b),
    "v_xor_b16": lambda m, a, b: S.bitwise(m.sp, "xor", a, b),
    "v_max_u16": lambda m, a, b: S.minmax(m.sp, _lo16(m, a), _lo16(m, b), "max", False, _rid(m)),
    "v_min_u16": lambda m, a, b: S.minmax(m.sp, _lo16(m, a), _lo16(m, b), "min", False, _rid(m)),
}

_CARRY_OUT = {"v_add_co_u32": "add", "v_sub_co_u32": "sub", "v_subrev_co_u32": "subrev",
              "v_add_i32": "add", "v_sub_i32": "sub", "v_subrev_i32": "subrev",
              "v_addc_co_u32": "addc", "v_subb_co_u32": "subb", "v_subbrev_co_u32": "subbrev",
              "v_addc_u32": "addc", "v_subb_u32": "subb", "v_subbrev_u32": "subbrev"}

# ----------------------------------------------------------------------------- floats
_F32_UN = {
    "v_cvt_f32_u32": lambda x: x.astype(np.uint32).astype(np.float32),
    "v_cvt_f32_i32": lambda x: x.view(np.int32).astype(np.float32),
    "v_rcp_iflag_f32": lambda x: (np.float32(1) / x.view(np.float32)).astype(np.float32),
    "v_rcp_f32": lambda x: (np.float32(1) / x.view(np.float32)).astype(np.float32),
    "v_trunc_f32": lambda x: np.trunc(x.view(np.float32)),
    "v_floor_f32": lambda x: np.floor(x.view(np.float32)),
    "v_ceil_f32": lambda x: np.ceil(x.view(np.float32)),
    "v_rndne_f32": lambda x: np.round(x.view(np.float32)),
    "v_fract_f32": lambda x: x.view(np.float32) - np.floor(x.view(np.float32)),
}
_F32_TO_INT = {"v_cvt_u32_f32": False, "v_cvt_i32_f32": True, "v_cvt_flr_i32_f32": True,
               "v_cvt_rpi_i32_f32": True}
_F32_BIN = {"v_mul_f32": np.multiply, "v_add_f32": np.add, "v_sub_f32": np.subtract,
            "v_subrev_f32": lambda a, b: b - a, "v_max_f32": np.maximum, "v_min_f32": np.minimum,
            "v_mul_legacy_f32": np.multiply}
_F32_TER = {"v_fma_f32", "v_mad_f32", "v_fmac_f32", "v_mac_f32", "v_madmk_f32", "v_madak_f32",
            "v_fmamk_f32", "v_fmaak_f32"}


def _fval(m: Machine, inst: Inst, i: int):
    op = inst.ops[i]
    v = _src(m, inst, i)
    m._fknown = m._fknown & known(v)
    f = v.c.view(np.float32).copy()
    if "abs" in op.mods:
        f = np.abs(f)
    if "neg" in op.mods:
        f = -f
    return f


def _float(m: Machine, inst: Inst) -> bool:
    b = inst.base
    if b not in _F32_UN and b not in _F32_TO_INT and b not in _F32_BIN and b not in _F32_TER:
        return False
    if any(k in inst.mods for k in ("clamp", "mul", "div", "omod")):
        _out_unknown(m, inst.ops[0], "with an output modifier is not emulated")
        return True
    m._fknown = np.ones(m.sp.n, bool)
    real_out = _out

    def _out_f(m_, inst_, v):       # lanes with an unknown input get unknown data
        k = m_._fknown
        if not k.all():
            v = select(k, v, m_.sp.unknown(_rid(m_, "of data")))
        real_out(m_, inst_, v)
    with np.errstate(all="ignore"):
        if b in _F32_UN or b in _F32_TO_INT:
            x = _fval(m, inst, 1)
            if b in _F32_TO_INT:
                f = x.astype(np.float64)
                if b == "v_cvt_flr_i32_f32":
                    f = np.floor(f)
                elif b == "v_cvt_rpi_i32_f32":
                    f = np.floor(f + 0.5)
                f = np.nan_to_num(np.trunc(f), nan=0.0)
                lo, hi = (-2 ** 31, 2 ** 31 - 1) if _F32_TO_INT[b] else (0, 2 ** 32 - 1)
                r = np.clip(f, lo, hi).astype(np.int64).astype(np.uint64).astype(_U32)
            else:
                r = _F32_UN[b](x.view(_U32) if b in ("v_cvt_f32_u32", "v_cvt_f32_i32") else x.view(_U32))
                r = np.asarray(r, np.float32).view(_U32)
            _out_f(m, inst, Val(np.ascontiguousarray(r).astype(_U32)))
            return True
        if b in _F32_BIN:
            x, y = _fval(m, inst, 1), _fval(m, inst, 2)
            r = np.asarray(_F32_BIN[b](x, y), np.float32)
            _out_f(m, inst, Val(r.view(_U32).copy()))
            return True
        # fused / accumulating forms
        if b in ("v_fmac_f32", "v_mac_f32"):
            x, y = _fval(m, inst, 1), _fval(m, inst, 2)
            d = m.get(key_of(inst.ops[0]))
            m._fknown &= known(d)
            z = d.c.view(np.float32)
        elif b in ("v_madmk_f32", "v_fmamk_f32"):
            x, y, z = _fval(m, inst, 1), _fval(m, inst, 3), _fval(m, inst, 2)
        else:
            x, y, z = _fval(m, inst, 1), _fval(m, inst, 2), _fval(m, inst, 3)
        r = (x.astype(np.float64) * y.astype(np.float64) + z.astype(np.float64)).astype(np.float32)
        _out_f(m, inst, Val(r.view(_U32).copy()))
        return True


# ----------------------------------------------------------------------------- compares
_CMP = {"eq": "eq", "ne": "ne", "lg": "ne", "lt": "lt", "le": "le", "gt": "gt", "ge": "ge",
        "t": "t", "tru": "t", "f": "f"}


def _vcmp(m: Machine, inst: Inst) -> None:
    parts = inst.base.split("_")        # v, cmp|cmpx, cond, type
    if len(parts) < 4:
        return _unknown(m, inst)
    cmpx = parts[1] == "cmpx"
    cond, typ = parts[2], parts[3]
    first = _first_src(inst)
    sp = m.sp
    kind = _CMP.get(cond)
    if typ in ("u32", "i32", "u16", "i16") and kind is not None:
        a, b = _src(m, inst, first), _src(m, inst, first + 1)
        if typ in ("u16", "i16"):
            sh = m.const(16)
            a = S.lshr(sp, S.shl(sp, a, sh, 0), sh, 0, arith=typ == "i16")
            b = S.lshr(sp, S.shl(sp, b, sh, 0), sh, 0, arith=typ == "i16")
        pr = approx.settle(S.compare(sp, a, b, kind, typ[0] == "i", _rid(m, "compares unknown values")),
                           a, b, kind, typ[0] == "i")
        val, unk, why = pr.value(m.sp.n), pr.unknown(m.sp.n), pr.why
        val, unk, why = bounds.apply(m, a, b, kind, val, unk, why, m.on | m.maybe)
    elif typ in ("u64", "i64") and kind is not None:
        a0, a1 = m.read(inst.ops[first], 0), m.read(inst.ops[first], 1)
        b0, b1 = m.read(inst.ops[first + 1], 0), m.read(inst.ops[first + 1], 1)
        x = (a1.c.astype(np.uint64) << np.uint64(32)) | a0.c
        y = (b1.c.astype(np.uint64) << np.uint64(32)) | b0.c
        if typ == "i64":
            x, y = x.view(np.int64), y.view(np.int64)
        val = {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y,
               "t": np.ones(sp.n, bool), "f": np.zeros(sp.n, bool)}[kind]
        unk = ~(known(a0) & known(a1) & known(b0) & known(b1))
        why = np.full(sp.n, _rid(m, "compares unknown values"), np.int32) if unk.any() else None
        val &= ~unk
        val, unk, why = bounds.apply(m, (a0, a1), (b0, b1), kind, val, unk, why, m.on | m.maybe)
    elif typ == "f32" and kind is not None and kind not in ("t", "f"):
        m._fknown = np.ones(sp.n, bool)
        x, y = _fval(m, inst, first), _fval(m, inst, first + 1)
        val = {"eq": x == y, "ne": (x < y) | (x > y), "lt": x < y, "le": x <= y, "gt": x > y,
               "ge": x >= y}[kind]
        unk = ~m._fknown
        why = np.full(sp.n, _rid(m, "compares data"), np.int32) if unk.any() else None
        val &= ~unk
    else:
        val, unk = np.zeros(sp.n, bool), np.ones(sp.n, bool)
        why = np.full(sp.n, _rid(m, "is not emulated"), np.int32)
    # inactive lanes write 0 (VOPC); lanes of unknown activity write an unknown bit
    act, maybe = m.on, m.maybe
    v = val & act
    u = (unk & (act | maybe)) | (maybe & val & ~unk)
    if why is None:
        why = np.zeros(sp.n, np.int32)
    why = np.where(maybe & ~unk, m.exec_why if m.exec_why is not None else 0, why).astype(np.int32)
    lo, hi = m.pack_mask(v, u, why)
    dst = inst.ops[0] if inst.ops and inst.ops[0].kind == "s" else None
    if dst is not None:
        m.write_s(key_of(dst), lo)
        if dst.count > 1:
            m.write_s(key_of(dst, 1), hi)
    elif not cmpx:
        m.write_s(VCC_LO, lo)
        m.write_s(VCC_LO + 1, hi)
    if cmpx:
        m.write_s(126, lo)
        m.write_s(127, hi)


# ----------------------------------------------------------------------------- lane ops
def _readlane(m: Machine, inst: Inst, first: bool) -> None:
    sp = m.sp
    v = _src(m, inst, 1)
    fl = m.first_lane
    if first:
        cand = (m.on | m.maybe).reshape(sp.nwaves, sp.wave_size)
        has = cand.any(axis=1)
        idx = np.where(has, cand.argmax(axis=1), 0)
        unsure = np.zeros(sp.nwaves, bool)
        mb = m.maybe.reshape(sp.nwaves, sp.wave_size)
        unsure = has & mb[np.arange(sp.nwaves), idx]
    else:
        sel = m.read(inst.ops[2])
        idx = (sel.c[fl] % sp.wave_size).astype(np.int64)
        unsure = ~known(sel)[fl]
    src = np.repeat(fl + idx, sp.wave_size)
    out = m.gather(v, src)
    if unsure.any():
        out = select(unsure[sp.wave], sp.unknown(_rid(m, "reads a lane whose activity is unknown")), out)
    m.write_s(key_of(inst.ops[0]), out, what=f"value read by {inst.base} at {m.where()}")


def _writelane(m: Machine, inst: Inst) -> None:
    sp = m.sp
    v = m.read(inst.ops[1])
    sel = m.read(inst.ops[2])
    if not known(sel)[m.sel].all():
        return _out_unknown(m, inst.ops[0], "writes an unknown lane")
    lane = (sel.c % sp.wave_size).astype(np.int64)
    hit = (sp.lane == lane) & m.sel
    m.write_v(key_of(inst.ops[0]), v, force_lanes=hit)


def _mbcnt(m: Machine, inst: Inst, hi: bool) -> None:
    sp = m.sp
    mask, add = _src(m, inst, 1), _src(m, inst, 2)
    lane = sp.lane
    if hi:
        below = np.where(lane >= 32, lane - 32, 0)
        keep = np.where(lane >= 32, arith.low_mask(below), _U32(0))
    else:
        keep = np.where(lane >= 32, _U32(M32), arith.low_mask(np.minimum(lane, 32)))
    cnt = _popcount(mask.c & keep.astype(_U32))
    r = S.add(sp, Val(cnt), add)
    k = known(mask)
    if not k.all():
        r = select(k, r, sp.unknown(_rid(m, "counts an unknown mask")))
    _out(m, inst, r)


def _cndmask(m: Machine, inst: Inst) -> None:
    a, b = _src(m, inst, 1), _src(m, inst, 2)
    cop = inst.ops[3] if len(inst.ops) > 3 else None
    if cop is None:
        lo, hi = m.get(VCC_LO), m.get(VCC_LO + 1)
    else:
        lo, hi = m.read(cop, 0), m.read(cop, 1)
    val, unk, why = m.lane_bits(lo, hi)
    r = select(val, b, a)
    if unk.any():
        rid = m.reason(f"v_cndmask at {m.where()} selects by an unknown condition")
        r = S.join(m.sp, select(unk, b, r), a, unk, rid, "a value selected by an unknown condition")
    _out(m, inst, r)


def _carry(m: Machine, inst: Inst) -> None:
    sp = m.sp
    kind = _CARRY_OUT[inst.base]
    a, b = _src(m, inst, 2), _src(m, inst, 3)
    if kind in ("subrev", "subbrev"):
        a, b = b, a
    cin = None
    if kind in ("addc", "subb", "subbrev"):
        cop = inst.ops[4] if len(inst.ops) > 4 else None
        lo, hi = (m.get(VCC_LO), m.get(VCC_LO + 1)) if cop is None else (m.read(cop, 0), m.read(cop, 1))
        cv, cu, _ = m.lane_bits(lo, hi)
        cin = (cv, cu)
    sub = kind.startswith("sub")
    res = S.sub(sp, a, b) if sub else S.add(sp, a, b)
    if cin is not None:
        cval = Val(cin[0].astype(_U32))
        res = S.sub(sp, res, cval) if sub else S.add(sp, res, cval)
        if cin[1].any():
            res = select(cin[1], sp.unknown(_rid(m, "has an unknown carry in")), res)
    x = a.c.astype(np.int64)
    y = b.c.astype(np.int64) + (cin[0].astype(np.int64) if cin is not None else 0)
    cunk = ~(known(a) & known(b))
    if cin is not None:
        cunk |= cin[1]
    cout = ((x < y) if sub else (x + y > M32)) & ~cunk
    _out(m, inst, res)
    act = m.on | m.maybe
    lo, hi = m.pack_mask(cout & m.on, cunk & act, np.full(sp.n, _rid(m, "carry of unknown values"), np.int32))
    dst = inst.ops[1]
    if dst.kind == "s":
        m.write_s(key_of(dst), lo)
        if dst.count > 1:
            m.write_s(key_of(dst, 1), hi)


# ----------------------------------------------------------------------------- 64-bit
def _u64(lo: Val, hi: Val):
    return (hi.c.astype(np.uint64) << np.uint64(32)) | lo.c.astype(np.uint64)


def _split64(x: np.ndarray):
    return Val((x & np.uint64(M32)).astype(_U32)), Val((x >> np.uint64(32)).astype(_U32))


def _pair_by_lane(vals, exact, fallback):
    """(lo, hi) from `exact()` where every input is known, from `fallback()` elsewhere."""
    k = known(vals[0])
    for v in vals[1:]:
        k &= known(v)
    if k.all():
        return exact()
    fl, fh = fallback()
    if not k.any():
        return fl, fh
    el, eh = exact()
    return select(k, el, fl), select(k, eh, fh)


def _op64(m: Machine, inst: Inst) -> bool:
    b = inst.base
    sp = m.sp
    ops = inst.ops
    hi_rid = _rid(m, "high half of 64-bit arithmetic on unknown values")
    if b in ("v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64"):
        sh = m.read(ops[1])
        lo, hi = m.read(ops[2], 0), m.read(ops[2], 1)

        def exact():
            x = _u64(lo, hi)
            s_ = (sh.c & _U32(63)).astype(np.uint64)
            r = x << s_ if b == "v_lshlrev_b64" else (x >> s_ if b == "v_lshrrev_b64" else
                                                      (x.view(np.int64) >> s_.astype(np.int64)).view(np.uint64))
            return _split64(r)

        def fallback():
            if b == "v_lshlrev_b64" and known(sh).all() and (sh.c < 32).all():
                rl = S.shl(sp, lo, sh, _rid(m))
                rh = select(sh.c == 0, hi, S.alignbit(sp, hi, lo, S.sub(sp, m.const(32), sh), _rid(m)))
                return rl, rh
            u = sp.unknown(_rid(m, "of unknown operands"))
            return u, u
        m.write_op_v(ops[0], list(_pair_by_lane([sh, lo, hi], exact, fallback)))
        return True
    if b == "v_lshl_add_u64":
        a0, a1 = m.read(ops[1], 0), m.read(ops[1], 1)
        sh = m.read(ops[2])
        c0, c1 = m.read(ops[3], 0), m.read(ops[3], 1)
        r = _pair_by_lane([a0, a1, sh, c0, c1],
                          lambda: _split64((_u64(a0, a1) << (sh.c & _U32(7)).astype(np.uint64)) + _u64(c0, c1)),
                          lambda: (S.add(sp, S.shl(sp, a0, sh, _rid(m)), c0), sp.unknown(hi_rid)))
        m.write_op_v(ops[0], list(r))
        return True
    if b in ("v_mad_u64_u32", "v_mad_i64_i32"):
        x, y = m.read(ops[2]), m.read(ops[3])
        c0, c1 = m.read(ops[4], 0), m.read(ops[4], 1)

        def exact():
            if b == "v_mad_u64_u32":
                p = x.c.astype(np.uint64) * y.c.astype(np.uint64)
            else:
                p = (x.c.view(np.int32).astype(np.int64) * y.c.view(np.int32).astype(np.int64)).view(np.uint64)
            return _split64(p + _u64(c0, c1))
        r = _pair_by_lane([x, y, c0, c1], exact, lambda: (S.add(sp, S.mul(sp, x, y), c0), sp.unknown(hi_rid)))
        m.write_op_v(ops[0], list(r))
        if ops[1].kind == "s":
            for i in range(ops[1].count):
                m.write_s(key_of(ops[1], i), sp.unknown(_rid(m, "carry out")))
        return True
    if b in ("v_mov_b64",):
        m.write_op_v(ops[0], [m.read(ops[1], 0, 64), m.read(ops[1], 1, 64)])
        return True
    if b == "v_pk_mov_b32":
        sel = mod_list(inst, "op_sel") or [0, 0]
        selhi = mod_list(inst, "op_sel_hi") or [1, 1]
        lo = m.read(ops[1], 1 if sel[0] else 0)
        hi = m.read(ops[2], 1 if (selhi[1] if len(selhi) > 1 else 1) else 0)
        m.write_op_v(ops[0], [lo, hi])
        return True
    return False


# ----------------------------------------------------------------------------- packed 16-bit
def _sx16(m, v):
    sh = m.const(16)
    return S.lshr(m.sp, S.shl(m.sp, v, sh, 0), sh, 0, arith=True)


_PK = {   # VOP3P integer operations on each 16-bit half: fn(m, a, b, c) with halves zero-extended
    "v_pk_add_u16": lambda m, a, b, c: S.add(m.sp, a, b),
    "v_pk_add_i16": lambda m, a, b, c: S.add(m.sp, a, b),
    "v_pk_sub_u16": lambda m, a, b, c: S.sub(m.sp, a, b),
    "v_pk_sub_i16": lambda m, a, b, c: S.sub(m.sp, a, b),
    "v_pk_mul_lo_u16": lambda m, a, b, c: S.mul(m.sp, a, b),
    "v_pk_lshlrev_b16": lambda m, a, b, c: S.shl(m.sp, b, S.bitwise(m.sp, "and", a, m.const(15)), _rid(m)),
    "v_pk_lshrrev_b16": lambda m, a, b, c: S.lshr(m.sp, b, S.bitwise(m.sp, "and", a, m.const(15)), _rid(m)),
    "v_pk_ashrrev_i16": lambda m, a, b, c: S.lshr(m.sp, _sx16(m, b), S.bitwise(m.sp, "and", a, m.const(15)),
                                                  _rid(m), arith=True),
    "v_pk_max_u16": lambda m, a, b, c: S.minmax(m.sp, a, b, "max", False, _rid(m)),
    "v_pk_min_u16": lambda m, a, b, c: S.minmax(m.sp, a, b, "min", False, _rid(m)),
    "v_pk_max_i16": lambda m, a, b, c: S.minmax(m.sp, _sx16(m, a), _sx16(m, b), "max", True, _rid(m)),
    "v_pk_min_i16": lambda m, a, b, c: S.minmax(m.sp, _sx16(m, a), _sx16(m, b), "min", True, _rid(m)),
    "v_pk_mad_u16": lambda m, a, b, c: S.add(m.sp, S.mul(m.sp, a, b), c),
    "v_pk_mad_i16": lambda m, a, b, c: S.add(m.sp, S.mul(m.sp, a, b), c),
}


def _packed(m: Machine, inst: Inst) -> None:
    """VOP3P: the low result half from the source halves op_sel picks (default low), the high
    one from the halves op_sel_hi picks (default high); integer forms only."""
    sp = m.sp
    nsrc = len(inst.ops) - 1
    sel = (mod_list(inst, "op_sel") or []) + [0] * 4
    selhi = (mod_list(inst, "op_sel_hi") or []) + [1] * 4
    srcs = [m.read(inst.ops[1 + i]) for i in range(nsrc)] + [m.const(0)] * (3 - nsrc)
    half = (lambda v, h: S.bfe(sp, v, m.const(16 * h), m.const(16), False, _rid(m)))
    fn = _PK[inst.base]
    lo = fn(m, *[half(v, sel[i]) for i, v in enumerate(srcs[:3])])
    hi = fn(m, *[half(v, selhi[i]) for i, v in enumerate(srcs[:3])])
    r = S.bitwise(sp, "or", S.bitwise(sp, "and", lo, m.const(0xFFFF)),
                  S.shl(sp, S.bitwise(sp, "and", hi, m.const(0xFFFF)), m.const(16), 0))
    _out(m, inst, r)


# ----------------------------------------------------------------------------- dispatch
def _unknown(m: Machine, inst: Inst, what: str = "is not emulated") -> None:
    if what == "is not emulated":
        m.not_emulated.setdefault(inst.base, m.where())
    if inst.ops and inst.ops[0].is_reg:
        if inst.ops[0].kind == "s":
            m.poison_op(inst.ops[0], _rid(m, what), vector=False)
        else:
            _out_unknown(m, inst.ops[0], what)
    if len(inst.ops) > 1 and inst.ops[1].kind == "s" and inst.base in _SDST_OPS:
        m.poison_op(inst.ops[1], _rid(m, what), vector=False)


_SDST_OPS = {"v_div_scale_f32", "v_div_scale_f64", "v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32",
             "v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32", "v_mad_u64_u32", "v_mad_i64_i32"}


def _move(m: Machine, inst: Inst) -> None:
    return _out(m, inst, _src(m, inst, 1))


def _bitop3(m: Machine, inst: Inst) -> None:
    a, bb, c = _src(m, inst, 1), _src(m, inst, 2), _src(m, inst, 3)
    r = S.bitop3(m.sp, mod_int(inst, "bitop3", 0) & 0xFF, a, bb, c)
    return _out(m, inst, _lo16(m, r) if inst.base == "v_bitop3_b16" else r)


def _b16(m: Machine, inst: Inst) -> None:
    if "op_sel" in inst.mods:
        return _unknown(m, inst, "with op_sel is not emulated")
    r = B16[inst.base](m, _src(m, inst, 1, 16), _src(m, inst, 2, 16))
    return _out(m, inst, _lo16(m, r))       # assumed: GFX9 zeroes the upper 16 bits


def _mad16(m: Machine, inst: Inst) -> None:
    """v_mad_legacy_u16 / _i16 (GFX9, the GFX8 encoding kept): D.u16 = S0.u16 * S1.u16 + S2.u16, the
    upper 16 bits zeroed as in the other GFX9 16-bit operations above (AMD Vega ISA, VOP3 opcodes);
    the low 16 bits are the same for the signed form.  Clamped (saturating) forms are not emulated."""
    if "clamp" in inst.mods or "op_sel" in inst.mods:
        return _unknown(m, inst, "with clamp or op_sel is not emulated")
    a, b, c = (_src(m, inst, k, 16) for k in (1, 2, 3))
    return _out(m, inst, _lo16(m, S.add(m.sp, S.mul(m.sp, _lo16(m, a), _lo16(m, b)), c)))


def _rest(m: Machine, inst: Inst) -> None:
    if _op64(m, inst) or _float(m, inst):
        return None
    return _unknown(m, inst)


# the vector ALU table (the form of ldsopt.simt.table)
VALU = Table("AMDGPU VALU", default=_rest)
VALU.prefix(("v_cmp_", "v_cmpx_"), _vcmp)
VALU.names(("v_mov_b32", "v_mov_b32_e32", "v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32",
            "v_mov_b16"), _move)
VALU.names(("v_not_b32",), lambda m, inst: _out(m, inst, S.not_(m.sp, _src(m, inst, 1))))
VALU.names(("v_bfrev_b32",), lambda m, inst: _out(m, inst, _bits_plain(m, _src(m, inst, 1), _brev)))
VALU.names(("v_ffbh_u32", "v_flbit_i32_b32"), lambda m, inst: _out(m, inst, _bits_plain(m, _src(m, inst, 1), _ffbh)))
VALU.names(("v_ffbl_b32",), lambda m, inst: _out(m, inst, _bits_plain(m, _src(m, inst, 1), _ffbl)))
VALU.names(("v_cndmask_b32",), lambda m, inst: _cndmask(m, inst))
VALU.names(_CARRY_OUT, lambda m, inst: _carry(m, inst))
VALU.names(("v_readfirstlane_b32",), lambda m, inst: _readlane(m, inst, True))
VALU.names(("v_readlane_b32",), lambda m, inst: _readlane(m, inst, False))
VALU.names(("v_writelane_b32",), lambda m, inst: _writelane(m, inst))
VALU.names(("v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32"),
           lambda m, inst: _mbcnt(m, inst, inst.base.endswith("hi_u32_b32")))
VALU.names(("v_bitop3_b32", "v_bitop3_b16"), _bitop3)
VALU.names(("v_permlane16_swap_b32", "v_permlane32_swap_b32"), lambda m, inst: _permlane_swap(m, inst))
VALU.names(_PK, lambda m, inst: _packed(m, inst))
VALU.names(BIN, lambda m, inst: _out(m, inst, BIN[inst.base](m, _src(m, inst, 1), _src(m, inst, 2))))
VALU.names(TER, lambda m, inst: _out(m, inst, TER[inst.base](m, _src(m, inst, 1), _src(m, inst, 2),
                                                            _src(m, inst, 3))))
VALU.names(B16, _b16)
VALU.names(("v_mad_legacy_u16", "v_mad_legacy_i16"), _mad16)


def execute(m: Machine, inst: Inst) -> None:
    return VALU.lookup(inst.base)(m, inst)


def _permlane_swap(m: Machine, inst: Inst) -> None:
    """gfx950: v_permlane32_swap swaps rows 2-3 of vdst with rows 0-1 of src0; v_permlane16_swap
    swaps the odd rows of vdst with the even rows of src0 (LLVM's intrinsic documentation)."""
    sp = m.sp
    d, s = inst.ops[0], inst.ops[1]
    vd, vs = m.read(d), m.read(s)
    lane = sp.lane
    base = sp.wave * sp.wave_size
    if inst.base == "v_permlane32_swap_b32":
        d_take = lane >= 32
        partner = np.where(lane >= 32, lane - 32, lane + 32)
    else:
        d_take = (lane // 16) % 2 == 1
        partner = np.where(d_take, lane - 16, lane + 16)
    idx = base + partner
    new_d = select(d_take, m.gather(vs, idx), vd)
    new_s = select(~d_take, m.gather(vd, idx), vs)
    m.write_v(key_of(d), new_d)
    if s.kind == "v":
        m.write_v(key_of(s), new_s)
