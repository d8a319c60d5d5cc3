"""The ``ldsopt`` command line: a thin layer over the public Python API.

:mod:`ldsopt.cli.main` builds the parser and turns errors into one line and an exit code;
:mod:`ldsopt.cli.commands` lists the subcommands, each a module here with ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``, imported only when it runs.
"""

from ldsopt.cli.main import main

__all__ = ["main"]
