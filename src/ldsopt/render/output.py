"""Command-line glue for pictures and reports: :func:`add_picture_args` adds ``--png``/``--svg``/
``--html`` to a subcommand's parser and :func:`write_pictures` writes whatever the user asked for."""

from __future__ import annotations

import sys

from ldsopt.errors import UsageError
from ldsopt.render.figures import bank_map, pick_result, sim_results, solve_layout_map
from ldsopt.render.text import printable


def _target_action():
    import argparse

    class _Target(argparse.Action):
        """Checks an output file flag while the command line is parsed, so that a missing folder or
        a missing matplotlib stops the command (one line, exit 2) before any work is done."""

        def __call__(self, parser, namespace, values, option_string=None):
            flag = self.dest
            try:
                _check_target(flag, values)
                if flag == "png":
                    from ldsopt.render.png import require_matplotlib
                    require_matplotlib()
            except UsageError as e:
                parser.error(str(e))
            setattr(namespace, self.dest, values)
    return _Target


def add_picture_args(parser, pictures: bool = True) -> None:
    """Add ``--png FILE``, ``--svg FILE`` (when ``pictures``) and ``--html FILE`` to a parser.
    The flags are checked as they are parsed (folder exists; matplotlib for --png)."""
    act = _target_action()
    g = parser.add_argument_group("pictures and reports")
    if pictures:
        g.add_argument("--png", metavar="FILE", action=act,
                       help="write the picture as PNG (needs matplotlib: pip install ldsopt[viz])")
        g.add_argument("--svg", metavar="FILE", action=act, help="write the picture as SVG (no extra dependency)")
    g.add_argument("--html", metavar="FILE", action=act,
                   help="write a self-contained HTML report (no network fetches)")


def _check_target(flag: str, path) -> str:
    import os
    p = str(path)
    if not p.strip():
        raise UsageError(f"--{flag}: empty file name")
    d = os.path.dirname(os.path.abspath(p))
    if not os.path.isdir(d):
        raise UsageError(f"--{flag} {p}: folder {d} does not exist")
    if os.path.isdir(p):
        raise UsageError(f"--{flag} {p}: is a folder")
    if os.path.exists(p) and not os.path.isfile(p):
        raise UsageError(f"--{flag} {p}: is not a regular file (a device or a FIFO)")
    return p


def _same(a: str, b: str) -> bool:
    import os
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def check_target(flag: str, path, inputs=(), others=()) -> str:
    """An output file the command may write: its folder exists, it is not a folder, it is not one
    of the command's ``inputs`` (nor an existing file inside an input folder), and no other output
    flag (``others``: (flag, path) pairs) names it too."""
    import os
    p = _check_target(flag, path)
    for f, q in others:
        if _same(p, q):
            raise UsageError(f"--{flag} and --{f} both name {p}: give each its own file")
    for i in inputs:
        if os.path.isdir(i):
            inside = os.path.realpath(p).startswith(os.path.realpath(i) + os.sep)
            if inside and os.path.exists(p):
                raise UsageError(f"--{flag} {p}: would overwrite a file of the input folder {i}")
        elif os.path.exists(i) and _same(p, i):
            raise UsageError(f"--{flag} {p}: is the command's own input file")
    return p


def _inputs(args) -> list:
    """Paths a command reads: every string argument (or list of them) that names an existing path,
    the output flags aside."""
    import os
    out = []
    for k, v in vars(args).items():
        if k in ("png", "svg", "html") or k.startswith("_"):
            continue
        for x in (v if isinstance(v, (list, tuple)) else [v]):
            if isinstance(x, str) and x and x != "-" and os.path.exists(x):
                out.append(x)
    return out


def figure_for(result_kind: str, payload, pick=None):
    """The figure model the --png/--svg flags draw for a command's result."""
    if result_kind == "sim":
        _, res = pick_result(sim_results(payload)[0], pick)
        return bank_map(res)
    if result_kind == "solve":
        return solve_layout_map(payload)
    raise UsageError(f"no picture for {result_kind!r} results (use --html)")



def write_pictures(args, result_kind: str, payload, extra: dict | None = None) -> list:
    """Write what ``--png``/``--svg``/``--html`` ask for.  ``result_kind`` is 'sim' (payload: a
    SimResult, a list of them, or their detailed dicts), 'solve' (a Solution or its JSON dict) or
    'diagnose' (a report dict or a list of them).  ``extra`` adds fields to the HTML page's view of
    the result (e.g. ``{"code": {"lang": "hip", "name": ..., "text": ...}}`` for solve).  Returns the
    paths written; says so on stderr so that ``--json`` output on stdout stays clean."""
    png = getattr(args, "png", None)
    svg = getattr(args, "svg", None)
    htm = getattr(args, "html", None)
    pick = getattr(args, "pick", None)
    if result_kind not in ("sim", "solve", "diagnose"):
        raise UsageError(f"unknown result kind {result_kind!r}")
    targets = []
    inputs = _inputs(args)
    for f, p in (("png", png), ("svg", svg), ("html", htm)):
        if p is not None:
            targets.append((f, check_target(f, p, inputs, targets)))
    if not targets:
        return []
    if png is not None:
        from ldsopt.render.png import require_matplotlib
        require_matplotlib()
    written = []
    fig = None
    for flag, path in targets:
        if flag in ("png", "svg"):
            from ldsopt.render import png as render_png, svg as render_svg
            if fig is None:
                fig = figure_for(result_kind, payload, pick)
            if flag == "png":
                render_png.write_png(fig, path)
            else:
                _write_text(path, render_svg.svg(fig), flag)
        else:
            from ldsopt.render import html
            page = html.page_for(result_kind, payload, pick=pick, extra=extra)
            _write_text(path, page, flag)
        written.append(path)
        print(f"ldsopt: wrote {printable(path)}", file=sys.stderr)
    return written


def _write_text(path: str, text: str, flag: str) -> None:
    from ldsopt.inputs import write_text
    write_text(path, text, f"--{flag}")
