"""ldsopt: find and fix shared-memory (LDS) bank conflicts and LDS stalls in GPU kernels.

The public API (``ldsopt.__all__``) is a set of thin functions with typed results::

    >>> import ldsopt
    >>> r = ldsopt.simulate("gfx942", "ds_read_b128", [64 * i for i in range(64)])
    >>> r.cycles, r.ideal, r.conflicts
    (32, 8, 24)

``docs/api.md`` shows each function, and a unit test that asserts a layout is conflict-free.
Names load on first use, so ``import ldsopt`` stays cheap for the command line.
"""

from ldsopt.errors import LdsoptError, Unsatisfiable, UsageError

__version__ = "0.2.0"

# public name -> module that defines it
_API = {
    "arch": "ldsopt.api", "instruction": "ldsopt.api", "simulate": "ldsopt.api",
    "simulate_batch": "ldsopt.api", "layout": "ldsopt.api", "problem": "ldsopt.api",
    "solve": "ldsopt.api", "check": "ldsopt.api", "CheckResult": "ldsopt.api",
    "AccessCost": "ldsopt.api", "emit": "ldsopt.api", "occupancy": "ldsopt.api",
    "analyze_ttgir": "ldsopt.analyze", "TtgirResult": "ldsopt.triton.results", "TtgirOp": "ldsopt.triton.results",
    "TtgirSuggestion": "ldsopt.triton.results",
    "SimResult": "ldsopt.core.simulate", "BatchResult": "ldsopt.core.simulate",
    "CanonicalLayout": "ldsopt.layouts.canonical",
    "analyze_sass": "ldsopt.analyze", "SassKernel": "ldsopt.nvidia.results",
    "SharedAccess": "ldsopt.nvidia.results",
    "diagnose": "ldsopt.analyze", "Diagnosis": "ldsopt.core.report_shape",
    "Finding": "ldsopt.core.report_shape",
    "analyze_isa": "ldsopt.analyze", "KernelAnalysis": "ldsopt.amd.emu.analyze",
    "analyze_source": "ldsopt.sources.analyze",
    "fix": "ldsopt.workflows", "diff": "ldsopt.workflows", "doctor": "ldsopt.workflows",
    "diagnose_run": "ldsopt.workflows", "allocation_problems": "ldsopt.workflows",
    "FixResult": "ldsopt.fixes.results", "AllocationFix": "ldsopt.fixes.results",
    "Allocation": "ldsopt.allocation.problem", "StaticDiff": "ldsopt.workflow_results",
    "ReportDiff": "ldsopt.workflow_results", "DiagnoseRun": "ldsopt.workflow_results",
    "DoctorReport": "ldsopt.workflow_results", "ToolchainCheck": "ldsopt.workflow_results",
    "arch_table": "ldsopt.sheets", "ArchTable": "ldsopt.sheets", "asm_occupancy": "ldsopt.sheets",
    "AsmOccupancy": "ldsopt.sheets", "simulate_tile": "ldsopt.tile_sim", "TileSim": "ldsopt.tile_sim",
    "Analysis": "ldsopt.results", "Kernel": "ldsopt.results", "Access": "ldsopt.results",
    "Unit": "ldsopt.results", "LineCost": "ldsopt.results",
}

__all__ = sorted(_API) + ["LdsoptError", "UsageError", "Unsatisfiable", "__version__"]


def __getattr__(name):
    mod = _API.get(name)
    if mod is None:
        raise AttributeError(f"module 'ldsopt' has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(mod), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_API))
