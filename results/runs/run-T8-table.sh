#!/bin/sh
# The whole T8 table as one measured run (issue 43's target: at most 1 h 15
# min of wall time on this 2-core machine): the eight forward passes, one a
# start class (1, 2, 4, 5, 7, 8, 13, 25), one after the other, each with the
# command of the committed report it reproduces: within 11 GiB with a
# checkpoint after every layer from the four starts no mirror fixes, within
# 21 GiB with layers spilt to disk from the corner's class (the corner itself
# within 11 GiB, as first run). Then every report is compared byte for byte
# with results/reports/T8/, and the table made from them with
# results/tables/T8-table.json; the figures go to results/runs/T8-table.md.
#
# Resumable: run it again after a stop and the starts already reported are
# skipped, the one in progress resumes from its last finished layer (the four
# long ones) or starts again (the others, 5 to 6 minutes each). A pass run
# in segments shows its last segment in its row of the summary; the total
# adds every segment GNU time recorded (one killed with the script records
# none).
#
# PEGSOL_BIN: a binary to use instead of building target/release/pegsol
# (copy one aside if you build while this runs). PEGSOL_T8_WORK: the work
# directory (about 20 GB free needed; default $TMPDIR/pegsol-T8-table).
set -e
cd "$(dirname "$0")/../.."
repo=$(pwd)
if [ -z "$PEGSOL_BIN" ]; then
  cargo build --release
  bin=$repo/target/release/pegsol
else
  bin=$PEGSOL_BIN
fi
work=${PEGSOL_T8_WORK:-${TMPDIR:-/tmp}/pegsol-T8-table}
mkdir -p "$work/reports" "$work/spill"
log=$work/T8-table.log

for h in 1 2 4 5 7 8 13 25; do
  case $h in
    1) name=T8-corner; opts="--memory-limit 11GiB --spill-dir $work/spill" ;;
    5|13|25) name=T8-from-$h; opts="--memory-limit 21GiB --spill-dir $work/spill" ;;
    *) name=T8-from-$h; mkdir -p "$work/checkpoint-$h"
       opts="--memory-limit 11GiB --checkpoint $work/checkpoint-$h --resume" ;;
  esac
  [ -s "$work/reports/$name.json" ] && continue
  echo "$name started $(date -u +%FT%TZ) $(date +%s)" >> "$log"
  # shellcheck disable=SC2086 # $opts is a list of options
  if /usr/bin/time -v -a -o "$work/$name.time" "$bin" count --board T8 --start $h \
      --no-random-play $opts --format json > "$work/$name.json.part"; then
    mv "$work/$name.json.part" "$work/reports/$name.json"
    rm -rf "$work/checkpoint-$h"
    echo "$name finished $(date -u +%FT%TZ) $(date +%s)" >> "$log"
  else
    echo "$name stopped $(date -u +%FT%TZ), see $work/$name.time" >> "$log"
    exit 1
  fi
done

same=yes
for f in "$work"/reports/*.json; do
  cmp -s "$f" "results/reports/T8/$(basename "$f")" || { echo "differs: $f"; same=no; }
done
"$bin" table --board T8 --from "$work/reports" --format json > "$work/T8-table.json"
cmp -s "$work/T8-table.json" results/tables/T8-table.json || { echo "differs: the table"; same=no; }

# The summary: each pass's GNU time figures (its last block) and the totals,
# peak memory in GiB rounded up to the hundredth (as the catalogue writes it).
gib='function up(kb,  c) { c = kb * 100 / 1048576; return (c == int(c) ? c : int(c) + 1) / 100 }'
out=results/runs/T8-table.md
{
  echo "# The whole T8 table as one run"
  echo
  echo "\`results/runs/run-T8-table.sh\` with \`$("$bin" --version)\`, on"
  echo "$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')) and"
  echo "$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo) of memory, from"
  echo "$(head -n1 "$log" | cut -d' ' -f3) to $(tail -n1 "$log" | cut -d' ' -f3). Every report identical"
  echo "to the committed one and the table to \`results/tables/T8-table.json\`: **$same**."
  echo
  echo "| pass | wall | user + system CPU | of the cores | peak memory |"
  echo "|---|---:|---:|---:|---:|"
  for h in 1 2 4 5 7 8 13 25; do
    if [ $h = 1 ]; then name=T8-corner; else name=T8-from-$h; fi
    awk -v name="$name" "$gib"'
      /User time/ { u = $NF } /System time/ { s = $NF } /Percent of CPU/ { p = $NF; sub("%", "", p) }
      /Elapsed/ { n = split($NF, t, ":"); w = (n == 3) ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2] }
      /Maximum resident/ { m = $NF }
      END { printf "| %s | %d min %.2f s | %.0f + %.0f s | %s %% | %.2f GiB |\n", name, w / 60, w - 60 * int(w / 60), u, s, p, up(m) }
    ' "$work/$name.time"
  done
  awk "$gib"'
    /User time/ { cpu += $NF } /System time/ { cpu += $NF }
    /Elapsed/ { n = split($NF, t, ":"); wall += (n == 3) ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2] }
    /Maximum resident/ { if ($NF > m) m = $NF }
    END { printf "| **all eight** | **%d min %.2f s** | %.0f s | %.0f %% | %.2f GiB |\n", wall / 60, wall - 60 * int(wall / 60), cpu, 100 * cpu / wall, up(m) }
  ' "$work"/T8-corner.time "$work"/T8-from-*.time
  echo
  echo "The log of the run (UTC, then seconds since 1970):"
  echo
  echo '```'
  cat "$log"
  echo '```'
} > "$out"
echo "T8 table: identical: $same; summary in $out"
[ $same = yes ]
