"""Hostile input on the source-level paths: ``ldsopt analyze FILE --arch`` (which compiles HIP,
CUDA, OpenCL C and Python kernel sources with external compilers), ``ldsopt fix`` (with
``--apply``), the static ``ldsopt diff A B`` and ``ldsopt doctor``.  Each case must end with a
correct answer, or one line on stderr and exit 1 or 2, within its CPU time and 3 GB
(tests/hostile_harness.py).  A case whose compiler is not installed here is skipped (a failure
under ``LDSOPT_REQUIRE_TOOLCHAINS=1``, as in tests/test_sources.py).

Compiling a Python kernel file runs it (as a compiler of that language would): the child Python
that does so is bounded by processor time and output like every external tool, and a crash or
``sys.exit`` in it is one line."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from hostile_harness import assert_clean, run_call, run_cli
from ldsopt.sources import toolchains

EX = Path(__file__).resolve().parents[1] / "examples"
REQUIRE = os.environ.get("LDSOPT_REQUIRE_TOOLCHAINS") == "1"
CPU = 60            # CPU seconds a compiling case may use (one or two compiler runs)


def _need(ok: bool, what: str):
    if ok:
        return
    if REQUIRE:
        pytest.fail(f"{what} missing, and LDSOPT_REQUIRE_TOOLCHAINS=1")
    pytest.skip(f"{what} not installed")


def _clang():
    _need(any(v >= 18 for v, _ in toolchains.clangs()), "clang 18+")


def _triton():
    _need(toolchains.python_module("triton") is not None, "triton")


def _cli(args, **kw):
    kw.setdefault("timeout", CPU)
    return run_cli(args, **kw)


def _fails(args, needle=None, codes=(1, 2), **kw):
    o = assert_clean(_cli(args, **kw), codes=codes)
    if needle is not None:
        assert needle in o.err, o
    return o


GOOD_HIP = (EX / "transpose.hip").read_text()


# ----------------------------------------------------------------------------- C-family sources
@pytest.mark.parametrize("name,body", [
    ("garbage.hip", "\x00\x01garbage }{ ))) ;;; @@@\n"),
    ("deep.hip", "__global__ void k(int *p) { int x = " + "(" * 20000 + "1" + ")" * 20000 + "; p[0] = x; }\n"),
    ("deepbrace.hip", "__global__ void k(int *p) " + "{" * 5000 + "}" * 5000 + "\n"),
    ("longline.hip", "// " + "x" * (4 << 20) + "\n__global__ void k(int *p) { p[0] = 1; }\n"),
    ("unterm_comment.hip", GOOD_HIP + "\n/* never closed\n"),
    ("unterm_string.hip", GOOD_HIP + '\nconst char *s = "never closed\n'),
    ("unterm_raw.hip", GOOD_HIP + '\nconst char *s = R"x(never closed\n'),
    ("bidi.hip", GOOD_HIP.replace("int n)", "int n /* \u202e\u2066 */)", 1)),
    ("empty.hip", ""),
    ("nokernel.hip", "int f(int x) { return x; }\n"),
])
def test_c_source_hostile_text(tmp_path, name, body):
    """Garbage, deep nesting, a 4 MiB line, unterminated comments / strings / raw strings, bidi
    controls, no kernel: a compile error or an answer, one line."""
    _clang()
    p = tmp_path / name
    p.write_text(body)
    for cmd in (["analyze", p, "--arch", "gfx942"], ["fix", p, "--arch", "gfx942"]):
        assert_clean(_cli(cmd))


def test_c_source_not_utf8(tmp_path):
    _clang()
    p = tmp_path / "latin.hip"
    p.write_bytes(GOOD_HIP.encode() + b"\n// caf\xe9 \xff\xfe\n")
    for cmd in (["analyze", p, "--arch", "gfx942"], ["fix", p, "--arch", "gfx942"]):
        assert_clean(_cli(cmd))


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/urandom"])
def test_include_special_file(tmp_path, target):
    """``#include`` of an endless device: the compiler reads it as it does (clang takes its size,
    0, and reads nothing) or is stopped by its CPU / output bound; an answer or one line."""
    _clang()
    p = tmp_path / "inc.hip"
    p.write_text(f'#include "{target}"\n' + GOOD_HIP)
    assert_clean(_cli(["analyze", p, "--arch", "gfx942"]))


def test_include_fifo_stalls_compiler(tmp_path, monkeypatch):
    """``#include`` of a FIFO no one writes: the compiler blocks in open() without using processor
    time, so no CPU bound ends it; the tool runner sees it idle (no processor time for
    ``STALL_S`` seconds, here made short) and stops it: one line."""
    _clang()
    from ldsopt import toolchain
    monkeypatch.setattr(toolchain, "STALL_S", 3)     # the forked command inherits it
    os.mkfifo(tmp_path / "fifo")
    p = tmp_path / "inc.hip"
    p.write_text(f'#include "{tmp_path / "fifo"}"\n' + GOOD_HIP)
    _fails(["analyze", p, "--arch", "gfx942"], "no processor time", codes=(2,))


def test_python_source_sleeps(tmp_path, monkeypatch):
    """A Python kernel file that sleeps at import: stopped as idle, one line."""
    _triton()
    from ldsopt import toolchain
    monkeypatch.setattr(toolchain, "STALL_S", 3)
    p = tmp_path / "sleepy.py"
    p.write_text("import time\ntime.sleep(100000)\nimport triton\n@triton.jit\ndef k(x):\n    pass\n")
    _fails(["analyze", p, "--arch", "gfx942"], "no processor time", codes=(2,))


@pytest.mark.slow        # many compiles (or a case that spends its CPU bound)
def test_compiler_output_flood(tmp_path):
    """A source whose compile floods the compiler's output (20,000 #warning lines of 4,000
    characters: about 80 MB of diagnostics, past the runner's 64 MiB cap): bounded, one line."""
    _clang()
    p = tmp_path / "flood.hip"
    p.write_text("\n".join(f'#warning "{"w" * 4000}"' for _ in range(20000)) + "\n" + GOOD_HIP)
    assert_clean(_cli(["analyze", p, "--arch", "gfx942"], timeout=CPU))


