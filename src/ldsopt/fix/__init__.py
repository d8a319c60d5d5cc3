"""From a kernel's own shared-memory accesses to a layout fix in its own source.

- :mod:`accesses`: every access's lane addresses, from either emulator, costed at other addresses;
- :mod:`tile`: the logical tile of one allocation (rows, columns, element size, vector width) and
  the padding or XOR swizzle it already has;
- :mod:`layouts`: the layouts a source can say (padding of the last dimension, an XOR of the
  column with row bits), evaluated exactly on the recorded accesses;
- :mod:`problem`: the solver problem of each allocation (:func:`allocation_problems`, and
  :func:`allocations_from_lanes` on raw lane addresses: public, `diagnose` builds on them);
- :mod:`ctokens` / :mod:`rewrite_c`: the C-family source rewrite.
"""

from ldsopt.fix.problem import Allocation, allocation_problems, allocations_from_lanes, lane_access

__all__ = ["Allocation", "allocation_problems", "allocations_from_lanes", "lane_access"]
