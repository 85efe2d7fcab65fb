# The fewest moves on english from d1 empty to a4: 17 (a move: one or more
# consecutive jumps by the same peg), one solution of 936 with 17 moves.
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
finish a4
moves 17
fewest 17
jumps d3-d2-d1
      f3-e3-d3
      e1-e2-e3
      e4-e3-e2
      e6-e5-e4
      g5-f5-e5
      d5-e5-f5
      g3-g4-g5 g5-f5-e5
      c3-d3-e3
      a3-b3-c3
      b5-c5-d5 d5-e5-f5 f5-f4-f3 f3-e3-d3 d3-c3-b3
      c1-d1-e1 e1-e2-e3 e3-e4-e5
      a5-a4-a3 a3-b3-c3
      c7-c6-c5
      c4-c5-c6
      e7-d7-c7 c7-c6-c5
      c2-c3-c4 c4-d4-e4 e4-e5-e6 e6-d6-c6 c6-c5-c4 c4-b4-a4
