"""Errors that the command line turns into a one-line message and an exit code."""


class LdsoptError(Exception):
    """A problem with the input that the user can fix. Exit code 2 (usage) by default."""

    exit_code = 2


class UsageError(LdsoptError):
    """Malformed or invalid input: exit 2."""

    exit_code = 2


class Unsatisfiable(LdsoptError):
    """A well-formed request that has no answer (e.g. no layout fits): exit 1."""

    exit_code = 1
