"""Replay the measured proof of `ldsopt fix` (docs/validation/fix): eleven conflicted kernels and their
fixed versions, run on an NVIDIA H100 and profiled with Nsight Compute.  Without a GPU, this checks
that the static model on the committed listings of the very builds that ran gives, instruction by
instruction, the wavefronts, ideal wavefronts and executions that ncu measured; that the fix's
before/after figures equal the measured sums; and that each fixed kernel wrote the same bytes as
its original (and, for the kernels that only move data, the bytes their source says).  Expected
values are the hardware's counters and outputs, or derived from the kernels' source by hand."""

import csv
import gzip
import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

import ldsopt
from ldsopt import toolchain
from ldsopt.nvidia.disasm import from_cubin
from ldsopt.nvidia.listing import parse_listing
from ldsopt.nvidia.ncu import parse_source_csv

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "fix"
RUN = ROOT / "h100"
SPEC = json.loads((ROOT / "spec.json").read_text())
VARIANTS = ("orig", "fixed")


def _blocks(entry):
    g = entry["grid"]
    return g[0] * g[1] * g[2]


@pytest.fixture(scope="module")
def measured():
    """{(variant, kernel name): {pc: (wavefronts, ideal, executions)}} from ncu's source page."""
    out = {}
    for variant in VARIANTS:
        ks = parse_source_csv(gzip.open(RUN / f"{variant}.source.csv.gz", "rt").read())
        ours = [k for k in ks if not k.name.startswith("cupy_")]   # CuPy's buffer fills run between
        assert len(ours) == len(SPEC)
        for entry, k in zip(SPEC, ours):
            assert k.name.split("(")[0] in entry[variant]["kernel"]      # demangled / mangled
            out[variant, entry["name"]] = {r.pc: (r.num("L1 Wavefronts Shared"), r.num("L1 Wavefronts Shared Ideal"),
                                                  r.num("Instructions Executed")) for r in k.rows}
    return out


@pytest.fixture(scope="module")
def predicted():
    """{(variant, kernel name): [shared instruction dicts]} from `ldsopt sass` on the listings."""
    out = {}
    for entry in SPEC:
        for variant in VARIANTS:
            v = entry[variant]
            res = ldsopt.analyze_sass(str(ROOT / "listings" / f"{entry['name']}.{variant}.nvdisasm.sass"),
                                      kernel=v["kernel"], block={None: "x".join(map(str, v["block"]))})
            (k,) = [k for k in res if k.name == v["kernel"]]
            out[variant, entry["name"]] = k.native.to_dict()["shared"]
    return out


def test_data_is_complete():
    env = (RUN / "environment.txt").read_text()
    assert "H100" in env and "ncu:" in env and "nvcc:" in env and "date:" in env
    assert len(SPEC) >= 11
    for e in SPEC:
        assert (ROOT / f"{e['name']}.fix.json").is_file()
        for v in VARIANTS:
            assert (ROOT / "cubins" / e[v]["cubin"]).is_file()
            assert (ROOT / "listings" / f"{e['name']}.{v}.nvdisasm.sass").is_file()


def test_every_shared_instruction_equals_the_measurement(measured, predicted):
    n = 0
    for e in SPEC:
        b = _blocks(e)
        for v in VARIANTS:
            meas = measured[v, e["name"]]
            shared = predicted[v, e["name"]]
            assert shared, (e["name"], v)
            for s in shared:
                w, i, ex = meas[s["pc"]]
                assert s["resolved"], (e["name"], v, s)
                assert ex == s["executions"] * b, (e["name"], v, s["sass"], ex)
                pw = s.get("ncu_wavefronts", s["wavefronts"])
                assert (w, i) == (pw * ex, s["ideal"] * ex), (e["name"], v, s["sass"], (w, i), (pw, s["ideal"]))
                n += 1
            # every instruction ncu saw move shared wavefronts is one the model lists
            assert {pc for pc, (w, _, _) in meas.items() if w} <= {s["pc"] for s in shared}
    assert n >= 250


def test_fix_figures_equal_the_measured_sums(measured):
    """`ldsopt fix --json`'s before/after cycles are the shared wavefronts of one block, summed over
    the array's accesses; ncu's sum over the launch, divided by its blocks, must equal them."""
    improved = 0
    for e in SPEC:
        fix = json.loads((ROOT / f"{e['name']}.fix.json").read_text())
        (a,) = [a for a in fix["allocations"] if a["change"]]
        assert a["verified"] is True
        for v, key in (("orig", "before"), ("fixed", "after")):
            meas = measured[v, e["name"]]
            assert sum(w for w, _, _ in meas.values()) / _blocks(e) == a[key]["cycles"], (e["name"], v)
            assert sum(i for _, i, _ in meas.values()) / _blocks(e) == a[key]["ideal"], (e["name"], v)
        improved += a["after"]["cycles"] < a["before"]["cycles"]
    assert improved == len(SPEC)


