"""Put ldsopt's predictions beside the measurements of the fix proof (runs here, no GPU).

    python tools/fix_proof/compare.py docs/validation/fix

Reads spec.json, the cubins, NAME.fix.json and RUN/{orig,fixed}.source.csv.gz of the folder;
writes RUN/instructions.csv (per shared-memory instruction: Nsight Compute's wavefronts and ideal
per execution beside `ldsopt sass` on the same cubin) and prints the per-kernel table of
docs/validation/fix.md (shared wavefronts per block: measured, `ldsopt sass`, `ldsopt fix`).
"""
import csv
import gzip
import json
import sys
from pathlib import Path

import ldsopt
from ldsopt.nvidia.ncu import parse_source_csv

VARIANTS = ("orig", "fixed")


def measured_kernels(path: Path) -> list:
    """The launches of one report, CuPy's own buffer-filling kernels left out, in launch order."""
    ks = parse_source_csv(gzip.open(path, "rt").read(), what=path.name)
    return [k for k in ks if not k.name.startswith("cupy_")]


def predicted(folder: Path, entry: dict, variant: str) -> list:
    v = entry[variant]
    res = ldsopt.analyze_sass(str(folder / "cubins" / v["cubin"]), kernel=v["kernel"],
                              block={None: "x".join(map(str, v["block"]))})
    (k,) = [k for k in res if k.name == v["kernel"]]
    return k.native.to_dict()["shared"]


def rows(folder: Path, run: str):
    spec = json.loads((folder / "spec.json").read_text())
    for variant in VARIANTS:
        for entry, k in zip(spec, measured_kernels(folder / run / f"{variant}.source.csv.gz"), strict=True):
            blocks = entry["grid"][0] * entry["grid"][1] * entry["grid"][2]
            meas = {r.pc: r for r in k.rows}
            for s in predicted(folder, entry, variant):
                r = meas[s["pc"]]
                ex = r.num("Instructions Executed")
                w = s.get("ncu_wavefronts", s["wavefronts"])
                yield {"kernel": entry["name"], "variant": variant, "pc": hex(s["pc"]), "sass": s["sass"],
                       "source": s["source"], "blocks": blocks,
                       "executions_measured": ex, "executions_predicted": s["executions"] * blocks,
                       "wavefronts_measured": r.num("L1 Wavefronts Shared"),
                       "ideal_measured": r.num("L1 Wavefronts Shared Ideal"),
                       "wavefronts_predicted": None if w is None else w * s["executions"] * blocks,
                       "ideal_predicted": s["ideal"] * s["executions"] * blocks}


def main(folder: str, run: str = "h100"):
    folder = Path(folder)
    table = list(rows(folder, run))
    with open(folder / run / "instructions.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(table[0]))
        w.writeheader()
        w.writerows(table)
    spec = json.loads((folder / "spec.json").read_text())
    print("| kernel | change | ncu before | ldsopt sass before | fix before | ncu after | ldsopt sass after "
          "| fix after | ideal after | LDS bytes | instructions equal | outputs |")
    print("|" + " --- |" * 12)
    outs = {r["output"].rsplit(".", 1)[0]: r["identical"] == "1"
            for r in csv.DictReader(open(folder / run / "outputs.csv"))}
    for e in spec:
        fix = json.loads((folder / f"{e['name']}.fix.json").read_text())
        (a,) = [a for a in fix["allocations"] if a["change"]]
        cells = []
        for variant in VARIANTS:
            rs = [r for r in table if r["kernel"] == e["name"] and r["variant"] == variant]
            b = rs[0]["blocks"]
            m = sum(r["wavefronts_measured"] for r in rs) / b
            p = sum(r["wavefronts_predicted"] for r in rs) / b
            cells += [f"{m:g}", f"{p:g}", str(a["before" if variant == "orig" else "after"]["cycles"])]
            if variant == "fixed":
                cells.append(f"{sum(r['ideal_measured'] for r in rs) / b:g}")
        eq = sum(r["wavefronts_measured"] == r["wavefronts_predicted"] and r["ideal_measured"] == r["ideal_predicted"]
                 and r["executions_measured"] == r["executions_predicted"]
                 for r in table if r["kernel"] == e["name"])
        n = sum(r["kernel"] == e["name"] for r in table)
        cells.append(f"{a['bytes_before']} -> {a['bytes_after']}")
        print(f"| {e['name']} | {a['change']} | " + " | ".join(cells) + f" | {eq}/{n} | "
              + ("identical" if outs[e["name"]] else "DIFFER") + " |")


if __name__ == "__main__":
    main(*sys.argv[1:])
