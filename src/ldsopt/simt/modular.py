"""A wave-uniform addend under a power-of-two mask: ``(x + S) & (2**k - 1)`` with x known per
lane and S one number per wave (a block index, an argument), both vendors.

The result is ``((x mod 2**k) + T) mod 2**k`` with ``T = S mod 2**k``: lane by lane it is
``x' + T`` less ``2**k`` in the lanes that wrap, which depends on S.  The emulator writes it as the
linear value ``x' + T`` with T a fresh wave-uniform symbol that remembers its modulus 2**k and x'
(:data:`Env.sym_mod`).  An address built from it is costed without T, as any bank-neutral offset,
only when that is exact for every value of S (:func:`check`): the address is ``c0 + co * (x' + T)``
with one coefficient ``co`` and nothing else per lane, so that (a) the wrap, ``co * 2**k`` bytes,
is a multiple of the bank row (the bank of every lane is kept) and (b) lanes with the same x' have
the same true address and lanes with different x' different ones (the map x' -> (x' + T) mod 2**k
is one-to-one).  Then the words each bank serves are the same in number for every S: the cost
of the lanes' addresses at x' is the cost at every block.  Otherwise the address is unresolved,
with the reason.
"""

from __future__ import annotations

import numpy as np

from ldsopt.simt.values import M32, Val, sym_align

_U32 = np.uint32


def masked_sum(sp, s: Val, mask: Val) -> Val | None:
    """``s & mask`` as described above, where `s` is linear (no unknown bits) with a wave-uniform
    symbolic part and `mask` one known run of ones, bits j .. k-1 (``2**k - 2**j``: a word index
    scaled to bytes and masked), over the workgroup, the symbolic part a multiple of ``2**j`` and
    not of ``2**k``; None when that does not apply."""
    if s.u is not None or not s.sym or not mask.plain:
        return None
    m = int(mask.c[0])
    low = m & -m
    if m < 1 or (m + low) & (m + low - 1) or not (mask.c == m).all():
        return None
    env = sp.env
    used = [k for k, co in s.sym.items() if (co != 0).any()]
    if not used:
        return None
    for co in s.sym.values():
        if not sp.uniform(co, sp.all).all():
            return None
    k = (m + low).bit_length() - 1
    j = low.bit_length() - 1
    al = sym_align(env, s)
    if (al < j).any() or (al >= k).all():
        return None          # low bits not known, or S & mask == 0 (the linear rules give that)
    names = sorted({env.sym_name[u] for u in used})
    origin = frozenset().union(*(env.sym_origin[u] for u in used))
    t = env.new_sym(f"({', '.join(names[:2])}) mod {1 << k} (a uniform addend under a mask)", j, origin)
    x = (s.c & _U32(m)).astype(_U32)
    env.sym_mod[t] = (1 << k, x.copy())
    return Val(x, None, {t: np.ones(sp.n, _U32)})


def check(env, a: Val, act: np.ndarray, row_bytes: int, same) -> str | None:
    """Why the address `a` over the active lanes `act` cannot be costed without its masked-sum
    symbols, or None (see the module).  `same(arr, act)` tells, per lane, that `arr` is one
    number over the active lanes of that lane's wave or warp."""
    for t, co in (a.sym or {}).items():
        mod = env.sym_mod.get(t)
        if mod is None or not (co[act] != 0).any():
            continue
        size, x = mod
        cw = co.astype(np.int64)
        if ((cw[act] * size) % row_bytes != 0).any() or (cw[act] * size > 1 << 32).any():
            return (f"the address adds {env.sym_name[t]} scaled so that its wrap-around is not a whole "
                    "bank row: which banks the lanes use depends on the block")
        rest = ((a.c.astype(np.int64) - cw * x.astype(np.int64)) & M32).astype(_U32)
        if not same(rest, act)[act].all():
            return (f"the address adds {env.sym_name[t]} and another per-lane term: whether lanes "
                    "share words depends on the block")
    return None
