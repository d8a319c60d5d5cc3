"""GEMM demonstrator, sources: the kernel variants' shared-memory layouts (fixed, solver-chosen,
wgmma) and the CUDA source of each variant with those layouts pasted in; no GPU, no nvcc needed
(:func:`check_emitted_on_host` compiles the emitted index functions with a host C++ compiler)."""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ldsopt.demos.gemm import model as gm
from ldsopt.errors import UsageError

KERNEL_DIR = Path(__file__).with_name("kernels")
DTYPES = {"f16": 0, "bf16": 1}
ELEM_BYTES = 2

#: relative error bound per input precision: max|C - ref| / max|ref|, ref in float64 from the
#: same (already rounded) fp16/bf16 inputs.  Products of two fp16 or bf16 numbers are exact in
#: fp32, so the only error left is fp32 accumulation over K terms (~sqrt(K) * 2^-24 relative for
#: random signs; the bound leaves a wide margin, also for the tensor cores' accumulation order).
REL_ERROR_BOUND = {"f16": 1e-4, "bf16": 1e-4}
#: cuBLAS (torch.matmul) returns fp16/bf16, so its error is the output rounding: 2^-11 / 2^-8.
CUBLAS_REL_ERROR_BOUND = {"f16": 2e-3, "bf16": 1e-2}


# ============================================================================ layouts
@dataclass
class TileLayout:
    """One tile's layout as the kernels use it: byte offsets, the emitted CUDA code, provenance."""

    tile: str                    # "A" or "B"
    name: str                    # C++ function name in the kernel (a_smem_offset / b_smem_offset)
    offsets: np.ndarray          # (rows, cols) byte offsets
    code: str                    # C++ source defining NAME(row, col) and NAME_BYTES
    nbytes: int                  # NAME_BYTES
    from_solver: bool
    description: str
    problem: dict | None = None  # the solver problem it came from (if any)


_BYTES_RE = re.compile(r"constexpr\s+int\s+(\w+)_BYTES\s*=\s*([^;]+);")


def emitted_bytes(code: str, name: str) -> int:
    """Read NAME_BYTES out of emitted code (an integer expression of literals)."""
    for m in _BYTES_RE.finditer(code):
        if m.group(1) == name:
            expr = m.group(2).strip()
            if not re.fullmatch(r"[0-9+*() ]+", expr):
                raise UsageError(f"{name}_BYTES is not a constant expression: {expr!r}")
            return _int_expr(expr)
    raise UsageError(f"emitted code defines no {name}_BYTES")


def _int_expr(expr: str) -> int:
    """Value of an expression of integer literals, + and * (no eval)."""
    import ast

    def ev(n):
        if isinstance(n, ast.Constant) and isinstance(n.value, int):
            return n.value
        if isinstance(n, ast.BinOp) and isinstance(n.op, (ast.Add, ast.Mult)):
            a, b = ev(n.left), ev(n.right)
            return a + b if isinstance(n.op, ast.Add) else a * b
        raise UsageError(f"_BYTES is not a constant expression: {expr!r}")

    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError:
        raise UsageError(f"_BYTES is not a constant expression: {expr!r}")
    return ev(tree.body)


def _fixed_layout(tile: str, rows: int, cols: int, pad: int) -> TileLayout:
    """Plain row-major (pad=0) or the tiling tutorial's +pad elements padding: an ``ldsopt.layouts.Strided``
    layout, its code emitted by ``ldsopt.emit``."""
    from ldsopt.solver.emit import emit
    from ldsopt.layouts.families import Strided

    name = f"{tile.lower()}_smem_offset"
    lay = Strided(rows, cols, ELEM_BYTES, pad_bytes=pad * ELEM_BYTES)
    code = emit(lay, "cuda", name=name)
    return TileLayout(tile, name, np.asarray(lay.offsets(), np.int64), code,
                      emitted_bytes(code, name), False, lay.describe())


