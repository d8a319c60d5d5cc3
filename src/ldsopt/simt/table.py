"""The one form of an instruction table: mnemonic -> semantics function, for every ISA.

A :class:`Table` holds rules in the order they were added: exact mnemonics, mnemonic prefixes, or a
test on the mnemonic; the first rule that matches gives the handler, else the default.  The answer
is remembered per mnemonic, so that running an instruction costs one dictionary lookup.  Handlers
take the front end's machine and the instruction: ``handler(machine, instruction)`` on AMDGPU,
``handler(emulator, path, instruction, threads)`` in SASS.
"""

from __future__ import annotations

from typing import Callable, Iterable


class Table:
    """Mnemonic -> semantics.

    Examples
    --------
    >>> t = Table("demo", default=lambda: "unknown")
    >>> _ = t.names(("MOV", "UMOV"), lambda: "move")
    >>> _ = t.prefix(("F",), lambda: "float")
    >>> t.lookup("UMOV")(), t.lookup("FADD")(), t.lookup("XYZ")()
    ('move', 'float', 'unknown')
    """

    def __init__(self, isa: str, default: Callable | None = None):
        self.isa = isa
        self.default = default
        self._rules: list = []
        self._cache: dict = {}

    def names(self, mnemonics: Iterable[str], fn: Callable) -> Callable:
        """`fn` for these exact mnemonics."""
        self._rules.append(("names", frozenset(mnemonics), fn))
        self._cache.clear()
        return fn

    def prefix(self, prefixes: Iterable[str], fn: Callable) -> Callable:
        """`fn` for mnemonics that start with one of `prefixes`."""
        self._rules.append(("prefix", tuple(prefixes), fn))
        self._cache.clear()
        return fn

    def where(self, test: Callable[[str], bool], fn: Callable) -> Callable:
        """`fn` for mnemonics for which `test` holds."""
        self._rules.append(("where", test, fn))
        self._cache.clear()
        return fn

    def lookup(self, mnemonic: str) -> Callable | None:
        """The handler of `mnemonic` (the default when no rule matches)."""
        fn = self._cache.get(mnemonic)
        if fn is None and mnemonic not in self._cache:
            fn = self.default
            for kind, arg, f in self._rules:
                if (kind == "names" and mnemonic in arg or kind == "prefix" and mnemonic.startswith(arg)
                        or kind == "where" and arg(mnemonic)):
                    fn = f
                    break
            self._cache[mnemonic] = fn
        return fn

    def __contains__(self, mnemonic: str) -> bool:
        return any(kind == "names" and mnemonic in arg for kind, arg, _ in self._rules)
