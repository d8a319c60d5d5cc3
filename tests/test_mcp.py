"""The MCP server, driven by the mcp package's own client (in-process and over stdio): the tools
and their schemas, the CLI's JSON as results, one-line tool errors, file access inside the roots."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

mcp = pytest.importorskip("mcp")
anyio = pytest.importorskip("anyio")
import mcp_types  # noqa: E402
from mcp import Client  # noqa: E402
from mcp.client.stdio import StdioServerParameters  # noqa: E402

from ldsopt.agents.server import build_server  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
KDIR = ROOT / "src" / "ldsopt" / "demos" / "kernels"
BUNDLE = ROOT / "tests" / "data" / "att" / "gfx942_synth" / "bank_a"
TOOLS = {"analyze", "fix", "diff", "diagnose", "simulate", "solve", "check", "arch", "occupancy"}


def _session(server, calls, roots=None):
    """Open one session, run (name, arguments) calls in order, return the results."""
    kw = {}
    if roots is not None:
        async def list_roots(ctx):
            return mcp_types.ListRootsResult(roots=[mcp_types.Root(uri=Path(r).as_uri()) for r in roots])
        kw["list_roots_callback"] = list_roots
        kw["mode"] = "legacy"          # roots travel on the initialize-handshake protocol versions

    async def go():
        out = []
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")           # roots are a deprecated (still served) feature
            async with Client(server, **kw) as c:
                for name, args in calls:
                    out.append(await c.call_tool(name, args))
        return out
    return anyio.run(go)


def _cli_json(*argv, cwd=ROOT) -> dict:
    r = subprocess.run([sys.executable, "-m", "ldsopt", *argv, "--json"], capture_output=True, text=True,
                       cwd=cwd, env=dict(os.environ, PYTHONPATH=str(ROOT / "src")))
    assert r.returncode in (0, 1), r.stderr
    return json.loads(r.stdout)


def test_lists_every_tool_with_its_schema():
    async def go():
        async with Client(build_server([ROOT])) as c:
            return await c.list_tools()
    tools = {t.name: t for t in anyio.run(go).tools}
    assert set(tools) == TOOLS
    sim = tools["simulate"].input_schema
    assert sim["required"] == ["arch", "op", "addresses"]
    assert sim["properties"]["addresses"] == {"type": "array", "items": {"type": "integer"},
                                              "description": sim["properties"]["addresses"]["description"]}
    assert tools["fix"].input_schema["properties"]["apply"]["default"] is False
    for t in tools.values():
        assert len(t.description) > 60 and t.input_schema["type"] == "object"
        assert not t.input_schema.get("additionalProperties", True)


def test_simulate_known_case_is_the_cli_json():
    # gfx942 ds_read_b128 at a 64-byte lane stride: in each 8-lane phase, lanes 16 B wide and 64 B
    # apart put 4 lanes on the same 4 banks: 4 cycles a phase, 8 phases: 32 cycles, ideal 8
    (r,) = _session(build_server([ROOT]), [("simulate", {"arch": "gfx942", "op": "ds_read_b128",
                                                        "addresses": [64 * i for i in range(64)]})])
    assert not r.is_error
    d = r.structured_content
    assert (d["cycles"], d["ideal"], d["conflicts"]) == (32, 8, 24)
    assert json.loads(r.content[0].text) == d
    assert d == _cli_json("sim", "--arch", "gfx942", "--op", "ds_read_b128", "--stride", "64")


def test_analyze_compiled_kernel_is_the_cli_json():
    sass = KDIR / "transpose_sm90.sass"
    (r,) = _session(build_server([ROOT]), [("analyze", {"path": str(sass), "block": "32x8",
                                                       "kernel": "transpose_plain"})])
    assert not r.is_error, r.content[0].text
    d = r.structured_content
    assert d == _cli_json("analyze", str(sass), "--block", "32x8", "--kernel", "transpose_plain")
    (k,) = d["kernels"]
    # the column read tile[threadIdx.x][threadIdx.y + j] of a 32x32 float tile: 32-way
    assert max(line["ways"] for line in k["by_line"]) == 32


def test_diagnose_and_occupancy_and_arch_are_the_cli_json():
    res = _session(build_server([ROOT]), [
        ("diagnose", {"path": str(BUNDLE)}),
        ("occupancy", {"arch": "gfx942", "vgprs": 128, "wg_size": 256}),
        ("arch", {"name": "gfx950"})])
    assert not any(r.is_error for r in res), [r.content[0].text for r in res]
    assert res[0].structured_content == _cli_json("diagnose", str(BUNDLE))
    assert res[1].structured_content == _cli_json("occupancy", "--arch", "gfx942", "--vgprs", "128",
                                                  "--wg-size", "256")
    assert res[1].structured_content["waves_per_simd"] == 4      # 512 / 128 registers
    assert res[2].structured_content == _cli_json("arch", "gfx950")


def test_fix_writes_nothing_unless_asked(tmp_path):
    if shutil.which("clang-19") is None and os.environ.get("LDSOPT_REQUIRE_TOOLCHAINS") != "1":
        pytest.skip("clang-19 not installed")
    k = tmp_path / "transpose.hip"
    k.write_text((ROOT / "examples" / "transpose.hip").read_text())
    before = k.read_text()
    args = {"path": str(k), "arch": "gfx942", "kernel": "transpose_plain", "block": "32x8"}
    (r,) = _session(build_server([tmp_path]), [("fix", args)])
    assert not r.is_error, r.content[0].text
    assert k.read_text() == before and not (tmp_path / "transpose.hip.orig").exists()
    (al,) = [a for a in r.structured_content["allocations"] if a["before"]["conflicts"]]
    assert al["verified"] and al["after"]["conflicts"] == 0 and r.structured_content["diff"].startswith("---")
    (r2,) = _session(build_server([tmp_path]), [("fix", dict(args, apply=True))])
    assert not r2.is_error and k.read_text() != before
    assert (tmp_path / "transpose.hip.orig").read_text() == before


def test_bad_calls_are_one_line_errors_and_the_server_lives(tmp_path):
    outside = ROOT / "README.md"
    calls = [("simulate", {"arch": "gfx999", "op": "ds_read_b32", "addresses": [0] * 64}),
             ("simulate", {"arch": "gfx942"}),
             ("simulate", {"arch": "gfx942", "op": "ds_read_b32", "addresses": "0,4"}),
             ("nosuch", {}),
             ("analyze", {"path": str(tmp_path / "missing.cu"), "arch": "sm_90"}),
             ("analyze", {"path": str(outside)}),
             ("diagnose", {"path": str(tmp_path / ".." / tmp_path.name / ".." / "x")}),
             ("simulate", {"arch": "gfx942", "op": "ds_read_b32", "addresses": [4 * i for i in range(64)]})]
    res = _session(build_server([tmp_path]), calls)
    for r in res[:-1]:
        assert r.is_error
        text = r.content[0].text
        assert "\n" not in text and "Traceback" not in text and len(text) < 600, text
    assert "gfx999" in res[0].content[0].text
    assert "addresses" in res[1].content[0].text or "op" in res[1].content[0].text
    assert "addresses" in res[2].content[0].text
    assert "nosuch" in res[3].content[0].text
    assert "missing.cu" in res[4].content[0].text
    assert "outside the allowed folders" in res[5].content[0].text
    assert "outside the allowed folders" in res[6].content[0].text
    assert not res[-1].is_error and res[-1].structured_content["conflicts"] == 0


def test_the_clients_roots_win_over_the_command_line(tmp_path):
    inside = tmp_path / "project"
    inside.mkdir()
    (r_out, r_in) = _session(build_server([ROOT]), [("diagnose", {"path": str(BUNDLE)}),
                                                    ("analyze", {"path": str(inside / "nope.s")})],
                             roots=[inside])
    assert r_out.is_error and "outside the allowed folders" in r_out.content[0].text
    assert r_in.is_error and "outside" not in r_in.content[0].text       # inside: read, and missing


def test_stdio_server(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    params = StdioServerParameters(command=sys.executable, args=["-m", "ldsopt", "mcp", "--root", str(tmp_path)],
                                   env=env)
    (r, bad) = _session(params, [("simulate", {"arch": "sm_90", "op": "ld.shared.u32",
                                               "addresses": [128 * i for i in range(32)]}),
                                 ("arch", {"name": "sm_1"})])
    # 32 lanes 128 B apart: one bank, 32 distinct words: 32 wavefronts against 1
    assert (r.structured_content["cycles"], r.structured_content["ideal"]) == (32, 1)
    assert bad.is_error and "sm_1" in bad.content[0].text


def test_no_parameter_is_described_by_a_pointer_the_agent_cannot_follow():
    # the API writes "As :func:`ldsopt.diagnose`." for a parameter documented there; an agent sees
    # only the schema, so the text must be that function's own words for the parameter
    from ldsopt.agents.tools import all_tools
    for t in all_tools().values():
        for name, p in t.input_schema["properties"].items():
            assert not p.get("description", "x").startswith("As `"), (t.name, name, p["description"])
    d = all_tools()["diagnose"].input_schema["properties"]
    assert d["top"]["description"] == "Findings kept per kernel."
    assert d["path"]["description"].startswith("The bundle folder")


def test_the_skill_names_the_tools_parameters_as_the_schemas_do():
    # the skill tells an agent how flags map to tool parameters; each name it gives must be one
    # the tool's input schema accepts (else the agent's first call fails on it)
    from ldsopt.agents.tools import all_tools
    text = (ROOT / "skills" / "lds-optimization" / "SKILL.md").read_text()
    para = text[text.index("If the `ldsopt` MCP server is connected"):text.index("## 1.")]
    props = {n: set(t.input_schema["properties"]) for n, t in all_tools().items()}
    named = {("analyze", "block"), ("analyze", "kernel"), ("analyze", "args"), ("diagnose", "thresholds"),
             ("fix", "apply"), ("simulate", "arch"), ("simulate", "op"), ("simulate", "addresses"),
             ("occupancy", "lds_bytes"), ("occupancy", "wg_size")}
    for tool, p in named:
        assert f"`{p}`" in para or f'"{p}"' in para, p
        assert p in props[tool], (tool, p)
    assert "stride" not in props["simulate"]           # said: give the addresses, not --stride


def test_tool_descriptions_stand_alone():
    # a description is what an agent reads to choose a tool: it says what the tool answers, not
    # which other function it resembles
    from ldsopt.agents.tools import all_tools
    d = all_tools()["diagnose"].description
    assert d.startswith("What costs shared-memory (LDS) time in a measured kernel")
    assert "gives the same reports alone" not in d


def test_fix_with_several_arches_says_to_run_it_per_arch():
    # the skill says to fix for each arch in turn; an agent that passes the analyze form
    # ("gfx942,sm_90") is told so in one line, and the server keeps serving
    r, ok = _session(build_server([ROOT]), [("fix", {"path": str(ROOT / "examples" / "transpose.cu"),
                                                     "arch": "gfx942,sm_90"}),
                                           ("arch", {"name": "gfx942"})])
    assert r.is_error and "fix takes one arch" in r.content[0].text and "\n" not in r.content[0].text
    assert not ok.is_error
