"""ldsopt: find and fix shared-memory (LDS) bank conflicts and LDS stalls in GPU kernels."""

__version__ = "0.1.0"
