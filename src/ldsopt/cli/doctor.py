"""`ldsopt doctor`: per kernel language and arch, whether `ldsopt analyze` can compile it here (a
tiny kernel is compiled for real), and the exact install command when it cannot
(:func:`ldsopt.doctor`)."""

from __future__ import annotations

HELP = "which kernel languages and archs `ldsopt analyze` can compile here, and how to install the rest"

DEFAULT_ARCHS = "gfx942,gfx950,sm_80,sm_90"


def add_arguments(p) -> None:
    p.add_argument("--arch", default=DEFAULT_ARCHS, help=f"targets to check (default {DEFAULT_ARCHS})")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> int:
    import json

    import ldsopt
    rep = ldsopt.doctor(args.arch)
    print(json.dumps(rep.to_json(), indent=1) if args.json else rep.text())
    return 0
