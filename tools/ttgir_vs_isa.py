"""Compare `ldsopt ttgir` per-op totals with the lane-exact ISA emulation of the same kernel
(AMD: ``ldsopt isa`` on the ``.s``; NVIDIA: ``ldsopt sass`` on the SASS).

    .venv/bin/python tools/ttgir_vs_isa.py tests/data/triton/kernels [LDSOPT_COMMAND]

For every ``NAME_gfxNNN.ttgir`` with its ``.s`` next to it, the TTGIR ops (``ldsopt ttgir``) and
the emulated LDS instructions (``ldsopt isa --json``, block and LDS size from ``meta.json``) are
grouped by instruction (``ds_read2_b64`` counts as ``ds_read_b64``: LLVM pairs two of Triton's
accesses; the bank model serves each address of a pair in the single-width phases).  Every op
that moves data through shared memory is compared, the ``ttg.local_*`` ops and those Triton
lowers through its scratch (layout conversions, cross-warp reductions and scans, histograms);
``ds_bpermute`` / ``ds_permute`` / ``ds_swizzle`` (cross-lane moves, no LDS memory) are left
out.  On sm_90 the wgmma operand reads (``ttng.warp_group_dot``; SASS ``HGMMA`` ...) are compared
as the rule ``wgmma`` (wavefronts, ideal and warp-level executions); TMA / bulk copies
(``ttng.async_tma_*``; ``UTMALDG`` ...) cost 0 shared wavefronts on both sides (measured) and
their counts are not compared.  Ops whose lane addresses are the data (NVIDIA histogram atomics)
are counted under ``unresolved`` per warp on the ttgir side, as the emulator counts the
instructions it cannot resolve.  Source lines are not used to
match: LLVM's debug lines leave some LDS instructions without a line, or give them the line of a
neighbouring op.  ``LDSOPT_COMMAND`` runs the emulator (default ``ldsopt``; before the emulator is
merged, e.g. ``/work/wt12/.venv/bin/ldsopt``).  Exit status 1 when a total differs.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys


def normalize(op: str) -> str:
    """``ds_read2_b64`` -> ``ds_read_b64``; ``ds_write_b16_d16_hi`` (the high half of a register)
    -> ``ds_write_b16``; ``ds_read_u16_d16(_hi)`` -> ``ds_read_u16``."""
    op = re.sub(r"_d16(_hi)?$", "", op)
    m = re.match(r"ds_(read|write)(2st64|2)?_(\w+)", op)
    return f"ds_{m.group(1)}_{m.group(3)}" if m else op


def ttgir_totals(text: str) -> dict:
    import ldsopt
    r = ldsopt.analyze_ttgir(text, suggest=False)
    out: dict = {}
    for o in r.ops:
        if o.error and o.instruction:
            # instructions whose lane addresses are the data: counted per warp, as the
            # emulator counts the instructions it leaves unresolved
            c, i, n = out.get("unresolved", (0, 0, 0))
            out["unresolved"] = (0, 0, n + o.per_warp)
            continue
        if o.error:
            raise RuntimeError(f"line {o.line}: {o.error}")
        key = o.instruction
        if key.startswith("wgmma."):        # the emulator's rule for HGMMA / QGMMA / IGMMA
            key = "wgmma"
        elif key.startswith("tma."):        # copy engine: 0 wavefronts; counts are not compared
            out["bulk-copy"] = (0, 0, 0)
            continue
        c, i, n = out.get(key, (0, 0, 0))
        out[key] = (c + o.cycles, i + o.ideal, n + o.instructions)
    return out


CROSS_LANE = ("ds_bpermute", "ds_permute", "ds_swizzle")


def isa_totals(lds: list) -> dict:
    """``lds``: the ``lds`` list of one kernel of ``ldsopt isa --json``."""
    out: dict = {}
    for ins in lds:
        op = normalize(ins["isa"].split()[0])
        if op.startswith(CROSS_LANE):
            continue
        pair = 2 if re.match(r"ds_(read|write)2", ins["isa"]) else 1
        c, i, n = out.get(op, (0, 0, 0))
        for w in ins["waves"]:
            if w.get("inactive"):          # no lane of the wave executes it
                continue
            c += w.get("cycles") or 0
            i += w.get("ideal") or 0
            n += pair
        out[op] = (c, i, n)
    return out


def run_isa(path: str, meta: dict, cmd: str) -> list:
    args = [*cmd.split(), "isa", path, "--json", "--block", str(meta["block"]),
            "--lds-bytes", str(meta["shared_bytes"])]
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode:
        tail = (r.stderr.strip().splitlines() or ["?"])[-1]
        raise RuntimeError(f"the emulator failed: {tail[:160]}")
    return json.loads(r.stdout)["kernels"][0]["lds"]


def run_sass(path: str, meta: dict, arch: str, cmd: str) -> dict:
    """Totals per instruction (the bank model's name, the emulator's ``rule``) of ``ldsopt sass
    --json``: wavefronts and ideal times executions (warps), and executions; unresolved
    instructions are counted under ``"unresolved"``."""
    args = [*cmd.split(), "sass", path, "--json", "--block", str(meta["block"]),
            "--iterations", "1"]
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode:
        tail = (r.stderr.strip().splitlines() or ["?"])[-1]
        raise RuntimeError(f"the emulator failed: {tail[:160]}")
    out: dict = {}
    for ins in json.loads(r.stdout)["kernels"][0]["shared"]:
        key = ins.get("rule") if ins.get("resolved") else "unresolved"
        if key == "bulk-copy":               # 0 wavefronts (measured); counts not compared
            out[key] = (0, 0, 0)
            continue
        n = ins.get("executions") or 0
        c, i, m = out.get(key, (0, 0, 0))
        if key == "unresolved":
            out[key] = (0, 0, m + 1)
            continue
        out[key] = (c + round(ins["wavefronts"] * n), i + round(ins["ideal"] * n), m + n)
    return out


def totals(folder: str, cmd: str = "ldsopt", only=None) -> dict:
    """``{kernel: (ttgir totals, emulated totals)}`` per instruction ``(cycles, ideal, n)``; the
    ttgir side is the refusal's text where ldsopt refuses an op, the emulated side the
    emulator's error text where it fails."""
    with open(os.path.join(folder, "meta.json")) as f:
        meta = json.load(f)["kernels"]
    out = {}
    for name in sorted(meta):
        if only and name not in only:
            continue
        with open(os.path.join(folder, name + ".ttgir")) as f:
            try:
                t = ttgir_totals(f.read())
            except RuntimeError as err:        # an op ldsopt refuses to model, with the reason
                t = str(err)
        try:
            if "_gfx" in name:
                e = isa_totals(run_isa(os.path.join(folder, name + ".s"), meta[name], cmd))
            else:
                e = run_sass(os.path.join(folder, name + ".sass"), meta[name],
                             name[name.index("sm_"):], cmd)
        except RuntimeError as err:
            e = str(err)
        out[name] = (t, e)
    return out


def compare(folder: str, cmd: str = "ldsopt") -> list:
    """``[(kernel, instruction, ttgir (cycles, ideal, n), isa (cycles, ideal, n))]`` over the
    instructions either side has (None where one side has none; the text where it refused or
    failed)."""
    rows = []
    for name, (t, e) in totals(folder, cmd).items():
        if isinstance(t, str) or isinstance(e, str):
            rows.append((name, "-", t if isinstance(t, str) else None, e if isinstance(e, str) else None))
            continue
        for k in sorted(set(t) | set(e)):
            rows.append((name, k, t.get(k), e.get(k)))
    return rows


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else "tests/data/triton/kernels"
    rows = compare(folder, sys.argv[2] if len(sys.argv) > 2 else "ldsopt")
    if len(sys.argv) > 3:                     # a second emulator command for the SASS files
        rows = [r for r in rows if "_gfx" in r[0]] + [r for r in compare(folder, sys.argv[3]) if "_sm" in r[0]]
    bad = 0
    for name, k, t, e in rows:
        ok = t == e
        bad += not ok
        print(f"{'ok ' if ok else 'BAD'} {name:18s} {k:20s} ttgir (cycles, ideal, n) {t}  isa {e}")
    sys.exit(1 if bad else 0)
