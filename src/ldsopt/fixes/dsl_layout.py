"""The shared-memory tensors of a FlyDSL or CuTe DSL kernel and the layout expression each one's
storage is written with, read from the kernel's Python source (``ast``, exact positions), and the
rewrite of that expression's arguments.

A shared tensor is a variable of a ``@cute.kernel`` / ``@flyc.kernel`` function assigned once from

- CuTe DSL: ``SmemAllocator().allocate_tensor(DTYPE, LAYOUT, ...)`` or
  ``cute.make_tensor(PTR, LAYOUT)`` with ``PTR`` from ``allocate_array``;
- FlyDSL: ``STORAGE.view(LAYOUT)`` (``fx.SharedAllocator().allocate(Struct).peek().field`` of an
  ``fx.Array[DTYPE, SIZE, ...]`` field) or ``fx.make_view(PTR, LAYOUT)``;

and ``LAYOUT`` is written in the function (directly, or as a name assigned once there) as

- ``make_layout((R, C), stride=(sR, sC))`` (FlyDSL: ``make_layout((R, C), (sR, sC))``), one mode of
  stride 1: the stored row is the other mode, its stride the row pitch;
- ``make_ordered_layout((R, C), order=(o0, o1))``: compact, the mode of order 0 contiguous;
- ``make_composed_layout(SWIZZLE, OFFSET, one of the above)`` (FlyDSL also without OFFSET), SWIZZLE
  ``cute.make_swizzle(B, M, S)`` / ``fx.static(fx.SwizzleType.get(B, M, S))``: the element offset
  ``o`` is stored at ``o ^ ((o >> S) & ((2**B - 1) << M))`` (CuTe's ``Swizzle<B, M, S>``; FlyDSL's
  ``SwizzleType(mask, base, shift)`` takes the same three numbers).

A padding of ``P`` elements is the row pitch ``sR + P`` in the stride argument (a compact
``make_ordered_layout`` becomes the ``make_layout`` with those strides); an XOR
``col ^ (((row >> shift) & (2**bits - 1)) << to)`` of a tile whose pitch is ``2**k`` elements is
the swizzle ``B = bits, M = to, S = k + shift - to`` on the element offset, composed around the
layout the DSL's way (or written into the swizzle already there).  Anything else is refused with the
reason: the layout passed in (a parameter, a global), assigned in several places or in a loop, not
integer constants, more than two modes, or the tensor used by anything other than a subscript (a
copy atom or an MMA partition may need its layout as it is).

>>> src = '''
... @cute.kernel
... def k(a):
...     t = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_layout((32, 32), stride=(32, 1)), 16)
...     t[1, 2] = a[0]
... '''
>>> (d,) = shared_tensors(src, "cute")
>>> d.name, d.elem_bytes, d.uses, d.refusal, d.layout.rows, d.layout.pitch, d.layout.cols
('t', 4, (5,), None, 32, 32, 32)
>>> print(rewrite(src, [(d, "xor", (0, 5, 0))]).splitlines()[3].strip())
t = SmemAllocator().allocate_tensor(cutlass.Float32, cute.make_composed_layout(cute.make_swizzle(5, 0, 5), 0, cute.make_layout((32, 32), stride=(32, 1))), 16)
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ldsopt.errors import Unsatisfiable, UsageError

#: bytes per element of the DSLs' numeric types (cutlass.Float32, fx.Float16, ...)
DTYPE_BYTES = {"Float64": 8, "Int64": 8, "Uint64": 8, "Float32": 4, "TFloat32": 4, "Int32": 4, "Uint32": 4,
               "Float16": 2, "BFloat16": 2, "Int16": 2, "Uint16": 2, "Int8": 1, "Uint8": 1, "Boolean": 1,
               "Float8E4M3FN": 1, "Float8E5M2": 1, "Float8E4M3FNUZ": 1, "Float8E5M2FNUZ": 1, "Float8E4M3": 1,
               "Float8E8M0FNU": 1}

_KERNEL_DECORATORS = {"cute": ("cute.kernel",), "flydsl": ("flyc.kernel", "kernel")}


@dataclass(frozen=True)
class LayoutExpr:
    """One tensor's layout as written: the stored ``rows`` (the slow mode's extent), ``cols`` (the
    contiguous mode's extent) and ``pitch`` (the slow mode's stride), the swizzle (B, M, S) around
    it or None, and where each part is written (``(start, end)`` of ast positions)."""
    rows: int
    cols: int
    pitch: int
    slow: int                      # which mode (0 or 1) is the stored row
    swizzle: tuple | None
    call: tuple                    # the make_layout / make_ordered_layout call
    stride: tuple | None           # its stride argument (None for make_ordered_layout)
    swizzle_args: tuple | None     # the swizzle's three arguments, first to last
    shape_text: str
    prefix: str                    # the module written before the constructor ("cute.", "fx.")
    ordered: bool

    @property
    def cosize(self) -> int:
        """Elements the layout spans (what an allocator sized by the layout reserves)."""
        return (self.rows - 1) * self.pitch + self.cols


@dataclass(frozen=True)
class DslTensor:
    """A shared tensor of one kernel function: its variable, the line of its allocation, the lines
    that subscript it, its element size, its layout (or the reason it cannot be rewritten), and,
    for a FlyDSL view of an ``fx.Array`` field, where that array's size is written."""
    name: str
    function: str
    line: int
    uses: tuple
    elem_bytes: int | None
    layout: LayoutExpr | None
    refusal: str | None
    sized_by_layout: bool          # the allocation's size follows the layout (CuTe allocate_tensor)
    array_size: tuple | None = None        # FlyDSL: (start, end) of the fx.Array size, its value
    array_elems: int | None = None


