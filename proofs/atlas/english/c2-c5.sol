# The fewest moves on english from c2 empty to c5: 15 (a move: one or more
# consecutive jumps by the same peg), one solution of 398 with 15 moves.
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
start c2
finish c5
moves 15
fewest 15
jumps c4-c3-c2
      c1-c2-c3
      c6-c5-c4 c4-c3-c2
      e5-d5-c5
      g5-f5-e5
      d3-d4-d5 d5-e5-f5
      a3-b3-c3
      f3-e3-d3 d3-c3-b3
      e7-e6-e5 e5-e4-e3
      g3-g4-g5 g5-f5-e5
      e1-d1-c1 c1-c2-c3
      e2-d2-c2 c2-c3-c4 c4-c5-c6 c6-d6-e6
      a5-a4-a3 a3-b3-c3
      b5-b4-b3 b3-c3-d3 d3-e3-f3 f3-f4-f5 f5-e5-d5
      c7-d7-e7 e7-e6-e5 e5-d5-c5
