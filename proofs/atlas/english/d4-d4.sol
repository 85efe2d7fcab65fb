# The fewest moves on english from d4 empty to d4: 18 (a move: one or more
# consecutive jumps by the same peg), one solution of 7488 with 18 moves.
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
start d4
finish d4
moves 18
fewest 18
jumps f4-e4-d4
      e6-e5-e4
      g5-f5-e5
      d5-e5-f5
      b5-c5-d5
      c7-c6-c5
      c4-c5-c6
      e3-e4-e5
      e7-d7-c7 c7-c6-c5
      e1-e2-e3
      c2-c3-c4 c4-c5-c6 c6-d6-e6 e6-e5-e4 e4-e3-e2
      c1-d1-e1 e1-e2-e3
      a3-b3-c3
      d3-c3-b3
      g3-g4-g5 g5-f5-e5 e5-d5-c5
      a5-a4-a3 a3-b3-c3
      f3-e3-d3 d3-d4-d5 d5-c5-b5 b5-b4-b3 b3-c3-d3
      d2-d3-d4
