# The fewest moves on french from d2 empty to d6: 20 (a move: one or more
# consecutive jumps by the same peg), one solution of 6371456 with 20 moves.
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
start d2
finish d6
moves 20
fewest 20
jumps f2-e2-d2
      e4-e3-e2
      e1-e2-e3
      e6-e5-e4 e4-e3-e2
      c6-d6-e6
      f6-e6-d6
      c4-c5-c6
      c7-c6-c5
      a4-b4-c4 c4-c5-c6
      g5-f5-e5
      e7-d7-c7 c7-c6-c5
      c2-c3-c4 c4-c5-c6 c6-d6-e6 e6-e5-e4 e4-d4-c4
      c1-d1-e1 e1-e2-e3 e3-d3-c3
      b2-b3-b4 b4-c4-d4
      g3-f3-e3
      a5-b5-c5
      d5-d4-d3 d3-c3-b3
      a3-b3-c3
      g4-f4-e4 e4-e3-e2 e2-d2-c2 c2-c3-c4 c4-c5-c6
      b6-c6-d6
