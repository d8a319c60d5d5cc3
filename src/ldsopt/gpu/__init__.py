"""Code that runs on an NVIDIA GPU: the calibration suite and its harness (``suite``, ``validate``),
the shared-memory timing probe, and the occupancy and prefetch checks.  Nothing here imports CuPy,
PyTorch or matplotlib at module import time; the functions that need them import them."""
