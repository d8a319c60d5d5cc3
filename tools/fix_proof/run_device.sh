#!/bin/bash
# One call on the GPU machine: launch every kernel of the bundle plainly (outputs saved and
# compared byte for byte, original against fixed), then each launch once under Nsight Compute
# (SourceCounters, LaunchStats) per variant; export the source and details pages as CSV.
#   bash tools/fix_proof/run_device.sh BUNDLE OUTDIR
set -u
S=$(cd "$(dirname "$0")" && pwd); B=${1:?bundle}; D=${2:?out dir}; W=/tmp/fixproof; mkdir -p $W $D
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 )) s] $*"; }
NCU=(ncu --clock-control none --import-source yes --section SourceCounters --section LaunchStats)
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv,noheader)"
  echo "ncu: $(ncu --version | tail -1)"
  echo "nvcc: $(nvcc --version | tail -1)"
  python3 -c "import cupy, numpy, sys; print('python:', sys.version.split()[0], 'cupy:', cupy.__version__, 'numpy:', numpy.__version__)"
  echo "profile: ${NCU[*]}"
} | tee $D/environment.txt
for v in orig fixed; do
  timeout 120 python3 $S/launch.py $B $v $W/$v.npz > $W/$v.plain.log 2>&1; el "$v plain rc=$? $(grep -c launched $W/$v.plain.log)"; tail -3 $W/$v.plain.log
done
python3 - $W $D/outputs.csv <<'PY' || true
import hashlib, sys, numpy as np
w, out = sys.argv[1], sys.argv[2]
a, b = np.load(f"{w}/orig.npz"), np.load(f"{w}/fixed.npz")
with open(out, "w") as f:
    f.write("output,bytes,sha256_orig,sha256_fixed,identical,poison_bytes_orig,poison_bytes_fixed\n")
    for k in a.files:
        x, y = a[k], b[k]
        f.write(f"{k},{x.size},{hashlib.sha256(x.tobytes()).hexdigest()},{hashlib.sha256(y.tobytes()).hexdigest()},"
                f"{int(x.tobytes() == y.tobytes())},{int((x == 0xA5).sum())},{int((y == 0xA5).sum())}\n")
print(open(out).read())
PY
cp $W/orig.npz $W/fixed.npz $D/ 2>/dev/null
[ -n "${SMOKE:-}" ] && { el smoke done; exit 0; }
for v in orig fixed; do
  timeout 200 "${NCU[@]}" -f -o $W/$v python3 $S/launch.py $B $v > $W/$v.ncu.log 2>&1
  el "$v ncu rc=$? profiled $(grep -c '==PROF== Profiling' $W/$v.ncu.log)"; grep -iE 'error|warn' $W/$v.ncu.log | head -5
  ncu -i $W/$v.ncu-rep --page source --csv --print-source sass > $D/$v.source.csv 2> $W/$v.src.err
  ncu -i $W/$v.ncu-rep --page details --csv > $D/$v.details.csv 2>/dev/null
  gzip -f $D/$v.source.csv $D/$v.details.csv
done
el "exported: $(ls -la $D | tail -n +2 | awk '{print $5, $9}' | tr '\n' ' ')"
