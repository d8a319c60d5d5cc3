#!/bin/bash
# Runs on the GPU machine (one call): builds the SASS validation kernels, runs each launch once under
# Nsight Compute with the SourceCounters section, exports the per-instruction source page (SASS) as
# CSV plus the details and raw pages, disassembles every build, records the environment.
#   bash tools/sass_validation/run_device.sh REPO_ROOT OUTDIR
set -u
S=$(cd "$(dirname "$0")" && pwd)
REPO=${1:?repo root}; O=${2:?out dir}
W=/tmp/sv; D=$W/data; mkdir -p $W $D $O
. $S/common.sh
ok() { [ $(( $(date +%s) - T0 )) -lt ${1:-420} ]; }   # time left for another step?
record_environment $D/environment.txt
echo "kernel: $(uname -r)" | tee -a $D/environment.txt
el "cute headers on the machine: $(find / -xdev -type d -name cute -path '*include*' 2>/dev/null | head -3 | tr '\n' ' ')"
pids=()
for f in classic widths matrix; do
  ( timeout 200 nvcc -arch=sm_90 -O3 -lineinfo -o $W/$f $S/$f.cu && timeout 200 nvcc -arch=sm_90 -O3 -lineinfo -cubin -o $D/$f.cubin $S/$f.cu ) &
  pids+=($!)
done
wait "${pids[@]}"
el "built: $(ls $W)"
NCU=(ncu --clock-control none --import-source yes --section SourceCounters --section LaunchStats --section WarpStateStats)
for f in classic widths matrix; do
  ok 300 || break
  timeout 150 "${NCU[@]}" -f -o $W/$f $W/$f > $W/$f.ncu.log 2>&1; el "$f: ncu rc=$? $(grep -c '==PROF== Profiling' $W/$f.ncu.log) profiled"
done
ok 330 && ( cd $W && timeout 180 "${NCU[@]}" -f -o $W/triton -k 'regex:^(matmul|softmax|layernorm|transpose|colsum|colmax)' \
    python3 $S/triton_suite.py $D/triton > $W/triton.ncu.log 2>&1; el "triton: ncu rc=$? $(grep -c '==PROF== Profiling' $W/triton.ncu.log) profiled" )
ok 380 && ( cd $REPO && LDSOPT_CACHE=$W/gemmcache PYTHONPATH=$REPO/src timeout 150 "${NCU[@]}" -f -o $W/gemm -k 'regex:^gemm_' \
    python3 -m ldsopt.gpu.gemm --ncu-child --size 1024 --variants tiled_plain,tiled_pad,tiled_solver,tiled_cp_async,mma,wgmma \
    > $W/gemm.ncu.log 2>&1; el "gemm: ncu rc=$? $(grep -c '==PROF== Profiling' $W/gemm.ncu.log) profiled" )
mkdir -p $D/gemm; cp $W/gemmcache/*.cubin $W/gemmcache/*.cu $D/gemm/ 2>/dev/null
for b in $S/cute/*; do
  [ -x "$b" ] || continue; n=$(basename $b)
  for tr in "N T" "T N"; do
    ok 450 || break
    t=${tr// /}
    timeout 40 "${NCU[@]}" -f -o $W/cute_${n}_$t -k regex:gemm_device -c 1 $b 1024 1024 1024 $tr > $W/cute_${n}_$t.ncu.log 2>&1
    el "cute $n $t: ncu rc=$? $(grep -c '==PROF== Profiling' $W/cute_${n}_$t.ncu.log) profiled"
  done
  cuobjdump -sass $b > $D/cute_$n.cuobjdump.sass 2>/dev/null
done
for r in $W/*.ncu-rep; do
  ok 560 || break
  n=$(basename $r .ncu-rep)
  ncu -i $r --page source --csv --print-source sass > $D/$n.source.csv 2> $D/$n.source.err
  ncu -i $r --page details --csv > $D/$n.details.csv 2>/dev/null
  [ $n = classic ] && ncu -i $r --page raw --csv > $D/$n.raw.csv 2>/dev/null
  nres=$(grep -c '^"' $D/$n.details.csv >/dev/null; python3 -c "import csv,sys; print(len({r[0] for r in csv.reader(open('$D/$n.details.csv')) if r and r[0].isdigit()}))")
  nsrc=$(grep -cE '^"?(Kernel Name|Function Name)' $D/$n.source.csv)
  el "$n: $nres results, source page blocks $nsrc, $(wc -c < $D/$n.source.csv) bytes"
  if [ "$nsrc" -lt "$nres" ]; then   # one export per result
    for ((i = 0; i < nres; i++)); do
      ok 540 || break
      ncu -i $r --page source --csv --print-source sass --launch-skip $i --launch-count 1 > $D/$n.source.$i.csv 2>/dev/null
    done
    el "$n: exported per result"
  fi
  cuobjdump -sass $W/$n > $D/$n.cuobjdump.sass 2>/dev/null
done
ncu -i $W/classic.ncu-rep --page source --csv --print-source cuda,sass > $D/classic.source_cuda_sass.csv 2>&1
for c in $D/*.cubin $D/triton/*.cubin $D/gemm/*.cubin; do nvdisasm -g -c $c > ${c%.cubin}.nvdisasm.sass 2>/dev/null; cuobjdump -sass $c > ${c%.cubin}.cuobjdump.sass 2>/dev/null; done
cp $W/*.ncu.log $D/
el "done: $(ls -la $O)"
