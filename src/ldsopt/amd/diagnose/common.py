"""Shared pieces of the finding rules: the diagnosis context, thresholds, finding records,
grouping of duplicate rows, source lines of LDS instructions."""

from __future__ import annotations

from dataclasses import dataclass, field

from ldsopt.amd.att import Bundle, parse_source
from ldsopt.amd.diagnose.attribution import Attribution, static_producers
from ldsopt.amd.diagnose.lanes import LaneEval
from ldsopt.amd.diagnose.kinds import address_vgpr


@dataclass
class Thresholds:
    """Documented defaults; each can be changed with `--threshold NAME=VALUE`."""
    min_share: float = 0.02      # a finding must cost at least this share of the kernel's stall: below
                                 # 2% no fix can gain more than 2%, and listing it hides the ones that can
    b_max_distance: int = 8      # an LDS write "immediately" before its wait: at most 8 instructions apart
    d_max_use_distance: int = 8  # an LDS read "waited on right before its use": the first instruction
                                 # using its data is at most 8 instructions after the wait
    c_min_barriers: int = 2      # a cross-wave reduce worth merging exchanges through LDS at least twice
    share: float = 0.15          # LDS-related stall above 15% of the kernel's stall is called out
    top: int = 10

    def to_dict(self) -> dict:
        return dict(self.__dict__)


@dataclass
class Ctx:
    """Everything the finding rules read."""
    b: Bundle
    rows: list
    att: Attribution
    th: Thresholds
    total: int
    by_line: dict = field(default_factory=dict)
    pos: dict = field(default_factory=dict)
    texts: list = field(default_factory=list)
    prod_waits: dict = field(default_factory=dict)   # producer line -> {wait line: cycles}
    collapsed: set = field(default_factory=set)      # source locations that tag most of the kernel
    collapsed_counts: dict = field(default_factory=dict)   # collapsed location -> instructions it tags
    claimed: dict = field(default_factory=dict)      # LDS line -> share of its waits a Type A finding counts
    notes: list = field(default_factory=list)        # what a rule found worth saying but not a finding
    counted_waits: set = field(default_factory=set)  # waits a Type B finding counts (Type C does not)
    unresolved: list = field(default_factory=list)   # (line, reason): LDS lanes addresses not known
    unmeasured: list = field(default_factory=list)   # conflicting in a bank model that is only inferred
    _lanes: object = None
    _static: object = None
    cache: dict = field(default_factory=dict)        # results one rule computes for another

    @classmethod
    def build(cls, b: Bundle, att: Attribution, th: Thresholds) -> "Ctx":
        rows = sorted(b.rows, key=lambda r: r.line)
        c = cls(b=b, rows=rows, att=att, th=th, total=b.column_sums["stall"])
        c.by_line = {r.line: r for r in rows}
        c.pos = {r.line: i for i, r in enumerate(rows)}
        c.texts = [r.isa for r in rows]
        for wl, parts in att.parts.items():
            for key, cyc in parts.items():
                if key[0] == "prod" and key[1]:
                    c.prod_waits.setdefault(key[1], {})[wl] = c.prod_waits.get(key[1], {}).get(wl, 0) + cyc
        counts: dict = {}
        for r in rows:
            loc = first_location(r.source)
            if loc:
                counts[loc] = counts.get(loc, 0) + 1
        # a location that tags more than half of the instructions is the kernel's own line (the
        # compiler collapsed the debug info), not where an LDS access is written
        c.collapsed = {loc for loc, n in counts.items() if n > 0.5 * len(rows) and len(rows) > 8}
        c.collapsed_counts = {loc: counts[loc] for loc in c.collapsed}
        return c

    @property
    def lanes(self):
        if self._lanes is None:
            self._lanes = LaneEval(self.texts)
        return self._lanes

    @property
    def static(self) -> dict:
        """Straight-line producers of every wait (position -> producer positions)."""
        if self._static is None:
            self._static = static_producers(self.rows)
        return self._static

    def share(self, cycles: float) -> float:
        return round(cycles / self.total, 4) if self.total else 0.0

    def line_cat(self, line: int, cat: str) -> int:
        return self.att.parts.get(line, {}).get(("cat", cat), 0)

    def ident(self, line: int) -> str:
        """What makes two LDS instructions 'the same access' for grouping: their source location
        when it is informative, else opcode and address register."""
        r = self.by_line[line]
        loc = first_location(r.source)
        if loc and loc not in self.collapsed:
            return loc
        reg = address_vgpr(r.isa)
        return f"{r.op} v{reg}" if reg is not None else r.op


def first_location(source: str) -> str:
    for path, ln in parse_source(source):
        if ln is not None:
            return f"{path}:{ln}"
    return ""


