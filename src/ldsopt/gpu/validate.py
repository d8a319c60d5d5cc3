"""The NVIDIA calibration harness: run shared-memory access patterns on a GPU under Nsight Compute
and compare the counted wavefronts and bank conflicts with the model.

For each instruction kind of the batch it writes one micro-kernel whose only shared-memory access is
one inline-PTX instruction (``ld.shared.v4.u32``, ``stmatrix.x2.trans``...).  Pattern ``i`` is
launched as one single-warp block that reads the 32 lane addresses (and the active mask) of row
``i`` from global memory, so every launch carries exactly one shared instruction and no other
shared traffic.  All patterns of one kind run in one process under ``ncu --csv`` (one profiled
launch per pattern); the launch order is the pattern order.

The GPU-free half (CSV parsing, the choice of counters, the comparison with the model, the replay
of committed measurements) lives here too and is tested without a GPU.  Nothing imports a CUDA
library: the tools ``nvcc``, ``ncu`` and ``cuobjdump`` are called as programs when a run asks.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import struct
import subprocess
import time
from pathlib import Path

from ldsopt.errors import UsageError
from ldsopt.nvidia.ncu import parse_raw_csv as parse_ncu_csv  # noqa: F401  (the one ncu CSV reader)

LANES = 32
SMEM_BYTES = 64 * 1024      # dynamic shared memory of every micro-kernel

# Counters asked of ncu when the chip has them (base names; ".sum" is appended).
WANTED_METRICS = [
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st",
    "smsp__inst_executed_op_shared_ld",
    "smsp__inst_executed_op_shared_st",
    "smsp__inst_executed_op_ldsm",
    "smsp__inst_executed_op_stsm",
]


# ----------------------------------------------------------------------------- instruction kinds
def kernel_name(op: str) -> str:
    return "k_" + re.sub(r"[^0-9a-zA-Z]+", "_", op)


def _ptx_for(op: str) -> tuple:
    """(asm body, number of 32-bit data registers, is_load, is_matrix) for one op name."""
    m = re.fullmatch(r"(ldmatrix|stmatrix)\.x(1|2|4)(\.trans)?", op)
    if m:
        n, trans = int(m.group(2)), m.group(3) or ""
        regs = ",".join(f"%{i}" for i in range(n))
        if m.group(1) == "ldmatrix":
            return (f"ldmatrix.sync.aligned.m8n8.x{n}{trans}.shared.b16 {{{regs}}}, [%{n}];", n, True, True)
        regs = ",".join(f"%{i + 1}" for i in range(n))
        return (f"stmatrix.sync.aligned.m8n8.x{n}{trans}.shared.b16 [%0], {{{regs}}};", n, False, True)
    m = re.fullmatch(r"(ld|st)\.shared\.(u8|u16|u32|v2\.u32|v4\.u32)", op)
    if not m:
        raise UsageError(f"the harness has no micro-kernel for {op!r} (it runs ld/st.shared."
                         "u8/u16/u32/v2.u32/v4.u32, ldmatrix/stmatrix.x1/x2/x4[.trans])")
    n = {"u8": 1, "u16": 1, "u32": 1, "v2.u32": 2, "v4.u32": 4}[m.group(2)]
    if m.group(1) == "ld":
        regs = ",".join(f"%{i}" for i in range(n))
        regs = regs if n == 1 else "{" + regs + "}"
        body = (f"{{ .reg .pred q; setp.ne.u32 q, %{n}, 0; @q {op} {regs}, [%{n + 1}]; }}")
        return body, n, True, False
    regs = ",".join(f"%{i + 2}" for i in range(n))
    regs = regs if n == 1 else "{" + regs + "}"
    return f"{{ .reg .pred q; setp.ne.u32 q, %0, 0; @q {op} [%1], {regs}; }}", n, False, False


def _kernel(op: str) -> str:
    body, n, is_load, is_matrix = _ptx_for(op)
    regs = [f"r{i}" for i in range(n)]
    decl = "  unsigned " + ", ".join(f"r{i} = lane * {i + 3}u + {i}u" for i in range(n)) + ";\n"
    asm_body = json.dumps(body)
    if is_load:
        outs = ", ".join(f'"{"=r" if is_matrix else "+r"}"({r})' for r in regs)
        ins = ('"r"(a)' if is_matrix else '"r"(p), "r"(a)')
        asm = f"  asm volatile({asm_body} : {outs} : {ins} : \"memory\");\n"
        use = "  out[idx * 32 + lane] = " + " ^ ".join(regs) + ";\n"
    else:
        ins = ", ".join(['"r"(a)'] + [f'"r"({r})' for r in regs]) if is_matrix else \
            ", ".join(['"r"(p)', '"r"(a)'] + [f'"r"({r})' for r in regs])
        asm = f"  asm volatile({asm_body} : : {ins} : \"memory\");\n"
        use = "  out[idx * 32 + lane] = p;\n"
    return (f'extern "C" __global__ void __launch_bounds__(32) {kernel_name(op)}(\n'
            "    const unsigned* __restrict__ addr, const unsigned* __restrict__ act,\n"
            "    unsigned* __restrict__ out, int idx) {\n"
            "  extern __shared__ __align__(128) unsigned char smem[];\n"
            "  const unsigned lane = threadIdx.x;\n"
            "  const unsigned a = (unsigned)__cvta_generic_to_shared(smem) + addr[idx * 32 + lane];\n"
            "  const unsigned p = act[idx * 32 + lane];\n"
            + decl + asm + use + "}\n")


_HOST = r"""
#include <cstdio>
#include <cstdlib>
#include <vector>
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "harness: CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); \
  return 3; } } while (0)
