#!/usr/bin/env python3
"""What dense layers would save on a committed pass (issue 43).

For each layer of a forward report (its positions as the pass stored them,
`canonical_positions_by_pegs`), the bytes as the pass keeps a layer in
memory (a 2-byte low key and an 8-byte count a position) against a dense
layer: an 8-byte count for every position of the start's class with that
many pegs, reached or not (`pegsol count --plan`'s exact bound, orbits by
Burnside's lemma as the pass reduces them). Prints each layer, the cheaper
form, and the peak (the largest two adjacent layers, as the pass holds
them) and the total either way.

    results/runs/dense-layer-bytes.py target/release/pegsol results/reports/T8/T8-corner.json T8 1
"""
import json
import subprocess
import sys

KEYED, DENSE = 10, 8

binary, report_path, board, start = sys.argv[1:5]
plan = json.loads(subprocess.run(
    [binary, "count", "--board", board, "--start", start, "--no-random-play", "--plan", "--format", "json"],
    check=True, capture_output=True, text=True).stdout)
stored = json.load(open(report_path))["canonical_positions_by_pegs"]

rows = []
for layer in plan["layers"]:
    pegs, bound = layer["pegs"], int(layer["positions_at_most"])
    if bound == 0:
        continue
    reached = int(stored.get(str(pegs), "0"))
    rows.append((pegs, reached, bound, KEYED * reached, DENSE * bound))

print(f"{board} from {start}: bytes a layer, keyed ({KEYED} a position stored) or dense ({DENSE} a position of the class)")
print(f"{'pegs':>4} {'stored':>14} {'class':>14} {'density':>8} {'keyed GB':>9} {'dense GB':>9}  cheaper")
for pegs, reached, bound, keyed, dense in rows:
    density = reached / bound if bound else 0.0
    cheaper = "dense" if dense < keyed else "keyed"
    print(f"{pegs:>4} {reached:>14,} {bound:>14,} {density:>8.4f} {keyed / 1e9:>9.2f} {dense / 1e9:>9.2f}  {cheaper}")


def peak(size):
    return max(size(a) + size(b) for a, b in zip(rows, rows[1:]))


def total(size):
    return sum(size(row) for row in rows)


keyed, best = (lambda row: row[3]), (lambda row: min(row[3], row[4]))
print(f"peak of two adjacent layers: keyed {peak(keyed) / 1e9:.2f} GB, each layer in its cheaper form {peak(best) / 1e9:.2f} GB"
      f" ({100 * (1 - peak(best) / peak(keyed)):.1f} % less)")
print(f"all layers: keyed {total(keyed) / 1e9:.2f} GB, each in its cheaper form {total(best) / 1e9:.2f} GB"
      f" ({100 * (1 - total(best) / total(keyed)):.1f} % less)")
