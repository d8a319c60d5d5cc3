#!/bin/bash
# Third call on the GPU machine: the kernels written after the emulator (fresh.cu, Triton fresh_*),
# each launch once under Nsight Compute (SourceCounters, LaunchStats, WarpStateStats); source and
# details pages exported as CSV; SASS of each build; environment.
#   bash tools/sass_validation/run_device3.sh OUTDIR
set -u
S=$(cd "$(dirname "$0")" && pwd); O=${1:?out dir}
W=/tmp/sv3; D=$O; mkdir -p $W $D
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
( timeout 200 nvcc -arch=sm_90 -O3 -lineinfo -o $W/fresh $S/fresh.cu && cuobjdump -sass $W/fresh > $D/fresh.cuobjdump.sass ) > $W/build.log 2>&1
el "built: $(ls $W) $(tail -3 $W/build.log)"
NCU=(ncu --clock-control none --import-source yes --section SourceCounters --section LaunchStats --section WarpStateStats)
timeout 150 "${NCU[@]}" -f -o $W/fresh $W/fresh > $W/fresh.ncu.log 2>&1; el "fresh: rc=$? $(grep -c '==PROF== Profiling' $W/fresh.ncu.log)"
( cd $W && timeout 240 "${NCU[@]}" -f -o $W/triton3 -k 'regex:^fresh_' python3 $S/triton_suite.py $W/triton3 --only=fresh_ > $W/triton3.ncu.log 2>&1; el "triton3: rc=$? $(grep -c '==PROF== Profiling' $W/triton3.ncu.log)" )
cp $W/triton3/triton_meta.json $D/ 2>/dev/null
for r in $W/*.ncu-rep; do
  n=$(basename $r .ncu-rep)
  ncu -i $r --page source --csv --print-source sass > $D/$n.source.csv 2> $D/$n.source.err
  ncu -i $r --page details --csv > $D/$n.details.csv 2>/dev/null
  gzip -f $D/$n.source.csv $D/$n.details.csv
  el "$n: exported"
done
tail -5 $W/*.ncu.log > $D/ncu_logs.txt 2>&1
el done
