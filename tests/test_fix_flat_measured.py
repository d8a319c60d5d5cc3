"""Replay the measured proof of `ldsopt fix` on one-dimensional shared arrays
(docs/validation/fix_flat): two CUDA kernels whose arrays have rows computed by the kernel, built
as written and as `ldsopt fix --diff` patched them, run on an NVIDIA H200 and profiled with Nsight
Compute.  Without a GPU this checks, on the committed cubins that ran, that `ldsopt sass` gives
ncu's executions, wavefronts and ideal wavefronts for every shared-memory instruction; that the
fix's before/after figures are ncu's sums; and that the fixed kernels wrote the same bytes as the
originals, which are what the sources say (computed here with numpy from the same inputs)."""

import csv
import gzip
import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

import ldsopt
from ldsopt.nvidia.ncu import parse_source_csv

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "fix_flat"
RUN = ROOT / "h200"
SPEC = json.loads((ROOT / "spec.json").read_text())


@pytest.fixture(scope="module", autouse=True)
def _disassembler():
    """The committed cubins are read through nvdisasm or cuobjdump (CI installs them)."""
    import os

    from ldsopt import toolchain
    if toolchain.find("nvdisasm") is None and toolchain.find("cuobjdump") is None:
        if os.environ.get("LDSOPT_REQUIRE_TOOLCHAINS") == "1":
            pytest.fail("nvdisasm missing, and LDSOPT_REQUIRE_TOOLCHAINS=1")
        pytest.skip("nvdisasm / cuobjdump not installed: the cubins cannot be read")


@pytest.fixture(scope="module")
def measured():
    """{(variant, kernel): {pc: (wavefronts, ideal, executions)}} from ncu's source page (one
    block per launch)."""
    out = {}
    for v in ("orig", "fixed"):
        ks = [k for k in parse_source_csv(gzip.open(RUN / f"{v}.source.csv.gz", "rt").read())
              if not k.name.startswith("cupy_")]            # CuPy's buffer fills run between
        assert len(ks) == len(SPEC)
        for e, k in zip(SPEC, ks):
            assert e["grid"] == [1, 1, 1] and k.name.split("(")[0] in e[v]["kernel"]
            out[v, e["name"]] = {r.pc: (r.num("L1 Wavefronts Shared"), r.num("L1 Wavefronts Shared Ideal"),
                                        r.num("Instructions Executed")) for r in k.rows}
    return out


def test_every_shared_instruction_and_the_fix_figures_equal_the_measurement(measured):
    for e in SPEC:
        fix = json.loads((ROOT / f"{e['name']}.fix.json").read_text())
        (a,) = fix["allocations"]
        assert a["verified"] is True and a["after"]["cycles"] < a["before"]["cycles"]
        for v, key in (("orig", "before"), ("fixed", "after")):
            x = e[v]
            (k,) = [k for k in ldsopt.analyze_sass(str(ROOT / "cubins" / x["cubin"]), kernel=x["kernel"],
                                                   block={None: "x".join(map(str, x["block"]))})
                    if k.name == x["kernel"]]
            shared = k.native.to_dict()["shared"]
            meas = measured[v, e["name"]]
            assert shared and {pc for pc, (w, _, _) in meas.items() if w} <= {s["pc"] for s in shared}
            for s in shared:
                w, i, ex = meas[s["pc"]]
                assert s["resolved"] and ex == s["executions"], (e["name"], v, s["sass"])
                assert (w, i) == (s.get("ncu_wavefronts", s["wavefronts"]) * ex, s["ideal"] * ex), (e["name"], v)
            assert sum(w for w, _, _ in meas.values()) == a[key]["cycles"]
            assert sum(i for _, i, _ in meas.values()) == a[key]["ideal"]


def test_the_fixed_source_is_the_diff_applied_and_changes_only_the_array():
    for e in SPEC:
        fix = json.loads((ROOT / f"{e['name']}.fix.json").read_text())
        name = fix["allocations"][0]["name"]
        src = (ROOT.parents[2] / e["source"]).read_text().splitlines()
        fixed = (ROOT / "fixed" / f"{e['name']}.fixed.cu").read_text().splitlines()
        minus = [ln[1:] for ln in fix["diff"].splitlines() if ln.startswith("-") and not ln.startswith("---")]
        plus = [ln[1:] for ln in fix["diff"].splitlines() if ln.startswith("+") and not ln.startswith("+++")]
        assert [ln for ln in src if ln not in minus] == [ln for ln in fixed if ln not in plus]
        assert plus and all(f"{name}[" in ln and ln in fixed for ln in plus)


def test_outputs_are_identical_and_what_the_sources_say():
    a, b = np.load(RUN / "orig.npz"), np.load(RUN / "fixed.npz")
    rows = list(csv.DictReader(open(RUN / "outputs.csv")))
    assert {r["output"] for r in rows} == {f"{e['name']}.1" for e in SPEC}
    for r in rows:
        x, y = a[r["output"]], b[r["output"]]
        assert r["identical"] == "1" and x.tobytes() == y.tobytes()
        assert hashlib.sha256(y.tobytes()).hexdigest() == r["sha256_fixed"] == r["sha256_orig"]
    pos = {e["name"]: i for i, e in enumerate(SPEC)}

    def inp(name):
        # the launcher's inputs (tools/fix_proof/launch.py): PCG64 seeded 1000 + the position
        rng = np.random.Generator(np.random.PCG64(1000 + pos[name]))
        return rng.uniform(-1.0, 1.0, SPEC[pos[name]]["args"][0][1] // 4).astype(np.float32)

    # flat_float4.cu: out[t] = v[(t % 32) * 8 + t / 32] with v[t] = in[t], float4 elements
    t = np.arange(256)
    x = inp("flat_float4").reshape(256, 4)
    assert b["flat_float4.1"].view(np.float32).reshape(256, 4).tobytes() == x[(t % 32) * 8 + t // 32].tobytes()
    # flat_transpose.cu: out[r * 32 + c] = in[c * 32 + r]
    x = inp("flat_transpose").reshape(32, 32)
    assert b["flat_transpose.1"].view(np.float32).tobytes() == x.T.copy().tobytes()
