"""Triton GPU (TTGIR) layouts read from text, without Triton.

``attrs`` parses ``#ttg.<kind><...>`` attribute text (and aliases such as ``#blocked = ...``);
``distributed`` and ``shared`` turn each layout into a :class:`ldsopt.layouts.linear_layout.
LinearLayout` the way Triton defines it (the facts of Triton's ``LinearLayoutConversions.cpp``,
re-implemented); ``lowering`` models which shared-memory instructions Triton's lowering issues
for ``local_load`` / ``local_store`` / ``local_alloc`` and with which lane addresses; ``module``
reads a whole TTGIR file (module attributes, aliases, ops, source locations); ``analysis`` costs
each op with the bank model and asks the solver for a better shared layout.
"""
