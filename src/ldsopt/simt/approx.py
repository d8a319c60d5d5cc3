"""The two approximations of the lane-value domain that both emulators take, and where each comes
from.  Everything else in :mod:`ldsopt.simt` is exact for the values it carries; these two decide a
result the linear form alone leaves open, on an assumption stated here.

- :func:`compare_by_known_parts`: ``c1 + X`` against ``c2 + X``, X the same symbolic part (the same
  wave-uniform symbols with the same coefficients) on both sides, is decided by ``c1`` against
  ``c2``.  For ``eq`` / ``ne`` this is exact (the difference is ``c1 - c2``).  For an ordering it is
  an assumption: neither side wraps around 2**32.  Where it comes from: C, C++, HIP and CUDA leave
  signed overflow undefined, and LLVM's InstCombine itself rewrites ``icmp (A + B), (A + D)`` into
  ``icmp B, D`` when both adds carry ``nsw`` (signed) or ``nuw`` (unsigned) flags
  (``InstCombinerImpl::foldICmpBinOp``, "icmp (A+B), (A+D) -> icmp B, D ... if there is no
  overflow"), so the comparisons compiled code keeps are, for the kernels the emulators read, loop
  and bounds tests of indices or byte offsets off one base (a kernel argument, the block index);
  indices and offsets into objects below 4 GiB do not wrap.  It is the same assumption the
  bounds checks make (in bounds), and a wrong answer there can only be a kernel that indexes
  outside its own 4 GiB objects.
- :func:`shr_aligned`: a logical right shift by an immediate ``n`` of ``c + sum k_s * S_s`` whose
  coefficients ``k_s`` are all multiples of ``2**n`` is ``(c >> n) + sum (k_s >> n) * S_s``: the low
  ``n`` bits of the value are ``c``'s, so the two agree modulo ``2**(32 - n)``; they are equal when
  the shifted value is below ``2**(32 - n)``, i.e. when the value shifted did not wrap around
  2**32 (the same no-wrap assumption, for the byte offset -> element index divisions compilers emit
  as shifts).  The shift by a known amount of a value whose symbolic part is *not* so aligned stays
  with :func:`ldsopt.simt.arith.lshr` (exact: a new wave-uniform symbol where the symbol's bits
  and the known bits do not overlap, unknown bits otherwise).

Both emulators use them: SASS ``ISETP`` and the AMDGPU ``v_cmp_*`` / ``s_cmp_*`` ordering
comparisons; SASS ``SHF.R`` / ``LEA.HI`` / ``SHR`` by an immediate and AMDGPU ``v_lshrrev_b32`` /
``s_lshr_b32`` by a constant amount.

Not shared, and why: ``LDGSTS``' global address.  Nsight Compute's figure for an ``LDGSTS``
follows the *global* side: the threads are grouped by the 128-byte global line they read
(measured on the H200, docs/validation/sass.md), so :mod:`ldsopt.nvidia.analyze` needs each
thread's line, and takes the warp-uniform part of the global address (a tensor's base pointer,
the block's offset) as a multiple of 128 bytes.  Where that comes from: ``cudaMalloc`` returns
addresses aligned to at least 256 bytes (CUDA C++ Best Practices Guide, coalesced access to global
memory), tile offsets of the measured kernels are whole 128-byte lines, and the 62 LDGSTS whose
lines were followed matched the measurement; a tile offset that is not a whole line would group
the threads differently, and nothing in the listing says which.  The AMDGPU
analogue, the direct-to-LDS loads (``buffer_load_* ... lds``, ``global_load_lds_*``), writes LDS at
``M0 + offset + lane * width``: M0 is the wave-uniform part of the *LDS* side, which both ISAs
treat exactly (a wave-uniform multiple of 4 bytes rotates the banks and changes no conflict,
:mod:`ldsopt.amd.emu.lds`).  ldsopt's AMD figure for those loads is the LDS side's cost (a
``ds_write`` of that width); no AMD measurement ties it to the global address, so no global
address enters the AMD figure and there is nothing to approximate there.
"""

from __future__ import annotations

import numpy as np

from ldsopt.simt import arith
from ldsopt.simt.arith import Space
from ldsopt.simt.pred import Pred
from ldsopt.simt.values import Env, Val, normalize

_U32 = np.uint32

_ORDER = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
          "gt": np.greater, "ge": np.greater_equal}


