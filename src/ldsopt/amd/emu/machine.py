"""The register file of a workgroup, execution masks, and the AMDGPU side of the walk.

Every wave of the workgroup is emulated at once.  A *context* (:class:`ldsopt.simt.engine.Context`)
holds one register file (a dict from storage key to :class:`Val`, keys: SGPR n = n, SCC = 253,
VGPR n = 256 + n, AGPR n = 1024 + n), a program counter per wave and the loop bookkeeping; waves
of one context that branch differently sit at different counters, and the shared engine runs the
lowest walk rank next, which reconverges structured control flow.  Inside a wave, EXEC selects the
lanes (the ISA's own divergence).  A branch whose condition is unknown forks a copy of the
context; the engine joins the copies where they meet (:func:`ldsopt.simt.engine.merge`).

Loops are the engine's (natural loops, iterations begun per wave, ``iterations`` of them followed,
default 1; one pass, without a fork, where a scalar branch decides the way round on an unknown
value).  What leaving a loop before its end does (:mod:`ldsopt.amd.emu.flow`): every register the
loop changed is joined with its value at loop entry (exact when a loop changes a register by a
wave-uniform amount each iteration; otherwise those bits become unknown).  A loop left through
``s_cbranch_execnz`` (a loop whose lanes leave one by one) is left as if every remaining lane left:
the lanes still active are moved into the register the loop accumulates leaving lanes in (the
``s_andn2_b64 exec, exec, X`` before the branch), so the usual ``s_or_b64 exec, exec, X`` after the
loop restores the entry mask.
"""

from __future__ import annotations

import re

import numpy as np

from ldsopt.simt import arith
from ldsopt.simt.engine import Budget, Context, LoopBook
from ldsopt.amd.emu.operands import NULL, SCC, Inst, Operand
from ldsopt.simt.values import M32, Val, gather, normalize, select, to_bits

_U32 = np.uint32
VBASE = 256
ABASE = 1024
EXEC_LO, EXEC_HI, VCC_LO, M0 = 126, 127, 106, 124


def key_of(op: Operand, i: int = 0) -> int:
    if op.kind == "s" or op.kind == "scc":
        return op.index + i
    if op.kind == "v":
        return VBASE + op.index + i
    if op.kind == "a":
        return ABASE + op.index + i
    raise ValueError(op)


def key_name(k) -> str:
    if isinstance(k, tuple):
        return f"scratch at byte {k[1]}" + (" (plus an unknown base)" if k[2] else "")
    if k >= ABASE:
        return f"a{k - ABASE}"
    if k >= VBASE:
        return f"v{k - VBASE}"
    return {SCC: "scc", 126: "exec_lo", 127: "exec_hi", 106: "vcc_lo", 107: "vcc_hi", 124: "m0"}.get(k, f"s{k}")


class Ctx(Context):
    """An engine context (:class:`ldsopt.simt.engine.Context`: registers, a counter per wave, the
    loop bookkeeping with each wave's registers at loop entry, which :mod:`ldsopt.amd.emu.flow`
    joins with what the loop leaves)."""

    __slots__ = ("execs",)

    def __init__(self, regs: dict, pc: np.ndarray, loops: LoopBook | None = None):
        super().__init__(regs, pc, loops=loops if loops is not None else LoopBook(keep=True))
        self.execs: dict = {}     # LDS instruction -> per wave: executions so far (lds.py)

    def copy(self) -> "Ctx":
        c = Ctx(dict(self.regs), self.pc.copy(), self.loops.copy())
        c.execs = dict(self.execs)    # arrays are replaced, never changed in place
        return c


