"""The one Nsight Compute CSV reader: the source page (``ncu -i R --page source --csv
--print-source sass`` or ``cuda,sass``), the details page (launch facts) and the raw page.

Source page: one block per profiled kernel (``"Kernel Name"`` or ``"File Path"`` + ``"Function
Name"``, then a header row, then one row per SASS instruction: ``Address`` (absolute), ``Source``
(the SASS text) and the per-instruction counters: ``Instructions Executed`` (warp-level),
``L1 Wavefronts Shared``, ``L1 Wavefronts Shared Ideal``, the warp-stall sampling columns...).
Nsight Compute 2025.3 prints some blocks twice; identical repeats are dropped.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field

from ldsopt.errors import UsageError
from ldsopt.nvidia.listing import Function, parse_ncu_instruction


@dataclass
class NcuRow:
    pc: int                 # byte offset in the function
    address: int            # absolute address as printed
    sass: str
    source: str | None      # "file:line" when the export carries CUDA source lines
    values: dict            # column -> float (numbers) or str

    def num(self, col: str) -> float:
        """The counter ``col`` of this row; 0 for an empty cell ("-", ""), as ncu prints for an
        instruction the counter does not apply to.  The counters the analysis rests on
        (:data:`REQUIRED`) are checked when the CSV is read: present, numeric, non-negative."""
        v = self.values.get(col)
        return v if isinstance(v, float) else 0.0


@dataclass
class NcuKernel:
    name: str
    rows: list
    index: int = 0                      # the kernel's position in the report (launch order)
    file: str | None = None
    launch: dict = field(default_factory=dict)   # block (x,y,z), grid, cc from the details page

    def function(self) -> Function:
        f = Function(name=self.name, arch=_arch_of(self.launch.get("cc")))
        base = self.rows[0].address - self.rows[0].pc if self.rows else 0
        for r in self.rows:
            try:
                ins = parse_ncu_instruction(r.sass, r.pc)
            except ValueError as e:
                raise UsageError(f"kernel {self.name!r}, address {r.address:#x}: {e}")
            if ins.target is not None and ins.target >= base:
                ins.target -= base          # branch targets are printed as absolute addresses
            if r.source:
                file, _, line = r.source.rpartition(":")
                ins.source = (file, int(line)) if line.isdigit() else None
            f.instructions.append(ins)
        return f


# The per-instruction counters the diagnosis rests on, under their current names (Nsight Compute
# 2023-2025, as in the committed exports under docs/validation/sass/), and the names earlier
# releases printed in the source view, where its metric groups prefixed the memory columns with
# "Memory " ("Memory L1 Wavefronts Shared") and named the stall samples "Sampling Data (All)" or
# "Warp Stall Sampling (All Cycles)" (as recalled from those releases' source view; no export of
# them is at hand).  A CSV without one of them is refused, naming the column: read as 0, a missing
# wavefront column would make every bank conflict disappear, a missing sample column every stall.
REQUIRED = ("Instructions Executed", "Warp Stall Sampling (All Samples)", "L1 Wavefronts Shared",
            "L1 Wavefronts Shared Ideal")
ALIASES = {"Memory L1 Wavefronts Shared": "L1 Wavefronts Shared",
           "Memory L1 Wavefronts Shared Ideal": "L1 Wavefronts Shared Ideal",
           "Memory L1 Wavefronts Shared Excessive": "L1 Wavefronts Shared Excessive",
           "Memory L1 Conflicts Shared N-Way": "L1 Conflicts Shared N-Way",
           "Warp Stall Sampling (All Cycles)": "Warp Stall Sampling (All Samples)",
           "Warp Stall Sampling (Not-issued Cycles)": "Warp Stall Sampling (Not-issued Samples)",
           "Sampling Data (All)": "Warp Stall Sampling (All Samples)",
           "Sampling Data (Not Issued)": "Warp Stall Sampling (Not-issued Samples)"}
_COUNT_MAX = float(1 << 53)      # counters are integers; past 2**53 a double no longer holds them


def _is_count(col: str) -> bool:
    """Columns that hold event counts (non-negative integers): the required counters and the
    warp-stall samples."""
    return col in REQUIRED or col.startswith("stall_") or col.startswith("Warp Stall Sampling")


def _count(cell: str, col: str, lineno: int, what: str):
    """A count cell: None when empty ("-", "", "n/a"), else a float holding a non-negative
    integer; anything else is a UsageError naming the column and the line."""
    v = _num(cell) if cell.strip().lower() != "nan" else cell
    if v is None:
        return None
    if isinstance(v, str) or v != v or not 0 <= v <= _COUNT_MAX or v != int(v):
        raise UsageError(f"{what}: line {lineno}, column {col!r}: {cell.strip()[:40]!r} is not a count "
                         "(a non-negative integer)")
    return v


def _arch_of(cc) -> str | None:
    if not cc:
        return None
    m = re.match(r"(\d+)\.(\d+)", str(cc))
    return f"sm_{m.group(1)}{m.group(2)}" if m else None


_GROUPED = re.compile(r"[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?")


def _num(t: str):
    try:                      # the common case: a plain number (float() ignores surrounding blanks)
        v = float(t)
        return v if v == v else None
    except ValueError:
        pass
    s = t.strip()
    if s in ("", "-", "n/a", "N/A", "nan"):
        return None
    if "," in s:
        # ncu groups thousands with commas ("1,048,576"); a comma anywhere else ("12,5": a decimal
        # comma, or a cut cell) is not read as a number, so no count is silently scaled
        if not _GROUPED.fullmatch(s):
            return s
        s = s.replace(",", "")
    try:
        return float(s)
    except ValueError:
        return t.strip()


def _rows(text: str, what: str) -> list:
    try:
        return list(csv.reader(io.StringIO(text), strict=True))
    except csv.Error as e:
        raise UsageError(f"{what}: malformed CSV ({e})")


def parse_raw_csv(text: str) -> list:
    """Rows of ``ncu --csv --page raw`` output (metrics per launch): one dict per profiled launch,
    in launch order, with ``id``, ``kernel`` and each metric column (``a__b`` names) as a number
    (int when integral; None when empty, ``n/a`` or not a number).  Lines that are not CSV
    (``==PROF==`` messages, the program's own output) are skipped; the units row is dropped.
    Raises UsageError when no header (``"ID"``, ``"Kernel Name"``) is found."""
    lines = [ln for ln in text.splitlines() if ln.startswith('"')]
    header, out = None, []
    for row in csv.reader(io.StringIO("\n".join(lines))):
        if header is None:
            if "ID" in row and "Kernel Name" in row:
                header = row
            continue
        if row == header:
            continue
        rec = dict(zip(header, row))
        if not rec.get("ID", "").strip().isdigit():
            continue          # the units row
        d = {"id": int(rec["ID"]), "kernel": rec.get("Kernel Name", "")}
        for k, v in rec.items():
            if "__" in k:
                x = _num(v)
                d[k] = None if x is None or isinstance(x, str) or x != x else (
                    int(x) if abs(x) < 2 ** 63 and x == int(x) else x)
        out.append(d)
    if header is None:
        raise UsageError("no ncu CSV header (\"ID\", \"Kernel Name\") in the profiler output")
    return out


def looks_like_source_csv(text: str) -> bool:
    r"""A source-page export: a ``Kernel Name`` (or ``Function Name``) row and a header row with
    ``Address`` and ``Source`` among the first lines, the cells quoted (as ncu writes them) or not.

    >>> looks_like_source_csv('"Kernel Name","k(int)"\n"Address","Source","# Samples"\n')
    True
    >>> looks_like_source_csv('Kernel Name,k(int)\nAddress,Source,# Samples\n0x10,LDS R1,3\n')
    True
    >>> looks_like_source_csv('Address,Source\n')
    False
    """
    name = header = False
    try:
        for row in csv.reader(io.StringIO("\n".join(text[:20000].splitlines()[:64]))):
            cells = [c.strip() for c in row]
            name = name or (cells[:1] in (["Kernel Name"], ["Function Name"]))
            header = header or ("Address" in cells and "Source" in cells)
    except csv.Error:
        return False
    return name and header


def parse_source_csv(text: str, what: str = "the Nsight Compute CSV") -> list:
    """Every kernel block of a source-page export, in file order (identical repeats dropped)."""
    rows = _rows(text, what)
    out: list = []
    name = file = None
    cols = None
    cur: list | None = None
    line_src = None
    header_line = 0
    wf_missing = 0          # the header line, when it has no wavefront columns

    def close():
        nonlocal cur, wf_missing
        if cur is not None and name is not None:
            if not cur:
                raise UsageError(f"{what}: kernel {name!r} has a header but no instruction rows "
                                 "(truncated export?)")
            if wf_missing:
                from .emulate import SHARED_OPS
                for r in cur:
                    op = next((t for t in r.sass.split() if not t.startswith("@")), "").split(".")[0]
                    if op in SHARED_OPS:
                        raise UsageError(
                            f"{what}: line {wf_missing}: no column 'L1 Wavefronts Shared' in the "
                            f"source page, yet kernel {name!r} has a shared-memory instruction "
                            f"({r.sass.strip()[:60]!r}); export it with ncu's source counters")
            base = min(r.address for r in cur)
            for r in cur:
                r.pc = r.address - base
            k = NcuKernel(name, cur, file=file)
            if out and out[-1].name == k.name and _same(out[-1], k):
                pass
            else:
                k.index = len(out)
                out.append(k)
        cur = None
        wf_missing = 0

    for lineno, row in enumerate(rows, 1):
        if not row or not any(c.strip() for c in row):
            continue
        tag = row[0].strip()
        if tag in ("Kernel Name", "Function Name") and 2 <= len(row) <= 3:
            close()
            name = row[1].strip()
            cols = None
            line_src = None
            continue
        if tag == "File Path" and len(row) <= 3:
            close()
            file = row[1].strip() if len(row) > 1 else None
            continue
        if "Address" in row and "Source" in row and cols is None:
            cols = [ALIASES.get(c.strip(), c.strip()) for c in row]
            missing = [c for c in REQUIRED if c not in cols]
            if missing == ["L1 Wavefronts Shared", "L1 Wavefronts Shared Ideal"]:
                missing = []          # ncu leaves them out for a kernel without shared accesses:
                wf_missing = lineno   # checked against the kernel's instructions in close()
            if missing:
                raise UsageError(
                    f"{what}: line {lineno}: no column {missing[0]!r} in the source page (kernel "
                    f"{name!r}); export it with ncu's source counters: ncu --set full (or "
                    "--section SourceCounters) ... then ncu -i REPORT --page source --csv "
                    "--print-source sass")
            header_line = lineno
            cur = []
            ai = cols.index("Address")
            si = ai + 1 if ai + 1 < len(cols) and cols[ai + 1] == "Source" else cols.index("Source")
            li = cols.index("Line No") if "Line No" in cols else None
            keep = [(j, c) for j, c in enumerate(cols) if c not in ("Address", "Source", "Line No")]
            continue
        if cols is None:
            continue
        if len(row) != len(cols):
            raise UsageError(f"{what}: line {lineno} has {len(row)} fields, the header on line "
                             f"{header_line} has {len(cols)} (truncated or edited export)")
        if li is not None:
            ln = row[li].strip()
            if ln.isdigit():
                line_src = f"{(file or '?').rsplit('/', 1)[-1]}:{ln}"
        addr = row[ai].strip()
        if not re.fullmatch(r"0x[0-9a-fA-F]+", addr):
            continue
        a = int(addr, 16)
        if any(r.address == a for r in cur[-4:]):
            continue                     # cuda,sass exports repeat a row under each source line
        vals = {c: (_count(row[j], c, lineno, what) if _is_count(c) else _num(row[j]))
                for j, c in keep}
        cur.append(NcuRow(0, a, row[si].strip(), line_src, vals))
    close()
    if not out:
        raise UsageError(f"{what}: no kernel in the source page (expected \"Kernel Name\" and an "
                         "\"Address\",\"Source\",... header: ncu -i REPORT --page source --csv "
                         "--print-source sass)")
    return out


def _same(a: NcuKernel, b: NcuKernel) -> bool:
    if len(a.rows) != len(b.rows):
        return False
    return all(x.sass == y.sass and x.values == y.values for x, y in zip(a.rows, b.rows))


def parse_details_csv(text: str, what: str = "the details CSV") -> list:
    """Launch facts per profiled kernel from ``ncu --page details --csv``: [{id, kernel, block,
    grid, cc, metrics: {(section, name): value}}] in ID order."""
    rows = _rows(text, what)
    head = None
    by_id: dict = {}
    for row in rows:
        if not row:
            continue
        if "ID" in row and "Kernel Name" in row and "Block Size" in row:
            head = row
            continue
        if head is None or len(row) < len(head) - 5:
            continue
        d = dict(zip(head, row))
        if not d.get("ID", "").strip().isdigit():
            continue
        i = int(d["ID"])
        k = by_id.setdefault(i, {"id": i, "kernel": d.get("Kernel Name", ""),
                                 "block": _dims(d.get("Block Size", ""), what),
                                 "grid": _dims(d.get("Grid Size", ""), what, "Grid Size"),
                                 "cc": d.get("CC"), "process": d.get("Process Name", ""),
                                 "metrics": {}})
        if d.get("Metric Name"):
            k["metrics"][(d.get("Section Name", ""), d["Metric Name"])] = _num(d.get("Metric Value", ""))
    if head is None:
        raise UsageError(f"{what}: no details header (\"ID\", \"Kernel Name\", \"Block Size\")")
    return [by_id[i] for i in sorted(by_id)]


def _dims(t: str, what: str = "the details CSV", col: str = "Block Size"):
    """``"(32, 8, 1)"`` -> (32, 8, 1); a cell ncu did not fill ("", "-") -> None.  Anything but one
    to three positive integers in parentheses (``"(-32, 8, 1)"``, ``"(1e3, 1, 1)"``) is a
    UsageError naming the column; missing trailing sizes are 1."""
    s = (t or "").strip()
    if s in ("", "-", "n/a", "N/A"):
        return None
    m = re.fullmatch(r"\(?\s*(\d+)\s*(?:,\s*(\d+)\s*)?(?:,\s*(\d+)\s*)?\)?", s)
    dims = tuple(int(x) for x in m.groups() if x is not None) if m else ()
    if not dims or any(d < 1 or d > (1 << 31) for d in dims):
        raise UsageError(f"{what}: column {col!r}: {s[:40]!r} is not a size like (32, 8, 1)")
    return dims + (1,) * (3 - len(dims))


def _norm_name(name: str) -> str:
    """Kernel names as both pages print them: the source page writes template arguments with
    casts ("<(int)256>"), the details page without ("<256>")."""
    t = re.sub(r"\((?:unsigned |signed |long |short )*\w+\)(?=-?\d)", "", name)
    t = re.sub(r"\b\w+::", "", t)           # the details page leaves namespaces out
    return t.replace(" ", "")


def _base_name(name: str) -> str:
    """The function's name without its parameter list or template arguments."""
    return re.split(r"[(<]", _norm_name(name), maxsplit=1)[0]


def attach_launches(kernels: list, details: list) -> None:
    """Give each source-page kernel its launch facts: the n-th block named K gets the n-th details
    entry named K (names compared as both pages print them, else by the bare function name).  A
    kernel no details entry names gets none: taking another kernel's launch by position would give
    it a block size that is not its own."""
    for key_of in (_norm_name, _base_name):
        by_key: dict = {}
        for d in details:
            by_key.setdefault(key_of(d["kernel"]), []).append(d)
        seen: dict = {}
        for k in kernels:
            key = key_of(k.name)
            n = seen.get(key, 0)
            seen[key] = n + 1
            if k.launch:
                continue
            same = by_key.get(key, [])
            if n < len(same):
                d = same[n]
                k.launch = {"block": d["block"], "grid": d["grid"], "cc": d["cc"], "id": d["id"],
                            "process": d.get("process", "")}


def read_text(p) -> str:
    """A text file, gzip-compressed or not; a read error is one line."""
    import gzip
    try:
        data = open(p, "rb").read()
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
    except (OSError, EOFError) as e:
        raise UsageError(f"cannot read {p}: {e}")
    return data.decode("utf-8", errors="replace")


def _details_beside(p) -> str | None:
    """A details-page export next to a source-page export: X.source.csv[.gz] ->
    X.details.csv[.gz], X.csv -> X.details.csv."""
    from pathlib import Path
    p = Path(p)
    name = p.name[:-3] if p.name.endswith(".gz") else p.name
    stem = name[:-len(".source.csv")] if name.endswith(".source.csv") else Path(name).stem
    for suffix in (".details.csv", ".details.csv.gz", "_details.csv"):
        cand = p.with_name(stem + suffix)
        if cand.is_file() and cand != p:
            return str(cand)
    return None


def load_report(path: str, details: str | None = None) -> list:
    """Kernels of an Nsight Compute report: a source-page CSV (with the details page beside it
    or given, for the launch's block size), or a ``.ncu-rep`` exported through ``ncu``."""
    from pathlib import Path

    from ldsopt import toolchain
    p = Path(path)
    if not p.is_file():
        raise UsageError(f"{path}: no such file")
    det_text = None
    if p.suffix == ".ncu-rep":
        text = toolchain.run("ncu", ["-i", p, "--page", "source", "--csv", "--print-source", "sass"],
                             f"export the source page of {p.name}").stdout
        det_text = toolchain.run("ncu", ["-i", p, "--page", "details", "--csv"],
                                 f"export the details page of {p.name}").stdout
    else:
        text = read_text(p)
        dpath = details or _details_beside(p)
        if dpath:
            det_text = read_text(Path(dpath))
    ks = parse_source_csv(text, what=p.name)
    if det_text:
        attach_launches(ks, parse_details_csv(det_text, what=f"details of {p.name}"))
    return ks
