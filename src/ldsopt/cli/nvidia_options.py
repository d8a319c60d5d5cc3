"""The options of ``ldsopt diagnose`` and ``ldsopt diff`` for Nsight Compute reports (NVIDIA)."""

from __future__ import annotations


def add_nvidia_arguments(p) -> None:
    g = p.add_argument_group("Nsight Compute reports (NVIDIA)")
    g.add_argument("--details", metavar="CSV", help="the details page (ncu -i R --page details --csv) "
                   "for the block size; default: NAME.details.csv beside a NAME.source.csv")
    g.add_argument("--block", action="append", default=[], metavar="[KERNEL=]XxYxZ",
                   help="threads per block, when the report carries none")
    g.add_argument("--arg", action="append", default=[], metavar="[KERNEL:]N=VALUE",
                   help="kernel parameter values for the static prediction")
    g.add_argument("--kernel", help="only kernels whose name contains this")
    g.add_argument("--lang", choices=["cuda", "cute", "triton"],
                   help="language of the fix code (default: from the kernel name)")


def blocks_of(items) -> dict | None:
    """``--block [KERNEL=]XxYxZ`` (repeated) -> ``{kernel substring or None: "XxYxZ"}`` for the
    ``block=`` of :func:`ldsopt.diagnose_run` / :func:`ldsopt.diff` (None when none is given)."""
    from ldsopt.errors import UsageError
    out: dict = {}
    for it in items or []:
        k, sep, b = it.rpartition("=")
        if sep and not k.strip():
            raise UsageError(f"--block {it!r}: no kernel name before '=' (give KERNEL=XxYxZ or XxYxZ)")
        out[k if sep else None] = b
    return out or None


def args_of(items) -> dict | None:
    """``--arg [KERNEL:]N=VALUE`` (N a parameter index, or a constant-bank offset ``0x220`` /
    ``c[0x0][0x220]``) -> ``{"[KERNEL:]N": value}`` for the ``args=`` of :func:`ldsopt.diagnose_run`."""
    import re

    from ldsopt.errors import UsageError
    out: dict = {}
    for it in items or []:
        m = re.fullmatch(r"(?:(.+):)?\s*(c\[0x0\]\[)?(0x[0-9a-fA-F]+|\d+)\]?\s*=\s*(-?(?:0x[0-9a-fA-F]+|\d+))",
                         it.strip())
        if not m:
            raise UsageError(f"--arg {it!r}: expected [KERNEL:]N=VALUE (N a parameter index, or a "
                             "constant-bank offset such as 0x220)")
        key = m.group(3)
        if m.group(2) and not key.lower().startswith("0x"):
            key = hex(int(key))                 # c[0x0][544]: an offset all the same
        out[(m.group(1) + ":" if m.group(1) else "") + key] = int(m.group(4), 0)
    return out or None
