"""pegsol in Python: exact peg solitaire counts, tables, solutions,
certificates and a position oracle, from the Rust library (docs/python.md).

Counts are Python ints, never floats. Long calls release the GIL and stop
on Ctrl-C (KeyboardInterrupt); errors carry the command line's one-line
messages: ValueError for bad input, OSError for files, MemoryError for a
run over its memory limit.

>>> import pegsol
>>> # Seed 003: 29,760 solutions on T5 from hole A, 568,630 games.
>>> report = pegsol.count(pegsol.Board("T5"), "A")
>>> report.solutions, report.games
(29760, 568630)
"""

from ._pegsol import (
    Analysis,
    Board,
    Count,
    Solutions,
    Table,
    analyze,
    count,
    estimate,
    fewest,
    prove,
    solutions,
    solve,
    table,
    verify,
)

__all__ = [
    "Analysis",
    "Board",
    "Count",
    "Solutions",
    "Table",
    "analyze",
    "count",
    "estimate",
    "fewest",
    "prove",
    "solutions",
    "solve",
    "table",
    "verify",
]