def test_symlinked_source(tmp_path):
    _clang()
    real = tmp_path / "real.hip"
    real.write_text(GOOD_HIP)
    link = tmp_path / "link.hip"
    link.symlink_to(real)
    o = assert_clean(_cli(["analyze", link, "--arch", "gfx942", "--kernel", "transpose_plain", "--block", "32x8"]),
                     codes=(0,))
    assert "transpose_plain" in o.out
    dangling = tmp_path / "dangling.hip"
    dangling.symlink_to(tmp_path / "nowhere.hip")
    _fails(["analyze", dangling, "--arch", "gfx942"], codes=(2,))
    loop = tmp_path / "loop.hip"
    loop.symlink_to(loop)
    _fails(["analyze", loop, "--arch", "gfx942"], codes=(2,))


def test_long_kernel_name(tmp_path):
    _clang()
    name = "k" * 5000
    p = tmp_path / "long.hip"
    p.write_text(GOOD_HIP.replace("transpose_plain", name))
    assert_clean(_cli(["analyze", p, "--arch", "gfx942", "--block", "32x8"]), codes=(0,))
    _fails(["analyze", p, "--arch", "gfx942", "--kernel", "x" * 100000], codes=(2,))


@pytest.mark.slow        # many compiles (or a case that spends its CPU bound)
@pytest.mark.parametrize("extra", [
    ["--block", "0"], ["--block", "-32"], ["--block", "1e3"], ["--block", "99999999999999999999"],
    ["--block", "32x8x0"], ["--block", "2048"], ["--block", "x"], ["--block", ""],
    ["--arg", "n"], ["--arg", "=5"], ["--arg", "n=1e999"], ["--arg", "n=" + "9" * 5000],
    ["--arg", "nosuch=1"], ["--arg", "arg2=-99999999999999999999"],
    ["--param", "BM=32"], ["--kernel", ""], ["--kernel", "\x1b[31mred"], ["--config", "0"],
    ["--config", "-1"], ["--config", "all"], ["--arch", ""], ["--arch", ",,,"], ["--arch", "gfx942," * 1000],
    ["--arch", "gfx9999"], ["--arch", "sm_1"], ["--keep", "/dev/null/x"],
])
def test_c_source_option_edges(extra, tmp_path):
    _clang()
    args = ["analyze", EX / "transpose.hip", "--kernel", "transpose_plain", *extra]
    if "--arch" not in extra:
        args += ["--arch", "gfx942"]
    assert_clean(_cli(args))


