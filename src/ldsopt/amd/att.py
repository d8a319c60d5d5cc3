"""Reading rocprofv3 ATT (advanced thread trace) output bundles.

A bundle is a `ui_output_agent_<A>_dispatch_<D>/` directory written by rocprofv3's ATT decoder:

- `code.json`: `{"code": [[ISA, 0, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle],
  ...], "header": "...", "version": "..."}`.  One row per instruction, sorted by LineNumber; a kernel
  starts with a marker row whose ISA is `"; <kernel symbol>"`.  Columns 0-9 are read by position;
  when `header` names more columns (the newer 14-column form) the extra ones are kept by name, and
  a header that names the ten known columns in another order is followed.  `"code": null` (nothing
  decoded) gives an empty bundle.
- `se*_sm*_sl*_wv*.json`: one decoded wave each; `wave.waitcnt` is `[[wait_line, [[producer_line,
  kind], ...]], ...]`: which earlier instructions each s_waitcnt actually waited for.
- `se*_sm*_sl*_wv*.json` also holds `wave.instructions`: one row per executed instruction,
  `[time, category, stall, duration, line]` (category: the decoder's instruction class, 1 SMEM,
  2 SALU, 3 VMEM, 4 FLAT, 5 LDS, 6 VALU, 7/8 branch taken/not taken, 9 immediate (s_waitcnt,
  s_barrier, s_nop), 11 s_endpgm, as observed on the public gfx950 bundles), and `wave.cu`,
  `wave.simd`, `wave.slot`, `wave.id`, `wave.begin`, `wave.end`.  The decoder writes one `waitcnt`
  entry per counter a wait actually waited on, in execution order (two entries for a
  `vmcnt(N) lgkmcnt(M)` wait that waited on both); code.json's Hit and Stall are the sums over
  all wave files of the dispatch (checked on 22 public bundles).
- `snapshots.json`: a tree of source path components whose leaves name the copied source file
  (`source_<n>_<name>`) in the bundle.  Only plain file names inside the bundle are read; a leaf
  naming an absolute path, a `..` component or a link leaving the bundle is ignored (with a note).
- `<prefix>_agent_info.csv` / `<prefix>_kernel_trace.csv` beside the bundle (or one level up): the
  GPU's gfx name.
"""

from __future__ import annotations

import csv
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from ldsopt.errors import UsageError
from ldsopt.amd.isa import guess_arch_from_ops, opcode

KNOWN = ("isa", "_", "line", "source", "codeobj", "vaddr", "hit", "latency", "stall", "idle")
_ALIASES = {"isa": "isa", "instruction": "isa", "_": "_", "linenumber": "line", "line": "line",
            "source": "source", "codeobj": "codeobj", "vaddr": "vaddr", "hit": "hit",
            "hitcount": "hit", "latency": "latency", "stall": "stall", "idle": "idle"}
_INT_COLS = ("line", "codeobj", "vaddr", "hit", "latency", "stall", "idle")
_TITLE = {"isa": "ISA", "line": "LineNumber", "source": "Source", "codeobj": "Codeobj",
          "vaddr": "Vaddr", "hit": "Hit", "latency": "Latency", "stall": "Stall", "idle": "Idle"}
SEPARATOR = " -> "
WAVE_RE = re.compile(r"^se\d+_sm\d+_sl\d+_wv\d+\.json$")
BUNDLE_RE = re.compile(r"^ui_output_agent_(\d+)_dispatch_(\d+)$")


@dataclass
class Row:
    """One instruction row of code.json."""
    index: int           # position in code.json's `code` list
    isa: str
    op: str
    line: int
    source: str
    codeobj: int
    vaddr: int
    hit: int
    latency: int
    stall: int
    idle: int
    kernel: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def locations(self) -> list[tuple[str, int | None]]:
        """The Source column as (file, line) pairs; an inline chain `a:1 -> b:2` gives several;
        `file:?` gives line None."""
        return parse_source(self.source)


