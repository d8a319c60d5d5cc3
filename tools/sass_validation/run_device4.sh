#!/bin/bash
# Fourth call on the GPU machine: the Triton late_* kernels (written last), each launch once under
# Nsight Compute (SourceCounters, LaunchStats, WarpStateStats); source and details pages exported
# as CSV; environment.
#   bash tools/sass_validation/run_device4.sh OUTDIR
set -u
S=$(cd "$(dirname "$0")" && pwd); O=${1:?out dir}
W=/tmp/sv4; D=$O; mkdir -p $W $D
T0=$(date +%s)
el() { echo "[$(( $(date +%s) - T0 )) s] $*"; }
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv,noheader)"
  echo "ncu: $(ncu --version | tail -1)"
  echo "nvcc: $(nvcc --version | tail -1)"
  echo "cuobjdump: $(cuobjdump --version | tail -1)"
  python3 -c "import triton, torch, sys; print('python:', sys.version.split()[0], 'triton:', triton.__version__, 'torch:', torch.__version__)"
} | tee $D/environment.txt
NCU=(ncu --clock-control none --import-source yes --section SourceCounters --section LaunchStats --section WarpStateStats)
( cd $W && timeout 240 "${NCU[@]}" -f -o $W/triton4 -k 'regex:^late_' python3 $S/triton_suite.py $W/triton4 --only=late_ > $W/triton4.ncu.log 2>&1; el "triton4: rc=$? $(grep -c '==PROF== Profiling' $W/triton4.ncu.log)"; grep -i 'failed' $W/triton4.ncu.log | head -5 )
cp $W/triton4/triton_meta.json $D/ 2>/dev/null
for r in $W/*.ncu-rep; do
  n=$(basename $r .ncu-rep)
  ncu -i $r --page source --csv --print-source sass > $D/$n.source.csv 2> $D/$n.source.err
  ncu -i $r --page details --csv > $D/$n.details.csv 2>/dev/null
  gzip -f $D/$n.source.csv $D/$n.details.csv
  el "$n: exported"
done
el done
