"""The launch a kernel is emulated for: block shape, thread and warp indices, the constant bank
(block size known, grid size and parameters unknown unless ``--arg`` gives them), special registers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from ldsopt.errors import UsageError
from ldsopt.simt.arith import Space
from ldsopt.simt.values import M32, Env, Val

WARP = 32


def param_base(arch: str | None) -> int:
    """Byte offset of the first kernel parameter in constant bank 0: 0x210 on sm_90 and later
    (the cubins' EIATTR_PARAM_CBANK says 0x210 there), 0x160 on sm_70 .. sm_89."""
    if arch:
        m = re.match(r"sm_(\d+)", arch)
        if m and int(m.group(1)) < 90:
            return 0x160
    return 0x210


@dataclass
class Launch:
    block: tuple                      # (x, y, z)
    arch: str = "sm_90"
    args: dict = field(default_factory=dict)        # constant-bank offset -> value
    params: list = field(default_factory=list)      # [(offset, size)] when known
    env: Env = field(default_factory=Env)
    cbanks: dict = field(default_factory=dict)      # bank N > 0 -> its bytes, when the input has them

    def __post_init__(self):
        x, y, z = self.block
        if min(x, y, z) < 1 or x * y * z > 1024:
            raise UsageError(f"block {x}x{y}x{z}: needs 1 to 1024 threads")
        self.n = x * y * z
        lin = np.arange(self.n, dtype=np.int64)
        self.tid = (lin % x, (lin // x) % y, lin // (x * y))
        self.lane = lin % WARP
        self.warp = lin // WARP
        self.nwarps = (self.n + WARP - 1) // WARP
        self.pbase = param_base(self.arch)
        self.sp = Space(self.n, WARP, self.env)
        self._sym_cache: dict = {}
        self._consts: dict = {}

    # ------------------------------------------------------------------ values
    def const_val(self, x: int) -> Val:
        """The number `x` in every thread (values are never changed in place: one per number)."""
        x = int(x) & M32
        v = self._consts.get(x)
        if v is None:
            v = self._consts[x] = self.sp.const(x)
        return v

    def lanes(self, arr) -> Val:
        return Val((np.asarray(arr, dtype=np.int64) & M32).astype(np.uint32))

    def unknown(self, reason: str) -> Val:
        return self.sp.unknown(self.env.reason(reason))

    # ------------------------------------------------------------------ unknown uniforms
    def sym(self, kind: str, label: str) -> Val:
        """A value the same for every thread of the block but unknown without a launch (a kernel
        parameter, the block index, the shared window's base): a wave-uniform symbol."""
        key = (kind, label)
        v = self._sym_cache.get(key)
        if v is None:
            sid = self.env.new_sym(label, 0, (label,))
            v = self._sym_cache[key] = Val(np.zeros(self.n, np.uint32), None, {sid: np.ones(self.n, np.uint32)})
        return v

    def table(self, bank, offs: np.ndarray) -> Val | None:
        """A constant-bank read indexed per thread (``c[0x2][R0+0xc]``: a jump table), where the
        bank's bytes are known and every offset falls inside them."""
        tab = self.cbanks.get(bank) if isinstance(bank, int) else None
        if tab is None or bank == 0:
            return None
        offs = np.asarray(offs, np.int64)
        if (offs < 0).any() or (offs + 4 > len(tab)).any():
            return None
        words = np.frombuffer(bytes(tab[:len(tab) // 4 * 4]), "<u4") if len(tab) >= 4 else np.zeros(0, "<u4")
        if (offs % 4).any():
            return None
        return Val(words[offs // 4].astype(np.uint32))

    def param_label(self, off: int) -> str:
        for i, (o, size) in enumerate(self.params):
            if o <= off < o + size:
                return f"parameter {i} (c[0x0][{hex(off)}])"
        return f"c[0x0][{hex(off)}]"

    # ------------------------------------------------------------------ constant bank
    def const(self, bank, off: int) -> Val:
        if bank != 0:
            tab = self.cbanks.get(bank) if isinstance(bank, int) else None
            if tab is not None and 0 <= off and off + 4 <= len(tab):
                return self.const_val(int.from_bytes(tab[off:off + 4], "little"))
            return self.sym("const", f"c[{bank if isinstance(bank, str) else hex(bank)}][{hex(off)}]")
        if off in self.args:
            return self.const_val(self.args[off])
        if off in (0x0, 0x4, 0x8):                  # blockDim.x/y/z
            return self.const_val(self.block[off // 4])
        if off in (0xC, 0x10, 0x14):
            return self.sym("grid", "gridDim." + "xyz"[(off - 0xC) // 4])
        if off >= self.pbase:
            return self.sym("param", self.param_label(off))
        return self.sym("const", f"c[0x0][{hex(off)}]")

    # ------------------------------------------------------------------ special registers
    def special(self, name: str) -> Val | None:
        n = name.upper()
        if n in ("SR_TID.X", "SR_TID.Y", "SR_TID.Z"):
            return self.lanes(self.tid["XYZ".index(n[-1])])
        if n == "SR_LANEID":
            return self.lanes(self.lane)
        if n in ("SR_CTAID.X", "SR_CTAID.Y", "SR_CTAID.Z"):
            return self.sym("ctaid", "blockIdx." + n[-1].lower())
        if n in ("SR_NTID.X", "SR_NTID.Y", "SR_NTID.Z"):
            return self.const_val(self.block["XYZ".index(n[-1])])
        if n == "SR_CGACTAID" or n == "SR_SWINHI" or n.startswith("SR_CLUSTER") or n == "SR_SMEMSZ":
            return self.sym("window", n)
        if n == "SR_EQMASK":
            return self.lanes(np.left_shift(1, self.lane))
        if n == "SR_LTMASK":
            return self.lanes(np.left_shift(1, self.lane) - 1)
        if n == "SR_LEMASK":
            return self.lanes(np.left_shift(2, self.lane) - 1)
        if n == "SR_GTMASK":
            return self.lanes((0xFFFFFFFF << (self.lane + 1)) & 0xFFFFFFFF)
        if n == "SR_GEMASK":
            return self.lanes((0xFFFFFFFF << self.lane) & 0xFFFFFFFF)
        if n.startswith(("SR_SMID", "SR_VIRTUALSMID", "SR_GRIDID", "SR_NSMID", "SR_VIRTID")):
            return self.sym("hardware", n)
        return None                                  # clocks, counters: per-thread data


def parse_block(text: str) -> tuple:
    """``XxYxZ`` (or ``X`` / ``XxY``) -> (x, y, z)."""
    parts = text.lower().replace("*", "x").replace(",", "x").split("x")
    try:
        vals = [int(p) for p in parts if p.strip()]
    except ValueError:
        raise UsageError(f"--block {text!r}: expected XxYxZ, e.g. 256 or 32x8x1")
    if not 1 <= len(vals) <= 3:
        raise UsageError(f"--block {text!r}: expected XxYxZ, e.g. 256 or 32x8x1")
    vals += [1] * (3 - len(vals))
    if min(vals) < 1 or vals[0] * vals[1] * vals[2] > 1024:
        raise UsageError(f"--block {text!r}: a block has 1 to 1024 threads")
    return tuple(vals)
