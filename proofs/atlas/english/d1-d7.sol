# The fewest moves on english from d1 empty to d7: 18 (a move: one or more
# consecutive jumps by the same peg), one solution of 53692 with 18 moves.
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
finish d7
moves 18
fewest 18
jumps d3-d2-d1
      f3-e3-d3
      f5-f4-f3
      d5-e5-f5
      e7-e6-e5
      e4-e5-e6
      g5-f5-e5
      b5-c5-d5 d5-e5-f5
      c7-c6-c5
      c4-c5-c6
      g3-g4-g5 g5-f5-e5 e5-e6-e7 e7-d7-c7 c7-c6-c5
      e1-e2-e3
      c2-c3-c4 c4-d4-e4 e4-e3-e2
      c1-d1-e1 e1-e2-e3
      a3-b3-c3
      d3-c3-b3
      a5-a4-a3 a3-b3-c3
      f3-e3-d3 d3-c3-b3 b3-b4-b5 b5-c5-d5 d5-d6-d7
