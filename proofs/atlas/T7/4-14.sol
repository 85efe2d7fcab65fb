# The fewest moves on T7 from 4 empty to 14: 12 (a move: one or more
# consecutive jumps by the same peg), one solution of 87 with 12 moves.
# Written by `pegsol fewest --board T7 --each`. The verifier replays the
# jumps and counts the moves; the `fewest` line (no solution is shorter) it
# checks by its own search on boards up to T7 (docs/certificates.md); the
# count rests on pegsol's searches (docs/fewest.md), not on this file.
board T7
start 4
finish 14
moves 12
fewest 12
jumps 1-2-4
      7-4-2
      6-3-1 1-2-4
      13-9-6
      10-6-3
      16-11-7 7-4-2
      26-19-13 13-8-4 4-2-1 1-3-6
      24-17-11 11-12-13
      21-15-10 10-6-3 3-5-8 8-13-19 19-18-17
      22-23-24
      28-27-26 26-20-15 15-14-13
      25-24-23 23-17-12 12-13-14
