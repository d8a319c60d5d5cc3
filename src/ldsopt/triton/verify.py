"""The checks Triton's own verifier makes on a TTGIR module, for what ``ldsopt ttgir`` reads:
a module Triton would reject is refused with the reason instead of costed.

- the module has ``ttg.num-warps`` (a positive integer);
- every distributed layout's warps (``warpsPerCTA`` product, or ``2 ** len(warp bases)`` of a
  linear layout) equal ``ttg.num-warps`` (``TritonGPUDialect`` module verification; not checked
  in modules with ``ttg.warp_specialize`` partitions, which have warp counts of their own);
- ``#amd_mfma`` versions are 1 to 4 (Triton 3.9 knows MFMA versions up to 4, gfx950);
- the tensor and the memdesc of a ``local_alloc`` / ``local_store`` / ``local_load`` hold the same
  element type (the ops' verifiers);
- a ``padded_shared`` layout that names its ``shape`` names the tile of the memdesc it lays out.

Layout aliases defined twice are refused by the reader (:mod:`ldsopt.triton.module`).
"""

from __future__ import annotations

from ldsopt.errors import UsageError
from ldsopt.layouts.triton_attrs import Attr, parse_attr

MFMA_VERSIONS = (1, 2, 3, 4)


def _warps(a: Attr):
    if a.kind in ("blocked", "amd_mfma", "amd_wmma", "nvidia_mma"):
        w = a.get("warpsPerCTA")
        if isinstance(w, tuple) and all(isinstance(x, int) for x in w):
            n = 1
            for x in w:
                n *= x
            return n
        cta = a.get("ctaLayout")
        if isinstance(cta, dict) and isinstance(cta.get("warp"), tuple):
            return 1 << len(cta.get("warp"))
        return None
    if a.kind == "linear":
        w = a.get("warp")
        return 1 << len(w) if isinstance(w, tuple) else None
    return None


def _walk(a: Attr):
    yield a
    p = a.get("parent")
    if isinstance(p, Attr):
        yield from _walk(p)


def check_layout(a: Attr, num_warps: int, where: str) -> None:
    for x in _walk(a):
        n = _warps(x)
        if num_warps and n is not None and n != num_warps:
            raise UsageError(f"{where}: #ttg.{x.kind} has {n} warps but the module's ttg.num-warps "
                             f"is {num_warps} (Triton's verifier rejects it)")
        if x.kind == "amd_mfma":
            v = x.get("version", x.get("versionMajor"))
            if v is not None and v not in MFMA_VERSIONS:
                raise UsageError(f"{where}: #ttg.amd_mfma version {v} does not exist (Triton 3.9 "
                                 f"knows {', '.join(map(str, MFMA_VERSIONS))})")


def verify(mod, has_module_line: bool, partitions: bool = False) -> None:
    """Raise :class:`UsageError` naming the first thing Triton's verifier would reject.
    ``partitions``: the module has warp-specialized partitions (each with its own warp count),
    so layouts are not checked against the module's ``ttg.num-warps``."""
    if not has_module_line:
        raise UsageError("no TTGIR module: no 'module attributes {...}' line")
    if mod.num_warps <= 0:
        raise UsageError("the module has no positive ttg.num-warps (Triton's verifier requires it)")
    warps = 0 if partitions else mod.num_warps
    for name, text in mod.aliases.items():
        if text.startswith("#ttg.") or text.startswith("#ttng."):
            try:
                a = parse_attr(text, mod.aliases)
            except UsageError:
                continue          # an alias no op uses may be a kind ldsopt does not read
            check_layout(a, warps, name)
    for op in mod.ops:
        where = f"line {op.line}"
        for t in (op.tensor, op.memdesc) + tuple(op.inputs) + tuple(op.outputs):
            if t is not None and t.encoding is not None:
                check_layout(t.encoding, warps, where)
        if op.memdesc is not None and op.tensor is not None and op.tensor.elem != op.memdesc.elem:
            raise UsageError(f"{where}: ttg.{op.name} moves {op.tensor.elem} elements through a "
                             f"{op.memdesc.elem} memdesc (Triton's verifier requires the same type)")
        md = op.memdesc
        if md is not None and md.encoding is not None and md.encoding.kind == "padded_shared":
            shp = md.encoding.get("shape")
            if shp is not None:
                tile = tuple(md.alloc_shape or md.shape)
                if tuple(shp) != tile[len(tile) - len(shp):] and tuple(shp) != tuple(md.shape):
                    raise UsageError(f"{where}: #ttg.padded_shared shape {list(shp)} is not the "
                                     f"memdesc's tile {list(md.shape)}")
