"""One canonical form for every shared-memory layout: linear map, interval padding, linear map.

A tile of ``rows x cols`` elements of ``elem_bytes`` each.  Element ``(row, col)`` has the
input index ``x = row << cb | col`` (``cb = ceil(log2(cols))`` column bits, then the row bits).
Its byte offset is computed in three steps::

    y = A(x)                                  GF(2)-linear: XOR of a[i] over the set bits i of x
    z = y * elem_bytes + sum_k (y >> log2(interval_k)) * pad_k      interval padding, in bytes
    w = B(z)                                  GF(2)-linear on the byte-offset bits of z;
                                              bits i >= len(b) pass through unchanged

``A`` is where each element goes in the unpadded order (an XOR swizzle, a permutation of bits,
or the identity); the padding is Triton's ``padded_shared<[interval:+pad, ...]>`` (``pad`` after
every ``interval`` elements of ``y``; a plain row padding is one interval of one row, and a row
that is not a power of two is a (possibly negative) padding over the next power of two); ``B`` is
a swizzle of the final address bits, as CuTe's ``composition(Swizzle<B,M,S>{}, layout)`` applies
one over a padded base layout.  Every layout family converts into this form exactly
(:func:`ldsopt.layouts.convert.to_canonical`); the emitters and the CuTe / Triton "equivalent"
forms read their parameters off the maps.

Offsets are limited to ``2**40`` bytes (far above any GPU's shared memory) so that no step can
overflow 64-bit arithmetic; larger images are refused with a one-line :class:`UsageError`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ldsopt.errors import Unsatisfiable, UsageError

MAX_OFFSET_BITS = 40        # every image and every offset below 2**40 bytes
MAX_PADS = 8                # interval pairs
MAX_DIM = 1 << 20           # rows, cols each
MAX_EXPAND = 1 << 24        # elements a full table may have (128 MiB of int64)


def ceil_log2(n: int) -> int:
    return max(0, (int(n) - 1).bit_length())


def _is_int(v) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, bool)


def xor_images(x, images):
    """XOR of ``images[i]`` over the set bits ``i`` of ``x`` (int or int64 array)."""
    if isinstance(x, np.ndarray):
        out = np.zeros_like(x)
        for i, v in enumerate(images):
            if v:
                out ^= ((x >> i) & 1) * np.int64(v)
        return out
    out = 0
    for i, v in enumerate(images):
        if v and x >> i & 1:
            out ^= v
    return out


def _rank(vecs) -> int:
    from ldsopt.layouts.gf2 import rank
    return rank(int(v) for v in vecs)


def _keeps_elements(b, elem_bytes: int) -> bool:
    """B maps element starts to element starts: the low ``log2(elem_bytes)`` bits pass through
    and no higher bit's image touches them."""
    e = elem_bytes.bit_length() - 1
    for i, v in enumerate(b):
        if i < e and v != 1 << i:
            return False
        if i >= e and v & ((1 << e) - 1):
            return False
    return True


def _images(name: str, vals, limit_bits: int = MAX_OFFSET_BITS) -> tuple:
    if isinstance(vals, (str, bytes)) or not hasattr(vals, "__iter__"):
        raise UsageError(f"{name} must be a list of non-negative integers")
    out = tuple(vals)
    if len(out) > 64:
        raise UsageError(f"{name}: {len(out)} images; at most 64 bits are modelled")
    for v in out:
        if not _is_int(v) or v < 0:
            raise UsageError(f"{name}: {v!r} is not a non-negative integer")
        if int(v) >= 1 << limit_bits:
            raise UsageError(f"{name}: image {int(v)} is out of range (offsets are limited to "
                             f"2**{limit_bits} bytes)")
    return tuple(int(v) for v in out)


