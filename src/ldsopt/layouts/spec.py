"""The layout spec strings of the command line (``--layout``) and layout objects of JSON files.

``parse_layout("pad:16B", 64, 64, 2)`` builds a layout of a ``64 x 64`` tile of 2-byte elements.
Besides ldsopt's own short specs (listed in :data:`SPEC_HELP`), Triton TTGIR attributes, Gluon
constructor calls and CuTe layouts are read (:mod:`ldsopt.layouts.text`).  Every spec is bounded
(length, compositions, numbers) and every layout it gives is checked to be a bijection: a bad
spec is one :class:`UsageError` line, a layout whose elements overlap an :class:`Unsatisfiable`.
"""

from __future__ import annotations

import re

import numpy as np

from ldsopt.errors import UsageError
from ldsopt.layouts.families import (CKPreshuffle, CuteSwizzle, Explicit, Layout, LinearMap,
                                    PaddedRemap, Strided, TritonPadded, TritonSwizzled, XorCols,
                                    check_layout, compose)

SPEC_HELP = ("layout spec: 'row', 'col', 'pad:BYTESB' or 'pad:ELEMS', 'ck:kpack=8[,kperblock=64]', "
             "'cute:B,M,S[,byte]', 'triton:vec=8,perPhase=1,maxPhase=8', 'padded:[64:+4,...]', "
             "'xor:vec=8,table=0/1/2/3', 'linear:1,2,4,...', or BASE+cute:... / BASE+linear:... "
             "to compose; or Triton text ('#ttg.swizzled_shared<{...}>', "
             "'SwizzledSharedLayout(vec=8, ...)') or CuTe ('Swizzle<3,3,3> o (64,64):(64,1)')")
_SPEC_HELP = SPEC_HELP
MAX_SPEC = 4096             # characters of one spec
MAX_COMPOSE = 16            # '+' compositions in one spec


def split_top(s: str) -> list:
    """``s`` split at the ``+`` signs outside brackets (``padded:[64:+8]+linear:...`` is two)."""
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "[(<{":
            depth += 1
        elif ch in "])>}":
            depth -= 1
        if ch == "+" and depth == 0:
            parts.append("".join(cur))
            cur = []
            if len(parts) > MAX_COMPOSE:
                raise UsageError(f"layout spec composes more than {MAX_COMPOSE} layouts with '+'")
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return parts


def parse_layout(spec: str, rows: int, cols: int, elem_bytes: int) -> Layout:
    """Build a layout from a spec string (the command line's ``--layout``), checked to be a
    bijection (no two elements share a byte; :class:`Unsatisfiable` otherwise).

    ``BASE+SWIZZLE`` composes an offset swizzle (``cute:B,M,S[,byte]`` or ``linear:...``) over any
    base spec, e.g. ``pad:16B+cute:2,4,3,byte``.  Triton, Gluon and CuTe text is read by
    :func:`ldsopt.layouts.text.parse_text_layout`."""
    from ldsopt.layouts.text import is_text_layout, parse_text_layout
    if not isinstance(spec, str) or not spec.strip():
        raise UsageError(SPEC_HELP)
    if len(spec) > MAX_SPEC:
        raise UsageError(f"layout spec longer than {MAX_SPEC} characters")
    s = spec.strip()
    if is_text_layout(s):
        lay = parse_text_layout(s, rows, cols, elem_bytes)
    else:
        parts = split_top(s)
        lay = _one(parts[0], spec, rows, cols, elem_bytes)
        for top in parts[1:]:
            kind, _, arg = top.strip().partition(":")
            if kind.lower() == "linear":            # an offset map: bits past its images pass through
                try:
                    lay = compose(lay, ("linear", tuple(int(x) for x in arg.split(",") if x.strip())))
                except ValueError:
                    raise UsageError(f"bad layout spec {spec[:80]!r}: linear:IMAGE,IMAGE,... (integers)")
                continue
            top_l = _one(top, spec, rows, cols, elem_bytes)
            if isinstance(top_l, CuteSwizzle) and not top_l.pad_bytes:
                lay = compose(lay, ("cute", top_l.b, top_l.m, top_l.s, top_l.unit))
            else:
                raise UsageError(f"bad layout spec {spec[:80]!r}: after '+' give cute:B,M,S or linear:...")
    check_layout(lay)
    return lay


