"""GPU-free model of the GEMM demonstrator's shared-memory traffic.

For each kernel variant of ``ldsopt bench gemm`` this module reproduces, in Python, the index
arithmetic of every shared-memory instruction that one thread block's warps execute (the CUDA
sources are in ``ldsopt/gpu/kernels/``; each shared access there is one inline-PTX instruction,
so the instruction stream is exactly the enumerated one).  The per-lane element coordinates go
through the tile layouts (byte offsets, ``Layout.offsets()``) to addresses, the addresses through
the bank model (:func:`ldsopt.core.simulate.simulate_batch`), and the sum over instructions, k-tiles and
blocks is the predicted number of shared-memory wavefronts that Nsight Compute counts for the
shared load, store and ldmatrix instructions (``l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld``
+ ``_op_st``; LDSM is counted under op_ld).  The shared-side writes of cp.async (LDGSTS) are
predicted too (``fill_wavefronts``) but kept apart: Nsight Compute's count for them is not a bank
property (measured on an H200: fewer than one wavefront per 16-byte LDGSTS.BYPASS instruction,
and a run-to-run varying count for the L1-allocating 4-byte form; docs/gemm.md).

Instructions as the bank model sees them:

- ``ld.shared.u16`` / ``st.shared.u16``: the tiling tutorial kernel's 2-byte accesses (variants 2-5; the
  kernels issue them as ``.volatile`` so that ptxas cannot merge neighbours into LDS.64);
- ``cp.async`` of 16 bytes (variants 5, 6): its shared-memory side as a 16-byte store
  (``st.shared.v4.u32``) of each lane's bytes;
- ``ldmatrix.x4`` / ``ldmatrix.x4.trans``: one phase per 8x8 matrix (8 row addresses of 16 B).

Only the byte offset within a tile and the stage base matter; every tile base is a multiple of
128 bytes (the bank window), as the kernels allocate them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ldsopt.errors import UsageError

ARCH = "sm_90"
WARP = 32

#: variant name -> (number in the issue, one-line description)
VARIANTS = {
    "naive": (1, "naive global-memory kernel (no shared memory)"),
    "tiled_plain": (2, "shared-memory tiled (the tiling tutorial's kernel), plain row-major tiles"),
    "tiled_pad": (3, "tiled, +1 element padding on the B tile (the tiling tutorial's kernel)"),
    "tiled_solver": (4, "tiled, layouts from the solver"),
    "tiled_cp_async": (5, "4 + cp.async multi-stage pipeline (layouts from the solver)"),
    "mma": (6, "tensor cores: mma.sync m16n8k16 + ldmatrix, solver-swizzled tiles, cp.async pipeline"),
    "wgmma": (7, "extra (sm_90a): wgmma m64nNk16 reading the hardware's 128B-swizzled tiles "
                 "(emitted ldsopt layouts), cp.async pipeline"),
}


@dataclass(frozen=True)
class KernelConfig:
    """Tile sizes and launch shape of one variant (mirrors the CUDA sources)."""

    variant: str
    kind: str            # "naive" | "tiled" | "mma" | "wgmma"
    bm: int
    bn: int
    bk: int
    threads: int
    stages: int = 1
    cp_async: bool = False
    warps_m: int = 0     # mma: warp grid (warp tile = bm / warps_m x bn / warps_n)
    warps_n: int = 0
    min_blocks: int = 1  # mma: __launch_bounds__ minimum blocks per SM
    group_m: int = 8     # mma: block rasterization group

    @property
    def warps(self) -> int:
        return self.threads // WARP

    @property
    def a_shape(self) -> tuple:
        return (self.bm, self.bk)

    @property
    def b_shape(self) -> tuple:
        return (self.bk, self.bn)

    def blocks(self, m: int, n: int) -> int:
        return (m // self.bm) * (n // self.bn)


CONFIGS = {
    "naive": KernelConfig("naive", "naive", 16, 16, 1, 256),
    "tiled_plain": KernelConfig("tiled_plain", "tiled", 64, 64, 32, 256),
    "tiled_pad": KernelConfig("tiled_pad", "tiled", 64, 64, 32, 256),
    "tiled_solver": KernelConfig("tiled_solver", "tiled", 64, 64, 32, 256),
    "tiled_cp_async": KernelConfig("tiled_cp_async", "tiled", 64, 64, 32, 256, stages=3, cp_async=True),
    # chosen by benchmarks/gemm.py --tune on an H200 (docs/results/gemm_h200_tune.json): 4 warps
    # of 64 x 64, 3 stages, 2 blocks per SM
    "mma": KernelConfig("mma", "mma", 128, 128, 32, 128, stages=3, cp_async=True, warps_m=2, warps_n=2,
                        min_blocks=2),
    # extra variant 7 (sm_90a): four warpgroups of 64 x 128 (block 256 x 128 x 64), 4 stages of
    # 48 KiB, one block per SM; chosen by benchmarks/gemm.py --tune on an H200
    # (docs/results/gemm_h200_tune.json)
    "wgmma": KernelConfig("wgmma", "wgmma", 256, 128, 64, 512, stages=4, cp_async=True),
}


def mma_config(bm=128, bn=128, warps_m=2, warps_n=4, stages=4, min_blocks=1, group_m=8,
               bk=32) -> KernelConfig:
    """A tensor-core configuration (for tuning); the committed one is CONFIGS["mma"]."""
    return KernelConfig("mma", "mma", bm, bn, bk, 32 * warps_m * warps_n, stages=stages, cp_async=True,
                        warps_m=warps_m, warps_n=warps_n, min_blocks=min_blocks, group_m=group_m)


MMA_KEYS = ("bm", "bn", "bk", "warps_m", "warps_n", "stages", "min_blocks", "group_m")


def parse_mma_config(spec: str) -> KernelConfig:
    """``"bm=128,bn=128,bk=32,warps_m=2,warps_n=4,stages=4,min_blocks=2,group_m=8"`` (any
    subset; the rest from CONFIGS["mma"]) -> a checked KernelConfig."""
    base = CONFIGS["mma"]
    kw = {k: getattr(base, k) for k in MMA_KEYS}
    for part in filter(None, (p.strip() for p in str(spec).split(","))):
        k, eq, v = part.partition("=")
        k = k.strip()
        if not eq or k not in MMA_KEYS:
            raise UsageError(f"--mma-config: expected key=value with key in {', '.join(MMA_KEYS)}, got {part!r}")
        if not v.strip().isdigit() or int(v) <= 0:
            raise UsageError(f"--mma-config: {k} must be a positive integer, got {v.strip()!r}")
        kw[k] = int(v)
    c = mma_config(**kw)
    wm, wn = c.bm // max(c.warps_m, 1), c.bn // max(c.warps_n, 1)
    if (c.bm % c.warps_m or c.bn % c.warps_n or wm % 16 or wn % 16 or c.bk not in (32, 64)
            or c.threads > 1024 or (c.bm * c.bk // 8) % c.threads or (c.bk * c.bn // 8) % c.threads
            or c.stages < 2 or c.min_blocks > 8):
        raise UsageError(f"--mma-config: {spec!r} is not a valid tile / warp / stage combination "
                         "(warp tiles multiples of 16, bk 32 or 64, whole 16-byte chunks per thread, stages >= 2)")
    return c


WGMMA_KEYS = ("bm", "bn", "stages", "group_m")
#: dynamic shared memory a block may have on sm_90 (227 KiB)
SMEM_LIMIT = 232448


def wgmma_config(bm=256, bn=128, stages=4, group_m=8) -> KernelConfig:
    """A wgmma configuration: BM / 64 warpgroups of 64 x BN, BK = 64 (the 128-byte swizzle)."""
    return KernelConfig("wgmma", "wgmma", bm, bn, 64, 2 * bm, stages=stages, cp_async=True, group_m=group_m)


def parse_wgmma_config(spec: str) -> KernelConfig:
    """``"bm=128,bn=128,stages=6,group_m=8"`` (any subset; the rest from CONFIGS["wgmma"])."""
    base = CONFIGS["wgmma"]
    kw = {k: getattr(base, k) for k in WGMMA_KEYS}
    for part in filter(None, (p.strip() for p in str(spec).split(","))):
        k, eq, v = part.partition("=")
        k = k.strip()
        if not eq or k not in WGMMA_KEYS:
            raise UsageError(f"--wgmma-config: expected key=value with key in {', '.join(WGMMA_KEYS)}, got {part!r}")
        if not v.strip().isdigit() or int(v) <= 0:
            raise UsageError(f"--wgmma-config: {k} must be a positive integer, got {v.strip()!r}")
        kw[k] = int(v)
    c = wgmma_config(**kw)
    smem = c.stages * (c.bm * 128 + 64 * c.bn * 2) + 1024
    if c.bm % 64 or c.bm > 256 or c.bn not in (128, 256) or c.stages < 3 or smem > SMEM_LIMIT:
        raise UsageError(f"--wgmma-config: {spec!r} is not valid (bm a multiple of 64 up to 256, bn 128 or 256, "
                         f"stages >= 3; shared memory {smem} bytes, at most {SMEM_LIMIT})")
    return c


def get_config(variant) -> KernelConfig:
    if isinstance(variant, KernelConfig):
        return variant
    try:
        return CONFIGS[variant]
    except KeyError:
        raise UsageError(f"unknown GEMM variant {variant!r} (one of {', '.join(VARIANTS)})")


def check_size(variant, m: int, n: int, k: int) -> None:
    """The kernels have no edge handling: the problem must be a whole number of tiles."""
    c = get_config(variant)
    for what, v, t in (("M", m, c.bm), ("N", n, c.bn), ("K", k, c.bk)):
        if not isinstance(v, (int, np.integer)) or v <= 0 or v % t:
            raise UsageError(f"{c.variant}: {what}={v} must be a positive multiple of {t}")


# ----------------------------------------------------------------------------- access enumeration
@dataclass
class Access:
    """One kind of shared-memory instruction of one block in one k-tile.

    ``coords[i, lane] = (row, col)`` is the tile element whose byte offset is the lane's address
    (for ldmatrix: the first element of the lane's 16-byte row).  ``tile`` is "A" or "B"."""

    name: str
    tile: str
    op: str
    coords: np.ndarray          # (n_instr, 32, 2) int
    kind: str = "ld"            # "ld" / "st": the ncu op_ld / op_st counters (LDS, LDSM / STS);
                                # "fill": cp.async (LDGSTS), not part of the compared total
    width: int = 2              # bytes per lane (contiguity the layout must keep)


def _lanes(warps: int):
    """tid of every (warp, lane), shape (warps, 32)."""
    return np.arange(warps * WARP).reshape(warps, WARP)


def _stack(parts):
    """list of (rows, cols) arrays each (warps, 32) -> coords (n_instr, 32, 2), warp-major."""
    rows = np.stack([p[0] for p in parts], axis=1)   # (warps, n, 32)
    cols = np.stack([p[1] for p in parts], axis=1)
    out = np.stack([rows, cols], axis=-1)             # (warps, n, 32, 2)
    return out.reshape(-1, WARP, 2).astype(np.int64)


def enumerate_accesses(variant) -> list[Access]:
    """Every shared-memory instruction one block executes in one k-tile, per lane coordinates.

    Reproduces the index arithmetic of ``gpu/kernels/tiled.cu`` and ``gpu/kernels/mma.cu``."""
    c = get_config(variant)
    if c.kind == "naive":
        return []
    tid = _lanes(c.warps)
    if c.kind == "tiled":
        tx, ty = tid & 15, tid >> 4
        acc = []
        if c.cp_async:
            a = [(tid >> 2, (tid & 3) * 8)]
            b = [(tid >> 3, (tid & 7) * 8)]
            acc.append(Access("A cp.async 16B", "A", "st.shared.v4.u32", _stack(a), "fill", 16))
            acc.append(Access("B cp.async 16B", "B", "st.shared.v4.u32", _stack(b), "fill", 16))
        else:
            a = [(ty + 16 * m, tx + 16 * n) for m in range(4) for n in range(2)]
            b = [(ty + 16 * m, tx + 16 * n) for m in range(2) for n in range(4)]
            acc.append(Access("A store", "A", "st.shared.u16", _stack(a), "st", 2))
            acc.append(Access("B store", "B", "st.shared.u16", _stack(b), "st", 2))
        al = [(ty * 4 + i, np.full_like(tid, kk)) for kk in range(c.bk) for i in range(4)]
        bl = [(np.full_like(tid, kk), tx * 4 + j) for kk in range(c.bk) for j in range(4)]
        acc.append(Access("A load", "A", "ld.shared.u16", _stack(al), "ld", 2))
        acc.append(Access("B load", "B", "ld.shared.u16", _stack(bl), "ld", 2))
        return acc
    if c.kind == "wgmma":
        # only the cp.async fills touch shared memory through the load/store unit; the tensor
        # cores read the tiles through descriptors (no LDS / LDSM instructions at all)
        nt = c.threads
        a = [((tid + nt * m) // (c.bk // 8), ((tid + nt * m) % (c.bk // 8)) * 8)
             for m in range(c.bm * c.bk // 8 // nt)]
        b = [((tid + nt * m) // (c.bn // 8), ((tid + nt * m) % (c.bn // 8)) * 8)
             for m in range(c.bk * c.bn // 8 // nt)]
        return [Access("A cp.async 16B", "A", "st.shared.v4.u32", _stack(a), "fill", 16),
                Access("B cp.async 16B", "B", "st.shared.v4.u32", _stack(b), "fill", 16)]
    # mma
    lane = tid & 31
    warp = tid >> 5
    wm, wn = warp // c.warps_n, warp % c.warps_n
    wtm, wtn = c.bm // c.warps_m, c.bn // c.warps_n
    nt = c.threads
    a = [((tid + nt * m) // (c.bk // 8), ((tid + nt * m) % (c.bk // 8)) * 8)
         for m in range(c.bm * c.bk // 8 // nt)]
    b = [((tid + nt * m) // (c.bn // 8), ((tid + nt * m) % (c.bn // 8)) * 8)
         for m in range(c.bk * c.bn // 8 // nt)]
    al = [(wm * wtm + mi * 16 + (lane & 15), ks * 16 + (lane >> 4) * 8)
          for ks in range(c.bk // 16) for mi in range(wtm // 16)]
    bl = [(ks * 16 + (lane & 15), wn * wtn + nj * 16 + (lane >> 4) * 8)
          for ks in range(c.bk // 16) for nj in range(wtn // 16)]
    return [Access("A cp.async 16B", "A", "st.shared.v4.u32", _stack(a), "fill", 16),
            Access("B cp.async 16B", "B", "st.shared.v4.u32", _stack(b), "fill", 16),
            Access("A ldmatrix.x4", "A", "ldmatrix.x4", _stack(al), "ld", 16),
            Access("B ldmatrix.x4.trans", "B", "ldmatrix.x4.trans", _stack(bl), "ld", 16)]


# ----------------------------------------------------------------------------- layout checks
def _offsets(layout) -> np.ndarray:
    off = layout.offsets() if hasattr(layout, "offsets") else layout
    return np.asarray(off, dtype=np.int64)


def stage_bytes(nbytes: int) -> int:
    """Bytes a tile takes in one stage: its allocation rounded up to 128 (as the kernels do)."""
    return (int(nbytes) + 127) // 128 * 128


def check_layout(variant, tile: str, offsets: np.ndarray, elem_bytes: int = 2) -> None:
    """The layout must be a bijection onto aligned element slots and keep each lane's
    ``width`` bytes contiguous (what cp.async / ldmatrix / the vector accesses need)."""
    c = get_config(variant)
    shape = c.a_shape if tile == "A" else c.b_shape
    off = np.asarray(offsets)
    if off.shape != shape:
        raise UsageError(f"{variant}: {tile} layout is {off.shape[0]}x{off.shape[1]}, "
                         f"the kernel's tile is {shape[0]}x{shape[1]}")
    if (off % elem_bytes).any() or (off < 0).any():
        raise UsageError(f"{variant}: {tile} layout has offsets that are negative or not "
                         f"{elem_bytes}-byte aligned")
    if len(np.unique(off)) != off.size:
        raise UsageError(f"{variant}: {tile} layout maps two elements to one address")
    for acc in enumerate_accesses(variant):
        if acc.tile != tile or acc.width <= elem_bytes:
            continue
        n = acc.width // elem_bytes
        r, col = acc.coords[..., 0].ravel(), acc.coords[..., 1].ravel()
        first = off[r, col]
        if (first % acc.width).any():
            raise UsageError(f"{variant}: {tile} layout breaks {acc.width}-byte alignment "
                             f"needed by {acc.name}")
        for e in range(1, n):
            if (off[r, col + e] != first + e * elem_bytes).any():
                raise UsageError(f"{variant}: {tile} layout splits the {acc.width}-byte runs "
                                 f"that {acc.name} needs contiguous")


# ----------------------------------------------------------------------------- address split
#: split modes of :func:`address_split` (the numbers are the kernel's ``*_SPLIT`` macros)
SPLIT_MODES = {"direct": 0, "xor": 1, "add": 2}


def tiled_split_groups(variant) -> dict:
    """The 2-byte accesses of the SIMT tiled kernel (``gpu/kernels/tiled.cu``), each coordinate
    written as a per-thread part plus a compile-time part with disjoint bits:
    ``{group: (tile, thread_coords (T, 2), const_coords (K, 2))}``.

    A loads (ty*4 + i, kk) = (4ty, 0) + (i, kk); B loads (kk, tx*4 + j) = (0, 4tx) + (kk, j);
    A/B stores (ty + 16m, tx + 16n) = (ty, tx) + (16m, 16n).  The per-thread part is the same in
    every k-tile, and the compile-time part is a constant once the loops are unrolled."""
    c = get_config(variant)
    if c.kind != "tiled":
        return {}
    ty = np.arange(16)
    zeros = np.zeros(16, np.int64)
    kk = np.arange(c.bk)

    def grid(a, b):
        return np.stack(np.meshgrid(a, b, indexing="ij"), -1).reshape(-1, 2).astype(np.int64)

    groups = {
        "A_LD": ("A", np.stack([4 * ty, zeros], -1), grid(np.arange(4), kk)),
        "B_LD": ("B", np.stack([zeros, 4 * ty], -1), grid(kk, np.arange(4))),
    }
    if not c.cp_async:
        groups["A_ST"] = ("A", grid(ty, ty), grid(16 * np.arange(c.bm // 16), 16 * np.arange(c.bk // 16)))
        groups["B_ST"] = ("B", grid(ty, ty), grid(16 * np.arange(c.bk // 16), 16 * np.arange(c.bn // 16)))
    return groups


def address_split(offsets: np.ndarray, thread: np.ndarray, const: np.ndarray) -> tuple:
    """How the kernel may compute ``off(t + k)`` for every per-thread coordinate ``t`` and
    compile-time coordinate ``k`` of a group: ``("xor", mask)`` when ``off(t + k) == off(t) ^ off(k)``
    for all pairs (GF(2)-linear layouts: swizzles, linear maps), ``("add", 0)`` when
    ``off(t + k) == off(t) + off(k)`` (strided and padded layouts; preferred when both hold), else
    ``("direct", 0)``.

    ``mask`` is the OR of ``off(t)`` over the threads: every bit a thread's own part can hold.  The
    kernel then writes ``off(t) ^ off(k)`` as ``(off(t) ^ (off(k) & mask)) + (off(k) & ~mask)``: the
    first term takes one value per distinct ``off(k) & mask`` (a few registers, computed once per
    thread), the second is a constant the compiler folds into the instruction's immediate offset.
    Checked exhaustively over all pairs, so the addresses are exactly the layout's."""
    off = np.asarray(offsets, np.int64)
    t, k = np.asarray(thread, np.int64), np.asarray(const, np.int64)
    rows = t[:, 0][:, None] + k[:, 0][None, :]
    cols = t[:, 1][:, None] + k[:, 1][None, :]
    if ((t < 0).any() or (k < 0).any() or (rows >= off.shape[0]).any()
            or (cols >= off.shape[1]).any()):
        raise UsageError("address split: coordinates outside the tile")
    ot = off[t[:, 0], t[:, 1]][:, None]
    ok = off[k[:, 0], k[:, 1]][None, :]
    full = off[rows, cols]
    if (full == ot + ok).all():
        return "add", 0
    if (full == (ot ^ ok)).all():
        mask = int(np.bitwise_or.reduce(ot.ravel()))
        return "xor", mask
    return "direct", 0


def split_defines(variant, offsets_by_tile: dict) -> dict:
    """``{group: (mode, mask)}`` for the tiled kernel's access groups (see :func:`address_split`)."""
    out = {}
    for g, (tile, t, k) in tiled_split_groups(variant).items():
        out[g] = address_split(_offsets(offsets_by_tile[tile]), t, k)
    return out


# ----------------------------------------------------------------------------- prediction
@dataclass
class Prediction:
    variant: str
    size: tuple
    blocks: int
    ktiles: int
    per_access: list = field(default_factory=list)   # dicts, totals over the whole launch
    wavefronts: int = 0          # shared load/store/ldmatrix instructions (ncu op_ld + op_st)
    ideal: int = 0
    conflicts: int = 0
    instructions: int = 0
    fill_wavefronts: int = 0     # cp.async shared-side writes, as 16-byte stores (not compared)
    fill_conflicts: int = 0

    def by_kind(self) -> dict:
        out: dict = {}
        for d in self.per_access:
            k = out.setdefault(d["kind"], {"wavefronts": 0, "conflicts": 0, "instructions": 0})
            for f in ("wavefronts", "conflicts", "instructions"):
                k[f] += d[f]
        return out

    def to_dict(self) -> dict:
        return {"variant": self.variant, "size": list(self.size), "blocks": self.blocks,
                "ktiles": self.ktiles, "wavefronts": self.wavefronts, "ideal": self.ideal,
                "conflicts": self.conflicts, "instructions": self.instructions,
                "fill_wavefronts": self.fill_wavefronts, "fill_conflicts": self.fill_conflicts,
                "by_kind": self.by_kind(), "per_access": self.per_access}


def block_addresses(variant, layouts: dict, stage: int = 0, a_bytes: int | None = None,
                    b_bytes: int | None = None) -> list[tuple]:
    """(Access, addresses (n_instr, 32)) for one block, one k-tile held in ``stage``."""
    offs = {t: _offsets(layouts[t]) for t in ("A", "B")} if layouts else {}
    out = []
    for acc in enumerate_accesses(variant):
        off = offs[acc.tile]
        ab = stage_bytes(a_bytes if a_bytes is not None else offs["A"].max() + 2)
        bb = stage_bytes(b_bytes if b_bytes is not None else offs["B"].max() + 2)
        base = stage * (ab + bb) + (0 if acc.tile == "A" else ab)
        addr = base + off[acc.coords[..., 0], acc.coords[..., 1]]
        out.append((acc, addr))
    return out


def predict(variant, layouts: dict | None, m: int, n: int, k: int, arch: str = ARCH,
            a_bytes: int | None = None, b_bytes: int | None = None) -> Prediction:
    """Predicted shared-memory wavefronts (and conflicts) of one launch of ``variant`` on an
    ``m x n x k`` problem, with tile layouts ``layouts = {"A": Layout|offsets, "B": ...}``."""
    from ldsopt.core.simulate import simulate_batch

    check_size(variant, m, n, k)
    c = get_config(variant)
    blocks, ktiles = c.blocks(m, n), k // c.bk
    pred = Prediction(c.variant, (m, n, k), blocks, ktiles)
    if c.kind == "naive":
        return pred
    # k-tile kt lives in stage kt % stages: count how many k-tiles use each stage
    uses = np.bincount(np.arange(ktiles) % c.stages, minlength=c.stages)
    rows: dict = {}
    for s in range(c.stages):
        if uses[s] == 0:
            continue
        for acc, addr in block_addresses(variant, layouts, s, a_bytes, b_bytes):
            res = simulate_batch(arch, acc.op, addr)
            d = rows.setdefault(acc.name, {"name": acc.name, "op": acc.op, "kind": acc.kind,
                                           "tile": acc.tile, "wavefronts": 0, "ideal": 0,
                                           "conflicts": 0, "instructions": 0})
            mult = int(uses[s]) * blocks
            d["wavefronts"] += int(res["cycles"].sum()) * mult
            d["ideal"] += int(res["ideal"].sum()) * mult
            d["conflicts"] += int(res["conflicts"].sum()) * mult
            d["instructions"] += addr.shape[0] * mult
    pred.per_access = list(rows.values())
    for d in pred.per_access:
        if d["kind"] == "fill":
            pred.fill_wavefronts += d["wavefronts"]
            pred.fill_conflicts += d["conflicts"]
            continue
        pred.wavefronts += d["wavefronts"]
        pred.ideal += d["ideal"]
        pred.conflicts += d["conflicts"]
        pred.instructions += d["instructions"]
    return pred
