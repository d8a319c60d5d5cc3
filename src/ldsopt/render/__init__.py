"""Rendering: text tables and bank maps (``text``), figure models built from results
(``figures``), drawing them as SVG (``svg``, pure Python) or PNG (``png``, matplotlib, optional), and
self-contained HTML reports (``html``).  ``output`` writes the pictures a command asks for.  Imports
run one way only: figures <- svg <- png, html; output uses them all."""
