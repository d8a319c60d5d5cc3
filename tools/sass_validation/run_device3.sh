#!/bin/bash
# Third call on the GPU machine: the kernels written after the emulator (fresh.cu, Triton fresh_*),
# each launch once under Nsight Compute (SourceCounters, LaunchStats, WarpStateStats); source and
# details pages exported as CSV; SASS of each build; environment.
#   bash tools/sass_validation/run_device3.sh OUTDIR
set -u
S=$(cd "$(dirname "$0")" && pwd); O=${1:?out dir}
W=/tmp/sv3; D=$O; mkdir -p $W $D
. $S/common.sh
record_environment $D/environment.txt
( timeout 200 nvcc -arch=sm_90 -O3 -lineinfo -o $W/fresh $S/fresh.cu && cuobjdump -sass $W/fresh > $D/fresh.cuobjdump.sass ) > $W/build.log 2>&1
el "built: $(ls $W) $(tail -3 $W/build.log)"
timeout 150 "${NCU[@]}" -f -o $W/fresh $W/fresh > $W/fresh.ncu.log 2>&1; el "fresh: rc=$? $(grep -c '==PROF== Profiling' $W/fresh.ncu.log)"
( cd $W && timeout 240 "${NCU[@]}" -f -o $W/triton3 -k 'regex:^fresh_' python3 $S/triton_suite.py $W/triton3 --only=fresh_ > $W/triton3.ncu.log 2>&1; el "triton3: rc=$? $(grep -c '==PROF== Profiling' $W/triton3.ncu.log)" )
cp $W/triton3/triton_meta.json $D/ 2>/dev/null
export_reports
el done
