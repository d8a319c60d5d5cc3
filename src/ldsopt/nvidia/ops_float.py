"""SASS conversions and reciprocals exact for known values (``I2F``, ``I2FP``, ``F2I``,
``MUFU.RCP``), as :mod:`ldsopt.simt.fconv` computes them: the steps of an integer division by a
runtime value (``I2F.U32.RP``, ``MUFU.RCP``, ``F2I.FTZ.U32.TRUNC``, then ``IMAD.HI`` fix-ups) so
that ``x % (blockDim.x * 33)`` is exact once the block size is known.  Forms with 64-bit or 16-bit
operands, and other MUFU functions, stay floating-point results (unknown)."""

from __future__ import annotations

import numpy as np

from ldsopt.nvidia.operands import val
from ldsopt.nvidia.ops_pred import op_float
from ldsopt.simt import fconv
from ldsopt.simt.derived import opaque

_WIDE = {"F64", "F16", "BF16", "S64", "U64", "S16", "U16", "S8", "U8", "F16x2"}
_ROUND = {"RP": "RP", "RM": "RM", "RZ": "RZ", "RN": "RN"}
_F2I = {"TRUNC": "TRUNC", "FLOOR": "FLOOR", "CEIL": "CEIL"}


def _conv(em, p, ins, ex, fn, what: str):
    o = ins.operands
    srcs = [x for x in o[1:] if x.kind not in ("pred", "upred")]
    if len(srcs) != 1:
        return op_float(em, p, ins, ex)
    sp = em.L.sp
    r = opaque(sp, [val(em, p, srcs[0])], lambda c: fn(c.astype(np.uint32)).astype(np.int64),
               f"{what} ({ins.opcode} at {ins.pc:#06x})")
    em.write(p, o[0].name, r, ex)


def op_i2f(em, p, ins, ex):
    mods = set(ins.mods)
    if mods & _WIDE:
        return op_float(em, p, ins, ex)
    mode = next((_ROUND[m] for m in ins.mods if m in _ROUND), "RN")
    signed = "U32" not in mods
    _conv(em, p, ins, ex, lambda c: fconv.i2f(c, signed, mode), "an integer converted to f32")


def op_f2i(em, p, ins, ex):
    mods = set(ins.mods)
    if mods & _WIDE:
        return op_float(em, p, ins, ex)
    mode = next((_F2I[m] for m in ins.mods if m in _F2I), "RN")
    signed = "U32" not in mods
    _conv(em, p, ins, ex, lambda c: fconv.f2i(c, signed, mode, "FTZ" in mods), "an f32 converted to an integer")


def op_mufu(em, p, ins, ex):
    if list(ins.mods) != ["RCP"]:
        return op_float(em, p, ins, ex)
    _conv(em, p, ins, ex, fconv.rcp, "an f32 reciprocal")
