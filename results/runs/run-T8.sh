#!/bin/sh
# The T8 corner count as it was run for results/reports/T8/T8-corner.json: the forward
# pass from hole 1 of T8, without random-play chances (smaller entries),
# within 11 GiB of layer memory (the issue's 12 GiB budget), writing a layer to disk while it is built
# when it does not fit beside its parent layer. Peak memory and time are
# measured by GNU time into results/runs/T8-corner.time.
set -e
cd "$(dirname "$0")/../.."
cargo build --release
mkdir -p /tmp/pegsol-spill
/usr/bin/time -v target/release/pegsol count --board T8 --start 1 --no-random-play \
    --memory-limit 11GiB --spill-dir /tmp/pegsol-spill --format json \
    > results/reports/T8/T8-corner.json 2> results/runs/T8-corner.time
