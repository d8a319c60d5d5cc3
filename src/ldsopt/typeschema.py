"""JSON Schema (draft 2020-12) from Python type hints, signatures and numpy docstrings.

The agent tools' input schemas come from the public functions' own signatures, and the ``--json``
contracts from the result types, so neither is written twice::

    >>> from ldsopt.typeschema import type_schema
    >>> type_schema(list[int])
    {'type': 'array', 'items': {'type': 'integer'}}
    >>> type_schema(int | None)
    {'anyOf': [{'type': 'integer'}, {'type': 'null'}]}
"""

from __future__ import annotations

import dataclasses
import inspect
import os
import re
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, get_args, get_origin

__all__ = ["type_schema", "signature_schema", "doc_params", "doc_summary", "plain"]

_SCALARS = {bool: "boolean", int: "integer", float: "number", str: "string"}


class PythonOnly:
    """Stands for a type a JSON value cannot be (a result object, a callable): left out of a
    union's schema, and no constraint on its own."""


def type_schema(tp: Any) -> dict:
    """The JSON Schema of a Python type hint (dataclasses and TypedDicts become objects)."""
    if tp is Any or tp is object or tp is inspect.Parameter.empty or tp is PythonOnly:
        return {}
    if tp is None or tp is type(None):
        return {"type": "null"}
    if tp in _SCALARS:
        return {"type": _SCALARS[tp]}
    if tp is float:
        return {"type": "number"}
    if isinstance(tp, type) and issubclass(tp, os.PathLike):
        return {"type": "string"}
    origin, args = get_origin(tp), get_args(tp)
    if origin is typing.Literal:
        vals = list(args)
        kinds = {_SCALARS.get(type(v)) for v in vals}
        out: dict = {"enum": vals}
        if len(kinds) == 1 and None not in kinds:
            out["type"] = kinds.pop()
        return out
    if origin in (typing.Union, types.UnionType):
        subs = []
        for a in args:
            if a is PythonOnly or (get_origin(a) in (Callable, typing.Callable)):
                continue
            sub = type_schema(a)
            if sub not in subs:                    # str | PathLike: one string
                subs.append(sub)
        # int | float is a number; drop the integer branch a number already covers
        if {"type": "number"} in subs and {"type": "integer"} in subs:
            subs.remove({"type": "integer"})
        return subs[0] if len(subs) == 1 else {"anyOf": subs}
    if origin is typing.Annotated:
        return type_schema(args[0])
    if origin in (list, set, frozenset, Sequence, typing.Sequence) or tp in (list, tuple, Sequence):
        return {"type": "array", "items": type_schema(args[0]) if args else {}}
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return {"type": "array", "items": type_schema(args[0])}
        if not args:
            return {"type": "array"}
        return {"type": "array", "prefixItems": [type_schema(a) for a in args],
                "minItems": len(args), "maxItems": len(args)}
    if origin in (dict, Mapping, typing.Mapping) or tp in (dict, Mapping):
        return ({"type": "object", "additionalProperties": type_schema(args[1])} if len(args) == 2
                else {"type": "object"})
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _object_schema(tp, [f.name for f in dataclasses.fields(tp)],
                              {f.name for f in dataclasses.fields(tp)})
    if typing.is_typeddict(tp):
        return _object_schema(tp, list(typing.get_type_hints(tp)), set(tp.__required_keys__))
    raise TypeError(f"no JSON Schema for the type {tp!r}")


def _object_schema(tp: type, names: list[str], required: set[str]) -> dict:
    hints = typing.get_type_hints(tp, include_extras=True)
    out = {"type": "object", "title": tp.__name__,
           "properties": {n: type_schema(hints[n]) for n in names},
           "required": [n for n in names if n in required]}
    doc = doc_summary(tp)
    if doc:
        out["description"] = doc
    return out


_ROLE = re.compile(r":(?:func|class|mod|meth|attr|data|obj):`~?([^`]+)`")


def plain(text: str) -> str:
    """Docstring text for an agent: one line, reST roles and double backquotes made plain."""
    text = _ROLE.sub(lambda m: f"`{m.group(1).rsplit('.', 1)[-1]}`", text)
    return " ".join(text.replace("``", "`").split())


def doc_summary(obj: Any) -> str:
    """The first paragraph of an object's docstring, on one line."""
    doc = inspect.getdoc(obj) or ""
    return plain(doc.split("\n\n", 1)[0])


_PARAM_LINE = re.compile(r"^(\w+(?:\s*,\s*\w+)*)\s*(?::\s*(.*))?$")
# a parameter described only by reference to another function's parameter of the same name
_AS_REF = re.compile(r"^As :(?:func|meth):`~?([\w.]+)`\.?$")


def _resolve(dotted: str, fn: Any) -> Any:
    """The object a docstring reference names: a dotted path, or a name in ``fn``'s module."""
    import importlib
    mod, _, attr = dotted.rpartition(".")
    try:
        if not mod:
            return getattr(inspect.getmodule(fn), attr, None)
        return getattr(importlib.import_module(mod), attr, None)
    except ImportError:
        return None


