"""Calls through s_swappc_b64 that concern LDS: OpenCL atomics on __local pointers, functions outside
the listing (continued with the calling convention), LDS pointers passed to them; and the 12-byte
layout of HIP's 3-element vector types in ldsopt's header stand-in."""

import shutil
import subprocess

import pytest

from ldsopt.amd.emu.analyze import analyze_kernel
from hostile_harness import cpu_bound

_CALL = ["s_getpc_b64 s[4:5]", "s_add_u32 s4, s4, {f}@rel32@lo+4", "s_addc_u32 s5, s5, {f}@rel32@hi+12",
         "s_swappc_b64 s[30:31], s[4:5]"]


def _call(f):
    return [x.format(f=f) for x in _CALL]


def _lanes(w):
    return [a for a, on in zip(w.addresses, w.active) if on]


def test_local_atomic_call_is_an_lds_atomic_at_its_pointer():
    # OpenCL 1.2 6.12.11: atomic_add(__local int *p, int v) updates the int at p
    k = analyze_kernel(["v_lshlrev_b32 v0, 3, v0", "v_mov_b32 v1, 1"] + _call("_Z10atomic_addPU3AS3Vii")
                       + ["s_endpgm"], "gfx942", block=(128, 1, 1))
    (row,) = k.instructions
    assert row.kind == "atomic" and row.model_op == "ds_add_rtn_u32"
    assert [_lanes(w) for w in row.waves] == [[8 * t for t in range(64)], [8 * t for t in range(64, 128)]]
    assert any("_Z10atomic_addPU3AS3Vii" in a for a in k.assumptions)


def test_a_call_outside_the_listing_continues_with_the_callee_saved_registers():
    # v40 is callee-saved (AMDGPU calling convention): the address computed before the call survives
    k = analyze_kernel(["v_lshlrev_b32 v40, 2, v0"] + _call("my_helper")
                       + ["ds_write_b32 v40, v0", "v_lshlrev_b32 v1, 2, v0", "ds_write_b32 v1, v0", "s_endpgm"],
                       "gfx942", block=(64, 1, 1))
    first, second = k.instructions
    assert first.waves[0].status == "ok" and _lanes(first.waves[0]) == [4 * t for t in range(64)]
    # v0 is not callee-saved: after the call it is unknown
    assert second.waves[0].status == "unresolved"
    assert any("my_helper" in n for n in k.notes)


def test_a_call_given_an_lds_pointer_is_an_unresolved_row():
    k = analyze_kernel(["s_mov_b64 s[0:1], src_shared_base", "v_lshlrev_b32 v0, 2, v0", "v_mov_b32 v1, s1"]
                       + _call("_Z7vstore4Dv4_fmPf") + ["s_endpgm"], "gfx942", block=(64, 1, 1))
    (row,) = k.instructions
    assert row.waves[0].status == "unresolved" and "pointer to LDS" in row.waves[0].reason
    k = analyze_kernel(["v_lshlrev_b32 v0, 2, v0"] + _call("_Z3fooPU3AS3f") + ["s_endpgm"], "gfx942",
                       block=(64, 1, 1))
    assert k.instructions[0].waves[0].status == "unresolved"


def test_a_call_through_an_unknown_address_stops_the_wave():
    k = analyze_kernel(["s_swappc_b64 s[30:31], s[8:9]", "v_lshlrev_b32 v1, 2, v0", "ds_write_b32 v1, v0",
                        "s_endpgm"], "gfx942", block=(64, 1, 1))
    assert k.instructions[0].waves[0].status == "unresolved"
    assert "not reached" in k.instructions[0].waves[0].reason


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 not installed")
def test_hip_float3_is_twelve_bytes(tmp_path):
    """HIP's headers make float3 a struct of three floats (sizeof 12, as CUDA); the stand-in must
    too, or an array of float3 in LDS is analysed at a 16-byte stride.  (The kernel also uses HIP's
    wave votes, __ballot and __popcll, which the stand-in declares.)"""
    from ldsopt.amd.asm import parse_asm
    from ldsopt.amd.emu import analyze_asm_kernel
    from ldsopt.sources.clang import clang_args
    src = tmp_path / "f3.hip"
    src.write_text("#include <hip/hip_runtime.h>\n__global__ void f3(float3* o, const float3* i) {\n"
                   "  __shared__ float3 s[64];\n  s[threadIdx.x] = i[threadIdx.x];\n  __syncthreads();\n"
                   "  o[threadIdx.x] = s[63 - threadIdx.x] * (float)__popcll(__ballot(threadIdx.x & 1));\n}\n")
    out = tmp_path / "f3.s"
    subprocess.run(["clang-19"] + clang_args("hip", "gfx942", str(src), str(out)), check=True,
                   capture_output=True, preexec_fn=cpu_bound())
    (kern,) = parse_asm(out.read_text())
    r = analyze_asm_kernel(kern, "gfx942", block=(64, 1, 1))
    assert kern.lds_bytes == 64 * 12
    w = [i for i in r.instructions if i.kind.startswith("write")]
    assert w
    for i in w:                                   # one store or several pieces: lane t at 12 t + c
        a = _lanes(i.waves[0])
        assert all(a[t] - a[0] == 12 * t for t in range(64))