@pytest.mark.parametrize("extra", [
    ["--block", "0"], ["--block", "-1x8"], ["--block", "1e3"], ["--param", "x"], ["--param", "=1"],
    ["--kernel", "nosuch"], ["--arch", "gfx942,sm_90"], ["--arch", "sm_1"], ["--problems", "/dev/null/x"],
])
def test_fix_option_edges(extra, tmp_path):
    _clang()
    args = ["fix", EX / "transpose.hip", *extra]
    if "--arch" not in extra:
        args += ["--arch", "gfx942"]
    assert_clean(_cli(args))


# ----------------------------------------------------------------------------- fix --apply
def _apply_copy(tmp_path, name="t.hip"):
    p = tmp_path / name
    p.write_text(GOOD_HIP)
    return p


def test_fix_apply_read_only(tmp_path):
    """A read-only FILE: one line, the file unchanged and no FILE.orig left behind."""
    _clang()
    if os.geteuid() == 0:
        pytest.skip("root writes read-only files")
    p = _apply_copy(tmp_path)
    p.chmod(stat.S_IRUSR)
    _fails(["fix", p, "--arch", "gfx942", "--block", "32x8", "--apply"], codes=(2,))
    assert p.read_text() == GOOD_HIP
    assert not (tmp_path / "t.hip.orig").exists()


def test_fix_apply_orig_exists(tmp_path):
    _clang()
    p = _apply_copy(tmp_path)
    (tmp_path / "t.hip.orig").write_text("keep me")
    _fails(["fix", p, "--arch", "gfx942", "--apply"], ".orig", codes=(2,))
    assert (tmp_path / "t.hip.orig").read_text() == "keep me"
    assert p.read_text() == GOOD_HIP