def wgmma_layout(tile: str, rows: int, cols: int) -> TileLayout:
    """The canonical 128-byte-swizzled tile the Hopper tensor cores read (variant 7), as an
    ``ldsopt.layouts`` object and the code ``ldsopt.emit`` writes for it.

    A [rows][64] K-major: CuTe Swizzle<3,3,3> over the row-major element offset (16-byte chunk
    k/8 of row r at chunk (k/8) ^ (r%8)).  B [64][cols] MN-major, cut into 64-column panels of
    64 rows x 128 B, the same swizzle inside a panel: a GF(2) linear map of (k, n)."""
    from ldsopt.solver.emit import emit
    from ldsopt.layouts.families import CuteSwizzle, LinearMap

    name = f"{tile.lower()}_smem_offset"
    if tile == "A":
        if cols != 64:
            raise UsageError("wgmma: the A tile must be 64 elements wide (128-byte rows)")
        lay = CuteSwizzle(rows, cols, ELEM_BYTES, b=3, m=3, s=3)
    else:
        if rows != 64 or cols % 64 or cols & (cols - 1):
            raise UsageError("wgmma: the B tile must be 64 rows by a power-of-two multiple of 64 columns")
        panels = cols // 64
        basis = [1 << i for i in range(6)]                                  # n % 64
        basis += [(64 * 64) << p for p in range(panels.bit_length() - 1)]   # n // 64: panel
        basis += [(64 << kb) | ((8 << kb) if kb < 3 else 0) for kb in range(6)]   # k, swizzled
        lay = LinearMap(rows, cols, ELEM_BYTES, basis=tuple(basis))
    code = emit(lay, "cuda", name=name)
    return TileLayout(tile, name, np.asarray(lay.offsets(), np.int64), code, emitted_bytes(code, name),
                      False, lay.describe() + " = wgmma 128B-swizzle canonical layout")


def solver_problem(variant, tile: str) -> dict:
    """The ``ldsopt solve`` problem for one tile of a variant: the tile, and every shared access
    the kernel makes to it in one k-tile, as explicit per-lane element coordinates (all warps of
    one block, from :func:`ldsopt.demos.gemm.model.enumerate_accesses`), weight 1 each."""
    c = gm.get_config(variant)
    rows, cols = c.a_shape if tile == "A" else c.b_shape
    accesses = [{"name": a.name, "op": a.op, "coords": a.coords.tolist()}
                for a in gm.enumerate_accesses(variant) if a.tile == tile]
    return {"arch": gm.ARCH, "tile": [rows, cols], "dtype": "f16", "copies": c.stages,
            "name": f"gemm {c.variant} {tile} tile", "accesses": accesses}


def _solved_layout(variant, tile: str) -> TileLayout:
    """The solver's layout for the tile and the code ``ldsopt.emit`` writes for it."""
    from ldsopt.solver.emit import emit
    from ldsopt.solver.search import solve

    name = f"{tile.lower()}_smem_offset"
    problem = solver_problem(variant, tile)
    sol = solve(problem)
    code = emit(sol.layout, "cuda", name=name)
    return TileLayout(tile, name, np.asarray(sol.layout.offsets(), np.int64), code,
                      emitted_bytes(code, name), True, sol.layout.describe(), problem)


def variant_layouts(variant) -> dict:
    """{"A": TileLayout, "B": TileLayout} for a tiled / mma variant (name or KernelConfig);
    {} for naive.  Solved once per process (the solver takes a second or two per tile)."""
    return dict(_variant_layouts(gm.get_config(variant) if isinstance(variant, gm.KernelConfig) else variant))


@functools.lru_cache(maxsize=None)
def _variant_layouts(variant) -> tuple:
    c = gm.get_config(variant)
    variant = variant if isinstance(variant, gm.KernelConfig) else c.variant
    if c.kind == "naive":
        return {}
    if c.variant == "tiled_plain":
        out = {"A": _fixed_layout("A", *c.a_shape, 0), "B": _fixed_layout("B", *c.b_shape, 0)}
    elif c.variant == "tiled_pad":   # the hand-written padding: Bsub[BLOCK_K][BLOCK_N + 1], Asub unpadded
        out = {"A": _fixed_layout("A", *c.a_shape, 0), "B": _fixed_layout("B", *c.b_shape, 1)}
    elif c.kind == "wgmma":          # fixed by the hardware, emitted by ldsopt
        out = {"A": wgmma_layout("A", *c.a_shape), "B": wgmma_layout("B", *c.b_shape)}
    else:
        out = {"A": _solved_layout(variant, "A"), "B": _solved_layout(variant, "B")}
    for t, lay in out.items():
        gm.check_layout(variant, t, lay.offsets)
    return tuple(out.items())


# ============================================================================ sources
def kernel_name(variant, dtype: str) -> str:
    c = gm.get_config(variant)
    if isinstance(variant, gm.KernelConfig) and variant != gm.CONFIGS.get(c.variant):
        if c.kind == "wgmma":
            return f"gemm_{c.variant}_{dtype}_{c.bm}x{c.bn}x{c.bk}_s{c.stages}_g{c.group_m}"
        return (f"gemm_{c.variant}_{dtype}_{c.bm}x{c.bn}x{c.bk}_w{c.warps_m}x{c.warps_n}_s{c.stages}"
                f"_b{c.min_blocks}_g{c.group_m}")
    return f"gemm_{c.variant}_{dtype}"


