"""The agent tools: one per capability, each a thin call of one public function.

Each :class:`Tool` names the public function whose signature gives its input schema (parameter
names, types, defaults and descriptions all come from there), says what it answers and when to use
it, and returns the JSON that the matching ``ldsopt`` command prints with ``--json``.

    >>> from ldsopt.agents.tools import all_tools
    >>> sorted(all_tools())[:3]
    ['analyze', 'arch', 'check']
    >>> all_tools()["simulate"].input_schema["required"]
    ['arch', 'op', 'addresses']
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable

from ldsopt.agents.roots import Roots
from ldsopt.typeschema import doc_summary, signature_schema
from ldsopt.errors import UsageError

__all__ = ["Tool", "all_tools"]


@dataclass(frozen=True)
class Tool:
    """An agent tool over one public function.

    ``function`` gives the schema; ``call(args)`` runs it and returns the ``--json`` object;
    ``paths`` are the parameters that name files (checked against the roots before the call)."""
    name: str
    when: str
    function: Callable
    call: Callable[[dict], dict]
    only: tuple[str, ...] | None = None
    exclude: tuple[str, ...] = ()
    overrides: dict = field(default_factory=dict)
    paths: tuple[str, ...] = ()

    @property
    def description(self) -> str:
        return f"{doc_summary(self.function)} {self.when}".strip()

    @cached_property
    def input_schema(self) -> dict:
        return signature_schema(self.function, only=self.only, exclude=self.exclude,
                                overrides=self.overrides)

    def validate(self, args: dict) -> None:
        """One-line UsageError when the arguments do not fit the input schema."""
        import jsonschema
        v = jsonschema.Draft202012Validator(self.input_schema)
        err = jsonschema.exceptions.best_match(v.iter_errors(args))
        if err is not None:
            where = ".".join(str(p) for p in err.absolute_path) or "arguments"
            raise UsageError(f"{self.name}: {where}: {err.message}")

    def run(self, args: dict, roots: Roots) -> dict:
        """Check the file arguments against the roots, then call."""
        args = dict(args)
        for p in self.paths:
            v = args.get(p)
            if isinstance(v, str):
                args[p] = str(roots.check(v, p))
            elif isinstance(v, list):
                args[p] = [str(roots.check(x, p)) for x in v]
        return self.call(args)


@functools.cache
def all_tools() -> dict[str, Tool]:
    """Every agent tool by name (built on first use, so importing this module stays cheap)."""
    from ldsopt.agents import calls
    return {t.name: t for t in calls.tools(Tool)}
