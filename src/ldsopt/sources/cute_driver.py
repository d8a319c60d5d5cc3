"""Run a CuTe DSL script with every ``cute.compile`` result's cubin kept, in a child process.

Run as ``python cute_driver.py OUT_DIR SCRIPT``, with ``CUTE_DSL_ARCH`` and ``CUTE_DSL_LINEINFO=1``
in the environment: ``cutlass.cute.compile`` is wrapped so that each compiled function's cubin
(``artifacts.CUBIN``; the wrapper asks for it with ``KeepCUBIN``) is written to ``OUT_DIR`` as
``NAME.cubin``, then the script runs as ``__main__`` (``runpy``).  It needs nothing from ldsopt.
"""

import os
import runpy
import sys


def main(out: str, script: str) -> int:
    import cutlass.cute as cute
    original = cute.compile
    count = [0]

    def keep(compiled):
        art = getattr(compiled, "artifacts", None)
        cubin = getattr(art, "CUBIN", None) if art is not None else None
        if cubin:
            name = getattr(compiled, "function_name", None) or "kernel"
            count[0] += 1
            with open(os.path.join(out, f"{count[0]:02d}_{name}.cubin"), "wb") as f:
                f.write(cubin)
        return compiled

    class Compile:
        def __init__(self, options=()):
            self.options = tuple(options)

        def __getitem__(self, options):
            return Compile(self.options + (options if isinstance(options, tuple) else (options,)))

        def __call__(self, *args, **kwargs):
            opts = self.options + (cute.KeepCUBIN(),)
            return keep(original[opts](*args, **kwargs))

    cute.compile = Compile()
    sys.argv = [script]
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    runpy.run_path(script, run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