def parse_source(source: str) -> list[tuple[str, int | None]]:
    out = []
    if not source:
        return out
    for part in source.split(SEPARATOR):
        part = part.strip()
        if not part:
            continue
        path, sep, ln = part.rpartition(":")
        if not sep:
            out.append((part, None))
            continue
        ln = ln.strip()
        out.append((path, int(ln) if ln.isdigit() else None))
    return out


@dataclass
class Wave:
    """One decoded wave file.  `instructions` is an int64 array of rows [time, category, stall,
    duration, line]; `waitcnt` a list of (wait line, [producer lines]) in execution order, None
    when the file has no `waitcnt` lists (an older decoder)."""
    name: str
    se: int
    cu: int
    simd: int
    slot: int
    wid: int
    begin: int
    end: int
    instructions: object
    waitcnt: list

    @property
    def executed(self) -> int:
        return len(self.instructions)


@dataclass
class Bundle:
    path: Path
    rows: list[Row]                      # instruction rows (kernel markers skipped)
    kernels: list[str]
    n_code_rows: int                     # every row of `code`, markers included
    column_sums: dict                    # Hit/Latency/Stall/Idle summed over every row of `code`
    header: list[str]
    extra_columns: list[str]
    version: str | None
    wait_deps: dict                      # wait line -> sorted list of producer lines (union over waves)
    wave_files: int
    snapshots: dict                      # source path -> snapshot file name (inside the bundle)
    arch: str | None = None
    arch_evidence: str = ""
    notes: list = field(default_factory=list)
    waves: list = field(default_factory=list)      # Wave per wave file, sorted by file name
    dispatch: dict = field(default_factory=dict)   # kernel-trace CSV row of this dispatch, when found
    format: dict = field(default_factory=dict)     # which code.json form was read, what it lacks
    _source_cache: dict = field(default_factory=dict, repr=False)

    @property
    def kernel(self) -> str:
        return self.kernels[0] if self.kernels else ""

    @property
    def has_source(self) -> bool:
        return any(r.source for r in self.rows)

    def by_line(self) -> dict:
        return {r.line: r for r in self.rows}

    def _snapshot_lines(self, snap: str) -> list[str] | None:
        if snap not in self._source_cache:
            lines = None
            f = self.path / snap
            try:
                with open(f, encoding="utf-8", errors="replace") as fh:
                    lines = fh.read(_MAX_SOURCE_BYTES).splitlines()
            except OSError:
                lines = None
            self._source_cache[snap] = lines
        return self._source_cache[snap]

    def source_text(self, source: str) -> str | None:
        """The text of the first resolvable location of a Source string, from the bundle's
        snapshot copies; None when the snapshot is not there.  Only files inside the bundle are
        read (see `safe_snapshot`); each is read once."""
        for path, ln in parse_source(source):
            snap = self.snapshots.get(path)
            if not snap or ln is None or ln < 1:
                continue
            lines = self._snapshot_lines(snap)
            if lines is not None and ln <= len(lines):
                return lines[ln - 1].strip()
        return None


_MAX_SOURCE_BYTES = 8 << 20          # a source snapshot larger than this is read only this far
_MAX_DEPTH = 32                      # find_bundles: folder depth searched below DIR


def safe_snapshot(bundle: Path, name) -> str | None:
    """`name` when it names a file directly inside `bundle`: a plain file name (no absolute path,
    no `..`, no path separator, no NUL) that, if it exists, is a regular file whose real path is
    inside the bundle (a link pointing out is refused).  A plain name of a missing file is kept
    (the snapshot was not copied: its source text is simply unavailable).  None when refused."""
    if not isinstance(name, str) or not name or name in (".", "..") or "\x00" in name:
        return None
    if "/" in name or "\\" in name or Path(name).is_absolute():
        return None
    f = bundle / name
    if not f.exists() and not f.is_symlink():
        return name
    try:
        real = f.resolve(strict=True)
        root = bundle.resolve(strict=True)
    except (OSError, RuntimeError):
        return None
    if real.parent != root or not real.is_file():
        return None
    return name


