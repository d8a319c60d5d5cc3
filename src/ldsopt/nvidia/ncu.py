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


def _arch_of(cc) -> str | None:
    if not cc:
        return None
    m = re.match(r"(\d+)\.(\d+)", str(cc))
    return f"sm_{m.group(1)}{m.group(2)}" if m else None


def _num(t: str):
    s = t.strip().replace(",", "")
    if s in ("", "-", "n/a", "N/A", "nan"):
        return None
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
    head = text[:20000]
    return ('"Address"' in head and '"Source"' in head and
            ('"Kernel Name"' in head or '"Function Name"' in head))


def parse_source_csv(text: str, what: str = "the Nsight Compute CSV") -> list:
    """Every kernel block of a source-page export, in file order (identical repeats dropped)."""
    rows = _rows(text, what)
    out: list = []
    name = file = None
    cols = None
    cur: list | None = None
    line_src = None
    header_line = 0

    def close():
        nonlocal cur
        if cur is not None and name is not None:
            if not cur:
                raise UsageError(f"{what}: kernel {name!r} has a header but no instruction rows "
                                 "(truncated export?)")
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
            cols = [c.strip() for c in row]
            header_line = lineno
            cur = []
            continue
        if cols is None:
            continue
        if len(row) != len(cols):
            raise UsageError(f"{what}: line {lineno} has {len(row)} fields, the header on line "
                             f"{header_line} has {len(cols)} (truncated or edited export)")
        ai = cols.index("Address")
        si = ai + 1 if ai + 1 < len(cols) and cols[ai + 1] == "Source" else cols.index("Source")
        if "Line No" in cols:
            ln = row[cols.index("Line No")].strip()
            if ln.isdigit():
                line_src = f"{(file or '?').rsplit('/', 1)[-1]}:{ln}"
        addr = row[ai].strip()
        if not re.fullmatch(r"0x[0-9a-fA-F]+", addr):
            continue
        a = int(addr, 16)
        if any(r.address == a for r in cur[-4:]):
            continue                     # cuda,sass exports repeat a row under each source line
        vals = {}
        for c, v in zip(cols, row):
            if c in ("Address", "Source", "Line No"):
                continue
            vals[c] = _num(v)
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
                                 "block": _dims(d.get("Block Size", "")),
                                 "grid": _dims(d.get("Grid Size", "")), "cc": d.get("CC"),
                                 "metrics": {}})
        if d.get("Metric Name"):
            k["metrics"][(d.get("Section Name", ""), d["Metric Name"])] = _num(d.get("Metric Value", ""))
    if head is None:
        raise UsageError(f"{what}: no details header (\"ID\", \"Kernel Name\", \"Block Size\")")
    return [by_id[i] for i in sorted(by_id)]


def _dims(t: str):
    m = re.findall(r"\d+", t or "")
    return tuple(int(x) for x in m[:3]) if len(m) >= 1 else None


def _norm_name(name: str) -> str:
    """Kernel names as both pages print them: the source page writes template arguments with
    casts ("<(int)256>"), the details page without ("<256>")."""
    t = re.sub(r"\((?:unsigned |signed |long |short )*\w+\)(?=-?\d)", "", name)
    t = re.sub(r"\b\w+::", "", t)           # the details page leaves namespaces out
    return t.replace(" ", "")


def attach_launches(kernels: list, details: list) -> None:
    """Give each source-page kernel its launch facts: the n-th block named K gets the n-th details
    entry named K."""
    seen: dict = {}
    for k in kernels:
        key = _norm_name(k.name)
        n = seen.get(key, 0)
        seen[key] = n + 1
        same = [d for d in details if _norm_name(d["kernel"]) == key]
        if n < len(same):
            d = same[n]
            k.launch = {"block": d["block"], "grid": d["grid"], "cc": d["cc"], "id": d["id"]}
    if len(kernels) == len(details):         # names printed differently: launch order
        for k, d in zip(kernels, details):
            if not k.launch:
                k.launch = {"block": d["block"], "grid": d["grid"], "cc": d["cc"], "id": d["id"]}


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

    from ldsopt.gpu import toolchain
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
