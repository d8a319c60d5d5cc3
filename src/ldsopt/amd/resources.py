"""The resources of an AMDGPU ``.s`` kernel (registers, scratch, LDS bytes) and its occupancy, next to
LLVM's own ``; Occupancy:`` comment."""

from __future__ import annotations


def occupancy_check(k, arch: str | None, wg_size: int | None, lds_bytes: int | None = None) -> dict:
    """Occupancy from ldsopt.budgets.occupancy, next to LLVM's `; Occupancy:` comment when present."""
    out = {"llvm": k.llvm_occupancy}
    if not arch:
        out["skipped"] = "arch unknown (no .amdgcn_target; give the arch)"
        return out
    if k.vgprs is None:
        out["skipped"] = "VGPR count not found in the file"
        return out
    wg = wg_size or k.wg_size or 256
    lds = (k.lds_bytes or 0) if lds_bytes is None else lds_bytes
    out["inputs"] = {"arch": arch, "vgprs": k.vgprs, "agprs": k.agprs or 0, "sgprs": k.sgprs or 0,
                     "lds_bytes": lds, "wg_size": wg}
    from ldsopt.budgets.occupancy import amd_occupancy
    r = amd_occupancy(arch, k.vgprs, agprs=k.agprs or 0, sgprs=k.sgprs or 0, lds_bytes=lds, wg_size=wg)
    out["waves_per_simd"] = r.waves_per_simd
    out["limiter"] = r.limiter
    if k.llvm_occupancy is not None:
        # LLVM's comment does not round LDS up to the allocation granule; compare like with like,
        # and say so when the granule changes the answer.
        rc = amd_occupancy(arch, k.vgprs, agprs=k.agprs or 0, sgprs=k.sgprs or 0, lds_bytes=lds,
                           wg_size=wg, llvm_compat=True)
        out["agrees_with_llvm"] = rc.waves_per_simd == k.llvm_occupancy
        if not out["agrees_with_llvm"]:
            out["difference"] = (f"ldsopt.occupancy (LLVM's rules) says {rc.waves_per_simd} waves/SIMD "
                                 f"({rc.limiter}), LLVM's comment says {k.llvm_occupancy}")
        elif rc.waves_per_simd != r.waves_per_simd:
            out["granule_note"] = (f"with {lds} B of LDS rounded up to the allocation granule the hardware "
                                   f"runs {r.waves_per_simd} waves/SIMD; LLVM's figure ignores the granule")
    return out


def kernel_resources(k, arch: str | None, wg: int | None, lds_bytes: int | None = None) -> dict:
    """Registers, scratch and LDS bytes of a ``.s`` kernel (with where each number comes from, and
    where the sources disagree) and its occupancy (:func:`occupancy_check`)."""
    return {"vgprs": k.vgprs, "total_vgprs": k.total_vgprs, "agprs": k.agprs, "sgprs": k.sgprs,
            "scratch": k.scratch, "lds_bytes": k.lds_bytes, "wg_size": k.wg_size, "wave_size": k.wave_size,
            "sources": k.sources, "disagreements": k.disagreements, "notes": k.notes,
            "occupancy": occupancy_check(k, arch, wg, lds_bytes)}