def short_location(loc: str) -> str:
    return loc.rsplit("/", 1)[-1] if loc else ""


def lds_sources(ctx: Ctx, lines) -> list[dict]:
    """The distinct source locations of LDS instructions, with their text and lines."""
    out: dict = {}
    for ln in sorted(set(lines)):
        r = ctx.by_line.get(ln)
        if r is None:
            continue
        loc = first_location(r.source) or ""
        d = out.setdefault(loc, {"source": loc, "text": ctx.b.source_text(r.source) if loc else None,
                                 "collapsed": loc in ctx.collapsed, "lines": []})
        d["lines"].append(ln)
    return sorted(out.values(), key=lambda d: d["lines"][0])


def make_finding(ctx: Ctx, ftype: str, title: str, cost: float, line: int, lds_lines, evidence: list,
                 fix: dict, lines=None, **extra) -> dict:
    """One finding.  `line` is the representative row (the costliest); `lds_lines` the LDS
    instructions it is about (their source lines are listed, not the wait's)."""
    r = ctx.by_line[line]
    lds_lines = sorted(set(lds_lines))
    srcs = lds_sources(ctx, lds_lines or [line])
    main = next((s for s in srcs if s["source"] and not s["collapsed"]), srcs[0] if srcs else None)
    d = {"type": ftype, "title": title, "line": r.line, "isa": r.isa,
         "source": main["source"] if main else r.source, "source_text": main["text"] if main else None,
         "row_source": r.source, "stall": r.stall, "hit": r.hit,
         "stall_per_hit": round(r.stall / r.hit, 1) if r.hit else None,
         "cost": int(round(cost)), "cost_unit": "stall cycles", "share": ctx.share(cost),
         "lines": sorted(set(lines or [line])), "lds_lines": lds_lines, "lds_sources": srcs,
         "lds_isa": [ctx.by_line[x].isa for x in lds_lines[:16]],
         "evidence": evidence, "fix": fix}
    if main and main["collapsed"]:
        text = f" ({main['text']})" if main.get("text") else ""
        d["source_collapsed"] = True
        d["evidence"] = list(evidence) + [
            f"source {short_location(main['source'])}{text} is a collapsed line: the compiler tagged "
            f"{ctx.collapsed_counts.get(main['source'], 0)} of the kernel's {len(ctx.rows)} instructions with it, "
            f"so it does not say where this access is written; the ISA lines are the reference"]
    d.update(extra)
    return d


def union_groups(cands, keys_of):
    """Union-find: candidates sharing any key end in one group."""
    parent: dict = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for c in cands:
        ks = list(keys_of(c))
        for k in ks[1:]:
            parent[find(k)] = find(ks[0])
        find(ks[0])
    out: dict = {}
    for c in cands:
        out.setdefault(find(next(iter(keys_of(c)))), []).append(c)
    return list(out.values())


def material_groups(ctx: Ctx, items: list, keys, line_of, gap: int = 64) -> list[tuple[list, float]]:
    """Duplicate rows as one finding: items sharing a key (`keys(item)`: e.g. a source location) or
    lying in one code region (their `line_of(item)` at most `gap` lines apart) are one group; the
    groups whose summed `cost` reaches the minimum share of the stall, with that cost."""
    region = {}
    for k, run in enumerate(region_groups([line_of(it) for it in items], gap)):
        for ln in run:
            region[ln] = f"region{k}"
    out = []
    for grp in union_groups(items, lambda it: list(keys(it)) + [region[line_of(it)]]):
        cost = sum(it["cost"] for it in grp)
        if ctx.share(cost) >= ctx.th.min_share:
            out.append((grp, cost))
    return out


def region_groups(lines, gap: int = 64) -> list[list[int]]:
    """Lines split into runs whose neighbours are at most `gap` lines apart."""
    out: list = []
    for ln in sorted(lines):
        if out and ln - out[-1][-1] <= gap:
            out[-1].append(ln)
        else:
            out.append([ln])
    return out


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def fmt_lines(lines, limit: int = 8) -> str:
    lines = sorted(set(lines))
    s = ", ".join(str(x) for x in lines[:limit])
    return s + (f" and {len(lines) - limit} more" if len(lines) > limit else "")


def producer_cycles(ctx: Ctx, kind: str) -> dict:
    """wait line -> {producer line: cycles} for producers of one kind."""
    out: dict = {}
    for p, waits in ctx.prod_waits.items():
        if ctx.att.kinds.get(p) != kind:
            continue
        for wl, cyc in waits.items():
            if cyc > 0:
                out.setdefault(wl, {})[p] = cyc
    return out
