# The fewest moves on french from c1 empty to e1: 20 (a move: one or more
# consecutive jumps by the same peg), one solution of 2418256 with 20 moves.
# Written by `pegsol fewest --board french --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board french
lattice square
row ..ooo..
row .ooooo.
row ooooooo
row ooooooo
row ooooooo
row .ooooo.
row ..ooo..
start c1
finish e1
moves 20
fewest 20
jumps e1-d1-c1
      d3-d2-d1
      d5-d4-d3
      f2-e2-d2 d2-d3-d4
      d7-d6-d5 d5-d4-d3
      f6-e6-d6
      e4-e5-e6
      e7-e6-e5
      c6-d6-e6 e6-e5-e4 e4-e3-e2
      c4-c5-c6
      g5-f5-e5
      c7-c6-c5
      b2-c2-d2
      c1-d1-e1 e1-e2-e3
      g4-f4-e4 e4-e3-e2 e2-d2-c2 c2-c3-c4 c4-c5-c6
      a3-b3-c3 c3-d3-e3
      a5-b5-c5
      b6-c6-d6
      a4-b4-c4 c4-c5-c6 c6-d6-e6 e6-e5-e4 e4-e3-e2
      g3-f3-e3 e3-e2-e1
