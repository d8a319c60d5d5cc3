"""Replay the measured proof of `ldsopt fix`'s configuration change for a Triton kernel
(docs/validation/fix_triton): a batch of 64x64x64 fp8 tile products, launched with num_warps=4
(Triton's default) and with the num_warps=1 that `ldsopt fix` chose, run on an NVIDIA H200 and
profiled with Nsight Compute.  Without a GPU this checks, on the listings (nvdisasm) of the
committed cubins that ran, that `ldsopt sass` gives ncu's executions, wavefronts and ideal wavefronts for every shared-memory
instruction; that the conflicted stores cost what the TTGIR layouts give by hand and what the
fix stated; that the kernel totals are the fix's; and that both builds wrote the same bytes,
which are the exact product of the inputs (computed here from the fp8 bytes)."""

import csv
import gzip
import hashlib
import json
import re
from pathlib import Path

import numpy as np
import pytest

import ldsopt
from ldsopt import toolchain
from ldsopt.nvidia.disasm import from_cubin
from ldsopt.nvidia.listing import parse_listing
from ldsopt.nvidia.ncu import parse_source_csv

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "fix_triton"
RUN = ROOT / "h200"
(SPEC,) = json.loads((ROOT / "spec.json").read_text())
FIX = json.loads((ROOT / "fp8_tile_matmul.fix.json").read_text())
VARIANTS = ("orig", "fixed")
BLOCKS = SPEC["grid"][0] * SPEC["grid"][1] * SPEC["grid"][2]


@pytest.fixture(scope="module")
def measured():
    """{variant: {pc: (wavefronts, ideal, executions)}} of the launch (all blocks)."""
    out = {}
    for v in VARIANTS:
        (k,) = parse_source_csv(gzip.open(RUN / f"{v}.source.csv.gz", "rt").read())
        assert k.name.split("(")[0] == SPEC[v]["kernel"]
        out[v] = {r.pc: (r.num("L1 Wavefronts Shared"), r.num("L1 Wavefronts Shared Ideal"),
                         r.num("Instructions Executed")) for r in k.rows}
    return out


@pytest.fixture(scope="module")
def predicted():
    out = {}
    for v in VARIANTS:
        x = SPEC[v]
        (k,) = [k for k in ldsopt.analyze_sass(str(ROOT / "listings" / f"{SPEC['name']}.{v}.nvdisasm.sass"),
                                               kernel=x["kernel"],
                                               block={None: "x".join(map(str, x["block"]))})
                if k.name == x["kernel"]]
        out[v] = k.native.to_dict()["shared"]
    return out


def test_every_shared_instruction_equals_the_measurement(measured, predicted):
    for v in VARIANTS:
        meas, shared = measured[v], predicted[v]
        assert shared and {pc for pc, (w, _, _) in meas.items() if w} <= {s["pc"] for s in shared}
        for s in shared:
            w, i, ex = meas[s["pc"]]
            assert s["resolved"] and ex == s["executions"] * BLOCKS, (v, s["sass"])
            assert (w, i) == (s.get("ncu_wavefronts", s["wavefronts"]) * ex, s["ideal"] * ex), (v, s["sass"])


def _layout(text: str, name: str) -> dict:
    """The parameters of one layout alias of a TTGIR module, as integers / lists / booleans."""
    body = re.search(rf"^{re.escape(name)} = #ttg\.\w+<\{{(.*)\}}>$", text, re.M).group(1)
    out = {}
    for key, val in re.findall(r"(\w+) = (\[[^\]]*\]|\w+)", body):
        out[key] = ([int(x) for x in val.strip("[]").split(",")] if val.startswith("[")
                    else val == "true" if val in ("true", "false") else int(val))
    return out


