"""Python kernel languages: which one a ``.py`` file is written in, and its compile.

Triton (``@triton.jit``) and Gluon (``@gluon.jit``) are compiled by :mod:`.triton_driver` in a
child process of this Python (bounded in time and output, as every external tool); the artifacts
are the AMDGPU assembly (``.s``, with ``.loc`` source lines) or the cubin (line information on)
that Triton produced, plus the TTGIR.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

from ..errors import UsageError
from .child import TIMEOUT, child_failure
from .compiled import Compiled
from .toolchains import require_module


_MARKS = [
    ("flydsl", re.compile(r"^\s*(import\s+flydsl|from\s+flydsl\b)|@\s*flyc\.(kernel|jit)\b", re.M)),
    ("cute", re.compile(r"^\s*(import\s+cutlass|from\s+cutlass\b)|@\s*cute\.(kernel|jit)\b", re.M)),
    ("gluon", re.compile(r"@\s*gluon\.jit\b")),
    ("triton", re.compile(r"@\s*(triton\.)?jit\b|@\s*triton\.(autotune|heuristics)\b|^\s*import\s+triton\b", re.M)),
]


def python_language(text: str) -> str | None:
    """``"triton"``, ``"gluon"``, ``"flydsl"``, ``"cute"`` or None, from a Python file's text.

    >>> python_language("import triton\\n@triton.jit\\ndef k(x): pass\\n")
    'triton'
    """
    for lang, rx in _MARKS:
        if rx.search(text):
            return lang
    return None


def compile_python(path: Path, language: str, archs: list, outdir: Path, kernel: str | None,
                   block, params: dict, config) -> list:
    """Compile the kernels of a Python file for every arch; one :class:`Compiled` per kernel, arch
    and configuration.  A kernel that does not compile for one target is a one-line error."""
    if language == "flydsl":
        from .flydsl import compile_flydsl
        return compile_flydsl(path, archs, outdir, kernel, block, params)
    if language == "cute":
        from .cute import compile_cute
        return compile_cute(path, archs, outdir, kernel, block, params)
    require_module("triton", "Triton and Gluon kernels")
    from .. import toolchain
    req = {"file": str(path.resolve()), "out": str(outdir.resolve()), "targets": list(archs),
           "kernel": kernel, "params": dict(params or {}), "block": list(block) if block else None,
           "config": config}
    req_path = outdir / "request.json"
    req_path.write_text(json.dumps(req))
    env = dict(os.environ)
    env.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    # a cache of this compile only: Triton's cache key leaves out the file's path, so a kernel
    # cached from another file of the same text would carry that file's name in its line table
    env["TRITON_CACHE_DIR"] = str((outdir / "triton-cache").resolve())
    driver = Path(__file__).with_name("triton_driver.py")
    r = toolchain.run(sys.executable, [str(driver), str(req_path)],
                      f"compile the Triton kernels of {path.name}", timeout=TIMEOUT, check=False,
                      env=env, cwd=str(path.parent))
    man = outdir / "manifest.json"
    if r.returncode:
        raise child_failure(r, path, "importing or compiling it")
    if not man.is_file():
        raise UsageError(f"{path.name}: importing or compiling it ended before the kernels were compiled "
                         "(a sys.exit(0) or os._exit(0) in the file?)")
    m = json.loads(man.read_text())
    if not m["kernels"]:
        raise UsageError(f"{path.name}: no @triton.jit or @gluon.jit kernel defined in the file")
    if kernel is not None and kernel not in m["kernels"]:
        raise UsageError(f"{path.name}: no kernel named {kernel!r} (it has: {', '.join(m['kernels'])})")
    out = []
    for it in m["items"]:
        if "error" in it:
            where = f"{it['kernel']}" + (f" for {it['arch']}" if it.get("arch") else "") + (
                f" ({it['config']})" if it.get("config") else "")
            raise UsageError(f"{path.name}: {where}: {it['error']}")
        notes = (f"compiled by Triton {m['triton']}, {it['num_warps']} warps",) + tuple(it["notes"])
        blk = tuple(it["block"])
        out.append(Compiled(it["name"], it["arch"], it["language"],
                            "amdgpu-asm" if it["arch"].startswith("gfx") else "cubin",
                            it["artifact"], None, blk,
                            "--block" if block else f"num_warps={it['num_warps']}",
                            it["params"], str(path), it.get("config"),
                            {int(k): v for k, v in it["args"].items()}, notes))
    return out
