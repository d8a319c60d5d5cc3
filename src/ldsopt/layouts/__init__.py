"""Shared-memory layouts: where element (row, col) of a tile lives, in bytes.

``families`` holds the layout families (strided and padded, CK preshuffle, CuTe ``Swizzle<B,M,S>``,
Triton swizzled and padded shared layouts, XOR tables, GF(2) linear maps, explicit tables and
compositions), their checks (bijectivity, footprint, alignment) and the spec syntax; ``gf2`` the
linear algebra over GF(2) used to build and analyse XOR swizzles.
"""

from ldsopt.layouts.families import (CKPreshuffle, Composed, CuteSwizzle, Explicit, Layout,  
                                    LinearMap, PaddedRemap, Strided, TritonPadded, TritonSwizzled,
                                    XorCols, check_layout, dtype_bytes, layout_from_dict,
                                    parse_layout)

__all__ = ["CKPreshuffle", "Composed", "CuteSwizzle", "Explicit", "Layout", "LinearMap", "PaddedRemap",
           "Strided", "TritonPadded", "TritonSwizzled", "XorCols", "check_layout", "dtype_bytes",
           "layout_from_dict", "parse_layout"]
