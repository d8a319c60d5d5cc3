"""Emitted index code: compiled with the machine's compilers (nvcc for sm_80/sm_90, clang-19 for
amdgcn gfx942) and run on the host; it must give exactly the layout's offsets."""

import os
import shutil
import subprocess

import numpy as np
import pytest

from ldsopt.solver.emit import cute_form, emit, gluon_form
from ldsopt.errors import Unsatisfiable, UsageError
from ldsopt.layouts.spec import parse_layout
from ldsopt.layouts.families import (CKPreshuffle, CuteSwizzle, Explicit, LinearMap, PaddedRemap, Strided, TritonPadded,
                           TritonSwizzled, XorCols)
from ldsopt.solver.search import gf2_candidates, load_problem, solve
from hostile_harness import cpu_bound

D = os.path.join(os.path.dirname(__file__), "data", "solver")


def _layouts():
    out = [Strided(16, 32, 2, 16), Strided(16, 32, 4, order="col"), CKPreshuffle(64, 64, 2, 8, 64),
           CuteSwizzle(32, 64, 2, 3, 3, 3), CuteSwizzle(32, 64, 2, 2, 4, 3, "byte"),
           TritonSwizzled(64, 64, 2, 8, 2, 4), TritonPadded(32, 64, 2, ((64, 8), (128, 4))),
           XorCols(16, 32, 4, 2, (0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 8, 3, 5, 1)),
           XorCols(16, 32, 4, 2, tuple(range(16))), LinearMap(16, 16, 2, (), pad_bytes=8),
           PaddedRemap(128, 64, 2, (6, 5, 4, 0, 1, 2, 3), ((512, 8),)),
           parse_layout("pad:16B+cute:2,4,3,byte", 16, 64, 2),
           parse_layout("padded:[64:+8]+linear:1,2,4,8,48", 16, 64, 2),
           # layouts read from Triton / CuTe text: code read off their canonical form
           parse_layout("#ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>",
                        64, 32, 2),
           parse_layout("Swizzle<3,3,3> o (32,64):(72,1)", 32, 64, 2),
           parse_layout("(16,48):(48,1)", 16, 48, 4),
           parse_layout("#ttg.padded_shared<[32:+4, 256:+8] {order = [1, 0], shape = [16, 64]}>", 16, 64, 2)]
    out += gf2_candidates(load_problem(os.path.join(D, "ck_gfx942.json")))
    for f in ("ck_gfx942.json", "cutlass_sm80.json", "transpose_f32.json", "gfx906_col.json",
              "gemm128_gfx942.json"):
        out.append(solve(load_problem(os.path.join(D, f))).layout)
    return out


LAYOUTS = _layouts()


def _host_program(codes):
    main = ["#include <cstdio>"]
    for i, c in enumerate(codes):
        main.append(c)
    main.append("int main() {")
    for i, L in enumerate(LAYOUTS):
        main.append(f'  printf("L{i} %d\\n", f{i}_BYTES);')
        main.append(f"  for (int r = 0; r < {L.rows}; ++r) for (int c = 0; c < {L.cols}; ++c) "
                    f'printf("%d ", f{i}(r, c));')
        main.append('  printf("\\n");')
    main.append("  return 0;\n}")
    return "\n".join(main)


def _check_output(out):
    lines = out.strip().splitlines()
    assert len(lines) == 2 * len(LAYOUTS)
    for i, L in enumerate(LAYOUTS):
        assert lines[2 * i] == f"L{i} {L.footprint}"
        got = np.array([int(x) for x in lines[2 * i + 1].split()]).reshape(L.rows, L.cols)
        assert np.array_equal(got, L.offsets()), f"layout {i}: {L.describe()}"


def test_python_emission_matches_offsets():
    for L in LAYOUTS:
        ns = {}
        exec(emit(L, "python", name="f"), ns)
        got = np.array([[ns["f"](r, c) for c in range(L.cols)] for r in range(L.rows)])
        assert np.array_equal(got, L.offsets()) and ns["f_BYTES"] == L.footprint
        ns = {}
        exec(emit(L, "flydsl", name="g"), ns)
        got = np.array([[ns["g"](r, c) for c in range(L.cols)] for r in range(L.rows)])
        assert np.array_equal(got * L.elem_bytes, L.offsets())


NVCC = shutil.which("nvcc") or ("/usr/local/bin/nvcc" if os.path.exists("/usr/local/bin/nvcc") else None)


