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


def _plan(table: int) -> tuple:
    """How to evaluate `table` with few operations: (invert, parity, inputs, terms).  Only the inputs
    the table depends on take part; a table that is the parity of those inputs (or its complement)
    is their XOR; otherwise a sum of minterms over them, of the entries 1 (or of the entries 0, then
    inverted, when those are fewer).  Each term is a tuple of (input index, wanted bit)."""
    plan = _PLANS.get(table)
    if plan is not None:
        return plan
    t = table & 0xFF
    shift = (4, 2, 1)             # entry index bit of a, b, c
    deps = [k for k in range(3) if any((t >> i & 1) != (t >> (i ^ shift[k]) & 1) for i in range(8))]
    # one entry per assignment of the inputs the table depends on (the others 0)
    entries = []
    for bits in range(1 << len(deps)):
        idx = sum(shift[k] for j, k in enumerate(deps) if bits >> j & 1)
        entries.append((bits, t >> idx & 1))
    vals = [e for _, e in entries]
    par = [bin(bits).count("1") & 1 for bits, _ in entries]
    if deps and (vals == par or vals == [1 - x for x in par]):
        plan = (vals != par, True, tuple(deps), ())
    else:
        flip = 2 * sum(vals) > len(vals)          # constant tables: no term, inverted for all ones
        pick = [bits for bits, e in entries if e != flip]
        terms = tuple(tuple((k, bits >> j & 1) for j, k in enumerate(deps)) for bits in pick)
        plan = (flip, False, tuple(deps), terms)
    _PLANS[table] = plan
    return plan


_PLANS: dict = {}


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
    ins = (a, b, c)
    invert, parity, deps, terms = _plan(table & 0xFF)
    out = _zero(a) if isinstance(a, np.ndarray) else _zero(b) if isinstance(b, np.ndarray) else _zero(c)
    if parity:
        for k in deps:
            out = out ^ ins[k]
    else:
        for term in terms:
            m = None
            for k, bit in term:
                x = ins[k] if bit else ~ins[k]
                m = x if m is None else m & x
            out = out | m
    if invert:
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
