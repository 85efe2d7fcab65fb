#!/bin/sh
# Writes the b-files of results/oeis/ (each term, its definition and its check:
# results/oeis/README.md). Terms on T1..T7 come from pegsol runs made here
# (about 25 s in all, 20 of them the T7 table); the T8 terms and the French
# board's from the committed reports they came from, whose passes take
# minutes and gigabytes (the README names each run's record). Needs jq and bc.
#   results/oeis/regenerate.sh                  builds target/release/pegsol first
#   PEGSOL_BIN=path/to/pegsol results/oeis/regenerate.sh
# `git diff results/oeis` then shows any term that changed; tests/it/oeis.rs
# checks every term against pegsol and the committed reports.
set -eu
cd "$(dirname "$0")/../.."
if [ -z "${PEGSOL_BIN:-}" ]; then cargo build --release --quiet; fi
bin=${PEGSOL_BIN:-target/release/pegsol}
out=results/oeis
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The sources the "not found in OEIS" lines rest on: no network was used.
sources='shared/published-figures.md (the OEIS entries and other published
# counts the project knows) and the OEIS pages of the offline reference
# corpus, searched on 2026-11-27 (A112737, A112738, A127500, A130515 and
# A130516 turned up; no count of games or positions on a triangle or on the
# French board did). That search missed A056746, A056747 and A056748
# (solutions on T_n, named in issue 64), so it is weak evidence: search the
# OEIS for a few terms before submitting'

# The report of T$1 from the corner, hole 1: counted here for n <= 7; T8's is
# results/reports/T8/T8-corner.json (`pegsol count --board T8 --start 1
# --no-random-play --format json`, 5 min, 9.6 GB: results/runs/T8-corner.time).
corner() {
    if [ "$1" -le 7 ]; then
        "$bin" count --board "T$1" --start 1 --no-random-play --format json
    else
        cat results/reports/T8/T8-corner.json
    fi
}

# The table of T$1, every single-vacancy start: run here for n <= 7; T8's is
# built from the committed reports of its start classes.
table() {
    if [ "$1" -le 7 ]; then
        "$bin" table --board "T$1" --format json
    else
        "$bin" table --board T8 --from results/reports/T8 --format json
    fi
}

# The exact sum of the decimal strings JQ_FILTER selects in the JSON file $2.
total() {
    jq -r "[$1] | if length == 0 then \"0\" else join(\"+\") end" "$2" | BC_LINE_LENGTH=0 bc
}

# header FILE TITLE OFFSET: the comment lines every b-file starts with, and
# the sentence on the OEIS: "not found" with the sources above, unless
# OEIS_ENTRY names the entry the file extends (and its published terms).
header() {
    if [ -n "${OEIS_ENTRY:-}" ]; then
        oeis="# $OEIS_ENTRY"
    else
        oeis="# Not found in OEIS as of 2026-11-27 by the sources we have:
# $sources."
    fi
    cat >"$out/$1" <<HEADER
# $2
# Offset $3. Definitions, the command behind each term and the checks:
# results/oeis/README.md; written by results/oeis/regenerate.sh.
$oeis
HEADER
}

for n in 1 2 3 4 5 6 7 8; do
    corner "$n" >"$work/corner-$n.json"
    table "$n" >"$work/table-$n.json"
done

OEIS_ENTRY="OEIS A056747 (its terms a(1..6) = 0, 0, 0, 0, 29760, 43419942138); a(7) and a(8) are new." \
    header T-corner-solutions.txt "Triangular peg solitaire T_n (n holes on a side), start with the corner hole empty: solutions (complete games ending with one peg), counted as jump sequences" 1
header T-corner-games.txt "Triangular peg solitaire T_n, start with the corner hole empty: complete games (jump sequences played until no jump is legal)" 1
header T-corner-positions.txt "Triangular peg solitaire T_n, start with the corner hole empty: distinct positions reachable, the start included, no symmetry reduction" 1
OEIS_ENTRY="OEIS A056746 (its terms a(1..6) = 0, 0, 0, 84, 438984, 2194477729800); a(7) and a(8) are new." \
    header T-all-starts-solutions.txt "Triangular peg solitaire T_n: solutions (complete games ending with one peg) summed over the T(n) = n(n+1)/2 starts with one hole empty" 1
