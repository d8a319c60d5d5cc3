"""Reading what users hand to ldsopt, safely: every read is bounded, a file must be a regular file
where a file is expected (a FIFO or ``/dev/zero`` is refused instead of hanging or filling memory),
text must be UTF-8, and JSON / YAML trees are checked for depth and size before any code walks
them.  Every failure is a :class:`~ldsopt.errors.UsageError` naming the file and the problem.

- :func:`read_bytes` / :func:`read_text`: a whole file (``-`` for standard input), at most
  ``max_bytes``.
- :func:`load_tree`: JSON (or YAML, with PyYAML) text to Python values, depth- and size-checked.
- :func:`open_stream` / :func:`read_line_blocks`: a line stream (``--batch``) read a block at a time, each line
  at most ``max_line`` bytes, so that memory does not grow with the input.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import sys

from ldsopt.errors import UsageError

MAX_FILE = 64 << 20        # bytes: problem files, layouts, results, assembly
MAX_LINE = 1 << 20         # bytes: one line of a JSONL stream
MAX_DEPTH = 64             # nesting of JSON / YAML containers (a problem needs 4)
MAX_NODES = 20_000_000     # values in one JSON / YAML document (YAML aliases are counted each time)

_KIND = {stat.S_IFDIR: "a folder", stat.S_IFIFO: "a FIFO (named pipe)", stat.S_IFCHR: "a device",
         stat.S_IFBLK: "a block device", stat.S_IFSOCK: "a socket"}


def _kind(mode: int) -> str:
    return _KIND.get(stat.S_IFMT(mode), "not a regular file")


def _stdin_binary(what: str):
    fh = sys.stdin
    if fh is None:
        raise UsageError(f"{what}: standard input is closed")
    buf = getattr(fh, "buffer", fh)
    if getattr(buf, "closed", False):
        raise UsageError(f"{what}: standard input is closed")
    return buf


def _open_fd(path: str, what: str, allow_fifo: bool = False) -> int:
    """Open ``path`` for reading without blocking (a FIFO with no writer must not hang) and
    refuse anything but a regular file (or a FIFO when ``allow_fifo``)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise UsageError(f"{what} {path}: no such file") from None
    except IsADirectoryError:
        raise UsageError(f"{what} {path}: is a folder, not a file") from None
    except PermissionError:
        raise UsageError(f"{what} {path}: permission denied") from None
    except OSError as e:
        raise UsageError(f"{what} {path}: cannot open ({e.strerror or e})") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISREG(st.st_mode):
            pass
        elif allow_fifo and stat.S_ISFIFO(st.st_mode):
            os.set_blocking(fd, True)
        else:
            raise UsageError(f"{what} {path}: is {_kind(st.st_mode)}, not a regular file")
        if stat.S_ISREG(st.st_mode):
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def check_regular(path, what: str = "file") -> None:
    """UsageError unless ``path`` is a regular file (for readers that open the file themselves)."""
    os.close(_open_fd(os.fspath(path), what))


def read_bytes(path, what: str = "file", max_bytes: int = MAX_FILE) -> bytes:
    """The contents of ``path`` (``-``: standard input), refusing more than ``max_bytes``."""
    path = os.fspath(path)
    if path == "-":
        data = _stdin_binary(what).read(max_bytes + 1)
        if isinstance(data, str):
            data = data.encode("utf-8", "surrogateescape")
    else:
        if not path:
            raise UsageError(f"{what}: empty file name")
        fd = _open_fd(path, what)
        try:
            size = os.fstat(fd).st_size
            if size > max_bytes:
                raise UsageError(f"{what} {path}: {size:,} bytes, more than the {max_bytes:,} this "
                                 "command reads")
            with os.fdopen(fd, "rb", closefd=False) as f:
                data = f.read(max_bytes + 1)
        except OSError as e:
            raise UsageError(f"{what} {path}: cannot read ({e.strerror or e})") from None
        finally:
            os.close(fd)
    if len(data) > max_bytes:
        raise UsageError(f"{what} {path}: more than the {max_bytes:,} bytes this command reads")
    return data


