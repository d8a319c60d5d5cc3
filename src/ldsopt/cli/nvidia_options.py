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
    g.add_argument("--kernel", help="only kernels whose name contains this (AMD bundles too)")
    g.add_argument("--lang", choices=["cuda", "cute", "triton"],
                   help="language of the fix code (default: from the kernel name)")
