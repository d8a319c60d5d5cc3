"""Compile the Triton / Gluon kernels of a user's Python file offline, in a child process.

Run as ``python triton_driver.py REQUEST.json``: it imports the user's file (its module-level code
runs, as it would on import), finds the ``@triton.jit`` / ``@gluon.jit`` kernels (through
``@triton.autotune`` and ``@triton.heuristics``), builds each kernel's signature (constexpr values
and argument types from the request; pointers taken as 16-byte aligned, as a launch from PyTorch
specialises them), compiles it with ``triton.compile(ASTSource(...), target=GPUTarget(...))`` for
every target and configuration asked for, and writes the artifacts and ``manifest.json`` into the
request's output folder.  It needs nothing from ldsopt, so it runs in the user's Python.
"""

import ast
import importlib.util
import inspect
import json
import os
import sys
import textwrap

POINTER_CALLS = {"load", "store", "atomic_add", "atomic_max", "atomic_min", "atomic_cas",
                 "atomic_xchg", "atomic_and", "atomic_or", "atomic_xor", "make_block_ptr",
                 "make_tensor_descriptor", "async_copy_global_to_shared", "buffer_load",
                 "buffer_store", "global_load_to_shared"}
TYPE_NAMES = {"i1", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "fp16", "bf16", "fp32",
              "fp64", "fp8e4nv", "fp8e5", "fp8e4b8", "fp8e5b16"}


class MissingValue(LookupError):
    """A value the compile needs that the command line did not give (said as it is, one line)."""


def _names(node):
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _additive(node):
    """The names that are whole terms of a sum (``X + offs * s`` -> {X}): where a pointer can be;
    names under a product, an index or a call are offsets, sizes or constants."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        return _additive(node.left) | _additive(node.right)
    if isinstance(node, ast.Name):
        return {node.id}
    if isinstance(node, ast.IfExp):
        return _additive(node.body) | _additive(node.orelse)
    return set()


def pointer_args(fn_src: str, params: list) -> set:
    """Arguments whose values reach the pointer operand of a load, store, atomic or block pointer
    as a term of the pointer sum (directly or through assignments), found on the function's
    syntax tree."""
    tree = ast.parse(textwrap.dedent(fn_src))
    flows = {}                 # name -> the names its value is a sum of
    seeds = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            src = _additive(node.value) if node.value is not None else set()
            for t in targets:
                if isinstance(t, ast.Name):
                    flows.setdefault(t.id, set()).update(src)
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if name in POINTER_CALLS:
                first = node.args[0] if node.args else None
                for kw in node.keywords:
                    if kw.arg in ("pointer", "base", "ptr", "src"):
                        first = kw.value
                if first is not None:
                    seeds |= _additive(first)
            elif isinstance(f, ast.Attribute) and f.attr in ("load", "store") and isinstance(f.value, ast.Name):
                seeds.add(f.value.id)           # desc.load(...) on a descriptor argument
    reach, todo = set(), list(seeds)
    while todo:
        n = todo.pop()
        if n in reach:
            continue
        reach.add(n)
        todo += list(flows.get(n, ()))
    return {p for p in params if p in reach}


def _jit_of(obj):
    """(JIT function, autotuner configs or None, heuristics {name: fn}) of a decorated object."""
    configs, heur = None, {}
    seen = 0
    while hasattr(obj, "fn") and not hasattr(obj, "params") and seen < 8:
        if hasattr(obj, "configs") and configs is None:
            configs = list(obj.configs)
        if hasattr(obj, "values") and isinstance(obj.values, dict):
            heur.update(obj.values)
        obj = obj.fn
        seen += 1
    return (obj if hasattr(obj, "params") and hasattr(obj, "fn") else None), configs, heur


def _value(v):
    """A command-line value: JSON (64, 1.5, true), Python's True / False / None, else the text."""
    if isinstance(v, str):
        if v in ("True", "False", "None"):
            return {"True": True, "False": False, "None": None}[v]
        try:
            return json.loads(v)
        except ValueError:
            return v
    return v


def _dtype_of(text):
    """A Triton constexpr value given as text: 'tl.float16' / 'float16' -> the dtype object."""
    import triton.language as tl
    name = text[3:] if text.startswith("tl.") else text
    return getattr(tl, name, None) if isinstance(getattr(tl, name, None), tl.dtype) else None