def kernel_source(variant, dtype: str, layouts: dict | None = None) -> str:
    """Complete CUDA source of one variant: settings, the emitted index functions, the kernel."""
    if dtype not in DTYPES:
        raise UsageError(f"unknown dtype {dtype!r} (f16 or bf16)")
    c = gm.get_config(variant)
    layouts = variant_layouts(variant) if layouts is None else layouts
    defs = [f"#define ELEM_BF16 {DTYPES[dtype]}",
            f"#define KERNEL_NAME {kernel_name(variant, dtype)}",
            f"#define STAGES {c.stages}",
            f"#define USE_CP_ASYNC {int(c.cp_async)}"]
    if c.kind == "tiled":   # how the kernel splits each address (model.address_split)
        for g, (mode, mask) in gm.split_defines(variant, {t: lay.offsets for t, lay in layouts.items()}).items():
            defs += [f"#define {g}_SPLIT {gm.SPLIT_MODES[mode]}   // {mode}", f"#define {g}_TMASK {mask}"]
    if c.kind == "wgmma":
        defs += [f"#define BM {c.bm}", f"#define BN {c.bn}", f"#define BK {c.bk}", f"#define GROUP_M {c.group_m}"]
    if c.kind == "mma":
        defs += [f"#define BM {c.bm}", f"#define BN {c.bn}", f"#define BK {c.bk}", f"#define WARPS_M {c.warps_m}",
                 f"#define WARPS_N {c.warps_n}", f"#define MIN_BLOCKS {c.min_blocks}",
                 f"#define GROUP_M {c.group_m}"]
    parts = [f"// generated by ldsopt.demos.gemm.bench: variant {c.variant} ({gm.VARIANTS[c.variant][1]}), {dtype}",
             *defs, (KERNEL_DIR / "common.cuh").read_text()]
    for t in ("A", "B"):
        if t in layouts:
            lay = layouts[t]
            parts.append(f"// ---- {t} tile layout: {lay.description}"
                         f" ({'from ldsopt solve' if lay.from_solver else 'fixed'})\n{lay.code}")
    parts.append((KERNEL_DIR / {"naive": "naive.cu", "tiled": "tiled.cu", "mma": "mma.cu", "wgmma": "wgmma.cu"}[c.kind]).read_text())
    return "\n".join(parts)


def dynamic_smem_bytes(variant, layouts: dict) -> int:
    c = gm.get_config(variant)
    if c.kind == "wgmma":   # 1024-byte aligned stages, plus the slack to align the base
        r = lambda n: (int(n) + 1023) // 1024 * 1024  # noqa: E731
        return c.stages * (r(layouts["A"].nbytes) + r(layouts["B"].nbytes)) + 1024
    if c.kind != "mma":
        return 0
    return c.stages * (gm.stage_bytes(layouts["A"].nbytes) + gm.stage_bytes(layouts["B"].nbytes))


def variant_arch(variant) -> str:
    """nvcc target: wgmma needs the architecture-specific sm_90a."""
    return "sm_90a" if gm.get_config(variant).kind == "wgmma" else "sm_90"


def check_emitted_on_host(layout: TileLayout, cxx: str | None = None) -> bool | None:
    """Compile the emitted index function for the host and compare every element's offset with
    the layout's offsets().  None when no C++ compiler is found; raises on a mismatch."""
    cxx = cxx or shutil.which("g++") or shutil.which("c++") or shutil.which("clang++")
    if not cxx:
        return None
    rows, cols = layout.offsets.shape
    prog = ("#include <cstdio>\n#define __host__\n#define __device__\n" + layout.code +
            f"\nint main(){{for(int r=0;r<{rows};++r)for(int c=0;c<{cols};++c)"
            f"std::printf(\"%d\\n\",{layout.name}(r,c));std::printf(\"%d\\n\",{layout.name}_BYTES);}}\n")
    with tempfile.TemporaryDirectory() as d:
        src, exe = Path(d, "t.cpp"), Path(d, "t")
        src.write_text(prog)
        r = subprocess.run([cxx, "-std=c++17", "-O1", str(src), "-o", str(exe)], capture_output=True, text=True)
        if r.returncode:
            raise UsageError(f"emitted code for {layout.name} does not compile: {r.stderr.strip().splitlines()[0]}")
        vals = np.array(subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.split(), np.int64)
    if not np.array_equal(vals[:-1].reshape(rows, cols), layout.offsets) or vals[-1] != layout.nbytes:
        raise UsageError(f"emitted {layout.name} disagrees with the layout's offsets()")
    return True
