# The fewest moves on english from c1 empty to f4: 17 (a move: one or more
# consecutive jumps by the same peg), one solution of 228 with 17 moves.
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
start c1
finish f4
moves 17
fewest 17
jumps c3-c2-c1
      e3-d3-c3
      g3-f3-e3
      b3-c3-d3 d3-e3-f3
      c5-c4-c3
      c7-c6-c5
      g5-g4-g3 g3-f3-e3
      f5-f4-f3 f3-e3-d3 d3-c3-b3
      e1-e2-e3
      e4-e3-e2
      c1-d1-e1 e1-e2-e3
      a3-b3-c3
      e6-e5-e4 e4-e3-e2 e2-d2-c2 c2-c3-c4 c4-c5-c6
      a5-b5-c5 c5-d5-e5
      e7-d7-c7 c7-c6-c5
      a4-b4-c4 c4-c5-c6 c6-d6-e6 e6-e5-e4
      d4-e4-f4
