#!/bin/sh
# T8 from the four start classes that no mirror fixes (holes 2, 4, 7, 8; one
# per class), as run for results/reports/T8/T8-from-{2,4,7,8}.json. These passes cannot
# be reduced by symmetry, so their largest layers hold about 2 x 10^9
# positions: they run within 11 GiB of layer memory with both the parent and
# the child layer on disk when they do not fit, and keep a checkpoint after
# every layer. Run it again after a stop (a crash, a signal, the end of a
# session): each class resumes from its last finished layer, and classes
# already reported are skipped. GNU time's figures go to the .time files,
# one block per run that finished or failed (a killed run writes none).
set -e
cd "$(dirname "$0")/../.."
cargo build --release
bin=target/release/pegsol
work=${PEGSOL_T8_WORK:-/work/t8-run}
for h in ${PEGSOL_T8_STARTS:-2 4 7 8}; do
  out=results/reports/T8/T8-from-$h.json
  if [ -s "$out" ]; then
    echo "T8 from $h: done ($out)"
    continue
  fi
  mkdir -p "$work/checkpoint-$h"
  echo "T8 from $h: started $(date -u +%FT%TZ)"
  if /usr/bin/time -v "$bin" count --board T8 --start "$h" --no-random-play \
      --memory-limit 11GiB --checkpoint "$work/checkpoint-$h" --resume --format json \
      > "$work/T8-from-$h.json" 2>> "$work/T8-from-$h.time"; then
    mv "$work/T8-from-$h.json" "$out"
    mv "$work/T8-from-$h.time" "results/runs/T8-from-$h.time"
    echo "T8 from $h: finished $(date -u +%FT%TZ)"
  else
    echo "T8 from $h: stopped, see $work/T8-from-$h.time" >&2
    exit 1
  fi
done
