"""The `ldsopt` command line.  Errors become one line on stderr and an exit code:
2 for bad input or usage, 1 for a well-formed request without an answer (or a failed check)."""

from __future__ import annotations

import argparse
import importlib
import sys

from ldsopt.cli.commands import COMMANDS
from ldsopt.errors import LdsoptError


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2, no usage dump
        self.exit(2, f"ldsopt: error: {message}\n")


def _load(name: str):
    return importlib.import_module(f"ldsopt.cli.{COMMANDS[name]}")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    p = _Parser(prog="ldsopt", description="Find and fix LDS / shared-memory bank conflicts and stalls.")
    p.add_argument("--version", action="version", version="ldsopt " + __import__("ldsopt").__version__)
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMANDS:
        if only is not None and name != only:
            # cheap placeholder so `ldsopt --help` lists every command without importing it
            sub.add_parser(name, help=_help_of(name), add_help=False)
            continue
        mod = _load(name)
        sp = sub.add_parser(name, help=mod.HELP, description=mod.HELP)
        mod.add_arguments(sp)
        sp.set_defaults(_run=mod.run)
    return p


def _help_of(name: str) -> str:
    try:
        return _load(name).HELP
    except ImportError:
        return "(not available)"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    cmd = next((a for a in argv if not a.startswith("-")), None)
    parser = build_parser(only=cmd if cmd in COMMANDS else None)
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except LdsoptError as e:
        print(f"ldsopt {args.command}: error: {e}", file=sys.stderr)
        return e.exit_code
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