OEIS_ENTRY="OEIS A056748 (its terms a(1..6) = 0, 0, 0, 0, 179124, 397962490212); a(7) and a(8) are new." \
    header T-all-starts-same-hole-solutions.txt "Triangular peg solitaire T_n: solutions that end with the one peg in the hole that was empty at the start, summed over the T(n) = n(n+1)/2 starts with one hole empty" 1
header T-all-starts-games.txt "Triangular peg solitaire T_n: complete games summed over the T(n) = n(n+1)/2 starts with one hole empty" 1
for n in 1 2 3 4 5 6 7 8; do
    echo "$n $(jq -r '.games_by_pegs_left["1"] // "0"' "$work/corner-$n.json")" >>"$out/T-corner-solutions.txt"
    echo "$n $(jq -r .games "$work/corner-$n.json")" >>"$out/T-corner-games.txt"
    echo "$n $(jq -r .positions "$work/corner-$n.json")" >>"$out/T-corner-positions.txt"
    echo "$n $(total '.solutions[][]' "$work/table-$n.json")" >>"$out/T-all-starts-solutions.txt"
    echo "$n $(total '.solutions | to_entries[] | .value[.key] // empty' "$work/table-$n.json")" >>"$out/T-all-starts-same-hole-solutions.txt"
    echo "$n $(total '.games_by_pegs_left[][]' "$work/table-$n.json")" >>"$out/T-all-starts-games.txt"
done

# The French board from its centre: results/reports/french/french-from-d4.json
# (`pegsol count --board french --start d4 --format json`, 1 min 53 s, 1.9 GB:
# results/runs/french-from-d4.time). After n jumps 36 - n pegs are left.
french=results/reports/french/french-from-d4.json
header french-centre-positions.txt "French 37-hole peg solitaire, start with the centre empty: distinct positions after n jumps, no symmetry reduction" 0
header french-centre-positions-up-to-symmetry.txt "French 37-hole peg solitaire, start with the centre empty: distinct positions after n jumps, up to the board's 8 symmetries (as A112737 on the English board)" 0
for n in $(seq 0 36); do
    echo "$n $(jq -r --arg pegs $((36 - n)) '.positions_by_pegs[$pegs] // "0"' $french)" >>"$out/french-centre-positions.txt"
    echo "$n $(jq -r --arg pegs $((36 - n)) '.canonical_positions_by_pegs[$pegs] // "0"' $french)" >>"$out/french-centre-positions-up-to-symmetry.txt"
done

# Upper bounds on A127500 past its last term, a(10): the moves of the
# committed witnesses, which the independent verifier replays.
cat >"$out/A127500-upper-bounds.txt" <<'BOUNDS'
# UPPER BOUNDS, NOT TERMS: a line "n b" says A127500(n) <= b.
# A127500: on the triangular board T_n, the fewest moves (a move is one or more
# consecutive jumps by the same peg) of any solution from one hole empty to one
# peg; its terms stop at a(10) = 18 and it gives 19 <= a(11) <= 28 and
# 21 <= a(12) <= 29 (G. I. Bell, JIS 11 (2008) 08.4.8). Nothing here says that
# fewer moves are impossible. Each bound is the number of moves of the witness
# proofs/fewest-T<n>.sol; `pegsol verify proofs/fewest-T<n>.sol` replays it.
# Offset 11.
# Definitions, commands and checks: results/oeis/README.md; written by
# results/oeis/regenerate.sh.
BOUNDS
for n in 11 12; do
    "$bin" verify "proofs/fewest-T$n.sol" >/dev/null
    echo "$n $(sed -n 's/^moves //p' "proofs/fewest-T$n.sol")" >>"$out/A127500-upper-bounds.txt"
done
