"""Triton side by side: which shared (LDS) layout Triton picks for GEMM operand tiles on gfx942
and gfx950, and how ldsopt's solved layout compares on the same write and read patterns.

Two steps, two interpreters:

1. ``extract`` (needs Triton, not a dependency of ldsopt; use a separate venv)::

       python3 -m venv /tmp/tv && /tmp/tv/bin/pip install triton
       /tmp/tv/bin/python tools/triton_layouts.py extract tests/data/solver/triton

   compiles a GEMM kernel (``C = A @ B^T``, A ``[M][K]`` and B ``[N][K]``, both K-contiguous)
   offline for each target and configuration, running Triton's own passes only up to TTGIR (no
   GPU, no ROCm linker needed), and writes one ``.ttgir`` snippet per configuration: the layout
   attribute definitions and the ``local_alloc`` lines (the whole module is not kept).

2. ``table`` (the project's venv)::

       .venv/bin/python tools/triton_layouts.py table tests/data/solver/triton

   parses each snippet (no Triton import), builds the ldsopt problem of each operand tile (the
   global-to-LDS store from the ``#blocked`` layout, the MFMA operand reads from ``#mma`` /
   ``dot_op`` kWidth), simulates Triton's layout and solves with ldsopt, and prints the markdown
   table that docs/solver.md holds.
"""

from __future__ import annotations

import os
import re
import sys

CONFIGS = [
    # (target arch, BLOCK_M, BLOCK_N, BLOCK_K, num_warps, dtype)
    ("gfx942", 128, 128, 64, 4, "fp16"),
    ("gfx942", 128, 128, 32, 4, "fp16"),
    ("gfx942", 64, 64, 64, 4, "fp16"),
    ("gfx942", 256, 128, 64, 8, "bf16"),
    ("gfx950", 128, 128, 64, 4, "fp16"),
    ("gfx950", 256, 256, 64, 8, "bf16"),
    ("gfx950", 128, 128, 128, 4, "fp16"),
    ("gfx950", 64, 64, 64, 4, "fp16"),
]


