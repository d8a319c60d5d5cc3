"""The state a kernel starts in, and the kernel-argument / dispatch-packet memory it reads.

From LLVM's AMDGPUUsage ("Initial Kernel Execution State", checked against clang-19 and Triton
output in tests/data/isa): user SGPRs from s0 in this order, each present when its
``.amdhsa_user_sgpr_*`` field is 1: private segment buffer (4), dispatch pointer (2), queue pointer
(2), kernarg segment pointer (2), dispatch id (2), flat scratch init (2), private segment size
(1), then the preloaded kernel-argument dwords (``kernarg_preload_length`` from
``kernarg_preload_offset``, gfx940+); then, from s[user_sgpr_count], the workgroup ids X, Y, Z,
workgroup info and the private segment wave offset, each when enabled.  Work-item ids: gfx90a,
gfx940-942 and gfx950 pack them in v0 (X bits 0-9, Y 10-19, Z 20-29); earlier targets put X, Y, Z in
v0, v1, v2 (Y and Z when ``.amdhsa_system_vgpr_workitem_id`` is 1 or 2).  Wave w of the workgroup
holds work-items 64w..64w+63 (linear id x + X*(y + Y*z)); lanes past the workgroup size are off.

Without a kernel descriptor (an ATT code.json) every SGPR starts as an unknown wave-uniform value,
and all three work-item ids are delivered as the arch does when all are enabled.
"""

from __future__ import annotations

import numpy as np

from ldsopt.simt.arith import Space
from ldsopt.amd.emu.machine import EXEC_HI, EXEC_LO, VBASE
from ldsopt.simt.values import M32, Val, known

_U32 = np.uint32
PACKED_TID = {"gfx90a", "gfx940", "gfx941", "gfx942", "gfx950"}

# hsa_kernel_dispatch_packet_t (HSA runtime spec): u16 fields at byte 4, 6, 8 = workgroup size x/y/z
_DISPATCH_KNOWN = {4: "x|y", 8: "z"}


def _sym_val(sp: Space, sym: int, c: int = 0, coeff: int = 1) -> Val:
    return Val(np.full(sp.n, c & M32, _U32), None, {sym: np.full(sp.n, coeff & M32, _U32)})


class Memory:
    """Scalar loads: the kernarg segment and the dispatch packet are known where they hold the
    block size or an argument value the user gave; other reads are new wave-uniform unknowns."""

    def __init__(self, sp: Space, block, args: list, values: dict):
        self.sp = sp
        self.env = sp.env
        self.block = block
        self.kernarg_ptr = self.env.new_sym("the kernel-argument segment address", 4)
        self.dispatch_ptr = self.env.new_sym("the dispatch packet address", 6)
        self.args = args
        self.values = values
        self._cache: dict = {}
        self.private_syms: set = set()        # symbols of the private segment buffer descriptor
        self.wgid: dict = {}                  # dimension -> the workgroup id value (initial_state)

    def _arg_bytes(self, a: dict):
        kind = a.get("value_kind", "")
        size = int(a.get("size", "4"), 0)
        name = a.get("name") or a.get("_label", "")
        gx, gy, gz = self.block
        known = {"hidden_group_size_x": gx, "hidden_group_size_y": gy, "hidden_group_size_z": gz}
        if kind in known:
            return known[kind], None
        if name in self.values:
            return int(self.values[name]), None
        align = 0
        if kind == "dynamic_shared_pointer":
            pa = int(a.get("pointee_align", "4"), 0)
            align = max(0, pa.bit_length() - 1)
        return None, (f"kernel argument {name}" if name else f"the {kind} kernel argument", size, align)

    def kernarg_dword(self, off: int) -> Val:
        key = ("k", off)
        if key in self._cache:
            return self._cache[key]
        sp = self.sp
        c = 0
        sym = {}
        covered = 0
        for a in self.args:
            try:
                ao, size = int(a.get("offset", "-1"), 0), int(a.get("size", "0"), 0)
            except ValueError:
                continue
            lo, hi = max(ao, off), min(ao + size, off + 4)
            if lo >= hi:
                continue
            val, unk = self._arg_bytes(a)
            shift = 8 * (lo - off)
            part = hi - lo
            if val is not None:
                c |= ((val >> (8 * (lo - ao))) & ((1 << (8 * part)) - 1)) << shift
            else:
                name, _, align = unk
                skey = ("arg", ao, lo - ao)
                s = self._cache.get(skey)
                if s is None:
                    piece = f" (bytes {lo - ao}..{hi - ao - 1})" if size > 4 else ""
                    s = self.env.new_sym(name + piece, align if lo == ao else 0, ("arg",))
                    self._cache[skey] = s
                sym[s] = np.full(sp.n, (1 << shift) & M32, _U32)
            covered += part
        if covered < 4 and not sym and not self.args:
            s = self.env.new_sym(f"the kernel-argument dword at offset {off}", 0, ("arg",))
            sym[s] = np.ones(sp.n, _U32)
        v = Val(np.full(sp.n, c & M32, _U32), None, sym or None)
        self._cache[key] = v
        return v

    def dispatch_dword(self, off: int) -> Val:
        sp = self.sp
        gx, gy, gz = self.block
        if off == 4:
            return sp.const(gx | (gy << 16))
        if off == 8:
            return sp.const(gz)
        key = ("d", off)
        if key not in self._cache:
            self._cache[key] = _sym_val(sp, self.env.new_sym(f"the dispatch-packet dword at offset {off}", 0, ("arg",)))
        return self._cache[key]

    def _origin(self, base: Val) -> tuple:
        """What a scalar load reads: through the kernel-argument segment or dispatch packet address
        (or, without a kernel descriptor, an SGPR as the kernel started: the ABI puts only those
        launch addresses there) it reads launch parameters ("arg"), through anything else data."""
        if base.u is None and base.sym and len(base.sym) == 1:
            (s, _), = base.sym.items()
            if s in (self.kernarg_ptr, self.dispatch_ptr) or self.env.sym_origin[s] == {"launch"}:
                return ("arg",)
        return ("data",)

    def scalar_load(self, m, base: Val, off: Val, extra: int, n: int, buffer: bool) -> list:
        sp = self.sp
        region = None
        if base.u is None and base.sym and len(base.sym) == 1:
            (s, co), = base.sym.items()
            sel = m.sel
            if s in (self.kernarg_ptr, self.dispatch_ptr) and (co[sel] == 1).all() and known(off)[sel].all():
                offs = (base.c[sel].astype(np.int64) + off.c[sel].astype(np.int64) + extra) & M32
                if offs.size and (offs == offs[0]).all():
                    region = ("k" if s == self.kernarg_ptr else "d", int(offs[0]))
        out = []
        for i in range(n):
            if region is not None and region[1] % 4 == 0:
                o = region[1] + 4 * i
                out.append(self.kernarg_dword(o) if region[0] == "k" else self.dispatch_dword(o))
            else:
                s = self.env.new_sym(f"a value loaded by {m.inst.base} at {m.where()}", 0, self._origin(base))
                out.append(_sym_val(sp, s))
        return out


