"""What ``ldsopt doctor`` checks: per kernel language and arch, whether ``ldsopt analyze`` can
compile it here (a tiny kernel is compiled for real), and the exact install command when it
cannot (:func:`ldsopt.doctor` gives the typed report)."""

from __future__ import annotations

DEFAULT_ARCHS = "gfx942,gfx950,sm_80,sm_90"

_KERNELS = {
    "hip": ("probe.hip", "__global__ void probe(float* o) { __shared__ float t[64]; "
                         "t[threadIdx.x] = o[threadIdx.x]; __syncthreads(); o[threadIdx.x] = t[63 - threadIdx.x]; }\n"),
    "cuda": ("probe.cu", "__global__ void probe(float* o) { __shared__ float t[64]; "
                         "t[threadIdx.x] = o[threadIdx.x]; __syncthreads(); o[threadIdx.x] = t[63 - threadIdx.x]; }\n"),
    "opencl": ("probe.cl", "__kernel void probe(__global float* o) { __local float t[64]; int i = get_local_id(0); "
                           "t[i] = o[i]; barrier(CLK_LOCAL_MEM_FENCE); o[i] = t[63 - i]; }\n"),
    "triton": ("probe.py", "import triton\nimport triton.language as tl\n\n\n@triton.jit\n"
                           "def probe(x_ptr, B: tl.constexpr):\n    r = tl.arange(0, B)\n"
                           "    x = tl.load(x_ptr + r[:, None] * B + r[None, :])\n"
                           "    tl.store(x_ptr + r[:, None] * B + r[None, :], tl.trans(x))\n"),
}


def check(archs: list) -> list:
    """[(language, arch, ok, what: the toolchain used or the one-line reason and install command)]."""
    import tempfile
    from pathlib import Path

    from ..errors import UsageError
    from . import compile_source
    rows = []
    with tempfile.TemporaryDirectory(prefix="ldsopt_doctor_") as d:
        for lang, (name, text) in _KERNELS.items():
            src = Path(d) / name
            src.write_text(text)
            if lang == "triton":            # one child Python for every arch when all compile
                try:
                    got = compile_source(src, archs, params={"B": "32"}, keep=Path(d) / lang)
                    rows += [(lang, c.arch, True, c.notes[0]) for c in got]
                    continue
                except UsageError:
                    pass
            for a in archs:
                if lang == "opencl" and a.startswith("sm_"):
                    rows.append((lang, a, False, "OpenCL C compiles for AMD targets only (clang)"))
                    continue
                try:
                    got = compile_source(src, a, params={"B": "32"} if lang == "triton" else None,
                                         keep=Path(d) / f"{lang}_{a}")
                    rows.append((lang, a, True, got[0].notes[0] if got and got[0].notes else "ok"))
                except UsageError as e:
                    rows.append((lang, a, False, str(e)))
        rows += _python_dsls()
    return rows


def _python_dsls() -> list:
    """Gluon, FlyDSL and CuTe DSL: what they need is installed (their compiles take seconds each)."""
    from .flydsl import find_lld
    from .toolchains import INSTALL, python_module
    rows = []
    v = python_module("triton")
    rows.append(("gluon", "all", v is not None,
                 f"triton {v} (Gluon ships with Triton)" if v else INSTALL["triton"]))
    need = [(m, python_module(m)) for m in ("flydsl", "torch")]
    missing = [m for m, ver in need if ver is None]
    lld = find_lld()
    if missing or lld is None:
        what = INSTALL["flydsl"] if missing else "ld.lld not found: apt-get install -y lld-19"
        rows.append(("flydsl", "gfx*", False, what))
    else:
        rows.append(("flydsl", "gfx*", True, f"flydsl {need[0][1]}, torch {need[1][1]}, {lld}"))
    v = python_module("cutlass")
    rows.append(("cute", "sm_*", v is not None, f"nvidia-cutlass-dsl {v}" if v else INSTALL["cutlass"]))
    return rows