@dataclass(frozen=True)
class CanonicalLayout:
    """A layout as ``B(pad(A(x)))`` (see the module docstring): frozen, hashable, callable.

    Parameters
    ----------
    rows, cols, elem_bytes : int
        The tile and its element size.
    a : tuple of int
        Element-offset images of the input bits: ``ceil(log2(cols))`` column bits, then
        ``ceil(log2(rows))`` row bits.
    pads : tuple of (int, int)
        ``(interval_elements, pad_bytes)`` pairs; intervals are powers of two.
    b : tuple of int
        Byte-offset images of the low byte-offset bits (``()``: the identity).

    Examples
    --------
    Triton's ``swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8}>`` over a 64x64 fp16 tile:
    row bit ``i`` (input bit ``6 + i``) also XORs ``8 << i`` into the column.

    >>> from ldsopt import CanonicalLayout
    >>> a = [1 << i for i in range(6)] + [(64 << i) | (8 << i) for i in range(3)] + [512, 1024, 2048]
    >>> c = CanonicalLayout(64, 64, 2, a)
    >>> c(1, 0), c(1, 8), c.is_bijective()
    (144, 128, True)
    >>> import ldsopt
    >>> c == ldsopt.layout("triton:vec=8,perPhase=1,maxPhase=8", 64, 64, "f16").canonical()
    True
    """
    rows: int
    cols: int
    elem_bytes: int
    a: tuple
    pads: tuple = ()
    b: tuple = ()

    def __post_init__(self):
        for k in ("rows", "cols"):
            v = getattr(self, k)
            if not _is_int(v) or not 0 < v <= MAX_DIM:
                raise UsageError(f"{k} must be an integer in 1..{MAX_DIM}, got {v!r}")
        if self.elem_bytes not in (1, 2, 4, 8, 16) or isinstance(self.elem_bytes, bool):
            raise UsageError(f"elem_bytes must be 1, 2, 4, 8 or 16, got {self.elem_bytes!r}")
        a = _images("linear map A", self.a, MAX_OFFSET_BITS - 4)
        nin = self.col_bits + self.row_bits
        if len(a) != nin:
            raise UsageError(f"linear map A needs {nin} images ({self.col_bits} column bits, "
                             f"{self.row_bits} row bits), got {len(a)}")
        pads = tuple(self.pads)
        if len(pads) > MAX_PADS:
            raise UsageError(f"at most {MAX_PADS} [interval:+pad] pairs")
        norm = []
        for p in pads:
            if not isinstance(p, (tuple, list)) or len(p) != 2 or not all(_is_int(v) for v in p):
                raise UsageError(f"padding {p!r} must be a pair (interval elements, pad bytes)")
            iv, pad = int(p[0]), int(p[1])
            if iv <= 0 or iv & (iv - 1) or iv >= 1 << MAX_OFFSET_BITS:
                raise UsageError(f"padding interval {iv} must be a power of two below 2**{MAX_OFFSET_BITS}")
            if abs(pad) >= 1 << MAX_OFFSET_BITS:
                raise UsageError(f"padding {pad} B is out of range")
            if pad:
                norm.append((iv, pad))
        b = list(_images("linear map B", self.b))
        while b and b[-1] == 1 << (len(b) - 1):
            b.pop()                                 # images equal to the identity pass through
        b = tuple(b)
        if b and not norm and _keeps_elements(b, self.elem_bytes):
            # no padding between the maps: B folds into A, so equal layouts compare equal
            e = self.elem_bytes.bit_length() - 1
            n = len(b)
            a = tuple((((v << e) >> n << n) ^ xor_images(v << e, b)) >> e for v in a)
            _images("linear map A", a, MAX_OFFSET_BITS - 4)
            b = ()
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "pads", tuple(norm))
        object.__setattr__(self, "b", b)
        lo, hi = self._z_bounds()
        if max(abs(lo), hi) >= 1 << MAX_OFFSET_BITS:
            raise UsageError(f"layout offsets reach {max(abs(lo), hi)} B; offsets are limited to "
                             f"2**{MAX_OFFSET_BITS} bytes")

    # ------------------------------------------------------------------ shape
    @property
    def col_bits(self) -> int:
        return ceil_log2(self.cols)

    @property
    def row_bits(self) -> int:
        return ceil_log2(self.rows)

    @property
    def elem_bits(self) -> int:
        return self.elem_bytes.bit_length() - 1

    @property
    def dense_domain(self) -> bool:
        """Whether the inputs are every value of their bits (rows and cols powers of two)."""
        return self.rows == 1 << self.row_bits and self.cols == 1 << self.col_bits

    def _z_bounds(self):
        y = 0
        for v in self.a:
            y |= v
        ymax = (1 << y.bit_length()) - 1
        lo, hi = 0, ymax * self.elem_bytes
        for iv, pad in self.pads:
            n = (ymax >> (iv.bit_length() - 1)) * pad
            hi += max(n, 0)
            lo += min(n, 0)
        bmax = 0
        for v in self.b:
            bmax |= v
        hi = max(hi, (1 << max(hi.bit_length(), bmax.bit_length(), len(self.b))) - 1) if self.b else hi
        return lo, hi

    # ------------------------------------------------------------------ evaluation
    def _apply(self, x):
        y = xor_images(x, self.a)
        z = y * self.elem_bytes
        for iv, pad in self.pads:
            z = z + (y >> (iv.bit_length() - 1)) * pad
        if not self.b:
            return z
        n = len(self.b)
        return ((z >> n) << n) ^ xor_images(z, self.b)

    def __call__(self, row, col=None):
        """Byte offset of element ``(row, col)``, or of element index ``row * cols + col`` when
        only one argument is given; integers or numpy arrays (vectorised)."""
        scalar = col is None and _is_int(row) or _is_int(row) and _is_int(col)
        if col is None:
            idx = np.asarray(row, dtype=np.int64)
            if (idx < 0).any() or (idx >= self.rows * self.cols).any():
                raise UsageError(f"element index outside 0..{self.rows * self.cols - 1}")
            r, c = idx // self.cols, idx % self.cols
        else:
            r, c = np.asarray(row, dtype=np.int64), np.asarray(col, dtype=np.int64)
            if (r < 0).any() or (r >= self.rows).any() or (c < 0).any() or (c >= self.cols).any():
                raise UsageError(f"element outside the {self.rows}x{self.cols} tile")
        out = self._apply((r << self.col_bits) | c)
        return int(out) if scalar else out

    def table(self) -> np.ndarray:
        """Every element's byte offset, shape ``(rows, cols)`` (int64)."""
        if self.rows * self.cols > MAX_EXPAND:
            raise UsageError(f"a {self.rows}x{self.cols} tile is too large to expand "
                             f"(at most {MAX_EXPAND} elements)")
        r = np.arange(self.rows, dtype=np.int64)[:, None]
        c = np.arange(self.cols, dtype=np.int64)[None, :]
        return self._apply((r << self.col_bits) | c)

    # ------------------------------------------------------------------ structure
    def composed_images(self) -> tuple | None:
        """Without padding, the whole map is one GF(2)-linear map of ``x``: its byte-offset
        images (``B(a[i] * elem_bytes)``); None when there is padding."""
        if self.pads:
            return None
        return tuple(int(self._apply(1 << i)) for i in range(len(self.a)))

    def _b_keeps_elements(self) -> bool:
        return _keeps_elements(self.b, self.elem_bytes)

    def _closed_form(self) -> bool:
        return (self.dense_domain and all(p >= 0 and p % self.elem_bytes == 0 for _, p in self.pads)
                and self._b_keeps_elements()
                and _rank(v & ((1 << len(self.b)) - 1) for v in self.b) == len(self.b))

    def is_injective(self) -> bool:
        """No two elements share a byte and every element starts at a multiple of its size.

        Decided from the maps (ranks over GF(2)) when the tile's sides are powers of two, the
        paddings non-negative whole elements and ``B`` a bijection of element starts: then the
        layout is injective exactly when ``A`` has full rank.  Otherwise by expanding the
        offsets (bounded by :data:`MAX_EXPAND` elements)."""
        if self._closed_form():
            return _rank(self.a) == len(self.a)
        off = self.table()
        if (off < 0).any() or (off % self.elem_bytes).any():
            return False
        flat = np.sort(off.ravel())
        return not (np.diff(flat) < self.elem_bytes).any()

    def is_bijective(self) -> bool:
        """Injective and dense: the offsets are exactly ``0, e, 2e, ...`` for ``rows * cols``
        elements of ``e`` bytes (no padding holes)."""
        if self._closed_form() and not self.pads:
            e, n = self.elem_bits, len(self.a)
            imgs = self.composed_images()
            inside = all(v >> e << e == v and v < 1 << (e + n) for v in imgs)
            return inside and _rank(imgs) == n
        if not self.is_injective():
            return False
        off = self.table()
        return int(off.max()) + self.elem_bytes == self.rows * self.cols * self.elem_bytes

    def check(self) -> "CanonicalLayout":
        """Raise :class:`Unsatisfiable` unless the layout is injective (see :meth:`is_injective`)."""
        if not self.is_injective():
            raise Unsatisfiable(f"{self.describe()}: not bijective (two elements overlap, or an "
                                "element is misaligned)")
        return self

    @property
    def footprint(self) -> int:
        """Bytes from offset 0 to the end of the last element."""
        return int(self.table().max()) + self.elem_bytes

    def describe(self) -> str:
        parts = [f"{self.rows}x{self.cols} x {self.elem_bytes} B"]
        if any(v != 1 << i for i, v in enumerate(self.a)):
            parts.append(f"A={list(self.a)}")
        if self.pads:
            parts.append("pad " + ", ".join(f"[{i}:+{p}B]" for i, p in self.pads))
        if any(v != 1 << i for i, v in enumerate(self.b)):
            parts.append(f"B={list(self.b)}")
        return "canonical(" + "; ".join(parts) + ")"

    def to_dict(self) -> dict:
        return {"rows": self.rows, "cols": self.cols, "elem_bytes": self.elem_bytes,
                "a": list(self.a), "pads": [list(p) for p in self.pads], "b": list(self.b)}


def compose_b(top: tuple, below: tuple) -> tuple:
    """Images of the map ``top`` after ``below`` (both with pass-through above their length)."""
    n = max(len(top), len(below))
    out = []
    for i in range(n):
        v = below[i] if i < len(below) else 1 << i
        out.append(((v >> len(top)) << len(top)) ^ xor_images(v, top))
    while out and out[-1] == 1 << (len(out) - 1):
        out.pop()
    return tuple(out)


def identity(n: int) -> tuple:
    return tuple(1 << i for i in range(n))