def _one(s: str, spec: str, rows: int, cols: int, elem_bytes: int) -> Layout:
    kind, _, arg = s.strip().partition(":")
    kind = kind.lower()
    try:
        if kind in ("row", "plain") and not arg:
            return Strided(rows, cols, elem_bytes)
        if kind == "col" and not arg:
            return Strided(rows, cols, elem_bytes, order="col")
        if kind == "pad":
            m = re.fullmatch(r"(\d{1,12})\s*(b|B|e|el|elem|elems)?", arg.strip())
            if not m:
                raise UsageError(f"bad padding {arg[:40]!r}: a non-negative whole number of bytes "
                                 "('16B') or elements ('8')")
            n = int(m.group(1))
            unit = m.group(2) or "e"
            return Strided(rows, cols, elem_bytes, pad_bytes=n if unit in ("b", "B") else n * elem_bytes)
        if kind == "ck":
            kv = _kv(arg, keys=("kpack", "kperblock", "pad"))
            return CKPreshuffle(rows, cols, elem_bytes, kpack=kv.get("kpack", 16 // elem_bytes),
                                kperblock=kv.get("kperblock", 0), pad_bytes=kv.get("pad", 0))
        if kind == "cute":
            parts = [p.strip() for p in arg.split(",")]
            unit = "byte" if parts[-1] in ("byte", "bytes") else "element"
            nums = [int(p) for p in parts if p not in ("byte", "bytes", "element", "elements")]
            if len(nums) != 3:
                raise UsageError("cute swizzle needs B,M,S")
            return CuteSwizzle(rows, cols, elem_bytes, *nums, unit=unit)
        if kind == "triton":
            kv = _kv(arg, keys=("vec", "perphase", "maxphase"))
            return TritonSwizzled(rows, cols, elem_bytes, vec=kv.get("vec", 1),
                                  per_phase=kv.get("perphase", 1), max_phase=kv.get("maxphase", 1))
        if kind == "padded":
            body = arg.strip()
            pairs = re.findall(r"(\d{1,12})\s*:\s*\+\s*(\d{1,12})", body)
            if not pairs or re.sub(r"[\s\[\],]|\d+\s*:\s*\+\s*\d+", "", body):
                raise UsageError(f"bad padded spec {arg[:40]!r}: use padded:[INTERVAL:+PAD, ...]")
            return TritonPadded(rows, cols, elem_bytes, tuple((int(a), int(b)) for a, b in pairs))
        if kind == "xor":
            kv = _kv(arg, raw=("table",), keys=("vec", "table", "pad"))
            table = tuple(int(t) for t in str(kv.get("table", "0")).split("/"))
            return XorCols(rows, cols, elem_bytes, vec=int(kv.get("vec", 1)), table=table,
                           pad_bytes=kv.get("pad", 0))
        if kind == "linear":
            return LinearMap(rows, cols, elem_bytes, tuple(int(x) for x in arg.split(",") if x.strip()))
    except ValueError as e:
        raise UsageError(f"bad layout spec {spec[:80]!r}: {str(e)[:80]}")
    raise UsageError(f"unknown layout {s[:80]!r}; " + SPEC_HELP)


def _kv(arg: str, raw=(), keys=()) -> dict:
    """``k=v,...`` with integer values; keys compared without case or underscores
    (``per_phase`` is ``perPhase``); an unknown key is an error, never ignored."""
    out = {}
    for part in filter(None, (p.strip() for p in arg.split(","))):
        if "=" not in part:
            raise UsageError(f"expected key=value, got {part[:40]!r}")
        k, v = part.split("=", 1)
        k = k.strip().lower().replace("_", "")
        if keys and k not in keys:
            raise UsageError(f"unknown key {k!r} (known: {', '.join(keys)})")
        out[k] = v.strip() if k in raw else int(v)
    return out


_LAYOUT_KEYS = {"family", "rows", "cols", "elem_bytes", "params", "spec", "offsets", "bytes", "describe"}
"""Fields of a layout object (``Layout.to_dict``'s output; ``bytes`` and ``describe`` are read back
as information only)."""


def layout_from_dict(d: dict, rows: int | None = None, cols: int | None = None,
                     elem_bytes: int | None = None) -> Layout:
    """Rebuild a layout from :meth:`Layout.to_dict` output (or a problem file's declaration)."""
    if not isinstance(d, dict):
        raise UsageError("layout must be an object")
    unknown = sorted(set(d) - _LAYOUT_KEYS)
    if unknown:
        raise UsageError(f"layout: unknown field(s) {', '.join(map(repr, unknown))} (a layout object has "
                         f"{', '.join(sorted(_LAYOUT_KEYS))}; a family's parameters go in \"params\")")
    rows = d.get("rows", rows)
    cols = d.get("cols", cols)
    eb = d.get("elem_bytes", elem_bytes)
    if "spec" in d:
        return parse_layout(d["spec"], rows, cols, eb)
    fam = d.get("family")
    p = dict(d.get("params", {}))
    if "offsets" in d and fam in (None, "explicit"):
        return Explicit(rows, cols, eb, np.asarray(d["offsets"]))
    try:
        if fam == "strided":
            return Strided(rows, cols, eb, **p)
        if fam == "ck_preshuffle":
            return CKPreshuffle(rows, cols, eb, **p)
        if fam == "cute_swizzle":
            return CuteSwizzle(rows, cols, eb, p["B"], p["M"], p["S"], p.get("unit", "element"),
                               p.get("pad_bytes", 0))
        if fam == "triton_swizzled":
            return TritonSwizzled(rows, cols, eb, p["vec"], p["perPhase"], p["maxPhase"])
        if fam == "triton_padded":
            return TritonPadded(rows, cols, eb, tuple(tuple(x) for x in p["intervals"]))
        if fam == "composed":
            t = p["transform"]
            return compose(layout_from_dict(p["base"]), tuple(t[:1]) + (
                tuple(t[1:]) if t[0] == "cute" else (tuple(t[1]),)))
        if fam == "text":
            from ldsopt.layouts.text import from_dict
            return from_dict(p, rows, cols, eb)
        if fam == "padded_remap":
            return PaddedRemap(rows, cols, eb, tuple(p["row_order"]), tuple(tuple(x) for x in p["intervals"]))
        if fam == "xor_cols":
            return XorCols(rows, cols, eb, p["vec"], tuple(p["table"]), p.get("pad_bytes", 0))
        if fam == "linear":
            return LinearMap(rows, cols, eb, tuple(p["basis"]), p.get("pad_bytes", 0))
    except (KeyError, TypeError) as e:
        raise UsageError(f"layout {fam}: missing or bad parameter {e}")
    raise UsageError(f"unknown layout family {fam!r}")