def parse(text: str) -> ast.Module:
    try:
        return ast.parse(text)
    except SyntaxError as e:
        raise UsageError(f"the kernel file does not parse as Python: {e.msg} (line {e.lineno})") from None


def _dotted(node) -> str:
    try:
        return ast.unparse(node)
    except Exception:  # noqa: BLE001  (ast.unparse of any node; a failure is "no name")
        return ""


def kernel_functions(tree: ast.Module, dialect: str) -> list:
    """The ``@cute.kernel`` / ``@flyc.kernel`` functions of a module (decorators with or without
    arguments)."""
    want = _KERNEL_DECORATORS[dialect]
    out = []
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in n.decorator_list:
                name = _dotted(d.func if isinstance(d, ast.Call) else d)
                if name in want or name.endswith(tuple("." + w for w in want)):
                    out.append(n)
                    break
    return out


def _int(node) -> int:
    """An integer written with constants and + - * // << only."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.LShift)):
        a, b = _int(node.left), _int(node.right)
        if isinstance(node.op, ast.LShift) and not 0 <= b < 64:
            raise Unsatisfiable(f"`{_dotted(node)}`: not a shift of 0 to 63")
        if isinstance(node.op, ast.FloorDiv) and b == 0:
            raise Unsatisfiable(f"`{_dotted(node)}`: a division by zero")
        return {ast.Add: a + b, ast.Sub: a - b, ast.Mult: a * b, ast.FloorDiv: a // b if b else 0,
                ast.LShift: a << b}[type(node.op)]
    raise Unsatisfiable(f"`{_dotted(node)}` is not an integer constant written in the source")


def _pair(node, what: str) -> tuple:
    if not isinstance(node, (ast.Tuple, ast.List)):
        raise Unsatisfiable(f"the {what} `{_dotted(node)}` is not a tuple written in the source")
    if len(node.elts) != 2:
        raise Unsatisfiable(f"the {what} `{_dotted(node)}` has {len(node.elts)} modes: only two-mode "
                            "(row, column) tiles are rewritten")
    return tuple(_int(e) for e in node.elts)


def _arg(call: ast.Call, i: int, kw: str):
    if len(call.args) > i:
        return call.args[i]
    return next((k.value for k in call.keywords if k.arg == kw), None)


def _pos(node) -> tuple:
    return ((node.lineno, node.col_offset), (node.end_lineno, node.end_col_offset))


def _attr(call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def _prefix(call) -> str:
    return _dotted(call.func.value) + "." if isinstance(call.func, ast.Attribute) else ""


def _swizzle(node, dialect: str) -> tuple:
    """(B, M, S) and the span of the three arguments of a swizzle expression."""
    if isinstance(node, ast.Call) and _attr(node) == "make_swizzle" and len(node.args) == 3:
        args = node.args
    elif (isinstance(node, ast.Call) and _attr(node) == "static" and len(node.args) == 1
          and isinstance(node.args[0], ast.Call) and _attr(node.args[0]) == "get" and len(node.args[0].args) == 3
          and _dotted(node.args[0].func).endswith("SwizzleType.get")):
        args = node.args[0].args
    else:
        raise Unsatisfiable(f"the composed layout's inner function `{_dotted(node)}` is not a swizzle written as "
                            + ("cute.make_swizzle(B, M, S)" if dialect == "cute" else
                               "fx.static(fx.SwizzleType.get(B, M, S))"))
    return tuple(_int(a) for a in args), (_pos(args[0])[0], _pos(args[2])[1])


def read_layout(node, dialect: str) -> LayoutExpr:
    """The :class:`LayoutExpr` of a layout expression (a call), or Unsatisfiable with the reason."""
    if not isinstance(node, ast.Call):
        raise Unsatisfiable(f"the layout `{_dotted(node)}` is not a layout constructor call")
    name = _attr(node)
    if name == "make_composed_layout":
        if len(node.args) not in (2, 3) or node.keywords:
            raise Unsatisfiable("make_composed_layout with other than (swizzle, [offset,] layout) arguments")
        if len(node.args) == 3 and not (isinstance(node.args[1], ast.Constant) and node.args[1].value == 0):
            raise Unsatisfiable(f"the composed layout's offset `{_dotted(node.args[1])}` is not 0: the swizzle "
                                "reads the shifted offset")
        swz, span = _swizzle(node.args[0], dialect)
        inner = read_layout(node.args[-1], dialect)
        if inner.swizzle is not None:
            raise Unsatisfiable("a swizzle composed with a swizzled layout")
        b, m, s = swz
        if b < 0 or m < 0 or s < b:
            raise Unsatisfiable(f"the swizzle ({b}, {m}, {s}) does not move row bits into column bits "
                                "(its shift is below its bit count)")
        return LayoutExpr(inner.rows, inner.cols, inner.pitch, inner.slow, swz, inner.call, inner.stride, span,
                          inner.shape_text, inner.prefix, inner.ordered)
    if name not in ("make_layout", "make_ordered_layout"):
        raise Unsatisfiable(f"the layout `{_dotted(node)[:80]}` is not make_layout, make_ordered_layout or "
                            "make_composed_layout of a swizzle and one of them")
    shape_node = _arg(node, 0, "shape")
    if shape_node is None:
        raise Unsatisfiable(f"{name} without a shape")
    shape = _pair(shape_node, "shape")
    ordered = name == "make_ordered_layout"
    if ordered:
        order_node = _arg(node, 1, "order")
        if order_node is None:
            raise Unsatisfiable("make_ordered_layout without an order")
        order = _pair(order_node, "order")
        if sorted(order) != [0, 1]:
            raise Unsatisfiable(f"the order {order} is not a permutation of (0, 1)")
        fast = order.index(0)
        stride = [0, 0]
        stride[fast], stride[1 - fast] = 1, shape[fast]
        stride_span = None
    else:
        stride_node = _arg(node, 1, "stride")
        if stride_node is None:
            raise Unsatisfiable("make_layout without a stride (the compact default is the column-major "
                                "layout, written nowhere to change)")
        stride = list(_pair(stride_node, "stride"))
        stride_span = _pos(stride_node)
    if min(shape) < 1:
        raise Unsatisfiable(f"the shape {shape} has an empty mode")
    if 1 not in stride or stride == [1, 1]:
        raise Unsatisfiable(f"the strides {tuple(stride)} have no one contiguous mode")
    fast = stride.index(1)
    slow = 1 - fast
    if stride[slow] < shape[fast]:
        raise Unsatisfiable(f"the strides {tuple(stride)} overlap rows of {shape[fast]} elements")
    return LayoutExpr(shape[slow], shape[fast], stride[slow], slow, None, _pos(node), stride_span, None,
                      _dotted(shape_node), _prefix(node), ordered)


def _func_assigns(fn, name: str) -> list:
    return [n for n in ast.walk(fn) if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For,
                                                        ast.With, ast.NamedExpr))
            and any(isinstance(t, ast.Name) and t.id == name for t in _targets(n))]


def _targets(n) -> list:
    if isinstance(n, ast.Assign):
        ts = n.targets
    elif isinstance(n, (ast.AnnAssign, ast.AugAssign, ast.NamedExpr)):
        ts = [n.target]
    elif isinstance(n, ast.For):
        ts = [n.target]
    else:
        ts = [i.optional_vars for i in n.items if i.optional_vars is not None]
    out = []
    for t in ts:
        out.extend(ast.walk(t) if isinstance(t, (ast.Tuple, ast.List)) else [t])
    return out


def _in_loop(fn, node) -> bool:
    for n in ast.walk(fn):
        if isinstance(n, (ast.For, ast.While)) and n is not node:
            if any(x is node for x in ast.walk(n)):
                return True
    return False


def _one_value(fn, name: str, what: str):
    """The one expression `name` is assigned in `fn`, or Unsatisfiable naming why there is none."""
    params = {a.arg for a in fn.args.args + fn.args.kwonlyargs + fn.args.posonlyargs}
    if name in params:
        raise Unsatisfiable(f"the {what} `{name}` is a parameter of `{fn.name}`: it is made by the caller, change "
                            "it there")
    got = _func_assigns(fn, name)
    if not got:
        raise Unsatisfiable(f"the {what} `{name}` comes from outside `{fn.name}` (a global or a closure): change "
                            "it where it is made")
    if len(got) > 1 or not isinstance(got[0], (ast.Assign, ast.AnnAssign)) or got[0].value is None:
        raise Unsatisfiable(f"the {what} `{name}` is assigned {len(got)} time(s) in `{fn.name}` (lines "
                            f"{', '.join(str(g.lineno) for g in got)}): which value the compile used is not in the "
                            "source text")
    if _in_loop(fn, got[0]):
        raise Unsatisfiable(f"the {what} `{name}` is built in a loop (line {got[0].lineno})")
    if isinstance(got[0], ast.Assign) and (len(got[0].targets) != 1 or not isinstance(got[0].targets[0], ast.Name)):
        raise Unsatisfiable(f"the {what} `{name}` is unpacked from `{_dotted(got[0].value)[:60]}`")
    return got[0].value


def _other_uses(fn, name: str, allowed) -> str | None:
    """The first load of `name` in `fn` that is not one of `allowed` (a predicate on the node and
    its parent), as text, or None."""
    parents = {}
    for p in ast.walk(fn):
        for c in ast.iter_child_nodes(p):
            parents[c] = p
    for n in ast.walk(fn):
        if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load):
            p = parents.get(n)
            if not allowed(n, p):
                q = p
                while q is not None and not isinstance(q, ast.Call) and not isinstance(q, ast.stmt):
                    q = parents.get(q)
                what = f"`{_dotted(q.func)}(...)`" if isinstance(q, ast.Call) else f"`{_dotted(p)[:60]}`"
                return f"{what} (line {n.lineno})"
    return None


def _elem(node) -> int | None:
    return DTYPE_BYTES.get(node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", ""))


def _fly_array(tree, storage) -> tuple:
    """(dtype bytes, size node) of the ``fx.Array[DTYPE, SIZE, ...]`` field a FlyDSL view's storage
    (``...allocate(Struct).peek().field``) names, or (None, None)."""
    if not isinstance(storage, ast.Attribute):
        return None, None
    field = storage.attr
    cur = storage.value
    while isinstance(cur, ast.Call) and isinstance(cur.func, ast.Attribute) and cur.func.attr != "allocate":
        cur = cur.func.value
    if not (isinstance(cur, ast.Call) and _attr(cur) == "allocate" and cur.args and isinstance(cur.args[0], ast.Name)):
        return None, None
    cls = next((n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cur.args[0].id), None)
    if cls is None:
        return None, None
    for st in cls.body:
        if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and st.target.id == field:
            ann = st.annotation
            if isinstance(ann, ast.Subscript) and _dotted(ann.value).endswith("Array") and \
                    isinstance(ann.slice, ast.Tuple) and len(ann.slice.elts) >= 2:
                return _elem(ann.slice.elts[0]), ann.slice.elts[1]
    return None, None


def _allocation(tree, fn, value, dialect: str) -> tuple:
    """(layout node, element bytes, sized by the layout, fly array size node) of a shared tensor's
    allocation expression, or None when `value` is no shared tensor allocation."""
    if not isinstance(value, ast.Call):
        return None
    name = _attr(value)
    if dialect == "cute" and name == "allocate_tensor":
        lay = _arg(value, 1, "layout")
        if _arg(value, 3, "swizzle") is not None:
            raise Unsatisfiable("allocate_tensor's swizzle= argument (a swizzled pointer) is not rewritten; "
                                "write the swizzle in the layout")
        return lay, _elem(_arg(value, 0, "element_type")), True, None
    if dialect == "cute" and name == "make_tensor":
        ptr = _arg(value, 0, "iterator")
        try:
            src = _one_value(fn, ptr.id, "pointer") if isinstance(ptr, ast.Name) else ptr
        except Unsatisfiable:          # a pointer from outside: no shared allocation of this function
            return None
        if isinstance(src, ast.Call) and _attr(src) == "allocate_array":
            n = _arg(src, 1, "num_elems")
            return _arg(value, 1, "layout"), _elem(_arg(src, 0, "element_type")), False, n
        return None
    if dialect == "flydsl" and name == "view" and isinstance(value.func, ast.Attribute) and len(value.args) == 1:
        eb, size = _fly_array(tree, value.func.value)
        if eb is None and "allocate" not in _dotted(value.func.value):
            return None
        return value.args[0], eb, False, size
    if dialect == "flydsl" and name == "make_view" and len(value.args) == 2:
        return value.args[1], None, False, None
    return None


def shared_tensors(text: str, dialect: str) -> list:
    """Every shared tensor (:class:`DslTensor`) of every kernel function of a FlyDSL (``"flydsl"``)
    or CuTe DSL (``"cute"``) source; see the module docstring."""
    tree = parse(text)
    out = []
    for fn in kernel_functions(tree, dialect):
        for st in ast.walk(fn):
            if not (isinstance(st, (ast.Assign, ast.AnnAssign)) and st.value is not None):
                continue
            tg = st.targets if isinstance(st, ast.Assign) else [st.target]
            if len(tg) != 1 or not isinstance(tg[0], ast.Name):
                continue
            var = tg[0].id
            refusal = layout = None
            eb = size_node = None
            sized = False
            try:
                got = _allocation(tree, fn, st.value, dialect)
                if got is None:
                    continue
                lay, eb, sized, size_node = got
                if lay is None:
                    raise Unsatisfiable("the allocation gives no layout")
                lay_name = lay.id if isinstance(lay, ast.Name) else None
                if lay_name:
                    lay = _one_value(fn, lay_name, "layout")
                layout = read_layout(lay, dialect)
                if len(_func_assigns(fn, var)) > 1:
                    raise Unsatisfiable(f"`{var}` is assigned more than once in `{fn.name}`")
                if _in_loop(fn, st):
                    raise Unsatisfiable(f"`{var}` is allocated in a loop (line {st.lineno})")
                other = _other_uses(fn, var, lambda n, p: isinstance(p, ast.Subscript) and p.value is n)
                if other:
                    raise Unsatisfiable(f"`{var}` is used other than by a subscript: {other}; a copy atom or an MMA "
                                        "partition may need its layout as it is")
                if lay_name:
                    other = _other_uses(fn, lay_name, lambda n, p: p is st.value or (
                        isinstance(p, ast.keyword) and any(k is p for k in st.value.keywords)))
                    if other:
                        raise Unsatisfiable(f"the layout `{lay_name}` is also used by {other}")
            except Unsatisfiable as e:
                refusal = str(e)
            uses = tuple(sorted({n.lineno for n in ast.walk(fn) if isinstance(n, ast.Subscript)
                                 and isinstance(n.value, ast.Name) and n.value.id == var}))
            asz = aval = None
            if size_node is not None:
                try:
                    aval = _int(size_node)
                    asz = _pos(size_node)
                except Unsatisfiable:
                    pass
            out.append(DslTensor(var, fn.name, st.lineno, uses, eb, layout, refusal, sized, asz, aval))
    return out


def swizzle_of(xor: tuple, pitch: int) -> tuple:
    """(B, M, S) of the XOR ``col ^ (((row >> shift) & (2**bits - 1)) << to)`` on rows of `pitch`
    elements (a power of two), as a swizzle of the element offset.

    >>> swizzle_of((0, 5, 0), 32), swizzle_of((1, 3, 2), 64)
    ((5, 0, 5), (3, 2, 5))
    """
    shift, bits, to = xor
    if pitch & (pitch - 1):
        raise Unsatisfiable(f"a row pitch of {pitch} elements is not a power of two: an XOR of the element "
                            "offset is no XOR of the row")
    k = pitch.bit_length() - 1
    return bits, to, k + shift - to


def xor_of(swizzle: tuple, pitch: int) -> tuple:
    """(shift, bits, to) of a swizzle (B, M, S) on rows of `pitch` elements: the inverse of
    :func:`swizzle_of`; Unsatisfiable when the swizzle reads bits below the row.

    >>> xor_of((3, 2, 5), 64)
    (1, 3, 2)
    """
    b, m, s = swizzle
    if pitch & (pitch - 1):
        raise Unsatisfiable(f"a swizzle on rows of {pitch} elements (not a power of two)")
    k = pitch.bit_length() - 1
    if m + s < k or m + b > k:
        raise Unsatisfiable(f"the swizzle ({b}, {m}, {s}) mixes bits of the column with the row on rows of "
                            f"{pitch} elements")
    return m + s - k, b, m


def _render_swizzle(dialect: str, prefix: str, bms: tuple) -> str:
    b, m, s = bms
    if dialect == "cute":
        return f"{prefix}make_swizzle({b}, {m}, {s})"
    return f"{prefix}static({prefix}SwizzleType.get({b}, {m}, {s}))"


def _stride_text(lay: LayoutExpr, pitch: int) -> str:
    st = [0, 0]
    st[lay.slow], st[1 - lay.slow] = pitch, 1
    return f"({st[0]}, {st[1]})"


def edits(text: str, t: DslTensor, change: str, arg, dialect: str) -> list:
    """The (start, end, new text) edits of `change` ("pad": `arg` elements per row; "xor": `arg`
    the (shift, bits, to) of the new XOR) to tensor `t`'s layout in `text`."""
    lay = t.layout
    seg = lambda span: _segment(text, span)  # noqa: E731
    if change == "pad":
        if lay.swizzle is not None:
            raise Unsatisfiable("a padding under the layout's swizzle would change what the swizzle reads")
        pitch = lay.pitch + arg
        new = lay.cosize + (lay.rows - 1) * arg
        out = []
        if lay.ordered:
            stride = _stride_text(lay, pitch)
            kw = "stride=" if dialect == "cute" else ""
            out.append((*lay.call, f"{lay.prefix}make_layout({lay.shape_text}, {kw}{stride})"))
        else:
            out.append((*lay.stride, _stride_text(lay, pitch)))
        if not t.sized_by_layout:
            if t.array_size is None:
                raise Unsatisfiable(f"`{t.name}`'s storage is sized apart from its layout, in no constant written "
                                    "in the source: a padding would outgrow it")
            if t.array_elems < new:
                out.append((*t.array_size, str(new)))
        return out
    bms = swizzle_of(arg, lay.pitch)
    if lay.swizzle is not None:
        return [(*lay.swizzle_args, ", ".join(str(x) for x in bms))]
    sw = _render_swizzle(dialect, lay.prefix, bms)
    mid = ", 0, " if dialect == "cute" else ", "
    return [(*lay.call, f"{lay.prefix}make_composed_layout({sw}{mid}{seg(lay.call)})")]