# ----------------------------------------------------------------------------------------------


def find_bundles(path: str | Path) -> list[Path]:
    """`path` itself when it holds code.json, else every folder below it (any depth, up to
    32 levels, links to folders not followed) that holds a code.json, sorted.  UsageError
    when there is none."""
    import os
    p = Path(path)
    if not p.exists():
        raise UsageError(f"{path}: no such file or directory")
    if not p.is_dir():
        raise UsageError(f"{path}: not a directory (expected a rocprofv3 ATT ui_output_agent_*_dispatch_* folder)")
    if (p / "code.json").is_file():
        return [p]
    found = []
    base = len(p.parts)
    for root, dirs, files in os.walk(p, followlinks=False):
        depth = len(Path(root).parts) - base
        if depth >= _MAX_DEPTH:
            dirs[:] = []
        if "code.json" in files and depth > 0:
            found.append(Path(root))
            dirs[:] = []           # a bundle's own subfolders are not other bundles
        dirs.sort()
    if not found:
        raise UsageError(f"{path}: no code.json here or in its subfolders (not an ATT output directory)")
    return sorted(found)


_MAX_JSON = 1 << 30      # bytes of one code.json / wave file


def check_inside(f: Path, what: str) -> None:
    """A bundle file that is a link leaving its folder is refused with one line (rocprofv3 writes
    plain files; a link out would let a trace handed to an agent read files outside the folders
    it was given)."""
    if not f.is_symlink():
        return
    try:
        real, home = f.resolve(strict=True), f.parent.resolve(strict=True)
    except (OSError, RuntimeError):
        return                    # a dangling or looping link: the read names it
    if real.parent != home:
        raise UsageError(f"{f}: {what} is a link leaving its bundle (to {real}); copy the file into the bundle")


def _load_json(f: Path, what: str):
    from ldsopt.inputs import read_bytes
    check_inside(f, what)
    # regular files only, links followed first: a wave file linked to /dev/zero is refused by name
    data = read_bytes(f, what, max_bytes=_MAX_JSON)
    try:
        return json.loads(data)
    except UnicodeDecodeError:
        raise UsageError(f"{f}: {what} is not UTF-8 text")
    except json.JSONDecodeError as e:
        raise UsageError(f"{f}: {what} is not valid JSON ({e.msg}: line {e.lineno} column {e.colno})")
    except RecursionError:
        raise UsageError(f"{f}: {what} is nested too deeply")


def _column_map(header) -> tuple[dict, list[str], list[str]]:
    """index of each known column, names of extra columns (index >= 10 or unknown), header list."""
    idx = {name: i for i, name in enumerate(KNOWN)}
    if header is None:
        return idx, [], []
    if not isinstance(header, str):
        raise UsageError("code.json: `header` is not a string")
    names = [h.strip() for h in header.split(",")]
    norm = [_ALIASES.get(n.lower().replace(" ", ""), None) for n in names]
    known_at = {}
    for i, n in enumerate(norm):
        if n is not None and n not in known_at:
            known_at[n] = i
    if all(k in known_at for k in KNOWN if k != "_"):
        idx = {k: known_at.get(k, idx[k]) for k in KNOWN}
    # else: header does not name the columns we know; read by position
    used = set(idx.values())
    extras = [(i, names[i] or f"col{i}") for i in range(len(names)) if i not in used]
    return idx, [n for _, n in extras], names


_INT_MAX = 1 << 53


