#!/usr/bin/env python3
"""Before/after check of the static analyses: run `ldsopt isa --json`, `ldsopt sass --json` and
`ldsopt ttgir --json` on every kernel the repository holds, write one canonical JSON per input into a
folder, and diff two such folders figure by figure.

Inputs (all committed): AMDGPU assembly (tests/data/isa, tests/data/triton/kernels, the demo kernels),
ATT code.json bundles (tests/data/att, tests/data/prefetch), SASS listings (tests/data/triton/kernels
with the block size of their meta.json, the demo kernel, docs/validation/sass/listings at 256 threads
a block), the Nsight Compute replay of docs/validation/sass (each measured launch's own block size and
arguments), cubins (tools/sass_validation; recorded as the one-line error when no disassembler is at
hand) and TTGIR modules (tests/data/triton/kernels, tests/data/isa, tests/data/solver/triton with the
target its file name gives).

Usage:
    python3 tools/compare_analyses.py run OUT_DIR [--only SUBSTRING]
    python3 tools/compare_analyses.py diff BEFORE_DIR AFTER_DIR

`diff` lists every leaf that differs: figures (cycles, ideal, conflicts, wavefronts, resolved and the
summary counts) first, then other fields (reason texts, notes), and inputs present on one side only.
Exit status 0 when both folders hold the same figures, 1 otherwise.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

FIGURES = {"cycles", "ideal", "conflicts", "wavefronts", "resolved", "unresolved", "inactive",
           "active_lanes", "lds_cycles", "lds_cycles_lost", "instruction_waves", "conflicted",
           "instructions", "executions", "ncu_wavefronts", "predicted", "status", "equal",
           "cycles_total", "ideal_total", "conflicts_total"}


def _jobs() -> list[tuple[str, list[str]]]:
    """(name of the output file, CLI arguments) for every input."""
    jobs: list[tuple[str, list[str]]] = []

    def rel(p: Path) -> str:
        return str(p.relative_to(ROOT))

    asm = sorted((ROOT / "tests/data/isa").glob("*.s")) + sorted((ROOT / "tests/data/triton/kernels").glob("*.s"))
    asm += sorted((ROOT / "src/ldsopt/demos/kernels").glob("*.s"))
    for p in asm:
        jobs.append((f"isa/{rel(p)}", ["isa", rel(p), "--json"]))
    for d in ("tests/data/att", "tests/data/prefetch"):
        for cj in sorted((ROOT / d).rglob("code.json")):
            jobs.append((f"isa/{rel(cj.parent)}", ["isa", rel(cj.parent), "--json"]))
    meta = json.loads((ROOT / "tests/data/triton/kernels/meta.json").read_text())["kernels"]
    for p in sorted((ROOT / "tests/data/triton/kernels").glob("*.sass")):
        block = str(meta[p.stem]["block"])
        jobs.append((f"sass/{rel(p)}", ["sass", rel(p), "--block", block, "--json"]))
    for p in sorted((ROOT / "src/ldsopt/demos/kernels").glob("*.sass")):
        jobs.append((f"sass/{rel(p)}", ["sass", rel(p), "--json"]))
        jobs.append((f"sass/{rel(p)}@256", ["sass", rel(p), "--block", "256", "--json"]))
    for p in sorted((ROOT / "docs/validation/sass/listings").glob("*.sass.gz")):
        jobs.append((f"sass/{rel(p)}@256", ["sass", rel(p), "--block", "256", "--json"]))
    for p in sorted((ROOT / "tools/sass_validation").rglob("*.cubin")):
        jobs.append((f"sass/{rel(p)}", ["sass", rel(p), "--json"]))
    ttgir = sorted((ROOT / "tests/data/triton/kernels").glob("*.ttgir"))
    ttgir += sorted((ROOT / "tests/data/isa").glob("*.ttgir"))
    for p in ttgir:
        jobs.append((f"ttgir/{rel(p)}", ["ttgir", rel(p), "--no-suggest", "--json"]))
    for p in sorted((ROOT / "tests/data/solver/triton").glob("*.ttgir")):   # no ttg.target: the name's
        jobs.append((f"ttgir/{rel(p)}", ["ttgir", rel(p), "--target", p.stem.split("_")[0], "--no-suggest", "--json"]))
    return jobs


def _cli(argv: list[str]) -> dict:
    """Run one command in this process; its JSON (or its exit code and error line)."""
    from ldsopt.cli import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(argv)
    text = out.getvalue()
    try:
        doc = json.loads(text) if text.strip() else None
    except json.JSONDecodeError:
        doc = {"text": text}
    return {"argv": argv, "rc": rc, "stderr": err.getvalue().strip()[:500], "output": doc}


def _replay() -> dict:
    """Every measured shared-memory row of docs/validation/sass with the static prediction."""
    from ldsopt.nvidia.replay import replay
    rows = replay(ROOT / "docs/validation/sass").rows
    return {"rows": [{"run": r.run, "kernel": r.kernel, "pc": r.pc, "sass": r.sass,
                      "predicted": list(r.predicted) if r.predicted else None, "resolved": r.resolved,
                      "why": r.why, "equal": r.equal} for r in rows]}


def run(out: Path, only: str | None) -> int:
    import os
    os.chdir(ROOT)
    out.mkdir(parents=True, exist_ok=True)
    jobs = [j for j in _jobs() if only is None or only in j[0]]
    for name, argv in jobs:
        doc = _cli(argv)
        dst = out / (name.replace("/", "__") + ".json")
        dst.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
        print(f"{doc['rc']}  {name}", flush=True)
    if only is None or "replay" in only:
        (out / "replay__docs__validation__sass.json").write_text(json.dumps(_replay(), indent=1, sort_keys=True) + "\n")
        print("0  replay docs/validation/sass", flush=True)
    return 0


def _leaves(doc, path=""):
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _leaves(v, f"{path}.{k}")
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _leaves(v, f"{path}[{i}]")
    else:
        yield path, doc


def _key(path: str) -> str:
    last = path.rsplit(".", 1)[-1]
    return last.split("[", 1)[0]


def _label(doc, path: str) -> str:
    """Add the instruction text of the nearest enclosing object to a leaf's path, for reading."""
    node, parts, label = doc, [], ""
    import re
    for tok in re.findall(r"\.([^.\[]+)|\[(\d+)\]", path):
        node = node[tok[0]] if tok[0] else node[int(tok[1])]
        if isinstance(node, dict):
            for k in ("isa", "sass", "op", "name"):
                if isinstance(node.get(k), str):
                    label = node[k]
                    break
    return label


