"""Triton kernels for the SASS validation set (run on the GPU machine under Nsight Compute).

Each kernel is launched once with an explicit configuration (no autotuning).  For every launch the
compiled cubin, PTX and the launch facts (grid, num_warps -> block size, shared memory) are written
to OUTDIR so the static prediction can be checked against ncu's per-instruction counters.

    python3 triton_suite.py OUTDIR          # compile + run each kernel once (under ncu)
    python3 triton_suite.py OUTDIR --offline  # compile only for sm_90 (no GPU; cubins only)
    python3 triton_suite.py OUTDIR --only=attention,matmul_bf16   # a subset (name prefixes)
"""
import json
import os
import sys

import triton

KERNELS = r'''
import triton
import triton.language as tl


@triton.jit
def matmul(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, PREC: tl.constexpr):
    pid = tl.program_id(0)
    npn = tl.cdiv(N, BN)
    pm, pn = pid // npn, pid % npn
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    ap = a + rm[:, None] * sam + rk[None, :] * sak
    bp = b + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = tl.load(ap)
        y = tl.load(bp)
        acc += tl.dot(x, y, input_precision=PREC)
        ap += BK * sak
        bp += BK * sbk
    cp = c + rm[:, None] * scm + rn[None, :] * scn
    tl.store(cp, acc.to(c.dtype.element_ty))


@triton.jit
def softmax(x, y, ncols, sx, sy, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < ncols
    v = tl.load(x + row * sx + offs, mask=m, other=-float("inf")).to(tl.float32)
    v = v - tl.max(v, axis=0)
    e = tl.exp(v)
    tl.store(y + row * sy + offs, e / tl.sum(e, axis=0), mask=m)


@triton.jit
def layernorm(x, y, w, b, ncols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < ncols
    v = tl.load(x + row * ncols + offs, mask=m, other=0.).to(tl.float32)
    mean = tl.sum(v, axis=0) / ncols
    d = tl.where(m, v - mean, 0.)
    var = tl.sum(d * d, axis=0) / ncols
    r = 1. / tl.sqrt(var + eps)
    out = d * r * tl.load(w + offs, mask=m) + tl.load(b + offs, mask=m)
    tl.store(y + row * ncols + offs, out, mask=m)


@triton.jit
def transpose(x, y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    t = tl.load(x + rm[:, None] * N + rn[None, :])
    tl.store(y + rn[:, None] * M + rm[None, :], tl.trans(t))


@triton.jit
def colsum(x, y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pn = tl.program_id(0)
    rn = pn * BN + tl.arange(0, BN)
    acc = tl.zeros((BN,), dtype=tl.float32)
    for m0 in range(0, M, BM):
        rm = m0 + tl.arange(0, BM)
        acc += tl.sum(tl.load(x + rm[:, None] * N + rn[None, :]).to(tl.float32), axis=0)
    tl.store(y + rn, acc)


@triton.jit
def colmax(x, y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pn = tl.program_id(0)
    rn = pn * BN + tl.arange(0, BN)
    rm = tl.arange(0, BM)
    v = tl.load(x + rm[:, None] * N + rn[None, :])
    tl.store(y + rn, tl.max(v, axis=0))

@triton.jit
def attention(q, k, v, o, L, D: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    pm, bh = tl.program_id(0), tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    base = bh * L * D
    qt = tl.load(q + base + rm[:, None] * D + rd[None, :])
    m_i = tl.full((BM,), -float("inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    for n0 in range(0, L, BN):
        rn = n0 + tl.arange(0, BN)
        kt = tl.load(k + base + rn[None, :] * D + rd[:, None])
        s = tl.dot(qt, kt) * 0.125
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        vt = tl.load(v + base + rn[:, None] * D + rd[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(vt.dtype), vt)
        m_i = m_new
    tl.store(o + base + rm[:, None] * D + rd[None, :], (acc / l_i[:, None]).to(o.dtype.element_ty))


@triton.jit
def rowsum(x, y, N, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    rm = pm * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    v = tl.load(x + rm[:, None] * N + rn[None, :]).to(tl.float32)
    tl.store(y + rm, tl.sum(v * v, axis=1))


@triton.jit
def dot_nt(a, b, c, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, PREC: tl.constexpr):
    pm, pn = tl.program_id(0), tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        x = tl.load(a + rm[:, None] * K + (k0 + rk)[None, :])
        w = tl.load(b + rn[:, None] * K + (k0 + rk)[None, :])
        acc += tl.dot(x, tl.trans(w), input_precision=PREC)
    tl.store(c + rm[:, None] * (BN * tl.num_programs(1)) + rn[None, :], acc)


@triton.jit
def cumsum_rows(x, y, N, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    rm = pm * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    v = tl.load(x + rm[:, None] * N + rn[None, :])
    tl.store(y + rm[:, None] * N + rn[None, :], tl.cumsum(v, axis=1))


@triton.jit
def permute3(x, y, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    ra = tl.arange(0, A)
    rb = tl.arange(0, B)
    rc = tl.arange(0, C)
    base = tl.program_id(0) * A * B * C
    v = tl.load(x + base + ra[:, None, None] * B * C + rb[None, :, None] * C + rc[None, None, :])
    w = tl.permute(v, (2, 0, 1))
    tl.store(y + base + rc[:, None, None] * A * B + ra[None, :, None] * B + rb[None, None, :], w)


@triton.jit
def colsum3(x, y, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.program_id(0) * BN + tl.arange(0, BN)
    v = tl.load(x + rm[:, None] * (BN * tl.num_programs(0)) + rn[None, :]).to(tl.float32)
    tl.store(y + rn, tl.max(v, axis=0) + tl.sum(v, axis=0))

'''


