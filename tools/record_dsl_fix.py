"""Record what FlyDSL and CuTe DSL compile from the `ldsopt fix` test kernels, before and after
the fix, so that CI (which installs neither compiler) replays the rewrite and its re-analysis.

    python tools/record_dsl_fix.py            # needs flydsl + torch + ld.lld, nvidia-cutlass-dsl

For each `tests/data/fix/dsl/NAME.py`: the file is compiled (as `ldsopt analyze` does) and its
artifacts copied to `tests/data/fix/dsl/recorded/NAME/before/`; `ldsopt fix` is run, the patched
file written to `recorded/NAME/after/NAME.py` and compiled there, its artifacts copied beside it.
Each folder gets a `manifest.json` (kernel, arch, language, kind, artifact file, block).  The
FlyDSL assembly's `.file` folders are written as `tests/data/fix/dsl` (the line tables keep the
file's name, which is what the analysis matches).
"""

import json
import os
import re
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DSL = os.path.join(ROOT, "tests", "data", "fix", "dsl")
TARGETS = {"cute_layouts.py": ("sm_90", (32, 8, 1)), "flydsl_layouts.py": ("gfx942", None)}


def record(src: str, arch: str, block, out: str) -> None:
    from ldsopt.sources import compile_source
    os.makedirs(out, exist_ok=True)
    man = []
    with tempfile.TemporaryDirectory() as keep:
        for i, c in enumerate(compile_source(src, arch, block=block, keep=keep)):
            ext = os.path.splitext(c.artifact)[1]
            name = f"{i:02d}_{c.kernel[:40]}{ext}"
            if ext == ".s":
                text = open(c.artifact, encoding="utf-8").read()
                text = re.sub(r'(\.file\s+\d+\s+")[^"]*(")', r"\1tests/data/fix/dsl\2", text)
                open(os.path.join(out, name), "w", encoding="utf-8").write(text)
            else:
                shutil.copyfile(c.artifact, os.path.join(out, name))
            man.append({"kernel": c.kernel, "arch": c.arch, "language": c.language, "kind": c.kind,
                        "file": name, "block": list(c.block) if c.block else None})
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(man, f, indent=1)


def main() -> int:
    sys.path.insert(0, os.path.join(ROOT, "src"))
    from ldsopt.fixes import fix_source
    for name, (arch, block) in TARGETS.items():
        stem = os.path.splitext(name)[0]
        rec = os.path.join(DSL, "recorded", stem)
        shutil.rmtree(rec, ignore_errors=True)
        record(os.path.join(DSL, name), arch, block, os.path.join(rec, "before"))
        r = fix_source(os.path.join(DSL, name), arch, block=block)
        after = os.path.join(rec, "after")
        os.makedirs(after)
        with open(os.path.join(after, name), "w", encoding="utf-8") as f:
            f.write(r.patched)
        record(os.path.join(after, name), arch, block, after)
        print(name, [(a.name, a.change, a.verified) for a in r.allocations])
    return 0


if __name__ == "__main__":
    sys.exit(main())
