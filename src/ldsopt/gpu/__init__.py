"""Code that runs on an NVIDIA GPU: the calibration suite and its harness (``suite``, ``validate``),
the shared-memory timing probe, and the occupancy and prefetch checks.  Nothing here imports CuPy,
PyTorch or matplotlib at module import time; the functions that need them import them."""

import sys as _sys

from ldsopt import toolchain as _toolchain

# The toolchain moved to ldsopt.toolchain (the NVIDIA front end runs it; it must not import the GPU
# harness); ``ldsopt.gpu.toolchain`` still imports, for one release.
_sys.modules.setdefault(f"{__name__}.toolchain", _toolchain)