# ----------------------------------------------------------------------------- step 1 (Triton)
def extract(outdir: str) -> None:
    import triton
    import triton.language as tl
    from triton.backends.compiler import GPUTarget
    from triton.compiler.compiler import ASTSource, make_backend
    from triton._C.libtriton import ir

    @triton.jit
    def gemm_nt(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bn, stride_cm,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
        pid_m = tl.program_id(0)
        pid_n = tl.program_id(1)
        rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        rk = tl.arange(0, BLOCK_K)
        a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
        b_ptrs = b_ptr + rn[:, None] * stride_bn + rk[None, :]
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, K, BLOCK_K):
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
            acc += tl.dot(a, tl.trans(b))
            a_ptrs += BLOCK_K
            b_ptrs += BLOCK_K
        c_ptrs = c_ptr + rm[:, None] * stride_cm + rn[None, :]
        tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty))

    os.makedirs(outdir, exist_ok=True)
    for arch, bm, bn, bk, nw, dt in CONFIGS:
        target = GPUTarget("hip", arch, 64)
        backend = make_backend(target)
        ty = "*" + dt
        sig = {"a_ptr": ty, "b_ptr": ty, "c_ptr": ty, "M": "i32", "N": "i32", "K": "i32",
               "stride_am": "i32", "stride_bn": "i32", "stride_cm": "i32",
               "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr"}
        src = ASTSource(gemm_nt, sig, {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk},
                        attrs={(i,): [["tt.divisibility", 16]] for i in range(9)})
        options = backend.parse_options({"num_warps": nw, "num_stages": 2})
        ctx = ir.context()
        ir.load_dialects(ctx)
        backend.load_dialects(ctx)
        stages: dict = {}
        backend.add_stages(stages, options, src.language)
        mod = src.make_ir(target, options, backend.get_codegen_implementation(options),
                          backend.get_module_map(), ctx)
        md: dict = {**options.__dict__, "target": target, "hash": "0" * 64}
        mod = stages["ttir"](mod, md)
        mod = stages["ttgir"](mod, md)
        text = str(mod)
        isa = ""
        try:       # lower further to amdgcn assembly (LLVM is inside Triton) to record the ds_* ops
            llir = stages["llir"](mod, md)
            asm = stages["amdgcn"](llir, md)
            ops = {}
            for op in re.findall(r"^\s*(ds_(?:read|write|load|store)\w*)", asm, re.M):
                ops[op] = ops.get(op, 0) + 1
            other = sorted(set(re.findall(r"^\s*(buffer_load\w*lds\w*|global_load_lds\w*)", asm, re.M)))
            isa = ("// amdgcn LDS ops in the kernel: " + ", ".join(f"{k} x{v}" for k, v in sorted(ops.items()))
                   + ("; direct-to-LDS loads: " + ", ".join(other) if other else "") + "\n")
        except Exception as e:  # noqa: BLE001 - the TTGIR is what we need
            if os.environ.get("TL_DEBUG"):
                import traceback
                traceback.print_exc()
            isa = f"// (amdgcn lowering failed: {type(e).__name__})\n"
        keep = [re.sub(r"\s*loc\(#loc\d*\)\s*$", "", ln) for ln in text.splitlines()
                if (ln.startswith("#") and not ln.startswith("#loc"))
                or "local_alloc" in ln or ("ttg.memdesc" in ln and "local_load" in ln)
                or ("ttg.memdesc" in ln and ("local_store" in ln or "async_copy" in ln
                                              or "buffer_load_to_local" in ln))]
        name = f"{arch}_{dt}_{bm}x{bn}x{bk}_w{nw}.ttgir"
        with open(os.path.join(outdir, name), "w") as f:
            f.write(f"// Triton {triton.__version__}, target hip:{arch}, gemm_nt BLOCK_M={bm} "
                    f"BLOCK_N={bn} BLOCK_K={bk} num_warps={nw} num_stages=2 dtype={dt}\n")
            f.write(isa)
            f.write("\n".join(keep) + "\n")
        print(name)


# ----------------------------------------------------------------------------- step 2 (no Triton)
_ATTR = re.compile(r"^(#[\w]+)\s*=\s*#ttg\.(\w+)<(.*)>\s*$")


def parse_ttgir(text: str) -> dict:
    """Layout attributes, operand allocations and their reads in one snippet.

    Returns ``{"header", "attrs": {name: (kind, body)}, "allocs": [(shape, dtype, attr, copies)],
    "loads": {shared attr: result layout text}}``."""
    attrs, allocs, loads, header, header2 = {}, [], {}, "", ""
    for ln in text.splitlines():
        if ln.startswith("//"):
            if not header:
                header = ln[2:].strip()
            else:
                header2 += ln[2:].strip()
        m = _ATTR.match(ln.strip())
        if m:
            attrs[m.group(1)] = (m.group(2), m.group(3))
            continue
        if "local_alloc" in ln:
            for shape, dt, attr in re.findall(r"!ttg\.memdesc<(\d+(?:x\d+)+)x(f16|bf16|f32),\s*(#\w+)", ln):
                dims = [int(x) for x in shape.split("x")]
                key = (tuple(dims[-2:]), dt, attr, dims[0] if len(dims) == 3 else 1)
                if key not in allocs:
                    allocs.append(key)
        if "local_load" in ln:
            m2 = re.search(r"!ttg\.memdesc<[^,]+,\s*(#\w+).*->\s*tensor<[^,]+,\s*(.*)>\s*$", ln)
            if m2:
                loads.setdefault(m2.group(1), m2.group(2).strip())
    return {"header": header, "header2": header2, "attrs": attrs, "allocs": allocs, "loads": loads}


