"""``ldsopt sass``: inputs in, one :class:`~ldsopt.nvidia.analyze.KernelReport` per kernel out, as text
(tables within 100 columns) or the JSON contract::

    {"kernels": [{"name", "block": [x, y, z], "shared": [{"pc", "sass", "source", "wavefronts",
                  "ideal", "conflicts", "resolved", "why", ...}]}]}
"""

from __future__ import annotations

import re

from ldsopt.errors import UsageError
from ldsopt.nvidia.analyze import analyze_function
from ldsopt.nvidia.machine import Launch, param_base, parse_block


# ----------------------------------------------------------------------------- options
def parse_block_options(items) -> list:
    """``[KERNEL=]XxYxZ`` -> [(kernel substring or None, (x, y, z))]."""
    out = []
    for it in items or []:
        k, sep, b = it.rpartition("=")
        out.append((k if sep and k else None, parse_block(b)))
    return out


def parse_arg_options(items) -> list:
    """``[KERNEL:]N=VALUE`` -> [(kernel or None, key, value)]; key: a parameter index (int) or a
    constant-bank offset (``0x220`` -> ("offset", 0x220))."""
    out = []
    for it in items or []:
        m = re.fullmatch(r"(?:(.+):)?\s*(c\[0x0\]\[)?(0x[0-9a-fA-F]+|\d+)\]?\s*=\s*(-?(?:0x[0-9a-fA-F]+|\d+))", it.strip())
        if not m:
            raise UsageError(f"--arg {it!r}: expected [KERNEL:]N=VALUE (N a parameter index, or a "
                             "constant-bank offset such as 0x220)")
        key_t = m.group(3)
        key = ("offset", int(key_t, 16)) if key_t.lower().startswith("0x") or m.group(2) else int(key_t)
        val = int(m.group(4), 0)
        out.append((m.group(1), key, val))
    return out


def _match(name: str, pattern: str | None) -> bool:
    return pattern is None or pattern == name or pattern in name


_CTYPES = {"char": 1, "signed char": 1, "unsigned char": 1, "bool": 1, "short": 2,
           "unsigned short": 2, "int": 4, "unsigned int": 4, "unsigned": 4, "float": 4,
           "long": 8, "unsigned long": 8, "long long": 8, "unsigned long long": 8, "double": 8,
           "size_t": 8, "__half": 2, "half": 2, "__nv_bfloat16": 2, "int64_t": 8, "uint64_t": 8,
           "int32_t": 4, "uint32_t": 4}


def signature_params(name: str) -> list | None:
    """[(offset, size)] from a demangled signature ``k(float *, const float *, int)`` (the form
    Nsight Compute prints), when every parameter is a pointer or a scalar."""
    m = re.search(r"\(([^()]*)\)\s*$", name)
    if not m:
        return None
    body = m.group(1).strip()
    if not body:
        return []
    out, off = [], 0
    for t in body.split(","):
        t = t.replace("const ", "").replace("volatile ", "").replace("__restrict__", "").strip()
        size = 8 if t.endswith("*") or t.endswith("&") else _CTYPES.get(t)
        if size is None:
            return None
        off = (off + size - 1) // size * size
        out.append((off, size))
        off += size
    return out


def base_arch(arch: str) -> str:
    """sm_90a / sm_100f -> sm_90 / sm_100: the architecture-specific variants (wgmma, tcgen05) have
    the shared memory of their base architecture."""
    m = re.fullmatch(r"(sm_\d+)[af]?", arch)
    return m.group(1) if m else arch


def launch_for(func, blocks, args, arch_opt) -> tuple:
    """(Launch or None, where the block size came from, or why there is none)."""
    arch = base_arch(arch_opt or func.arch or "sm_90")
    block, src = None, None
    for pat, b in blocks:
        if _match(func.name, pat):
            block, src = b, "--block"
    a = func.attributes
    if block is None and a.get("reqntid"):
        block, src = tuple(a["reqntid"]), "the kernel's required block size (REQNTID)"
    if block is None and a.get("maxntid"):
        block, src = tuple(a["maxntid"]), "__launch_bounds__ (MAX_THREADS: launches may use fewer)"
    if block is None and a.get("launch_block"):
        block, src = tuple(a["launch_block"]), "the profiled launch"
    if block is None:
        return None, "no block size: give --block XxYxZ (the input records none)"
    pbase = a.get("param_base", param_base(arch))
    if "params" in a:
        params = [(pbase + o, s) for _, (o, s) in sorted(a["params"].items())]
    else:
        sig = signature_params(func.name)
        params = [(pbase + o, s) for o, s in sig] if sig is not None else []
    values = {}
    for pat, key, val in args:
        if not _match(func.name, pat):
            continue
        if isinstance(key, tuple):
            off = key[1]
        else:
            if key >= len(params):
                raise UsageError(f"--arg {key}={val}: {func.name} has "
                                 f"{len(params) if params else 'no known'} parameters (give the "
                                 "constant-bank offset instead, e.g. 0x220=VALUE)")
            off = params[key][0]
        values[off] = val & 0xFFFFFFFF
        values.setdefault(off + 4, (val >> 32) & 0xFFFFFFFF)
    launch = Launch(tuple(block), arch=arch, args=values, params=params)
    return launch, src


