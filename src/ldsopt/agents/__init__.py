"""ldsopt for coding agents: JSON Schemas from the public API, and an MCP server over it.

``schema`` turns the public functions' signatures and the result types into JSON Schema (so the
tool inputs and the ``--json`` contracts are written once, in Python); ``tools`` is the registry of
agent tools, each a thin call of one public function; ``roots`` keeps file access inside the folders
the client names; ``server`` speaks the Model Context Protocol over stdio (the optional
``ldsopt[mcp]`` extra).  Nothing here imports ``mcp`` except ``server``.
"""