@pytest.mark.skipif(NVCC is None, reason="nvcc not installed")
def test_cuda_compiles_with_nvcc_and_runs_on_host(tmp_path):
    codes = [emit(L, "cuda", name=f"f{i}") for i, L in enumerate(LAYOUTS)]
    src = _host_program(codes)
    # a kernel so the device side of every function is compiled too
    src = src.replace("int main() {", "__global__ void k(int* o) {\n" + "\n".join(
        f"  o[{i}] = f{i}(threadIdx.x % {L.rows}, threadIdx.y % {L.cols});" for i, L in enumerate(LAYOUTS))
        + "\n}\nint main() {", 1)
    (tmp_path / "t.cu").write_text(src)
    r = subprocess.run([NVCC, "-x", "cu", "-arch=sm_80", "-std=c++17", str(tmp_path / "t.cu"), "-o",
                        str(tmp_path / "t")], capture_output=True, text=True, preexec_fn=cpu_bound(240))
    assert r.returncode == 0, r.stderr
    out = subprocess.run([str(tmp_path / "t")], capture_output=True, text=True, preexec_fn=cpu_bound(60)).stdout
    _check_output(out)


CLANG = shutil.which("clang++-19") or shutil.which("clang-19")


@pytest.mark.skipif(CLANG is None, reason="clang-19 not installed")
def test_hip_compiles_for_gfx942_and_runs_on_host(tmp_path):
    codes = [emit(L, "hip", name=f"f{i}") for i, L in enumerate(LAYOUTS)]
    macros = ("#define __host__ __attribute__((host))\n#define __device__ __attribute__((device))\n"
              "#define __global__ __attribute__((global))\n")
    src = macros + _host_program(codes)
    kern = ("#ifndef HOST_ONLY\n__global__ void k(int* o, int r, int c) {\n" + "\n".join(
        f"  o[{i}] = f{i}(r % {L.rows}, c % {L.cols});" for i, L in enumerate(LAYOUTS)) + "\n}\n#endif\n")
    src = src.replace("int main() {", kern + "int main() {", 1)
    f = tmp_path / "t.hip"
    f.write_text(src)
    # device side: compile for the amdgcn gfx942 target (assembly; no ROCm libraries needed)
    r = subprocess.run([CLANG, "-x", "hip", "--offload-arch=gfx942", "-nogpulib", "-nogpuinc",
                        "--cuda-device-only", "-O2", "-S", str(f), "-o", str(tmp_path / "t.s")],
                       capture_output=True, text=True, preexec_fn=cpu_bound(240))
    assert r.returncode == 0, r.stderr
    assert "amdgcn" in (tmp_path / "t.s").read_text()
    # host side: the same __host__ __device__ functions, run here
    r = subprocess.run([CLANG, "-x", "hip", "-nogpulib", "-nogpuinc", "--cuda-host-only", "-DHOST_ONLY",
                        "-O1", "-c", str(f), "-o", str(tmp_path / "t.o")], capture_output=True, text=True,
                       preexec_fn=cpu_bound(240))
    assert r.returncode == 0, r.stderr
    r = subprocess.run([CLANG, str(tmp_path / "t.o"), "-o", str(tmp_path / "t")], capture_output=True,
                       text=True, preexec_fn=cpu_bound(240))
    assert r.returncode == 0, r.stderr
    out = subprocess.run([str(tmp_path / "t")], capture_output=True, text=True, preexec_fn=cpu_bound(60)).stdout
    _check_output(out)


def test_contract_a_smem_offset():
    sol = solve(load_problem(os.path.join(D, "cutlass_sm80.json")))
    code = emit(sol.layout, "cuda", name="a_smem_offset")
    assert "__host__ __device__ inline int a_smem_offset(int row, int col)" in code
    assert "constexpr int a_smem_offset_BYTES = 16384;" in code


def test_cute_and_gluon_forms():
    ck = CKPreshuffle(64, 64, 2, 8, 64)
    assert cute_form(ck) == (3, 3, 3, 64)                    # CK preshuffle == Swizzle<3,3,3> here
    assert "composition(Swizzle<3, 3, 3>{}, Layout<Shape<_64, _64>, Stride<_64, _1>>{})" in emit(ck, "cute")
    assert gluon_form(ck) == ("swizzled", 8, 1, 8)
    assert "SwizzledSharedLayout(vec=8, per_phase=1, max_phase=8, order=[1, 0])" in emit(ck, "gluon")
    pad = Strided(64, 64, 2, pad_bytes=16)
    assert gluon_form(pad) == ("padded", [[64, 8]])
    assert np.array_equal(TritonPadded(64, 64, 2, ((64, 8),)).offsets(), pad.offsets())
    assert "PaddedSharedLayout.with_identity_for([[64, 8]], [64, 64], [1, 0])" in emit(pad, "gluon")
    assert "Stride<_72, _1>" in emit(pad, "cute")
    odd = XorCols(16, 32, 4, 2, (0, 3, 1, 2))
    with pytest.raises(Unsatisfiable):
        emit(odd, "cute")
    with pytest.raises(Unsatisfiable):
        emit(Explicit(2, 2, 4, np.array([[0, 4], [8, 12]])), "cuda")
    with pytest.raises(UsageError):
        emit(ck, "fortran")
    with pytest.raises(UsageError):
        emit(ck, "cuda", name="1bad name")
