# Shared parts of run_device3.sh / run_device4.sh (sourced): timing, the environment record, the
# ncu command line and the CSV export of every report under $W into $D.
T0=$(date +%s)
el() { echo "[$(( $(date +%s) - T0 )) s] $*"; }
NCU=(ncu --clock-control none --import-source yes --section SourceCounters --section LaunchStats --section WarpStateStats)
record_environment() {   # $1: output file
  {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv,noheader)"
    echo "ncu: $(ncu --version | tail -1)"
    echo "nvcc: $(nvcc --version | tail -1)"
    echo "cuobjdump: $(cuobjdump --version | tail -1)"
    python3 -c "import triton, torch, sys; print('python:', sys.version.split()[0], 'triton:', triton.__version__, 'torch:', torch.__version__)"
  } | tee "$1"
}
export_reports() {       # every $W/*.ncu-rep -> $D/NAME.source.csv.gz, NAME.details.csv.gz
  for r in $W/*.ncu-rep; do
    n=$(basename $r .ncu-rep)
    ncu -i $r --page source --csv --print-source sass > $D/$n.source.csv 2> $D/$n.source.err
    ncu -i $r --page details --csv > $D/$n.details.csv 2>/dev/null
    gzip -f $D/$n.source.csv $D/$n.details.csv
    el "$n: exported"
  done
}
