"""Which language a kernel of an Nsight Compute report was written in, so its fix is given in that
language: CUDA C++, CuTe, or Triton.

Evidence, strongest first:

1. source files named in the report's Source column: ``.cu``, ``.cuh``, ``.cpp``, ``.cc``, ``.h``,
   ``.hpp`` are CUDA C++ (CuTe when the name says ``cute::``); ``.py`` is Triton;
2. the kernel name: an Itanium-mangled name (``_Z...``) or a demangled signature with a parameter
   list (``f(float *, int)``) is C++; ``cute::`` / ``4cute`` is CuTe; TorchInductor's Triton names
   (``triton_poi_``, ``triton_red_``, ``triton_per_``, ``triton_tem_``) and Triton's specialization
   suffix (``_0d1d2d3de``) are Triton;
3. a plain identifier launched from a Python process (the details page's Process Name) is
   Triton; from any other process, CUDA C++ (an ``extern "C"`` kernel);
4. otherwise CUDA C++, said to be assumed.
"""

from __future__ import annotations

import re

_CXX_EXT = (".cu", ".cuh", ".cpp", ".cc", ".cxx", ".h", ".hpp")
_TRITON_NAME = re.compile(r"^triton_(?:poi|red|per|tem|for|unk)_|_\d+d\d+d(?:\d+d)*e?$")


def detect_language(name: str, sources=(), process: str = "") -> tuple[str, str]:
    """(language, evidence): ``cuda``, ``cute`` or ``triton``.

    Examples
    --------
    >>> detect_language("transpose_plain(float *, const float *, int)")[0]
    'cuda'
    >>> detect_language("softmax_kernel", ["/w/k.py:12"])
    ('triton', 'source file k.py')
    >>> detect_language("matmul_kernel", process="python3.12")[0]
    'triton'
    >>> detect_language("reduce_kernel", process="bench")[0]
    'cuda'
    >>> detect_language("triton_red_fused_sum_0")[0]
    'triton'
    """
    cute = "cute::" in name or "4cute" in name
    for s in sources:
        f = (s or "").rpartition(":")[0] or (s or "")
        base = f.rsplit("/", 1)[-1]
        if base.endswith(_CXX_EXT):
            return ("cute" if cute else "cuda"), f"source file {base}"
        if base.endswith(".py"):
            return "triton", f"source file {base}"
    if cute:
        return "cute", "the name names cute::"
    if name.startswith("_Z"):
        return "cuda", "a mangled C++ name"
    if "(" in name or "<" in name or "::" in name:
        return "cuda", "a C++ signature"
    if _TRITON_NAME.search(name):
        return "triton", "Triton's kernel naming"
    if process:
        if re.match(r"python", process.strip(), re.I):
            return "triton", f"a plain name launched from a Python process ({process.strip()})"
        return "cuda", f"a plain name launched from {process.strip()!r}, not Python (an extern \"C\" kernel)"
    return "cuda", "assumed: a plain name and no source file or process name (give --lang triton for Triton)"