class Machine:
    """Emulates one program over one workgroup.  Handlers (ldsopt.amd.emu.valu / salu / lds) read
    operands and write results through the methods here."""

    def __init__(self, program, sp: arith.Space, arch: str, init_regs: dict, memory, iterations: int = 1,
                 max_steps: int = 400000):
        self.prog = program
        self.sp = sp
        self.env = sp.env
        self.arch = arch
        self.init_regs = init_regs
        self.memory = memory
        self.iterations = max(1, int(iterations))
        self.max_steps = max_steps
        self.budget = Budget(self.iterations, max_steps)
        self.records: dict = {}          # instruction index -> list of LDS records (see lds.py)
        self.halted: dict = {}           # wave -> reason it stopped before s_endpgm
        self.notes: list = []
        self.loops_cut = 0               # loops left after `iterations` iterations
        self.not_emulated: dict = {}     # mnemonic -> first line of an instruction not emulated
        self.forks = 0
        self.assume_in_bounds = False    # decide bounds checks against kernel arguments (bounds.py)
        self.bounds_assumed: dict = {}   # instruction index -> where, of the comparisons so decided
        self.undefined_rids: set = set()  # reasons of values an implicit-def left undefined (flow.py)
        self.reloc_syms: dict = {}       # (function, "lo"/"hi") -> symbol of a relocation operand (calls.py)
        self.callee_of: dict = {}        # symbol -> function whose address (low half) it stands for
        self.launch_syms: dict = {}      # (work-item function, dimension) -> its per-launch value
        self.calls: dict = {}            # meaning -> function name, of the device-library calls emulated
        self._consts: dict = {}
        n = sp.n
        self.hi_half = sp.lane >= 32
        self.bitpos = (sp.lane % 32).astype(_U32)
        self.first_lane = np.arange(sp.nwaves) * sp.wave_size
        # per-step state
        self.ctx: Ctx | None = None
        self.pc = 0
        self.inst: Inst | None = None
        self.sel_waves = np.zeros(sp.nwaves, bool)
        self.sel = np.zeros(n, bool)
        self.on = np.zeros(n, bool)
        self.maybe = np.zeros(n, bool)
        self.exec_why = None
        self._exec_key = None
        self.nowrite = None              # DPP lanes that must not be written
        self.next_pc = None              # set by branches: (taken W bool, unknown W bool, target)

    # ------------------------------------------------------------------ reasons
    def where(self, pc: int | None = None) -> str:
        p = self.pc if pc is None else pc
        return self.prog.where(p)

    def reason(self, text: str) -> int:
        return self.env.reason(text)

    # ------------------------------------------------------------------ reading
    def const(self, value: int) -> Val:
        value &= M32
        v = self._consts.get(value)
        if v is None:
            v = self.sp.const(value)
            self._consts[value] = v
        return v

    def get(self, k: int) -> Val:
        v = self.ctx.regs.get(k)
        if v is None:
            if k == NULL:
                return self.const(0)
            v = self.init_regs.get(k)
            if v is None:
                rid = self.reason(f"{key_name(k)} is read before anything writes it")
                if not isinstance(k, tuple) and k < VBASE:
                    v = self.sp.const(0)
                    v = Val(v.c, None, {self.env.new_sym(f"initial {key_name(k)}", 0, ("launch",)): np.ones(self.sp.n, _U32)})
                else:
                    v = self.sp.unknown(rid)
                self.init_regs[k] = v
        return v

    def read(self, op: Operand, i: int = 0, width: int = 32) -> Val:
        """Operand value (register i of a range).  Integer constants as 32-bit patterns; float
        constants as their f32 bits (f16 for 16-bit operations); `i` = 1 of a 64-bit constant is
        its sign extension."""
        k = op.kind
        if k in ("s", "v", "a", "scc"):
            return self.get(key_of(op, i))
        if k == "imm":
            v = int(op.value)
            if i == 1:
                return self.const(M32 if v < 0 else (v >> 32) & M32)
            return self.const(v & M32)
        if k == "fimm":
            if width == 64:
                b = int(np.array(op.value, np.float64).view(np.uint64))
                return self.const((b >> 32) if i == 1 else b & M32)
            if width == 16:
                bits = int(np.array(op.value, np.float16).view(np.uint16))
            else:
                bits = int(np.array(op.value, np.float32).view(np.uint32))
            return self.const(0 if i else bits)
        if k == "off":
            return self.const(0)
        if k == "label":
            v = relocation(self, str(op.value))
            if v is not None:
                return v
        return self.sp.unknown(self.reason(f"operand {op.value!r} is not emulated ({self.where()})"))

    # ------------------------------------------------------------------ exec
    def exec_state(self):
        """(on, maybe, why) per lane from EXEC, restricted to the selected waves."""
        lo = self.get(EXEC_LO)
        hi = self.get(EXEC_HI)
        key = (id(lo), id(hi))
        if key != self._exec_key:
            on, unk, why = self.lane_bits(lo, hi)
            self._exec_cache = (on, unk, why)
            self._exec_key = key
        on, unk, why = self._exec_cache
        return on & self.sel, unk & self.sel, why

    def refresh_exec(self):
        self.on, self.maybe, self.exec_why = self.exec_state()

    def lane_bits(self, lo: Val, hi: Val):
        """Each lane's bit of a 64-bit lane mask: (known set, unknown, why)."""
        if lo.plain and hi.plain:
            w = np.where(self.hi_half, hi.c, lo.c)
            return ((w >> self.bitpos) & _U32(1)).astype(bool), np.zeros(self.sp.n, bool), None
        cl, ul, wl = to_bits(self.env, lo)
        ch, uh, wh = to_bits(self.env, hi)
        c = np.where(self.hi_half, ch, cl)
        u = np.where(self.hi_half, uh, ul)
        why = np.where(self.hi_half, wh, wl)
        val = ((c >> self.bitpos) & _U32(1)).astype(bool)
        unk = ((u >> self.bitpos) & _U32(1)).astype(bool)
        return val & ~unk, unk, why

    def pack_mask(self, val: np.ndarray, unk: np.ndarray, why=None):
        """Per-lane bits -> (lo, hi) 64-bit lane mask, the wave's value in each of its lanes."""
        sp = self.sp
        wsz = sp.wave_size
        lanes = np.arange(wsz, dtype=np.uint64)

        def pack(b):
            m = (b.reshape(sp.nwaves, wsz).astype(np.uint64) << lanes).sum(axis=1, dtype=np.uint64)
            lo = np.repeat((m & np.uint64(M32)).astype(_U32), wsz)
            hi = np.repeat((m >> np.uint64(32)).astype(_U32), wsz)
            return lo, hi
        vl, vh = pack(val & ~unk)
        if not unk.any():
            return Val(vl), Val(vh)
        ul, uh = pack(unk)
        w = np.zeros(sp.n, np.int32)
        if why is not None:
            # one reason per wave: the first unknown lane's
            wv = np.zeros(sp.nwaves, np.int32)
            idx = np.nonzero(unk)[0][::-1]
            wv[sp.wave[idx]] = why[idx]
            w = wv[sp.wave]
        return normalize(Val(vl, ul, None, w.copy())), normalize(Val(vh, uh, None, w.copy()))

    def scalar_bit(self, v: Val):
        """Per wave: (known 1, unknown) of bit 0 of a scalar (SCC)."""
        fl = self.first_lane
        c = v.c[fl] & 1
        u = (v.u[fl] & 1) if v.u is not None else np.zeros(len(fl), _U32)
        if v.sym:
            for x in v.sym.values():
                u = u | (x[fl] != 0)
        return (c == 1) & (u == 0), u != 0

    def scalar_nonzero(self, lo: Val, hi: Val | None = None):
        """Per wave: (known non-zero, unknown) of a 32- or 64-bit scalar."""
        fl = self.first_lane
        known_nz = np.zeros(len(fl), bool)
        unk = np.zeros(len(fl), bool)
        for v in (lo, hi) if hi is not None else (lo,):
            c, u, _ = to_bits(self.env, v)
            known_nz |= c[fl] != 0
            unk |= u[fl] != 0
        return known_nz, unk & ~known_nz

    # ------------------------------------------------------------------ writing
    def write_s(self, k: int, v: Val, what: str | None = None):
        """A scalar write: all lanes of the selected waves."""
        if k == NULL:
            return
        if v.u is not None and what is not None:
            v = arith.uniformize(self.sp, v, what)
        old = self.ctx.regs.get(k)
        if old is None or self.sel.all():
            self.ctx.regs[k] = v if self.sel.all() else select(self.sel, v, self.get(k))
        else:
            self.ctx.regs[k] = select(self.sel, v, old)

    def write_v(self, k: int, v: Val, force_lanes=None):
        """A vector write: lanes active in EXEC (joined with the old value where EXEC is unknown)."""
        on, maybe = (self.on, self.maybe) if force_lanes is None else (force_lanes, np.zeros(self.sp.n, bool))
        if self.nowrite is not None:
            on = on & ~self.nowrite
            maybe = maybe & ~self.nowrite
        if on.all():
            self.ctx.regs[k] = v
            return
        old = self.get(k)
        new = select(on | maybe, v, old)
        if maybe.any():
            rid = self.reason(f"{key_name(k)} is written at {self.where()} in lanes whose activity is unknown")
            new = arith.join(self.sp, new, old, maybe, rid, "value written under an unknown mask")
        self.ctx.regs[k] = new

    def write_op_v(self, op: Operand, vals: list[Val]):
        for i, v in enumerate(vals):
            if i < op.count:
                self.write_v(key_of(op, i), v)

    def write_op_s(self, op: Operand, vals: list[Val], what: str | None = None):
        if op.kind == "scc":
            self.write_s(SCC, vals[0])
            return
        for i, v in enumerate(vals):
            if i < op.count:
                self.write_s(key_of(op, i), v, what)

    def set_scc(self, bit: np.ndarray, unk=None, why=None):
        """SCC from a per-lane bool (the wave's value in each lane)."""
        c = bit.astype(_U32)
        if unk is None or not unk.any():
            self.write_s(SCC, Val(c))
            return
        rid = why if why is not None else np.full(self.sp.n, self.reason(f"SCC unknown at {self.where()}"), np.int32)
        self.write_s(SCC, normalize(Val(c & ~unk.astype(_U32), unk.astype(_U32), None, rid.astype(np.int32))))

    def poison_op(self, op: Operand, rid: int, vector: bool):
        if not op.is_reg:
            return
        for i in range(op.count):
            if vector:
                self.write_v(key_of(op, i), self.sp.unknown(rid))
            else:
                self.write_s(key_of(op, i), self.sp.unknown(rid), what=f"{key_name(key_of(op, i))} from {self.inst.base}")

    # ------------------------------------------------------------------ lanes
    def gather(self, v: Val, src: np.ndarray) -> Val:
        """Value of lane src[i] (an index over the workgroup) in lane i."""
        return gather(v, src)

    # ------------------------------------------------------------------ control
    def branch(self, taken: np.ndarray, unknown: np.ndarray, target: int | None):
        self.next_pc = (taken, unknown, target)


