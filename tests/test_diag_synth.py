"""Synthetic gfx942 ATT bundles (no public gfx942 bundle exists), built here in the documented
rocprofv3 format, and the diagnosis paths they exercise: arch from the agent-info CSV, the bank
model on a lane stride traced in the ISA (32 banks), Type B distance, Type C chains, the 14-column
header, inline-chain and `file:?` sources, snapshot source lines, and `ldsopt diff`.

Run `python tests/test_diag_synth.py DIR` to write the bundles to DIR (tests/data/att/gfx942_synth
holds a copy, checked against this builder below)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data" / "att" / "gfx942_synth"
SRC = "/work/kern/reduce.cl"

# (isa, source line or None, hit, stall).  Stall values are chosen by hand; all expectations below
# are computed from this table, never from the tool's output.
HIT = 16


def program(padded: bool, spaced: bool):
    stride_shift = "v_mul_u32_u24_e32 v1, 0x104, v0" if padded else "v_lshlrev_b32_e32 v1, 8, v0"
    rows = [
        ("s_load_dwordx2 s[4:5], s[0:1], 0x0", 3, HIT, 0),
        (stride_shift, 4, HIT, 0),
        ("v_lshlrev_b32_e32 v2, 2, v0", 5, HIT, 0),
        ("s_waitcnt lgkmcnt(0)", 6, HIT, 9000),                       # waits on the s_load: not LDS
        ("global_load_dword v3, v[4:5], off", 7, HIT, 0),
        ("s_waitcnt vmcnt(0)", 7, HIT, 3000),
        ("ds_write_b32 v2, v3", 8, HIT, 40),
    ]
    if spaced:
        rows += [("v_mov_b32_e32 v%d, 0" % (10 + i), 9, HIT, 0) for i in range(12)]
    else:
        rows += [("v_mov_b32_e32 v10, 0", 9, HIT, 0)]
    rows += [
        ("s_waitcnt lgkmcnt(0)", 10, HIT, 400 if spaced else 4000),   # Type B when not spaced
        ("s_barrier", 10, HIT, 500),
        ("ds_read2_b32 v[6:7], v1 offset1:32", 11, HIT, 160 if padded else 6400),  # Type A when stride 256
        ("s_waitcnt lgkmcnt(0)", 11, HIT, 300),
        # reduce: cross-lane steps, then two cross-wave exchanges
        ("ds_swizzle_b32 v8, v6 offset:swizzle(SWAP,16)", 12, HIT, 0),
        ("s_waitcnt lgkmcnt(0)", 12, HIT, 200),
        ("v_add_f32_e32 v6, v6, v8", 12, HIT, 0),
        ("ds_write_b32 v2, v6 offset:4096", 13, HIT, 0),
        ("s_waitcnt lgkmcnt(0)", 13, HIT, 300),
        ("s_barrier", 13, HIT, 3500),
        ("ds_read_b32 v9, v2 offset:4096", 14, HIT, 0),
        ("s_waitcnt lgkmcnt(0)", 14, HIT, 100),
        ("v_add_f32_e32 v6, v6, v9", 15, HIT, 0),
        ("ds_write_b32 v2, v6 offset:4352", 15, HIT, 0),
        ("s_waitcnt lgkmcnt(0)", 15, HIT, 300),
        ("s_barrier", 15, HIT, 3000),
        ("ds_read_b32 v9, v2 offset:4352", 16, HIT, 0),
        ("s_waitcnt lgkmcnt(0)", None, HIT, 100),                     # inline chain source
        ("global_store_dword v[4:5], v9, off", -1, HIT, 20),         # `file:?`
        ("s_endpgm", 17, HIT, 0),
    ]
    return rows


SOURCE_TEXT = ["// reduce.cl (synthetic)", "__kernel void reduce(...) {", "  float s = args[0];",
               "  float *p = &tile[get_local_id(0) * 64];", "  int w = get_local_id(0);", "  float t = s * 2;",
               "  float v = in[w];", "  buf[w] = v;", "  float z = 0;", "  barrier(CLK_LOCAL_MEM_FENCE);",
               "  float a = p[0] + p[32];", "  a += swizzle(a);", "  part[w] = a; barrier(CLK_LOCAL_MEM_FENCE);",
               "  a += part[w ^ 1];", "  part2[w] = a; barrier(CLK_LOCAL_MEM_FENCE);", "  a += part2[w ^ 2];",
               "  out[w] = a;", "}"]


def build(dest: Path, padded: bool = False, spaced: bool = False, fourteen: bool = False) -> Path:
    """Write one bundle; returns its ui_output folder."""
    top = Path(dest)
    b = top / ("ui_output_agent_1_dispatch_%d" % (2 + padded + 2 * spaced))
    b.mkdir(parents=True, exist_ok=True)
    code = [["; reduce_kernel", 0, 0, "", 1, 4096, 0, 0, 0, 0]]
    addr = 4096
    for i, (isa, ln, hit, stall) in enumerate(program(padded, spaced), 1):
        if ln is None:
            src = f"{SRC}:16 -> /work/kern/inline.h:3"
        elif ln < 0:
            src = f"{SRC}:?"
        else:
            src = f"{SRC}:{ln}"
        row = [isa, 0, i, src, 1, addr, hit, stall + 4 * hit, stall, 0]
        if fourteen:
            row += [0, 1, 2, 3]
        code.append(row)
        addr += 8 if isa.startswith(("global_", "s_load", "v_mul_u32_u24")) else 4
    header = "ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle"
    if fourteen:
        header += ", Hidden_Idle, Hidden_Stall, Hidden_Issue, Exposed"
    (b / "code.json").write_text(json.dumps({"code": code, "header": header, "version": "3.0.0"}))
    # one traced wave: the real dependencies of the first waits (the rest fall back to the ISA walk)
    lines = {isa: i for i, (isa, *_r) in enumerate(program(padded, spaced), 1)}
    first_wait = 4
    typeb_wait = next(i for i, (isa, *_r) in enumerate(program(padded, spaced), 1)
                      if i > 7 and isa == "s_waitcnt lgkmcnt(0)")
    wave = {"name": "SE0", "wave": {"id": 0, "simd": 0, "slot": 0, "cu": 0, "begin": 0, "end": 100,
                                     "instructions": [], "timeline": [],
                                     "waitcnt": [[first_wait, [[1, 0]]], [typeb_wait, [[7, 0]]]]}}
    (b / "se0_sm0_sl0_wv0.json").write_text(json.dumps(wave))
    (b / "snapshots.json").write_text(json.dumps({"/": {"work": {"kern": {"reduce.cl": "source_0_reduce.cl"}}}}))
    (b / "source_0_reduce.cl").write_text("\n".join(SOURCE_TEXT) + "\n")
    (top / "synth_agent_info.csv").write_text(
        '"Node_Id","Agent_Type","Name","Lds_Size_In_Kb"\n0,"CPU","AMD EPYC","0"\n1,"GPU","gfx942","64"\n')
    del lines
    return b


VARIANTS = {"before": dict(), "after": dict(padded=True, spaced=True), "fourteen": dict(fourteen=True)}


def write_all(root: Path) -> dict:
    return {name: build(Path(root) / name, **kw) for name, kw in VARIANTS.items()}


# ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def bundles(tmp_path_factory):
    return write_all(tmp_path_factory.mktemp("synth"))


def _rows(padded=False, spaced=False):
    return program(padded, spaced)


def test_committed_copy_matches_builder(bundles):
    for name, b in bundles.items():
        committed = DATA / name / b.name
        for f in b.iterdir():
            assert (committed / f.name).read_bytes() == f.read_bytes(), f"{name}/{f.name} is stale: rerun the builder"


def test_arch_and_totals(bundles):
    from ldsopt.amd.diagnose import diagnose_path
    rep = diagnose_path(bundles["before"])[0]
    assert rep["arch"] == "gfx942" and "synth_agent_info.csv" in rep["arch_evidence"]
    rows = _rows()
    assert rep["total_stall"] == sum(r[3] for r in rows)
    ds = sum(r[3] for r in rows if r[0].startswith("ds_"))
    assert rep["breakdown"]["ds"] == ds
    # the s_load wait (line 4) is scalar memory, from the wave file
    assert rep["breakdown"]["lgkm_wait_smem"] == 9000
    nl = [h for h in rep["not_lds"] if h["line"] == 4]
    assert nl and nl[0]["producers"] == "trace" and "s_load_dwordx2" in nl[0]["why"]
    # every other lgkmcnt wait waits on LDS only
    lgkm_lds = sum(r[3] for i, r in enumerate(rows, 1) if "lgkmcnt" in r[0] and i != 4)
    assert rep["lds_stall"] == ds + lgkm_lds


def test_type_a_bank_model_32_banks(bundles):
    from ldsopt.amd.diagnose import diagnose_path
    rep = diagnose_path(bundles["before"])[0]
    a = [f for f in rep["findings"] if f["type"] == "A"]
    assert len(a) == 1 and a[0]["isa"].startswith("ds_read2_b32")
    bm = a[0]["bank_model"]
    # lane stride from `v_lshlrev_b32 v1, 8, v0`: 256 B; on 32 banks every lane of a 32-lane half
    # hits bank (i*64) % 32 = 0 -> 32 distinct words in one bank: 32-way; 2 halves x 2 addresses
    assert bm["stride_source"] == "isa" and bm["lane_stride"] == 256
    assert bm["ways"] == 32 and bm["ideal"] == 4 and bm["cycles"] == 4 * 32
    assert a[0]["stall"] == 6400 and a[0]["hit"] == HIT
    prob = a[0]["fix"]["problem"]
    assert prob["arch"] == "gfx942" and prob["accesses"][0]["op"] == "ds_read_b32"
    assert a[0]["source"].endswith("reduce.cl:11")
    assert a[0]["source_text"] == SOURCE_TEXT[10].strip()


def test_type_a_problem_is_solvable(bundles, tmp_path, capsys):
    """The `ldsopt solve` problem in the fix is well-formed for the solver (issue 4's format)."""
    from ldsopt.solver import search  # noqa: F401
    from ldsopt.cli.main import main
    from ldsopt.amd.diagnose import diagnose_path
    a = [f for f in diagnose_path(bundles["before"])[0]["findings"] if f["type"] == "A"][0]
    assert a["fix"]["problem"]["tile"] == [64, 256 // 2]      # one f16 row per lane, 256 B as traced
    f = tmp_path / "problem.json"
    f.write_text(json.dumps(a["fix"]["problem"]))
    assert main(["solve", str(f), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out


def test_type_b_distance(bundles):
    from ldsopt.amd.diagnose import diagnose_path
    rep = diagnose_path(bundles["before"])[0]
    b = [f for f in rep["findings"] if f["type"] == "B"]
    assert len(b) == 1
    assert b[0]["write_line"] == 7 and b[0]["distance"] == 1 and b[0]["cost"] == 4000


def test_type_c_chain(bundles):
    from ldsopt.amd.diagnose import diagnose_path
    rep = diagnose_path(bundles["before"])[0]
    c = [f for f in rep["findings"] if f["type"] == "C"]
    assert len(c) == 1
    assert c[0]["barriers"] == 2
    assert "ds_swizzle_b32" in " ".join(c[0]["evidence"])
    rows = _rows()
    # region: from the swizzle to the last exchange read; barrier 3500+3000, waits inside it
    start = next(i for i, r in enumerate(rows, 1) if r[0].startswith("ds_swizzle"))
    end = max(i for i, r in enumerate(rows, 1) if r[0].startswith("ds_read_b32"))
    expect = sum(r[3] for i, r in enumerate(rows, 1) if start <= i <= end and (r[0] == "s_barrier" or "lgkmcnt" in r[0]))
    assert c[0]["cost"] == expect
    # ranking: by cost
    costs = [f["cost"] for f in rep["findings"]]
    assert costs == sorted(costs, reverse=True)


def test_fourteen_columns_same_answer(bundles):
    from ldsopt.amd.diagnose import diagnose_path
    from ldsopt.amd.att import load_bundle
    a = diagnose_path(bundles["before"])[0]
    b = diagnose_path(bundles["fourteen"])[0]
    for k in ("total_stall", "lds_stall", "breakdown"):
        assert a[k] == b[k]
    assert [f["type"] for f in a["findings"]] == [f["type"] for f in b["findings"]]
    bb = load_bundle(bundles["fourteen"])
    assert bb.extra_columns == ["Hidden_Idle", "Hidden_Stall", "Hidden_Issue", "Exposed"]
    assert bb.rows[0].extra == {"Hidden_Idle": 0, "Hidden_Stall": 1, "Hidden_Issue": 2, "Exposed": 3}


def test_sources_chain_and_unknown_line(bundles):
    from ldsopt.amd.att import load_bundle
    b = load_bundle(bundles["before"])
    chain = [r for r in b.rows if " -> " in r.source][0]
    assert chain.locations == [(SRC, 16), ("/work/kern/inline.h", 3)]
    unk = [r for r in b.rows if r.source.endswith(":?")][0]
    assert unk.locations == [(SRC, None)]
    assert b.source_text(chain.source) == SOURCE_TEXT[15].strip()
    assert b.source_text(unk.source) is None


def test_diff_before_after(bundles, capsys):
    from ldsopt.cli.main import main
    from ldsopt.amd.diagnose import diagnose_path, diff_reports
    d = diff_reports(diagnose_path(bundles["before"])[0], diagnose_path(bundles["after"])[0])
    assert d["matched_by"] == "source line"
    assert sorted(f["type"] for f in d["resolved"]) == ["A", "B"]
    assert [f["type"] for f in d["remaining"]] == ["C"] and d["new"] == []
    before, after = _rows(), _rows(padded=True, spaced=True)
    ds = lambda rows: sum(r[3] for r in rows if r[0].startswith("ds_"))
    assert d["before"]["ds_stall"] == ds(before) and d["after"]["ds_stall"] == ds(after)
    lg = lambda rows: sum(r[3] for r in rows if "lgkmcnt" in r[0])
    assert d["before"]["lgkm_wait_stall"] == lg(before) and d["after"]["lgkm_wait_stall"] == lg(after)
    assert main(["diff", str(bundles["before"]), str(bundles["after"])]) == 0
    out = capsys.readouterr().out
    assert "resolved findings (2)" in out and "lgkmcnt wait stall" in out


def test_after_padding_is_conflict_free(bundles):
    from ldsopt.amd.diagnose import _bank_prediction, diagnose_path
    from ldsopt.amd.att import load_bundle
    rep = diagnose_path(bundles["after"])[0]
    assert not [f for f in rep["findings"] if f["type"] in ("A", "B")]
    b = load_bundle(bundles["after"])
    texts = [r.isa for r in b.rows]
    from ldsopt.amd.isa import lane_stride
    i = next(i for i, r in enumerate(b.rows) if r.op == "ds_read2_b32")
    # `v_mul_u32_u24 v1, 0x104, v0`: 260 B = 65 words per lane, (65*i) % 32 = i % 32: all banks distinct
    assert lane_stride(texts, i) == 260
    pred = _bank_prediction("gfx942", b.rows[i], 260)
    assert pred["ways"] == 1 and pred["conflicts"] == 0


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else DATA
    for name, b in write_all(out).items():
        print(f"wrote {b}")
