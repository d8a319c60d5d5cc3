"""The SIMT core shared by the AMDGPU and SASS emulators (docs/design.md, "The SIMT core").

``values`` is the lane-value domain (known bits per lane, per-lane coefficients on wave-uniform
symbols, reasons for unknown bits) and ``arith`` its integer operations; ``derived`` the results
the linear form cannot carry; ``modular`` a wave-uniform addend under a power-of-two mask;
``fconv`` exact f32 conversions and reciprocal of known values (integer division); ``approx`` the
two no-wrap approximations both ISAs take, with their sources; ``pred`` the three-valued
predicate; ``lut`` the 3-input truth table (``v_bitop3``, ``LOP3``, ``PLOP3``); ``cfg`` the
control-flow graph (walk order, dominators, natural loops); ``engine`` the path engine (contexts,
forks, joins, the loop bookkeeping and its policy, the one ``Budget``); ``table`` the
instruction-table form (mnemonic -> semantics) of both ISAs.
"""
