"""GEMM demonstrator: kernel variants whose shared layouts come from ldsopt (their sources:
:mod:`ldsopt.demos.gemm.sources`), built at run time with nvcc, checked against a float64
reference, timed beside cuBLAS, and profiled with Nsight Compute next to the bank model's
prediction (:mod:`ldsopt.demos.gemm.model`).

Import cost: numpy and ldsopt only.  CuPy and PyTorch are imported inside the functions that
launch kernels (:func:`run_bench`, :func:`ncu_child`); source generation and the model work
without a GPU.

Variants (``ldsopt.demos.gemm.model.VARIANTS``): naive, tiled_plain, tiled_pad, tiled_solver,
tiled_cp_async, mma.  C = A @ B with A (M x K) and B (K x N) row-major in fp16 or bf16 and C in
float32 (fp32 accumulation everywhere).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ldsopt.demos.gemm import model as gm
from ldsopt.errors import UsageError

from ldsopt.demos.gemm.sources import (REL_ERROR_BOUND, variant_layouts, kernel_name, kernel_source, dynamic_smem_bytes, variant_arch)
# re-exported, so that bench.NAME works as before the split:
from ldsopt.demos.gemm.sources import KERNEL_DIR, DTYPES, ELEM_BYTES, CUBLAS_REL_ERROR_BOUND, TileLayout, emitted_bytes, wgmma_layout, solver_problem, check_emitted_on_host  # noqa: F401


# ============================================================================ build
def nvcc_path() -> str | None:
    from ldsopt.toolchain import find
    return find("nvcc")


def build_cubin(source: str, arch: str = "sm_90", cache: Path | None = None) -> Path:
    """nvcc -cubin, cached by the source's hash."""
    from ldsopt.toolchain import nvcc_args, require, run
    require("nvcc", "build the GEMM kernels")
    cache = Path(cache or os.environ.get("LDSOPT_CACHE", Path(tempfile.gettempdir()) / "ldsopt-gemm"))
    cache.mkdir(parents=True, exist_ok=True)
    h = hashlib.sha256((arch + source).encode()).hexdigest()[:16]
    cu, cubin = cache / f"{h}.cu", cache / f"{h}.cubin"
    if not cubin.exists():
        cu.write_text(source)
        r = run("nvcc", nvcc_args(cu, cubin, arch, ["-O3", "-std=c++17", "-lineinfo", "-Xptxas=-v"], "-cubin"),
                f"build {cu.name}", check=False)
        (cache / f"{h}.log").write_text(r.stdout + r.stderr)
        if r.returncode:
            raise RuntimeError(f"nvcc failed for {cu}:\n{r.stderr[-3000:]}")
    return cubin


def build_log(cubin: Path) -> str:
    p = cubin.with_suffix(".log")
    return p.read_text() if p.exists() else ""


@dataclass
class Built:
    variant: object   # variant name or gm.KernelConfig
    dtype: str
    layouts: dict
    source: str
    cubin: Path
    smem_dynamic: int

    @property
    def from_solver(self) -> bool:
        return bool(self.layouts) and all(lay.from_solver for lay in self.layouts.values())


def build_all(variants, dtypes, arch=None, jobs: int = 8) -> dict:
    """{(variant, dtype): Built}, compiled in parallel (arch: default per variant, variant_arch)."""
    from concurrent.futures import ThreadPoolExecutor

    lays = {v: variant_layouts(v) for v in variants}
    srcs = {(v, d): kernel_source(v, d, lays[v]) for v in variants for d in dtypes}
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {key: ex.submit(build_cubin, s, arch or variant_arch(key[0])) for key, s in srcs.items()}
        return {key: Built(key[0], key[1], lays[key[0]], srcs[key], f.result(),
                           dynamic_smem_bytes(key[0], lays[key[0]])) for key, f in futs.items()}


