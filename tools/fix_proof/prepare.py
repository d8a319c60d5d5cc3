"""Build the bundle of the measured fix proof (runs here, no GPU): for every kernel of KERNELS,
`ldsopt fix --json` (its diff applied with `patch -p1` to a copy), both sources compiled by
`ldsopt analyze --keep` (the cubins ldsopt analysed), and the launch table for launch.py.

    python tools/fix_proof/prepare.py BUNDLE_DIR [flat]

(``flat``: the one-dimensional arrays of FLAT instead of KERNELS.)

BUNDLE_DIR gets NAME.orig.cubin, NAME.fixed.cubin, NAME.fix.json, NAME.fixed.<ext> and spec.json.
"""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
K = "tools/fix_proof/kernels/"
F32, F16, U16 = "f32", "f16", "u16"
# name, source, ldsopt options, kernel symbol part, grid, block, arguments
# (["out"|"in", bytes, dtype], ["i32", value], ["null"] for Triton's scratch pointers)
KERNELS = [
    ("transpose", "examples/transpose.cu", ["--block", "32x8", "--kernel", "transpose_plain"],
     "transpose_plain", [2, 2, 1], [32, 8, 1], [["out", 64 * 64 * 4, F32], ["in", 64 * 64 * 4, F32], ["i32", 64]]),
    ("vec_transpose", "tests/data/fix/vec_transpose.cu", ["--block", "32x8"], "vec_transpose",
     [1, 1, 1], [32, 8, 1], [["out", 8192, F32], ["in", 8192, F32]]),
    ("cp_async", "tests/data/fix/cp_async.cu", [], "colread_async",
     [1, 1, 1], [256, 1, 1], [["out", 128, F32], ["in", 4096, F32]]),
    ("rows24", "tests/data/fix/rows24.cu", [], "rows24",
     [1, 1, 1], [32, 1, 1], [["out", 128, F32], ["in", 24 * 32 * 4, F32]]),
    ("rowsum", K + "rowsum.cu", ["--block", "32x8"], "rowsum",
     [1, 1, 1], [32, 8, 1], [["out", 128, F32], ["in", 4096, F32]]),
    ("strided_tile", K + "strided_tile.cu", [], "strided_tile",
     [1, 1, 1], [128, 1, 1], [["out", 512, F32], ["in", 4096, F32]]),
    ("vec4_transpose", K + "vec4_transpose.cu", ["--block", "32x8"], "vec4_transpose",
     [1, 1, 1], [32, 8, 1], [["out", 16384, F32], ["in", 16384, F32]]),
    ("cpasync_u16", K + "cpasync_u16.cu", [], "cpasync_u16",
     [1, 1, 1], [256, 1, 1], [["out", 1024, U16], ["in", 8192, U16]]),
    ("colmajor_gluon", "tests/data/fix/colmajor_gluon.py", [], "colmajor",
     [1, 1, 1], None, [["in", 4096, F32], ["out", 4096, F32], ["null"], ["null"]]),
    ("gluon_transpose_f32", K + "gluon_transpose_f32.py", [], "transpose_f32",
     [1, 1, 1], None, [["in", 16384, F32], ["out", 16384, F32], ["null"], ["null"]]),
    ("gluon_transpose_f16", K + "gluon_transpose_f16.py", ["--param", "x_ptr=*fp16", "--param", "y_ptr=*fp16"],
     "transpose_f16", [1, 1, 1], None, [["in", 8192, F16], ["out", 8192, F16], ["null"], ["null"]]),
]

# one-dimensional shared arrays (rows computed by the kernel): docs/validation/fix_flat
FLAT = [
    ("flat_float4", "tests/data/fix/flat_float4.cu", ["--block", "256"], "transpose_vec",
     [1, 1, 1], [256, 1, 1], [["in", 4096, F32], ["out", 4096, F32]]),
    ("flat_transpose", K + "flat_transpose.cu", ["--block", "32x8"], "flat_transpose",
     [1, 1, 1], [32, 8, 1], [["in", 4096, F32], ["out", 4096, F32]]),
]


def ldsopt(*args, **kw):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    return subprocess.run([sys.executable, "-m", "ldsopt", *args], env=env, capture_output=True,
                          text=True, timeout=600, **kw)


def compile_keep(src: Path, opts, keep: Path):
    """The cubin ldsopt analyses for ``src`` (and, for Triton, the kernel's metadata)."""
    shutil.rmtree(keep, ignore_errors=True)
    r = ldsopt("analyze", str(src), "--arch", "sm_90", *opts, "--keep", str(keep), "--json")
    if r.returncode not in (0, 1):
        raise SystemExit(f"analyze {src}: {r.stderr.strip()}")
    cubins = sorted(keep.rglob("*.cubin"))
    cached = [c for c in cubins if c.with_suffix(".json").is_file()]   # Triton's cache: metadata beside
    cubins = cached or cubins
    assert len(cubins) == 1, cubins
    meta = next(iter(keep.rglob(cubins[0].stem + ".json")), None)
    return cubins[0], (json.loads(meta.read_text()) if meta else None)


def symbol(cubin: Path, part: str) -> str:
    r = ldsopt("sass", str(cubin), "--json")
    names = {k["name"] for k in json.loads(r.stdout)["kernels"] if part in k["name"]}
    assert len(names) == 1, (part, names)
    return names.pop()


def main(bundle: str, kernels: list = KERNELS):
    out = Path(bundle)
    out.mkdir(parents=True, exist_ok=True)
    spec = []
    for name, src, opts, part, grid, block, args in kernels:
        src = ROOT / src
        fix = ldsopt("fix", str(src), "--arch", "sm_90", *opts, "--json")
        if fix.returncode != 0:
            raise SystemExit(f"fix {src}: rc {fix.returncode} {fix.stderr.strip()}")
        fj = json.loads(fix.stdout)
        (out / f"{name}.fix.json").write_text(json.dumps(fj, indent=1) + "\n")
        work = out / f"_{name}"
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir()
        shutil.copy(src, work / src.name)
        subprocess.run(["patch", "-p1", "-s", "-d", str(work)], input=fj["diff"], text=True, check=True)
        fixed = out / f"{name}.fixed{src.suffix}"
        shutil.copy(work / src.name, fixed)
        entry = {"name": name, "source": str(src.relative_to(ROOT)), "grid": grid, "args": args}
        for variant, path in (("orig", src), ("fixed", work / src.name)):
            cubin, meta = compile_keep(path, opts, out / f"_{name}_{variant}_keep")
            shutil.copy(cubin, out / f"{name}.{variant}.cubin")
            entry[variant] = {"cubin": f"{name}.{variant}.cubin",
                              "kernel": symbol(out / f"{name}.{variant}.cubin", part),
                              "smem": meta["shared"] if meta else 0,
                              "block": block or [32 * meta["num_warps"], 1, 1]}
            shutil.rmtree(out / f"_{name}_{variant}_keep")
        shutil.rmtree(work)
        spec.append(entry)
        print(name, [(a["name"], a["change"], a["before"]["cycles"], (a["after"] or {}).get("cycles"),
                      a["verified"]) for a in fj["allocations"]], flush=True)
    (out / "spec.json").write_text(json.dumps(spec, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], FLAT if sys.argv[2:] == ["flat"] else KERNELS)