def _hand_byte_stores(ttgir: str):
    """(wavefronts, ideal) of every byte store of B into shared memory, one warp, from the TTGIR's
    layouts alone: the register layout (#ttg.blocked, Triton's definition: per thread
    sizePerThread elements, threadsPerWarp lanes, warpsPerCTA warps, order = fastest dimension
    first) and the NVMMA shared layout of B (transposed: stored N-major, K contiguous, 64-byte rows;
    the 64-byte swizzle of the PTX ISA's wgmma matrix descriptors XORs address bits 7-8 into bits
    4-5).  A store costs, per 4-byte bank of the 32, the number of distinct 4-byte words it writes
    there (CUDA C++ Programming Guide, shared memory); the ideal is its bytes over 128."""
    alloc = re.search(r"local_alloc %b\w* : \(tensor<64x64xf8E4M3FN, (#\w+)>\) -> "
                      r"!ttg\.memdesc<64x64xf8E4M3FN, (#\w+),", ttgir)
    reg, shm = _layout(ttgir, alloc.group(1)), _layout(ttgir, alloc.group(2))
    assert reg["order"] == [1, 0] and shm == {"swizzlingByteWidth": 64, "transposed": True, "elementBitWidth": 8}
    spt, tpw, wpc = reg["sizePerThread"], reg["threadsPerWarp"], reg["warpsPerCTA"]
    rows = spt[0] * tpw[0] * wpc[0]                     # K rows covered by the CTA once
    out = []
    for warp in range(wpc[0] * wpc[1]):
        per_warp = []
        for rep in range(64 // rows):
            for r in range(spt[0]):
                for j in range(spt[1]):                  # one byte store per register element
                    lanes = np.arange(32)
                    k = rep * rows + warp * spt[0] * tpw[0] + (lanes // tpw[1]) * spt[0] + r
                    n = (lanes % tpw[1]) * spt[1] + j
                    off = n * 64 + k                      # transposed: K contiguous, one 64-byte row per n
                    off = off ^ (((off >> 7) & 3) << 4)
                    words = off // 4
                    w = max(len(set(words[words % 32 == b].tolist())) for b in range(32))
                    per_warp.append((w, -(-32 // 128)))
        out.append(per_warp)
    return out


def test_the_conflicted_stores_are_what_the_layouts_give_by_hand(measured, predicted):
    hand = _hand_byte_stores((ROOT / "ttgir" / "fp8_tile_matmul.orig.ttgir").read_text())
    assert {x for warp in hand for x in warp} == {(4, 1)}          # each byte store 4-way, ideal 1
    per_block = (sum(w for warp in hand for w, _ in warp), sum(i for warp in hand for _, i in warp))
    assert per_block == (512, 128)
    stores = [s for s in predicted["orig"] if s["sass"].startswith("STS.U8")]
    assert len(stores) == len(hand[0])                               # one instruction per byte
    meas = measured["orig"]
    assert (sum(meas[s["pc"]][0] for s in stores) / BLOCKS, sum(meas[s["pc"]][1] for s in stores) / BLOCKS) == per_block
    a = FIX["allocations"][0]
    assert a["before"] == {"cycles": 512, "ideal": 128, "conflicts": 384}


def test_the_fix_is_the_config_change_and_its_totals_are_measured(measured, predicted):
    (a,) = FIX["allocations"]
    assert a["change"] == "config" and a["verified"] is True and FIX["diff"] == ""
    m = re.match(r"num_warps=(\d+) instead of num_warps=(\d+): the kernel's shared accesses (\d+) -> (\d+) cycles, "
                 r"(\d+) -> (\d+) lost to conflicts", a["reason"])
    assert m, a["reason"]
    nw_fixed, nw_orig, before, after, lost_before, lost_after = map(int, m.groups())
    assert (nw_orig, nw_fixed) == (SPEC["orig"]["num_warps"], SPEC["fixed"]["num_warps"]) == (4, 1)
    for v, total, lost in (("orig", before, lost_before), ("fixed", after, lost_after)):
        # ldsopt fix leaves out the wgmma's own operand reads (QGMMA: not an LDS/STS), ncu counts them
        pcs = [s["pc"] for s in predicted[v] if not s["sass"].startswith("QGMMA")]
        w = sum(measured[v][pc][0] for pc in pcs) / BLOCKS
        i = sum(measured[v][pc][1] for pc in pcs) / BLOCKS
        assert (w, w - i) == (total, lost), v
    assert (before, after) == (800, 480)
    # every shared access of the fixed build is conflict-free on the hardware
    assert all(w == i for w, i, _ in measured["fixed"].values())


def _e4m3(b: np.ndarray) -> np.ndarray:
    """float8 e4m3 (OCP FP8, 'fn': no infinities) bytes to float64: sign, 4 exponent bits biased by
    7, 3 mantissa bits; subnormals at exponent 0."""
    b = b.astype(np.int64)
    s, e, m = np.where(b >> 7, -1.0, 1.0), (b >> 3) & 15, b & 7
    return s * np.where(e == 0, m / 8.0 * 2.0 ** -6, (1 + m / 8.0) * 2.0 ** (e - 7))


def test_outputs_are_identical_and_the_exact_product():
    x, y = np.load(RUN / "orig.npz"), np.load(RUN / "fixed.npz")
    (row,) = list(csv.DictReader(open(RUN / "outputs.csv")))
    assert row["identical"] == "1" and x["c"].tobytes() == y["c"].tobytes()
    assert hashlib.sha256(y["c"].tobytes()).hexdigest() == row["sha256_orig"] == row["sha256_fixed"]
    assert x["a"].tobytes() == y["a"].tobytes() and x["b"].tobytes() == y["b"].tobytes()
    a, b = _e4m3(x["a"]).reshape(4, 64, 64), _e4m3(x["b"]).reshape(4, 64, 64)
    assert np.all(a == np.round(a)) and a.min() == -8 and a.max() == 8   # small integers: exact sums
    want = np.einsum("tmk,tkn->tmn", a, b).astype(np.float32)
    assert y["c"].tobytes() == want.tobytes()


@pytest.mark.skipif(not toolchain.find("nvdisasm"), reason="nvdisasm not installed")
def test_listings_are_the_disassembly_of_the_cubins():
    for v in VARIANTS:
        mine = from_cubin((ROOT / "cubins" / SPEC[v]["cubin"]).read_bytes(), SPEC[v]["cubin"])
        listed = parse_listing((ROOT / "listings" / f"{SPEC['name']}.{v}.nvdisasm.sass").read_text())
        assert [(f.name, [(i.pc, i.opcode) for i in f.instructions]) for f in mine] == \
            [(f.name, [(i.pc, i.opcode) for i in f.instructions]) for f in listed]
