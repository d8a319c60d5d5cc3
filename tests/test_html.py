"""HTML reports: self-contained (no network), tables present and escaped, and, when Chromium is
installed, rendered by a real browser with the findings table in its DOM.

The diagnose input is a tiny ATT bundle written here (format: ldsopt/trace.py's docstring) whose
findings follow from the documented thresholds of ldsopt.diagnose (Type A: a ds_* row above
100 stall cycles per hit; Type B: an s_waitcnt lgkmcnt above 2000 stall cycles within 8
instructions of the ds_write it waits for), so the expected rows are known before running."""

from __future__ import annotations

import json
import os
from html import escape
import re
import shutil
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.render import html
from ldsopt.errors import UsageError
from ldsopt.core.simulate import simulate
from hostile_harness import cpu_bound

VOID = {"meta", "br", "rect", "line", "path", "img", "hr", "input", "link"}


class _Doc(HTMLParser):
    """Collects start tags, attributes, tag balance and the text of table cells by table id/class."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.stack, self.errors = [], [], []
        self.tables = {}          # key -> list of rows (list of cell texts)
        self._tbl = []            # stack of (key, rows)
        self._cell = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if tag not in VOID:
            self.stack.append(tag)
        if tag == "table":
            key = a.get("id") or a.get("class") or f"t{len(self.tables)}"
            rows = []
            self.tables[key] = rows
            self._tbl.append(rows)
        elif tag == "tr" and self._tbl:
            self._tbl[-1].append([])
        elif tag in ("td", "th") and self._tbl:
            self._cell = []

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"unbalanced </{tag}> (open: {self.stack[-3:]})")
            if tag in self.stack:
                while self.stack and self.stack.pop() != tag:
                    pass
            return
        self.stack.pop()
        if tag in ("td", "th") and self._tbl and self._cell is not None:
            self._tbl[-1][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "table" and self._tbl:
            self._tbl.pop()

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def parse(text: str) -> _Doc:
    d = _Doc()
    d.feed(text)
    d.close()
    return d


def assert_self_contained(text: str):
    d = parse(text)
    assert not d.errors, d.errors[:3]
    assert d.stack == [], d.stack
    for tag, a in d.tags:
        assert tag not in ("script", "link", "iframe", "object", "embed", "img"), tag
        for k in ("src", "href", "action", "srcset", "poster"):
            # links inside the page (#fragment) load nothing; anything else would
            assert k not in a or (k == "href" and tag == "a" and a[k].startswith("#")), (tag, k, a[k])
    # the only URL is the SVG namespace name (not fetched)
    urls = set(re.findall(r"https?://[^\s\"'<>]+", text))
    assert urls <= {"http://www.w3.org/2000/svg"}, urls
    assert "Content-Security-Policy" in text and "default-src 'none'" in text
    return d


# ----------------------------------------------------------------------------- a tiny ATT bundle
SRC = ["__kernel void k(__global float* out) {",       # line 1
       "  __local float tile[64][65];",                  # 2
       "  tile[lid][0] = x;",                            # 3  the ds_write
       "  float v = tile[0][lid];",                      # 4  the ds_read with stall
       "  out[gid] = v;",                                # 5
       "}"]


def write_bundle(root: Path, isa_extra: str = "") -> Path:
    b = root / "ui_output_agent_1_dispatch_1"
    b.mkdir(parents=True)
    S = "/work/k.cl"
    code = [
        ["; k", 0, 0, "", 0, 0, 0, 0, 0, 0],
        ["v_lshlrev_b32 v1, 2, v0", 0, 1, f"{S}:3", 1, 4096, 64, 256, 0, 0],
        ["ds_write_b32 v1, v2" + isa_extra, 0, 2, f"{S}:3", 1, 4100, 64, 512, 320, 0],
        ["s_waitcnt lgkmcnt(0)", 0, 3, f"{S}:3", 1, 4104, 64, 9000, 8000, 0],
        ["v_lshlrev_b32 v4, 8, v0", 0, 4, f"{S}:4", 1, 4106, 64, 256, 0, 0],
        ["ds_read_b32 v3, v4 offset:256", 0, 5, f"{S}:4", 1, 4108, 64, 20000, 12800, 0],
        ["s_waitcnt lgkmcnt(0)", 0, 6, f"{S}:4", 1, 4112, 64, 700, 600, 0],
        ["global_store_dword v[5:6], v3, off", 0, 7, f"{S}:5", 1, 4116, 64, 400, 100, 0],
        ["s_endpgm", 0, 8, f"{S}:6", 1, 4120, 64, 64, 0, 0],
    ]
    (b / "code.json").write_text(json.dumps({"code": code, "version": "test"}))
    (b / "snapshots.json").write_text(json.dumps({"/": {"work": {"k.cl": "source_0_k.cl"}}}))
    (b / "source_0_k.cl").write_text("\n".join(SRC) + "\n")
    return b


@pytest.fixture()
def diag_report(tmp_path):
    from ldsopt.amd import diagnose  # noqa: F401
    from ldsopt.amd.diagnose import diagnose_bundle
    from ldsopt.amd.att import load_bundle
    b = write_bundle(tmp_path)
    return diagnose_bundle(load_bundle(b, arch="gfx942"))


def test_diagnose_page_findings_table(diag_report):
    rep = diag_report
    # worked out by hand for the bundle above (no wave files: straight-line attribution):
    # line 5 ds_read at lane stride 256 B (v4 = lane << 8) on gfx942's 32 banks: all 32 lanes of a
    # half in one bank, 32-way -> Type A; cost = its issue stall 12,800 + of the wait it ends (line 6,
    # 600) the extra conflict cycles 64 hits x (64 - 2), capped at 600 -> 13,400.
    # Line 3 waits 8,000 right after the ds_write at line 2 -> Type B, 8,000.  Ranked by cost.
    text = html.page_for("diagnose", rep)
    d = assert_self_contained(text)
    rows = d.tables["findings"]
    assert rows[0][:6] == ["#", "type", "finding", "share of stall", "cost (stall cycles)", "where"]
    body = rows[1:]
    assert [(r[0], r[1], r[5]) for r in body] == [("1", "A bank conflicts", "L5"),
                                                  ("2", "B write waited on at once", "L3")]
    assert body[0][6] == "ds_read_b32 v3, v4 offset:256"
    assert "float v = tile[0][lid];" in body[0][7] and "/work/k.cl:4" in body[0][7]
    assert "tile[lid][0] = x;" in body[1][7]
    assert body[0][4] == "13,400" and body[1][4] == "8,000"
    assert body[0][3] == f"{100 * 13400 / 21820:.1f}%"
    # each finding links to its card: the fix, its rows in ISA context (marked), the evidence
    assert 'href="#b0-f1"' in text and 'id="b0-f1"' in text and 'id="b0-f2"' in text
    card = text[text.index('id="b0-f1"'):text.index('id="b0-f2"')]
    assert card.index("Fix") < card.index("ISA context") < card.index("Evidence")
    assert "ldsopt solve" in card and 'id="b0-L5" class="top"' in card and 'id="b0-L6"' in card
    assert "HIP" in text[text.index('id="b0-f2"'):]
    # category names, not raw keys
    acc = [r[0] for r in d.tables["accounting"][1:]]
    assert "LDS issue" in acc and not any(":" in a for a in acc)
    summ = dict((r[0], r[1]) for r in d.tables["summary"])
    assert summ["total stall"] == "21,820"          # 320 + 8000 + 12800 + 600 + 100
    assert "hot" in d.tables and "accounting" in d.tables


def test_diagnose_page_warnings_first(diag_report):
    rep = dict(diag_report, trace=dict(diag_report["trace"], usable=False,
                                       warnings=["TRACE UNUSABLE: nothing ran"]), findings=[],
               findings_status="not analysed: nothing ran")
    text = html.page_for("diagnose", rep)
    assert_self_contained(text)
    assert text.index("TRACE UNUSABLE") < text.index("Summary") and "not analysed: nothing ran" in text


def test_diagnose_page_several_bundles_and_no_findings():
    rep = {"schema": "ldsopt.diagnose/1", "bundle": "b", "kernel": "k", "arch": "gfx942",
           "total_stall": 0, "findings": [], "hot": [], "not_lds": [], "notes": ["nothing traced"]}
    text = html.page_for("diagnose", [rep, dict(rep, kernel="k2")])
    d = assert_self_contained(text)
    assert text.count('class="findings none"') == 2
    assert 'id="findings"' in text and 'id="findings-1"' in text
    with pytest.raises(UsageError):
        html.page_for("diagnose", {"bundle": "x"})
    with pytest.raises(UsageError):
        html.page_for("diagnose", [])
    with pytest.raises(UsageError):
        html.page_for("diagnose", "text")


_text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40)


@settings(max_examples=60, deadline=None)
@given(isa=_text, src=_text, ev=st.lists(_text, max_size=3), kernel=_text, note=_text)
def test_diagnose_page_escapes_everything(isa, src, ev, kernel, note):
    f = {"rank": 1, "type": "A", "title": "LDS bank conflicts", "line": 7, "isa": isa, "source": src,
         "source_text": src, "cost": 123, "evidence": ev, "fix": {"method": note, "action": isa}}
    rep = {"bundle": src, "kernel": kernel, "arch": "gfx942", "total_stall": 1000, "lds_stall": 10,
           "findings": [f], "hot": [dict(f, stall=5, hit=1, kind="ds")], "not_lds": [], "notes": [note]}
    text = html.page_for("diagnose", rep)
    d = assert_self_contained(text)
    allowed = {"html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "p", "table", "thead",
               "tbody", "tr", "th", "td", "span", "div", "pre", "ul", "li", "b", "i", "br", "code", "details",
               "summary", "footer", "svg", "rect", "text", "line", "a", "h4"}
    assert {t for t, _ in d.tags} <= allowed
    row = d.tables["findings"][1]
    assert row[6] == " ".join(isa.split())
    for x in ev:
        assert escape(x, quote=True) in text


def test_sim_page(tmp_path):
    res = simulate("gfx942", "ds_read_b32", [16 * l for l in range(64)])
    text = html.page_for("sim", res)
    d = assert_self_contained(text)
    summ = dict((r[0], r[1]) for r in d.tables["summary"])
    # stride 16 B: 4-way in each 32-lane phase -> 8 cycles, ideal 2 (worked out by hand)
    assert (summ["cycles"], summ["ideal"], summ["conflict cycles"], summ["worst phase"]) == ("8", "2", "6", "4-way")
    ph = d.tables["phases"]
    assert [r[1] for r in ph[1:]] == ["0-31", "32-63"]
    assert [r[6] for r in ph[1:]] == ["0, 4, 8, 12, 16, 20, 24, 28"] * 2
    assert len(d.tables["lanes"]) == 65
    assert text.count('class="cell used conflict') == 8 * 8     # 8 rows x banks 0,4,..,28
    # the same page from the --json dict
    dd = res.to_dict(detail=True)
    text2 = html.page_for("sim", dd)
    assert dict((r[0], r[1]) for r in parse(text2).tables["summary"]) == summ


def test_sim_page_from_cli_json(tmp_path, capsys):
    from ldsopt.cli.main import main
    rc = main(["sim", "--arch", "gfx90a", "--op", "ds_read_b128", "--pattern", "col_read", "--tile", "64x64",
               "--dtype", "f16", "--json", "--html", str(tmp_path / "p.html")])
    out = capsys.readouterr().out
    assert rc == 0
    d = json.loads(out)
    page = (tmp_path / "p.html").read_text()
    assert_self_contained(page)
    j = tmp_path / "p.json"
    j.write_text(out)
    assert html.main(["sim", str(j), str(tmp_path / "q.html")]) == 0
    summ = dict((r[0], r[1]) for r in parse((tmp_path / "q.html").read_text()).tables["summary"])
    assert summ["cycles"] == f"{d['map']['cycles']:,}"
    # col_read down a 64x64 f16 row-major tile with ds_read_b128 (8 elements per lane): every lane's
    # 16 B sits at byte 128*row + 16*j, so the 8 lanes of a phase share 4 banks: 8 cycles per phase,
    # 8 phases -> 64 cycles per instruction, 8 instructions (one per 8-column vector)
    assert summ["all 8 instructions"] == "512 cycles, ideal 64, conflicts 448"
    assert len(parse((tmp_path / "q.html").read_text()).tables["instructions"]) == 9


def test_solve_page():
    from ldsopt.solver import search  # noqa: F401
    from ldsopt.solver.problem import problem_from_dict
    from ldsopt.solver.search import solve
    sol = solve(problem_from_dict({
        "arch": "gfx942", "tile": [16, 32], "dtype": "f32",
        "accesses": [{"name": "store", "op": "ds_write_b64", "pattern": {"name": "row_copy", "vec": 2}},
                     {"name": "load", "op": "ds_read_b32", "pattern": {"name": "col_read"}}]}))
    for payload in (sol, json.loads(json.dumps(sol.to_dict(offsets=True)))):
        text = html.page_for("solve", payload)
        d = assert_self_contained(text)
        lay = d.tables["layouts"]
        assert [r[0] for r in lay[1:]] == ["plain", "chosen"]
        acc = d.tables["accesses"]
        assert acc[-1][0] == "total (weighted)"
        assert text.count('class="tile"') == 2 * 16 * 32
    # a column read of 16 rows of a 128 B-row f32 tile: 16 distinct words in bank 0 -> the plain
    # layout's worst phase takes 16 cycles (outlined in the picture)
    assert "16 cycles, ideal 1" in html.page_for("solve", sol)


def test_bad_inputs():
    with pytest.raises(UsageError):
        html.page_for("nope", {})
    with pytest.raises(UsageError):
        html.page_for("sim", {"arch": "gfx942"})
    with pytest.raises(UsageError):
        html.page_for("solve", {"arch": "gfx942"})


def test_module_main_errors(tmp_path, capsys):
    assert html.main([]) == 2
    assert html.main(["sim", str(tmp_path / "missing.json"), str(tmp_path / "o.html")]) == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert html.main(["diagnose", str(bad), str(tmp_path / "o.html")]) == 2
    ok = tmp_path / "ok.json"
    ok.write_text(json.dumps({"findings": [], "kernel": "k"}))
    assert html.main(["diagnose", str(ok), str(tmp_path / "nodir" / "o.html")]) == 2
    err = [l for l in capsys.readouterr().err.splitlines() if l]
    assert len(err) == 4 and all(l.startswith("ldsopt.render.html: error: ") for l in err)


# ----------------------------------------------------------------------------- headless Chromium
def _chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        p = shutil.which(name)
        if p:
            return p
    return None


@pytest.mark.skipif(_chromium() is None, reason="Chromium not installed (apt-get install -y chromium)")
def test_chromium_renders_findings_table(diag_report, tmp_path):
    page = tmp_path / "report.html"
    page.write_text(html.page_for("diagnose", diag_report), encoding="utf-8")
    prof = tempfile.mkdtemp(prefix="ldsopt-chromium-")
    try:
        r = subprocess.run([_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                            "--no-first-run", "--disable-background-networking", "--disable-component-update",
                            "--disable-sync", f"--user-data-dir={prof}", "--dump-dom", page.as_uri()],
                           capture_output=True, text=True, preexec_fn=cpu_bound(90),
                           timeout=900)   # a backstop only: a browser blocked on nothing uses no CPU
    finally:
        shutil.rmtree(prof, ignore_errors=True)
    assert r.returncode == 0, r.stderr[-2000:]
    dom = r.stdout
    d = parse(dom)
    # the browser built the table: header + one row per finding, cells as written
    rows = d.tables["findings"]
    assert len(rows) == 3
    assert [(x[0], x[1][0], x[5]) for x in rows[1:]] == [("1", "A", "L5"), ("2", "B", "L3")]
    assert "float v = tile[0][lid];" in rows[1][7]
    assert "<svg" in dom and 'class="bar"' in dom   # the inline stall chart survived parsing


_json = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
                     | st.text(max_size=8),
                     lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
                     max_leaves=20)
_keys = {"sim": ["arch", "op", "cycles", "ideal", "conflicts", "phases", "banks", "map", "results"],
         "solve": ["arch", "layout", "plain", "offsets", "total", "accesses", "problem", "code", "tile"],
         "diagnose": ["findings", "hot", "not_lds", "notes", "kernel", "total_stall", "breakdown", "bundle"]}


@settings(max_examples=150, deadline=None)
@given(kind=st.sampled_from(sorted(_keys)), data=st.data())
def test_any_json_gives_a_page_or_a_usage_error(kind, data):
    """Whatever JSON `python -m ldsopt.render.html KIND IN.json` reads: a page, or a UsageError (exit 2)."""
    obj = data.draw(st.one_of(_json, st.fixed_dictionaries({}, optional={k: _json for k in _keys[kind]})))
    try:
        text = html.page_for(kind, obj)
    except UsageError:
        return
    assert_self_contained(text)


_small = st.integers(-3, 70)
_lay = st.fixed_dictionaries({}, optional={
    "family": st.sampled_from(["strided", "ck_preshuffle", "cute_swizzle", "triton_swizzled", "triton_padded",
                               "xor_cols", "linear", "explicit", None, "zz"]),
    "rows": _small, "cols": _small, "elem_bytes": st.sampled_from([1, 2, 4, 8, 0, -1, "x"]),
    "params": st.dictionaries(st.sampled_from(["pad_bytes", "kpack", "vec", "B", "M", "S", "perPhase", "maxPhase",
                                               "table", "basis", "intervals", "order"]), _json | _small, max_size=4),
    "offsets": _json | st.lists(st.lists(_small, max_size=4), max_size=4),
    "spec": _json | st.sampled_from(["row", "pad:4B", "xor:vec=2,table=0/1", "bogus"]), "describe": _json})
_phase = st.fixed_dictionaries({"phase": _small, "lanes": st.lists(st.fixed_dictionaries(
    {"lane": _small, "address": st.integers(-5, 10**6), "banks": st.lists(_small, max_size=5)},
    optional={"slot": _small, "conflict": _json}), max_size=5)})
_sim = st.fixed_dictionaries({"arch": st.sampled_from(["gfx942", "sm_80", "gfx950", "bogus"]), "op": st.text(max_size=5),
                              "cycles": _small, "ideal": _small, "phases": st.lists(_phase, max_size=4)},
                             optional={"banks": _small})


@settings(max_examples=150, deadline=None)
@given(kind=st.sampled_from(["solve", "sim"]), data=st.data())
def test_near_valid_json_gives_a_page_or_a_usage_error(kind, data):
    """Closer to the real shapes (solver layouts with wrong parameters, sim phases with odd lanes)."""
    if kind == "solve":
        obj = data.draw(st.fixed_dictionaries({"layout": _lay}, optional={
            "plain": _lay | st.fixed_dictionaries({"layout": _lay}), "arch": st.sampled_from(["gfx942", "sm_80", "x", 3]),
            "offsets": _json, "problem": _json, "total": _json, "accesses": _json, "code": _json}))
    else:
        obj = data.draw(_sim | st.fixed_dictionaries({"map": _sim}, optional={
            "per_instruction": _json, "cycles": _json, "instructions": _json, "mapped_instruction": _json}))
    try:
        text = html.page_for(kind, obj)
    except UsageError:
        return
    assert_self_contained(text)


def test_diagnose_tables_say_categories_in_words(tmp_path):
    # bank_a: line 4 `s_waitcnt lgkmcnt(0)` (Stall 600 over its 2 waves) waits on the ds_write of
    # line 3, the newest LDS producer: 600 cycles of waiting on an LDS write, said in words as the
    # text report says it, never as the JSON key
    b = Path(__file__).parent / "data" / "att" / "gfx942_synth" / "bank_a"
    row = json.loads((b / "ui_output_agent_1_dispatch_3" / "code.json").read_text())["code"][4]
    assert row[0] == "s_waitcnt lgkmcnt(0)" and row[8] == 600
    out = tmp_path / "r.html"
    subprocess.run([sys.executable, "-m", "ldsopt", "diagnose", str(b), "--html", str(out)], check=True,
                   capture_output=True, env=dict(os.environ, PYTHONPATH=str(Path(__file__).parents[1] / "src")))
    page = out.read_text()
    assert "waits on LDS writes 600" in page
    assert "wait:lds" not in page and "wait:none" not in page
