"""The MCP server, driven by the mcp package's own client (in-process and over stdio)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

mcp = pytest.importorskip("mcp")
anyio = pytest.importorskip("anyio")

from mcp import Client  # noqa: E402
from mcp.client.stdio import StdioServerParameters  # noqa: E402

from ldsopt.agents.server import build_server  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _run(coro_fn):
    return anyio.run(coro_fn)


def _call(server, calls):
    """Open one session, run (name, arguments) calls in order, return the results."""
    async def go():
        out = []
        async with Client(server) as c:
            for name, args in calls:
                out.append(await c.call_tool(name, args))
        return out
    return _run(go)


def test_lists_tools_with_schemas():
    async def go():
        async with Client(build_server([ROOT])) as c:
            return await c.list_tools()
    tools = {t.name: t for t in _run(go).tools}
    assert {"simulate", "arch"} <= set(tools)
    sim = tools["simulate"].input_schema
    assert sim["required"] == ["arch", "op", "addresses"]
    assert sim["properties"]["addresses"]["type"] == "array"
    for t in tools.values():
        assert t.description and t.input_schema["type"] == "object"


def test_simulate_known_case():
    # gfx942 ds_read_b128, 64-byte lane stride: each 8-lane phase puts 4 lanes on the same 4 banks
    # (16 B per lane, 64 B apart: lanes i and i+2 share banks) -> 4 cycles a phase, 8 phases.
    (r,) = _call(build_server([ROOT]), [("simulate", {"arch": "gfx942", "op": "ds_read_b128",
                                                     "addresses": [64 * i for i in range(64)]})])
    assert not r.is_error
    d = r.structured_content
    assert (d["cycles"], d["ideal"], d["conflicts"]) == (32, 8, 24)
    assert json.loads(r.content[0].text) == d


def test_bad_calls_are_one_line_errors_and_server_lives(tmp_path):
    outside = tmp_path.parent / "elsewhere.s"
    calls = [("simulate", {"arch": "gfx999", "op": "ds_read_b32", "addresses": [0] * 64}),
             ("simulate", {"arch": "gfx942"}),
             ("nosuch", {}),
             ("simulate", {"arch": "gfx942", "op": "ds_read_b32", "addresses": [4 * i for i in range(64)]})]
    res = _call(build_server([tmp_path]), calls)
    for r in res[:3]:
        assert r.is_error
        text = r.content[0].text
        assert "\n" not in text and "Traceback" not in text
    assert "gfx999" in res[0].content[0].text
    assert "addresses" in res[1].content[0].text or "op" in res[1].content[0].text
    assert not res[3].is_error and res[3].structured_content["conflicts"] == 0
    del outside


def test_stdio_server(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    params = StdioServerParameters(command=sys.executable, args=["-m", "ldsopt", "mcp", "--root", str(tmp_path)],
                                   env=env)
    (r,) = _call(params, [("simulate", {"arch": "sm_90", "op": "ld.shared.u32",
                                        "addresses": [128 * i for i in range(32)]})])
    # 32 lanes on one bank, 32 distinct words: 32 wavefronts against 1
    assert (r.structured_content["cycles"], r.structured_content["ideal"]) == (32, 1)