def same_symbolic_part(a: Val, b: Val) -> np.ndarray:
    """Per lane: both values are linear (no unknown bits) with the same symbolic part.

    Examples
    --------
    >>> import numpy as np
    >>> from ldsopt.simt.values import Val
    >>> one = np.ones(2, np.uint32)
    >>> a = Val(np.array([1, 2], np.uint32), None, {0: one})
    >>> b = Val(np.array([5, 0], np.uint32), None, {0: np.array([1, 2], np.uint32)})
    >>> same_symbolic_part(a, b).tolist()
    [True, False]
    """
    n = len(a.c)
    ok = np.ones(n, bool)
    if a.u is not None:
        ok &= a.u == 0
    if b.u is not None:
        ok &= b.u == 0
    sa, sb = a.sym or {}, b.sym or {}
    for k in set(sa) | set(sb):
        x, y = sa.get(k), sb.get(k)
        ok &= (x if x is not None else _U32(0)) == (y if y is not None else _U32(0))
    return ok


def compare_by_known_parts(a: Val, b: Val, kind: str, signed: bool):
    """``a <kind> b`` per lane where both carry the same symbolic part (see the module text: exact
    for ``eq`` / ``ne``, the no-wrap assumption for an ordering); `kind` one of eq, ne, lt, le,
    gt, ge.  Returns ``(decided, value)``, two bool arrays: the lanes it decides and the answer
    there (False elsewhere).

    Examples
    --------
    >>> import numpy as np
    >>> from ldsopt.simt.values import Val
    >>> one = np.ones(2, np.uint32)
    >>> a = Val(np.array([1, 9], np.uint32), None, {0: one})        # S + 1, S + 9
    >>> b = Val(np.array([4, 4], np.uint32), None, {0: one})        # S + 4
    >>> d, v = compare_by_known_parts(a, b, "lt", signed=True)
    >>> d.tolist(), v.tolist()
    ([True, True], [True, False])
    """
    decided = same_symbolic_part(a, b)
    if signed:
        x, y = a.c.view(np.int32), b.c.view(np.int32)
    else:
        x, y = a.c, b.c
    return decided, _ORDER[kind](x, y) & decided


def settle(pr: Pred, a: Val, b: Val, kind: str, signed: bool) -> Pred:
    """`pr` (an exact comparison ``a <kind> b`` with unknown lanes) with the lanes
    :func:`compare_by_known_parts` decides settled; `kind` t / f leave `pr` as it is."""
    if pr.unk is None or kind not in _ORDER or not (a.sym or b.sym):
        return pr
    decided, value = compare_by_known_parts(a, b, kind, signed)
    now = pr.unk & decided
    if not now.any():
        return pr
    unk = pr.unk & ~now
    v = np.where(now, value, np.broadcast_to(np.asarray(pr.v, bool), now.shape))
    return Pred(v & ~unk, unk if unk.any() else None, pr.why if unk.any() else None, pr.data)


def shr_aligned(env: Env, a: Val, n: int) -> Val | None:
    """``a >> n`` (logical, immediate `n` in 1..31) where every coefficient of `a`'s symbolic part
    is a multiple of ``2**n`` (see the module text for when it is exact); None where some lane's
    coefficient is not (the caller shifts exactly then).

    Examples
    --------
    >>> import numpy as np
    >>> from ldsopt.simt.values import Env, Val
    >>> env = Env(); s = env.new_sym("a kernel argument", 0)
    >>> v = Val(np.array([0, 64], np.uint32), None, {s: np.array([128, 128], np.uint32)})
    >>> r = shr_aligned(env, v, 4)         # (128 S + 64 t) >> 4 = 8 S + 4 t
    >>> r.c.tolist(), r.sym[s].tolist()
    ([0, 4], [8, 8])
    >>> shr_aligned(env, Val(np.zeros(2, np.uint32), None, {s: np.ones(2, np.uint32)}), 4) is None
    True
    """
    if not a.sym or not 0 < n < 32:
        return None
    low = _U32((1 << n) - 1)
    for co in a.sym.values():
        if (co & low).any():
            return None
    s = _U32(n)
    u = None if a.u is None else a.u >> s
    return normalize(Val(a.c >> s, u, {k: co >> s for k, co in a.sym.items()},
                         None if a.why is None else a.why.copy()))


def lshr(sp: Space, a: Val, k: Val, rid: int) -> Val:
    """A logical right shift of `a` by `k` (the amount's low 5 bits, as AMDGPU's ``v_lshrrev_b32``
    and ``s_lshr_b32``): :func:`ldsopt.simt.arith.lshr`, or where that leaves lanes unknown that
    :func:`shr_aligned` answers (the amount one known number, the symbolic part aligned), the
    latter in every lane, so that the lanes keep one symbolic part (a lane whose known bits do not
    overlap the symbol's would otherwise get a symbol of its own)."""
    r = arith.lshr(sp, a, k, rid)
    if r.u is None or not a.sym or not k.plain or not (k.c == k.c[0]).all():
        return r
    q = shr_aligned(sp.env, a, int(k.c[0]) & 31)
    if q is None or (q.u is not None and (q.u[r.u != 0] != 0).all()):
        return r
    return q
