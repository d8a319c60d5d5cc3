"""Errors that the command line turns into a one-line message and an exit code, and the
shortening of such a message when it quotes a huge piece of input."""

import re


class LdsoptError(Exception):
    """A problem with the input that the user can fix. Exit code 2 (usage) by default."""

    exit_code = 2


class UsageError(LdsoptError):
    """Malformed or invalid input: exit 2."""

    exit_code = 2


class Unsatisfiable(LdsoptError):
    """A well-formed request that has no answer (e.g. no layout fits): exit 1."""

    exit_code = 1


_LONG_QUOTE = re.compile(r"'([^'\n]{81,})'")


def brief(message: str, limit: int = 600) -> str:
    """An error message kept readable whatever the input held: a quoted excerpt of the input over
    80 characters shows its first 60 and its length, and a message still over ``limit``
    characters keeps its start and end.

    >>> brief("bad operand in '" + "[" * 5000 + "'")
    "bad operand in '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[...' (5000 characters)"
    """
    s = _LONG_QUOTE.sub(lambda m: f"'{m.group(1)[:60]}...' ({len(m.group(1))} characters)", message)
    if len(s) > limit:
        s = f"{s[:limit - 200]} ... {s[-150:]}"
    return s
