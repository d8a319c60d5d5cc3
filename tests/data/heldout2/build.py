"""Rebuild the AMD listings of this folder with the compilers ldsopt uses (clang-19 for gfx906,
gfx90a, gfx942; clang-22 for gfx950) and ldsopt's own command line and header stand-ins:

    PYTHONPATH=src python tests/data/heldout2/build.py

The CUDA build and measurement ran once on an H100 (docs/validation/heldout/README.md)."""

import gzip
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = (("idioms_amd.hip", "hip"), ("amd_only.hip", "hip"), ("hard.hip", "hip"), ("more.hip", "hip"), ("flow.hip", "hip"), ("intops.hip", "hip"), ("intops2.hip", "hip"), ("intops3.hip", "hip"), ("fidx.hip", "hip"), ("heldout.cl", "opencl"))
ARCHS = ("gfx906", "gfx90a", "gfx942", "gfx950")


def main() -> int:
    from ldsopt.sources.clang import clang_args
    from ldsopt.sources.toolchains import clang_for
    (HERE / "listings").mkdir(exist_ok=True)
    for name, lang in SOURCES:
        for arch in ARCHS if lang == "hip" else ARCHS[1:]:
            out = HERE / "listings" / f"{Path(name).stem}_{arch}.s"
            r = subprocess.run([clang_for(arch)] + clang_args(lang, arch, name, str(out)), cwd=HERE,
                               capture_output=True, text=True, timeout=300)
            if r.returncode:
                print(f"{name} {arch}: {r.stderr[-2000:]}", file=sys.stderr)
                return 1
            with open(out, "rb") as f, open(str(out) + ".gz", "wb") as raw, \
                    gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as g:
                g.write(f.read())
            out.unlink()
            print(f"{name} {arch}: {out.name}.gz")
    return 0


if __name__ == "__main__":
    sys.exit(main())
