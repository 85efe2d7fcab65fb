# The fewest moves on english from c3 empty to c3: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 848 with 15 moves.
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
start c3
finish c3
moves 15
fewest 15
jumps a3-b3-c3
      d3-c3-b3
      f3-e3-d3
      e1-e2-e3
      e4-e3-e2
      c5-c4-c3 c3-d3-e3
      c7-c6-c5
      e6-e5-e4 e4-d4-c4 c4-c5-c6
      g5-f5-e5
      e7-d7-c7 c7-c6-c5
      a5-a4-a3 a3-b3-c3
      b5-b4-b3 b3-c3-d3 d3-e3-f3 f3-f4-f5
      c1-d1-e1 e1-e2-e3
      c2-d2-e2 e2-e3-e4 e4-e5-e6 e6-d6-c6 c6-c5-c4
      g3-g4-g5 g5-f5-e5 e5-d5-c5 c5-c4-c3