def _int(v, col: str, where: str) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise UsageError(f"{where}: column {_TITLE.get(col, col)} is {json.dumps(v)[:40]}, expected an integer")
    if isinstance(v, float):
        if not math.isfinite(v) or v != int(v):
            raise UsageError(f"{where}: column {_TITLE.get(col, col)} is {v!r}, expected an integer")
        v = int(v)
    if abs(v) > _INT_MAX:
        # a 64-bit cycle counter summed over every wave stays far below this; a larger value is a
        # corrupted file, and it would overflow the int64 arrays the attribution uses
        raise UsageError(f"{where}: column {_TITLE.get(col, col)} is {v:.3g}, beyond any count a trace holds "
                         f"(at most 2**53)")
    return v


def load_bundle(path: str | Path, arch: str | None = None, read_waves: bool = True) -> Bundle:
    """Read one bundle directory.  Every problem with its files is a UsageError naming the file."""
    p = Path(path)
    if not p.is_dir():
        raise UsageError(f"{path}: not a directory")
    cj = p / "code.json"
    if not cj.is_file():
        raise UsageError(f"{p}: no code.json (not an ATT ui_output folder)")
    doc = _load_json(cj, "code.json")
    if not isinstance(doc, dict) or "code" not in doc:
        raise UsageError(f"{cj}: expected an object with a `code` list")
    code = doc["code"]
    notes = []
    if code is None:
        code = []
        notes.append("code.json has \"code\": null (the decoder matched no code object); nothing to diagnose")
    if not isinstance(code, list):
        raise UsageError(f"{cj}: `code` is {type(code).__name__}, expected a list of rows")
    idx, extra_names, header = _column_map(doc.get("header"))
    fmt = code_format(doc, code)
    if fmt["columns"] == 8:
        idx = {k: i for i, k in enumerate(KNOWN[:8])}
    ncols = max(idx.values()) + 1
    rows: list[Row] = []
    kernels: list[str] = []
    sums = {"hit": 0, "latency": 0, "stall": 0, "idle": 0}
    kernel = ""
    extra_idx = [i for i in range(len(header)) if i not in set(idx.values())]
    nulls: dict = {}
    for n, r in enumerate(code):
        where = f"{cj}: row {n}"
        if not isinstance(r, list):
            raise UsageError(f"{where} is {type(r).__name__}, expected a list")
        if len(r) < ncols:
            raise UsageError(f"{where} has {len(r)} columns, expected at least {ncols}")
        isa = r[idx["isa"]]
        if not isinstance(isa, str):
            raise UsageError(f"{where}: column ISA is {json.dumps(isa)[:40]}, expected a string")
        src = r[idx["source"]]
        if src is None:
            src = ""
        if not isinstance(src, str):
            raise UsageError(f"{where}: column Source is {json.dumps(src)[:40]}, expected a string")
        vals = {}
        for c in _INT_COLS:
            v = r[idx[c]] if c in idx else 0
            if v is None and c in ("latency", "stall", "idle"):
                nulls[c] = nulls.get(c, 0) + 1     # a column this decoder left empty
                v = 0
            vals[c] = _int(v, c, where)
        for c in ("hit", "latency", "stall", "idle"):
            if vals[c] < 0:
                raise UsageError(f"{where}: column {_TITLE[c]} is negative ({vals[c]})")
            sums[c] += vals[c]
        if isa.startswith("; ") or isa == ";":
            kernel = isa[2:].strip()
            kernels.append(kernel)
            continue
        extra = {header[i]: r[i] for i in extra_idx if i < len(r)}
        rows.append(Row(index=n, isa=isa, op=opcode(isa), source=src, kernel=kernel, extra=extra, **vals))
    # wave files
    deps: dict = {}
    waves: list = []
    if read_waves:
        for wf in sorted(p.iterdir()):
            if not WAVE_RE.match(wf.name):
                continue
            waves.append(read_wave(wf))
        for w in waves:
            for wl, prods in w.waitcnt or []:
                deps.setdefault(wl, set()).update(prods)
        if any(w.waitcnt is None for w in waves):
            notes.append(f"{sum(1 for w in waves if w.waitcnt is None)} wave file(s) have no `waitcnt` lists (an "
                         f"older decoder): the producers of their waits come from a straight-line walk of the ISA")
    deps = {k: sorted(v) for k, v in deps.items()}
    n_rows = len(rows) + len(kernels)
    for c, k in sorted(nulls.items()):
        if k >= n_rows and c not in fmt["lacks"]:
            fmt["lacks"].append(c)              # null on every row: the column is not there
        elif k < n_rows:
            notes.append(f"code.json: {k} of {n_rows} rows have no {_TITLE[c]} value (null); counted as 0")
    if "stall" in fmt["lacks"]:
        _stall_from_waves(rows, waves, sums, fmt)
    for f in ("att_output.csv",):
        if (p / f).is_file() or (p.parent / f).is_file():
            fmt["beside"] = f
    # snapshots: only plain files inside the bundle
    snaps: dict = {}
    sf = p / "snapshots.json"
    if sf.is_file():
        tree = _load_json(sf, "snapshots.json")
        if not isinstance(tree, dict):
            raise UsageError(f"{sf}: expected an object (a tree of path components)")
        raw: dict = {}
        _flatten(tree, [], raw)
        refused = []
        for src_path, snap in raw.items():
            ok = safe_snapshot(p, snap)
            if ok is None:
                refused.append(snap)
            else:
                snaps[src_path] = ok
        if refused:
            notes.append(f"snapshots.json names {len(refused)} file(s) that are not plain files inside the "
                         f"bundle (absolute paths, '..' or links out); ignored")
    b = Bundle(path=p, rows=rows, kernels=kernels, n_code_rows=len(code), column_sums=sums,
               header=header, extra_columns=extra_names, version=doc.get("version"), wait_deps=deps,
               wave_files=len(waves), snapshots=snaps, notes=notes, waves=waves, format=fmt)
    if fmt["lacks"]:
        notes.append(format_note(fmt, len(waves)))
    b.arch, b.arch_evidence = detect_arch(b, arch)
    b.dispatch = dispatch_row(b)
    return b