def read_text(path, what: str = "file", max_bytes: int = MAX_FILE) -> str:
    """:func:`read_bytes`, decoded as UTF-8 (a byte-order mark is dropped)."""
    data = read_bytes(path, what, max_bytes)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise UsageError(f"{what} {os.fspath(path)}: not UTF-8 text (byte {e.start})") from None
    return text[1:] if text.startswith("\ufeff") else text


def _children(o):
    if isinstance(o, dict):
        return list(o.values())
    if isinstance(o, (list, tuple, set, frozenset)):
        return list(o)
    return None


def check_tree(obj, where: str, max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES) -> None:
    """Refuse JSON / YAML values nested deeper than ``max_depth``, holding more than ``max_nodes``
    values once YAML aliases are expanded (an alias bomb), or referring to themselves.  Shared
    values are sized once (memoized by identity), so the check is as fast as the document is short."""
    memo: dict = {}          # id -> (values below, depth)
    busy: set = set()
    stack = [(obj, False)]
    alive = []               # keep objects referenced while their ids are in use
    while stack:
        o, done = stack.pop()
        kids = _children(o)
        if kids is None or (id(o) in memo and not done):
            continue
        if not done:
            busy.add(id(o))
            alive.append(o)
            stack.append((o, True))
            for k in kids:
                if _children(k) is None or id(k) in memo:
                    continue
                if id(k) in busy:
                    raise UsageError(f"{where}: a value refers to itself (a recursive YAML alias)")
                stack.append((k, False))
            continue
        busy.discard(id(o))
        count, depth = len(kids), 1
        for k in kids:
            if id(k) in memo and _children(k) is not None:
                c, dk = memo[id(k)]
                count += c
                depth = max(depth, dk + 1)
        if depth > max_depth:
            raise UsageError(f"{where}: nested more than {max_depth} levels deep")
        if count > max_nodes:
            raise UsageError(f"{where}: more than {max_nodes:,} values (YAML aliases included)")
        memo[id(o)] = (count, depth)


