"""Reading the parameters of a Triton layout attribute (shared by the distributed and the shared
layouts), and the names both use."""

from __future__ import annotations

from ldsopt.errors import UsageError
from ldsopt.layouts.linear_layout import LinearLayout, log2, standard_dims
from ldsopt.layouts.triton_attrs import Attr

ID = LinearLayout.identity1d
ZERO = LinearLayout.zeros1d
REG, LANE, WARP, OFF = "register", "lane", "warp", "offset"

DISTRIBUTED = ("blocked", "linear", "slice", "amd_mfma", "amd_wmma", "nvidia_mma", "dot_op")
SHARED = ("swizzled_shared", "padded_shared", "amd_rotating_shared", "nvmma_shared", "shared_linear")


def _ints(attr: Attr, key: str, n: int | None = None, default=None) -> tuple:
    v = attr.get(key, default)
    if v is None:
        raise UsageError(f"#ttg.{attr.kind} needs {key}")
    if not isinstance(v, tuple) or not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise UsageError(f"#ttg.{attr.kind}: {key} must be a list of integers, got {v!r}")
    if n is not None and len(v) != n:
        raise UsageError(f"#ttg.{attr.kind}: {key} has {len(v)} entries, the tensor has rank {n}")
    if any(x <= 0 for x in v) and key not in ("order",):
        raise UsageError(f"#ttg.{attr.kind}: {key} must be positive, got {list(v)}")
    return v


def _int(attr: Attr, key: str, default=None, lo: int = 0, hi: int = 1 << 16) -> int:
    v = attr.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        raise UsageError(f"#ttg.{attr.kind}: {key} must be an integer, got {v!r}")
    if not lo <= v <= hi:
        raise UsageError(f"#ttg.{attr.kind}: {key} = {v} is outside {lo}..{hi}")
    return v


def _order(attr: Attr, rank: int) -> tuple:
    o = _ints(attr, "order", rank, default=tuple(range(rank - 1, -1, -1)))
    if sorted(o) != list(range(rank)):
        raise UsageError(f"#ttg.{attr.kind}: order {list(o)} is not a permutation of 0..{rank - 1}")
    return o


def _one_cta(attr: Attr) -> None:
    for key in ("CGALayout", "cga_layout", "CTAsPerCGA", "block"):
        v = attr.get(key)
        if key == "CTAsPerCGA" and v is not None and any(x != 1 for x in v):
            raise UsageError(f"#ttg.{attr.kind}: more than one CTA per CGA is not modelled")
        if key in ("CGALayout", "cga_layout", "block") and v:
            raise UsageError(f"#ttg.{attr.kind}: CTA (block) bases are not modelled; one CTA only")


def _checked(a, shape) -> list:
    """The checks every layout conversion starts with: a layout attribute, a shape of powers of
    two (as ints), one CTA.  Returns the shape."""
    if not isinstance(a, Attr):
        raise UsageError("expected a Triton layout attribute")
    shape = [int(s) for s in shape]
    for s in shape:
        log2(s)
    _one_cta(a)
    return shape


def _matrix_order(rank: int, row_major: bool) -> tuple:
    o = list(range(rank - 1, -1, -1))
    if not row_major:
        o[0], o[1] = o[1], o[0]
    return tuple(o)


def _broadcast_dot(shape, order, kdim: int, in_dim: str) -> LinearLayout:
    names = standard_dims(len(shape))
    out = LinearLayout.empty()
    for d in order:
        out = out * (ZERO(shape[d], in_dim, names[d]) if d == kdim else ID(shape[d], in_dim, names[d]))
    return out


def _pow2_list(vals, what):
    for v in vals:
        log2(v) if v else None
    return vals
