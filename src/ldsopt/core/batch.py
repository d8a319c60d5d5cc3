"""JSONL batches for ``ldsopt sim --batch``: one instruction per line, modelled through the
vectorized path (lines grouped by arch, instruction and shape).  See docs/design.md for the format."""

from __future__ import annotations

import json

import numpy as np

from ldsopt.core.simulate import simulate_batch
from ldsopt.errors import UsageError


def parse_batch_line(text: str, lineno: int) -> dict:
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as e:
        raise UsageError(f"line {lineno}: malformed JSON ({e.msg})")
    if not isinstance(obj, dict):
        raise UsageError(f"line {lineno}: expected a JSON object")
    unknown = set(obj) - {"op", "addresses", "active", "offset0", "offset1", "arch", "id", "settings"}
    if unknown:
        raise UsageError(f"line {lineno}: unknown field(s) {', '.join(sorted(unknown))}")
    if "op" not in obj or "addresses" not in obj:
        raise UsageError(f"line {lineno}: needs \"op\" and \"addresses\"")
    addrs = obj["addresses"]
    if not isinstance(addrs, list) or not all(isinstance(x, int) and not isinstance(x, bool)
                                              for x in addrs):
        raise UsageError(f"line {lineno}: \"addresses\" must be a list of integers")
    act = obj.get("active")
    if act is not None and (not isinstance(act, list) or not all(isinstance(x, bool) for x in act)):
        raise UsageError(f"line {lineno}: \"active\" must be a list of booleans")
    if act is not None and len(act) != len(addrs):
        raise UsageError(f"line {lineno}: \"active\" has {len(act)} entries, \"addresses\" {len(addrs)}")
    for k in ("offset0", "offset1"):
        if k in obj and (not isinstance(obj[k], int) or isinstance(obj[k], bool)):
            raise UsageError(f"line {lineno}: \"{k}\" must be an integer")
    return obj


def run_batch_lines(lines, arch=None, settings=None) -> list:
    """Model every line of a JSONL batch; groups lines by (arch, op) for the vectorized path.
    Returns one dict per non-blank input line, in order."""
    parsed = []
    for lineno, text in enumerate(lines, 1):
        if not text.strip():
            continue
        obj = parse_batch_line(text, lineno)
        a = obj.get("arch", arch)
        if a is None:
            raise UsageError(f"line {lineno}: no arch (give --arch or an \"arch\" field)")
        parsed.append((lineno, a, obj))
    groups: dict = {}
    for i, (lineno, a, obj) in enumerate(parsed):
        key = (a, obj["op"], len(obj["addresses"]), "active" in obj, json.dumps(obj.get("settings"),
                                                                                sort_keys=True))
        groups.setdefault(key, []).append(i)
    out: list = [None] * len(parsed)
    for (a, op, _, has_act, _s), idx in groups.items():
        objs = [parsed[i][2] for i in idx]
        try:
            res = simulate_batch(a, op, np.array([o["addresses"] for o in objs], dtype=np.int64),
                                 np.array([o["active"] for o in objs]) if has_act else None,
                                 np.array([o.get("offset0", 0) for o in objs]),
                                 np.array([o.get("offset1", 0) for o in objs]),
                                 objs[0].get("settings", settings))
        except UsageError as e:
            # find the first offending line for a precise message
            for i in idx:
                lineno, a1, o = parsed[i]
                try:
                    simulate_batch(a1, o["op"], [o["addresses"]], None if "active" not in o else [o["active"]],
                                   o.get("offset0", 0), o.get("offset1", 0), o.get("settings", settings))
                except UsageError as e1:
                    raise UsageError(f"line {lineno}: {e1}")
            raise e
        except OverflowError:
            raise UsageError(f"line {parsed[idx[0]][0]}: address too large")
        for j, i in enumerate(idx):
            lineno, _, o = parsed[i]
            d = {"line": lineno, "op": o["op"], "cycles": int(res["cycles"][j]),
                 "ideal": int(res["ideal"][j]), "conflicts": int(res["conflicts"][j])}
            if "id" in o:
                d["id"] = o["id"]
            out[i] = d
    return out