def parse_json(text, where: str = "input", position: bool = True):
    """``json.loads`` with one-line errors naming ``where`` (and the position when ``position``)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        at = f" at line {e.lineno} column {e.colno}" if position else ""
        raise UsageError(f"{where}: malformed JSON ({e.msg}{at})") from None
    except RecursionError:
        raise UsageError(f"{where}: JSON nested too deeply") from None


def _parse_yaml(text: str, where: str):
    try:
        import yaml  # optional
    except ImportError:
        raise UsageError(f"{where}: YAML needs PyYAML (pip install pyyaml), or use JSON") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise UsageError(f"{where}: malformed YAML ({str(e).splitlines()[0]})") from None
    except RecursionError:
        raise UsageError(f"{where}: YAML nested too deeply") from None


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def json_depth(text: str) -> int:
    """Deepest nesting of brackets and braces in JSON text, outside strings (numpy over the bytes:
    milliseconds for megabytes, where walking the parsed values takes seconds)."""
    import numpy as np
    t = _JSON_STRING.sub('""', text).encode("utf-8", "replace")
    b = np.frombuffer(t, np.uint8)
    step = ((b == 91) | (b == 123)).astype(np.int8) - ((b == 93) | (b == 125)).astype(np.int8)
    return int(np.cumsum(step, dtype=np.int32).max(initial=0))


def load_tree(text: str, fmt: str = "json", where: str = "input"):
    """Parse JSON (``fmt="json"``) or YAML text into plain values, refusing malformed, too deep
    or too large documents with one line that names ``where``."""
    if fmt == "yaml":
        obj = _parse_yaml(text, where)
        check_tree(obj, where)
        return obj
    if json_depth(text) > MAX_DEPTH:   # JSON has no aliases: its size is the text's
        raise UsageError(f"{where}: nested more than {MAX_DEPTH} levels deep")
    return parse_json(text, where)


def load_file(path, what: str = "file", max_bytes: int = MAX_FILE):
    """A JSON or YAML file (by its extension) as plain values, with every check above."""
    p = os.fspath(path)
    fmt = "yaml" if p.lower().endswith((".yaml", ".yml")) else "json"
    return load_tree(read_text(p, what, max_bytes), fmt, p if p != "-" else what)


# ------------------------------------------------------------------------------------ outputs
def open_output(path, what: str = "output", binary: bool = False):
    """Open ``path`` for writing without hanging: a FIFO with no reader is refused (instead of
    blocking forever), as are folders; a device such as /dev/full is allowed (its write error is
    reported when it happens)."""
    p = os.fspath(path)
    if not p:
        raise UsageError(f"{what}: empty file name")
    try:
        fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0), 0o644)
    except IsADirectoryError:
        raise UsageError(f"{what} {p}: is a folder") from None
    except FileNotFoundError:
        raise UsageError(f"{what} {p}: folder {os.path.dirname(os.path.abspath(p))} does not exist") from None
    except OSError as e:
        if e.errno == errno.ENXIO:
            raise UsageError(f"{what} {p}: a FIFO with no reader") from None
        raise UsageError(f"{what} {p}: cannot write ({e.strerror or e})") from None
    os.set_blocking(fd, True)
    return os.fdopen(fd, "wb" if binary else "w", **({} if binary else {"encoding": "utf-8"}))


def write_text(path, text: str, what: str = "output") -> None:
    """Write ``text`` to ``path`` (see :func:`open_output`); errors are one-line UsageErrors."""
    try:
        with open_output(path, what) as f:
            f.write(text)
    except OSError as e:
        raise UsageError(f"{what} {os.fspath(path)}: cannot write ({e.strerror or e})") from None


# ------------------------------------------------------------------------------------ streams
def open_stream(path, what: str = "input"):
    """A binary line stream: ``-`` is standard input; a path must be a regular file or a FIFO
    (``<(command)``).  A FIFO with no writer reads as empty instead of hanging."""
    path = os.fspath(path)
    if path == "-":
        return _stdin_binary(what), False
    if not path:
        raise UsageError(f"{what}: empty file name")
    fd = _open_fd(path, what, allow_fifo=True)
    return os.fdopen(fd, "rb"), True


NL = b"\n"


def read_line_blocks(fh, what: str = "input", max_line: int = MAX_LINE, block_bytes: int = 1 << 20):
    """Yield ``(first line number, [line texts])`` for consecutive lines of a binary stream, about
    ``block_bytes`` at a time: each line at most ``max_line`` bytes and UTF-8 (an error names the
    line); the texts keep no newline.  Memory does not grow with the input:
    a block, plus at most one unfinished line of ``max_line`` bytes."""
    lineno = 0
    carry = b""
    read = getattr(fh, "read1", fh.read)
    while True:
        try:
            data = read(block_bytes)
        except OSError as e:
            raise UsageError(f"{what}: cannot read ({e.strerror or e})") from None
        if not data:
            if not carry:
                return
            buf, carry, cut = carry, b"", len(carry)
        else:
            buf = carry + data if carry else data
            cut = buf.rfind(NL)
            if cut < 0:
                if len(buf) > max_line:
                    raise UsageError(f"{what} line {lineno + 1}: longer than {max_line:,} bytes")
                carry = buf
                continue
            carry = buf[cut + 1:]
            if len(carry) > max_line:
                at = lineno + buf.count(NL, 0, cut + 1) + 1
                raise UsageError(f"{what} line {at}: longer than {max_line:,} bytes")
        body = buf[:cut]
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError as e:
            at, col = lineno + body.count(NL, 0, e.start) + 1, e.start - body.rfind(NL, 0, e.start) - 1
            raise UsageError(f"{what} line {at}: not UTF-8 text (byte {col})") from None
        texts = text.split("\n")
        if len(body) > max_line and max(map(len, texts)) > max_line:   # characters <= bytes
            lens = [len(t.encode("utf-8")) for t in texts]
            i = next((i for i, n in enumerate(lens) if n > max_line), None)
            if i is not None:
                raise UsageError(f"{what} line {lineno + i + 1}: longer than {max_line:,} bytes")
        yield lineno + 1, texts
        lineno += len(texts)
