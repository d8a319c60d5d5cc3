"""Options of the AMD diagnosis as users give them: thresholds as NAME=VALUE strings and the arch
name, checked with one-line errors (shared by ``ldsopt diagnose``/``diff`` and ``ldsopt.diagnose``)."""

from __future__ import annotations

THRESHOLDS = ("min_share", "b_max_distance", "d_max_use_distance", "c_min_barriers", "share")


def thresholds(items, top):
    """Thresholds from ``NAME=VALUE`` strings (``ldsopt diagnose --threshold``)."""
    from ldsopt.errors import UsageError
    values = {}
    for it in items:
        name, sep, val = it.partition("=")
        name = name.strip()
        if not sep or name not in THRESHOLDS:
            raise UsageError(f"--threshold {it!r}: expected NAME=VALUE with NAME one of " + ", ".join(THRESHOLDS))
        values[name] = val
    return thresholds_from(values, top, "--threshold ")


def thresholds_from(values: dict, top: int, how: str = "thresholds="):
    """Thresholds from ``{name: value}`` (numbers, or their text); a one-line error naming the
    entry otherwise."""
    from ldsopt.amd.diagnose import Thresholds
    from ldsopt.errors import UsageError
    th = Thresholds(top=top)
    for name, val in values.items():
        it = f"{name}={val}"
        if name not in THRESHOLDS:
            raise UsageError(f"{how}{it!r}: expected NAME=VALUE with NAME one of " + ", ".join(THRESHOLDS))
        cur = getattr(th, name)
        try:
            if isinstance(val, bool) or (isinstance(cur, int) and isinstance(val, float)
                                         and val != int(val)):
                raise ValueError
            v = type(cur)(val)
        except (TypeError, ValueError):
            raise UsageError(f"{how}{it!r}: {val!r} is not a {'whole ' if isinstance(cur, int) else ''}number")
        if not (v >= 0) or v != v or v in (float("inf"),):
            raise UsageError(f"{how}{it!r}: must be a finite number >= 0")
        setattr(th, name, v)
    return th


def check_arch(arch):
    if not arch:
        return None
    from ldsopt.core.arch import get_arch
    from ldsopt.errors import UsageError
    a = get_arch(arch)
    if not a.name.startswith("gfx"):
        raise UsageError(f"arch={arch!r}: ATT traces are AMD; expected a gfx arch")
    return a.name


def nvidia_only(**given) -> None:
    """A one-line error for an option that only an Nsight Compute report takes, given with an AMD
    thread trace (where it would be ignored without a word).

    >>> nvidia_only(block=None, lang=None)
    >>> nvidia_only(block="32x8", lang=None)
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: block= is for Nsight Compute reports; an AMD thread trace takes it from the trace (the kernel-trace CSV beside the bundle)
    """
    from ldsopt.errors import UsageError
    why = {"block": "takes it from the trace (the kernel-trace CSV beside the bundle)",
           "args": "has no kernel argument values to set",
           "lang": "has no fix-code language to choose",
           "details": "has no details page"}
    for name, v in given.items():
        if v is not None and v != {} and v != ():
            raise UsageError(f"{name}= is for Nsight Compute reports; an AMD thread trace {why[name]}")


def keep_kernel(reps: list, kernel: str | None, path) -> list:
    """The reports of the bundles whose kernel name contains ``kernel`` (all when None); a one-line
    error when none does, as for an Nsight Compute report.

    >>> keep_kernel([{"kernel": "gemm_0", "kernels": ["gemm_0"]}], "gemm", "d")[0]["kernel"]
    'gemm_0'
    >>> keep_kernel([{"kernel": "gemm_0", "kernels": ["gemm_0"]}], "softmax", "d")
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: no kernel matching 'softmax' in d (kernels: gemm_0)
    """
    if not kernel:
        return reps
    from ldsopt.errors import UsageError
    kept = [r for r in reps if any(kernel in k for k in (r.get("kernels") or [r.get("kernel") or ""]))]
    if not kept:
        names = sorted({k for r in reps for k in (r.get("kernels") or [r.get("kernel") or ""])})
        raise UsageError(f"no kernel matching {kernel!r} in {path} (kernels: {', '.join(names[:8])}"
                         f"{' ...' if len(names) > 8 else ''})")
    return kept


def amd_only(thresholds=None, dtype: str = "f16") -> None:
    """A one-line error for an option that only an AMD thread trace takes, given with an Nsight
    Compute report (where it would be ignored without a word).

    >>> amd_only(None, "f16")
    >>> amd_only({"min_share": 0.5})
    Traceback (most recent call last):
    ...
    ldsopt.errors.UsageError: thresholds= is for AMD thread traces; an Nsight Compute report's findings have fixed rules (docs/diagnose.md)
    """
    from ldsopt.errors import UsageError
    if thresholds:
        raise UsageError("thresholds= is for AMD thread traces; an Nsight Compute report's findings have "
                         "fixed rules (docs/diagnose.md)")
    if dtype != "f16":
        raise UsageError("dtype= is for AMD thread traces; an Nsight Compute report's layout fix takes the "
                         "element size from the narrowest shared access")
