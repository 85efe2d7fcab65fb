# The fewest moves on english from d3 empty to d3: 16 (a move: one or more
# consecutive jumps by the same peg), one solution of 14224 with 16 moves.
# Written by `pegsol fewest --board english --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board english
lattice square
row ..ooo..
row ..ooo..
row ooooooo
row ooooooo
row ooooooo
row ..ooo..
row ..ooo..
start d3
finish d3
moves 16
fewest 16
jumps f3-e3-d3
      e5-e4-e3
      e7-e6-e5
      e2-e3-e4 e4-e5-e6
      g5-f5-e5
      d5-e5-f5
      c7-d7-e7 e7-e6-e5
      c3-d3-e3
      c6-d6-e6 e6-e5-e4 e4-e3-e2
      g3-g4-g5 g5-f5-e5
      e1-e2-e3
      a3-b3-c3
      b5-c5-d5 d5-e5-f5 f5-f4-f3 f3-e3-d3 d3-c3-b3
      c1-c2-c3 c3-c4-c5
      a5-a4-a3 a3-b3-c3
      d1-d2-d3 d3-d4-d5 d5-c5-b5 b5-b4-b3 b3-c3-d3
