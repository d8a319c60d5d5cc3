"""Which shared layouts an allocation may take: a better-layout proposal must be legal for every
op that uses the allocation.

``ttg.local_alloc`` / ``local_store`` / ``local_load`` (and the views ``memdesc_index``,
``memdesc_subslice``, ``local_dealloc``, loop-carried ``scf`` values) accept any shared layout
Triton lowers through the generic path, which is what the proposals are costed with.  Every
other user constrains the layout: a wgmma operand (``ttng.warp_group_dot``), a tcgen05 MMA, a TMA
copy or an ``ttg.memdesc_trans`` feeding one needs an ``nvmma_shared`` layout of its swizzle
(Triton's verifier and the wgmma descriptor); asynchronous copies into shared memory
(``ttg.async_copy_global_to_local``, ``amdg.buffer_load_to_local``) write per-lane vectors whose
placement the layout fixes; an MMA that reads shared memory directly reads its operand in the
layout its instruction needs.  Those allocations get no proposal, with the reason.
"""

from __future__ import annotations

import re

GENERIC_USERS = frozenset({
    "ttg.local_alloc", "ttg.local_load", "ttg.local_store", "ttg.local_dealloc",
    "ttg.memdesc_index", "ttg.memdesc_subslice", "ttg.memdesc_subview", "scf.for", "scf.yield",
    "scf.if", "cf.br", "cf.cond_br", "tt.return", "ttg.async_wait", "ttg.async_commit_group",
    "ttng.warp_group_dot_wait", "ttng.fence_async_shared",
})

_OPNAME = re.compile(r"(?:^|=\s*|\s)\"?([a-z_]+\.[a-z_0-9.]+)\"?[\s(]")


def op_name(line: str) -> str:
    """The dialect op name of one TTGIR line (``ttng.warp_group_dot``), or ""."""
    m = _OPNAME.search(line)
    return m.group(1) if m else ""


def memdesc_users(lines, types_of) -> dict:
    """``{(shape, elem, encoding): {op names}}`` of every line holding a ``!ttg.memdesc`` type;
    ``types_of(line)`` parses a line's types."""
    out: dict = {}
    for ln in lines:
        if "!ttg.memdesc<" not in ln:
            continue
        s = ln.strip()
        if s.startswith(("#", "//")):
            continue
        name = op_name(s)
        try:
            types = types_of(s)
        except Exception:          # a line ldsopt cannot read constrains nothing it costs
            continue
        for t in types:
            if t.kind == "memdesc":
                out.setdefault((t.shape[-2:], t.elem, t.encoding), set()).add(name)
    return out


def constraint(users: set, current) -> str:
    """Why the allocation's layout may not change ("" when any Triton shared layout is legal)."""
    if current is not None and current.kind == "nvmma_shared":
        return ("its nvmma_shared layout is required by the wgmma / tcgen05 / TMA ops that read "
                "or write it")
    other = sorted(u for u in users if u and u not in GENERIC_USERS)
    if other:
        return f"{', '.join(other)} use{'s' if len(other) == 1 else ''} it with a layout of its own"
    return ""
