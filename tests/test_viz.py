"""Pictures: the figure models' content (which cells are marked, which lanes sit where), the SVG
that carries it, PNG output, and life without matplotlib.  Never pixels.

Expected values come from the documented bank rule (docs/design.md: word = address // 4,
bank = word % banks, cost = most distinct words in one bank of a phase) and the documented lane
groups (CK Tile docs / AMD ROCm blog: gfx942 b32 accesses are served 32 lanes at a time; ds_read_b128
in groups {0-3,20-23}, {4-7,16-19}, ...), worked out by hand or by the small brute force below,
not read back from the model's output."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from ldsopt.render import figures as viz, output
from ldsopt.errors import UsageError
from ldsopt.layouts.spec import parse_layout
from ldsopt.core.simulate import simulate
from hostile_harness import cpu_bound

SVG_NS = "{http://www.w3.org/2000/svg}"


def _brute_cells(phase_lanes, addr, width, banks):
    """Independent expectation: {(phase_idx, cycle, bank): set(lanes)} for single-address ops,
    cycle = rank of the word among the bank's distinct words in the phase (address order)."""
    out = {}
    for pi, lanes in enumerate(phase_lanes):
        users = {}
        for l in lanes:
            for w in range(addr[l] // 4, (addr[l] + width - 1) // 4 + 1):
                users.setdefault(w, set()).add(l)
        per_bank = {}
        for w in sorted(users):
            per_bank.setdefault(w % banks, []).append(w)
        for b, ws in per_bank.items():
            for k, w in enumerate(ws):
                out[(pi, k, b)] = users[w]
    return out


def _model_cells(m):
    return {(i_phase(m, r), r.cycle, b): {l for l, _ in c.lanes} for r in m.rows for b, c in r.cells.items()}


def i_phase(m, row):
    return [p.index for p in m.phases].index(row.phase)


# ----------------------------------------------------------------------------- bank map content
def test_stride16_b32_gfx942_four_way_cells():
    # lane l at 16*l: word 4l, bank 4l % 32; phase 0 = lanes 0-31 -> banks 0,4,..,28 hold
    # words {4l}: lanes l, l+8, l+16, l+24 -> 4 cycles per phase, ideal 1.
    addr = [16 * l for l in range(64)]
    m = viz.bank_map(simulate("gfx942", "ds_read_b32", addr))
    assert (m.cycles, m.ideal, m.conflicts, m.ways) == (8, 2, 6, 4)
    assert [r.label for r in m.rows] == ["p0", "p0.1", "p0.2", "p0.3", "p1", "p1.1", "p1.2", "p1.3"]
    banks4 = set(range(0, 32, 4))
    assert m.marked("used") == {(r, b) for r in range(8) for b in banks4}
    assert m.marked("conflict") == m.marked("used")            # every used bank has 4 words
    assert m.marked("extra") == {(r, b) for r in (1, 2, 3, 5, 6, 7) for b in banks4}
    assert m.marked("broadcast") == set()
    # which lane is where: bank 4 of phase 0 serves lanes 1, 9, 17, 25 in cycles 0..3
    assert [m.cell(k, 4).lanes for k in range(4)] == [((1, 0),), ((9, 0),), ((17, 0),), ((25, 0),)]
    assert m.lane_cells(33) == {(4, 4)}
    assert "8 cycles, ideal 2, 6 conflict cycles (worst phase 4-way)" in m.title


def test_broadcast_and_conflict_in_one_instruction():
    # phase 0: lanes 0-31 stride 16 B (4-way); phase 1: lanes 32-63 read 8 words, 4 lanes each.
    addr = [16 * l for l in range(32)] + [4 * (l % 8) for l in range(32, 64)]
    m = viz.bank_map(simulate("gfx942", "ds_read_b32", addr))
    assert (m.cycles, m.ideal) == (5, 2)
    p1 = [i for i, r in enumerate(m.rows) if r.phase == m.phases[1].index]
    assert len(p1) == 1
    assert {b for (r, b) in m.marked("broadcast")} == set(range(8))
    assert {r for (r, b) in m.marked("broadcast")} == set(p1)
    assert not any(r in p1 for r, _ in m.marked("conflict"))
    # bank 3 in phase 1: word 3 read by lanes 35, 43, 51, 59
    assert m.cell(p1[0], 3).lanes == ((35, 0), (43, 0), (51, 0), (59, 0))
    assert m.cell(p1[0], 3).text == "35+3"


def test_read_b128_gfx942_documented_groups_conflict_free():
    # contiguous 16 B per lane; CK Tile docs: ds_read_b128 phase 0 = lanes 0-3 and 20-23.
    addr = [16 * l for l in range(64)]
    m = viz.bank_map(simulate("gfx942", "ds_read_b128", addr))
    assert m.conflicts == 0 and len(m.rows) == 8
    assert m.phases[0].lanes == [0, 1, 2, 3, 20, 21, 22, 23]
    row0 = m.rows[0].cells
    assert sorted(row0) == list(range(32))
    # lane 20 -> words 80..83 -> banks 16..19
    assert [row0[b].lanes for b in range(16, 20)] == [((20, 0),)] * 4
    assert m.marked("conflict") == set()


def test_column_read_nvidia_32_way():
    # sm_80 ld.shared.u32, lane l at 128*l: every word in bank 0 -> 32 cycles, one per lane.
    m = viz.bank_map(simulate("sm_80", "ld.shared.u32", [128 * l for l in range(32)]))
    assert (m.cycles, m.ideal, m.ways) == (32, 1, 32)
    assert m.marked("used") == {(k, 0) for k in range(32)}
    assert m.marked("extra") == {(k, 0) for k in range(1, 32)}
    assert [m.cell(k, 0).lanes[0][0] for k in range(32)] == list(range(32))


def test_read2_second_address_is_primed():
    # ds_read2_b32 offset1=1: lane l reads 4l (slot 0) and 4l+4 (slot 1); neighbours share words.
    m = viz.bank_map(simulate("gfx942", "ds_read2_b32", [4 * l for l in range(64)], offset0=0, offset1=1))
    cells = [c for r in m.rows for c in r.cells.values() if (5, 1) in c.lanes]
    assert cells and all(c.word == 6 for c in cells)     # slot 1 of lane 5: byte 20 + 4 -> word 6
    assert any("5'" in viz.lane_label(l, s) for c in cells for l, s in c.lanes)


def test_phase_with_ideal_above_one_is_not_a_conflict():
    # gfx950 ds_read_b96_tr_b6, 12 B per lane, contiguous: a 32-lane phase needs 96 distinct words
    # on 64 banks -> ideal ceil(96/64) = 2; banks 0..31 of phase 0 serve 2 words, 32..63 one.
    m = viz.bank_map(simulate("gfx950", "ds_read_b96_tr_b6", [12 * l for l in range(64)]))
    assert [(p.cycles, p.ideal, p.distinct_words) for p in m.phases] == [(2, 2, 96), (2, 2, 96)]
    assert m.conflicts == 0
    assert m.marked("conflict") == set() and m.marked("extra") == set()
    assert {b for (r, b) in m.marked("used") if r == 1} == set(range(32))
    # now push one more word into bank 0 of phase 0: lane 31 reads bytes 4*64*... -> 3 words there
    addr = [12 * l for l in range(64)]
    addr[31] = 256 * 4   # words 256, 257, 258 -> banks 0, 1, 2 (each now 3 words > ideal 2)
    m = viz.bank_map(simulate("gfx950", "ds_read_b96_tr_b6", addr))
    p0 = [i for i, r in enumerate(m.rows) if r.phase == m.phases[0].index]
    assert m.phases[0].cycles == 3 and m.phases[0].ideal == 2
    assert {b for (r, b) in m.marked("conflict") if r in p0} == {0, 1, 2}
    assert {(r, b) for (r, b) in m.marked("extra") if r in p0} == {(p0[2], 0), (p0[2], 1), (p0[2], 2)}


def test_dict_input_equals_object_input():
    res = simulate("gfx90a", "ds_read_b64", [(l * 72) % 4096 for l in range(64)])
    a = viz.bank_map(res).to_dict()
    d = res.to_dict(detail=True)
    d["banks"] = res.banks
    b = viz.bank_map(d).to_dict()
    assert a == b


def test_bad_dict_input_is_usage_error():
    with pytest.raises(UsageError):
        viz.bank_map({"arch": "gfx942", "op": "ds_read_b32", "cycles": 1, "ideal": 1})
    with pytest.raises(UsageError):
        viz.bank_map({"arch": "gfx942", "op": "x", "cycles": 1, "ideal": 1, "banks": 32,
                      "phases": [{"phase": 0, "lanes": [{"lane": 0}]}]})


@settings(max_examples=60, deadline=None)
@given(op=st.sampled_from([("gfx942", "ds_read_b32", 4, 4), ("gfx942", "ds_read_b64", 8, 8),
                           ("gfx950", "ds_read_b64", 8, 8), ("sm_80", "ld.shared.u32", 4, 4),
                           ("gfx90a", "ds_write_b128", 16, 16), ("gfx950", "ds_read_b96_tr_b6", 12, 4)]),
       data=st.data())
def test_cells_match_brute_force(op, data):
    arch, name, width, align = op
    lanes = 32 if arch.startswith("sm") else 64
    addr = data.draw(st.lists(st.integers(0, 511).map(lambda x: x * align), min_size=lanes, max_size=lanes))
    res = simulate(arch, name, addr)
    m = viz.bank_map(res)
    # the phases' lane sets come from the model; the cell contents are recomputed independently
    phase_lanes = [p.lanes for p in m.phases]
    assert sorted(l for p in phase_lanes for l in p) == list(range(lanes))
    exp = _brute_cells(phase_lanes, addr, width, res.banks)
    assert _model_cells(m) == exp
    assert len(m.rows) == res.cycles                      # the picture is as tall as it is slow
    for r in m.rows:
        p = next(p for p in m.phases if p.index == r.phase)
        for b, c in r.cells.items():
            n_words = sum(1 for (pi, k, bb) in exp if bb == b and m.phases[pi].index == r.phase)
            assert c.conflict == (n_words > p.ideal)
            assert c.broadcast == (len(c.lanes) > 1)
            assert c.extra == (r.cycle >= p.ideal)


# ----------------------------------------------------------------------------- layout map
def test_layout_panels_banks_by_hand():
    rows, cols, eb = 16, 64, 2
    plain = viz.layout_panel("plain", parse_layout("row", rows, cols, eb), 32)
    sw = viz.layout_panel("chosen", parse_layout("xor:vec=8,table=0/1/2/3/4/5/6/7", rows, cols, eb), 32)
    r = np.arange(rows)[:, None]
    c = np.arange(cols)[None, :]
    # row-major f16, 128 B rows: byte 128r + 2c -> bank (32r + c//2) % 32 = c // 2
    assert (plain.bank == (c // 2) + 0 * r).all()
    # XOR on 8-element (16 B) vectors: vector column (c//8) ^ (r%8)
    exp = ((((c // 8) ^ (r % 8)) * 8 + c % 8) * 2 // 4) % 32
    assert (sw.bank == exp).all()
    # column 0 read down 8 rows: one bank in plain, 8 different 4-bank groups when swizzled
    assert len(set(plain.bank[:8, 0])) == 1 and len(set(sw.bank[:8, 0])) == 8
    lm = viz.layout_map([plain, sw])
    assert [p["label"] for p in lm.to_dict()["panels"]] == ["plain", "chosen"]
    assert "coloured by bank (32 banks)" in lm.title


def test_layout_panel_crops_and_highlights():
    lay = parse_layout("pad:4B", 128, 256, 4)
    p = viz.layout_panel("plain", lay, 64, highlight=[(0, 0), (200, 3), (3, 300)])
    assert p.shown == (viz.MAX_TILE_ROWS, viz.MAX_TILE_COLS)
    assert "rows 0-63, cols 0-127 of 128x256" in p.caption
    assert p.highlight == {(0, 0)}
    # padded stride 1028 B: bank of (r, c) = (257 r + c) % 64
    assert p.bank[5, 7] == (257 * 5 + 7) % 64


def test_layout_panel_from_dict_and_errors():
    lay = parse_layout("row", 4, 8, 4)
    d = lay.to_dict(with_offsets=True)
    p = viz.layout_panel("plain", d, 32)
    assert (p.bank == np.arange(32).reshape(4, 8)).all()
    d["offsets"] = [[0, 4]]
    with pytest.raises(UsageError):
        viz.layout_panel("plain", d, 32)
    with pytest.raises(UsageError):
        viz.layout_panel("plain", {"rows": 2}, 32)


def test_solve_layout_map_from_json_shape():
    plain = parse_layout("row", 8, 32, 4).to_dict()
    chosen = parse_layout("pad:4B", 8, 32, 4).to_dict()
    m = viz.solve_layout_map({"arch": "gfx942", "plain": plain, "layout": chosen,
                              "plain_cost": {"cycles": 16, "ideal": 2}, "cost": {"cycles": 2, "ideal": 2}})
    assert [p.label for p in m.panels] == ["plain", "chosen"]
    assert m.panels[0].cost == "16 cycles (ideal 2)"
    # column 0: plain stride 128 B -> all bank 0; +4 B pad -> bank r
    assert set(m.panels[0].bank[:, 0]) == {0}
    assert list(m.panels[1].bank[:, 0]) == list(range(8))
    with pytest.raises(UsageError):
        viz.solve_layout_map({"arch": "gfx942"})


# ----------------------------------------------------------------------------- SVG carries the marks
def _svg_cells(text):
    root = ET.fromstring(text.split("?>", 1)[1])
    out = {}
    for el in root.iter(SVG_NS + "rect"):
        cls = el.get("class", "").split()
        if "cell" in cls:
            out[(int(el.get("data-row")), int(el.get("data-bank")))] = set(cls)
    return root, out


def test_svg_marks_match_model():
    from ldsopt.render.svg import svg
    addr = [16 * l for l in range(32)] + [4 * (l % 8) for l in range(32, 64)]
    m = viz.bank_map(simulate("gfx942", "ds_read_b32", addr))
    root, cells = _svg_cells(svg(m))
    assert len(cells) == len(m.rows) * m.banks
    for kind in ("conflict", "extra", "broadcast", "used"):
        assert {k for k, v in cells.items() if kind in v} == m.marked(kind)
    assert root.find(SVG_NS + "title").text == m.title


def test_svg_layout_tiles():
    from ldsopt.render.svg import bank_color, svg
    m = viz.layout_map([viz.layout_panel("plain", parse_layout("row", 4, 16, 4), 32)])
    root = ET.fromstring(svg(m).split("?>", 1)[1])
    tiles = [e for e in root.iter(SVG_NS + "rect") if e.get("class") == "tile"]
    assert len(tiles) == 64
    for t in tiles:
        r, c, b = int(t.get("data-row")), int(t.get("data-col")), int(t.get("data-bank"))
        assert b == (16 * r + c) % 32
        assert t.get("fill") == bank_color(b, 32)
    assert len({bank_color(b, 32) for b in range(32)}) == 32


# ----------------------------------------------------------------------------- PNG and matplotlib
def test_png_written(tmp_path):
    pytest.importorskip("matplotlib")
    from ldsopt.render.png import png_bytes
    from ldsopt.render.svg import scene
    m = viz.bank_map(simulate("gfx942", "ds_read_b32", [16 * l for l in range(64)]))
    data = png_bytes(m)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    w, h = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    sc = scene(m)
    assert abs(w - 2 * sc.width) <= 2 and abs(h - 2 * sc.height) <= 2


def test_core_imports_without_matplotlib():
    code = ("import sys; sys.modules['matplotlib'] = None\n"
            "import ldsopt.render.figures, ldsopt.render.svg, ldsopt.render.html, ldsopt.cli\n"
            "from ldsopt.core.simulate import simulate\n"
            "from ldsopt.render.html import page_for\n"
            "page_for('sim', simulate('gfx942', 'ds_read_b32', list(range(0, 256, 4))))\n"
            "assert not any(k.startswith('matplotlib') and sys.modules[k] is not None for k in sys.modules)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, preexec_fn=cpu_bound(60))
    assert r.returncode == 0, r.stderr


def test_png_without_matplotlib_is_one_line_exit_2(tmp_path, monkeypatch, capsys):
    from ldsopt.cli.main import main
    for k in [k for k in sys.modules if k == "matplotlib" or k.startswith("matplotlib.")]:
        monkeypatch.delitem(sys.modules, k)
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    out = tmp_path / "x.png"
    # stopped while parsing the command line: nothing simulated, nothing printed on stdout
    # (main returns the exit code of a command-line error instead of raising SystemExit)
    code = main(["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "16", "--png", str(out)])
    cap = capsys.readouterr()
    assert code == 2
    assert cap.err.strip().splitlines() == ["ldsopt: error: --png needs matplotlib: pip install ldsopt[viz]"]
    assert cap.out == "" and not out.exists()
    # the library entry point says the same (commands that write pictures without the flags)

    class A:
        png = str(out)
        svg = html = None
    with pytest.raises(UsageError, match=r"^--png needs matplotlib: pip install ldsopt\[viz\]$"):
        output.write_pictures(A, "sim", simulate("gfx942", "ds_read_b32", [0] * 64))
    assert not out.exists()
    # SVG and HTML do not need it
    rc = main(["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "16",
               "--svg", str(tmp_path / "x.svg"), "--html", str(tmp_path / "x.html")])
    assert rc == 0 and (tmp_path / "x.svg").stat().st_size > 0 and (tmp_path / "x.html").stat().st_size > 0


def test_write_pictures_errors(tmp_path, capsys):
    from ldsopt.cli.main import main
    for flag, path, why in (("--svg", tmp_path / "no" / "such" / "x.svg", "does not exist"),
                            ("--html", tmp_path, "is a folder"), ("--svg", "", "empty file name")):
        code = main(["sim", "--arch", "gfx942", "--op", "ds_read_b32", "--stride", "4", flag, str(path)])
        cap = capsys.readouterr()
        err = cap.err.strip().splitlines()
        assert code == 2 and len(err) == 1 and why in err[0] and cap.out == ""

    class A:
        png = svg = None
        html = str(tmp_path / "a.html")
    with pytest.raises(UsageError):
        output.write_pictures(A, "bogus", None)
    A.html = None
    A.svg = str(tmp_path / "d.svg")
    with pytest.raises(UsageError, match="no picture for 'diagnose'"):
        output.write_pictures(A, "diagnose", {"findings": []})


def test_pick_result():
    rs = [{"conflicts": 0}, {"conflicts": 5}, {"conflicts": 5}]
    assert viz.pick_result(rs)[0] == 1
    assert viz.pick_result(rs, 2)[0] == 2
    with pytest.raises(UsageError):
        viz.pick_result(rs, 3)
    with pytest.raises(UsageError):
        viz.pick_result([])


def test_lane_ranges():
    assert viz.lane_ranges([0, 1, 2, 3, 20, 21, 22, 23]) == "0-3,20-23"
    assert viz.lane_ranges([5]) == "5"
    assert viz.lane_ranges([]) == ""


def test_write_pictures_for_solve(tmp_path):
    """The calls the solve command makes (see docs/pictures.md): PNG/SVG of plain vs chosen, and
    an HTML page carrying the emitted code."""
    from ldsopt.solver import search  # noqa: F401
    from ldsopt.solver.problem import problem_from_dict
    from ldsopt.solver.search import solve
    prob = problem_from_dict({"arch": "gfx942", "tile": [16, 32], "dtype": "f32",
                              "accesses": [{"name": "load", "op": "ds_read_b32", "pattern": {"name": "col_read"}}]})
    sol = solve(prob)

    class A:
        png = None
        svg = str(tmp_path / "l.svg")
        html = str(tmp_path / "l.html")
    out = output.write_pictures(A, "solve", sol, extra={"code": {"lang": "hip", "name": "f", "text": "int f();"}})
    assert out == [A.svg, A.html]
    root = ET.fromstring((tmp_path / "l.svg").read_text().split("?>", 1)[1])
    tiles = [e for e in root.iter(SVG_NS + "rect") if e.get("class") == "tile"]
    assert {t.get("data-panel") for t in tiles} == {"plain", "chosen"} and len(tiles) == 2 * 16 * 32
    # plain: row stride 128 B -> column 0 entirely bank 0; the outlined cells are that column
    plain0 = {int(t.get("data-bank")) for t in tiles if t.get("data-panel") == "plain" and t.get("data-col") == "0"}
    assert plain0 == {0}
    hl = {(int(e.get("data-row")), int(e.get("data-col"))) for e in root.iter(SVG_NS + "rect")
          if e.get("class") == "highlight" and e.get("data-panel") == "plain"}
    assert hl == {(r, 0) for r in range(16)}
    chosen0 = [int(t.get("data-bank")) for t in tiles if t.get("data-panel") == "chosen" and t.get("data-col") == "0"]
    assert len(set(chosen0)) == 16          # the solver's answer spreads the column over 16 banks
    assert "int f();" in (tmp_path / "l.html").read_text()


@pytest.mark.slow
def test_make_pictures_tool(tmp_path):
    pytest.importorskip("matplotlib")
    from pathlib import Path
    tool = Path(__file__).resolve().parent.parent / "tools" / "make_pictures.py"
    r = subprocess.run([sys.executable, str(tool), "--out", str(tmp_path)], capture_output=True, text=True,
                       preexec_fn=cpu_bound(120))
    assert r.returncode == 0, r.stderr[-2000:]
    for name in ("bank_map.png", "layout.png"):
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
