# The fewest moves on english from d1 empty to d1: 18 (a move: one or more
# consecutive jumps by the same peg), one solution of 7168 with 18 moves.
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
start d1
finish d1
moves 18
fewest 18
jumps d3-d2-d1
      b3-c3-d3
      c1-c2-c3
      d4-d3-d2
      f3-e3-d3 d3-c3-b3
      e5-e4-e3
      g5-f5-e5
      d5-e5-f5
      e2-e3-e4
      e7-e6-e5 e5-e4-e3
      g3-g4-g5 g5-f5-e5
      a3-b3-c3
      c4-c3-c2
      e1-d1-c1 c1-c2-c3
      b5-c5-d5 d5-e5-f5 f5-f4-f3 f3-e3-d3 d3-c3-b3
      a5-a4-a3 a3-b3-c3
      c7-c6-c5
      d7-d6-d5 d5-c5-b5 b5-b4-b3 b3-c3-d3 d3-d2-d1