_RELOC = re.compile(r"^([A-Za-z_.$][\w.$]*)@(?:rel32@|abs32@)?(lo|hi)(?:[+-]\d+)?$")


def relocation(m: "Machine", text: str) -> Val | None:
    """The value of a relocation operand ``SYM@rel32@lo+4`` (or ``@hi``): a wave-uniform symbol
    standing for that half of SYM's address relative to the ``s_getpc_b64`` before it, remembered
    per (SYM, half) so that :func:`ldsopt.amd.emu.calls.call` can tell which function a register
    pair points at."""
    if text.lower() in ("src_shared_base", "src_private_base"):
        return aperture(m, text.lower())
    g = _RELOC.match(text)
    if g is None:
        return None
    key = (g.group(1), g.group(2))
    s = m.reloc_syms.get(key)
    if s is None:
        s = m.reloc_syms[key] = m.env.new_sym(f"the address of {key[0]} ({key[1]} half)", 0, ("other",))
        m.callee_of[s] = key[0] if key[1] == "lo" else None
    return Val(np.zeros(m.sp.n, _U32), None, {s: np.ones(m.sp.n, _U32)})


def aperture(m: "Machine", name: str) -> Val:
    """``src_shared_base`` / ``src_private_base``: the high half of the flat address where the LDS
    (private) aperture starts (AMD Vega/CDNA ISA manuals, "Scalar Operands"), one number per device:
    a wave-uniform symbol of origin "aperture", so that a flat pointer into LDS is recognisable."""
    s = m.reloc_syms.get((name, "aperture"))
    if s is None:
        s = m.reloc_syms[(name, "aperture")] = m.env.new_sym(f"{name} (the flat aperture's high half)", 0,
                                                            ("aperture", name))
    return Val(np.zeros(m.sp.n, _U32), None, {s: np.ones(m.sp.n, _U32)})
