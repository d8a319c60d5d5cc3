"""What each agent tool calls: one public function, and the ``--json`` object of its result.

Each tool's input schema is the function's own signature (``only`` keeps the parameters a JSON
client can give); its result is the same ``to_json()`` / ``to_dict()`` the command prints.
"""

from __future__ import annotations

import ldsopt

_WHEN = {
    "analyze": "Start here for a kernel the user holds: source (.hip, .cu, .cl, Triton / Gluon / "
               "FlyDSL / CuTe DSL .py) compiled offline for each arch, or compiled code (.s, code "
               "object, cubin, SASS, PTX, .ttgir). Answers, per source line and per instruction, the "
               "LDS cycles, ideal, conflicts and worst n-way over one workgroup; `resolved: false` "
               "rows carry the reason. Give `block` when the kernel uses threadIdx.y.",
    "fix": "Use after `analyze` shows conflicts: the cheapest padding / XOR swizzle (C family), "
           "shared layout (Gluon) or configuration (Triton) that removes them, as a unified diff of "
           "the user's own source, recompiled and re-analysed (`verified`). Writes the file only with "
           "`apply: true` (the original kept as FILE.orig).",
    "diff": "Use to prove a change: two kernel sources or compiled kernels (per source line, "
            "regressions counted), two AMD thread traces or two Nsight Compute reports.",
    "diagnose": "Use with a measured profile: a rocprofv3 ATT trace folder or an Nsight Compute "
                "source-page CSV / .ncu-rep. Ranked findings (bank conflicts, waits after writes, "
                "reads waited on early, barrier-heavy reductions, cross-lane exchanges through LDS), "
                "each with cost, evidence and a fix; says when LDS is not what the kernel waits on.",
    "simulate": "Use to cost one instruction from explicit lane byte addresses (e.g. a pattern "
                "worked out by hand): cycles, ideal, conflicts and the per-phase banks.",
    "solve": "Use to find the least-cost conflict-free layout for a problem (a tile, its element "
             "type, and the accesses that write and read it; `fix` and `diagnose` give such "
             "problems).",
    "check": "Use to test a given layout against a problem's accesses (a regression check).",
    "arch": "Use for the bank facts and LDS instructions of one GPU and where each rule comes from.",
    "occupancy": "Use before adding padding or a prefetch buffer: waves per SIMD (AMD) or blocks "
                 "per SM (NVIDIA) for a kernel's registers, LDS / shared memory and block size.",
}


def _analyze(a: dict) -> dict:
    return ldsopt.analyze_source(**a).to_json()


def _fix(a: dict) -> dict:
    return ldsopt.fix(**a).to_json()


def _diff(a: dict) -> dict:
    return ldsopt.diff(**a).to_json()


def _diagnose(a: dict) -> dict:
    return ldsopt.diagnose_run(**a).to_json()


def _simulate(a: dict) -> dict:
    from ldsopt.api import alias_note
    res = ldsopt.simulate(**a)
    return res.to_json(a["arch"] if alias_note(a["arch"]) else None)


def _solve(a: dict) -> dict:
    return ldsopt.solve(a["problem"]).to_json(None)


def _check(a: dict) -> dict:
    return ldsopt.check(**a).to_dict()


def _arch(a: dict) -> dict:
    return ldsopt.arch_table(**a).to_json()


def _occupancy(a: dict) -> dict:
    return ldsopt.occupancy(**a).to_dict()


def tools(Tool) -> list:
    """The tools (``Tool`` is passed in, so that this module does not import the registry)."""
    src = ("path", "keep")
    return [
        Tool("analyze", _WHEN["analyze"], ldsopt.analyze_source, _analyze,
             only=("path", "arch", "kernel", "block", "params", "args", "config"), paths=src),
        Tool("fix", _WHEN["fix"], ldsopt.fix, _fix, paths=("path",)),
        Tool("diff", _WHEN["diff"], ldsopt.diff, _diff, paths=("before", "after", "details")),
        Tool("diagnose", _WHEN["diagnose"], ldsopt.diagnose_run, _diagnose, paths=("path", "details")),
        Tool("simulate", _WHEN["simulate"], ldsopt.simulate, _simulate),
        Tool("solve", _WHEN["solve"], ldsopt.solve, _solve, only=("problem",), paths=("problem",)),
        Tool("check", _WHEN["check"], ldsopt.check, _check, paths=("problem",)),
        Tool("arch", _WHEN["arch"], ldsopt.arch_table, _arch),
        Tool("occupancy", _WHEN["occupancy"], ldsopt.occupancy, _occupancy),
    ]
