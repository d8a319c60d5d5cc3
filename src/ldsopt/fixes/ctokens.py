"""A tokenizer of C-family source (C, C++, CUDA, HIP, OpenCL C) that keeps every token's place.

Comments are dropped, string and character literals (with escapes, and C++ raw strings) are one
token each, a preprocessor directive (with its backslash continuations) is one ``pp`` token, and
the longest punctuator wins (``>>=`` before ``>>`` before ``>``).  Each token carries its byte
span in the text and its 1-based line, so that a rewrite edits exactly the characters it means.

>>> [t.text for t in tokenize('a[i] /* x[y] */ = "b[c]"; // d[e]')]
['a', '[', 'i', ']', '=', '"b[c]"', ';']
>>> [(t.kind, t.line) for t in tokenize('#define N \\\\\\n 4\\nint x;')][:2]
[('pp', 1), ('ident', 3)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ldsopt.errors import UsageError

_PUNCT = sorted(("... <<= >>= -> ++ -- << >> <= >= == != && || += -= *= /= %= &= |= ^= :: ## "
                 "[ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #").split(), key=len, reverse=True)
_IDENT = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_NUMBER = re.compile(r"\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.'])*")
_RAW = re.compile(r'(?:u8|u|U|L)?R"([^()\\ ]{0,16})\(')


@dataclass(frozen=True)
class Token:
    kind: str       # ident, number, string, char, punct, pp
    text: str
    start: int
    end: int
    line: int


def _skip_quoted(text: str, i: int, q: str, line: int) -> int:
    j = i + 1
    n = len(text)
    while j < n:
        c = text[j]
        if c == "\\":
            j += 2
            continue
        if c == q:
            return j + 1
        if c == "\n":
            break
        j += 1
    raise UsageError(f"line {line}: unterminated {'string' if q == chr(34) else 'character'} literal")


def tokenize(text: str) -> list:
    """The tokens of `text` (see the module docstring); an unterminated comment or literal is a
    one-line error naming its line."""
    out: list = []
    i, n, line = 0, len(text), 1
    at_line_start = True
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            at_line_start = True
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if c == "\\" and text.startswith("\n", i + 1):
            i += 2
            line += 1
            continue
        if text.startswith("//", i):
            j = i
            while j < n and text[j] != "\n":
                j += 2 if text.startswith("\\\n", j) else 1
            line += text.count("\n", i, j)
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            if j < 0:
                raise UsageError(f"line {line}: unterminated comment")
            line += text.count("\n", i, j)
            i = j + 2
            continue
        if c == "#" and at_line_start:
            j = i
            while j < n and text[j] != "\n":
                if text.startswith("\\\n", j):
                    j += 2
                elif text.startswith("/*", j):
                    k = text.find("*/", j + 2)
                    j = n if k < 0 else k + 2
                else:
                    j += 1
            out.append(Token("pp", text[i:j], i, j, line))
            line += text.count("\n", i, j)
            i = j
            continue
        at_line_start = False
        m = _RAW.match(text, i)
        if m:
            close = ")" + m.group(1) + '"'
            j = text.find(close, m.end())
            if j < 0:
                raise UsageError(f"line {line}: unterminated raw string")
            j += len(close)
            out.append(Token("string", text[i:j], i, j, line))
            line += text.count("\n", i, j)
            i = j
            continue
        m = _IDENT.match(text, i)
        if m:
            j = m.end()
            if j < n and text[j] in "\"'" and m.group(0) in ("L", "u", "U", "u8"):
                j = _skip_quoted(text, j, text[j], line)
                out.append(Token("string" if text[m.end()] == '"' else "char", text[i:j], i, j, line))
            else:
                out.append(Token("ident", m.group(0), i, j, line))
            i = j
            continue
        m = _NUMBER.match(text, i)
        if m:
            out.append(Token("number", m.group(0), i, m.end(), line))
            i = m.end()
            continue
        if c in "\"'":
            j = _skip_quoted(text, i, c, line)
            out.append(Token("string" if c == '"' else "char", text[i:j], i, j, line))
            i = j
            continue
        for p in _PUNCT:
            if text.startswith(p, i):
                out.append(Token("punct", p, i, i + len(p), line))
                i += len(p)
                break
        else:
            out.append(Token("punct", c, i, i + 1, line))
            i += 1
    return out


def match_close(toks: list, i: int) -> int:
    """Index of the bracket closing the one at ``toks[i]`` (``(``, ``[`` or ``{``), nesting all
    three kinds; -1 when unbalanced."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = [pairs[toks[i].text]]
    for j in range(i + 1, len(toks)):
        t = toks[j].text if toks[j].kind == "punct" else ""
        if t in pairs:
            stack.append(pairs[t])
        elif t in (")", "]", "}"):
            if t != stack.pop():
                return -1
            if not stack:
                return j
    return -1
