"""`ldsopt bench gemm`: the GEMM demonstrator.

GPU-free modes: ``--model-only`` (the bank model's shared-wavefront prediction per variant),
``--emit DIR`` (write each variant's generated CUDA source, with the emitted layouts),
``--table JSON`` / ``--plot JSON`` (render committed results).  Without those it builds the
kernels with nvcc, checks them, times them beside cuBLAS and (``--ncu-size``) profiles them."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ldsopt.errors import UsageError

HELP = "GEMM demonstrator: kernels with ldsopt layouts, checked, timed beside cuBLAS, profiled"


def add_arguments(p) -> None:
    p.add_argument("target", choices=["gemm"], help="what to benchmark (gemm)")
    p.add_argument("--sizes", default="1024,2048,4096,8192",
                   help="square sizes M=N=K, comma separated (default 1024,2048,4096,8192)")
    p.add_argument("--variants", default="all",
                   help="comma-separated subset of naive,tiled_plain,tiled_pad,tiled_solver,"
                        "tiled_cp_async,mma,wgmma (default all)")
    p.add_argument("--dtypes", default="f16", help="f16, bf16 or f16,bf16 (default f16)")
    p.add_argument("--bf16-sizes", default=None, help="sizes for bf16 (default: --sizes)")
    p.add_argument("--ncu-size", type=int, default=2048,
                   help="size at which Nsight Compute counts shared wavefronts (0: skip)")
    p.add_argument("--out", default=None, help="write the results JSON here")
    p.add_argument("--outdir", default=None, help="folder for raw logs (ncu CSV)")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.add_argument("--mma-config", default=None, metavar="K=V,...",
                   help="tensor-core kernel configuration (bm,bn,bk,warps_m,warps_n,stages,min_blocks,"
                        "group_m; default the committed one)")
    p.add_argument("--wgmma-config", default=None, metavar="K=V,...",
                   help="wgmma kernel (variant 7) configuration (bm,bn,stages,group_m; default the committed one)")
    p.add_argument("--model-only", action="store_true",
                   help="no GPU: print the bank model's prediction per variant and size")
    p.add_argument("--emit", metavar="DIR", default=None,
                   help="no GPU: write each variant's generated CUDA source into DIR")
    p.add_argument("--table", metavar="JSON", default=None,
                   help="no GPU: print a markdown table of a results JSON")
    p.add_argument("--plot", nargs=2, metavar=("JSON", "PNG"), default=None,
                   help="no GPU: plot a results JSON to PNG (needs matplotlib, the [viz] extra)")


def _ints(text: str, what: str) -> list[int]:
    out = []
    for part in str(text).split(","):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit() or int(part) <= 0:
            raise UsageError(f"{what}: {part!r} is not a positive integer")
        out.append(int(part))
    if not out:
        raise UsageError(f"{what}: empty list")
    return out


def _variants(text: str) -> list[str]:
    from ldsopt.demos.gemm.model import VARIANTS

    if text.strip() == "all":
        return list(VARIANTS)
    out = [v.strip() for v in text.split(",") if v.strip()]
    for v in out:
        if v not in VARIANTS:
            raise UsageError(f"unknown variant {v!r} (one of {', '.join(VARIANTS)})")
    if not out:
        raise UsageError("--variants: empty list")
    return out


def _dtypes(text: str) -> list[str]:
    out = [d.strip() for d in text.split(",") if d.strip()]
    for d in out:
        if d not in ("f16", "bf16"):
            raise UsageError(f"unknown dtype {d!r} (f16 or bf16)")
    if not out:
        raise UsageError("--dtypes: empty list")
    return out


def load_results(path: str) -> dict:
    from ldsopt.api import load_data
    data = load_data(path, "results")
    if not isinstance(data, dict) or not isinstance(data.get("runs"), list):
        raise UsageError(f"{path}: expected an object with a \"runs\" list")
    need = ("variant", "size", "tflops", "cublas_tflops")
    for i, r in enumerate(data["runs"]):
        if not isinstance(r, dict):
            raise UsageError(f"{path}: runs[{i}] is not an object")
        for f in need:
            if f not in r:
                raise UsageError(f"{path}: runs[{i}] has no \"{f}\"")
        if not isinstance(r["variant"], str):
            raise UsageError(f"{path}: runs[{i}].variant must be a string")
        sz = r["size"]
        if not (isinstance(sz, list) and len(sz) == 3 and all(isinstance(x, int) and x > 0 for x in sz)):
            raise UsageError(f"{path}: runs[{i}].size must be [M, N, K] positive integers")
        for f in ("tflops", "cublas_tflops"):
            x = r[f]
            if not isinstance(x, (int, float)) or isinstance(x, bool) or not 0 <= x < float("inf"):
                raise UsageError(f"{path}: runs[{i}].{f} must be a non-negative number")
    return data


def _fmt(x, spec):
    return "-" if x is None else format(x, spec)


def markdown_table(data: dict) -> str:
    """One row per run: TFLOP/s, ratio to cuBLAS, error, wavefronts (ncu vs model), conflicts."""
    lines = ["| # | variant | dtype | size | TFLOP/s | cuBLAS TFLOP/s | vs cuBLAS | max rel err | "
             "solver layout | ncu shared wavefronts | model | ncu bank conflicts |",
             "|---|---|---|---|---:|---:|---:|---:|---|---:|---:|---:|"]
    for r in data["runs"]:
        ratio = r["tflops"] / r["cublas_tflops"] if r["cublas_tflops"] else None
        lines.append(
            f"| {r.get('variant_number', '')} | {r['variant']} | {r.get('dtype', 'f16')} | {r['size'][0]} | "
            f"{r['tflops']:.2f} | {r['cublas_tflops']:.1f} | {_fmt(ratio, '.1%')} | "
            f"{_fmt(r.get('max_rel_error'), '.1e')} | {'yes' if r.get('layout_from_solver') else 'no'} | "
            f"{_fmt(r.get('ncu_shared_wavefronts'), ',.0f')} | {_fmt(r.get('model_shared_wavefronts'), ',')} | "
            f"{_fmt(r.get('ncu_bank_conflicts'), ',.0f')} |")
    return "\n".join(lines)


def plot(data: dict, png: str) -> None:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise UsageError("--plot needs matplotlib (pip install 'ldsopt[viz]')")
    runs = [r for r in data["runs"] if r.get("dtype", "f16") == "f16"]
    variants = list(dict.fromkeys(r["variant"] for r in runs))
    fig, ax = plt.subplots(figsize=(8, 5))
    for v in variants:
        rs = sorted((r for r in runs if r["variant"] == v), key=lambda r: r["size"][0])
        ax.plot([r["size"][0] for r in rs], [r["tflops"] for r in rs], marker="o", label=v)
    cb = {}
    for r in runs:
        cb.setdefault(r["size"][0], []).append(r["cublas_tflops"])
    xs = sorted(cb)
    ax.plot(xs, [sorted(cb[x])[len(cb[x]) // 2] for x in xs], "k--", marker="s", label="cuBLAS (torch.matmul)")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("M = N = K")
    ax.set_ylabel("TFLOP/s (fp16 in, fp32 accumulate)")
    ax.set_title(f"ldsopt GEMM demonstrator on {data.get('gpu', '?')}")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    try:
        fig.savefig(png, dpi=110)
    except OSError as e:
        raise UsageError(f"--plot {png}: cannot write ({e.strerror or e})") from None
    finally:
        plt.close(fig)


def format_model_rows(rows: list) -> str:
    """The --model-only table: one line per variant and size, then its layouts, indented."""
    from ldsopt.render.text import wrap
    lines = [f"{'variant':15s} {'size':>6s} {'wavefronts':>15s} {'conflicts':>14s} {'instructions':>14s}"]
    for r in rows:
        lines.append(f"{r['variant']:15s} {r['size'][0]:6d} {r['wavefronts']:15,d} {r['conflicts']:14,d} "
                     f"{r['instructions']:14,d}")
        for t, d in r["layouts"].items():
            lines.append(wrap(f"    {t}: {d}", indent="        "))
    return "\n".join(lines)


def _model_rows(sizes, variants, step=None) -> list[dict]:
    from ldsopt.demos.gemm import model as gm
    from ldsopt.demos.gemm import bench as G

    rows = []
    for v in variants:
        lays = G.variant_layouts(v)
        for s in sizes:
            gm.check_size(v, s, s, s)
            p = gm.predict(v, {t: l.offsets for t, l in lays.items()}, s, s, s,
                           a_bytes=lays["A"].nbytes if lays else None,
                           b_bytes=lays["B"].nbytes if lays else None)
            d = p.to_dict()
            d["layout_from_solver"] = bool(lays) and all(l.from_solver for l in lays.values())
            d["layouts"] = {t: l.description for t, l in lays.items()}
            rows.append(d)
            if step:
                step()
    return rows


def run(args) -> int:
    if args.table:
        print(markdown_table(load_results(args.table)))
        return 0
    if args.plot:
        from ldsopt.render.output import check_target
        from ldsopt.render.text import printable
        check_target("plot", args.plot[1], inputs=[args.plot[0]])
        plot(load_results(args.plot[0]), args.plot[1])
        print(f"wrote {printable(args.plot[1])}")
        return 0
    sizes = _ints(args.sizes, "--sizes")
    variants = _variants(args.variants)
    dtypes = _dtypes(args.dtypes)
    bf16_sizes = _ints(args.bf16_sizes, "--bf16-sizes") if args.bf16_sizes else None
    if args.ncu_size < 0:
        raise UsageError("--ncu-size must be >= 0")
    from ldsopt.demos.gemm import model as gm

    if args.mma_config:
        gm.CONFIGS["mma"] = gm.parse_mma_config(args.mma_config)
    if args.wgmma_config:
        gm.CONFIGS["wgmma"] = gm.parse_wgmma_config(args.wgmma_config)

    for v in variants:
        for s in sizes + (bf16_sizes or []) + ([args.ncu_size] if args.ncu_size else []):
            gm.check_size(v, s, s, s)
    if args.emit:
        from ldsopt.demos.gemm import bench as G
        from ldsopt.render.text import printable

        out = Path(args.emit)
        try:
            out.mkdir(parents=True, exist_ok=True)
            for v in variants:
                lays = G.variant_layouts(v)
                for d in dtypes:
                    path = out / f"{G.kernel_name(v, d)}.cu"
                    path.write_text(G.kernel_source(v, d, lays))
                    print(printable(str(path)))
        except OSError as e:
            raise UsageError(f"--emit {args.emit}: cannot write ({e.strerror or e})") from None
        return 0
    if args.model_only:
        from ldsopt.cli.progress import Progress
        with Progress("bench gemm --model-only", len(sizes) * len(variants), "predictions") as prog:
            rows = _model_rows(sizes, variants, prog.step)
        if args.json:
            json.dump(rows, sys.stdout, indent=1)
            print()
        else:
            print(format_model_rows(rows))
        return 0
    # on the GPU
    no_gpu = ("; without a GPU: --model-only (the bank model's prediction), --emit DIR (the CUDA "
              "sources), --table JSON (committed results)")
    try:
        import cupy  # noqa: F401
        import torch
    except ImportError as e:
        raise UsageError(f"bench gemm needs CuPy and PyTorch on a CUDA machine ({e.name} missing){no_gpu}")
    if not torch.cuda.is_available():
        raise UsageError(f"bench gemm needs a CUDA GPU (torch.cuda.is_available() is False){no_gpu}")
    from ldsopt.demos.gemm import bench as G

    outdir = Path(args.outdir or ".")
    res = G.experiment(sizes, variants, dtypes, args.ncu_size, outdir, bf16_sizes=bf16_sizes,
                       log=(lambda s: print(s, file=sys.stderr, flush=True)) if args.json else print)
    if args.out:
        from ldsopt.api import write_text
        write_text(args.out, json.dumps(res, indent=1, default=str), "--out")
    if args.json:
        json.dump(res, sys.stdout, indent=1, default=str)
        print()
    else:
        print(markdown_table(res))
    return 0 if all(r["correct"] for r in res["runs"]) else 1
