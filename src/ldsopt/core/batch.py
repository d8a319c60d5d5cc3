"""JSONL batches for ``ldsopt sim --batch``: one instruction per line, modelled through the
vectorized path, streamed.

Lines are read a chunk at a time (at most ``CHUNK_LINES`` lines or ``CHUNK_BYTES`` bytes), grouped by
(arch, instruction, lanes, settings), modelled with :func:`~ldsopt.core.simulate.simulate_batch`, and
their results given back in input order before the next chunk is read: memory stays the same
whatever the length of the input.  A bad line stops the batch there: every line before it has
its result, the bad line gets one error naming it.

Lines of the common shape ``{"op": "...", "addresses": [non-negative integers]}`` take a fast
path (a regular expression and one numpy parse per group); any other line goes through
:func:`json.loads` and :func:`parse_batch_line`.  Both accept exactly the same lines and give the
same results (tests/test_batch_stream.py holds them equal).  See docs/design.md for the format.
"""

from __future__ import annotations

import itertools
import json
import re
import warnings

import numpy as np

from ldsopt.core.arch import BANK_ALIASES, get_arch
from ldsopt.core.simulate import simulate_batch
from ldsopt.errors import UsageError
from ldsopt.inputs import parse_json

CHUNK_LINES = 4096
CHUNK_BYTES = 8 << 20
FIELDS = ("op", "addresses", "active", "offset0", "offset1", "arch", "id", "settings")

_WS = "[ \t\r\n]*"
_FAST = re.compile(r"[ \t\r\n]*\{" + _WS + r'"op"' + _WS + ":" + _WS + r'"([A-Za-z0-9_.]{1,64})"' + _WS
                   + "," + _WS + r'"addresses"' + _WS + ":" + _WS + r"\[([0-9, ]*+)\]" + _WS + r"\}" + _WS
                   + r"\Z")
_POW10 = 10 ** np.arange(1, 19, dtype=np.int64)


