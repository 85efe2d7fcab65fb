#!/bin/sh
# T8 from the other starts that the apex mirror fixes (holes 5, 13, 25; with
# hole 1, one per class of such starts), as run for results/reports/T8/T8-from-*.json.
set -e
cd "$(dirname "$0")/../.."
cargo build --release
mkdir -p /tmp/pegsol-spill
for h in 5 13 25; do
  /usr/bin/time -v target/release/pegsol count --board T8 --start $h --no-random-play \
      --memory-limit 21GiB --spill-dir /tmp/pegsol-spill --format json \
      > results/reports/T8/T8-from-$h.json 2> results/runs/T8-from-$h.time
done