# name, kernel, config
MATMULS = [  # (BM, BN, BK, warps, stages, dtype, precision)
    (64, 64, 32, 4, 3, "f16", "tf32"), (128, 128, 64, 8, 3, "f16", "tf32"), (128, 64, 32, 4, 4, "f16", "tf32"),
    (32, 64, 32, 4, 2, "f16", "tf32"), (16, 32, 32, 2, 2, "f16", "tf32"), (64, 64, 32, 4, 1, "f16", "tf32"),
    (32, 32, 16, 4, 1, "f32", "ieee"), (64, 32, 8, 4, 2, "f32", "ieee"), (64, 64, 32, 4, 3, "f32", "tf32"),
    (64, 128, 32, 4, 3, "bf16", "tf32"), (32, 32, 64, 2, 2, "bf16", "tf32"), (16, 64, 16, 1, 1, "f16", "tf32"),
]


def _unique(fn_name, tag, outdir, _cache={}):
    """The kernel ``fn_name`` renamed to ``tag`` (a generated module), so that every launch has its
    own kernel name in the profiler's report."""
    import importlib.util
    if tag in _cache:
        return _cache[tag]
    gen = os.path.join(outdir, "_gen")
    os.makedirs(gen, exist_ok=True)
    path = os.path.join(gen, tag + ".py")
    with open(path, "w") as f:
        f.write(KERNELS.replace(f"def {fn_name}(", f"def {tag}("))
    spec = importlib.util.spec_from_file_location(tag, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    _cache[tag] = getattr(mod, tag)
    return _cache[tag]


def cases(torch=None):
    """(tag, kernel, grid, args (tensors or shapes), constexprs, num_warps, num_stages)."""
    out = []
    for (bm, bn, bk, nw, ns, dt, prec) in MATMULS:
        M = N = K = 512
        tag = f"matmul_{dt}_{bm}x{bn}x{bk}_w{nw}_s{ns}_{prec}"
        out.append((tag, "matmul", ((M // bm) * (N // bn),),
                    dict(a=("t", (M, K), dt), b=("t", (K, N), dt), c=("t", (M, N), dt), M=M, N=N, K=K,
                         sam=K, sak=1, sbk=N, sbn=1, scm=N, scn=1),
                    dict(BM=bm, BN=bn, BK=bk, PREC=prec), nw, ns))
    for blk, nw in ((1024, 4), (2048, 8), (256, 1)):
        out.append((f"softmax_{blk}_w{nw}", "softmax", (256,),
                    dict(x=("t", (256, blk), "f32"), y=("t", (256, blk), "f32"), ncols=blk - 3, sx=blk, sy=blk),
                    dict(BLOCK=blk), nw, 1))
    for blk, nw in ((1024, 4), (4096, 8)):
        out.append((f"layernorm_{blk}_w{nw}", "layernorm", (128,),
                    dict(x=("t", (128, blk), "f16"), y=("t", (128, blk), "f16"), w=("t", (blk,), "f16"),
                         b=("t", (blk,), "f16"), ncols=blk, eps=1e-5), dict(BLOCK=blk), nw, 1))
    for bm, bn, nw, dt in ((64, 64, 4, "f32"), (32, 128, 4, "f16"), (128, 32, 8, "f32"), (64, 64, 4, "f8")):
        M = N = 1024
        out.append((f"transpose_{dt}_{bm}x{bn}_w{nw}", "transpose", (M // bm, N // bn),
                    dict(x=("t", (M, N), dt), y=("t", (N, M), dt), M=M, N=N), dict(BM=bm, BN=bn), nw, 1))
    for bm, bn, nw, dt in ((64, 64, 4, "f32"), (32, 256, 8, "f16"), (128, 16, 4, "f32")):
        out.append((f"colsum_{dt}_{bm}x{bn}_w{nw}", "colsum", (1024 // bn,),
                    dict(x=("t", (1024, 1024), dt), y=("t", (1024,), "f32"), M=1024, N=1024),
                    dict(BM=bm, BN=bn), nw, 1))
    for bm, bn, nw, ns in ((64, 64, 4, 2), (128, 64, 8, 3), (32, 32, 2, 1)):
        L_, D_ = 512, 64
        out.append((f"attention_{bm}x{bn}_w{nw}_s{ns}", "attention", (L_ // bm, 4),
                    dict(q=("t", (4, L_, D_), "f16"), k=("t", (4, L_, D_), "f16"), v=("t", (4, L_, D_), "f16"),
                         o=("t", (4, L_, D_), "f16"), L=L_), dict(D=D_, BM=bm, BN=bn), nw, ns))
    out.append(("colmax_f32_128x64_w4", "colmax", (1024 // 64,),
                dict(x=("t", (128, 1024), "f32"), y=("t", (1024,), "f32"), M=128, N=1024),
                dict(BM=128, BN=64), 4, 1))
    out += fresh_cases() + late_cases()
    return out


def fresh_cases():
    """The third set (tags ``fresh_*``): configurations and kernels chosen after the emulator was
    written, as a check of generality."""
    out = []
    for (bm, bn, bk, nw, ns, dt, prec) in ((128, 256, 64, 8, 3, "f16", "tf32"), (64, 128, 64, 4, 4, "bf16", "tf32"),
                                           (256, 64, 32, 8, 3, "f16", "tf32"), (32, 16, 16, 1, 2, "f32", "ieee")):
        M = N = K = 512
        out.append((f"fresh_matmul_{dt}_{bm}x{bn}x{bk}_w{nw}_s{ns}", "matmul", ((M // bm) * (N // bn),),
                    dict(a=("t", (M, K), dt), b=("t", (K, N), dt), c=("t", (M, N), dt), M=M, N=N, K=K,
                         sam=K, sak=1, sbk=N, sbn=1, scm=N, scn=1),
                    dict(BM=bm, BN=bn, BK=bk, PREC=prec), nw, ns))
    for blk, nw in ((512, 2), (8192, 16)):
        out.append((f"fresh_softmax_{blk}_w{nw}", "softmax", (64,),
                    dict(x=("t", (64, blk), "f32"), y=("t", (64, blk), "f32"), ncols=blk - 1, sx=blk, sy=blk),
                    dict(BLOCK=blk), nw, 1))
    out.append(("fresh_layernorm_1024_w2", "layernorm", (64,),
                dict(x=("t", (64, 768), "f16"), y=("t", (64, 768), "f16"), w=("t", (1024,), "f16"),
                     b=("t", (1024,), "f16"), ncols=768, eps=1e-5), dict(BLOCK=1024), 2, 1))
    for bm, bn, nw, dt in ((32, 64, 2, "bf16"), (128, 128, 8, "f16")):
        out.append((f"fresh_transpose_{dt}_{bm}x{bn}_w{nw}", "transpose", (1024 // bm, 1024 // bn),
                    dict(x=("t", (1024, 1024), dt), y=("t", (1024, 1024), dt), M=1024, N=1024),
                    dict(BM=bm, BN=bn), nw, 1))
    out.append(("fresh_colsum_bf16_256x32_w8", "colsum", (1024 // 32,),
                dict(x=("t", (1024, 1024), "bf16"), y=("t", (1024,), "f32"), M=1024, N=1024),
                dict(BM=256, BN=32), 8, 1))
    for bm, bn, nw in ((16, 256, 4), (64, 64, 8)):
        out.append((f"fresh_rowsum_{bm}x{bn}_w{nw}", "rowsum", (1024 // bm,),
                    dict(x=("t", (1024, bn), "f16"), y=("t", (1024,), "f32"), N=bn), dict(BM=bm, BN=bn), nw, 1))
    for bm, bn, bk, nw, dt, prec in ((64, 64, 32, 4, "f16", "tf32"), (32, 32, 32, 4, "f32", "ieee")):
        out.append((f"fresh_dotnt_{dt}_{bm}x{bn}x{bk}_w{nw}", "dot_nt", (256 // bm, 256 // bn),
                    dict(a=("t", (256, 256), dt), b=("t", (256, 256), dt), c=("t", (256, 256), "f32"), K=256),
                    dict(BM=bm, BN=bn, BK=bk, PREC=prec), nw, 2))
    return out


def late_cases():
    """Tags ``late_*``: written at the end of the work, a last check (kernels with scans, 3-D
    permutes, int8 and fp8 matmuls, mixed reductions)."""
    out = []
    for bm, bn, nw in ((4, 256, 4), (32, 64, 4)):
        out.append((f"late_cumsum_{bm}x{bn}_w{nw}", "cumsum_rows", (256 // bm,),
                    dict(x=("t", (256, bn), "f32"), y=("t", (256, bn), "f32"), N=bn), dict(BM=bm, BN=bn), nw, 1))
    for a, b, c, nw in ((8, 16, 32, 4), (16, 8, 64, 8)):
        out.append((f"late_permute_{a}x{b}x{c}_w{nw}", "permute3", (64,),
                    dict(x=("t", (64 * a * b * c,), "f16"), y=("t", (64 * a * b * c,), "f16")),
                    dict(A=a, B=b, C=c), nw, 1))
    for bm, bn, nw, dt in ((128, 64, 4, "bf16"), (64, 128, 8, "f32")):
        out.append((f"late_colsum3_{dt}_{bm}x{bn}_w{nw}", "colsum3", (8,),
                    dict(x=("t", (bm, bn * 8), dt), y=("t", (bn * 8,), "f32")), dict(BM=bm, BN=bn), nw, 1))
    for (bm, bn, bk, nw, ns, dt, prec) in ((64, 64, 64, 4, 3, "f8", "tf32"), (128, 128, 32, 8, 2, "bf16", "tf32"),
                                           (32, 64, 32, 2, 3, "f32", "tf32")):
        M = N = K = 512
        out.append((f"late_matmul_{dt}_{bm}x{bn}x{bk}_w{nw}_s{ns}", "matmul", ((M // bm) * (N // bn),),
                    dict(a=("t", (M, K), dt), b=("t", (K, N), dt), c=("t", (M, N), "f32" if dt == "f8" else dt),
                         M=M, N=N, K=K, sam=K, sak=1, sbk=N, sbn=1, scm=N, scn=1),
                    dict(BM=bm, BN=bn, BK=bk, PREC=prec), nw, ns))
    return out


def _dtype(torch, name):
    return {"f16": torch.float16, "f32": torch.float32, "bf16": torch.bfloat16,
            "f8": torch.float8_e4m3fn}[name]


def run(outdir, offline=False, only=None):
    os.makedirs(outdir, exist_ok=True)
    meta = []
    sel = [c for c in cases() if not only or any(c[0].startswith(o) for o in only)]
    if offline:
        from triton.backends.compiler import GPUTarget
        target = GPUTarget("cuda", 90, 32)
        for tag, fname, grid, args, cx, nw, ns in sel:
            fn = _unique(fname, tag, outdir)
            sig, consts = {}, dict(cx)
            for k, v in args.items():
                if isinstance(v, tuple):
                    sig[k] = "*" + {"f16": "fp16", "f32": "fp32", "bf16": "bf16", "f8": "fp8e4nv"}[v[2]]
                elif isinstance(v, float):
                    sig[k] = "fp32"
                else:
                    sig[k] = "i32"
            for k in cx:
                sig[k] = "constexpr"
            src = triton.compiler.ASTSource(fn=fn, signature=sig, constexprs=consts)
            try:
                k = triton.compile(src, target=target, options=dict(num_warps=nw, num_stages=ns))
            except Exception as e:   # report and go on
                print(f"{tag}: compile failed: {str(e).splitlines()[0][:200]}")
                continue
            _save(outdir, tag, fn, k, nw, grid, meta)
    else:
        import torch
        for tag, fname, grid, args, cx, nw, ns in sel:
            fn = _unique(fname, tag, outdir)
            real = {}
            for k, v in args.items():
                if isinstance(v, tuple):
                    t = torch.randn(v[1], device="cuda", dtype=torch.float32)
                    real[k] = t.to(_dtype(torch, v[2]))
                else:
                    real[k] = v
            try:
                k = fn[grid](**real, **cx, num_warps=nw, num_stages=ns)
                torch.cuda.synchronize()
            except Exception as e:
                print(f"{tag}: failed: {str(e).splitlines()[0][:200]}")
                continue
            _save(outdir, tag, fn, k, nw, grid, meta)
    with open(os.path.join(outdir, "triton_meta.json"), "w") as f:
        json.dump({"triton": triton.__version__, "launches": meta}, f, indent=1)


def _save(outdir, tag, fn, k, nw, grid, meta):
    name = k.metadata.name if hasattr(k, "metadata") else fn.__name__
    with open(os.path.join(outdir, tag + ".cubin"), "wb") as f:
        f.write(k.asm["cubin"])
    with open(os.path.join(outdir, tag + ".ptx"), "w") as f:
        f.write(k.asm["ptx"])
    smem = getattr(k.metadata, "shared", None)
    meta.append({"tag": tag, "kernel": name, "block": [32 * nw, 1, 1], "grid": list(grid), "shared": smem})
    print(f"{tag}: kernel {name}, block {32 * nw}, shared {smem}")


if __name__ == "__main__":
    only = next((a.split("=", 1)[1].split(",") for a in sys.argv if a.startswith("--only=")), None)
    run(sys.argv[1], offline="--offline" in sys.argv, only=only)
