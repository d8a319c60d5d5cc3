"""The GEMM demonstrator: tiled GEMM variants whose shared-memory layouts come from the solver
(``model``: the GPU-free model of each variant; ``bench``: building, checking and timing them on an
NVIDIA GPU; ``kernels/``: the CUDA sources)."""
