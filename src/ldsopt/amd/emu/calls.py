"""Calls of device-library functions through ``s_swappc_b64``.

OpenCL C or HIP compiled without the device libraries (``-nogpulib``) leaves the work-item
functions as calls: ``s_getpc_b64 s[N:N+1]``, ``s_add_u32 sN, sN, SYM@rel32@lo+4``,
``s_addc_u32 sN+1, sN+1, SYM@rel32@hi+12``, ``s_swappc_b64 s[30:31], s[N:N+1]``.  The emulator
follows the callee's address as a value (the relocation ``SYM@rel32@lo`` is a wave-uniform
symbol naming SYM: :func:`ldsopt.amd.emu.machine.relocation`), and a call to a function whose meaning is documented gets that meaning:

- OpenCL C 1.2, section 6.12.1 (work-item functions) and the same functions of AMD's device
  library (``__ockl_get_local_id`` ...): ``get_local_id(d)`` the work-item's id in dimension d,
  ``get_local_size(d)`` / ``get_enqueued_local_size(d)`` the workgroup size (uniform workgroups),
  ``get_group_id(d)`` the workgroup id (the same value as the one the kernel ABI delivers in an
  SGPR), ``get_global_id(d)`` = group id x size + local id + the global offset (a kernel-argument
  value, one per launch); for d > 2 ids are 0 and sizes 1.  ``get_num_groups``,
  ``get_global_size``, ``get_global_offset`` and ``get_work_dim`` are one number per launch: a
  wave-uniform unknown each.  ``barrier`` / ``work_group_barrier``: a barrier, no register result.
- Results are returned in v0 (v0:v1 for ``size_t``, the high half 0 here).
- The call clobbers what LLVM's AMDGPU calling convention (AMDGPUUsage, "Calling Convention")
  leaves to the caller: s0-s29, VCC, SCC, M0, v0-v31, and v32 and above except the callee-saved
  v40-47, v56-63, ... (register n with n % 16 >= 8), a0-a31; those become unknown except the result.

- OpenCL C 1.2, section 6.12.11 (atomic functions) and 9.5/9.6 (``atom_*`` of the 32- and 64-bit
  extensions) on a ``__local`` pointer (mangled ``PU3AS3V``): ``atomic_inc(p)``, ``atomic_add(p, v)``
  ... read the word at ``p``, combine and write it back as one indivisible operation, returning the
  old value.  The pointer is the first argument (v0, a 32-bit LDS address); the access is listed
  on the call's row as one LDS atomic of the element's width per work-item (``ds_add_rtn_u32`` /
  ``ds_add_rtn_u64`` for the bank model: every one-word read-modify-write has that shape), and the
  result is unknown (LDS contents are not emulated).

A call to any other named function (its body is not in the listing as the kernel's code: OpenCL's
``vload4``, a math function) is taken to return, to keep what the calling convention says a callee
keeps, and to touch LDS only through a pointer passed to it (a function other than a kernel cannot
name a kernel's LDS variables: LLVM rejects "local memory global used by non-kernel function").
The registers it may change become unknown, and the analysis goes on after the call, saying so.
Where the function is passed a pointer to LDS (a ``__local`` parameter, mangled ``PU3AS3``, or a
flat pointer whose high half is ``src_shared_base``: ``vstore4`` on local memory, say) the call's row
is an unresolved LDS access: the accesses are made inside the device library, whose instructions
are not in the listing.  A call through an unknown address stops the wave.
"""

from __future__ import annotations

import re

import numpy as np

from ldsopt.amd.emu import lds
from ldsopt.amd.emu.machine import ABASE, EXEC_LO, M0, VBASE, VCC_LO, Machine, key_of
from ldsopt.amd.emu.operands import SCC, Inst
from ldsopt.simt import arith
from ldsopt.simt.values import Val, select

_U32 = np.uint32

# device-library names -> (meaning, with a dimension argument)
FUNCTIONS = {
    "_Z12get_local_idj": "local_id", "__ockl_get_local_id": "local_id",
    "_Z12get_group_idj": "group_id", "__ockl_get_group_id": "group_id",
    "_Z14get_local_sizej": "local_size", "__ockl_get_local_size": "local_size",
    "_Z23get_enqueued_local_sizej": "local_size", "__ockl_get_enqueued_local_size": "local_size",
    "_Z13get_global_idj": "global_id", "__ockl_get_global_id": "global_id",
    "_Z14get_num_groupsj": "num_groups", "__ockl_get_num_groups": "num_groups",
    "_Z15get_global_sizej": "global_size", "__ockl_get_global_size": "global_size",
    "_Z17get_global_offsetj": "global_offset", "__ockl_get_global_offset": "global_offset",
    "_Z12get_work_dimv": "work_dim", "__ockl_get_work_dim": "work_dim",
    "_Z19get_local_linear_idv": "local_linear_id", "__ockl_get_local_linear_id": "local_linear_id",
    "_Z7barrierj": "barrier", "_Z18work_group_barrierj": "barrier",
    "_Z18work_group_barrierj12memory_scope": "barrier",
}

