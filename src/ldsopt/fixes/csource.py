"""The shared arrays of a C-family kernel source and every place they are used.

A shared array is a declaration carrying ``__shared__`` (CUDA, HIP) or ``__local`` / ``local``
(OpenCL C) followed by a name and bracketed dimensions.  Each use of the name after it (in the
same function, or anywhere for a file-scope array) is a :class:`Use`: a full subscript (as many
bracket groups as dimensions) whose index expressions a rewrite can change, or something else
(the array decaying to a pointer, a partial subscript, ``&`` taken, a use inside a macro), which
makes a storage permutation unsafe and is kept with the reason.

>>> src = "__global__ void k(){ __shared__ float t[32][32]; t[threadIdx.y][threadIdx.x] = 0; }"
>>> (a,) = shared_arrays(src)
>>> a.name, a.dims, a.elem_type, [u.ok for u in a.uses]
('t', ('32', '32'), 'float', [True])
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ldsopt.errors import UsageError
from ldsopt.fixes.ctokens import Token, match_close, tokenize

_QUALIFIERS = {"__shared__", "__local", "local"}
_SKIP_TYPE = {"static", "volatile", "const", "extern", "__attribute__", "alignas", "__align__",
              "__restrict__", "unsigned", "signed", "struct"}
ELEMENT_BYTES = {"char": 1, "int8_t": 1, "uint8_t": 1, "uchar": 1, "bool": 1, "short": 2, "int16_t": 2,
                 "uint16_t": 2, "ushort": 2, "half": 2, "__half": 2, "_Float16": 2, "__hip_bfloat16": 2,
                 "__nv_bfloat16": 2, "bfloat16": 2, "int": 4, "float": 4, "int32_t": 4, "uint32_t": 4,
                 "uint": 4, "unsigned": 4, "long": 8, "double": 8, "int64_t": 8, "uint64_t": 8,
                 "size_t": 8, "ulong": 8, "float2": 8, "int2": 8, "uint2": 8, "half2": 4, "__half2": 4,
                 "float4": 16, "int4": 16, "uint4": 16, "double2": 16, "float2_t": 8, "float4_t": 16,
                 "int4_t": 16, "half4": 8, "half8": 16, "short2": 4, "short4": 8, "char4": 4, "uchar4": 4}


# work-item index functions: calls without side effects (OpenCL C, HIP / AMDGPU builtins)
PURE_CALLS = {"get_local_id", "get_group_id", "get_global_id", "get_local_size", "get_num_groups",
              "__builtin_amdgcn_workitem_id_x", "__builtin_amdgcn_workitem_id_y",
              "__builtin_amdgcn_workitem_id_z", "__builtin_amdgcn_workgroup_id_x",
              "__builtin_amdgcn_workgroup_id_y", "min", "max"}


@dataclass
class Use:
    """One occurrence of a shared array's name."""
    line: int
    ok: bool                         # a full subscript a rewrite may change
    reason: str = ""
    index_spans: tuple = ()           # (start, end) of each index expression, outermost first
    index_texts: tuple = ()
    side_effects: bool = False        # an index has ++, --, an assignment or a call


@dataclass
class SharedArray:
    name: str
    elem_type: str
    dims: tuple                       # the dimension texts as written
    dim_spans: tuple                  # (start, end) of each dimension's text
    line: int
    function: str | None
    decl_span: tuple
    uses: list = field(default_factory=list)
    sized_on: list = field(default_factory=list)     # lines taking ``sizeof`` of the whole array

    @property
    def elem_bytes(self) -> int | None:
        return ELEMENT_BYTES.get(self.elem_type)

    def dim_values(self, macros: dict | None = None) -> tuple | None:
        """The dimensions as integers when each is a constant expression of integer literals and
        object-like macros (``#define N 32``), else None."""
        out = []
        for d in self.dims:
            v = const_value(d, macros or {})
            if v is None:
                return None
            out.append(v)
        return tuple(out)


_BINARY = [("<<", ">>"), ("+", "-"), ("*", "/", "%")]     # loosest first


