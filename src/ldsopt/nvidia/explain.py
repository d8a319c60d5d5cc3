"""Why a shared-memory instruction conflicts: :func:`cause` reads the costliest warp's addresses
(which threads collide on which bank, at what byte stride).  The layout that fixes it is
:mod:`ldsopt.nvidia.conflict_fix`'s (the problem builder of :mod:`ldsopt.allocation`).
"""

from __future__ import annotations

import math

from ldsopt.errors import LdsoptError
from ldsopt.core.simulate import simulate_reference

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
