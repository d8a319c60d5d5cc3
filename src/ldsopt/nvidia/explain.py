"""Why a shared-memory instruction conflicts, and the layout that fixes it.

:func:`cause` reads the costliest warp's addresses (which threads collide on which bank, at what
byte stride).  :func:`fix_for` rebuilds the shared tile those addresses live in from every
instruction of the kernel that touches it, hands it to the layout solver and emits the chosen
layout in the kernel's language (CUDA, CuTe, or Gluon for Triton kernels).
"""

from __future__ import annotations

import math
import re

from ldsopt.errors import LdsoptError
from ldsopt.core.simulate import simulate_reference

LANG_EMIT = {"cuda": "cuda", "cute": "cute", "triton": "gluon"}


def kernel_language(name: str) -> str:
    """CuTe (templates from namespace cute), Triton (a plain, unmangled identifier), else CUDA."""
    if "cute::" in name or "4cute" in name:
        return "cute"
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) and not name.startswith("_Z"):
        return "triton"
    return "cuda"


def cause(rule: str, sample: dict, arch: str = "sm_90") -> str | None:
    """One sentence: the worst phase's most-loaded bank, its threads and their byte stride."""
    if not sample or rule.startswith("atomic"):
        return None
    try:
        res = simulate_reference(arch, rule, sample["addresses"], sample["active"])
    except LdsoptError:
        return None
    worst = max(res.phases, key=lambda p: p.cycles - p.ideal, default=None)
    if worst is None or worst.cycles <= worst.ideal:
        return None
    bank, words = max(worst.bank_words.items(), key=lambda kv: len(kv[1]))
    lanes = sorted({la.lane for la in worst.lanes if bank in la.banks})
    addrs = sorted({la.address for la in worst.lanes if bank in la.banks})
    diffs = [b - a for a, b in zip(addrs, addrs[1:])]
    stride = math.gcd(*diffs) if diffs else 0
    shown = ", ".join(map(str, lanes[:8])) + (" ..." if len(lanes) > 8 else "")
    return (f"{len(words)} different 4-byte words in bank {bank} in one phase: threads {shown} "
            f"(lane addresses {stride} B apart)" + ("" if stride % 128 else
                                                    f"; {stride} B is a multiple of the 128-byte "
                                                    "bank row, so every such thread lands in the "
                                                    "same bank"))


def _dtype(width: int) -> tuple:
    return {1: ("i8", 1), 2: ("f16", 2)}.get(width, ("f32", 4))


def fix_for(target, shared: list, arch: str, lang: str) -> dict | None:
    """Solver fix for the tile that ``target`` reads or writes, covering every instruction of
    ``shared`` whose costliest warp touches the same bytes.  Returns {method, layout, code,
    conflicts_before, conflicts_after, problem} or None when no tile can be rebuilt."""
    from ldsopt.solver.emit import emit
    from ldsopt.solver.search import solve
    s = target.sample
    if not s or target.rule is None or target.rule.startswith("atomic"):
        return None
    acts = [a for a, on in zip(s["addresses"], s["active"]) if on]
    if len(acts) < 2:
        return None
    width = 16 if target.rule.startswith(("ld", "st")) and ".v4" in target.rule else \
        8 if ".v2" in target.rule else {"u8": 1, "u16": 2}.get(target.rule.rsplit(".", 1)[-1], 4)
    if target.rule.startswith(("ldmatrix", "stmatrix")):
        width = 16
    dtype, esize = _dtype(width)
    # row length: the smallest power of two >= 128 B that the colliding stride is a multiple of
    srt = sorted(set(acts))
    diffs = [b - a for a, b in zip(srt, srt[1:]) if b != a]
    g = math.gcd(*diffs) if diffs else 128
    row = 128
    while row < g and row < 4096:
        row *= 2
    if g > row or g % 128:
        row = max(128, 1 << (max(srt) - min(srt)).bit_length()) if g % 128 else g
    base = min(srt) - min(srt) % row
    span_end = max(srt) + width
    accesses = []
    for si in shared:
        if not si.resolved or not si.sample or si.rule is None or si.rule.startswith("atomic"):
            continue
        a = [x for x, on in zip(si.sample["addresses"], si.sample["active"]) if on]
        if not a or min(a) < base or max(a) >= max(span_end, base + row * 32):
            continue
        coords = [[(x - base) // row, ((x - base) % row) // esize] for x in si.sample["addresses"]]
        accesses.append({"name": f"{si.pc:#06x}", "op": si.rule, "coords": [coords],
                         "active": [si.sample["active"]], "weight": 1})
    if not accesses:
        return None
    rows = max(c[0] for acc in accesses for c in acc["coords"][0]) + 1
    cols = row // esize
    prob = {"arch": arch, "tile": [max(rows, 1), cols], "dtype": dtype, "accesses": accesses}
    try:
        sol = solve(prob)
    except (LdsoptError, ValueError) as e:
        return {"method": "no solver fix", "why": str(e)[:200], "problem": prob}
    lay = sol.best.layout
    plain = sol.plain
    out = {"method": lay.describe() if hasattr(lay, "describe") else lay.family,
           "layout": lay.family,
           "conflicts_before": float(plain.conflicts) if plain is not None else None,
           "conflicts_after": float(sol.best.conflicts),
           "tile": [max(rows, 1), cols], "dtype": dtype, "row_bytes": row,
           "accesses": [a["name"] for a in accesses], "language": lang,
           "command": "ldsopt solve problem.json", "problem": prob}
    try:
        out["code"] = emit(lay, LANG_EMIT.get(lang, "cuda"), "smem_offset")
    except LdsoptError as e:
        out["code_error"] = str(e)
    return out
