"""The 3-input truth table (gfx950 ``v_bitop3``, SASS ``LOP3`` and ``PLOP3``): bit *i* of the result
is bit ``(a_i << 2) | (b_i << 1) | c_i`` of an 8-bit table, exactly where the inputs are known, and
in three-valued logic where some input bits are unknown.

The table encoding is the one both vendors document: AMD's CDNA4 ISA guide for ``V_BITOP3_B32``
(``TTBL`` selected by ``{S0[i], S1[i], S2[i]}``) and NVIDIA's ``LOP3.LUT`` immediate (PTX ``lop3.b32``
documents the same index order with ``ta = 0xF0``, ``tb = 0xCC``, ``tc = 0xAA``).
"""

from __future__ import annotations

import numpy as np

M32 = 0xFFFFFFFF


def _zero(x):
    return np.zeros_like(x) if isinstance(x, np.ndarray) else 0


def lut3(table: int, a, b, c):
    """Exact truth table of known inputs: Python ints, integer arrays (32-bit results) or bool arrays
    (one bit per element, for predicates).

    Examples
    --------
    >>> hex(lut3(0x96, 0b1100, 0b1010, 0b0110))   # a ^ b ^ c
    '0x0'
    >>> hex(lut3(0xE8, 0b1100, 0b1010, 0b0110))   # majority
    '0xe'
    """
    out = _zero(a) if isinstance(a, np.ndarray) else _zero(b) if isinstance(b, np.ndarray) else _zero(c)
    flip = bin(table & 0xFF).count("1") > 4       # fewer terms: OR the entries that are 0, then invert
    for i in range(8):
        if (table >> i & 1) != flip:
            out = out | ((a if i & 4 else ~a) & (b if i & 2 else ~b) & (c if i & 1 else ~c))
    if flip:
        out = ~out
    if isinstance(out, np.ndarray) and out.dtype == bool:
        return out
    return out & M32 if not isinstance(out, np.ndarray) or out.dtype != np.uint32 else out


def lut3_known(table: int, ca, ua, cb, ub, cc, uc):
    """Three-valued truth table: ``(c, u)`` where ``u`` marks result bits that depend on unknown
    input bits (``u*`` set, ``c*`` zero there) and ``c`` holds the known ones.  A result bit is known
    when every completion of its unknown inputs gives the same table entry: exact, not the
    sum-of-minterms over-approximation.  Works bitwise on uint32 arrays and elementwise on bool
    arrays alike.

    Examples
    --------
    >>> import numpy as np
    >>> c, u = lut3_known(0xFC, np.array([True]), np.array([False]), np.array([False]),
    ...                   np.array([True]), np.array([False]), np.array([True]))   # a | b, a = 1
    >>> bool(c[0]), bool(u[0])
    (True, False)
    """
    can1 = np.zeros_like(ca)
    can0 = np.zeros_like(ca)
    a1, a0 = ca | ua, ~ca | ua
    b1, b0 = cb | ub, ~cb | ub
    c1, c0 = cc | uc, ~cc | uc
    for i in range(8):
        m = (a1 if i & 4 else a0) & (b1 if i & 2 else b0) & (c1 if i & 1 else c0)
        if table >> i & 1:
            can1 = can1 | m
        else:
            can0 = can0 | m
    u = can1 & can0
    return can1 & ~can0, u
