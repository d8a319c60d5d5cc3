"""Shared allocations from their accesses' lane addresses: the problem builder both diagnoses and
``ldsopt fix`` use (it reads either emulator's results and costs through :mod:`ldsopt.core`, so
every vendor package may import it).

- :mod:`accesses`: every access's lane addresses (:class:`LaneAccess`, from either emulator's
  result), costed at other addresses with the bank model;
- :mod:`tile`: the logical tile of one allocation (rows, columns, element size, vector width) and
  the padding or XOR swizzle it already has;
- :mod:`layouts`: the layouts a source can say (padding of the row, an XOR of the column with row
  bits), evaluated exactly on the recorded accesses;
- :mod:`flat`: one-dimensional arrays: the row pitch their lane strides show, and the padding or
  XOR of the flat index (rows of that pitch or of a power of two);
- :mod:`problem`: one allocation's tile and solver problem (:func:`allocation_of`), raw accesses
  (:func:`lane_access`, :func:`allocations_from_lanes`);
- :mod:`propose`: a diagnosis's fix: the cheapest layout over all accesses, named in the kernel's
  own XOR term or as padding.
"""