def code_format(doc: dict, code: list) -> dict:
    """Which code.json form this is: `name`, `columns` (8, 10 or the header's count), `lacks` (the
    columns and files a diagnosis would use that it does not have).

    - rocprofv3's decoder 3.0.0 (mid-2025): no `header`; rows of 8 columns `[ISA, _, index, Source,
      Codeobj, Vaddr, Hit, Latency]`, no Stall or Idle column; the wave files carry the stall per
      executed instruction; no realtime.json; an `att_output.csv` sits beside.
    - later decoders: 10 columns `[..., Hit, Latency, Stall, Idle]`, with or without a `header`
      naming them; the newest add columns after Idle, named by the header.

    Examples
    --------
    >>> code_format({"code": [["s_endpgm", 0, 1, "", 1, 4096, 1, 4]]}, [["s_endpgm", 0, 1, "", 1, 4096, 1, 4]])["lacks"]
    ['stall', 'idle']
    """
    header = doc.get("header")
    widths = {len(r) for r in code[:64] if isinstance(r, list)}
    if header is None and widths and max(widths) == 8:
        return {"name": "rocprofv3 decoder 3.0.0 form (no header, 8 columns: ISA, _, index, Source, Codeobj, "
                        "Vaddr, Hit, Latency)", "columns": 8, "lacks": ["stall", "idle"],
                "version": doc.get("version")}
    n = len(header.split(",")) if isinstance(header, str) else 10
    name = ("header-less 10-column form" if header is None else f"{n}-column form with a header")
    return {"name": f"rocprofv3 code.json, {name}", "columns": n, "lacks": [], "version": doc.get("version")}