def analyze_functions(funcs, blocks=(), args=(), arch=None, kernel=None, iterations=64) -> list:
    sel = [f for f in funcs if _match(f.name, kernel)]
    if not sel:
        names = ", ".join(f.name for f in funcs[:8]) + (" ..." if len(funcs) > 8 else "")
        raise UsageError(f"no kernel matching {kernel!r} (the input has: {names})")
    reports = []
    for f in sel:
        launch, src = launch_for(f, blocks, args, arch)
        if launch is None:
            if kernel is not None and len(sel) == 1:
                raise UsageError(f"{f.name}: {src}")
            reports.append(unresolved_report(f, arch, src))
            continue
        reports.append(analyze_function(f, launch, src, iterations=iterations))
    for f, r in zip(sel, reports):
        if not arch and not f.arch:
            r.notes.append("the input names no architecture: sm_90 assumed (give --arch sm_XX)")
    return reports


def load_functions(path: str, arch: str | None = None) -> list:
    """The SASS functions of any input ``ldsopt sass`` takes (listing, cubin, fatbin, executable,
    PTX, or an Nsight Compute source-page CSV, whose launches give the block sizes)."""
    from ldsopt.nvidia import disasm
    funcs, kind = disasm.load(path, arch)
    if kind != "ncu-csv":
        return funcs
    from ldsopt.nvidia.ncu import load_report
    out = []
    for k in load_report(path):
        f = k.function()
        if k.launch.get("block"):
            f.attributes["launch_block"] = k.launch["block"]
        out.append(f)
    return out


def unresolved_report(f, arch, why: str):
    """A kernel without a block size: its shared-memory instructions listed, none resolved."""
    from ldsopt.nvidia.analyze import KernelReport, SharedInstruction, _src
    from ldsopt.nvidia.emulate import SHARED_OPS
    rep = KernelReport(f.name, arch or f.arch or "sm_90", (), "none",
                       instructions=len(f.instructions), notes=[why])
    rep.shared = [SharedInstruction(ins.pc, ins.text, _src(ins), None, why=why)
                  for ins in f.instructions if ins.opcode in SHARED_OPS]
    return rep


# ----------------------------------------------------------------------------- output
def to_json(reports) -> dict:
    return {"kernels": [r.to_json() for r in reports]}


def _f(x) -> str:
    return "-" if x is None else f"{x:.2f}"


def format_text(reports, width: int = 100, show_all: bool = True) -> str:
    L = []
    for r in reports:
        L.append(f"kernel {r.name[:width - 7]}")
        if r.block:
            nwarps = (r.block[0] * r.block[1] * r.block[2] + 31) // 32
            L.append(f"  {r.arch}, block {'x'.join(map(str, r.block))} ({nwarps} warps) from "
                     f"{r.block_source}"[:width])
        else:
            L.append(f"  {r.arch}, block unknown (give --block XxYxZ): nothing resolved")
        if not r.shared:
            L.append("  no shared-memory instruction")
        else:
            res = [s for s in r.shared if s.resolved]
            tot_w = sum(s.wavefronts for s in res)
            tot_i = sum(s.ideal for s in res)
            L.append(f"  {len(r.shared)} shared-memory instructions, {len(res)} resolved; one "
                     f"execution of each: {tot_w:.1f} wavefronts, ideal {tot_i:.1f}")
            L.append(f"  {'pc':>6} {'wavef':>6} {'ideal':>6} {'confl':>6}  {'instruction':<40} source")
            for s in r.shared:
                if not show_all and s.resolved and not s.conflicts:
                    continue
                mark = "" if s.resolved else "?"
                flag = "*" if s.loop else " "
                src = (s.source or "")[: max(0, width - 71)]
                L.append(f"  {s.pc:#06x} {_f(s.wavefronts):>6} {_f(s.ideal):>6} {_f(s.conflicts):>6}"
                         f"{flag} {s.sass[:40]:<40}{mark} {src}"[:width])
            if any(s.loop for s in r.shared):
                L.append("  * inside a loop emulated for its first iteration(s) only")
            unres = [s for s in r.shared if not s.resolved] if r.block else []
            for s in unres:
                L.append(f"  ? {s.pc:#06x}: {s.why}"[:width * 2])
            assumed = [s for s in r.shared if s.resolved and s.why]
            for s in assumed[:5]:
                L.append(f"  note {s.pc:#06x}: {s.why}"[:width * 2])
        for n in r.notes:
            L.append(f"  note: {n}"[:width * 2])
        L.append("")
    return "\n".join(L).rstrip() + "\n"
