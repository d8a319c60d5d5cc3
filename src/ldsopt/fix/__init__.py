"""From a kernel's own shared-memory accesses to a layout fix in its own source.

- :mod:`accesses`: every access's lane addresses, from either emulator, costed at other addresses;
- :mod:`tile`: the logical tile of one allocation (rows, columns, element size, vector width) and
  the padding or XOR swizzle it already has;
- :mod:`layouts`: the layouts a source can say (padding of the last dimension, an XOR of the
  column with row bits), evaluated exactly on the recorded accesses;
- :mod:`problem`: the solver problem of each allocation (:func:`allocation_problems`, and
  :func:`allocations_from_lanes` on raw lane addresses: public, `diagnose` builds on them);
- :mod:`ctokens` / :mod:`csource` / :mod:`rewrite_c`: the C-family source rewrite;
- :mod:`dispatch` (:func:`fix_source`): each kind of input to its fixer (:mod:`source_fix`,
  :mod:`python_fix` / :mod:`gluon_fix`, :mod:`compiled_fix`); :mod:`results`; :mod:`build`;
  :mod:`static_diff`.

The package is also the public function :func:`ldsopt.fix` (:func:`ldsopt.workflows.fix`):
``ldsopt.fix(path, arch, kernel=..., block=..., params=..., apply=False)`` gives the frozen
:class:`~ldsopt.fix.results.FixResult` of ``ldsopt fix``.

Examples
--------
>>> import os, ldsopt
>>> s = os.path.join(os.path.dirname(ldsopt.__file__), "demos", "kernels", "transpose_gfx942.s")
>>> r = ldsopt.fix(s, "gfx942", kernel="_Z15transpose_plainPfPKfi", block=(32, 8, 1))
>>> [(a.change, a.verified) for a in r.allocations], r.written is None
([('xor', False)], True)
"""

from __future__ import annotations

import sys

from ldsopt.fix.problem import Allocation, allocation_problems, allocations_from_lanes, lane_access
from ldsopt.fix.dispatch import fix_source
from ldsopt.fix.results import FixResult


class _CallablePackage(type(sys.modules[__name__])):
    """``ldsopt.fix`` is this package and the public function :func:`ldsopt.workflows.fix` alike
    (importing a submodule sets the package as ``ldsopt``'s attribute ``fix``; so the package
    is the name, and calling it calls the function)."""

    def __call__(self, path, arch: str | None = None, *, kernel: str | None = None, block=None,
                 params: dict | None = None, apply: bool = False) -> FixResult:
        from ldsopt.workflows import fix
        return fix(path, arch, kernel=kernel, block=block, params=params, apply=apply)


sys.modules[__name__].__class__ = _CallablePackage

__all__ = ["Allocation", "FixResult", "allocation_problems", "allocations_from_lanes", "fix_source", "lane_access"]
