"""The SIMT core shared by the AMDGPU and SASS emulators.

``values`` is the lane-value domain (known bits per lane, per-lane coefficients on wave-uniform
symbols, reasons for unknown bits), ``arith`` the integer operations over it, ``pred`` the
three-valued predicate, ``lut`` the 3-input truth table (``v_bitop3``, ``LOP3``, ``PLOP3``).
"""