NOTE = {
    "local_id": "get_local_id(d): the work-item's id in dimension d",
    "group_id": "get_group_id(d): the workgroup id",
    "local_size": "get_local_size(d): the workgroup size analysed (uniform workgroups)",
    "global_id": "get_global_id(d): group id x workgroup size + local id + the launch's global offset",
    "num_groups": "get_num_groups(d): one unknown number per launch",
    "global_size": "get_global_size(d): one unknown number per launch",
    "global_offset": "get_global_offset(d): one unknown number per launch",
    "work_dim": "get_work_dim(): one unknown number per launch",
    "local_linear_id": "get_local_linear_id(): x + X*(y + Y*z)",
    "barrier": "barrier(): a workgroup barrier, no result",
    "local_atomic": "atomic_*/atom_* on a __local pointer: one LDS atomic of the element's width at the "
                    "pointer per work-item, the old value unknown",
    "opaque": "its body is not in the listing: taken to return, keep the callee-saved registers and touch "
              "LDS only through a pointer passed to it; its results are unknown",
}

# OpenCL's atomic functions on a __local (address space 3) pointer: _Z10atomic_incPU3AS3Vj ...
_LOCAL_ATOMIC = re.compile(r"_Z\d+(?:atomic|atom)_(?:inc|dec|add|sub|xchg|min|max|and|or|xor|cmpxchg)"
                           r"PU3AS3V?([ijlmf])(?:[ijlmf]*)$")


def local_atomic_width(name: str | None) -> int | None:
    """Bytes of the element an OpenCL atomic function on a ``__local`` pointer updates (None: not
    one).

    >>> local_atomic_width("_Z10atomic_incPU3AS3Vj"), local_atomic_width("_Z8atom_addPU3AS3Vll")
    (4, 8)
    >>> local_atomic_width("_Z10atomic_incPU3AS1Vj") is None
    True
    """
    mt = _LOCAL_ATOMIC.match(name or "")
    return None if mt is None else (8 if mt.group(1) in "lm" else 4)


def _passes_lds_pointer(m: Machine, name: str | None) -> bool:
    """The callee takes a __local pointer (its mangled name says so), or an argument register
    (v0-v31) holds the LDS aperture's high half (a flat pointer into LDS)."""
    if name and "PU3AS3" in name:
        return True
    origin = m.env.sym_origin
    for r in range(32):
        v = m.ctx.regs.get(VBASE + r)
        if v is not None and v.sym and any("src_shared_base" in origin[k] for k in v.sym):
            return True
    return False


def _local_atomic(m: Machine, name: str, width: int) -> Val:
    """Record the LDS atomic of a call to an OpenCL atomic on a __local pointer; its unknown result."""
    op = "ds_add_rtn_u64" if width == 8 else "ds_add_rtn_u32"
    lds._record(m, lds._per_wave(m, m.get(VBASE), width, width, width, name), op)
    return m.sp.unknown(m.reason(f"the old value {name} at {m.where()} returns (LDS contents are not emulated)"))


def _callee(m: Machine, lo: Val) -> str | None:
    """The function whose address `lo` holds in every selected lane (its relocation symbol with
    coefficient 1), else None."""
    names = m.callee_of
    found = [s for s in (lo.sym or {}) if names.get(s)]
    if len(found) != 1 or lo.u is not None and lo.u[m.sel].any():
        return None
    if not (lo.sym[found[0]][m.sel] == 1).all():
        return None
    return names[found[0]]


def _callee_saved(k: int) -> bool:
    if isinstance(k, tuple):
        return True
    if k >= ABASE:
        return k - ABASE >= 32
    if k >= VBASE:
        n = k - VBASE
        return n >= 32 and n % 16 >= 8
    return 30 <= k <= 105 or k in (EXEC_LO, EXEC_LO + 1)


def _wgid(m: Machine, d: int) -> Val:
    """The workgroup id of dimension d: the ABI's symbol where the kernel enables it."""
    v = m.memory.wgid.get(d)
    if v is None:
        s = m.env.new_sym(f"the workgroup id {'xyz'[d]}", 0, ("wgid",))
        v = m.memory.wgid[d] = Val(np.zeros(m.sp.n, _U32), None, {s: np.ones(m.sp.n, _U32)})
    return v


