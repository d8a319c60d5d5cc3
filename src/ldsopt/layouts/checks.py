"""Checks of any layout: bijectivity (no two elements share a byte), element alignment, and
whole aligned vectors for an access width."""

from __future__ import annotations

import numpy as np

from ldsopt.errors import Unsatisfiable


def check_layout(layout, align: int = 0):
    """Raise :class:`Unsatisfiable` unless the layout is bijective (no two elements share bytes)
    and, with ``align``, every ``align``-byte vector of consecutive columns is contiguous and
    aligned."""
    off = layout.offsets()
    eb = layout.elem_bytes
    if (off % eb).any():
        raise Unsatisfiable(f"{layout.describe()}: element offsets not aligned to {eb} B")
    flat = np.sort(off.ravel())
    if (np.diff(flat) < eb).any():
        raise Unsatisfiable(f"{layout.describe()}: not bijective (two elements overlap)")
    if align:
        bad = vector_misfits(layout, align)
        if bad is not None:
            r, c = bad
            raise Unsatisfiable(f"{layout.describe()}: the {align}-byte vector at element ({r},{c}) "
                                "is not contiguous and aligned")
    return True


def vector_misfits(layout, width: int):
    """First (row, col) whose ``width``-byte vector is not contiguous and aligned, or None."""
    eb = layout.elem_bytes
    if width <= eb:
        off = layout.offsets()
        bad = np.argwhere(off % width != 0)
        return tuple(int(x) for x in bad[0]) if len(bad) else None
    n = width // eb
    if layout.cols % n:
        return (0, 0)
    off = layout.offsets().reshape(layout.rows, layout.cols // n, n)
    ok = (off[..., 0] % width == 0) & (np.diff(off, axis=2) == eb).all(axis=2)
    bad = np.argwhere(~ok)
    return (int(bad[0][0]), int(bad[0][1]) * n) if len(bad) else None