def const_value(text: str, macros: dict, depth: int = 0, _memo: dict | None = None):
    """An integer constant expression of literals, object-like macros, + - * / % << >> and
    parentheses (C precedence), else None.  Literals above 2**20 and shifts above 31 are refused:
    no array dimension is that large.

    >>> const_value("(N + 1) * 2 << 1", {"N": "32"})
    132
    """
    if depth > 8:
        return None
    memo = {} if _memo is None else _memo     # each macro's value once: no exponential re-expansion
    toks = []
    try:
        for t in tokenize(text):
            if t.kind == "ident" and t.text in macros:
                if t.text not in memo:
                    memo[t.text] = const_value(macros[t.text], macros, depth + 1, memo)
                v = memo[t.text]
                if v is None:
                    return None
                toks.append(v)
            elif t.kind == "number":
                v = int(t.text.rstrip("uUlL"), 0)
                if v > 1 << 20:
                    return None
                toks.append(v)
            elif t.kind == "punct" and t.text in ("+", "-", "*", "/", "%", "<<", ">>", "(", ")"):
                toks.append(t.text)
            else:
                return None
    except (ValueError, UsageError):
        return None
    if not toks or len(toks) > 200:
        return None
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def level(i):
        if i == len(_BINARY):
            return unary()
        v = level(i + 1)
        while isinstance(peek(), str) and peek() in _BINARY[i]:
            op = toks[pos[0]]
            pos[0] += 1
            w = level(i + 1)
            if op in ("/", "%") and w == 0 or op in ("<<", ">>") and not 0 <= w <= 31:
                raise ValueError(op)
            v = {"+": v + w, "-": v - w, "*": v * w, "/": int(v / w) if w else 0, "%": v % w if w else 0,
                 "<<": v << w, ">>": v >> w}[op]
            if abs(v) > 1 << 40:
                raise ValueError("too large")
        return v

    def unary():
        t = peek()
        pos[0] += 1
        if t == "-":
            return -unary()
        if t == "+":
            return unary()
        if t == "(":
            v = level(0)
            if peek() != ")":
                raise ValueError(")")
            pos[0] += 1
            return v
        if isinstance(t, int):
            return t
        raise ValueError(t)
    try:
        v = level(0)
    except (ValueError, IndexError, RecursionError):
        return None
    return v if pos[0] == len(toks) and v >= 0 else None


def object_macros(toks: list) -> dict:
    """``#define NAME VALUE`` (object-like) of the token list, NAME -> VALUE text, as the compiler
    sees them (ldsopt compiles with no ``-D``): definitions under ``#if 0`` (or the ``#else`` of
    ``#if 1`` / of an ``#ifndef`` of a name not defined above) are left out; a name defined or
    removed under any other condition, or defined more than once, has no one value here and is
    left out too (a dimension that uses it is then not a constant, and said so).

    >>> from ldsopt.fixes.ctokens import tokenize
    >>> object_macros(tokenize("#define A 32\\n#if 0\\n#define B 1\\n#endif\\n#ifdef X\\n#define C 2\\n#endif\\n"))
    {'A': '32'}
    """
    out: dict = {}
    unknown: set = set()
    seen: set = set()
    stack: list = []          # per open conditional: "on", "off" or "unknown" (its current branch)

    def state() -> str:
        return "off" if "off" in stack else "unknown" if "unknown" in stack else "on"

    for t in toks:
        if t.kind != "pp":
            continue
        body = t.text.lstrip("#").strip().replace("\\\n", " ")
        word, _, rest = body.partition(" ")
        if "\t" in word:
            word, _, more = word.partition("\t")
            rest = more + " " + rest
        rest = rest.strip()
        if word in ("if", "ifdef", "ifndef"):
            cond = rest.split("//")[0].split("/*")[0].strip()
            if word == "if" and cond in ("0", "1"):
                stack.append("on" if cond == "1" else "off")
            elif word == "ifndef" and cond and cond not in seen:
                stack.append("on")
            else:
                stack.append("unknown")
        elif word in ("elif", "elifdef", "elifndef") and stack:
            stack[-1] = "off" if stack[-1] == "on" else "unknown"
        elif word == "else" and stack:
            stack[-1] = {"on": "off", "off": "on"}.get(stack[-1], "unknown")
        elif word == "endif" and stack:
            stack.pop()
        elif word in ("define", "undef") and state() != "off":
            name = rest.split(None, 1)[0] if rest else ""
            if "(" in name:                               # a function-like macro
                continue
            if word == "undef" or state() == "unknown" or name in seen:
                unknown.add(name)
            else:
                out[name] = rest[len(name):].strip()
            seen.add(name)
    return {k: v for k, v in out.items() if k not in unknown}


_NOT_FUNCTIONS = {"if", "for", "while", "switch", "catch", "return", "sizeof", "do", "else"}


def _functions(toks: list) -> list:
    """(name, first body token, last body token) of each function definition (at file scope or in
    a namespace): ``name ( ... ) [qualifiers] {``."""
    out = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.kind == "punct" and t.text == "{":
            j = i - 1
            while j >= 0 and toks[j].kind == "ident":
                j -= 1
            if j >= 0 and toks[j].text == ")":
                k, lvl = j, 0
                while k >= 0:
                    if toks[k].text == ")":
                        lvl += 1
                    elif toks[k].text == "(":
                        lvl -= 1
                        if lvl == 0:
                            break
                    k -= 1
                if k > 0 and toks[k - 1].kind == "ident" and toks[k - 1].text not in _NOT_FUNCTIONS:
                    end = match_close(toks, i)
                    if end > 0:
                        out.append((toks[k - 1].text, i, end))
                        i = end + 1
                        continue
        i += 1
    return out


