"""What each agent tool calls: the public function, and the ``--json`` object of its result."""

from __future__ import annotations

from typing import Any

import ldsopt
from ldsopt.errors import UsageError

_INTS = {"type": "array", "items": {"type": "integer"}}
_BOOLS = {"type": "array", "items": {"type": "boolean"}}
_SETTINGS = {"type": "object", "additionalProperties": {"type": "string"},
             "description": "choices for disputed rules, e.g. {\"gfx950_b32\": \"halves\"}"}
_PROBLEM = {"anyOf": [{"type": "object"}, {"type": "string"}],
            "description": "a problem object (tile, dtype, arch, accesses; the JSON form of "
                           "`ldsopt solve`) or the path of a .json/.yaml problem file"}


def _simulate(a: dict) -> dict:
    from ldsopt.core.arch import alias_note
    res = ldsopt.simulate(a["arch"], a["op"], a["addresses"], active=a.get("active"),
                          offset0=a.get("offset0", 0), offset1=a.get("offset1", 0),
                          settings=a.get("settings"))
    d = res.to_dict(detail=True)
    if alias_note(a["arch"]):
        d["modelled_as"], d["arch_given"] = d["arch"], a["arch"]
    return d


def _arch(a: dict) -> dict:
    from ldsopt.render.jsonview import arch_json
    return arch_json(a["name"])


def tools(Tool) -> list:
    """The tool list (``Tool`` is passed in to keep this module free of the registry)."""
    return [
        Tool("simulate",
             "Use it to cost one instruction from explicit lane byte addresses (cycles, ideal, "
             "conflicts, per-phase banks), e.g. to check a hand-derived address pattern.",
             ldsopt.simulate, _simulate,
             overrides={"addresses": _INTS, "active": _BOOLS, "settings": _SETTINGS}),
        Tool("arch",
             "Use it for the bank facts and the LDS instructions of one GPU, with sources.",
             ldsopt.arch, _arch),
    ]
