"""Layouts: logical tile coordinates (row, col) to byte offsets in LDS / shared memory.

A tile is ``rows x cols`` elements of ``elem_bytes`` each; ``col`` is the logical contiguous
(fastest) dimension that vector accesses run along.  Families:

- :class:`Strided`: row-major (or column-major) with padding per row, in bytes.
- :class:`CKPreshuffle`: CK's ``x' = (y mod (KPerBlock/KPack)) ^ x`` on KPack-element vectors.
- :class:`CuteSwizzle`: CuTe ``Swizzle<B,M,S>`` applied to a base layout's offset (in elements,
  as ``composition(Swizzle<B,M,S>{}, layout)`` does, or in bytes).
- :class:`TritonSwizzled`: Triton's ``SwizzledSharedLayout(vec, perPhase, maxPhase, order)``.
- :class:`TritonPadded`: Triton AMD's ``PaddedSharedLayout`` ``[interval:+pad, ...]``.
- :class:`LinearMap`: a general GF(2)-linear map from the bits of (row, col) to offset bits.
- :class:`XorCols`: ``vec_col' = vec_col ^ f(row)`` for any table ``f`` (covers "col ^ 2*row").
- :class:`Explicit`: any offsets table (user-given or read back from JSON).

Every layout gives the whole offset table with :meth:`Layout.offsets`, and is checked for
bijectivity, footprint and alignment by :func:`check_layout`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ldsopt.errors import UsageError
from ldsopt.layouts.base import (DTYPE_BYTES, MAX_ELEMS, MAX_IMAGE, MAX_OFFSET, MAX_PAD,  # noqa: F401
                                 MAX_SIDE, Layout, _bounded, _pow2, dtype_bytes)
from ldsopt.layouts.checks import check_layout, vector_misfits  # noqa: F401  (re-exported)


# ----------------------------------------------------------------------------- families
@dataclass
class Strided(Layout):
    pad_bytes: int = 0         # bytes added after each row (or column, for order="col")
    order: str = "row"         # "row": col is contiguous; "col": row is contiguous

    family = "strided"

    def __post_init__(self):
        super().__post_init__()
        _bounded("padding (bytes)", self.pad_bytes, MAX_PAD)
        if self.order not in ("row", "col"):
            raise UsageError(f"order must be 'row' or 'col', got {self.order!r}")

    @property
    def row_stride(self) -> int:
        return self.cols * self.elem_bytes + self.pad_bytes

    def offsets(self):
        r = np.arange(self.rows, dtype=np.int64)[:, None]
        c = np.arange(self.cols, dtype=np.int64)[None, :]
        if self.order == "row":
            return r * (self.cols * self.elem_bytes + self.pad_bytes) + c * self.elem_bytes
        return c * (self.rows * self.elem_bytes + self.pad_bytes) + r * self.elem_bytes

    def params(self):
        d = {"pad_bytes": self.pad_bytes}
        if self.order != "row":
            d["order"] = self.order
        return d

    def describe(self):
        if self.pad_bytes == 0:
            return "plain row-major" if self.order == "row" else "plain column-major"
        return f"row-major, +{self.pad_bytes} B per row (stride {self.row_stride} B)"

    def index_ops(self):
        return 2

    @property
    def footprint(self) -> int:  # what a kernel allocates: rows (or cols) x the padded stride
        n = self.rows if self.order == "row" else self.cols
        return n * ((self.cols if self.order == "row" else self.rows) * self.elem_bytes + self.pad_bytes)


@dataclass
class CKPreshuffle(Layout):
    kpack: int = 8              # elements per vector
    kperblock: int = 0          # elements per row taking part (default: cols)
    pad_bytes: int = 0

    family = "ck_preshuffle"

    def __post_init__(self):
        super().__post_init__()
        _bounded("padding (bytes)", self.pad_bytes, MAX_PAD)
        _bounded("kpack", self.kpack, self.cols, 1)
        _bounded("kperblock", self.kperblock, self.cols)
        kpb = self.kperblock or self.cols
        if not _pow2(self.kpack) or self.cols % self.kpack or kpb % self.kpack or not _pow2(kpb // self.kpack):
            raise UsageError(f"CK preshuffle needs power-of-two KPerBlock/KPack dividing the row "
                             f"(cols={self.cols}, kpack={self.kpack}, kperblock={kpb})")
        if (self.cols // self.kpack) % (kpb // self.kpack):
            raise UsageError("CK preshuffle: the row must hold whole KPerBlock groups")

    def offsets(self):
        kpb = self.kperblock or self.cols
        n = kpb // self.kpack
        r = np.arange(self.rows, dtype=np.int64)[:, None]
        c = np.arange(self.cols, dtype=np.int64)[None, :]
        x = c // self.kpack
        xs = (x - x % n) + ((r % n) ^ (x % n))
        return r * (self.cols * self.elem_bytes + self.pad_bytes) + (xs * self.kpack + c % self.kpack) * self.elem_bytes

    def params(self):
        return {"kpack": self.kpack, "kperblock": self.kperblock or self.cols, "pad_bytes": self.pad_bytes}

    def describe(self):
        return (f"XOR preshuffle x' = (y mod {(self.kperblock or self.cols) // self.kpack}) ^ x "
                f"on {self.kpack}-element vectors" + (f", +{self.pad_bytes} B per row" if self.pad_bytes else ""))

    def index_ops(self):
        return 4


def cute_swizzle(x, b: int, m: int, s: int):
    """CuTe Swizzle<B,M,S>: XOR the B bits at [M+S, M+S+B) into the bits at [M, M+B)."""
    mask = ((1 << b) - 1) << (m + s)
    return x ^ ((x & mask) >> s) if s >= 0 else x ^ ((x & (((1 << b) - 1) << m)) << -s)


@dataclass
class CuteSwizzle(Layout):
    b: int = 3
    m: int = 3
    s: int = 3
    unit: str = "element"   # "element" (CuTe's composition over an element layout) or "byte"
    pad_bytes: int = 0      # padding of the base row-major layout

    family = "cute_swizzle"

    def __post_init__(self):
        super().__post_init__()
        for k in ("b", "m", "s"):
            v = getattr(self, k)
            if not isinstance(v, (int, np.integer)) or v < 0 or v > 16:
                raise UsageError(f"Swizzle<B,M,S>: {k.upper()} must be an integer 0..16, got {v!r}")
        if self.s < self.b:
            raise UsageError(f"Swizzle<{self.b},{self.m},{self.s}>: needs S >= B (CuTe's rule)")
        if self.unit not in ("element", "byte"):
            raise UsageError("swizzle unit must be 'element' or 'byte'")
        _bounded("padding (bytes)", self.pad_bytes, MAX_PAD)
        if self.pad_bytes % self.elem_bytes:
            raise UsageError("CuTe swizzle base padding must be whole elements")

    def offsets(self):
        base = Strided(self.rows, self.cols, self.elem_bytes, self.pad_bytes).offsets()
        if self.unit == "element":
            return cute_swizzle(base // self.elem_bytes, self.b, self.m, self.s) * self.elem_bytes
        return cute_swizzle(base, self.b, self.m, self.s)

    def params(self):
        d = {"B": self.b, "M": self.m, "S": self.s, "unit": self.unit}
        if self.pad_bytes:
            d["pad_bytes"] = self.pad_bytes
        return d

    def describe(self):
        return f"CuTe Swizzle<{self.b},{self.m},{self.s}> over {self.unit} offsets"

    def index_ops(self):
        return 5


@dataclass
class TritonSwizzled(Layout):
    vec: int = 8
    per_phase: int = 1
    max_phase: int = 8

    family = "triton_swizzled"

    def __post_init__(self):
        super().__post_init__()
        for k in ("vec", "per_phase", "max_phase"):
            v = getattr(self, k)
            if not isinstance(v, (int, np.integer)) or v <= 0:
                raise UsageError(f"Triton swizzle: {k} must be a positive integer, got {v!r}")
        if self.cols % self.vec:
            raise UsageError(f"Triton swizzle: vec={self.vec} must divide cols={self.cols}")
        if (self.cols // self.vec) < self.max_phase or (self.cols // self.vec) % self.max_phase:
            if not _pow2(self.cols // self.vec) or not _pow2(self.max_phase):
                raise UsageError("Triton swizzle: maxPhase must divide cols/vec")

    def offsets(self):
        r = np.arange(self.rows, dtype=np.int64)[:, None]
        c = np.arange(self.cols, dtype=np.int64)[None, :]
        phase = (r // self.per_phase) % self.max_phase
        cs = ((c // self.vec) ^ phase) * self.vec + c % self.vec
        return (r * self.cols + cs) * self.elem_bytes

    def params(self):
        return {"vec": self.vec, "perPhase": self.per_phase, "maxPhase": self.max_phase}

    def describe(self):
        return f"Triton swizzled_shared<vec={self.vec}, perPhase={self.per_phase}, maxPhase={self.max_phase}>"

    def index_ops(self):
        return 5


@dataclass
class TritonPadded(Layout):
    intervals: tuple = ((64, 4),)   # ((interval elements, pad elements), ...)

    family = "triton_padded"

    def __post_init__(self):
        super().__post_init__()
        iv = tuple(tuple(x) for x in self.intervals)
        if not iv or len(iv) > 8 or any(len(x) != 2 or not _pow2(int(x[0])) or int(x[1]) <= 0 for x in iv):
            raise UsageError("Triton padded layout needs 1 to 8 [interval:+pad] pairs with power-of-two "
                             "intervals and positive pads")
        for i, p in iv:
            _bounded("padding interval", i, MAX_ELEMS, 1)
            _bounded("padding (elements)", p, MAX_PAD // self.elem_bytes, 1)
        self.intervals = iv

    def offsets(self):
        lin = np.arange(self.rows * self.cols, dtype=np.int64).reshape(self.rows, self.cols)
        out = lin.copy()
        for interval, pad in self.intervals:
            out += (lin // interval) * pad
        return out * self.elem_bytes

    def params(self):
        return {"intervals": [list(x) for x in self.intervals]}

    def describe(self):
        return "Triton padded_shared<" + ", ".join(f"[{i}:+{p}]" for i, p in self.intervals) + ">"

    def index_ops(self):
        return 3 + 2 * len(self.intervals)


@dataclass
class PaddedRemap(Layout):
    """Triton AMD's ``PaddedSharedLayout`` with a row remapping (added for the solver): row bit
    ``row_order[k]`` becomes bit ``k`` of the stored row, the stored tile is row-major, and
    ``pad`` elements follow every ``interval`` elements of it (``[interval:+pad]``).  Triton's
    gfx950 GEMM operand layout ``padded_shared<[512:+8] {offset = [[0,1]..[0,32], [64,0], [32,0],
    [16,0], [1,0], [2,0], [4,0], [8,0]]}>`` on a 128x64 fp16 tile is
    ``PaddedRemap(128, 64, 2, row_order=(6, 5, 4, 0, 1, 2, 3), intervals=((512, 8),))``."""
    row_order: tuple = ()
    intervals: tuple = ((512, 8),)

    family = "padded_remap"

    def __post_init__(self):
        super().__post_init__()
        if not (_pow2(self.rows) and _pow2(self.cols)):
            raise UsageError("a padded remap layout needs power-of-two rows and cols")
        rb = self.rows.bit_length() - 1
        self.row_order = tuple(int(x) for x in self.row_order) or tuple(range(rb))
        if sorted(self.row_order) != list(range(rb)):
            raise UsageError(f"row_order must be a permutation of 0..{rb - 1}")
        iv = tuple(tuple(int(v) for v in x) for x in self.intervals)
        if len(iv) > 8 or any(len(x) != 2 or not _pow2(x[0]) or not 0 <= x[1] <= MAX_PAD // self.elem_bytes
                              or x[0] > MAX_ELEMS for x in iv):
            raise UsageError("padded remap needs at most 8 [interval, pad] pairs with power-of-two "
                             "intervals and bounded pads")
        self.intervals = iv

    def offsets(self):
        r = np.arange(self.rows, dtype=np.int64)
        pr = np.zeros_like(r)
        for k, j in enumerate(self.row_order):
            pr |= ((r >> j) & 1) << k
        o = pr[:, None] * self.cols + np.arange(self.cols, dtype=np.int64)[None, :]
        out = o.copy()
        for interval, pad in self.intervals:
            out += (o // interval) * pad
        return out * self.elem_bytes

    def params(self):
        return {"row_order": list(self.row_order), "intervals": [list(x) for x in self.intervals]}

    def describe(self):
        return ("Triton padded_shared<" + ", ".join(f"[{i}:+{p}]" for i, p in self.intervals)
                + f"> with rows remapped (row bit order {list(self.row_order)})")

    def index_ops(self):
        moved = sum(1 for k, j in enumerate(self.row_order) if k != j)
        return 3 + 2 * len(self.intervals) + 2 * moved


@dataclass
class XorCols(Layout):
    """Row-major with vector columns permuted per row: ``vcol' = vcol ^ table[row % len(table)]``."""
    vec: int = 1                  # elements per vector column
    table: tuple = (0,)
    pad_bytes: int = 0

    family = "xor_cols"

    def __post_init__(self):
        super().__post_init__()
        self.table = tuple(int(t) for t in self.table)
        _bounded("padding (bytes)", self.pad_bytes, MAX_PAD)
        _bounded("vec", self.vec, self.cols, 1)
        if not 0 < len(self.table) <= MAX_SIDE:
            raise UsageError(f"xor layout: the table needs 1..{MAX_SIDE} entries")
        nv = self.cols // self.vec if self.vec > 0 and self.cols % self.vec == 0 else 0
        if not nv:
            raise UsageError(f"xor layout: vec={self.vec} must divide cols={self.cols}")
        if not _pow2(nv) and any(self.table):
            raise UsageError("xor layout: the number of vector columns must be a power of two")
        if any(t < 0 or t >= nv for t in self.table):
            raise UsageError(f"xor layout: table values must be in 0..{nv - 1}")

    def offsets(self):
        r = np.arange(self.rows, dtype=np.int64)[:, None]
        c = np.arange(self.cols, dtype=np.int64)[None, :]
        t = np.asarray(self.table, dtype=np.int64)[r % len(self.table)]
        vc = (c // self.vec) ^ t
        return r * (self.cols * self.elem_bytes + self.pad_bytes) + (vc * self.vec + c % self.vec) * self.elem_bytes

    def params(self):
        return {"vec": self.vec, "table": list(self.table), "pad_bytes": self.pad_bytes}

    def describe(self):
        return f"vector column ^ f(row) on {self.vec}-element vectors, f = {list(self.table)}"

    def index_ops(self):
        return 5


@dataclass
class LinearMap(Layout):
    """GF(2)-linear map: the element offset is the XOR of ``basis[i]`` over the set bits i of the
    input index ``row * cols + col`` (rows and cols powers of two), plus row padding if given.

    ``basis`` lists the image (an element offset) of each input bit, low bits first (column bits,
    then row bits).  The identity basis ``[1, 2, 4, ...]`` is the plain row-major layout."""
    basis: tuple = ()
    pad_bytes: int = 0

    family = "linear"

    def __post_init__(self):
        super().__post_init__()
        if not (_pow2(self.rows) and _pow2(self.cols)):
            raise UsageError("a GF(2) linear layout needs power-of-two rows and cols")
        nbits = (self.rows * self.cols).bit_length() - 1
        self.basis = tuple(int(b) for b in self.basis) or tuple(1 << i for i in range(nbits))
        if len(self.basis) != nbits:
            raise UsageError(f"linear layout: need {nbits} basis vectors, got {len(self.basis)}")
        for b in self.basis:
            _bounded("linear layout: a basis vector", b, MAX_IMAGE)
        _bounded("padding (bytes)", self.pad_bytes, MAX_PAD)

    def offsets(self):
        lin = np.arange(self.rows * self.cols, dtype=np.int64)
        out = np.zeros_like(lin)
        for i, b in enumerate(self.basis):
            out ^= np.where((lin >> i) & 1, b, 0)
        out = out.reshape(self.rows, self.cols)
        if self.pad_bytes:
            # padding applies to the output row (offset // cols)
            return out * self.elem_bytes + (out // self.cols) * self.pad_bytes
        return out * self.elem_bytes

    def params(self):
        d = {"basis": list(self.basis)}
        if self.pad_bytes:
            d["pad_bytes"] = self.pad_bytes
        return d

    def describe(self):
        col_bits = self.cols.bit_length() - 1
        rows_part = [b for b in self.basis[col_bits:]]
        return f"GF(2) linear map (row-bit images {rows_part})"

    def index_ops(self):
        return 2 + sum(1 for i, b in enumerate(self.basis) if b != 1 << i)


@dataclass
class Composed(Layout):
    """Composition: an offset transform applied to any base layout's byte offsets, as CuTe's
    ``composition(Swizzle<B,M,S>{}, layout)`` does.  ``transform`` is ``("cute", B, M, S, unit)``
    (unit "element" or "byte") or ``("linear", basis)``: a GF(2)-linear map of the offset bits (in
    units of elements), ``basis[i]`` the image of bit i; bits past the basis pass through."""
    base: Layout = None
    transform: tuple = ()

    family = "composed"

    def __post_init__(self):
        if not isinstance(self.base, Layout):
            raise UsageError("composition needs a base layout")
        self.rows, self.cols, self.elem_bytes = self.base.rows, self.base.cols, self.base.elem_bytes
        super().__post_init__()
        t = tuple(self.transform)
        if not t or t[0] not in ("cute", "linear"):
            raise UsageError("composition transform must be ('cute', B, M, S, unit) or ('linear', basis)")
        if t[0] == "cute":
            if len(t) not in (4, 5):
                raise UsageError("('cute', B, M, S[, unit])")
            CuteSwizzle(1, 1, 1, int(t[1]), int(t[2]), int(t[3]), t[4] if len(t) == 5 else "element")
            t = ("cute", int(t[1]), int(t[2]), int(t[3]), t[4] if len(t) == 5 else "element")
        else:
            if len(t) != 2 or len(t[1]) > 48:
                raise UsageError("('linear', [non-negative basis images], at most 48)")
            for b in t[1]:
                _bounded("linear map: a basis vector", b, MAX_IMAGE)
            t = ("linear", tuple(int(b) for b in t[1]))
        self.transform = t

    def offsets(self):
        off = self.base.offsets()
        t = self.transform
        if t[0] == "cute":
            if t[4] == "element":
                return cute_swizzle(off // self.elem_bytes, t[1], t[2], t[3]) * self.elem_bytes
            return cute_swizzle(off, t[1], t[2], t[3])
        x = off // self.elem_bytes
        out = x >> len(t[1]) << len(t[1])
        for i, b in enumerate(t[1]):
            out ^= np.where((x >> i) & 1, b, 0)
        return out * self.elem_bytes

    def params(self):
        return {"base": self.base.to_dict(), "transform": list(self.transform[:1]) + (
            list(self.transform[1:]) if self.transform[0] == "cute" else [list(self.transform[1])])}

    def describe(self):
        t = self.transform
        what = (f"CuTe Swizzle<{t[1]},{t[2]},{t[3]}> ({t[4]} offsets)" if t[0] == "cute"
                else f"GF(2) map of offset bits {list(t[1])}")
        return f"{what} over [{self.base.describe()}]"

    def index_ops(self):
        return self.base.index_ops() + (3 if self.transform[0] == "cute" else len(self.transform[1]))

    @property
    def footprint(self) -> int:
        return max(self.base.footprint, int(self.offsets().max()) + self.elem_bytes)


@dataclass
class Explicit(Layout):
    table: np.ndarray = field(default=None)

    family = "explicit"

    def __post_init__(self):
        super().__post_init__()
        t = np.asarray(self.table)
        if t.shape != (self.rows, self.cols) or t.dtype.kind not in "iu":
            raise UsageError(f"offsets must be a {self.rows}x{self.cols} table of integers")
        if (t < 0).any() or (t >= MAX_OFFSET).any():
            raise UsageError(f"offsets must be in 0..{MAX_OFFSET - 1}")
        self.table = t.astype(np.int64)

    def offsets(self):
        return self.table

    def index_ops(self):
        return 3  # a table lookup


def compose(base: Layout, transform: tuple) -> Layout:
    """``transform`` over ``base`` (see :class:`Composed`)."""
    return Composed(base.rows, base.cols, base.elem_bytes, base, tuple(transform))
