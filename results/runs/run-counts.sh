#!/bin/sh
# Count reports for certificates on boards whose passes take minutes:
#   results/runs/run-counts.sh BOARD "FORWARD STARTS" "REVERSE STARTS" [COUNT OPTIONS]
# runs `pegsol count --board BOARD --start S --no-random-play --format json`
# from each forward start into results/reports/BOARD/BOARD-from-S.json and, with
# `--by reverse`, from each reverse start into results/reports/BOARD/BOARD-reverse-from-S.json:
# the reports `pegsol prove --board BOARD --from results/reports/BOARD` reads, two
# independent runs per pair (one start per start class; a class with a
# solvable pair inside it needs its reverse report too). As run:
#   results/runs/run-counts.sh french "d3 d2 c1 c3 b2 d1 c2" "d3 d2 c1"
#     (the centre's report, french-from-d4.json, was run alone; of the eight
#     classes only d3, d2 and c1 have a finish their position classes allow)
#   results/runs/run-counts.sh diamond e5 ""
#   results/runs/run-counts.sh hexagon4 "6 12" "6 12"   (PEGSOL_MEMORY=20GiB)
#   results/runs/run-counts.sh hexagon4 2 "" --checkpoint DIR --resume, then
#   results/runs/run-counts.sh hexagon4 "" 2 --checkpoint DIR2 --resume
#     (PEGSOL_MEMORY=16GiB: no symmetry fixes hole 2, so its layers live on
#     disk; only the classes of 2, 6 and 12 have finishes the classes allow)
# Layers stay in memory within PEGSOL_MEMORY (default 18GiB) and go to disk
# (--spill-dir) when a layer does not fit beside its parent; more COUNT
# OPTIONS (--checkpoint DIR --resume, for one) are passed on. Run it again
# after a stop: reports already written are skipped and a stopped pass starts
# again. GNU time's figures go to the .time files beside the reports.
# PEGSOL_BIN runs a copy of the binary, so that building while it runs is safe.
set -e
cd "$(dirname "$0")/../.."
cargo build --release
bin=${PEGSOL_BIN:-target/release/pegsol}
work=${PEGSOL_WORK:-/work/count-runs}
mkdir -p "$work/spill"
board=$1
forward=$2
reverse=$3
shift 3
run() { # run NAME ARGS...: results/reports/BOARD/NAME.json from `pegsol count ARGS`
  name=$1
  shift
  mkdir -p "results/reports/$board"
  out=results/reports/$board/$name.json
  if [ -s "$out" ]; then
    echo "$name: done ($out)"
    return
  fi
  echo "$name: started $(date -u +%FT%TZ)"
  rm -f "$work/$name.time"
  if /usr/bin/time -v "$bin" count --board "$board" --no-random-play \
      --memory-limit "${PEGSOL_MEMORY:-18GiB}" --spill-dir "$work/spill" --format json "$@" \
      > "$work/$name.json" 2> "$work/$name.time"; then
    mv "$work/$name.json" "$out"
    mv "$work/$name.time" "results/runs/$name.time"
    echo "$name: finished $(date -u +%FT%TZ)"
  else
    echo "$name: stopped, see $work/$name.time" >&2
    exit 1
  fi
}
for h in $forward; do
  run "$board-from-$h" --start "$h" "$@"
done
for h in $reverse; do
  run "$board-reverse-from-$h" --start "$h" --by reverse "$@"
done
