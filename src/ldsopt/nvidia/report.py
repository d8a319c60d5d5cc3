"""``ldsopt sass``: inputs in, one :class:`~ldsopt.nvidia.analyze.KernelReport` per kernel out, as text
(tables within 100 columns) or the JSON contract::

    {"kernels": [{"name", "block": [x, y, z], "shared": [{"pc", "sass", "source", "wavefronts",
                  "ideal", "conflicts", "resolved", "why", ...}]}]}
"""

from __future__ import annotations

import re

from ldsopt.errors import UsageError
from ldsopt.nvidia.analyze import analyze_function
from ldsopt.nvidia.machine import Launch, param_base


# ----------------------------------------------------------------------------- options
def check_patterns(names, blocks=(), args=()) -> None:
    """A ``--block KERNEL=...`` or ``--arg KERNEL:...`` naming no kernel of the input is a
    UsageError (silently unused, it would leave the user believing it applied)."""
    names = list(names)
    for pat, what in [(p, f"--block {p}=...") for p, _ in blocks] + [(a[0], f"--arg {a[0]}:...")
                                                                     for a in args]:
        if pat is not None and not any(_match(n, pat) for n in names):
            have = ", ".join(names[:8]) + (" ..." if len(names) > 8 else "")
            raise UsageError(f"{what}: no kernel matching {pat!r} (the input has: {have})")


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
    a = func.attributes
    for pat, b in blocks:
        if _match(func.name, pat):
            block, src = b, "--block"
    if block is not None:
        _check_bounds(func.name, block, a)
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
                raise UsageError(f"args={{{key}: {val}}}: {func.name} has "
                                 f"{len(params) if params else 'no known'} parameters (give the "
                                 "constant-bank offset instead, e.g. 0x220=VALUE)")
            off = params[key][0]
        values[off] = val & 0xFFFFFFFF
        values.setdefault(off + 4, (val >> 32) & 0xFFFFFFFF)
    launch = Launch(tuple(block), arch=arch, args=values, params=params)
    return launch, src


def _check_bounds(name: str, block, a: dict) -> None:
    """``--block`` against what the kernel itself declares: a launch of another size than its
    REQNTID (``.reqntid``), or of more threads than its MAX_THREADS (``.maxntid``,
    ``__launch_bounds__``), fails (CUDA Programming Guide, launch bounds; PTX ISA, performance-tuning
    directives), so there is no such launch to analyse."""
    shown = "x".join(map(str, block))
    req = a.get("reqntid")
    if req and tuple(req) + (1,) * (3 - len(req)) != tuple(block):
        raise UsageError(f"--block {shown}: {name} requires a block of "
                         f"{'x'.join(map(str, req))} (REQNTID); a launch of another size fails")
    lb = a.get("launch_block")
    if lb and tuple(lb) != tuple(block):
        raise UsageError(f"--block {shown}: the report measured {name} launched with blocks of "
                         f"{'x'.join(map(str, lb))}; the prediction must be for that launch")
    mx = a.get("maxntid")
    if mx:
        n = mx[0] * (mx[1] if len(mx) > 1 else 1) * (mx[2] if len(mx) > 2 else 1)
        if block[0] * block[1] * block[2] > n:
            raise UsageError(f"--block {shown}: {name} is built for at most {n} threads per block "
                             "(MAX_THREADS, __launch_bounds__); a larger launch fails")


def analyze_functions(funcs, blocks=(), args=(), arch=None, kernel=None, iterations=64) -> list:
    check_patterns([f.name for f in funcs], blocks, args)
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
        if f.attributes.get("cut"):
            r.notes.append(f.attributes["cut"])
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


