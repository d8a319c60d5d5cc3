"""Shared-memory barrier objects (``mbarrier``, sm_90's ``SYNCS`` opcodes) in the SASS emulator.

A thread waits for an mbarrier phase with a try-wait that sets a predicate, and the compiler loops
on it: ``SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR8+0x2000], R2`` then ``@!P0 BRA retry``, where the
retry block (often placed after the kernel's ``EXIT``) waits again and branches back to the
instruction after the first test.  Whatever the number of retries, every thread goes on past the
wait once, when the phase has completed: the emulator takes the wait as completed (the predicate
true) and says so.  Without this the predicate would be unknown, both ways of the branch would be
followed, and the code after the wait would run twice (once on each way), each shared-memory
instruction there counted twice for the threads of those warps.

The other ``SYNCS`` forms (``EXCH`` initialising a barrier, ``ARRIVE``, ``CCTL``) change no
register the emulator follows, except a state token an arrive may return, which is data.
"""

from __future__ import annotations

import numpy as np

from ldsopt.nvidia.operands import _unknown_dest
from ldsopt.simt.pred import Pred


def op_syncs(em, p, ins, ex) -> None:
    """``SYNCS.PHASECHK...`` writes its predicate true (the phase completed; see the module);
    ``SYNCS.ARRIVE... Rd`` makes Rd unknown (a token); other forms write nothing followed."""
    ops = ins.operands
    if not ops:
        return
    first = ops[0]
    if "PHASECHK" in ins.mods and first.kind in ("pred", "upred"):
        if first.name not in ("PT", "UPT"):
            em.write_pred(p, first.name, Pred(np.ones(em.n, bool)), ex)
            em.note(f"{ins.full} at {ins.pc:#06x}: the barrier wait is taken as "
                    "completed (the code retries until it is), so what follows it runs once per thread")
        return
    if first.kind in ("reg", "ureg") and first.name not in ("RZ", "URZ") and len(ops) > 1:
        _unknown_dest(em, p, ins, ex, f"the state token returned by {ins.full} at {ins.pc:#06x}")
