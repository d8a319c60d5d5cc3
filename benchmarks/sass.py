"""Speed of `ldsopt sass` on a 10,000-instruction SASS listing (issue: "well under a second").

The listing is the committed nvdisasm/cuobjdump text of the validation kernels
(docs/validation/sass/listings: fresh, matrix, more, classic, widths), concatenated until it holds at
least 10,000 instructions.  Timed: reading the listing (parse_listing), and the whole analysis
(emulating one block of every kernel and costing every shared-memory instruction), block 256x1x1.
Reference: a straightforward one-regex scan that only finds the shared-memory instructions (no
operands, no emulation), the least any tool must do.  Each figure is the median of the repetitions
in wall time and, in brackets, in CPU time of this process (``time.process_time``: less disturbed
by other processes on a shared machine).

    .venv/bin/python benchmarks/sass.py
"""

from __future__ import annotations

import gzip
import re
import statistics
import time
from pathlib import Path

from ldsopt.nvidia.listing import parse_listing, parse_operand
from ldsopt.nvidia.report import analyze_functions
from ldsopt.core.cost import clear_memo

ROOT = Path(__file__).resolve().parents[1] / "docs" / "validation" / "sass" / "listings"
NAMES = ["fresh_exe.cuobjdump.sass.gz", "matrix.nvdisasm.sass.gz", "more.nvdisasm.sass.gz",
         "classic.nvdisasm.sass.gz", "widths.nvdisasm.sass.gz"]
SHARED = re.compile(r"/\*[0-9a-f]+\*/\s+(?:@!?U?P\w+\s+)?((?:LDS|STS|LDSM|STSM|ATOMS|LDGSTS)\b\S*)")


def listing(min_instructions: int = 10_000) -> tuple[str, int]:
    parts, n = [], 0
    while n < min_instructions:
        for name in NAMES:
            t = gzip.open(ROOT / name, "rt").read()
            parts.append(t)
            n += sum(len(f.instructions) for f in parse_listing(t))
            if n >= min_instructions:
                break
    return "\n".join(parts), n


def cold() -> None:
    """Empty the caches (operand texts, cost patterns) so that every repetition starts cold."""
    parse_operand.cache_clear()
    clear_memo()


def best(fn, reps: int = 5) -> tuple[float, float]:
    """(wall, CPU) seconds of `fn`, each the median over `reps` cold runs."""
    ts, cs = [], []
    for _ in range(reps):
        cold()
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        ts.append(time.perf_counter() - t0)
        cs.append(time.process_time() - c0)
    return statistics.median(ts), statistics.median(cs)


def main() -> None:
    text, n = listing()
    funcs = parse_listing(text)
    t_ref, c_ref = best(lambda: [m.group(1) for m in SHARED.finditer(text)])
    t_parse, c_parse = best(lambda: parse_listing(text))
    t_an, c_an = best(lambda: analyze_functions(funcs, blocks=[(None, (256, 1, 1))]), reps=3)
    cold()
    t0 = time.perf_counter()
    analyze_functions(parse_listing(text), blocks=[(None, (256, 1, 1))])
    t_all = time.perf_counter() - t0
    nshared = sum(len(r.shared) for r in analyze_functions(funcs, blocks=[(None, (256, 1, 1))]))
    print(f"listing: {n:,} instructions in {len(funcs)} kernels, {nshared:,} shared-memory instructions")
    print(f"regex scan (reference)        {1e3 * t_ref:8.1f} ms  [CPU {1e3 * c_ref:6.1f} ms]")
    print(f"parse_listing                 {1e3 * t_parse:8.1f} ms  [CPU {1e3 * c_parse:6.1f} ms]  "
          f"({t_parse / t_ref:.0f}x the scan)")
    print(f"emulate + cost (every kernel) {1e3 * t_an:8.1f} ms  [CPU {1e3 * c_an:6.1f} ms]")
    print(f"total (parse + analyse)       {1e3 * (t_parse + t_an):8.1f} ms  [CPU {1e3 * (c_parse + c_an):6.1f} ms]  "
          f"({1e6 * (t_parse + t_an) / n:.1f} us per instruction)")
    print(f"one cold pass, end to end     {1e3 * t_all:8.1f} ms")


if __name__ == "__main__":
    main()
