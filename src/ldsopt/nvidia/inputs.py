"""Which inputs are Nsight Compute reports (the NVIDIA branch of ``diagnose`` and ``diff``)."""

from __future__ import annotations

from pathlib import Path


def is_nvidia_input(path: str) -> bool:
    """An Nsight Compute report: a ``.ncu-rep`` or a CSV export of the source page."""
    p = Path(path)
    if p.suffix == ".ncu-rep":
        return True
    if not p.is_file():
        return False
    from ..errors import UsageError
    from .ncu import read_text
    try:
        head = read_text(p)[:20000]
    except UsageError:
        return False
    from .ncu import looks_like_source_csv
    return looks_like_source_csv(head) or (".csv" in p.suffixes and "Kernel Name" in head)
