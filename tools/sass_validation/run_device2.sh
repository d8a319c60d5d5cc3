#!/bin/bash
# Second call on the GPU machine: the loop-heavy kernels and rule probes (more.cu), the GEMM
# demonstrator's kernels (prebuilt cubins launched with CuPy), more Triton kernels, CuTe wgmma.
#   bash tools/sass_validation/run_device2.sh OUTDIR
set -u
S=$(cd "$(dirname "$0")" && pwd); O=${1:?out dir}
W=/tmp/sv2; D=$W/data; mkdir -p $W $D $O
T0=$(date +%s)
el() { echo "[$(( $(date +%s) - T0 )) s] $*"; }
ok() { [ $(( $(date +%s) - T0 )) -lt ${1:-420} ]; }
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv,noheader)"
  echo "ncu: $(ncu --version | tail -1)"
  echo "nvcc: $(nvcc --version | tail -1)"
  python3 -c "import triton, torch, cupy, sys; print('python:', sys.version.split()[0], 'triton:', triton.__version__, 'torch:', torch.__version__, 'cupy:', cupy.__version__)"
} | tee $D/environment.txt
( timeout 200 nvcc -arch=sm_90 -O3 -lineinfo -o $W/more $S/more.cu && timeout 200 nvcc -arch=sm_90 -O3 -lineinfo -cubin -o $D/more.cubin $S/more.cu ) > $W/build.log 2>&1
el "built: $(ls $W)"
NCU=(ncu --clock-control none --import-source yes --section SourceCounters --section LaunchStats --section WarpStateStats)
timeout 150 "${NCU[@]}" -f -o $W/more $W/more > $W/more.ncu.log 2>&1; el "more: rc=$? $(grep -c '==PROF== Profiling' $W/more.ncu.log)"
ok 250 && ( cd $S/gemm && timeout 120 "${NCU[@]}" -f -o $W/gemm -k 'regex:^gemm_' python3 $S/launch_cubins.py spec.json > $W/gemm.ncu.log 2>&1; el "gemm: rc=$? $(grep -c '==PROF== Profiling' $W/gemm.ncu.log)" )
ok 300 && ( cd $W && timeout 150 "${NCU[@]}" -f -o $W/triton2 -k 'regex:^(matmul|attention)' python3 $S/triton_suite.py $D/triton2 --only=attention,matmul_bf16,matmul_f16_16x64 > $W/triton2.ncu.log 2>&1; el "triton2: rc=$? $(grep -c '==PROF== Profiling' $W/triton2.ncu.log)" )
if [ -x $S/cute/wgmma_sm90 ] && ok 380; then
  timeout 60 "${NCU[@]}" -f -o $W/cute_wgmma_sm90 -k regex:gemm_device -c 1 $S/cute/wgmma_sm90 1024 1024 1024 > $W/cute_wgmma.ncu.log 2>&1; el "cute wgmma: rc=$?"
fi
for r in $W/*.ncu-rep; do
  ok 520 || break
  n=$(basename $r .ncu-rep)
  ncu -i $r --page source --csv --print-source sass > $D/$n.source.csv 2> $D/$n.source.err
  ncu -i $r --page details --csv > $D/$n.details.csv 2>/dev/null
  el "$n: $(wc -c < $D/$n.source.csv) bytes"
done
ok 540 && ncu -i $W/more.ncu-rep --page raw --csv > $D/more.raw.csv 2>/dev/null
cp $W/*.ncu.log $W/build.log $D/ 2>/dev/null
for c in $D/*.cubin $D/triton2/*.cubin; do [ -f "$c" ] && cuobjdump -sass $c > ${c%.cubin}.cuobjdump.sass 2>/dev/null; done
el "done"