def _declarations(toks: list) -> list:
    """(qualifier index, type text, name token index, dims [(open, close)], end index)."""
    out = []
    for i, t in enumerate(toks):
        if t.kind != "ident" or t.text not in _QUALIFIERS:
            continue
        j = i + 1
        type_parts = []
        while j < len(toks) and toks[j].kind == "ident" and j + 1 < len(toks):
            if toks[j].text == "__attribute__" or toks[j].text == "__align__" or toks[j].text == "alignas":
                if toks[j + 1].text == "(":
                    j = match_close(toks, j + 1) + 1
                    if j <= 0:
                        break
                    continue
            nxt = toks[j + 1]
            if nxt.text in ("[", ";", "=", ","):
                break
            if toks[j].text not in _SKIP_TYPE or toks[j].text in ("unsigned", "signed"):
                type_parts.append(toks[j].text)
            j += 1
        if j >= len(toks) or toks[j].kind != "ident":
            continue
        name_i = j
        dims = []
        k = j + 1
        while k < len(toks) and toks[k].text == "[":
            c = match_close(toks, k)
            if c < 0:
                break
            dims.append((k, c))
            k = c + 1
        if dims:
            out.append((i, " ".join(type_parts), name_i, dims, k))
    return out


def shared_arrays(text: str) -> list:
    """Every shared array of `text` with its uses (:class:`SharedArray`)."""
    toks = tokenize(text)
    funcs = _functions(toks)
    out = []
    for qi, typ, ni, dims, end in _declarations(toks):
        fn = next((f for f in funcs if f[1] < qi < f[2]), None)
        etype = typ.replace("unsigned int", "uint").split()[-1] if typ else ""
        if typ in ("unsigned", "unsigned int"):
            etype = "uint"
        arr = SharedArray(toks[ni].text, etype,
                          tuple(text[toks[o].end:toks[c].start].strip() for o, c in dims),
                          tuple((toks[o].end, toks[c].start) for o, c in dims), toks[ni].line,
                          fn[0] if fn else None, (toks[qi].start, toks[end - 1].end))
        lo, hi = (end, fn[2]) if fn else (end, len(toks))
        arr.uses = _uses(text, toks, arr, lo, hi)
        out.append(arr)
    # HIP's spelling of dynamic shared memory, `HIP_DYNAMIC_SHARED(type, name)`: an array without a size
    for i, t in enumerate(toks):
        if t.kind != "ident" or t.text != "HIP_DYNAMIC_SHARED" or i + 1 >= len(toks) or toks[i + 1].text != "(":
            continue
        c = match_close(toks, i + 1)
        inner = toks[i + 2:c] if c > 0 else []
        comma = [j for j, x in enumerate(inner) if x.text == ","]
        if len(comma) != 1 or comma[0] + 2 != len(inner) or inner[-1].kind != "ident":
            continue
        fn = next((f for f in funcs if f[1] < i < f[2]), None)
        etype = " ".join(x.text for x in inner[:comma[0]]).split()[-1]
        arr = SharedArray(inner[-1].text, etype, ("",), ((inner[-1].end, inner[-1].end),), t.line,
                          fn[0] if fn else None, (t.start, toks[c].end))
        arr.uses = _uses(text, toks, arr, c + 1, fn[2] if fn else len(toks))
        out.append(arr)
    return out


_EFFECTS = ("++", "--", "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=")


def pure_macros(toks: list) -> set:
    """Names of the function-like macros (``#define IDX(r, c) ((r) * 33 + (c))``) whose body has no
    side effect of its own: no ``++``, ``--`` or assignment, and every call in it is to a pure
    function or another such macro.  A subscript through one evaluates to the same value twice
    when its arguments have no side effects either (they are checked where the macro is used).

    >>> from ldsopt.fixes.ctokens import tokenize
    >>> sorted(pure_macros(tokenize("#define IDX(r, c) ((r) * 33 + (c))\\n#define BUMP(i) (i++)\\n"
    ...                             "#define F(i) f(i)\\n#define N 32\\n")))
    ['IDX']
    """
    bodies: dict = {}
    for t in toks:
        if t.kind != "pp":
            continue
        m = re.match(r"#\s*define\s+([A-Za-z_]\w*)\([^)]*\)(.*)", t.text, re.S)
        if m:                                        # every definition of the name must be pure
            bodies.setdefault(m.group(1), []).append(m.group(2).replace("\\\n", " "))

    def pure_body(body: str, pure: set) -> bool:
        try:
            bt = tokenize(body)
        except Exception:  # noqa: BLE001 - a body the tokenizer cannot read is not known pure
            return False
        return not any(x.text in _EFFECTS for x in bt) and all(
            x.text != "(" or j == 0 or bt[j - 1].kind != "ident" or bt[j - 1].text in PURE_CALLS
            or bt[j - 1].text in pure for j, x in enumerate(bt))
    pure: set = set()
    changed = True
    while changed:                                   # a macro calling a pure macro is pure
        changed = False
        for name, defs in bodies.items():
            if name not in pure and all(pure_body(b, pure) for b in defs):
                pure.add(name)
                changed = True
    return pure


