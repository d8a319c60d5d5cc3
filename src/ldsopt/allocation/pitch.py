"""The row pitch of a one-dimensional shared array, read from the lane strides of its accesses.

For each execution whose element index is an integer-affine map of the lane index, the images of
the lane bits are sorted; those that double from the access's vector width (1, 2, 4, ... elements)
are columns of one contiguous run, and the first that breaks the doubling is a row stride
(``l * 8``: 8; ``ty * 33 + tx``: 33).  The strides of all accesses must be whole multiples of the
smallest, which is then the pitch; otherwise no rectangular tile explains them and the recovery
says so.  :mod:`ldsopt.allocation.tile` reads a flat array's rows with it, and
:mod:`ldsopt.allocation.flat` lays them out.

>>> import numpy as np
>>> from ldsopt.allocation.accesses import LaneAccess
>>> lanes = np.arange(64)              # lane l reads element l * 8 (+ i) of int m[64 * 8]
>>> rd = LaneAccess("amd", "gfx90a", "k.cl:7", "", "ds_read_b32", "read", 4,
...                 np.array([(lanes * 8 + i) * 4 for i in range(8)])[:, :, None], np.ones((8, 64), bool))
>>> row_pitch([rd], 0, 4)[0]
8
"""

from __future__ import annotations

import numpy as np

from ldsopt.errors import Unsatisfiable


def _chain_break(images: np.ndarray, vec: int) -> int | None:
    """The first of the sorted nonzero `images` that does not continue the doubling from `vec`."""
    want = vec
    for x in sorted(set(int(v) for v in np.abs(images) if v)):
        if x == want:
            want *= 2
        elif x > want:
            return x
    return None


def lane_strides(accesses: list, base: int, elem: int) -> list:
    """(stride, source) of every row stride the affine executions of `accesses` show (element
    units, see the module docstring); executions not affine in the lane index show none."""
    out = []
    for a in accesses:
        vec = max(1, a.width // elem)
        lanes = a.addresses.shape[1]
        if lanes < 2 or lanes & (lanes - 1):
            continue
        bits = lanes.bit_length() - 1
        sel = ((np.arange(lanes)[:, None] >> np.arange(bits)[None, :]) & 1).astype(np.int64)
        full = a.active.all(axis=1)
        for k in range(a.addresses.shape[2]):
            el = (a.addresses[full, :, k] - base) // elem
            if not el.size:
                continue
            img = el[:, [1 << b for b in range(bits)]] - el[:, :1]
            affine = (el[:, :1] + img @ sel.T == el).all(axis=1)
            maps = np.unique(img[affine], axis=0)
            # one instruction, several lane maps over its executions: an index that XORs or
            # selects per execution, whose strides are not rows
            s = _chain_break(maps[0], vec) if len(maps) == 1 else None
            if s is not None:
                out.append((s, a.source or a.isa.strip()))
    return out


def row_pitch(accesses: list, base: int, elem: int) -> tuple:
    """(pitch, note) of a one-dimensional array from its accesses' lane strides; (None, note)
    when no access steps across rows (every one contiguous, or none affine in the lane index).

    Raises
    ------
    Unsatisfiable
        Two strides of which neither is a whole multiple of the other: no one row pitch.

    Examples
    --------
    >>> import numpy as np
    >>> from ldsopt.allocation.accesses import LaneAccess
    >>> def acc(el, src):
    ...     return LaneAccess("nvidia", "sm_90", src, "", "LDS", "read", 4, (np.asarray(el) * 4)[None, :, None],
    ...                       np.ones((1, 32), bool))
    >>> l = np.arange(32)
    >>> row_pitch([acc(l % 8 + l // 8 * 33, "k.cu:5"), acc(l * 33, "k.cu:6")], 0, 4)
    (33, 'row pitch 33 elements: the lane stride of k.cu:5')
    >>> row_pitch([acc(l * 8, "k.cu:5"), acc(l * 12, "k.cu:6")], 0, 4)
    Traceback (most recent call last):
    ...
    ldsopt.errors.Unsatisfiable: no one row pitch: the lanes step by 8 elements (k.cu:5) and by 12 (k.cu:6), and neither is a whole number of the other's rows
    """
    strides = lane_strides(accesses, base, elem)
    if not strides:
        return None, "no access steps across rows (each is one contiguous run or not affine in the lane index)"
    s0, src0 = min(strides)
    for s, src in strides:
        if s % s0:
            raise Unsatisfiable(f"no one row pitch: the lanes step by {s0} elements ({src0}) and by {s} ({src}), "
                                "and neither is a whole number of the other's rows")
    return s0, f"row pitch {s0} elements: the lane stride of {src0}"