def _stall_from_waves(rows: list, waves: list, sums: dict, fmt: dict) -> None:
    """Fill the Stall column from the wave files (their per-instruction stall, summed per line):
    the totals then cover only the waves that have a file."""
    import numpy as np
    per: dict = {}
    ran: dict = {}
    for w in waves:
        ins = w.instructions
        if len(ins):
            lines, inv = np.unique(ins[:, 4], return_inverse=True)
            st = np.bincount(inv, weights=ins[:, 2])
            for ln, v in zip(lines.tolist(), st.tolist()):
                per[ln] = per.get(ln, 0) + int(v)
                ran[ln] = ran.get(ln, 0) + 1
    for r in rows:
        r.stall = per.get(r.line, 0)
        r.extra["waves_run"] = ran.get(r.line, 0)     # the waves behind this row's Stall
    sums["stall"] = sum(per.get(r.line, 0) for r in rows)
    fmt["stall_from"] = "wave files"


def format_note(fmt: dict, n_waves: int) -> str:
    """What the report says about a code.json form that lacks columns."""
    lacks = ", ".join(c.capitalize() for c in fmt["lacks"])
    if "stall" in fmt["lacks"]:
        src = (f"the Stall of each instruction is summed from the {n_waves} wave file(s) present, so every total "
               f"covers those waves only (Hit still counts every traced wave)" if n_waves else
               "no wave file is present either: there is no stall to diagnose")
    else:
        src = "the missing columns count as 0"
    return f"code.json is the {fmt['name']}: it has no {lacks} values (column absent or null on every row); {src}"


def read_wave(wf: Path) -> Wave:
    """One wave file; UsageError naming the file when its `wave` object cannot be read."""
    import numpy as np
    wd = _load_json(wf, "wave file")
    where = f"{wf}: waitcnt"
    try:
        w = wd["wave"]
        waits = [] if "waitcnt" in w else None     # None: the decoder wrote no waitcnt lists
        for entry in w.get("waitcnt") or []:
            wl = _int(entry[0], "line", where)
            prods = entry[1]
            if not isinstance(prods, list):
                raise TypeError
            waits.append((wl, [_int(pr[0] if isinstance(pr, list) else pr, "line", where) for pr in prods]))
        ins = w.get("instructions") or []
        if not isinstance(ins, list):
            raise TypeError
        arr = np.asarray(ins, dtype=np.int64) if ins else np.zeros((0, 5), dtype=np.int64)
        if arr.ndim != 2 or arr.shape[1] < 5:
            raise UsageError(f"{wf}: `wave.instructions` rows must be [time, category, stall, duration, line]")
        if len(arr) and (arr[:, 2].min() < 0 or arr[:, 3].min() < 0):
            raise UsageError(f"{wf}: `wave.instructions` has a negative stall or duration")
        ids = [w.get(k, 0) for k in ("cu", "simd", "slot", "id", "begin", "end")]
        ids = [int(x) if isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) else 0
               for x in ids]
    except UsageError:
        raise
    except (KeyError, TypeError, IndexError, AttributeError, ValueError, OverflowError):
        raise UsageError(f"{wf}: wave file without a readable `wave.waitcnt` / `wave.instructions` list")
    m = re.match(r"se(\d+)_", wf.name)
    return Wave(name=wf.name, se=int(m.group(1)) if m else 0, cu=ids[0], simd=ids[1], slot=ids[2], wid=ids[3],
                begin=ids[4], end=ids[5], instructions=arr[:, :5], waitcnt=waits)


def _flatten(tree: dict, parts: list, out: dict, depth: int = 0) -> None:
    if depth > 64:
        return
    for k, v in tree.items():
        if isinstance(v, dict):
            _flatten(v, parts + [k], out, depth + 1)
        elif isinstance(v, str):
            comps = parts + [k]
            if comps and comps[0] == "/":
                path = "/" + "/".join(comps[1:])
            else:
                path = "/".join(comps)
            out[path] = v


# ----------------------------------------------------------------------------------------------
# arch and dispatch


