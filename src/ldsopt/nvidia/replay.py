"""Replay committed Nsight Compute measurements (docs/validation/sass) through the static model:
every shared-memory instruction that ran is compared, per execution, with the prediction."""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass, field
from pathlib import Path

from ldsopt.nvidia.analyze import analyze_function
from ldsopt.nvidia.ncu import attach_launches, parse_details_csv, parse_source_csv
from ldsopt.nvidia.report import launch_for


@dataclass
class Row:
    run: str
    kernel: str
    pc: int
    sass: str
    executions: float
    measured: tuple            # (wavefronts, ideal) per execution
    predicted: tuple | None    # (wavefronts, ideal), LDGSTS: Nsight Compute's own figure
    resolved: bool
    why: str | None
    ldgsts: bool
    launch: int = -1           # the launch's position in its report

    @property
    def equal(self) -> bool:
        if self.predicted is None or self.predicted[0] is None:
            return False
        return all(abs(p - m) <= 1e-6 * max(1.0, m) for p, m in zip(self.predicted, self.measured))


@dataclass
class Replay:
    rows: list = field(default_factory=list)

    def summary(self) -> dict:
        shared = [r for r in self.rows if not r.ldgsts]
        res = [r for r in shared if r.resolved]
        ld = [r for r in self.rows if r.ldgsts and r.predicted and r.predicted[0] is not None]
        return {"instructions": len(shared), "resolved": len(res),
                "equal": sum(r.equal for r in res), "unresolved": len(shared) - len(res),
                "ldgsts": sum(r.ldgsts for r in self.rows), "ldgsts_predicted": len(ld),
                "ldgsts_equal": sum(r.equal for r in ld),
                "kernels": len({(r.run, r.kernel) for r in self.rows})}


def _read(p: Path) -> str:
    return gzip.open(p, "rt").read() if p.suffix == ".gz" else p.read_text()


def replay(root) -> Replay:
    root = Path(root)
    args = json.loads((root / "launch_args.json").read_text()) if (root / "launch_args.json").is_file() else {}

    def args_for(_index, name):
        kargs = []
        for kname, vals in args.items():
            if not kname.startswith("_") and kname in name:
                kargs += [(None, int(i), v) for i, v in vals.items()]
        return kargs

    out = Replay()
    for run in sorted(d for d in root.iterdir() if d.is_dir() and d.name.startswith("h200")):
        for src in sorted(run.glob("*.source.csv*")):
            replay_report(run.name, src, args_for, out)
    return out


def replay_report(run: str, src: Path, args_for, out: Replay) -> Replay:
    """Replay one exported source page (``NAME.source.csv[.gz]``, its ``NAME.details.csv[.gz]``
    beside it) into ``out``; ``args_for(launch index, kernel name)`` gives each launch's ``--arg``
    values as ``(kernel pattern, parameter index or ("c", constant-bank offset), value)``."""
    det = src.parent / src.name.replace(".source.", ".details.")
    ks = parse_source_csv(_read(src), what=src.name)
    if det.is_file():
        attach_launches(ks, parse_details_csv(_read(det), what=det.name))
    for index, k in enumerate(ks):
        func = k.function()
        if k.launch.get("block"):
            func.attributes["launch_block"] = k.launch["block"]
        launch, how = launch_for(func, (), args_for(index, k.name), None)
        if launch is None:
            continue
        rep = analyze_function(func, launch, how)
        meas = {r.pc: r for r in k.rows}
        for si in rep.shared:
            r = meas[si.pc]
            ex = r.num("Instructions Executed")
            if not ex:
                continue
            m = (r.num("L1 Wavefronts Shared") / ex, r.num("L1 Wavefronts Shared Ideal") / ex)
            lg = si.sass.split()[-3:] and "LDGSTS" in si.sass
            w = si.ncu_wavefronts if lg else si.wavefronts
            pred = None if w is None else (w, si.ideal)
            out.rows.append(Row(run, k.name, si.pc, si.sass, ex, m, pred,
                                si.resolved and (not lg or w is not None), si.why, lg, index))
    return out
