"""The `ldsopt` command line.  Errors become one line on stderr and an exit code:
2 for bad input or usage, 1 for a well-formed request without an answer (or a failed check)."""

from __future__ import annotations

import argparse
import errno
import importlib
import os
import sys

from ldsopt.cli.commands import COMMANDS
from ldsopt.cli.flags import flag_map, to_flags
from ldsopt.errors import LdsoptError


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2, no usage dump
        from ldsopt.errors import brief
        from ldsopt.render.text import printable
        self.exit(2, f"ldsopt: error: {printable(brief(message))}\n")

    def _print_message(self, message, file=None):
        # argparse drops write errors; a --help sent to a full disk must fail like any output
        file = sys.stdout if file is None else file
        if message and file is not None:
            file.write(message)


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
        sp.set_defaults(_run=mod.run, _flags=flag_map(sp, getattr(mod, "PARAMS", None)))
    return p


def _help_of(name: str) -> str:
    return _load(name).HELP


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns its exit code.  Whatever happens ends with the command's output or
    one line on stderr: bad input exits 2, a request without an answer 1, output that cannot be
    written (a full disk, a closed standard output) 1."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if sys.stdout is None:
        _say("ldsopt: error: standard output is closed: nothing can be written")
        return 2
    cmd = next((a for a in argv if not a.startswith("-")), None)
    name = cmd if cmd in COMMANDS else None
    args = None
    try:
        parser = build_parser(only=name)
        args = parser.parse_args(argv)
        if not getattr(args, "_run", None):
            parser.print_help()
            _flush()
            return 2
        rc = int(_run_escaped(args, name) or 0)
        _flush()
        return rc
    except SystemExit as e:          # argparse: --help, --version, usage errors (already printed)
        try:
            _flush()
        except OSError as oe:
            return _output_failed(oe)
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    except LdsoptError as e:
        return _fail(name, to_flags(str(e), getattr(args, "_flags", None)), e.exit_code)
    except BrokenPipeError:          # the reader went away (`| head`): stop quietly
        _silence_stdout()
        return 1
    except OSError as e:
        if e.filename is None and e.errno in _OUTPUT_ERRNOS:
            return _output_failed(e)
        where = f"{e.filename}: " if e.filename else ""
        return _fail(name, f"{where}{e.strerror or e}", 2)
    except RecursionError:
        return _fail(name, "input nested too deeply", 2)
    except MemoryError:
        # report outside this block: leaving it frees the frames (and the arrays) of the failure
        pass
    except KeyboardInterrupt:
        return 130
    except Exception as e:           # a bug: still one line (LDSOPT_DEBUG=1 shows the traceback)
        if os.environ.get("LDSOPT_DEBUG"):
            raise
        return _fail(name, f"internal error ({type(e).__name__}: {e}); please report it "
                           "(LDSOPT_DEBUG=1 shows the traceback)", 1)
    return _fail(name, "out of memory: the input is too large for the memory this process may use", 1)


def _run_escaped(args, name: str | None = None):
    """Run the command with standard output and error behind :class:`SafeStream`: the one place
    where text from inputs is made safe for a terminal on its way out.  With ``LDSOPT_CHECK_JSON=1``
    (the test suite sets it) a ``--json`` output is checked against its contract
    (:mod:`ldsopt.contracts`) once the command has printed it."""
    from ldsopt.render.text import SafeStream
    out, err = sys.stdout, sys.stderr
    sys.stdout = SafeStream(out)
    check = os.environ.get("LDSOPT_CHECK_JSON") == "1" and getattr(args, "json", False) and name
    if check:
        sys.stdout = _Tee(sys.stdout)
    if err is not None:
        sys.stderr = SafeStream(err)
    try:
        rc = args._run(args)
        if check:
            from ldsopt.contracts import check_output
            check_output("sim --batch" if getattr(args, "batch", None) else name, sys.stdout.text())
        return rc
    finally:
        sys.stdout, sys.stderr = out, err


class _Tee:
    """Standard output that keeps a copy of what was written (for the contract check)."""

    def __init__(self, stream) -> None:
        self._s, self._parts = stream, []

    def write(self, t: str) -> int:
        self._parts.append(t)
        return self._s.write(t)

    def text(self) -> str:
        return "".join(self._parts)

    def __getattr__(self, k):
        return getattr(self._s, k)


_OUTPUT_ERRNOS = {errno.ENOSPC, errno.EPIPE, errno.EIO, errno.EBADF, errno.EFBIG,
                  getattr(errno, "EDQUOT", errno.ENOSPC)}


def _say(line: str) -> None:
    from ldsopt.render.text import printable
    if sys.stderr is not None:
        try:
            print(printable(line), file=sys.stderr)
            sys.stderr.flush()
        except (OSError, ValueError):
            pass


def _fail(name, message: str, code: int) -> int:
    from ldsopt.errors import brief
    _say(f"ldsopt{' ' + name if name else ''}: error: {brief(message)}")
    _silence_stdout(flush=True)
    return code


def _flush() -> None:
    if sys.stdout is not None:
        sys.stdout.flush()


def _output_failed(e: OSError) -> int:
    _silence_stdout()
    _say(f"ldsopt: error: cannot write the output: {e.strerror or e}")
    return 1


def _silence_stdout(flush: bool = False) -> None:
    """After a failure: flush what was printed if it can be, else point standard output at
    /dev/null so that the interpreter's own flush at exit cannot fail a second time."""
    out = sys.stdout
    if out is None:
        return
    if flush:
        try:
            out.flush()
            return
        except (OSError, ValueError):
            pass
    try:
        fd = out.fileno()
    except (OSError, ValueError, AttributeError):
        return      # an in-memory stdout (tests): nothing to protect
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except OSError:
        pass


if __name__ == "__main__":
    sys.exit(main())