def _kv(body: str) -> dict:
    out = {}
    for k, v in re.findall(r"(\w+)\s*=\s*(\[\[.*?\]\]|\[[^\]]*\]|[\w.]+)", body):
        if v.startswith("[["):
            out[k] = [[int(x) for x in re.findall(r"-?\d+", g)] for g in re.findall(r"\[([^\[\]]*)\]", v)]
        elif v.startswith("["):
            out[k] = [int(x) for x in re.findall(r"-?\d+", v)]
        else:
            try:
                out[k] = int(v)
            except ValueError:
                out[k] = v
    return out


def _src():
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))


def _linear_table(bases, shape):
    """Memory offset -> (row, col) of a linear map given by the images of the offset bits."""
    import numpy as np
    n = shape[0] * shape[1]
    coords = np.zeros((n, 2), dtype=np.int64)
    for i, b in enumerate(bases):
        bit = (np.arange(n) >> i) & 1
        coords ^= np.where(bit[:, None] == 1, np.array(b, dtype=np.int64), 0)
    return coords


def triton_layout(kind: str, body: str, shape, eb: int):
    """The ldsopt layout of a Triton shared encoding of a [shape[0]][shape[1]] tile, order [1, 0]."""
    _src()
    import numpy as np
    from ldsopt.layouts.families import Explicit, Strided, TritonPadded, TritonSwizzled
    rows, cols = shape
    if kind == "swizzled_shared":
        p = _kv(body)
        if p.get("order", [1, 0]) != [1, 0]:
            raise ValueError("only order = [1, 0] tiles are compared")
        if p.get("maxPhase", 1) == 1:
            return Strided(rows, cols, eb)
        return TritonSwizzled(rows, cols, eb, p["vec"], p["perPhase"], p["maxPhase"])
    if kind == "padded_shared":
        pairs = [(int(a), int(b)) for a, b in re.findall(r"(\d+)\s*:\s*\+\s*(\d+)", body.split("{")[0])]
        p = _kv(body)
        if "offset" not in p:
            return TritonPadded(rows, cols, eb, tuple(pairs))
        # offset bases remap the 1-D offset to (row, col); padding is added after remapping
        co = _linear_table(p["offset"], shape)
        o = np.arange(rows * cols, dtype=np.int64)
        padded = o.copy()
        for iv, pad in pairs:
            padded += (o // iv) * pad
        table = np.zeros((rows, cols), dtype=np.int64)
        table[co[:, 0], co[:, 1]] = padded * eb
        if len(np.unique(co[:, 0] * cols + co[:, 1])) != rows * cols:
            raise ValueError("padded_shared offset bases are not a bijection")
        L = Explicit(rows, cols, eb, table)
        L.family = "explicit"
        return L
    raise ValueError(f"unsupported shared encoding {kind}")


def linear_read(body: str, eb: int, max_bytes: int = 16):
    """Per-instruction lane coordinates of a ``#ttg.linear`` register layout read from shared
    memory: the leading register bases along the contiguous dim form each lane's vector (at most
    ``max_bytes``), the other register bases and the warps give one instruction each."""
    import numpy as np
    p = _kv(body)
    reg, lane, warp = p.get("register", []), p.get("lane", []), p.get("warp", [])
    v = 0
    while v < len(reg) and reg[v] == [0, 1 << v] and (2 << v) * eb <= max_bytes:
        v += 1
    rest = reg[v:] + warp
    out = []
    for i in range(1 << len(rest)):
        base = np.zeros(2, dtype=np.int64)
        for b in range(len(rest)):
            if i >> b & 1:
                base ^= np.array(rest[b])
        lanes = []
        for l in range(1 << len(lane)):
            c = base.copy()
            for b in range(len(lane)):
                if l >> b & 1:
                    c ^= np.array(lane[b])
            lanes.append(c.tolist())
        out.append(lanes)
    return out, 1 << v


def direct_to_lds_coords(layout, lane_bytes: int = 16, lanes: int = 64):
    """(row, col) of the first element each lane writes when waves fill LDS in consecutive
    ``lanes * lane_bytes`` chunks of ``layout`` (skipping padding)."""
    import numpy as np
    off = layout.offsets()
    eb = layout.elem_bytes
    n = lane_bytes // eb
    order = np.argsort(off.ravel(), kind="stable")
    rc = np.stack(np.unravel_index(order, off.shape), axis=1)
    firsts = rc[::n]
    return firsts.reshape(-1, lanes, 2).tolist()


def blocked_store_coords(rows: int, cols: int, spt: int, tpr: int, vec: int, lanes: int = 64):
    """ds_write coordinates of a #blocked register tile (sizePerThread [1, spt], tpr threads per
    row, lanes in row-major order), each thread storing its spt elements in vec-element runs."""
    tr = lanes // tpr
    out = []
    for r0 in range(0, rows, tr):
        for c0 in range(0, cols, tpr * spt):
            for h in range(spt // vec):
                out.append([[r0 + l // tpr, c0 + (l % tpr) * spt + h * vec] for l in range(lanes)])
    return out


def _contiguous_run(kind: str, body: str) -> int:
    """Elements along the contiguous dim that stay contiguous in a Triton shared encoding."""
    p = _kv(body)
    if kind == "swizzled_shared":
        return 1 << 30 if p.get("maxPhase", 1) == 1 else p.get("vec", 1)
    if kind == "padded_shared" and "offset" in p:
        v = 0
        while v < len(p["offset"]) and p["offset"][v] == [0, 1 << v]:
            v += 1
        return 1 << v
    return 1 << 30


def problems(snippet: dict, arch: str):
    """One ldsopt problem per operand allocation: (operand, problem dict, Triton layout, encoding)."""
    attrs = snippet["attrs"]
    mma = next((kv for kind, kv in attrs.values() if kind == "amd_mfma"), None)
    if mma is None:
        raise ValueError("no #ttg.amd_mfma layout in the snippet")
    ishape = _kv(mma).get("instrShape", [32, 32, 8])
    blocked = [_kv(kv) for kind, kv in attrs.values() if kind == "blocked"]
    out = []
    for idx, (shape, dt, attr, copies) in enumerate(snippet["allocs"][:2]):
        kind, body = attrs[attr]
        rows, cols = shape
        eb = 2 if dt in ("f16", "bf16") else 4
        dname = dt
        tl_layout = triton_layout(kind, body, shape, eb)
        if "direct-to-LDS" in snippet["header2"]:
            # global_load_lds_dwordx4: lane l of a wave writes LDS bytes [16 l, 16 l + 16) of a
            # consecutive 1 KiB chunk; the elements there (in Triton's layout) are what it fetched
            coords = direct_to_lds_coords(tl_layout, 16)
            write = {"name": "store", "op": "ds_write_b128", "coords": coords,
                     "note": "global_load_lds_dwordx4 lanes -> elements, modelled as ds_write_b128"}
        else:
            bl = next((b for b in blocked if b.get("order") == [1, 0]), None)
            spt = bl["sizePerThread"][1] if bl else 16 // eb
            tpr = bl["threadsPerWarp"][1] if bl else 8
            # a thread's global vector is stored as runs that stay contiguous in Triton's layout
            vec = min(spt, _contiguous_run(kind, body))
            write = {"name": "store", "op": f"ds_write_b{vec * eb * 8}",
                     "coords": blocked_store_coords(rows, cols, spt, tpr, vec),
                     "note": f"#blocked sizePerThread {spt}, {tpr} threads per row, stored in {vec}-element runs"}
        res = snippet["loads"].get(attr, "")
        if res.startswith("#ttg.dot_op"):
            d = _kv(res)
            kw = d.get("kWidth", 4)
            read = {"name": "mfma_read", "op": {16: "ds_read_b128", 8: "ds_read_b64", 4: "ds_read_b32"}[kw * eb],
                    "pattern": {"name": "mfma_a" if d.get("opIdx", 0) == 0 else "mfma_b",
                                "shape": f"{ishape[0]}x{ishape[1]}x{ishape[2]}_{dname}", "read_elems": kw}}
        elif res.startswith("#linear"):
            coords, v = linear_read(attrs[res][1], eb)
            read = {"name": "linear_read", "op": {16: "ds_read_b128", 8: "ds_read_b64", 4: "ds_read_b32",
                                                  2: "ds_read_u16"}[v * eb], "coords": coords}
        else:
            raise ValueError(f"no local_load of {attr} found")
        prob = {"arch": arch, "tile": [rows, cols], "dtype": dname, "accesses": [write, read],
                "description": write.pop("note")}
        out.append(("A" if idx == 0 else "B", prob, tl_layout,
                    f"{kind}<{body.strip()}>", copies))
    return out


def table(indir: str) -> list:
    _src()
    from ldsopt.solver.search import evaluate, load_problem, solve
    rows = []
    for fn in sorted(os.listdir(indir)):
        if not fn.endswith(".ttgir"):
            continue
        arch = fn.split("_")[0]
        with open(os.path.join(indir, fn)) as f:
            snip = parse_ttgir(f.read())
        for opnd, pd, tl_layout, enc, copies in problems(snip, arch):
            prob = load_problem(pd)
            sol = solve(prob)
            tri = evaluate(prob, [tl_layout])[0]
            rows.append({"file": fn, "operand": opnd, "arch": arch, "tile": pd["tile"],
                         "accesses": pd["accesses"], "triton": enc, "triton_cycles": tri.total if tri else None,
                         "triton_ideal": tri.ideal if tri else None, "triton_bytes": tri.allocated if tri else None,
                         "ldsopt": sol.layout.describe(), "ldsopt_cycles": sol.best.total,
                         "ldsopt_bytes": sol.best.allocated, "ldsopt_ideal": sol.best.ideal})
    return rows


def markdown(rows: list) -> str:
    L = ["| config | operand tile | accesses (write; read) | Triton layout | Triton cycles (ideal) | Triton B | "
         "ldsopt layout | ldsopt cycles | ldsopt B | verdict |",
         "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        w, rd = r["accesses"]
        wdesc = (f"{w['op']} ({len(w['coords'])} instr.)" if "coords" in w
                 else f"{w['op']} row_copy vec={w['pattern']['vec']}")
        if "pattern" in rd:
            rdesc = f"{rd['pattern']['name']} {rd['pattern']['shape']} kWidth={rd['pattern']['read_elems']}"
        else:
            rdesc = f"#linear ({len(rd['coords'])} instr.)"
        acc = f"{wdesc}; {rd['op']} {rdesc}"
        if r["triton_cycles"] is None:
            verdict = "Triton's layout rejected (misaligned)"
        elif r["ldsopt_cycles"] < r["triton_cycles"]:
            verdict = f"**better: {r['triton_cycles'] / r['ldsopt_cycles']:.2f}x fewer cycles**"
        elif r["ldsopt_bytes"] < r["triton_bytes"]:
            verdict = f"**better: {r['triton_bytes'] - r['ldsopt_bytes']} B less**"
        elif r["ldsopt_cycles"] == r["triton_cycles"] and r["ldsopt_bytes"] == r["triton_bytes"]:
            verdict = "equal"
        else:
            verdict = "WORSE"
        L.append(f"| {r['file'][:-6]} | {r['operand']} {r['tile'][0]}x{r['tile'][1]} | {acc} | `{r['triton']}` | "
                 f"{_n(r['triton_cycles'])} ({_n(r['triton_ideal'])}) | {r['triton_bytes']} | {r['ldsopt']} | "
                 f"{_n(r['ldsopt_cycles'])} | {r['ldsopt_bytes']} | {verdict} |")
    return "\n".join(L)


def _n(x):
    if x is None:
        return "-"
    return int(x) if float(x).is_integer() else round(x, 2)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("extract", "table"):
        print("usage: triton_layouts.py extract|table DIR", file=sys.stderr)
        sys.exit(2)
    if sys.argv[1] == "extract":
        extract(sys.argv[2])
    else:
        print(markdown(table(sys.argv[2])))
