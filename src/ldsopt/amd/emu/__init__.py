"""A lane-exact emulator of the integer part of the AMDGPU ISA (GFX9 / CDNA: gfx906, gfx90a, gfx942,
gfx950), for the addresses of every LDS instruction of a compiled kernel without a GPU.

``operands`` parses instruction text, :mod:`ldsopt.simt` holds the value model (known numbers per
work-item, wave-uniform unknowns, unknown bits), ``valu`` / ``salu`` the instruction tables,
``lanes`` DPP / swizzle lane maps, ``machine`` / ``flow`` the register file, EXEC and the walk
through the program (branches, loops, forks), ``abi`` the kernel's initial state, ``bounds`` the
in-bounds assumption for comparisons with kernel arguments, ``lds`` the memory instructions, ``program`` the three input forms, ``analyze`` the entry points and typed results.
"""

from ldsopt.amd.emu.analyze import (KernelAnalysis, LdsInstruction, Summary, WaveResult, analyze_asm_kernel,
                                    analyze_kernel, default_block, run_program)

__all__ = ["KernelAnalysis", "LdsInstruction", "Summary", "WaveResult", "analyze_asm_kernel", "analyze_kernel",
           "default_block", "run_program"]