def _uses(text: str, toks: list, arr: SharedArray, lo: int, hi: int) -> list:
    uses = []
    pure = pure_macros(toks)
    nd = len(arr.dims)
    for t in toks:
        if t.kind == "pp" and _mentions(t.text, arr.name):
            uses.append(Use(t.line, False, f"`{arr.name}` is used inside a preprocessor macro"))
    for i in range(lo, hi):
        t = toks[i]
        if t.kind != "ident" or t.text != arr.name:
            continue
        prev = toks[i - 1] if i else None
        if prev is not None and prev.text in (".", "->", "::"):
            continue
        if prev is not None and prev.text == "sizeof" or (
                prev is not None and prev.text == "(" and i >= 2 and toks[i - 2].text == "sizeof"):
            if i + 1 >= hi or toks[i + 1].text != "[":       # the whole array's size, not an element's
                arr.sized_on.append(t.line)
            continue
        spans, texts, k = [], [], i + 1
        while k < hi and toks[k].text == "[" and len(spans) < nd:
            c = match_close(toks, k)
            if c < 0:
                break
            spans.append((toks[k].end, toks[c].start))
            texts.append(text[toks[k].end:toks[c].start].strip())
            k = c + 1
        if not spans:
            uses.append(Use(t.line, False, f"`{arr.name}` is used as a pointer (line {t.line}): pointer "
                                           "arithmetic or a cast bypasses the subscripts"))
            continue
        if len(spans) < nd:
            uses.append(Use(t.line, False, f"`{arr.name}` is subscripted in {len(spans)} of its {nd} "
                                           f"dimensions (line {t.line}): a row used as a pointer"))
            continue
        if prev is not None and prev.text == "&" and not _copy_destination(toks, i - 1, k):
            uses.append(Use(t.line, False, f"the address of an element of `{arr.name}` is taken (line "
                                           f"{t.line}): pointer arithmetic or a cast may follow"))
            continue
        fx = any(x.text in _EFFECTS or x.text == "(" and not _is_cast_paren(toks, x, pure)
                 for x in _between(toks, i + 1, k))
        uses.append(Use(t.line, True, "", tuple(spans), tuple(texts), fx))
    return uses


# asynchronous copies whose destination is the address of one element, written whole from there:
# a storage permutation that keeps the copy's bytes together (its width is the access's vector,
# seen by the emulator as the LDGSTS / direct-to-LDS write) stays correct
ASYNC_COPIES = {"__pipeline_memcpy_async", "memcpy_async", "cp_async", "cp_async16", "cp_async_cg"}


def _copy_destination(toks: list, amp: int, after: int) -> bool:
    """``&a[i][j]`` at token `amp` is a whole argument of a call to an asynchronous copy."""
    if after >= len(toks) or toks[after].text not in (",", ")"):
        return False
    if amp == 0 or toks[amp - 1].text not in ("(", ","):
        return False
    depth = 0
    for j in range(amp - 1, -1, -1):
        t = toks[j].text
        if t in (")", "]"):
            depth += 1
        elif t in ("(", "["):
            if depth == 0:
                if t != "(" or j == 0:
                    return False
                name = toks[j - 1].text
                return toks[j - 1].kind == "ident" and name in ASYNC_COPIES
            depth -= 1
        elif t in (";", "{", "}") and depth == 0:
            return False
    return False


def _between(toks: list, i: int, k: int) -> list:
    return [x for x in toks[i:k] if x.kind == "punct"]


def _is_cast_paren(toks: list, x: Token, pure: set = frozenset()) -> bool:
    """A '(' that opens a grouping or a C cast rather than a call with side effects: the token
    before it is not an identifier or a closing bracket, or it names a pure function or one of
    the `pure` function-like macros."""
    if x.text != "(":
        return False
    idx = next(j for j, t in enumerate(toks) if t.start == x.start)
    p = toks[idx - 1] if idx else None
    return p is None or (p.kind == "ident" and (p.text in PURE_CALLS or p.text in pure)) or not (
        p.kind == "ident" or p.text in (")", "]"))


def _mentions(pp: str, name: str) -> bool:
    try:
        return any(t.kind == "ident" and t.text == name for t in tokenize(pp.lstrip("#")))
    except Exception:  # noqa: BLE001 - an odd directive is not a use
        return False