def _offset(lines: list, pos: tuple) -> int:
    """The character offset of an ast position (1-based line, UTF-8 byte column)."""
    ln, col = pos
    head = lines[ln - 1].encode("utf-8")[:col].decode("utf-8", "replace")
    return sum(len(x) for x in lines[:ln - 1]) + len(head)


def _segment(text: str, span: tuple) -> str:
    lines = text.splitlines(True)
    return text[_offset(lines, span[0]):_offset(lines, span[1])]


def apply_edits(text: str, edit_list: list) -> str:
    """`text` with each (start, end, new) edit made (ast positions; edits must not overlap)."""
    lines = text.splitlines(True)
    spans = sorted(((_offset(lines, s), _offset(lines, e), new) for s, e, new in edit_list), reverse=True)
    for (s, e, _), (s2, e2, _) in zip(spans, spans[1:]):
        if e2 > s:
            raise Unsatisfiable("two changes to one expression")
    for s, e, new in spans:
        text = text[:s] + new + text[e:]
    return text


def rewrite(text: str, changes: list, dialect: str = "cute") -> str:
    """`text` with every (tensor, change, argument) of `changes` written into its layout."""
    ed = []
    for t, change, arg in changes:
        ed.extend(edits(text, t, change, arg, dialect))
    # one storage grown for several tensors: the largest size
    sizes: dict = {}
    for s, e, new in ed:
        if (s, e) in sizes and sizes[(s, e)].isdigit() and new.isdigit():
            new = str(max(int(new), int(sizes[(s, e)])))
        sizes[(s, e)] = new
    return apply_edits(text, [(s, e, n) for (s, e), n in sizes.items()])
