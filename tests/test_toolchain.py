"""The one NVIDIA toolchain module: lookup order, one-line errors, nvcc arguments.  No GPU and no
CUDA toolkit needed: tools are stand-in scripts written here."""

import stat

import pytest

from ldsopt.errors import UsageError
from ldsopt import toolchain as tc


def _script(path, body):
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


def test_env_variable_wins(tmp_path, monkeypatch):
    fake = _script(tmp_path / "my-cuobjdump", 'echo "cuobjdump fake 1.0"')
    monkeypatch.setenv("LDSOPT_CUOBJDUMP", str(fake))
    assert tc.find("cuobjdump") == str(fake)
    assert tc.version("cuobjdump") == "cuobjdump fake 1.0"


def test_missing_tool_is_one_line_naming_it(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("LDSOPT_NCU", raising=False)
    monkeypatch.setattr(tc, "_triton_bin", lambda: None)
    monkeypatch.setattr(tc.Path, "is_file", lambda self: False)
    with pytest.raises(UsageError) as e:
        tc.require("ncu", "read the report")
    msg = str(e.value)
    assert "ncu not found" in msg and "read the report" in msg and "\n" not in msg


def test_failing_tool_gives_its_first_error_line(tmp_path):
    fake = _script(tmp_path / "nvcc", 'echo "x.cu(3): error: boom" >&2; echo second >&2; exit 2')
    with pytest.raises(UsageError) as e:
        tc.run(str(fake), ["x.cu"], "build x.cu")
    assert "x.cu(3): error: boom" in str(e.value) and "second" not in str(e.value)


def test_nvcc_arguments():
    # plain -arch for sm_90; the architecture-specific sm_90a needs -gencode (nvcc documentation)
    assert tc.nvcc_args("k.cu", "k.cubin", "sm_90", ["-O3"], "-cubin") == \
        ["-cubin", "-arch=sm_90", "-O3", "-o", "k.cubin", "k.cu"]
    assert tc.nvcc_args("k.cu", "k", "sm_90a")[0] == "-gencode=arch=compute_90a,code=sm_90a"


def test_cuobjdump_sass_missing_is_none(monkeypatch):
    monkeypatch.setattr(tc, "find", lambda tool: None)
    assert tc.cuobjdump_sass("whatever.cubin") is None


def test_environment_record_without_gpu(monkeypatch):
    monkeypatch.setattr(tc, "find", lambda tool: None)
    env = tc.environment()
    assert env["gpu"] is None and env["nvcc"] is None and env["date"].endswith("+00:00")
