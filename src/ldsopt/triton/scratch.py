"""Ops Triton lowers through its scratch shared memory (no ``ttg.local_*`` op in the TTGIR):
``ttg.convert_layout`` between register layouts, ``tt.reduce`` across warps, ``tt.scan`` across
warps and ``tt.histogram``.  :func:`lower_scratch` gives the instructions of one execution of
such an op (every warp), ``[]`` when it moves nothing through shared memory.

Facts of Triton 3.9's lowering (``ReduceOpToLLVM.cpp``, ``ReduceOpHelper`` in
``lib/Analysis/Utility.cpp``; restated, code written for ldsopt):

- **reduce**: broadcast registers are dropped; the values along the axis are combined in each
  thread (register bases along the axis removed, the rest renumbered), then across the lanes of
  a warp with shuffles (lane bases along the axis zeroed); while warps still hold different
  values along the axis, the warp bases along the axis are swapped into lane bases (the zero
  lane bases first, else the first lane bases) and the values are moved there by a layout
  conversion (:mod:`ldsopt.triton.convert`), then combined across lanes again; at the end, a
  conversion to the result layout when the reduced layout is not it.  Each operand (``argmax``:
  value and index) is moved by its own conversion, 8-bit for narrower types.  Where that final
  conversion exists, a result no other op reads has its loads removed by LLVM (the stores stay),
  and a result that only reaches ``tt.store`` ops (through elementwise ops or conversions in
  registers) has them run only in the threads that hold unique data, under the store's mask; the
  loads of a round across warps feed the combination after it and always run in every thread.
"""

from __future__ import annotations

from ldsopt.errors import UsageError
from ldsopt.layouts.linear_layout import LinearLayout, standard_dims
from ldsopt.triton.convert import LANE, REG, WARP, convert, standard
from ldsopt.triton.layouts import distributed_ll
from ldsopt.triton.lowering import Target


# ----------------------------------------------------------------------------- layouts
def _sized(bases: list, names) -> LinearLayout:
    """A layout from ``[(in_dim, [vectors])]`` whose output sizes are the smallest powers of
    two holding every basis (Triton's inferred output sizes)."""
    sizes = []
    for j, n in enumerate(names):
        m = 0
        for _, vs in bases:
            for v in vs:
                m |= v[j]
        sizes.append((n, 1 << m.bit_length()))
    return LinearLayout(tuple((k, tuple(tuple(v) for v in vs)) for k, vs in bases), tuple(sizes))


def _bases(ll: LinearLayout) -> list:
    return [(k, [list(v) for v in vs]) for k, vs in ll.bases]


def drop_broadcast_registers(ll: LinearLayout) -> LinearLayout:
    return ll.with_bases(REG, tuple(v for v in ll.basis(REG) if any(v)))


def axis_to_front(ll: LinearLayout, axis: int) -> LinearLayout:
    """Registers moving along ``axis`` first (stable), then the others."""
    rb = ll.basis(REG)
    return ll.with_bases(REG, tuple([v for v in rb if v[axis]] + [v for v in rb if not v[axis]]))


def zero_axis(ll: LinearLayout, axis: int, dim: str) -> LinearLayout:
    """Triton's ``zeroBasesAlongDimAndReorder``: ``dim``'s bases lose their ``axis`` component,
    and the remaining ``axis`` components of every basis become 1, 2, 4, ... in order."""
    bases = _bases(ll)
    for k, vs in bases:
        if k == dim:
            for v in vs:
                v[axis] = 0
    nxt = 1
    for _, vs in bases:
        for v in vs:
            if v[axis]:
                v[axis] = nxt
                nxt *= 2
    return _sized(bases, ll.out_dims)


def reduced_reg_lane(ll: LinearLayout, axis: int) -> LinearLayout:
    ll = drop_broadcast_registers(ll)
    ll = zero_axis(axis_to_front(ll, axis), axis, REG)
    ll = drop_broadcast_registers(ll)
    return zero_axis(ll, axis, LANE)


def inter_layout(ll: LinearLayout, axis: int) -> LinearLayout:
    """Triton's ``getInterLayout``: warp bases along ``axis`` swapped into lane bases."""
    bases = dict((k, [list(v) for v in vs]) for k, vs in ll.bases)
    lanes, warps = bases.get(LANE, []), bases.get(WARP, [])
    wax = [i for i, v in enumerate(warps) if v[axis]]
    zero = [i for i, v in enumerate(lanes) if not any(v)]
    if len(zero) >= len(wax):
        targets = zero[:len(wax)]
    else:
        targets = list(range(min(len(wax), len(lanes))))
    for li, wi in zip(targets, wax):
        lanes[li], warps[wi] = warps[wi], lanes[li]
    out = [(k, bases[k]) for k, _ in ll.bases]
    return LinearLayout(tuple((k, tuple(tuple(v) for v in vs)) for k, vs in out), ll.outs)


