"""Each LDS / shared-memory instruction: its width, its lane groups (phases), its offsets.

This is a datasheet: the tables below say which lanes the hardware serves together for each
instruction on each architecture, and ``RULE_SOURCES`` says where each rule comes from.  Disputed
rules are **settings** (``DEFAULT_SETTINGS``), each documented with its alternatives.

AMD lane groups are static (they depend only on the lane index).  NVIDIA's depend on the addresses
(the hardware merges lanes that ask for the same data), so NVIDIA instructions carry a rule name
that :mod:`ldsopt.nvidia` evaluates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from ldsopt.core.arch import Arch, get_arch
from ldsopt.errors import UsageError


def _r(a, b):
    return list(range(a, b + 1))


# ----------------------------------------------------------------------------- AMD lane groups
# gfx942 ds_read_b128: 8 non-contiguous groups of 8 lanes (CK Tile docs "LDS bank conflicts";
# AMD ROCm blog "LDS bank conflict"; MI300X measurement in nod-ai/amd-shark-ai docs/empirical-lds).
_LDS32_READ_B128 = [_r(0, 3) + _r(20, 23), _r(4, 7) + _r(16, 19), _r(8, 11) + _r(28, 31),
                    _r(12, 15) + _r(24, 27)]
_LDS32_READ_B128 = _LDS32_READ_B128 + [[x + 32 for x in g] for g in _LDS32_READ_B128]
# gfx950 ds_read_b128: 4 groups of 16 lanes.
_LDS64_READ_B128 = [_r(0, 3) + _r(12, 15) + _r(20, 23) + _r(24, 27),
                    _r(4, 7) + _r(8, 11) + _r(16, 19) + _r(28, 31)]
_LDS64_READ_B128 = _LDS64_READ_B128 + [[x + 32 for x in g] for g in _LDS64_READ_B128]


def _contig(n_groups: int, lanes: int = 64):
    size = lanes // n_groups
    return [list(range(i * size, (i + 1) * size)) for i in range(n_groups)]


# (bank family: "lds32" = gfx906/gfx90a/gfx942, "lds64" = gfx950; access class) -> lane groups.  Access classes: "b32" covers b8/b16/b32 and each
# address of read2/write2_b32; "b64" each address of read2/write2_b64 too; "tr" the transpose reads.
AMD_GROUPS = {
    ("lds32", "b32"): _contig(2),
    ("lds32", "b64"): _contig(4),
    ("lds32", "read_b96"): _LDS32_READ_B128,
    ("lds32", "write_b96"): _contig(8),
    ("lds32", "read_b128"): _LDS32_READ_B128,
    ("lds32", "write_b128"): _contig(8),
    ("lds64", "b32:wave64"): _contig(1),
    ("lds64", "b32:halves"): _contig(2),
    ("lds64", "b64"): _contig(2),
    ("lds64", "read_b96"): _LDS64_READ_B128,
    ("lds64", "write_b96:4x16"): _contig(4),
    ("lds64", "write_b96:8x8"): _contig(8),
    ("lds64", "read_b128"): _LDS64_READ_B128,
    ("lds64", "write_b128:4x16"): _contig(4),
    ("lds64", "write_b128:8x8"): _contig(8),
    ("lds64", "tr"): _contig(2),
}

AMD_FAMILY = {"gfx906": "lds32", "gfx90a": "lds32", "gfx942": "lds32", "gfx950": "lds64"}

RULE_SOURCES = {
    ("lds32", "b32"): "documented: 2 x 32 lanes (CK Tile docs; AMD ROCm blog 'LDS bank conflict'); "
                      "reproduces the MI300X stride sweep 0/2/6/14/30/62 (nod-ai empirical-lds); "
                      "b16 halves of one dword are served together (measured: CK 'LDS bank "
                      "conflicts on CDNA' slides, MI300 kernels 01/02)",
    ("lds32", "b64"): "documented: 4 x 16 lanes (AMD ROCm blog); reproduces MI300X sweep 0/4/12/28/60; "
                      "writes: HipKittens ds_write_b64 pairwise matrix",
    ("lds32", "read_b128"): "documented: CK Tile docs (8 groups {0-3,20-23}...); reproduces the MI300X "
                            "sweep 0/8/24/56",
    ("lds32", "write_b128"): "documented: CK Tile docs (8 contiguous groups of 8 lanes)",
    ("lds32", "read_b96"): "measured: HipKittens ds_read_b96 pairwise conflict matrix on a 32-bank "
                           "part (same groups as ds_read_b128)",
    ("lds32", "write_b96"): "inferred: same groups as ds_write_b128 (no public measurement)",
    ("lds64", "b32:wave64"): "setting gfx950_b32='wave64': one 64-lane group over 64 banks "
                             "(CDNA4 ISA: 64 banks, 256 B/clk)",
    ("lds64", "b32:halves"): "setting gfx950_b32='halves': 2 x 32 lanes, as on CDNA3",
    ("lds64", "b64"): "measured: nod-ai cdna4info latency sweep (64-bank period); HipKittens "
                      "ds_read_b64 matrix: 2 x 32 lanes over 64 banks",
    ("lds64", "read_b128"): "measured: nod-ai cdna4info and HipKittens phase experiments: 4 groups "
                            "of 16 lanes {0-3,12-15,20-23,24-27}, {4-7,8-11,16-19,28-31} and +32",
    ("lds64", "write_b128:4x16"): "setting gfx950_write='4x16' (default): 4 contiguous groups of 16 "
                                  "lanes (256 B per group = 64 banks); inferred, no public measurement",
    ("lds64", "write_b128:8x8"): "setting gfx950_write='8x8': 8 contiguous groups of 8 lanes as on "
                                 "gfx942 (a third-party runbook; IREE guide: CDNA4 doubled only read "
                                 "bandwidth)",
    ("lds64", "read_b96"): "inferred: same groups as gfx950 ds_read_b128",
    ("lds64", "write_b96:4x16"): "inferred: same groups as gfx950 ds_write_b128 (setting gfx950_write)",
    ("lds64", "write_b96:8x8"): "inferred: same groups as gfx950 ds_write_b128 (setting gfx950_write)",
    ("lds64", "tr"): "inferred: per-lane 8-byte addresses (Triton AMD ds_read_tr lowering, rocMLIR "
                     "LdsTransposeLoad); groups assumed as gfx950 ds_read_b64 (2 x 32 lanes)",
    "read2": "documented for read2_b64 (each address in its own b64 passes: IREE AMDGPU kernel "
             "optimization guide, nod-ai/amd-shark-ai); applied to every read2/write2 form: each of "
             "the two addresses is served in the single-width groups",
    "gfx906/gfx90a": "inferred: same lane groups as gfx942 (32 banks, 128 B/clk); the gfx906 layout note measures only bandwidth, which the model does not contradict",
}

SETTINGS_DOC = {
    "gfx950_b32": {
        "wave64": "gfx950 ds_read/ds_write b8/b16/b32: one 64-lane group over the 64 banks (default: "
                  "the CDNA4 ISA gives 64 banks and 256 B/clk, which a 2x32 split could not reach "
                  "for b32)",
        "halves": "two groups of 32 lanes, as on gfx942 (the 32-bank behaviour some write-ups assume)",
    },
    "gfx950_write": {
        "4x16": "gfx950 ds_write_b96/b128: 4 contiguous groups of 16 lanes (default: 64 banks x 4 B "
                "= 256 B per group; inferred, unmeasured)",
        "8x8": "8 contiguous groups of 8 lanes, as on gfx942 (a third-party runbook)",
    },
}
DEFAULT_SETTINGS = {"gfx950_b32": "wave64", "gfx950_write": "4x16"}


# ----------------------------------------------------------------------------- the record
@dataclass(frozen=True)
class Instruction:
    name: str            # canonical spelling
    arch: str
    vendor: str
    kind: str            # "load" | "store" | "atomic"
    width: int           # bytes per lane per address
    naddr: int = 1       # 2 for read2/write2
    offset_unit: int = 0  # bytes per offset0/offset1 unit (read2/write2); 0 otherwise
    groups: tuple = ()   # AMD: tuple of lane tuples (for one address)
    nv_rule: str = ""    # NVIDIA: name of the rule in ldsopt.nvidia
    matrices: int = 0    # ldmatrix/stmatrix: number of 8x8 matrices
    trans: bool = False
    align: int = 1       # required byte alignment of each address
    lanes: int = 64      # addresses expected (wave / warp size)
    source: str = ""
    settings: tuple = field(default_factory=tuple)

    @property
    def words_per_lane(self) -> int:
        return max(1, self.width // 4)

    @property
    def used_lanes(self) -> int:
        """Lanes whose address the instruction uses (ldmatrix.x1 uses 8)."""
        return 8 * self.matrices if self.matrices else self.lanes


# ----------------------------------------------------------------------------- parsing names
_AMD_SIZE = {"b8": 1, "u8": 1, "i8": 1, "b16": 2, "u16": 2, "i16": 2, "b32": 4, "b64": 8,
             "b96": 12, "b128": 16}
_AMD_RE = re.compile(r"^ds_(read|write|load|store)(2st64|2)?_(b8|u8|i8|b16|u16|i16|b32|b64|b96|b128)"
                     r"(_d16(_hi)?|_tr_b4|_tr_b6|_tr_b8|_tr_b16)?$")
_NV_TYPES = {"b8": 1, "u8": 1, "s8": 1, "b16": 2, "u16": 2, "s16": 2, "f16": 2, "bf16": 2,
             "b32": 4, "u32": 4, "s32": 4, "f32": 4, "b64": 8, "u64": 8, "s64": 8, "f64": 8,
             "b128": 16}


def _settings_key(settings: dict | None) -> tuple:
    s = dict(DEFAULT_SETTINGS)
    if settings is not None and not isinstance(settings, dict):
        raise UsageError(f"settings must be an object of NAME: VALUE strings, got {type(settings).__name__}")
    for k, v in (settings or {}).items():
        if not isinstance(k, str) or k not in SETTINGS_DOC:
            raise UsageError(f"unknown setting {k!r} (known: {', '.join(SETTINGS_DOC)})")
        if not isinstance(v, str) or v not in SETTINGS_DOC[k]:
            raise UsageError(f"setting {k} must be one of {', '.join(SETTINGS_DOC[k])}, got {v!r}")
        s[k] = v
    return tuple(sorted(s.items()))


def get_instruction(arch: str | Arch, op: str, settings: dict | None = None) -> Instruction:
    a = arch if isinstance(arch, Arch) else get_arch(arch)
    if not isinstance(op, str) or not op.strip():
        raise UsageError(f"instruction must be a non-empty string, got {op!r}")
    return _lookup(a.name, op.strip().lower(), _settings_key(settings))


@lru_cache(maxsize=512)
def _lookup(arch_name: str, op: str, settings: tuple) -> Instruction:
    a = get_arch(arch_name)
    return _amd(a, op, dict(settings)) if a.is_amd else _nvidia(a, op)


_AMD_ATOMIC_RE = re.compile(r"^ds_(add|sub|rsub|inc|dec|min|max|and|or|xor|mskor|cmpst|cmpswap|wrxchg"
                            r"|pk_add|condxchg32)(2st64|2)?(_rtn)?_(u32|i32|b32|f32|f16|bf16|u64|i64|b64|f64)$")
ATOMIC_SOURCE = ("assumed: an LDS atomic (read-modify-write) accesses its dword(s) in the lane groups and "
                 "under the word rule of a ds_write of the same width; no public measurement of LDS "
                 "atomic bank behaviour")


def _amd_atomic(a: Arch, op: str, settings: dict) -> Instruction | None:
    m = _AMD_ATOMIC_RE.match(op)
    if not m:
        return None
    two, typ = m.group(2), m.group(4)
    if two and m.group(1) != "wrxchg":
        return None
    width = 8 if typ in ("u64", "i64", "b64", "f64") else 4
    base = get_instruction(a, ("ds_write2st64_b" if two == "2st64" else "ds_write2_b" if two else "ds_write_b")
                           + str(8 * width), dict(settings))
    return Instruction(op, a.name, "amd", "atomic", width, naddr=base.naddr, offset_unit=base.offset_unit,
                       groups=base.groups, align=width, lanes=a.wave,
                       source=ATOMIC_SOURCE + "; " + base.source, settings=base.settings)


def _amd(a: Arch, op: str, settings: dict) -> Instruction:
    m = _AMD_RE.match(op)
    if not m:
        atomic = _amd_atomic(a, op, settings)
        if atomic is not None:
            return atomic
        raise UsageError(f"unknown AMD LDS instruction {op!r} for {a.name} (e.g. ds_read_b128, "
                         "ds_write2st64_b64, ds_read_u16, ds_read_b64_tr_b16)")
    verb, two, size, suffix = m.group(1), m.group(2), m.group(3), m.group(4) or ""
    kind = "load" if verb in ("read", "load") else "store"
    width = _AMD_SIZE[size]
    fam = AMD_FAMILY[a.name]
    if suffix.startswith("_tr"):
        ok = {"_tr_b16": "b64", "_tr_b8": "b64", "_tr_b4": "b64", "_tr_b6": "b96"}[suffix]
        if a.name != "gfx950" or kind != "load" or size != ok or two:
            raise UsageError(f"{op} does not exist on {a.name} (transpose reads are gfx950 "
                             "ds_read_b64_tr_b16/_b8/_b4 and ds_read_b96_tr_b6)")
        return Instruction(op, a.name, "amd", "load", width, groups=_t(AMD_GROUPS[(fam, "tr")]),
                           align=8 if width == 8 else 4, lanes=a.wave,
                           source=RULE_SOURCES[(fam, "tr")])
    if suffix.startswith("_d16") and width > 2:
        raise UsageError(f"{op}: _d16 forms exist only for 8- and 16-bit accesses")
    if two:
        if width not in (4, 8):
            raise UsageError(f"{op}: read2/write2 exist only as b32 and b64")
        unit = width * (64 if two == "2st64" else 1)
        cls = "b64" if width == 8 else "b32"
    else:
        unit = 0
        if width <= 4:
            cls = "b32"
        elif width == 8:
            cls = "b64"
        else:
            cls = ("read_" if kind == "load" else "write_") + size
    key = (fam, cls)
    if fam == "lds64" and cls == "b32":
        key = (fam, "b32:" + settings["gfx950_b32"])
    if fam == "lds64" and cls in ("write_b96", "write_b128"):
        key = (fam, cls + ":" + settings["gfx950_write"])
    src = RULE_SOURCES[key] + ("; " + RULE_SOURCES["read2"] if two else "")
    if a.name in ("gfx906", "gfx90a"):
        src += "; " + RULE_SOURCES["gfx906/gfx90a"]
    align = {1: 1, 2: 2, 4: 4, 8: 8, 12: 4, 16: 16}[width]
    return Instruction(op, a.name, "amd", kind, width, naddr=2 if two else 1, offset_unit=unit,
                       groups=_t(AMD_GROUPS[key]), align=align, lanes=a.wave, source=src,
                       settings=tuple(sorted(settings.items())))


def _t(groups):
    return tuple(tuple(g) for g in groups)


_NV_MATRIX_RE = re.compile(r"^(ldmatrix|stmatrix)(\.sync)?(\.aligned)?(\.m8n8)?\.x(1|2|4)(\.trans)?"
                           r"(\.shared(::cta)?)?(\.b16)?$")


def _nvidia(a: Arch, op: str) -> Instruction:
    m = _NV_MATRIX_RE.match(op)
    if m:
        kind = "load" if m.group(1) == "ldmatrix" else "store"
        n = int(m.group(5))
        if kind == "store" and a.name in ("sm_70", "sm_75", "sm_80", "sm_86", "sm_89"):
            raise UsageError(f"{op}: stmatrix needs sm_90")
        if kind == "load" and a.name == "sm_70":
            raise UsageError(f"{op}: ldmatrix needs sm_75 or later")
        short = f"{m.group(1)}.x{n}" + (".trans" if m.group(6) else "")
        return Instruction(short, a.name, "nvidia", kind, 16, nv_rule="matrix", matrices=n,
                           trans=bool(m.group(6)), align=16, lanes=32,
                           source="PTX ISA (ldmatrix/stmatrix: each 8x8 matrix is 8 rows of 16 B, "
                                  "row addresses from lanes 8i..8i+7); see docs/validation/nvidia.md")
    parts = op.split(".")
    if parts[0] not in ("ld", "st") or "shared" not in [p.split("::")[0] for p in parts]:
        raise UsageError(f"unknown NVIDIA shared-memory instruction {op!r} (e.g. ld.shared.v4.u32, "
                         "st.shared.u16, ldmatrix.x4.trans, stmatrix.x2)")
    vec, typ = 1, None
    for p in parts[1:]:
        base = p.split("::")[0]
        if base in ("v2", "v4", "v8"):
            vec = int(base[1:])
        elif base in _NV_TYPES:
            typ = base
        elif base in ("shared", "volatile", "relaxed", "weak", "cta", "sync", "aligned"):
            continue
        else:
            raise UsageError(f"unknown NVIDIA shared-memory instruction {op!r}: bad part {p!r}")
    if typ is None:
        raise UsageError(f"{op}: missing the type (e.g. .u32)")
    width = vec * _NV_TYPES[typ]
    if width not in (1, 2, 4, 8, 16):
        raise UsageError(f"{op}: {width}-byte accesses do not exist (1, 2, 4, 8, 16)")
    kind = "load" if parts[0] == "ld" else "store"
    return Instruction(op, a.name, "nvidia", kind, width, nv_rule=f"w{width}", align=width,
                       lanes=32, source="see docs/validation/nvidia.md")


def list_instructions(arch: str | Arch) -> list[str]:
    a = arch if isinstance(arch, Arch) else get_arch(arch)
    if a.is_amd:
        out = []
        for v in ("read", "write"):
            for s in (["u8", "i8", "u16", "i16"] if v == "read" else []) + ["b8", "b16", "b32",
                                                                            "b64", "b96", "b128"]:
                out.append(f"ds_{v}_{s}")
            for two in ("2", "2st64"):
                for s in ("b32", "b64"):
                    out.append(f"ds_{v}{two}_{s}")
        if a.name == "gfx950":
            out += ["ds_read_b64_tr_b16", "ds_read_b64_tr_b8", "ds_read_b64_tr_b4",
                    "ds_read_b96_tr_b6"]
        return out
    out = [f"{v}.shared.{t}" for v in ("ld", "st") for t in ("u8", "u16", "u32", "v2.u32",
                                                             "v4.u32")]
    if a.name != "sm_70":
        out += [f"ldmatrix.x{n}{t}" for n in (1, 2, 4) for t in ("", ".trans")]
    if a.name not in ("sm_70", "sm_75", "sm_80", "sm_86", "sm_89"):
        out += [f"stmatrix.x{n}{t}" for n in (1, 2, 4) for t in ("", ".trans")]
    return out


def lane_phase_table(inst: Instruction) -> np.ndarray:
    """AMD: phase index of each (address slot, lane): shape (naddr * lanes,)."""
    ph = np.full(inst.lanes, -1, dtype=np.int64)
    for i, g in enumerate(inst.groups):
        ph[list(g)] = i
    if inst.naddr == 2:
        ph = np.concatenate([ph, ph + len(inst.groups)])
    return ph


def amd_slot_groups(inst: Instruction) -> list:
    """AMD: the phases as lists of slot indices (slot = lane, or lanes + lane for the second
    address of read2/write2)."""
    gs = [list(g) for g in inst.groups]
    if inst.naddr == 2:
        gs = gs + [[x + inst.lanes for x in g] for g in gs]
    return gs