# ============================================================================ run on the GPU
def _grid(variant, m: int, n: int):
    c = gm.get_config(variant)
    if c.kind in ("mma", "wgmma"):
        return ((m // c.bm) * (n // c.bn), 1, 1)
    return (n // c.bn, m // c.bm, 1)


class _Launcher:
    """Loads a built cubin; ``extra_smem`` adds unused dynamic shared memory (to hold the
    kernel at one block per SM in the Nsight Compute control runs)."""

    def __init__(self, built: Built, name: str | None = None, extra_smem: int = 0):
        import cupy as cp

        self.built = built
        self.smem = built.smem_dynamic + extra_smem
        self.module = cp.RawModule(path=str(built.cubin))
        self.kernel = self.module.get_function(name or kernel_name(built.variant, built.dtype))
        if self.smem > 48 * 1024:
            self.kernel.max_dynamic_shared_size_bytes = self.smem

    def __call__(self, a, b, c, m, n, k):
        cfg = gm.get_config(self.built.variant)
        self.kernel(_grid(self.built.variant, m, n), (cfg.threads, 1, 1),
                    (a, b, c, np.int32(m), np.int32(n), np.int32(k)),
                    shared_mem=self.smem)


def _inputs(m, n, k, dtype, seed):
    """Fresh random inputs in [-1, 1), as torch tensors on the GPU (fp16 or bf16)."""
    import torch

    g = torch.Generator(device="cuda").manual_seed(seed)
    tdt = torch.float16 if dtype == "f16" else torch.bfloat16
    a = (torch.rand((m, k), generator=g, device="cuda") * 2 - 1).to(tdt)
    b = (torch.rand((k, n), generator=g, device="cuda") * 2 - 1).to(tdt)
    return a, b


def _time_ms(fn, reps_min=5, reps_max=50, budget_s=0.6, warmup=2):
    """Median of per-launch CUDA-event times, after warm-up; reps sized to a time budget."""
    import torch

    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    s.record(); fn(); e.record(); e.synchronize()
    first = s.elapsed_time(e)
    reps = int(min(reps_max, max(reps_min, budget_s * 1e3 / max(first, 1e-3))))
    evs = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(reps)]
    for s, e in evs:
        s.record(); fn(); e.record()
    torch.cuda.synchronize()
    t = [s.elapsed_time(e) for s, e in evs]
    return float(np.median(t)), reps, float(np.min(t)), float(np.max(t))


def gpu_info() -> dict:
    import torch

    info = {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__,
            "cuda_runtime": torch.version.cuda,
            "sm_count": torch.cuda.get_device_properties(0).multi_processor_count}
    try:
        import cupy
        info["cupy"] = cupy.__version__
    except Exception:
        pass
    from ldsopt.toolchain import gpu_name, run
    out = gpu_name("driver_version,clocks.max.sm,clocks.max.mem")
    if out:
        info["nvidia_smi"] = out
        info["driver"] = out.split(",")[0].strip()
    if nvcc_path():
        v = run("nvcc", ["--version"], "read nvcc's version", check=False).stdout
        m = re.search(r"release ([\d.]+), (V[\d.]+)", v)
        info["nvcc"] = m.group(0) if m else v.strip().splitlines()[-1]
    return info


def run_bench(sizes, variants, dtypes, seed=1234, log=print) -> list[dict]:
    """Correctness + timing of every (variant, dtype, size) beside cuBLAS; one dict per run."""
    import cupy as cp
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    built = build_all(variants, dtypes)
    launchers = {key: _Launcher(b) for key, b in built.items()}
    runs = []
    for dtype in dtypes:
        for size in sizes:
            m = n = k = int(size)
            a, b = _inputs(m, n, k, dtype, seed + size)
            ref = (a.double() @ b.double())
            ref_max = float(ref.abs().max())
            cub = lambda: torch.matmul(a, b)  # noqa: E731  (cuBLAS, fp32 accumulation)
            cublas_out = cub()
            cublas_err = float((cublas_out.double() - ref).abs().max()) / ref_max
            t_cublas, reps_cublas, *_ = _time_ms(cub)
            tf_cublas = 2.0 * m * n * k / (t_cublas * 1e-3) / 1e12
            tf_cublas32 = None
            try:  # cuBLAS with a float32 output, like the kernels here (informational)
                t32, *_ = _time_ms(lambda: torch.mm(a, b, out_dtype=torch.float32))
                tf_cublas32 = 2.0 * m * n * k / (t32 * 1e-3) / 1e12
            except Exception:
                pass
            log(f"[{dtype} {size}] cuBLAS {t_cublas:.3f} ms {tf_cublas:.1f} TFLOP/s err {cublas_err:.2e}"
                f" (float32 output: {tf_cublas32 and round(tf_cublas32, 1)} TFLOP/s)")
            c_t = torch.empty((m, n), dtype=torch.float32, device="cuda")
            a_c, b_c, c_c = cp.from_dlpack(a.view(torch.int16)), cp.from_dlpack(b.view(torch.int16)), cp.from_dlpack(c_t)
            for v in variants:
                gm.check_size(v, m, n, k)
                launch = launchers[(v, dtype)]
                fn = lambda: launch(a_c, b_c, c_c, m, n, k)  # noqa: E731
                # correctness: poison, run once, every element written, error bound
                c_t.fill_(float("nan"))
                fn()
                torch.cuda.synchronize()
                unwritten = int(torch.isnan(c_t).sum())
                err = float((c_t.double() - ref).abs().max()) / ref_max if unwritten == 0 else float("nan")
                ok = unwritten == 0 and err <= REL_ERROR_BOUND[dtype]
                t, reps, tmin, tmax = _time_ms(fn)
                tf = 2.0 * m * n * k / (t * 1e-3) / 1e12
                # second poisoned check after the timing loop (a race shows as a moving error)
                c_t.fill_(float("nan")); fn(); torch.cuda.synchronize()
                err2 = float((c_t.double() - ref).abs().max()) / ref_max if not torch.isnan(c_t).any() else float("nan")
                ok = ok and err2 <= REL_ERROR_BOUND[dtype]
                pred = gm.predict(v, {t_: l.offsets for t_, l in built[(v, dtype)].layouts.items()},
                                  m, n, k, a_bytes=_nb(built[(v, dtype)], "A"), b_bytes=_nb(built[(v, dtype)], "B"))
                runs.append({"variant": v, "variant_number": gm.VARIANTS[v][0], "dtype": dtype,
                             "size": [m, n, k], "time_ms": t, "time_ms_min": tmin, "time_ms_max": tmax,
                             "reps": reps, "tflops": tf, "cublas_time_ms": t_cublas,
                             "cublas_tflops": tf_cublas, "ratio_to_cublas": tf / tf_cublas,
                             "cublas_f32_output_tflops": tf_cublas32,
                             "max_rel_error": err, "max_rel_error_rerun": err2,
                             "rel_error_bound": REL_ERROR_BOUND[dtype], "unwritten": unwritten,
                             "correct": bool(ok), "cublas_max_rel_error": cublas_err,
                             "layout_from_solver": built[(v, dtype)].from_solver,
                             "model_shared_wavefronts": pred.wavefronts,
                             "model_bank_conflicts": pred.conflicts,
                             "ncu_shared_wavefronts": None, "ncu_bank_conflicts": None})
                log(f"[{dtype} {size}] {v:15s} {t:9.3f} ms {tf:7.2f} TFLOP/s {tf / tf_cublas:6.1%} of cuBLAS "
                    f"err {err:.2e} {'ok' if ok else 'FAIL'}")
            del a, b, ref, c_t, cublas_out
            torch.cuda.empty_cache()
    return runs


def _nb(b: Built, t: str):
    return b.layouts[t].nbytes if t in b.layouts else None


# ============================================================================ Nsight Compute
NCU_METRICS = [
    "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldsm.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldsm.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum",
    "smsp__inst_executed_op_shared_ld.sum",
    "smsp__inst_executed_op_shared_st.sum",
    "smsp__inst_executed_op_ldsm.sum",
    "smsp__inst_executed_op_ldgsts.sum",
]


def ncu_available_metrics(ncu: str, wanted=NCU_METRICS) -> list[str]:
    """The wanted metrics that this ncu knows for the GPU (by --query-metrics)."""
    from ldsopt.toolchain import run
    r = run(ncu, ["--query-metrics", "--csv"], "list the metrics ncu knows", check=False)
    text = r.stdout + r.stderr
    bases = set(re.findall(r"^\"?([a-z0-9_]+__[a-z0-9_]+)", text, re.M))
    return [m for m in wanted if m.rsplit(".", 1)[0] in bases]


def parse_ncu_csv(text: str) -> dict:
    """{kernel name: {metric: value}} from `ncu --csv --page raw` output (read by
    :func:`ldsopt.nvidia.ncu.parse_raw_csv`); a kernel's second launch is keyed NAME#2, its third
    NAME#3, and so on."""
    from ldsopt.nvidia.ncu import parse_raw_csv
    try:
        rows = parse_raw_csv(text)
    except UsageError:
        return {}
    out: dict = {}
    for d in rows:
        name = d["kernel"]
        if not name or name.startswith("("):
            continue
        vals = {key: float(v) for key, v in d.items()
                if "__" in key and key.split("__")[0] in ("l1tex", "smsp", "sm", "launch", "gpu")
                and v is not None}
        key = name.split("(")[0]
        n, base = 2, key
        while key in out:
            key = f"{base}#{n}"
            n += 1
        out[key] = vals
    return out


#: Nsight Compute control runs (same layouts, same instruction stream, same model prediction):
#: name -> (variant, extra defines, extra dynamic shared memory in bytes)
CONTROLS = {
    "tiled_solver_1blk": ("tiled_solver", "", 200 * 1024),
    "tiled_cp_async_serial": ("tiled_cp_async", "#define CP_ASYNC_SERIAL 1", 0),
    "tiled_cp_async_serial_1blk": ("tiled_cp_async", "#define CP_ASYNC_SERIAL 1", 180 * 1024),
    "mma_1blk": ("mma", "", 120 * 1024),
}


def _control_built(key: str, dtype: str) -> tuple:
    v, extra, smem = CONTROLS[key]
    lays = variant_layouts(v)
    src = kernel_source(v, dtype, lays)
    name = kernel_name(v, dtype)
    if extra:
        name = name.replace(f"gemm_{v}", f"gemm_{v}_serial")
        src = src.replace(f"#define KERNEL_NAME {kernel_name(v, dtype)}", f"#define KERNEL_NAME {name}\n{extra}")
    return Built(v, dtype, lays, src, build_cubin(src), dynamic_smem_bytes(v, lays)), name, smem


def control_names(dtype: str = "f16") -> dict:
    """control key -> the kernel key it has in the ncu CSV (launch order of :func:`ncu_child`)."""
    return {"tiled_solver_1blk": f"gemm_tiled_solver_{dtype}#2",
            "tiled_cp_async_serial": f"gemm_tiled_cp_async_serial_{dtype}",
            "tiled_cp_async_serial_1blk": f"gemm_tiled_cp_async_serial_{dtype}#2",
            "mma_1blk": f"gemm_mma_{dtype}#2"}


def ncu_child(size: int, variants, dtypes, controls: bool = True) -> None:
    """Launch each variant once on fresh inputs (run under ncu by :func:`run_ncu`), then the
    control runs of :data:`CONTROLS` (f16 only)."""
    import cupy as cp

    built = build_all(variants, dtypes)
    m = n = k = size
    for dtype in dtypes:
        rng = cp.random.default_rng(7)
        a = (rng.random((m, k), dtype=cp.float32) * 2 - 1).astype(cp.float16).view(cp.int16)
        b = (rng.random((k, n), dtype=cp.float32) * 2 - 1).astype(cp.float16).view(cp.int16)
        c = cp.empty((m, n), cp.float32)
        for v in variants:
            _Launcher(built[(v, dtype)])(a, b, c, m, n, k)
        if controls and dtype == "f16":
            for key in CONTROLS:
                if CONTROLS[key][0] in variants:
                    bl, name, smem = _control_built(key, dtype)
                    _Launcher(bl, name, smem)(a, b, c, m, n, k)
        cp.cuda.runtime.deviceSynchronize()


def run_ncu(size: int, variants, dtypes, ncu: str | None = None, log=print, outdir: Path | None = None) -> dict:
    """Profile each variant's kernel once at ``size`` with the shared-memory counters."""
    from ldsopt.toolchain import require
    ncu = ncu or require("ncu", "profile the GEMM kernels")
    metrics = ncu_available_metrics(ncu) or NCU_METRICS[:3] + NCU_METRICS[5:8]
    log(f"ncu metrics: {len(metrics)} of {len(NCU_METRICS)}: {', '.join(metrics)}")
    t0 = time.time()
    for attempt in (metrics, NCU_METRICS[:1] + NCU_METRICS[5:6]):
        cmd = [ncu, "--csv", "--page", "raw", "--clock-control", "none", "-k", "regex:^gemm_",
               "--metrics", ",".join(attempt), sys.executable, "-m", "ldsopt.demos.gemm.bench", "--ncu-child",
               "--size", str(size), "--variants", ",".join(variants), "--dtypes", ",".join(dtypes),
               "--mma-config", mma_config_spec(), "--wgmma-config", wgmma_config_spec()]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if parse_ncu_csv(r.stdout):
            metrics = attempt
            break
        log(f"ncu gave no rows with {len(attempt)} metrics (rc {r.returncode}): {r.stderr[-800:]}")
    if outdir:
        Path(outdir, f"ncu_{size}.csv").write_text(r.stdout)
        Path(outdir, f"ncu_{size}.err").write_text(r.stderr)
    log(f"ncu took {time.time() - t0:.1f} s, rc {r.returncode}")
    res = parse_ncu_csv(r.stdout)
    if not res:
        log("ncu produced no rows; stderr tail:\n" + r.stderr[-2000:])
    return {"size": size, "metrics": metrics, "version": _ncu_version(ncu), "kernels": res}


def _ncu_version(ncu):
    from ldsopt.toolchain import version
    return version(ncu)


def _ncu_sum(k: dict, *names):
    vals = [k.get(n) for n in names]
    return None if any(v is None for v in vals) else sum(vals)


def mma_config_spec(c=None) -> str:
    c = c or gm.CONFIGS["mma"]
    return ",".join(f"{k}={getattr(c, k)}" for k in gm.MMA_KEYS)


def wgmma_config_spec(c=None) -> str:
    c = c or gm.CONFIGS["wgmma"]
    return ",".join(f"{k}={getattr(c, k)}" for k in gm.WGMMA_KEYS)


def ncu_rows(prof: dict, variants, dtypes) -> list[dict]:
    """Per variant: Nsight Compute's shared wavefronts / conflicts beside the model.

    Compared: the wavefronts of the shared load, store and ldmatrix instructions (ncu op_ld +
    op_st) against the model's ``wavefronts``; the all-inclusive total (with LDGSTS fills and
    the per-warp extras) is kept as ``ncu_shared_wavefronts_all``."""
    out = []
    size = prof["size"]
    for dtype in dtypes:
        for v in variants:
            lays = variant_layouts(v)
            k = prof["kernels"].get(kernel_name(v, dtype), {})
            pred = gm.predict(v, {t: l.offsets for t, l in lays.items()}, size, size, size,
                              a_bytes=lays["A"].nbytes if lays else None,
                              b_bytes=lays["B"].nbytes if lays else None)
            wf = _ncu_sum(k, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
                          "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum")
            bc = _ncu_sum(k, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
                          "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum")
            row = {"variant": v, "dtype": dtype, "size": [size] * 3,
                   "ncu_shared_wavefronts": wf, "model_shared_wavefronts": pred.wavefronts,
                   "ncu_bank_conflicts": bc, "model_bank_conflicts": pred.conflicts,
                   "ncu_shared_wavefronts_all": k.get("l1tex__data_pipe_lsu_wavefronts_mem_shared.sum"),
                   "ncu_bank_conflicts_all": k.get("l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"),
                   "ncu_ldgsts_bank_conflicts": k.get("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum"),
                   "model_fill_wavefronts": pred.fill_wavefronts,
                   "model_by_kind": pred.by_kind(), "model_instructions": pred.instructions,
                   "ncu": {m: x for m, x in k.items() if m.split("__")[0] in ("l1tex", "smsp", "sm", "launch", "gpu")}}
            if wf is not None:
                row["model_error"] = (pred.wavefronts - wf) / wf if wf else (0.0 if pred.wavefronts == 0 else None)
            out.append(row)
    return out


def ncu_control_rows(prof: dict) -> list[dict]:
    """The control runs beside the model (which is the same as for their variant)."""
    out = []
    size = prof["size"]
    for key, kname in control_names().items():
        k = prof["kernels"].get(kname)
        if k is None:
            continue
        v = CONTROLS[key][0]
        lays = variant_layouts(v)
        pred = gm.predict(v, {t: l.offsets for t, l in lays.items()}, size, size, size)
        wf = _ncu_sum(k, "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
                      "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum")
        out.append({"control": key, "variant": v, "size": [size] * 3,
                    "ncu_shared_wavefronts": wf, "model_shared_wavefronts": pred.wavefronts,
                    "ncu_bank_conflicts": _ncu_sum(k, "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
                                                   "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"),
                    "model_bank_conflicts": pred.conflicts,
                    "ncu_ldgsts_bank_conflicts": k.get("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum"),
                    "blocks_per_sm_limit_smem": k.get("launch__occupancy_limit_shared_mem"),
                    "ncu": k})
    return out


# ============================================================================ whole experiment
def _listing(cubin: Path) -> list | None:
    """The cubin's SASS functions (:func:`ldsopt.nvidia.listing.parse_listing` over cuobjdump's
    text), or None without cuobjdump."""
    from ldsopt.toolchain import cuobjdump_sass
    from ldsopt.nvidia.listing import parse_listing
    text = cuobjdump_sass(cubin)
    return None if text is None else parse_listing(text)


def sass_counts(cubin: Path) -> dict | None:
    """Static counts of shared-memory SASS instructions (needs cuobjdump)."""
    funcs = _listing(cubin)
    if funcs is None:
        return None
    out: dict = {}
    for f in funcs:
        for ins in f.instructions:
            if ins.opcode in ("LDS", "STS", "LDSM", "LDGSTS", "HMMA", "FFMA", "LDG", "STG", "BAR", "HGMMA"):
                key = re.match(r"[A-Z0-9_.]+", ins.full).group(0)   # up to a shape such as 64x128x16
                out[key] = out.get(key, 0) + 1
    return out


def cuobjdump_path() -> str | None:
    """cuobjdump where the toolchain module finds it (PATH, $CUDA_HOME/bin, /usr/local/cuda/bin, the
    Triton wheel), or None."""
    from ldsopt.toolchain import find
    return find("cuobjdump")


def sass_loop_counts(cubin: Path) -> list[dict] | None:
    """Static SASS instructions of each loop of the kernel (a backward branch and its target):
    ``[{"instructions": n, "ops": {opcode: count}}]``.  The tiled kernels' only loop is the k-tile
    loop (the kk loop is unrolled), so this is the instruction count per k-tile.  Needs cuobjdump."""
    funcs = _listing(cubin)
    if funcs is None:
        return None
    ins = [i for f in funcs for i in f.instructions]
    out = []
    for b in ins:
        if b.opcode == "BRA" and b.target is not None and b.target < b.pc:
            body = [i.opcode for i in ins if b.target <= i.pc <= b.pc]
            ops: dict = {}
            for o in body:
                ops[o] = ops.get(o, 0) + 1
            out.append({"instructions": len(body), "ops": dict(sorted(ops.items(), key=lambda x: -x[1]))})
    return out


def experiment(sizes, variants, dtypes, ncu_size, outdir: Path, bf16_sizes=None, log=print) -> dict:
    """Everything the issue asks for, in one process: build, check, time, profile; a JSON dict."""
    outdir.mkdir(parents=True, exist_ok=True)
    info = gpu_info()
    log(json.dumps(info))
    t0 = time.time()
    built = build_all(variants, dtypes)
    log(f"built {len(built)} kernels in {time.time() - t0:.1f} s")
    builds = {}
    for (v, d), b in built.items():
        builds[f"{v}/{d}"] = {"ptxas": [ln for ln in build_log(b.cubin).splitlines()
                                        if "registers" in ln or "bytes stack" in ln or "smem" in ln],
                              "sass": sass_counts(b.cubin), "smem_dynamic": b.smem_dynamic,
                              "layouts": {t: {"description": l.description, "from_solver": l.from_solver,
                                              "bytes": l.nbytes, "code": l.code}
                                          for t, l in b.layouts.items()}}
    runs = []
    for d in dtypes:
        sz = sizes if d == "f16" or bf16_sizes is None else bf16_sizes
        runs += run_bench(sz, variants, [d], log=log)
    prof = None
    if ncu_size:
        prof = run_ncu(ncu_size, variants, dtypes[:1], log=log, outdir=outdir)
        prof["rows"] = ncu_rows(prof, variants, dtypes[:1])
        prof["controls"] = ncu_control_rows(prof)
        for row in prof["rows"]:
            for r in runs:
                if r["variant"] == row["variant"] and r["dtype"] == row["dtype"] and r["size"] == row["size"]:
                    for f in ("ncu_shared_wavefronts", "ncu_bank_conflicts", "ncu_shared_wavefronts_all",
                              "ncu_bank_conflicts_all", "ncu_ldgsts_bank_conflicts", "model_error"):
                        r[f] = row.get(f)
    return {"gpu": info.get("gpu"), "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "env": info, "dtype_note": "A, B fp16/bf16 row-major; C float32; fp32 accumulation; "
            "cuBLAS = torch.matmul on the same fp16/bf16 tensors (fp16/bf16 output, fp32 accumulation)",
            "error_metric": "max|C - ref| / max|ref|, ref = float64 product of the same rounded inputs (on the GPU)",
            "rel_error_bound": REL_ERROR_BOUND, "mma_config": mma_config_spec(),
            "wgmma_config": wgmma_config_spec(),
            "ncu": prof, "builds": builds, "runs": runs}


def main(argv=None) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="python -m ldsopt.demos.gemm.bench")
    p.add_argument("--ncu-child", action="store_true")
    p.add_argument("--size", type=int, default=1024)
    p.add_argument("--variants", default=",".join(gm.VARIANTS))
    p.add_argument("--dtypes", default="f16")
    p.add_argument("--mma-config", default=None)
    p.add_argument("--wgmma-config", default=None)
    a = p.parse_args(argv)
    if a.mma_config:
        gm.CONFIGS["mma"] = gm.parse_mma_config(a.mma_config)
    if a.wgmma_config:
        gm.CONFIGS["wgmma"] = gm.parse_wgmma_config(a.wgmma_config)
    if a.ncu_child:
        ncu_child(a.size, a.variants.split(","), a.dtypes.split(","))
        return 0
    p.error("use `ldsopt bench gemm`")
    return 2


if __name__ == "__main__":
    sys.exit(main())
