"""The typed results of :func:`ldsopt.diff`, :func:`ldsopt.doctor` and :func:`ldsopt.diagnose_run`:
frozen, each with ``to_json()`` giving exactly what the command's ``--json`` prints and ``text()``
what it prints without ``--json`` (``ldsopt fix`` gives :class:`ldsopt.fixes.results.FixResult`,
``ldsopt analyze`` :class:`ldsopt.results.Analysis`).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType


def _thaw(x):
    """Plain JSON data from a frozen copy (mapping proxies -> dicts, tuples -> lists)."""
    if isinstance(x, (dict, MappingProxyType)):
        return {k: _thaw(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_thaw(v) for v in x]
    return x


def _freeze(x):
    if isinstance(x, dict):
        return MappingProxyType({k: _freeze(v) for k, v in x.items()})
    if isinstance(x, list):
        return tuple(_freeze(v) for v in x)
    return x


# ----------------------------------------------------------------------------- doctor
@dataclass(frozen=True)
class ToolchainCheck:
    """One kernel language on one arch: can ``ldsopt analyze`` compile it here, with what (or the
    one-line reason and the install command)."""
    language: str
    arch: str                  # an arch, or "all" / "gfx*" / "sm_*" for the Python DSLs
    ok: bool
    detail: str

    def to_json(self) -> dict:
        return {"language": self.language, "arch": self.arch, "ok": self.ok, "detail": self.detail}


@dataclass(frozen=True)
class DoctorReport:
    """What :func:`ldsopt.doctor` found: one :class:`ToolchainCheck` per language and arch."""
    checks: tuple

    def __iter__(self):
        return iter(self.checks)

    def to_json(self) -> list:
        """``ldsopt doctor --json``: a list of ``{"language", "arch", "ok", "detail"}``."""
        return [c.to_json() for c in self.checks]

    def text(self) -> str:
        return "\n".join(f"{c.language:<7} {c.arch:<7} {'yes' if c.ok else 'NO ':<4} {c.detail}"
                         for c in self.checks)


# ----------------------------------------------------------------------------- static diff
@dataclass(frozen=True)
class LineDiff:
    """One source line of two static analyses: matched by its text (or its instructions), the
    cost before and after, ``status`` (improved, same, worse, resolved, new, gone)."""
    text: str | None
    line_before: int | None
    line_after: int | None
    before: MappingProxyType   # {"cycles", "ideal", "conflicts"}
    after: MappingProxyType
    status: str
    regression: bool

    def to_json(self) -> dict:
        return {"text": self.text, "line_before": self.line_before, "line_after": self.line_after,
                "before": dict(self.before), "after": dict(self.after), "status": self.status,
                "regression": self.regression}


@dataclass(frozen=True)
class KernelDiff:
    """One kernel before and after (``before``/``after``: its name in each input)."""
    before: str
    after: str
    lines: tuple               # LineDiff

    def to_json(self) -> dict:
        return {"before": self.before, "after": self.after, "lines": [x.to_json() for x in self.lines]}


@dataclass(frozen=True)
class StaticDiff:
    """Before/after of two static analyses (sources or compiled kernels): per kernel, per
    source line; ``regressions`` counts the lines that got worse or conflict anew."""
    kernels: tuple             # KernelDiff
    regressions: int

    @classmethod
    def from_json(cls, d: dict) -> StaticDiff:
        return cls(tuple(KernelDiff(k["before"], k["after"], tuple(
            LineDiff(r["text"], r["line_before"], r["line_after"], MappingProxyType(dict(r["before"])),
                     MappingProxyType(dict(r["after"])), r["status"], r["regression"]) for r in k["lines"]))
            for k in d["kernels"]), int(d["regressions"]))

    def to_json(self) -> dict:
        """``ldsopt diff --json`` of two sources / compiled kernels:
        ``{"kernels": [{"before", "after", "lines": [...]}], "regressions": n}``."""
        return {"kernels": [k.to_json() for k in self.kernels], "regressions": self.regressions}

    def text(self) -> str:
        from ldsopt.fixes.static_diff import format_diff
        return format_diff(self.to_json())


# ----------------------------------------------------------------------------- measured reports
@dataclass(frozen=True)
class ReportDiff:
    """Before/after of two measurements of one kernel (two AMD thread traces, per traced wave, or
    two Nsight Compute reports), in the shared diff shape (``ldsopt.core.report_shape.DIFF_KEYS``)."""
    vendor: str                # "amd" | "nvidia"
    report: MappingProxyType

    @property
    def warnings(self) -> tuple:
        return tuple(self.report.get("warnings") or ())

    def to_json(self) -> dict:
        """``ldsopt diff --json`` of two traces or reports."""
        return _thaw(self.report)

    def text(self) -> str:
        if self.vendor == "nvidia":
            from ldsopt.nvidia.text import format_diff
        else:
            from ldsopt.render.diagnose_text import format_diff
        return format_diff(self.to_json())


@dataclass(frozen=True)
class DiagnoseRun:
    """Every report of one ``diagnose`` input (``reports``: :class:`ldsopt.Diagnosis`, one per AMD
    bundle or NVIDIA kernel), the bundles skipped as unreadable (``(folder, error)``), and the
    summary when there are several."""
    vendor: str
    reports: tuple             # Diagnosis
    skipped: tuple = ()        # (bundle folder, error)
    summary: MappingProxyType | None = None

    @property
    def unusable(self) -> str | None:
        """The reason when no report is usable (then the command exits 1), else None."""
        bad = [d for d in self.reports if not d.usable]
        if not bad or len(bad) != len(self.reports):
            return None
        more = f" (and {len(bad) - 1} more bundle(s))" if len(bad) > 1 and self.vendor == "amd" else ""
        return f"{'trace' if self.vendor == 'amd' else 'report'} unusable: {bad[0].reason}{more}"

    def to_json(self) -> dict:
        """``ldsopt diagnose --json``: the one report, or the summary with ``reports``."""
        reps = [d.to_dict() for d in self.reports]
        if self.summary is None:
            return reps[0]
        return dict(_thaw(self.summary), reports=reps)

    def text(self, top: int = 10) -> str:
        reps = [d.to_dict() for d in self.reports]
        from ldsopt.render.diagnose_text import format_report, format_summary
        if self.vendor == "nvidia":
            from ldsopt.nvidia.text import format_diagnosis
            text = "\n\n".join(format_diagnosis(r, top) for r in reps)
            if self.summary is not None:
                text += "\n\n" + format_summary(_thaw(self.summary), "kernel")
            return text
        text = "\n\n".join(format_report(r, top) for r in reps)
        if self.summary is not None:
            text += "\n\n" + format_summary(_thaw(self.summary))
        return text