def _parse_ints(text: str, count: int):
    """The ``count`` comma-separated integers of ``text`` (digits, commas and spaces only) as an
    int64 array, or None unless the text is exactly what JSON reads as such a list: no empty
    field, no leading zero (the digits in the text must be the digits of the values), at most 18
    digits."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            arr = np.fromstring(text, dtype=np.int64, sep=",")
    except ValueError:           # two numbers without a comma, an empty field
        return None
    if arr.size != count or (count and int(arr.max()) >= 10 ** 18):
        return None
    digits = len(text) - text.count(",") - text.count(" ")
    if int(np.searchsorted(_POW10, arr, side="right").sum()) + count != digits:
        return None
    return arr


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def parse_batch_line(text: str, lineno: int) -> dict:
    """One line of a batch as a checked dict (UsageError naming the line otherwise)."""
    obj = parse_json(text, f"line {lineno}", position=False)
    return check_record(obj, f"line {lineno}")


def check_record(obj, where: str, extra: tuple = ()) -> dict:
    """Check one batch record (a dict from JSON): the fields and their types.  ``extra`` names
    further fields the caller allows (a measurement's counters, say)."""
    if not isinstance(obj, dict):
        raise UsageError(f"{where}: expected a JSON object")
    unknown = set(obj) - set(FIELDS) - set(extra)
    if unknown:
        raise UsageError(f"{where}: unknown field(s) {', '.join(sorted(unknown))[:200]}")
    if "op" not in obj or "addresses" not in obj:
        raise UsageError(f"{where}: needs \"op\" and \"addresses\"")
    if not isinstance(obj["op"], str) or not obj["op"]:
        raise UsageError(f"{where}: \"op\" must be an instruction name (a string)")
    if "arch" in obj and not isinstance(obj["arch"], str):
        raise UsageError(f"{where}: \"arch\" must be a string such as \"gfx942\" or \"sm_90\"")
    addrs = obj["addresses"]
    if not isinstance(addrs, list) or not all(_is_int(x) for x in addrs):
        raise UsageError(f"{where}: \"addresses\" must be a list of integers")
    act = obj.get("active")
    if act is not None and (not isinstance(act, list) or not all(isinstance(x, bool) for x in act)):
        raise UsageError(f"{where}: \"active\" must be a list of booleans")
    if act is not None and len(act) != len(addrs):
        raise UsageError(f"{where}: \"active\" has {len(act)} entries, \"addresses\" {len(addrs)}")
    for k in ("offset0", "offset1"):
        if k in obj and not _is_int(obj[k]):
            raise UsageError(f"{where}: \"{k}\" must be an integer")
    s = obj.get("settings")
    if s is not None and (not isinstance(s, dict) or not all(isinstance(v, str) for v in s.values())):
        raise UsageError(f"{where}: \"settings\" must be an object of strings, "
                         "e.g. {\"gfx950_b32\": \"halves\"}")
    if "id" in obj and not (obj["id"] is None or isinstance(obj["id"], (str, int, float))):
        raise UsageError(f"{where}: \"id\" must be a string or a number")
    return obj


def _settings_key(s):
    return None if s is None else tuple(sorted(s.items()))


class _LineError(UsageError):
    def __init__(self, lineno: int, message: str):
        super().__init__(message)
        self.lineno = lineno


class _Chunk:
    """Lines of one chunk, grouped for the vectorized model."""

    def __init__(self, arch, settings):
        self.arch, self.settings = arch, settings
        self.entries = []             # (lineno, op, arch, obj or None)
        self.groups: dict = {}        # key -> list of entry indices
        self.fast_text: dict = {}     # key -> list of address texts (fast lines)
        self.nbytes = 0

    def add_fast(self, lineno: int, op: str, addr_text: str) -> None:
        a = self.arch
        if a is None:
            raise UsageError(f"line {lineno}: no arch (give arch= or an \"arch\" field)")
        n = addr_text.count(",") + 1
        key = (a, op, n, False, _settings_key(self.settings), True)
        self.groups.setdefault(key, []).append(len(self.entries))
        self.fast_text.setdefault(key, []).append(addr_text)
        self.entries.append((lineno, op, a, None))
        self.nbytes += len(addr_text)

    def add_fast_many(self, first: int, matches) -> None:
        """Plain lines ``first``, ``first + 1``, ... (their regular-expression matches)."""
        a = self.arch
        if a is None:
            raise UsageError(f"line {first}: no arch (give arch= or an \"arch\" field)")
        skey = _settings_key(self.settings)
        ops = [m.group(1) for m in matches]
        bodies = [m.group(2) for m in matches]
        groups, texts = self.groups, self.fast_text
        base = len(self.entries)
        for j, op, body in zip(itertools.count(base), ops, bodies):
            key = (a, op, body.count(",") + 1, False, skey, True)
            g = groups.get(key)
            if g is None:
                g = groups[key] = []
                texts[key] = []
            g.append(j)
            texts[key].append(body)
        self.entries.extend(zip(itertools.count(first), ops, itertools.repeat(a), itertools.repeat(None)))
        self.nbytes += sum(map(len, bodies))

    def add(self, lineno: int, obj: dict) -> None:
        a = obj.get("arch", self.arch)
        if a is None:
            raise UsageError(f"line {lineno}: no arch (give arch= or an \"arch\" field)")
        s = obj.get("settings", self.settings)
        key = (a, obj["op"], len(obj["addresses"]), "active" in obj, _settings_key(s), False)
        self.groups.setdefault(key, []).append(len(self.entries))
        self.entries.append((lineno, obj["op"], a, obj))
        self.nbytes += 8 * len(obj["addresses"])

    def _addresses(self, key, idx):
        texts = self.fast_text.get(key)
        if texts is not None:
            joined = ",".join(texts)
            n = key[2]
            arr = _parse_ints(joined, n * len(idx))
            if arr is not None:
                return arr.reshape(len(idx), n), None
            # not plainly what JSON accepts: read these lines the strict way
            for j, i in enumerate(idx):
                lineno, op, a, _ = self.entries[i]
                try:
                    obj = parse_batch_line('{"op": %s, "addresses": [%s]}' % (json.dumps(op), texts[j]), lineno)
                except UsageError as e:
                    raise _LineError(lineno, str(e)) from None
                self.entries[i] = (lineno, op, a, obj)
            self.fast_text.pop(key)
            if len({len(self.entries[i][3]["addresses"]) for i in idx}) > 1:
                raise UsageError("address lists of different lengths")   # _locate names the line
            return self._addresses(key, idx)
        objs = [self.entries[i][3] for i in idx]
        try:
            arr = np.array([o["addresses"] for o in objs], dtype=np.int64)
        except OverflowError:
            for i, o in zip(idx, objs):
                if any(abs(x) >= 1 << 63 for x in o["addresses"]):
                    raise UsageError(f"line {self.entries[i][0]}: address too large") from None
            raise
        act = np.array([o["active"] for o in objs], dtype=bool) if key[3] else None
        return arr, (act, np.array([o.get("offset0", 0) for o in objs], dtype=np.int64),
                     np.array([o.get("offset1", 0) for o in objs], dtype=np.int64))

    def run(self):
        """Model the chunk.  Returns (results in order, first error or None); the results stop
        before the first bad line."""
        out: list = [None] * len(self.entries)
        first_err = None
        for key, idx in self.groups.items():
            a, op, _, _, skey, _fast = key
            settings = None if skey is None else dict(skey)
            try:
                arr, extra = self._addresses(key, idx)
                act, o0, o1 = extra if extra is not None else (None, 0, 0)
                res = simulate_batch(a, op, arr, act, o0, o1, settings)
            except _LineError as e:
                if first_err is None or e.lineno < first_err[0]:
                    first_err = (e.lineno, str(e))
                continue
            except UsageError as e:
                err = self._locate(key, idx, e)
                if first_err is None or err[0] < first_err[0]:
                    first_err = err
                continue
            cyc, idl = res["cycles"].tolist(), res["ideal"].tolist()
            model = _modelled_as(a)
            for j, i in enumerate(idx):
                lineno, op_, _, obj = self.entries[i]
                d = {"line": lineno, "op": op_, "cycles": cyc[j], "ideal": idl[j],
                     "conflicts": cyc[j] - idl[j]}
                if model:
                    d["modelled_as"] = model
                if obj is not None and "id" in obj:
                    d["id"] = obj["id"]
                out[i] = d
        if first_err is not None:
            keep = [d for d in out if d is not None and d["line"] < first_err[0]]
            keep.sort(key=lambda d: d["line"])
            return keep, first_err
        return out, None

    def _locate(self, key, idx, e):
        """(line number, message) of the first line of a failing group that fails alone."""
        a, op, _, _, skey, _ = key
        settings = None if skey is None else dict(skey)
        for i in idx:
            lineno, _, _, obj = self.entries[i]
            try:
                if obj is None:      # a fast line whose group failed in the model
                    arr = np.fromstring(self.fast_text[key][idx.index(i)], dtype=np.int64, sep=",")
                    simulate_batch(a, op, arr[None, :], settings=settings)
                else:
                    simulate_batch(a, op, np.array([obj["addresses"]], dtype=np.int64),
                                   None if "active" not in obj else [obj["active"]],
                                   obj.get("offset0", 0), obj.get("offset1", 0), settings)
            except UsageError as e1:
                return lineno, f"line {lineno}: {e1}"
            except OverflowError:
                return lineno, f"line {lineno}: address too large"
        return self.entries[idx[0]][0], f"line {self.entries[idx[0]][0]}: {e}"


_ALIAS_CACHE: dict = {}


def _modelled_as(a: str):
    """The datasheet arch an alias stands for (``sm_100`` -> ``sm_90``), else None."""
    if a not in _ALIAS_CACHE:
        key = a.strip().lower()
        _ALIAS_CACHE[a] = get_arch(a).name if key in BANK_ALIASES else None
    return _ALIAS_CACHE[a]


def _blocks(lines, size: int):
    """``(first line number, [texts])`` runs of consecutive lines, at most ``size`` each."""
    block: list = []
    first = lineno = 0
    for item in lines:
        if isinstance(item, tuple):
            lineno, text = item
        else:
            lineno, text = lineno + 1, item
        if block and lineno != first + len(block):
            yield first, block
            block = []
        if not block:
            first = lineno
        block.append(text)
        if len(block) >= size:
            yield first, block
            block = []
    if block:
        yield first, block


def iter_batch(lines, arch=None, settings=None, chunk_lines: int = CHUNK_LINES,
               chunk_bytes: int = CHUNK_BYTES):
    """Model a JSONL batch, streaming: yields one result dict per non-blank line, in order.

    ``lines``: strings, or ``(line number, string)`` pairs.  ``arch`` / ``settings`` apply to lines without their own.  Raises UsageError at the
    first bad line, after yielding the results of every line before it."""
    for res in iter_batch_blocks(_blocks(lines, chunk_lines), arch, settings, chunk_lines, chunk_bytes):
        yield from res


def iter_batch_blocks(blocks, arch=None, settings=None, chunk_lines: int = CHUNK_LINES,
                      chunk_bytes: int = CHUNK_BYTES):
    """:func:`iter_batch` over ``(first line number, [texts])`` blocks (as
    :func:`ldsopt.inputs.read_line_blocks` gives); yields a list of result dicts per chunk.  A block
    of plain lines is added whole (the fast path without a Python step per line beyond the
    regular expression and the grouping)."""
    if settings is not None and not isinstance(settings, dict):
        raise UsageError("settings must be an object of strings")
    if arch is not None:
        get_arch(arch)
    chunk = _Chunk(arch, settings)
    match = _FAST.match
    for first, texts in blocks:
        ms = list(map(match, texts))
        try:
            if all(ms):
                chunk.add_fast_many(first, ms)
            else:
                for lineno, m, text in zip(itertools.count(first), ms, texts):
                    if m:
                        chunk.add_fast(lineno, m.group(1), m.group(2))
                    elif text.strip():
                        chunk.add(lineno, parse_batch_line(text, lineno))
        except UsageError as bad:
            res, err = chunk.run()
            yield res
            raise (UsageError(err[1]) if err else bad) from None
        if len(chunk.entries) >= chunk_lines or chunk.nbytes >= chunk_bytes:
            res, err = chunk.run()
            yield res
            if err:
                raise UsageError(err[1])
            chunk = _Chunk(arch, settings)
    res, err = chunk.run()
    yield res
    if err:
        raise UsageError(err[1])


def run_batch_lines(lines, arch=None, settings=None) -> list:
    """Model every line of a JSONL batch; one result dict per non-blank input line, in order."""
    return list(iter_batch(lines, arch, settings))


def format_json(d: dict) -> str:
    """A result as the JSON line ``sim --batch --json`` prints (same text as ``json.dumps``)."""
    if len(d) == 5 and _SIMPLE_OP.match(d["op"]):
        return (f'{{"line": {d["line"]}, "op": "{d["op"]}", "cycles": {d["cycles"]}, '
                f'"ideal": {d["ideal"]}, "conflicts": {d["conflicts"]}}}')
    return json.dumps(d)


_SIMPLE_OP = re.compile(r"[A-Za-z0-9_.]{1,64}\Z")
