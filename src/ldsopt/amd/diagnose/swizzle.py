"""The kernel's own XOR swizzle of an LDS address, recovered from the ISA, and a bank-conflict fix
said in its terms.

The address register of an LDS instruction is followed back through its definitions (moves and
additions of a wave-uniform or lane-uniform part) to a ``v_xor_b32``.  Of its two operands, the
*term* is the one computed by masking (``v_and_b32`` / ``v_bfe_u32``) and shifting
(``v_lshlrev_b32`` / ``v_lshrrev_b32``) a value, the *base* the other.  The term is named as an
expression of the registers it starts from, e.g. ``(v3 & 7) << 4``, and, when the bundle has the
source snapshot, with the source line that holds the XOR.

The term's per-lane values (``LaneEval``) and the value it masks are what
:mod:`ldsopt.amd.diagnose.conflict_fix` needs to undo the swizzle on every access of the
allocation and to say the fix as another term of the kernel's own form; the fix itself is the
problem builder's (:mod:`ldsopt.allocation`).
"""

from __future__ import annotations

import re

import numpy as np

from ldsopt.amd.diagnose.kinds import operands

_PASS = ("v_mov_b32", "v_add_u32", "v_add_nc_u32", "v_add_co_u32", "v_add3_u32", "v_or_b32")


def _op(text: str) -> str:
    op = text.split(None, 1)[0].lower() if text.strip() else ""
    return re.sub(r"_e(32|64)$", "", op)


def _lit(tok: str):
    try:
        return int(tok, 0)
    except ValueError:
        return None


def expression(lanes, pos: int, tok: str, depth: int = 0) -> tuple[str, list]:
    """(expression text, [(register, masked?)] leaves) of operand `tok` before position `pos`:
    `&`, `<<`, `>>`, bit-field extracts and moves are followed; anything else is a leaf named by
    its register.

    Examples
    --------
    >>> from ldsopt.amd.diagnose.lanes import LaneEval
    >>> le = LaneEval(["v_and_b32_e32 v2, 7, v1", "v_lshlrev_b32_e32 v3, 4, v2", "s_nop 0"])
    >>> expression(le, 2, "v3")[0]
    '(v1 & 7) << 4'
    """
    c = _lit(tok)
    if c is not None:
        return str(c), []
    if depth > 6 or not re.fullmatch(r"[vs]\d+", tok):
        return tok, [(tok, False)]
    j = lanes._def(pos, tok)
    if j is None:
        return tok, [(tok, False)]
    op, ops = _op(lanes.texts[j]), operands(lanes.texts[j])
    if op == "v_mov_b32" and len(ops) == 2:
        return expression(lanes, j, ops[1], depth + 1)
    if op == "v_and_b32" and len(ops) == 3:
        k = 1 if _lit(ops[1]) is not None else 2
        other = ops[2] if k == 1 else ops[1]
        e, leaves = expression(lanes, j, other, depth + 1)
        return f"({e} & {_lit(ops[k])})", [(r, True) for r, _m in leaves]
    if op in ("v_lshlrev_b32", "v_lshrrev_b32") and len(ops) == 3 and _lit(ops[1]) is not None:
        e, leaves = expression(lanes, j, ops[2], depth + 1)
        return f"{e} {'<<' if op == 'v_lshlrev_b32' else '>>'} {_lit(ops[1])}", leaves
    if op == "v_bfe_u32" and len(ops) == 4 and _lit(ops[2]) is not None and _lit(ops[3]) is not None:
        e, leaves = expression(lanes, j, ops[1], depth + 1)
        return f"(({e} >> {_lit(ops[2])}) & {(1 << _lit(ops[3])) - 1})", [(r, True) for r, _m in leaves]
    return tok, [(tok, False)]


def recover(ctx, pos: int) -> dict | None:
    """The XOR swizzle on the address of the LDS instruction at `pos`: {"line", "isa", "term",
    "term_reg", "masked" (the register the term masks), "source", "source_text", "values"
    (per-lane term), "masked_values" (per-lane value under the mask), "unswizzled" (64 byte
    addresses before the swizzle, or None)}; None when the address is not an XOR of a masked term."""
    from ldsopt.amd.diagnose.kinds import address_vgpr
    lanes = ctx.lanes
    reg = address_vgpr(ctx.rows[pos].isa)
    if reg is None:
        return None

    def step(j, op, ops):
        if op == "v_xor_b32" and len(ops) == 3:
            return "done", _xor_swizzle(ctx, pos, reg, j, ops)
        if op in _PASS and len(ops) >= 2:
            regs = [o for o in ops[1:] if re.fullmatch(r"v\d+", o)]
            return ("next", regs[0]) if len(regs) == 1 else None
        return None
    return _walk(lanes, pos, f"v{reg}", step, 8)


def _xor_swizzle(ctx, pos: int, reg: int, j: int, ops: list) -> dict | None:
    lanes = ctx.lanes
    found = None
    for t, other in ((ops[1], ops[2]), (ops[2], ops[1])):
        e, leaves = expression(lanes, j, t)
        if "&" in e and any(m for _r, m in leaves):
            found = (t, e, next(r for r, m in leaves if m))
            break
    if found is None:
        return None
    t, e, masked = found
    r = ctx.rows[j]
    out = {"line": r.line, "isa": r.isa, "term": e, "term_reg": t, "masked": masked,
           "source": r.source, "source_text": ctx.b.source_text(r.source),
           "values": lanes.value(j, t), "unswizzled": None, "xor_pos": j,
           "masked_values": _masked_values(lanes, j, t)}
    after = lanes.value(pos, f"v{reg}")
    res = lanes.value(j + 1, ops[0]) if j + 1 < len(ctx.rows) else None
    if out["values"] is not None and after is not None and res is not None:
        delta = (after - res) & 0xFFFFFFFF
        if np.all(delta == delta[0]):     # a lane-uniform part added after the XOR
            out["unswizzled"] = [int(x) for x in ((res ^ out["values"]) + delta) & 0xFFFFFFFF]
    return out


def _walk(lanes, pos: int, tok: str, step, limit: int):
    """Follow the definitions of `tok` backwards: `step(position, opcode, operands)` returns
    ("done", result), ("next", the operand to follow) or None (stop, no result)."""
    for _ in range(limit):
        d = _def_of(lanes, pos, tok)
        if d is None:
            return None
        res = step(*d)
        if res is None or res[0] == "done":
            return None if res is None else res[1]
        pos, tok = d[0], res[1]
    return None


def _def_of(lanes, pos: int, tok: str):
    """(position, opcode without encoding suffix, operands) of the definition of `tok` before
    `pos`, or None."""
    j = lanes._def(pos, tok)
    if j is None:
        return None
    return j, _op(lanes.texts[j]), operands(lanes.texts[j])


def _masked_values(lanes, pos: int, tok: str):
    """Per-lane values of the value the term masks (the leaf under the `&`), or None."""
    def step(j, op, ops):
        if op == "v_and_b32" and len(ops) == 3:
            return "done", lanes.value(j, ops[2] if _lit(ops[1]) is not None else ops[1])
        if op == "v_bfe_u32" and len(ops) == 4 and _lit(ops[2]) is not None:
            v = lanes.value(j, ops[1])
            return "done", None if v is None else (v >> _lit(ops[2]))
        if op in ("v_lshlrev_b32", "v_lshrrev_b32", "v_mov_b32") and len(ops) >= 2:
            return "next", ops[-1]
        return None
    return _walk(lanes, pos, tok, step, 6)
