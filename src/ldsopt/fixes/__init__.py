"""From a kernel's own shared-memory accesses to a layout fix in its own source.

The problem builder itself (lane accesses, tile recovery, the layouts a source can say, the solver
problem, a diagnosis's proposal) is :mod:`ldsopt.allocation`, below both vendors' packages so that
their diagnoses use it; this package adds what needs a kernel's source or its compile:

- :mod:`problem`: the solver problem of each allocation of an analysed kernel
  (:func:`allocation_problems`: by the arrays of its source when given); :func:`allocations_from_lanes`
  and :func:`allocation_of` (raw lane addresses, accesses known to be one allocation) re-exported;
- :mod:`ctokens` / :mod:`csource` / :mod:`rewrite_c`: the C-family source rewrite;
- :mod:`dispatch` (:func:`fix_source`): each kind of input to its fixer (:mod:`source_fix`,
  :mod:`python_fix` / :mod:`gluon_fix`, :mod:`compiled_fix`); :mod:`results`; :mod:`build`;
  :mod:`static_diff`.

The public function over it is :func:`ldsopt.fix` (:func:`ldsopt.workflows.fix`):
``ldsopt.fix(path, arch, kernel=..., block=..., params=..., apply=False)`` gives the frozen
:class:`~ldsopt.fixes.results.FixResult` of ``ldsopt fix``.

Examples
--------
>>> import os, ldsopt
>>> s = os.path.join(os.path.dirname(ldsopt.__file__), "demos", "kernels", "transpose_gfx942.s")
>>> r = ldsopt.fix(s, "gfx942", kernel="_Z15transpose_plainPfPKfi", block=(32, 8, 1))
>>> [(a.change, a.verified) for a in r.allocations], r.written is None
([('xor', False)], True)
"""

from __future__ import annotations

from ldsopt.allocation.problem import Allocation, allocation_of, allocations_from_lanes, lane_access
from ldsopt.fixes.problem import allocation_problems
from ldsopt.fixes.dispatch import fix_source
from ldsopt.fixes.results import FixResult

__all__ = ["Allocation", "FixResult", "allocation_of", "allocation_problems", "allocations_from_lanes", "fix_source",
           "lane_access"]
