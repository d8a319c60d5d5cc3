#!/bin/bash
# Fourth call on the GPU machine: the Triton late_* kernels (written last), each launch once under
# Nsight Compute (SourceCounters, LaunchStats, WarpStateStats); source and details pages exported
# as CSV; environment.
#   bash tools/sass_validation/run_device4.sh OUTDIR
set -u
S=$(cd "$(dirname "$0")" && pwd); O=${1:?out dir}
W=/tmp/sv4; D=$O; mkdir -p $W $D
. $S/common.sh
record_environment $D/environment.txt
( cd $W && timeout 240 "${NCU[@]}" -f -o $W/triton4 -k 'regex:^late_' python3 $S/triton_suite.py $W/triton4 --only=late_ > $W/triton4.ncu.log 2>&1; el "triton4: rc=$? $(grep -c '==PROF== Profiling' $W/triton4.ncu.log)"; grep -i 'failed' $W/triton4.ncu.log | head -5 )
cp $W/triton4/triton_meta.json $D/ 2>/dev/null
export_reports
el done
