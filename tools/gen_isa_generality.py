"""Compile a spread of Triton kernels for gfx942 and gfx950 (matmul at several tiles, warps and
stages in fp16/bf16/fp32, layernorm, softmax, 2-D reductions, transposes; attention is in gen_isa_fixtures.py) to measure
how general the ISA emulator is: `python3 tools/isa_resolved.py OUT/*.s`.  Triton 3.9 offline, no
GPU: /tmp/tv/bin/python tools/gen_isa_generality.py [OUT]  (default /tmp/isa_generality).
Not test data: the kernels are regenerated, nothing here is committed output."""
import os
import sys
import triton, triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/isa_generality"
os.makedirs(OUT, exist_ok=True)

@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    npm = tl.cdiv(M, BM)
    pm = pid % npm
    pn = pid // npm
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * sam + rk[None, :] * sak
    b = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        acc += tl.dot(tl.load(a, mask=rk[None, :] < K - k * BK, other=0.0), tl.load(b, mask=rk[:, None] < K - k * BK, other=0.0))
        a += BK * sak
        b += BK * sbk
    c = c_ptr + rm[:, None] * scm + rn[None, :] * scn
    tl.store(c, acc.to(c_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))

@triton.jit
def layernorm(x_ptr, y_ptr, w_ptr, b_ptr, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=0.).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(m, x - mean, 0.)
    var = tl.sum(xc * xc, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=m)
    b = tl.load(b_ptr + cols, mask=m)
    tl.store(y_ptr + row * stride + cols, xc * rstd * w + b, mask=m)

@triton.jit
def softmax(x_ptr, y_ptr, stride, n, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * stride + cols, mask=cols < n, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(y_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=cols < n)

@triton.jit
def reduce2d(x_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr, AXIS: tl.constexpr):
    r = tl.arange(0, M)[:, None] * N + tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + r)
    s = tl.sum(x, axis=AXIS)
    if AXIS == 0:
        tl.store(y_ptr + tl.arange(0, N), s)
    else:
        tl.store(y_ptr + tl.arange(0, M), s)

@triton.jit
def transpose(x_ptr, y_ptr, M: tl.constexpr, N: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    x = tl.load(x_ptr + pid * M * N + rm[:, None] * N + rn[None, :])
    tl.store(y_ptr + pid * M * N + rn[:, None] * M + rm[None, :], tl.trans(x))

def comp(name, fn, sig, consts, arch, opts):
    tgt = GPUTarget("hip", arch, 64)
    try:
        k = triton.compile(ASTSource(fn=fn, signature=sig, constexprs=consts), target=tgt, options=opts)
        open(f"{OUT}/{name}_{arch}.s", "w").write(k.asm["amdgcn"])
        print("ok", name, arch, flush=True)
    except Exception as e:
        print("FAIL", name, arch, type(e).__name__, str(e)[:200], flush=True)

jobs = []
for arch in ("gfx942", "gfx950"):
    for dt in ("fp16", "bf16", "fp32"):
        for (BM, BN, BK, nw, ns) in ((64, 64, 32, 4, 2), (128, 128, 32, 4, 2), (128, 64, 64, 8, 2), (32, 32, 64, 2, 1), (256, 128, 32, 8, 2), (16, 64, 128, 4, 3)):
            if dt == "fp32" and BM*BN > 128*64: continue
            sig = {"a_ptr": f"*{dt}", "b_ptr": f"*{dt}", "c_ptr": f"*{dt}", "M": "i32", "N": "i32", "K": "i32",
                   "sam": "i32", "sak": "constexpr", "sbk": "i32", "sbn": "constexpr", "scm": "i32", "scn": "constexpr",
                   "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}
            comp(f"mm_{dt}_{BM}x{BN}x{BK}_w{nw}s{ns}", matmul, sig, {"sak": 1, "sbn": 1, "scn": 1, "BM": BM, "BN": BN, "BK": BK}, arch, {"num_warps": nw, "num_stages": ns})
    for BLOCK, nw in ((1024, 4), (4096, 8), (512, 2), (8192, 16)):
        comp(f"ln_{BLOCK}_w{nw}", layernorm, {"x_ptr": "*fp16", "y_ptr": "*fp16", "w_ptr": "*fp16", "b_ptr": "*fp16", "stride": "i32", "N": "i32", "eps": "fp32", "BLOCK": "constexpr"}, {"BLOCK": BLOCK}, arch, {"num_warps": nw})
        comp(f"sm_{BLOCK}_w{nw}", softmax, {"x_ptr": "*fp32", "y_ptr": "*fp32", "stride": "i32", "n": "i32", "BLOCK": "constexpr"}, {"BLOCK": BLOCK}, arch, {"num_warps": nw})
    for M, N, ax, nw in ((64, 64, 0, 4), (128, 32, 1, 4), (32, 256, 0, 8), (256, 16, 1, 2), (64, 128, 0, 1)):
        comp(f"red_{M}x{N}_a{ax}_w{nw}", reduce2d, {"x_ptr": "*fp32", "y_ptr": "*fp32", "M": "constexpr", "N": "constexpr", "AXIS": "constexpr"}, {"M": M, "N": N, "AXIS": ax}, arch, {"num_warps": nw})
    for M, N, dt, nw in ((32, 32, "fp32", 4), (64, 128, "fp16", 4), (128, 64, "fp16", 8), (64, 64, "fp8e4nv" if arch == "gfx950" else "fp16", 4), (16, 256, "fp32", 2)):
        comp(f"tr_{dt}_{M}x{N}_w{nw}", transpose, {"x_ptr": f"*{dt}", "y_ptr": f"*{dt}", "M": "constexpr", "N": "constexpr"}, {"M": M, "N": N}, arch, {"num_warps": nw})
