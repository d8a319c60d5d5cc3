"""Shared-memory layouts: where element (row, col) of a tile lives, in bytes.

``families`` holds the layout families (strided and padded, CK preshuffle, CuTe ``Swizzle<B,M,S>``,
Triton swizzled and padded shared layouts, XOR tables, GF(2) linear maps, explicit tables and
compositions) and their checks (bijectivity, footprint, alignment); ``spec`` the spec syntax;
``text`` Triton / Gluon / CuTe layout text; ``canonical`` the one form every family converts into
(``convert``); ``gf2`` the linear algebra over GF(2) used to build and analyse XOR swizzles.
"""

from ldsopt.layouts.canonical import CanonicalLayout
from ldsopt.layouts.families import (CKPreshuffle, Composed, CuteSwizzle, Explicit, Layout,
                                    LinearMap, PaddedRemap, Strided, TritonPadded, TritonSwizzled,
                                    XorCols, check_layout, dtype_bytes)
from ldsopt.layouts.spec import layout_from_dict, parse_layout
from ldsopt.layouts.text import TextLayout

__all__ = ["CanonicalLayout", "CKPreshuffle", "Composed", "CuteSwizzle", "Explicit", "Layout", "LinearMap", "PaddedRemap",
           "Strided", "TritonPadded", "TritonSwizzled", "TextLayout", "XorCols", "check_layout", "dtype_bytes",
           "layout_from_dict", "parse_layout"]
