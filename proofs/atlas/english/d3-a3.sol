# The fewest moves on english from d3 empty to a3: 16 (a move: one or more
# consecutive jumps by the same peg), one solution of 929193 with 16 moves.
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
start d3
finish a3
moves 16
fewest 16
jumps b3-c3-d3
      e3-d3-c3
      g3-f3-e3
      b5-b4-b3 b3-c3-d3 d3-e3-f3
      d5-c5-b5
      g5-g4-g3 g3-f3-e3
      d7-d6-d5 d5-d4-d3 d3-e3-f3
      f5-e5-d5
      e7-e6-e5 e5-e4-e3
      c7-c6-c5 c5-d5-e5
      c1-c2-c3
      f3-e3-d3 d3-c3-b3
      e1-e2-e3
      a5-b5-c5
      d1-d2-d3 d3-e3-f3 f3-f4-f5 f5-e5-d5 d5-c5-b5
      a3-b3-c3 c3-c4-c5 c5-b5-a5 a5-a4-a3
