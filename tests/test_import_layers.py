"""The layers of docs/design.md, checked on the source: no import cycle between folders (imports
inside functions included), and the command line imports only the public API and its own helpers."""

import pathlib

from test_api import _imports, find_cycle

SRC = pathlib.Path(__file__).resolve().parents[1] / "src" / "ldsopt"


def _modules() -> dict:
    out = {}
    for p in SRC.rglob("*.py"):
        rel = p.relative_to(SRC.parent).with_suffix("")
        out[".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)] = p
    return out


def _folder(mod: str) -> str:
    """``ldsopt.amd.emu.lds`` -> ``amd``; a top-level module (``ldsopt.api``) is its own node."""
    parts = mod.split(".")
    if len(parts) >= 2 and (SRC / parts[1]).is_dir():
        return parts[1]
    return mod


def test_no_import_cycle_between_folders():
    mods = _modules()
    graph: dict = {}
    why: dict = {}
    for m, p in mods.items():
        a = _folder(m)
        for i in _imports(p, m):
            if i not in mods:
                continue
            b = _folder(i)
            if a != b and not a.startswith("ldsopt.") and not b.startswith("ldsopt."):
                graph.setdefault(a, set()).add(b)
                why.setdefault((a, b), f"{m} imports {i}")
    nodes = set(graph) | {b for bs in graph.values() for b in bs}
    assert {"amd", "nvidia", "triton", "layouts", "core", "solver", "cli"} <= nodes
    cyc = find_cycle(graph)
    assert cyc is None, ("folder import cycle: " + " -> ".join(cyc) + "; "
                         + "; ".join(why[(x, y)] for x, y in zip(cyc, cyc[1:])))
