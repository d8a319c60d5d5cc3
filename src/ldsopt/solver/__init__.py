"""The layout solver and the code emitters.

``problem`` reads a problem (a tile, its dtype, and the instructions that write and read it, from
YAML/JSON or flags); ``search`` finds the cheapest conflict-free layout over the layout families and
ranks the candidates; ``emit`` writes the chosen layout as code to paste (HIP/CUDA, CuTe, Triton
Gluon, FlyDSL, Python).
"""