def test_the_committed_fixed_source_is_the_diff_applied():
    for e in SPEC:
        fix = json.loads((ROOT / f"{e['name']}.fix.json").read_text())
        src = (ROOT.parents[2] / e["source"]).read_text().splitlines()
        fixed = next((ROOT / "fixed").glob(f"{e['name']}.fixed.*")).read_text().splitlines()
        minus = [ln[1:] for ln in fix["diff"].splitlines() if ln.startswith("-") and not ln.startswith("---")]
        plus = [ln[1:] for ln in fix["diff"].splitlines() if ln.startswith("+") and not ln.startswith("+++")]
        assert minus and len(minus) == len(plus)
        assert [ln for ln in src if ln not in minus] == [ln for ln in fixed if ln not in plus]
        assert all(m in src for m in minus) and all(p in fixed for p in plus)


def test_outputs_are_identical_byte_for_byte():
    rows = list(csv.DictReader(open(RUN / "outputs.csv")))
    assert {r["output"].rsplit(".", 1)[0] for r in rows} == {e["name"] for e in SPEC}
    a, b = np.load(RUN / "orig.npz"), np.load(RUN / "fixed.npz")
    for r in rows:
        x, y = a[r["output"]], b[r["output"]]
        assert r["identical"] == "1" and x.tobytes() == y.tobytes(), r["output"]
        assert hashlib.sha256(x.tobytes()).hexdigest() == r["sha256_orig"]
        assert hashlib.sha256(y.tobytes()).hexdigest() == r["sha256_fixed"]


def _inputs(index, nbytes, dtype):
    # the launcher's inputs (tools/fix_proof/launch.py): PCG64 seeded 1000 + the kernel's position
    rng = np.random.Generator(np.random.PCG64(1000 + index))
    if dtype == "f32":
        return rng.uniform(-1.0, 1.0, nbytes // 4).astype(np.float32)
    if dtype == "f16":
        return rng.uniform(-1.0, 1.0, nbytes // 2).astype(np.float16)
    return rng.integers(0, 1 << 16, nbytes // 2, dtype=np.uint16)


def test_data_movement_kernels_wrote_what_their_source_says():
    """Outputs of the kernels that only move data, from their source: a transpose of the input
    (elements of 4, 8 or 16 bytes), a copy, a column, or two 16-bit values packed."""
    a = np.load(RUN / "fixed.npz")
    pos = {e["name"]: i for i, e in enumerate(SPEC)}

    def inp(name, arg=1):
        e = SPEC[pos[name]]
        return _inputs(pos[name], e["args"][arg][1], e["args"][arg][2])

    def out(name, arg=0):
        return a[f"{name}.{arg}"]

    x = inp("transpose").reshape(64, 64)
    assert out("transpose").view(np.float32).reshape(64, 64).tobytes() == x.T.copy().tobytes()
    for name, width in (("vec_transpose", 2), ("vec4_transpose", 4)):
        x = inp(name).reshape(32, 32, width)
        assert out(name).view(np.float32).reshape(32, 32, width).tobytes() == x.transpose(1, 0, 2).copy().tobytes()
    x = inp("cp_async").reshape(32, 32)
    assert out("cp_async").view(np.float32).tobytes() == x[:, 5].copy().tobytes()
    x = inp("cpasync_u16").reshape(64, 64).astype(np.uint32)
    t = np.arange(256)
    want = (x[t % 32, 2 * (t // 32)] * 65536 + x[t % 32 + 32, 2 * (t // 32) + 1]).astype(np.uint32)
    assert out("cpasync_u16").view(np.uint32).tobytes() == want.tobytes()
    x = inp("colmajor_gluon", 0)
    assert out("colmajor_gluon", 1).view(np.float32).tobytes() == x.tobytes()
    for name, dt in (("gluon_transpose_f32", np.float32), ("gluon_transpose_f16", np.float16)):
        x = inp(name, 0).reshape(64, 64)
        assert out(name, 1).view(dt).reshape(64, 64).tobytes() == x.T.copy().tobytes()


@pytest.mark.skipif(not toolchain.find("nvdisasm"), reason="nvdisasm not installed")
def test_listings_are_the_disassembly_of_the_cubins():
    for e in SPEC:
        for v in VARIANTS:
            mine = from_cubin((ROOT / "cubins" / e[v]["cubin"]).read_bytes(), e[v]["cubin"])
            listed = parse_listing((ROOT / "listings" / f"{e['name']}.{v}.nvdisasm.sass").read_text())
            assert [(f.name, [(i.pc, i.opcode) for i in f.instructions]) for f in mine] == \
                [(f.name, [(i.pc, i.opcode) for i in f.instructions]) for f in listed]
