"""`ldsopt fix`'s entry: each kind of input to its fixer.

- HIP, CUDA, OpenCL C: :func:`ldsopt.fixes.source_fix.fix_c_source` (padding / XOR in the source);
- Gluon / Triton / FlyDSL / CuTe DSL ``.py``: :func:`ldsopt.fixes.python_fix.fix_python`;
- compiled code: :func:`ldsopt.fixes.compiled_fix.fix_compiled` (predicted, nothing applied).
"""

from __future__ import annotations

import os

from ldsopt.errors import UsageError
from ldsopt.fixes.build import COMPILED_SUFFIXES
from ldsopt.fixes.results import FixResult
from ldsopt.fixes.source_fix import C_LANGUAGES


def fix_source(path: str, arch: str | None, *, kernel: str | None = None, block=None,
               params: dict | None = None, compile_fn=None) -> FixResult:
    """Find, write and check the cheapest layout of every conflicted shared allocation of a kernel
    file for `arch`.

    Parameters
    ----------
    path : str
        A HIP (.hip), CUDA (.cu), OpenCL C (.cl), Gluon / Triton / FlyDSL / CuTe DSL (.py) source, or compiled code
        (.s, code object, cubin, SASS: the layout is predicted, nothing applied).
    arch : str
        One target (gfx942, sm_90, ...); for compiled code, a filter (default: the file's).
    kernel, block, params
        As for ``ldsopt analyze``: only this kernel, the workgroup shape, known parameter values.
    compile_fn : callable, optional
        C family, FlyDSL and CuTe DSL: ``(path, arch, kernel, block, params, outdir) -> [Compiled]`` (default: the
        compile layer of :mod:`ldsopt.sources`).

    Returns
    -------
    FixResult
        Frozen; ``to_json()`` is ``ldsopt fix --json``.

    Raises
    ------
    UsageError
        Not a kernel file ``fix`` reads, or it does not compile.

    Examples
    --------
    >>> import os, ldsopt
    >>> s = os.path.join(os.path.dirname(ldsopt.__file__), "demos", "kernels", "transpose_gfx942.s")
    >>> r = fix_source(s, "gfx942", kernel="_Z15transpose_plainPfPKfi", block=(32, 8, 1))
    >>> [(a.change, a.before["conflicts"], a.verified) for a in r.allocations]
    [('xor', 992, False)]
    """
    ext = os.path.splitext(path)[1].lower()
    if ext == ".py":
        from ldsopt.fixes.python_fix import fix_python
        return fix_python(path, arch, kernel=kernel, block=block, params=params, compile_fn=compile_fn).freeze()
    if ext in COMPILED_SUFFIXES:
        from ldsopt.fixes.compiled_fix import fix_compiled
        return fix_compiled(path, arch, kernel=kernel, block=block).freeze()
    if ext in C_LANGUAGES:
        from ldsopt.fixes.source_fix import fix_c_source
        return fix_c_source(path, arch, kernel=kernel, block=block, params=params,
                            compile_fn=compile_fn).freeze()
    raise UsageError(f"{path}: `fix` rewrites HIP (.hip), CUDA (.cu), OpenCL C (.cl) and Python kernel "
                     f"(.py: Gluon, Triton, FlyDSL, CuTe DSL) sources and reads compiled code (.s, cubin, SASS); {ext or 'no extension'} is none "
                     "of them")
