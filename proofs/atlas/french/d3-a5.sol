# The fewest moves on french from d3 empty to a5: 21 (a move: one or more
# consecutive jumps by the same peg), one solution of 188862244 with 21 moves.
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
start d3
finish a5
moves 21
fewest 21
jumps d5-d4-d3
      f4-e4-d4
      f6-f5-f4
      b5-c5-d5 d5-e5-f5
      e7-e6-e5
      c7-c6-c5
      g4-f4-e4 e4-e5-e6 e6-d6-c6
      b6-c6-d6
      g5-f5-e5
      d7-d6-d5 d5-c5-b5
      a5-b5-c5
      f2-f3-f4
      d3-e3-f3 f3-f4-f5 f5-e5-d5 d5-c5-b5
      e1-e2-e3
      d1-d2-d3 d3-e3-f3
      b2-c2-d2
      g3-f3-e3
      c4-c3-c2
      c1-c2-c3
      a4-b4-c4 c4-d4-e4 e4-e3-e2 e2-d2-c2 c2-c3-c4
      a3-b3-c3 c3-c4-c5 c5-b5-a5
