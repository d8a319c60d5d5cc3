"""Cross-check ldsopt's Triton layout definitions against Triton's own ``to_linear_layout``.

Needs Triton (not an ldsopt dependency; use the side venv)::

    /tmp/tv/bin/python tools/triton_ll_crosscheck.py record tests/data/ttgir/triton_ll_crosscheck.json
    /tmp/tv/bin/python tools/triton_ll_crosscheck.py check [N]

``record`` draws random layouts of every kind (fixed seed), renders each as the TTGIR text Triton
prints, asks Triton 3.x for its linear layout (``GluonOpBuilder.to_linear_layout``) and writes
``{"triton": version, "cases": [{"attr", "shape", "bases"}]}``; the test
``tests/test_triton_layouts.py`` replays the file without Triton (ldsopt's bases must equal
Triton's on every case) and re-draws live cases when Triton is importable.  ``check`` only
compares and prints the first mismatches.
"""

from __future__ import annotations

import faulthandler
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))


def _p2(rng, lo, hi):
    return 1 << rng.randint(lo, hi)


def _split(rng, total_bits, parts):
    """Random split of total_bits bits over `parts` dims (as powers of two)."""
    out = [0] * parts
    for _ in range(total_bits):
        out[rng.randrange(parts)] += 1
    return [1 << b for b in out]


def _shape(rng, rank=2, lo=2, hi=8, max_bits=13):
    while True:
        s = [_p2(rng, lo, hi) for _ in range(rank)]
        if sum(x.bit_length() - 1 for x in s) <= max_bits:
            return s


def _lst(v):
    return "[" + ", ".join(_lst(x) if isinstance(x, (list, tuple)) else str(x) for x in v) + "]"