def test_fix_apply_orig_dangling_symlink(tmp_path):
    """FILE.orig a dangling link: refused (copying the original to it would write through the
    link to wherever it points)."""
    _clang()
    p = _apply_copy(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    (tmp_path / "t.hip.orig").symlink_to(outside / "victim")
    _fails(["fix", p, "--arch", "gfx942", "--block", "32x8", "--apply"], ".orig", codes=(2,))
    assert not (outside / "victim").exists()
    assert p.read_text() == GOOD_HIP


def test_fix_apply_symlink(tmp_path):
    """FILE a symlink to a file in another folder: the link is not written through."""
    _clang()
    outside = tmp_path / "outside"
    outside.mkdir()
    real = _apply_copy(outside)
    work = tmp_path / "work"
    work.mkdir()
    link = work / "t.hip"
    link.symlink_to(real)
    _fails(["fix", link, "--arch", "gfx942", "--block", "32x8", "--apply"], "symbolic link", codes=(2,))
    assert real.read_text() == GOOD_HIP
    assert link.is_symlink()
    assert not (work / "t.hip.orig").exists()


def test_fix_apply_writes_and_keeps_original(tmp_path):
    """The ordinary apply still works: the original kept, the file patched."""
    _clang()
    p = _apply_copy(tmp_path)
    assert_clean(_cli(["fix", p, "--arch", "gfx942", "--block", "32x8", "--kernel", "transpose_plain",
                       "--apply"]), codes=(0,))
    assert (tmp_path / "t.hip.orig").read_text() == GOOD_HIP
    assert p.read_text() != GOOD_HIP


# ----------------------------------------------------------------------------- diff
def test_diff_self_is_no_change(tmp_path):
    _clang()
    o = assert_clean(_cli(["diff", EX / "transpose.hip", EX / "transpose.hip", "--arch", "gfx942",
                           "--block", "32x8"]), codes=(0,))
    assert o.out.strip()


def test_diff_hostile_pairs(tmp_path):
    _clang()
    missing = tmp_path / "missing.hip"
    _fails(["diff", missing, EX / "transpose.hip", "--arch", "gfx942"], "missing.hip: no such file", codes=(2,))
    _fails(["diff", EX / "transpose.hip", missing, "--arch", "gfx942"], "missing.hip: no such file", codes=(2,))
    assert_clean(_cli(["diff", EX / "transpose.hip", EX / "transpose.cl", "--arch", "gfx942"]))
    assert_clean(_cli(["diff", EX / "transpose.hip", EX / "transpose_triton.py", "--arch", "gfx942"],
                      timeout=300))
    junk = tmp_path / "junk.hip"
    junk.write_bytes(b"\xff\xfe\x00garbage")
    assert_clean(_cli(["diff", junk, EX / "transpose.hip", "--arch", "gfx942"]))
    d = tmp_path / "dir.hip"
    d.mkdir()
    _fails(["diff", d, EX / "transpose.hip", "--arch", "gfx942"], codes=(2,))


# ----------------------------------------------------------------------------- Python sources
def _py(tmp_path, name, body):
    p = tmp_path / name
    p.write_text("import triton\nimport triton.language as tl\n" + body)
    return p


@pytest.mark.slow        # many compiles (or a case that spends its CPU bound)
@pytest.mark.parametrize("name,body,needle", [
    ("exit.py", "import sys\nsys.exit(3)\n@triton.jit\ndef k(x):\n    pass\n", "exited with status 3"),
    ("exit0.py", "import os\nos._exit(0)\n@triton.jit\ndef k(x):\n    pass\n", "before the kernels"),
    ("raise.py", "raise RuntimeError('boom\\nsecond line')\n@triton.jit\ndef k(x):\n    pass\n",
     "RuntimeError: boom (raise.py:3)"),
    ("abort.py", "import os\nos.abort()\n@triton.jit\ndef k(x):\n    pass\n", None),
    ("kill.py", "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n@triton.jit\ndef k(x):\n    pass\n",
     "killed by SIGKILL"),
    ("spin.py", "while True:\n    pass\n@triton.jit\ndef k(x):\n    pass\n", "processor time"),
    ("flood.py", "import sys\nwhile True:\n    sys.stdout.write('x' * 65536)\n@triton.jit\ndef k(x):\n    pass\n", None),
    ("floodnl.py", "import sys\nwhile True:\n    print('\\x1b[2J spam', file=sys.stderr)\n@triton.jit\ndef k(x):\n    pass\n", None),
    ("syntax.py", "@triton.jit\ndef k(x:\n    pass\n", None),
    ("memory.py", "x = bytearray(1 << 40)\n@triton.jit\ndef k(x):\n    pass\n", None),
    ("escape.py", "raise SystemExit('\\x1b[31mred\\x1b[0m')\n@triton.jit\ndef k(x):\n    pass\n", None),
])
def test_python_source_runs_bounded(tmp_path, name, body, needle):
    """A Python kernel file is run to compile it: whatever it does at import ends in one line,
    within the CPU bound of the compile.  The child Python's CPU limit is the runner's (600 s) or
    the lower one it inherits: under the harness's 30 s, the spinning file gets SIGXCPU at 29 s
    and the message names that bound."""
    _triton()
    p = _py(tmp_path, name, body)
    o = _cli(["analyze", p, "--arch", "gfx942"], timeout=30)
    if name == "memory.py":     # the file's own MemoryError, named in the one line (not an escape)
        o.err = o.err.replace("MemoryError", "the-exception")
    assert_clean(o, codes=(2,))
    assert name in o.err, o
    if needle is not None:
        assert needle in o.err, o


# ----------------------------------------------------------------------------- the fixer's macros
def _tiled(prefix: str) -> str:
    return prefix + GOOD_HIP.replace("tile[32][32]", "tile[TS][TS]")


def test_fix_macro_fanout_bounded(tmp_path):
    """Seven levels of macros, each naming the one below 20 times (20**6 expansions if each use is
    expanded again), inside ``#if 0`` where the compiler never looks: the fixer's dimension
    evaluation stays linear in the macros, and TS is the 32 the compiler sees."""
    _clang()
    lines = ["#define M0 32"] + [f"#define M{k} (" + "+".join([f"M{k - 1}"] * 20) + f"-19*M{k - 1})"
                                 for k in range(1, 7)]
    p = tmp_path / "fanout.hip"
    p.write_text(_tiled("#define TS 32\n#if 0\n" + "\n".join(lines) + "\n#undef TS\n#define TS M6\n#endif\n"))
    o = assert_clean(_cli(["fix", p, "--arch", "gfx942", "--block", "32x8", "--kernel", "transpose_plain"],
                          timeout=20), codes=(0,))
    assert "tile 32x32 of 4-byte elements" in o.out, o


@pytest.mark.parametrize("prefix", [
    "#define TS 32\n#if 0\n#undef TS\n#define TS 64\n#endif\n",
    "#ifndef TS\n#define TS 32\n#endif\n",
    "#if 1\n#define TS 32\n#else\n#define TS 64\n#endif\n",
])
def test_fix_macro_as_compiled(tmp_path, prefix):
    """A dimension macro is read as the compiler reads it (no -D given): the 32x32 float tile of
    examples/transpose.hip, 4096 bytes; its read of a column is 32-way on gfx942's 32 banks and
    an XOR of the column with ``row & 31`` spreads it (the hand derivation of tests/test_sources.py)."""
    _clang()
    p = tmp_path / "cond.hip"
    p.write_text(_tiled(prefix))
    o = assert_clean(_cli(["fix", p, "--arch", "gfx942", "--block", "32x8", "--kernel", "transpose_plain"]),
                     codes=(0,))
    assert "tile 32x32 of 4-byte elements" in o.out and "LDS bytes 4096 -> 4096" in o.out, o
    assert "row & 31" in o.out, o


def test_fix_macro_unknown_under_condition(tmp_path):
    """A dimension defined under a condition this reader cannot decide (``#ifdef`` of a name a
    compiler may predefine) is not guessed: the array is left alone, said so."""
    _clang()
    p = tmp_path / "ifdef.hip"
    p.write_text(_tiled("#ifdef __HIP__\n#define TS 32\n#else\n#define TS 64\n#endif\n"))
    o = _cli(["fix", p, "--arch", "gfx942", "--block", "32x8", "--kernel", "transpose_plain"])
    assert_clean(o, codes=(1, 2))
    assert "not integer constants" in o.err, o


# ----------------------------------------------------------------------------- fuzz
# Mutations of a real kernel source: fragments that open or close comments, strings, raw strings,
# brackets and preprocessor conditionals, change array dimensions, or carry control characters.
FRAGMENTS = ["/*", "*/", "//", '"', "'", 'R"x(', ')x"', "{", "}", "[", "]", "(", ")", "\\\n", "#define TS 32\n",
             "#define TS (TS+1)\n", "#if 0\n", "#ifdef X\n", "#else\n", "#endif\n", "#undef TS\n", ";",
             "__shared__ float a[TS][TS + 1];", "__shared__ int b[1 << 40];", "tile[", "threadIdx.x ^ ",
             "\u202e", "\u2066", "\x00", "\x1b[2J", "\ufeff", "0x", "1e999", "99999999999999999999", "k" * 3000,
             "(" * 300, ")" * 300, "\n"]


def _mutate(data) -> str:
    from hypothesis import strategies as st
    text = GOOD_HIP.replace("tile[32][32]", "tile[TS][TS]")
    text = "#define TS 32\n" + text
    for _ in range(data.draw(st.integers(1, 6))):
        at = data.draw(st.integers(0, len(text)))
        frag = data.draw(st.sampled_from(FRAGMENTS)) * data.draw(st.integers(1, 3))
        if data.draw(st.booleans()):
            text = text[:at] + frag + text[at:]
        else:
            text = text[:at] + frag + text[at + data.draw(st.integers(0, 40)):]
    return text


def _front_end(text: str) -> None:
    from ldsopt.fixes.csource import const_value, object_macros, shared_arrays
    from ldsopt.fixes.ctokens import tokenize
    toks = tokenize(text)
    macros = object_macros(toks)
    for name in macros:
        const_value(name, macros)
    shared_arrays(text)


def test_fuzz_c_front_end():
    """The fixer's C reader (tokenizer, macros, shared arrays and their uses) on mutated sources:
    an answer or a one-line UsageError, within 10 CPU seconds each."""
    from hypothesis import HealthCheck, given, settings, strategies as st
    from hostile_harness import run_call

    @settings(max_examples=60, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def run(data):
        assert_clean(run_call(_front_end, _mutate(data), timeout=10))
    run()


@pytest.mark.slow        # many compiles (or a case that spends its CPU bound)
def test_fuzz_c_sources_cli(tmp_path):
    """`ldsopt analyze` and `ldsopt fix` on mutated HIP sources, compiled by clang: a compile
    error, a refusal or an answer, one line on failure."""
    _clang()
    from hypothesis import HealthCheck, given, settings, strategies as st
    count = [0]

    @settings(max_examples=12, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.data(), st.sampled_from(["analyze", "fix"]))
    def run(data, cmd):
        count[0] += 1
        p = tmp_path / f"m{count[0]}.hip"
        p.write_bytes(_mutate(data).encode("utf-8", "surrogatepass"))
        assert_clean(_cli([cmd, p, "--arch", "gfx942", "--block", "32x8"]))
    run()


# ----------------------------------------------------------------------------- the Python API
HIP = str(EX / "transpose.hip")


def _api(name, *args, **kw):
    import ldsopt
    getattr(ldsopt, name)(*args, **kw)


@pytest.mark.parametrize("name,args,kw", [
    ("analyze_source", (b"transpose.hip", "gfx942"), {}),
    ("analyze_source", (5, "gfx942"), {}),
    ("analyze_source", (HIP, 5), {}),
    ("analyze_source", (HIP, ["gfx942", 5]), {}),
    ("analyze_source", (HIP,), {}),
    ("analyze_source", (HIP, "gfx942"), {"kernel": 5}),
    ("analyze_source", (HIP, "gfx942"), {"block": "x"}),
    ("analyze_source", (HIP, "gfx942"), {"block": (0, 0, 0)}),
    ("analyze_source", (HIP, "gfx942"), {"block": (2 ** 70, 1, 1)}),
    ("analyze_source", (HIP, "gfx942"), {"params": {"a": object()}}),
    ("analyze_source", (HIP, "gfx942"), {"params": [1]}),
    ("analyze_source", (HIP, "gfx942"), {"args": {"n": "x"}, "kernel": "transpose_plain"}),
    ("analyze_source", (HIP, "gfx942"), {"args": [1]}),
    ("analyze_source", (HIP, "gfx942"), {"config": "x"}),
    ("analyze_source", (HIP, "gfx942"), {"keep": 5}),
    ("fix", (HIP, 5), {}),
    ("fix", (HIP, "gfx942,sm_90"), {}),
    ("fix", (HIP, "gfx942"), {"params": [1]}),
    ("fix", (HIP, "gfx942"), {"block": -1}),
    ("fix", (HIP, "gfx942"), {"kernel": b"x"}),
    ("diff", (HIP, "/nonexistent.hip"), {"arch": "gfx942"}),
    ("diff", (5, 6), {}),
    ("diff", (HIP, HIP), {"arch": 5}),
    ("diff", (HIP, HIP), {"arch": "gfx942", "block": "x"}),
    ("doctor", (5,), {}),
    ("doctor", ("gfx9999",), {}),
    ("doctor", ("",), {}),
    ("allocation_problems", (5,), {}),
    ("allocation_problems", (HIP,), {}),
    ("allocation_problems", (HIP, "gfx942"), {"arrays": [1]}),
    ("allocation_problems", (HIP, "gfx942"), {"macros": [1]}),
])
def test_api_hostile(name, args, kw):
    """Wrong types and values at the public functions: a one-line UsageError (or an answer),
    never a raw exception from inside."""
    _clang()
    assert_clean(run_call(_api, name, *args, **kw, timeout=CPU) if not kw else
                 run_call(lambda: _api(name, *args, **kw), timeout=CPU))


# ----------------------------------------------------------------------------- doctor, tool overrides
def _script(tmp_path, name, body):
    p = tmp_path / name
    p.write_text("#!/bin/sh\n" + body)
    p.chmod(0o755)
    return str(p)


@pytest.mark.parametrize("body", [
    "exit 1\n",                                              # fails its --version
    "echo 'clang version 22.0.0'; exit 0\n",                 # claims a version, compiles nothing
    "echo 'clang version 22.0.0'; yes '\033[2J flood' | head -c 200000000\n",   # floods its output
    "echo 'clang version 22.0.0'; printf '\\377\\376 not utf-8\\n'; exit 3\n",
    # writes bytes that are not UTF-8 where its assembly should be
    "prev=; for a; do [ \"$prev\" = -o ] && printf '\\377\\376\\0' > \"$a\"; prev=$a; done\n"
    "echo 'clang version 22.0.0'\n",
    # writes assembly that is garbage
    "prev=; for a; do [ \"$prev\" = -o ] && head -c 100000 /dev/urandom | base64 > \"$a\"; prev=$a; done\n"
    "echo 'clang version 22.0.0'\n",
])
def test_clang_override_hostile(tmp_path, body):
    """``LDSOPT_CLANG`` naming a clang that fails, lies, floods or prints bytes that are not UTF-8:
    doctor answers (that clang cannot build a target), analyze says it in one line."""
    clang = _script(tmp_path, "clang", body)
    env = {"LDSOPT_CLANG": clang}
    toolchains.clear()
    assert_clean(_cli(["doctor"], env=env), codes=(0, 1))
    assert_clean(_cli(["analyze", EX / "transpose.hip", "--arch", "gfx942"], env=env), codes=(1, 2))


def test_clang_override_missing(tmp_path):
    toolchains.clear()
    o = _fails(["analyze", EX / "transpose.hip", "--arch", "gfx942"], codes=(2,),
               env={"LDSOPT_CLANG": str(tmp_path / "nosuch")})
    assert "clang" in o.err, o


def test_compiler_message_escapes(tmp_path):
    """A compile error quoting escape sequences from the source: not replayed on the terminal."""
    _clang()
    p = tmp_path / "esc.hip"
    p.write_text('#error "\x1b[2J\x1b]0;title\x07 cleared"\n' + GOOD_HIP)
    _fails(["analyze", p, "--arch", "gfx942"], codes=(2,))


def test_source_name_escapes(tmp_path):
    """A file name with an escape sequence and a newline: named safely in the one line."""
    _clang()
    p = tmp_path / "a\x1b[31m\nb.hip"
    p.write_text("garbage {{{\n")
    _fails(["analyze", p, "--arch", "gfx942"], codes=(2,))


def test_keep_is_a_file(tmp_path):
    _clang()
    f = tmp_path / "afile"
    f.write_text("x")
    _fails(["analyze", EX / "transpose.hip", "--arch", "gfx942", "--keep", f], codes=(2,))


@pytest.mark.slow        # many compiles (or a case that spends its CPU bound)
@pytest.mark.parametrize("extra", [
    ["--param", "BM=abc"], ["--param", "BM=1e999"], ["--param", "BM=-32"], ["--param", "BM=" + "9" * 400],
    ["--param", "x_ptr=*nosuch"], ["--param", "num_warps=0"], ["--param", "num_warps=-1"],
    ["--param", "num_warps=3"], ["--param", "num_stages=x"], ["--param", "nosuch=1"],
    ["--block", "33"], ["--block", "0"], ["--block", "64x2x2"], ["--config", "99"], ["--config", "-1"],
    ["--config", "1e3"], ["--kernel", "nosuch"], ["--arg", "2=x"],
])
def test_triton_option_edges(extra):
    """Edge values of the options a Triton compile takes: an answer or one line."""
    _triton()
    assert_clean(_cli(["analyze", EX / "transpose_triton.py", "--arch", "gfx942", "--param", "n=4096", *extra]))


def test_triton_param_names_checked():
    """A --param that names no parameter of any kernel in the file (a typo) is refused, naming
    the parameters there, instead of being ignored."""
    _triton()
    o = _fails(["analyze", EX / "transpose_triton.py", "--arch", "gfx942", "--param", "n=4096",
                "--param", "BMM=64"], "BMM", codes=(2,))
    assert "x_ptr, y_ptr, n, BM, BN" in o.err, o


def test_triton_compile_error_reason():
    """A constexpr that makes the kernel invalid: the one line gives Triton's reason (the line
    after its caret), not the excerpt of the source, and the configuration with the value given."""
    _triton()
    o = _fails(["analyze", EX / "transpose_triton.py", "--arch", "gfx942", "--param", "n=4096",
                "--param", "BM=-32"], "arange must fit in int32", codes=(2,))
    assert "BM=-32" in o.err and "BM=32" not in o.err, o


@pytest.mark.parametrize("kind", ["device", "fifo"])
@pytest.mark.parametrize("cmd", ["analyze", "fix", "diff"])
def test_special_file_as_source(tmp_path, kind, cmd):
    """A kernel-source name that is a link to /dev/zero or a FIFO: refused before any compiler or
    Python runs (a compiler would read /dev/zero as empty or block on the FIFO), one line."""
    p = tmp_path / ("k.hip" if kind == "device" else "k.py")
    if kind == "device":
        p.symlink_to("/dev/zero")
    else:
        os.mkfifo(p)
    args = [cmd, p] + ([EX / "transpose.hip"] if cmd == "diff" else []) + ["--arch", "gfx942"]
    o = _fails(args, codes=(2,))
    assert ("a device" if kind == "device" else "FIFO") in o.err, o


def test_diff_after_apply(tmp_path):
    """`fix --apply`, then `diff FILE.orig FILE`: the conflicted line's cycles fall (the 32x32
    float tile's column read on gfx942: 1024 cycles, ideal 32, before; 32 after the swizzle)."""
    _clang()
    p = _apply_copy(tmp_path)
    assert_clean(_cli(["fix", p, "--arch", "gfx942", "--block", "32x8", "--kernel", "transpose_plain",
                       "--apply"]), codes=(0,))
    o = assert_clean(_cli(["diff", f"{p}.orig", p, "--arch", "gfx942", "--block", "32x8", "--json"]), codes=(0,))
    assert "1024" in o.out, o


def _apply_under_fsize(path: str, original: bytes, patched: str) -> None:
    """apply_patch where no file may grow past the original's size (RLIMIT_FSIZE, SIGXFSZ
    ignored so that the write fails with EFBIG): FILE.orig is written, FILE's longer text is not."""
    import resource
    import signal

    from ldsopt.fixes.apply import apply_patch
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (len(original), len(original)))
    apply_patch(path, original, patched)


def test_fix_apply_write_fails_rolls_back(tmp_path):
    """Writing the fix fails half way (here: a file-size limit; in use: a full disk, a quota): one
    line, FILE holds its original text again and no FILE.orig is left to block the next apply."""
    p = _apply_copy(tmp_path)
    o = assert_clean(run_call(_apply_under_fsize, str(p), GOOD_HIP.encode(), GOOD_HIP + "// patched\n" * 100),
                     codes=(2,))
    assert "cannot write the fix" in o.err, o
    assert p.read_text() == GOOD_HIP
    assert not os.path.lexists(f"{p}.orig")


@pytest.mark.parametrize("body", [
    "#include __FILE__\n",                                                     # includes itself
    "constexpr int spin(int x) { while (x) {} return 0; }\nint a[spin(1) + 1];\n",
    "template <int N> struct R { static const int v = R<N + 1>::v; };\nint b = R<0>::v;\n",
])
def test_compiler_limits_its_own_loops(tmp_path, body):
    """Sources that make the compiler recurse or loop (self-inclusion, a constexpr loop, an
    endless template recursion): the compiler's own limits (or the runner's CPU bound) end it,
    one line."""
    _clang()
    p = tmp_path / "loop.hip"
    p.write_text(body + GOOD_HIP)
    _fails(["analyze", p, "--arch", "gfx942"], codes=(2,))
