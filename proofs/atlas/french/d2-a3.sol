# The fewest moves on french from d2 empty to a3: 20 (a move: one or more
# consecutive jumps by the same peg), one solution of 6827260 with 20 moves.
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
finish a3
moves 20
fewest 20
jumps b2-c2-d2
      c4-c3-c2
      c1-c2-c3
      a4-b4-c4 c4-c3-c2
      b6-b5-b4
      d5-c5-b5
      d7-d6-d5
      f6-e6-d6
      e4-e5-e6
      e7-e6-e5
      c7-c6-c5
      e2-e3-e4 e4-e5-e6 e6-d6-c6 c6-c5-c4 c4-d4-e4
      e1-d1-c1 c1-c2-c3 c3-d3-e3 e3-e4-e5 e5-d5-c5
      a3-b3-c3
      g3-f3-e3
      g5-f5-e5
      b5-c5-d5 d5-e5-f5 f5-f4-f3
      f2-f3-f4
      g4-f4-e4 e4-e3-e2 e2-d2-c2 c2-c3-c4 c4-b4-a4
      a5-a4-a3
