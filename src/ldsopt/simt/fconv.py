"""Floating-point conversions and reciprocals of known 32-bit values, exactly (both vendors).

Compilers divide by a runtime integer without a divide instruction: convert the divisor to f32
(rounded up), take the f32 reciprocal, turn it back into an integer estimate of 2**32 / d a little
below the true value, then correct the estimate with integer multiplies (one Newton step and at most
two compare-and-subtract steps).  NVIDIA: ``I2F.U32.RP``, ``MUFU.RCP``, ``VIADD +0xffffffe``,
``F2I.FTZ.U32.TRUNC``, ``IMAD.HI``...; AMDGPU: ``v_cvt_f32_u32``, ``v_rcp_iflag_f32``,
``v_mul_f32 0x4f7ffffe``, ``v_cvt_u32_f32``, ``v_mul_hi_u32``...  The integer steps are emulated
already; the functions here give the float steps for lanes whose inputs are known:

- :func:`i2f`: u32/s32 to f32 with IEEE-754 rounding to nearest even, toward zero, toward -inf
  (``RM``) or toward +inf (``RP``): exact (the value is formed in f64, where every 32-bit integer is
  exact, then rounded once in the mode asked).
- :func:`f2i`: f32 to u32/s32, truncating, flooring, ceiling or to nearest even; NaN gives 0 and
  values out of range saturate (PTX ISA, ``cvt`` with an integer destination: "saturate ... NaN
  results are converted to 0"); ``ftz`` flushes subnormal inputs to zero.
- :func:`rcp`: the correctly rounded f32 reciprocal.  The hardware's ``MUFU.RCP`` /
  ``v_rcp_f32`` approximate it within one unit in the last place (CUDA Programming Guide, "Intrinsic
  functions": ``__frcp_rn`` is the rounded one; AMD's ISA guides: 1 ULP); the division idioms above
  are built to be exact for any estimate within that error (their correction steps absorb it),
  which ``tests/test_simt_fconv.py`` checks against integer division for estimates one unit either
  way.  A reciprocal used for anything else is data, not an address, in the kernels this tool reads.
- :func:`fmul`: IEEE f32 product, rounded to nearest even (numpy's float32 multiply).

All take and return numpy uint32 bit patterns (one per lane).

Examples
--------
>>> import numpy as np
>>> hex(int(i2f(np.array([3], np.uint32), signed=False, mode="RP")[0]))
'0x40400000'
>>> int(f2i(np.array([0x40490FDB], np.uint32), signed=False, mode="TRUNC")[0])   # pi
3
"""

from __future__ import annotations

import numpy as np

_U32 = np.uint32


def _f32(bits: np.ndarray) -> np.ndarray:
    return np.asarray(bits, _U32).view(np.float32)


def _bits(f: np.ndarray) -> np.ndarray:
    return np.asarray(f, np.float32).view(_U32).copy()


def i2f(x: np.ndarray, signed: bool, mode: str = "RN") -> np.ndarray:
    """32-bit integers (as uint32 patterns) to f32 bits, rounded in `mode` (RN, RZ, RM, RP)."""
    x = np.asarray(x, _U32)
    exact = x.view(np.int32).astype(np.float64) if signed else x.astype(np.float64)
    with np.errstate(over="ignore"):
        f = exact.astype(np.float32)                   # round to nearest even
    back = f.astype(np.float64)
    if mode == "RP":
        f = np.where(back < exact, np.nextafter(f, np.float32(np.inf)), f)
    elif mode == "RM":
        f = np.where(back > exact, np.nextafter(f, np.float32(-np.inf)), f)
    elif mode == "RZ":
        up = (back > exact) & (exact > 0)
        down = (back < exact) & (exact < 0)
        f = np.where(up, np.nextafter(f, np.float32(0)), np.where(down, np.nextafter(f, np.float32(0)), f))
    return _bits(f.astype(np.float32))


def f2i(bits: np.ndarray, signed: bool, mode: str = "TRUNC", ftz: bool = False) -> np.ndarray:
    """f32 bits to 32-bit integers (uint32 patterns): `mode` TRUNC, FLOOR, CEIL or RN; NaN -> 0,
    saturating at the destination's range; `ftz`: subnormal inputs count as 0."""
    f = _f32(bits).astype(np.float64)
    if ftz:
        f = np.where(np.abs(f) < np.finfo(np.float32).tiny, 0.0, f)
    with np.errstate(invalid="ignore"):
        r = {"TRUNC": np.trunc, "FLOOR": np.floor, "CEIL": np.ceil, "RN": np.rint}[mode](f)
    lo, hi = (-2.0 ** 31, 2.0 ** 31 - 1) if signed else (0.0, 2.0 ** 32 - 1)
    r = np.where(np.isnan(r), 0.0, np.clip(r, lo, hi))
    return (r.astype(np.int64) & 0xFFFFFFFF).astype(_U32)


def rcp(bits: np.ndarray) -> np.ndarray:
    """The correctly rounded f32 reciprocal of f32 bits."""
    with np.errstate(divide="ignore", over="ignore", invalid="ignore"):
        return _bits(np.float32(1.0) / _f32(bits))


def fmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The f32 product of two f32 bit patterns, rounded to nearest even."""
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        return _bits(_f32(a) * _f32(b))
