"""Occupancy: how many waves (AMD) or blocks and warps (NVIDIA) fit at once, and what limits them.

AMD (gfx906, gfx90a, gfx942, gfx950): waves per SIMD as LLVM computes the figure it prints as
``; Occupancy:`` -- the smallest of what the VGPRs (arch + AGPRs, unified 512-entry file on
gfx90a+), the SGPRs, the LDS and the per-CU workgroup slots allow -- plus whole workgroups per CU.
NVIDIA (sm_70 .. sm_90): blocks and warps per SM as ``cudaOccupancyMaxActiveBlocksPerMultiprocessor``
computes them (checked against the real call on sm_90: ``docs/results/occupancy_sm90.json``).

All facts come from :mod:`ldsopt.arch` (each with its source).  Only the standard library is used.

Definitions (AMD):

- ``total_vgprs``: ``align(vgprs, 4) + agprs`` when ``agprs > 0`` on gfx90a+, else ``vgprs``.
- VGPR waves: ``min(max(vgprs_per_simd // align(total, granule), 1), max_waves)``; below one
  granule, ``max_waves``.
- SGPR waves: LLVM's GFX8/9 table (80 -> 10, 88 -> 9, 100 -> 8, more -> 7), at most ``max_waves``.
- LDS: the workgroup's LDS is rounded up to the arch's allocation granule (512 B; 1280 B on
  gfx950); ``lds_per_cu // that`` workgroups fit.  (LLVM does not round: ``llvm_compat=True``.)
- Workgroup slots: 1-wave workgroups are limited only by wave slots (``max_waves * 4``); larger
  ones by ``min(max_waves * 4 // waves_per_wg, 16)`` (barrier resources).
- LDS/slot waves per SIMD: ``ceil(workgroups * waves_per_wg / 4)``, as LLVM spreads waves evenly.
- ``waves_per_simd`` is the minimum of those; ``workgroups_per_cu`` counts whole workgroups that
  fit at once (all of a workgroup's waves, its LDS and a slot), which can be fewer than
  ``waves_per_simd * 4 / waves_per_wg`` when a workgroup's waves do not divide evenly.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from ldsopt.core.arch import Arch, get_arch
from ldsopt.errors import UsageError

_INF = 1 << 30


def _arch(arch) -> Arch:
    """The datasheet arch; a bank-model alias (gfx908, sm_100...) is refused: its register file and
    limits are not those of the arch it borrows the banks of."""
    return arch if isinstance(arch, Arch) else get_arch(arch, alias_ok=False)


def _align(x: int, g: int) -> int:
    return -(-x // g) * g


def _int(name: str, v, lo: int = 0) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        try:
            if isinstance(v, float) and v.is_integer():
                v = int(v)
            else:
                raise TypeError
        except (TypeError, AttributeError):
            raise UsageError(f"{name} must be an integer, got {v!r}") from None
    if v < lo:
        raise UsageError(f"{name} must be >= {lo}, got {v}")
    return v


# ------------------------------------------------------------------------------------------ AMD


def total_vgprs(arch, vgprs: int, agprs: int = 0) -> int:
    """Registers that count for occupancy: arch VGPRs aligned to 4 plus AGPRs (unified file)."""
    a = _arch(arch)
    if a.unified_agprs and agprs > 0:
        return _align(vgprs, 4) + agprs
    return max(vgprs, agprs)


def vgpr_waves(arch, total: int) -> int:
    a = _arch(arch)
    if total < a.vgpr_granule:
        return a.max_waves_per_simd
    return min(max(a.vgprs_per_simd // _align(total, a.vgpr_granule), 1), a.max_waves_per_simd)


def sgpr_waves(arch, sgprs: int) -> int:
    a = _arch(arch)
    for bound, waves in a.sgpr_waves_steps:
        if sgprs <= bound:
            return min(waves, a.max_waves_per_simd)
    return min(a.sgpr_waves_floor, a.max_waves_per_simd)


def wg_slots(arch, waves_per_wg: int) -> int:
    """Workgroups per CU allowed by wave slots and barriers, LDS aside."""
    a = _arch(arch)
    slots = a.max_waves_per_simd * a.simds_per_cu
    if waves_per_wg == 1:
        return slots
    return min(slots // waves_per_wg, a.max_wg_per_cu)


def _waves_from_wgs(a: Arch, wgs: int, waves_per_wg: int) -> int:
    return max(1, min(-(-wgs * waves_per_wg // a.simds_per_cu), a.max_waves_per_simd))


def llvm_lds_waves(arch, lds_bytes: int, min_wg: int = 1, max_wg: int = 1024) -> int:
    """Waves per SIMD that LLVM allows from LDS and workgroup size, for a kernel whose flat workgroup
    size lies in [min_wg, max_wg] (``amdgpu-flat-work-group-size``; LLVM's default is 1,1024).

    The maximum over the workgroup sizes in the range of the waves that fit, with LDS not rounded to
    its granule (LLVM's own FIXME) -- the same figure as AMDGPUSubtarget::getOccupancyWithWorkGroupSizes
    (its second value).  Computed here by trying every wave count a workgroup size in the range can
    have, which gives the same answer as LLVM's closed form."""
    a = _arch(arch)
    wgs_lds = a.lds_per_cu // max(lds_bytes, 1)
    if wgs_lds == 0:
        return 1
    lo = max(1, -(-min_wg // a.wave))
    hi = max(lo, -(-max_wg // a.wave))
    best = 0
    for w in range(lo, hi + 1):
        best = max(best, min(wg_slots(a, w), wgs_lds) * w)
    return max(1, min(-(-best // a.simds_per_cu), a.max_waves_per_simd))


@dataclass
class AmdOccupancy:
    arch: str
    vgprs: int
    agprs: int
    total_vgprs: int
    allocated_vgprs: int
    sgprs: int
    lds_bytes: int
    lds_allocated: int
    wg_size: int
    waves_per_wg: int
    waves_per_simd: int
    limiter: str
    limiters: list
    limits: dict             # resource -> waves per SIMD it alone allows
    workgroups_per_cu: int
    waves_per_cu: int
    max_waves_per_simd: int
    steps: dict = field(default_factory=dict)  # resource -> distance to the next step either way

    def to_dict(self) -> dict:
        return asdict(self)


_AMD_ORDER = ("vgpr", "sgpr", "lds", "wg_slots")


def _amd_steps(a: Arch, total: int, sgprs: int, lds_bytes: int, lds_alloc: int, waves_per_wg: int,
               limits: dict, lds_granule: int) -> dict:
    """For each resource: how much less of it would give one more wave per SIMD (None at the cap
    or where no amount does), and how much more it can take before losing one (None: never)."""
    mw = a.max_waves_per_simd
    out = {}
    w = limits["vgpr"]
    g = a.vgpr_granule
    more = None if w >= mw else a.vgprs_per_simd // (w + 1) // g * g
    less = None if w <= 1 else a.vgprs_per_simd // w // g * g
    out["vgpr"] = {"waves": w, "used": total,
                   "to_gain_a_wave": (None if more is None else max(total - more, 0)),
                   "to_lose_a_wave": (None if less is None else less - total + 1)}
    w = limits["sgpr"]
    bounds = [b for b, _ in a.sgpr_waves_steps]
    nxt = [b for b, wv in a.sgpr_waves_steps if min(wv, mw) > w]
    cur = [b for b, wv in a.sgpr_waves_steps if min(wv, mw) == w]
    if sgprs == 0:  # not given: no limit, no step to speak of
        nxt, cur = [], []
    out["sgpr"] = {"waves": w, "used": sgprs,
                   "to_gain_a_wave": (sgprs - max(nxt) if nxt else None),
                   "to_lose_a_wave": (max(cur) - sgprs + 1 if cur and max(cur) < bounds[-1] + 1
                                      and w > min(a.sgpr_waves_floor, mw) else None)}
    # LDS: waves depend on whole workgroups
    w = limits["lds"]
    if lds_alloc == 0:
        out["lds"] = {"waves": w, "used": 0, "to_gain_a_wave": None, "to_lose_a_wave": None}
    else:
        wgs = a.lds_per_cu // lds_alloc
        spc = a.simds_per_cu
        # one more wave needs ceil(n * wpw / 4) > w: n = 4w // wpw + 1 workgroups, each fitting
        gain = None
        if w < mw:
            n = max(wgs + 1, spc * w // waves_per_wg + 1)
            fit = a.lds_per_cu // n // lds_granule * lds_granule
            gain = max(lds_bytes - fit, 0) if fit > 0 else None
        # one wave fewer: at most 4(w-1) // wpw workgroups
        lose = None
        n = spc * (w - 1) // waves_per_wg
        if 1 <= n < wgs:
            bound = a.lds_per_cu // (n + 1) // lds_granule * lds_granule
            lose = bound - lds_bytes + 1 if bound >= lds_alloc else None
        out["lds"] = {"waves": w, "used": lds_bytes, "allocated": lds_alloc, "to_gain_a_wave": gain,
                      "to_lose_a_wave": lose}
    out["wg_slots"] = {"waves": limits["wg_slots"], "used": waves_per_wg,
                       "to_gain_a_wave": None, "to_lose_a_wave": None}
    return out


def amd_occupancy(arch, vgprs: int, agprs: int = 0, sgprs: int = 0, lds_bytes: int = 0,
                  wg_size: int = 256, *, llvm_compat: bool = False,
                  min_wg_size: int | None = None) -> AmdOccupancy:
    """Waves per SIMD and workgroups per CU of an AMD kernel.

    ``sgprs`` counts VCC/FLAT_SCRATCH/XNACK too (LLVM's ``NumSgprs``; 0 = unknown, no limit).
    ``llvm_compat=True`` reproduces LLVM's ``; Occupancy:`` exactly: LDS not rounded to its granule,
    and the workgroup taken at its maximum flat size ``wg_size`` (LLVM 19's
    ``getOccupancyWithLocalMemSize``: agrees with every clang-19 and Triton fixture under
    tests/data/isa, where the range [1, max] gives 10 instead of 8 waves on three gfx906 kernels).
    ``min_wg_size`` gives a range [min_wg_size, wg_size] instead, the rule of later LLVM versions
    (``getOccupancyWithWorkGroupSizes``: the best size in the range).  Raises UsageError on
    impossible input."""
    a = _arch(arch)
    if not a.is_amd:
        raise UsageError(f"{a.name} is an NVIDIA arch: use nvidia_occupancy (regs=, smem_bytes=, threads=)")
    vgprs = _int("vgprs", vgprs)
    agprs = _int("agprs", agprs)
    sgprs = _int("sgprs", sgprs)
    lds_bytes = _int("lds_bytes", lds_bytes)
    wg_size = _int("wg_size", wg_size)
    if wg_size == 0:
        raise UsageError("workgroup size must be at least 1 thread, got 0")
    if wg_size > 1024:
        raise UsageError(f"workgroup size {wg_size} is above the maximum of 1024 threads")
    if not a.unified_agprs and agprs:
        raise UsageError(f"{a.name} has no AGPRs in its occupancy budget (no unified VGPR/AGPR file); "
                         f"got agprs={agprs}")
    arch_max = 256
    if vgprs > arch_max:
        raise UsageError(f"{vgprs} arch VGPRs: at most {arch_max} are addressable per wave"
                         + (f" (the other {a.max_vgprs_per_wave - arch_max} of the {a.max_vgprs_per_wave}"
                            " are AGPRs: give them as agprs=)" if a.unified_agprs else ""))
    if agprs > 256:
        raise UsageError(f"{agprs} AGPRs: at most 256 per wave (a wave holds at most "
                         f"{a.max_vgprs_per_wave} VGPRs in total: 256 arch + 256 AGPRs)")
    total = total_vgprs(a, vgprs, agprs)
    if total > a.max_vgprs_per_wave:
        raise UsageError(f"{total} VGPRs in total (align({vgprs}, 4) + {agprs} AGPRs) is more than the "
                         f"{a.max_vgprs_per_wave} a wave can hold on {a.name}: the kernel would spill")
    if sgprs > a.max_sgprs_with_extras:
        raise UsageError(f"{sgprs} SGPRs: at most {a.max_sgprs_with_extras} per wave on {a.name} "
                         f"({a.max_sgprs_per_wave} addressable + VCC/FLAT_SCRATCH/XNACK)")
    if lds_bytes > a.lds_per_wg:
        raise UsageError(f"{lds_bytes} B of LDS per workgroup is above the {a.name} maximum of "
                         f"{a.lds_per_wg} B")
    waves_per_wg = -(-wg_size // a.wave)
    mw = a.max_waves_per_simd
    limits = {"vgpr": vgpr_waves(a, total), "sgpr": sgpr_waves(a, sgprs)}
    granule = 1 if llvm_compat else a.lds_granule
    lds_alloc = _align(lds_bytes, granule) if lds_bytes else 0
    slots = wg_slots(a, waves_per_wg)
    if llvm_compat:
        lo = wg_size if min_wg_size is None else _int("min_wg_size", min_wg_size, 1)
        both = llvm_lds_waves(a, lds_bytes, lo, wg_size)
        slot_only = llvm_lds_waves(a, 0, lo, wg_size)
        limits["lds"] = both if both < slot_only else mw
        limits["wg_slots"] = slot_only
    else:
        wgs_lds = a.lds_per_cu // lds_alloc if lds_alloc else _INF
        limits["lds"] = _waves_from_wgs(a, wgs_lds, waves_per_wg) if lds_alloc else mw
        limits["wg_slots"] = _waves_from_wgs(a, slots, waves_per_wg)
    waves = min(min(limits.values()), mw)
    limiters = [k for k in _AMD_ORDER if limits[k] == waves] if waves < mw else []
    limiter = limiters[0] if limiters else "waves"
    # whole workgroups: every wave of a workgroup on one CU, at most `reg_waves` per SIMD
    reg_waves = min(limits["vgpr"], limits["sgpr"], mw)
    wgs = min(a.lds_per_cu // lds_alloc if lds_alloc else _INF, slots,
              (reg_waves * a.simds_per_cu) // waves_per_wg)
    if wgs == 0:
        need = -(-waves_per_wg // a.simds_per_cu)
        raise UsageError(f"a {wg_size}-thread workgroup ({waves_per_wg} waves) needs {need} waves per SIMD, "
                         f"but its registers allow only {reg_waves} on {a.name}: it cannot launch")
    steps = _amd_steps(a, total, sgprs, lds_bytes, lds_alloc, waves_per_wg, limits, granule)
    return AmdOccupancy(
        arch=a.name, vgprs=vgprs, agprs=agprs, total_vgprs=total,
        allocated_vgprs=_align(max(total, 1), a.vgpr_granule), sgprs=sgprs, lds_bytes=lds_bytes,
        lds_allocated=lds_alloc, wg_size=wg_size, waves_per_wg=waves_per_wg, waves_per_simd=waves,
        limiter=limiter, limiters=limiters, limits=limits, workgroups_per_cu=wgs,
        waves_per_cu=wgs * waves_per_wg, max_waves_per_simd=mw, steps=steps)


# --------------------------------------------------------------------------------------- NVIDIA


def carveout_kib_from_percent(arch, percent: int) -> int:
    """The shared-memory carve-out (KiB) a ``cudaFuncAttributePreferredSharedMemoryCarveout``
    preference selects: percent of the largest, rounded up to the next supported size."""
    a = _arch(arch)
    if not 0 <= percent <= 100:
        raise UsageError(f"carve-out preference must be 0..100 percent, got {percent}")
    want = percent * a.lds_per_cu // 100
    return _carveout_up(a, want)


def _carveout_up(a: Arch, nbytes: int) -> int:
    for c in sorted(a.smem_carveouts_kib):
        if (c == 0 and nbytes == 0) or (c > 0 and nbytes <= c * 1024):
            return c
    raise UsageError(f"{nbytes} B of shared memory is more than the largest {a.name} carve-out "
                     f"({max(a.smem_carveouts_kib)} KiB)")


@dataclass
class NvidiaOccupancy:
    arch: str
    regs: int
    smem_bytes: int
    threads: int
    warps_per_block: int
    regs_per_warp: int
    smem_per_block: int       # allocated: (smem + reserved) rounded up to the granule
    carveout_kib: int         # the shared-memory size per SM that the calculation used
    blocks_per_sm: int
    warps_per_sm: int
    occupancy: float          # warps_per_sm / max warps per SM
    limiter: str              # "regs" | "smem" | "warps" | "blocks"
    limiters: list
    limits: dict              # resource -> blocks per SM it alone allows (None: no limit)
    max_warps_per_sm: int
    steps: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return asdict(self)


_NV_ORDER = ("regs", "smem", "warps", "blocks")


def nvidia_occupancy(arch, regs: int, smem_bytes: int, threads: int,
                     carveout_kib: int | None = None) -> NvidiaOccupancy:
    """Blocks and warps per SM, the same figure as cudaOccupancyMaxActiveBlocksPerMultiprocessor.

    ``smem_bytes``: static + dynamic shared memory of one block (the driver adds its reserved
    1 KiB on sm_80+).  ``carveout_kib``: None for no preference (the largest carve-out), else the
    carve-out in KiB (rounded up to a supported one).  A launch that cannot run (0 blocks) raises
    UsageError, as do impossible inputs."""
    a = _arch(arch)
    if not a.is_nvidia:
        raise UsageError(f"{a.name} is an AMD arch: use amd_occupancy (vgprs=, lds_bytes=, wg_size=)")
    regs = _int("regs", regs)
    smem_bytes = _int("smem_bytes", smem_bytes)
    threads = _int("threads", threads)
    if threads == 0:
        raise UsageError("threads per block must be at least 1, got 0")
    if threads > a.max_threads_per_block:
        raise UsageError(f"{threads} threads per block is above the {a.name} maximum of "
                         f"{a.max_threads_per_block}")
    if regs > a.max_regs_per_thread:
        raise UsageError(f"{regs} registers per thread is above the {a.name} maximum of "
                         f"{a.max_regs_per_thread}")
    if smem_bytes > a.lds_per_wg:
        raise UsageError(f"{smem_bytes} B of shared memory per block is above the {a.name} maximum of "
                         f"{a.lds_per_wg} B ({a.lds_per_wg // 1024} KiB, opt-in)")
    warps = -(-threads // a.wave)
    # registers: per warp in units of reg_alloc_unit, split over the sub-partitions
    rpw = _align(regs * a.wave, a.reg_alloc_unit) if regs else 0
    if rpw * _align(warps, a.sub_partitions) > a.regs_per_block:
        raise UsageError(f"{threads} threads x {regs} registers needs {rpw} registers per warp x "
                         f"{_align(warps, a.sub_partitions)} warps = {rpw * _align(warps, a.sub_partitions)}, "
                         f"more than the {a.regs_per_block} one block may hold: the launch fails")
    if rpw:
        warps_sm_regs = (a.regs_per_sm // a.sub_partitions // rpw) * a.sub_partitions
        lim_regs = warps_sm_regs // warps
    else:
        lim_regs = None
    # shared memory
    alloc = _align(smem_bytes + a.smem_reserved_per_block, a.lds_granule) if (
        smem_bytes + a.smem_reserved_per_block) else 0
    if carveout_kib is None:
        pref = max(a.smem_carveouts_kib)
    else:
        carveout_kib = _int("carveout_kib", carveout_kib)
        pref = _carveout_up(a, carveout_kib * 1024)
    smem_sm = pref * 1024 if pref * 1024 >= alloc else _carveout_up(a, alloc) * 1024
    lim_smem = smem_sm // alloc if alloc else None
    lim_warps = a.max_warps_per_sm // warps
    limits = {"regs": lim_regs, "smem": lim_smem, "warps": lim_warps, "blocks": a.max_blocks_per_sm}
    blocks = min(v for v in limits.values() if v is not None)
    if blocks == 0:  # not reachable with the checks above; kept as a guard
        raise UsageError("no block of this shape fits on one SM")
    limiters = [k for k in _NV_ORDER if limits[k] == blocks]
    steps = _nv_steps(a, regs, rpw, warps, alloc, smem_sm, limits, blocks)
    return NvidiaOccupancy(
        arch=a.name, regs=regs, smem_bytes=smem_bytes, threads=threads, warps_per_block=warps,
        regs_per_warp=rpw, smem_per_block=alloc, carveout_kib=smem_sm // 1024, blocks_per_sm=blocks,
        warps_per_sm=blocks * warps, occupancy=round(blocks * warps / a.max_warps_per_sm, 4),
        limiter=limiters[0], limiters=limiters, limits=limits, max_warps_per_sm=a.max_warps_per_sm,
        steps=steps)


def _nv_steps(a: Arch, regs, rpw, warps, alloc, smem_sm, limits, blocks) -> dict:
    out = {}
    # registers per thread for one more block (from the register limit alone)
    lr = limits["regs"]
    if lr is None:
        out["regs"] = {"blocks": None, "used": regs, "to_gain_a_block": None, "to_lose_a_block": None}
    else:
        def regs_for(nblocks):  # most registers per thread that still give nblocks
            if nblocks <= 0:
                return a.max_regs_per_thread
            per_part = -(-nblocks * warps // a.sub_partitions)
            per_warp = a.regs_per_sm // a.sub_partitions // per_part
            r = (per_warp // a.reg_alloc_unit * a.reg_alloc_unit) // a.wave
            return min(r, a.max_regs_per_thread)
        gain_r = regs_for(lr + 1)
        out["regs"] = {"blocks": lr, "used": regs,
                       "to_gain_a_block": (regs - gain_r if gain_r > 0 and lr < a.max_blocks_per_sm else None),
                       "to_lose_a_block": (regs_for(lr) - regs + 1 if regs_for(lr) < a.max_regs_per_thread
                                           else None)}
    ls = limits["smem"]
    if ls is None or alloc == 0:
        out["smem"] = {"blocks": ls, "used": alloc, "to_gain_a_block": None, "to_lose_a_block": None}
    else:
        fit_more = smem_sm // (ls + 1) // a.lds_granule * a.lds_granule
        fit_now = smem_sm // ls // a.lds_granule * a.lds_granule
        out["smem"] = {"blocks": ls, "used": alloc,
                       "to_gain_a_block": (alloc - fit_more if fit_more >= a.smem_reserved_per_block
                                           and fit_more > 0 else None),
                       "to_lose_a_block": fit_now - alloc + 1}
    out["warps"] = {"blocks": limits["warps"], "used": warps}
    out["blocks"] = {"blocks": limits["blocks"]}
    return out


# ------------------------------------------------------------------------------------ generic


def occupancy(arch, **kw):
    """Dispatch on the arch's vendor: AMD keywords (vgprs, agprs, sgprs, lds_bytes, wg_size) or
    NVIDIA ones (regs, smem_bytes, threads, carveout_kib)."""
    a = _arch(arch)
    if a.is_amd:
        return amd_occupancy(a, **kw)
    return nvidia_occupancy(a, **kw)


__all__ = ["amd_occupancy", "nvidia_occupancy", "AmdOccupancy", "NvidiaOccupancy", "occupancy",
           "total_vgprs", "vgpr_waves", "sgpr_waves", "wg_slots", "llvm_lds_waves",
           "carveout_kib_from_percent"]