def diff(a: Path, b: Path) -> int:
    fa = {p.name: p for p in a.glob("*.json")}
    fb = {p.name: p for p in b.glob("*.json")}
    figures, others = [], []
    for n in sorted(set(fa) - set(fb)):
        others.append(f"only in {a}: {n}")
    for n in sorted(set(fb) - set(fa)):
        others.append(f"only in {b}: {n}")
    for n in sorted(set(fa) & set(fb)):
        da, db = json.loads(fa[n].read_text()), json.loads(fb[n].read_text())
        la, lb = dict(_leaves(da)), dict(_leaves(db))
        for p in sorted(set(la) | set(lb)):
            va, vb = la.get(p, "<absent>"), lb.get(p, "<absent>")
            if va == vb:
                continue
            lab = _label(db if p in lb else da, p)
            line = f"{n}{p}: {va!r} -> {vb!r}" + (f"   [{lab}]" if lab else "")
            (figures if _key(p) in FIGURES else others).append(line)
    print(f"{len(set(fa) & set(fb))} inputs compared; {len(figures)} figure(s) changed, "
          f"{len(others)} other difference(s)")
    if figures:
        print("figures:")
        print("\n".join("  " + x for x in figures))
    if others:
        print("other fields:")
        print("\n".join("  " + x for x in others))
    return 1 if figures or others else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="mode", required=True)
    r = sub.add_parser("run", help="analyse every input, one JSON each, into OUT_DIR")
    r.add_argument("out", type=Path)
    r.add_argument("--only", help="only inputs whose name contains this")
    d = sub.add_parser("diff", help="list every figure that differs between two run folders")
    d.add_argument("before", type=Path)
    d.add_argument("after", type=Path)
    a = ap.parse_args()
    return run(a.out, a.only) if a.mode == "run" else diff(a.before, a.after)


if __name__ == "__main__":
    sys.exit(main())
