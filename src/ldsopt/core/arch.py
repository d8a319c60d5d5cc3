"""The facts of each GPU, as a datasheet.

Every number here says where it comes from in ``SOURCES`` (documented, and by whom; or
measured, and where).  Where public sources disagree, the disagreement is written down
in ``DISPUTES`` and the choice is a named setting in :mod:`ldsopt.instructions`.

Reading guide for the columns:

- ``banks`` x ``bank_bytes``: the shared-memory / LDS bank array.
- ``lds_per_cu``: LDS (AMD) or the largest shared-memory carve-out (NVIDIA) per CU/SM, bytes.
- ``lds_per_wg``: the most one workgroup / thread block can allocate, bytes.
- ``lds_granule``: allocation granule of LDS per workgroup (AMD) or of shared memory per
  block (NVIDIA), bytes.
- ``wave``: wavefront / warp size.
- ``peak_bytes_per_clk``: LDS / shared bandwidth per CU/SM per clock, conflict-free.
- The remaining columns feed :mod:`ldsopt.occupancy`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ldsopt.errors import UsageError

KiB = 1024


@dataclass(frozen=True)
class Arch:
    name: str
    vendor: str  # "amd" | "nvidia"
    product: str
    banks: int
    bank_bytes: int
    wave: int
    lds_per_cu: int
    lds_per_wg: int
    lds_granule: int
    peak_bytes_per_clk: int
    # --- occupancy (AMD) ---
    simds_per_cu: int = 0
    max_waves_per_simd: int = 0
    vgprs_per_simd: int = 0  # registers per lane in one SIMD's file (unified on gfx90a+)
    max_vgprs_per_wave: int = 0
    vgpr_granule: int = 0
    unified_agprs: bool = False
    sgprs_per_simd: int = 0
    max_sgprs_per_wave: int = 0
    sgpr_granule: int = 0
    # SGPR count (VCC/FLAT_SCRATCH/XNACK included) -> waves per SIMD: ((at most, waves), ...);
    # above the last bound, `sgpr_waves_floor`.  LLVM getOccupancyWithNumSGPRs (GFX8/GFX9).
    sgpr_waves_steps: tuple = ()
    sgpr_waves_floor: int = 0
    max_sgprs_with_extras: int = 0  # addressable + VCC/FLAT_SCRATCH/XNACK (LLVM: 112 on GFX8/9)
    max_wg_per_cu: int = 0  # workgroups of 2+ waves per CU (barrier slots); 1-wave WGs: wave slots
    # --- occupancy (NVIDIA) ---
    regs_per_sm: int = 0
    max_regs_per_thread: int = 0
    reg_alloc_unit: int = 0  # registers, allocated per warp
    max_warps_per_sm: int = 0
    max_blocks_per_sm: int = 0
    max_threads_per_block: int = 0
    smem_reserved_per_block: int = 0
    smem_carveouts_kib: tuple = field(default_factory=tuple)
    regs_per_block: int = 0       # most registers one block may hold (cudaDeviceProp.regsPerBlock)
    sub_partitions: int = 0       # SM sub-partitions (schedulers); registers are split among them

    @property
    def is_amd(self) -> bool:
        return self.vendor == "amd"

    @property
    def is_nvidia(self) -> bool:
        return self.vendor == "nvidia"

    @property
    def bank_window(self) -> int:
        """Bytes after which bank numbers repeat (banks * bank_bytes)."""
        return self.banks * self.bank_bytes


_AMD_COMMON = dict(vendor="amd", bank_bytes=4, wave=64, simds_per_cu=4, sgprs_per_simd=800,
                   max_sgprs_per_wave=102, sgpr_granule=16, max_wg_per_cu=16,
                   sgpr_waves_steps=((80, 10), (88, 9), (100, 8)), sgpr_waves_floor=7,
                   max_sgprs_with_extras=112)

_NV_COMMON = dict(vendor="nvidia", banks=32, bank_bytes=4, wave=32, peak_bytes_per_clk=128,
                  regs_per_sm=65536, max_regs_per_thread=255, reg_alloc_unit=256,
                  max_threads_per_block=1024, regs_per_block=65536, sub_partitions=4)

ARCHES: dict[str, Arch] = {
    # ------------------------------------------------------------------ AMD
    "gfx906": Arch(name="gfx906", product="MI50/MI60 (Vega 20, GCN5)", banks=32,
                   lds_per_cu=64 * KiB, lds_per_wg=64 * KiB, lds_granule=512,
                   peak_bytes_per_clk=128, max_waves_per_simd=10, vgprs_per_simd=256,
                   max_vgprs_per_wave=256, vgpr_granule=4, unified_agprs=False, **_AMD_COMMON),
    "gfx90a": Arch(name="gfx90a", product="MI200 (CDNA2)", banks=32,
                   lds_per_cu=64 * KiB, lds_per_wg=64 * KiB, lds_granule=512,
                   peak_bytes_per_clk=128, max_waves_per_simd=8, vgprs_per_simd=512,
                   max_vgprs_per_wave=512, vgpr_granule=8, unified_agprs=True, **_AMD_COMMON),
    "gfx942": Arch(name="gfx942", product="MI300X/MI300A/MI308 (CDNA3)", banks=32,
                   lds_per_cu=64 * KiB, lds_per_wg=64 * KiB, lds_granule=512,
                   peak_bytes_per_clk=128, max_waves_per_simd=8, vgprs_per_simd=512,
                   max_vgprs_per_wave=512, vgpr_granule=8, unified_agprs=True, **_AMD_COMMON),
    "gfx950": Arch(name="gfx950", product="MI350X/MI355X (CDNA4)", banks=64,
                   lds_per_cu=160 * KiB, lds_per_wg=160 * KiB, lds_granule=1280,
                   peak_bytes_per_clk=256, max_waves_per_simd=8, vgprs_per_simd=512,
                   max_vgprs_per_wave=512, vgpr_granule=8, unified_agprs=True, **_AMD_COMMON),
    # --------------------------------------------------------------- NVIDIA
    "sm_70": Arch(name="sm_70", product="V100 (Volta)", lds_per_cu=96 * KiB,
                  lds_per_wg=96 * KiB, lds_granule=256, max_warps_per_sm=64,
                  max_blocks_per_sm=32, smem_reserved_per_block=0,
                  smem_carveouts_kib=(0, 8, 16, 32, 64, 96), **_NV_COMMON),
    "sm_75": Arch(name="sm_75", product="T4 / RTX 20 (Turing)", lds_per_cu=64 * KiB,
                  lds_per_wg=64 * KiB, lds_granule=256, max_warps_per_sm=32,
                  max_blocks_per_sm=16, smem_reserved_per_block=0,
                  smem_carveouts_kib=(32, 64), **_NV_COMMON),
    "sm_80": Arch(name="sm_80", product="A100 (Ampere)", lds_per_cu=164 * KiB,
                  lds_per_wg=163 * KiB, lds_granule=128, max_warps_per_sm=64,
                  max_blocks_per_sm=32, smem_reserved_per_block=1 * KiB,
                  smem_carveouts_kib=(0, 8, 16, 32, 64, 100, 132, 164), **_NV_COMMON),
    "sm_86": Arch(name="sm_86", product="RTX 30 / A10 / A40 (Ampere)", lds_per_cu=100 * KiB,
                  lds_per_wg=99 * KiB, lds_granule=128, max_warps_per_sm=48,
                  max_blocks_per_sm=16, smem_reserved_per_block=1 * KiB,
                  smem_carveouts_kib=(0, 8, 16, 32, 64, 100), **_NV_COMMON),
    "sm_89": Arch(name="sm_89", product="L4 / L40 / RTX 40 (Ada)", lds_per_cu=100 * KiB,
                  lds_per_wg=99 * KiB, lds_granule=128, max_warps_per_sm=48,
                  max_blocks_per_sm=24, smem_reserved_per_block=1 * KiB,
                  smem_carveouts_kib=(0, 8, 16, 32, 64, 100), **_NV_COMMON),
    "sm_90": Arch(name="sm_90", product="H100 / H200 (Hopper)", lds_per_cu=228 * KiB,
                  lds_per_wg=227 * KiB, lds_granule=128, max_warps_per_sm=64,
                  max_blocks_per_sm=32, smem_reserved_per_block=1 * KiB,
                  smem_carveouts_kib=(0, 8, 16, 32, 64, 100, 132, 164, 196, 228), **_NV_COMMON),
}

# Later NVIDIA parts whose shared-memory bank rules are the same as sm_90's (32 banks of 4 bytes,
# 128 B/clk/SM).  Their occupancy limits differ, so they alias only for the bank model.
BANK_ALIASES = {"sm_100": "sm_90", "sm_103": "sm_90", "sm_120": "sm_89", "sm_87": "sm_86",
                "gfx940": "gfx942", "gfx941": "gfx942", "gfx908": "gfx90a"}

_CUDA_GUIDE = ("CUDA C++ Programming Guide, 'Compute Capabilities' tables (shared memory per SM / "
               "per block, warps and blocks per SM, 32 banks of 4 bytes)")
_OCC_XLS = "CUDA Occupancy Calculator (CUDA_Occupancy_Calculator.xls / cuda-occupancy API): allocation units"
_LLVM_USAGE = "LLVM AMDGPUUsage.rst (memory model, LDS_SIZE granularity in COMPUTE_PGM_RSRC2)"

SOURCES: dict[str, str] = {
    "amd.banks": "AMD CDNA3 ISA guide s.11 'LDS': 32 banks x 4 B; CDNA4 ISA guide: 64 banks x 4 B "
                 "(also CK Tile docs 'LDS bank conflicts', the LDS-optimization guide)",
    "amd.lds_per_cu": "AMD CDNA3 ISA (64 KiB per CU); CDNA4 ISA / LLVM AMDGPUUsage gfx950 (160 KiB)",
    "amd.lds_granule": _LLVM_USAGE + ": 128 dwords = 512 B for gfx9 (gfx906/gfx90a/gfx942), 320 dwords "
                       "= 1280 B for gfx950.  the LDS-optimization guide says 256 B on gfx942: LLVM wins (DISPUTES).",
    "amd.peak_bytes_per_clk": "banks x 4 B per clock (CDNA3 ISA: 128 B/clk; CDNA4: 256 B/clk)",
    "amd.wave": "wave64 on all CDNA/GCN compute parts (AMD ISA guides)",
    "amd.occupancy": "LLVM AMDGPUBaseInfo.cpp (IsaInfo): getMaxWavesPerEU = 8 on gfx90a+ (GFX90AInsts), "
                     "10 on other GFX9; getVGPRAllocGranule = 8 on gfx90a+, 4 on gfx906 (wave64); "
                     "getTotalNumVGPRs = 512 on gfx90a+, 256 on gfx906; getAddressableNumVGPRs 512/256 "
                     "(256 arch VGPRs + 256 AGPRs on gfx90a+); getNumWavesPerEUWithNumVGPRs = "
                     "min(max(total // align(n, granule), 1), max waves); total VGPRs with AGPRs = "
                     "align(arch, 4) + agpr when agpr > 0 (AMDGPUResourceUsageAnalysis / SIProgramInfo); "
                     "getTotalNumSGPRs 800, getAddressableNumSGPRs 102, getSGPRAllocGranule 16, "
                     "getMaxNumSGPRs non-addressable 112; getOccupancyWithNumSGPRs (GFX8/9): <=80 -> 10, "
                     "<=88 -> 9, <=100 -> 8, else 7; getMaxWorkGroupsPerCU: single-wave workgroups are "
                     "limited by wave slots only, others by min(wave slots / waves per WG, 16 barriers); "
                     "getEUsPerCU 4; AMDGPUSubtarget::getOccupancyWithWorkGroupSizes (LDS, flat WG sizes). "
                     "AMD CDNA3 ISA s.3 (512-entry unified VGPR/AGPR file).  Checked 2026-11-21 against "
                     "llvm-project sources through the search tools.",
    "nvidia.banks": _CUDA_GUIDE,
    "nvidia.smem": _CUDA_GUIDE + "; reserved 1 KiB per block on sm_80+ (CUDA Programming Guide, "
                   "'Shared Memory' for compute capability 8.x / 9.0)",
    "nvidia.lds_granule": _OCC_XLS + " (256 B on 7.x, 128 B on 8.x/9.0)",
    "nvidia.occupancy": _CUDA_GUIDE + "; " + _OCC_XLS + " (register allocation unit 256 per warp)"
                        "; cuda_occupancy.h (CUDA 13.0): registers are allocated per warp in units of 256 "
                        "and split over 4 sub-partitions (warps per SM = 4 * floor(regsPerSM/4 / regs per "
                        "warp)); a block's registers are checked against regsPerBlock with its warps rounded "
                        "up to 4; shared memory per block = roundup(smem + reserved, granule); carve-out "
                        "default = the largest, a preference is rounded up to the next supported size.  "
                        "Measured on sm_90 (NVIDIA H200, driver 580.159.04, CUDA 13.0): "
                        "docs/results/occupancy_sm90.json (regsPerBlock 65536, reservedSharedMemPerBlock 1024, "
                        "sharedMemPerMultiprocessor 233472, maxBlocksPerMultiProcessor 32); sm_70 .. sm_90 "
                        "checked against CUDA 13.0's cuda_occupancy.h: tests/data/occupancy/cuda_occupancy_h.json",
    "nvidia.peak_bytes_per_clk": "32 banks x 4 B = 128 B/clk/SM (CUDA Programming Guide); "
                                 "measured 127.8 B/clk/SM (99.8 %) on H200 and H100, "
                                 "docs/validation/timing.md",
}

DISPUTES: list[dict] = [
    {"fact": "gfx942 LDS allocation granule",
     "values": {"the LDS-optimization guide": "256 B", "LLVM AMDGPUUsage": "512 B"},
     "chosen": "512 B (LLVM: the compiler encodes LDS_SIZE in 128-dword units)"},
    {"fact": "gfx950 stride-128 B ds_read_b32 conflicts",
     "values": {"the LDS-optimization guide": "2-way",
                "bank model": "none within a 2-lane pair; over 64 lanes on 64 banks a 128 B stride "
                              "puts 32 lanes on bank 0 and 32 on bank 32: 32-way"},
     "chosen": "the bank model; the guide's '2-way' counts banks used, not words per bank"},
    {"fact": "gfx950 ds_read/ds_write b32 lane groups",
     "values": {"nod-ai cdna4info (raw latency data, no b32 table)": "one 64-lane group",
                "a third-party runbook": "2 x 32 lanes"},
     "chosen": "setting gfx950_b32, default 'wave64'"},
    {"fact": "gfx950 ds_write_b128 lane groups",
     "values": {"inferred from 64 banks": "4 x 16 lanes", "a third-party runbook": "8 x 8 lanes"},
     "chosen": "setting gfx950_write, default '4x16' (no measurement either way)"},
    {"fact": "waves per SIMD at 170 combined VGPRs (gfx942)",
     "values": {"the prefetch guide": "3", "LLVM getNumWavesPerEUWithNumVGPRs": "2 (170 -> 176; 512 // 176)"},
     "chosen": "2"},
]


def _key(name: str) -> str:
    key = name.strip().lower()
    if key.startswith("sm") and not key.startswith("sm_"):
        key = "sm_" + key[2:]
    if key.isdigit():
        key = "sm_" + key
    return key


def get_arch(name: str, alias_ok: bool = True) -> Arch:
    """Look up an architecture by name (``gfx942``, ``sm_90``, ``sm90``, ``90``...).

    Names in :data:`BANK_ALIASES` (``sm_100``, ``gfx908``...) give the datasheet arch whose bank
    rules they share; :func:`alias_note` says so in words.  ``alias_ok=False`` refuses them, for
    what the alias does not carry over (occupancy: their register files and limits differ)."""
    if not isinstance(name, str):
        raise UsageError(f"arch must be a string such as \"gfx942\" or \"sm_90\", got {type(name).__name__}")
    key = _key(name)
    if key in BANK_ALIASES:
        if not alias_ok:
            raise UsageError(f"no occupancy data for {key}: ldsopt models only its shared-memory banks, "
                             f"as {BANK_ALIASES[key]}'s; its register file and limits differ "
                             f"(occupancy knows: {', '.join(ARCHES)})")
        key = BANK_ALIASES[key]
    if key not in ARCHES:
        shown = name if len(name) <= 40 else name[:40] + "..."
        raise UsageError(f"unknown arch {shown!r} (known: {', '.join(ARCHES)}; bank model only: "
                         f"{', '.join(BANK_ALIASES)})")
    return ARCHES[key]


def alias_note(name) -> str | None:
    """For a name in :data:`BANK_ALIASES`: one line saying which datasheet arch models it."""
    if not isinstance(name, str) or _key(name) not in BANK_ALIASES:
        return None
    key = _key(name)
    a = ARCHES[BANK_ALIASES[key]]
    return (f"{key} is modelled as {a.name}: same LDS / shared-memory banks ({a.banks} x {a.bank_bytes} B); "
            f"its occupancy limits are not modelled")


def table() -> list[dict]:
    """The datasheet as rows, for `ldsopt arch` and the docs."""
    rows = []
    for a in ARCHES.values():
        rows.append({"arch": a.name, "product": a.product, "banks": a.banks,
                     "bank_bytes": a.bank_bytes, "wave": a.wave, "lds_per_cu": a.lds_per_cu,
                     "lds_per_wg": a.lds_per_wg, "lds_granule": a.lds_granule,
                     "peak_bytes_per_clk": a.peak_bytes_per_clk})
    return rows
