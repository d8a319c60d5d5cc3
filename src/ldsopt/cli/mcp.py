"""`ldsopt mcp`: serve ldsopt's tools to a coding agent over the Model Context Protocol (stdio)."""

from __future__ import annotations

HELP = "serve ldsopt to a coding agent over MCP (stdio; needs the optional extra ldsopt[mcp])"


def add_arguments(p) -> None:
    p.add_argument("--root", action="append", metavar="DIR", default=None,
                   help="a folder the tools may read and write (repeatable); used when the client "
                        "names no roots of its own; default: the current folder")
    p.add_argument("--list", action="store_true",
                   help="print the tools and their input schemas as JSON, and exit")


def run(args) -> int:
    import os
    from pathlib import Path

    from ldsopt.errors import UsageError
    roots = [Path(r) for r in (args.root or [os.getcwd()])]
    for r in roots:
        if not r.is_dir():
            raise UsageError(f"--root {r}: not a folder")
    if args.list:
        import json
        from ldsopt.agents.tools import all_tools
        print(json.dumps([{"name": t.name, "description": t.description, "input_schema": t.input_schema}
                          for t in all_tools().values()], indent=1))
        return 0
    try:
        import mcp  # noqa: F401
    except ImportError:
        raise UsageError("the MCP server needs PyPI's mcp package: pip install 'ldsopt[mcp]'")
    from ldsopt.agents.server import serve_stdio
    serve_stdio(roots)
    return 0
