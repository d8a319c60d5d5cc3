"""GPU-side tools (issue 7: the GEMM demonstrator).  Nothing here imports CuPy, PyTorch or
matplotlib at module import time; the functions that need them import them."""
