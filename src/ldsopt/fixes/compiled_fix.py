"""`ldsopt fix` on compiled code (AMDGPU ``.s`` / code objects, SASS / cubins): no source to
rewrite, so each allocation gets its recovered tile (with the padding or XOR swizzle the code
already applies), the best padding or XOR layout predicted on the kernel's own accesses, and the
solver problem built from every write and read of it (``problems``: for ``ldsopt solve``).

>>> import os, ldsopt
>>> s = os.path.join(os.path.dirname(ldsopt.__file__), "demos", "kernels", "transpose_gfx942.s")
>>> r = fix_compiled(s, "gfx942", kernel="_Z15transpose_plainPfPKfi", block=(32, 8, 1))
>>> (a,) = r.allocations
>>> a.name, a.change, a.before["cycles"], a.predicted["cycles"]
('lds@0x0', 'xor', 1056, 64)
"""

from __future__ import annotations

from ldsopt.allocation.layouts import ranked
from ldsopt.fixes.problem import allocation_problems
from ldsopt.fixes.build import kernels_of


def fix_compiled(path: str, arch: str | None, *, kernel=None, block=None):
    """:class:`ldsopt.fixes.results.FixDraft` of compiled code (nothing verified: no source)."""
    from ldsopt.core.arch import get_arch
    from ldsopt.allocation.accesses import cost
    from ldsopt.fixes.results import AllocationDraft, FixDraft, fig
    res = FixDraft(path, arch or "", compiled=True)
    for kname, k in kernels_of(path, arch, kernel, block):
        banks = get_arch(k.arch).banks
        for al in allocation_problems(k):
            per = [cost(a) for a in al.accesses]
            c0, i0 = sum(c for c, _ in per), sum(i for _, i in per)
            src = al.accesses[0].source if al.accesses else ""
            fx = AllocationDraft(al.name, src or "", None, fig(c0, i0), None,
                               al.tile.bytes if al.tile else None, None, kernel=kname)
            res.allocations.append(fx)
            if al.problem is not None:
                res.problems.append(dict(al.problem, name=f"{kname}.{al.name}"))
            if al.tile is None or al.unresolved:
                fx.reason = al.reason or f"{len(al.unresolved)} access(es) with unknown addresses"
                continue
            fx.layout = "tile " + al.tile.describe()
            if c0 == i0:
                fx.reason = f"no bank conflict ({fx.layout})"
                continue
            order = ranked(list(al.accesses), al.tile, banks)
            if not order:
                fx.reason = f"no padding or XOR swizzle is cheaper ({fx.layout})"
                continue
            best = order[0]
            fx.change = best.change
            fx.predicted = fig(best.cycles, best.ideal)
            fx.bytes_after = al.tile.bytes + best.extra_bytes
            fx.reason = (f"{fx.layout}; {best.describe()} (element units, logical row and column) is "
                         f"predicted to give {best.cycles} cycles; compiled code: nothing rewritten or "
                         "verified (give the kernel's source to have it applied and checked)")
    return res
