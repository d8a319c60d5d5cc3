#!/bin/bash
# One call on the GPU machine: generate and build the Hopper shared-memory probes, run them once
# plainly (every case must run), then each launch once under Nsight Compute (SourceCounters,
# LaunchStats); export the source and details pages as CSV; SASS of the build; environment.
#   bash tools/wgmma_validation/run_device.sh OUTDIR [LAUNCH_COUNT] [GENERATOR (gen_probe.py)]
set -u
S=$(cd "$(dirname "$0")" && pwd); O=${1:?out dir}; LC=${2:-}; GEN=${3:-gen_probe.py}
W=/tmp/wgv; D=$O; mkdir -p $W $D
T0=$(date +%s); el() { echo "[$(( $(date +%s) - T0 )) s] $*"; }
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv,noheader)"
  echo "ncu: $(ncu --version | tail -1)"
  echo "nvcc: $(nvcc --version | tail -1)"
  echo "cuobjdump: $(cuobjdump --version | tail -1)"
  echo "build: nvcc -gencode=arch=compute_90a,code=sm_90a -O3 -lineinfo"
  echo "profile: ncu --clock-control none --import-source yes --section SourceCounters --section LaunchStats"
} | tee $D/environment.txt
python3 $S/$GEN $W > $W/gen.log 2>&1 || { cat $W/gen.log; exit 1; }
cp $W/cases.csv $D/
( cd $W && timeout 300 nvcc -gencode=arch=compute_90a,code=sm_90a -O3 -lineinfo -diag-suppress 550 -Wno-deprecated-declarations -o probe probe.cu \
  && cuobjdump -sass probe > $D/probe.cuobjdump.sass && cuobjdump -xelf all probe && mv probe.*sm_90a.cubin $D/probe.sm_90a.cubin && nvdisasm -g -c $D/probe.sm_90a.cubin > $D/probe.nvdisasm.sass ) > $W/build.log 2>&1
el "built: $(tail -3 $W/build.log)"
# plain runs: a case that faults (a descriptor the hardware refuses) is recorded and skipped
SKIP=(); FROM=0
for i in $(seq 1 30); do
  timeout 120 $W/probe $FROM "${SKIP[@]}" > $W/plain.log 2>&1; rc=$?
  f=$(grep -m1 '^FAULT' $W/plain.log); [ -z "$f" ] && break
  echo "$f" | tee -a $D/faults.txt; c=$(echo "$f" | awk '{print $2}'); SKIP+=($c); FROM=$((c + 1))
done
el "plain runs done rc=$rc skipped: ${SKIP[*]} $(tail -1 $W/plain.log)"
LCA=(); [ -n "$LC" ] && LCA=(--launch-count $LC)
timeout 480 ncu --clock-control none --import-source yes --section SourceCounters --section LaunchStats "${LCA[@]}" -f -o $W/probe $W/probe 0 "${SKIP[@]}" > $W/ncu.log 2>&1
el "ncu rc=$? profiled $(grep -c '==PROF== Profiling' $W/ncu.log)"; grep -iE 'error|warn' $W/ncu.log | head -5
ncu -i $W/probe.ncu-rep --page source --csv --print-source sass > $D/probe.source.csv 2> $W/src.err
ncu -i $W/probe.ncu-rep --page details --csv > $D/probe.details.csv 2>/dev/null
gzip -f $D/probe.source.csv $D/probe.details.csv $D/probe.cuobjdump.sass $D/probe.nvdisasm.sass $D/probe.sm_90a.cubin
el "exported: $(ls -la $D | tail -n +2 | awk '{print $5, $9}' | tr '\n' ' ')"
