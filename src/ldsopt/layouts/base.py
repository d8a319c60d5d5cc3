"""The layout base class, element sizes and the bounds every layout family keeps to.

A :class:`Layout` maps the logical element ``(row, col)`` of a ``rows x cols`` tile of
``elem_bytes``-byte elements to a byte offset; the families are in :mod:`ldsopt.layouts.families`.
Sizes are bounded (:data:`MAX_ELEMS`, :data:`MAX_PAD`, :data:`MAX_IMAGE`) so that no table is
built for a tile no shared memory holds and no offset overflows 64-bit arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ldsopt.errors import UsageError

DTYPE_BYTES = {"f64": 8, "fp64": 8, "f32": 4, "fp32": 4, "i32": 4, "u32": 4, "tf32": 4,
               "f16": 2, "fp16": 2, "bf16": 2, "half": 2, "i16": 2, "u16": 2,
               "f8": 1, "fp8": 1, "bf8": 1, "i8": 1, "u8": 1, "e4m3": 1, "e5m2": 1}


def dtype_bytes(dtype) -> int:
    if isinstance(dtype, int) and not isinstance(dtype, bool) and dtype in (1, 2, 4, 8):
        return dtype
    if isinstance(dtype, str) and dtype.lower() in DTYPE_BYTES:
        return DTYPE_BYTES[dtype.lower()]
    raise UsageError(f"unknown dtype {dtype!r} (known: {', '.join(sorted(set(DTYPE_BYTES)))})")


def _pow2(x: int) -> bool:
    return x > 0 and x & (x - 1) == 0


MAX_SIDE = 1 << 20          # rows, cols
MAX_ELEMS = 1 << 24         # rows * cols: a table of at most 128 MiB; larger is refused, never built
MAX_PAD = 1 << 24           # bytes of padding (any LDS is far smaller)
MAX_IMAGE = 1 << 36         # GF(2) images, in elements
MAX_OFFSET = 1 << 40        # byte offsets of an explicit table


def _bounded(name: str, v, hi: int, lo: int = 0) -> int:
    if not isinstance(v, (int, np.integer)) or isinstance(v, bool) or not lo <= v <= hi:
        raise UsageError(f"{name} must be an integer in {lo}..{hi}, got {v!r}")
    return int(v)


@dataclass
class Layout:
    rows: int
    cols: int
    elem_bytes: int

    family = "layout"

    def __post_init__(self):
        for name in ("rows", "cols", "elem_bytes"):
            v = getattr(self, name)
            if not isinstance(v, (int, np.integer)) or isinstance(v, bool) or v <= 0:
                raise UsageError(f"{name} must be a positive integer, got {v!r}")
            if v > MAX_SIDE:
                raise UsageError(f"{name} = {v} is too large (at most {MAX_SIDE})")
        if self.rows * self.cols > MAX_ELEMS:
            raise UsageError(f"a {self.rows}x{self.cols} tile is too large (at most {MAX_ELEMS} "
                             "elements; no GPU's shared memory holds more)")

    # --- to be provided by each family
    def offsets(self) -> np.ndarray:  # (rows, cols) int64 byte offsets
        raise NotImplementedError

    def params(self) -> dict:
        return {}

    def canonical(self):
        """The same layout in the canonical form (:class:`ldsopt.layouts.canonical.CanonicalLayout`):
        a GF(2) map, interval padding and a second GF(2) map.  :class:`Unsatisfiable` when the
        layout has none (the message says why)."""
        from ldsopt.layouts.convert import to_canonical
        return to_canonical(self)

    def describe(self) -> str:
        p = ", ".join(f"{k}={v}" for k, v in self.params().items())
        return f"{self.family}({p})" if p else self.family

    # index arithmetic cost in integer ops (for ranking equal candidates)
    def index_ops(self) -> int:
        return 2

    # --- shared
    def offset(self, row: int, col: int) -> int:
        return int(self.offsets()[row, col])

    @property
    def footprint(self) -> int:
        return int(self.offsets().max()) + self.elem_bytes

    def to_dict(self, with_offsets: bool = False) -> dict:
        d = {"family": self.family, "rows": self.rows, "cols": self.cols,
             "elem_bytes": self.elem_bytes, "params": self.params(), "bytes": self.footprint,
             "describe": self.describe()}
        if with_offsets:
            d["offsets"] = self.offsets().tolist()
        return d
