"""Hostile input on every path of the command line: each case must end with a correct answer or one
line on stderr and exit 1 or 2, within its time limit and memory (tests/hostile_harness.py runs
each one in a forked child under RLIMIT_AS, RLIMIT_FSIZE and RLIMIT_CPU).

A case that fails in a path another branch is rewriting is marked ``xfail(strict=True)`` with the
owner in the reason: when the owner's fix lands, the case passes, the strict mark fails, and the
mark is removed.  The property-based half (random values on the same paths) is
tests/test_hostile_fuzz.py."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from hostile_harness import assert_clean, run_cli

DATA = Path(__file__).resolve().parent / "data"
PROBLEM = DATA / "solver" / "ck_gfx942.json"
ISA = DATA / "isa" / "cl_lds_kernels_gfx942.s"
TTGIR = DATA / "triton" / "kernels" / "attention_gfx942.ttgir"
SASS = DATA / "triton" / "kernels" / "attention_sm_80.sass"
ATT = DATA / "att" / "gfx942_synth" / "bank_a"
REPO = Path(__file__).resolve().parents[1]



@pytest.fixture(scope="module")
def F(tmp_path_factory):
    """Hostile files, made once."""
    d = tmp_path_factory.mktemp("hostile")
    good = json.loads(PROBLEM.read_text())

    def w(name, text):
        p = d / name
        (p.write_bytes if isinstance(text, bytes) else p.write_text)(text)
        return str(p)

    def prob(name, **change):
        return w(name, json.dumps({**good, **change}))

    def acc(name, *accesses):
        return prob(name, accesses=list(accesses))

    os.mkfifo(d / "fifo")
    empty = d / "empty"
    empty.mkdir()
    deep = "[" * 5000 + "]" * 5000
    bomb = "a: &a [x,x,x,x,x,x,x,x,x,x]\n" + "".join(
        f"{c}: &{c} [{', '.join(['*' + p] * 10)}]\n" for p, c in zip("abcdefg", "bcdefgh"))
    bundle = d / "bundle"
    shutil.copytree(ATT, bundle)
    wave = next(bundle.glob("*/se*_wv*.json"))
    f = SimpleNamespace(
        d=str(d), fifo=str(d / "fifo"), empty=str(empty), good=str(PROBLEM), bundle=str(bundle),
        deep_json=w("deep.json", deep), deep_yaml=w("deep.yaml", "a: " + deep), bomb=w("bomb.yaml", bomb),
        bom=w("bom.json", "\ufeff" + PROBLEM.read_text()), latin=w("latin.json", b"{\"arch\": \"gfx\xe9\"}"),
        arch_list=prob("arch_list.json", arch=["gfx942"]), arch_null=prob("arch_null.json", arch=None),
        settings_list=prob("settings_list.json", settings=[1]),
        settings_val=prob("settings_val.json", settings={"gfx950_b32": ["halves"]}),
        dtype_list=prob("dtype_list.json", dtype=["f16"]), dtype_big=prob("dtype_big.json", dtype=1e300),
        fam_list=prob("fam_list.json", families=[["padding"]]), layout_list=prob("layout_list.json", layout=[1]),
        budget_neg=prob("budget_neg.json", lds_budget=-1), copies0=prob("copies0.json", copies=0),
        tile_huge=prob("tile_huge.json", tile=[65536, 65536]), tile_neg=prob("tile_neg.json", tile=[-1, 64]),
        tile_str=prob("tile_str.json", tile="64x64"), tile_float=prob("tile_float.json", tile=[64.5, 64]),
        op_list=acc("op_list.json", {"name": "a", "op": ["ds_read_b128"], "pattern": "row_copy"}),
        shape_list=acc("shape_list.json", {"name": "a", "op": "ds_read_b128",
                                           "pattern": {"name": "mfma_a", "shape": ["x"]}}),
        read_neg=acc("read_neg.json", {"name": "a", "op": "ds_read_b128", "pattern": {
            "name": "mfma_a", "shape": "16x16x16_f16", "read_elems": -8}}),
        pname_list=acc("pname_list.json", {"name": "a", "op": "ds_read_b128", "pattern": {"name": ["x"]}}),
        coords_float=acc("coords_float.json", {"name": "a", "op": "ds_read_b128", "coords": [[[1e300, 0]] * 64]}),
        coords_big=acc("coords_big.json", {"name": "a", "op": "ds_read_b128", "coords": [[[2 ** 70, 0]] * 64]}),
        kind_list=acc("kind_list.json", {"name": "a", "kind": ["load"], "pattern": "row_copy"}),
        weight_inf=acc("weight_inf.json", {"name": "a", "op": "ds_read_b128", "pattern": {"name": "row_copy", "vec": 8},
                                           "weight": 1e308},
                       {"name": "b", "op": "ds_read_b128", "pattern": {"name": "row_copy", "vec": 8}, "weight": 1e308}),
        name_esc=acc("name_esc.json", {"name": "\x1b[2J\x1b]0;pwned\x07", "op": "ds_read_b128",
                                       "pattern": {"name": "mfma_a", "shape": "16x16x16_f16", "read_elems": 8}}),
        lay_obj=w("lay_obj.json", json.dumps({"family": ["strided"]})), lay_arr=w("lay_arr.json", "[1]"),
        lay_unknown=w("lay_unknown.json", json.dumps({"family": "strided", "pad_bytes": -5})),
        batch_types=w("types.jsonl", "\n".join(json.dumps(x) for x in [
            {"op": ["ds_read_b32"], "addresses": [0] * 64}])),
        batch_arch=w("arch.jsonl", json.dumps({"op": "ds_read_b32", "addresses": [0] * 64, "arch": ["gfx942"]})),
        batch_settings=w("settings.jsonl", json.dumps({"op": "ds_read_b32", "addresses": [0] * 64,
                                                       "settings": [1]})),
        batch_deep=w("deep.jsonl", deep),
        batch_id=w("id.jsonl", json.dumps({"op": "ds_read_b32", "addresses": [0] * 64, "id": {"a": [1]}})),
        batch_later_bad=w("later_bad.jsonl", "\n".join([json.dumps({"op": "ds_read_b32", "addresses": [0] * 64})] * 3
                                                       + ['{"op": "ds_read_b32", "addresses": [0, 01]}'])),
        replay_types=w("replay_types.jsonl", json.dumps({"op": ["x"], "addresses": [0], "wavefronts": 1})),
        replay_counter=w("replay_counter.jsonl", json.dumps({"op": "ld.shared.u32", "addresses": [0] * 32,
                                                             "wavefronts": "x"})),
        replay_arr=w("replay_arr.jsonl", "[1]\n"), timing_arr=w("timing.json", "[1]"),
        results_nan=w("results.json", json.dumps({"runs": [{"variant": "x", "size": [1, 1, 1],
                                                            "tflops": float("nan"), "cublas_tflops": 0}]})),
        set_chain=w("chain.s", '.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n'
                    + "".join(f".set s{i}, s{i + 1}+s{i + 1}\n" for i in range(40)) + ".set s40, 1\n"),
        shift_neg=w("shift.s", ISA.read_text().replace("v_lshlrev_b32_e32 v2, 2, v0", "v_lshlrev_b32_e32 v2, -1, v0")
                    .replace("v_lshlrev_b32_e32 v1, 2, v0", "v_lshlrev_b32_e32 v1, 4000000000, v0")),
        lds_many=w("lds_many.s", '.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n'
                   "\t.globl k\n\t.type k,@function\nk:\n" + "\tds_read_b32 v1, v0\n" * 10000
                   + "\ts_waitcnt lgkmcnt(0)\n\ts_endpgm\n"),
        ttgir_esc=w("esc.ttgir", TTGIR.read_text().replace("tt.func", "tt.func \x1b[2J\x1b]0;x\x07")),
        isa_negreg=w("negreg.s", ISA.read_text().replace("s_load_dwordx4 s[4:7]", "s_load_dwordx4 s[-1:7]", 1)),
        no_vec=acc("no_vec.json", {"name": "a", "op": "ds_read_b128", "pattern": "row_copy"}),
        isa_disagree=w("disagree.s", ISA.read_text().replace("; Occupancy: 1\n", "; Occupancy: 7\n")),
        wave=str(wave), input_copy=str(shutil.copy(PROBLEM, d / "input.json")),
        # 300,000 spaces inside one instruction's operands (a backtracking line pattern made this
        # quadratic: minutes), and a 100,000-character line where an instruction should be
        sass_spaces=w("spaces.sass", SASS.read_text().replace("EXIT", "EXIT" + " " * 300_000, 1)),
        isa_long=w("long.s", ISA.read_text().replace("\ts_endpgm", "\t" + "@" * 100_000, 1)),
        ttgir_long=w("long.ttgir", TTGIR.read_text().replace("tt.return", "tt.return " + "[" * 100_000, 1)),
        # 3,000 divergent ifs that each bump a pointer: every join added a symbol that every later
        # operation walked (2,000 ifs took 35 s, 3,000 over a minute)
        isa_joins=w("joins.s", '.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n\t.globl k\n'
                    "\t.type k,@function\nk:\n\tglobal_load_dword v5, v[2:3], off\n\ts_waitcnt vmcnt(0)\n"
                    "\tv_lshlrev_b32_e32 v1, 2, v0\n" + "".join(
                        f"\tv_cmp_gt_u32_e32 vcc, {i}, v5\n\ts_and_saveexec_b64 s[4:5], vcc\n"
                        f"\ts_cbranch_execz .LBB0_{i}\n\tds_write_b32 v1, v5\n\tv_add_u32_e32 v1, 4, v1\n"
                        f".LBB0_{i}:\n\ts_or_b64 exec, exec, s[4:5]\n" for i in range(3000)) + "\ts_endpgm\n"),
        ttgir_attr_word=w("attr.ttgir", TTGIR.read_text().replace("module attributes {",
                                                                  "module attributes {" + "a" * 300_000 + " ", 1)),
        ttgir_alias_spaces=w("alias.ttgir", TTGIR.read_text().replace("#blocked = ", "#blocked = " + " " * 300_000, 1)),
    )
    return f


# (id, argv, options).  Strings "{name}" are replaced by F.name.  Options: rc (allowed exit codes),
# needle (text the answer or the error must hold), stdin, timeout, xfail (reason).
CASES = [
    # ---- JSON / YAML problem files: types, depth, size
    ("problem-deep-json", ["solve", "{deep_json}"], {"rc": (2,), "needle": "nested"}),
    ("problem-deep-yaml", ["solve", "{deep_yaml}"], {"rc": (2,), "needle": "nested"}),
    ("problem-yaml-alias-bomb", ["solve", "{bomb}"], {"rc": (2,)}),
    ("problem-bom", ["solve", "{bom}"], {"rc": (0,)}),
    ("problem-not-utf8", ["solve", "{latin}"], {"rc": (2,), "needle": "UTF-8"}),
    ("problem-arch-list", ["solve", "{arch_list}"], {"rc": (2,), "needle": "arch"}),
    ("problem-arch-null", ["solve", "{arch_null}"], {"rc": (2,)}),
    ("problem-settings-list", ["solve", "{settings_list}"], {"rc": (2,), "needle": "settings"}),
    ("problem-settings-value-list", ["solve", "{settings_val}"], {"rc": (2,), "needle": "setting"}),
    ("problem-dtype-list", ["solve", "{dtype_list}"], {"rc": (2,), "needle": "dtype"}),
    ("problem-dtype-float", ["solve", "{dtype_big}"], {"rc": (2,), "needle": "dtype"}),
    ("problem-families-nested", ["solve", "{fam_list}"], {"rc": (2,)}),
    ("problem-layout-list", ["check", "{layout_list}"], {"rc": (2,)}),
    ("problem-budget-negative", ["solve", "{budget_neg}"], {"rc": (2,)}),
    ("problem-copies-zero", ["solve", "{copies0}"], {"rc": (2,)}),
    ("problem-huge-tile", ["solve", "{tile_huge}"], {"rc": (1,), "needle": "more than"}),
    ("problem-negative-tile", ["solve", "{tile_neg}"], {"rc": (2,)}),
    ("problem-tile-string", ["solve", "{tile_str}"], {"rc": (2,)}),
    ("problem-tile-float", ["solve", "{tile_float}"], {"rc": (2,)}),
    ("problem-op-list", ["solve", "{op_list}"], {"rc": (2,), "needle": "op"}),
    ("problem-shape-list", ["solve", "{shape_list}"], {"rc": (2,), "needle": "shape"}),
    ("problem-read-elems-negative", ["solve", "{read_neg}"], {"rc": (2,), "needle": "read_elems"}),
    ("problem-pattern-name-list", ["solve", "{pname_list}"], {"rc": (2,)}),
    ("problem-coords-float", ["solve", "{coords_float}"], {"rc": (2,), "needle": "coords"}),
    ("problem-coords-2**70", ["solve", "{coords_big}"], {"rc": (2,), "needle": "coords"}),
    ("problem-kind-list", ["solve", "{kind_list}"], {"rc": (2,), "needle": "kind"}),
    ("problem-weights-overflow", ["solve", "{weight_inf}"], {"rc": (0, 1, 2)}),
    ("problem-fifo", ["solve", "{fifo}"], {"rc": (2,), "needle": "FIFO", "timeout": 10}),
    ("problem-dev-zero", ["solve", "/dev/zero"], {"rc": (2,), "needle": "device", "timeout": 10}),
    ("problem-folder", ["solve", "{d}"], {"rc": (2,), "needle": "folder"}),
    ("problem-stdin-closed", ["solve", "-"], {"rc": (2,), "stdin": None, "needle": "closed"}),
    ("check-layout-fifo", ["check", "{good}", "--layout", "{fifo}"], {"rc": (2,), "timeout": 10}),
    ("check-layout-array", ["check", "{good}", "--layout", "{lay_arr}"], {"rc": (2,)}),
    ("check-layout-family-list", ["check", "{good}", "--layout", "{lay_obj}"], {"rc": (2,)}),
    ("check-layout-unknown-field", ["check", "{good}", "--layout", "{lay_unknown}"],
     {"rc": (2,), "needle": "pad_bytes"}),
    ("check-json-fail-says-why", ["check", "{good}", "--layout", "row", "--json"], {"rc": (1,), "needle": "FAIL"}),
    ("check-threshold-negative", ["check", "{good}", "--layout", "row", "--threshold", "-1"], {"rc": (2,)}),
    # ---- solve from flags
    ("flags-store-without-op", ["solve", "--arch", "gfx942", "--tile", "64x64", "--access", "store::row_copy:vec=8"],
     {"rc": (2,), "needle": "load or a store"}),
    ("flags-vec-zero", ["solve", "--arch", "gfx942", "--tile", "64x64", "--access", "a:ds_read_b128:row_copy:vec=0"],
     {"rc": (2,)}),
    ("flags-vec-huge", ["solve", "--arch", "gfx942", "--tile", "64x64", "--access",
                        "a:ds_read_b128:row_copy:vec=99999999999999999999"], {"rc": (2,)}),
    ("flags-tile-huge", ["solve", "--arch", "gfx942", "--tile", "99999999999x64", "--access",
                         "a:ds_read_b128:row_copy:vec=8"], {"rc": (1, 2)}),
    ("flags-budget-negative", ["solve", "--arch", "gfx942", "--tile", "64x64", "--access",
                               "a:ds_read_b128:row_copy:vec=8", "--lds-budget", "-5"], {"rc": (2,)}),
    ("flags-escape-name", ["solve", "--arch", "gfx942", "--tile", "64x64", "--access",
                           "\x1b[31mred:ds_read_b128:row_copy:vec=8"], {"rc": (0,)}),
    ("solve-escaped-access-name", ["solve", "{name_esc}"], {"rc": (0,)}),
    # ---- sim
    ("sim-arch-escape", ["sim", "--arch", "gfx\x1b[31m", "--op", "x", "--stride", "4"], {"rc": (2,)}),
    ("sim-op-width-vs-pattern", ["sim", "--arch", "gfx942", "--op", "ds_read_b64", "--pattern", "mfma_a", "--tile",
                                 "64x64", "--param", "shape=16x16x16_f16", "--param", "read_elems=8"],
     {"rc": (2,), "needle": "moves 8 B per lane"}),
    ("sim-read-elems-negative", ["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--pattern", "mfma_a",
                                 "--tile", "64x64", "--param", "shape=16x16x16_f16", "--param", "read_elems=-8"],
     {"rc": (2,)}),
    ("sim-vec-zero", ["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--pattern", "row_copy", "--tile", "64x64",
                      "--param", "vec=0"], {"rc": (2,)}),
    ("sim-lanes-zero", ["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--pattern", "row_copy", "--tile",
                        "64x64", "--param", "lanes=0"], {"rc": (2,)}),
    ("sim-huge-tile", ["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--pattern", "row_copy", "--tile",
                       "100000x100000"], {"rc": (1,), "needle": "more than"}),
    ("sim-unknown-param", ["sim", "--arch", "gfx942", "--op", "ds_read_b128", "--pattern", "row_copy", "--tile",
                           "64x64", "--param", "bogus=1"], {"rc": (2,), "needle": "bogus"}),
    ("sim-stride-huge", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "9" * 30], {"rc": (2,)}),
    ("sim-addresses-long-number", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--addresses", "1" * 5000],
     {"rc": (2,)}),
    ("sim-offset-negative", ["sim", "--arch", "gfx942", "--op", "ds_read2_b32", "--stride", "4", "--offset0", "-1"],
     {"rc": (2,)}),
    ("sim-setting-not-kv", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "4", "--setting", "x"],
     {"rc": (2,)}),
    ("sim-active-reversed", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "4", "--active", "5-1"],
     {"rc": (2,)}),
    ("sim-alias-printed", ["sim", "--arch", "sm_100", "--op", "ld.shared.u32", "--stride", "4"],
     {"rc": (0,), "needle": "modelled as sm_90"}),
    ("sim-layout-not-bijective", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--pattern", "col_read",
                                  "--tile", "64x64", "--dtype", "f32", "--layout", "linear:1,2,4,8,16,32,0,0,0,0,0,0"],
     {"rc": (1, 2)}),
    ("sim-layout-2**63", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--pattern", "col_read", "--tile", "64x64",
                          "--dtype", "f32", "--layout", "linear:" + ",".join(["1", "2", "4", "8", "16", "32",
                                                                              "64", "128", "256", "512", "1024",
                                                                              str(2 ** 63)])],
     {"rc": (1, 2)}),
    ("sim-layout-5000-compositions", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--pattern", "col_read",
                                      "--tile", "64x64", "--dtype", "f32", "--layout",
                                      "row" + "+cute:1,2,3" * 5000], {"rc": (0, 1, 2), "timeout": 20}),
    ("sim-layout-pad-1e20", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--pattern", "col_read", "--tile",
                             "64x64", "--dtype", "f32", "--layout", "pad:1e20B"], {"rc": (2,)}),
    # ---- sim --batch
    ("batch-op-list", ["sim", "--arch", "gfx942", "--batch", "{batch_types}"], {"rc": (2,), "needle": "line 1"}),
    ("batch-arch-list", ["sim", "--batch", "{batch_arch}"], {"rc": (2,), "needle": "arch"}),
    ("batch-settings-list", ["sim", "--arch", "gfx942", "--batch", "{batch_settings}"], {"rc": (2,)}),
    ("batch-deep", ["sim", "--arch", "gfx942", "--batch", "{batch_deep}"], {"rc": (2,), "needle": "nested"}),
    ("batch-id-object", ["sim", "--arch", "gfx942", "--batch", "{batch_id}"], {"rc": (2,), "needle": "id"}),
    ("batch-leading-zero-after-good-lines", ["sim", "--arch", "gfx942", "--batch", "{batch_later_bad}", "--json"],
     {"rc": (2,), "needle": "line 4"}),
    ("batch-dev-zero", ["sim", "--arch", "gfx942", "--batch", "/dev/zero"], {"rc": (2,), "timeout": 10}),
    ("batch-fifo-no-writer", ["sim", "--arch", "gfx942", "--batch", "{fifo}"], {"rc": (2,), "timeout": 10}),
    ("batch-folder", ["sim", "--arch", "gfx942", "--batch", "{d}"], {"rc": (2,)}),
    ("batch-stdin-zeros", ["sim", "--arch", "gfx942", "--batch", "-"], {"rc": (2,), "stdin": b"\0" * (3 << 20),
                                                                         "needle": "longer than"}),
    ("batch-stdin-closed", ["sim", "--arch", "gfx942", "--batch", "-"], {"rc": (2,), "stdin": None,
                                                                          "needle": "closed"}),
    ("batch-empty", ["sim", "--arch", "gfx942", "--batch", "-"], {"rc": (2,), "stdin": b"", "needle": "empty"}),
    ("batch-not-utf8", ["sim", "--arch", "gfx942", "--batch", "-"], {"rc": (2,), "stdin": b"\xff\xfe\n",
                                                                      "needle": "UTF-8"}),
    # ---- occupancy: aliases refused, absurd numbers
    ("occupancy-gfx908", ["occupancy", "--arch", "gfx908", "--vgprs", "64"], {"rc": (2,), "needle": "gfx908"}),
    ("occupancy-sm_100", ["occupancy", "--arch", "sm_100", "--regs", "64", "--threads", "256"],
     {"rc": (2,), "needle": "sm_100"}),
    ("occupancy-sm_120", ["occupancy", "--arch", "sm_120", "--regs", "64", "--threads", "256"],
     {"rc": (2,), "needle": "sm_120"}),
    ("occupancy-vgprs-negative", ["occupancy", "--arch", "gfx942", "--vgprs", "-5"], {"rc": (2,)}),
    ("occupancy-vgprs-huge", ["occupancy", "--arch", "gfx942", "--vgprs", "99999999999"], {"rc": (2,)}),
    ("occupancy-wg-zero", ["occupancy", "--arch", "gfx942", "--vgprs", "8", "--wg-size", "0"], {"rc": (2,)}),
    ("occupancy-carveout-negative", ["occupancy", "--arch", "sm_90", "--regs", "32", "--threads", "32",
                                     "--carveout", "-4"], {"rc": (2,)}),
    ("occupancy-isa-disagrees-says-why", ["occupancy", "--isa", "{isa_disagree}"],
     {"rc": (1,), "needle": "disagree with LLVM"}),
    ("occupancy-isa-fifo", ["occupancy", "--isa", "{fifo}"], {"rc": (2,), "timeout": 10}),
    ("occupancy-isa-dev-zero", ["occupancy", "--isa", "/dev/zero"], {"rc": (2,), "timeout": 10}),
    # ---- prefetch
    ("sim-stride-beyond-64-bits", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "9" * 23],
     {"rc": (2,), "needle": "64 bits"}),
    ("problem-row-copy-without-vec-named-once", ["solve", "{no_vec}"],
     {"rc": (2,), "needle": "error: access 'a': row_copy needs"}),
    ("prefetch-nan", ["prefetch", "--load", "nan", "--compute", "1", "--iterations", "3"], {"rc": (2,)}),
    # 1e308 + 1e308 overflowed to inf and the advice read "YES ... nanx predicted"
    ("prefetch-overflowing-cycles", ["prefetch", "--load", "1e308", "--compute", "1e308", "--iterations", "64"],
     {"rc": (2,), "needle": "must be <="}),
    ("prefetch-iterations-huge", ["prefetch", "--load", "100", "--compute", "100", "--iterations", "9" * 30],
     {"rc": (2,), "needle": "iterations"}),
    ("prefetch-huge", ["prefetch", "--load", "1e308", "--compute", "1e308", "--iterations", "999999999999"],
     {"rc": (0, 2)}),
    ("prefetch-loads-zero", ["prefetch", "--load", "1", "--compute", "1", "--iterations", "3", "--loads", "0"],
     {"rc": (2,)}),
    ("prefetch-att-dev-zero", ["prefetch", "--att", "/dev/zero"], {"rc": (2,), "timeout": 10}),
    ("prefetch-att-gfx908", ["prefetch", "--load", "9", "--compute", "9", "-n", "9", "--arch", "gfx908",
                             "--vgprs", "9"], {"rc": (2,)}),
    ("prefetch-att-already-prefetches", ["prefetch", "--att", str(DATA / "att" / "preshuffle_gemm"), "--emit", "none"],
     {"rc": (0,), "needle": "already prefetches"}),
    # ---- validate
    ("replay-types", ["validate", "--replay", "{replay_types}"], {"rc": (2,), "needle": "op"}),
    ("replay-counter-string", ["validate", "--replay", "{replay_counter}"], {"rc": (2,), "needle": "wavefronts"}),
    ("replay-array", ["validate", "--replay", "{replay_arr}"], {"rc": (2,)}),
    ("replay-fifo", ["validate", "--replay", "{fifo}"], {"rc": (2,), "timeout": 10}),
    # the records carry their arch (sm_90): --arch gfx942 was silently ignored ("8972 of 8972 match")
    ("replay-other-arch-refused", ["validate", "--replay", "--arch", "gfx942"], {"rc": (2,), "needle": "taken on sm_90"}),
    ("replay-dev-zero", ["validate", "--replay", "/dev/zero"], {"rc": (2,), "timeout": 10}),
    ("timing-array", ["validate", "--timing-analyze", "{timing_arr}"], {"rc": (2,)}),
    ("suite-full-disk", ["validate", "--suite", "/dev/full"], {"rc": (1, 2)}),
    ("suite-fifo-no-reader", ["validate", "--suite", "{fifo}"], {"rc": (2,), "needle": "no reader", "timeout": 10}),
    ("suite-missing-folder", ["validate", "--suite", "{d}/no/such/x.jsonl"], {"rc": (2,)}),
    # ---- bench
    ("bench-table-folder", ["bench", "gemm", "--table", "{d}"], {"rc": (2,)}),
    ("bench-table-fifo", ["bench", "gemm", "--table", "{fifo}"], {"rc": (2,), "timeout": 10}),
    ("bench-table-dev-zero", ["bench", "gemm", "--table", "/dev/zero"], {"rc": (2,), "timeout": 10}),
    ("bench-table-nan", ["bench", "gemm", "--table", "{results_nan}"], {"rc": (2,)}),
    ("bench-emit-into-a-file", ["bench", "gemm", "--emit", "{good}"], {"rc": (2,)}),
    ("bench-plot-bad-folder", ["bench", "gemm", "--plot", "{good}", "{d}/no/such/x.png"], {"rc": (2,)}),
    ("bench-sizes-zero", ["bench", "gemm", "--sizes", "0"], {"rc": (2,)}),
    ("bench-no-gpu-names-model-only", ["bench", "gemm", "--sizes", "1024"], {"rc": (2,), "needle": "--model-only"}),
    ("bench-mma-config", ["bench", "gemm", "--mma-config", "bm=-1", "--model-only", "--sizes", "1024"], {"rc": (2,)}),
    # ---- pictures must not overwrite each other or an input
    ("pictures-same-file", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "4", "--html", "{d}/a.x",
                            "--svg", "{d}/a.x"], {"rc": (2,), "needle": "both name"}),
    ("pictures-over-input", ["solve", "{input_copy}", "--html", "{input_copy}"], {"rc": (2,), "needle": "input"}),
    ("pictures-into-bundle", ["diagnose", "{bundle}", "--html", "{wave}"], {"rc": (2,), "needle": "input folder"}),
    ("pictures-dev-full", ["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "4", "--svg", "/dev/full"],
     {"rc": (2,)}),
    # ---- arch
    ("arch-long-name", ["arch", "x" * 10000], {"rc": (2,)}),
    ("arch-alias-listed", ["arch"], {"rc": (0,), "needle": "gfx908 -> gfx90a"}),
    # ---- ttgir (Triton TTGIR text): a FIFO hung the reader, closed stdin was an internal error
    ("ttgir-fifo", ["ttgir", "{fifo}"], {"rc": (2,), "timeout": 10}),
    ("ttgir-long-line", ["ttgir", "{ttgir_long}"], {"rc": (0, 2), "short": True}),
    ("ttgir-alias-spaces", ["ttgir", "{ttgir_alias_spaces}"], {"rc": (0,), "timeout": 20}),
    ("ttgir-module-attribute-word", ["ttgir", "{ttgir_attr_word}"], {"rc": (0,), "timeout": 20}),
    ("isa-long-line", ["isa", "{isa_long}"], {"rc": (2,), "needle": "100000 characters", "short": True}),
    ("ttgir-dev-zero", ["ttgir", "/dev/zero"], {"rc": (2,), "timeout": 10}),
    ("ttgir-folder", ["ttgir", "{d}"], {"rc": (2,)}),
    ("ttgir-stdin-closed", ["ttgir", "-"], {"rc": (2,), "stdin": None}),
    ("ttgir-not-utf8", ["ttgir", "{latin}"], {"rc": (2,)}),
    ("ttgir-unknown-target", ["ttgir", str(TTGIR), "--target", "hip:gfx9999"], {"rc": (2,)}),
    ("ttgir-escape-in-text", ["ttgir", "{ttgir_esc}"], {"rc": (0, 1, 2)}),
    # ---- sass (SASS listings, cubins, ncu CSV)
    ("sass-fifo", ["sass", "{fifo}"], {"rc": (2,), "timeout": 10}),
    ("sass-long-line", ["sass", "{sass_spaces}", "--block", "128"], {"rc": (0,), "timeout": 20}),
    ("sass-dev-zero", ["sass", "/dev/zero"], {"rc": (2,), "timeout": 10}),
    ("sass-folder", ["sass", "{d}"], {"rc": (2,)}),
    ("sass-block-zero", ["sass", str(SASS), "--block", "0x0x0"], {"rc": (2,)}),
    ("sass-block-huge", ["sass", str(SASS), "--block", "99999999x1x1"], {"rc": (2,)}),
    ("sass-iterations-negative", ["sass", str(SASS), "--iterations", "-1"], {"rc": (2,)}),
    ("sass-arch-amd", ["sass", str(SASS), "--arch", "gfx942"], {"rc": (2,)}),
    ("sass-arg-huge", ["sass", str(SASS), "--arg", "0=" + "9" * 30], {"rc": (0, 1, 2)}),
    # ---- isa (AMDGPU assembly / code objects): a FIFO hung the reader, /dev/zero filled memory
    ("isa-many-joins", ["isa", "{isa_joins}", "--block", "256"], {"rc": (0,), "timeout": 30}),
    ("isa-fifo", ["isa", "{fifo}"], {"rc": (2,), "timeout": 10, "needle": "FIFO"}),
    ("isa-dev-zero", ["isa", "/dev/zero"], {"rc": (2,), "timeout": 10, "needle": "device"}),
    ("isa-set-chain", ["isa", "{set_chain}"], {"rc": (0, 1, 2), "timeout": 10}),
    ("isa-shift-operands", ["isa", "{shift_neg}"], {"rc": (0, 2), "timeout": 20}),
    # found by the fuzz suite at LDSOPT_FUZZ_SCALE=6
    ("isa-negative-register-range", ["isa", "{isa_negreg}"],
     {"rc": (2,), "needle": "s[-1:7]"}),
    ("isa-10k-lds-before-one-wait", ["isa", "{lds_many}"], {"rc": (0, 1, 2), "timeout": 30}),
    # ---- analyze (sources and compiled code) and doctor
    ("analyze-fifo", ["analyze", "{fifo}", "--arch", "gfx942"], {"rc": (2,), "timeout": 10}),
    ("analyze-dev-zero", ["analyze", "/dev/zero"], {"rc": (2,), "timeout": 10}),
    ("analyze-folder", ["analyze", "{d}", "--arch", "sm_90"], {"rc": (2,)}),
    ("analyze-bad-arch", ["analyze", str(SASS), "--arch", "gfx9999"], {"rc": (2,), "needle": "gfx9999"}),
    ("analyze-block-huge", ["analyze", str(SASS), "--block", "99999999"], {"rc": (2,)}),
    ("analyze-param-on-compiled", ["analyze", str(SASS), "--param", "X=1"], {"rc": (2,)}),
    ("doctor-bad-arch", ["doctor", "--arch", "sm_1"], {"rc": (2,)}),
    ("diagnose-fifo", ["diagnose", "{fifo}"], {"rc": (2,), "timeout": 10}),
    ("diagnose-not-a-bundle", ["diagnose", "{empty}"], {"rc": (2,)}),
    ("diff-not-bundles", ["diff", "{empty}", "{empty}"], {"rc": (2,)}),
    ("fix-not-a-source", ["fix", "{empty}", "--arch", "gfx942"], {"rc": (2,)}),
    # ---- the MCP server: a bad root is refused; garbage or nothing on stdin ends it cleanly
    ("mcp-root-missing", ["mcp", "--root", "{d}/nosuch"], {"rc": (2,), "needle": "not a folder"}),
    ("mcp-root-is-a-fifo", ["mcp", "--root", "{fifo}"], {"rc": (2,), "timeout": 10}),
    ("mcp-garbage-stdin", ["mcp", "--root", "{d}"],
     {"rc": (0,), "stdin": b"not json\n{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"nosuch\"}\n\xff\xfe\n",
      "timeout": 30}),
]


def _argv(args, f):
    v = vars(f)
    return [re.sub(r"\{(\w+)\}", lambda m: v.get(m.group(1), m.group(0)), a) for a in args]


# cases that take seconds (pytest --durations on one idle core: 3 to 14 s each); `make test` runs
# them, `make test-fast` does not
SLOW = {"isa-many-joins", "isa-10k-lds-before-one-wait", "ttgir-escape-in-text", "ttgir-long-line",
        "ttgir-module-attribute-word", "ttgir-alias-spaces", "problem-deep-yaml"}


def _param(case):
    cid, args, opt = case
    marks = [pytest.mark.xfail(strict=True, reason=opt["xfail"])] if "xfail" in opt else []
    if cid in SLOW:
        marks.append(pytest.mark.slow)
    return pytest.param(args, opt, id=cid, marks=marks)


@pytest.mark.parametrize("args,opt", [_param(c) for c in CASES])
def test_hostile_case(F, args, opt):
    o = run_cli(_argv(args, F), stdin=opt.get("stdin", b""), timeout=opt.get("timeout", 30), cwd=F.d)
    assert_clean(o, codes=opt.get("rc", (0, 1, 2)), needle=opt.get("needle"))
    if opt.get("short"):          # an error quoting a huge input line stays readable
        assert len(o.err) < 1000, o.err[:300]


def test_every_command_has_hostile_cases():
    from ldsopt.cli.commands import COMMANDS
    covered = {args[0] for _, args, _ in CASES}
    assert set(COMMANDS) - {"demo"} <= covered, set(COMMANDS) - covered


# --------------------------------------------------------------------- what only a real process shows
@pytest.mark.parametrize("stdout", ["full", "closed"])
def test_output_that_cannot_be_written_fails(stdout):
    o = run_cli(["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "4"], fresh=True, stdout=stdout)
    assert_clean(o, codes=(1, 2), needle="output")


def test_help_to_a_full_disk_fails():
    o = run_cli(["--help"], fresh=True, stdout="full")
    assert_clean(o, codes=(1,), needle="No space left")


def test_closed_stdin_batch_fresh_process():
    o = run_cli(["sim", "--arch", "gfx942", "--batch", "-"], fresh=True, stdin=None)
    assert_clean(o, codes=(2,), needle="closed")


def test_fifo_problem_fresh_process(F):
    o = run_cli(["solve", F.fifo], fresh=True, timeout=20)
    assert_clean(o, codes=(2,), needle="FIFO")


def test_batch_results_before_a_bad_line_are_kept(F):
    o = run_cli(["sim", "--arch", "gfx942", "--batch", F.batch_later_bad, "--json"])
    assert_clean(o, codes=(2,), needle="line 4")
    lines = [json.loads(x) for x in o.out.splitlines()]
    assert [d["line"] for d in lines] == [1, 2, 3]
    # 64 lanes on one address: a broadcast, ds_read_b32 in two 32-lane groups -> 2 cycles, 2 ideal
    assert all((d["cycles"], d["ideal"]) == (2, 2) for d in lines)


def test_sim_help_explains_the_patterns_within_100_columns():
    """mfma_b vs mfma_b_nk was explained only in a docstring: `sim --help` says which storage each
    models, with the tile's rows and columns, and fits 100 columns."""
    o = run_cli(["sim", "--help"])
    assert_clean(o, codes=(0,))
    assert "mfma_b_nk  MFMA B operand stored [K][N]" in o.out and "stored [N][K]" in o.out
    assert max(len(line) for line in o.out.splitlines()) <= 100


@pytest.mark.parametrize("argv", [
    ["demo"], ["arch"], ["arch", "gfx942"], ["arch", "sm_90"],
    ["check", str(PROBLEM), "--layout", "row"], ["solve", str(PROBLEM)],
    ["occupancy", "--isa", str(ISA)], ["prefetch", "--att", str(DATA / "att" / "preshuffle_gemm"), "--emit", "none"],
], ids=lambda a: " ".join(a[:2]).replace(str(DATA), "DATA")[:40])
def test_text_output_fits_100_columns(argv):
    """demo printed 124 columns, arch 130, occupancy --isa 134: prose, tables and bank maps fit a
    100-column terminal.  Emitted code (lines ending in ';') is left as the compiler wants it."""
    o = assert_clean(run_cli(argv), codes=(0, 1))
    wide = [line for line in o.out.splitlines() if len(line) > 100 and not line.rstrip().endswith(";")]
    assert not wide, wide[:3]
