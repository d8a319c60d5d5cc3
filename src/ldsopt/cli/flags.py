"""Library messages name parameters as keywords (``block=``, ``target=``); the command line shows
the flag that sets each (``--block``, ``--target``)."""

from __future__ import annotations

import re


def flag_map(parser, overrides: dict | None = None) -> dict:
    """``{parameter: flag}`` from a subcommand's parser (each option's destination -> its long
    flag, a positional -> its metavar), with the command's own ``PARAMS`` on top."""
    out = {}
    for a in getattr(parser, "_actions", ()):
        if a.dest in ("help", "==SUPPRESS=="):
            continue
        flag = next((o for o in a.option_strings if o.startswith("--")), None)
        out.setdefault(a.dest, flag or (a.metavar if isinstance(a.metavar, str) else a.dest.upper()))
    out.update(overrides or {})
    return out


def to_flags(message: str, flags: dict) -> str:
    """``message`` with each ``NAME=`` of a known parameter written as its flag."""
    if not flags:
        return message

    def sub(m):
        flag = flags.get(m.group(1))
        if flag is None:
            return m.group(0)
        return flag + ("" if m.end() < len(m.string) and m.string[m.end()] == " " else " ")
    return re.sub(r"(?<![\w.-])([a-z_][a-z0-9_]*)=(?!=)", sub, message).rstrip()
