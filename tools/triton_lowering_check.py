"""Check ldsopt's model of Triton's shared-memory lowering against what Triton really emits.

Needs Triton (side venv)::

    /tmp/tv/bin/python tools/triton_lowering_check.py [N] [--record FILE]

Compiles small Gluon kernels (a tensor in a register layout D is stored into shared memory with
layout S by ``allocate_shared_memory`` and read back into a register layout D2), for random
(D, S, D2, dtype, target) over gfx942, gfx950, sm_80 and sm_90, then counts the shared-memory
instructions of each source line in Triton's assembly (amdgcn ``ds_*``; PTX ``ld/st.shared``,
``ldmatrix``, ``stmatrix``) and compares with ``ldsopt.triton`` (instruction kind and
instructions per thread).  AMD ``ds_read2``/``ds_write2`` pairs count as two instructions.
With ``--record`` the cases (TTGIR text, assembly counts) are written as JSON for the tests.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))

KERNEL = '''
import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as ttgl


@gluon.jit
def k(out_ptr, M: ttgl.constexpr, N: ttgl.constexpr, D: ttgl.constexpr, S: ttgl.constexpr,
      D2: ttgl.constexpr, B: ttgl.constexpr, DT: ttgl.constexpr):
    pid = ttgl.program_id(0)
    xm = ttgl.arange(0, M, layout=ttgl.SliceLayout(1, D))
    xn = ttgl.arange(0, N, layout=ttgl.SliceLayout(0, D))
    x = (xm[:, None] * N + xn[None, :] + pid).to(DT)
    smem = ttgl.allocate_shared_memory(DT, [M, N], S, x)
    y = smem.load(D2)
    om = ttgl.arange(0, M, layout=ttgl.SliceLayout(1, D2))
    on = ttgl.arange(0, N, layout=ttgl.SliceLayout(0, D2))
    ttgl.store(out_ptr + om[:, None] * N + on[None, :], y)
'''
STORE_LINE, LOAD_LINE = 14, 15        # lines of allocate_shared_memory / smem.load in KERNEL


def _kernel():
    import importlib.util
    import tempfile
    d = tempfile.mkdtemp(prefix="ldsopt_tlc_")
    p = os.path.join(d, "tlc_kernel.py")
    with open(p, "w") as f:
        f.write(KERNEL)
    spec = importlib.util.spec_from_file_location("tlc_kernel", p)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert "smem = ttgl.allocate" in KERNEL.splitlines()[STORE_LINE - 1]
    assert "smem.load" in KERNEL.splitlines()[LOAD_LINE - 1]
    return mod.k


def compile_case(kern, target, D, S, D2, M, N, dtype, nw):
    import triton
    import triton.experimental.gluon.language as ttgl
    from triton.experimental.gluon._runtime import GluonASTSource
    ws = target.warp_size
    B = ttgl.BlockedLayout([1, 1], [1, ws], [nw, 1], [1, 0])
    dt = {"f16": ttgl.float16, "bf16": ttgl.bfloat16, "f32": ttgl.float32, "i8": ttgl.int8,
          "f8": ttgl.float8e4nv if target.backend == "cuda" else ttgl.float8e4nv}[dtype]
    sig = {"out_ptr": "*" + {"f16": "fp16", "bf16": "bf16", "f32": "fp32", "i8": "i8", "f8": "fp8e4nv"}[dtype]}
    for kk in ("M", "N", "D", "S", "D2", "B", "DT"):
        sig[kk] = "constexpr"
    src = GluonASTSource(kern, signature=sig, constexprs={"M": M, "N": N, "D": D, "S": S, "D2": D2,
                                                          "B": B, "DT": dt})
    opts = {"num_warps": nw}
    if target.backend == "hip":
        opts["warp_size"] = ws
    return triton.compile(src, target=target, options=opts)


def by_kind(asm: str) -> dict:
    """{STORE_LINE: counts of stores, LOAD_LINE: counts of loads}: the kernel's only shared-memory
    accesses are the op pair (LLVM may sink a load next to its use, so source lines are not
    reliable)."""
    out = {STORE_LINE: {}, LOAD_LINE: {}}
    for s in asm.splitlines():
        s = s.strip()
        m = re.match(r"(?:@%p\d+\s+)?(ds_\w+|ld\.shared[\w.:]*|st\.shared[\w.:]*|ldmatrix[\w.:]*|stmatrix[\w.:]*)\b", s)
        if not m:
            continue
        nm = m.group(1)
        load = nm.startswith(("ds_read", "ld.", "ldmatrix"))
        if not load and not nm.startswith(("ds_write", "st.", "stmatrix")):
            continue
        d = out[LOAD_LINE if load else STORE_LINE]
        d[nm] = d.get(nm, 0) + 1
    return out


def per_line(asm: str) -> dict:
    cur = None
    out: dict = {}
    for ln in asm.splitlines():
        s = ln.strip()
        m = re.match(r"\.loc\s+(\d+)\s+(\d+)", s)
        if m:
            cur = int(m.group(2))
            continue
        m = re.match(r"(?:@%p\d+\s+)?(ds_\w+|ld\.shared[\w.:]*|st\.shared[\w.:]*|ldmatrix[\w.:]*|stmatrix[\w.:]*)\b", s)
        if m and cur is not None:
            out.setdefault(cur, {})
            out[cur][m.group(1)] = out[cur].get(m.group(1), 0) + 1
    return out


def normalize(counts: dict) -> dict:
    """{instruction (ldsopt spelling): instructions per thread}, AMD pairs split."""
    out: dict = {}
    for name, n in counts.items():
        if name.startswith("ds_"):
            m = re.match(r"ds_(read|write)(2st64|2)?_(b\d+|u\d+|i\d+)(_tr_b\d+)?", name)
            if not m:
                continue
            verb, two, size, tr = m.groups()
            nm = f"ds_{verb}_{size}{tr or ''}"
            out[nm] = out.get(nm, 0) + n * (2 if two else 1)
        elif name.startswith(("ldmatrix", "stmatrix")):
            x = re.search(r"\.x(\d)", name).group(1)
            nm = name.split(".")[0] + f".x{x}" + (".trans" if ".trans" in name else "")
            out[nm] = out.get(nm, 0) + n
        else:
            verb = name.split(".")[0]
            vec = re.search(r"\.v(\d)", name)
            width = re.search(r"\.[busf](\d+)", name)
            bits = int(width.group(1)) * (int(vec.group(1)) if vec else 1) if width else 0
            nm = f"{verb}.shared." + {8: "u8", 16: "u16", 32: "u32", 64: "v2.u32", 128: "v4.u32"}.get(bits, name)
            out[nm] = out.get(nm, 0) + n
    return out


def model(ttgir: str, target_name: str):
    from ldsopt.triton.analysis import analyse
    _, _, costs = analyse(ttgir)
    out = {}
    for c in costs:
        if c.op.name in ("local_alloc", "local_load") and c.op.loc:
            line = int(c.op.loc.split(":")[-2])
            if c.lowered is None:
                out[line] = {"error": c.error}
            else:
                out[line] = {c.lowered.instruction: c.lowered.per_warp}
    return out


def random_case(rng):
    import triton.experimental.gluon.language as ttgl
    from triton.backends.compiler import GPUTarget
    from triton.experimental.gluon.language.amd import AMDMFMALayout
    tname = rng.choice(["gfx942", "gfx950", "sm_80", "sm_90"])
    target = (GPUTarget("hip", tname, 64) if tname.startswith("gfx")
              else GPUTarget("cuda", int(tname[3:]), 32))
    ws = target.warp_size
    dtype = rng.choice(["f16", "f16", "bf16", "f32", "i8"])
    bits = {"f16": 16, "bf16": 16, "f32": 32, "i8": 8, "f8": 8}[dtype]
    nw = rng.choice([4, 4, 8])
    M = rng.choice([32, 64, 128])
    N = rng.choice([32, 64, 128])

    def blocked():
        spt = rng.choice([[1, 1], [1, 2], [1, 4], [1, 8], [1, 16], [4, 1], [8, 1], [2, 2]])
        tn = rng.choice([1, 2, 4, 8, 16, 32])
        tn = min(tn, ws)
        tpw = [ws // tn, tn]
        wn = rng.choice([1, 2])
        wpc = [nw // wn, wn]
        order = rng.choice([[1, 0], [1, 0], [0, 1]])
        return ttgl.BlockedLayout(spt, tpw, wpc, order)

    def mma_dot(op):
        if tname.startswith("gfx"):
            ver = 3 if tname == "gfx942" else 4
            ish = rng.choice([[32, 32, 8], [16, 16, 16]] if ver == 3 else [[32, 32, 16], [16, 16, 32]])
            w = rng.choice([[2, 2], [4, 1], [1, 4]]) if nw == 4 else rng.choice([[4, 2], [2, 4], [8, 1]])
            p = AMDMFMALayout(ver, ish, rng.random() < 0.5, w)
            kw = rng.choice([4, 8]) if bits == 16 else (16 if bits == 8 else 4)
            return ttgl.DotOperandLayout(op, p, kw), p
        w = rng.choice([[2, 2], [4, 1], [1, 4]]) if nw == 4 else rng.choice([[4, 2], [2, 4], [8, 1]])
        p = ttgl.NVMMADistributedLayout([2, 0], w, [16, 8])
        kw = 32 // bits
        return ttgl.DotOperandLayout(op, p, kw), p

    def shared():
        r = rng.random()
        order = rng.choice([[1, 0], [1, 0], [0, 1]])
        if r < 0.55:
            return ttgl.SwizzledSharedLayout(rng.choice([1, 2, 4, 8, 16]), rng.choice([1, 2, 4]),
                                             rng.choice([1, 2, 4, 8, 16]), order)
        if r < 0.75 and tname.startswith("gfx"):
            iv = rng.choice([32, 64, 128, 256, 512])
            pad = rng.choice([1, 2, 4, 8, 16])
            return ttgl.PaddedSharedLayout.with_identity_for([[iv, pad]], [M, N], order)
        if tname.startswith("sm") and r < 0.8:
            return ttgl.NVMMASharedLayout(rng.choice([0, 32, 64, 128]), bits, 2, order == [0, 1])
        return ttgl.SwizzledSharedLayout(1, 1, 1, order)

    D = blocked()
    kind2 = rng.random()
    if kind2 < 0.5:
        D2, _ = mma_dot(rng.choice([0, 1]))
    elif kind2 < 0.7:
        _, p = mma_dot(0)
        D2 = p
    else:
        D2 = blocked()
    return target, D, shared(), D2, M, N, dtype, nw


def run(n, seed=7, record=None):
    from triton_ll_crosscheck import _in_child
    rng = random.Random(seed)
    kern = _kernel()
    rows, bad, skipped = [], 0, 0
    for _ in range(n):
        case = random_case(rng)
        target, D, S, D2, M, N, dtype, nw = case

        def job():
            c = compile_case(kern, target, D, S, D2, M, N, dtype, nw)
            asm = c.asm["amdgcn"] if target.backend == "hip" else c.asm["ptx"]
            pl = by_kind(asm)
            return {"ttgir": c.asm["ttgir"], "counts": {str(k): v for k, v in pl.items()}}
        res = _in_child(job)
        if "error" in res:
            skipped += 1
            continue
        tname = f"gfx{target.arch[3:]}" if target.backend == "hip" else f"sm_{target.arch}"
        got = {int(k): normalize(v) for k, v in res["counts"].items()}
        try:
            mine = model(res["ttgir"], tname)
        except Exception as e:         # noqa: BLE001
            mine = {"error": f"{type(e).__name__}: {e}"}
        ok = True
        for line in (STORE_LINE, LOAD_LINE):
            want = got.get(line, {}) or {}
            have = mine.get(line, {}) if isinstance(mine, dict) else {}
            if want != have:
                ok = False
        rows.append({"target": tname, "dtype": dtype, "ttgir": res["ttgir"],
                     "asm_counts": {str(k): v for k, v in got.items() if k in (STORE_LINE, LOAD_LINE)},
                     "ok": ok})
        if not ok:
            bad += 1
            if bad <= int(os.environ.get("TLC_SHOW", "8")):
                print("MISMATCH", tname, dtype, M, N, nw)
                for ln in res["ttgir"].splitlines():
                    if (ln.startswith("#") and "= loc(" not in ln) or "local_" in ln:
                        print("   ", ln.strip()[:220])
                print("    asm  ", {k: got.get(k) for k in (STORE_LINE, LOAD_LINE)})
                print("    model", {k: mine.get(k) for k in (STORE_LINE, LOAD_LINE)} if isinstance(mine, dict) and "error" not in mine else mine)
    print(f"{len(rows)} compiled, {bad} mismatches, {skipped} rejected by Triton")
    if record:
        with open(record, "w") as f:
            json.dump({"cases": rows}, f, separators=(",", ":"))
    return rows


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    rec = sys.argv[sys.argv.index("--record") + 1] if "--record" in sys.argv else None
    if rec in args:
        args.remove(rec)
    run(int(args[0]) if args else 40, record=rec)
