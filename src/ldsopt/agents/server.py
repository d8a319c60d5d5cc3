"""The MCP server: ldsopt's agent tools over the Model Context Protocol (stdio).

Start it with ``ldsopt mcp`` (the optional extra ``ldsopt[mcp]`` brings PyPI's ``mcp``).  Each
tool is a thin call of one public function (``ldsopt.agents.tools``); its input schema comes from
that function's signature, and its result is the JSON the matching CLI command prints with
``--json``, as structured content and as text.  Any failure is a tool error carrying one line;
the server keeps serving.  File paths must lie inside the client's roots (when the client
declares roots and its protocol version still carries them: they were deprecated in the
2026-07-28 revision), else inside the folders given with ``--root`` (default: the working folder).
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

from ldsopt.agents.roots import Roots, roots_from_uris

__all__ = ["build_server", "serve_stdio"]


def _one_line(e: BaseException) -> str:
    from ldsopt.errors import LdsoptError
    text = " ".join(str(e).split()) or type(e).__name__
    if not isinstance(e, LdsoptError):
        text = f"internal error ({type(e).__name__}): {text}"
    return text[:500]


def build_server(default_roots: list[Path]):
    """An ``mcp`` low-level ``Server`` with every ldsopt tool (see ``ldsopt.agents.tools``)."""
    import anyio
    import mcp_types as types
    from mcp.server.lowlevel import Server

    import ldsopt
    from ldsopt.agents.tools import all_tools

    fallback = Roots(default_roots)

    async def client_roots(ctx) -> Roots:
        try:
            caps = ctx.session.client_capabilities
            if caps is None or caps.roots is None or not ctx.session.can_send_request:
                return fallback       # no roots declared, or a protocol version without them
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                res = await ctx.session.list_roots()
            return roots_from_uris([r.uri for r in res.roots])
        except Exception:                         # a client that cannot answer: the given folders
            return fallback

    async def list_tools(ctx, params) -> Any:
        return types.ListToolsResult(tools=[
            types.Tool(name=t.name, description=t.description, input_schema=t.input_schema)
            for t in all_tools().values()])

    def error(msg: str) -> Any:
        return types.CallToolResult(content=[types.TextContent(type="text", text=msg)], is_error=True)

    async def call_tool(ctx, params) -> Any:
        tool = all_tools().get(params.name)
        if tool is None:
            return error(f"unknown tool {params.name!r}; the tools are: {', '.join(all_tools())}")
        try:
            args = dict(params.arguments or {})
            tool.validate(args)
            roots = await client_roots(ctx) if tool.paths else fallback
            result = await anyio.to_thread.run_sync(lambda: tool.run(args, roots))
        except Exception as e:                    # every failure is one line; the server lives on
            return error(_one_line(e))
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=json.dumps(result))],
            structured_content=result)

    return Server("ldsopt", version=ldsopt.__version__,
                  instructions=("ldsopt finds and fixes shared-memory (LDS) bank conflicts in AMD and "
                                "NVIDIA GPU kernels. Start with `analyze` on the user's kernel "
                                "(source or compiled); `fix` proposes and verifies a layout change."),
                  on_list_tools=list_tools, on_call_tool=call_tool)


def serve_stdio(default_roots: list[Path]) -> None:
    """Serve over stdin/stdout until the client closes the connection."""
    import anyio
    from mcp.server.stdio import stdio_server

    server = build_server(default_roots)

    async def main() -> None:
        async with stdio_server() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)