typedef void (*kfn)(const unsigned*, const unsigned*, unsigned*, int);
static kfn table[] = { %TABLE% };
static const int nkinds = (int)(sizeof(table) / sizeof(table[0]));
// usage: harness PATTERNS.bin FIRST COUNT   (file: int32 n; n int32 kind; n*32 u32 addr; n*32 u32 active)
int main(int argc, char** argv) {
  if (argc != 4) { fprintf(stderr, "usage: harness PATTERNS FIRST COUNT\n"); return 2; }
  int first = atoi(argv[2]), count = atoi(argv[3]);
  FILE* f = fopen(argv[1], "rb");
  if (!f) { fprintf(stderr, "cannot open %s\n", argv[1]); return 2; }
  int n = 0;
  if (fread(&n, 4, 1, f) != 1 || n <= 0) { fprintf(stderr, "bad pattern file\n"); return 2; }
  std::vector<int> kind(n);
  std::vector<unsigned> addr((size_t)n * 32), act((size_t)n * 32);
  if (fread(kind.data(), 4, n, f) != (size_t)n || fread(addr.data(), 4, addr.size(), f) != addr.size() ||
      fread(act.data(), 4, act.size(), f) != act.size()) { fprintf(stderr, "short pattern file\n"); return 2; }
  fclose(f);
  if (first < 0 || count < 0 || first + count > n) { fprintf(stderr, "bad range\n"); return 2; }
  for (int i = 0; i < n; ++i) if (kind[i] < 0 || kind[i] >= nkinds) { fprintf(stderr, "bad kind\n"); return 2; }
  unsigned *d_addr, *d_act, *d_out;
  CK(cudaMalloc(&d_addr, addr.size() * 4));
  CK(cudaMalloc(&d_act, act.size() * 4));
  CK(cudaMalloc(&d_out, addr.size() * 4));
  CK(cudaMemcpy(d_addr, addr.data(), addr.size() * 4, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d_act, act.data(), act.size() * 4, cudaMemcpyHostToDevice));
  for (int k = 0; k < nkinds; ++k)
    CK(cudaFuncSetAttribute((const void*)table[k], cudaFuncAttributeMaxDynamicSharedMemorySize, %SMEM%));
  for (int i = first; i < first + count; ++i) {
    table[kind[i]]<<<1, 32, %SMEM%>>>(d_addr, d_act, d_out, i);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
  }
  fprintf(stderr, "harness: ran %d launches\n", count);
  return 0;
}
"""


def harness_source(ops: list) -> str:
    """CUDA C++ source: one micro-kernel per op and a host program that launches them."""
    kernels = "".join(_kernel(op) for op in ops)
    host = _HOST.replace("%TABLE%", ", ".join(kernel_name(op) for op in ops)).replace(
        "%SMEM%", str(SMEM_BYTES))
    return "// generated by ldsopt.gpu.validate: one shared instruction per micro-kernel\n" + \
        "#include <cuda_runtime.h>\n" + kernels + host


def pack_patterns(records: list, ops: list) -> bytes:
    """Binary pattern file the host program reads: int32 n, n int32 kind indices (into ``ops``),
    n*32 uint32 addresses, n*32 uint32 active flags."""
    n = len(records)
    buf = bytearray(struct.pack("<i", n))
    buf += struct.pack(f"<{n}i", *[ops.index(r["op"]) for r in records])
    for r in records:
        buf += struct.pack("<32I", *r["addresses"])
    for r in records:
        act = r.get("active") or [True] * LANES
        buf += struct.pack("<32I", *[1 if x else 0 for x in act])
    return bytes(buf)


def launch_order(records: list, block: int = 150) -> list:
    """Indices of ``records`` in the order the harness runs them: each kind's first ``block``
    patterns, kind after kind, then the next ``block`` of each...  (so a run cut short by its
    deadline still covers every kind's first, most telling, patterns)."""
    pos, seen = [], {}
    for i, r in enumerate(records):
        k = seen.setdefault(r["op"], [len(seen), 0])
        pos.append((k[1] // block, k[0], k[1], i))
        k[1] += 1
    return [p[3] for p in sorted(pos)]


# ----------------------------------------------------------------------------- batch input
def load_batch(path: str, arch: str = "sm_90") -> list:
    """Read a JSONL batch for the harness; checks what the micro-kernels need."""
    from ldsopt.core.batch import parse_batch_line
    p = Path(path)
    if not p.is_file():
        raise UsageError(f"batch file {path} not found")
    opener = gzip.open if p.suffix == ".gz" else open
    recs = []
    try:
        with opener(p, "rt") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise UsageError(f"cannot read batch file {path}: {e}")
    for lineno, text in enumerate(lines, 1):
        if not text.strip():
            continue
        obj = parse_batch_line(text, lineno)
        obj["line"] = lineno
        recs.append(check_record(obj, arch, lineno))
    if not recs:
        raise UsageError(f"batch file {path} has no patterns")
    return recs


def check_record(obj: dict, arch: str, lineno: int) -> dict:
    from ldsopt.core.arch import get_arch
    from ldsopt.core.instructions import get_instruction
    a = get_arch(obj.get("arch", arch))
    if not a.is_nvidia:
        raise UsageError(f"line {lineno}: the harness runs NVIDIA patterns only, got arch {a.name}")
    inst = get_instruction(a, obj["op"])
    obj["op"] = inst.name
    _ptx_for(inst.name)   # raises for kinds without a micro-kernel
    addrs = obj["addresses"]
    if len(addrs) != LANES:
        raise UsageError(f"line {lineno}: the harness needs 32 lane addresses, got {len(addrs)}")
    act = obj.get("active")
    if act is not None and len(act) != LANES:
        raise UsageError(f"line {lineno}: \"active\" needs 32 entries, got {len(act)}")
    if inst.matrices and act is not None and not all(act):
        raise UsageError(f"line {lineno}: {inst.name} is warp-synchronous: all 32 lanes must be active")
    for lane, x in enumerate(addrs):
        if x < 0 or x + inst.width > SMEM_BYTES:
            raise UsageError(f"line {lineno}: lane {lane} address {x} outside the harness's "
                             f"{SMEM_BYTES} B of shared memory")
        if x % inst.align:
            raise UsageError(f"line {lineno}: lane {lane} address {x} is not {inst.align}-byte aligned")
    return obj


# ----------------------------------------------------------------------------- ncu CSV
def measured_from_counters(op: str, c: dict) -> dict:
    """Measured wavefronts / conflicts / instructions of one launch from its counters.

    Loads and ldmatrix are read from the ``op_ld`` counters, stores and stmatrix from ``op_st``
    (the Nsight Compute descriptions file LDSM under op_ld and STSM under op_st).  The all-ops
    totals (``..._mem_shared.sum``) are not used: on the H200 they count one more wavefront per
    launch than the instruction makes, even with no shared instruction in the kernel's loop."""
    def g(name):
        v = c.get(name)
        return v if isinstance(v, (int, float)) else None
    side = "st" if op.startswith(("st.", "stmatrix")) else "ld"
    wf = g(f"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_{side}.sum")
    bc = g(f"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_{side}.sum")
    inst = [g(f"smsp__inst_executed_op_{x}.sum") for x in ("shared_ld", "shared_st", "ldsm", "stsm")]
    return {"wavefronts": wf, "conflicts": bc, "inst": sum(v for v in inst if v is not None)}


# ----------------------------------------------------------------------------- model comparison
def model_for(records: list, arch: str = "sm_90") -> list:
    """Model cycles / ideal / conflicts of each record (None where the model refuses it)."""
    from ldsopt.core.batch import run_batch_lines
    keep = ("op", "addresses", "active", "arch")
    lines = [json.dumps({k: r[k] for k in keep if k in r}) for r in records]
    try:
        return run_batch_lines(lines, arch=arch)
    except UsageError:
        out = []
        for ln in lines:
            try:
                out.append(run_batch_lines([ln], arch=arch)[0])
            except UsageError as e:
                out.append({"error": str(e)})
        return out


def compare(records: list, arch: str = "sm_90") -> dict:
    """Measured (``wavefronts``, ``conflicts`` keys of each record) against the model.  Returns
    ``{"patterns": [...], "summary": {...}}``; a pattern matches when the model's cycles equal the
    measured wavefronts and its conflicts the measured conflicts."""
    models = model_for(records, arch)
    pats, by_op = [], {}
    for r, m in zip(records, models):
        meas = {"wavefronts": r.get("wavefronts"), "conflicts": r.get("conflicts")}
        mod = {k: m.get(k) for k in ("cycles", "ideal", "conflicts")} if "error" not in m else m
        ok = ("error" not in m and meas["wavefronts"] is not None
              and m["cycles"] == meas["wavefronts"] and m["conflicts"] == meas["conflicts"])
        pats.append({"id": r.get("id"), "op": r["op"], "measured": meas, "model": mod, "match": ok})
        s = by_op.setdefault(r["op"], {"patterns": 0, "match": 0})
        s["patterns"] += 1
        s["match"] += int(ok)
    n_ok = sum(p["match"] for p in pats)
    summary = {"patterns": len(pats), "match": n_ok, "mismatch": len(pats) - n_ok,
               "wavefront_mismatch": sum(1 for p in pats if "cycles" in p["model"] and
                                         p["model"]["cycles"] != p["measured"]["wavefronts"]),
               "by_op": by_op}
    return {"patterns": pats, "summary": summary}


def load_measurements(path) -> list:
    """Committed measurements: JSONL (optionally gzip'd), one record per pattern with ``op``,
    ``addresses``, optional ``active``, ``wavefronts`` and ``conflicts``."""
    p = Path(path)
    if not p.is_file():
        raise UsageError(f"measurement file {path} not found")
    opener = gzip.open if p.suffix == ".gz" else open
    out = []
    try:
        with opener(p, "rt") as f:
            for lineno, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    r = json.loads(line)
                except json.JSONDecodeError as e:
                    raise UsageError(f"{path} line {lineno}: malformed JSON ({e.msg})")
                if not isinstance(r, dict) or "op" not in r or "addresses" not in r \
                        or "wavefronts" not in r:
                    raise UsageError(f"{path} line {lineno}: needs op, addresses, wavefronts")
                out.append(r)
    except (OSError, EOFError, UnicodeDecodeError) as e:
        raise UsageError(f"cannot read {path}: {e}")
    return out


# ----------------------------------------------------------------------------- running
def _run(cmd, timeout=None, **kw):
    from ldsopt.toolchain import find
    exe = find(cmd[0]) if not Path(cmd[0]).is_absolute() else cmd[0]
    if exe is None:
        raise UsageError(f"{cmd[0]} not found (the harness needs the CUDA toolkit and Nsight Compute)")
    return subprocess.run([exe, *cmd[1:]], capture_output=True, text=True, timeout=timeout, **kw)


def environment() -> dict:
    """GPU, driver and tool versions, for the record."""
    from ldsopt.toolchain import environment as env
    return env(tools=("nvcc", "ncu"))


def available_metrics(ncu="ncu", chip="gh100") -> set:
    r = _run([ncu, "--query-metrics", "--chip", chip], timeout=120)
    names = set()
    for line in r.stdout.splitlines():
        tok = line.split()
        if tok and "__" in tok[0]:
            names.add(tok[0])
    return names


def build(ops: list, workdir: Path, arch: str = "sm_90") -> Path:
    from ldsopt.toolchain import nvcc
    src = workdir / "harness.cu"
    src.write_text(harness_source(ops))
    exe = workdir / "harness"
    nvcc(src, exe, arch, ["-O2", "-diag-suppress", "177"])
    return exe


def sass_summary(exe: Path) -> dict:
    """Kernel -> list of its shared-memory SASS instructions (to prove one per micro-kernel)."""
    from ldsopt.toolchain import run
    from ldsopt.nvidia.emulate import SHARED_OPS
    from ldsopt.nvidia.listing import parse_listing
    text = run("cuobjdump", ["-sass", exe], "list the harness's shared-memory instructions", 120).stdout
    return {f.name: [i.full for i in f.instructions if i.opcode in SHARED_OPS]
            for f in parse_listing(text)}


def exclude_measured(records: list, measured: list) -> list:
    """The records whose (op, addresses, active) no measured record has (to resume a run)."""
    def key(r):
        act = r.get("active")
        return (r["op"], tuple(r["addresses"]), None if act is None or all(act) else tuple(act))
    seen = {key(m) for m in measured}
    return [r for r in records if key(r) not in seen]


def run_validate(records: list, out_dir: Path, deadline_s: float = 480.0, arch: str = "sm_90",
                 chunk: int = 400, ncu: str = "ncu", log=print) -> dict:
    """Run the records on the GPU under ncu, ``chunk`` launches per ncu process, in
    :func:`launch_order`, until ``deadline_s``; compare with the model; write ``ncu_raw.csv.gz``,
    ``measured.jsonl``, ``meta.json`` and ``validate_result.json`` to ``out_dir``."""
    t0 = time.time()
    out_dir.mkdir(parents=True, exist_ok=True)
    work = Path(os.environ.get("TMPDIR", "/tmp")) / f"ldsopt-validate-{os.getpid()}"
    work.mkdir(parents=True, exist_ok=True)
    ops = []
    for r in records:
        if r["op"] not in ops:
            ops.append(r["op"])
    order = [records[i] for i in launch_order(records)]
    env = environment()
    log(f"validate: {len(records)} patterns, {len(ops)} kinds; gpu {env.get('gpu')}; ncu {env.get('ncu')}")
    have = available_metrics(ncu)
    if not have:
        log("validate: ncu --query-metrics listed nothing; asking for the core counters only")
        have = set(WANTED_METRICS[:6])
    metrics = [m + ".sum" for m in WANTED_METRICS if m in have]
    missing = [m for m in WANTED_METRICS if m not in have]
    log(f"validate: {len(metrics)} of {len(WANTED_METRICS)} counters available"
        + (f"; missing: {', '.join(missing)}" if missing else ""))
    exe = build(ops, work, arch)
    sass = sass_summary(exe)
    log("validate: SASS shared instructions: " + json.dumps(sass))
    (work / "patterns.bin").write_bytes(pack_patterns(order, ops))
    raw = gzip.open(out_dir / "ncu_raw.csv.gz", "wt")
    done = []
    first, rate, step = 0, None, min(50, chunk)   # the first process: 50 launches, to time them
    while first < len(order):
        left = deadline_s - (time.time() - t0)
        n = min(step, len(order) - first)
        if rate is not None:
            n = min(n, int((left - 20) / rate))
        if n <= 0 or left < 25:
            log(f"validate: deadline: {len(order) - first} patterns not run")
            break
        cmd = [ncu, "--csv", "--page", "raw", "--print-units", "base", "--clock-control", "none",
               "--metrics", ",".join(metrics), "-k", "regex:^k_",
               str(exe), str(work / "patterns.bin"), str(first), str(n)]
        ts = time.time()
        try:
            r = _run(cmd, timeout=max(10.0, left - 5))
        except subprocess.TimeoutExpired:
            log(f"validate: ncu timed out at pattern {first}")
            break
        dt = time.time() - ts
        raw.write(f"# first={first} count={n} rc={r.returncode} seconds={dt:.1f}\n")
        raw.write(r.stdout)
        raw.flush()
        try:
            rows = parse_ncu_csv(r.stdout)
        except UsageError:
            rows = []
        if r.returncode or len(rows) != n:
            log(f"validate: ncu rc={r.returncode}, {len(rows)} of {n} rows; stderr: "
                + " | ".join(r.stderr.strip().splitlines()[-3:])[:600]
                + " | stdout: " + " | ".join(r.stdout.strip().splitlines()[-3:])[:600])
            break
        for rec, row in zip(order[first:first + n], rows):
            counters = {k: row[k] for k in metrics if k in row}
            m = dict(rec, **measured_from_counters(rec["op"], counters), counters=counters)
            if row["kernel"] and kernel_name(rec["op"]) not in row["kernel"]:
                m["kernel_mismatch"] = row["kernel"]
            done.append(m)
        rate = dt / n if rate is None else 0.5 * rate + 0.5 * dt / n
        log(f"validate: {first + n}/{len(order)} patterns, {n} launches in {dt:.1f} s "
            f"({dt / n * 1000:.0f} ms/launch)")
        first += n
        step = chunk
    raw.close()
    result = compare(done, arch) if done else {"patterns": [], "summary": {"patterns": 0}}
    meta = dict(env, arch=arch, metrics=metrics, metrics_missing=missing, sass=sass,
                patterns_total=len(records), patterns_measured=len(done),
                seconds=round(time.time() - t0, 1),
                harness="ldsopt.gpu.validate (inline PTX micro-kernel, one single-warp launch per pattern)")
    with open(out_dir / "measured.jsonl", "w") as f:
        for m in done:
            f.write(json.dumps({k: v for k, v in m.items() if k != "line"}) + "\n")
    (out_dir / "meta.json").write_text(json.dumps(meta, indent=1))
    (out_dir / "validate_result.json").write_text(json.dumps(dict(meta=meta, **result), indent=1))
    shutil.rmtree(work, ignore_errors=True)
    return dict(meta=meta, **result)


def check_measured(r: dict, where: str) -> None:
    """A measured record: a batch record plus non-negative integer counters."""
    from ldsopt.core.batch import check_record
    from ldsopt.errors import UsageError
    check_record(r, where, extra=("wavefronts", "conflicts", "inst", "counters", "line"))
    for k in ("wavefronts", "conflicts"):
        x = r.get(k)
        if k == "wavefronts" or x is not None:
            if isinstance(x, bool) or not isinstance(x, (int, float)) or x != x or x < 0:
                raise UsageError(f"{where}: \"{k}\" must be a non-negative count, got {x!r}"[:300])
