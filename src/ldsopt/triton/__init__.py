"""Triton GPU (TTGIR) layouts read from text, without Triton.

``ldsopt.layouts.triton_attrs`` parses ``#ttg.<kind><...>`` attribute text (and aliases such as ``#blocked = ...``);
``layouts`` (distributed layouts) and ``ldsopt.layouts.triton_shared`` turn each layout into a
:class:`ldsopt.layouts.linear_layout.LinearLayout` the way Triton defines it (the facts of
Triton's ``LinearLayoutConversions.cpp``, re-implemented); ``lowering`` models which
shared-memory instructions Triton's lowering issues for ``local_load`` / ``local_store`` /
``local_alloc`` and with which lane addresses; ``swizzle``, ``convert``, ``scratch`` and ``scan``
do the same for the ops Triton lowers through its scratch shared memory (layout conversions,
cross-warp reductions and scans, histograms); ``module`` reads a whole TTGIR file (module
attributes, aliases, ops, source locations) and ``verify`` refuses what Triton's verifier
rejects; ``analysis`` costs each op with the bank model and ``better`` asks the solver's Triton
layout families for a better shared layout, for the allocations ``legal`` lets change.
"""

import sys as _sys

from ldsopt.layouts import triton_attrs as _attrs, triton_params as _params, triton_shared as _shared

# The attribute parser and the shared layouts moved to ldsopt.layouts (the layout algebra must not
# import the TTGIR front end); their old names still import, for one release.
for _old, _mod in (("attrs", _attrs), ("params", _params), ("shared_layouts", _shared)):
    _sys.modules.setdefault(f"{__name__}.{_old}", _mod)