def dispatch_row(b: Bundle) -> dict:
    """The kernel-trace CSV row of this dispatch (beside the bundle or one level up): VGPR, AGPR,
    SGPR and LDS sizes and the workgroup size.  Matched by the dispatch id in the folder name and,
    when the row names a kernel, by the kernel's name; {} when there is none."""
    m = BUNDLE_RE.match(b.path.name)
    if not m:
        return {}
    disp = m.group(2)
    for d in (b.path, b.path.parent):
        for f in sorted(d.glob("*kernel_trace.csv")):
            for r in _csv_rows(f):
                if (r.get("Dispatch_Id") or "").strip() != disp:
                    continue
                name = (r.get("Kernel_Name") or "").strip()
                if name and b.kernel and not (b.kernel.startswith(name) or name.startswith(b.kernel.rsplit("_", 1)[0])):
                    continue
                return {k: v for k, v in r.items() if k}
    return {}


def _csv_rows(f: Path) -> list[dict]:
    from ldsopt.inputs import check_regular
    try:
        check_regular(f, "ATT table")
    except UsageError:
        return []
    try:
        with open(f, newline="", encoding="utf-8", errors="replace") as fh:
            return list(csv.DictReader(fh))
    except (OSError, csv.Error):
        return []


def detect_arch(b: Bundle, flag: str | None) -> tuple[str | None, str]:
    """(arch, evidence): the --arch flag, else the agent-info / kernel-trace CSV beside the bundle,
    else gfx950-only opcodes; (None, reason) when nothing decides."""
    csv_arch, csv_ev = None, ""
    agents: dict = {}        # node id -> gfx name
    info_file = None
    for d in (b.path, b.path.parent):
        for f in sorted(d.glob("*agent_info.csv")):
            for r in _csv_rows(f):
                if (r.get("Agent_Type") or "").strip().upper() != "GPU":
                    continue
                n = (r.get("Name") or "").strip()
                if n.startswith("gfx"):
                    for key in ("Node_Id", "Logical_Node_Id"):
                        if (r.get(key) or "").strip():
                            agents[(r.get(key) or "").strip()] = n
                    agents.setdefault("_" + n, n)
            if agents:
                info_file = f
                break
        if agents:
            break
    names = {v for v in agents.values()}
    if len(names) == 1:
        csv_arch = next(iter(names))
        csv_ev = f"{info_file.name} (GPU agent names: {csv_arch})"
    elif len(names) > 1:
        # several GPU kinds: the kernel-trace CSV says which agent ran this dispatch
        m = BUNDLE_RE.match(b.path.name)
        disp = m.group(2) if m else None
        for d in (b.path, b.path.parent):
            for f in sorted(d.glob("*kernel_trace.csv")):
                for r in _csv_rows(f):
                    if disp is not None and (r.get("Dispatch_Id") or "").strip() == disp:
                        agent = re.sub(r"\D", "", r.get("Agent_Id") or "")
                        if agent in agents:
                            csv_arch = agents[agent]
                            csv_ev = (f"{f.name} (dispatch {disp} ran on agent {agent}) + {info_file.name} "
                                      f"(agent {agent} is {csv_arch})")
                if csv_arch:
                    break
            if csv_arch:
                break
        if not csv_arch:
            csv_ev = f"{info_file.name} names several GPU kinds ({', '.join(sorted(names))}) and no kernel-trace CSV says which ran dispatch {disp}"
    op_arch, op_ev = guess_arch_from_ops(r.op for r in b.rows)
    if flag:
        ev = "--arch flag"
        other = csv_arch or op_arch
        if other and other != flag:
            ev += f" (note: {csv_ev or op_ev} says {other})"
        return flag, ev
    if csv_arch:
        return csv_arch, csv_ev
    if op_arch:
        return op_arch, op_ev
    return None, "unknown (no agent_info/kernel_trace CSV beside the bundle, no arch-specific opcode; use --arch)"
