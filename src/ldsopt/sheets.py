"""Reference tables as typed results: one arch's instructions and lane groups (``ldsopt arch
NAME``) and the occupancy of every kernel of an AMDGPU ``.s`` (``ldsopt occupancy --isa``); each
``to_json()`` is the command's ``--json``."""

from __future__ import annotations

from dataclasses import dataclass

from ldsopt.errors import UsageError


@dataclass(frozen=True)
class ArchTable:
    """One arch's datasheet name and every instruction the model knows on it, with its lane
    groups (which lanes one bank cycle serves together) and where the rule comes from."""
    arch: str
    product: str
    banks: int
    bank_bytes: int
    wave: int
    instructions: tuple        # {"op", "bytes", "groups", "source"} per instruction
    arch_given: str | None = None
    note: str | None = None    # what an alias name stands for (sm_100 -> sm_90's banks)

    def to_json(self) -> dict:
        """``ldsopt arch NAME --json``."""
        d = {"arch": self.arch, "instructions": [dict(r) for r in self.instructions]}
        if self.note:
            d["arch_given"], d["note"] = self.arch_given, self.note
        return d


def arch_table(name: str) -> ArchTable:
    """Every LDS / shared-memory instruction of an arch with its width and lane groups.

    Parameters
    ----------
    name : str
        An arch (``"gfx950"``, ``"sm_90"``) or an alias modelled by another arch's banks.

    Returns
    -------
    ArchTable
        ``arch``, ``product``, ``banks``, ``bank_bytes``, ``wave``, ``instructions`` (``op``,
        ``bytes``, ``groups``: AMD lane ranges per phase, NVIDIA the rule in words, ``source``),
        ``note`` for an alias; ``to_json()`` is ``ldsopt arch NAME --json``.

    Examples
    --------
    >>> import ldsopt
    >>> t = ldsopt.arch_table("gfx942")
    >>> r = next(r for r in t.instructions if r["op"] == "ds_read_b32")   # 32 banks: two halves
    >>> r["bytes"], r["groups"]
    (4, '0-31 | 32-63')
    """
    from ldsopt.api import alias_note, arch, instructions
    from ldsopt.render.text import lane_ranges
    a = arch(name)
    rows = []
    for inst in instructions(a.name):
        if a.is_amd:
            groups = " | ".join(lane_ranges(g) for g in inst.groups)
        else:
            groups = {"matrix": "one phase per 8x8 matrix",
                      "w8": ("half-warps; loads whose lanes pair up (i^1 or i^2 equal) as one phase"
                             if inst.kind == "load" else "half-warps"),
                      "w16": ("quarter-warps; loads whose lanes pair up (i^1 or i^2 equal) as half-warps"
                              if inst.kind == "load" else "quarter-warps")}.get(inst.nv_rule, "whole warp")
        rows.append({"op": inst.name, "bytes": inst.width, "groups": groups, "source": inst.source})
    note = alias_note(name)
    return ArchTable(a.name, a.product, a.banks, a.bank_bytes, a.wave, tuple(rows),
                     name if note else None, note)


@dataclass(frozen=True)
class AsmOccupancy:
    """The occupancy of every kernel of an AMDGPU ``.s``: LLVM's rule (compared with the file's
    ``; Occupancy:`` figure) and the hardware's."""
    file: str
    kernels: tuple             # {"kernel", "arch", "llvm_occupancy", "waves_per_simd", "limiter",
                               #  "agrees_with_llvm", "hardware"} per kernel

    @property
    def disagreeing(self) -> tuple:
        """The kernels whose occupancy differs from the file's ``; Occupancy:`` figure."""
        return tuple(k["kernel"] for k in self.kernels if k["agrees_with_llvm"] is False)

    def to_json(self) -> dict:
        """``ldsopt occupancy --isa FILE --json``."""
        return {"file": self.file, "kernels": [dict(k) for k in self.kernels]}


def asm_occupancy(path, *, arch: str | None = None, kernel: str | None = None) -> AsmOccupancy:
    """Waves per SIMD of every kernel of an AMDGPU ``.s`` from its resources (VGPRs, AGPRs,
    SGPRs, LDS, workgroup size), as LLVM counts them and as the hardware allocates.

    Parameters
    ----------
    path : str or path-like
        The ``.s`` file.
    arch : str, optional
        The target (default: the file's ``.amdgcn_target``).
    kernel : str, optional
        Only this kernel.

    Returns
    -------
    AsmOccupancy
        ``kernels`` (``waves_per_simd``, ``limiter``, ``llvm_occupancy``, ``agrees_with_llvm``,
        ``hardware``: :meth:`ldsopt.occupancy`'s ``to_dict()``), ``disagreeing``; ``to_json()`` is
        ``ldsopt occupancy --isa FILE --json``.

    Examples
    --------
    >>> import os, ldsopt
    >>> s = os.path.join(os.path.dirname(ldsopt.__file__), "demos", "kernels", "transpose_gfx942.s")
    >>> r = ldsopt.asm_occupancy(s, kernel="_Z15transpose_plainPfPKfi")
    >>> [k["arch"] for k in r.kernels], r.disagreeing
    (['gfx942'], ())
    """
    import os
    from pathlib import Path

    from ldsopt.api import asm_kernels, occupancy
    from ldsopt.argcheck import optional_str, path_like
    p = os.fspath(path_like("asm_occupancy", "path", path))
    optional_str("asm_occupancy", "arch", arch)
    optional_str("asm_occupancy", "kernel", kernel)
    ks = asm_kernels(Path(p))
    if kernel:
        ks = [k for k in ks if k["name"] == kernel]
        if not ks:
            raise UsageError(f"{p}: no kernel named {kernel!r}")
    out = []
    for k in ks:
        a = arch or k.get("arch")
        if not a:
            raise UsageError(f"{p}: no .amdgcn_target line; give arch=")
        if k.get("vgprs") is None:
            raise UsageError(f"{p}: kernel {k['name']} has no VGPR count (no '; NumVgprs:' comment or metadata)")
        wg = k.get("wg_size") or 1024
        common = dict(vgprs=k["vgprs"], agprs=k.get("agprs") or 0, sgprs=k.get("sgprs") or 0,
                      lds_bytes=k.get("lds_bytes") or 0)
        llvm = occupancy(a, wg_size=wg, llvm_compat=True, **common)
        hw = occupancy(a, wg_size=wg, **common)
        out.append({"kernel": k["name"], "arch": llvm.arch, "llvm_occupancy": k.get("llvm_occupancy"),
                    "waves_per_simd": llvm.waves_per_simd, "limiter": llvm.limiter,
                    "agrees_with_llvm": (None if k.get("llvm_occupancy") is None
                                         else llvm.waves_per_simd == k["llvm_occupancy"]),
                    "hardware": hw.to_dict()})
    return AsmOccupancy(p, tuple(out))