def doc_params(fn: Any) -> dict[str, str]:
    """Parameter descriptions from a numpy-style docstring's ``Parameters`` section.

    ``a, b : int`` lines describe both names; the description is the indented text below.  A
    description that only says ``As :func:`other`.`` is the other function's own description of
    the same name (so an agent reads the text, not a pointer it cannot follow).

    >>> from ldsopt.workflows import diagnose_run
    >>> doc_params(diagnose_run)["top"]
    'Findings kept per kernel.'
    """
    return _doc_params(fn, 0)


def _doc_params(fn: Any, depth: int) -> dict[str, str]:
    doc = inspect.getdoc(fn) or ""
    lines = doc.splitlines()
    try:
        start = next(i for i, ln in enumerate(lines[:-1])
                     if ln.strip() == "Parameters" and set(lines[i + 1].strip()) == {"-"})
    except StopIteration:
        return {}
    out: dict[str, str] = {}
    names: list[str] = []
    body: list[str] = []

    def flush() -> None:
        text = " ".join(body)
        ref = _AS_REF.match(text)
        other = _resolve(ref.group(1), fn) if ref and depth < 4 else None
        theirs = _doc_params(other, depth + 1) if other is not None else {}
        for n in names:
            out[n] = theirs.get(n) or plain(text)

    for i in range(start + 2, len(lines)):
        ln = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if ln and not ln.startswith(" ") and nxt.strip() and set(nxt.strip()) == {"-"}:
            break                                  # the next section
        if ln and not ln.startswith(" "):
            m = _PARAM_LINE.match(ln.strip())
            if m:
                flush()
                names = [n.strip() for n in m.group(1).split(",")]
                body = []
                continue
        if ln.strip():
            body.append(ln.strip())
    flush()
    return out


def signature_schema(fn: Any, *, only: Sequence[str] | None = None, exclude: Sequence[str] = (),
                     overrides: Mapping[str, dict] | None = None) -> dict:
    """The input schema of a function: one property per parameter, from its type hints.

    Parameters
    ----------
    fn : callable
        A typed function (its hints are resolved with ``typing.get_type_hints``).
    only, exclude : sequence of str
        Which parameters to expose (default: all but ``*args``/``**kwargs``).
    overrides : mapping, optional
        A schema to use for a parameter whose Python type has no JSON form.

    Examples
    --------
    >>> def f(arch: str, lanes: list[int], *, strict: bool = False) -> None:
    ...     '''Parameters
    ...     ----------
    ...     arch : str
    ...         The GPU.
    ...     '''
    >>> s = signature_schema(f)
    >>> s["required"], s["properties"]["arch"]["description"], s["properties"]["strict"]["default"]
    (['arch', 'lanes'], 'The GPU.', False)
    """
    hints = parameter_hints(fn)
    sig = inspect.signature(fn)
    docs = doc_params(fn)
    props: dict[str, dict] = {}
    required: list[str] = []
    for name, p in sig.parameters.items():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or name in exclude:
            continue
        if only is not None and name not in only:
            continue
        if overrides and name in overrides:
            sch = dict(overrides[name])
        else:
            if name not in hints:
                raise TypeError(f"{fn.__qualname__}: parameter {name!r} has no type hint")
            sch = type_schema(hints[name])
        if name in docs and "description" not in sch:
            sch["description"] = docs[name]
        if p.default is p.empty:
            required.append(name)
        elif _jsonable(p.default):
            sch["default"] = p.default
        props[name] = sch
    return {"type": "object", "properties": props, "required": required,
            "additionalProperties": False}


class _Names(dict):
    """Names an annotation refers to: the function's module globals; a name only imported for
    type checking (a result class) is :class:`PythonOnly`."""

    def __init__(self, glb: dict) -> None:
        super().__init__()
        self.glb = glb

    def __missing__(self, k):
        if k in self.glb:
            return self.glb[k]
        import builtins
        return getattr(builtins, k, PythonOnly)


def parameter_hints(fn: Any) -> dict:
    """The resolved type of each annotated parameter of `fn` (its return annotation is not
    needed and not resolved, so result types imported only for type checking do no harm)."""
    names = _Names(getattr(fn, "__globals__", {}))
    out = {}
    for name, p in inspect.signature(fn).parameters.items():
        ann = p.annotation
        if ann is p.empty:
            continue
        out[name] = eval(ann, {"__builtins__": {}}, names) if isinstance(ann, str) else ann
    return out


def _jsonable(v: Any) -> bool:
    if v is None or isinstance(v, (bool, int, float, str)):
        return True
    if isinstance(v, (list, tuple)):
        return all(_jsonable(x) for x in v)
    if isinstance(v, dict):
        return all(isinstance(k, str) and _jsonable(x) for k, x in v.items())
    return False
