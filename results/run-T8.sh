#!/bin/sh
# The T8 corner count as it was run for results/T8-corner.json: the forward
# pass from hole 1 of T8, without random-play chances (smaller entries),
# within 16 GiB of layer memory, spilling layers to disk when they do not fit.
# Peak memory and time are measured by GNU time into results/T8-corner.time.
set -e
cd "$(dirname "$0")/.."
cargo build --release
mkdir -p /tmp/pegsol-t8
/usr/bin/time -v target/release/pegsol count --board T8 --start 1 --no-random-play \
    --memory-limit 16GiB --spill-dir /tmp/pegsol-t8 --format json \
    > results/T8-corner.json 2> results/T8-corner.time
