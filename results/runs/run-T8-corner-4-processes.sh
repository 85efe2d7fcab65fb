#!/usr/bin/env bash
# The T8 corner on 4 processes of this machine within 3 GiB each (issue 43),
# each started by hand (not by --local-processes) so that process 0 draws its
# layer bar into bar.log (through `script`, which gives it a terminal): per
# layer, the positions, the largest worker's part and the MiB of parent
# shards sent. Every worker's peak and current memory (VmHWM, VmRSS in KiB)
# is sampled every 5 s into memory.log; GNU time's figures go to p0.time
# (process 0, through `script`) and p1–p3.time; the report is compared byte
# for byte with results/reports/T8/T8-corner.json (the single process's).
#   results/runs/run-T8-corner-4-processes.sh [WORK]
# WORK (default /work/t8-4) holds the logs, the report and the layers
# (spill/, removed at the start; up to about 60 GB at the middle layers,
# since each worker receives nearly the whole parent layer).
# PEGSOL_BIN runs a copy of the binary, so that building while it runs is safe.
set -u
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work=${1:-/work/t8-4}
bin=$(realpath "${PEGSOL_BIN:-$repo/target/release/pegsol}")
mkdir -p "$work" && cd "$work" || exit 2
rm -rf spill && mkdir spill && rm -f memory.log bar.log p*.time p*.err
hosts=127.0.0.1:2201,127.0.0.1:2202,127.0.0.1:2203,127.0.0.1:2204
args="count --board T8 --start 1 --no-random-play --format json --memory-limit 3GiB
  --spill-dir $work/spill --threads 1 --cluster-size 4 --hosts $hosts"
( while true; do
    line="$(date -u +%T)"
    for p in $(pgrep -f "^$bin count"); do
      line="$line $p $(awk '/VmHWM|VmRSS/{printf "%s ", $2}' /proc/"$p"/status 2>/dev/null)"
    done
    echo "$line" >> memory.log
    sleep 5
  done ) &
sampler=$!
date -u +%FT%TZ > started
for i in 1 2 3; do
  # shellcheck disable=SC2086
  /usr/bin/time -v -o p$i.time "$bin" $args --process $i > /dev/null 2> p$i.err &
done
/usr/bin/time -v -o p0.time script -q -f -e -c "$bin $(echo $args) --process 0 > T8-corner-4.json" bar.log > /dev/null
echo "exit $?" > p0.exit
wait $(jobs -p | grep -v "^$sampler$") 2>/dev/null
kill $sampler
date -u +%FT%TZ > ended
if cmp -s T8-corner-4.json "$repo/results/reports/T8/T8-corner.json"; then echo identical; else echo DIFFERENT; fi > compared
cat compared
