"""Parse Triton GPU layout attributes from their TTGIR text.

``#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1],
order = [1, 0]}>`` becomes ``Attr("blocked", {"sizePerThread": (1, 8), ...})``.  Nested layouts
(``parent = #mma`` or an inline ``#ttg.amd_mfma<...>``) become nested :class:`Attr`; aliases
(``#mma = #ttg.amd_mfma<...>`` lines) are resolved through the ``aliases`` mapping.  The padded
shared layout's ``[interval:+pad, ...]`` list becomes the ``intervals`` parameter.

The grammar is the MLIR attribute syntax Triton prints (checked on Triton 3.9 output): a
dictionary ``{key = value, ...}`` (optionally followed by ``, key = value`` pairs), values being
integers, ``true``/``false``, strings, lists, nested attributes or alias references.  Anything
else is a one-line :class:`ldsopt.errors.UsageError`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ldsopt.errors import UsageError

MAX_TEXT = 1 << 16          # one attribute's text
MAX_DEPTH = 16              # nested parents / lists


@dataclass(frozen=True)
class Attr:
    kind: str               # "blocked", "swizzled_shared", ... (the part after "#ttg.")
    params: tuple           # ((key, value), ...) in text order

    def get(self, key, default=None):
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __contains__(self, key) -> bool:
        return any(k == key for k, _ in self.params)

    def text(self) -> str:
        """The attribute written back in TTGIR syntax."""
        if self.kind == "padded_shared":
            iv = ", ".join(f"{a}:+{b}" for a, b in self.get("intervals", ()))
            rest = [(k, v) for k, v in self.params if k != "intervals"]
            return f"#ttg.padded_shared<[{iv}] {{{_dict_text(rest)}}}>"
        if self.kind == "shared_linear":
            rest = [(k, v) for k, v in self.params if k != "alignment"]
            al = self.get("alignment")
            return (f"#ttg.shared_linear<{{{_dict_text(rest)}}}"
                    + (f", alignment = {al}" if al is not None else "") + ">")
        return f"#ttg.{self.kind}<{{{_dict_text(self.params)}}}>"


class FrozenDict(dict):
    """A nested ``{key = value}`` dictionary of an attribute (hashable, like the attribute)."""

    def __hash__(self):
        return hash(tuple(self.items()))

    def _ro(self, *a, **k):
        raise TypeError("layout attribute dictionaries are read-only")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _ro


def _val_text(v) -> str:
    if isinstance(v, Attr):
        return v.text()
    if isinstance(v, dict):
        return "{" + _dict_text(v.items()) + "}"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, tuple):
        return "[" + ", ".join(_val_text(x) for x in v) + "]"
    if isinstance(v, str):
        return v
    return str(v)


def _dict_text(params) -> str:
    return ", ".join(f"{k} = {_val_text(v)}" for k, v in params)


_TOKEN = re.compile(r"""\s*(?:
    (?P<str>"(?:[^"\\]|\\.)*")
  | (?P<num>-?\d+)
  | (?P<attr>\#[A-Za-z_][\w.$-]*)
  | (?P<id>[A-Za-z_][\w.$-]*)
  | (?P<p>[\[\]{}<>=,:+()])
)""", re.X)


def _tokens(text: str) -> list:
    out, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            if text[pos:].strip() == "":
                break
            raise UsageError(f"cannot read layout text at {text[pos:pos + 20]!r}")
        pos = m.end()
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
    return out


class _Parser:
    def __init__(self, text: str, aliases):
        if not isinstance(text, str):
            raise UsageError(f"layout text must be a string, got {type(text).__name__}")
        if len(text) > MAX_TEXT:
            raise UsageError(f"layout text longer than {MAX_TEXT} characters")
        self.toks = _tokens(text)
        self.i = 0
        self.aliases = aliases or {}
        self.depth = 0
        self.resolving: tuple = ()

    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else (None, None)

    def take(self, want=None):
        t = self.peek()
        if t[0] is None:
            raise UsageError("layout text ends early")
        if want is not None and t[1] != want:
            raise UsageError(f"expected {want!r} in layout text, found {t[1]!r}")
        self.i += 1
        return t

    def value(self):
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise UsageError("layout text nested too deeply")
        try:
            kind, tok = self.peek()
            if tok == "[":
                return self.list_()
            if tok == "{":
                return FrozenDict(self.dict_())
            if kind == "num":
                self.take()
                return int(tok)
            if kind == "str":
                self.take()
                return tok[1:-1]
            if kind == "id":
                self.take()
                return {"true": True, "false": False}.get(tok, tok)
            if kind == "attr":
                return self.attr()
            raise UsageError(f"unexpected {tok!r} in layout text")
        finally:
            self.depth -= 1

    def list_(self):
        self.take("[")
        out = []
        while self.peek()[1] != "]":
            out.append(self.value())
            if self.peek()[1] == ":":          # a padded [interval:+pad] pair
                self.take(":")
                self.take("+")
                k, n = self.take()
                if k != "num":
                    raise UsageError(f"expected a padding after ':+', found {n!r}")
                out[-1] = (out[-1], int(n))
            if self.peek()[1] == ",":
                self.take(",")
            elif self.peek()[0] is None:
                raise UsageError("layout text ends early (unclosed '[')")
            elif self.peek()[1] != "]":
                raise UsageError(f"expected ',' or ']' in a list, found {self.peek()[1]!r}")
        self.take("]")
        return tuple(out)

    def dict_(self):
        self.take("{")
        out = []
        while self.peek()[1] != "}":
            out.append(self.pair())
            if self.peek()[1] == ",":
                self.take(",")
            elif self.peek()[0] is None:
                raise UsageError("layout text ends early (unclosed '{')")
            elif self.peek()[1] != "}":
                raise UsageError(f"expected ',' or '}}' in a dictionary, found {self.peek()[1]!r}")
        self.take("}")
        return out

    def pair(self):
        kind, key = self.take()
        if kind not in ("id", "str"):
            raise UsageError(f"expected a key, found {key!r}")
        key = key.strip('"')
        self.take("=")
        return key, self.value()

    def attr(self) -> Attr:
        _, name = self.take()
        if not name.startswith("#ttg.") and not name.startswith("#ttng."):
            return self.alias(name)
        kind = name.split(".", 1)[1]
        params = []
        if self.peek()[1] == "<":
            self.take("<")
            if self.peek()[1] == "[":                  # padded_shared<[64:+4, ...] {...}>
                iv = self.list_()
                if not all(isinstance(x, tuple) and len(x) == 2 for x in iv):
                    raise UsageError("padded_shared needs [interval:+pad, ...] pairs")
                params.append(("intervals", iv))
            if self.peek()[1] == "{":
                params += self.dict_()
            while self.peek()[1] == ",":
                self.take(",")
                params.append(self.pair())
            self.take(">")
        return Attr(kind, tuple(params))

    def alias(self, name: str) -> Attr:
        if name in self.resolving:
            raise UsageError(f"alias {name} refers to itself")
        if name not in self.aliases:
            raise UsageError(f"unknown layout alias {name} (define it as '{name} = #ttg....')")
        try:
            sub = _Parser(self.aliases[name], self.aliases)
            sub.resolving = self.resolving + (name,)
            sub.depth = self.depth
            v = sub.value()
        except UsageError as e:
            msg = str(e)
            raise UsageError(msg if msg.startswith("#") else f"{name}: {msg}") from None
        if sub.peek()[0] is not None:
            raise UsageError(f"trailing text after the layout of {name}")
        if not isinstance(v, Attr):
            raise UsageError(f"{name} is not a layout attribute")
        return v


def parse_attr(text: str, aliases: dict | None = None) -> Attr:
    """One ``#ttg.<kind><...>`` attribute (or an alias name defined in ``aliases``, which maps
    ``#name`` to its text)."""
    p = _Parser(text.strip() if isinstance(text, str) else text, aliases)
    if p.peek()[0] != "attr":
        raise UsageError(f"expected a Triton layout like '#ttg.swizzled_shared<{{...}}>', got "
                         f"{text[:60]!r}" if isinstance(text, str) else "expected layout text")
    v = p.attr()
    if p.peek()[0] is not None:
        raise UsageError(f"trailing text after the layout: {p.peek()[1]!r}")
    return v


def looks_like_triton(text) -> bool:
    return isinstance(text, str) and text.lstrip().startswith(("#ttg.", "#ttng."))
