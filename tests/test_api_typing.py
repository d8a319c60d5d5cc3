"""The public API is typed: every function of ``ldsopt.__all__`` declares its return type, the
annotations name real classes, and the package ships the PEP 561 ``py.typed`` marker."""

import importlib
import inspect
import typing
from pathlib import Path

import ldsopt

ROOT = Path(__file__).resolve().parents[1]


def _namespace(fn) -> dict:
    """The function's globals plus the modules its TYPE_CHECKING block imports."""
    ns = dict(fn.__globals__)
    src = inspect.getsource(inspect.getmodule(fn))
    if "if TYPE_CHECKING:" in src:
        block = src.split("if TYPE_CHECKING:", 1)[1].split("\n\n", 1)[0]
        for line in block.splitlines():
            line = line.strip()
            if line.startswith("from "):
                mod, names = line[5:].split(" import ")
                m = importlib.import_module(mod)
                for n in names.split(","):
                    ns[n.strip()] = getattr(m, n.strip())
    return ns


def test_every_public_function_has_a_return_type_that_resolves():
    funcs = [n for n in ldsopt.__all__ if inspect.isfunction(getattr(ldsopt, n))]
    assert len(funcs) >= 14
    for n in funcs:
        fn = getattr(ldsopt, n)
        assert inspect.signature(fn).return_annotation is not inspect.Signature.empty, n
        hints = typing.get_type_hints(fn, globalns=_namespace(fn))
        assert "return" in hints, n


def test_py_typed_marker_is_package_data():
    assert (ROOT / "src" / "ldsopt" / "py.typed").is_file()
    text = (ROOT / "pyproject.toml").read_text()
    data = text.split("[tool.setuptools.package-data]", 1)[1].split("[", 2)
    assert '"py.typed"' in data[1]
