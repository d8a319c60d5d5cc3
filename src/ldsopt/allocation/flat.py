"""One-dimensional shared arrays: the row pitch their accesses show, and the layouts of a flat index.

A one-dimensional array (``__shared__ float s[64 * 8]``) declares no rows: the kernel computes
them (``s[l * 8 + i]``).  Its row pitch is read from the lane strides of its accesses
(:func:`row_pitch`): for each execution whose element index is an integer-affine map of the lane
index, the images of the lane bits are sorted; those that double from the access's vector width
(1, 2, 4, ... elements) are columns of one contiguous run, and the first that breaks the doubling
is a row stride (``l * 8``: 8; ``ty * 33 + tx``: 33).  The strides of all accesses must be whole
multiples of the smallest, which is then the pitch; otherwise no rectangular tile explains them and
the recovery says so.

A flat index ``E`` admits the same two storage permutations as a declared row, on rows of any
length ``W`` of the flat index (:func:`ranked_flat` tries the recovered pitch and the powers of two
up to a few passes over the banks):

- pad ``P``: ``E + (E / W) * P`` (``>>`` when ``W`` is a power of two), the declared size grown by
  ``((N - 1) / W) * P`` elements so that the last element still fits;
- xor: ``E ^ (((E >> (log2 W + shift)) & (2**bits - 1)) << to)`` with ``W`` a power of two that
  divides the declared size (so every element stays in its row of ``W``: a bijection of the array)
  and ``to`` at least log2 of the vector width (a vector's elements stay together).

Each is costed on the kernel's own accesses exactly as a 2-D layout is
(:func:`ldsopt.allocation.layouts.evaluate` on the tile of rows of ``W``).

The pitch itself comes from :func:`ldsopt.allocation.pitch.row_pitch`.
"""

from __future__ import annotations

from dataclasses import replace

from ldsopt.allocation.layouts import Layout, best_few, candidates, evaluate
from ldsopt.allocation.tile import Tile


def flat_rows(tile: Tile, banks: int) -> list:
    """The row lengths a flat layout of `tile` is tried on: its recovered pitch, then every power of
    two from twice the vector width that leaves at least two rows, up to four passes over the
    banks (or the pitch, if longer)."""
    n = tile.flat or tile.rows * tile.pitch
    cap = max(tile.pitch, 4 * max(1, banks * 4 // tile.elem))
    out = [tile.pitch]
    w = 2 * tile.vec
    while w * 2 <= n and w <= cap:
        if w not in out:
            out.append(w)
        w *= 2
    return out


def ranked_flat(accesses: list, tile: Tile, banks: int = 32, allow: tuple = ("pad", "xor"), few: int = 3) -> list:
    """Every flat-index layout of `allow` (module docstring) cheaper than the current one in
    cycles, best first (fewest cycles, then bytes, then index operations), the best `few` of each
    change; each :class:`~ldsopt.allocation.layouts.Layout` has ``row`` (its row length) and, for a
    padding, ``grow`` (elements added to the declared size).

    Candidates are costed cheapest first (paddings by bytes, XORs by index operations); a change
    stops once `few` of its layouts reach the current layout's ideal, which no permutation beats
    (the distinct words each phase asks for are the same): those are its best `few`."""
    from ldsopt.core.arch import get_arch
    n = tile.flat or tile.rows * tile.pitch
    # a padding must still fit: the LDS of a workgroup (AMD); a block's static shared memory, 48 KiB
    # (NVIDIA: CUDA C++ Programming Guide, "Shared Memory": more needs dynamic shared memory)
    a0 = accesses[0]
    room = (48 * 1024 if a0.vendor == "nvidia" else get_arch(a0.arch).lds_per_wg) - tile.base
    cur = evaluate(accesses, tile, Layout("none"))
    todo, seen = [], set()
    for w in flat_rows(tile, banks):
        view = Tile(tile.base, tile.elem, -(-n // w), w, w, tile.vec, flat=n)
        pow2 = w & (w - 1) == 0
        for c in candidates(view, banks):
            if c.change not in allow or (c.change == "xor" and (not pow2 or n % w)):
                continue
            at = view
            if c.change == "pad":
                grow = (n - 1) // w * c.pad
                if (n + grow) * tile.elem > room:
                    continue
                c = replace(c, row=w, grow=grow, extra_bytes=grow * tile.elem, ops=2 + (c.pad > 1))
            else:
                # one permutation, many names: rows of w with the row shifted right by s are rows
                # of w << s unshifted; said so when w << s divides the array
                c = replace(c, row=w << c.shift, shift=0) if n % (w << c.shift) == 0 else replace(c, row=w)
                c = replace(c, ops=3 + (c.to > 0))
                at = replace(view, rows=-(-n // c.row), cols=c.row, pitch=c.row)
            if (c.change, c.row, c.pad, c.shift, c.bits, c.to) not in seen:
                seen.add((c.change, c.row, c.pad, c.shift, c.bits, c.to))
                todo.append((c, at))
    out, done = [], {}
    for c, at in sorted(todo, key=lambda x: (x[0].extra_bytes, x[0].ops)):
        if done.get(c.change, 0) >= few:
            continue
        e = evaluate(accesses, at, c)
        if e.cycles < cur.cycles:
            out.append(e)
            done[c.change] = done.get(c.change, 0) + (e.cycles <= cur.ideal)
    return best_few(out, few)