def build(jit, consts: dict, params: dict):
    """(signature, constexprs, attrs, notes, runtime arg values by runtime index, every value fixed
    by name: the constexprs and the known integer arguments)."""
    sig, cx, attrs, notes, known, cx_shown = {}, {}, {}, [], {}, {}
    names = [p.name for p in jit.params]
    try:
        src = inspect.getsource(jit.fn)
    except (OSError, TypeError):
        src = ""
    ptrs = pointer_args(src, names) if src else set()
    runtime = 0
    for i, p in enumerate(jit.params):
        n = p.name
        if p.is_constexpr:
            if n in consts:
                v = consts[n]
            elif n in params:
                v = _value(params[n])
            elif p.default is not inspect.Parameter.empty:
                v = p.default
            else:
                raise MissingValue(f"constexpr {n} has no value: give --param {n}=VALUE")
            if isinstance(v, str) and _dtype_of(v) is not None:
                v = _dtype_of(v)
            sig[n], cx[n] = "constexpr", v
            continue
        given = params.get(n)
        ann = (p.annotation or "").strip() if isinstance(p.annotation, str) else ""
        if given is not None and isinstance(given, str) and (given.startswith("*") or given in TYPE_NAMES):
            ty = given
        elif given is not None:
            v = _value(given)
            if isinstance(v, bool):
                ty = "i1"
            elif isinstance(v, int):
                if v == 1:                    # a launch specialises 1 as a constant
                    sig[n], cx[n] = "constexpr", 1
                    notes.append(f"{n} = 1 specialised as a constant, as a launch does")
                    continue
                ty = "i32" if -2**31 <= v < 2**31 else "i64"
                known[runtime] = v
                cx_shown[n] = v
                if v % 16 == 0:
                    attrs[(i,)] = [["tt.divisibility", 16]]
            elif isinstance(v, float):
                ty = "fp32"
            else:
                raise MissingValue(f"--param {n}={given}: expected a number or an argument type "
                                  "(*fp16, *fp32, i32, fp32, ...)")
        elif ann and (ann.startswith("*") or ann in TYPE_NAMES):
            ty = ann
        elif n in ptrs:
            ty = "*fp32"
            notes.append(f"{n}: pointer to fp32 assumed (--param {n}=*fp16 for another element type)")
        else:
            ty = "i32"
            notes.append(f"{n}: 32-bit integer assumed, value unknown (--param {n}=VALUE to give it)")
        if ty.startswith("*"):
            attrs[(i,)] = [["tt.divisibility", 16]]
        sig[n] = ty
        runtime += 1
    if any(t.startswith("*") for t in sig.values()):
        notes.append("pointers taken as 16-byte aligned, as a launch from PyTorch specialises them")
    return sig, cx, attrs, notes, known, {**cx, **cx_shown}


class _Diagnostics:
    """Around one compile, file descriptor 2 (where MLIR prints the compiler's diagnostics) goes
    to a temporary file; ``error()`` then gives the first ``FILE:LINE:COL: error: ...`` of it (and
    its second line, if any), "" when none.  Whatever else was written is passed on to the real
    standard error afterwards (bounded)."""

    def __enter__(self):
        import tempfile
        sys.stderr.flush()
        self.file = tempfile.TemporaryFile()
        self.saved = os.dup(2)
        os.dup2(self.file.fileno(), 2)
        return self

    def __exit__(self, *exc):
        sys.stderr.flush()
        os.dup2(self.saved, 2)
        os.close(self.saved)
        self.file.seek(0)
        self.text = self.file.read(1 << 16).decode("utf-8", "replace")
        self.file.close()
        return False

    def error(self) -> str:
        lines = self.text.splitlines()
        for i, ln in enumerate(lines):
            head, sep, msg = ln.partition(": error: ")
            if sep and head.count(":") >= 2:
                where = head.rsplit(":", 2)
                more = lines[i + 1] if i + 1 < len(lines) else ""
                extra = f" {more.strip()}" if more.strip() and not more.startswith(" ") and \
                    ": " not in more[:40] and len(more) < 200 else ""
                return f"{msg.strip()}{extra} (line {where[1]} of {os.path.basename(where[0])})"[:400]
        return ""


def _first_line(e: BaseException) -> str:
    text = str(e).strip() or type(e).__name__
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    # Triton's CompilationError: "at LINE:COL:", the source excerpt, a caret line under the
    # column, then the reason
    carets = [i for i, ln in enumerate(lines) if ln.startswith("^")]
    if carets and carets[-1] + 1 < len(lines):
        reason = lines[carets[-1] + 1]
        at = lines[0].rstrip(":") if lines[0].startswith("at ") else ""
        return (reason + (f" ({at} of the kernel)" if at else ""))[:300]
    for ln in reversed(lines):
        if not ln.startswith("^") and ":" in ln:
            return ln[:300]
    return lines[-1][:300] if lines else type(e).__name__