def _launch_sym(m: Machine, what: str, d: int) -> Val:
    cache = m.launch_syms
    key = (what, d)
    if key not in cache:
        s = m.env.new_sym(f"{what}({d})", 0, ("arg",))
        cache[key] = Val(np.zeros(m.sp.n, _U32), None, {s: np.ones(m.sp.n, _U32)})
    return cache[key]


def _by_dim(m: Machine, dim: Val, per_dim, other: int) -> Val:
    """per_dim(d) for the dimension each lane asks for; `other` for d > 2; unknown dims: unknown."""
    sp = m.sp
    out = sp.const(other)
    known = dim.plain
    for d in range(3):
        hit = (dim.c == d) if known else np.zeros(sp.n, bool)
        if hit.any():
            out = select(hit, per_dim(d), out)
    if not known:
        rid = m.reason(f"the dimension passed to a work-item function at {m.where()} is not known")
        out = arith.uniformize(sp, sp.unknown(rid), "a work-item function of an unknown dimension")
    return out


def _result(m: Machine, kind: str, dim: Val) -> Val | None:
    sp = m.sp
    bx, by, bz = m.memory.block
    t = np.arange(sp.n)
    local = (t % bx, (t // bx) % by, t // (bx * by))
    size = (bx, by, bz)
    if kind == "local_id":
        return _by_dim(m, dim, lambda d: Val(local[d].astype(_U32)), 0)
    if kind == "local_size":
        return _by_dim(m, dim, lambda d: sp.const(size[d]), 1)
    if kind == "group_id":
        return _by_dim(m, dim, lambda d: _wgid(m, d), 0)
    if kind == "global_id":
        return _by_dim(m, dim, lambda d: arith.add(sp, arith.add(sp, arith.mul(sp, _wgid(m, d), sp.const(size[d])),
                                                              Val(local[d].astype(_U32))),
                                                 _launch_sym(m, "get_global_offset", d)), 0)
    if kind in ("num_groups", "global_size", "global_offset"):
        return _by_dim(m, dim, lambda d: _launch_sym(m, f"get_{kind}", d), 1 if kind != "global_offset" else 0)
    if kind == "work_dim":
        return _launch_sym(m, "get_work_dim", 0)
    if kind == "local_linear_id":
        return Val((t % (bx * by * bz)).astype(_U32))
    return None


def call(m: Machine, inst: Inst) -> None:
    """``s_swappc_b64 sD, sT``: a device-library function gets its meaning (see the module); any
    other call stops the wave, naming the function where it is known."""
    if len(inst.ops) < 2 or inst.ops[1].kind != "s":
        return m.branch(None, "a function call (s_swappc_b64) is not followed", "halt")
    name = _callee(m, m.get(key_of(inst.ops[1], 0)))
    kind = FUNCTIONS.get(name or "")
    width = local_atomic_width(name)
    if width:
        kind = "local_atomic"
    if kind is None and not name:
        return m.branch(None, "a function call (s_swappc_b64) through an unknown address is not followed",
                        "halt")
    if kind is None:
        if _passes_lds_pointer(m, name):
            lds._unresolved_all(m, f"a call to {name} is passed a pointer to LDS: the LDS accesses it makes "
                                   "are in the device library, not in the listing (build with the device "
                                   "libraries to see them)")
        kind = ("opaque", name)
    sp = m.sp
    res = _local_atomic(m, name, width) if width else None if isinstance(kind, tuple) else \
        _result(m, kind, m.get(VBASE))
    rid = m.reason(f"a register the call to {name} at {m.where()} may change (the calling convention)")
    for k in sorted({k for k in set(m.ctx.regs) | set(m.init_regs) if not _callee_saved(k)}, key=str):
        if k >= VBASE:
            m.write_v(k, sp.unknown(rid))
        elif k not in (SCC, M0) and not (VCC_LO <= k <= VCC_LO + 1):
            m.write_s(k, sp.unknown(rid), what=f"a register the call to {name} may change")
        else:
            m.write_s(k, sp.unknown(rid))
    if res is not None:
        m.write_v(VBASE, res)
        m.write_v(VBASE + 1, sp.unknown(rid) if width == 8 else sp.const(0))
    for i in range(2):    # the return address
        m.write_s(key_of(inst.ops[0], i), sp.unknown(rid), what=f"the return address of the call at {m.where()}")
    m.calls.setdefault(kind, name)


def note(kind) -> str:
    """The assumption line of one emulated call kind (a meaning, or ("opaque", function))."""
    return NOTE[kind[0] if isinstance(kind, tuple) else kind]