def remove_dim(ll: LinearLayout, axis: int) -> LinearLayout:
    names = list(ll.out_dims)
    keep = [i for i in range(len(names)) if i != axis]
    new = standard_dims(len(keep))
    bases = tuple((k, tuple(tuple(v[i] for i in keep) for v in vs)) for k, vs in ll.bases)
    return LinearLayout(bases, tuple((new[j], ll.out_size(names[i])) for j, i in enumerate(keep)))


def _same(a: LinearLayout, b: LinearLayout) -> bool:
    dims = (REG, LANE, WARP)
    return (all(tuple(map(tuple, a.basis(d))) == tuple(map(tuple, b.basis(d))) for d in dims)
            and [a.out_size(d) for d in a.out_dims] == [b.out_size(d) for d in b.out_dims])


# ----------------------------------------------------------------------------- ops
def _reduce(op, target: Target) -> list:
    axis = op.attrs.get("axis")
    src = op.inputs[0]
    if not isinstance(axis, int) or not 0 <= axis < len(src.shape):
        raise UsageError(f"tt.reduce: axis {axis!r} is not a dimension of the {len(src.shape)}-d operand")
    for t in op.inputs:
        if t.encoding is None:
            raise UsageError("tt.reduce: an operand has no layout")
        if t.shape != src.shape or t.encoding != src.encoding:
            raise UsageError("tt.reduce: the operands differ in shape or layout (Triton's verifier "
                             "requires the same)")
    ll = standard(distributed_ll(src.encoding, src.shape))
    steps = []                       # (from, to) layouts over the (partly reduced) tensor
    cur = reduced_reg_lane(ll, axis)
    rounds = 0
    while cur.out_size(cur.out_dims[axis]) != 1:
        tmp = inter_layout(cur, axis)
        steps.append((cur, tmp))
        cur = zero_axis(tmp, axis, LANE)
        rounds += 1
        if rounds > 2:
            raise UsageError("tt.reduce: more than two rounds across warps (not modelled)")
    cur = remove_dim(cur, axis)
    final = False                    # whether the last step is the conversion to the result layout
    if op.outputs and op.outputs[0].encoding is not None and op.outputs[0].shape:
        out_ll = standard(distributed_ll(op.outputs[0].encoding, op.outputs[0].shape))
        if not _same(cur, out_ll):
            steps.append((cur, out_ll))
            final = True
    lowered = []
    # a round across warps feeds the combination that follows it (argmax needs the values to
    # pick the index): only a final conversion's loads depend on the results' use alone
    unused = op.attrs.get("unused", ()) if final else ()
    stored = op.attrs.get("stored_only", ()) if final and all(
        not _moves(c, target) for c in op.attrs.get("stored_through", ())) else ()
    for k, (a, b) in enumerate(steps):
        shp = [a.out_size(d) for d in a.out_dims]
        for i, t in enumerate(op.inputs):
            los = convert(a, b, shp, t.bits, target, k == len(steps) - 1 and i in stored)
            if k == len(steps) - 1 and i in unused:
                los = [lo for lo in los if lo.kind != "load"]      # its result is never read
            lowered += los
    return lowered


def _moves(op, target: Target) -> bool:
    """Whether a ``ttg.convert_layout`` moves data through shared memory."""
    from ldsopt.triton.convert import needs_shared
    a, b = op.inputs[0], op.outputs[0]
    return needs_shared(distributed_ll(a.encoding, a.shape), distributed_ll(b.encoding, b.shape))


def _convert(op, target: Target) -> list:
    a, b = op.inputs[0], op.outputs[0]
    if a.encoding is None or b.encoding is None:
        raise UsageError("ttg.convert_layout: the source or result has no layout")
    if a.shape != b.shape or a.elem != b.elem:
        raise UsageError(f"ttg.convert_layout: {a.text} -> {b.text} changes the shape or the element "
                         "type (Triton's verifier requires the same)")
    return convert(distributed_ll(a.encoding, a.shape), distributed_ll(b.encoding, b.shape),
                   a.shape, a.bits, target, 0 in op.attrs.get("stored_only", ()))


def lower_scratch(op, target: Target) -> list:
    """The :class:`~ldsopt.triton.lowering.Lowered` instructions of one scratch op."""
    if op.name == "convert_layout":
        return _convert(op, target)
    if op.name == "reduce":
        return _reduce(op, target)
    from ldsopt.triton.scan import lower_histogram, lower_scan
    if op.name == "scan":
        return lower_scan(op, target)
    if op.name == "histogram":
        return lower_histogram(op, target)
    raise UsageError(f"{op.name}: not a scratch op")