def initial_state(sp: Space, arch: str, block, amdhsa: dict | None, memory: Memory, nthreads: int):
    """(registers, notes) at kernel entry."""
    env = sp.env
    regs: dict = {}
    notes: list = []
    bx, by, bz = block
    t = np.arange(sp.n)
    valid = t < nthreads
    x = np.where(valid, t % bx, 0)
    y = np.where(valid, (t // bx) % by, 0)
    z = np.where(valid, t // (bx * by), 0)
    dims = (amdhsa or {}).get("system_vgpr_workitem_id")
    if dims is None:
        dims = 2
    if dims < 1 and by > 1 or dims < 2 and bz > 1:
        notes.append(f"the kernel descriptor enables {dims + 1} work-item id(s), the block has more dimensions: "
                     "the kernel reads only the enabled ones")
    if arch in PACKED_TID:
        v0 = x | (np.where(dims >= 1, y, 0) << 10) | (np.where(dims >= 2, z, 0) << 20)
        regs[VBASE] = Val(v0.astype(_U32))
    else:
        regs[VBASE] = Val(x.astype(_U32))
        if dims >= 1:
            regs[VBASE + 1] = Val(y.astype(_U32))
        if dims >= 2:
            regs[VBASE + 2] = Val(z.astype(_U32))
    # EXEC: the workgroup's lanes of each wave
    ws = sp.wave_size
    lanes = np.arange(ws, dtype=np.uint64)
    m64 = (valid.reshape(sp.nwaves, ws).astype(np.uint64) << lanes).sum(axis=1, dtype=np.uint64)
    regs[EXEC_LO] = Val(np.repeat((m64 & np.uint64(M32)).astype(_U32), ws))
    regs[EXEC_HI] = Val(np.repeat((m64 >> np.uint64(32)).astype(_U32), ws))
    if amdhsa is None:
        notes.append("no kernel descriptor: every SGPR starts as an unknown wave-uniform value")
        return regs, notes
    s = 0

    def take(n, name, sym_for=None, ptr=None):
        nonlocal s
        for i in range(n):
            if ptr is not None and i == 0:
                regs[s] = _sym_val(sp, ptr)
            elif ptr is not None:
                regs[s] = _sym_val(sp, env.new_sym(f"{name} (high half)"))
            else:
                regs[s] = _sym_val(sp, env.new_sym(f"{name}" + (f" [{i}]" if n > 1 else "")))
            s += 1
    if amdhsa.get("user_sgpr_private_segment_buffer"):
        first = s
        take(4, "the private segment buffer")
        for r in range(first, s):
            memory.private_syms |= set(regs[r].sym)
    if amdhsa.get("user_sgpr_dispatch_ptr"):
        take(2, "the dispatch packet address", ptr=memory.dispatch_ptr)
    if amdhsa.get("user_sgpr_queue_ptr"):
        take(2, "the queue address")
    if amdhsa.get("user_sgpr_kernarg_segment_ptr"):
        take(2, "the kernel-argument segment address", ptr=memory.kernarg_ptr)
    if amdhsa.get("user_sgpr_dispatch_id"):
        take(2, "the dispatch id")
    if amdhsa.get("user_sgpr_flat_scratch_init"):
        take(2, "the flat scratch address")
    if amdhsa.get("user_sgpr_private_segment_size"):
        take(1, "the private segment size")
    npre = amdhsa.get("user_sgpr_kernarg_preload_length", 0) or 0
    poff = amdhsa.get("user_sgpr_kernarg_preload_offset", 0) or 0
    for i in range(npre):
        regs[s] = memory.kernarg_dword(4 * (poff + i))
        s += 1
    s = amdhsa.get("user_sgpr_count", s)
    for d, axis in enumerate("xyz"):
        if amdhsa.get(f"system_sgpr_workgroup_id_{axis}"):
            regs[s] = memory.wgid[d] = _sym_val(sp, env.new_sym(f"the workgroup id {axis}", 0, ("wgid",)))
            s += 1
    if amdhsa.get("system_sgpr_workgroup_info"):
        regs[s] = _sym_val(sp, env.new_sym("the workgroup info"))
        s += 1
    return regs, notes
