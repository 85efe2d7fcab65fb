# The fewest moves on english from d2 empty to a5: 17 (a move: one or more
# consecutive jumps by the same peg), one solution of 108296 with 17 moves.
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
start d2
finish a5
moves 17
fewest 17
jumps d4-d3-d2
      f3-e3-d3
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
      d1-d2-d3 d3-c3-b3
      a5-a4-a3 a3-b3-c3
      b5-c5-d5 d5-e5-f5 f5-f4-f3 f3-e3-d3 d3-c3-b3 b3-b4-b5
      c1-c2-c3 c3-c4-c5 c5-b5-a5