def main(req_path: str) -> int:
    with open(req_path) as f:
        req = json.load(f)
    path, out = req["file"], req["out"]
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    modname = "_ldsopt_user_" + os.path.splitext(os.path.basename(path))[0].replace("-", "_")
    spec = importlib.util.spec_from_file_location(modname, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[modname] = mod
    spec.loader.exec_module(mod)
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    try:
        from triton.experimental.gluon._runtime import GluonASTSource
    except ImportError:
        GluonASTSource = None
    found = []
    for name, obj in vars(mod).items():
        jit, configs, heur = _jit_of(obj)
        if jit is None or getattr(jit.fn, "__module__", None) != modname:
            continue
        found.append((name, jit, configs, heur))
    manifest = {"triton": triton.__version__, "kernels": [n for n, *_ in found], "items": []}
    if req.get("kernel"):
        found = [f for f in found if f[0] == req["kernel"]]
    params = dict(req.get("params") or {})
    block = req.get("block")
    known_names = {p.name for _, jit, _, _ in found for p in jit.params} | {"num_warps", "num_stages"}
    for k in params:
        if found and k not in known_names:
            have = "; ".join(f"{n}: {', '.join(p.name for p in jit.params)}" for n, jit, _, _ in found)
            manifest["items"].append({"kernel": ", ".join(n for n, *_ in found),
                                      "error": f"--param {k}: no parameter of that name ({have})"})
    if manifest["items"]:
        found = []
    for name, jit, configs, heur in found:
        gluon = "gluon" in type(jit).__module__ or "Gluon" in type(jit).__name__
        lang = "gluon" if gluon else "triton"
        cfgs = [None]
        if configs:
            sel = req.get("config")
            if sel == "all":
                cfgs = list(range(len(configs)))
            else:
                k = int(sel or 0)
                if not 0 <= k < len(configs):
                    manifest["items"].append({"kernel": name, "error": f"--config {k}: the kernel has "
                                              f"{len(configs)} autotune configs (0 .. {len(configs) - 1})"})
                    continue
                cfgs = [k]
        for ci in cfgs:
            cfg = configs[ci] if ci is not None else None
            consts = dict(cfg.kwargs) if cfg is not None else {}
            for k in params:                    # a value given on the command line wins
                consts.pop(k, None)
            label = None
            if cfg is not None:
                shown = {k: (params[k] if k in params else v) for k, v in cfg.kwargs.items()}
                label = ", ".join([f"{k}={v}" for k, v in shown.items()] +
                                  [f"num_warps={cfg.num_warps}", f"num_stages={cfg.num_stages}"])
            for t in req["targets"]:
                item = {"kernel": name, "language": lang, "arch": t, "config": label,
                        "config_index": ci}
                notes = []
                diag = _Diagnostics()
                try:
                    hip = t.startswith("gfx")
                    warp = 64 if hip else 32
                    nw = cfg.num_warps if cfg is not None else int(params.get("num_warps", 4))
                    stages = cfg.num_stages if cfg is not None else params.get("num_stages")
                    if block:
                        threads = block[0] * block[1] * block[2]
                        if threads % warp:
                            raise MissingValue(f"--block {threads} threads is not a whole number of "
                                              f"{warp}-lane {'waves' if hip else 'warps'} on {t}")
                        nw = threads // warp
                    allp = {k: v for k, v in params.items() if k not in ("num_warps", "num_stages")}
                    for hk, hf in heur.items():
                        if hk not in allp and hk not in consts:
                            try:
                                consts[hk] = hf({**{k: _value(v) for k, v in allp.items()}, **consts})
                            except Exception as e:     # a heuristic reads arguments not given
                                raise MissingValue(f"@triton.heuristics for {hk} needs "
                                                  f"{_first_line(e)}: give --param {hk}=VALUE")
                    sig, cx, attrs, notes, known, fixed = build(jit, consts, allp)
                    target = GPUTarget("hip", t, 64) if hip else GPUTarget("cuda", int(t[3:].rstrip("a")), 32)
                    src_cls = GluonASTSource if gluon and GluonASTSource is not None else ASTSource
                    src = src_cls(jit, signature=sig, constexprs=cx, attrs=attrs)
                    opts = {"num_warps": nw}
                    if stages is not None:
                        opts["num_stages"] = int(stages)
                    with diag:
                        c = triton.compile(src, target=target, options=opts)
                    tag = f"{name}_{t}" + (f"_c{ci}" if ci is not None else "")
                    ttgir = os.path.join(out, tag + ".ttgir")
                    with open(ttgir, "w") as f:
                        f.write(c.asm["ttgir"])
                    if hip:
                        art = os.path.join(out, tag + ".s")
                        with open(art, "w") as f:
                            f.write(c.asm["amdgcn"])
                    else:
                        art = os.path.join(out, tag + ".cubin")
                        with open(art, "wb") as f:
                            f.write(c.asm["cubin"])
                    item.update({"artifact": art, "ttgir": ttgir, "name": c.metadata.name,
                                 "num_warps": nw, "block": [nw * warp, 1, 1], "notes": notes,
                                 "args": {str(k): v for k, v in known.items()},
                                 "params": {k: (str(v) if not isinstance(v, (int, float, bool)) else v)
                                            for k, v in fixed.items()},
                                 "shared": c.metadata.shared})
                except Exception as e:          # reported per item, one line
                    said = diag.error() if hasattr(diag, "text") else ""
                    item["error"] = said or (_first_line(e) if isinstance(e, MissingValue)
                                             else f"{type(e).__name__}: {_first_line(e)}")
                    guessed = [n.split(":")[0] for n in notes if ": pointer to fp32 assumed" in n]
                    if guessed and (not said or "type" in said):   # a guessed element type may be why
                        item["error"] += (f" (pointer argument(s) {', '.join(guessed)} were taken as *fp32; "
                                          f"if the kernel expects another element type, give --param "
                                          f"{guessed[0]}=*fp16 or the type it needs)")
                manifest["items"].append(item)
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
