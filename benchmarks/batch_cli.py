"""Throughput and memory of ``ldsopt sim --batch`` through the command line: a JSONL file of random
instructions (64 lanes each, a mix of ds_read_b128 / ds_read_b64 / ds_read_b32 / ds_write_b64 on
gfx942), modelled by a fresh ``python -m ldsopt`` process, results written as JSON lines.

Reported per input size: wall time (process start to exit, so start-up is included), instructions
per second, CPU seconds (user + system: what a busy machine does not inflate), and the process's
peak resident memory (``wait4`` rusage).  The same per-line results
are computed by the straightforward loop (``json.loads`` of each line, ``ldsopt.simulate`` of it,
``json.dumps`` of the result) on the first lines, and compared; its rate gives the ratio.

Run: .venv/bin/python benchmarks/batch_cli.py [--lines 200000]   (recorded in docs/performance.md)
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time

import numpy as np

OPS = [("ds_read_b128", 16), ("ds_read_b64", 8), ("ds_read_b32", 4), ("ds_write_b64", 8)]


def write_batch(path: str, n: int, seed: int = 0) -> int:
    """``n`` lines; returns the file size in bytes."""
    rng = np.random.default_rng(seed)
    with open(path, "w") as f:
        for start in range(0, n, 10_000):
            k = min(10_000, n - start)
            which = rng.integers(0, len(OPS), size=k)
            slots = rng.integers(0, 4096, size=(k, 64))
            for w, row in zip(which, slots):
                op, width = OPS[w]
                f.write('{"op": "%s", "addresses": [%s]}\n' % (op, ",".join(map(str, (row * width).tolist()))))
    return os.path.getsize(path)


def run_cli(batch: str, out: str):
    """(seconds, CPU seconds, peak RSS in MB, exit code) of one ``ldsopt sim --batch`` process."""
    t = time.perf_counter()
    with open(out, "wb") as fo:
        p = subprocess.Popen([sys.executable, "-m", "ldsopt", "sim", "--arch", "gfx942", "--batch", batch,
                              "--json"], stdout=fo)
        _, status, ru = os.wait4(p.pid, 0)
    secs = time.perf_counter() - t
    return secs, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def reference(batch: str, n: int):
    """The straightforward loop over the first ``n`` lines: (results, instructions per second)."""
    import ldsopt

    out = []
    t = time.perf_counter()
    with open(batch) as f:
        for i, line in zip(range(n), f):
            obj = json.loads(line)
            r = ldsopt.simulate("gfx942", obj["op"], obj["addresses"])
            out.append(json.dumps({"line": i + 1, "op": obj["op"], "cycles": r.cycles, "ideal": r.ideal,
                                   "conflicts": r.conflicts}))
    return out, n / (time.perf_counter() - t)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lines", type=int, nargs="+", default=[20_000, 200_000, 1_000_000])
    ap.add_argument("--reference-lines", type=int, default=5_000)
    args = ap.parse_args()
    print(f"python {platform.python_version()}, numpy {np.__version__}, {platform.machine()}, "
          f"{os.cpu_count()} cores")
    print(f"{'lines':>9} {'file MB':>8} {'seconds':>8} {'instr/s':>10} {'CPU s':>6} {'instr/CPU s':>12} "
          f"{'peak RSS MB':>12}")
    with tempfile.TemporaryDirectory() as d:
        batch, out = os.path.join(d, "batch.jsonl"), os.path.join(d, "out.jsonl")
        ref_n = 0
        for n in args.lines:
            size = write_batch(batch, n)
            secs, cpu, rss, rc = run_cli(batch, out)
            if rc != 0:
                print(f"ldsopt exited {rc}", file=sys.stderr)
                return 1
            with open(out) as f:
                got = sum(1 for _ in f)
            assert got == n, (got, n)
            print(f"{n:>9,} {size / 1e6:>8.1f} {secs:>8.2f} {n / secs:>10,.0f} {cpu:>6.2f} {n / cpu:>12,.0f} "
                  f"{rss:>12.0f}")
            ref_n = min(n, args.reference_lines)
            rate = n / secs
        want, ref_rate = reference(batch, ref_n)
        with open(out) as f:
            have = [line.rstrip("\n") for _, line in zip(range(ref_n), f)]
        same = have == want
        print(f"straightforward loop (json.loads + ldsopt.simulate + json.dumps per line), first {ref_n:,} "
              f"lines: {ref_rate:,.0f} instr/s; the CLI is {rate / ref_rate:.0f}x faster; "
              f"results {'identical' if same else 'DIFFERENT'}")
        return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
