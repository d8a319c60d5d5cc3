"""Linear layouts with named dimensions: GF(2)-linear maps from hardware indices to tensor indices.

A :class:`LinearLayout` maps named **input** dimensions (``register``, ``lane``, ``warp``,
``block`` for a distributed layout; ``offset`` for a shared-memory layout), each of power-of-two
size, to named **output** dimensions (``dim0``, ``dim1``, ... of a tensor), also of power-of-two
size.  It is given by one basis vector per input bit: the output (one integer per output
dimension) of the input with only that bit set.  Any input maps to the XOR of the basis vectors
of its set bits.  This is the representation Triton uses for every layout (its ``LinearLayout``
class, `include/triton/Tools/LinearLayout.h`); the operations below follow the documented
semantics of Triton's (``identity1D``, ``zeros1D``, the product ``*``, ``transposeOuts``,
``compose``, ``ensureLayoutNotSmallerThan``, ``ensureLayoutNotLargerThan``); the code is written
for ldsopt.

Layouts are immutable and hashable.  ``L(register=3, lane=5)`` applies a layout; :func:`table`
evaluates it on every input at once (numpy).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ldsopt.errors import UsageError

MAX_BITS = 24          # at most 2**24 inputs per layout (16 M): larger is refused, never expanded


def log2(n: int) -> int:
    if not isinstance(n, (int, np.integer)) or n <= 0 or n & (n - 1):
        raise UsageError(f"{n!r} is not a power of two (Triton layouts need power-of-two sizes)")
    return int(n).bit_length() - 1


def standard_dims(rank: int) -> tuple:
    return tuple(f"dim{i}" for i in range(rank))


@dataclass(frozen=True)
class LinearLayout:
    """``bases``: ``((in_dim, ((v_out0, v_out1, ...), ...)), ...)``; ``outs``: ``((out_dim,
    size), ...)``.  The order of ``outs`` is the order used when outputs are flattened (the
    first is the most minor)."""
    bases: tuple
    outs: tuple

    # ------------------------------------------------------------------ construction
    @staticmethod
    def make(bases, outs) -> "LinearLayout":
        """From ``{in: [[...], ...]}`` (or pairs) and ``{out: size}`` (or pairs), in order."""
        b = tuple((str(k), tuple(tuple(int(x) for x in v) for v in vs))
                  for k, vs in (bases.items() if isinstance(bases, dict) else bases))
        o = tuple((str(k), int(s)) for k, s in (outs.items() if isinstance(outs, dict) else outs))
        for _, s in o:
            log2(s)
        for name, vs in b:
            for v in vs:
                if len(v) != len(o):
                    raise UsageError(f"basis {list(v)} of {name} has {len(v)} values for {len(o)} "
                                     "output dimensions")
                if any(x < 0 for x in v):
                    raise UsageError(f"basis {list(v)} of {name} is negative")
        if sum(len(vs) for _, vs in b) > MAX_BITS * 2:
            raise UsageError("layout has too many basis vectors")
        return LinearLayout(b, o)

    @staticmethod
    def empty() -> "LinearLayout":
        return LinearLayout((), ())

    @staticmethod
    def identity1d(size: int, in_dim: str, out_dim: str) -> "LinearLayout":
        n = log2(size)
        return LinearLayout(((in_dim, tuple((1 << i,) for i in range(n))),), ((out_dim, size),))

    @staticmethod
    def zeros1d(size: int, in_dim: str, out_dim: str, out_size: int = 1) -> "LinearLayout":
        n = log2(size)
        return LinearLayout(((in_dim, tuple((0,) for _ in range(n))),), ((out_dim, out_size),))

    # ------------------------------------------------------------------ shape
    @property
    def in_dims(self) -> tuple:
        return tuple(k for k, _ in self.bases)

    @property
    def out_dims(self) -> tuple:
        return tuple(k for k, _ in self.outs)

    def in_bits(self, dim: str) -> int:
        for k, vs in self.bases:
            if k == dim:
                return len(vs)
        return 0

    def in_size(self, dim: str) -> int:
        return 1 << self.in_bits(dim)

    def out_size(self, dim: str) -> int:
        for k, s in self.outs:
            if k == dim:
                return s
        return 1

    def basis(self, dim: str) -> tuple:
        for k, vs in self.bases:
            if k == dim:
                return vs
        return ()

    @property
    def total_out(self) -> int:
        n = 1
        for _, s in self.outs:
            n *= s
        return n

    # ------------------------------------------------------------------ algebra
    def __mul__(self, other: "LinearLayout") -> "LinearLayout":
        """The product: ``other`` fills the output bits above ``self``'s in every shared output
        dimension; input dimensions shared by both get ``self``'s bases then ``other``'s."""
        outs = list(self.outs)
        names = [k for k, _ in outs]
        shift = {}
        for k, s in other.outs:
            if k in names:
                i = names.index(k)
                shift[k] = log2(outs[i][1])
                outs[i] = (k, outs[i][1] * s)
            else:
                shift[k] = 0
                outs.append((k, s))
                names.append(k)
        idx = {k: i for i, k in enumerate(names)}

        def lift(v, dims, sh):
            out = [0] * len(names)
            for x, d in zip(v, dims):
                out[idx[d]] = x << sh.get(d, 0) if x else 0
            return tuple(out)
        mine = [k for k, _ in self.outs]
        theirs = [k for k, _ in other.outs]
        bases = []
        seen = []
        for k, vs in self.bases:
            nv = [lift(v, mine, {}) for v in vs] + [lift(v, theirs, shift) for v in other.basis(k)]
            bases.append((k, tuple(nv)))
            seen.append(k)
        for k, vs in other.bases:
            if k not in seen:
                bases.append((k, tuple(lift(v, theirs, shift) for v in vs)))
        if sum(len(vs) for _, vs in bases) > 3 * MAX_BITS:
            raise UsageError("layout too large")
        return LinearLayout(tuple(bases), tuple(outs))

    def transpose_outs(self, order) -> "LinearLayout":
        order = list(order)
        cur = list(self.out_dims)
        if sorted(order) != sorted(cur):
            raise UsageError(f"transpose_outs: {order} is not a permutation of {cur}")
        perm = [cur.index(k) for k in order]
        return LinearLayout(tuple((k, tuple(tuple(v[p] for p in perm) for v in vs)) for k, vs in self.bases),
                            tuple(self.outs[p] for p in perm))

    def transpose_ins(self, order) -> "LinearLayout":
        d = dict(self.bases)
        return LinearLayout(tuple((k, d[k]) for k in order), self.outs)

    def with_bases(self, dim: str, vs) -> "LinearLayout":
        vs = tuple(tuple(int(x) for x in v) for v in vs)
        if dim in self.in_dims:
            return LinearLayout(tuple((k, vs if k == dim else b) for k, b in self.bases), self.outs)
        return LinearLayout(self.bases + ((dim, vs),), self.outs)

    def sublayout(self, ins, outs) -> "LinearLayout":
        keep = [i for i, k in enumerate(self.out_dims) if k in outs]
        return LinearLayout(tuple((k, tuple(tuple(v[i] for i in keep) for v in vs))
                                  for k, vs in self.bases if k in ins),
                            tuple(self.outs[i] for i in keep))

    # ------------------------------------------------------------------ evaluation
    def __call__(self, **ins) -> tuple:
        """Outputs (one integer per output dimension) of the inputs ``dim=value``."""
        out = [0] * len(self.outs)
        for k, vs in self.bases:
            x = int(ins.get(k, 0))
            if x < 0 or x >= 1 << len(vs):
                raise UsageError(f"{k}={x} is outside 0..{(1 << len(vs)) - 1}")
            for i, v in enumerate(vs):
                if x >> i & 1:
                    out = [a ^ b for a, b in zip(out, v)]
        return tuple(out)

    def apply_dict(self, ins: dict) -> dict:
        return dict(zip(self.out_dims, self(**ins)))

    def compose(self, outer: "LinearLayout") -> "LinearLayout":
        """``outer`` after ``self``: ``self``'s outputs are ``outer``'s inputs (by name)."""
        od = self.out_dims
        bases = tuple((k, tuple(outer(**dict(zip(od, v))) for v in vs)) for k, vs in self.bases)
        return LinearLayout(bases, outer.outs)

    def flat_out(self, v) -> int:
        """One output vector flattened (first output dimension most minor)."""
        x, sh = 0, 0
        for val, (_, s) in zip(v, self.outs):
            x |= val << sh
            sh += log2(s)
        return x

    def flat_basis(self, dim: str) -> list:
        return [self.flat_out(v) for v in self.basis(dim)]

    def is_surjective(self) -> bool:
        from ldsopt.layouts.gf2 import rank
        return rank([self.flat_out(v) for _, vs in self.bases for v in vs]) == log2(self.total_out)


def table(layout: LinearLayout, dims=None) -> np.ndarray:
    """Flattened output of every input of ``dims`` (default: all input dimensions, the first
    most minor): a 1-D int64 array of ``prod(in sizes)`` entries."""
    dims = list(layout.in_dims if dims is None else dims)
    vecs = []
    for d in dims:
        vecs += layout.flat_basis(d)
    if len(vecs) > MAX_BITS:
        raise UsageError(f"layout too large to expand ({1 << len(vecs)} inputs)")
    out = np.zeros(1, dtype=np.int64)
    for v in vecs:
        out = np.concatenate([out, out ^ v])
    return out


def unflatten(layout: LinearLayout, flat: np.ndarray) -> np.ndarray:
    """Flattened outputs back to one column per output dimension."""
    cols, sh = [], 0
    for _, s in layout.outs:
        cols.append((flat >> sh) & (s - 1))
        sh += log2(s)
    return np.stack(cols, axis=-1)


# ----------------------------------------------------------------------------- shape helpers
def identity_nd(in_dim: str, shape, order) -> LinearLayout:
    """Identity over the dimensions in ``order`` (most minor first), outputs in that order."""
    names = standard_dims(len(shape))
    out = LinearLayout.empty()
    for d in order:
        out = out * LinearLayout.identity1d(int(shape[d]), in_dim, names[d])
    return out


def shrink_codomain(layout: LinearLayout, in_dim: str, out_dim: str, want: int) -> LinearLayout:
    """Make ``out_dim`` no larger than ``want`` by zeroing the most major non-zero bases of
    ``in_dim`` along it and removing their bits from every other basis (Triton's
    ``shrinkCodomain``; the bases involved are powers of two)."""
    cur = layout.out_size(out_dim)
    zeros = log2(cur // want) if cur > want else 0
    if not zeros:
        return layout
    oi = layout.out_dims.index(out_dim)
    vs = layout.basis(in_dim)
    drop = []
    for v in reversed(vs):
        if len(drop) >= zeros:
            break
        if v[oi]:
            drop.append(v[oi])
    if not drop:
        return layout
    for b in drop:
        if b & (b - 1):
            raise UsageError("cannot shrink a layout whose bases are not powers of two")
    # the map of out_dim values that removes the dropped bits (and shifts the ones above down)
    dropped_bits = sorted(b.bit_length() - 1 for b in drop)
    nbits = log2(cur)

    def squeeze(x: int) -> int:
        y, pos = 0, 0
        for bit in range(nbits):
            if bit in dropped_bits:
                continue
            if x >> bit & 1:
                y |= 1 << pos
            pos += 1
        return y
    bases = []
    for k, b in layout.bases:
        bases.append((k, tuple(tuple(squeeze(x) if j == oi else x for j, x in enumerate(v)) for v in b)))
    outs = tuple((k, s >> len(dropped_bits) if k == out_dim else s) for k, s in layout.outs)
    return LinearLayout(tuple(bases), outs)


def ensure_not_larger(layout: LinearLayout, shape: dict, broadcast_registers: bool = True) -> LinearLayout:
    """Shrink every output dimension larger than ``shape`` without changing the inputs (Triton's
    ``ensureLayoutNotLargerThan``, as Triton 3.9 computes it): every basis whose value along a
    too-large dimension reaches the wanted size is set to zero there (that input then repeats
    data: a broadcast).  Register bases that end up all zero are removed unless
    ``broadcast_registers``."""
    ret = layout
    shrunk = False
    for oi, od in enumerate(layout.out_dims):
        want = int(shape[od])
        if ret.out_size(od) <= want:
            continue
        shrunk = True
        bases = tuple((k, tuple(tuple((0 if x >= want else x) if j == oi else x for j, x in enumerate(v))
                                for v in vs)) for k, vs in ret.bases)
        ret = LinearLayout(bases, tuple((k, want if k == od else s) for k, s in ret.outs))
    if shrunk and not broadcast_registers and "register" in ret.in_dims:
        ret = ret.with_bases("register", [v for v in ret.basis("register") if any(v)])
    return ret


def ensure_not_smaller(layout: LinearLayout, shape: dict, in_dim: str | None = None) -> LinearLayout:
    k = in_dim or layout.in_dims[0]
    ret = layout
    for od in layout.out_dims:
        have, want = layout.out_size(od), int(shape[od])
        if want > have:
            if want % have:
                raise UsageError(f"shape {want} along {od} is not a multiple of {have}")
            ret = ret * LinearLayout.identity1d(want // have, k, od)
    return ret


def fit_to_shape(cta: LinearLayout, shape, broadcast_registers: bool = True) -> LinearLayout:
    """Triton's ``combineCtaCgaWithShape`` for one CTA: grow along the layout's output order
    (repeating in the first input dimension), shrink where larger (broadcast), then order the
    outputs ``dim0, dim1, ...``."""
    names = standard_dims(len(shape))
    want = {n: int(s) for n, s in zip(names, shape)}
    for n, s in want.items():
        log2(s)
    out = ensure_not_smaller(cta, want)
    out = ensure_not_larger(out, want, broadcast_registers)
    out = out.with_bases("block", ()) if "block" not in out.in_dims and "offset" not in out.in_dims else out
    return out.transpose_outs(names)
