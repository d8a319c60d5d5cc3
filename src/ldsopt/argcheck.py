"""Checks of the public functions' arguments: a value of the wrong type or out of its set is a
one-line :class:`~ldsopt.errors.UsageError` naming the function and the parameter, raised before
any work, instead of an exception from deep inside naming an internal function."""

from __future__ import annotations

import os

from ldsopt.errors import UsageError


def optional_str(fn: str, name: str, value) -> None:
    """``value`` is a str or None.

    >>> optional_str("analyze_sass", "kernel", "k")
    >>> optional_str("analyze_sass", "kernel", 5)
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: analyze_sass: kernel must be a string or None, not int
    """
    if value is not None and not isinstance(value, str):
        raise UsageError(f"{fn}: {name} must be a string or None, not {type(value).__name__}")


def path_like(fn: str, name: str, value) -> str:
    """``value`` as a path: a str or an ``os.PathLike`` of str (bytes are not taken for a path).

    >>> path_like("diagnose", "path", b"x")
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: diagnose: path must be a str or pathlib.Path, not bytes
    """
    if isinstance(value, (bytes, bytearray)) or not isinstance(value, (str, os.PathLike)):
        raise UsageError(f"{fn}: {name} must be a str or pathlib.Path, not {type(value).__name__}")
    p = os.fspath(value)
    if not isinstance(p, str):
        raise UsageError(f"{fn}: {name} must be a str or pathlib.Path, not a bytes path")
    return p


def one_of(fn: str, name: str, value, allowed) -> None:
    """``value`` is None or one of ``allowed``.

    >>> one_of("diagnose", "lang", "rust", ("cuda", "cute", "triton"))
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: diagnose: lang 'rust' is not one of cuda, cute, triton
    """
    if value is not None and value not in allowed:
        raise UsageError(f"{fn}: {name} {value!r} is not one of {', '.join(map(str, allowed))}")


def keywords(fn: str, given, allowed) -> None:
    """Every keyword in ``given`` is one of ``allowed`` (a misspelling named, with the choices).

    >>> keywords("occupancy", {"vgpr": 64}, ("vgprs", "sgprs"))
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: occupancy: unknown keyword 'vgpr' (expected vgprs, sgprs)
    """
    for k in given:
        if k not in allowed:
            raise UsageError(f"{fn}: unknown keyword {k!r} (expected {', '.join(allowed)})")


def int_values(fn: str, name: str, mapping) -> None:
    """``mapping`` is None or a dict whose values are integers (not bool, not float).

    >>> int_values("analyze_isa", "args", {"n": "x"})
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: analyze_isa: args['n'] must be an integer, not str
    """
    if mapping is None:
        return
    if not isinstance(mapping, dict):
        raise UsageError(f"{fn}: {name} must be a dict, not {type(mapping).__name__}")
    for k, v in mapping.items():
        if isinstance(v, bool) or not isinstance(v, int):
            raise UsageError(f"{fn}: {name}[{k!r}] must be an integer, not {type(v).__name__}")


def per_row(fn: str, name: str, value, rows: int) -> None:
    """``value`` is one integer, or one per row (``rows`` of them).

    >>> per_row("simulate_batch", "offset0", [1, 2], 3)
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: simulate_batch: offset0 has 2 values for 3 rows (give one, or one per row)
    """
    import numpy as np
    try:
        a = np.asarray(value)
    except (TypeError, ValueError):
        raise UsageError(f"{fn}: {name} must be an integer or a list of integers") from None
    if a.ndim > 1 or (a.ndim == 1 and len(a) != rows):
        n = a.shape if a.ndim > 1 else len(a)
        raise UsageError(f"{fn}: {name} has {n} values for {rows} rows (give one, or one per row)")
    if a.size and not np.issubdtype(a.dtype, np.integer):
        raise UsageError(f"{fn}: {name} must be integers, not {a.dtype}")