def gen_case(rng, kind):
    """(text, shape, gluon-object factory) of one random layout of `kind`."""
    import triton.experimental.gluon.language as ttgl
    from triton.experimental.gluon.language.amd import AMDMFMALayout
    if kind == "blocked":
        rank = rng.choice([1, 2, 2, 2, 3])
        ws = rng.choice([32, 64])
        nw = rng.choice([1, 2, 4, 8])
        spt = [_p2(rng, 0, 3) for _ in range(rank)]
        tpw = _split(rng, ws.bit_length() - 1, rank)
        wpc = _split(rng, nw.bit_length() - 1, rank)
        order = list(range(rank))
        rng.shuffle(order)
        shape = _shape(rng, rank, 0 if rank > 1 else 3, 8 if rank < 3 else 5)
        text = (f"#ttg.blocked<{{sizePerThread = {_lst(spt)}, threadsPerWarp = {_lst(tpw)}, "
                f"warpsPerCTA = {_lst(wpc)}, order = {_lst(order)}}}>")
        return text, shape, lambda: ttgl.BlockedLayout(spt, tpw, wpc, order)
    if kind == "mfma" or kind == "mfma_dot":
        ver = rng.choice([2, 3, 4])
        ish = rng.choice([[32, 32, 8], [16, 16, 16], [32, 32, 16], [16, 16, 32], [64, 4, 4], [4, 64, 4]])
        tr = ish[:2] == [64, 4] or rng.random() < 0.5
        if ish[:2] == [4, 64]:
            tr = False
        nw = rng.choice([1, 2, 4, 8])
        wpc = _split(rng, nw.bit_length() - 1, 2)
        ebw = rng.choice([32, 32, 64])
        tpw = [rng.choice([1, 1, 2]), rng.choice([1, 1, 2])]
        parent = f"#ttg.amd_mfma<{{version = {ver}, warpsPerCTA = {_lst(wpc)}, instrShape = {_lst(ish)}, isTransposed = {str(tr).lower()}"
        if tpw != [1, 1]:
            parent += f", tilesPerWarp = {_lst(tpw)}"
        if ebw != 32:
            parent += f", elementBitWidth = {ebw}"
        parent += "}>"
        mk = lambda: AMDMFMALayout(ver, ish, tr, wpc, ebw, tpw)  # noqa: E731
        if kind == "mfma":
            shape = [max(ish[0] * wpc[0] * tpw[0], _p2(rng, 4, 8)), max(ish[1] * wpc[1] * tpw[1], _p2(rng, 4, 8))]
            if shape[0] * shape[1] > 1 << 15:
                shape = [ish[0] * wpc[0] * tpw[0], ish[1] * wpc[1] * tpw[1]]
            return parent, shape, mk
        op = rng.choice([0, 1])
        kw = rng.choice([4, 8, 16]) if ish[2] >= 8 else rng.choice([1, 2, 4])
        nonk = ish[0] if op == 0 else ish[1]
        k = max(ish[2], _p2(rng, 4, 7))
        mn = max(nonk * wpc[op] * tpw[op], _p2(rng, 4, 7))
        shape = [mn, k] if op == 0 else [k, mn]
        text = f"#ttg.dot_op<{{opIdx = {op}, parent = {parent}, kWidth = {kw}}}>"
        return text, shape, lambda: ttgl.DotOperandLayout(op, mk(), kw)
    if kind in ("nvmma", "nvmma_dot"):
        v3 = rng.random() < 0.4 and kind == "nvmma"
        nw = rng.choice([1, 2, 4, 8]) if not v3 else rng.choice([4, 8])
        if v3:
            wpc = [nw, 1] if rng.random() < 0.5 else [4, nw // 4]
            ish = [16, rng.choice([8, 16, 32, 64, 128, 256]), 16]
            ver = [3, 0]
        else:
            wpc = _split(rng, nw.bit_length() - 1, 2)
            ish = [16, 8]
            ver = [2, 0]
        parent = (f"#ttg.nvidia_mma<{{versionMajor = {ver[0]}, versionMinor = 0, warpsPerCTA = {_lst(wpc)}, "
                  f"instrShape = {_lst(ish)}}}>")
        mk = lambda: ttgl.NVMMADistributedLayout(ver, wpc, ish)  # noqa: E731
        if kind == "nvmma":
            shape = [max(16 * wpc[0], _p2(rng, 4, 8)), max(ish[1] * wpc[1], _p2(rng, 3, 8))]
            if shape[0] * shape[1] > 1 << 16:
                shape = [16 * wpc[0], ish[1] * wpc[1]]
            return parent, shape, mk
        op = rng.choice([0, 1])
        kw = rng.choice([1, 2, 4])
        k = max(kw * 8 * 2, _p2(rng, 4, 7))
        mn = max((16 if op == 0 else 8) * wpc[op], _p2(rng, 4, 7))
        shape = [mn, k] if op == 0 else [k, mn]
        text = f"#ttg.dot_op<{{opIdx = {op}, parent = {parent}, kWidth = {kw}}}>"
        return text, shape, lambda: ttgl.DotOperandLayout(op, mk(), kw)
    if kind in ("wmma", "wmma_dot"):
        from triton.experimental.gluon.language.amd import AMDWMMALayout
        ver = rng.choice([1, 2, 3])
        tr = rng.random() < 0.5
        ish = [16, 16, 16] if ver < 3 else rng.choice([[16, 16, 16], [16, 16, 32]])
        nb = rng.randint(0, 3)
        units = []
        cnt = [0, 0]
        for _ in range(nb + rng.randint(0, 2)):
            d = rng.randrange(2)
            u = [0, 0]
            u[d] = 1 << cnt[d]
            cnt[d] += 1
            units.append(u)
        nw = rng.randint(0, min(3, len(units)))
        warp, reg = units[:nw], units[nw:]
        cta = f"ctaLayout = {{warp = {_lst(warp)}" + (f", register = {_lst(reg)}" if reg else "") + "}"
        parent = f"#ttg.amd_wmma<{{version = {ver}, isTranspose = {str(tr).lower()}, {cta}"
        if ish != [16, 16, 16]:
            parent += f", instrShape = {_lst(ish)}"
        parent += "}>"
        mk = lambda: AMDWMMALayout(ver, tr, warp, reg, ish)  # noqa: E731
        base = [16 << cnt[0], 16 << cnt[1]]
        if kind == "wmma":
            shape = [max(base[0], _p2(rng, 4, 7)), max(base[1], _p2(rng, 4, 7))]
            return parent, shape, mk
        op = rng.choice([0, 1])
        kw = rng.choice([8, 16]) if ver == 1 else rng.choice([4, 8, 16])
        k = max(ish[2], _p2(rng, 4, 7))
        mn = max(base[op], _p2(rng, 4, 7))
        shape = [mn, k] if op == 0 else [k, mn]
        text = f"#ttg.dot_op<{{opIdx = {op}, parent = {parent}, kWidth = {kw}}}>"
        return text, shape, lambda: ttgl.DotOperandLayout(op, mk(), kw)
    if kind == "fma_dot":
        text, shape, mk = gen_case(rng, "blocked")
        while len(shape) != 2:
            text, shape, mk = gen_case(rng, "blocked")
        op = rng.choice([0, 1])
        return (f"#ttg.dot_op<{{opIdx = {op}, parent = {text}}}>", shape,
                lambda: ttgl.DotOperandLayout(op, mk(), 0))
    if kind == "slice":
        base = rng.choice(["blocked", "mfma", "nvmma"])
        text, shape, mk = gen_case(rng, base)
        while len(shape) < 2:
            text, shape, mk = gen_case(rng, base)
        dim = rng.randrange(len(shape))
        sshape = shape[:dim] + shape[dim + 1:]
        return (f"#ttg.slice<{{dim = {dim}, parent = {text}}}>", sshape,
                lambda: ttgl.SliceLayout(dim, mk()))
    if kind == "linear":
        shape = _shape(rng, 2, 1, 7, 11)
        bits = [[0, 1 << i] for i in range(shape[1].bit_length() - 1)] + \
               [[1 << i, 0] for i in range(shape[0].bit_length() - 1)]
        rng.shuffle(bits)
        # (Triton 3.9 requires a permutation matrix after removing broadcast bases: no xors)
        ws = rng.choice([5, 6])
        while len(bits) < ws + 1:
            bits.append([0, 0])
        nreg = rng.randint(0, max(0, len(bits) - ws))
        reg, lane, warp = bits[:nreg], bits[nreg:nreg + ws], bits[nreg + ws:]
        text = (f"#ttg.linear<{{register = {_lst(reg)}, lane = {_lst(lane)}, warp = {_lst(warp)}, "
                f"block = []}}>")
        return text, shape, lambda: ttgl.DistributedLinearLayout(reg, lane, warp, [], shape)
    if kind in ("swizzled", "rotating"):
        rank = rng.choice([2, 2, 2, 3])
        shape = _shape(rng, rank, 1, 8 if rank == 2 else 5)
        vec, pp, mp = _p2(rng, 0, 4), _p2(rng, 0, 3), _p2(rng, 0, 4)
        order = list(range(rank))
        rng.shuffle(order)
        text = (f"#ttg.swizzled_shared<{{vec = {vec}, perPhase = {pp}, maxPhase = {mp}, "
                f"order = {_lst(order)}}}>")
        return text, shape, lambda: ttgl.SwizzledSharedLayout(vec, pp, mp, order)
    if kind == "nvmma_shared":
        bits = rng.choice([8, 16, 32])
        sw = rng.choice([0, 32, 64, 128])
        tr = rng.random() < 0.3
        rank = rng.choice([2, 2, 3])
        for _ in range(1000):
            shape = _shape(rng, rank, 3, 8 if rank == 2 else 6, 14)
            cd = shape[0] if tr else shape[-1]
            outer = 1
            for i, s in enumerate(shape):
                if i != (0 if tr else rank - 1):
                    outer *= s
            if sw == 0 or (cd * bits >= 8 * sw and outer >= 8):
                break
        else:
            sw = 0
        text = (f"#ttg.nvmma_shared<{{swizzlingByteWidth = {sw}, transposed = {str(tr).lower()}, "
                f"elementBitWidth = {bits}}}>")
        return text, shape, lambda: ttgl.NVMMASharedLayout(sw, bits, rank, tr)
    if kind in ("padded", "shared_linear"):
        shape = _shape(rng, 2, 1, 7, 12)
        bits = [[0, 1 << i] for i in range(shape[1].bit_length() - 1)] + \
               [[1 << i, 0] for i in range(shape[0].bit_length() - 1)]
        if rng.random() < 0.5:
            rng.shuffle(bits)
        # xor a lower basis into a higher one now and then (still a bijection)
        for i in range(1, len(bits)):
            if rng.random() < 0.3:
                j = rng.randrange(i)
                bits[i] = [a ^ b for a, b in zip(bits[i], bits[j])]
        if kind == "shared_linear":
            text = f"#ttg.shared_linear<{{offset = {_lst(bits)}}}, alignment = 16>"
            return text, shape, lambda: ttgl.SharedLinearLayout(bits)
        pairs = sorted({(_p2(rng, 2, 9), _p2(rng, 0, 3)) for _ in range(rng.randint(1, 2))})
        iv = ", ".join(f"{a}:+{b}" for a, b in pairs)
        text = f"#ttg.padded_shared<[{iv}] {{offset = {_lst(bits)}, block = []}}>"
        return text, shape, lambda: ttgl.PaddedSharedLayout([list(x) for x in pairs], bits, [], shape)
    raise ValueError(kind)


KINDS = ["blocked", "mfma", "mfma_dot", "nvmma", "nvmma_dot", "fma_dot", "slice", "linear",
         "swizzled", "nvmma_shared", "wmma", "wmma_dot", "shared_linear"]


def triton_bases(obj, shape):
    from triton._C.libtriton import gluon_ir, ir
    ctx = ir.context()
    ir.load_dialects(ctx)
    b = gluon_ir.GluonOpBuilder(ctx)
    r = b.to_linear_layout(obj._to_ir(b), list(shape))
    if hasattr(r, "reg_bases"):
        return {"register": r.reg_bases, "lane": r.lane_bases, "warp": r.warp_bases, "block": r.block_bases}
    return {"offset": r.offset_bases, "block": r.block_bases}


def ours(text, shape):
    from ldsopt.layouts.triton_attrs import parse_attr
    from ldsopt.triton.layouts import SHARED, distributed_ll, shared_ll
    a = parse_attr(text)
    ll = shared_ll(a, shape) if a.kind in SHARED else distributed_ll(a, shape)
    return {k: [list(v) for v in vs] for k, vs in ll.bases}


def _in_child(fn):
    """Run fn() in a forked child (Triton aborts the process on some invalid layouts)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        faulthandler.disable()        # an abort here is an answer ("Triton aborted"), not a crash to dump
        try:
            res = json.dumps(fn())
        except Exception as e:        # noqa: BLE001 - Triton rejects some random draws
            res = json.dumps({"error": f"{type(e).__name__}: {str(e)[:200]}"})
        with os.fdopen(w, "w") as f:
            f.write(res)
        os._exit(0)
    os.close(w)
    with os.fdopen(r) as f:
        data = f.read()
    os.waitpid(pid, 0)
    return json.loads(data) if data else {"error": "Triton aborted"}


def draw(n, seed=20261122):
    rng = random.Random(seed)
    out = []
    for i in range(n):
        kind = KINDS[i % len(KINDS)]
        text, shape, mk = gen_case(rng, kind)
        tb = _in_child(lambda: triton_bases(mk(), shape))
        if "error" in tb:
            if os.environ.get("LL_DEBUG"):
                print("skip", kind, text, shape, tb["error"], file=sys.stderr)
            continue
        out.append({"kind": kind, "attr": text, "shape": shape, "bases": tb})
    return out


def compare(cases):
    bad = []
    for c in cases:
        try:
            mine = ours(c["attr"], c["shape"])
        except Exception as e:        # noqa: BLE001
            bad.append((c, f"error {type(e).__name__}: {e}"))
            continue
        for k, v in c["bases"].items():
            if mine.get(k, []) != v:
                bad.append((c, f"{k}: ours {mine.get(k)} triton {v}"))
                break
    return bad


if __name__ == "__main__":
    import triton
    if len(sys.argv) >= 2 and sys.argv[1] == "record":
        cases = draw(int(os.environ.get("LL_N", "600")))
        bad = compare(cases)
        with open(sys.argv[2], "w") as f:
            json.dump({"triton": triton.__version__, "seed": 20261122, "cases": cases}, f, separators=(",", ":"))
        print(f"{len(cases)} cases recorded, {len(bad)} mismatches")
    else:
        n = int(sys.argv[2]) if len(sys.argv) > 2 else 300
        cases = draw(n)
        bad = compare(cases)
        by = {}
        for c, _ in bad:
            by[c["kind"]] = by.get(c["kind"], 0) + 1
        print(f"{len(cases)} cases, {len(bad)} mismatches {by}")
        for c, why in bad[:int(os.environ.get("LL_SHOW", "6"))]:
            print(c["attr"], c["shape"], "\n   ", why[:600])
